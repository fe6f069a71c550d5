#!/usr/bin/env bash
# Installs what libtfcompat needs to build and test, from Debian's packages,
# when it is missing (g++ for the C++ header test, python3 and rustc for the
# FFI examples and their tests, python3-distributed for the Dask test,
# python3-pip/-setuptools/-wheel for `pip install ./python`, python3-jsonschema
# and libxml2-utils (xmllint) to validate the SARIF and JUnit outputs against
# their schemas, chromium to render the HTML report, python3-yaml to run the
# GitHub Action's steps). Safe to run
# again: it installs nothing that is there.
#
# A tool counts as there when its command is on PATH (whoever installed it);
# a library when dpkg says so, or, without dpkg, when pkg-config finds it.
# TFC_NO_BOOTSTRAP=1 skips everything (a machine that is not Debian, or
# where you are not root and have no sudo): install the packages yourself;
# CMake says at configure time which tests it leaves out for a missing tool.
#
# usage: bootstrap.sh [--build]
#   (no argument)  everything the whole test suite uses (tools/test.sh, CI),
#                  Node and the npm runtimes of tests/runtime included
#   --build        only what building the library and the command needs
#                  (tools/demo.sh): compiler, CMake, pkg-config, protobuf-c, jansson,
#                  snappy; no test tools, no Node, no npm
set -euo pipefail
mode=all
case ${1:-} in
  "") ;;
  --build) mode=build ;;
  *) echo "usage: bootstrap.sh [--build]" >&2; exit 64 ;;
esac
if [[ ${TFC_NO_BOOTSTRAP:-0} == 1 ]]; then
  echo "bootstrap: skipped (TFC_NO_BOOTSTRAP=1)"
  exit 0
fi
# package:command (a tool found on PATH) or package:pkg-config name (a
# library) or package:python3 module (an optional Python module).
build=(cmake:cmd:cmake make:cmd:make gcc:cmd:gcc pkg-config:cmd:pkg-config
       libprotobuf-c-dev:pc:libprotobuf-c protobuf-c-compiler:cmd:protoc-c libsnappy-dev:pc:snappy
       libjansson-dev:pc:jansson)
required=("${build[@]}" binutils:cmd:objdump libcmocka-dev:pc:cmocka)
# python3-venv: the python_venv test (`pip install ./python` in a fresh venv).
optional=(python3:cmd:python3 g++:cmd:g++ rustc:cmd:rustc abigail-tools:cmd:abidiff python3-distributed:py:distributed
          python3-pip:py:pip python3-setuptools:py:setuptools python3-wheel:py:wheel
          python3-venv:py:ensurepip python3-jsonschema:py:jsonschema libxml2-utils:cmd:xmllint
          chromium:cmd:chromium python3-yaml:py:yaml)
if [[ $mode == build ]]; then
  required=("${build[@]}")
  optional=()
fi
have_dpkg=0
command -v dpkg-query >/dev/null 2>&1 && have_dpkg=1
present() { # present PACKAGE TYPE NAME
  local pkg=$1 type=$2 name=$3
  case $type in
    cmd) command -v "$name" >/dev/null 2>&1 && return 0 ;;
    pc) command -v pkg-config >/dev/null 2>&1 && pkg-config --exists "$name" 2>/dev/null && return 0 ;;
    py) /usr/bin/python3 -c "import $name" >/dev/null 2>&1 && return 0 ;;
  esac
  ((have_dpkg)) && dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"
}
missing=()
for spec in "${required[@]}" ${optional[@]+"${optional[@]}"}; do
  IFS=: read -r pkg type name <<<"$spec"
  present "$pkg" "$type" "$name" || missing+=("$pkg")
done
install_packages() {
((${#missing[@]})) || return 0
if ! command -v apt-get >/dev/null 2>&1; then
  echo "bootstrap: not a Debian system (no apt-get); install the equivalents of: ${missing[*]}" >&2
  echo "bootstrap: then run with TFC_NO_BOOTSTRAP=1 to skip this step" >&2
  exit 1
fi
sudo=""
if [[ $(id -u) != 0 ]]; then
  command -v sudo >/dev/null 2>&1 || {
    echo "bootstrap: missing ${missing[*]}; not root and no sudo: install them, or set TFC_NO_BOOTSTRAP=1" >&2
    exit 1
  }
  sudo="sudo"
fi
echo "bootstrap: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}
install_packages

# The real-runtime test (tests/runtime): Node and the pinned npm packages
# (TFLite/LiteRT builds compiled to WebAssembly). Optional: without them the
# litert_runtime test is not registered (configure says so). Never fatal.
# TFC_SKIP_NODE=1 skips this part.
if [[ ${TFC_SKIP_NODE:-0} != 1 && $mode == all ]]; then
  root=$(cd "$(dirname "$0")/.." && pwd)
  if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
    echo "bootstrap: installing nodejs and npm (for tests/runtime)"
    sudo=""
    [[ $(id -u) == 0 ]] || sudo="sudo"
    export DEBIAN_FRONTEND=noninteractive
    { $sudo apt-get update -qq && $sudo apt-get install -y -qq --no-install-recommends nodejs npm >/dev/null; } ||
      echo "bootstrap: could not install nodejs/npm; the litert_runtime test will not run" >&2
  fi
  if command -v npm >/dev/null 2>&1; then
    # npm ci again only when the lock file changed since the last install.
    # tests/runtime: LiteRT.js and tfjs-tflite; tests/tfjs_runtime: the
    # @tensorflow/tfjs releases of the TF.js oracle; tests/tfjs_models: real
    # TF.js graph models (npm @vladmandic/human, tests/tfjs_models/README.md).
    for dir_test in runtime:litert_runtime tfjs_runtime:tfjs_runtime tfjs_models:tfjs_real_models; do
      dir=${dir_test%%:*} test=${dir_test#*:}
      stamp=$root/tests/$dir/node_modules/.tfc-lock-sha256
      want=$(sha256sum "$root/tests/$dir/package-lock.json" | cut -d' ' -f1)
      if [[ ! -f $stamp || $(cat "$stamp") != "$want" ]]; then
        echo "bootstrap: npm ci in tests/$dir"
        if (cd "$root/tests/$dir" && npm ci --no-audit --no-fund --loglevel=error >/dev/null); then
          echo "$want" >"$stamp"
        else
          echo "bootstrap: npm ci failed; the $test test will not run" >&2
        fi
      fi
    done
  fi
fi
