#!/usr/bin/env bash
# One allocator: no code in src/ allocates or frees memory with the C
# library outside the allocator (src/core/common.c: tfc__alloc, tfc__calloc,
# tfc__free, tfc__strndup), so a caller's tfc_allocator sees every
# allocation made for it and the allocation-failure sweep
# (test_alloc_failure) reaches every module. Every call that allocates or
# releases heap memory (malloc, calloc, realloc, free, strdup, asprintf,
# getline, open_memstream, ...) is counted per file, comments stripped, and
# compared with the allow-list allocs_allowed.tsv (allow_list.sh): a new
# call fails, and so does a listed exception that no longer matches (remove
# it); a folder entry allows every call below it.
# Before the tree, the detector runs on a few lines it must flag and a few it
# must not, so a broken detector fails too.
# usage: test_one_allocator.sh SOURCE_DIR [CC]
set -euo pipefail
src=$1
cc=${2:-cc}
here=$(cd "$(dirname "$0")" && pwd)
calls='malloc|calloc|realloc|reallocarray|free|strdup|strndup|wcsdup|asprintf|vasprintf|aligned_alloc|posix_memalign|memalign|valloc|pvalloc|getline|getdelim|open_memstream|realpath|get_current_dir_name'
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The C allocator calls of file $1, one name a line.
c_allocs() {
  # comments and string literals out, code kept (no include is expanded)
  "$cc" -fpreprocessed -dD -E -P "$1" 2>/dev/null | sed -E 's/"([^"\\]|\\.)*"/""/g' |
    grep -oE "(^|[^A-Za-z0-9_.>])($calls)[[:space:]]*\(" |
    sed -E 's/^[^A-Za-z]*//; s/[[:space:]]*\($//' || true
}

# The detector itself: each line of must.c is one call, none of mustnot.c is.
cat >"$tmp/must.c" <<'EOF'
void f(void) {
  char *a = malloc(4); char *b = calloc(1, 4); b = realloc(b, 8);
  char *c = strdup("x"); char *d = strndup("x", 1); free (a);
  asprintf(&a, "%d", 1); getline(&a, 0, 0);
}
EOF
cat >"$tmp/mustnot.c" <<'EOF'
/* malloc(4) in a comment, free(p) too */
void g(void) {
  char *a = tfc__alloc(NULL, 4); tfc__free(NULL, a); a = tfc__strndup(NULL, "x", 1);
  al->free(p, al->user); al.alloc(4, 0); my_free(a); xmalloc(3);
  const char *s = "calloc(";
}
EOF
fails=0
got_must=$(c_allocs "$tmp/must.c" | sort | tr '\n' ' ')
want_must="asprintf calloc free getline malloc realloc strdup strndup "
if [[ $got_must != "$want_must" ]]; then
  echo "FAIL: the detector found '$got_must' in its own examples, not '$want_must'"
  fails=$((fails + 1))
fi
got_not=$(c_allocs "$tmp/mustnot.c" | tr '\n' ' ')
if [[ -n $got_not ]]; then
  echo "FAIL: the detector flagged '$got_not' where there is no C allocator call"
  fails=$((fails + 1))
fi

cd "$src"
found="$tmp/found"
: >"$found"
while IFS= read -r f; do
  [[ $f == src/core/common.c ]] && continue
  c_allocs "$f" | sed "s|^|$f\t|" >>"$found"
done < <(find src -name '*.c' -o -name '*.h' | sort)
. "$here/allow_list.sh"
allow_list_check "$found" "$here/allocs_allowed.tsv" \
  "outside src/core/common.c; allocate with tfc__alloc/tfc__calloc/tfc__strndup and free with tfc__free (internal.h)"
fails=$((fails + allow_list_fails))
if ((fails)); then echo "one allocator: $fails failure(s)"; exit 1; fi
echo "one allocator: OK"
