#!/usr/bin/env bash
# Regenerates a runtime profile, data/resolvers/NAME@VERSION.txt, by probing
# the real runtime: every builtin operator code and version (one probe model
# each, written by the test program's --write-probes mode) and the standard
# custom ops are loaded in the runtime (tests/runtime/probe.mjs), and what it
# resolves becomes the profile's resolver lines; the smallest code it calls
# "out of range" gives max_builtin_code. Three more kinds of probe measure the
# build's load behaviour (docs/tflite.md, "Build properties"): a model with
# an unknown custom op and one with an unknown Flex op (resolved = the build
# loads without preparing nodes: "custom_ops deferred"), a model with a
# variable tensor ("variable_tensors refused" with the build's message) and
# one model per tensor element type ("tensor_types" with the types it
# converts, "tensor_type_refused" with its message, the code as {code}).
# The header records the provenance
# and the TFLite releases the build sits between (inferred from the probes:
# no build embeds a TFLite version string).
#
# usage: tools/gen_runtime_profile.sh BUILD_DIR RUNTIME
#   BUILD_DIR  a configured and built tree (it has tests/test_litert_runtime)
#   RUNTIME    a dependency alias of tests/runtime/package.json, installed
#              with npm ci: litertjs-2.5.3, tfjs-tflite-0.0.1-alpha.10, ...
# Then bump TFC_RULESET_VERSION in CMakeLists.txt (a data change).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:?usage: gen_runtime_profile.sh BUILD_DIR RUNTIME}
runtime=${2:?usage: gen_runtime_profile.sh BUILD_DIR RUNTIME}
bin=$build/tests/test_litert_runtime
pkg=$root/tests/runtime/node_modules/$runtime/package.json
[[ -x $bin ]] || { echo "gen_runtime_profile: $bin is missing (build first)" >&2; exit 2; }
[[ -f $pkg ]] || { echo "gen_runtime_profile: $runtime is not installed (npm ci in tests/runtime)" >&2; exit 2; }
# "litertjs-2.5.3" -> "litertjs@2.5.3": the first '-' before a digit.
profile=$(printf '%s' "$runtime" | sed -E 's/-([0-9])/@\1/')
out=$root/data/resolvers/$profile.txt

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$bin" --write-probes "$tmp/probes"
node "$root/tests/runtime/probe.mjs" "$runtime" "$tmp/probes/probes.list" >"$tmp/answers"
releases=$(tail -n +2 "$root/data/tflite_runtime_versions.csv" | cut -d, -f3 | tr -d '\r' | sort -u -V)
# shellcheck disable=SC2086
"$bin" --releases "$tmp/probes" "$tmp/answers" $releases >"$tmp/releases"

package=$(node -e 'const p=require(process.argv[1]); console.log(p.name + "@" + p.version)' "$pkg")
integrity=$(node -e 'const l=require(process.argv[1]); const e=l.packages["node_modules/"+process.argv[2]]; console.log(e && e.integrity || "")' \
            "$root/tests/runtime/package-lock.json" "$runtime")
nprobes=$(wc -l <"$tmp/probes/probes.list")
# The closest releases: the latest one whose every (op, version) the build
# has, and the earliest one that has every (op, version) of the build.
lower=$(awk -F'\t' '$3 == "extra 0" {r = $1} END {print r}' "$tmp/releases")
upper=$(awk -F'\t' '$2 == "missing 0" {print $1; exit}' "$tmp/releases")

{
  echo "# Runtime profile $profile: the builtin and custom ops that $package"
  echo "# (npm, integrity $integrity) resolves on the CPU under Node, and how it loads"
  echo "# models (the build properties at the end), measured with tools/gen_runtime_profile.sh"
  echo "# ($nprobes probe models: every builtin code and version 1..largest known + 1, the"
  echo "# standard resolver's custom ops, an unknown custom op and an unknown Flex op, a"
  echo "# variable tensor, a tensor of each element type, tensors with bad quantization),"
  echo "# Node $(node --version), $(date -u +%Y-%m-%d). Do not edit: regenerate."
  if [[ -n $lower && $lower == "$upper" ]]; then
    echo "# Builtin ops: exactly those of TFLite release $lower."
  else
    echo "# Builtin ops: between TFLite releases ${lower:-(none)} and ${upper:-(none)} (the build embeds"
    echo "# no version string). Distance to each release over the probes (missing: (op, version)"
    echo "# pairs the build resolves and the release lacks; extra: the release has, the build refuses):"
    awk -F'\t' -v lo="$lower" -v hi="$upper" '$1 == lo || $1 == hi {printf "#   %-8s %s; %s\n", $1, $2, $3}' "$tmp/releases"
  fi
  paste "$tmp/probes/probes.labels" "$tmp/answers" | awk -F'\t' -v types_csv="$root/data/tflite_tensor_types.csv" '
    BEGIN {
      # TensorType name -> code, for the codes in the refusal messages.
      while ((getline line < types_csv) > 0) { split(line, f, ","); gsub(/\r/, "", f[2]); typecode[f[1]] = f[2] }
    }
    $1 != $3 { print "label/answer order mismatch: " $1 " " $3 > "/dev/stderr"; exit 3 }
    {
      n = split($2, w, " ")
      status = $4; msg = $5
      first_line = msg; sub(/ \| .*/, "", first_line)
      if (w[1] == "tensor" && w[2] == "variable") {
        if (status == "refused") variable = first_line
        next
      }
      if (w[1] == "tensor" && w[2] ~ /^type_/) {
        t = w[2]; sub(/^type_/, "", t)
        if (status == "resolved") { types = types " " t; next }
        if (status != "refused") { print "tensor type " t ": " status " (" msg ")" > "/dev/stderr"; bad = 1; exit 3 }
        # The build'"'"'s message with the code as {code}: the same text for
        # every refused type, or the profile cannot say it.
        code = (t ~ /^[0-9]+$/) ? t : typecode[t]
        tmpl = first_line
        if (!sub("[(]" code "[)]", "({code})", tmpl) && !sub(" " code " ", " {code} ", tmpl)) {
          print "tensor type " t ": the message does not hold its code " code ": " first_line > "/dev/stderr"; bad = 1; exit 3
        }
        if (typemsg != "" && typemsg != tmpl) {
          print "tensor types refused with different messages: " typemsg " / " tmpl > "/dev/stderr"; bad = 1; exit 3
        }
        typemsg = tmpl; nrefused++
        next
      }
      if (w[1] == "tensor") next   # load-time quantization probes: the test compares them
      if (w[1] == "unused") next   # custom codes no operator uses: the test compares them
      if (w[1] == "custom") {
        # A resolved custom kernel may trap on the probe node (no tensors).
        # The unknown ops measure how the build treats an unresolved custom
        # op; they are never registered.
        if (w[2] == "tfcompat_probe_unknown_op" || w[2] ~ /^FlexTfcompatProbe/) {
          deferred[w[2]] = (status == "resolved") ? 1 : 0
          next
        }
        if (status != "unresolved") custom[++nc] = w[2] " " w[3]
        next
      }
      op = w[1]; v = w[2] + 0
      if (msg ~ /^Op builtin_code out of range: /) {
        code = msg; sub(/^Op builtin_code out of range: /, "", code); sub(/\..*/, "", code)
        if (oor == "" || code + 0 < oor + 0) oor = code + 0
        next
      }
      if (status == "resolved") {
        if (op == cur && v == last + 1) { last = v; next }
        if (cur != "") print "builtin " cur " " first " " last
        cur = op; first = v; last = v
      }
    }
    END {
      if (bad) exit 3
      if (cur != "") print "builtin " cur " " first " " last
      if (oor != "") printf "max_builtin_code %d\n", oor - 1
      for (i = 1; i <= nc; i++) print "custom " custom[i]
      nd = 0; ndef = 0
      for (k in deferred) { nd++; ndef += deferred[k] }
      if (nd != 2) { print "missing the unknown custom op probes" > "/dev/stderr"; exit 3 }
      if (ndef != 0 && ndef != nd) { print "the build defers one unknown custom op and not the other" > "/dev/stderr"; exit 3 }
      print "# Build properties: how the build loads a model (docs/tflite.md)."
      if (ndef) print "custom_ops deferred"
      if (variable != "") {
        if (variable ~ /"/) { print "the variable tensor message holds a quote: " variable > "/dev/stderr"; exit 3 }
        print "variable_tensors refused \"" variable "\""
      }
      if (nrefused) {
        if (typemsg ~ /"/) { print "the tensor type message holds a quote: " typemsg > "/dev/stderr"; exit 3 }
        print "tensor_types" types
        print "tensor_type_refused \"" typemsg "\""
      }
    }' >"$tmp/body"
} >"$tmp/profile"
cat "$tmp/body" >>"$tmp/profile"
mkdir -p "$root/data/resolvers"
mv "$tmp/profile" "$out"
echo "gen_runtime_profile: wrote $out ($(grep -c '^builtin' "$out") builtin ranges; between ${lower:-?} and ${upper:-?})"
