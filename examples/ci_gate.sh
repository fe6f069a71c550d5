#!/bin/sh
# ci_gate.sh - fail a model release that a supported consumer would not load.
#
# A CI job runs this on the models it is about to publish, with the oldest
# serving release the team supports and the TFLite runtimes it ships:
#
#   examples/ci_gate.sh --tf 2.11.0 --runtime 2.4.0 export/1 model.tflite
#   examples/ci_gate.sh --consumer 1205 export/1        # a GraphDef consumer number
#
# For every MODEL, detected by content (`tfcompat inspect --json`):
#   - a GraphDef, MetaGraphDef, SavedModel (file or directory) or VersionDef
#     is checked against every --consumer N and every --tf RELEASE
#     (`tfcompat check MODEL --consumer N | --tf RELEASE --json`); for a
#     SavedModel directory, variables/variables.index too (the checkpoint
#     scheme: the release's bundle reader, or consumer 1 with --consumer);
#   - a checkpoint index is checked in the checkpoint scheme the same way;
#   - a TFLite model is checked against every --runtime X.Y.Z
#     (`tfcompat tflite check MODEL --runtime X.Y.Z --json`).
# Every model must meet at least one constraint of its kind: a TFLite model
# with no --runtime (or a graph with no --consumer/--tf) is a usage error, so
# that a misconfigured gate cannot pass silently.
#
# It uses only the command's exit codes and JSON (docs/CLI.md), parsed with
# python3's json module.
#
# Output: one line per check, "PASS", "FAIL" (the consumer refuses: the
# first error's message, as TensorFlow or the TFLite runtime would print it),
# "UNDETERMINED" (the release's own version is known only within bounds and
# the answer depends on it; counts as a failure) or "ERROR" (unreadable).
# Exit: 0 every check passed, 1 some consumer refuses (or may refuse),
#       2 some model is unreadable or invalid, 64 usage error.
#
# Options: --tfcompat PATH (default: $TFCOMPAT, else `tfcompat` on PATH),
#          --tf-version STR (the version messages name with --consumer).
set -uf

usage() {
    sed -n '2,/^set -uf/p' "$0" | sed -e '/^set -uf/d' -e 's/^# \{0,1\}//' >&2
    exit 64
}
die_usage() {
    echo "ci_gate: $*" >&2
    echo "usage: ci_gate.sh [--consumer N]... [--tf RELEASE]... [--runtime X.Y.Z]... MODEL... (--help)" >&2
    exit 64
}

tfcompat=${TFCOMPAT:-tfcompat}
python=${PYTHON3:-python3}
consumers=""
releases=""
runtimes=""
tf_version=""
models=""
nl='
'
while [ $# -gt 0 ]; do
    case $1 in
        --help | -h) usage ;;
        --consumer | --tf | --runtime | --tfcompat | --tf-version)
            [ $# -ge 2 ] || die_usage "missing value for $1"
            case $1 in
                --consumer)
                    case $2 in '' | *[!0-9]*) die_usage "--consumer wants a GraphDef version number, not '$2'" ;; esac
                    consumers="$consumers$2$nl" ;;
                --tf) releases="$releases$2$nl" ;;
                --runtime) runtimes="$runtimes$2$nl" ;;
                --tfcompat) tfcompat=$2 ;;
                --tf-version) tf_version=$2 ;;
            esac
            shift 2 ;;
        --) shift; break ;;
        -*) die_usage "unknown option $1" ;;
        *) models="$models$1$nl"; shift ;;
    esac
done
while [ $# -gt 0 ]; do models="$models$1$nl"; shift; done
[ -n "$models" ] || die_usage "no MODEL given"
[ -n "$consumers$releases$runtimes" ] || die_usage "give at least one --consumer, --tf or --runtime"
command -v "$tfcompat" >/dev/null 2>&1 || die_usage "no tfcompat command ('$tfcompat'); use --tfcompat PATH"
command -v "$python" >/dev/null 2>&1 || die_usage "python3 is needed to read the JSON"

# json EXPR: evaluates a Python expression over the JSON document on stdin
# (bound to d) and prints the result ("" for None).
json() {
    "$python" -c '
import json, sys
d = json.load(sys.stdin)
r = eval(sys.argv[1], {"d": d})
print("" if r is None else r)' "$1"
}
# The first error finding's message, else the error object's, else "", on
# one line (the runtime's custom-op message has two).
first_error='next((f["message"] for f in d.get("findings", []) if f.get("severity") in ("error", "undetermined")), (d.get("error") or {}).get("message", "")).replace("\n", " ")'

refused=0
unreadable=0
# run LABEL COMMAND...: runs one tfcompat check with --json and reports it.
run() {
    label=$1
    shift
    out=$("$@" --json 2>/dev/null)
    rc=$?
    case $rc in
        0) echo "PASS  $label" ;;
        1)
            outcome=$(printf '%s' "$out" | json 'd.get("outcome", "rejected")')
            why=$(printf '%s' "$out" | json "$first_error")
            if [ "$outcome" = undetermined ]; then
                echo "UNDETERMINED  $label: $why"
            else
                echo "FAIL  $label: $why"
            fi
            refused=1 ;;
        2)
            code=$(printf '%s' "$out" | json '(d.get("error") or {}).get("code", "")')
            why=$(printf '%s' "$out" | json "$first_error")
            echo "ERROR $label: $why ($code)"
            unreadable=1 ;;
        64)
            # tfcompat rejected the arguments (an unknown release, a bad runtime string)
            "$@" >/dev/null
            exit 64 ;;
        *)
            echo "ERROR $label: tfcompat exited $rc" >&2
            unreadable=1 ;;
    esac
}

# check_versioned MODEL [INDEX]: every --consumer and --tf against a graph or
# checkpoint; the checkpoint scheme's consumer with --consumer is TensorFlow's
# bundle reader, version 1.
check_versioned() {
    model=$1
    scheme=$2
    old_ifs=$IFS
    IFS=$nl
    for n in $consumers; do
        c=$n
        [ "$scheme" = checkpoint ] && c=1
        if [ -n "$tf_version" ]; then
            run "$model: $scheme consumer $c" "$tfcompat" check "$model" --consumer "$c" --tf-version "$tf_version"
        else
            run "$model: $scheme consumer $c" "$tfcompat" check "$model" --consumer "$c"
        fi
    done
    for r in $releases; do
        run "$model: TensorFlow $r ($scheme)" "$tfcompat" check "$model" --tf "$r"
    done
    IFS=$old_ifs
}

old_ifs=$IFS
IFS=$nl
for model in $models; do
    IFS=$old_ifs
    info=$("$tfcompat" inspect "$model" --json 2>/dev/null)
    rc=$?
    if [ $rc -ne 0 ]; then
        why=$(printf '%s' "$info" | json "$first_error" 2>/dev/null)
        code=$(printf '%s' "$info" | json '(d.get("error") or {}).get("code", "")' 2>/dev/null)
        echo "ERROR $model: ${why:-tfcompat inspect exited $rc} (${code:-?})"
        unreadable=1
        IFS=$nl
        continue
    fi
    kind=$(printf '%s' "$info" | json 'd["kind"]')
    case $kind in
        tflite)
            [ -n "$runtimes" ] || die_usage "$model is a TFLite model but no --runtime is given"
            IFS=$nl
            for r in $runtimes; do
                run "$model: TFLite runtime $r" "$tfcompat" tflite check "$model" --runtime "$r"
            done
            IFS=$old_ifs ;;
        checkpoint_index)
            [ -n "$consumers$releases" ] || die_usage "$model is a checkpoint but no --consumer or --tf is given"
            check_versioned "$model" checkpoint ;;
        *)
            [ -n "$consumers$releases" ] || die_usage "$model is a $kind but no --consumer or --tf is given"
            check_versioned "$model" graphdef
            if [ "$kind" = saved_model_dir ] && [ -f "$model/variables/variables.index" ]; then
                check_versioned "$model/variables/variables.index" checkpoint
            fi ;;
    esac
    IFS=$nl
done
IFS=$old_ifs

[ $unreadable -eq 0 ] || exit 2
[ $refused -eq 0 ] || exit 1
exit 0
