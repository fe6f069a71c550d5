#!/usr/bin/env bash
# `scan ROOT --product NAME` (issue 27): on stores of corpus copies (the
# SavedModels of tests/corpus, a TFLite model) and VersionDefs written here,
# the exact versions of a product that load each model, as ranges, and the
# store's summary (the newest version that loads every model, the models no
# version loads); the exits; HTML columns and CI consumers that name the
# product a --tf asks of.
# usage: test_cli_scan_product.sh TFCOMPAT SOURCE_DIR
set -euo pipefail
T=$1
corpus=$2/tests/corpus
python3=${PYTHON3:-python3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
run() { # run ARGS...: sets rc, out, err
  set +e; "$T" "$@" >"$work/out" 2>"$work/err"; rc=$?; set -e
  out=$(cat "$work/out"); err=$(cat "$work/err")
}

# store A: every corpus SavedModel, a VersionDef whose bad_consumers name
# TensorFlow 1.15's consumer (134), and a TFLite model tfjs-node cannot read
a=$work/a
mkdir -p "$a/sm" "$a/vd" "$a/tfl"
for m in "$corpus"/saved_model/*/; do cp -R "$m" "$a/sm/$(basename "$m")"; done
printf '\x08\x1b\x10\x00\x18\x86\x01' >"$a/vd/gap.pb" # producer 27, bad_consumers [134]
cp "$corpus/tflite/hello_world_float.tflite" "$a/tfl/"

run scan "$a" --product tfjs-node --format ndjson
[[ $rc == 1 ]] || fail "store A: exit $rc, want 1 (no version loads every model) ($err)"
"$python3" - "$work/out" "$a" <<'PY' || fail "store A records"
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1])]
root = sys.argv[2] + "/"
recs, s = lines[:-1], lines[-1]["summary"]
got = {r["path"][len(root):]: (r["outcome"], r["loading"], r["versions"],
                               [(x["first"], x["last"]) for x in r["ranges"]], r["code"]) for r in recs}
all_ = [("0.2.3", "4.22.0")]
want = {
    "sm/matrix_half_plus_two": ("accepted", 90, 90, all_, None),
    "sm/saved_model_counter": ("accepted", 90, 90, all_, None),
    "sm/saved_model_half_plus_three": ("accepted", 90, 90, all_, None),
    "sm/saved_model_half_plus_two_cpu": ("accepted", 90, 90, all_, None),
    # ParseExampleV2: libtensorflow 1.12.0 .. 1.15.0 (0.2.3 .. 3.3.0) lack it
    "sm/saved_model_half_plus_two_cpu_with_saved_model_config": ("accepted", 42, 90, [("3.4.0", "4.22.0")], None),
    # DisableCopyOnRead: no libtensorflow tfjs-node downloads has it
    "sm/saved_model_half_plus_two_tf2_cpu": ("rejected", 0, 90, [], "OP_NOT_REGISTERED"),
    # every version embedding libtensorflow 1.15.0 (1.5.0 .. 3.3.0) is refused
    "vd/gap.pb": ("accepted", 64, 90, [("0.2.3", "1.4.0"), ("3.4.0", "4.22.0")], None),
    # no version reads a TFLite model: each refuses it (the check layer's cross-kind rule)
    "tfl/hello_world_float.tflite": ("rejected", 0, 90, [], "KIND_NOT_LOADED"),
}
assert got == want, {k: (got.get(k), want.get(k)) for k in set(got) | set(want) if got.get(k) != want.get(k)}
tf2 = [r for r in recs if r["path"].endswith("tf2_cpu")][0]
assert tf2["message"].startswith("Op type not registered 'DisableCopyOnRead'"), tf2
tfl = [r for r in recs if r["kind"] == "tflite"][0]
assert tfl["message"] == ("tfjs-node 4.22.0 (libtensorflow 2.9.1) has no TFLite interpreter: "
                          "it does not load a TFLite model"), tfl
assert [r["kind"] for r in recs].count("saved_model") == 6 and all(r["product"] == "tfjs-node" for r in recs), recs
assert s == {"product": "tfjs-node", "models": 8, "loaded": 6, "unreadable": 0, "newest_for_all": None,
             "unloaded": [{"path": root + "sm/saved_model_half_plus_two_tf2_cpu"},
                          {"path": root + "tfl/hello_world_float.tflite"}]}, s
PY

# the table says the same, with the reason of the newest version
run scan "$a/vd" "$a/sm/saved_model_half_plus_two_tf2_cpu" --product tfjs-node
[[ $rc == 1 ]] || fail "table: exit $rc, want 1"
[[ $out == *"accepted     version_def      64/90   0.2.3-1.4.0,3.4.0-4.22.0 $a/vd/gap.pb"* ]] || fail "table ranges: $out"
[[ $out == *"rejected     saved_model      0/90    -                   $a/sm/saved_model_half_plus_two_tf2_cpu"$'\n'"  OP_NOT_REGISTERED: Op type not registered 'DisableCopyOnRead'"*"(tfjs-node 4.22.0)"* ]] ||
  fail "table refusal: $out"
[[ $out == *"2 models: 1 loaded by some tfjs-node version, 1 by none (0 unreadable)"$'\n'"newest tfjs-node version that loads every model: none"$'\n'"loaded by no version:"$'\n'"  $a/sm/saved_model_half_plus_two_tf2_cpu"* ]] ||
  fail "table summary: $out"

# store B: the newest version that loads every model is not the newest version
b=$work/b
mkdir -p "$b"
printf '\x08\x1b\x10\x00\x18\x86\x01' >"$b/gap.pb"
printf '\x08\x1b\x10\x00\x18\xbf\x08' >"$b/no29.pb" # bad_consumers [1087]: TensorFlow 2.9's consumer
cp -R "$corpus/saved_model/saved_model_half_plus_two_cpu_with_saved_model_config" "$b/sm"
run scan "$b" --product TFJS-Node --format ndjson
[[ $rc == 0 ]] || fail "store B: exit $rc, want 0 ($err)"
"$python3" - "$work/out" <<'PY' || fail "store B"
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1])]
r = {l["path"].rsplit("/", 1)[1]: [(x["first"], x["last"]) for x in l["ranges"]] for l in lines[:-1]}
assert r == {"gap.pb": [("0.2.3", "1.4.0"), ("3.4.0", "4.22.0")], "no29.pb": [("0.2.3", "3.20.0")],
             "sm": [("3.4.0", "4.22.0")]}, r
s = lines[-1]["summary"]
# 3.21.0 on embed libtensorflow 2.9.1, which no29.pb refuses
assert (s["newest_for_all"], s["loaded"], s["unloaded"]) == ("3.20.0", 3, []), s
PY
run scan "$b" --product tf-serving
[[ $rc == 0 && $out == *"accepted     version_def      55/56   1.14.0,2.0.0-2.20.0 $b/gap.pb"* ]] || fail "tf-serving gap: $out"
[[ $out == *"newest tf-serving version that loads every model: 2.20.0"* ]] || fail "tf-serving newest: $out"

# TFLite-side products answer .tflite models
run scan "$a/tfl" --product tensorflow-lite --format ndjson
"$python3" - "$work/out" <<'PY' || fail "tensorflow-lite: $out"
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1])]
assert [(x["first"], x["last"]) for x in lines[0]["ranges"]] == [("2.8.0", "2.16.1")], lines[0]
assert lines[-1]["summary"]["newest_for_all"] == "2.16.1", lines[-1]
PY
run scan "$a/tfl" --product libedgetpu
[[ $rc == 0 && $out == *"1/1     16.0.0"* ]] || fail "libedgetpu: exit $rc, $out"

# exits: an unreadable model (2), nothing found (3), usage (64)
mkdir -p "$work/c"
cp "$corpus/tflite/hello_world_float.tflite" "$work/c/ok.tflite"
head -c 40 "$corpus/tflite/hello_world_float.tflite" >"$work/c/cut.tflite"
run scan "$work/c" --product tflite-runtime --format ndjson
[[ $rc == 2 ]] || fail "unreadable: exit $rc, want 2"
"$python3" - "$work/out" <<'PY' || fail "unreadable record: $out"
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1])]
cut = [l for l in lines[:-1] if l["path"].endswith("cut.tflite")][0]
assert cut["outcome"] == "unreadable" and cut["code"].startswith("TFC_E_") and cut["ranges"] == [], cut
s = lines[-1]["summary"]
assert (s["models"], s["unreadable"], s["newest_for_all"]) == (2, 1, None), s
PY
mkdir -p "$work/empty"
run scan "$work/empty" --product tfjs-node
[[ $rc == 3 ]] || fail "no model: exit $rc, want 3"
run scan "$a" --product no-such-product
[[ $rc == 64 && $err == *"'no-such-product' is not a product of the catalogue"* ]] || fail "unknown product: $rc '$err'"
run scan "$a" --product tfjs-node --tf 2.11.0
[[ $rc == 64 ]] || fail "--product with --tf: exit $rc, want 64"
run scan "$a" --product tfjs-node --format csv
[[ $rc == 64 ]] || fail "--product --format csv: exit $rc, want 64"
run scan "$a" --product
[[ $rc == 64 ]] || fail "--product without NAME: exit $rc, want 64"
run scan --product tfjs-node --help
[[ $rc == 0 && $out == *"usage: tfcompat scan ROOT... --product NAME"* ]] || fail "--help: $rc"

# the walk is plain scan's: a link to a directory is counted, not entered,
# unless --follow; only links: no model (exit 3), the links named as why
mkdir -p "$work/l"
ln -s "$b" "$work/l/store"
run scan "$work/l" --product tfjs-node
[[ $rc == 3 && $err == *"no model found under $work/l"*"1 links not followed"* ]] || fail "links only: exit $rc, '$err'"
ln -s "$a/vd" "$work/l/vd"
cp "$b/gap.pb" "$work/l/gap.pb"
run scan "$work/l" --product tfjs-node --format ndjson
[[ $rc == 0 && $(wc -l <"$work/out") == 2 && $(tail -n 1 "$work/out") == *'"models":1,'*'"links_not_followed":2,'* ]] ||
  fail "links not followed: exit $rc, $out"
run scan "$work/l" --product tfjs-node
[[ $out == *$'
'"2 links not followed (links to directories; --follow enters them)"$'
'* ]] || fail "links text: $out"
run scan "$work/l" --product tfjs-node --format ndjson --follow
[[ $rc == 0 && $(wc -l <"$work/out") == 6 && $(tail -n 1 "$work/out") != *links_not_followed* ]] ||
  fail "--follow: exit $rc, $out"

# the plain scan takes the new product targets: the summary names them
run scan "$b" --tf tensorflow-java@1.2.0 --format ndjson
[[ $rc == 0 && $(tail -n 1 "$work/out") == *'"target":"tensorflow-java 1.2.0 (TensorFlow 2.21.0)"}' ]] ||
  fail "scan --tf tensorflow-java@1.2.0: exit $rc, $(tail -n 1 "$work/out")"
run scan "$a/tfl" --target libtensorflow@2.9.1,tflite-runtime@2.14.0
[[ $rc == 0 && $out == *"asked of: libtensorflow 2.9.1 (TensorFlow 2.9.1), tflite-runtime 2.14.0 (TensorFlow Lite 2.14.0)"* ]] ||
  fail "scan --target libtensorflow,tflite-runtime: exit $rc, $out"
run scan "$a/vd" --tf tf-serving@1.15.0
[[ $rc == 1 && $out == *"BAD_CONSUMER"* ]] || fail "scan --tf tf-serving@1.15.0 of gap.pb: exit $rc, $out"

# HTML columns and CI consumers name the product each --tf asks of
run scan "$b" --format html --tf tfjs-node@4.22.0 --tf 2.10.0
[[ $out == *'"consumers":["tfjs-node 4.22.0 (libtensorflow 2.9.1)","TensorFlow 2.10.0","all releases"]'* ]] ||
  fail "html columns: $(grep -o '"consumers":[^]]*]' "$work/out")"
run scan "$a/tfl" --format html --target tflite-runtime@2.14.0
[[ $out == *'"consumers":["tflite-runtime 2.14.0 (TensorFlow Lite 2.14.0)","all releases"]'* ]] ||
  fail "html tflite column: $(grep -o '"consumers":[^]]*]' "$work/out")"

if ((fails)); then echo "cli scan --product: $fails failure(s)"; exit 1; fi
echo "cli scan --product: ok"
