#!/bin/sh
# Reads the TensorFlow C library (libtensorflow) releases that TensorFlow's
# install page for C offered for download, from the history of
# tensorflow/docs (a git directory of the repository): every commit of
# site/en/install/lang_c.md (2018-2021) and site/en/install/lang_c.ipynb
# (2021 on), the release in the Linux CPU archive it links
# (libtensorflow-cpu-linux-x86_64-2.9.1.tar.gz, later
# versions/2.18.0/libtensorflow-cpu-linux-x86_64.tar.gz). The archive of
# release X.Y.Z is built from TensorFlow's tag vX.Y.Z, so it embeds
# TensorFlow X.Y.Z. Prints CSV lines, the first commit naming each release:
#   libtensorflow,VERSION,FILE,COMMIT,DATE
# Usage: tools/products/libtensorflow_docs.sh GIT_DIR
set -eu
git_dir=$1
for f in site/en/install/lang_c.md site/en/install/lang_c.ipynb; do
    for c in $(git --git-dir="$git_dir" log --reverse --format=%H -- "$f"); do
        v=$(git --git-dir="$git_dir" show "$c:$f" 2>/dev/null |
            sed -n 's/.*libtensorflow-cpu-linux-x86_64-\([0-9][0-9.]*[0-9]\)\.tar\.gz.*/\1/p
                    s/.*versions\/\([0-9][0-9.]*[0-9]\)\/libtensorflow-cpu-linux-x86_64\.tar\.gz.*/\1/p' | head -n 1)
        [ -n "$v" ] && echo "libtensorflow,$v,$f,$c,$(git --git-dir="$git_dir" log -1 --format=%ad --date=short "$c")"
    done
done | awk -F, '!seen[$2]++' | sort -t, -k2,2V
