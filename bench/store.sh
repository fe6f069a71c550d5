#!/usr/bin/env bash
# The store benchmark (bench/README.md, "A whole store"): builds a store of
# SavedModel directories and a store of .tflite files from the corpus copies
# in tests/corpus, runs the C read floor over the same files (read_floor:
# walk + read() of every model file into a reused buffer, one thread), then
# `tfcompat scan --format ndjson` with --jobs 1 and --jobs N, and prints
# models/s, the ratio to the floor and the ratio to a previous build, in one
# run, and the walking thread's CPU per model (bench/walk_only: the serial
# part of --jobs N, so how many jobs the walk keeps up with). Every time is
# the best of --runs runs (the machine may be shared).
#
# usage: bench/store.sh [--size N] [--jobs N] [--previous TFCOMPAT] [--runs R]
#                       [--cli TFCOMPAT] [--build DIR] [--scratch DIR] [--keep]
#                       [--tflite-max-kib K] [--median]
#   --size N          models in each store (20000)
#   --jobs N          the parallel run's --jobs (the number of CPUs)
#   --previous PATH   another tfcompat binary (e.g. 0.2.0's) to compare with,
#                     run on the same stores in the same run
#   --runs R          runs of each measurement; the best is kept (3)
#   --median          keep the median run (by wall time) instead of the best:
#                     steadier when other jobs share the machine
#   --cli PATH        the tfcompat to measure (default: a Release build of
#                     this checkout in --build, with read_floor)
#   --build DIR       where to build (build-bench-store)
#   --scratch DIR     where the stores go (a temporary directory, removed)
#   --keep            keep the stores (their path is printed)
#   --tflite-max-kib K  the .tflite store holds the corpus models up to K KiB
#                     (64: the 10 small ones, where the work per model shows;
#                     0: all 17, where copying the 4 MB and 2 MB models
#                     dominates every reader)
# The .tflite store holds hard links (copies across file systems) of the
# corpus models (up to --tflite-max-kib), in turn; the SavedModel store, of
# the 6 corpus SavedModel directories (saved_model.pb and variables/). Both scans' outputs are
# compared between --jobs 1 and --jobs N (they must be the same bytes).
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
size=20000 jobs=$(nproc) previous="" runs=3 cli="" build="$src/build-bench-store" scratch="" keep=0 max_kib=64 median=0
while [ $# -gt 0 ]; do
  case $1 in
    --size) size=$2; shift ;;
    --jobs) jobs=$2; shift ;;
    --previous) previous=$(realpath "$2"); shift ;;
    --runs) runs=$2; shift ;;
    --cli) cli=$(realpath "$2"); shift ;;
    --build) build=$2; shift ;;
    --scratch) scratch=$2; shift ;;
    --keep) keep=1 ;;
    --median) median=1 ;;
    --tflite-max-kib) max_kib=$2; shift ;;
    -h|--help) sed -n '2,34p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "store.sh: unknown argument $1" >&2; exit 64 ;;
  esac
  shift
done

cmake -S "$src" -B "$build" -DCMAKE_BUILD_TYPE=Release -DTFC_BUILD_BENCH=ON -DTFC_BUILD_TESTS=OFF >/dev/null
cmake --build "$build" -j"$(nproc)" --target read_floor walk_only $([ -z "$cli" ] && echo tfcompat_cli) >/dev/null
floor_bin="$build/bench/read_floor"
walk_bin="$build/bench/walk_only"
[ -n "$cli" ] || cli="$build/tfcompat"

if [ -z "$scratch" ]; then
  scratch=$(mktemp -d)
  [ "$keep" = 1 ] || trap 'rm -rf "$scratch"' EXIT
fi
mkdir -p "$scratch"
"${PYTHON3:-python3}" - "$scratch" "$size" "$src/tests/corpus" "$max_kib" <<'PY'
import os, shutil, sys
scratch, size, corpus, max_kib = sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
def link(a, b):
    try:
        os.link(a, b)
    except OSError:
        shutil.copyfile(a, b)
def make(store, fill):
    stamp = os.path.join(store, ".size")
    if os.path.exists(stamp) and open(stamp).read() == "%d %d" % (size, max_kib):
        return
    shutil.rmtree(store, ignore_errors=True)
    os.makedirs(store)
    for i in range(size):
        d = os.path.join(store, "%03d" % (i // 1000))  # 1,000 models a directory
        os.makedirs(d, exist_ok=True)
        fill(i, d)
    open(stamp, "w").write("%d %d" % (size, max_kib))
tfl = sorted(os.path.join(corpus, s, f) for s in ("tflite", "tflite_extra")
             for f in os.listdir(os.path.join(corpus, s)) if f.endswith(".tflite"))
tfl = [f for f in tfl if not max_kib or os.path.getsize(f) <= max_kib * 1024]
sms = sorted(os.path.join(corpus, "saved_model", d) for d in os.listdir(os.path.join(corpus, "saved_model")))
def fill_tflite(i, d):
    link(tfl[i % len(tfl)], os.path.join(d, "m%05d.tflite" % i))
def fill_sm(i, d):
    s, t = sms[i % len(sms)], os.path.join(d, "m%05d" % i)
    for root, _, files in os.walk(s):
        out = os.path.join(t, os.path.relpath(root, s))
        os.makedirs(out, exist_ok=True)
        for f in files:
            link(os.path.join(root, f), os.path.join(out, f))
make(os.path.join(scratch, "tflite"), fill_tflite)
make(os.path.join(scratch, "saved_model"), fill_sm)
PY

# One run of COMMAND...: prints "WALL CPU" (seconds; CPU = user + system of
# all its threads); its output is kept in $scratch/out.
run_once() {
  local t0 t1
  t0=$(date +%s.%N)
  /usr/bin/time -f "%U %S" -o "$scratch/time" "$@" >"$scratch/out" || true # exit 1 (a model rejected) is a result
  t1=$(date +%s.%N)
  # the last line: time writes "Command exited with non-zero status 1" first
  tail -n1 "$scratch/time" | awk -v w="$(echo "$t1 - $t0" | bc -l)" '{ printf "%.6f %.3f\n", w, $1 + $2 }'
}
# The best of $runs runs (the least wall time; its CPU time with it), or
# with --median the median run by wall time.
best_of() {
  local keep=1
  [ "$median" = 0 ] || keep=$(( (runs + 1) / 2 ))
  for _ in $(seq "$runs"); do run_once "$@"; done | sort -g | sed -n "${keep}p"
}
models_of() { tail -n1 "$1" | sed 's/.*"models":\([0-9]*\).*/\1/'; }
row() { # STORE READER MODELS WALL CPU FLOOR_WALL PREVIOUS_WALL
  local ratio=""
  [ -z "$7" ] || ratio=$(printf '%.2f' "$(echo "$4 / $7" | bc -l)")
  printf '%-12s %-24s %10.0f %9.2f %9s %12.1f\n' "$1" "$2" "$(echo "$3 / $4" | bc -l)" "$(echo "$4 / $6" | bc -l)" \
    "$ratio" "$(echo "$5 * 1000000 / $3" | bc -l)"
}

pick="best"
[ "$median" = 0 ] || pick="median"
echo "store benchmark: $size models a store (.tflite up to $max_kib KiB, 0: all), $pick of $runs runs ($(nproc) CPUs, load $(cut -d' ' -f1-3 /proc/loadavg))"
echo "tfcompat: $cli ($("$cli" --version | head -n1))"
[ -z "$previous" ] || echo "previous: $previous ($("$previous" --version | head -n1))"
printf '%-12s %-24s %10s %9s %9s %12s\n' store reader models/s x_floor x_previous cpu_us/model
for store in saved_model tflite; do
  root="$scratch/$store"
  # warm the page cache; count the models
  "$floor_bin" "$root" >/dev/null
  "$cli" scan "$root" --format ndjson --jobs 1 >"$scratch/out.1" || true
  n=$(models_of "$scratch/out.1")
  read -r floor floor_cpu < <(best_of "$floor_bin" "$root")
  row "$store" "read floor" "$n" "$floor" "$floor_cpu" "$floor" ""
  for j in 1 "$jobs"; do
    [ "$j" = 1 ] || [ "$jobs" != 1 ] || continue
    read -r t t_cpu < <(best_of "$cli" scan "$root" --format ndjson --jobs "$j")
    [ "$j" != 1 ] || one_cpu=$t_cpu
    cp "$scratch/out" "$scratch/out.$j"
    p="" p_cpu=""
    [ -z "$previous" ] || read -r p p_cpu < <(best_of "$previous" scan "$root" --format ndjson --jobs "$j")
    row "$store" "tfcompat scan --jobs $j" "$n" "$t" "$t_cpu" "$floor" "$p"
    [ -z "$p" ] || row "$store" "previous scan --jobs $j" "$n" "$p" "$p_cpu" "$floor" "$p"
  done
  # The serial part of --jobs N: the walking thread's CPU per model (the
  # median of 3 runs of bench/walk_only); a worker's is the --jobs 1 CPU
  # less it, so the walk alone keeps up with about worker / walk jobs.
  walk_us=$(for _ in 1 2 3; do "$walk_bin" "$root" | sed 's/.*us_per_model=//'; done | sort -g | sed -n 2p)
  keeps=$(echo "($one_cpu * 1000000 / $n - $walk_us) / $walk_us" | bc -l)
  if [ "$(echo "$keeps >= 1" | bc -l)" = 1 ]; then
    keeps=$(printf 'the walk keeps up with about %.0f jobs' "$keeps")
  else
    keeps="(the process CPU time, in 10 ms steps, is too coarse at this --size to tell the jobs)"
  fi
  printf '%-12s %-24s %s us/model of CPU: %s\n' "$store" "walking thread" "$walk_us" "$keeps"
  if [ "$jobs" != 1 ] && ! cmp -s "$scratch/out.1" "$scratch/out.$jobs"; then
    echo "store.sh: --jobs 1 and --jobs $jobs printed different output for $store" >&2
    exit 1
  fi
done
echo "models/s and the ratios: wall time (x_floor: over the read floor's; x_previous: over the previous build's,"
echo "below 1 is faster); cpu_us/model: user + system CPU time of the process, all threads, per model;"
echo "walking thread: bench/walk_only, the walk of scan --jobs N alone (its jobs: past them the walk is the limit)"
[ "$keep" = 0 ] || echo "stores kept in $scratch"
