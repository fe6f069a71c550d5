"""The release that wrote a model loads it (issue 19's property test).

For every SavedModel and MetaGraphDef the tests carry (every path `tfcompat
scan` finds under tests/corpus, tests/hostile/inputs and tests/fuzz/corpus
that it can read), the TensorFlow release named in each meta graph's
MetaInfoDef.tensorflow_version - the release that wrote it, as TensorFlow
prints it ("1.2.0-rc2", "0.12.head", "2.14.0") - must accept the model:
`tfcompat check PATH --tf VERSION` exits 0. A model it cannot accept must be
listed in EXPLAINED with the finding that explains why (the finding's code
and the reason, with its source); a listed model that is accepted fails too,
so the list cannot go stale.

usage: test_writer_accepts.py TFCOMPAT_CLI
"""

import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CLI = sys.argv[1]
ROOTS = [os.path.join("tests", d) for d in ("corpus", "hostile/inputs", "fuzz/corpus")]

# path (relative to the repository) -> (finding code, why the writer cannot load it)
EXPLAINED = {}


def run(*args):
    p = subprocess.run([CLI, *args], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, cwd=ROOT)
    return p.returncode, p.stdout.decode("utf-8", "surrogateescape")


def main():
    rc, out = run("scan", *ROOTS, "--format", "ndjson", "--jobs", "2")
    paths = [r["path"] for r in map(json.loads, out.splitlines())
             if "path" in r and r.get("kind") in ("saved_model", "meta_graph_def") and r["outcome"] != "unreadable"]
    passed = failed = unstamped = 0
    for path in paths:
        rc, out = run("inspect", path, "--json")
        j = json.loads(out)
        j = j.get("saved_model", j)
        writers = sorted({(g.get("meta_info_def") or {}).get("tensorflow_version") or g.get("tensorflow_version") or ""
                          for g in j.get("meta_graphs", [])} - {""})
        if not writers:
            unstamped += 1
            continue
        for v in writers:
            rc, out = run("check", path, "--tf", v, "--json")
            verdict = json.loads(out)
            first = next((f for sev in ("error", "undetermined") for f in verdict.get("findings", [])
                          if f["severity"] == sev), None)
            why = EXPLAINED.get(path)
            if rc == 0 and not why:
                passed += 1
                print("ok    %s written by %s: accepted" % (path, v))
            elif rc != 0 and why and first and first["code"] == why[0]:
                passed += 1
                print("ok    %s written by %s: %s, explained: %s" % (path, v, first["code"], why[1]))
            else:
                failed += 1
                print("FAIL  %s written by %s: exit %d, first finding %s%s" % (
                    path, v, rc, first and first["code"], " (listed as explained)" if why else ""))
                if first:
                    print("      " + first["message"])
    print("%d models stamped with their writer, %d not stamped" % (len(paths) - unstamped, unstamped))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed or not passed else 0


if __name__ == "__main__":
    sys.exit(main())
