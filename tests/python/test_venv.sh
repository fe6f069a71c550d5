#!/usr/bin/env bash
# The README's Python install commands, run as written, in a fresh venv of
# each given interpreter (a pyenv one, Debian's system python3, ...), with
# no network: pip may not download anything (no index, proxies to a closed
# port). The C library is first installed into a temporary prefix that
# pkg-config knows (as `cmake --install` to /usr/local would be); the wheel
# must carry its own copy of it: after the prefix is removed, the package
# still loads. Then `import tfcompat` prints tfcompat.__version__, which must
# be the project's version, and one real call gives TensorFlow's message.
# Finally, a package built with no library anywhere imports, and fails at
# its first call with the clear error.
# usage: test_venv.sh SOURCE_DIR BUILD_DIR VERSION PYTHON3...
set -euo pipefail
src=$1 build=$2 version=$3
shift 3
((${#@})) || { echo "usage: test_venv.sh SOURCE_DIR BUILD_DIR VERSION PYTHON3..."; exit 64; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
model=$src/tests/corpus/saved_model/saved_model_half_plus_two_tf2_cpu
want="GraphDef min consumer version 12 above current version 11 for TensorFlow 1.0.0.  Please upgrade TensorFlow."

# The README's block: the first ```sh block of its "## Python" section.
readme_block=$(awk '/^## Python$/ {sec = 1; next} sec && /^## / {exit}
                    sec && /^```sh$/ {on = 1; next} on && /^```$/ {exit} on {print}' "$src/README.md")
[[ $readme_block == *"python3 -m venv"* && $readme_block == *"pip install ./python"* ]] ||
  { echo "README.md, \"## Python\": no sh block with 'python3 -m venv' and 'pip install ./python':"; echo "$readme_block"; exit 1; }

offline=(PIP_NO_INDEX=1 PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1 http_proxy=http://127.0.0.1:9
         https_proxy=http://127.0.0.1:9 HTTP_PROXY=http://127.0.0.1:9 HTTPS_PROXY=http://127.0.0.1:9)
clean=(-u TFCOMPAT_LIBRARY -u TFCOMPAT_PREFIX -u LD_LIBRARY_PATH -u PYTHONPATH -u VIRTUAL_ENV -u PYTHONHOME)
n=0
for py in "$@"; do
  n=$((n + 1))
  dir=$work/$n
  mkdir -p "$dir/bin"
  cmake --install "$build" --prefix "$dir/prefix" >/dev/null
  pc=$(dirname "$(ls "$dir"/prefix/lib*/pkgconfig/tfcompat.pc | head -n1)")
  ln -s "$py" "$dir/bin/python3" # the README says python3: this interpreter
  cp -r "$src/python" "$dir/python" # a copy: ../build is not there to be found
  cat >"$dir/run.sh" <<SCRIPT
set -euo pipefail
$readme_block
python -c 'import sys, tfcompat; assert tfcompat.__file__.startswith(sys.prefix), (tfcompat.__file__, sys.prefix)'
SCRIPT
  if ! (cd "$dir" && env "${clean[@]}" "${offline[@]}" PATH="$dir/bin:$PATH" PKG_CONFIG_PATH="$pc" \
        bash "$dir/run.sh") >"$dir/log" 2>&1; then
    cat "$dir/log"; echo "FAILED ($py): the README's Python install commands"; exit 1
  fi
  [[ $(tail -n1 "$dir/log") == "$version" ]] ||
    { cat "$dir/log"; echo "FAILED ($py): tfcompat.__version__ is not $version"; exit 1; }
  rm -rf "$dir/prefix" # the wheel's own copy must be what loads
  got=$(cd "$dir" && env "${clean[@]}" "$dir/venv/bin/python" -c '
import sys, tfcompat
lib = tfcompat.Library()
assert lib.path.startswith(sys.prefix), lib.path
v = tfcompat.check(sys.argv[1], consumer=11, tf_version="1.0.0")
assert v["accepted"] is False, v
print(v["findings"][0]["message"])' "$model" 2>&1) ||
    { echo "$got"; echo "FAILED ($py): a call through the installed package"; exit 1; }
  [[ $got == "$want" ]] || { echo "FAILED ($py): got '$got', want '$want'"; exit 1; }
  echo "venv test ($py, $("$dir/venv/bin/python" -c 'import sys; print("%d.%d.%d" % sys.version_info[:3])')): OK"
done

# No library anywhere at build time: the package installs, imports, and its
# first call fails with an error that says what to do.
dir=$work/none
mkdir -p "$dir"
cp -r "$src/python" "$dir/python"
"$1" -m venv "$dir/venv" >/dev/null
(cd "$dir" && env "${clean[@]}" "${offline[@]}" PKG_CONFIG_PATH="$dir/nowhere" PKG_CONFIG_LIBDIR="$dir/nowhere" \
  "$dir/venv/bin/pip" install ./python) >"$dir/log" 2>&1 || { cat "$dir/log"; echo "FAILED: pip install with no library"; exit 1; }
got=$(cd "$dir" && env "${clean[@]}" LD_LIBRARY_PATH="$dir/nowhere" "$dir/venv/bin/python" -c '
import tfcompat
print(tfcompat.__version__)
try:
    tfcompat.version()
except OSError as e:
    print(e)' 2>&1) || { echo "$got"; echo "FAILED: import without a library"; exit 1; }
if [[ $got != "$version"$'\n'"libtfcompat not found"*"set TFCOMPAT_LIBRARY"* ]]; then
  # the machine may have a libtfcompat.so.1 on the linker's path (an earlier
  # install to /usr/local): then the call works, and that is right too
  [[ $got == "$version" ]] || { echo "FAILED: without a library: '$got'"; exit 1; }
  echo "venv test: a libtfcompat on the dynamic linker's path answered the first call"
fi
echo "venv test: OK"
