"""A scan record shows what the all-release answer says (issue 26).

A scan record's all-release answer is made outcome-only (no messages, no
warnings) except for the release it shows: with no target side for the
model's kind (`tfcompat scan ROOT`, no --tf or --runtime), the newest
accepting release, else the newest release. For every model `tfcompat scan`
finds under tests/corpus and tests/hostile/inputs, the record must say what
`tfcompat releases PATH --json` (the full answer, every message made) says
of that release: an accepting record has no code and no message; any other
has the code and the message of the last run of releases (its last release
is the newest). Usage: test_scan_shown.py TFCOMPAT. Exits 1 listing every
difference.
"""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CLI = sys.argv[1]
ROOTS = [os.path.join(ROOT, "tests", d) for d in ("corpus", "hostile/inputs")]


def main():
    out = subprocess.run([CLI, "scan", *ROOTS, "--format", "ndjson"], capture_output=True, text=True).stdout
    bad, seen = [], 0
    for line in out.splitlines():
        rec = json.loads(line)
        if "summary" in rec or rec["outcome"] == "unreadable":
            continue
        rel = subprocess.run([CLI, "releases", rec["path"], "--json"], capture_output=True, text=True)
        ans = json.loads(rel.stdout)
        if "error" in ans:
            bad.append("%s: scan read it, releases did not: %s" % (rec["path"], ans["error"]))
            continue
        seen += 1
        if ans["accepting"]:
            want = ("accepted", None, None)
        else:
            last = ans["runs"][-1]
            want = (last["outcome"], last["code"], last["message"])
        got = (rec["outcome"], rec["code"], rec["message"])
        if got != want:
            bad.append("%s: scan says %r, releases %r" % (rec["path"], got, want))
    if seen < 20:
        bad.append("only %d readable models found under %s" % (seen, ROOTS))
    for b in bad[:40]:
        print(b)
    print("%d models, %d differences" % (seen, len(bad)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
