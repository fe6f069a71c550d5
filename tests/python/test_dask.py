"""tfcompat.dask on a distributed.LocalCluster with two worker processes.

The corpus (tests/corpus) is replicated, as symbolic links, to a few
thousand paths in a temporary directory (a TF Serving-like layout: the
SavedModels as numbered versions of base paths, the files under model
directories); the records and summary computed by the cluster must equal
those of `tfcompat scan --format ndjson` on the same root, line for line,
for the default target and for a release plus a runtime.

Environment (set by ctest, see tests/tests.cmake):
  TFCOMPAT_LIBRARY  path of the libtfcompat.so under test (optional when the
                    package is installed)
  TFCOMPAT_CLI      path of the tfcompat command (required)
  TFCOMPAT_COPIES   how many copies of the corpus (default 60: ~2,300 models)
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CORPUS = os.path.join(ROOT, "tests", "corpus")
if os.environ.get("TFCOMPAT_TEST_INSTALLED") != "1":
    sys.path.insert(0, os.path.join(ROOT, "python"))

import tfcompat  # noqa: E402
import tfcompat.dask  # noqa: E402
from tfcompat import migrate as mig  # noqa: E402
from test_product_scan import corpus_store  # noqa: E402

CLI = os.environ["TFCOMPAT_CLI"]
COPIES = int(os.environ.get("TFCOMPAT_COPIES", "60"))


def replicate(dest, copies):
    """copies x the corpus under dest, as links; returns dest."""
    saved = sorted(os.listdir(os.path.join(CORPUS, "saved_model")))
    files = []
    for sub in ("checkpoint_index_synthetic", "tflite", "tflite_extra", "meta_graph"):
        d = os.path.join(CORPUS, sub)
        for name in sorted(os.listdir(d)):
            files.append((sub, os.path.join(d, name)))
    for c in range(copies):
        base = os.path.join(dest, "team%03d" % c)
        os.makedirs(os.path.join(base, "serving"))
        for i, name in enumerate(saved):
            # a TF Serving base path per model, its corpus SavedModel as version c+1
            os.makedirs(os.path.join(base, "serving", name))
            os.symlink(os.path.join(CORPUS, "saved_model", name), os.path.join(base, "serving", name, str(c + 1)))
        for sub, path in files:
            os.makedirs(os.path.join(base, sub), exist_ok=True)
            os.symlink(path, os.path.join(base, sub, os.path.basename(path)))
    return dest


def cli_scan(root, *args):
    # Python walks as the command does: links to directories (the store links
    # meta_graph/session_bundle_half_plus_two/) counted, entered only with --follow
    p = subprocess.run([CLI, "scan", root, "--format", "ndjson", "--jobs", "2"] + list(args),
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
    lines = [json.loads(line) for line in p.stdout.decode("utf-8").splitlines()]
    for r in lines[:-1]:  # a path that is not UTF-8: its exact bytes are "path_hex" (docs/CLI.md)
        if "path_hex" in r:
            r["path"] = os.fsdecode(bytes.fromhex(r.pop("path_hex")))
    return p.returncode, lines[:-1], lines[-1]["summary"]


class ClusterTest(unittest.TestCase):
    """A LocalCluster of two worker processes and a store (make_store)."""

    @classmethod
    def setUpClass(cls):
        from distributed import Client, LocalCluster

        cls.tmp = tempfile.TemporaryDirectory(prefix="tfcompat-dask-")
        cls.root = cls.make_store(cls.tmp.name)
        cls.cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None)
        cls.client = Client(cls.cluster)

    @classmethod
    def tearDownClass(cls):
        cls.client.close()
        cls.cluster.close()
        cls.tmp.cleanup()


class DaskScanTest(ClusterTest):
    @staticmethod
    def make_store(d):
        return replicate(d, COPIES)

    def assert_same_as_cli(self, *cli_args, **kw):
        rc, want, want_summary = cli_scan(self.root, *cli_args)
        records, summary = tfcompat.dask.scan(self.root, client=self.client, **kw)
        self.assertEqual(len(records), len(want))
        for got, exp in zip(records, want):
            self.assertEqual(got, exp)
        self.assertEqual(summary, want_summary)
        return rc, records, summary

    def test_default_target(self):
        rc, records, summary = self.assert_same_as_cli()
        self.assertEqual(summary["models"], COPIES * 38)  # the linked session bundle directory is not entered
        self.assertEqual(summary["links_not_followed"], COPIES)
        self.assertEqual(summary["unreadable"], COPIES * 11)
        self.assertEqual(rc, 2)

    def test_follow(self):
        rc, records, summary = self.assert_same_as_cli("--follow", follow=True)
        self.assertEqual(summary["models"], COPIES * 39)
        self.assertNotIn("links_not_followed", summary)

    def test_release_and_runtime(self):
        rc, records, summary = self.assert_same_as_cli("--tf", "0.10.0", "--runtime", "2.3.0",
                                                       tf="0.10.0", runtime="2.3.0")
        tf2 = [r for r in records if r["path"].endswith("saved_model_half_plus_two_tf2_cpu/1")]
        self.assertEqual(len(tf2), 1)
        self.assertEqual(tf2[0]["outcome"], "rejected")
        self.assertEqual(tf2[0]["code"], "CONTAINER_TOO_NEW")
        self.assertIn("TensorFlow 0.10.0 cannot read", tf2[0]["message"])
        self.assertGreater(summary["rejected"], 0)

    def test_workers_did_the_work(self):
        bag = tfcompat.dask.records_bag(self.root, partition_size=64)
        self.assertGreater(bag.npartitions, 2)
        who = self.client.run(lambda: os.getpid())
        self.assertEqual(len(who), 2)
        self.assertNotIn(os.getpid(), who.values())

    def test_non_utf8_names_and_registry_files(self):
        with tempfile.TemporaryDirectory(prefix="tfcompat-dask-names-") as d:
            try:  # a SavedModel under a name that is not UTF-8, a non-model under U+00FF
                os.symlink(os.path.join(CORPUS, "saved_model", "saved_model_half_plus_two_tf2_cpu"),
                           os.path.join(os.fsencode(d), b"\xff"))
            except OSError as e:
                self.skipTest("cannot create a non-UTF-8 file name here: %s" % e)
            with open(os.path.join(d, "\u00ff.pb"), "wb") as f:
                f.write(b"\x08\x01\x12\x1a\x0a")
            os.symlink("/proc", os.path.join(d, "proc"))  # counted, not walked (it never ended)
            registry = os.path.join(d, "serving.registry")
            with open(registry, "w") as f:
                f.write("consumer graphdef myserving 7 1500 0 12 2024-01-01\n")
            rc, want, want_summary = cli_scan(d, "--registry", registry)
            records, summary = tfcompat.dask.scan(d, client=self.client, registry=registry, partition_size=1)
            self.assertEqual([r["path"] for r in records], [os.path.join(d, "\u00ff.pb"), os.path.join(d, "\udcff")])
            self.assertEqual([r["outcome"] for r in records], ["unreadable", "accepted"])
            self.assertEqual(records[1]["oldest"], "7")
            self.assertEqual(records, want)  # the command's path_hex: the byte ff, \udcff as Python has it
            self.assertEqual(summary, want_summary)
            self.assertEqual(summary["links_not_followed"], 1)
            fifo = os.path.join(d, "registry.fifo")
            os.mkfifo(fifo)
            for reg in (fifo, "/dev/zero"):
                with self.assertRaises(tfcompat.TFCompatError) as cm:
                    tfcompat.dask.records_bag(d, registry=reg)
                self.assertEqual(cm.exception.name, "TFC_E_IO")

    def test_unknown_release_fails_on_the_client(self):
        with self.assertRaises(tfcompat.TFCompatError) as cm:
            tfcompat.dask.scan(self.root, client=self.client, tf="9.9.0")
        self.assertEqual(cm.exception.name, "TFC_E_UNKNOWN_RELEASE")

    def test_tfjs_models(self):
        # a store of TF.js model.json files (and one SavedModel), asked of a
        # TensorFlow.js release: the workers' records and summary are the
        # command's, and the release's missing op is named
        with tempfile.TemporaryDirectory(prefix="tfcompat-dask-tfjs-") as d:
            for c in range(3):
                shutil.copytree(os.path.join(CORPUS, "tfjs"), os.path.join(d, "web%d" % c))
            shutil.copytree(os.path.join(CORPUS, "saved_model", "saved_model_half_plus_two_cpu"),
                            os.path.join(d, "serving", "half_plus_two"))
            rc, want, want_summary = cli_scan(d, "--target", "tfjs@2.0.1")
            records, summary = tfcompat.dask.scan(d, client=self.client, target="tfjs@2.0.1")
            self.assertEqual(records, want)
            self.assertEqual(summary, want_summary)
            self.assertEqual(rc, 1)
            self.assertEqual(summary["models"], 13)
            movenet = [r for r in records if r["path"].endswith("movenet_like_model.json")]
            self.assertEqual([(r["outcome"], r["code"], r["oldest"]) for r in movenet],
                             [("rejected", "TFJS_UNKNOWN_OP", "2.1.0")] * 3)
            self.assertIn("Unknown op 'TensorListFromTensor'", movenet[0]["message"])
            saved = [r for r in records if r["kind"] != "tfjs_model"]
            self.assertEqual([(r["outcome"], r["code"]) for r in saved], [("rejected", "KIND_NOT_LOADED")])


class DaskProductScanTest(ClusterTest):
    """tfcompat.dask.product_scan on a store of corpus copies (that of
    test_product_scan.py, one more SavedModel and a link it does not
    follow): equal to `tfcompat scan ROOT --product NAME --format ndjson`
    and to tfcompat.migrate.product_scan(), records and summary."""

    @staticmethod
    def make_store(d):
        corpus_store(d)
        shutil.copytree(os.path.join(CORPUS, "saved_model", "saved_model_half_plus_three"),
                        os.path.join(d, "sm", "saved_model_half_plus_three"))
        os.symlink(os.path.join(d, "sm"), os.path.join(d, "linked"))  # counted, not entered
        return d

    def assert_same(self, root, product, rc_want):
        p = subprocess.run([CLI, "scan", root, "--product", product, "--format", "ndjson"],
                           stdout=subprocess.PIPE, check=False)
        lines = [json.loads(line) for line in p.stdout.decode("utf-8").splitlines()]
        records, summary = tfcompat.dask.product_scan(root, product, client=self.client, partition_size=1)
        self.assertEqual(p.returncode, rc_want)
        self.assertEqual(records, lines[:-1])
        self.assertEqual(summary, lines[-1]["summary"])
        self.assertEqual((records, summary), mig.product_scan(root, product))
        return records, summary

    def test_tfjs_node(self):
        records, summary = self.assert_same(self.root, "tfjs-node", 2)
        self.assertEqual(len(records), 5)
        self.assertEqual([r["path"] for r in summary["unloaded"]],
                         [os.path.join(self.root, "sm", "saved_model_half_plus_two_tf2_cpu"),
                          os.path.join(self.root, "tfl", "cut.tflite"), os.path.join(self.root, "tfl", "ok.tflite")])
        self.assertEqual((summary["models"], summary["loaded"], summary["unreadable"]), (5, 2, 1))
        self.assertIsNone(summary["newest_for_all"])
        self.assertEqual(summary["links_not_followed"], 1)

    def test_newest_for_all(self):
        # the two SavedModels tfjs-node loads: the tally's newest, from the records' ranges
        with tempfile.TemporaryDirectory(prefix="tfcompat-dask-product-") as d:
            for name in ("saved_model_half_plus_two_cpu_with_saved_model_config", "saved_model_half_plus_three"):
                shutil.copytree(os.path.join(self.root, "sm", name), os.path.join(d, name))
            records, summary = self.assert_same(d, "tfjs-node", 0)
            self.assertEqual([r["ranges"] for r in records], [[{"first": "0.2.3", "last": "4.22.0"}],
                                                              [{"first": "3.4.0", "last": "4.22.0"}]])
            self.assertEqual(summary["newest_for_all"], "4.22.0")
            self.assertEqual(summary["unloaded"], [])
            self.assertNotIn("links_not_followed", summary)

    def test_tflite_product(self):
        records, summary = self.assert_same(self.root, "tflite-runtime", 2)
        self.assertEqual(summary["loaded"], 1)

    def test_follow(self):
        records, summary = tfcompat.dask.product_scan(self.root, "tfjs-node", client=self.client, follow=True)
        self.assertEqual((records, summary), mig.product_scan(self.root, "tfjs-node", follow=True))
        self.assertEqual(summary["models"], 8)

    def test_unknown_product_fails_on_the_client(self):
        with self.assertRaises(mig.MigrationError) as cm:
            tfcompat.dask.product_scan(self.root, "no-such-product", client=self.client)
        self.assertEqual(cm.exception.name, "TFC_E_UNKNOWN_RELEASE")

    def test_record_ranges_are_checked(self):
        # a record whose ranges are not the product's versions is refused by the library
        with mig.ProductTally("tfjs-node") as t:
            for ranges, loading, name in (([{"first": "3.0", "last": "3.4.0"}], 1, "TFC_E_UNKNOWN_RELEASE"),
                                          ([{"first": "4.22.0", "last": "3.4.0"}], 1, "TFC_E_BAD_VALUE"),
                                          ([{"first": "3.4.0", "last": "4.22.0"}], 3, "TFC_E_BAD_VALUE")):
                with self.assertRaises(mig.MigrationError) as cm:
                    t.add_record({"ranges": ranges, "loading": loading})
                self.assertEqual(cm.exception.name, name)
            self.assertEqual(t.summary([])["models"], 0)


if __name__ == "__main__":
    unittest.main(verbosity=2)
