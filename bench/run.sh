#!/usr/bin/env bash
# bench/run.sh - the read benchmark in one command: build (Release), generate
# the inputs into a scratch directory, measure every reader side by side on a
# warm and a cold page cache, write bench/results[-LABEL].csv, redraw
# bench/results[-LABEL].svg (gnuplot) and the table in bench/README.md.
#
#   bench/run.sh [--quick|--full] [--lib DIR] [--label NAME] [--runs N]
#                [--scratch DIR] [--build DIR] [--no-readme]
#
#   --quick      100 MB inputs only (default)
#   --full       100 MB and 1 GB inputs (about 5 GB of scratch space)
#   --lib DIR    measure the libtfcompat source tree in DIR (e.g. another
#                worktree) instead of this checkout; bench/ from this checkout
#                is built against it (cmake -S bench -DTFC_SOURCE_DIR=DIR)
#   --label NAME name of the results (default: "main", or DIR's basename)
#   --reuse-parsers CSV  take the libprotobuf and protobuf-c rows from CSV (a
#                run on the same inputs) instead of measuring them again: they
#                do not involve libtfcompat; the README says so
#   --report-only  only redo the tables, chart and README section from the CSV
#   --runs N     runs per warm or cold measurement of the fast readers (3)
#   --sizes "MB.." input sizes in MiB instead of the mode's (e.g. "10" to try it)
#
# Inputs (deterministic, seed 1): frozen and noweights GraphDefs (see
# gen_graphdef.c) and a SavedModel directory wrapping each.
# Readers: read() floor, libtfcompat (tfc_file_open_model + tfc_accept_check),
# the whole `tfcompat check` process, libprotobuf C++ (TensorFlow's reader),
# protobuf-c (full unpack). Missing optional tools are skipped with a note.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/.." && pwd)
reuse="" report_only=0 mode=quick sizes_opt="" lib="" label="" runs=3 scratch=/tmp/tfc-bench build="" readme=1
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) mode=quick ;;
    --full) mode=full ;;
    --lib) lib=$(cd "$2" && pwd); shift ;;
    --label) label=$2; shift ;;
    --runs) runs=$2; shift ;;
    --sizes) sizes_opt=$2; shift ;;
    --scratch) scratch=$2; shift ;;
    --build) build=$2; shift ;;
    --no-readme) readme=0 ;;
    --report-only) report_only=1 ;;
    --reuse-parsers) reuse=$(cd "$(dirname "$2")" && pwd)/$(basename "$2"); shift ;;
    -h|--help) sed -n '2,27p' "$0"; exit 0 ;;
    *) echo "run.sh: unknown option $1" >&2; exit 64 ;;
  esac
  shift
done
# The reused rows are read from a copy: the CSV may be the one this run rewrites.
reuse_rows=""
if [ -n "$reuse" ]; then reuse_rows=$(mktemp); cp "$reuse" "$reuse_rows"; trap 'rm -f "$reuse_rows"' EXIT; fi
[ -n "$label" ] || { if [ -n "$lib" ]; then label=$(basename "$lib"); else label=main; fi; }
[ -n "$build" ] || build="$repo/build-bench-$label"
suffix=""; [ "$label" = main ] || suffix="-$label"
csv="$here/results$suffix.csv"
svg="$here/results$suffix.svg"
note() { echo "run.sh: $*" >&2; }
load_start=$(cut -d' ' -f1 /proc/loadavg)

if [ "$report_only" = 0 ]; then
# ---- build -----------------------------------------------------------------
if [ -n "$lib" ]; then
  cmake -S "$here" -B "$build" -DCMAKE_BUILD_TYPE=Release -DTFC_SOURCE_DIR="$lib" >/dev/null
else
  cmake -S "$repo" -B "$build" -DCMAKE_BUILD_TYPE=Release -DTFC_BUILD_BENCH=ON -DTFC_BUILD_TESTS=OFF >/dev/null
fi
cmake --build "$build" -j2 --target gen_graphdef bench_measure bench_read >/dev/null
cmake --build "$build" -j2 --target tfcompat_cli >/dev/null 2>&1 || true
[ -n "$reuse" ] || cmake --build "$build" -j2 --target bench_read_pb >/dev/null 2>&1 || true
paths=$(find "$build" -name bench_paths.sh | head -1)
# shellcheck disable=SC1090
. "$paths"
[ -n "$reuse" ] || [ -x "$READ_PB" ] || { note "skipping libprotobuf C++ (install g++ libprotobuf-dev protobuf-compiler)"; READ_PB=""; }
[ -n "$CLI" ] && [ -x "$CLI" ] || { note "skipping the tfcompat check process (CLI not built)"; CLI=""; }

# ---- inputs ----------------------------------------------------------------
sizes="100"; [ "$mode" = full ] && sizes="100 1024"
[ -z "$sizes_opt" ] || sizes=$sizes_opt
need_mb=0; for mb in $sizes; do need_mb=$(( need_mb + 4 * mb + 100 )); done
mkdir -p "$scratch"
avail_mb=$(df -Pm "$scratch" | awk 'NR==2 {print $4}')
if [ "$avail_mb" -lt "$need_mb" ]; then
  note "$scratch has $avail_mb MB free, needs about $need_mb MB"; exit 1
fi
inputs=()
for mb in $sizes; do
  for mix in frozen noweights; do
    g="$scratch/${mix}_${mb}m.pb" d="$scratch/${mix}_${mb}m_saved_model"
    if [ ! -s "$g" ] || [ "$here/gen_graphdef.c" -nt "$g" ]; then  # deterministic: regenerate only when the generator changed
      "$GEN" --mix "$mix" --seed 1 "$g" "$mb" >&2
      rm -rf "$d"
    fi
    [ -s "$d/saved_model.pb" ] || "$GEN" wrap --mix "$mix" "$g" "$d" >&2
    inputs+=("$g" "$d")
  done
done
sync

# ---- measurements ----------------------------------------------------------
echo "label,input,mix,container,size_bytes,method,cache,median_s,min_s,min_cpu_s,peak_private_kib,maxrss_kib,runs,nodes" >"$csv"
measure() { # input method cache runs command...
  local in=$1 method=$2 cache=$3 n=$4; shift 4
  local base mix container file bytes out err nodes
  base=$(basename "$in"); mix=${base%%_*}
  if [ -d "$in" ]; then container=saved_model; file="$in/saved_model.pb"; else container=graphdef; file=$in; fi
  bytes=$(stat -c %s "$file")
  err=$(mktemp)
  if out=$("$MEASURE" $([ "$cache" = cold ] && echo --cold) --runs "$n" "$in" -- "$@" 2>"$err"); then
    nodes=$(sed -n 's/.*nodes=\([0-9-]*\).*/\1/p' "$err" | tail -1)
    echo "$label,$base,$mix,$container,$bytes,$method,$cache,$out,${nodes:-}" >>"$csv"
    note "$(printf '%-32s %-12s %-4s %s' "$base" "$method" "$cache" "$out")"
  else
    note "$base $method $cache failed: $(cat "$err")"
  fi
  rm -f "$err"
}
for in in "${inputs[@]}"; do
  bytes=$(stat -c %s "$([ -d "$in" ] && echo "$in/saved_model.pb" || echo "$in")")
  slow=$runs; [ "$bytes" -gt 50000000 ] && slow=1
  for cache in warm cold; do
    measure "$in" floor "$cache" "$runs" "$READ" floor "$in"
    measure "$in" tfc "$cache" "$runs" "$READ" tfc "$in"
    [ -z "$CLI" ] || measure "$in" cli "$cache" "$runs" "$CLI" check "$in" --consumer 2100
    # The full parsers: once per cache state above 50 MB (seconds to minutes, GBs of memory on 1 GB).
    # Above 300 MB only warm: the goals compare them warm, and each run takes minutes.
    [ "$cache" = cold ] && [ "$bytes" -gt 300000000 ] && continue
    if [ -n "$reuse" ]; then
      # The full parsers do not involve libtfcompat: take their rows from another run on the same inputs.
      awk -F, -v OFS=, -v l="$label" -v k="$(basename "$in")" -v c="$cache" \
        '$2 == k && $7 == c && ($6 == "libprotobuf" || $6 == "protobuf-c") { $1 = l; print }' "$reuse_rows" >>"$csv"
      continue
    fi
    [ -z "$READ_PB" ] || measure "$in" libprotobuf "$cache" "$slow" "$READ_PB" "$in"
    measure "$in" protobuf-c "$cache" "$slow" "$READ" protobuf-c "$in"
  done
done

else
  paths=$(find "$build" -name bench_paths.sh 2>/dev/null | head -1)
  LIB_SOURCE_DIR=${lib:-$repo}
  # shellcheck disable=SC1090
  [ -z "$paths" ] || . "$paths"
fi
gnuplot=$(command -v gnuplot || true)
[ -n "$gnuplot" ] || note "skipping the chart (install gnuplot-nox)"

# ---- the same graph for every reader ---------------------------------------
awk -F, 'NR > 1 && $6 != "floor" && $6 != "cli" && $14 != "" { k = $2; if (k in n && n[k] != $14) { print "run.sh: node counts differ on " k ": " n[k] " vs " $14 " (" $6 ")" > "/dev/stderr"; bad = 1 } n[k] = $14 } END { exit bad }' "$csv"

# ---- tables ----------------------------------------------------------------
# Wall time (best run) and CPU time (best run) with ratios, memory, and the
# goals of issue 9 checked on what was measured.
table=$(awk -F, '
  NR == 1 { next }
  { k = $2; if (!(k in seen)) { seen[k] = 1; order[++n] = k; size[k] = $5 }
    t["wall", k, $6, $7] = $9; t["cpu", k, $6, $7] = $10; mem[k, $6, $7] = $11; rss[k, $6, $7] = $12 }
  function has(w, k, m, c) { return (w, k, m, c) in t }
  function v(w, k, m, c) { return t[w, k, m, c] + 0 }
  function cell(w, k, m, c, base) {
    if (!has(w, k, m, c)) return "—"
    return sprintf("%.3f s (%.2f×)", v(w, k, m, c), v(w, k, m, c) / base)
  }
  function full(w, k, m, f, fl) {
    if (!has(w, k, m, "warm")) return "—"
    return sprintf("%.2f s (%.0f×; %.1f× the verdict)", v(w, k, m, "warm"), v(w, k, m, "warm") / f, v(w, k, m, "warm") / fl)
  }
  function times(w, title,   i, k, f, cf, fl) {
    print "**" title "** (×: divided by the read floor of the same cache state)"
    print ""
    print "| input | size | read floor | libtfcompat verdict | `tfcompat check` | libprotobuf C++ | protobuf-c | cold read floor | cold verdict | cold `tfcompat check` |"
    print "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
    for (i = 1; i <= n; i++) {
      k = order[i]; f = v(w, k, "floor", "warm"); cf = v(w, k, "floor", "cold"); fl = v(w, k, "tfc", "warm")
      printf "| %s | %.0f MiB | %.3f s | %s | %s | %s | %s | %.3f s | %s | %s |\n", k, size[k] / 1048576, f,
        cell(w, k, "tfc", "warm", f), cell(w, k, "cli", "warm", f), full(w, k, "libprotobuf", f, fl), full(w, k, "protobuf-c", f, fl),
        cf, cell(w, k, "tfc", "cold", cf), cell(w, k, "cli", "cold", cf)
    }
    print ""
  }
  function mib(x) { return x == "" ? "—" : sprintf("%.1f", x / 1024) }
  function ratio(w, k, m, c, k2, m2, c2) {
    if (!has(w, k, m, c) || !has(w, k2, m2, c2)) return ""
    return v(w, k, m, c) / v(w, k2, m2, c2)
  }
  function check(text, target, le, rw, rc,   ok, okc) {
    if (rw == "" && rc == "") return
    ok = le ? (rw != "" && rw <= target) : (rw != "" && rw >= target)
    okc = le ? (rc != "" && rc <= target) : (rc != "" && rc >= target)
    printf "| %s | %s %s | %s | %s | %s |\n", text, le ? "≤" : "≥", target, rw == "" ? "—" : sprintf("%.2f", rw),
      rc == "" ? "—" : sprintf("%.2f", rc), ok ? (okc ? "met" : "met on wall time only") : (okc ? "met on CPU time only" : "**not met**")
  }
  END {
    times("wall", "Wall time, best of the runs")
    times("cpu", "CPU time, best of the runs (user + system of the reading; steadier than wall time on a shared machine)")
    print "**Peak private memory, MiB** (highest RssAnon, warm runs), and the verdict'"'"'s peak resident set with the mapped file pages (maxrss)"
    print ""
    print "| input | verdict | `tfcompat check` | libprotobuf C++ | protobuf-c | verdict maxrss |"
    print "|---|---:|---:|---:|---:|---:|"
    maxpriv = 0
    for (i = 1; i <= n; i++) {
      k = order[i]
      printf "| %s | %s | %s | %s | %s | %s |\n", k, mib(mem[k, "tfc", "warm"]), mib(mem[k, "cli", "warm"]),
        mib(mem[k, "libprotobuf", "warm"]), mib(mem[k, "protobuf-c", "warm"]), mib(rss[k, "tfc", "warm"])
      for (c = 0; c < 2; c++) {
        cs = c ? "cold" : "warm"
        if (mem[k, "tfc", cs] + 0 > maxpriv) maxpriv = mem[k, "tfc", cs] + 0
        if (mem[k, "cli", cs] + 0 > maxpriv) maxpriv = mem[k, "cli", cs] + 0
      }
    }
    print ""
    print "**Goals of issue 9** on these inputs (ratio on wall time and on CPU time; goals on inputs not measured in this run are left out)"
    print ""
    print "| goal | target | wall | CPU | |"
    print "|---|---:|---:|---:|---|"
    F = "frozen_1024m.pb"; N = "noweights_100m.pb"
    check("frozen 1 GB GraphDef: verdict ÷ read floor", 1.0, 1, ratio("wall", F, "tfc", "warm", F, "floor", "warm"), ratio("cpu", F, "tfc", "warm", F, "floor", "warm"))
    check("frozen 1 GB GraphDef: libprotobuf ÷ verdict", 25, 0, ratio("wall", F, "libprotobuf", "warm", F, "tfc", "warm"), ratio("cpu", F, "libprotobuf", "warm", F, "tfc", "warm"))
    check("no-weights 100 MB GraphDef: libprotobuf ÷ verdict", 30, 0, ratio("wall", N, "libprotobuf", "warm", N, "tfc", "warm"), ratio("cpu", N, "libprotobuf", "warm", N, "tfc", "warm"))
    for (i = 1; i <= n; i++) {
      k = order[i]
      check(k ": cold verdict ÷ cold read", 1.2, 1, ratio("wall", k, "tfc", "cold", k, "floor", "cold"), ratio("cpu", k, "tfc", "cold", k, "floor", "cold"))
    }
    printf "| private memory of the verdict and of `tfcompat check`, every input | ≤ 16 MiB | %.1f MiB | | %s |\n", maxpriv / 1024, maxpriv <= 16384 ? "met" : "**not met**"
  }' "$csv")
echo "$table"

# ---- chart -----------------------------------------------------------------
if [ -n "$gnuplot" ]; then
  dat=$(mktemp)
  awk -F, 'NR > 1 { k = $2; if (!(k in s)) { s[k] = 1; o[++n] = k } w[k, $6, $7] = $9; c[k, $6, $7] = $10 }
    function r(a, k, m, cs) {
      if (a == "w") return ((k, m, cs) in w) ? w[k, m, cs] / w[k, "floor", cs] : "NaN"
      return ((k, m, cs) in c) ? c[k, m, cs] / c[k, "floor", cs] : "NaN"
    }
    END { for (i = 1; i <= n; i++) { k = o[i]; x = k; gsub(/_saved_model/, " SM", x); gsub(/_/, " ", x)
      print "\"" x "\"", r("w", k, "tfc", "warm"), r("w", k, "cli", "warm"), r("w", k, "libprotobuf", "warm"), r("w", k, "protobuf-c", "warm"), r("w", k, "tfc", "cold"),
        r("c", k, "tfc", "warm"), r("c", k, "cli", "warm"), r("c", k, "libprotobuf", "warm"), r("c", k, "protobuf-c", "warm"), r("c", k, "tfc", "cold") } }' "$csv" >"$dat"
  "$gnuplot" <<GNUPLOT
set terminal svg size 1300,900 dynamic font "sans,11" background "white"
set output "$svg"
set multiplot layout 2,1 title "Time to a verdict relative to read() of the same file (1 = the read floor; log scale): $label, $(date -u +%Y-%m-%d)"
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.85 border -1
set boxwidth 0.9
set logscale y
set yrange [0.5:*]
set grid ytics
set key outside right top vertical
set xtics rotate by -15
set arrow 1 from graph 0, first 1 to graph 1, first 1 nohead dt 2 lc rgb "black"
set title "wall time (best run)"
set ylabel "× read floor"
plot "$dat" using 2:xtic(1) title "libtfcompat verdict (warm)" lc rgb "#1b9e77", \
     "" using 6 title "libtfcompat verdict (cold, ÷ cold read)" lc rgb "#66c2a5", \
     "" using 3 title "tfcompat check process (warm)" lc rgb "#7570b3", \
     "" using 4 title "libprotobuf C++ (warm)" lc rgb "#d95f02", \
     "" using 5 title "protobuf-c (warm)" lc rgb "#e7298a"
set title "CPU time (best run)"
plot "$dat" using 7:xtic(1) title "libtfcompat verdict (warm)" lc rgb "#1b9e77", \
     "" using 11 title "libtfcompat verdict (cold, ÷ cold read)" lc rgb "#66c2a5", \
     "" using 8 title "tfcompat check process (warm)" lc rgb "#7570b3", \
     "" using 9 title "libprotobuf C++ (warm)" lc rgb "#d95f02", \
     "" using 10 title "protobuf-c (warm)" lc rgb "#e7298a"
unset multiplot
GNUPLOT
  rm -f "$dat"
  note "chart: $svg"
fi

# ---- README ----------------------------------------------------------------
if [ "$readme" = 1 ]; then
  begin="<!-- bench-results:$label:begin -->" end="<!-- bench-results:$label:end -->"
  runs_arg=""; [ "$runs" = 3 ] || runs_arg=" --runs $runs"
  cmd="bench/run.sh --$mode${runs_arg}${sizes_opt:+ --sizes \"$sizes_opt\"}${lib:+ --lib $lib}${suffix:+ --label $label}${reuse:+ --reuse-parsers bench/$(basename "$reuse")}"
  host="$(nproc) cores, $(uname -sr), load average $load_start at the start, $(cut -d' ' -f1 /proc/loadavg) at the end"
  block=$(printf '%s\n%s\n\nMeasured %s with `%s` (%s; library: %s at %s).\nTimes are the best of the runs (see `%s` for medians, CPU times and maxrss).%s\n\n%s\n\n![chart](%s)\n%s' \
    "$begin" "### Results: $label" "$(date -u '+%Y-%m-%d %H:%M UTC')" "$cmd" "$host" "${LIB_SOURCE_DIR}" \
    "$(git -C "$LIB_SOURCE_DIR" rev-parse --short HEAD 2>/dev/null || echo '?')" "$(basename "$csv")" "${reuse:+ The libprotobuf and protobuf-c figures are those of \`$(basename "$reuse")\` (same inputs; they do not involve libtfcompat).}" "$table" "$(basename "$svg")" "$end")
  readme_file="$here/README.md"
  if grep -qF "$begin" "$readme_file"; then
    BLOCK="$block" awk -v b="$begin" -v e="$end" '$0 == b { print ENVIRON["BLOCK"]; skip = 1; next } $0 == e { skip = 0; next } !skip' "$readme_file" >"$readme_file.tmp"
  else
    { cat "$readme_file"; echo; echo "$block"; } >"$readme_file.tmp"
  fi
  mv "$readme_file.tmp" "$readme_file"
  note "README: $readme_file ($begin)"
fi
note "results: $csv"
