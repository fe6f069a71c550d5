"""The package's one binding (python/tfcompat/_native.py), issue 25 point 4.

- No Python file of the package but _native.py uses ctypes.
- Every TFC_* constant of _native.py has the value include/tfcompat/*.h gives.
- Every exception class of the package is a TFCompatError.
- Every object that owns C memory (Migration, ScanTarget, ...) counts the
  calls in flight: close() while threads are inside record() waits for them
  and then refuses new calls; it never frees memory in use (before, a
  Migration closed under record() was a heap-use-after-free: a segfault in
  5 of 5 runs). Each such run is a child process, so a crash is a failure
  with its signal, not the end of the suite.
- A NUL in a path or string is a ValueError and a wrong type a TypeError,
  in every function of tfcompat.migrate and tfcompat.dask as in tfcompat.

Environment: TFCOMPAT_LIBRARY, the libtfcompat.so under test.
"""

import ast
import glob
import json
import os
import pickle
import re
import subprocess
import sys
import tempfile
import textwrap
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
PYTHON = os.path.join(ROOT, "python")
sys.path.insert(0, PYTHON)

import tfcompat  # noqa: E402
from tfcompat import _native, migrate  # noqa: E402

CORPUS = os.path.join(ROOT, "tests", "corpus")
TF2 = os.path.join(CORPUS, "saved_model", "saved_model_half_plus_two_tf2_cpu")


def package_files():
    """Every Python file under python/ (the package and its build backend)."""
    return sorted(glob.glob(os.path.join(PYTHON, "**", "*.py"), recursive=True))


class OneBindingTest(unittest.TestCase):
    def test_only_the_native_module_uses_ctypes(self):
        native = os.path.join(PYTHON, "tfcompat", "_native.py")
        files = package_files()
        self.assertIn(native, files)
        self.assertGreaterEqual(len(files), 5)
        for path in files:
            if path == native:
                continue
            with self.subTest(path=os.path.relpath(path, ROOT)):
                with open(path, encoding="utf-8") as f:
                    source = f.read()
                tree = ast.parse(source)
                for node in ast.walk(tree):
                    if isinstance(node, ast.Import):
                        self.assertFalse([a.name for a in node.names if a.name.split(".")[0] == "ctypes"],
                                         "line %d imports ctypes" % node.lineno)
                    elif isinstance(node, ast.ImportFrom):
                        self.assertNotEqual((node.module or "").split(".")[0], "ctypes",
                                            "line %d imports from ctypes" % node.lineno)
                    elif isinstance(node, ast.Attribute):
                        self.assertNotIn(node.attr, ("argtypes", "restype", "CDLL", "byref", "CFUNCTYPE"),
                                         "line %d uses .%s" % (node.lineno, node.attr))
                    elif isinstance(node, ast.Name):
                        self.assertNotIn(node.id, ("ctypes", "CDLL"), "line %d uses %s" % (node.lineno, node.id))

    def test_the_lint_sees_a_second_binding(self):
        # the check above, on a file that does what migrate.py used to
        tree = ast.parse("import ctypes\nlib = ctypes.CDLL('x')\nlib.f.restype = None\n")
        attrs = {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)}
        self.assertTrue({"CDLL", "restype"} <= attrs)

    def test_every_prototype_is_a_function_of_the_headers(self):
        headers = ""
        for h in glob.glob(os.path.join(ROOT, "include", "tfcompat", "*.h*")):  # version.h.in too
            with open(h, encoding="utf-8") as f:
                headers += f.read()
        declared = set(re.findall(r"\b(tfc_\w+)\s*\(", headers))
        self.assertEqual(sorted(set(_native.PROTOTYPES) - declared), [])

    def test_constants_equal_the_headers(self):
        values = header_constants()
        mine = {k: v for k, v in vars(_native).items() if k.startswith("TFC_") and isinstance(v, int)}
        self.assertGreaterEqual(len(mine), 30)
        for name, value in sorted(mine.items()):
            with self.subTest(name=name):
                self.assertIn(name, values, "%s is not a constant of include/tfcompat/*.h" % name)
                self.assertEqual(value, values[name])

    def test_names_come_from_the_library(self):
        lib = tfcompat.Library()._lib
        self.assertEqual(list(migrate.CHANGES), [_native.text(lib.tfc_check_change_name(c)) for c in range(5)])
        self.assertEqual(list(migrate.CHANGES), ["unchanged", "breaks", "works", "undetermined", "rejected"])
        self.assertEqual(_native.MIN_RUNTIME_AGREEMENT,
                         {0: "agrees", 1: "stale", 2: "stored_newer", 3: "not_stored"})


class SummaryTest(unittest.TestCase):
    """Outcome names, codes and the summary come from the library
    (tfc_outcome_name, tfc_scan_record_code, tfc_scan_summary_*)."""

    def test_no_file_spells_outcome_or_change_names(self):
        names = {"accepted", "rejected", "undetermined", "unreadable", "unchanged", "breaks", "works",
                 "error", "warning"}
        for path in package_files():
            with self.subTest(path=os.path.relpath(path, ROOT)):
                with open(path, encoding="utf-8") as f:
                    tree = ast.parse(f.read())
                for node in ast.walk(tree):
                    if isinstance(node, (ast.Tuple, ast.List, ast.Set)) or (
                            isinstance(node, ast.Dict) and all(isinstance(k, ast.Constant) for k in node.keys if k)
                            and not any(isinstance(k, ast.Constant) and isinstance(k.value, str) for k in node.keys)):
                        elts = node.values if isinstance(node, ast.Dict) else node.elts
                        spelled = {e.value for e in elts if isinstance(e, ast.Constant)} & names
                        self.assertLess(len(spelled), 2, "line %d spells %s" % (node.lineno, sorted(spelled)))

    def test_scan_records_are_counted_by_the_library(self):
        records = list(tfcompat.scan(CORPUS, jobs=2))
        self.assertGreater(len(records), 30)
        # plain dicts, holding no C memory: each is counted from its printed
        # fields by the library (tfc_scan_summary_add_fields), wherever it was made
        self.assertTrue(all(type(r) is dict for r in records))
        for part in (records, records[:7], records[5::3]):
            got = tfcompat.summarize(part)
            self.assertEqual(got["models"], len(part))
            self.assertEqual(got, tfcompat.summarize(json.loads(json.dumps(part))))
            self.assertEqual(got, tfcompat.summarize(pickle.loads(pickle.dumps(part))))
        # fields no record prints: the library refuses them, nothing is counted by Python
        for bad in ({"outcome": "rejected", "code": "NOT_A_REASON"}, {"outcome": "rejected", "code": None},
                    {"outcome": "accepted", "code": "CONTAINER_TOO_NEW"},
                    {"outcome": "unreadable", "code": "CONTAINER_TOO_NEW"},
                    {"outcome": "refused", "code": "CONTAINER_TOO_NEW"}):
            with self.subTest(bad=bad):
                with self.assertRaises(tfcompat.TFCompatError) as cm:
                    tfcompat.summarize(records[:3] + [bad])
                self.assertEqual(cm.exception.name, "TFC_E_INVALID_ARGUMENT")
        with self.assertRaises(ValueError):
            tfcompat.summarize([{"outcome": "rejected", "code": "CONTAINER_TOO_NEW\0"}])
        with self.assertRaises(TypeError):
            tfcompat.summarize([{"outcome": "rejected", "code": 7}])
        s = tfcompat.summarize(records)
        self.assertEqual(sum(s[_native.text(tfcompat._lib()._lib.tfc_outcome_name(o))] for o in range(4)),
                         s["models"])
        self.assertEqual(tfcompat.summarize([]), {"models": 0, "accepted": 0, "rejected": 0, "undetermined": 0,
                                                  "unreadable": 0, "reasons": []})

    def test_migration_records_are_counted_by_the_library(self):
        a, b = "tf-serving@2.11.0", "tfjs-node@4.22.0"
        records = list(migrate.migrate(CORPUS, a, b, all=True))
        changed = [r for r in records if r["change"] != "unchanged"]
        self.assertTrue(changed)
        whole = migrate.summarize(records, a, b)
        self.assertEqual(whole["models"], len(records))
        self.assertEqual(migrate.summarize(changed, a, b, models=len(records)), whole)
        self.assertEqual(migrate.summarize(json.loads(json.dumps(records)), a, b), whole)
        self.assertEqual(migrate.summarize(json.loads(json.dumps(changed)), a, b, models=len(records)), whole)
        with self.assertRaises(ValueError):  # fewer models than records
            migrate.summarize(changed, a, b, models=len(changed) - 1)
        with self.assertRaises(tfcompat.TFCompatError) as cm:
            migrate.summarize([dict(next(r for r in changed if "to" in r), change="improves")], a, b)
        self.assertEqual(cm.exception.name, "TFC_E_INVALID_ARGUMENT")
        self.assertEqual(whole["unchanged"] + whole["breaks"] + whole["works"] + whole["undetermined"]
                         + whole["rejected"] + whole["unreadable"], whole["models"])


def header_constants():
    """NAME -> value of every enum member, X-macro row and integer #define
    of include/tfcompat/*.h."""
    values = {}
    for h in sorted(glob.glob(os.path.join(ROOT, "include", "tfcompat", "*.h"))):
        with open(h, encoding="utf-8") as f:
            src = re.sub(r"/\*.*?\*/", "", f.read(), flags=re.S)
        for name, value in re.findall(r"X\((TFC_\w+),\s*(-?\d+),", src):
            values[name] = int(value)
        for body in re.findall(r"\benum\b[^{;]*\{([^}]*)\}", src, flags=re.S):
            for name, expr in re.findall(r"\b(TFC_\w+)\s*=\s*([^,]+)", body):
                values[name] = c_int(expr)
        for name, expr in re.findall(r"^#define[ \t]+(TFC_\w+)[ \t]+(\(?-?\d[\w \t<()]*)$", src, flags=re.M):
            values[name] = c_int(expr)
    return values


def c_int(expr):
    """The value of a C integer constant expression of the headers
    ("1u << 1", "512", "(1u << 20)")."""
    py = re.sub(r"\b(0x[0-9a-fA-F]+|\d+)[uUlL]+\b", r"\1", expr.strip())
    if not re.fullmatch(r"(0x[0-9a-fA-F]+|[\d\s()<>+\-|])+", py):
        raise ValueError("not an integer expression: %r" % expr)
    return int(eval(py, {"__builtins__": {}}))  # digits and operators only, checked above


# ---- close() while threads are in record() ---------------------------------

HAMMER = textwrap.dedent("""
    import sys, threading, time
    sys.path.insert(0, sys.argv[1])
    import tfcompat
    from tfcompat import migrate
    kind, corpus = sys.argv[2], sys.argv[3]
    paths = migrate.walk(corpus)
    if kind == "migration":
        h = migrate.Migration("tf-serving@2.11.0", "tf-serving@2.16.1")
        record = h.record
    else:
        lib = tfcompat.Library()
        h = lib.scan_target(tf="2.11.0")
        record = lambda p: lib.record(h, p)
    done, errors, ended = [0], [], []
    go = threading.Barrier(5)

    def hammer():
        go.wait()
        try:
            while True:
                for p in paths:
                    record(p)
                    done[0] += 1
        except ValueError as e:
            ended.append(str(e))
        except BaseException as e:
            errors.append(repr(e))

    threads = [threading.Thread(target=hammer) for _ in range(4)]
    for t in threads:
        t.start()
    go.wait()
    while done[0] < 40:
        time.sleep(0.001)
    h.close()
    for t in threads:
        t.join(30)
    assert not any(t.is_alive() for t in threads), "a thread did not end"
    assert errors == [], errors
    assert len(ended) == 4 and all("is closed" in e for e in ended), ended
    try:
        record(paths[0])
        raise AssertionError("record() after close() did not raise")
    except ValueError:
        pass
    h.close()
    print("clean", done[0] >= 40)
""")


class CloseWhileRecordingTest(unittest.TestCase):
    def run_hammer(self, kind):
        with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
            f.write(HAMMER)
        try:
            for run in range(5):
                with self.subTest(kind=kind, run=run):
                    p = subprocess.run([sys.executable, f.name, PYTHON, kind, os.path.join(CORPUS, "saved_model")],
                                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=120, check=False)
                    out = p.stdout.decode("utf-8", "replace")
                    self.assertEqual((p.returncode, out.strip().splitlines()[-1:]), (0, ["clean True"]), out)
        finally:
            os.unlink(f.name)

    def test_a_migration_closed_under_record(self):
        self.run_hammer("migration")

    def test_a_scan_target_closed_under_record(self):
        self.run_hammer("scan_target")

    def test_close_from_inside_a_call_refuses(self):
        with migrate.Migration("2.11.0", "2.16.1") as m:
            with m.use():
                with self.assertRaises(RuntimeError):
                    m.close()
            self.assertFalse(m.closed)
        self.assertTrue(m.closed)

    def test_every_owner_of_c_memory_is_a_handle(self):
        for cls in (migrate.Migration, migrate.ProductTally, tfcompat.ScanTarget, tfcompat._Target,
                    tfcompat._Registry):
            with self.subTest(cls=cls.__name__):
                self.assertTrue(issubclass(cls, _native.Handle))


# ---- one error hierarchy; arguments -----------------------------------------

class ErrorsAndArgumentsTest(unittest.TestCase):
    def test_every_exception_class_is_a_tfcompat_error(self):
        classes = set()
        for module in (tfcompat, migrate, _native):
            for value in vars(module).values():
                if isinstance(value, type) and issubclass(value, BaseException):
                    classes.add(value)
        self.assertIn(migrate.MigrationError, classes)
        for cls in classes:
            with self.subTest(cls=cls.__name__):
                self.assertTrue(issubclass(cls, tfcompat.TFCompatError))
        self.assertIs(migrate.MigrationError, tfcompat._native.MigrationError)

    def test_a_refused_target_is_a_migration_error_and_a_tfcompat_error(self):
        for call in (lambda: migrate.Migration("tfjs-node@0.0.1", "2.16.1"),
                     lambda: migrate.product_scan(CORPUS, "no-such-product"),
                     lambda: list(migrate.migrate(CORPUS, "2.16.1", "tfjs-node@0.0.1")),
                     lambda: migrate.target("tfjs-node@0.0.1")):
            with self.assertRaises(tfcompat.TFCompatError) as cm:
                call()
            self.assertIsInstance(cm.exception, migrate.MigrationError)
            self.assertEqual(cm.exception.name, "TFC_E_UNKNOWN_RELEASE")
            self.assertLess(cm.exception.code, 0)
        with self.assertRaises(migrate.MigrationError) as cm:
            migrate.walk(os.path.join(CORPUS, "no-such-directory"))
        self.assertEqual(cm.exception.name, "TFC_E_NOT_FOUND")

    def test_a_nul_is_a_value_error_everywhere(self):
        m = migrate.Migration("2.11.0", "2.16.1")
        self.addCleanup(m.close)
        nul_path = TF2 + "\0/saved_model.pb"
        calls = [lambda: migrate.Migration("2.11.0\0", "2.16.1"),
                 lambda: migrate.Migration("2.11.0", "2.16.1\0,litert@2.4.0"),
                 lambda: migrate.Migration("2.11.0", "2.16.1", registry="reg\0istry"),
                 lambda: m.record(nul_path),
                 lambda: m.record(os.fsencode(nul_path)),
                 lambda: list(migrate.migrate(CORPUS + "\0", "2.11.0", "2.16.1")),
                 lambda: list(migrate.migrate([CORPUS, b"x\0"], "2.11.0", "2.16.1")),
                 lambda: migrate.walk(CORPUS + "\0"),
                 lambda: migrate.target("tfjs-node@4.22.0\0"),
                 lambda: migrate.target("2.11.0", registry="r\0"),
                 lambda: migrate.product_scan(CORPUS + "\0", "tfjs-node"),
                 lambda: migrate.product_scan(CORPUS, "tfjs-node\0"),
                 lambda: migrate.product_scan(CORPUS, "tfjs-node", registry="r\0"),
                 lambda: migrate.ProductTally("tfjs-node").record(nul_path),
                 lambda: tfcompat.Library().scan_target(target="2.11.0\0"),
                 lambda: tfcompat.Library().scan_target(registry=b"r\0")]
        for i, call in enumerate(calls):
            with self.subTest(i=i):
                with self.assertRaises(ValueError) as cm:
                    call()
                self.assertIn("NUL", str(cm.exception))

    def test_a_wrong_type_is_a_type_error_everywhere(self):
        m = migrate.Migration("2.11.0", "2.16.1")
        self.addCleanup(m.close)
        cases = [(lambda: migrate.Migration(2, "2.16.1"), "from_ must be a str, not int"),
                 (lambda: migrate.Migration("2.11.0", None), "to must be a str, not NoneType"),
                 (lambda: migrate.Migration("2.11.0", b"2.16.1"), "to must be a str, not bytes"),
                 (lambda: migrate.Migration("2.11.0", "2.16.1", registry=5), "registry must be a str, bytes"),
                 (lambda: m.record(None), "path must be a str, bytes or os.PathLike"),
                 (lambda: m.record(3), "path must be a str, bytes or os.PathLike"),
                 (lambda: list(migrate.migrate(5, "2.11.0", "2.16.1")), "roots must be a path"),
                 (lambda: list(migrate.migrate([CORPUS, None], "2.11.0", "2.16.1")), "root must be a str"),
                 (lambda: migrate.walk(None), "root must be a str, bytes or os.PathLike"),
                 (lambda: migrate.target(2.11), "spec must be a str, not float"),
                 (lambda: migrate.product_scan(CORPUS, None), "product must be a str, not NoneType"),
                 (lambda: migrate.product_scan(5, "tfjs-node"), "roots must be a path"),
                 (lambda: migrate.ProductTally("tfjs-node").record(3), "path must be a str, bytes or os.PathLike"),
                 (lambda: tfcompat.Library().scan_target(target=211), "target must be a str, not int")]
        for i, (call, text) in enumerate(cases):
            with self.subTest(i=i, text=text):
                with self.assertRaises(TypeError) as cm:
                    call()
                self.assertIn(text, str(cm.exception))

    def test_dask_arguments(self):
        try:
            import dask.bag  # noqa: F401
        except ImportError:
            self.skipTest("dask is not installed (python3-distributed)")
        import tfcompat.dask
        for call, error in ((lambda: tfcompat.dask.records_bag(CORPUS + "\0"), ValueError),
                            (lambda: tfcompat.dask.records_bag(5), TypeError),
                            (lambda: tfcompat.dask.records_bag(CORPUS, target=5), TypeError),
                            (lambda: tfcompat.dask.records_bag(CORPUS, registry="r\0"), ValueError),
                            (lambda: migrate.migrate_bag(CORPUS, "2.11.0\0", "2.16.1"), ValueError),
                            (lambda: migrate.migrate_bag([None], "2.11.0", "2.16.1"), TypeError),
                            (lambda: migrate.migrate_bag(CORPUS, "2.11.0", "2.16.1", partition_size="2"), TypeError)):
            with self.assertRaises(error):
                call()


if __name__ == "__main__":
    unittest.main(verbosity=2)
