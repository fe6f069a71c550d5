#!/usr/bin/env bash
# Renders docs/report.png, the README's picture of the HTML report: the scan
# the README names, in headless Chromium, 1200x640. The docs_report_png test
# runs it (into a temporary file) and checks the numbers the README states
# against the same scan; run it after a change to the corpus or the report,
# and commit the picture.
# usage: tools/report-png.sh TFCOMPAT [OUT.png]   (env CHROMIUM; run from anywhere)
set -euo pipefail
T=$(realpath "$1")
src=$(cd "$(dirname "$0")/.." && pwd)
out=$(realpath -m "${2:-$src/docs/report.png}")
chromium=${CHROMIUM:-chromium}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The scan of the README's caption (README.md, "In CI"); exit 2: the corpus
# holds hostile files on purpose.
(cd "$src" && "$T" scan tests/corpus --tf 2.11.0 --tf 2.3.0 --tf 1.15.0 --runtime 2.4.0 --format html) \
  >"$work/report.html" || [[ $? == 2 ]]
timeout 120 "$chromium" --headless --disable-gpu --no-sandbox --no-first-run --user-data-dir="$work/profile" \
  --disable-background-networking --disable-component-update --hide-scrollbars \
  --screenshot="$work/report.png" --window-size=1200,640 "file://$work/report.html" >/dev/null 2>"$work/chromium.err" ||
  { cat "$work/chromium.err"; exit 1; }
mv "$work/report.png" "$out"
echo "$out"
