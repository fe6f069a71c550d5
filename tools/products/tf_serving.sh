#!/bin/sh
# Reads, for every release tag of tensorflow/serving (a git directory of
# the repository, rc tags and branches left out), the TensorFlow release the
# server is built from: the lower bound of _TF_VERSION in
# tensorflow_serving/tools/pip_package/setup.py at the tag (the release
# process writes the same version there and in WORKSPACE's org_tensorflow
# pin), and the TensorFlow commit WORKSPACE pins. Prints CSV lines
#   tf-serving,TAG,TF_RELEASE,COMMIT,TAG_COMMIT
# (TF_RELEASE empty when the tag has no such file).
# Usage: tools/products/tf_serving.sh GIT_DIR
set -eu
git_dir=$1
for t in $(git --git-dir="$git_dir" tag | grep -E '^[0-9]+\.[0-9]+\.[0-9]+$' | sort -V); do
    tf=$(git --git-dir="$git_dir" show "$t:tensorflow_serving/tools/pip_package/setup.py" 2>/dev/null |
         sed -n "s/^_TF_VERSION = '>=\([0-9.]*\),.*/\1/p" | head -n 1)
    pin=$(git --git-dir="$git_dir" show "$t:WORKSPACE" 2>/dev/null |
          sed -n 's/.*git_commit = "\([0-9a-f]*\)".*/\1/p' | head -n 1)
    echo "tf-serving,$t,$tf,$pin,$(git --git-dir="$git_dir" rev-list -n 1 "$t")"
done
