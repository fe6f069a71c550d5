# allow_list.sh - sourced by the one-path tests (test_one_reading_path.sh,
# test_one_allocator.sh): the one comparison of the calls found in the tree
# with an allow-list of exceptions, each with its reason.
#
# allow_list_check FOUND TSV NEW_HINT
#   FOUND    a file of "path<TAB>call" lines, one a call found
#   TSV      the allow-list: "path<TAB>call<TAB>count<TAB>reason" lines, '#'
#            comments; an entry for a folder (path ending in '/', call and
#            count '*') allows every call below it
#   NEW_HINT what a call outside the list is and what to do instead
# Prints a FAIL line for each call not listed, each count that differs from
# its entry and each entry that matches nothing any more (the exception is
# gone: remove it), then a count line; sets allow_list_fails.
allow_list_check() {
  local found=$1 tsv=$2 hint=$3 name file call n w d
  name=$(basename "$tsv")
  allow_list_fails=0
  local got allowed folders want
  got=$(sort "$found" | uniq -c | awk '{printf "%s\t%s\t%s\n", $2, $3, $1}')
  allowed=$(grep -v '^#' "$tsv" | awk -F'\t' 'NF >= 3 {printf "%s\t%s\t%s\n", $1, $2, $3}' | sort)
  folders=$(awk -F'\t' '$1 ~ /\/$/ && $2 == "*" && $3 == "*" {print $1}' <<<"$allowed")
  want=$(awk -F'\t' '$1 !~ /\/$/' <<<"$allowed")
  while IFS=$'\t' read -r file call n; do
    [[ -z $file ]] && continue
    for d in $folders; do [[ $file == "$d"* ]] && continue 2; done
    w=$(awk -F'\t' -v f="$file" -v c="$call" '$1 == f && $2 == c {print $3}' <<<"$want")
    if [[ -z $w ]]; then
      echo "FAIL: $file: $n $call() $hint"
      allow_list_fails=$((allow_list_fails + 1))
    elif [[ $w != "$n" ]]; then
      echo "FAIL: $file: $n $call() calls, the allow-list says $w: update $name"
      allow_list_fails=$((allow_list_fails + 1))
    fi
  done <<<"$got"
  while IFS=$'\t' read -r file call n; do
    [[ -z $file ]] && continue
    if ! awk -F'\t' -v f="$file" -v c="$call" '$1 == f && $2 == c {ok = 1} END {exit !ok}' <<<"$got"; then
      echo "FAIL: $file: no $call() any more: remove its entry from $name"
      allow_list_fails=$((allow_list_fails + 1))
    fi
  done <<<"$want"
  for d in $folders; do
    if ! cut -f1 <<<"$got" | awk -v d="$d" 'index($0, d) == 1 {ok = 1} END {exit !ok}'; then
      echo "FAIL: $d: no call below it any more: remove its entry from $name"
      allow_list_fails=$((allow_list_fails + 1))
    fi
  done
  echo "$(grep -c . <<<"$got" || true) (file, call) pairs found, $(grep -vc '^#' "$tsv") allowed"
}
