"""tfcompat.migrate against `tfcompat scan --from --to --format ndjson`:
the same records and summary, on a store built here; plus targets the
library refuses, and the Dask path when dask is installed."""
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "python"))

import tfcompat  # noqa: E402
from tfcompat import migrate as mig  # noqa: E402

CORPUS = os.path.join(HERE, "..", "corpus")
TF2 = os.path.join(CORPUS, "saved_model", "saved_model_half_plus_two_tf2_cpu")
CLI = os.environ["TFCOMPAT_CLI"]


def store(d):
    os.makedirs(os.path.join(d, "serving", "half"))
    os.makedirs(os.path.join(d, "vd"))
    os.symlink(os.path.abspath(TF2), os.path.join(d, "serving", "half", "1"))
    os.symlink(os.path.abspath(os.path.join(CORPUS, "saved_model", "saved_model_half_plus_three")),
               os.path.join(d, "serving", "half", "2"))
    with open(os.path.join(d, "vd", "works.pb"), "wb") as f:
        f.write(b"\x08\xa4\x0d\x10\x87\x0a")
    with open(os.path.join(d, "vd", "breaks.pb"), "wb") as f:
        f.write(b"\x08\xe8\x07\x10\x00\x18\xe6\x0d")
    with open(os.path.join(d, "vd", "bad.pb"), "wb") as f:
        f.write(b"\x08\x01\x12\x1a\x0a")
    # files that hold no model and are not named like one: no record (the
    # walk only lists, and the walked record of each says it is no model)
    with open(os.path.join(d, "vd", "notes.txt"), "wb") as f:
        f.write(b"not a model\n")
    with open(os.path.join(d, "vd", "blob"), "wb") as f:
        f.write(bytes(range(256)) * 3)
    # links to directories: counted, not entered (a link to /proc made the walk endless)
    os.symlink(os.path.join(d, "vd"), os.path.join(d, "vd-again"))
    os.symlink("/proc", os.path.join(d, "proc"))


def main():
    fails = 0
    with tempfile.TemporaryDirectory() as d:
        store(d)
        for a, b in (("tf-serving@2.11.0", "tf-serving@2.16.1"), ("tf-serving@2.16.1", "tfjs-node@4.22.0")):
            got = list(mig.migrate(d, from_=a, to=b))
            with mig.Migration(a, b) as m:
                names = (m.from_name, m.to_name)
            it = mig.migrate(d, from_=a, to=b, all=True)
            all_recs = list(it)
            summary = mig.summarize(all_recs, *names, links_not_followed=it.links_not_followed)
            if summary.get("links_not_followed") != 2 or mig.summarize(mig.migrate(d, a, b), *names,
                                                                        models=len(all_recs)) != summary:
                print("FAIL: %s -> %s links not followed: %r" % (a, b, summary))
                fails += 1
            p = subprocess.run([CLI, "scan", d, "--from", a, "--to", b, "--format", "ndjson"],
                               stdout=subprocess.PIPE, check=False)
            lines = [json.loads(x) for x in p.stdout.decode().splitlines()]
            if got != lines[:-1]:
                print("FAIL: %s -> %s records differ:\n%r\n%r" % (a, b, got, lines[:-1]))
                fails += 1
            if summary != lines[-1]["summary"]:
                print("FAIL: %s -> %s summary differs:\n%r\n%r" % (a, b, summary, lines[-1]["summary"]))
                fails += 1
            if p.returncode != 2:  # bad.pb is unreadable
                print("FAIL: exit %d, want 2" % p.returncode)
                fails += 1
        models = ["serving/half/1", "serving/half/2", "vd/bad.pb", "vd/breaks.pb", "vd/works.pb"]
        walked = [os.path.relpath(r["path"], d) for r in mig.migrate(d, "2.11.0", "2.16.1", all=True)]
        scanned = [os.path.relpath(r["path"], d) for r in tfcompat.scan(d, jobs=2)]
        if walked != models or scanned != models:
            print("FAIL: the models of migrate(all=True) %r and scan() %r, want %r" % (walked, scanned, models))
            fails += 1
        changes = {os.path.relpath(r["path"], d): r["change"] for r in mig.migrate(d, "tf-serving@2.11.0", "tf-serving@2.16.1")}
        want = {"vd/bad.pb": "unreadable", "vd/breaks.pb": "breaks", "vd/works.pb": "works"}
        if changes != want:
            print("FAIL: changes %r" % changes)
            fails += 1
        try:
            list(mig.migrate(d, "tfjs-node@0.0.1", "2.16.1"))
            print("FAIL: an unknown product version did not raise")
            fails += 1
        except mig.MigrationError as e:
            if e.name != "TFC_E_UNKNOWN_RELEASE":
                print("FAIL: error %s" % e.name)
                fails += 1
        t = mig.target("tfjs-node@4.22.0")
        if t != {"name": "tfjs-node 4.22.0 (libtensorflow 2.9.1)", "product": "tfjs-node",
                 "product_version": "4.22.0", "embeds": "libtensorflow 2.9.1", "release": "2.9.0", "runtime": None}:
            print("FAIL: target %r" % t)
            fails += 1
        cat = mig.products()
        p = subprocess.run([CLI, "registry", "products", "--json"], stdout=subprocess.PIPE, check=True)
        if cat != json.loads(p.stdout)["products"] or len(cat) != 259:
            print("FAIL: products differ from the command's (%d rows)" % len(cat))
            fails += 1
        try:
            import dask.bag  # noqa: F401
        except ImportError:
            print("dask not installed: migrate_bag not exercised")
        else:
            recs, summary = mig.dask_migrate(d, "tf-serving@2.11.0", "tf-serving@2.16.1", partition_size=2)
            local = list(mig.migrate(d, "tf-serving@2.11.0", "tf-serving@2.16.1"))
            if recs != local or summary["breaks"] != 1 or summary["works"] != 1 or \
                    summary.get("links_not_followed") != 2:
                print("FAIL: dask %r %r" % (recs, summary))
                fails += 1
    if fails:
        print("migrate: %d failure(s)" % fails)
        return 1
    print("migrate: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
