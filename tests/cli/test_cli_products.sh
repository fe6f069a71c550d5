#!/usr/bin/env bash
# Products and moves (issue 21): PRODUCT@VERSION targets in `check`, product
# lines in `releases --product` (the catalogue's and a registry file's two
# products), per-product `registry validate`, the catalogue held to its
# sources and the release table (`registry products`), and
# `scan --from A --to B` on a store built here (exactly the models whose
# verdict differs, with reasons; exit 1 when one breaks).
# usage: test_cli_products.sh TFCOMPAT SOURCE_DIR
set -euo pipefail
T=$1
src=$2
corpus=$src/tests/corpus
TF2=$corpus/saved_model/saved_model_half_plus_two_tf2_cpu
python3=${PYTHON3:-python3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
run() { # run ARGS...: sets rc, out, err
  set +e; "$T" "$@" >"$work/out" 2>"$work/err"; rc=$?; set -e
  out=$(cat "$work/out"); err=$(cat "$work/err")
}

# 1. check: tfjs-node 4.22.0 embeds libtensorflow 2.9.1, which lacks DisableCopyOnRead
run check "$TF2" --tf tfjs-node@4.22.0 --json
[[ $rc == 1 ]] || fail "check tfjs-node@4.22.0: exit $rc, want 1"
"$python3" - "$work/out" <<'PY' || fail "check tfjs-node@4.22.0 JSON"
import json, sys
o = json.load(open(sys.argv[1]))
assert o["target"] == "tfjs-node 4.22.0 (libtensorflow 2.9.1)", o["target"]
assert (o["product"], o["product_version"], o["embeds"]) == ("tfjs-node", "4.22.0", "libtensorflow 2.9.1"), o
assert o["outcome"] == "rejected" and o["release"] == "2.9.0", o
e = [f for f in o["findings"] if f["severity"] == "error"][0]
assert e["code"] == "OP_NOT_REGISTERED" and e["subject"] == "DisableCopyOnRead", e
PY
run check "$TF2" --tf tfjs-node@4.22.0
[[ $out == *"tfjs-node 4.22.0 (libtensorflow 2.9.1, answered as 2.9.0,"*"rejects it"* ]] || fail "check text: $out"
[[ $out == *"OP_NOT_REGISTERED"*"'DisableCopyOnRead'"* ]] || fail "check text names the op: $out"
run check "$TF2" --tf tf-serving@2.11.0
[[ $rc == 0 ]] || fail "check tf-serving@2.11.0: exit $rc, want 0 ($out)"
[[ $out == *"tf-serving 2.11.0 (TensorFlow 2.11.0, graphdef consumer 1286"*"accepts it"* ]] || fail "serving text: $out"
run check "$TF2" --target tf-serving@2.11.0 --json
[[ $out == *'"target": "tf-serving 2.11.0 (TensorFlow 2.11.0)"'* ]] || fail "--target names the product: $out"
run check "$TF2" --tf tfjs-node@9.9.9
[[ $rc == 64 && $err == *"0.2.3 to 4.22.0"* ]] || fail "unknown product version: exit $rc, '$err'"

# 2. the catalogue: every row sourced, held to the release table, cited by data/README.md
run registry products --json
[[ $rc == 0 ]] || fail "registry products: exit $rc"
cp "$work/out" "$work/products.json"
run registry list --json
"$python3" - "$work/products.json" "$work/out" "$src/data/README.md" <<'PY' || fail "catalogue"
import json, sys
products = json.load(open(sys.argv[1]))["products"]
releases = {c["release"] for c in json.load(open(sys.argv[2]))["consumers"] if c["scheme"] == "graphdef"}
readme = open(sys.argv[3]).read()
names = set()
for p in products:
    names.add(p["product"])
    assert p["source"], p
    if p["product"].startswith("tfjs-node"):
        assert p["source"].startswith("npm registry, @tensorflow/%s@%s, scripts/" % (p["product"], p["version"])), p
    if p["product"] == "tf-serving":
        assert p["source"].startswith("tensorflow/serving tag %s (" % p["version"]), p
    if p["product"] == "tensorflow-java":
        assert p["source"].startswith("tensorflow/java tag v%s (" % p["version"]), p
        assert p["source"].endswith("unpacks org_tensorflow from tensorflow-%s (artifact org.tensorflow:tensorflow-core-api:%s)"
                                    % (p["runtime_version"], p["version"])), p
    if p["product"] == "libtensorflow":
        assert p["runtime_version"] == p["version"], p
        assert p["source"].startswith(("tensorflow/docs commit ", "npm registry, @tensorflow/tfjs-node@")), p
    if p["product"] == "libedgetpu":
        assert p["source"].startswith("google-coral/libedgetpu tag release-"), p
    if p["product"] == "tensorflow-lite":
        assert p["source"].startswith("mvnrepository.com/artifact/org.tensorflow/tensorflow-lite "), p
    if p["product"] == "tflite-runtime":
        assert p["source"].startswith("PyPI tflite-runtime %s " % p["version"]), p
    assert p["side"] == ("tflite" if p["product"] in ("libedgetpu", "tensorflow-lite", "tflite-runtime") else "tf"), p
    if p["side"] == "tf":
        x, y, _ = p["runtime_version"].split(".")
        assert p["runtime_version"] in releases or "%s.%s.0" % (x, y) in releases, p
for n in names:
    assert "| `%s` |" % n in readme, "data/README.md does not cite " + n
assert names == {"tf-serving", "tfjs-node", "tfjs-node-gpu", "tensorflow-java", "libtensorflow", "libedgetpu",
                 "tensorflow-lite", "tflite-runtime"}, names
PY
run registry products
[[ $out == *$'\ntf-serving     1.15.0     TensorFlow 1.15.0'* ]] || fail "registry products text lacks tf-serving 1.15.0"

# 2b. issue 27: the serving tags that pin _TF_VERSION '~=X.Y.0' are answered
run check "$TF2" --tf tf-serving@1.15.0 --json
[[ $rc == 1 ]] || fail "check --tf tf-serving@1.15.0: exit $rc, want 1 ($err)"
"$python3" - "$work/out" <<'PY' || fail "tf-serving@1.15.0 JSON"
import json, sys
o = json.load(open(sys.argv[1]))
assert o["target"] == "tf-serving 1.15.0 (TensorFlow 1.15.0)" and o["release"] == "1.15.0", o
assert [f["subject"] for f in o["findings"] if f["severity"] == "error"] == ["DisableCopyOnRead", "ParseExampleV2"], o
PY
run check "$corpus/saved_model/saved_model_half_plus_three" --tf tf-serving@1.15.0
[[ $rc == 0 && $out == *"tf-serving 1.15.0 (TensorFlow 1.15.0, graphdef consumer"*"accepts it"* ]] ||
  fail "half_plus_three on tf-serving 1.15.0: exit $rc, $out"
for v in 1.14.0 2.0.0 2.1.0 2.2.0; do
  run check "$TF2" --tf "tf-serving@$v"
  [[ $rc == 1 && $out == *"tf-serving $v (TensorFlow $v,"* ]] || fail "tf-serving@$v: exit $rc, $out"
done
# TFLite-side products answer a .tflite model by their runtime release
H=$corpus/tflite/hello_world_float.tflite
run check "$H" --tf tflite-runtime@2.14.0
[[ $rc == 0 && $out == "$H: tflite-runtime 2.14.0 (TensorFlow Lite 2.14.0) accepts it" ]] || fail "tflite-runtime: $rc, $out"
run check "$H" --target libedgetpu@16.0 --json
[[ $rc == 0 && $out == *'"target": "libedgetpu 16.0.0 (TensorFlow Lite 2.5.0)"'* && $out == *'"runtime": "2.5.0"'* ]] ||
  fail "libedgetpu@16.0: exit $rc, $out"
run releases "$H" --product tensorflow-lite --json
"$python3" - "$work/out" <<'PY' || fail "releases --product tensorflow-lite"
import json, sys
o = json.load(open(sys.argv[1]))
assert o["ranges"] == [{"first": "2.8.0", "last": "2.16.1"}], o["ranges"]
assert o["versions"][0] == {"version": "2.8.0", "embeds": "TensorFlow Lite 2.8.0", "outcome": "accepted"}, o["versions"][0]
PY
# TensorFlow-side families: by the release each embeds
run releases "$TF2" --product tensorflow-java --json
"$python3" - "$work/out" <<'PY' || fail "releases --product tensorflow-java"
import json, sys
o = json.load(open(sys.argv[1]))
assert o["accepting"] == ["0.5.0", "1.0.0", "1.1.0", "1.2.0"], o["accepting"]
assert o["versions"][-1]["embeds"] == "TensorFlow 2.21.0", o["versions"][-1]
PY
run releases "$TF2" --product libtensorflow --json
"$python3" - "$work/out" <<'PY' || fail "releases --product libtensorflow"
import json, sys
o = json.load(open(sys.argv[1]))
assert o["ranges"] == [{"first": "2.10.0", "last": "2.18.0"}], o["ranges"]
PY
# a checkpoint index is answered per product version by that release's checkpoint consumer
run releases "$TF2/variables/variables.index" --product tfjs-node --json
"$python3" - "$work/out" <<'PY' || fail "releases --product tfjs-node of a checkpoint ($err)"
import json, sys
o = json.load(open(sys.argv[1]))
assert o["scheme"] == "checkpoint" and o["ranges"] == [{"first": "0.2.3", "last": "4.22.0"}], o
PY
run check "$H" --tf tensorflow-lite@2.7.0
[[ $rc == 64 && $err == *"2.8.0 to 2.16.1"* ]] || fail "unknown tensorflow-lite version: exit $rc, '$err'"

# 3. releases per product line
run releases "$TF2" --product tfjs-node --json
[[ $rc == 1 ]] || fail "releases --product tfjs-node: exit $rc, want 1 (no version loads it)"
"$python3" - "$work/out" <<'PY' || fail "releases --product tfjs-node JSON"
import json, sys
o = json.load(open(sys.argv[1]))
assert o["product"] == "tfjs-node" and o["accepting"] == [], o["accepting"]
last = o["versions"][-1]
assert last == {"version": "4.22.0", "embeds": "libtensorflow 2.9.1", "outcome": "rejected"}, last
assert o["runs"][-1]["last"] == "4.22.0" and o["runs"][-1]["subject"] == "DisableCopyOnRead", o["runs"][-1]
PY
run releases "$TF2" --product tf-serving
[[ $rc == 0 ]] || fail "releases --product tf-serving: exit $rc"
[[ $out == *"accepted by: 2.10.0 (TensorFlow 2.10.0) – 2.20.0 (TensorFlow 2.20.0)"* ]] || fail "serving ranges: $out"
run releases "$TF2" --product nothing-like-it
[[ $rc == 64 ]] || fail "releases --product unknown: exit $rc, want 64"

# 4. a registry file with two products sharing release numbers
cat >"$work/reg.txt" <<'REG'
consumer graphdef alpha 1.0 10 0 0 2024-01-01
consumer graphdef alpha 1.1 2000 0 0 2024-03-01
consumer graphdef beta 1.0 1600 0 0 2024-01-01
consumer graphdef beta 1.1 1500 0 0 2024-03-01
REG
printf '\x08\xa4\x0d\x10\x87\x0a' >"$work/vd.pb" # VersionDef producer 1700, min_consumer 1287
run releases "$work/vd.pb" --registry "$work/reg.txt" --product alpha --json
"$python3" - "$work/out" <<'PY' || fail "alpha line"
import json, sys
o = json.load(open(sys.argv[1]))
assert o["accepting"] == ["1.1"] and o["ranges"] == [{"first": "1.1", "last": "1.1"}], o
PY
run releases "$work/vd.pb" --registry "$work/reg.txt" --product beta --json
"$python3" - "$work/out" <<'PY' || fail "beta line"
import json, sys
o = json.load(open(sys.argv[1]))
assert o["accepting"] == ["1.0", "1.1"], o
PY
run check "$work/vd.pb" --registry "$work/reg.txt" --target beta@1.1 --json
[[ $rc == 0 ]] || fail "beta@1.1 is beta's 1.1 (consumer 1500), exit $rc: $out"
run registry validate "$work/reg.txt" --json
[[ $rc == 1 ]] || fail "validate: exit $rc, want 1"
"$python3" - "$work/out" <<'PY' || fail "per-product policy"
import json, sys
f = json.load(open(sys.argv[1]))["findings"]
assert [(x["release"], x["code"]) for x in f] == [("1.1", "INTERVAL_SHRANK")], f
assert f[0]["message"].startswith("graphdef beta: 1.1 accepts [0, 1500]"), f[0]["message"]
PY

# 5. scan --from A --to B on a store: exactly the models whose verdict differs
s=$work/store
mkdir -p "$s/serving/half" "$s/vd"
ln -s "$TF2" "$s/serving/half/1"
ln -s "$corpus/saved_model/saved_model_half_plus_three" "$s/serving/half/2"
printf '\x08\xa4\x0d\x10\x87\x0a' >"$s/vd/works.pb"          # min_consumer 1287: above 2.11's 1286
printf '\x08\xe8\x07\x10\x00\x18\xe6\x0d' >"$s/vd/breaks.pb" # bad_consumers [1766]: 2.16's
run scan "$s" --from tf-serving@2.11.0 --to tf-serving@2.16.1 --format ndjson
[[ $rc == 1 ]] || fail "scan --from --to: exit $rc, want 1 (one breaks) ($err)"
"$python3" - "$work/out" "$s" <<'PY' || fail "migration records"
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1])]
root = sys.argv[2] + "/"
recs, summary = lines[:-1], lines[-1]["summary"]
got = [(r["path"][len(root):], r["change"], r["from"]["code"], r["to"]["code"]) for r in recs]
assert got == [("vd/breaks.pb", "breaks", None, "BAD_CONSUMER"),
               ("vd/works.pb", "works", "CONSUMER_TOO_OLD", None)], got
assert summary["from"] == "tf-serving 2.11.0 (TensorFlow 2.11.0)", summary
assert summary["to"] == "tf-serving 2.16.1 (TensorFlow 2.16.1)", summary
assert (summary["models"], summary["unchanged"], summary["breaks"], summary["works"]) == (4, 2, 1, 1), summary
assert summary["reasons"] == [{"code": "BAD_CONSUMER", "count": 1}, {"code": "CONSUMER_TOO_OLD", "count": 1}], summary
PY
run scan "$s" --from tf-serving@2.11.0 --to tf-serving@2.16.1
[[ $out == *"breaks       version_def      $s/vd/breaks.pb"*"to: BAD_CONSUMER: GraphDef disallows consumer version 1766."* ]] ||
  fail "table: $out"
[[ $out == *"4 models: 2 unchanged, 1 break, 1 start working"* ]] || fail "table summary: $out"
# a downgrade is the same question, the other way round; tfjs-node loses the TF2 model
run scan "$s" --from tf-serving@2.16.1 --to tfjs-node@4.22.0 --format ndjson
[[ $rc == 1 ]] || fail "to tfjs-node: exit $rc, want 1"
"$python3" - "$work/out" "$s" <<'PY' || fail "to tfjs-node records"
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1])]
root = sys.argv[2] + "/"
got = [(r["path"][len(root):], r["change"], r["to"]["code"]) for r in lines[:-1]]
assert ("serving/half/1", "breaks", "OP_NOT_REGISTERED") in got, got
assert ("vd/breaks.pb", "works", None) in got, got
PY
run scan "$s" --tf tfjs-node@4.22.0 --format ndjson
[[ $rc == 1 && $out == *'"path":"'"$s"'/serving/half/1","kind":"saved_model"'*'"code":"OP_NOT_REGISTERED"'* ]] ||
  fail "scan --tf tfjs-node@4.22.0: exit $rc, $out"
run scan "$s" --from 2.11.0 --to tf-serving@2.11.1
[[ $rc == 0 && $out == *"4 models: 4 unchanged"* ]] || fail "no change: exit $rc, $out"
run scan "$s" --from 2.11.0
[[ $rc == 64 ]] || fail "--from alone: exit $rc, want 64"
run scan "$s" --from 2.11.0 --to 2.16.1 --jobs 2
[[ $rc == 64 ]] || fail "--jobs with --from/--to: exit $rc, want 64"
run scan "$s" --from tfjs-node@0.0.1 --to 2.16.1
[[ $rc == 64 && $err == *"--from"* ]] || fail "unknown --from: exit $rc, '$err'"
run scan "$s/none" --from 2.11.0 --to 2.16.1
[[ $rc == 2 ]] || fail "missing ROOT: exit $rc, want 2"

if ((fails)); then echo "cli products: $fails failure(s)"; exit 1; fi
echo "cli products: ok"
