#!/usr/bin/env bash
# The one walk policy of `tfcompat scan` (issue 25), on stores built here:
# a symbolic link to a directory is not entered unless --follow is given, and
# each one not entered is counted in the summary ("N links not followed", in
# the table, ndjson, csv and CI formats), never dropped in silence; a link to
# /proc costs nothing; --follow enters links, a loop once; a link to a
# SavedModel directory is a model; models below a SavedModel directory
# (outside variables/ and assets/) are scanned; `scan --from A --to B` exits
# as plain scan does (3 no model, 2 unreadable, 1 breaks, 0) and finds the
# same models (a file that holds none gets no record).
# usage: test_cli_walk.sh TFCOMPAT SOURCE_DIR   (PYTHON3 in the environment)
set -euo pipefail
T=$1
corpus=$2/tests/corpus
python3=${PYTHON3:-python3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
run() { # run ARGS...: sets rc, out, err; timeout only guards against a hang (124)
  set +e; timeout 20 "$T" "$@" >"$work/out" 2>"$work/err"; rc=$?; set -e
  out=$(cat "$work/out"); err=$(cat "$work/err")
}
LINKS="links not followed (links to directories; --follow enters them)"
TFL=$corpus/tflite/hello_world_int8.tflite
HALF=$corpus/saved_model/saved_model_half_plus_three

# 1. A link to /proc in a store: not entered (it would walk every process's
# view of /), counted once; the other models are scanned as usual.
s=$work/proc
mkdir -p "$s"
cp "$TFL" "$s/ok.tflite"
ln -s /proc "$s/p"
run scan "$s"
[[ $rc == 0 ]] || fail "/proc link: exit $rc, want 0 ($err)"
[[ $out == *$'\n'"1 models: 1 accepted, 0 rejected, 0 undetermined, 0 unreadable"$'\n'"1 $LINKS"$'\n'* ]] ||
  fail "/proc link: table summary: $out"
run scan "$s" --format ndjson
"$python3" - "$work/out" "$s" <<'EOF' || fail "/proc link: ndjson"
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1])]
assert [r["path"] for r in lines[:-1]] == [sys.argv[2] + "/ok.tflite"], lines
s = lines[-1]["summary"]
assert (s["models"], s["accepted"], s["links_not_followed"]) == (1, 1, 1), s
EOF
run scan "$s" --format csv
[[ $rc == 0 && $err == *"tfcompat scan: 1 $LINKS"* && $(wc -l <<<"$out") == 2 ]] || fail "/proc link: csv: $rc '$err'"
run scan "$s" --format github
[[ $rc == 0 && $err == *"tfcompat scan: 1 $LINKS"* ]] || fail "/proc link: github: $rc '$err'"
# a store holding only the link: nothing checked, exit 3, and the link named as the likely cause
rm "$s/ok.tflite"
run scan "$s"
[[ $rc == 3 && $err == "tfcompat scan: no model found under $s"$'\n'"tfcompat scan: 1 $LINKS" ]] ||
  fail "only a /proc link: exit $rc, stderr '$err'"

# 2. --follow enters links to directories; a link back up (a loop) is entered
# once, by (device, inode). Without it, both links are counted.
f=$work/follow
mkdir -p "$f/store/sub" "$f/elsewhere"
cp "$TFL" "$f/elsewhere/m.tflite"
ln -s "$f/elsewhere" "$f/store/e"
ln -s .. "$f/store/sub/up"
run scan "$f/store" --format ndjson
[[ $rc == 3 && $(tail -1 <<<"$out") == *'"models":0,'*'"links_not_followed":2,'* ]] ||
  fail "links without --follow: exit $rc: $out"
run scan "$f/store" --follow --format ndjson
[[ $rc == 0 && $(wc -l <<<"$out") == 2 && $out == *"\"path\":\"$f/store/e/m.tflite\""* ]] ||
  fail "--follow: exit $rc: $out"
[[ $out != *links_not_followed* ]] || fail "--follow: links counted: $out"
run scan "$f/store" --follow
[[ $out != *"$LINKS"* ]] || fail "--follow: table counts links: $out"

# 3. A link to a SavedModel directory is a model (TF Serving's latest -> 1),
# not a link not followed; one to a SavedModel directory holding more than
# its own parts is both.
v=$work/serving
mkdir -p "$v/base"
ln -s "$HALF" "$v/base/1"
run scan "$v" --format ndjson
[[ $rc == 0 && $(wc -l <<<"$out") == 2 && $out == *"\"path\":\"$v/base/1\",\"kind\":\"saved_model\""* &&
   $out != *links_not_followed* ]] || fail "link to a SavedModel: exit $rc: $out"

# 4. Models below a SavedModel directory are scanned (outside variables/ and
# assets/, and not its own fingerprint.pb): top/saved_model.pb and
# top/old/g.pb, a GraphDef TensorFlow 2.11.0 rejects: 2 models, exit 1.
n=$work/nested
mkdir -p "$n/top/old" "$n/top/variables" "$n/top/assets"
cp "$HALF/saved_model.pb" "$n/top/"
cp "$HALF"/variables/* "$n/top/variables/"
printf 'not a model' >"$n/top/assets/vocab.pb"
printf 'not a model' >"$n/top/fingerprint.pb"
"$T" fixture graphdef --producer 5 --min-consumer 100000 -o "$n/top/old/g.pb" >/dev/null
run scan "$n" --tf 2.11.0 --format ndjson
[[ $rc == 1 ]] || fail "nested: exit $rc, want 1 ($err)"
"$python3" - "$work/out" "$n" <<'EOF' || fail "nested: records"
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1])]
root = sys.argv[2] + "/"
got = [(r["path"][len(root):], r["kind"], r["outcome"], r["code"]) for r in lines[:-1]]
assert got == [("top", "saved_model", "accepted", None),
               ("top/old/g.pb", "graph_def", "rejected", "CONSUMER_TOO_OLD")], got
s = lines[-1]["summary"]
assert (s["models"], s["accepted"], s["rejected"], s["unreadable"]) == (2, 1, 1, 0), s
assert "links_not_followed" not in s, s
EOF
run scan "$n/top" --tf 2.11.0
[[ $rc == 1 && $out == *"2 models: 1 accepted, 1 rejected, 0 undetermined, 0 unreadable"* ]] ||
  fail "nested, the SavedModel as ROOT: exit $rc: $out"
# the same SavedModel through a link: a model, and a link not followed (old/ is not entered)
mkdir -p "$work/viaLink"
ln -s "$n/top" "$work/viaLink/top"
run scan "$work/viaLink" --tf 2.11.0 --format ndjson
[[ $rc == 0 && $(wc -l <<<"$out") == 2 && $(tail -1 <<<"$out") == *'"models":1,'*'"links_not_followed":1,'* ]] ||
  fail "a link to a SavedModel with more: exit $rc: $out"
run scan "$work/viaLink" --tf 2.11.0 --follow --format ndjson
[[ $rc == 1 && $(wc -l <<<"$out") == 3 ]] || fail "a link to a SavedModel with more, --follow: exit $rc: $out"

# 5. --from/--to exits as plain scan: 3 no model (also with only a link), 2
# unreadable (before 3: a broken file is a model that could not be read),
# 1 breaks, 0 nothing breaks; links counted in its summary too.
mkdir -p "$work/empty"
run scan "$work/empty" --from 2.11.0 --to 2.16.1
[[ $rc == 3 && $err == "tfcompat scan: no model found under $work/empty" ]] || fail "--from/--to empty: exit $rc '$err'"
run scan "$s" --from 2.11.0 --to 2.16.1
[[ $rc == 3 && $out == *$'\n'"1 $LINKS"* && $err == *"tfcompat scan: 1 $LINKS" ]] ||
  fail "--from/--to only a link: exit $rc '$out' '$err'"
run scan "$s" --from 2.11.0 --to 2.16.1 --format ndjson
[[ $rc == 3 && $out == *'"links_not_followed":1,'* ]] || fail "--from/--to only a link, ndjson: exit $rc '$out'"
run scan "$work/empty" "$work/empty" --from 2.11.0 --to 2.16.1
[[ $rc == 3 && $err == "tfcompat scan: no model found under any of the 2 ROOTs" ]] || fail "--from/--to 2 empty: $rc '$err'"
b=$work/breaks
mkdir -p "$b"
"$T" fixture graphdef --producer 5 --min-consumer 1500 -o "$b/g.pb" >/dev/null # 2.16's graphs: 1766; 2.11's: 1286
run scan "$b" --from 2.16.1 --to 2.11.0
[[ $rc == 1 && $out == "breaks       graph_def        $b/g.pb"* ]] || fail "--from/--to breaks: exit $rc: $out"
run scan "$b" --from 2.11.0 --to 2.16.1
[[ $rc == 0 ]] || fail "--from/--to works: exit $rc: $out"
printf '\x08\x01\x12\x1a\x0a' >"$b/bad.pb"
run scan "$b" --from 2.16.1 --to 2.11.0
[[ $rc == 2 ]] || fail "--from/--to unreadable and breaks: exit $rc, want 2: $out"
run scan "$work/none" --from 2.11.0 --to 2.16.1
[[ $rc == 2 && $err == *"(TFC_E_NOT_FOUND)" ]] || fail "--from/--to missing ROOT: exit $rc '$err'"
run scan "$f/store" --from 2.11.0 --to 2.16.1 --follow --format ndjson
[[ $rc == 0 && $(tail -1 <<<"$out") == *'"models":1,'* && $out != *links_not_followed* ]] ||
  fail "--from/--to --follow: exit $rc '$out'"
run scan "$s" --from 2.11.0 --to 2.16.1 --help
[[ $rc == 0 && $out == *"3 no model found"* && $out == *"--follow"* ]] || fail "--from/--to --help: $out"
run scan --help
[[ $rc == 0 && $out == *"--follow"* && $out == *"links not followed"* ]] || fail "scan --help: $out"

# 6. A directory is a SavedModel one by its listing's saved_model.pb when the
# listing calls it a regular file, else by a look through links: a
# saved_model.pb that is a link to a regular file makes one (and is not
# walked as a model of its own), a saved_model.pb that is a directory does
# not (its content is walked: the GraphDef below it is a model). The same
# records with --jobs 1 and --jobs 3 (where a worker lists each SavedModel
# directory: the link inside a/ is counted there), and for the nested store
# of 4.
k=$work/pblink
mkdir -p "$k/a/variables" "$k/b/saved_model.pb"
cp "$HALF/saved_model.pb" "$work/real.bin"
ln -s "$work/real.bin" "$k/a/saved_model.pb"
cp "$HALF"/variables/* "$k/a/variables/"
ln -s /tmp "$k/a/ln"
"$T" fixture graphdef --producer 5 --min-consumer 100000 -o "$k/b/saved_model.pb/g.pb" >/dev/null
run scan "$k" --tf 2.11.0 --format ndjson --jobs 1
[[ $rc == 1 ]] || fail "saved_model.pb link/dir: exit $rc, want 1 ($err)"
"$python3" - "$work/out" "$k" <<'EOF2' || fail "saved_model.pb link/dir: records"
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1])]
root = sys.argv[2] + "/"
got = [(r["path"][len(root):], r["kind"], r["outcome"]) for r in lines[:-1]]
assert got == [("a", "saved_model", "accepted"), ("b/saved_model.pb/g.pb", "graph_def", "rejected")], got
assert lines[-1]["summary"]["links_not_followed"] == 1, lines[-1]
EOF2
cp "$work/out" "$work/out.j1"
run scan "$k" --tf 2.11.0 --format ndjson --jobs 3
cmp -s "$work/out" "$work/out.j1" || fail "saved_model.pb link/dir: --jobs 3 differs from --jobs 1"
for fmt in table csv ndjson; do
  run scan "$n" --tf 2.11.0 --format $fmt --jobs 1
  cp "$work/out" "$work/out.j1"
  run scan "$n" --tf 2.11.0 --format $fmt --jobs 3
  cmp -s "$work/out" "$work/out.j1" || fail "nested, $fmt: --jobs 3 differs from --jobs 1"
done

# 7. --from/--to walks as plain scan (the walk only lists; each record reads
# its file once): a file that holds no model and is not named like one gets
# no record, one named like a model is unreadable, the models are those of
# plain scan, in its order.
s=$work/unread
mkdir -p "$s"
cp "$TFL" "$s/a.tflite"
printf 'not a model\n' >"$s/notes.txt"
head -c 3000 /dev/zero | tr '\0' '\7' >"$s/blob"
printf '\x08\x01\x12\x1a\x0a' >"$s/bad.pb"
run scan "$s" --from 2.11.0 --to 2.16.1 --all --format ndjson
"$python3" - "$work/out" "$s" <<'EOF' || fail "--from/--to no-model files: exit $rc '$out'"
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1])]
got = [(l["path"][len(sys.argv[2]) + 1:], l["change"]) for l in lines[:-1]]
assert got == [("a.tflite", "unchanged"), ("bad.pb", "unreadable")], got
s = lines[-1]["summary"]
assert (s["models"], s["unchanged"], s["unreadable"]) == (2, 1, 1), s
EOF
[[ $rc == 2 ]] || fail "--from/--to no-model files: exit $rc, want 2"
run scan "$s" --format ndjson
"$python3" - "$work/out" "$s" <<'EOF' || fail "plain scan of the no-model files: '$out'"
import json, sys
paths = [json.loads(l).get("path") for l in open(sys.argv[1])][:-1]
assert paths == [sys.argv[2] + "/a.tflite", sys.argv[2] + "/bad.pb"], paths
EOF

if ((fails)); then echo "cli walk: $fails failure(s)"; exit 1; fi
echo "cli walk: OK"
