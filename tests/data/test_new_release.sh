#!/usr/bin/env bash
# A new TensorFlow release is data: copies data/ to a scratch folder, adds a
# release 2.22.0 (a tf_releases.csv row, a GraphDef history entry, its op
# list and its attr policy), builds the tfcompat command from the same
# sources with TFC_DATA_DIR pointing there (a scratch build: the ruleset
# digest check is skipped), and checks that `registry list`, `check --tf
# 2.22.0` and `releases` answer for 2.22.0 exactly, with no C change.
# The scratch op list says 2.22 lacks ParseExample (which
# saved_model_half_plus_three uses) and has every other op of 2.21, so the
# answers show the new release's own op list at work; a 2.23.0 without an
# op list answers undetermined, naming the missing source.
# usage: test_new_release.sh SOURCE_DIR [CMAKE_C_COMPILER]
set -euo pipefail
src=$1
cc=${2:-}
work=$(mktemp -d)
[[ -n ${KEEP:-} ]] || trap 'rm -rf "$work"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

data=$work/data
cp -R "$src/data" "$data"
new=2.22
# tf_releases.csv: the row (a made-up GraphDef version above 2.21's bounds).
printf '%s\n' "$new.0,$new,2026-05-01 (test),2600,,,0,0,1/0/0,measured,2026-04-01,measured,A scratch row written by tests/data/test_new_release.sh." >>"$data/tf_releases.csv"
printf '%s\n' "2600,2026-04-01,Date-based (scratch entry of tests/data/test_new_release.sh)" >>"$data/graphdef_history.csv"
# And 2.23.0, whose op list nobody has yet: its op answers are undetermined,
# naming the missing source.
printf '%s\n' "2.23.0,2.23,2026-09-01 (test),2700,,,0,0,1/0/0,measured,2026-08-01,measured,A second scratch row of tests/data/test_new_release.sh (no op list)." >>"$data/tf_releases.csv"
printf '%s\n' "2700,2026-08-01,Date-based (scratch entry of tests/data/test_new_release.sh)" >>"$data/graphdef_history.csv"
# The attr policy's last row reaches the new release.
sed -i '$ s/^\([^,]*\),[^,]*,ignore,/\1,2.23,ignore,/' "$data/tf_attr_policy.csv"
grep -q "^2.7,2.23,ignore," "$data/tf_attr_policy.csv" || { echo "FAIL: policy row not extended"; exit 1; }
# The op list: a source row, and a 2.22 column in which every op and attr of
# 2.21 is present except ParseExample (and its attrs); the dating columns
# follow (last_seen 2.22, or ParseExample's removal at 2.22).
printf '%s\n' "$new,canon,$new.0,scratch/test,0000000000000000000000000000000000000000,v$new.0,ops.pbtxt,0" >>"$data/tf_op_sources.csv"
add_column() { # add_column FILE: a column $new after the last one, copying the last cell
  awk -F, -v OFS=, -v new="$new" 'NR == 1 { print $0, new; next }
      { c = $NF; if ($1 == "ParseExample") c = "0"; print $0, c }' "$1" >"$work/col" && mv "$work/col" "$1"
}
add_column "$data/tf_op_presence.csv"
add_column "$data/tf_attr_presence.csv"
awk -F, -v OFS=, -v new="$new" 'NR > 1 && $5 == "2.21" && $6 == "" {
    if ($1 == "ParseExample") $6 = new; else $5 = new } { print }' "$data/tf_ops.csv" >"$work/ops" &&
  mv "$work/ops" "$data/tf_ops.csv"
awk -F, -v OFS=, -v new="$new" 'NR > 1 && $8 == "2.21" && $1 != "ParseExample" { $8 = new } { print }' \
  "$data/tf_op_attrs.csv" >"$work/attrs" && mv "$work/attrs" "$data/tf_op_attrs.csv"

build=$work/build
cmake -S "$src" -B "$build" -DCMAKE_BUILD_TYPE=Release -DTFC_DATA_DIR="$data" -DTFC_BUILD_TESTS=OFF \
  ${cc:+-DCMAKE_C_COMPILER="$cc"} >"$work/configure.log" 2>&1 || { cat "$work/configure.log"; exit 1; }
grep -q "scratch build" "$work/configure.log" || fail "configure did not say it is a scratch build"
cmake --build "$build" -j2 --target tfcompat_cli tfcompat >"$work/build.log" 2>&1 || { tail -40 "$work/build.log"; exit 1; }
T=$build/tfcompat

run() { # run ARGS...: sets rc, out
  set +e; out=$("$T" "$@" 2>&1); rc=$?; set -e
}
tf1=$src/tests/corpus/saved_model/saved_model_half_plus_three
tf2=$src/tests/corpus/saved_model/saved_model_half_plus_two_tf2_cpu

run registry list
[[ $rc == 0 && $out == *"graphdef   $new.0 "* && $out == *"checkpoint $new.0 "* && $out == *"graphdef   2.23.0 "* ]] ||
  fail "registry list: $out"
run check --tf "$new.0" "$tf2"
[[ $rc == 0 && $out == *"TensorFlow $new.0 (graphdef consumer 2600, min_producer 0) accepts it"* ]] ||
  fail "check --tf $new.0 tf2: exit $rc: $out"
run check --tf "$new.0" "$tf1" --json
[[ $rc == 1 && $out == *'"OP_NOT_REGISTERED"'* && $out == *"Op type not registered 'ParseExample' in binary running on"* &&
  $out != *undetermined* ]] || fail "check --tf $new.0 tf1: exit $rc: $out"
run check --tf 2.21.0 "$tf1"
[[ $rc == 0 ]] || fail "check --tf 2.21.0 tf1 (unchanged by the new release): exit $rc: $out"
run releases "$tf2"
[[ $out == *"accepted by: 2.10.0 "*" $new.0"* && $out == *"2.23.0"*"no source lists the ops of TensorFlow 2.23"* ]] ||
  fail "releases tf2: $out"
run releases "$tf1"
[[ $out == *"$new.0"*"Op type not registered 'ParseExample'"* ]] || fail "releases tf1: $out"
run check --tf 2.23.0 "$tf2" --json
[[ $out == *'"undetermined"'* && $out == *"no source lists the ops of TensorFlow 2.23 (data/tf_op_sources.csv has no snapshot of it)"* ]] ||
  fail "check --tf 2.23.0 (no op list): exit $rc: $out"

# Every entry answers it: scan records, the C gate and the check layer (ctypes
# on the scratch library), the Python package.
run scan "$tf1" "$tf2" --tf "$new.0" --format csv
[[ $out == *"$tf1,saved_model,21,0,1.0.0,2.21.0,"*",rejected,OP_NOT_REGISTERED,\"Op type not registered 'ParseExample'"* &&
  $out == *"$tf2,saved_model,1569,12,2.10.0,$new.0,"*",accepted,"* ]] || fail "scan --tf $new.0: $out"
if command -v python3 >/dev/null; then
  lib=$(ls "$build"/libtfcompat.so | head -1)
  set +e
  out=$(TFCOMPAT_LIBRARY=$lib PYTHONPATH=$src/python python3 - "$lib" "$tf1" "$tf2" "$new.0" 2>&1 <<'PY'
import ctypes, sys
import tfcompat
lib, tf1, tf2, new = sys.argv[1:5]
l = ctypes.CDLL(lib)
l.tfc_registry_default.restype = ctypes.c_void_p
l.tfc_gate_check.argtypes = [ctypes.POINTER(ctypes.c_void_p), ctypes.c_void_p, ctypes.c_char_p, ctypes.c_char_p,
                             ctypes.c_char_p, ctypes.c_void_p, ctypes.c_void_p]
l.tfc_verdict_outcome.argtypes = [ctypes.c_void_p]
for path, want in ((tf1, 1), (tf2, 0)):
    v = ctypes.c_void_p()
    assert l.tfc_gate_check(ctypes.byref(v), l.tfc_registry_default(), new.encode(), path.encode(), None, None, None) == 0
    assert l.tfc_verdict_outcome(v) == want, (path, l.tfc_verdict_outcome(v))
assert tfcompat.check(tf1, tf=new)["outcome"] == "rejected"
assert tfcompat.check(tf2, tf=new)["outcome"] == "accepted"
assert new in tfcompat.releases(tf2)["accepting"]
print("entries agree")
PY
)
  rc=$?
  set -e
  [[ $rc == 0 && $out == *"entries agree"* ]] || fail "the gate and Python on $new.0: $out"
fi

[[ $fails == 0 ]] || { echo "$fails failure(s)"; exit 1; }
echo "ok: a release added to data/ only is answered by a scratch build"
