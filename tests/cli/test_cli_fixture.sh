#!/usr/bin/env bash
# `tfcompat fixture`: every kind written with versions and ops is read back
# exactly by `tfcompat inspect --json` and judged by `tfcompat check` as the
# acceptance rule says; the bytes equal the library call's (test_fixture
# holds the call to the parsers); an unwritable FILE exits 2.
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

if ((fails)); then echo "cli fixture: $fails failure(s)"; exit 1; fi
echo "cli fixture: OK"
