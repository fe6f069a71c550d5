#!/usr/bin/env python3
"""Per-release TensorFlow.js weight-loader limits -> data/tfjs_weight_support.csv.

For every release of data/tfjs_releases.csv (a tfjs-converter release), the
weight dtypes and the quantization kinds that the loader of the TensorFlow.js
runtime bundling that converter decodes:

  1.2.8 on     tfjs-core/src/io/io_utils.ts at the release's tfjs-vX.Y.Z tag
               of the tensorflow/tfjs monorepo (decodeWeights, from 4.x on
               with its helper decodeWeight)
  1.0.0-1.2.7  @tensorflow/tfjs X.Y.Z depends on @tensorflow/tfjs-core and
               tfjs-converter X.Y.Z (npm manifests, data/tfjs_npm_bundles.csv
               says so for 0.x; for 1.x the numbers are the same): src/io/
               io_utils.ts at tensorflow/tfjs-core's vX.Y.Z tag
  0.x          the @tensorflow/tfjs releases that bundle the converter
               (data/tfjs_npm_bundles.csv: tfjs, tfjs_converter, tfjs_core)
               and the tfjs-core each one pins; the converter's tag
               (src/executor/frozen_model.ts) says which core function
               decodes: io.decodeWeights (io_utils.ts, 0.5.7 on) or
               io.loadWeights / loadWeights (src/io/weights_loader.ts,
               0.1.0 .. 0.5.6), whose messages differ

Columns:
  tag, source           where it was read (the core tags, space-separated,
                        for tensorflow/tfjs-core rows)
  weight_dtypes         the dtypes of an unquantized weight it decodes (the
                        `dtype === '...'` branches, and 'string')
  quantization          the quantization dtypes it accepts
                        (`quantization.dtype === '...'`)
  float16_float32_only  1 where a float16-quantized weight must be float32
                        (the loader's "which only supports weights of type
                        float32" check); a quantized weight is float32 or int32
                        in every release read
  loader                decodeWeights or loadWeights: which loader's messages
                        the runtime writes

A row stays empty (undetermined, never guessed) where no @tensorflow/tfjs
release bundles the converter, where the bundling releases pin cores whose
loaders differ, where the tag has no model loader, or where the loader's
messages are not those the tool writes; the reason is printed.
usage: extract_weight_support.py TFJS_GIT_DIR TFJS_CORE_GIT_DIR TFJS_CONVERTER_GIT_DIR DATA_DIR
"""
import csv, re, subprocess, sys

MONO_SRC = "tfjs-core/src/io/io_utils.ts"
DTYPE = re.compile(r"(?<![.\w])dtype\s*===\s*'([a-z0-9]+)'")
QUANT = re.compile(r"quantization\.dtype\s*[!=]==\s*'([a-z0-9]+)'")
FLOAT16_ONLY = "which only supports weights of type float32"
# where each loader lives in tensorflow/tfjs-core, where its text starts and
# ends, and the message fragments the tool reproduces (src/tfjs/tfjs_ops.c)
LOADERS = {
    "decodeWeights": ("src/io/io_utils.ts", "export function decodeWeights(",
                      "export function concatenateTypedArrays(",
                      ["Unsupported dtype in weight '", "Supported quantization dtypes are: "]),
    "loadWeights": ("src/io/weights_loader.ts", "export async function loadWeights(", None,
                    ["has unknown quantization dtype ", "has a dtype not supported by quantization: ",
                     "has unknown dtype "]),
}

def show(d, tag, path):
    try:
        return subprocess.run(["git", "--git-dir", d, "show", tag + ":" + path], check=True,
                              capture_output=True).stdout.decode()
    except subprocess.CalledProcessError:
        return None

def function_text(text, start_mark, end_mark):
    if text is None:
        return None
    start = text.find(start_mark)
    if start < 0:
        return None
    end = text.find(end_mark, start) if end_mark else -1
    return text[start:end if end > 0 else len(text)]

def facts(body, loader):
    """(weight_dtypes, quantization, float16_float32_only) of one loader's text,
    or None where it decodes nothing or writes messages the tool does not."""
    # a message split over concatenated literals is read joined
    if body is None or not all(m in re.sub(r"[`']\s*\+\s*[`']", "", body) for m in LOADERS[loader][3]):
        return None
    dtypes = set(DTYPE.findall(body))
    quant = set(QUANT.findall(body))
    dtypes -= quant
    if not dtypes:
        return None
    order = ["float32", "int32", "bool", "string", "complex64"]
    ds = sorted(dtypes, key=lambda x: (order.index(x) if x in order else 99, x))
    qs = sorted(quant, key=lambda x: (["uint8", "uint16", "float16"] + [x]).index(x))
    return " ".join(ds), " ".join(qs), "1" if FLOAT16_ONLY in body else "0"

def converter_loader(conv, tag):
    """The core function a tfjs-converter tag's model loader decodes weights with."""
    for path in ("src/executor/graph_model.ts", "src/executor/frozen_model.ts"):
        text = show(conv, tag, path)
        if text is None:
            continue
        if "decodeWeights(" in text:
            return "decodeWeights"
        if "loadWeights(" in text:
            return "loadWeights"
    return None

def converter_row(r, core, conv, cores_of):
    """The row of a tensorflow/tfjs-converter release, and why it is empty."""
    rel = r["release"]
    cores = [rel] if not rel.startswith("0.") else cores_of.get(rel, [])
    if not cores:
        return None, "no @tensorflow/tfjs release bundles this converter"
    loader = converter_loader(conv, r["tag"])
    if loader is None:
        return None, "the tag has no graph model loader"
    path, start, end, _ = LOADERS[loader]
    got = {c: facts(function_text(show(core, "v" + c, path), start, end), loader) for c in cores}
    if None in got.values():
        return None, f"{loader} of tfjs-core {' '.join(cores)} is missing or writes other messages"
    if len(set(got.values())) > 1:
        return None, f"the bundling releases pin tfjs-core {' '.join(cores)}, whose {loader} differ"
    return [rel, " ".join("v" + c for c in cores), path, *got[cores[0]], loader], None

def main():
    mono, core, conv, data = sys.argv[1:5]
    cores_of = {}
    with open(data + "/tfjs_npm_bundles.csv", newline="") as f:
        for b in csv.DictReader(f):
            if b["tfjs_converter"]:
                cores_of.setdefault(b["tfjs_converter"], [])
                if b["tfjs_core"] not in cores_of[b["tfjs_converter"]]:
                    cores_of[b["tfjs_converter"]].append(b["tfjs_core"])
    rows = []
    with open(data + "/tfjs_releases.csv", newline="") as f:
        for r in csv.DictReader(f):
            if r["repo"] == "tensorflow/tfjs":
                got = facts(function_text(show(mono, r["tag"], MONO_SRC), *LOADERS["decodeWeights"][1:3]),
                            "decodeWeights")
                row, why = ([r["release"], r["tag"], MONO_SRC, *got, "decodeWeights"], None) if got \
                    else (None, "decodeWeights is missing or writes other messages")
            else:
                row, why = converter_row(r, core, conv, cores_of)
            if row is None:
                print(f"{r['release']}: undetermined: {why}")
                row = [r["release"], "", "", "", "", "", ""]
            rows.append(row)
    with open(data + "/tfjs_weight_support.csv", "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["release", "tag", "source", "weight_dtypes", "quantization", "float16_float32_only",
                    "loader"])
        w.writerows(rows)
    print(f"{len(rows)} releases, {sum(1 for r in rows if r[1])} read")

main()
