#!/bin/sh
# Reads, for every published version of an npm package (@tensorflow/tfjs-node
# or @tensorflow/tfjs-node-gpu), the libtensorflow version its install
# script downloads: `npm pack` the exact version and read the
# LIBTENSORFLOW_VERSION constant of scripts/deps-constants.js (older
# versions: scripts/install.js). Prints CSV lines, in the registry's
# version order:
#   PRODUCT,VERSION,LIBTENSORFLOW,FILE
# (older versions: the release in the name of the Linux CPU archive
# scripts/install.js downloads; LIBTENSORFLOW empty when neither names a
# release: the first versions download a branch build, libtensorflow_r1_8_*).
# Usage: tools/products/tfjs_node_libtensorflow.sh @tensorflow/tfjs-node [WORKDIR]
set -eu
pkg=$1
work=${2:-$(mktemp -d)}
mkdir -p "$work"
product=${pkg#@tensorflow/}
versions=$(npm view "$pkg" versions --json | tr -d '[]", ' | tr '\n' ' ')
# fetch the tarballs, 6 at a time
for v in $versions; do echo "$v"; done | xargs -P 6 -I{} sh -c '
    d="$1/$2-$3"
    [ -d "$d/package" ] && exit 0
    mkdir -p "$d" && cd "$d" && tgz=$(npm pack --silent "$4@$3" 2>/dev/null | tail -n 1) &&
    { tar xzf "$tgz" package/package.json package/scripts 2>/dev/null || true; rm -f "$tgz"; }
' _ "$work" "$product" {} "$pkg"
for v in $versions; do
    d="$work/$product-$v"
    lib="" file=""
    for f in scripts/deps-constants.js scripts/install.js; do
        [ -f "$d/package/$f" ] || continue
        lib=$(sed -n "s/.*LIBTENSORFLOW_VERSION *= *['\"]\([^'\"]*\)['\"].*/\1/p" "$d/package/$f" | head -n 1)
        if [ -n "$lib" ]; then file=$f; break; fi
    done
    # before the constant: the release is in the Linux CPU archive's name
    # (CPU_LINUX = 'cpu-linux-x86_64-1.14.0.tar.gz'); a branch build
    # (libtensorflow_r1_12_*) names no release and is left out
    if [ -z "$lib" ] && [ -f "$d/package/scripts/install.js" ]; then
        lib=$(sed -n "s/.*CPU_LINUX *= *'cpu-linux-x86_64-\([0-9][0-9.]*[0-9]\)\.tar\.gz'.*/\1/p" \
              "$d/package/scripts/install.js" | head -n 1)
        [ -z "$lib" ] || file="scripts/install.js (CPU_LINUX)"
    fi
    echo "$product,$v,$lib,$file"
done
