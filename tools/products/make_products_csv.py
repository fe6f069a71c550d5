#!/usr/bin/env python3
"""Writes data/products.csv from the outputs of the readers in this folder
and the registry pages recorded in pages.csv (never edited by hand):

  tools/products/tf_serving.sh SERVING_GIT_DIR > serving.csv
  tools/products/tfjs_node_libtensorflow.sh @tensorflow/tfjs-node > node.csv
  tools/products/tfjs_node_libtensorflow.sh @tensorflow/tfjs-node-gpu > gpu.csv
  tools/products/tensorflow_java.sh JAVA_GIT_DIR > java.csv
  tools/products/libtensorflow_docs.sh DOCS_GIT_DIR > libtf.csv
  tools/products/libedgetpu.sh LIBEDGETPU_GIT_DIR > edgetpu.csv
  tools/products/make_products_csv.py serving.csv node.csv gpu.csv java.csv \\
      libtf.csv edgetpu.csv tools/products/pages.csv > data/products.csv

Each input is recognized by its product column. A row whose reader found
no runtime release is left out (data/README.md says which and why).
Products are written in the order of FAMILIES, each in version order."""
import csv
import os
import sys

# Release spellings are read by the library's one release grammar (through
# the Python package, never re-implemented here): "v2.9" is 2.9.0, and a
# malformed one ("2.1O.0") stops the script. TFCOMPAT_LIBRARY names the
# libtfcompat to load.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "python"))
import tfcompat  # noqa: E402

FAMILIES = ["tf-serving", "tfjs-node", "tfjs-node-gpu", "tensorflow-java", "libtensorflow", "libedgetpu",
            "tensorflow-lite", "tflite-runtime"]
HEADER = ["product", "version", "side", "runtime", "runtime_version", "source"]


norm = tfcompat.release_normalize


def key(v):
    return tuple(int(x) for x in v.split("."))


def rows_of(line, npm_lib):
    """The catalogue rows of one reader line ([] when it names no release)."""
    product = line[0]
    if product == "tf-serving":
        _, tag, tf, pin, tag_commit, op = line
        if not tf:
            return []
        return [[product, tag, "tf", "TensorFlow", norm(tf),
                 "tensorflow/serving tag %s (%s): tensorflow_serving/tools/pip_package/setup.py "
                 "_TF_VERSION '%s%s'; WORKSPACE pins org_tensorflow at %s" % (tag, tag_commit, op, tf, pin)]]
    if product.startswith("tfjs-node"):
        _, version, lib, where = line
        if not lib:
            return []
        if product == "tfjs-node":
            npm_lib.setdefault(norm(lib), (version, where))
        return [[product, version, "tf", "libtensorflow", norm(lib),
                 "npm registry, @tensorflow/%s@%s, %s" % (product, version, where)]]
    if product == "tensorflow-java":
        _, version, tf, path, tag_commit = line
        if not tf:
            return []
        return [[product, version, "tf", "TensorFlow", norm(tf),
                 "tensorflow/java tag v%s (%s): %s unpacks org_tensorflow from tensorflow-%s "
                 "(artifact org.tensorflow:tensorflow-core-api:%s)" % (version, tag_commit, path, tf, version)]]
    if product == "libtensorflow":
        _, version, path, commit, date = line
        return [[product, version, "tf", "TensorFlow", norm(version),
                 "tensorflow/docs commit %s (%s): %s links libtensorflow-cpu-linux-x86_64 of release %s, "
                 "built from TensorFlow's tag v%s" % (commit, date, path, version, version)]]
    if product == "libedgetpu":
        _, version, tf, commit, tag, tag_commit = line
        if not tf:
            return []
        return [[product, norm(version), "tflite", "TensorFlow Lite", norm(tf),
                 "google-coral/libedgetpu tag %s (%s): debian/changelog 'libedgetpu (%s)'; workspace.bzl "
                 "TENSORFLOW_COMMIT %s, '# TF release %s'" % (tag, tag_commit, version, commit, tf)]]
    sys.exit("make_products_csv.py: no reader makes product '%s'" % product)


def main(*paths):
    rows, npm_lib = [], {}
    for path in paths:
        with open(path) as f:
            lines = list(csv.reader(f))
        if lines and lines[0] == HEADER:  # pages.csv: rows as they are
            rows += lines[1:]
            continue
        for line in lines:
            rows += rows_of(line, npm_lib)
    # libtensorflow releases the docs never linked but tfjs-node downloads
    have = {r[1] for r in rows if r[0] == "libtensorflow"}
    for lib, (version, where) in npm_lib.items():
        if lib not in have:
            rows.append(["libtensorflow", lib, "tf", "TensorFlow", lib,
                         "npm registry, @tensorflow/tfjs-node@%s downloads it (%s)" % (version, where)])
    for r in rows:
        if r[0] not in FAMILIES:
            sys.exit("make_products_csv.py: product '%s' is not in FAMILIES" % r[0])
    rows.sort(key=lambda r: (FAMILIES.index(r[0]), key(r[1])))
    w = csv.writer(sys.stdout, lineterminator="\n")
    w.writerow(HEADER)
    w.writerows(rows)


if __name__ == "__main__":
    main(*sys.argv[1:])
