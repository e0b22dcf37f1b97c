#!/usr/bin/env python3
"""The seam's figures (issue 28): catch-all arms over rulesets, and `match` arms naming a
ruleset outside the registry (engine/any*, engine/ruleset.rs, web/console/ruleset.rs) and
the rulesets' own folders. Run from the repository root: python3 .ci/seam-figures.py"""
import re,glob,sys
pat=re.compile(r'\b(AnyGame|AnyLog|AnyAction)::(Risiko2v2|Classic|Torneo|TegJr|Risk2210|Teg)\b|\bRulesetId::(Risiko2v2|RisikoClassic|RisikoTorneo|TegJr|Risk2210|TegRevancha)\b|"(risiko-2v2|risiko-classic|risiko-torneo|teg-jr|risk2210|teg-revancha)"\s*(=>|\|)')
catch=0; naming={}
for f in glob.glob('src/**/*.rs',recursive=True):
    lines=open(f).read().split('\n')
    for i,l in enumerate(lines):
        if pat.search(l) and '=>' in l:
            naming[f]=naming.get(f,0)+1
        if re.match(r'\s*_\s*=>',l):
            # nearest preceding arm lines in same match: scan back until 'match ' at lower indent
            ind=len(l)-len(l.lstrip())
            j=i-1
            hit=False
            while j>=0:
                lj=lines[j]
                if lj.strip().startswith('match ') or ' match ' in lj:
                    if len(lj)-len(lj.lstrip())<ind: break
                if (len(lj)-len(lj.lstrip()))==ind and pat.search(lj): hit=True
                j-=1
            if hit:
                catch+=1; print('catch-all:',f,i+1)
print('catch-all arms over rulesets:',catch)
reg=('src/engine/any','src/engine/ruleset.rs','src/web/console/ruleset.rs')
rs=('src/engine/risiko2v2','src/engine/log/','src/engine/classic','src/engine/torneo','src/engine/teg','src/engine/tegjr','src/engine/risk2210','src/web/console/risiko2v2','src/web/console/classic','src/web/console/torneo','src/web/console/teg','src/web/console/tegjr','src/web/console/risk2210')
out={f:n for f,n in naming.items() if not f.startswith(reg) and not f.startswith(rs)}
print('match arms naming a ruleset: total',sum(naming.values()),'in registry',sum(n for f,n in naming.items() if f.startswith(reg)),'outside registry and ruleset folders',sum(out.values()))
for f,n in sorted(out.items(),key=lambda x:-x[1]): print('  ',f,n)
