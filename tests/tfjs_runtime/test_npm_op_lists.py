#!/usr/bin/env python3
"""The runtime op lists of data/ (read at the git tags) against the compiled
npm packages of the pinned releases (package.json here): every `tfOpName`
in each release's @tensorflow/tfjs-converter bundle, which is what its
OperationMapper maps, must be exactly the release's runtime list in
data/tfjs_op_presence.csv. A difference fails, naming the ops.
tests/tfjs_models/test_real_models.py reads the bundles with npm_ops.
usage: test_npm_op_lists.py SOURCE_DIR RELEASE..."""
import csv, os, re, sys

OP = re.compile(r"""['"]?tfOpName['"]?\s*:\s*['"]([A-Za-z0-9_]+)['"]""")


def npm_ops(src, rel):
    """(bundle file name, every tfOpName of release rel's npm tfjs-converter
    bundle), or None where the release is not installed."""
    dist = os.path.join(src, "tests", "tfjs_runtime", "node_modules", "tfjs-" + rel, "node_modules", "@tensorflow",
                        "tfjs-converter", "dist")
    bundle = next((os.path.join(dist, f) for f in ("tf-converter.node.js", "tf-converter.js")
                   if os.path.exists(os.path.join(dist, f))), None)
    return bundle and (os.path.basename(bundle), set(OP.findall(open(bundle, encoding="utf-8").read())))


def main(src, releases):
    data = os.path.join(src, "data")
    order = [r["release"] for r in csv.DictReader(open(os.path.join(data, "tfjs_releases.csv")))]
    presence = list(csv.DictReader(open(os.path.join(data, "tfjs_op_presence.csv"))))
    fails = 0
    for rel in releases:
        i = order.index(rel)
        table = {p["op"] for p in presence
                 if p["side"] == "runtime" and order.index(p["first"]) <= i <= order.index(p["last"])}
        bundle, npm = npm_ops(src, rel)
        ok = npm == table
        fails += not ok
        print(("ok  " if ok else "FAIL") + f" {rel}: {len(table)} ops in data, {len(npm)} in {bundle}"
              + ("" if ok else f"; only in data: {sorted(table - npm)}; only in npm: {sorted(npm - table)}"))
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2:]))
