"""One question, one answer: every entry of libtfcompat agrees.

For every model the tests carry (every path `tfcompat scan` finds under
tests/corpus, tests/hostile/inputs and tests/fuzz/corpus: SavedModels,
graphs, checkpoints, TFLite models, and the hostile and unreadable ones)
and every consumer (every TensorFlow release of the built-in registry for
graphs, SavedModels and checkpoints; every TFLite runtime release and every
measured runtime profile for TFLite models), these entries must give the
same outcome (accepted, rejected, undetermined, or unreadable) and the same
first finding code (the reason of the first error, else of the first
undetermined finding; the status name when unreadable):

  check     `tfcompat check PATH --tf R --json` (`tflite check --runtime R`)
  releases  `tfcompat releases PATH --json`, release R's entry
  scan      `tfcompat scan ROOTS --tf R --format ndjson` (`--runtime R`)
  gate      the C gate, tfc_gate_check (TensorFlow), and tfc_target_parse +
            tfc_check_path (a TFLite target), called through ctypes
  python    tfcompat.check(path, tf=R) / tfcompat.tflite_check(path,
            runtime=R), and tfcompat.releases(path)

Then every model of every kind against cross-kind and product targets
(a TensorFlow release on a TFLite model, tfjs-node@4.22.0,
tf-serving@2.11.0, litert@2.14.0 on graphs, SavedModels and TFLite models:
issue 25): `check --target`, `scan --target`, `scan --from T --to T
--all`, the gate, tfc_check_path, tfcompat.check(target=) and
tfcompat.scan(target=), and `releases` where the target names a release
of the model's axis.

Environment (set by ctest): TFCOMPAT_CLI (the command), TFCOMPAT_LIBRARY
(libtfcompat.so). Exits 1 listing every disagreement (the first 40).
"""

import concurrent.futures
import ctypes
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "python"))
import tfcompat  # noqa: E402

CLI = os.environ["TFCOMPAT_CLI"]
LIB = os.environ["TFCOMPAT_LIBRARY"]
ROOTS = [os.path.join(ROOT, "tests", d) for d in ("corpus", "hostile/inputs", "fuzz/corpus")]
GRAPH_KINDS = {"graph_def", "meta_graph_def", "saved_model", "checkpoint_index", "version_def"}


def cli(*args):
    p = subprocess.run([CLI, *args], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
    return p.returncode, p.stdout


def first_code(findings):
    for sev in ("error", "undetermined"):
        for f in findings:
            if f.get("severity") == sev:
                return f["code"]
    return None


def from_check_json(rc, out):
    j = json.loads(out)
    if rc == 2:
        return ("unreadable", j["error"]["code"])
    if rc == 64:
        return ("usage", None)
    outcome = j.get("outcome") or ("accepted" if j["accepted"] else "rejected")
    return (outcome, None if outcome == "accepted" else first_code(j["findings"]))


class Lib:
    def __init__(self, path):
        self.l = ctypes.CDLL(path)
        P, S, I32, SZ, I64 = ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int32, ctypes.c_size_t, ctypes.c_int64
        PP = ctypes.POINTER(P)
        sig = {
            "tfc_error_init": (None, [P, SZ]),
            "tfc_registry_default": (P, []),
            "tfc_gate_check": (I32, [PP, P, S, S, S, P, P]),
            "tfc_target_parse": (I32, [PP, S, P, P]),
            "tfc_target_free": (None, [P]),
            "tfc_check_path": (I32, [PP, P, S, P, P]),
            "tfc_verdict_free": (None, [P]),
            "tfc_verdict_outcome": (I32, [P]),
            "tfc_verdict_first_finding": (I64, [P]),
            "tfc_verdict_finding_reason": (I32, [P, SZ]),
            "tfc_verdict_reason_name": (S, [I32]),
            "tfc_status_name": (S, [I32]),
        }
        for name, (res, args) in sig.items():
            f = getattr(self.l, name)
            f.restype, f.argtypes = res, args

    def _verdict(self, rc, v):
        if rc:
            return ("unreadable", self.l.tfc_status_name(rc).decode())
        o = self.l.tfc_verdict_outcome(v)
        i = self.l.tfc_verdict_first_finding(v)
        code = None if i < 0 else self.l.tfc_verdict_reason_name(self.l.tfc_verdict_finding_reason(v, i)).decode()
        self.l.tfc_verdict_free(v)
        return (("accepted", "rejected", "undetermined")[o], None if o == 0 else code)

    def gate(self, release, path):
        v = ctypes.c_void_p()
        rc = self.l.tfc_gate_check(ctypes.byref(v), self.l.tfc_registry_default(), release.encode(),
                                   os.fsencode(path), None, None, None)
        return self._verdict(rc, v)

    def check_target(self, spec, path):
        t, v = ctypes.c_void_p(), ctypes.c_void_p()
        rc = self.l.tfc_target_parse(ctypes.byref(t), spec.encode(), None, None)
        assert rc == 0, spec
        rc = self.l.tfc_check_path(ctypes.byref(v), t, os.fsencode(path), None, None)
        self.l.tfc_target_free(t)
        return self._verdict(rc, v)


def python_check(path, **kw):
    try:
        fn = tfcompat.tflite_check if "runtime" in kw else tfcompat.check
        j = fn(path, **kw)
    except tfcompat.TFCompatError as e:
        return ("unreadable", e.name)
    outcome = j.get("outcome") or ("accepted" if j["accepted"] else "rejected")
    return (outcome, None if outcome == "accepted" else first_code(j["findings"]))


def release_set(j):
    """Every release a releases answer (command JSON or Python) names."""
    return set(j["accepting"] + [x["release"] for x in j["rejecting"]] + [x["release"] for x in j["undetermined"]])


def per_release(j, order):
    """{release: (outcome, code)}: each release's run (runs cover the releases in order)."""
    per = {}
    for run in j["runs"]:
        a, b = order.index(run["first"]), order.index(run["last"])
        for r in order[a:b + 1]:
            per[r] = (run["outcome"], run.get("code"))
    return per


def main():
    lib = Lib(LIB)
    rc, out = cli("scan", *ROOTS, "--format", "ndjson", "--jobs", "2")
    models = [json.loads(line) for line in out.decode("utf-8", "surrogateescape").splitlines()]
    models = [m for m in models if "path" in m]
    rc, out = cli("registry", "list", "--json")
    tf_releases = [c["release"] for c in json.loads(out)["consumers"] if c["scheme"] == "graphdef"]
    graph_models = [m["path"] for m in models if m.get("kind") in GRAPH_KINDS or
                    (m["outcome"] == "unreadable" and m.get("kind") != "tflite")]
    tflite_models = [m["path"] for m in models if m.get("kind") == "tflite"]
    # The TFLite runtime releases: what `releases` answers for a TFLite model.
    rc, out = cli("releases", os.path.join(ROOT, "tests/corpus/tflite/conv0.tflite"), "--json")
    j = json.loads(out)
    tflite_releases = sorted(release_set(j), key=lambda r: [int(x) for x in r.split(".")])
    profiles = ["litertjs@2.0.0", "litertjs@2.5.3", "tfjs-tflite@0.0.1-alpha.8", "tfjs-tflite@0.0.1-alpha.10"]

    bad = []
    checked = 0

    def compare(path, consumer, answers):
        nonlocal checked
        checked += 1
        if len(set(answers.values())) > 1:
            bad.append("%s | %s | %s" % (os.path.relpath(path, ROOT), consumer,
                                         ", ".join("%s=%s/%s" % (k, v[0], v[1]) for k, v in answers.items())))

    # scan: one run per consumer over every root.
    def scan_of(args):
        rc, out = cli("scan", *ROOTS, *args, "--format", "ndjson", "--jobs", "1")
        recs = {}
        for line in out.decode("utf-8", "surrogateescape").splitlines():
            r = json.loads(line)
            if "path" in r:
                recs[r["path"]] = (r["outcome"], r.get("code"))
        return recs

    pool = concurrent.futures.ThreadPoolExecutor(max_workers=4)
    scans = dict(zip(tf_releases, pool.map(lambda r: scan_of(["--tf", r]), tf_releases)))
    rt_consumers = tflite_releases + profiles
    scans_rt = dict(zip(rt_consumers, pool.map(lambda r: scan_of(["--runtime", r]), rt_consumers)))

    # releases: one run per model (command and Python).
    def releases_of(path):
        rc, out = cli("releases", path, "--json")
        j = json.loads(out)
        if rc == 2:
            return ("unreadable", j["error"]["code"]), None
        try:
            pj = tfcompat.releases(path)
        except tfcompat.TFCompatError as e:
            pj = ("unreadable", e.name)
        return j, pj

    rel = dict(zip(graph_models + tflite_models, pool.map(releases_of, graph_models + tflite_models)))

    def release_answer(j, release, order):
        if isinstance(j, tuple):
            return j
        return per_release(j, order)[release]

    def one(path, release, tflite):
        if tflite:
            rc, out = cli("tflite", "check", path, "--runtime", release, "--json")
            answers = {"check": from_check_json(rc, out),
                       "scan": scans_rt[release].get(path, ("missing", None)),
                       "gate": lib.check_target(release if "@" in release else "litert@" + release, path),
                       "python": python_check(path, runtime=release)}
        else:
            rc, out = cli("check", path, "--tf", release, "--json")
            answers = {"check": from_check_json(rc, out),
                       "scan": scans[release].get(path, ("missing", None)),
                       "gate": lib.gate(release, path),
                       "python": python_check(path, tf=release)}
        if "@" not in release:
            j, pj = rel[path]
            order = tflite_releases if tflite else tf_releases
            answers["releases"] = release_answer(j, release, order)
            if pj is not None:
                answers["python releases"] = release_answer(pj, release, order)
        return path, release, answers

    jobs = [(p, r, False) for p in graph_models for r in tf_releases]
    jobs += [(p, r, True) for p in tflite_models for r in rt_consumers]
    for path, release, answers in pool.map(lambda a: one(*a), jobs):
        compare(path, release, answers)

    # Cross-kind and product targets (issue 25): every model, of every kind,
    # asked of targets that have one side only. The check layer's one rule
    # decides (a TensorFlow release answers a TFLite model with its own
    # interpreter, the TFLite release of the same number; a target with no
    # side for the kind refuses it, KIND_NOT_LOADED), so every entry,
    # including `scan --from/--to` and Python's scan, gives the same answer.
    cross = ["2.11.0", "2.1.0", "1.0.0", "tfjs-node@4.22.0", "tfjs-node-gpu@4.22.0", "tf-serving@2.11.0",
             "litert@2.14.0", "litertjs@2.5.3"]

    def migrate_of(spec):
        rc, out = cli("scan", *ROOTS, "--from", spec, "--to", spec, "--all", "--format", "ndjson")
        recs = {}
        for line in out.decode("utf-8", "surrogateescape").splitlines():
            r = json.loads(line)
            if "path" in r:
                to = r.get("to") or {"outcome": "unreadable", "code": r.get("code")}
                recs[r["path"]] = (to["outcome"], to.get("code"))
        return recs

    def python_scan_of(spec):
        return {r["path"]: (r["outcome"], r.get("code")) for r in tfcompat.scan(ROOTS, target=spec, jobs=1)}

    scans_x = dict(zip(cross, pool.map(lambda t: scan_of(["--target", t]), cross)))
    moves_x = dict(zip(cross, pool.map(migrate_of, cross)))
    py_scans_x = {t: python_scan_of(t) for t in cross}

    def one_cross(path, spec, tflite):
        rc, out = cli("check", path, "--target", spec, "--json")
        answers = {"check": from_check_json(rc, out),
                   "scan": scans_x[spec].get(path, ("missing", None)),
                   "from/to": moves_x[spec].get(path, ("missing", None)),
                   "gate": lib.gate(spec, path),
                   "target": lib.check_target(spec, path),
                   "python": python_check(path, target=spec),
                   "python scan": py_scans_x[spec].get(path, ("missing", None))}
        # `releases`: the release axis of the model's kind, where the target
        # names one of its releases (a product: the release it embeds, as
        # check answered it; a TensorFlow release on a TFLite model: the
        # TFLite runtime release of the same number)
        j, pj = rel[path]
        answered = None
        if tflite and "@" not in spec and spec in tflite_releases:
            answered, order = spec, tflite_releases
        elif not tflite and rc in (0, 1) and json.loads(out).get("release"):
            answered, order = json.loads(out)["release"], tf_releases
        if answered is not None:
            answers["releases"] = release_answer(j, answered, order)
            if pj is not None:
                answers["python releases"] = release_answer(pj, answered, order)
        return path, spec, answers

    jobs = [(p, t, False) for p in graph_models for t in cross] + [(p, t, True) for p in tflite_models for t in cross]
    kinds_seen = set()
    for path, spec, answers in pool.map(lambda a: one_cross(*a), jobs):
        compare(path, spec, answers)
        kinds_seen.add(answers["check"][1])
    # the cases the rule is about were met: refusals and the interpreter's own findings
    for code in ("KIND_NOT_LOADED", "UNSUPPORTED_OP_VERSION"):
        if code not in kinds_seen:
            bad.append("cross-kind: no (model, target) pair answered %s" % code)

    print("consistency: %d models (%d graph, %d tflite), %d TensorFlow releases, %d TFLite consumers, "
          "%d cross-kind and product targets: %d (model, consumer) pairs, each asked of check, releases, scan, "
          "the gate and Python (cross-kind: also scan --from/--to and Python's scan)"
          % (len(graph_models) + len(tflite_models), len(graph_models), len(tflite_models), len(tf_releases),
             len(rt_consumers), len(cross), checked))
    if bad:
        print("%d disagreements:" % len(bad))
        for b in bad[:40]:
            print("  " + b)
        print("%d passed, %d failed" % (checked - len(bad), len(bad)))
        return 1
    print("%d passed, 0 failed" % checked)
    return 0


if __name__ == "__main__":
    sys.exit(main())
