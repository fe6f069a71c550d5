"""The one release grammar from Python (issue 25): tfcompat.release_normalize
is the library's tfc_release_normalize, and tools/products/make_products_csv.py
reads release spellings through it (it re-implements nothing)."""
import csv
import io
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..")
sys.path.insert(0, os.path.join(ROOT, "python"))
import tfcompat  # noqa: E402


class NormalizeTest(unittest.TestCase):
    def test_accepted_spellings(self):
        for given, want in [("2.11", "2.11.0"), ("v2.11", "2.11.0"), ("v2.11.1", "2.11.1"), ("2.11.0-rc1", "2.11.0-rc1"),
                            ("1.15.0rc3", "1.15.0rc3"), ("0.12.head", "0.12.head"), ("2.0.0a0", "2.0.0a0"),
                            ("2.21.0-dev20250301", "2.21.0-dev20250301"), ("99999.0", "99999.0.0")]:
            self.assertEqual(tfcompat.release_normalize(given), want, given)

    def test_refused_spellings(self):
        for bad, why in [("4294967298.11.1", "part 1 is above 99999"), ("2.4294967307.1", "part 2 is above 99999"),
                         ("+2.11.1", "part 1 is not a decimal number"), ("2.+11.1", "part 2 is not a decimal number"),
                         (" 2. 11. 1", "part 1 is not a decimal number"), ("2.11.-1", "part 3 is not a decimal number"),
                         ("2.15x", "'x' after the release number"), ("2.1O.0", "'O.0' after the release number"),
                         ("V2.11.1", "starts with 'V'"), ("", "empty release")]:
            with self.assertRaises(tfcompat.TFCompatError) as cm:
                tfcompat.release_normalize(bad)
            self.assertEqual(cm.exception.name, "TFC_E_BAD_VALUE", bad)
            self.assertIn(why, str(cm.exception), bad)

    def test_argument_types(self):
        with self.assertRaises(TypeError):
            tfcompat.release_normalize(2.11)
        with self.assertRaises(TypeError):
            tfcompat.release_normalize(None)
        with self.assertRaises(ValueError):
            tfcompat.release_normalize("2.11\0.1")


class ProductsToolTest(unittest.TestCase):
    """tools/products/make_products_csv.py over the two readers' outputs."""

    TOOL = os.path.join(ROOT, "tools", "products", "make_products_csv.py")

    def run_tool(self, serving_rows, npm_rows):
        with tempfile.TemporaryDirectory() as d:
            serving, npm = os.path.join(d, "serving.csv"), os.path.join(d, "npm.csv")
            with open(serving, "w", newline="") as f:
                csv.writer(f).writerows(serving_rows)
            with open(npm, "w", newline="") as f:
                csv.writer(f).writerows(npm_rows)
            return subprocess.run([sys.executable, self.TOOL, serving, npm], capture_output=True, text=True)

    def test_spellings_are_the_librarys(self):
        p = self.run_tool([["tf-serving", "2.11.0", "v2.11", "abc", "def", ">="], ["tf-serving", "2.12.0", "", "x", "y", ">="]],
                          [["tfjs-node", "4.22.0", "2.9.1", "scripts/install.js"]])
        self.assertEqual(p.returncode, 0, p.stderr)
        rows = list(csv.reader(io.StringIO(p.stdout)))
        self.assertEqual([r[:5] for r in rows[1:]], [["tf-serving", "2.11.0", "tf", "TensorFlow", "2.11.0"],
                                                     ["tfjs-node", "4.22.0", "tf", "libtensorflow", "2.9.1"],
                                                     # the libtensorflow a tfjs-node release downloads is a row too
                                                     ["libtensorflow", "2.9.1", "tf", "TensorFlow", "2.9.1"]])

    def test_a_malformed_release_stops_it(self):
        p = self.run_tool([["tf-serving", "2.11.0", "2.1O", "abc", "def", ">="]], [])
        self.assertNotEqual(p.returncode, 0)
        self.assertIn("release '2.1O'", p.stderr)


if __name__ == "__main__":
    unittest.main()
