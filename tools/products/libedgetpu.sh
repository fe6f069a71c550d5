#!/bin/sh
# Reads, for every release tag of google-coral/libedgetpu (a git directory
# of the repository: release-frogfish, release-grouper), the Edge TPU
# runtime's version (the newest entry of debian/changelog, "libedgetpu
# (16.0)") and the TensorFlow Lite it was built against: the
# TENSORFLOW_COMMIT of workspace.bzl, and the release the comment above it
# names ("# TF release 2.5.0 as of 05/17/2021."). Prints CSV lines
#   libedgetpu,VERSION,TF_RELEASE,TENSORFLOW_COMMIT,TAG,TAG_COMMIT
# (TF_RELEASE empty when no comment names the release of the commit).
# Usage: tools/products/libedgetpu.sh GIT_DIR
set -eu
git_dir=$1
for t in $(git --git-dir="$git_dir" tag | grep -E '^release-' | sort); do
    ver=$(git --git-dir="$git_dir" show "$t:debian/changelog" | sed -n 's/^libedgetpu (\([0-9][0-9.]*\)).*/\1/p' | head -n 1)
    ws=$(git --git-dir="$git_dir" show "$t:workspace.bzl")
    commit=$(printf '%s\n' "$ws" | sed -n 's/^TENSORFLOW_COMMIT = "\([0-9a-f]*\)".*/\1/p' | head -n 1)
    tf=$(printf '%s\n' "$ws" | grep -B 1 '^TENSORFLOW_COMMIT = ' | sed -n 's/^# TF release \([0-9][0-9.]*[0-9]\) .*/\1/p' | head -n 1)
    echo "libedgetpu,$ver,$tf,$commit,$t,$(git --git-dir="$git_dir" rev-list -n 1 "$t")"
done
