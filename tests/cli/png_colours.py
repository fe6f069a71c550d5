#!/usr/bin/env python3
"""Counts the pixels of a PNG screenshot near given colours (stdlib only:
zlib decodes the IDAT stream; the five PNG row filters are undone here).

usage: png_colours.py FILE.png RRGGBB...   prints "WIDTH HEIGHT DISTINCT N1 N2 ..."
(DISTINCT: distinct colours, capped at 1000; Ni: pixels within 24 of colour i
in every channel).
"""
import struct
import sys
import zlib


def decode(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit("not a PNG: " + path)
    pos, idat, width = 8, [], 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or ctype not in (2, 6) or interlace:
                raise SystemExit("unsupported PNG: depth %d colour type %d interlace %d" % (depth, ctype, interlace))
            bpp = 3 if ctype == 2 else 4
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
    raw = zlib.decompress(b"".join(idat))
    stride = width * bpp
    rows, prev = [], bytearray(stride)
    for y in range(height):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = prev[x]
            c = prev[x - bpp] if x >= bpp else 0
            if f == 1:
                line[x] = (line[x] + a) & 255
            elif f == 2:
                line[x] = (line[x] + b) & 255
            elif f == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else b if pb <= pc else c
                line[x] = (line[x] + pred) & 255
        rows.append(line)
        prev = line
    return width, height, bpp, rows


def main():
    width, height, bpp, rows = decode(sys.argv[1])
    want = [tuple(int(h[i:i + 2], 16) for i in (0, 2, 4)) for h in sys.argv[2:]]
    counts = [0] * len(want)
    distinct = set()
    for line in rows:
        for x in range(0, width * bpp, bpp):
            px = (line[x], line[x + 1], line[x + 2])
            if len(distinct) < 1000:
                distinct.add(px)
            for i, w in enumerate(want):
                if abs(px[0] - w[0]) <= 24 and abs(px[1] - w[1]) <= 24 and abs(px[2] - w[2]) <= 24:
                    counts[i] += 1
    print(width, height, len(distinct), *counts)


if __name__ == "__main__":
    main()
