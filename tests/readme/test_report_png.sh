#!/usr/bin/env bash
# docs/report.png, the README's picture of the HTML report: tools/report-png.sh
# renders it again (a 1200x640 PNG with the outcome colours), and the caption's
# numbers are what the caption's command answers now (its summary in ndjson).
# A PNG is not compared byte for byte: fonts differ between machines.
# usage: test_report_png.sh TFCOMPAT SOURCE_DIR   (env CHROMIUM, PYTHON3)
set -euo pipefail
T=$1
src=$2
py=${PYTHON3:-python3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

bash "$src/tools/report-png.sh" "$T" "$work/report.png" >/dev/null 2>"$work/err" || { cat "$work/err"; fail "tools/report-png.sh"; }
read -r w h distinct green red purple <<<"$("$py" "$src/tests/cli/png_colours.py" "$work/report.png" 2e7d32 c62828 6a1b9a)"
[[ $w == 1200 && $h == 640 && $distinct -gt 50 && $green -gt 5000 && $red -gt 500 ]] ||
  fail "rendered picture: ${w}x$h, $distinct colours, $green green, $red red, $purple purple pixels"
grep -q 'tools/report-png.sh' "$src/README.md" || fail "README does not say how docs/report.png is made"

caption=$(grep -o '^!\[The HTML report of `tfcompat scan [^`]*`, [^(]*' "$src/README.md" || true)
cmd=$(sed -E 's/^[^`]*`tfcompat ([^`]*) --format html`.*/\1/' <<<"$caption")
said=$(sed -E 's/^[^`]*`[^`]*`, //; s/ *$//' <<<"$caption")
[[ -n $caption && $cmd != "$caption" ]] || fail "README has no caption naming the report's scan command"
# The page's summary line is the first target's (each further --tf adds a
# column only); ndjson takes one --tf.
one=$(awk '{ out = ""; seen = 0
  for (i = 1; i <= NF; i++) { if ($i == "--tf") { if (seen++) { i++; continue } } out = out (out == "" ? "" : " ") $i }
  print out }' <<<"$cmd")
set +e
# shellcheck disable=SC2086
(cd "$src" && "$T" $one --format ndjson) >"$work/scan.ndjson" 2>/dev/null
set -e
now=$(tail -n1 "$work/scan.ndjson" | "$py" -c 'import json, sys
s = json.load(sys.stdin)["summary"]
print("%d models: %d accepted, %d rejected, %d undetermined, %d unreadable" % (
    s["models"], s["accepted"], s["rejected"], s["undetermined"], s["unreadable"]))')
[[ $said == "$now" ]] || fail "README caption says '$said'; \`tfcompat $cmd\` now gives '$now' (run tools/report-png.sh)"
cmp -s <(head -c 8 "$src/docs/report.png") <(printf '\x89PNG\r\n\x1a\n') || fail "docs/report.png is not a PNG"

if ((fails)); then echo "report png: $fails failure(s)"; exit 1; fi
echo "report png: ok ($now)"
