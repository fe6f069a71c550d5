#!/usr/bin/env python3
"""Per-release TensorFlow.js layer classes -> data/tfjs_layers.csv, data/tfjs_layer_presence.csv.

A layers model (model.json of format "layers-model") is rebuilt by tfjs-layers'
deserialize: each `class_name` of the topology (the model's own, then its
layers) is looked up among the classes registered for serialization, and a
class that is not there stops the load with "Unknown layer: X" (from
tfjs-layers 0.8.0 on followed by "This may be due to one of the following
reasons: ...").

For every release of data/tfjs_releases.csv (a tfjs-converter release), the
tfjs-layers that the @tensorflow/tfjs runtime of that release bundles:

  1.2.8 on     tfjs-layers/src at the release's tfjs-vX.Y.Z tag of tensorflow/tfjs
  1.0.0-1.2.7  src at tensorflow/tfjs-layers' vX.Y.Z tag (@tensorflow/tfjs X.Y.Z
               depends on tfjs-layers X.Y.Z)
  0.x          the tfjs-layers that each @tensorflow/tfjs release bundling the
               converter pins (data/tfjs_npm_bundles.csv, column tfjs_layers)

The registered classes are read from the non-test .ts files of that source:
`ClassNameMap.register('Name', Class)` (tfjs-layers 0.0.x .. 0.5.3, the name
given), `SerializationMap.register(Class)` (0.5.4 .. 0.7.x) and
`serialization.registerClass(Class)` (0.7.5 on), the last two with the
`static className = 'Name'` of the class. tfjs-layers' own registrations only:
tfjs-core's (optimizers) are not layers.

tfjs_layers.csv      release,tag,source,layers,message: where it was read, the
                     number of classes registered, and the message form
                     (short: "Unknown layer: X"; long: with the reasons); all
                     empty where undetermined (no tfjs release bundles the
                     converter, bundling releases pin tfjs-layers that differ,
                     a registered class without a className, or no tag)
tfjs_layer_presence.csv  layer,first,last: ranges of consecutive releases that
                     register the class, classes in byte order
usage: extract_layers.py TFJS_GIT_DIR TFJS_LAYERS_GIT_DIR DATA_DIR
"""
import csv, re, subprocess, sys

LONG = "This may be due to one of the following reasons"
CLASS_OR_NAME = re.compile(r"^\s*(?:export\s+)?(?:abstract\s+)?class\s+(\w+)(?:<[^>{]*>)?(?:\s+extends\s+(?:[\w]+\.)?(\w+))?"
                           r"|\bstatic\s+(?:override\s+)?(?:readonly\s+)?className\s*(?::\s*string\s*)?=\s*'(\w+)'",
                           re.M)
REGISTER = re.compile(r"^\s*(?:[\w.]*\.)?(?:registerClass|SerializationMap\.register)\(\s*(?:[\w.]*\.)?(\w+)\s*\)",
                      re.M)
NAMED = re.compile(r"^\s*(?:[\w.]*\.)?ClassNameMap\.register\(\s*'(\w+)'\s*,", re.M)

def git(d, *a):
    return subprocess.run(["git", "--git-dir", d] + list(a), check=True, capture_output=True).stdout

IMPORT = re.compile(r"^\s*(?:import|export)\b[^;]*?\bfrom\s+'(\.[^']*)'|^\s*import\s+'(\.[^']*)'", re.M)

def reachable(files, entry):
    """The texts of the files src/index.ts imports, transitively: a module no
    one imports (tfjs-layers 4.x's src/layers/nlp) registers nothing."""
    seen, todo = set(), [entry]
    while todo:
        f = todo.pop()
        if f in seen or f not in files:
            continue
        seen.add(f)
        base = f.rsplit("/", 1)[0]
        for m in IMPORT.finditer(files[f]):
            parts = []
            for part in (base + "/" + (m.group(1) or m.group(2))).split("/"):
                if part == "..":
                    parts.pop()
                elif part not in (".", ""):
                    parts.append(part)
            path = "/".join(parts)
            todo += [path + ".ts", path + "/index.ts"]
    return [files[f] for f in sorted(seen)]

def sources(d, tag, src):
    """The text of every .ts file under src at tag that src/index.ts reaches, or None."""
    try:
        names = git(d, "ls-tree", "-r", "--name-only", tag, "--", src).decode().split("\n")
    except subprocess.CalledProcessError:
        return None
    names = [n for n in names if n.endswith(".ts") and not n.endswith("_test.ts") and not n.endswith(".d.ts")
             and "/testing" not in n and "test_utils" not in n]
    if not names:
        return None
    batch = "".join(f"{tag}:{n}\n" for n in names).encode()
    out = subprocess.run(["git", "--git-dir", d, "cat-file", "--batch"], input=batch, check=True,
                         capture_output=True).stdout
    files, p = {}, 0
    for n in names:
        nl = out.index(b"\n", p)
        size = int(out[p:nl].split()[2])
        files[n] = out[nl + 1:nl + 1 + size].decode()
        p = nl + 1 + size + 1
    if src + "/index.ts" not in files:
        return None
    return reachable(files, src + "/index.ts")

def class_names(t, inherited):
    """{class: className} of the classes one file declares; a class without a
    static className of its own has its parent's (looked up in the file, then
    in `inherited`)."""
    own, parent, current = {}, {}, None
    for m in CLASS_OR_NAME.finditer(t):
        if m.group(1):
            current = m.group(1)
            if m.group(2):
                parent[current] = m.group(2)
        elif current and current not in own:
            own[current] = m.group(3)
    for cls in parent:
        c, hops = cls, 0
        while c not in own and c in parent and hops < 16:
            c, hops = parent[c], hops + 1
        if c in own or c in inherited:
            own.setdefault(cls, own.get(c) or inherited[c])
    return own

def registered(texts):
    """(class names registered, the long message?) or None where a registered
    class has no className. A registered identifier is the class its file
    declares, else the one another file does (activations.ts' Softmax is
    'softmax', advanced_activations.ts' is 'Softmax')."""
    everywhere, names, long_msg = {}, set(), False
    for _ in range(2):  # twice: a parent declared in a later file
        for t in texts:
            for cls, name in class_names(t, everywhere).items():
                everywhere.setdefault(cls, name)
    for t in texts:
        long_msg = long_msg or (LONG in t and "Unknown ${printableModuleName}" in t)
        own = class_names(t, everywhere)
        names.update(NAMED.findall(t))
        for cls in REGISTER.findall(t):
            name = own.get(cls) or everywhere.get(cls)
            if name is None:
                print(f"  registered class {cls} has no static className", file=sys.stderr)
                return None
            names.add(name)
    return (frozenset(names), long_msg) if names else None

def main():
    mono, layers, data = sys.argv[1:4]
    layers_of = {}
    with open(data + "/tfjs_npm_bundles.csv", newline="") as f:
        for b in csv.DictReader(f):
            if b["tfjs_converter"] and b["tfjs_layers"] not in layers_of.setdefault(b["tfjs_converter"], []):
                layers_of[b["tfjs_converter"]].append(b["tfjs_layers"])
    rows, sets = [], {}
    with open(data + "/tfjs_releases.csv", newline="") as f:
        for r in csv.DictReader(f):
            rel = r["release"]
            if r["repo"] == "tensorflow/tfjs":
                reads = [(mono, r["tag"], "tfjs-layers/src")]
                where = (r["tag"], "tfjs-layers/src")
            else:
                vs = [rel] if not rel.startswith("0.") else layers_of.get(rel, [])
                reads = [(layers, "v" + v, "src") for v in vs]
                where = (" ".join("v" + v for v in vs), "src")
            got = {registered(t) if (t := sources(*x)) is not None else None for x in reads}
            if not reads or None in got or len(got) != 1:
                why = ("no @tensorflow/tfjs release bundles this converter" if not reads else
                       "a source is missing or a class has no className" if None in got else
                       "the bundling releases pin tfjs-layers that register different classes")
                print(f"{rel}: undetermined: {why}")
                rows.append([rel, "", "", "", ""])
                sets[rel] = None
                continue
            names, long_msg = got.pop()
            rows.append([rel, *where, len(names), "long" if long_msg else "short"])
            sets[rel] = names
    with open(data + "/tfjs_layers.csv", "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["release", "tag", "source", "layers", "message"])
        w.writerows(rows)
    order = [r[0] for r in rows]
    out = []
    for name in sorted(set().union(*[s for s in sets.values() if s])):
        first = last = None
        for rel in order + [None]:
            s = sets.get(rel) if rel else None
            if s is not None and name in s:
                first = first or rel
                last = rel
            else:
                if first:
                    out.append([name, first, last])
                first = last = None
    with open(data + "/tfjs_layer_presence.csv", "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["layer", "first", "last"])
        w.writerows(out)
    print(f"{len(rows)} releases, {sum(1 for r in rows if r[1])} read, {len(out)} ranges")

main()
