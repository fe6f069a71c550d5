#!/usr/bin/env bash
# ABI discipline: compares the symbols libtfcompat.so exports with the
# checked-in list tests/abi/symbols.txt (name and tier per line).
#   - a symbol in the list but not exported fails: removing a function
#     breaks every binary linked against the SONAME (bump SOVERSION instead,
#     see README "Guarantees");
#   - an exported symbol not in the list fails too: adding to the ABI is a
#     deliberate edit of symbols.txt, made in the same commit as the header;
#   - every exported symbol must carry the version node TFCOMPAT_<SOVERSION>,
#     be named tfc_ but not tfc__ (internal helpers stay hidden), and be
#     declared TFC_API in a public header;
#   - the SONAME must be libtfcompat.so.<SOVERSION>.
# usage: check_symbols.sh LIBTFCOMPAT_SO SYMBOLS_TXT INCLUDE_DIR SOVERSION
set -euo pipefail
export LC_ALL=C
lib=$1 list=$2 include=$3 soversion=$4
fail=0
problem() { echo "ABI: $*"; fail=1; }

test -f "$lib" || { echo "ABI: no library at $lib"; exit 1; }
test -f "$list" || { echo "ABI: no symbol list at $list"; exit 1; }

soname=$(objdump -p "$lib" | awk '$1 == "SONAME" {print $2}')
[[ $soname == "libtfcompat.so.$soversion" ]] ||
  problem "SONAME is '$soname', expected libtfcompat.so.$soversion"

# Defined dynamic symbols as "name@@VERSION" (the version node itself is an
# absolute symbol "A"; skip it).
mapfile -t exported < <(nm -D --defined-only "$lib" | awk '$2 != "A" {print $3}' | sort)
((${#exported[@]})) || problem "the library exports nothing"

names=()
for s in "${exported[@]}"; do
  name=${s%%@*}
  ver=${s#"$name"}
  [[ $ver == "@@TFCOMPAT_$soversion" ]] || problem "$name has version '${ver#@@}', expected TFCOMPAT_$soversion"
  [[ $name == tfc_* && $name != tfc__* ]] || problem "$name is exported but is not a public tfc_ name"
  names+=("$name")
done

# "name tier" lines; the tier is core, lower or deprecated (check_tiers.sh
# holds it to the headers).
bad_tier=$(grep -v '^[[:space:]]*\(#\|$\)' "$list" | awk 'NF != 2 || ($2 != "core" && $2 != "lower" && $2 != "deprecated")')
[[ -z $bad_tier ]] || problem "lines of $list that are not \"name core|lower|deprecated\": $bad_tier"
mapfile -t listed < <(grep -v '^[[:space:]]*\(#\|$\)' "$list" | awk '{print $1}' | sort)
mapfile -t sorted_file < <(grep -v '^[[:space:]]*\(#\|$\)' "$list" | awk '{print $1}')
[[ "${listed[*]}" == "${sorted_file[*]}" ]] || problem "$list is not sorted (LC_ALL=C sort)"

removed=$(comm -23 <(printf '%s\n' "${listed[@]}") <(printf '%s\n' "${names[@]}"))
added=$(comm -13 <(printf '%s\n' "${listed[@]}") <(printf '%s\n' "${names[@]}"))
if [[ -n $removed ]]; then
  problem "symbols in $(basename "$list") that the library no longer exports (an ABI break):"
  sed 's/^/  - /' <<<"$removed"
fi
if [[ -n $added ]]; then
  problem "exported symbols missing from $(basename "$list") (add them deliberately, with their header):"
  sed 's/^/  + /' <<<"$added"
fi

# Every exported function is declared TFC_API in a public header.
decls=$(cat "$include"/tfcompat.h "$include"/tfcompat/*.h "$include"/tfcompat/*.h.in 2>/dev/null | tr '\n' ' ')
for name in "${names[@]}"; do
  grep -Eq "TFC_API[^;{]*[ *]$name[[:space:]]*\(" <<<"$decls" ||
    problem "$name is exported but not declared TFC_API in $include"
done

if ((fail)); then
  echo "ABI check FAILED (${#names[@]} exported, ${#listed[@]} listed)"
  exit 1
fi
echo "ABI check OK: ${#names[@]} symbols, all listed, all TFCOMPAT_$soversion, SONAME $soname"
