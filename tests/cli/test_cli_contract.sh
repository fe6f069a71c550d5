#!/usr/bin/env bash
# The command's contract across every command (docs/CLI.md, the man page
# tfcompat.1 built beside the command from docs/tfcompat.1.in):
#   - every command and subcommand answers --help and -h on stdout, exit 0;
#   - every command in `tfcompat --help`, and every long option any --help
#     prints, is documented in the man page and in docs/CLI.md;
#   - usage errors exit 64 with nothing on stdout and a diagnostic that names
#     a working --help command on stderr;
#   - --json prints exactly one JSON object on stdout on exit 0, 1 and 2; on
#     exit 2 it is {"error": {"code": "TFC_E_...", "message": ...}} and a
#     diagnostic goes to stderr; on 0 and 1 stderr stays empty;
#   - the man page renders without groff warnings.
# usage: test_cli_contract.sh TFCOMPAT SOURCE_DIR
set -euo pipefail
T=$1
src=$2
man=$(dirname "$T")/tfcompat.1 # generated at build time (cmake/tfc_man.cmake)
clidoc=$src/docs/CLI.md
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

commands=(inspect check releases "registry list" "registry validate" "tflite inspect" "tflite check"
          "tflite min-runtime" scan fixture)
# 1. --help and -h everywhere
for c in "" "${commands[@]}" registry tflite; do
  for h in --help -h; do
    # shellcheck disable=SC2086
    run $c $h
    [[ $rc == 0 && $out == "usage: tfcompat"* && -z $err ]] ||
      fail "tfcompat $c $h: exit $rc, stdout '${out:0:40}', stderr '$err'"
  done
done

# 2. commands and options documented
run --help
listed=$(awk '/^commands:/ {on = 1; next} on && /^  [a-z]/ {print $1} on && /^$/ {on = 0}' <<<"$out")
[[ $(wc -w <<<"$listed") -ge 5 ]] || fail "tfcompat --help lists too few commands: $listed"
for c in $listed; do
  grep -q "^tfcompat $c " "$man" || fail "man page SYNOPSIS lacks '$c'"
  grep -q "^tfcompat $c" "$clidoc" || fail "docs/CLI.md Commands lacks '$c'"
done
options=$(for c in "${commands[@]}" registry tflite; do
  # shellcheck disable=SC2086
  "$T" $c --help; done | grep -o -- '--[a-z][a-z-]*' | sort -u)
for o in $options; do
  grep -qF -- "${o//-/\\-}" "$man" || fail "man page lacks option $o"
  grep -qF -- "$o" "$clidoc" || fail "docs/CLI.md lacks option $o"
done

# 3. usage errors
for args in "frobnicate" "inspect" "check $corpus/saved_model/saved_model_counter" \
            "check $corpus/saved_model/saved_model_counter --consumer eleven" "inspect --bogus x" \
            "releases" "registry" "registry frob" "tflite" "tflite frob" "tflite check x.tflite" \
            "tflite min-runtime --bogus x" "scan" "scan x --jobs 0" "check $corpus/saved_model/saved_model_counter --tf 99.99.99" \
            "fixture" "fixture graphdef -o $work/f.pb" "fixture frob --producer 1 -o $work/f.pb" \
            "fixture versiondef --producer x -o $work/f.pb" "fixture versiondef --producer 1" \
            "fixture versiondef --producer 1 --op Const -o $work/f.pb" "fixture graphdef --producer 1 --bogus -o $work/f.pb"; do
  # shellcheck disable=SC2086
  run $args
  [[ $rc == 64 && -z $out && -n $err ]] || fail "tfcompat $args: exit $rc, stdout '${out:0:40}', stderr '$err'"
  try=$(grep -o "^Try 'tfcompat [^']*'" <<<"$err" | sed "s/^Try '//; s/'$//" || true)
  if [[ -n $try ]]; then
    # shellcheck disable=SC2086
    set +e; $T ${try#tfcompat } >/dev/null 2>&1; r=$?; set -e
    [[ $r == 0 ]] || fail "tfcompat $args suggests '$try', which exits $r"
  fi
done

# 3b. "did you mean": the table of words in src/cli/main.c knows every long
# option each command's --help prints, and every subcommand: a typo (the
# word without its last letter) is answered with the word.
suggests() { # suggests WORD COMMAND... ARG: a usage error that suggests WORD
  local want=$1; shift
  run "$@"
  [[ $rc == 64 && -z $out && $err == *"Did you mean "*"'$want'"*"?"* ]] ||
    fail "tfcompat $*: exit $rc, stderr '$err' (want a suggestion of '$want')"
}
for c in inspect check releases registry scan fixture; do
  # shellcheck disable=SC2086
  for o in $("$T" $c --help | grep -o -- '--[a-z][a-z-]*' | sort -u); do
    # shellcheck disable=SC2086
    suggests "$o" $c "${o%?}"
  done
done
for o in --json --operators; do suggests $o tflite inspect "${o%?}"; done
for o in --json --runtime --resolver; do suggests $o tflite check "${o%?}"; done
suggests --json tflite min-runtime --jso
for w in inspect check min-runtime; do suggests $w tflite "${w%?}"; done
for w in list validate; do suggests $w registry "${w%?}"; done
for w in versiondef graphdef meta-graph saved-model; do suggests $w fixture "${w%?}" --producer 1 -o "$work/f.pb"; done
listed=$("$T" --help | awk '/^commands:/ {on = 1; next} on && /^  [a-z]/ {print $1} on && /^$/ {on = 0}')
for c in $listed; do suggests "$c" "${c%?}"; done
suggests check chekc
suggests '--consumer 11' check x --consumer=11
run check x --frobnicate
[[ $rc == 64 && $err != *"Did you mean"* ]] || fail "check --frobnicate suggests something: $err"

# 4. --json: one object on exit 0, 1 and 2
json_ok() { # json_ok WANT_RC ARGS...: one JSON object; for 2, an error object
  local want=$1; shift
  run "$@" --json
  [[ $rc == "$want" ]] || { fail "tfcompat $* --json: exit $rc, want $want ($err)"; return; }
  if ! "$python3" -c '
import json, sys
text = open(sys.argv[1]).read()
obj, end = json.JSONDecoder().raw_decode(text)
assert isinstance(obj, dict), "not an object"
assert text[end:].strip() == "", "more than one JSON value"
if sys.argv[2] == "2":
    e = obj["error"]
    assert e["code"].startswith("TFC_E_") and e["message"], e
else:
    assert "error" not in obj
' "$work/out" "$want" 2>"$work/pyerr"; then
    fail "tfcompat $* --json (exit $rc): $(tail -1 "$work/pyerr")"
  fi
  if [[ $want == 2 ]]; then
    [[ -n $err ]] || fail "tfcompat $* --json: exit 2 without a diagnostic on stderr"
  else
    [[ -z $err ]] || fail "tfcompat $* --json: exit $want with stderr '$err'"
  fi
}
tf2=$corpus/saved_model/saved_model_half_plus_two_tf2_cpu
hello=$corpus/tflite/hello_world_int8.tflite
printf '\x08\x01\x12\x1a\x0a' >"$work/bad.pb"
head -c 100 "$hello" >"$work/cut.tflite"
printf 'consumer graphdef\n' >"$work/bad.registry"
json_ok 0 inspect "$tf2"
json_ok 0 inspect "$hello"
json_ok 2 inspect "$work/bad.pb"
json_ok 2 inspect "$work/none"
json_ok 0 check "$tf2" --consumer 1569
json_ok 1 check "$tf2" --consumer 11
json_ok 2 check "$work/bad.pb" --consumer 11
json_ok 0 check "$tf2" --tf 2.14.0
json_ok 1 check "$tf2" --tf 0.10.0
json_ok 0 releases "$tf2"
json_ok 2 releases "$work/bad.pb"
json_ok 2 releases "$tf2" --registry "$work/bad.registry"
json_ok 0 registry list
json_ok 0 registry validate
json_ok 2 registry list "$work/bad.registry"
json_ok 0 tflite inspect "$hello"
json_ok 2 tflite inspect "$work/cut.tflite"
json_ok 0 tflite check "$hello" --runtime 2.4.0
json_ok 1 tflite check "$hello" --runtime 1.13.0
json_ok 2 tflite check "$work/cut.tflite" --runtime 2.4.0
json_ok 0 tflite min-runtime "$hello"
# A patch release missing from the table: the note is in the object, not on stderr.
json_ok 0 check "$tf2" --tf 2.14.9
grep -q '"note": "2.14.9 is not in the table; using 2.14.0' "$work/out" || fail "check --tf 2.14.9 --json: no note member"
# Text given to tflite check is text, not a flatbuffer offset out of range.
printf 'node { name: "x" }\n' >"$work/text.tflite"
json_ok 2 tflite check "$work/text.tflite" --runtime 2.4.0
grep -q '"code": "TFC_E_TEXT_FORMAT"' "$work/out" || fail "tflite check on text: $(cat "$work/out")"
# A message that names the path does not get it twice on stderr.
run tflite inspect "$corpus/saved_model"
[[ $rc == 2 && $(grep -o -F "$corpus/saved_model" <<<"$err" | wc -l) == 1 ]] ||
  fail "tflite inspect DIR: exit $rc, stderr '$err'"
json_ok 2 tflite min-runtime "$work/none"

# 5. --version
run --version
[[ $rc == 0 && $out =~ ^tfcompat\ [0-9]+\.[0-9]+\.[0-9]+\  ]] || fail "--version: exit $rc, '$out'"

# 6. the man page renders cleanly
if command -v groff >/dev/null; then
  warnings=$(groff -man -Tutf8 -ww -z "$man" 2>&1)
  [[ -z $warnings ]] || fail "groff warnings: $warnings"
fi
grep -q '^\.TH TFCOMPAT 1 ' "$man" || fail "man page has no .TH TFCOMPAT 1"

if ((fails)); then echo "cli contract: $fails failure(s)"; exit 1; fi
echo "cli contract: OK"
