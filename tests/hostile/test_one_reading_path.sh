#!/usr/bin/env bash
# One reading path: no code in src/ or python/ turns a model or registry
# path into bytes outside the reading layer (src/core/file.c), which checks
# that the path is a regular file before any blocking open, bounds the size
# and detects a file that changes during the read. Every call that opens or
# reads a path (open, fopen, openat, mmap, opendir, pread, ...) is counted
# per file, comments stripped, and compared with the allow-list
# raw_reads_allowed.tsv: a new call fails, and so does a listed exception
# that no longer matches (remove it).
# usage: test_one_reading_path.sh SOURCE_DIR [CC]
set -euo pipefail
src=$1
cc=${2:-cc}
here=$(cd "$(dirname "$0")" && pwd)
cd "$src"
c_calls='open|open64|openat|openat64|openat2|creat|fopen|fopen64|freopen|fdopen|mmap|mmap64|opendir|fdopendir|scandir|nftw|ftw|read|pread|pread64|preadv|fread|readlink|sendfile|splice'
py_calls='open|read_bytes|read_text|fromfile|mmap|memmap|loadtxt'
found=$(mktemp)
trap 'rm -f "$found"' EXIT
while IFS= read -r f; do
  [[ $f == src/core/file.c ]] && continue
  # comments out, code kept (no include is expanded)
  "$cc" -fpreprocessed -dD -E -P "$f" 2>/dev/null |
    grep -oE "(^|[^A-Za-z0-9_.>])($c_calls)[[:space:]]*\(" |
    sed -E 's/^[^A-Za-z]*//; s/[[:space:]]*\($//' | sed "s|^|$f\t|" >>"$found" || true
done < <(find src -name '*.c' -o -name '*.h' | sort)
if [[ -d python ]]; then
  while IFS= read -r f; do
    sed -E 's/#.*$//' "$f" | grep -oE "(^|[^A-Za-z0-9_])(os\.|io\.|np\.|numpy\.|mmap\.|\.)?($py_calls)[[:space:]]*\(" |
      sed -E 's/^[^A-Za-z.]*//; s/[[:space:]]*\($//; s/^(os|io|np|numpy|mmap)?\.//' | sed "s|^|$f\t|" >>"$found" || true
  done < <(find python -name '*.py' -not -path '*/node_modules/*' | sort)
fi
. "$here/allow_list.sh"
allow_list_check "$found" "$here/raw_reads_allowed.tsv" \
  "raw read of a path outside src/core/file.c; read through the reading layer (file_internal.h)"
fails=$allow_list_fails
if ((fails)); then echo "one reading path: $fails failure(s)"; exit 1; fi
echo "one reading path: OK"
