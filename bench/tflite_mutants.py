#!/usr/bin/env python3
"""Writes mutated .tflite models for a differential check of the verifier.

usage: python3 bench/tflite_mutants.py OUTDIR [SEED] [COUNT] [SEED_FILE...]

Each output is a model of the repository (tests/**/*.tflite, or the given
files) with 1-8 bytes or 32-bit words overwritten (offsets, lengths, vtable
entries: 0, 1, 2^31 - 1, 2^31, 2^32 - 1, the file size, random) or cut short,
half of them in the first 2 KiB where the root, vtables and vectors live.
Scanning OUTDIR with two builds and comparing the records byte for byte shows
that a change to the reader keeps every verdict, error code, message and
offset:

    python3 bench/tflite_mutants.py /tmp/mutants 26 20000
    OLD/tfcompat scan /tmp/mutants --format ndjson --jobs 1 >old.ndjson
    NEW/tfcompat scan /tmp/mutants --format ndjson --jobs 1 >new.ndjson
    cmp old.ndjson new.ndjson

The same SEED and COUNT write the same files.
"""
import glob
import os
import random
import sys


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    out = sys.argv[1]
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 26
    count = int(sys.argv[3]) if len(sys.argv) > 3 else 20000
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
    files = sys.argv[4:] or sorted(glob.glob(os.path.join(root, 'tests', '**', '*.tflite'), recursive=True))
    seeds = [b for b in (open(f, 'rb').read() for f in files) if 8 <= len(b) <= 400000]
    if not seeds:
        sys.exit('no seed models')
    rng = random.Random(seed)
    os.makedirs(out, exist_ok=True)
    for k in range(count):
        b = bytearray(rng.choice(seeds))
        near_start = rng.random() < 0.5
        for _ in range(rng.choice([1, 1, 1, 2, 3, 8])):
            i = rng.randrange(min(len(b), 2048) if near_start else len(b))
            r = rng.random()
            if r < 0.4:
                b[i] = rng.randrange(256)
            elif r < 0.6:
                b[i] ^= 1 << rng.randrange(8)
            elif r < 0.8 and i + 4 <= len(b):
                v = rng.choice([0, 1, 2, 3, 4, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, len(b), len(b) - i,
                                rng.randrange(1 << 32)])
                b[i:i + 4] = v.to_bytes(4, 'little')
            else:
                b = b[:max(8, rng.randrange(len(b)))]
                break
        with open(os.path.join(out, 'm%05d.tflite' % k), 'wb') as f:
            f.write(bytes(b))
    print('%d mutants of %d models in %s' % (count, len(seeds), out))


if __name__ == '__main__':
    main()
