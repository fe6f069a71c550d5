"""tfcompat.migrate.product_scan against `tfcompat scan ROOT --product NAME
--format ndjson`: the same records and summary, on stores of corpus copies
(a SavedModel each version of tfjs-node loads in part, one none loads, a
TFLite model, an unreadable file), for a TensorFlow and a TFLite product;
an unknown product raises."""
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
if os.environ.get("TFCOMPAT_TEST_INSTALLED") != "1":  # as test_dask.py, which imports corpus_store
    sys.path.insert(0, os.path.join(HERE, "..", "..", "python"))

from tfcompat import migrate as mig  # noqa: E402

CORPUS = os.path.join(HERE, "..", "corpus")
CLI = os.environ["TFCOMPAT_CLI"]


def corpus_store(d):
    """The store under d: sm/ two SavedModels, tfl/ a TFLite model and a
    cut one (test_dask.py asks the same store); returns d."""
    for name in ("saved_model_half_plus_two_tf2_cpu", "saved_model_half_plus_two_cpu_with_saved_model_config"):
        shutil.copytree(os.path.join(CORPUS, "saved_model", name), os.path.join(d, "sm", name))
    os.makedirs(os.path.join(d, "tfl"))
    with open(os.path.join(CORPUS, "tflite", "hello_world_float.tflite"), "rb") as f:
        data = f.read()
    with open(os.path.join(d, "tfl", "ok.tflite"), "wb") as f:
        f.write(data)
    with open(os.path.join(d, "tfl", "cut.tflite"), "wb") as f:
        f.write(data[:40])
    return d


def main():
    fails = 0
    with tempfile.TemporaryDirectory() as d:
        corpus_store(d)
        for product in ("tfjs-node", "tflite-runtime"):
            records, summary = mig.product_scan(d, product)
            p = subprocess.run([CLI, "scan", d, "--product", product, "--format", "ndjson"], stdout=subprocess.PIPE)
            lines = [json.loads(l) for l in p.stdout.splitlines()]
            if p.returncode != 2 or records != lines[:-1] or summary != lines[-1]["summary"]:
                print("FAIL: %s: exit %d\n python %r %r\n command %r" % (product, p.returncode, records, summary, lines))
                fails += 1
        records, summary = mig.product_scan(os.path.join(d, "sm"), "tfjs-node")
        got = [(os.path.basename(r["path"]), r["ranges"]) for r in records]
        want = [("saved_model_half_plus_two_cpu_with_saved_model_config", [{"first": "3.4.0", "last": "4.22.0"}]),
                ("saved_model_half_plus_two_tf2_cpu", [])]
        if got != want or summary["newest_for_all"] is not None or summary["loaded"] != 1:
            print("FAIL: tfjs-node ranges %r, summary %r" % (got, summary))
            fails += 1
        try:
            mig.product_scan(d, "no-such-product")
            print("FAIL: an unknown product is answered")
            fails += 1
        except mig.MigrationError as e:
            if e.name != "TFC_E_UNKNOWN_RELEASE":
                print("FAIL: unknown product raised %r" % e)
                fails += 1
    print("python product_scan: %s" % ("ok" if not fails else "%d failure(s)" % fails))
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
