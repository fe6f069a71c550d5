#!/usr/bin/env bash
# The main job: build libtfcompat and the tfcompat command, then ask it about
# a real SavedModel bundled in the repository (TensorFlow Serving's
# half_plus_two, exported by TensorFlow 2.14).
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/bootstrap.sh --build   # build dependencies only: no test tools, no Node/npm
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DTFC_BUILD_TESTS=OFF >/dev/null
cmake --build build -j"$(nproc)" >/dev/null
model=tests/corpus/saved_model/saved_model_half_plus_two_tf2_cpu
set -x
./build/tfcompat inspect "$model"
./build/tfcompat releases "$model"
./build/tfcompat check "$model" --tf 2.10.0
./build/tfcompat check "$model" --tf 2.9.0 || echo "(exit $?: rejected: TensorFlow 2.9 does not register DisableCopyOnRead)"
./build/tfcompat check "$model" --consumer 2314 --tf-version 2.21.0
./build/tfcompat check "$model" --consumer 11 --tf-version 1.0.0 || echo "(exit $?: rejected, as TensorFlow 1.0 would)"
