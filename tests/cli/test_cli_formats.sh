#!/usr/bin/env bash
# The CI formats of `check`, `tflite check` and `scan` (docs/CLI.md, "CI
# formats"), and what protects a gate:
#   - sarif validates against OASIS's SARIF 2.1.0 schema (tests/schemas), one
#     result per finding, rule id = finding code, level by severity, the path
#     as the artifact location;
#   - junit validates against the Jenkins xUnit junit-10.xsd: a test case per
#     model and consumer, the first finding as the failure, unreadable as
#     error, counts that agree with the test cases;
#   - github prints workflow commands escaped as GitHub's toolkit escapes them
#     (% CR LF in the message; also : and , in properties);
#   - all three stay valid over hostile names (markup characters, a byte that
#     is not UTF-8) and keep the exit codes of the other formats;
#   - scan finding no model exits 3 with a message; the table has a header
#     row; the ndjson summary line and `tflite check --json` name the target.
# usage: test_cli_formats.sh TFCOMPAT SOURCE_DIR   (env PYTHON3: a python3
# with jsonschema; XMLLINT: xmllint)
set -euo pipefail
T=$1
src=$2
py=${PYTHON3:-python3}
xmllint=${XMLLINT:-xmllint}
corpus=$src/tests/corpus
schemas=$src/tests/schemas
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
run() { # run ARGS...: sets rc, out (file $work/out), err
  set +e; "$T" "$@" >"$work/out" 2>"$work/err"; rc=$?; set -e
  out=$(cat "$work/out"); err=$(cat "$work/err")
}
sarif_ok() { # sarif_ok FILE: valid against the schema
  "$py" - "$schemas/sarif-schema-2.1.0.json" "$1" <<'EOF'
import json, sys, jsonschema
schema = json.load(open(sys.argv[1]))
jsonschema.Draft4Validator.check_schema(schema)
errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(json.load(open(sys.argv[2], encoding="utf-8"))),
                key=lambda e: list(e.path))
for e in errors[:5]:
    print("sarif:", list(e.path), e.message[:200])
sys.exit(1 if errors else 0)
EOF
}
junit_ok() { "$xmllint" --noout --schema "$schemas/junit-10.xsd" "$1" 2>"$work/xmlerr" || { cat "$work/xmlerr"; return 1; }; }
q() { # q FILE PYTHON-EXPR: prints the value of EXPR over the JSON document d
  "$py" -c 'import json, os, sys, urllib.parse; d = json.load(open(sys.argv[1], encoding="utf-8")); print(eval(sys.argv[2]))' "$1" "$2"
}

tf2=$corpus/saved_model/saved_model_half_plus_two_tf2_cpu
hello=$corpus/tflite/hello_world_int8.tflite
audio=$corpus/tflite/audio_preprocessor_int8.tflite
printf '\x08\x01\x12\x1a\x0a' >"$work/bad.pb"

# 1. check: rejected, accepted, unreadable; exit codes as the text format's
for fmt in sarif junit github; do
  run check "$tf2" --tf 1.0.0 --format "$fmt"
  [[ $rc == 1 ]] || fail "check --tf 1.0.0 --format $fmt: exit $rc ($err)"
  cp "$work/out" "$work/check_rej.$fmt"
  run check "$tf2" --tf 2.14.0 --format "$fmt"
  [[ $rc == 0 && -z $err ]] || fail "check --tf 2.14.0 --format $fmt: exit $rc ($err)"
  cp "$work/out" "$work/check_ok.$fmt"
  run check "$work/bad.pb" --tf 2.14.0 --format "$fmt"
  [[ $rc == 2 && -n $err ]] || fail "check bad.pb --format $fmt: exit $rc ($err)"
  cp "$work/out" "$work/check_bad.$fmt"
done
for f in check_rej check_ok check_bad; do
  sarif_ok "$work/$f.sarif" || fail "$f.sarif does not validate"
  junit_ok "$work/$f.junit" || fail "$f.junit does not validate"
done
# SARIF: a result per finding, rule ids = codes, levels by severity, uri = path
want=$("$T" check "$tf2" --tf 1.0.0 --json | "$py" -c 'import json,sys; d=json.load(sys.stdin)
lv={"error":"error","warning":"note","undetermined":"warning"}
print([(f["code"], lv[f["severity"]]) for f in d["findings"]])' || true)
got=$(q "$work/check_rej.sarif" '[(r["ruleId"], r["level"]) for r in d["runs"][0]["results"]]')
[[ $got == "$want" && $got == *"('OP_NOT_REGISTERED', 'error')"* ]] || fail "sarif results $got, want $want"
# the location: the SavedModel's saved_model.pb, relative to %SRCROOT% (tests/ci/test_ci_formats.py has the rest)
got=$(q "$work/check_rej.sarif" 'sorted({os.path.normpath(os.path.join(urllib.parse.urlparse(d["runs"][0]["originalUriBaseIds"]["%SRCROOT%"]["uri"]).path, r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"])) for r in d["runs"][0]["results"]})')
[[ $got == "['$tf2/saved_model.pb']" ]] || fail "sarif uri $got"
got=$(q "$work/check_rej.sarif" 'sorted(r["id"] for r in d["runs"][0]["tool"]["driver"]["rules"]) == sorted({r["ruleId"] for r in d["runs"][0]["results"]})')
[[ $got == True ]] || fail "sarif rules are not the result rule ids"
got=$(q "$work/check_ok.sarif" 'len(d["runs"][0]["results"])')
[[ $got == 0 ]] || fail "accepted model: $got sarif results"
got=$(q "$work/check_bad.sarif" '[(r["ruleId"], r["level"]) for r in d["runs"][0]["results"]]')
[[ $got == "[('TFC_E_"*"', 'error')]" ]] || fail "unreadable sarif: $got"
# JUnit: the failure is the first error; unreadable is an error
grep -q '<testsuite name="tfcompat check" tests="1" failures="1" errors="0"' "$work/check_rej.junit" &&
  grep -q '<failure type="OP_NOT_REGISTERED" message="Op type not registered &apos;StatefulPartitionedCall&apos;">' \
    "$work/check_rej.junit" || fail "junit rejected: $(cat "$work/check_rej.junit")"
grep -q 'classname="tfcompat.tensorflow_1_0_0"' "$work/check_rej.junit" || fail "junit classname (the consumer)"
grep -q 'tests="1" failures="0" errors="0"' "$work/check_ok.junit" && ! grep -q '<failure' "$work/check_ok.junit" ||
  fail "junit accepted: $(cat "$work/check_ok.junit")"
grep -q 'tests="1" failures="0" errors="1"' "$work/check_bad.junit" && grep -q '<error type="TFC_E_' "$work/check_bad.junit" ||
  fail "junit unreadable: $(cat "$work/check_bad.junit")"
# GitHub: one command per finding
n_err=$(grep -c "^::error file=$tf2,title=OP_NOT_REGISTERED::Op type not registered '" "$work/check_rej.github" || true)
[[ $n_err == 5 ]] || fail "github: $n_err OP_NOT_REGISTERED errors: $(cat "$work/check_rej.github")"
grep -q '^::notice file=.*,title=FORWARD_COMPAT_WINDOW::' "$work/check_rej.github" || fail "github: the warning is not a notice"
! grep -q '^::' "$work/check_ok.github" || fail "github: accepted model annotated: $(cat "$work/check_ok.github")"
grep -q '^::error file=.*bad.pb,title=TFC_E_' "$work/check_bad.github" || fail "github unreadable: $(cat "$work/check_bad.github")"

# 2. tflite check; GitHub's escaping of a message over two lines, and of properties
mkdir -p "$work/we%ird,na:me"
cp "$audio" "$work/we%ird,na:me/audio.tflite"
run tflite check "$work/we%ird,na:me/audio.tflite" --runtime 2.4.0 --format github
[[ $rc == 1 ]] || fail "tflite check --format github: exit $rc ($err)"
line=$(grep '^::error' <<<"$out" | head -1)
[[ $line == "::error file=$work/we%25ird%2Cna%3Ame/audio.tflite,title=UNRESOLVED_CUSTOM_OP::Encountered unresolved custom op: SignalWindow.%0ASee instructions: https://www.tensorflow.org/lite/guide/ops_custom " ]] ||
  fail "github escaping: '$line'"
for fmt in sarif junit; do
  run tflite check "$audio" --runtime 2.4.0 --format "$fmt"
  [[ $rc == 1 ]] || fail "tflite check --format $fmt: exit $rc"
  cp "$work/out" "$work/tfl.$fmt"
  run tflite check "$hello" --runtime 2.4.0 --format "$fmt"
  [[ $rc == 0 ]] || fail "tflite check hello --format $fmt: exit $rc"
  cp "$work/out" "$work/tfl_ok.$fmt"
done
sarif_ok "$work/tfl.sarif" && sarif_ok "$work/tfl_ok.sarif" || fail "tflite check sarif does not validate"
junit_ok "$work/tfl.junit" && junit_ok "$work/tfl_ok.junit" || fail "tflite check junit does not validate"
grep -q '<failure type="UNRESOLVED_CUSTOM_OP"' "$work/tfl.junit" && grep -q 'classname="tfcompat.tflite_runtime_2_4_0"' "$work/tfl.junit" ||
  fail "tflite junit: $(cat "$work/tfl.junit")"
run tflite check "$hello" --runtime 2.4.0 --json
[[ $rc == 0 ]] && [[ $(q "$work/out" 'd["target"]') == "TFLite runtime 2.4.0" ]] || fail "tflite check --json target: $out"

# 3. scan: a store with hostile names
store=$work/store
mkdir -p "$store/a<b&c\"d'e" "$store/serving"
cp -r "$tf2" "$store/serving/1"
cp "$hello" "$audio" "$store/a<b&c\"d'e/"
printf '\x08\x01\x12\x1a\x0a' >"$store/bad$(printf '\xff').pb"
printf 'not a model' >"$store/line
break.pb"
for fmt in sarif junit github ndjson; do
  run scan "$store" --tf 1.0.0 --runtime 2.4.0 --format "$fmt" --jobs 2
  [[ $rc == 2 ]] || fail "scan --format $fmt: exit $rc, want 2 ($err)"
  cp "$work/out" "$work/scan.$fmt"
done
sarif_ok "$work/scan.sarif" || fail "scan sarif does not validate"
junit_ok "$work/scan.junit" || fail "scan junit does not validate"
summary=$(tail -1 "$work/scan.ndjson")
models=$("$py" -c 'import json,sys; s=json.loads(sys.argv[1]); print(s["summary"]["models"], s["summary"]["rejected"] + s["summary"]["undetermined"], s["summary"]["unreadable"], s["target"])' "$summary")
[[ $models == "5 2 2 TensorFlow 1.0.0, TFLite runtime 2.4.0" ]] || fail "scan summary: $summary"
read -r n_models n_fail n_err _ <<<"$models"
grep -q "<testsuite name=\"tfcompat scan\" tests=\"$n_models\" failures=\"$n_fail\" errors=\"$n_err\"" "$work/scan.junit" ||
  fail "scan junit counts: $(head -3 "$work/scan.junit")"
[[ $(grep -c '<testcase ' "$work/scan.junit") == "$n_models" ]] || fail "scan junit: not one test case per model"
grep -q 'name="[^"]*a&lt;b&amp;c&quot;d&apos;e/audio_preprocessor_int8.tflite" classname="tfcompat.tflite_runtime_2_4_0"' "$work/scan.junit" ||
  fail "scan junit: markup in a path"
grep -q "bad$(printf '\xef\xbf\xbd').pb" "$work/scan.junit" || fail "scan junit: a byte that is not UTF-8 is not U+FFFD"
got=$(q "$work/scan.sarif" 'len(d["runs"][0]["results"])')
[[ $got == $((n_fail + n_err)) ]] || fail "scan sarif: $got results, want $((n_fail + n_err))"
got=$(q "$work/scan.sarif" 'sorted(r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"].rsplit("/", 1)[-1] for r in d["runs"][0]["results"])')
[[ $got == "['audio_preprocessor_int8.tflite', 'bad%FF.pb', 'line%0Abreak.pb', 'saved_model.pb']" ]] || fail "scan sarif uris: $got"
[[ $(grep -c '^::error file=' "$work/scan.github") == $((n_fail + n_err)) ]] || fail "scan github: $(cat "$work/scan.github")"
grep -q '^::error file=.*/line%0Abreak.pb,title=TFC_E_' "$work/scan.github" || fail "scan github: a newline in a path"

# 4. what protects a gate: no model found, the table's header
mkdir -p "$work/empty"
for fmt in table ndjson sarif junit github; do
  run scan "$work/empty" --format "$fmt"
  [[ $rc == 3 && $err == *"no model found under $work/empty"* ]] || fail "scan empty --format $fmt: exit $rc, '$err'"
done
run scan "$work/empty" --format sarif
sarif_ok "$work/out" || fail "empty scan: sarif does not validate"
run scan "$work/empty" --format junit
junit_ok "$work/out" || fail "empty scan: junit does not validate"
run scan "$work/empty" "$work/empty"
[[ $rc == 3 && $err == *"no model found under any of the 2 ROOTs"* ]] || fail "scan empty empty: exit $rc, '$err'"
run scan "$work/no-such-dir"
[[ $rc == 2 ]] || fail "scan of a mistyped path: exit $rc, want 2"
run scan "$store/serving" --tf 2.14.0
[[ $rc == 0 && $(head -1 <<<"$out") == "OUTCOME      KIND             PROD/MIN    RELEASES        PATH" ]] ||
  fail "table header: exit $rc, '$(head -1 <<<"$out")'"

# 5. usage
for args in "check $tf2 --tf 2.14.0 --format html" "check $tf2 --tf 2.14.0 --json --format sarif" \
            "tflite check $hello --runtime 2.4.0 --format csv" "check $tf2 --tf 2.14.0 --format table" \
            "scan $store --format json" "scan $store --format xml" "scan $store --tf 2.11.0 --tf 2.3.0"; do
  # shellcheck disable=SC2086
  run $args
  [[ $rc == 64 && -z $out && -n $err ]] || fail "tfcompat $args: exit $rc, stdout '${out:0:60}', stderr '$err'"
done

if ((fails)); then echo "cli formats: $fails failure(s)"; exit 1; fi
echo "cli formats: ok"
