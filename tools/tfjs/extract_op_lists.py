#!/usr/bin/env python3
"""Per-release TensorFlow.js op lists -> data/tfjs_releases.csv, data/tfjs_op_presence.csv.

Reads git mirrors of tensorflow/tfjs-converter (releases 0.x .. 1.2.7, before the
monorepo) and tensorflow/tfjs (tfjs-vX.Y.Z tags, 1.2.8 on) at each release tag:

  runtime    the ops the JS runtime maps (its OperationMapper refuses any other
             with "Unknown op"): the categories src/operations/operation_mapper.ts
             imports, from src/operations/op_list/*.ts or *.json, or, where the
             tag has neither (3.x on: they are generated at build time from it),
             python/tensorflowjs/op_list/*.json
  converter  the ops tensorflowjs_converter accepts (python/tensorflowjs/op_list/*.json;
             from 0.5.6 to 1.2.2 the pip package's build script generates that
             JSON from the TS lists, so the runtime's list is the converter's);
             a tag with neither leaves the converter undetermined

Pre-release tags (alpha, rc) are left out. An empty source cell means the
release's list could not be read: its answers are undetermined, never guessed.
usage: extract_op_lists.py CONVERTER_GIT_DIR TFJS_GIT_DIR DATA_DIR
"""
import csv, json, re, subprocess, sys

def git(d, *a):
    return subprocess.run(["git", "-C", d] + list(a), check=True, capture_output=True).stdout

def tags(d, pattern):
    out = []
    for t in git(d, "tag").decode().split():
        m = re.fullmatch(pattern, t)
        if m:
            out.append((tuple(int(x) for x in m.group(1).split(".")), t))
    return sorted(out)

def tree(d, tag, path):
    """{name: (mode, sha)} of the folder at tag, or None."""
    try:
        out = git(d, "ls-tree", tag + ":" + path).decode()
    except subprocess.CalledProcessError:
        return None
    r = {}
    for line in out.splitlines():
        meta, name = line.split("\t", 1)
        mode, typ, sha = meta.split()
        r[name] = (mode, sha)
    return r

def folder(d, tag, path):
    """Follows a symlinked folder (v0.x: python/tensorflowjs/op_list -> src/...)."""
    parent, _, leaf = path.rpartition("/")
    t = tree(d, tag, parent)
    if t is None or leaf not in t:
        return None, None
    mode, sha = t[leaf]
    if mode == "120000":
        target = git(d, "cat-file", "blob", sha).decode().strip()
        parts = parent.split("/")
        for p in target.split("/"):
            if p == "..":
                parts.pop()
            elif p != ".":
                parts.append(p)
        path = "/".join(parts)
    return path, tree(d, tag, path)

TS_OP = re.compile(r"""['"]tfOpName['"]\s*:\s*['"]([A-Za-z0-9_]+)['"]""")

MAPPER_IMPORT = re.compile(r"""from\s+['"]\./op_list/([A-Za-z0-9_]+)(?:\.json)?['"]""")

def mapper_categories(d, tag, pre):
    """The op_list categories the runtime's OperationMapper imports (None: no mapper read)."""
    try:
        text = git(d, "show", tag + ":" + pre + "src/operations/operation_mapper.ts").decode()
    except subprocess.CalledProcessError:
        return None
    names = set(MAPPER_IMPORT.findall(text))
    return names or None

def ops_in(d, tag, path, exts, only=None):
    path, t = folder(d, tag, path)
    if not t:
        return None, None
    ops = set()
    files = [n for n in t if n.rsplit(".", 1)[-1] in exts and not n.endswith("_test.ts")
             and (only is None or n.rsplit(".", 1)[0] in only)]
    if not files:
        return None, None
    for n in files:
        blob = git(d, "show", tag + ":" + path + "/" + n).decode()
        if n.endswith(".json"):
            for e in json.loads(blob):
                ops.add(e["tfOpName"])
        else:
            ops.update(TS_OP.findall(blob))
    return path, ops

def generated_from_ts(d, tag, pre):
    """0.5.6 .. 1.2.2: the pip package's op_list JSON is made from the TS lists at build time."""
    try:
        text = git(d, "show", tag + ":" + pre + "python/build-pip-package.sh").decode()
    except subprocess.CalledProcessError:
        return False
    return "Generate json files from ts files in src/operations/op_list" in text or "yarn gen-json" in text

def main():
    conv, mono, data = sys.argv[1:4]
    rels = []  # (version, repo, git_dir, tag, prefix)
    for v, t in tags(conv, r"v(\d+\.\d+\.\d+)"):
        rels.append((v, "tensorflow/tfjs-converter", conv, t, ""))
    for v, t in tags(mono, r"tfjs-v(\d+\.\d+\.\d+)"):
        rels.append((v, "tensorflow/tfjs", mono, t, "tfjs-converter/"))
    rels.sort()
    rows, presence = [], {}
    for v, repo, d, tag, pre in rels:
        ver = ".".join(map(str, v))
        commit = git(d, "rev-list", "-n1", tag).decode().strip()
        only = mapper_categories(d, tag, pre)
        rpath, rops = ops_in(d, tag, pre + "src/operations/op_list", ("ts", "json"), only)
        cpath, cops = ops_in(d, tag, pre + "python/tensorflowjs/op_list", ("json",))
        if rops is None and cops is not None:
            # 3.x on: the TS lists are generated from this JSON at build time;
            # the runtime maps the categories its OperationMapper imports
            # (4.x keeps ragged.json and tfdf.json for the converter only).
            rpath, rops = ops_in(d, tag, pre + "python/tensorflowjs/op_list", ("json",), only)
            rpath += " (the runtime's lists are generated from it; the categories operation_mapper.ts imports)"
        elif cops is None and rops is not None and generated_from_ts(d, tag, pre):
            cpath, cops = rpath + " (the pip package's JSON is generated from it)", rops
        elif rops is not None and cops is not None and rops != cops and not generated_from_ts(d, tag, pre):
            print(f"{ver}: runtime and converter lists differ: runtime only {sorted(rops - cops)}, "
                  f"converter only {sorted(cops - rops)}", file=sys.stderr)
        rows.append([ver, repo, tag, commit, rpath or "", len(rops) if rops else "", cpath or "", len(cops) if cops else ""])
        for side, ops in (("runtime", rops), ("converter", cops)):
            presence[(side, ver)] = ops
    with open(data + "/tfjs_releases.csv", "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["release", "repo", "tag", "commit", "runtime_source", "runtime_ops", "converter_source", "converter_ops"])
        w.writerows(rows)
    order = [r[0] for r in rows]
    allops = sorted(set().union(*[s for s in presence.values() if s]))
    out = []
    for op in allops:
        for side in ("runtime", "converter"):
            first = last = None
            for ver in order + [None]:
                s = presence.get((side, ver)) if ver else None
                if s is not None and op in s:
                    if first is None:
                        first = ver
                    last = ver
                else:
                    if first is not None:
                        out.append([op, side, first, last])
                    first = last = None
    with open(data + "/tfjs_op_presence.csv", "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["op", "side", "first", "last"])
        w.writerows(out)
    print(f"{len(rows)} releases, {len(allops)} ops, {len(out)} ranges")

main()
