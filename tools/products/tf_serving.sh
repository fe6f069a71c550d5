#!/bin/sh
# Reads, for every release tag of tensorflow/serving (a git directory of
# the repository, rc tags and branches left out), the TensorFlow release the
# server is built from: the version of _TF_VERSION in
# tensorflow_serving/tools/pip_package/setup.py at the tag, its lower bound
# ('>=2.1.4,<3', from 2.1.4) or its compatible release ('~=1.15.0', 1.14.0
# to 2.2.0); the release process writes the same version there and in
# WORKSPACE's org_tensorflow pin. Also the TensorFlow commit WORKSPACE pins.
# Prints CSV lines
#   tf-serving,TAG,TF_RELEASE,COMMIT,TAG_COMMIT,OPERATOR
# (TF_RELEASE and OPERATOR empty when the tag has no such _TF_VERSION).
# Usage: tools/products/tf_serving.sh GIT_DIR
set -eu
git_dir=$1
for t in $(git --git-dir="$git_dir" tag | grep -E '^[0-9]+\.[0-9]+\.[0-9]+$' | sort -V); do
    spec=$(git --git-dir="$git_dir" show "$t:tensorflow_serving/tools/pip_package/setup.py" 2>/dev/null |
           sed -n "s/^_TF_VERSION = '\(>=\|~=\)\([0-9][0-9.]*[0-9]\)[',].*/\1 \2/p" | head -n 1)
    op=${spec% *} tf=${spec#* }
    pin=$(git --git-dir="$git_dir" show "$t:WORKSPACE" 2>/dev/null |
          sed -n 's/.*git_commit = "\([0-9a-f]*\)".*/\1/p' | head -n 1)
    echo "tf-serving,$t,$tf,$pin,$(git --git-dir="$git_dir" rev-list -n 1 "$t"),$op"
done
