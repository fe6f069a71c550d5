#!/usr/bin/env bash
# One release grammar (issue 25, point 5): every entry of the tool reads a
# release spelling the same way. Malformed spellings are usage errors
# (exit 64, nothing on stdout) in --tf, --target (tf@, litert@, PRODUCT@,
# a registry consumer NAME@) and --runtime alike; a registry or resolver
# file with one is unreadable input (exit 2, its line named). Registry
# product names compare case-insensitively: names that differ only in case
# are refused with both lines, and a release two products share needs the
# product named.
# usage: test_cli_release_grammar.sh TFCOMPAT SOURCE_DIR
set -euo pipefail
T=$1
src=$2
corpus=$src/tests/corpus
TF2=$corpus/saved_model/saved_model_half_plus_two_tf2_cpu
LITE=$corpus/tflite/conv0.tflite
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
run() { # run ARGS...: sets rc, out, err
  set +e; "$T" "$@" >"$work/out" 2>"$work/err"; rc=$?; set -e
  out=$(cat "$work/out"); err=$(cat "$work/err")
}
usage() { # usage WHAT ARGS...: exit 64, nothing on stdout, WHAT in the diagnostic
  local what=$1; shift
  run "$@"
  [[ $rc == 64 && -z $out && $err == *"$what"* ]] || fail "tfcompat $*: exit $rc, stdout '${out:0:60}', stderr '$err'"
}

# 1. the spellings issue 25 found answered as real releases: refused, each saying why
usage "part 1 is above 99999" check "$TF2" --tf 4294967298.11.1
usage "part 2 is above 99999" check "$TF2" --tf 2.4294967307.1
usage "part 1 is not a decimal number" check "$TF2" --tf +2.11.1
usage "part 2 is not a decimal number" check "$TF2" --tf 2.+11.1
usage "part 2 is not a decimal number" check "$TF2" --tf " 2. 11. 1"
usage "part 3 is not a decimal number" check "$TF2" --tf 2.11.-1
usage "'x' after the release number is not a pre-release tag" check "$TF2" --tf 2.15x
usage "'O.0' after the release number is not a pre-release tag" check "$TF2" --tf 2.1O.0
usage "part 1 has a leading zero" check "$TF2" --tf 02.11.1
usage "text '-uber' follows the release" check "$TF2" --tf 1.2.0-rc1-uber
# the same through every way of naming a release
usage "part 1 is above 99999" check "$TF2" --target tf@4294967298.11.1
usage "'O.0' after the release number" check "$TF2" --target tensorflow@2.1O.0
usage "'O.0' after the release number" check "$TF2" --target TensorFlow@2.1O.0
usage "'x' after the release number" check "$TF2" --target tfjs-node@4.22.0x
usage "part 1 is not a decimal number" check "$TF2" --target tf-serving@+2.11.0
usage "part 2 is not a decimal number" check "$LITE" --target litert@2.+14.0
# (--runtime's diagnostic is the command's own: it lists the runtime profiles)
usage "2.14.-1" tflite check "$LITE" --runtime 2.14.-1
usage "2.4294967310.0" check "$LITE" --runtime 2.4294967310.0
usage "2.4294967310.0" scan "$corpus/tflite" --runtime 2.4294967310.0

# 2. "V" and "v": decided once. A lower-case v is a release everywhere, V nowhere.
usage "starts with 'V'" check "$TF2" --tf V2.11.1
usage "starts with 'V'" check "$LITE" --target litert@V2.14.0
usage "V2.14.0" tflite check "$LITE" --runtime V2.14.0
usage "starts with 'V'" check "$TF2" --target tf-serving@V2.11.0
run check "$TF2" --tf v2.11.1
[[ $rc == 0 ]] || fail "--tf v2.11.1: exit $rc, want 0 ($err)"
run check "$LITE" --target litert@v2.14.0 --json
[[ $rc == 0 && $out == *'"runtime": "2.14.0"'* ]] || fail "litert@v2.14.0: exit $rc, '$out' ($err)"
run check "$TF2" --target tf-serving@v2.11.0
[[ $rc == 0 && $out == *"tf-serving 2.11.0"* ]] || fail "tf-serving@v2.11.0: exit $rc, '$out' ($err)"
# every spelling TensorFlow prints is still read
for s in 2.11 2.11.0 2.11.0-rc1 2.11.0rc1 2.11.0-dev20221001 2.11.0.dev20221001; do
  run check "$TF2" --tf "$s"
  [[ $rc == 0 ]] || fail "--tf $s: exit $rc, want 0 ($err)"
done
run check "$TF2" --tf 0.12.head
[[ $rc == 1 && $err == *"0.12.head is a pre-release or development build; using 0.12.0"* ]] ||
  fail "--tf 0.12.head: exit $rc, '$err'"

# 3. a registry file: RELEASE by the grammar (or a number of its own), names one way
printf 'consumer graphdef my 1 10 0 0 -\nconsumer graphdef my 2.1O.0 20 0 0 -\n' >"$work/bad_release.txt"
run registry validate "$work/bad_release.txt"
[[ $rc == 2 && $err == *"line 2: release '2.1O.0': 'O.0' after the release number is not a pre-release tag"* ]] ||
  fail "registry release 2.1O.0: exit $rc, '$err'"
printf 'consumer graphdef my 1 10 0 0 - ops=2.1O\n' >"$work/bad_ops.txt"
run registry validate "$work/bad_ops.txt"
[[ $rc == 2 && $err == *"line 1: ops= takes a TensorFlow release X.Y"* ]] || fail "ops=2.1O (was 2.1): exit $rc, '$err'"
cat >"$work/case.txt" <<'REG'
consumer graphdef my 1 10 0 0 -
consumer graphdef other 1 30 0 0 -
consumer graphdef MY 1 2000 0 0 -
REG
want="line 3: consumer name 'MY' differs from 'my' of line 1 only in case"
for args in "registry validate $work/case.txt" "registry list $work/case.txt" \
            "releases $TF2 --registry $work/case.txt --product my" \
            "check $TF2 --registry $work/case.txt --target my@1"; do
  run $args
  [[ $rc == 2 && $err == *"$want"* ]] || fail "tfcompat $args: exit $rc, '$err'"
done
# a product with a whole name spelled one way, in any case on the command line
printf 'consumer graphdef my 1 10 0 0 -\nconsumer graphdef my 2 2000 0 0 -\n' >"$work/one.txt"
run check "$TF2" --registry "$work/one.txt" --target MY@2 --json
[[ $rc == 0 && $out == *'"release": "2"'* ]] || fail "MY@2 is my's 2: exit $rc, '$out' ($err)"

# 4. a release two products share needs the product named
cat >"$work/shared.txt" <<'REG'
consumer graphdef alpha 1.0 10 0 0 -
consumer graphdef beta 1.0 1600 0 0 -
consumer graphdef beta 1.1 1700 0 0 -
REG
usage "release '1.0' is a release of several products of the registry (alpha@1.0, beta@1.0): name one as NAME@RELEASE" \
  check "$TF2" --registry "$work/shared.txt" --tf 1.0
usage "(alpha@1.0, beta@1.0)" check "$TF2" --registry "$work/shared.txt" --target tf@1.0
run check "$TF2" --registry "$work/shared.txt" --tf 1.1 --json
[[ $rc == 0 && $out == *'"release": "1.1"'* ]] || fail "--tf 1.1 is beta's only: exit $rc ($err)"
printf '\x08\xa4\x0d\x10\x87\x0a' >"$work/vd.pb" # VersionDef producer 1700, min_consumer 1287
run check "$work/vd.pb" --registry "$work/shared.txt" --target alpha@1.0
[[ $rc == 1 ]] || fail "alpha@1.0 (consumer 10) rejects: exit $rc ($err)"
run check "$work/vd.pb" --registry "$work/shared.txt" --target beta@1.0
[[ $rc == 0 ]] || fail "beta@1.0 (consumer 1600) accepts: exit $rc ($err)"

# 4b. deviations are keyed once (scheme, rule, release): a repeat is refused with its line,
# another rule at the same release is not a repeat, and each finding finds its own
cat >"$work/dev.txt" <<'REG'
consumer graphdef x 1.0 20 0 0 -
consumer graphdef x 1.1 10 0 0 -
deviation graphdef 1.1 INTERVAL_SHRANK the 1.1 build dropped versions
deviation graphdef 1.1 INTERVAL_CHANGED_IN_PATCH another rule
REG
run registry validate "$work/dev.txt" --json
[[ $rc == 0 && $out == *'"code": "KNOWN_DEVIATION"'*"Known deviation: the 1.1 build dropped versions"* ]] ||
  fail "deviation found: exit $rc, '$out' ($err)"
echo 'deviation graphdef 1.1 INTERVAL_SHRANK again' >>"$work/dev.txt"
run registry validate "$work/dev.txt"
[[ $rc == 2 && $err == *"line 5: deviation graphdef 1.1 INTERVAL_SHRANK recorded twice"* ]] ||
  fail "repeated deviation: exit $rc, '$err'"

# 5. a resolver file's release line
printf 'standard\nrelease 2.1O.0\n' >"$work/resolver.txt"
run tflite check "$LITE" --resolver "$work/resolver.txt"
[[ $rc == 2 && $err == *"line 2"*"release '2.1O.0'"* ]] || fail "resolver release 2.1O.0: exit $rc, '$err'"

if ((fails)); then echo "$fails failure(s)"; exit 1; fi
echo "release grammar: all cases pass"
