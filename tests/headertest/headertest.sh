#!/usr/bin/env bash
# Compiles every public header on its own, included twice (its guard), as
# C99 and C11 with the C compiler and as C++11 and C++17 with the C++
# compiler, all with strict warnings as errors (-Wconversion included: a
# header must not make its includer's -Werror build fail). Then, when a library
# directory is given, links a C99 and a C++ program that call the library
# through the umbrella header (extern "C" linkage is right).
# usage: headertest.sh CC|- CXX|- LIBDIR|- INCLUDE_DIR...
#   CC "-": C++ only; CXX "-": C only; LIBDIR "-": compile only, no link test.
# The include directories are searched in order; the headers tested are
# tfcompat.h and tfcompat/*.h found in any of them (version.h is generated
# into the build tree).
set -euo pipefail
cc=$1 cxx=$2 libdir=$3
shift 3
((${#@})) || { echo "usage: headertest.sh CC CXX|- LIBDIR|- INCLUDE_DIR..."; exit 64; }
incs=()
headers=()
for d in "$@"; do
  incs+=(-I "$d")
  [[ -f $d/tfcompat.h ]] && headers+=(tfcompat.h)
  for h in "$d"/tfcompat/*.h; do
    [[ -e $h ]] && headers+=("tfcompat/$(basename "$h")")
  done
done
mapfile -t headers < <(printf '%s\n' "${headers[@]}" | sort -u)
((${#headers[@]} > 1)) || { echo "headertest: no public headers under $*"; exit 1; }
[[ " ${headers[*]} " == *" tfcompat/version.h "* ]] || { echo "headertest: tfcompat/version.h not found (generated into the build tree)"; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cwarn=(-Wall -Wextra -Wpedantic -pedantic-errors -Werror -Wstrict-prototypes -Wmissing-prototypes
       -Wundef -Wshadow -Wcast-qual -Wconversion -Wsign-conversion -Wredundant-decls -Wvla)
cxxwarn=(-Wall -Wextra -Wpedantic -pedantic-errors -Werror -Wundef -Wshadow -Wcast-qual
         -Wconversion -Wsign-conversion -Wredundant-decls -Wold-style-cast -Wzero-as-null-pointer-constant)
fails=0 runs=0
compile() { # compile LABEL COMPILER FLAGS... -- SOURCE
  local label=$1; shift
  runs=$((runs + 1))
  if ! out=$("$@" 2>&1); then
    echo "FAIL $label"
    echo "$out" | sed 's/^/    /'
    fails=$((fails + 1))
  fi
}
for h in "${headers[@]}"; do
  base=${h//\//_}
  base=${base%.h}
  printf '#include <%s>\n#include <%s>\ntypedef int headertest_not_empty;\n' "$h" "$h" >"$work/$base.c"
  cp "$work/$base.c" "$work/$base.cpp"
  for tier in "" -DTFC_BUILDING_BLOCKS; do
    if [[ $cc != - ]]; then
      for std in c99 c11; do
        compile "$h as $std $tier" "$cc" -std=$std $tier "${cwarn[@]}" "${incs[@]}" -fsyntax-only "$work/$base.c"
      done
    fi
    if [[ $cxx != - ]]; then
      for std in c++11 c++17; do
        compile "$h as $std $tier" "$cxx" -std=$std $tier "${cxxwarn[@]}" "${incs[@]}" -fsyntax-only "$work/$base.cpp"
      done
    fi
  done
done

if [[ $libdir != - ]]; then
  cat >"$work/core.c" <<'SRC'
#include <tfcompat.h>
#include <stdio.h>
#include <string.h>
int main(void)
{
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_target *t = NULL;
    tfc_verdict *v = NULL;
    if (strcmp(tfc_version_string(), TFC_VERSION_STRING) != 0) return 1;
    if (tfc_target_parse(&t, "2.11.1", NULL, &err) != TFC_OK) return 2;
    int32_t rc = tfc_check_path_v2(&v, "/nonexistent/headertest/saved_model.pb", t, NULL, &err);
    int ok = rc == TFC_E_NOT_FOUND && v == NULL && tfc_error_code(&err) == TFC_E_NOT_FOUND;
    tfc_target_free(t);
    puts(tfc_status_name(rc));
    return ok ? 0 : 3;
}
SRC
  cp "$work/core.c" "$work/core.cpp"
  cat >"$work/call.c" <<'SRC'
#define TFC_BUILDING_BLOCKS
#include <tfcompat.h>
#include <stdio.h>
#include <string.h>
int main(void)
{
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_versiondef *v = NULL;
    tfc_verdict *verdict = NULL;
    if (strcmp(tfc_version_string(), TFC_VERSION_STRING) != 0) return 1;
    if (tfc_versiondef_new(&v, 27, 12, NULL, 0, NULL, &err) != TFC_OK) return 2;
    if (tfc_accept_check(&verdict, v, 11, 0, "GraphDef", "graph", "x", NULL, &err) != TFC_OK) return 3;
    int rejected = !tfc_verdict_accepted(verdict) &&
                   tfc_verdict_finding_reason(verdict, 0) == TFC_REASON_CONSUMER_TOO_OLD;
    tfc_verdict_free(verdict);
    tfc_versiondef_free(v);
    puts(tfc_status_name(TFC_E_TRUNCATED));
    return rejected ? 0 : 4;
}
SRC
  cp "$work/call.c" "$work/call.cpp"
  link=(-L "$libdir" -Wl,-rpath,"$libdir" -ltfcompat)
  for prog in core call; do # the core alone; the building blocks
    if [[ $cc != - ]]; then
      compile "link $prog from C99" "$cc" -std=c99 "${cwarn[@]}" "${incs[@]}" "$work/$prog.c" -o "$work/${prog}_c" "${link[@]}"
      [[ -x $work/${prog}_c ]] && { "$work/${prog}_c" >/dev/null || { echo "FAIL run C99 $prog caller (exit $?)"; fails=$((fails + 1)); }; }
    fi
    if [[ $cxx != - ]]; then
      compile "link $prog from C++11" "$cxx" -std=c++11 "${cxxwarn[@]}" -Wno-old-style-cast -Wno-zero-as-null-pointer-constant \
        "${incs[@]}" "$work/$prog.cpp" -o "$work/${prog}_cxx" "${link[@]}"
      [[ -x $work/${prog}_cxx ]] && { "$work/${prog}_cxx" >/dev/null || { echo "FAIL run C++ $prog caller (exit $?)"; fails=$((fails + 1)); }; }
    fi
  done
fi
if ((fails)); then
  echo "headertest: $fails of $runs compilations failed (${#headers[@]} headers)"
  exit 1
fi
echo "headertest: OK, ${#headers[@]} headers, $runs compilations (C: $cc, C++: $cxx)"
