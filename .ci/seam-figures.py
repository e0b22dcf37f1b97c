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
reg=('src/rulesets.rs','src/engine/any','src/engine/ruleset.rs','src/web/console/ruleset.rs','src/web/console/registry.rs')
rs=('src/engine/risiko2v2','src/engine/log/','src/engine/classic','src/engine/torneo','src/engine/teg','src/engine/tegjr','src/engine/risk2210','src/web/console/risiko2v2','src/web/console/classic','src/web/console/torneo','src/web/console/teg','src/web/console/tegjr','src/web/console/risk2210')
out={f:n for f,n in naming.items() if not f.startswith(reg) and not f.startswith(rs)}
print('match arms naming a ruleset: total',sum(naming.values()),'in registry',sum(n for f,n in naming.items() if f.startswith(reg)),'outside registry and ruleset folders',sum(out.values()))
for f,n in sorted(out.items(),key=lambda x:-x[1]): print('  ',f,n)

# Files a new ruleset touches: for each ruleset, the files of src/ outside its own places
# (its engine folder, with its registry impls and descriptor in `registered.rs`, and its
# console folder) that name it: its module, its enum variants, its id. The registry's
# files are listed apart, below, line by line.
names={
 'risiko-2v2':(r'\brisiko2v2\b|::Risiko2v2\b|"risiko-2v2"|^\s*Risiko2v2\s*/',('src/engine/risiko2v2','src/engine/log/','src/engine/log.rs','src/web/console/risiko2v2')),
 'risiko-classic':(r'\bclassic::|\bmod classic;|::Classic\b|::RisikoClassic\b|"risiko-classic"|^\s*RisikoClassic\s*/',('src/engine/classic','src/web/console/classic')),
 'risiko-torneo':(r'\btorneo::|\bmod torneo;|::Torneo\b|::RisikoTorneo\b|"risiko-torneo"|^\s*RisikoTorneo\s*/',('src/engine/torneo','src/web/console/torneo')),
 'teg-revancha':(r'\bteg::|\bmod teg;|::Teg\b|::TegRevancha\b|"teg-revancha"|^\s*TegRevancha\s*/',('src/engine/teg/','src/web/console/teg/')),
 'risk2210':(r'\brisk2210::|\bmod risk2210;|::Risk2210\b|"risk2210"|^\s*Risk2210\s*/',('src/engine/risk2210','src/web/console/risk2210')),
 'teg-jr':(r'\btegjr::|\bmod tegjr;|::TegJr\b|"teg-jr"|^\s*TegJr\s*/',('src/engine/tegjr','src/web/console/tegjr')),
}
# The crate's one list of rulesets (src/rulesets.rs), from which both registries are
# written, and the registries' files.
import os
registry=tuple(f for f in ('src/rulesets.rs','src/engine/any.rs','src/engine/ruleset.rs','src/engine/mod.rs','src/web/console/ruleset.rs','src/web/console/registry.rs','src/web/console/mod.rs','src/engine/any/tests.rs','src/i18n.rs') if os.path.exists(f))
print("files of src/ outside a ruleset's own folders that name it (registry files apart):")
for rid,(p,own) in names.items():
    rx=re.compile(p); hits=[]
    for f in glob.glob('src/**/*.rs',recursive=True):
        if f.startswith(own) or f in registry: continue
        if rx.search(open(f).read()): hits.append(f)
    print('  %-15s %2d  %s'%(rid,len(hits),' '.join(sorted(hits))))

# The registry's lines: in each registry file, the lines that name the ruleset (its
# line in the list, its shipped board's line, and any other line naming it), the
# lines of its tests apart (a test's `match` over `RulesetId` has no catch-all either, so
# a new ruleset fills it too). A file absent from a ruleset's list names it nowhere.
def lines_naming(f,rx):
    code=tests=0
    in_tests=f.endswith('/tests.rs')
    for l in open(f).read().split('\n'):
        if re.match(r'\s*mod tests\s*\{',l): in_tests=True
        if l.lstrip().startswith('//'): continue
        if rx.search(l):
            if in_tests: tests+=1
            else: code+=1
    return code,tests
print("registry lines naming each ruleset (what a new ruleset writes outside its folders, besides the files above):")
for rid,(p,own) in names.items():
    rx=re.compile(p); code=[]; tests=[]
    for f in registry:
        c,t=lines_naming(f,rx)
        if c: code.append('%s %d'%(f[4:],c))
        if t: tests.append('%s %d'%(f[4:],t))
    print('  %-15s registry: %s; tests: %s'%(rid,', '.join(code) or 'none',', '.join(tests) or 'none'))
