#!/usr/bin/env python3
"""Per-release TensorFlow.js weight-loader limits -> data/tfjs_weight_support.csv.

For every release of data/tfjs_releases.csv, the weight dtypes and the
quantization kinds the loader's decodeWeights decodes, read from
tfjs-core/src/io/io_utils.ts at the release's tfjs-vX.Y.Z tag of the
tensorflow/tfjs monorepo (the function decodeWeights, from 4.x on with its
helper decodeWeight):

  weight_dtypes         the dtypes of an unquantized weight it decodes (the
                        `dtype === '...'` branches, and 'string')
  quantization          the quantization dtypes it accepts
                        (`quantization.dtype === '...'`)
  float16_float32_only  1 where a float16-quantized weight must be float32
                        (the loader's "which only supports weights of type
                        float32" check); a quantized weight is float32 or int32
                        in every release read

Releases of tensorflow/tfjs-converter (0.x .. 1.2.7) load weights through a
separately released tfjs-core that the tag does not pin to one version: their
row has an empty source and their answers are undetermined, never guessed.
usage: extract_weight_support.py TFJS_GIT_DIR DATA_DIR
"""
import csv, re, subprocess, sys

SRC = "tfjs-core/src/io/io_utils.ts"
DTYPE = re.compile(r"(?<![.\w])dtype\s*===\s*'([a-z0-9]+)'")
QUANT = re.compile(r"quantization\.dtype\s*[!=]==\s*'([a-z0-9]+)'")
FLOAT16_ONLY = "which only supports weights of type float32"

def decode_text(d, tag):
    try:
        text = subprocess.run(["git", "--git-dir", d, "show", tag + ":" + SRC], check=True,
                              capture_output=True).stdout.decode()
    except subprocess.CalledProcessError:
        return None
    start = text.find("export function decodeWeights(")
    if start < 0:
        return None
    end = text.find("export function concatenateTypedArrays(", start)
    return text[start:end if end > 0 else len(text)]

def main():
    mono, data = sys.argv[1:3]
    rows = []
    with open(data + "/tfjs_releases.csv", newline="") as f:
        for r in csv.DictReader(f):
            body = decode_text(mono, r["tag"]) if r["repo"] == "tensorflow/tfjs" else None
            if body is None:
                rows.append([r["release"], "", "", "", "", ""])
                continue
            dtypes = set(DTYPE.findall(body))
            quant = set(QUANT.findall(body))
            dtypes -= quant
            if "string" in body and re.search(r"(?<![.\w])dtype\s*===\s*'string'", body):
                dtypes.add("string")
            if not dtypes:
                rows.append([r["release"], "", "", "", "", ""])
                continue
            order = ["float32", "int32", "bool", "string", "complex64"]
            ds = sorted(dtypes, key=lambda x: (order.index(x) if x in order else 99, x))
            qs = sorted(quant, key=lambda x: (["uint8", "uint16", "float16"] + [x]).index(x))
            rows.append([r["release"], r["tag"], SRC, " ".join(ds), " ".join(qs),
                         "1" if FLOAT16_ONLY in body else "0"])
    with open(data + "/tfjs_weight_support.csv", "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["release", "tag", "source", "weight_dtypes", "quantization", "float16_float32_only"])
        w.writerows(rows)
    print(f"{len(rows)} releases, {sum(1 for r in rows if r[1])} read")

main()
