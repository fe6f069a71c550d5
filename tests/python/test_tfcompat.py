"""Tests of the Python package (python/tfcompat) against a built libtfcompat.so.

Environment (set by ctest, see tests/tests.cmake; by hand, export them):
  TFCOMPAT_LIBRARY  path of the libtfcompat.so under test (required unless
                    TFCOMPAT_TEST_INSTALLED=1)
  TFCOMPAT_TEST_INSTALLED  1: test the installed package (found on sys.path,
                    not in the source tree), which must find the installed
                    library by itself: TFCOMPAT_LIBRARY must not be set
  TFCOMPAT_CLI      path of the tfcompat command; when set, every answer is
                    also compared with the command's --json output
Every file read is a real corpus file under tests/corpus (provenance in
tests/corpus/PROVENANCE.md) or bytes written here; expected values come from
tests/corpus/expected/*.json, computed independently of libtfcompat.
"""

import glob
import json
import os
import pathlib
import re
import subprocess
import sys
import tempfile
import threading
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CORPUS = os.path.join(ROOT, "tests", "corpus")
EXPECTED = os.path.join(CORPUS, "expected")
INSTALLED = os.environ.get("TFCOMPAT_TEST_INSTALLED") == "1"
if not INSTALLED:
    sys.path.insert(0, os.path.join(ROOT, "python"))

import tfcompat  # noqa: E402

CLI = os.environ.get("TFCOMPAT_CLI")
TF2 = os.path.join(CORPUS, "saved_model", "saved_model_half_plus_two_tf2_cpu")
HELLO = os.path.join(CORPUS, "tflite", "hello_world_int8.tflite")
# Fields of the expected files that describe the file, not its content.
FILE_FIELDS = {"file", "size", "sha256", "source", "set"}
SYNTHETIC_FIELDS = FILE_FIELDS | {"expect", "description", "synthetic", "class", "oracle_message"}


def expected(kind, name):
    with open(os.path.join(EXPECTED, kind, name + ".json")) as f:
        d = json.load(f)
    drop = SYNTHETIC_FIELDS if kind.endswith("_synthetic") else FILE_FIELDS
    return {k: v for k, v in d.items() if k not in drop}


def from_cli(r):
    """A record of the command's JSON with a path that is not UTF-8 as Python
    has it: the command writes the exact bytes as "path_hex" (docs/CLI.md)."""
    if "path_hex" in r:
        r["path"] = os.fsdecode(bytes.fromhex(r.pop("path_hex")))
    return r


def cli_json(*args):
    p = subprocess.run([CLI] + list(args) + ["--json"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       check=False)
    return p.returncode, from_cli(json.loads(p.stdout.decode("utf-8")))


def without_computed(d):
    d = json.loads(json.dumps(d))
    for oc in d["operator_codes"]:
        del oc["computed_version"]
    return d


class LibraryTest(unittest.TestCase):
    def test_library_comes_from_the_environment(self):
        lib = tfcompat.Library()
        if INSTALLED:
            # no environment: the installed package names its library
            self.assertNotIn(tfcompat.ENV_VAR, os.environ)
            from tfcompat._libpath import LIBDIR
            self.assertEqual(lib.path, os.path.join(LIBDIR, "libtfcompat.so.%d" % tfcompat.ABI_VERSION))
            self.assertFalse(tfcompat.__file__.startswith(os.path.join(ROOT, "python")), tfcompat.__file__)
        else:
            self.assertEqual(lib.path, os.environ[tfcompat.ENV_VAR])

    def test_the_package_is_typed(self):
        self.assertTrue(os.path.isfile(os.path.join(os.path.dirname(tfcompat.__file__), "py.typed")))

    def test_versions_are_the_linked_library(self):
        v = tfcompat.version()
        self.assertRegex(v["package"], r"^\d+\.\d+\.\d+$")
        major, minor, patch = (int(x) for x in v["package"].split("."))
        self.assertEqual(v["number"], major * 10000 + minor * 100 + patch)
        self.assertEqual(v["abi"], tfcompat.ABI_VERSION)
        self.assertGreaterEqual(v["ruleset"], 2024010100)
        # The file behind the .so link is libtfcompat.so.PACKAGE, next to its
        # SONAME link libtfcompat.so.ABI.
        lib = tfcompat.Library().path
        self.assertEqual(os.path.basename(os.path.realpath(lib)), "libtfcompat.so." + v["package"])
        soname_link = os.path.join(os.path.dirname(lib), "libtfcompat.so.%d" % v["abi"])
        self.assertEqual(os.path.realpath(soname_link), os.path.realpath(lib))

    def test_missing_library_is_an_oserror(self):
        with self.assertRaises(OSError):
            tfcompat.Library(os.path.join(HERE, "no-such-libtfcompat.so"))

    def test_a_library_without_the_abi_is_refused(self):
        # The C library loads, but exports none of libtfcompat's functions.
        with self.assertRaises(OSError) as cm:
            tfcompat.Library("libc.so.6")
        self.assertIn("does not export tfc_version_string", str(cm.exception))


class InspectTest(unittest.TestCase):
    def test_saved_model_directories_match_the_corpus(self):
        names = sorted(os.listdir(os.path.join(CORPUS, "saved_model")))
        self.assertEqual(len(names), 6)
        for name in names:
            with self.subTest(name=name):
                d = tfcompat.inspect(os.path.join(CORPUS, "saved_model", name))
                self.assertEqual(d["kind"], "saved_model_dir")
                self.assertEqual(d["saved_model"], expected("saved_model", name))
                index = os.path.join(CORPUS, "saved_model", name, "variables", "variables.index")
                if os.path.exists(index):
                    self.assertEqual(d["checkpoint"], expected("checkpoint_index", name))
                else:
                    self.assertIsNone(d["checkpoint"])
                if CLI:
                    self.assertEqual(cli_json("inspect", os.path.join(CORPUS, "saved_model", name)), (0, d))

    def test_saved_model_file_and_meta_graph(self):
        d = tfcompat.inspect(os.path.join(TF2, "saved_model.pb"))
        self.assertEqual(d, expected("saved_model", "saved_model_half_plus_two_tf2_cpu"))
        self.assertEqual(d["meta_graphs"][0]["versions"], {"producer": 1569, "min_consumer": 12, "bad_consumers": []})
        meta = os.path.join(CORPUS, "meta_graph", "session_bundle_half_plus_two", "export.meta")
        d = tfcompat.inspect(meta)
        self.assertEqual(d, expected("meta_graph", "session_bundle_half_plus_two"))
        if CLI:
            self.assertEqual(cli_json("inspect", meta), (0, d))

    def test_tflite_models_match_the_corpus(self):
        files = sorted(glob.glob(os.path.join(CORPUS, "tflite", "*.tflite")))
        self.assertEqual(len(files), 13)
        for path in files:
            name = os.path.basename(path)[:-len(".tflite")]
            with self.subTest(name=name):
                d = tfcompat.inspect(path, operators=True)
                self.assertEqual(without_computed(d), expected("tflite", name))
                for oc in d["operator_codes"]:
                    self.assertTrue(oc["computed_version"] is None or oc["computed_version"] >= 1)
                without_ops = tfcompat.inspect(path)
                self.assertNotIn("operators", without_ops["subgraphs"][0])
                if CLI:
                    self.assertEqual(cli_json("inspect", path, "--operators"), (0, d))

    def test_synthetic_checkpoints_values_and_errors(self):
        files = sorted(glob.glob(os.path.join(CORPUS, "checkpoint_index_synthetic", "*.index")))
        self.assertEqual(len(files), 15)
        errors = 0
        for path in files:
            name = os.path.basename(path)[:-len(".index")]
            with open(os.path.join(EXPECTED, "checkpoint_index_synthetic", name + ".json")) as f:
                truth = json.load(f)
            with self.subTest(name=name):
                if truth["expect"] == "ok":
                    self.assertEqual(tfcompat.inspect(path, kind="checkpoint_index"),
                                     expected("checkpoint_index_synthetic", name))
                    continue
                errors += 1
                with self.assertRaises(tfcompat.TFCompatError) as cm:
                    tfcompat.inspect(path, kind="checkpoint_index")
                e = cm.exception
                self.assertEqual(e.name, "TFC_E_" + truth["class"].upper())
                self.assertLess(e.code, 0)
                self.assertEqual(e.path, path)
                self.assertTrue(e.message)
                self.assertIn("(%s, %d)" % (e.name, e.code), str(e))
        self.assertEqual(errors, 11)

    def test_error_codes_are_the_library_table(self):
        with self.assertRaises(tfcompat.TFCompatError) as cm:
            tfcompat.inspect(os.path.join(CORPUS, "no", "such", "model"))
        self.assertEqual((cm.exception.code, cm.exception.name), (-41, "TFC_E_NOT_FOUND"))
        with self.assertRaises(tfcompat.TFCompatError) as cm:
            tfcompat.inspect(os.path.join(CORPUS, "checkpoint_index_synthetic", "bad_magic.index"),
                             kind="checkpoint_index")
        self.assertEqual((cm.exception.code, cm.exception.name), (-50, "TFC_E_BAD_MAGIC"))
        self.assertIn("magic 0xda4775248b80fb57", cm.exception.message)
        with self.assertRaises(ValueError):
            tfcompat.inspect(TF2, kind="pickle")

    def test_hostile_saved_model_bytes(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "saved_model.pb")
            with open(path, "wb") as f:
                f.write(b"\x08\x01\x12\x1a\x0a")  # meta_graphs claims 26 bytes, 1 follows
            with self.assertRaises(tfcompat.TFCompatError) as cm:
                tfcompat.check(path, consumer=2000)
            self.assertEqual(cm.exception.name, "TFC_E_LENGTH_PAST_END")
            self.assertEqual(cm.exception.code, -7)
            self.assertIsNotNone(cm.exception.offset)
            if CLI:
                rc, j = cli_json("check", path, "--consumer", "2000")
                self.assertEqual(rc, 2)
                self.assertEqual(j["error"]["code"], cm.exception.name)
                self.assertEqual(j["error"]["message"], cm.exception.message)


class CheckTest(unittest.TestCase):
    MSG = "GraphDef min consumer version 12 above current version 11 for TensorFlow 1.0.0.  Please upgrade TensorFlow."

    def test_rejection_is_a_value_with_tensorflows_message(self):
        v = tfcompat.check(TF2, consumer=11, tf_version="1.0.0")
        self.assertIs(v["accepted"], False)
        self.assertEqual((v["consumer"], v["min_producer"], v["scheme"]), (11, 0, "graphdef"))
        # one meta graph: no "where" (the check layer names a part only when there are several)
        self.assertEqual(v["findings"][0], {"code": "CONSUMER_TOO_OLD", "severity": "error", "message": self.MSG})
        self.assertEqual((v["path"], v["outcome"]), (TF2, "rejected"))
        self.assertIn("consumer 11 (min_producer 0)", v["target"])  # the library names it
        if CLI:
            self.assertEqual(cli_json("check", TF2, "--consumer", "11", "--tf-version", "1.0.0"), (1, v))

    def test_acceptance(self):
        v = tfcompat.check(TF2, consumer=1569)
        self.assertIs(v["accepted"], True)
        self.assertEqual(v["findings"], [])
        v = tfcompat.check(os.path.join(CORPUS, "saved_model", "saved_model_half_plus_three"), consumer=11)
        self.assertIs(v["accepted"], True)
        if CLI:
            self.assertEqual(cli_json("check", TF2, "--consumer", "1569"), (0, tfcompat.check(TF2, consumer=1569)))

    def test_producer_too_old_and_bad_consumer(self):
        v = tfcompat.check(TF2, consumer=2000, min_producer=1600, tf_version="9.9.9")
        self.assertEqual(v["findings"][0]["code"], "PRODUCER_TOO_OLD")
        self.assertEqual(v["findings"][0]["message"],
                         "GraphDef producer version 1569 below min producer 1600 supported by TensorFlow 9.9.9.  "
                         "Please regenerate your graph.")
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "versions.pb")
            with open(path, "wb") as f:
                f.write(b"\x08\x1e\x18\x0b")  # VersionDef producer 30, bad_consumers [11]
            self.assertEqual(tfcompat.inspect(path),
                             {"kind": "version_def",
                              "versions": {"producer": 30, "min_consumer": 0, "bad_consumers": [11]}})
            v = tfcompat.check(path, consumer=11)
            self.assertIs(v["accepted"], False)
            self.assertEqual(v["findings"][0]["code"], "BAD_CONSUMER")
            self.assertIs(tfcompat.check(path, consumer=12)["accepted"], True)

    def test_cross_kind_targets_answer_as_the_command(self):
        # issue 25: a TensorFlow release answers a .tflite with its own
        # interpreter; tfjs-node (no TFLite side) and litert on a SavedModel
        # refuse, KIND_NOT_LOADED; a product as runtime= is TFC_E_BAD_VALUE
        v = tfcompat.check(HELLO, tf="2.11.1")
        self.assertEqual((v["outcome"], v["runtime"], v["findings"][0]["code"]),
                         ("accepted", None, "RELEASE_INTERPRETER"))
        for path, target in ((HELLO, "tfjs-node@4.22.0"), (HELLO, "tf-serving@2.11.0"), (TF2, "litert@2.14.0")):
            v = tfcompat.check(path, target=target)
            self.assertEqual((v["outcome"], [f["code"] for f in v["findings"]]), ("rejected", ["KIND_NOT_LOADED"]))
            if CLI:
                rc, j = cli_json("check", path, "--target", target)
                self.assertEqual((rc, j["target"], j["outcome"], j["findings"]), (1, v["target"], v["outcome"], v["findings"]))
        v = tfcompat.check(TF2, runtime="2.14.0")
        self.assertEqual([f["code"] for f in v["findings"]], ["KIND_NOT_LOADED"])
        for call in (lambda: tfcompat.tflite_check(HELLO, runtime="tfjs-node@4.22.0"),
                     lambda: tfcompat.check(HELLO, runtime="tfjs-node@4.22.0"),
                     lambda: list(tfcompat.scan(HELLO, runtime="tfjs-node@4.22.0"))):
            with self.assertRaises(tfcompat.TFCompatError) as cm:
                call()
            self.assertEqual(cm.exception.name, "TFC_E_BAD_VALUE")
        self.assertEqual([(r["outcome"], r["code"]) for r in tfcompat.scan(HELLO, target="tfjs-node@4.22.0")],
                         [("rejected", "KIND_NOT_LOADED")])

    def test_checkpoint_index_in_the_checkpoint_scheme(self):
        index = os.path.join(CORPUS, "checkpoint_index_synthetic", "consumer_rejected.index")
        v = tfcompat.check(index, consumer=1, tf_version="2.3.0")
        self.assertEqual((v["accepted"], v["scheme"]), (False, "checkpoint"))
        self.assertEqual([f["code"] for f in v["findings"]], ["CONSUMER_TOO_OLD", "BAD_CONSUMER"])
        self.assertEqual(v["findings"][0]["message"], "Checkpoint min consumer version 5 above current version 1 "
                                                      "for TensorFlow 2.3.0.  Please upgrade TensorFlow.")
        v = tfcompat.check(os.path.join(TF2, "variables", "variables.index"), consumer=1)
        self.assertEqual((v["accepted"], v["scheme"], v["findings"]), (True, "checkpoint", []))
        if CLI:
            self.assertEqual(cli_json("check", index, "--consumer", "1", "--tf-version", "2.3.0"),
                             (1, tfcompat.check(index, consumer=1, tf_version="2.3.0")))

    def test_wrong_kind_and_misuse(self):
        # a kind the consumer has no side for is a verdict, as in every entry
        # (it raised TFC_E_WRONG_KIND before 1.1; issue 25)
        v = tfcompat.check(HELLO, consumer=11)
        self.assertEqual((v["outcome"], [f["code"] for f in v["findings"]]), ("rejected", ["KIND_NOT_LOADED"]))
        with self.assertRaises(TypeError):
            tfcompat.check(TF2)
        with self.assertRaises(TypeError):
            tfcompat.check(TF2, consumer=11, tf="2.3.0")


class TfliteTest(unittest.TestCase):
    def test_runtime_too_old(self):
        v = tfcompat.tflite_check(HELLO, runtime="1.13.0")
        self.assertIs(v["accepted"], False)
        self.assertEqual(v["runtime"], "1.13.0")
        self.assertEqual(v["findings"][0], {
            "code": "UNSUPPORTED_OP_VERSION", "severity": "error", "op": "FULLY_CONNECTED", "version": 4,
            "message": "Didn't find op for builtin opcode 'FULLY_CONNECTED' version '4'. An older version of this "
                       "builtin might be supported. Are you using an old TFLite binary with a newer model?"})
        if CLI:
            self.assertEqual(cli_json("tflite", "check", HELLO, "--runtime", "1.13.0"), (1, v))

    def test_runtime_new_enough_and_resolver_text(self):
        v = tfcompat.tflite_check(HELLO, runtime="2.4.0")
        self.assertIs(v["accepted"], True)
        self.assertEqual([f for f in v["findings"] if f["severity"] == "error"], [])
        # resolver_text= is the text of a resolver file; resolver= its path (as --resolver FILE)
        v = tfcompat.tflite_check(HELLO, resolver_text="builtin FULLY_CONNECTED 1 3\n")
        self.assertIs(v["accepted"], False)
        self.assertIsNone(v["runtime"])
        self.assertNotIn("resolver", v)
        self.assertIs(tfcompat.tflite_check(HELLO, resolver_text=b"builtin FULLY_CONNECTED 4\n")["accepted"], True)
        with self.assertRaises(tfcompat.TFCompatError) as cm:
            tfcompat.tflite_check(HELLO, resolver_text="builtin\n")
        self.assertEqual(cm.exception.name, "TFC_E_PARSE")
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "app.resolver")
            with open(path, "w") as f:
                f.write("builtin FULLY_CONNECTED 1 3\n")
            v = tfcompat.tflite_check(HELLO, resolver=path)
            self.assertEqual((v["accepted"], v["runtime"], v["resolver"]), (False, None, path))
            self.assertEqual(v["findings"], tfcompat.tflite_check(HELLO, resolver_text="builtin FULLY_CONNECTED 1 3\n")
                             ["findings"])
            if CLI:
                self.assertEqual(cli_json("tflite", "check", HELLO, "--resolver", path), (1, v))
                w = tfcompat.check(HELLO, resolver=path)
                self.assertEqual(cli_json("check", HELLO, "--resolver", path), (1, w))
            with self.assertRaises(tfcompat.TFCompatError) as cm:
                tfcompat.tflite_check(HELLO, resolver=os.path.join(d, "missing.resolver"))
            self.assertEqual(cm.exception.name, "TFC_E_NOT_FOUND")
        with self.assertRaises(tfcompat.TFCompatError) as cm:
            tfcompat.tflite_check(HELLO, runtime="two")
        self.assertEqual(cm.exception.name, "TFC_E_BAD_VALUE")

    def test_min_runtime_of_every_corpus_model(self):
        for path in sorted(glob.glob(os.path.join(CORPUS, "tflite", "*.tflite"))):
            name = os.path.basename(path)[:-len(".tflite")]
            with self.subTest(name=name):
                r = tfcompat.tflite_min_runtime(path)
                self.assertEqual(r["stored"], expected("tflite", name)["min_runtime_version"])
                self.assertEqual(r["agrees"], r["agreement"] == "agrees")
                # no minimum runtime is None (the command writes ""); a stored "" agrees with it
                self.assertNotEqual(r["min_runtime"], "")
                self.assertEqual(r["agrees"], r["stored"] is not None and r["stored"] == (r["min_runtime"] or ""))
                if r["min_runtime"]:
                    # The computed minimum is exactly the first runtime that loads it
                    # (ignoring unmapped ops, which no release map covers).
                    if not r["unmapped_ops"]:
                        self.assertIs(tfcompat.tflite_check(path, runtime=r["min_runtime"])["accepted"], True)
                if CLI:
                    rc, j = cli_json("tflite", "min-runtime", path)
                    j["min_runtime"] = j["min_runtime"] or None
                    self.assertEqual((rc, j), (0, r))
        r = tfcompat.tflite_min_runtime(HELLO)
        self.assertEqual((r["min_runtime"], r["stored"], r["agreement"]), ("1.14.0", "1.14.0", "agrees"))

    def test_a_graph_is_not_a_tflite_model(self):
        with self.assertRaises(tfcompat.TFCompatError) as cm:
            tfcompat.tflite_min_runtime(os.path.join(TF2, "saved_model.pb"))
        # Read with any identifier (a wrong one is a finding of check), the
        # protobuf bytes fail the FlatBuffers verifier on the root offset.
        self.assertEqual((cm.exception.name, cm.exception.code), ("TFC_E_BAD_OFFSET", -71))
        if CLI:
            rc, j = cli_json("tflite", "min-runtime", os.path.join(TF2, "saved_model.pb"))
            self.assertEqual((rc, j["error"]["code"]), (2, "TFC_E_BAD_OFFSET"))


@unittest.skipUnless(tfcompat.Library().has_registry, "this libtfcompat has no registry (tfcompat/registry.h)")
class ReleasesTest(unittest.TestCase):
    def test_every_release_is_answered_once(self):
        for path in (TF2, os.path.join(CORPUS, "saved_model", "saved_model_half_plus_three"),
                     os.path.join(TF2, "variables", "variables.index")):
            with self.subTest(path=path):
                r = tfcompat.releases(path)
                answered = r["accepting"] + [x["release"] for x in r["rejecting"]] + \
                    [x["release"] for x in r["undetermined"]]
                self.assertEqual(len(answered), len(set(answered)))
                self.assertTrue(r["accepting"])
                self.assertEqual(r["ranges"][0]["first"], r["accepting"][0])
                self.assertEqual(r["ranges"][-1]["last"], r["accepting"][-1])
                for x in r["rejecting"]:
                    self.assertTrue(x["code"] and x["message"])
                if CLI:
                    self.assertEqual(cli_json("releases", path), (0, r))

    def test_tf2_graph_is_refused_by_releases_before_its_min_consumer(self):
        r = tfcompat.releases(TF2)
        # every release below min_consumer 12 predates the SavedModel directory
        # (0.12.0): that refusal comes first, the graph's own second
        refusals = [x for x in r["rejecting"] if x["code"] == "CONTAINER_TOO_NEW"]
        self.assertTrue(refusals)
        for x in refusals:
            v = tfcompat.check(TF2, tf=x["release"])
            self.assertIs(v["accepted"], False)
            self.assertEqual(v["release"], x["release"])
            self.assertEqual(v["findings"][0]["code"], "CONTAINER_TOO_NEW")
            if v["findings"][1]["code"] == "CONSUMER_TOO_OLD":
                self.assertRegex(v["findings"][1]["message"], r"^GraphDef min consumer version 12 above current version \d+ ")
        v = tfcompat.check(TF2, tf=r["accepting"][-1])
        self.assertIs(v["accepted"], True)
        if CLI:
            for release in (refusals[-1]["release"], r["accepting"][0], r["accepting"][-1]):
                v = tfcompat.check(TF2, tf=release)
                self.assertEqual(cli_json("check", TF2, "--tf", release), (0 if v["accepted"] else 1, v))
            index = os.path.join(CORPUS, "checkpoint_index_synthetic", "consumer_rejected.index")
            v = tfcompat.check(index, tf="2.3.0")
            self.assertEqual((v["scheme"], v["outcome"]), ("checkpoint", "rejected"))
            self.assertEqual(cli_json("check", index, "--tf", "2.3.0"), (1, v))
        with self.assertRaises(tfcompat.TFCompatError) as cm:
            tfcompat.check(TF2, tf="0.0.1")
        self.assertEqual(cm.exception.name, "TFC_E_UNKNOWN_RELEASE")
        # a spelling the one release grammar refuses is malformed, not unknown
        with self.assertRaises(tfcompat.TFCompatError) as cm:
            tfcompat.check(TF2, tf="0.0.1-nonexistent")
        self.assertEqual(cm.exception.name, "TFC_E_BAD_VALUE")

    def test_a_model_json_is_answered_by_tensorflow_js_releases(self):
        # issue 29: the runtime axis is npm @tensorflow/tfjs releases (the 0.x
        # ones that bundle a tfjs-converter, then 1.0.0 on), never the
        # converter's own 0.x numbers
        movenet = os.path.join(CORPUS, "tfjs", "movenet_like_model.json")
        r = tfcompat.releases(movenet)
        self.assertEqual((r["scheme"], r["ranges"]), ("tfjs", [{"first": "2.1.0", "last": "4.22.0"}]))
        self.assertEqual([(x["first"], x["last"], x.get("subject")) for x in r["runs"][:2]],
                         [("0.11.2", "0.12.4", "AddN"), ("0.12.5", "1.2.2", "AddV2")])
        self.assertEqual(len(r["accepting"]) + len(r["rejecting"]) + len(r["undetermined"]), 118)
        v = tfcompat.check(movenet, target="tfjs@0.11.2")
        self.assertEqual((v["target"], v["findings"][0]["subject"]),
                         ("TensorFlow.js 0.11.2 (tfjs-converter 0.4.0)", "AddN"))
        for spec in ("tfjs@0.4.0", "tfjs@0.6.1"):  # a converter number; a release that bundles none
            with self.assertRaises(tfcompat.TFCompatError) as cm:
                tfcompat.check(movenet, target=spec)
            self.assertEqual(cm.exception.name, "TFC_E_UNKNOWN_RELEASE")
        with tempfile.TemporaryDirectory() as d:
            # an op every release maps: scan's all-release columns start at tfjs 0.11.2
            with open(os.path.join(d, "model.json"), "w") as f:
                f.write('{"format": "graph-model", "modelTopology": {"node": [{"name": "c", "op": "Const"}]}}')
            (rec,) = tfcompat.scan(d)
            self.assertEqual((rec["oldest"], rec["newest"], rec["accepting"]), ("0.11.2", "4.22.0", 118))
            if CLI:
                self.assertEqual(cli_json("releases", os.path.join(d, "model.json"))[1]["ranges"],
                                 [{"first": "0.11.2", "last": "4.22.0"}])
        if CLI:
            self.assertEqual(cli_json("releases", movenet), (0, r))
            self.assertEqual(cli_json("check", movenet, "--target", "tfjs@0.11.2"), (1, v))


class ReadmeTest(unittest.TestCase):
    def test_the_readmes_three_lines_run(self):
        with open(os.path.join(ROOT, "README.md")) as f:
            readme = f.read()
        m = re.search(r"## Python.*?```python\n(.*?)```", readme, re.S)
        self.assertIsNotNone(m, "README has no Python section with a python block")
        code = m.group(1)
        self.assertEqual(len(code.strip().splitlines()), 3)
        env = dict(os.environ)
        if not INSTALLED:
            env["PYTHONPATH"] = os.path.join(ROOT, "python")
        p = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, check=False)
        self.assertEqual(p.returncode, 0, p.stderr.decode())
        self.assertEqual(p.stdout.decode(), "False " + CheckTest.MSG + "\n")


class ScanTest(unittest.TestCase):
    """tfcompat.scan() gives the records of `tfcompat scan --format ndjson`."""

    def cli(self, root, *args):
        p = subprocess.run([CLI, "scan", root, "--format", "ndjson"] + list(args), stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, check=False)
        lines = [json.loads(line) for line in p.stdout.decode("utf-8").splitlines()]
        return p.returncode, lines[:-1], lines[-1]["summary"]

    def test_records_equal_the_command(self):
        for kw, args in (({}, []), ({"tf": "2.11.0", "runtime": "2.8.0"}, ["--tf", "2.11.0", "--runtime", "2.8.0"]),
                         ({"tf": "2.16.2", "jobs": 1}, ["--tf", "2.16.2"])):
            records = list(tfcompat.scan(CORPUS, **kw))
            self.assertEqual(len(records), 43)  # 39, and the 4 TF.js models of corpus/tfjs
            if CLI:
                rc, want, summary = self.cli(CORPUS, *args)
                self.assertEqual(records, want)
                self.assertEqual(tfcompat.summarize(records), summary)

    def test_record_fields(self):
        by_path = {r["path"]: r for r in tfcompat.scan(CORPUS, tf="0.10.0", runtime="1.14.0")}
        tf2 = by_path[TF2]
        self.assertEqual((tf2["kind"], tf2["producer"], tf2["min_consumer"]), ("saved_model", 1569, 12))
        # the newest release the data has (a release added to data/ changes no line here)
        rc, reg = cli_json("registry", "list")
        newest = [c["release"] for c in reg["consumers"] if c["scheme"] == "graphdef"][-1]
        self.assertEqual((tf2["oldest"], tf2["newest"], tf2["outcome"], tf2["code"]),
                         ("2.10.0", newest, "rejected", "CONTAINER_TOO_NEW"))
        self.assertEqual(tf2["message"], "SavedModel directory with variables/ is a format TensorFlow 0.10.0 cannot "
                                         "read: the first release that reads it is 0.12.0")
        kw = by_path[os.path.join(CORPUS, "tflite", "keyword_scrambled.tflite")]
        self.assertEqual((kw["kind"], kw["oldest"], kw["outcome"], kw["code"]),
                         ("tflite", "2.2.0", "rejected", "UNSUPPORTED_OP_VERSION"))
        bad = by_path[os.path.join(CORPUS, "checkpoint_index_synthetic", "bad_block_crc.index")]
        self.assertEqual((bad["outcome"], bad["code"], bad["status"]), ("unreadable", "TFC_E_BAD_BLOCK_CRC", -52))

    def test_serving_base_path_and_hostile_files(self):
        with tempfile.TemporaryDirectory() as d:
            base = os.path.join(d, "half")
            os.makedirs(base)
            os.symlink(os.path.join(CORPUS, "saved_model", "saved_model_half_plus_three"), os.path.join(base, "1"))
            os.symlink(TF2, os.path.join(base, "2"))
            with open(os.path.join(d, "garbage.pb"), "wb") as f:
                f.write(b"\x08\x01\x12\x1a\x0a")
            with open(os.path.join(d, "notes.txt"), "w") as f:
                f.write("not a model\n")
            records = list(tfcompat.scan(d, tf="0.10.0"))
            self.assertEqual([os.path.relpath(r["path"], d) for r in records], ["garbage.pb", "half/1", "half/2"])
            # 0.10's ops.pbtxt lacks MergeV2Checkpoints (a 1.0 op): exact, rejected
            self.assertEqual([r["outcome"] for r in records], ["unreadable", "rejected", "rejected"])
            self.assertEqual(tfcompat.summarize(records)["unreadable"], 1)

    def test_links_to_directories_are_counted_not_followed(self):
        # issue 25: a link to /proc in a store made Python walk every
        # process's view of /; now, as `tfcompat scan`, a link to a directory
        # is counted ("links_not_followed") and not entered unless follow=True
        with tempfile.TemporaryDirectory() as d, tempfile.TemporaryDirectory() as other:
            os.symlink(TF2, os.path.join(d, "latest"))  # a link to a SavedModel is a model
            os.makedirs(os.path.join(other, "deep"))
            with open(os.path.join(other, "deep", "bad.pb"), "wb") as f:
                f.write(b"\x08\x01\x12\x1a\x0a")
            os.symlink(other, os.path.join(d, "elsewhere"))
            os.symlink("/proc", os.path.join(d, "proc"))
            os.symlink(d, os.path.join(other, "loop"))  # followed: a loop, entered once
            w = tfcompat.walk(d)
            self.assertEqual(list(w), [os.path.join(d, "latest")])
            self.assertEqual(w.links_not_followed, 2)
            it = tfcompat.scan(d, jobs=2)
            records = list(it)
            self.assertEqual(it.links_not_followed, 2)
            want = {"models": 1, "accepted": 1, "rejected": 0, "undetermined": 0, "unreadable": 0,
                    "links_not_followed": 2, "reasons": []}
            self.assertEqual(tfcompat.summarize(records, it.links_not_followed), want)
            self.assertEqual(tfcompat.summarize(tfcompat.scan(d)), want)  # the iterator carries it
            self.assertEqual(tfcompat.summarize(json.loads(json.dumps(records)), 2), want)
            self.assertNotIn("links_not_followed", tfcompat.summarize(records))  # absent when 0
            self.assertNotIn("links_not_followed", tfcompat.summarize(tfcompat.scan(TF2)))
            if CLI:
                rc, lines, summary = self.cli(d)
                self.assertEqual((rc, records, tfcompat.summarize(tfcompat.scan(d))), (0, lines, summary))
            # follow=True: /proc left out of it (root only: a process's files are no models, and slow)
            os.unlink(os.path.join(d, "proc"))
            it = tfcompat.scan(d, follow=True)
            records = list(it)
            self.assertEqual([os.path.relpath(r["path"], d) for r in records], ["elsewhere/deep/bad.pb", "latest"])
            self.assertEqual(it.links_not_followed, 0)
            if CLI:
                rc, lines, summary = self.cli(d, "--follow")
                self.assertEqual((rc, records, tfcompat.summarize(records)), (2, lines, summary))
            with self.assertRaises(TypeError):
                tfcompat.walk(d, follow=1)
            with self.assertRaises(TypeError):
                tfcompat.scan(d, follow="yes")

    def test_unknown_release_and_missing_root_raise(self):
        with self.assertRaises(tfcompat.TFCompatError) as cm:
            list(tfcompat.scan(CORPUS, tf="9.9"))
        self.assertEqual(cm.exception.name, "TFC_E_UNKNOWN_RELEASE")
        with self.assertRaises(tfcompat.TFCompatError) as cm:
            list(tfcompat.scan(os.path.join(CORPUS, "no-such-dir")))
        self.assertEqual(cm.exception.name, "TFC_E_NOT_FOUND")


@unittest.skipUnless(CLI, "TFCOMPAT_CLI not set")
class SameAsTheCommandTest(unittest.TestCase):
    """Every answer is the command's --json object, member for member."""

    def assert_same(self, args, answer):
        rc, want = cli_json(*args)
        self.assertEqual(want, answer, args)
        return rc

    def test_check_every_kind_of_target(self):
        three = os.path.join(CORPUS, "saved_model", "saved_model_half_plus_three")
        index = os.path.join(TF2, "variables", "variables.index")
        for path in (TF2, three, index, HELLO):
            cases = [(["--target", "2.11.1,litert@2.14.0"], {"target": "2.11.1,litert@2.14.0"}),
                     (["--tf", "2.16.2"], {"tf": "2.16.2"}),
                     (["--tf", "v2.3", "--tf-version", "2.3.0-custom"], {"tf": "v2.3", "tf_version": "2.3.0-custom"}),
                     (["--tf", "0.12.0"], {"tf": "0.12.0"}),
                     (["--consumer", "20", "--min-producer", "3"], {"consumer": 20, "min_producer": 3})]
            if path == HELLO:
                cases = [(["--runtime", "2.4.0"], {"runtime": "2.4.0"}),
                         (["--runtime", "1.13"], {"runtime": "1.13"}),
                         (["--tf", "2.11.0", "--runtime", "litertjs@2.5.3"], {"tf": "2.11.0", "runtime": "litertjs@2.5.3"}),
                         (["--target", "2.11.1,litert@2.14.0"], {"target": "2.11.1,litert@2.14.0"})]
            for args, kw in cases:
                with self.subTest(path=path, args=args):
                    v = tfcompat.check(path, **kw)
                    rc = self.assert_same(["check", path] + args, v)
                    self.assertEqual(rc, 0 if v["accepted"] else 1)
        v = tfcompat.check(TF2, tf="2.16.2")
        self.assertEqual(v["release"], "2.16.0")
        self.assertIn("2.16.2", v["note"])

    def test_releases_of_every_kind(self):
        for path in (TF2, HELLO, os.path.join(CORPUS, "tflite", "keyword_scrambled.tflite"),
                     os.path.join(CORPUS, "checkpoint_index_synthetic", "consumer_rejected.index")):
            with self.subTest(path=path):
                r = tfcompat.releases(path)
                rc = self.assert_same(["releases", path], r)
                self.assertEqual(rc, 0 if r["accepting"] else 1)
                self.assertEqual(r["path"], path)
                self.assertTrue(r["runs"])
                # accepting runs are the accepting ranges; refusing runs carry the code and message
                self.assertEqual([{"first": x["first"], "last": x["last"]} for x in r["runs"]
                                  if x["outcome"] == "accepted"], r["ranges"])
                for x in r["runs"]:
                    self.assertEqual("code" in x and "message" in x, x["outcome"] != "accepted")
        self.assertEqual(tfcompat.releases(HELLO)["scheme"], "tflite")

    def test_unreadable_inputs_raise_what_the_command_reports(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "saved_model.pb")
            with open(path, "wb") as f:
                f.write(b"\x08\x01\x12\x1a\x0a")
            for call, args in ((lambda: tfcompat.releases(path), ["releases", path]),
                               (lambda: tfcompat.check(path, tf="2.11.0"), ["check", path, "--tf", "2.11.0"]),
                               (lambda: tfcompat.tflite_check(path, runtime="2.4.0"),
                                ["tflite", "check", path, "--runtime", "2.4.0"])):
                with self.subTest(args=args):
                    with self.assertRaises(tfcompat.TFCompatError) as cm:
                        call()
                    rc, j = cli_json(*args)
                    self.assertEqual((rc, j["error"]["code"], j["error"]["message"]),
                                     (2, cm.exception.name, cm.exception.message))


# ---- Python as safe as C (issue 20 point 3) ---------------------------------

def bounded(fn, seconds=5.0):
    """Runs fn() in a thread: (elapsed seconds, exception or None, result).
    A call that blocks (Python opening a FIFO) cannot hang the suite."""
    box = {}

    def run():
        try:
            box["result"] = fn()
        except BaseException as e:  # noqa: B902 - handed back to the test
            box["error"] = e

    t = threading.Thread(target=run, daemon=True)
    start = time.monotonic()
    t.start()
    t.join(seconds)
    if t.is_alive():
        raise AssertionError("still running after %.0f s" % seconds)
    return time.monotonic() - start, box.get("error"), box.get("result")


class PathsTest(unittest.TestCase):
    """A path is the bytes of a file name, end to end."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory(prefix="tfcompat-names-")
        self.dir = os.fsencode(self.tmp.name)
        self.bad = os.path.join(self.dir, b"\xff.pb")   # not UTF-8: a copy of a SavedModel
        self.good = os.path.join(self.dir, "\u00ff.pb".encode("utf-8"))  # U+00FF: not a model
        try:
            with open(self.bad, "wb") as f, open(os.path.join(TF2, "saved_model.pb"), "rb") as src:
                f.write(src.read())
        except OSError as e:  # a file system that refuses non-UTF-8 names
            self.tmp.cleanup()
            self.skipTest("cannot create a non-UTF-8 file name here: %s" % e)
        with open(self.good, "wb") as f:
            f.write(b"\x08\x01\x12\x1a\x0a")

    def tearDown(self):
        self.tmp.cleanup()

    def test_walk_and_scan_name_the_files_they_read(self):
        bad, good = os.fsdecode(self.bad), os.fsdecode(self.good)
        self.assertEqual(bad, os.path.join(self.tmp.name, "\udcff.pb"))
        for root in (self.dir, self.tmp.name, pathlib.Path(self.tmp.name)):
            with self.subTest(root=root):
                self.assertEqual(list(tfcompat.walk(root)), [good, bad])  # byte order: c3 bf < ff
                records = list(tfcompat.scan(root, jobs=2))
                self.assertEqual([r["path"] for r in records], [good, bad])
                self.assertEqual([r["outcome"] for r in records], ["unreadable", "accepted"])
                self.assertEqual([os.fsencode(r["path"]) for r in records], [self.good, self.bad])
        lib = tfcompat.Library()
        with lib.scan_target() as st:
            for path in (bad, self.bad, pathlib.Path(bad)):
                r = lib.record(st, path)
                self.assertEqual((r["path"], r["kind"], r["outcome"]), (bad, "saved_model", "accepted"))
            self.assertEqual(lib.record(st, good)["outcome"], "unreadable")

    def test_the_same_records_as_the_command(self):
        if not CLI:
            self.skipTest("TFCOMPAT_CLI not set")
        p = subprocess.run([CLI, "scan", self.tmp.name, "--format", "ndjson"], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, check=False)
        want = [from_cli(json.loads(line)) for line in p.stdout.decode("utf-8").splitlines()][:-1]
        got = list(tfcompat.scan(self.tmp.name))
        self.assertEqual(len(got), 2)
        # The command writes the byte ff as U+FFFD in "path" and exactly in
        # "path_hex" (docs/CLI.md, "Strings"): the same path as Python's.
        self.assertEqual(got, want)
        bad = os.fsdecode(self.bad)
        v = tfcompat.check(self.bad, consumer=1569)
        self.assertEqual((v["path"], v["accepted"]), (bad, True))
        rc, want = cli_json("check", self.bad, "--consumer", "1569")
        self.assertEqual((rc, want), (0, v))
        self.assertEqual(tfcompat.releases(bad)["path"], bad)

    def test_errors_name_the_path_as_given(self):
        missing = os.path.join(self.dir, b"\xfe-missing.pb")
        with self.assertRaises(tfcompat.TFCompatError) as cm:
            tfcompat.check(missing, consumer=1)
        self.assertEqual(cm.exception.name, "TFC_E_NOT_FOUND")
        self.assertEqual(os.fsencode(cm.exception.path), missing)

    def test_a_nul_in_a_path_or_string_is_a_value_error(self):
        nul = TF2 + "\0/saved_model.pb"
        calls = [lambda: tfcompat.check(nul, consumer=1),
                 lambda: tfcompat.check(os.fsencode(nul), consumer=1),
                 lambda: tfcompat.inspect(nul),
                 lambda: tfcompat.releases(nul),
                 lambda: tfcompat.releases(TF2, registry="reg\0istry"),
                 lambda: tfcompat.tflite_check(HELLO + "\0", runtime="2.4.0"),
                 lambda: tfcompat.tflite_check(HELLO, resolver="app\0.resolver"),
                 lambda: tfcompat.tflite_min_runtime(HELLO + "\0"),
                 lambda: tfcompat.walk(CORPUS + "\0"),
                 lambda: tfcompat.scan([CORPUS, CORPUS + "\0"]),
                 lambda: tfcompat.check(TF2, tf="2.11.0\0"),
                 lambda: tfcompat.check(TF2, target="2.11.0\0,litert@2.4.0"),
                 lambda: tfcompat.check(TF2, consumer=11, tf_version="1.0\0"),
                 lambda: tfcompat.tflite_check(HELLO, runtime="2.4.0\0"),
                 lambda: tfcompat.scan(CORPUS, tf="2.11.0\0")]
        for i, call in enumerate(calls):
            with self.subTest(i=i):
                with self.assertRaises(ValueError) as cm:
                    call()
                self.assertIn("NUL", str(cm.exception))


class ArgumentsTest(unittest.TestCase):
    def test_integers_are_range_checked(self):
        # C takes int32_t: 2**32 + 5 used to arrive as consumer 5
        for kw in ({"consumer": 2 ** 32 + 5}, {"consumer": 2 ** 31}, {"consumer": -2 ** 31 - 1},
                   {"consumer": 11, "min_producer": 2 ** 40}, {"consumer": 10 ** 30}):
            with self.subTest(kw=kw):
                with self.assertRaises(OverflowError):
                    tfcompat.check(TF2, **kw)
        self.assertEqual(tfcompat.check(TF2, consumer=2 ** 31 - 1)["consumer"], 2 ** 31 - 1)
        v = tfcompat.check(TF2, consumer=-1)  # in range: the library's rule answers
        self.assertEqual(v["findings"][0]["code"], "INVALID_CONSUMER")
        if CLI:
            self.assertEqual(cli_json("check", TF2, "--consumer", "-1"), (1, v))
        for jobs in (0, -1, 257, 2 ** 64):
            with self.subTest(jobs=jobs):
                with self.assertRaises((ValueError, OverflowError)):
                    tfcompat.scan(CORPUS, jobs=jobs)

    def test_wrong_types_are_type_errors_that_say_so(self):
        cases = [(lambda: tfcompat.check(TF2, tf=2.11), "tf must be a str, not float"),
                 (lambda: tfcompat.check(TF2, target=b"2.11"), "target must be a str, not bytes"),
                 (lambda: tfcompat.check(TF2, consumer="11"), "consumer must be an int, not str"),
                 (lambda: tfcompat.check(TF2, consumer=11.0), "consumer must be an int, not float"),
                 (lambda: tfcompat.check(TF2, consumer=True), "consumer must be an int, not bool"),
                 (lambda: tfcompat.check(3.5, consumer=11), "path must be a str, bytes or os.PathLike"),
                 (lambda: tfcompat.check(TF2, consumer=11, tf_version=1.0), "tf_version must be a str"),
                 (lambda: tfcompat.check(TF2, tf="2.11.0", registry=5), "registry must be a str, bytes"),
                 (lambda: tfcompat.releases(TF2, registry=5), "registry must be a str, bytes"),
                 (lambda: tfcompat.tflite_check(HELLO, runtime=2.4), "runtime must be a str, not float"),
                 # an int used to be bytes(N): N zero bytes allocated and parsed
                 (lambda: tfcompat.tflite_check(HELLO, resolver=10 ** 12), "resolver must be a str, bytes"),
                 (lambda: tfcompat.tflite_check(HELLO, resolver_text=10 ** 12), "resolver_text must be a str or bytes"),
                 (lambda: tfcompat.inspect(None), "path must be a str, bytes or os.PathLike"),
                 (lambda: tfcompat.walk(5), "root must be a str, bytes or os.PathLike"),
                 (lambda: tfcompat.scan(5), "roots must be a path"),
                 (lambda: tfcompat.scan(CORPUS, jobs="2"), "jobs must be an int, not str"),
                 (lambda: tfcompat.Library().record("not a target", TF2), "target must be a ScanTarget")]
        for i, (call, text) in enumerate(cases):
            with self.subTest(i=i, text=text):
                with self.assertRaises(TypeError) as cm:
                    call()
                self.assertIn(text, str(cm.exception))
                self.assertNotIn("encode", str(cm.exception))

    def test_absent_values_are_none_and_combinations_are_checked(self):
        r = tfcompat.tflite_min_runtime(os.path.join(CORPUS, "tflite", "person_detect_vela.tflite"))
        self.assertIsNone(r["min_runtime"])
        self.assertIsNone(r["stored"])
        for kw in ({}, {"consumer": 11, "tf": "2.11.0"}, {"tf": "2.11.0", "target": "2.11.0"},
                   {"consumer": 11, "runtime": "2.4.0"}, {"runtime": "2.4.0", "resolver_text": "standard\n"},
                   {"tf": "2.11.0", "min_producer": 3}, {"runtime": "2.4.0", "tf_version": "2.4.0"}):
            with self.subTest(kw=kw):
                with self.assertRaises(TypeError):
                    tfcompat.check(TF2, **kw)
        for kw in ({}, {"runtime": "2.4.0", "resolver_text": "standard\n"}):
            with self.assertRaises(TypeError):
                tfcompat.tflite_check(HELLO, **kw)
        with self.assertRaises(TypeError):
            tfcompat.scan(CORPUS, tf="2.11.0", target="2.11.0")

    def test_every_public_function_has_its_own_docstring(self):
        for name in ("version", "inspect", "check", "releases", "tflite_check", "tflite_min_runtime", "walk",
                     "scan", "summarize"):
            with self.subTest(name=name):
                doc = getattr(tfcompat, name).__doc__
                self.assertTrue(doc and len(doc) > 80 and not doc.startswith("See "), doc)
        self.assertEqual(tfcompat.Library.check.__doc__, tfcompat.check.__doc__)


class WalkTest(unittest.TestCase):
    def test_an_exception_in_the_walk_thread_reaches_the_caller(self):
        lib = tfcompat.Library()

        def broken(*args, **kw):
            raise RuntimeError("the walk's thread failed")

        lib._lib.tfc_scan_walk_v2 = broken  # this Library's own binding only
        it = lib.walk(CORPUS)
        with self.assertRaises(RuntimeError) as cm:
            list(it)
        self.assertIn("the walk's thread failed", str(cm.exception))
        with self.assertRaises(TypeError):
            tfcompat.walk(5)  # at the call, not an empty list

    def test_an_exception_in_the_visit_callback_reaches_the_caller(self):
        lib = tfcompat.Library()
        real = lib._lib.tfc_scan_walk_v2

        def walk_with_bad_path(root, flags, visit, user, **kw):
            # the callback gets no path (NULL): os.fsdecode(None) raises in it
            return real(root, flags, tfcompat._native.visit_callback(lambda p, k, u: visit(None, k, u)), user, **kw)

        lib._lib.tfc_scan_walk_v2 = walk_with_bad_path
        with self.assertRaises(TypeError):
            list(lib.walk(CORPUS))

    def test_stopping_early_ends_the_thread(self):
        before = threading.active_count()
        it = tfcompat.walk(CORPUS)
        self.assertTrue(next(it))
        it.close()
        self.assertEqual(threading.active_count(), before)


class ScanTargetCloseTest(unittest.TestCase):
    def test_close_waits_for_a_record_in_flight(self):
        lib = tfcompat.Library()
        entered, go = threading.Event(), threading.Event()
        real = lib._lib.tfc_scan_record_new

        def gated(*args, **kw):
            entered.set()
            go.wait(10)
            return real(*args, **kw)

        lib._lib.tfc_scan_record_new = gated
        st = lib.scan_target(tf="2.11.0")
        out = []
        worker = threading.Thread(target=lambda: out.append(lib.record(st, TF2)))
        worker.start()
        self.assertTrue(entered.wait(10))
        closer = threading.Thread(target=st.close)
        closer.start()
        closer.join(0.3)
        self.assertTrue(closer.is_alive(), "close() freed the target under a record() in flight")
        with self.assertRaises(ValueError):  # closing: no new call starts
            lib.record(st, TF2)
        go.set()
        worker.join(10)
        closer.join(10)
        self.assertFalse(closer.is_alive())
        with tfcompat.Library().scan_target(tf="2.11.0") as fresh:
            self.assertEqual(out, [tfcompat.Library().record(fresh, TF2)])
        with self.assertRaises(ValueError):
            lib.record(st, TF2)
        st.close()  # twice is fine

    def test_close_while_threads_record(self):
        lib = tfcompat.Library()
        paths = [r["path"] for r in tfcompat.scan(CORPUS)]
        st = lib.scan_target()
        counts, errors, started = [0] * 4, [], threading.Barrier(5)

        def hammer(k):
            started.wait()
            try:
                while True:
                    for p in paths:
                        lib.record(st, p)
                        counts[k] += 1
            except ValueError:
                pass
            except BaseException as e:  # noqa: B902
                errors.append(e)

        threads = [threading.Thread(target=hammer, args=(k,)) for k in range(4)]
        for t in threads:
            t.start()
        started.wait()
        while sum(counts) < 50:
            time.sleep(0.001)
        st.close()
        for t in threads:
            t.join(30)
        self.assertEqual(errors, [])
        self.assertFalse(any(t.is_alive() for t in threads))


class RegistryFileTest(unittest.TestCase):
    """Registry files are read by the library (tfc_registry_open), not by Python."""

    REGISTRY = ("consumer graphdef myserving 7 1500 0 12 2024-01-01\n"
                "consumer graphdef myserving 8 1600 0 12 2024-06-01 ops=2.16\n")

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory(prefix="tfcompat-registry-")
        self.fifo = os.path.join(self.tmp.name, "registry.fifo")
        os.mkfifo(self.fifo)
        self.file = os.path.join(self.tmp.name, "serving.registry")
        with open(self.file, "w") as f:
            f.write(self.REGISTRY)

    def tearDown(self):
        self.tmp.cleanup()

    def test_a_device_or_fifo_is_refused_at_once(self):
        calls = {"check": lambda reg: tfcompat.check(TF2, tf="2.11.0", registry=reg),
                 "releases": lambda reg: tfcompat.releases(TF2, registry=reg),
                 "scan": lambda reg: list(tfcompat.scan(CORPUS, registry=reg)),
                 "scan_target": lambda reg: tfcompat.Library().scan_target(registry=reg)}
        for reg in ("/dev/zero", self.fifo):
            for name, call in calls.items():
                with self.subTest(registry=reg, call=name):
                    elapsed, error, _ = bounded(lambda: call(reg))
                    self.assertLess(elapsed, 1.0)
                    self.assertIsInstance(error, tfcompat.TFCompatError)
                    self.assertEqual(error.name, "TFC_E_IO")
                    self.assertEqual(error.path, reg)

    def test_a_registry_file_answers_as_the_command(self):
        v = tfcompat.check(TF2, tf="myserving@7", registry=self.file)
        self.assertEqual((v["release"], v["consumer"], v["outcome"]), ("7", 1500, "accepted"))
        r = tfcompat.releases(TF2, registry=self.file)
        self.assertEqual(r["accepting"], ["7", "8"])
        with self.assertRaises(tfcompat.TFCompatError) as cm:
            tfcompat.check(TF2, tf="2.11.0", registry=self.file)
        self.assertEqual(cm.exception.name, "TFC_E_UNKNOWN_RELEASE")
        if CLI:
            self.assertEqual(cli_json("check", TF2, "--tf", "myserving@7", "--registry", self.file), (0, v))
            self.assertEqual(cli_json("releases", TF2, "--registry", self.file), (0, r))


class TfjsTest(unittest.TestCase):
    """A TensorFlow.js model.json through the one binding: the verdict and the
    release ranges the command prints (issue 29)."""
    MOVENET = os.path.join(CORPUS, "tfjs", "movenet_like_model.json")

    def test_check_and_releases_equal_the_command(self):
        v = tfcompat.check(self.MOVENET, target="tfjs@2.0.1")
        self.assertIs(v["accepted"], False)
        self.assertEqual(v["target"], "TensorFlow.js 2.0.1")
        self.assertEqual([f["subject"] for f in v["findings"]],
                         ["TensorListFromTensor", "TensorListGetItem", "TensorListReserve", "TensorListSetItem",
                          "TensorListStack"])
        self.assertEqual({f["code"] for f in v["findings"]}, {"TFJS_UNKNOWN_OP"})
        self.assertIs(tfcompat.check(self.MOVENET, target="tfjs-node@4.22.0")["accepted"], True)
        r = tfcompat.releases(self.MOVENET)
        self.assertEqual(r["ranges"], [{"first": "2.1.0", "last": "4.22.0"}])
        if CLI:
            self.assertEqual(cli_json("check", self.MOVENET, "--target", "tfjs@2.0.1"), (1, v))


if __name__ == "__main__":
    unittest.main(verbosity=2)
