#!/usr/bin/env bash
# The HTML report of `tfcompat scan` at store scale: builds a store of MODELS
# links (default 10,000), each to one model of the corpus in turn (the 39 of
# tests/corpus: SavedModel directories, graphs, checkpoint indexes, TFLite
# models, 11 hostile files), writes the report with --format html, and times
# headless Chromium opening it (unfiltered, then with filters applied from
# the URL fragment: what a click on the outcome and reason menus runs). The
# page reports its own times in <body data-load-ms data-filter-ms>
# (performance.now(): parsing the data, building the menus, filtering,
# rendering the rows in view); the wall time includes Chromium's start,
# measured alone on an empty page. Also: the rows the DOM holds (the page
# renders only the rows in view). Not a timed assertion: a measurement.
# usage: bench/bench_report.sh TFCOMPAT [MODELS (default 10000)] [TARGET ARGS (default --tf 2.11.0 --runtime 2.4.0)]
set -euo pipefail
T=$1
models=${2:-10000}
shift $(($# >= 2 ? 2 : 1))
(($#)) || set -- --tf 2.11.0 --runtime 2.4.0
src=$(cd "$(dirname "$0")/.." && pwd)
chromium=${CHROMIUM:-chromium}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
store=$work/store
mkdir "$store"
"${PYTHON3:-python3}" - "$store" "$models" "$src/tests/corpus" <<'PY'
import os, sys
store, n, corpus = sys.argv[1], int(sys.argv[2]), sys.argv[3]
models = []
for sub in sorted(os.listdir(corpus)):
    d = os.path.join(corpus, sub)
    if not os.path.isdir(d) or sub == "expected":
        continue
    for name in sorted(os.listdir(d)):
        models.append(os.path.join(d, name))
for i in range(n):
    m = models[i % len(models)]
    os.makedirs(os.path.join(store, "team%03d" % (i // 100)), exist_ok=True)
    os.symlink(m, os.path.join(store, "team%03d" % (i // 100), "m%05d_%s" % (i, os.path.basename(m))))
PY
browse() {
  /usr/bin/time -f "%e" -o "$work/t" "$chromium" --headless --disable-gpu --no-sandbox --no-first-run \
    --user-data-dir="$work/profile" --disable-background-networking --disable-component-update "$@" 2>/dev/null
}
attr() { grep -o "<body[^>]*>" "$work/dom.html" | grep -o "data-$1=\"[^\"]*\"" | cut -d'"' -f2; }

/usr/bin/time -f "%e %M" -o "$work/scan_t" "$T" scan "$store" --format html "$@" >"$work/report.html" 2>/dev/null || true
read -r scan_s scan_rss < <(tail -n1 "$work/scan_t")
echo "tfcompat scan $* --format html over $models model links ($(nproc) CPUs, load $(cut -d' ' -f1-3 /proc/loadavg))"
printf 'report: %.1f MiB, written in %s s (max RSS %.1f MiB)\n' "$(stat -c %s "$work/report.html" | awk '{print $1 / 1048576}')" \
  "$scan_s" "$(awk -v k="$scan_rss" 'BEGIN {print k / 1024}')"
echo '<!DOCTYPE html><title>empty</title>' >"$work/empty.html"
browse --dump-dom "file://$work/empty.html" >/dev/null
browse --dump-dom "file://$work/empty.html" >/dev/null
echo "chromium alone (an empty page): $(cat "$work/t") s"
for frag in "" "#outcome=rejected" "#reason=UNRESOLVED_CUSTOM_OP" "#outcome=accepted&path=saved_model"; do
  browse --dump-dom "file://$work/report.html$frag" >"$work/dom.html"
  rows=$(grep -o '<div class="row" style="[^"]*" data-i="[0-9]*">' "$work/dom.html" | wc -l)
  printf '%-38s wall %5.2f s; page: load %7s ms (filter %6s ms); %5s of %s shown, %s rows in the DOM\n' \
    "${frag:-(no filter)}" "$(cat "$work/t")" "$(attr load-ms)" "$(attr filter-ms)" "$(attr shown)" "$(attr total)" "$rows"
done
browse --screenshot="$work/report.png" --window-size=1280,720 "file://$work/report.html" >/dev/null
echo "screenshot 1280x720: wall $(cat "$work/t") s"
