#!/usr/bin/env python3
"""Real, public TensorFlow.js graph models (README.md here: the npm package
@vladmandic/human 3.3.6, installed by `npm ci` in this folder) through the
`tfcompat` command, each answer compared with one this test computes on its
own, from the committed data and the model.json as Python's json reads it:

- `inspect --json` / `inspect --operators --json`: kind, format, stamps,
  versions, node/function/attr counts, the ops in byte order, the shards and
  every manifest weight (name, dtype, quantization) in manifest order;
- `check MODEL --target tfjs@X --json` for every TensorFlow.js release
  (npm @tensorflow/tfjs): every 0.x one (through the converter it bundles,
  data/tfjs_npm_bundles.csv; exit 64 where it bundles none), then every
  release from 1.0.0 on (where @tensorflow/tfjs and tfjs-converter share
  their numbers), and exit 64 for a 0.x tfjs-converter number, which is no
  TensorFlow.js release: the target named "TensorFlow.js X" (with
  "(tfjs-converter Y)" for a 0.x X), the outcome,
  the exit code and every finding: one TFJS_UNKNOWN_OP per op of the graph
  (and its functions) outside the release's runtime list
  (data/tfjs_op_presence.csv, the lists read at the release tags), in byte
  order, in the runtime's words, then one TFJS_WEIGHT_UNSUPPORTED per
  manifest weight the release's loader does not decode
  (data/tfjs_weight_support.csv), in the loader's words, or the one
  undetermined finding where the loader is not known, then one
  TFJS_RUNTIME_FAULT warning per known runtime fault of the release
  (data/tfjs_runtime_faults.csv) that an op of the graph exposes and the
  release maps, quoting the runtime's words;
- `releases MODEL --json`: accepting, ranges, rejecting, undetermined and
  runs over the TensorFlow.js releases that load a graph model: the 0.x
  ones that bundle a converter, then data/tfjs_releases.csv from 1.0.0 on,
  all named by their @tensorflow/tfjs numbers (a 0.x one that bundles no
  converter is left out).
With the pinned runtimes of tests/tfjs_runtime installed, the missing ops of
1.7.4, 2.8.6, 3.21.0 and 4.22.0 are also computed from their npm
@tensorflow/tfjs-converter bundles (every `tfOpName` their OperationMapper
maps, as tests/tfjs_runtime/test_npm_op_lists.py reads them) and must be
the same. The set of graph models in the package is asserted too, so a new
package version cannot slip a model in or out unseen.

usage: test_real_models.py SOURCE_DIR TFCOMPAT MODELS_DIR
"""
import csv
import json
import os
import subprocess
import sys

SRC, TFCOMPAT, MODELS = sys.argv[1:4]
DATA = os.path.join(SRC, "data")

# The package's graph models (models.json beside them is its size index,
# not a model) and which public model each one is (the package's wiki page
# "Models", README.md here).
EXPECTED_MODELS = ["antispoof", "blazeface", "centernet", "emotion", "facemesh", "faceres",
                   "handlandmark-lite", "handtrack", "iris", "liveness", "movenet-lightning"]

# TensorFlow.js's words: tfjs-converter/src/operations/operation_executor.ts
# (an op its mapper does not know) and tfjs-core/src/io/io_utils.ts
# (decodeWeights).
UNKNOWN_OP = ("Unknown op '%s'. File an issue at https://github.com/tensorflow/tfjs/issues so we can add it, "
              "or register a custom execution with tf.registerOp()")
BAD_DTYPE = "Unsupported dtype in weight '%s': %s"
BAD_QUANTIZATION = "Weight %s has unknown quantization dtype %s. Supported quantization dtypes are: %s."
FLOAT16_ONLY = "Weight %s is quantized with %s which only supports weights of type float32 not %s."
# The older loader (tfjs-core 0.11-0.12 src/io/weights_loader.ts, loadWeights),
# rows of tfjs_weight_support.csv whose loader column says loadWeights.
LOADW_BAD_DTYPE = "Weight %s has unknown dtype %s."
LOADW_BAD_QUANTIZED_DTYPE = "Weight %s has a dtype not supported by quantization: %s"
LOADW_BAD_QUANTIZATION = "Weight %s has unknown quantization dtype %s."
# A known runtime fault (src/tfjs/tfjs_faults.c): release, the runtime's words,
# "{shape}" explained, the issue, the exposing ops, the release that fixed it.
RUNTIME_FAULT = ('TensorFlow.js %s may fail a run of this model with "%s"%s: a known runtime fault (%s) exposed by '
                 '%s, which triggers or not on values the tool does not read%s')

fails = 0


def report(ok, what, detail=""):
    global fails
    fails += not ok
    print(("ok    " if ok else "FAIL  ") + what + ("" if ok or not detail else "\n" + detail))


def rows(name):
    with open(os.path.join(DATA, name), newline="") as f:
        return list(csv.DictReader(f))


releases = rows("tfjs_releases.csv")
order = [r["release"] for r in releases]
runtime_ops = {r: set() for r in order}
for p in rows("tfjs_op_presence.csv"):
    if p["side"] == "runtime":
        for r in order[order.index(p["first"]):order.index(p["last"]) + 1]:
            runtime_ops[r].add(p["op"])
runtime_known = {r["release"]: bool(r["runtime_source"]) for r in releases}
weights = {w["release"]: w for w in rows("tfjs_weight_support.csv")}
bundles = {b["tfjs"]: b["tfjs_converter"] for b in rows("tfjs_npm_bundles.csv")}
faults = rows("tfjs_runtime_faults.csv")
# The TensorFlow.js release axis: (@tensorflow/tfjs release, the
# tfjs-converter release whose op lists and loader answer it), in release order.
axis = ([(b["tfjs"], b["tfjs_converter"]) for b in rows("tfjs_npm_bundles.csv") if b["tfjs_converter"]] +
        [(r, r) for r in order if not r.startswith("0.")])


def quoted(names):
    """The loader's list: 'a' and 'b' / 'a', 'b', and 'c'."""
    q = ["'%s'" % n for n in names]
    return " and ".join(q) if len(q) <= 2 else ", ".join(q[:-1]) + ", and " + q[-1]


def read_model(path):
    with open(path, encoding="utf-8") as f:
        j = json.load(f)
    top = j["modelTopology"]
    functions = (top.get("library") or {}).get("function", [])
    nodes = top.get("node", []) + [n for fn in functions for n in fn.get("nodeDef", [])]
    manifest = [(w["name"], w["dtype"], (w.get("quantization") or {}).get("dtype"))
                for g in j.get("weightsManifest", []) for w in g["weights"]]
    return j, top, functions, nodes, manifest


def expected_findings(tfjs, ops, manifest, release=None):
    """[(code, severity, subject, message)] of TensorFlow.js `tfjs`'s
    runtime, answered by tfjs-converter `release` (default: the same
    number), in the tool's documented order (docs/CLI.md): unknown ops in
    byte order, then the weights in manifest order."""
    release = release or tfjs
    if not runtime_known[release]:
        row = releases[order.index(release)]
        return [("TFJS_LIST_UNKNOWN", "undetermined", release,
                 "the op list of %s %s is not known (%s at %s has none): undetermined" % (
                     "TensorFlow.js with tfjs-converter" if release.startswith("0.") else "TensorFlow.js", release,
                     row["repo"], row["tag"]))]
    out = [("TFJS_UNKNOWN_OP", "error", op, UNKNOWN_OP % op)
           for op in sorted(ops - runtime_ops[release], key=lambda s: s.encode())]
    w = weights[release]
    if manifest and not w["source"]:
        out.append(("TFJS_WEIGHTS_UNKNOWN", "undetermined", None,
                    "which weights the loader of TensorFlow.js %s decodes is not known: undetermined" % tfjs))
        return out
    dtypes, quant = w["weight_dtypes"].split(), w["quantization"].split()
    old_loader = w["loader"] == "loadWeights"
    for name, dtype, q in manifest:
        if q is None:
            if dtype not in dtypes:
                out.append(("TFJS_WEIGHT_UNSUPPORTED", "error", name,
                            (LOADW_BAD_DTYPE if old_loader else BAD_DTYPE) % (name, dtype)))
        elif q not in quant and old_loader:
            out.append(("TFJS_WEIGHT_UNSUPPORTED", "error", name, LOADW_BAD_QUANTIZATION % (name, q)))
        elif q not in quant:
            out.append(("TFJS_WEIGHT_UNSUPPORTED", "error", name, BAD_QUANTIZATION % (name, q, quoted(quant))))
        elif w["float16_float32_only"] == "1" and q == "float16" and dtype != "float32":
            out.append(("TFJS_WEIGHT_UNSUPPORTED", "error", name, FLOAT16_ONLY % (name, q, dtype)))
        elif dtype not in ("float32", "int32"):
            out.append(("TFJS_WEIGHT_UNSUPPORTED", "error", name,
                        (LOADW_BAD_QUANTIZED_DTYPE if old_loader else BAD_DTYPE) % (name, dtype)))
    k = order.index(release)
    for x in faults:
        exposing = [op for op in x["ops"].split() if op in ops and op in runtime_ops[release]]
        if order.index(x["first"]) <= k <= order.index(x["last"]) and exposing:
            after = order.index(x["last"]) + 1
            out.append(("TFJS_RUNTIME_FAULT", "warning", exposing[0],
                        RUNTIME_FAULT % (tfjs, x["error"], " ({shape}: a list element's shape)" if "{shape}" in x["error"]
                                         else "", x["issue"], ", ".join(exposing),
                                         "; TensorFlow.js %s has it fixed" % order[after] if after < len(order) else "")))
    return out


def outcome(findings):
    sev = {f[1] for f in findings}
    return "rejected" if "error" in sev else "undetermined" if "undetermined" in sev else "accepted"


def tool(*args):
    r = subprocess.run([TFCOMPAT] + list(args), capture_output=True, text=True)
    return r.returncode, r.stdout, r.stderr


def tool_json(*args):
    rc, out, err = tool(*args)
    try:
        return rc, json.loads(out)
    except ValueError:
        return rc, {"unparsed": out + err}


sys.path.insert(0, os.path.join(SRC, "tests", "tfjs_runtime"))
from test_npm_op_lists import npm_ops  # noqa: E402 (one reading of the bundles)


found = sorted(f[:-5] for f in os.listdir(MODELS) if f.endswith(".json") and f != "models.json")
report(found == EXPECTED_MODELS, "the package's graph models are the %d this test knows" % len(EXPECTED_MODELS),
       "found %s" % found)
# models.json is the package's size index: not a model, refused as such.
rc, j = tool_json("inspect", os.path.join(MODELS, "models.json"), "--json")
report(rc == 2 and j.get("error", {}).get("code") == "TFC_E_TEXT_FORMAT",
       "models.json (a size index, no modelTopology): exit 2 TFC_E_TEXT_FORMAT", str((rc, j)))

npm = {rel: (npm_ops(SRC, rel) or (None, None))[1] for rel in ("1.7.4", "2.8.6", "3.21.0", "4.22.0")}
for rel in sorted(r for r, m in npm.items() if m is None):
    print("skip  the npm bundle of %s (tests/tfjs_runtime is not installed): data/ alone" % rel)
# check every @tensorflow/tfjs release, and 0.x converter numbers no
# @tensorflow/tfjs release has (refused: tfjs@X names TensorFlow.js X)
targets = sorted(bundles.items()) + [(r, r) for r in order if not r.startswith("0.")]
not_tfjs = [r for r in order if r.startswith("0.") and r not in bundles]

for name in EXPECTED_MODELS:
    path = os.path.join(MODELS, name + ".json")
    j, top, functions, nodes, manifest = read_model(path)
    ops = {n["op"] for n in nodes}
    versions = top.get("versions") or {}

    # inspect
    rc, got = tool_json("inspect", path, "--operators", "--json")
    want = {"kind": "tfjs_model", "format": j["format"], "generated_by": j.get("generatedBy"),
            "converted_by": j.get("convertedBy"), "keras_version": None,
            "versions": {"producer": int(versions.get("producer", 0)),
                         "min_consumer": int(versions.get("minConsumer", 0))},
            "nodes": len(nodes), "functions": len(functions),
            "attrs": sum(len(n.get("attr", {})) for n in nodes),
            "ops": sorted(ops, key=lambda s: s.encode()),
            "shards": [p for g in j.get("weightsManifest", []) for p in g["paths"]],
            "weights": [{"name": n, "dtype": d, "quantization": q} for n, d, q in manifest]}
    report(rc == 0 and got == want, "%s: inspect --operators --json (%d nodes, %d ops, %d weights)" % (
        name, len(nodes), len(ops), len(manifest)),
        "\n".join("  %s: tool %r, expected %r" % (k, got.get(k), want.get(k))
                  for k in sorted(set(got) | set(want)) if got.get(k) != want.get(k)))

    # the npm bundles say the same as the data about this model
    for rel, mapped in npm.items():
        if mapped is not None:
            report(ops - mapped == ops - runtime_ops[rel],
                   "%s: ops %s does not map, by its npm bundle and by data/: %s" % (
                       name, rel, sorted(ops - mapped) or "none"),
                   "npm %s, data %s" % (sorted(ops - mapped), sorted(ops - runtime_ops[rel])))

    # check, release by release
    bad = []
    for spelled, rel in targets:
        rc, got = tool_json("check", path, "--target", "tfjs@" + spelled, "--json")
        if not rel:
            if rc != 64:
                bad.append("tfjs@%s: exit %d, expected 64 (it bundles no tfjs-converter)" % (spelled, rc))
            continue
        fs = expected_findings(spelled, ops, manifest, rel)
        label = "TensorFlow.js %s" % spelled + ("" if rel == spelled else " (tfjs-converter %s)" % rel)
        want = {"target": label, "outcome": outcome(fs), "accepted": outcome(fs) == "accepted", "findings": fs}
        have = {"target": got.get("target"), "outcome": got.get("outcome"), "accepted": got.get("accepted"),
                "findings": [(f.get("code"), f.get("severity"), f.get("subject"), f.get("message"))
                             for f in got.get("findings", [])]}
        want_rc = 0 if want["outcome"] == "accepted" else 1
        if rc != want_rc or have != want:
            bad.append("tfjs@%s: exit %d (expected %d)\n    tool     %s\n    expected %s" % (
                spelled, rc, want_rc, json.dumps(have)[:600], json.dumps(want)[:600]))
    for spelled in not_tfjs:
        rc, got = tool_json("check", path, "--target", "tfjs@" + spelled, "--json")
        if rc != 64:
            bad.append("tfjs@%s: exit %d, expected 64 (a tfjs-converter number, no TensorFlow.js release)" % (
                spelled, rc))
    report(not bad, "%s: check --target tfjs@X for %d targets (%s)" % (
        name, len(targets) + len(not_tfjs), "; ".join("%s %s" % (r, outcome(expected_findings(r, ops, manifest)))
                                       for r in ("1.7.4", "2.8.6", "3.21.0", "4.22.0"))), "\n".join(bad[:5]))

    # releases
    per = [(r, expected_findings(r, ops, manifest, row)) for r, row in axis]
    accepting = [r for r, fs in per if outcome(fs) == "accepted"]
    ranges, runs = [], []
    for k, (r, fs) in enumerate(per):
        o = outcome(fs)
        if o == "accepted" and (k == 0 or outcome(per[k - 1][1]) != "accepted"):
            ranges.append({"first": r, "last": r})
        elif o == "accepted":
            ranges[-1]["last"] = r
        first = next((f for f in fs if f[1] == ("error" if o == "rejected" else "undetermined")), None)
        run = {"outcome": o} if o == "accepted" else {
            "outcome": o, "code": first[0], "subject": first[2], "message": first[3]}
        if runs and {k2: v for k2, v in runs[-1].items() if k2 not in ("first", "last")} == run:
            runs[-1]["last"] = r
        else:
            runs.append(dict({"first": r, "last": r}, **run))
    want = {"accepting": accepting, "ranges": ranges,
            "rejecting": [{"release": r, "code": fs[0][0], "message": fs[0][3]}
                          for r, fs in per if outcome(fs) == "rejected"],
            "undetermined": [{"release": r, "message": [f for f in fs if f[1] == "undetermined"][0][3]}
                             for r, fs in per if outcome(fs) == "undetermined"],
            "runs": runs}
    rc, got = tool_json("releases", path, "--json")
    have = {k: got.get(k) for k in want}
    for run in have["runs"] or []:  # the tool leaves out a null subject
        if run.get("outcome") != "accepted":
            run.setdefault("subject", None)
    report(rc == (0 if accepting else 1) and have == want,
           "%s: releases --json: accepted by %s" % (
               name, ", ".join("%s - %s" % (x["first"], x["last"]) for x in ranges) or "none"),
           "\n".join("  %s:\n    tool     %s\n    expected %s" % (k, json.dumps(have[k])[:800], json.dumps(want[k])[:800])
                     for k in want if have[k] != want[k]))

print("%d failed" % fails)
sys.exit(1 if fails else 0)
