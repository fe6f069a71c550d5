#!/usr/bin/env python3
"""Writes data/products.csv from the outputs of the two readers in this
folder (never edited by hand):

  tools/products/tf_serving.sh SERVING_GIT_DIR > serving.csv
  tools/products/tfjs_node_libtensorflow.sh @tensorflow/tfjs-node > node.csv
  tools/products/tfjs_node_libtensorflow.sh @tensorflow/tfjs-node-gpu > gpu.csv
  tools/products/make_products_csv.py serving.csv node.csv gpu.csv > data/products.csv

A row whose reader found no runtime release is left out (data/README.md
says which and why)."""
import csv
import os
import sys

# Release spellings are read by the library's one release grammar (through
# the Python package, never re-implemented here): "v2.9" is 2.9.0, and a
# malformed one ("2.1O.0") stops the script. TFCOMPAT_LIBRARY names the
# libtfcompat to load.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "python"))
import tfcompat  # noqa: E402

norm = tfcompat.release_normalize


def main(serving, *npm):
    w = csv.writer(sys.stdout, lineterminator="\n")
    w.writerow(["product", "version", "side", "runtime", "runtime_version", "source"])
    with open(serving) as f:
        for product, tag, tf, pin, tag_commit in csv.reader(f):
            if not tf:
                continue
            w.writerow([product, tag, "tf", "TensorFlow", norm(tf),
                        "tensorflow/serving tag %s (%s): tensorflow_serving/tools/pip_package/setup.py "
                        "_TF_VERSION '>=%s'; WORKSPACE pins org_tensorflow at %s" % (tag, tag_commit, tf, pin)])
    for path in npm:
        with open(path) as f:
            for product, version, lib, where in csv.reader(f):
                if not lib:
                    continue
                w.writerow([product, version, "tf", "libtensorflow", norm(lib),
                            "npm registry, @tensorflow/%s@%s, %s" % (product, version, where)])


if __name__ == "__main__":
    main(*sys.argv[1:])
