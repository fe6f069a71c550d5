#!/usr/bin/env bash
# test_cli_hostile.sh - issue 10's defects through the command:
#   1. a SavedModel directory whose path is so long that a fixed 4096-byte
#      buffer would truncate DIR/variables/variables.index into
#      DIR/variables/vari, where a decoy file sits: the command must never
#      read the decoy;
#   2. one answer per model: check, inspect and min-runtime all refuse a
#      model with a bad operator offset, and a model whose operators alias
#      one table 4,000 times, with the same code;
#   3. a capped verdict says how many findings it dropped;
#   4. the catalogue's tfjs_convert rows through `check --target
#      tfjs-converter@4.22.0 --json`: a row expecting an error code exits 2
#      with that code (the catalogue's column, read here) and the words
#      below; a TFC_OK row exits with its verdict (0 accepted, 1 rejected,
#      the finding named below).
# usage: test_cli_hostile.sh TFCOMPAT SRCDIR
set -euo pipefail
cli=$1 src=$2
inputs=$src/tests/hostile/inputs
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0
bad() { echo "FAIL: $*"; fail=1; }

# ---- 1. long path ----------------------------------------------------------------
# Components of 200 characters until the directory is 4079 characters long.
dir=$work
while (( ${#dir} + 201 < 4079 )); do dir=$dir/$(printf 'd%.0s' $(seq 200)); done
last=$(( 4079 - ${#dir} - 1 ))
dir=$dir/$(printf 'e%.0s' $(seq $last))
mkdir -p "$dir/variables"
(( ${#dir} == 4079 )) || bad "test setup: directory of ${#dir} characters"
cp "$src/tests/corpus/saved_model/saved_model_half_plus_three/saved_model.pb" "$dir/saved_model.pb"
full=$dir/variables/variables.index
decoy=${full:0:4095}
echo "not a checkpoint" > "$decoy"
set +e
out=$("$cli" inspect --json "$dir" 2>"$work/err")
code=$?
set -e
if grep -q "variables/vari\"" <<<"$out$(cat "$work/err")"; then
  bad "inspect of a 4079-character directory read the decoy ${decoy: -20}"
fi
if (( code == 0 )); then
  grep -q '"checkpoint": null' <<<"$out" || bad "inspect of the long directory: expected no checkpoint, got: ${out:0:300}"
elif (( code == 2 )); then
  grep -q 'TFC_E_TOO_LARGE\|TFC_E_IO' <<<"$out" || bad "inspect of the long directory: unclear error: ${out:0:300}"
else
  bad "inspect of the long directory exited $code"
fi

# ---- 2. one answer per model -------------------------------------------------------
expect_error() { # CODE FILE
  for cmd in "check --runtime 2.15.0" "inspect" "min-runtime"; do
    set +e
    # shellcheck disable=SC2086
    out=$("$cli" tflite $cmd "$2" --json 2>/dev/null)
    code=$?
    set -e
    (( code == 2 )) || bad "tflite $cmd $(basename "$2"): exit $code, expected 2"
    grep -q "\"$1\"" <<<"$out" || bad "tflite $cmd $(basename "$2"): expected $1, got ${out:0:200}"
  done
}
expect_error TFC_E_BAD_OFFSET "$inputs/tflite_bad_operator_offset.tflite"
expect_error TFC_E_TOO_MUCH_WORK "$inputs/tflite_aliasing_operators.tflite"

# ---- 3. a capped verdict -------------------------------------------------------------
set +e
out=$("$cli" tflite check --runtime 2.15.0 "$inputs/tflite_findings_bomb.tflite" --json)
code=$?
set -e
(( code == 1 )) || bad "check of the findings bomb: exit $code, expected 1 (rejected)"
grep -q '"dropped_findings": 35904' <<<"$out" || bad "check of the findings bomb: no dropped_findings 35904"
(( ${#out} < 2000000 )) || bad "check of the findings bomb printed ${#out} bytes"

# ---- 4. the tfjs-converter walk (issue 29) ---------------------------------------------
declare -A want=(
  [tfjs_convert_cycle.pb]='0 "findings": []'
  [tfjs_convert_self_call.pb]='0 "findings": []'
  [tfjs_convert_call_chain.pb]='1 "message": "Unsupported Ops in the model before optimization\nParseExample"'
  [tfjs_convert_dangling_input.pb]="2 an input of a reached node, 'nowhere' names no node of the graph"
  [tfjs_convert_dangling_output.pb]="2 the serving_default signature's output 'z' names no node of the graph"
  [tfjs_convert_dangling_signature_input.pb]="2 the serving_default signature's input 'w' names no node of the graph"
  [tfjs_convert_long_name.pb]='2 NodeDef.name at offset 41 is 70000 bytes, over the 65536-byte limit'
  [tfjs_convert_many_outputs.pb]='2 more than 65536 signature tensors'
  [tfjs_convert_many_signatures.pb]='2 more than 65536 signatures'
)
rows=0
while IFS=$'\t' read -r name entry expected _; do
  [[ $entry == tfjs_convert ]] || continue
  rows=$((rows + 1))
  [[ -n ${want[$name]:-} ]] || { bad "$name: no expected verdict in test_cli_hostile.sh"; continue; }
  wcode=${want[$name]%% *} words=${want[$name]#* }
  if [[ $expected == TFC_OK ]]; then (( wcode < 2 )) || bad "$name: the catalogue says TFC_OK, this script $wcode"
  else (( wcode == 2 )) || bad "$name: the catalogue says $expected, this script exit $wcode"; fi
  set +e
  out=$("$cli" check "$inputs/$name" --target tfjs-converter@4.22.0 --json 2>/dev/null)
  code=$?
  set -e
  (( code == wcode )) || bad "check $name: exit $code, expected $wcode"
  if (( wcode == 2 )); then
    grep -qF "\"code\": \"$expected\"" <<<"$out" || bad "check $name: expected $expected, got ${out:0:300}"
  fi
  grep -qF -- "$words" <<<"$out" || bad "check $name: expected '$words', got ${out:0:300}"
done < <(grep -v '^#' "$src/tests/hostile/catalogue.tsv")
(( rows == ${#want[@]} )) || bad "tfjs_convert rows: $rows in the catalogue, ${#want[@]} here"

(( fail == 0 )) && echo "ok: long path, one answer per model, capped verdict, $rows tfjs-converter rows"
exit $fail
