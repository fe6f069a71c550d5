#!/usr/bin/env bash
# Installs the freshly built library into a temporary prefix, then builds
# and runs the examples against the installed package twice: through CMake's
# find_package(tfcompat) and through pkg-config. Fails if any step fails or
# if an example gives a wrong answer on a real model.
# usage: test_install.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
build=$1
src=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
prefix=$work/prefix
model=$src/tests/corpus/saved_model/saved_model_half_plus_two_tf2_cpu

cmake --install "$build" --prefix "$prefix" >/dev/null
libdir=$(ls -d "$prefix"/lib*/ | head -n1)
for f in include/tfcompat.h include/tfcompat/version.h; do
  test -f "$prefix/$f" || { echo "missing $f"; exit 1; }
done
test -f "$libdir/libtfcompat.a" || { echo "missing static library"; exit 1; }
soname=$(objdump -p "$libdir"/libtfcompat.so | awk '/SONAME/ {print $2}')
[[ $soname == libtfcompat.so.* ]] || { echo "bad SONAME '$soname'"; exit 1; }
test -f "$libdir/pkgconfig/tfcompat.pc" || { echo "missing tfcompat.pc"; exit 1; }
test -f "$libdir/cmake/tfcompat/tfcompatConfig.cmake" || { echo "missing CMake package"; exit 1; }
test -x "$prefix/bin/tfcompat" || { echo "missing tfcompat command"; exit 1; }

expect() { # expect EXIT_CODE OUTPUT_SUBSTRING command...
  local want=$1 text=$2; shift 2
  set +e; out=$("$@" 2>&1); got=$?; set -e
  if [[ $got != "$want" || $out != *"$text"* ]]; then
    echo "FAILED: $* -> exit $got, output: $out (want exit $want, '$text')"; exit 1
  fi
}

# 1. find_package(tfcompat)
cmake -S "$src/examples" -B "$work/cmake-build" -DCMAKE_PREFIX_PATH="$prefix" \
  -DCMAKE_BUILD_RPATH="$libdir" >/dev/null
cmake --build "$work/cmake-build" >/dev/null
for exe in check_model check_model_static; do
  expect 0 accepted "$work/cmake-build/$exe" "$model" 1569
  expect 1 "GraphDef min consumer version 12 above current version 11 for TensorFlow 1.0.0.  Please upgrade TensorFlow." \
    "$work/cmake-build/$exe" "$model" 11 1.0.0
done
# A serving build's own one-consumer registry ("myserving 7", consumer 2100).
expect 0 accepted "$work/cmake-build/own_registry" "$model"

# 2. pkg-config
export PKG_CONFIG_PATH=$libdir/pkgconfig
cc -std=c11 -Wall -Wextra -Werror $(pkg-config --cflags tfcompat) "$src/examples/check_model.c" \
  -o "$work/check_model_pc" $(pkg-config --libs tfcompat) -Wl,-rpath,"$libdir"
expect 0 accepted "$work/check_model_pc" "$model" 2000
cc -std=c11 $(pkg-config --cflags tfcompat) "$src/examples/check_model.c" -o "$work/check_model_pc_static" \
  "$libdir/libtfcompat.a" $(pkg-config --libs-only-l --static tfcompat | sed 's/-ltfcompat//')
expect 0 accepted "$work/check_model_pc_static" "$model" 2000

# 3. the installed command
expect 0 '"kind": "saved_model"' "$prefix/bin/tfcompat" inspect --json "$model"
echo "install test: OK ($prefix)"
