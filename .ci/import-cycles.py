#!/usr/bin/env python3
"""Import cycles crossing a module boundary (issue 28).

Reads every `crate::`/`super::` path of src/ (in `use` trees, inline paths and macro
bodies alike) and draws three graphs: between the folders of src/ (level 1: engine, web,
db, ...), between the children of each folder (level 2: engine::table, engine::classic,
web::console, ...), and between the children of each of those (level 3: the shared
console modules, the registry and the ruleset consoles of web::console, ...). A cycle is
a group of modules each reaching the others. Test code (`tests.rs`, `*_tests.rs`, a `mod tests { ... }` block) is left out:
a test may reach anywhere. Prints every cycle with one file per edge; exits 1 if any level
has one. Macros are not expanded: a path a macro builds from its arguments is not
seen, except the folders of the crate's list of rulesets (src/rulesets.rs), read here.
Run from the repository root: python3 .ci/import-cycles.py"""
import collections, glob, re, sys

IDENT = r'[A-Za-z_][A-Za-z0-9_]*'

# The folders named by the crate's one list of rulesets: the third field of each line.
RULESET_FOLDERS = re.findall(r'^\s*' + IDENT + r'\s*/\s*' + IDENT + r':\s*(' + IDENT + r'),',
                             open('src/rulesets.rs').read(), re.M)


def module_of(path):
    parts = path[len('src/'):-len('.rs')].split('/')
    return parts[:-1] if parts[-1] in ('mod', 'lib', 'main') else parts


def without_tests(text):
    kept, depth, skipping = [], 0, False
    for line in text.split('\n'):
        if not skipping and re.match(r'\s*(pub(\([a-z]+\))?\s+)?mod tests\s*\{', line):
            skipping, depth = True, 0
        if skipping:
            depth += line.count('{') - line.count('}')
            if depth <= 0 and '}' in line:
                skipping = False
            continue
        kept.append(line)
    return re.sub(r'//[^\n]*', '', '\n'.join(kept))


def expand(tree):
    """`a::{b, c::{d, e}}` -> [[a, b], [a, c, d], [a, c, e]]."""
    tree = tree.strip()
    if not tree:
        return []
    brace = tree.find('{')
    if brace < 0:
        return [[s for s in re.findall(IDENT, tree.split(' as ')[0])]]
    head = [s for s in tree[:brace].split('::') if s.strip()]
    inner, depth, part, out = tree[brace + 1:tree.rfind('}')], 0, '', []
    for ch in inner + ',':
        if ch == ',' and depth == 0:
            out += [head + p for p in expand(part)]
            part = ''
            continue
        depth += (ch == '{') - (ch == '}')
        part += ch
    return out


def resolve(path, me):
    if not path:
        return None
    if path[0] == 'crate':
        return path[1:]
    if path[0] == 'super':
        ups = 0
        while ups < len(path) and path[ups] == 'super':
            ups += 1
        return me[:len(me) - ups] + path[ups:]
    return None


def references(text, me):
    found = []
    for m in re.finditer(r'\buse\s+([^;]*);', text):
        for p in expand(m.group(1)):
            r = resolve(p, me)
            if r:
                found.append(r)
    # The crate's one list of rulesets (src/rulesets.rs) names each ruleset's folder bare
    # (`TegJr / TegJr: tegjr, TegJrLog, TegJrConsole;`); a registry that reads it
    # (`every_ruleset!(rulesets)` in engine/ruleset.rs, `every_ruleset!(consoles)` in
    # web/console/registry.rs) reaches `super::<folder>::...`: an import of each folder.
    # A folder's mod.rs reading it only declares its rulesets' modules (`pub mod $folder`):
    # no import, and no `super::$folder` either.
    if re.search(r'\bevery_ruleset!\s*\(', text) and 'super::$folder' in text:
        for folder in RULESET_FOLDERS:
            found.append(resolve(['super', folder], me))
    rest = re.sub(r'\buse\s+[^;]*;', '', text)
    for m in re.finditer(r'\b((?:crate|super)(?:::(?:super|' + IDENT + r'))+)', rest):
        r = resolve(m.group(1).split('::'), me)
        if r:
            found.append(r)
    return found


files = {f: module_of(f) for f in glob.glob('src/**/*.rs', recursive=True)
         if not (f.endswith('tests.rs') or '/tests/' in f)}
modules = {tuple(m) for m in files.values()}


def is_module(prefix):
    return any(m[:len(prefix)] == prefix for m in modules)


def aliases():
    """A module's `use` of another module under its own name (`pub use risiko2v2::{view,
    score};` in web/console/mod.rs) makes `super::view::...` elsewhere a path into
    risiko2v2: each such name, mapped to the module it stands for."""
    found = {}
    for f, me in files.items():
        for m in re.finditer(r'\buse\s+([^;]*);', without_tests(open(f).read())):
            for p in expand(m.group(1)):
                if not p:
                    continue
                if p[0] == 'self':
                    p = p[1:]
                target = resolve(p, me) if p[0] in ('crate', 'super') else (
                    me + p if is_module(tuple(me + p[:1])) else None)
                key = tuple(me + [p[-1]])
                if target and is_module(tuple(target)) and not is_module(key):
                    found[key] = target
    return found


ALIASES = {}


def unaliased(r):
    for key, target in ALIASES.items():
        if tuple(r[:len(key)]) == key:
            return target + r[len(key):]
    return r


def graph(level):
    edges, example = collections.defaultdict(set), {}
    for f, me in files.items():
        if len(me) < level:
            continue
        a = tuple(me[:level])
        for r in references(without_tests(open(f).read()), me):
            r = unaliased(r)
            b = tuple(r[:level])
            if len(r) < level or b == a or r[:level - 1] != me[:level - 1] or not is_module(b):
                continue
            edges[a].add(b)
            example.setdefault((a, b), f)
    return edges, example


def cycles(edges):
    index, low, stack, on, out, n = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = n[0]
        n[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    sys.setrecursionlimit(10000)
    for v in sorted(edges):
        if v not in index:
            visit(v)
    return out


total = 0
LEVELS = ((1, 'between the folders of src/'),
          (2, 'between the modules of each folder'),
          (3, "between the modules inside each module's own folder"))
ALIASES.update(aliases())
for level, what in LEVELS:
    edges, example = graph(level)
    found = cycles(edges)
    total += len(found)
    print('level %d (%s): %d import edges, %d cycles'
          % (level, what, sum(len(s) for s in edges.values()), len(found)))
    for group in found:
        print('  cycle:', ' <-> '.join('::'.join(m) for m in group))
        for a in group:
            for b in group:
                if b in edges.get(a, ()):
                    print('    %s -> %s (%s)' % ('::'.join(a), '::'.join(b), example[(a, b)]))
print('import cycles crossing a module boundary (levels 1, 2 and 3):', total)
sys.exit(1 if total else 0)
