#!/usr/bin/env bash
# `tfcompat fixture`: every kind written with versions and ops is read back
# exactly by `tfcompat inspect --json` and judged by `tfcompat check` as the
# acceptance rule says; the bytes equal the library call's (test_fixture
# holds the call to the parsers); an unwritable FILE exits 2; FILE is written
# through the writing layer (a FIFO, device or directory refused, a link
# replaced and not written through, the old file kept on EFBIG, a read-only
# directory a clean error).
# usage: test_cli_fixture.sh TFCOMPAT SOURCE_DIR   (PYTHON3 in the environment)
set -euo pipefail
T=$1
python3=${PYTHON3:-python3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

for kind in versiondef graphdef meta-graph saved-model; do
  ops=(--op Placeholder --op Const --op MatMul --op Const)
  [[ $kind == versiondef ]] && ops=()
  out=$("$T" fixture "$kind" --producer 1569 --min-consumer 12 --bad-consumer 27 --bad-consumer -3 \
        "${ops[@]}" -o "$work/$kind.pb") || { fail "fixture $kind: exit $?"; continue; }
  [[ $out == "$work/$kind.pb: "* ]] || fail "fixture $kind: stdout '$out'"
  "$T" inspect --json "$work/$kind.pb" >"$work/$kind.json" || { fail "inspect $kind: exit $?"; continue; }
  "$python3" - "$work/$kind.json" "$kind" <<'PY' || fail "inspect --json of the $kind fixture"
import json, sys
doc = json.load(open(sys.argv[1]))
kind = sys.argv[2]
want_kind = {"versiondef": "version_def", "graphdef": "graph_def", "meta-graph": "meta_graph_def",
             "saved-model": "saved_model"}[kind]
assert doc["kind"] == want_kind, doc["kind"]
graph = doc if kind in ("versiondef", "graphdef") else doc["meta_graphs"][0]
assert graph["versions"] == {"producer": 1569, "min_consumer": 12, "bad_consumers": [27, -3]}, graph["versions"]
if kind != "versiondef":
    assert graph["node_count"] == 4, graph
    assert graph["ops_in_graph"] == ["Const", "MatMul", "Placeholder"], graph["ops_in_graph"]
if kind in ("meta-graph", "saved-model"):
    assert graph["tags"] == ["serve"], graph["tags"]
PY
  # the acceptance rule on what was written
  for c in 11:1 12:0 27:1 2000:0; do
    set +e; "$T" check "$work/$kind.pb" --consumer "${c%:*}" >/dev/null 2>&1; rc=$?; set -e
    [[ $rc == "${c#*:}" ]] || fail "check $kind fixture --consumer ${c%:*}: exit $rc, want ${c#*:}"
  done
done
# A bare, all-zero VersionDef is two bytes (producer 0 written), detected by content.
"$T" fixture versiondef --producer 0 -o "$work/zero.pb" >/dev/null
[[ $(od -An -tx1 "$work/zero.pb" | tr -d ' \n') == 0800 ]] || fail "zero VersionDef bytes: $(od -An -tx1 "$work/zero.pb")"
"$T" inspect "$work/zero.pb" | grep -q '^kind: version_def' || fail "zero VersionDef not detected"
# --output is -o; the file is replaced.
"$T" fixture graphdef --producer 5 --output "$work/zero.pb" >/dev/null
"$T" inspect "$work/zero.pb" | grep -q '^kind: graph_def' || fail "--output did not replace the file"
# An unwritable FILE: exit 2, a diagnostic, nothing on stdout.
set +e; out=$("$T" fixture versiondef --producer 1 -o "$work/no/such/dir/f.pb" 2>"$work/err"); rc=$?; set -e
[[ $rc == 2 && -z $out && -s $work/err ]] || fail "unwritable FILE: exit $rc, stdout '$out', stderr '$(cat "$work/err")'"

# The writing layer (tfc_file_write): a temporary file renamed over FILE.
# A FIFO, a device or a directory as FILE: refused at once with
# TFC_E_NOT_REGULAR, never opened (timeout only guards against a hang).
mkfifo "$work/fifo"
for target in "$work/fifo" /dev/null "$work"; do
  set +e; out=$(timeout 5 "$T" fixture versiondef --producer 1 -o "$target" 2>"$work/err"); rc=$?; set -e
  [[ $rc == 2 && -z $out && $(cat "$work/err") == *"is not a regular file ("*"): not replaced (TFC_E_NOT_REGULAR)" ]] ||
    fail "-o $target: exit $rc, stdout '$out', stderr '$(cat "$work/err")'"
done
[[ -p $work/fifo && -c /dev/null ]] || fail "a refused target was replaced"
# A symbolic link as FILE is itself replaced; the file it names is untouched.
printf 'keep me' >"$work/linked"
ln -s "$work/linked" "$work/link.pb"
"$T" fixture graphdef --producer 7 -o "$work/link.pb" >/dev/null || fail "-o a link: exit $?"
[[ $(cat "$work/linked") == "keep me" ]] || fail "-o a link wrote through it: '$(cat "$work/linked")'"
[[ -f $work/link.pb && ! -L $work/link.pb ]] || fail "-o a link: the link is still there"
"$T" inspect "$work/link.pb" | grep -q '^kind: graph_def' || fail "-o a link: the new file is not the GraphDef"
# A write error (past the file size limit: EFBIG) leaves the old file byte for
# byte, and no temporary file behind; the command exits 2 (SIGXFSZ ignored).
"$T" fixture versiondef --producer 3 -o "$work/old.pb" >/dev/null
cp "$work/old.pb" "$work/old.copy"
big=()
for i in $(seq 200); do big+=(--op "AnOpNameLongEnoughToFillTheLimit$i"); done
set +e; (ulimit -f 1; "$T" fixture graphdef --producer 9 "${big[@]}" -o "$work/old.pb" >"$work/out" 2>"$work/err"); rc=$?; set -e
[[ $rc == 2 && ! -s $work/out && $(cat "$work/err") == *"File too large (the old file, if any, is left as it was) (TFC_E_IO)" ]] ||
  fail "EFBIG: exit $rc, stderr '$(cat "$work/err")'"
cmp -s "$work/old.pb" "$work/old.copy" || fail "EFBIG: the old file changed"
[[ -z $(find "$work" -name '.tfc-*') ]] || fail "EFBIG: a temporary file was left: $(find "$work" -name '.tfc-*')"
# The new file's mode is a new file's: 0666 less the umask.
(umask 077; "$T" fixture versiondef --producer 1 -o "$work/m077.pb" >/dev/null)
(umask 022; "$T" fixture versiondef --producer 1 -o "$work/m022.pb" >/dev/null)
[[ $(stat -c %a "$work/m077.pb") == 600 && $(stat -c %a "$work/m022.pb") == 644 ]] ||
  fail "modes: $(stat -c %a "$work/m077.pb") $(stat -c %a "$work/m022.pb"), want 600 644"
# A read-only directory: a clean error, nothing created (root writes anywhere:
# then the command runs as nobody).
chmod 755 "$work"
mkdir "$work/ro"
chmod 555 "$work/ro"
as=()
if [[ $(id -u) == 0 ]]; then as=(setpriv --reuid=65534 --regid=65534 --clear-groups); fi
set +e; out=$("${as[@]}" "$T" fixture versiondef --producer 1 -o "$work/ro/f.pb" 2>"$work/err"); rc=$?; set -e
[[ $rc == 2 && -z $out && $(cat "$work/err") == "tfcompat fixture: cannot create a file in $work/ro/: Permission denied (TFC_E_IO)" ]] ||
  fail "read-only dir: exit $rc, stdout '$out', stderr '$(cat "$work/err")'"
[[ -z $(ls -A "$work/ro") ]] || fail "read-only dir: something was created: $(ls -A "$work/ro")"
chmod 755 "$work/ro"

if ((fails)); then echo "cli fixture: $fails failure(s)"; exit 1; fi
echo "cli fixture: OK"
