#!/usr/bin/env bash
# Installs what libtfcompat needs to build and test, from Debian's packages,
# when it is missing. Safe to run again: it installs nothing that is there.
set -euo pipefail
packages=(cmake make gcc pkg-config binutils libprotobuf-c-dev protobuf-c-compiler
          libcmocka-dev libsnappy-dev python3)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "bootstrap: installing ${missing[*]}"
  sudo=""
  [[ $(id -u) == 0 ]] || sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
