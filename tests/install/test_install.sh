#!/usr/bin/env bash
# Installs the freshly built library into a temporary prefix, then builds
# and runs the examples against the installed package twice: through CMake's
# find_package(tfcompat) and through pkg-config. The serving gate built
# against the installed package runs the whole serving-gate test. Fails if
# any step fails or if an example gives a wrong answer on a real model.
# usage: test_install.sh BUILD_DIR SOURCE_DIR [PYTHON3 [RUSTC]]
# With PYTHON3, the Python binding's suite also runs against the installed
# libtfcompat.so and the installed tfcompat command; with RUSTC, the Rust
# example is compiled against the installed library and its test runs.
set -euo pipefail
build=$1
src=$2
python3=${3:-}
rustc=${4:-}
[[ $python3 != *-NOTFOUND ]] || python3="" # CMake's find_program found none
[[ $rustc != *-NOTFOUND ]] || rustc=""
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
test -f "$prefix/share/man/man1/tfcompat.1" || { echo "missing man page share/man/man1/tfcompat.1"; exit 1; }

expect() { # expect EXIT_CODE OUTPUT_SUBSTRING command...
  local want=$1 text=$2; shift 2
  set +e; out=$("$@" 2>&1); got=$?; set -e
  if [[ $got != "$want" || $out != *"$text"* ]]; then
    echo "FAILED: $* -> exit $got, output: $out (want exit $want, '$text')"; exit 1
  fi
}

# 1. find_package(tfcompat): first the README's own ```cmake block, as
# printed, around examples/check_model.c (the line a user copies is the line
# that is built), then examples/CMakeLists.txt.
readme_cmake=$(awk '/^```cmake$/ {on=1; next} on && /^```$/ {exit} on' "$src/README.md")
[[ $readme_cmake == *"find_package(tfcompat "* ]] || { echo "README.md has no \`\`\`cmake block with find_package(tfcompat ...)"; exit 1; }
mkdir "$work/readme-cmake"
cp "$src/examples/check_model.c" "$work/readme-cmake/"
printf 'cmake_minimum_required(VERSION 3.25)\nproject(readme_cmake LANGUAGES C)\n%s\n' "$readme_cmake" \
  >"$work/readme-cmake/CMakeLists.txt"
cmake -S "$work/readme-cmake" -B "$work/readme-cmake/build" -DCMAKE_PREFIX_PATH="$prefix" \
  -DCMAKE_BUILD_RPATH="$libdir" >"$work/readme-cmake.log" 2>&1 &&
  cmake --build "$work/readme-cmake/build" >>"$work/readme-cmake.log" 2>&1 ||
  { cat "$work/readme-cmake.log"; echo "FAILED: the README's cmake block against the installed package"; exit 1; }
expect 0 "TensorFlow 2.11.1 (as 2.11.0) accepts it" "$work/readme-cmake/build/check_model" "$model" 2.11.1
cmake -S "$src/examples" -B "$work/cmake-build" -DCMAKE_PREFIX_PATH="$prefix" \
  -DCMAKE_BUILD_RPATH="$libdir" >/dev/null
cmake --build "$work/cmake-build" >/dev/null
for exe in check_model check_model_static; do
  expect 0 "TensorFlow 2.11.1 (as 2.11.0) accepts it" "$work/cmake-build/$exe" "$model" 2.11.1
  expect 1 "rejects it: Op type not registered 'DisableCopyOnRead' in binary running on" \
    "$work/cmake-build/$exe" "$model" 2.9.0
  expect 64 "" "$work/cmake-build/$exe" "$model" 9.9.9
done
# The serving gate, linked against the installed libtfcompat.so.
deps=$(ldd "$work/cmake-build/serving_gate")
[[ $deps == *"libtfcompat.so."*" => $libdir"* ]] ||
  { echo "serving_gate does not load the installed library:"; echo "$deps"; exit 1; }
bash "$src/tests/examples/test_serving_gate.sh" "$work/cmake-build/serving_gate" "$src" >/dev/null ||
  { echo "FAILED: the serving gate test with serving_gate built against the installed package"; exit 1; }
# A serving build's own one-consumer registry ("myserving 7", consumer 2100).
expect 0 accepted "$work/cmake-build/own_registry" "$model"
# A plugin host's own versioning scheme: its cmocka tests on plugins written
# by the installed library and, to compare, the installed tfcompat fixture;
# then the program on a plugin file the installed command wrote.
if [[ -x $work/cmake-build/test_own_scheme ]]; then
  OWN_SCHEME_TFCOMPAT="$prefix/bin/tfcompat" "$work/cmake-build/test_own_scheme" >"$work/own_scheme.log" 2>&1 ||
    { cat "$work/own_scheme.log"; echo "FAILED: test_own_scheme against the installed package"; exit 1; }
  grep -q "SKIPPED" "$work/own_scheme.log" && { cat "$work/own_scheme.log"; echo "FAILED: test_own_scheme skipped a test"; exit 1; }
else
  echo "install test: test_own_scheme not built (no cmocka for the examples)"
fi
"$prefix/bin/tfcompat" fixture graphdef --producer 7 --min-consumer 5 --op PluginBlend -o "$work/plugin.pb" >/dev/null
expect 1 "pluginhost 1.1 refuses it: Plugin min consumer version 5 above current version 4" \
  "$work/cmake-build/own_scheme" "$work/plugin.pb" 1.1
expect 0 "oldest pluginhost: 2.0" "$work/cmake-build/own_scheme" "$work/plugin.pb" 2.0

# 2. pkg-config
export PKG_CONFIG_PATH=$libdir/pkgconfig
cc -std=c11 -Wall -Wextra -Werror $(pkg-config --cflags tfcompat) "$src/examples/check_model.c" \
  -o "$work/check_model_pc" $(pkg-config --libs tfcompat) -Wl,-rpath,"$libdir"
expect 0 "accepts it" "$work/check_model_pc" "$model" 2.11.1
cc -std=c11 $(pkg-config --cflags tfcompat) "$src/examples/check_model.c" -o "$work/check_model_pc_static" \
  "$libdir/libtfcompat.a" $(pkg-config --libs-only-l --static tfcompat | sed 's/-ltfcompat//')
expect 0 "accepts it" "$work/check_model_pc_static" "$model" 2.11.1
# A fully static program from what `pkg-config --static` says alone: every
# library (snappy's C++ runtime included) must come from tfcompat.pc. Needs
# the static archives of the dependencies and of libc (Debian: libsnappy-dev,
# libprotobuf-c-dev, libc6-dev and libstdc++-dev ship them).
have_archives=1
for a in libsnappy.a libprotobuf-c.a libjansson.a libstdc++.a libc.a libm.a; do
  [[ $(cc -print-file-name=$a) == /* ]] || { have_archives=0; echo "install test: no $a: the -static link is not tried"; }
done
if ((have_archives)); then
  cc -std=c11 -static $(pkg-config --cflags tfcompat) "$src/examples/check_model.c" -o "$work/check_model_static_full" \
    $(pkg-config --static --libs tfcompat) >"$work/static.log" 2>&1 ||
    { cat "$work/static.log"; echo "FAILED: cc -static ... \$(pkg-config --static --libs tfcompat)"; exit 1; }
  [[ $(file -b "$work/check_model_static_full" 2>/dev/null || echo static) != *dynamically* ]] ||
    { echo "check_model_static_full is not static"; exit 1; }
  expect 0 "accepts it" "$work/check_model_static_full" "$model" 2.11.1
  expect 1 "rejects it: Op type not registered 'DisableCopyOnRead'" "$work/check_model_static_full" "$model" 2.9.0
fi
cc -std=c11 -Wall -Wextra -Werror $(pkg-config --cflags tfcompat) "$src/examples/serving_gate.c" \
  -o "$work/serving_gate_pc" $(pkg-config --libs tfcompat) -Wl,-rpath,"$libdir"
mkdir "$work/base"
ln -s "$src/tests/corpus/saved_model/saved_model_half_plus_three" "$work/base/1"
ln -s "$model" "$work/base/2"
expect 0 "version 2: refused: GraphDef min consumer version 12 above current version 11" "$work/serving_gate_pc" "$work/base" --consumer 11
expect 0 "serve version 1" "$work/serving_gate_pc" "$work/base" --consumer 11

# 3. the installed command
expect 0 '"kind": "saved_model"' "$prefix/bin/tfcompat" inspect --json "$model"

# 4. the Python package installed by cmake --install, next to the library:
# it must find libtfcompat.so.0 by itself (no TFCOMPAT_LIBRARY, no
# LD_LIBRARY_PATH); then the same package installed by pip from the
# repository (when pip is there: Debian's python3-pip), offline, carrying its
# own copy of the installed library.
if [[ -n $python3 ]]; then
  site=$(ls -d "$prefix"/lib*/python3*/*-packages 2>/dev/null | head -n1)
  [[ -n $site && -f $site/tfcompat/__init__.py && -f $site/tfcompat/py.typed && -f $site/tfcompat/dask.py ]] ||
    { echo "missing the Python package under $prefix/lib/python3*/"; exit 1; }
  grep -qxF "LIBDIR = '${libdir%/}'" "$site/tfcompat/_libpath.py" ||
    { echo "bad $site/tfcompat/_libpath.py:"; cat "$site/tfcompat/_libpath.py"; exit 1; }
  (cd "$work" && env -u TFCOMPAT_LIBRARY -u LD_LIBRARY_PATH PYTHONPATH="$site" TFCOMPAT_TEST_INSTALLED=1 \
    TFCOMPAT_CLI="$prefix/bin/tfcompat" "$python3" "$src/tests/python/test_tfcompat.py") >"$work/python.log" 2>&1 ||
    { cat "$work/python.log"; echo "FAILED: the Python suite against the installed package"; exit 1; }
  grep -q "^OK" "$work/python.log" || { cat "$work/python.log"; exit 1; }
  if "$python3" -m pip --version >/dev/null 2>&1; then
    # pip with the in-tree build backend: no setuptools, no wheel, no network;
    # the wheel copies in the installed library that pkg-config names.
    cp -r "$src/python" "$work/python-src" # a copy: the repository's build/ is not found
    env -u TFCOMPAT_LIBRARY -u TFCOMPAT_PREFIX PKG_CONFIG_PATH="$libdir/pkgconfig" \
      "$python3" -m pip install --no-build-isolation --no-index --no-deps --target "$work/pip" "$work/python-src" \
      >"$work/pip.log" 2>&1 || { cat "$work/pip.log"; echo "FAILED: pip install ./python"; exit 1; }
    test -f "$work/pip/tfcompat/libtfcompat.so.2" || { cat "$work/pip.log"; echo "FAILED: the wheel has no libtfcompat.so.2"; exit 1; }
    (cd "$work" && env -u LD_LIBRARY_PATH -u TFCOMPAT_LIBRARY PYTHONPATH="$work/pip" \
      "$python3" -c 'import tfcompat, sys; assert tfcompat.__file__.startswith(sys.argv[1]), tfcompat.__file__
assert tfcompat.Library().path == sys.argv[1] + "/tfcompat/libtfcompat.so.2", tfcompat.Library().path
n = sum(1 for _ in tfcompat.scan(sys.argv[2])); assert n == 43, n  # 39, and the 4 TF.js models of corpus/tfjs' "$work/pip" "$src/tests/corpus") ||
      { echo "FAILED: the pip-installed package"; exit 1; }
  else
    echo "install test: no pip for $python3: pip install ./python not tried"
  fi
fi

# 5. the Rust example against the installed library
if [[ -n $rustc ]]; then
  "$rustc" --edition 2021 -O "$src/examples/rust/tfcompat_check.rs" -o "$work/tfcompat_check_rs" \
    -L native="$libdir" -C link-args=-Wl,-rpath,"$libdir"
  bash "$src/tests/examples/test_rust.sh" "$work/tfcompat_check_rs" "$src" >/dev/null ||
    { echo "FAILED: the Rust example built against the installed package"; exit 1; }
fi
echo "install test: OK ($prefix)"
