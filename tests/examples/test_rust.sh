#!/usr/bin/env bash
# The Rust example (examples/rust/tfcompat_check.rs, compiled with plain
# rustc against the built libtfcompat.so): verdicts on real SavedModels from
# the corpus, a SavedModel directory whose checkpoint the bundle reader
# refuses, and the errors of unreadable input.
# usage: test_rust.sh TFCOMPAT_CHECK_RS SOURCE_DIR
set -euo pipefail
bin=$1
corpus=$2/tests/corpus
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tf2=$corpus/saved_model/saved_model_half_plus_two_tf2_cpu
fails=0
run() { # run WANT_EXIT ARGS...
  local want=$1; shift
  set +e; out=$("$bin" "$@" 2>&1); got=$?; set -e
  if [[ $got != "$want" ]]; then echo "FAIL: tfcompat_check $* exited $got, want $want"; echo "$out"; fails=$((fails + 1)); fi
}
has() {
  grep -qxF -- "$1" <<<"$out" || { echo "FAIL: missing line: $1"; echo "--- output:"; echo "$out"; fails=$((fails + 1)); }
}

# The README's session, run as printed from the repository root.
python3 "$2/tests/readme/test_readme.py" --session "$2/README.md" build/tfcompat_check "$bin" "$2" ||
  fails=$((fails + 1))

# TensorFlow 1.0 (GraphDef consumer 11) refuses the TF2 SavedModel (min_consumer 12).
run 1 "$tf2" 11 1.0.0
has "meta graph 0: producer 1569, min_consumer 12"
has "  error CONSUMER_TOO_OLD: GraphDef min consumer version 12 above current version 11 for TensorFlow 1.0.0.  Please upgrade TensorFlow."
has "verdict: rejected"

# A TensorFlow release: every rule of the release (TF 2.9 lacks DisableCopyOnRead).
run 1 "$tf2" 2.9.0
has "$tf2: saved_model with 1 meta graph(s), TensorFlow 2.9.0"
grep -q "^  error OP_NOT_REGISTERED: Op type not registered 'DisableCopyOnRead'" <<<"$out" ||
  { echo "FAIL: TF 2.9 accepts the TF2 export"; echo "$out"; fails=$((fails + 1)); }
run 0 "$tf2" 2.11.1
has "verdict: accepted"

# Consumer 1569 (the producer's own version) accepts it, graph and checkpoint.
run 0 "$tf2" 1569 2.14.0
has "$tf2: saved_model with 1 meta graph(s), GraphDef consumer 1569 (min_producer 0)"
has "meta graph 0: producer 1569, min_consumer 12"
has "verdict: accepted"

# A TF1 graph is accepted by consumer 11; its saved_model.pb alone has no checkpoint.
run 0 "$corpus/saved_model/saved_model_half_plus_three/saved_model.pb" 11
has "meta graph 0: producer 21, min_consumer 0"
has "verdict: accepted"
grep -q "^variables" <<<"$out" && { echo "FAIL: a file has no checkpoint"; fails=$((fails + 1)); }

# The graph is fine but the checkpoint is refused by the bundle reader.
mkdir -p "$work/m/variables"
cp "$corpus/saved_model/saved_model_half_plus_three/saved_model.pb" "$work/m/"
cp "$corpus/checkpoint_index_synthetic/consumer_rejected.index" "$work/m/variables/variables.index"
run 1 "$work/m" 11 1.0.0
has "variables/variables.index:"
has "  error CONSUMER_TOO_OLD: Checkpoint min consumer version 5 above current version 1 for TensorFlow 1.0.0.  Please upgrade TensorFlow."

# Unreadable input: the library's code, name and message.
run 2 "$work/none" 11
has "tfcompat_check: $work/none: cannot open $work/none: No such file or directory (TFC_E_NOT_FOUND, -41)"
printf '\x08\x01\x12\x1a\x0a' >"$work/bad.pb"
run 2 "$work/bad.pb" 11
grep -q "(TFC_E_LENGTH_PAST_END, -7)$" <<<"$out" || { echo "FAIL: hostile bytes"; echo "$out"; fails=$((fails + 1)); }
run 2 "$corpus/tflite/hello_world_int8.tflite" 11
grep -q "(TFC_E_WRONG_KIND, -16)$" <<<"$out" || { echo "FAIL: wrong kind"; echo "$out"; fails=$((fails + 1)); }
run 0 "$corpus/tflite/hello_world_int8.tflite" 2.11.0,litert@2.14.0
has "verdict: accepted"
run 64 "$tf2"
run 64 "$tf2" eleven

if ((fails)); then echo "rust example test: $fails failure(s)"; exit 1; fi
echo "rust example test: OK"
