#!/usr/bin/env bash
# `tfcompat scan` on a store assembled from the corpus: TF Serving base paths
# (numbered versions, a non-numbered directory), a checkpoint directory,
# hostile and unrecognised files, links. Checks every record line, the three
# formats, that --jobs does not change the output, the summary, and the exit
# codes (0 all accepted, 1 rejected, 2 unreadable, 64 usage).
# usage: test_cli_scan.sh TFCOMPAT SOURCE_DIR
set -euo pipefail
T=$1
src=$2
corpus=$src/tests/corpus
python3=${PYTHON3:-python3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
run() { # run ARGS...: sets rc, out, err
  set +e; "$T" "$@" >"$work/out" 2>"$work/err"; rc=$?; set -e
  out=$(cat "$work/out"); err=$(cat "$work/err")
}

s=$work/store
mkdir -p "$s/serving/half/tmp-export" "$s/ckpt" "$s/lite" "$s/misc"
ln -s "$corpus/saved_model/saved_model_half_plus_three" "$s/serving/half/1"
ln -s "$corpus/saved_model/saved_model_half_plus_two_tf2_cpu" "$s/serving/half/2"
cp "$corpus/checkpoint_index_synthetic/valid_minimal.index" "$s/ckpt/model.ckpt.index"
printf 'not tensor data' >"$s/ckpt/model.ckpt.data-00000-of-00001"
cp "$corpus/tflite/hello_world_int8.tflite" "$corpus/tflite/keyword_scrambled.tflite" "$s/lite/"
head -c 100 "$corpus/tflite/hello_world_int8.tflite" >"$s/lite/cut.tflite"
printf '\x08\x01\x12\x1a\x0a' >"$s/misc/bad.pb"
printf 'node { name: "x" }\n' >"$s/misc/graph.pbtxt"
printf 'just notes\n' >"$s/misc/README"
printf 'hidden' >"$s/misc/.hidden.pb"
ln -s "$s/misc/none.pb" "$s/misc/dangling.pb"

# 1. records, in walk order, against TF 1.0.0 and runtime 2.1.0
run scan "$s" --tf 1.0.0 --runtime 2.1.0 --format ndjson --jobs 1
[[ $rc == 2 ]] || fail "scan ndjson: exit $rc, want 2 (unreadable files) ($err)"
[[ -z $err ]] || fail "scan ndjson: stderr '$err' (no terminal: no progress bar)"
"$python3" - "$work/out" "$s" <<'EOF' || fail "ndjson records"
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1])]
root = sys.argv[2] + "/"
recs, summary = lines[:-1], lines[-1]["summary"]
got = [(r["path"][len(root):], r["kind"], r["outcome"], r["code"]) for r in recs]
want = [
    ("ckpt/model.ckpt.index", "checkpoint_index", "accepted", None),
    ("lite/cut.tflite", "tflite", "unreadable", "TFC_E_BAD_OFFSET"),
    ("lite/hello_world_int8.tflite", "tflite", "accepted", None),
    ("lite/keyword_scrambled.tflite", "tflite", "rejected", "UNSUPPORTED_OP_VERSION"),
    ("misc/bad.pb", "unknown", "unreadable", "TFC_E_LENGTH_PAST_END"),
    ("misc/dangling.pb", "unknown", "unreadable", "TFC_E_NOT_FOUND"),
    ("misc/graph.pbtxt", "unknown", "unreadable", "TFC_E_TEXT_FORMAT"),
    ("serving/half/1", "saved_model", "accepted", None),
    ("serving/half/2", "saved_model", "rejected", "OP_NOT_REGISTERED"),
]
assert got == want, "\n".join(map(repr, got))
tf2 = recs[8]
assert (tf2["producer"], tf2["min_consumer"], tf2["oldest"], tf2["newest"]) == (1569, 12, "2.10.0", "2.21.0"), tf2
# TensorFlow 1.0.0 reads min_consumer 12 (consumer 21) but lacks the TF2 saver's ops
assert tf2["message"] == "Op type not registered 'StatefulPartitionedCall'", tf2["message"]
kw = recs[3]
# a TFLite record's oldest/newest/accepting are what `releases` lists for it
assert (kw["oldest"], kw["newest"], kw["accepting"], kw["producer"]) == ("2.2.0", "2.23.0", 23, None), kw
assert kw["message"].startswith("Didn't find op for builtin opcode 'SVDF' version '3'."), kw["message"]
assert recs[4]["status"] == -7 and recs[4]["offset"] >= 0, recs[4]
assert summary == {"models": 9, "accepted": 3, "rejected": 2, "undetermined": 0, "unreadable": 4,
                   "reasons": [{"code": "OP_NOT_REGISTERED", "count": 1}, {"code": "TFC_E_BAD_OFFSET", "count": 1},
                               {"code": "TFC_E_LENGTH_PAST_END", "count": 1}, {"code": "TFC_E_NOT_FOUND", "count": 1},
                               {"code": "TFC_E_TEXT_FORMAT", "count": 1}]}, summary
EOF
one=$out

# 2. --jobs does not change the output
run scan "$s" --tf 1.0.0 --runtime 2.1.0 --format ndjson --jobs 3
[[ $rc == 2 && $out == "$one" ]] || fail "scan --jobs 3 differs from --jobs 1 (exit $rc)"

# 3. csv: a header and one line per model; the summary on stderr
run scan "$s" --tf 1.0.0 --runtime 2.1.0 --format csv
[[ $rc == 2 ]] || fail "scan csv: exit $rc"
"$python3" - "$work/out" <<'EOF' || fail "csv records"
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1], newline="")))
assert len(rows) == 9, len(rows)
assert rows[8]["outcome"] == "rejected" and rows[8]["producer"] == "1569" and rows[8]["oldest"] == "2.10.0", rows[8]
assert rows[0]["message"] == "" and rows[0]["code"] == "", rows[0]
EOF
[[ $err == *"9 models: 3 accepted, 2 rejected, 0 undetermined, 4 unreadable"* ]] || fail "csv summary on stderr: '$err'"

# 4. table (default): a line per model, the summary at the end
run scan "$s/serving" --tf 1.0.0
[[ $rc == 1 ]] || fail "scan serving --tf 1.0.0: exit $rc, want 1"
[[ $out == *"rejected     saved_model      1569/12     2.10.0-2.21.0   $s/serving/half/2"* ]] || fail "table line: $out"
[[ $out == *"2 models: 1 accepted, 1 rejected, 0 undetermined, 0 unreadable"* ]] || fail "table summary: $out"
run scan "$s/serving" "$s/ckpt" --tf 2.14.0
[[ $rc == 0 ]] || fail "scan serving ckpt --tf 2.14.0: exit $rc, want 0"
# Without a release: accepted when some release accepts.
run scan "$s/serving/half/2"
[[ $rc == 0 && $out == *"1 models: 1 accepted"* ]] || fail "scan one SavedModel: exit $rc: $out"

# 5. a SavedModel directory's checkpoint is part of its verdict
sm=$work/sm
mkdir -p "$sm/refused/variables" "$sm/broken/variables"
cp "$corpus/saved_model/saved_model_half_plus_three/saved_model.pb" "$sm/refused/"
cp "$corpus/saved_model/saved_model_half_plus_three/saved_model.pb" "$sm/broken/"
cp "$corpus/checkpoint_index_synthetic/consumer_rejected.index" "$sm/refused/variables/variables.index"
cp "$corpus/checkpoint_index_synthetic/bad_block_crc.index" "$sm/broken/variables/variables.index"
run scan "$sm" --tf 2.14.0 --format csv
want_refused="$sm/refused,saved_model,21,0,,,0,rejected,CONSUMER_TOO_OLD,Checkpoint min consumer version 5 above current version 1 for TensorFlow 2.14.0.  Please upgrade TensorFlow."
[[ $rc == 2 && $out == *"$want_refused"* && $out == *"$sm/broken,saved_model,,,,,0,unreadable,TFC_E_BAD_BLOCK_CRC,"* ]] ||
  fail "SavedModel checkpoints: exit $rc: $out"

# 6. a root that cannot be read: exit 2, the others still scanned
run scan "$work/none" "$s/serving" --format ndjson
[[ $rc == 2 && $err == *"TFC_E_NOT_FOUND"* && $(wc -l <<<"$out") == 3 ]] || fail "missing root: exit $rc, '$err'"

# 7. usage errors
for args in "scan" "scan $s --tf 99.1.0" "scan $s --jobs 0" "scan $s --format xml" "scan $s --bogus"; do
  # shellcheck disable=SC2086
  run $args
  [[ $rc == 64 && -z $out && -n $err ]] || fail "tfcompat $args: exit $rc, stdout '${out:0:60}', stderr '$err'"
done

# 8. output that cannot be forged: a file name holding a newline, an escape
# sequence, a backslash and a byte that is not UTF-8. The table escapes them
# (\\ and \xHH), ndjson is strict UTF-8 JSON (the byte as U+FFFD, never a
# lone surrogate) with the exact bytes in "path_hex", csv keeps the bytes.
f=$work/forge
mkdir -p "$f"
evil=$(printf 'evil\naccepted     tflite           -           >=2.2.0         fake\033[31m.tflite')
cp "$corpus/tflite/keyword_scrambled.tflite" "$f/$evil"
cp "$corpus/tflite/keyword_scrambled.tflite" "$f/$(printf 'bad\377\\x.tflite')"
cp "$corpus/tflite/keyword_scrambled.tflite" "$f/$(printf 'good\303\277.tflite')"
run scan "$f" --runtime 2.1.0
[[ $rc == 1 ]] || fail "forge: exit $rc, want 1"
[[ $(grep -c '^rejected ' <<<"$out") == 3 && $(grep -c '^accepted ' <<<"$out") == 0 ]] || fail "forge: a forged line: $out"
[[ $out == *"$f/evil\x0aaccepted     tflite "*"fake\x1b[31m.tflite"* ]] || fail "forge: newline/escape not escaped: $out"
[[ $out == *"$f/bad\xff\\\\x.tflite"* && $out == *"$f/good"$'\303\277'".tflite"* ]] || fail "forge: bytes: $out"
[[ $out != *$'\033'* ]] || fail "forge: an escape sequence reached the terminal"
run scan "$f" --runtime 2.1.0 --format ndjson
"$python3" - "$work/out" "$f" <<'EOF' || fail "forge: ndjson strings"
import json, os, sys
raw = open(sys.argv[1], "rb").read()
recs = [json.loads(l) for l in raw.decode("utf-8").splitlines()][:-1]  # strict: valid UTF-8
got = sorted(bytes.fromhex(r["path_hex"]) if "path_hex" in r else r["path"].encode("utf-8") for r in recs)
want = sorted(os.path.join(os.fsencode(sys.argv[2]), n) for n in os.listdir(os.fsencode(sys.argv[2])))
assert got == want, (got, want)
assert [("path_hex" in r) for r in sorted(recs, key=lambda r: r["path"])] == [True, False, False], recs
assert b"\\udc" not in raw and b"bad\\ufffd\\\\x.tflite" in raw and b"good\xc3\xbf" in raw, raw
EOF
run scan "$f" --runtime 2.1.0 --format csv
"$python3" - "$work/out" "$f" <<'EOF' || fail "forge: csv strings"
import csv, os, sys
rows = list(csv.DictReader(open(sys.argv[1], newline="", encoding="utf-8", errors="surrogateescape")))
got = sorted(os.fsencode(r["path"]) for r in rows)
want = sorted(os.path.join(os.fsencode(sys.argv[2]), n) for n in os.listdir(os.fsencode(sys.argv[2])))
assert got == want and all(r["outcome"] == "rejected" for r in rows), (got, want)
EOF
# a ROOT named on stderr is escaped too
run scan "$work/$(printf 'no\033[2Jne')"
[[ $rc == 2 && $err == *'no\x1b[2Jne'* && $err != *$'\033'* ]] || fail "root diagnostic not escaped: '$err'"

# 9. nothing left out in silence: a directory past the depth limit (64), a
# path past PATH_MAX, a socket named like a model and a directory that can
# be read but not searched each become an unreadable record: exit 2.
h=$work/hidden
mkdir -p "$h"
cp "$corpus/tflite/hello_world_int8.tflite" "$h/ok.tflite"
d=$h/deep
for _ in $(seq 1 70); do d=$d/d; done
mkdir -p "$d"
cp "$corpus/tflite/hello_world_int8.tflite" "$d/m.tflite"
long=$(printf 'n%.0s' $(seq 1 200))
(cd "$h" && mkdir long && cd long && for _ in $(seq 1 22); do mkdir "$long" && cd "$long"; done &&
  cp "$corpus/tflite/hello_world_int8.tflite" m.tflite)
"$python3" -c 'import socket, sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])' "$h/sock.pb"
mkdir -p "$h/locked"
cp "$corpus/tflite/hello_world_int8.tflite" "$h/locked/m.tflite"
chmod 0444 "$h/locked"
as_user=()
if [[ $(id -u) == 0 ]]; then
  # root searches any directory: run as nobody, who cannot
  if command -v setpriv >/dev/null; then as_user=(setpriv --reuid=65534 --regid=65534 --clear-groups); fi
  chmod 0755 "$work"
fi
set +e; "${as_user[@]}" "$T" scan "$h" --format ndjson >"$work/out" 2>"$work/err"; rc=$?; set -e
[[ $rc == 2 ]] || fail "hidden: exit $rc, want 2 ($(cat "$work/err"))"
unsearchable=1
[[ $(id -u) == 0 && ${#as_user[@]} == 0 ]] && unsearchable=0
"$python3" - "$work/out" "$h" "$unsearchable" <<'EOF' || fail "hidden: records"
import json, sys
recs = [json.loads(l) for l in open(sys.argv[1])]
root, summary = sys.argv[2] + "/", recs[-1]["summary"]
by = {r["path"][len(root):].split("/")[0]: r for r in recs[:-1]}
deep = [r for r in recs[:-1] if r["path"].startswith(root + "deep/")]
assert len(deep) == 1 and deep[0]["path"].count("/d") == 64 and deep[0]["outcome"] == "unreadable", deep
longr = [r for r in recs[:-1] if r["path"].startswith(root + "long/")]
assert len(longr) == 1 and len(longr[0]["path"]) >= 4096 and longr[0]["code"] == "TFC_E_IO", longr
assert by["sock.pb"]["outcome"] == "unreadable" and by["sock.pb"]["code"] == "TFC_E_IO", by["sock.pb"]
assert "not a regular file" in by["sock.pb"]["message"], by["sock.pb"]
assert by["ok.tflite"]["outcome"] == "accepted", by["ok.tflite"]
if sys.argv[3] == "1":
    assert by["locked"]["path"] == root + "locked/m.tflite" and by["locked"]["code"] == "TFC_E_IO", by["locked"]
    assert summary["unreadable"] == 4, summary
EOF
chmod 0755 "$h/locked"

# 10. FIFOs: as ROOT, through a link given as ROOT, and in a store. The walk
# and the records (through the check layer and the reading layer) refuse them
# without blocking: an unreadable record, exit 2, never a hang.
p=$work/pipes
mkdir -p "$p/store"
mkfifo "$p/f" "$p/store/x.pb" "$p/store/notes"
ln -s "$p/f" "$p/link"
cp "$corpus/tflite/hello_world_int8.tflite" "$p/store/ok.tflite"
for root in "$p/f" "$p/link" "$p/store"; do
  set +e; timeout 5 "$T" scan "$root" --format ndjson >"$work/out" 2>"$work/err"; rc=$?; set -e
  [[ $rc != 124 ]] || { fail "scan $root hangs"; continue; }
  [[ $rc == 2 ]] || fail "FIFO $root: exit $rc, want 2"
  grep -q '"code":"TFC_E_IO"' "$work/out" || fail "FIFO $root: no TFC_E_IO record: $(cat "$work/out")"
  if grep -q '"path":"[^"]*notes"' "$work/out"; then fail "FIFO not named like a model is a record"; fi
done

if ((fails)); then echo "cli scan: $fails failure(s)"; exit 1; fi
echo "cli scan: OK"
