#!/bin/sh
# Reads, for every release tag of tensorflow/java (a git directory of the
# repository; rc tags left out), the TensorFlow release its
# tensorflow-core-api artifact embeds: the source archive the native build's
# WORKSPACE unpacks as org_tensorflow (strip_prefix = "tensorflow-2.16.2"),
# in tensorflow-core/tensorflow-core-api/WORKSPACE (0.2.0 .. 0.5.0) or
# tensorflow-core/tensorflow-core-native/WORKSPACE (1.0.0 on; the same
# release as the wheel scripts/dist_download.sh extracts). The repository's
# README keeps the same table ("TensorFlow Java Version | TensorFlow Version").
# Prints CSV lines
#   tensorflow-java,VERSION,TF_RELEASE,FILE,TAG_COMMIT
# (TF_RELEASE empty when neither file names a release).
# Usage: tools/products/tensorflow_java.sh GIT_DIR
set -eu
git_dir=$1
for t in $(git --git-dir="$git_dir" tag | grep -E '^v[0-9]+\.[0-9]+\.[0-9]+$' | sort -V); do
    tf="" file=""
    for f in tensorflow-core/tensorflow-core-api/WORKSPACE tensorflow-core/tensorflow-core-native/WORKSPACE; do
        tf=$(git --git-dir="$git_dir" show "$t:$f" 2>/dev/null |
             sed -n 's/^ *strip_prefix = "tensorflow-\([0-9][0-9.]*[0-9]\)".*/\1/p' | head -n 1)
        if [ -n "$tf" ]; then file=$f; break; fi
    done
    echo "tensorflow-java,${t#v},$tf,$file,$(git --git-dir="$git_dir" rev-list -n 1 "$t")"
done
