#!/usr/bin/env python3
"""What the pairs that `duplicates` finds in src/ are made of (issue 28's copy measure).

`duplicates` (the tool library's, not part of this repository) pairs any two places
that share six lines of the same shape, comments skipped; its row list stops at 200,
so this script lists every pair by running it on each folder of src/ and on each two
folders together, then sorts each pair by what its first shared run is made of:

- declarations: struct fields, enum variants, refusal codes (`pub name: String,`);
- function headings: rustfmt puts a long parameter list one per line, and every
  handler's `State(..)`, `Organizer(..)`, `Path(..)`, `Form(..)` has one shape;
- sqlx queries: a query and its bound values, one per line (`.fetch_one(..)`, `?;`);
- message arguments: a refusal's or history line's Fluent arguments, one per line;
- tests in src/: unit tests' data and asserts;
- other: what none of those patterns covers (route tables, trait impls, logic).

The sorting is by patterns over the lines, a heuristic: read `--list KIND` to check it.
Not run by CI. Run from the repository root:

    python3 .ci/duplicate-kinds.py            # the counts
    python3 .ci/duplicate-kinds.py --list other   # the rows of a kind (its first word)
"""
import collections
import os
import re
import shutil
import subprocess
import sys
import tempfile

KINDS = [
    ("declarations (struct fields, enum variants, refusal codes)",
     r'^(pub(\(crate\))? )?[a-z_0-9]+: [^=]*,$|^#\[|^(pub )?(struct|enum) '
     r'|^[A-Z]\w*( \{|\(.*\),?|,| \{ [a-z_]+: .*\},?)$|^"[a-z_0-9]+" [A-Z]\w*.*$'
     r'|^[A-Z]\w*::[A-Z]\w*,$'),
    ("function headings (parameters one per line)",
     r'^(pub(\(\w+\))? )?(async )?fn |^[A-Z]\w*\(.*\): [A-Z][\w:]*(<.*>)?,$|^\)( -> .*)? \{$'
     r"|^&('a )?(mut )?self,$|^[a-z_]+: &?('a )?(mut )?[\w:<>\[\]'& ,()]+,$|^\(\w+, \w+\): \("
     r'|^impl |^\) -> '),
    ("sqlx queries and their bound values",
     r'^[a-z_0-9.&*()\[\]]+,?$|^\.(fetch\w*|execute|bind)\(|^\.await|^(Ok\()?sqlx::query'
     r'|^r?#?"|^(INSERT|UPDATE|SELECT|DELETE|VALUES|FROM|WHERE|JOIN|LEFT|ORDER|SET|AND|GROUP)\b'
     r'|^tx\.commit|^Ok\(|^let (mut )?\w+ = (db|sqlx)|^[A-Z]\w*Row,$|^\.into_iter\(\)|^\.map\('
     r'|^[a-z_]+: [a-z_]+\.[a-z_]+,$|^let mut tx'),
    ("message arguments (one per line)",
     r'^\("[a-z_]+", .*\),?$|^[a-z_]+ = .*,?$|^\} => (vec!|args!|\()|^vec!\[|^args!\[|^\],?$'
     r'|^"[a-z0-9.-]+",$|^[A-Z]\w* \{$|^[a-z_]+,$|^(Refusal|Action)::\w+ \{.*\} => .*|^\.\.$'),
]
TESTS = "tests in src/ (data and asserts)"
OTHER = "other"
MIXED = "mixed (headings, declarations and bound values)"


def run(src, files, tmp):
    """Every row `duplicates` prints for these files of src/, as (place, place, row), or
    None when it printed the 200 rows it prints at the most."""
    shutil.rmtree(tmp, ignore_errors=True)
    for f in files:
        os.makedirs(os.path.dirname(os.path.join(tmp, f)), exist_ok=True)
        shutil.copy(os.path.join(src, f), os.path.join(tmp, f))
    out = subprocess.run(
        ["duplicates", "--repo", tmp, "--most", "200", "--seconds", "600"],
        capture_output=True, text=True, check=False).stdout
    rows = []
    for line in out.splitlines():
        m = re.match(r"D\d+ (\S+) ~ (\S+)", line)
        if m:
            rows.append((m.group(1), m.group(2), line.split(" ", 1)[1]))
        elif line.startswith("incomplete: no file that counts"):
            return []  # data files only
        elif line.startswith("incomplete"):
            sys.exit("duplicates: " + line)
    return None if len(rows) == 200 else rows


def across(src, a, b, tmp):
    """The rows of files `a` and `b` read together, the larger half by half while the
    rows are more than the tool lists."""
    rows = run(src, a + b, tmp)
    if rows is not None:
        return rows
    big, small = (a, b) if len(a) >= len(b) else (b, a)
    if len(big) < 2:
        sys.exit("two files share more than 200 pairs")
    half = len(big) // 2
    return across(src, big[:half], small, tmp) + across(src, big[half:], small, tmp)


def lines_of(src, place):
    path, span = place.rsplit(":", 1)
    first, last = map(int, span.split("-"))
    with open(os.path.join(src, path), encoding="utf-8") as f:
        text = f.read().split("\n")[first - 1:last]
    return [l.strip() for l in text
            if l.strip() and not l.strip().startswith("//")
            and not re.fullmatch(r"[{}()\[\];,]+", l.strip())]


def kind_of(src, a, b):
    if re.search(r"tests?\.rs|_tests", a + b):
        return TESTS
    ls = lines_of(src, a)
    n = max(len(ls), 1)
    share = [(sum(1 for l in ls if re.search(rx, l)) / n, name) for name, rx in KINDS]
    best, name = max(share)
    if best >= 0.6:
        return name
    if sum(1 for l in ls if any(re.search(rx, l) for _, rx in KINDS)) / n >= 0.8:
        return MIXED
    return OTHER


def group(place):
    """The folder of src/ a place is in ("." for the crate's root files)."""
    path = place.rsplit(":", 1)[0]
    return path.split("/")[0] if "/" in path else "."


def main():
    if shutil.which("duplicates") is None:
        sys.exit("duplicates is not on PATH (it is the tool library's: ../.library)")
    src = os.path.abspath("src")
    whole = subprocess.run(["duplicates", "--most", "1", "--seconds", "600"], cwd=src,
                           capture_output=True, text=True, check=False).stdout.split("\n")[0]
    # Each folder of src/ apart (the crate's root files as one more), then each two
    # together: the pairs across them.
    groups = collections.defaultdict(list)
    for top, _, files in os.walk(src):
        for f in files:
            rel = os.path.relpath(os.path.join(top, f), src)
            groups[group(rel + ":0-0")].append(rel)
    names = sorted(groups)
    pairs = {}
    with tempfile.TemporaryDirectory() as scratch:
        # run() empties and refills this folder for each set of files.
        tmp = os.path.join(scratch, "files")
        for i, x in enumerate(names):
            for y in names[i:]:
                if x == y:
                    rows = run(src, sorted(groups[x]), tmp)
                    if rows is None:
                        sys.exit(f"{x}: 200 rows, the most the tool lists; split the folder")
                else:
                    rows = across(src, sorted(groups[x]), sorted(groups[y]), tmp)
                for a, b, row in rows:
                    if x != y and group(a) == group(b):
                        continue  # found in its own folder's run
                    # One pair of files, whichever run a smaller set names first.
                    key = tuple(sorted(p.rsplit(":", 1)[0] for p in (a, b)))
                    pairs.setdefault(key, (a, b, row))
    kinds = collections.defaultdict(list)
    for a, b, row in pairs.values():
        kinds[kind_of(src, a, b)].append(row)
    if len(sys.argv) > 2 and sys.argv[1] == "--list":
        for name, rows in kinds.items():
            if name.startswith(sys.argv[2]):
                print("\n".join(sorted(rows)))
        return
    print("whole tree:", whole)
    print(f"pairs listed here: {len(pairs)}")
    for name, rows in sorted(kinds.items(), key=lambda kv: -len(kv[1])):
        print(f"{len(rows):5}  {name}")


if __name__ == "__main__":
    main()
