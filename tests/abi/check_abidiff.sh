#!/usr/bin/env bash
# The ABI against the committed baseline (tests/abi/libtfcompat.abi), with
# libabigail's abidiff: function signatures, the layout of every public
# struct and enum, the SONAME. abidiff's exit code says what changed:
#   bit 8 (incompatible): a break - a signature, a struct layout, a removed
#         function. It needs a new SOVERSION (README "SONAME policy") and a
#         new baseline;
#   bit 4 (a change that may be compatible, e.g. a function added): the
#         baseline is regenerated in the same change as the header
#         (tools/abi-baseline.sh BUILD_DIR), so that every ABI change is a
#         reviewed edit of the baseline.
# The baseline is written by abidw from a build with debug information
# (RelWithDebInfo, the configuration tools/test.sh tests); public headers
# only (--headers-dir, --drop-private-types).
# Tiers (tests/abi/symbols.txt): the core is held strictly - any change to
# it, an added core function included, fails until the baseline is
# regenerated in the same change; the lower tier and the deprecated entry
# points are checked loosely: a function added to them passes (a
# suppression of libabigail, built from symbols.txt), a changed or removed
# one still fails (the SONAME promise covers every exported symbol).
# usage: check_abidiff.sh ABIDW ABIDIFF LIBTFCOMPAT_SO BASELINE INCLUDE_DIR GENERATED_INCLUDE_DIR SYMBOLS_TXT
set -uo pipefail
abidw=$1 abidiff=$2 lib=$3 baseline=$4 inc=$5 geninc=$6 symbols=$7
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if ! "$abidw" --headers-dir "$inc" --headers-dir "$geninc" --drop-private-types --no-show-locs --no-corpus-path \
     "$lib" >"$tmp/current.abi" 2>"$tmp/abidw.err"; then
  echo "ABI: abidw failed:"; cat "$tmp/abidw.err"; exit 1
fi
# Additions outside the core: allowed without a new baseline.
loose=$(awk '!/^[[:space:]]*(#|$)/ && $2 != "core" {print $1}' "$symbols" | paste -sd'|')
[[ -n $loose ]] || { echo "ABI: no lower-tier names in $symbols"; exit 1; }
printf '[suppress_function]\n  change_kind = added-function\n  name_regexp = ^(%s)$\n' "$loose" >"$tmp/loose.supp"
"$abidiff" --no-show-locs --suppressions "$tmp/loose.supp" "$baseline" "$tmp/current.abi" >"$tmp/diff.txt" 2>&1
rc=$?
if ((rc == 0)); then
  echo "abidiff: the ABI equals the baseline ($(grep -c '<function-decl' "$tmp/current.abi") functions)"
  exit 0
fi
cat "$tmp/diff.txt"
if ((rc & 8)); then
  echo "ABI: INCOMPATIBLE change against tests/abi/libtfcompat.abi: a break needs a new SOVERSION and a new baseline"
elif ((rc & 4)); then
  echo "ABI: the ABI changed (compatible): regenerate the baseline in the same change (tools/abi-baseline.sh BUILD_DIR)"
else
  echo "ABI: abidiff failed (exit $rc)"
fi
exit 1
