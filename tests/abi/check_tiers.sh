#!/usr/bin/env bash
# The two tiers (include/tfcompat.h), as a caller's compiler sees them:
#   - a file that includes only <tfcompat.h> sees exactly the functions
#     tests/abi/symbols.txt marks "core", and at most 80 of them;
#   - with TFC_BUILDING_BLOCKS defined it sees every listed function;
#   - the "deprecated" ones are declared in tfcompat/deprecated.h, and that
#     header alone declares them.
# "Sees" is what the preprocessor leaves: a name followed by "(" in the
# preprocessed umbrella (comments and #ifdef'd-out declarations are gone).
# usage: check_tiers.sh CC SYMBOLS_TXT INCLUDE_DIR GENERATED_INCLUDE_DIR
set -euo pipefail
export LC_ALL=C
cc=$1 list=$2 inc=$3 geninc=$4
max_core=80
fail=0
problem() { echo "tiers: $*"; fail=1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

listed() { awk -v t="$1" '!/^[[:space:]]*(#|$)/ && (t == "" || $2 == t) {print $1}' "$list" | sort -u; }
seen() { # seen FILE DEFINES...: listed names the preprocessed FILE declares
  local src=$1; shift
  "$cc" -E -P "$@" -I "$inc" -I "$geninc" "$src" >"$work/pp.i"
  grep -oE '\btfc_[a-z0-9_]+[[:space:]]*\(' "$work/pp.i" | tr -d '( \t' | sort -u | comm -12 - <(listed "")
}
printf '#include <tfcompat.h>\n' >"$work/core.c"
printf '#include <tfcompat/deprecated.h>\n' >"$work/dep.c"

seen "$work/core.c" >"$work/core.seen"
listed core >"$work/core.listed"
n=$(wc -l <"$work/core.seen")
((n <= max_core)) || problem "<tfcompat.h> alone declares $n exported functions (at most $max_core)"
if ! diff -u "$work/core.listed" "$work/core.seen" >"$work/core.diff"; then
  problem "what <tfcompat.h> alone declares differs from the core tier of $(basename "$list") (- listed core, + declared):"
  sed -n '3,$p' "$work/core.diff" | grep '^[-+]' | sed 's/^/  /'
fi

seen "$work/core.c" -DTFC_BUILDING_BLOCKS >"$work/all.seen"
missing=$(comm -23 <(listed "") "$work/all.seen")
[[ -z $missing ]] || problem "not declared even with TFC_BUILDING_BLOCKS: $(echo $missing)"

# The deprecated header declares the deprecated tier (and the core it
# includes), nothing of the lower tier.
seen "$work/dep.c" >"$work/dep.seen"
missing=$(comm -23 <(listed deprecated) "$work/dep.seen")
[[ -z $missing ]] || problem "deprecated but not declared by tfcompat/deprecated.h: $(echo $missing)"
dep_decl=$(tr '\n' ' ' <"$inc/tfcompat/deprecated.h" | grep -oE 'TFC_API[^;{]*[ *]tfc_[a-z0-9_]+[[:space:]]*\(' |
           grep -oE 'tfc_[a-z0-9_]+[[:space:]]*\($' | tr -d '( ' | sort -u)
extra=$(comm -13 <(listed deprecated) <(printf '%s\n' "$dep_decl" | grep .))
[[ -z $extra ]] || problem "tfcompat/deprecated.h declares functions not marked deprecated: $(echo $extra)"

if ((fail)); then
  echo "tiers: FAILED"
  exit 1
fi
echo "tiers: OK, <tfcompat.h> alone declares $n functions (core, at most $max_core);" \
     "$(listed lower | wc -l) lower, $(listed deprecated | wc -l) deprecated under TFC_BUILDING_BLOCKS"
