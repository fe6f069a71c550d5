/*
 * gen_graphdef.c - writes a large, valid binary GraphDef for the benchmark:
 * N nodes with a name, an op, two inputs, a device and three attrs (one a
 * 256-byte string), then the VersionDef last, where TensorFlow's
 * serializer puts field 4, so a reader must walk every node to reach it.
 * usage: gen_graphdef OUT SIZE_MB
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { uint8_t d[1024]; size_t n; } buf;
static void put(buf *b, uint8_t c) { b->d[b->n++] = c; }
static void varint(buf *b, uint64_t v) { do { put(b, (uint8_t)((v & 0x7F) | (v > 0x7F ? 0x80 : 0))); v >>= 7; } while (v); }
static void tag(buf *b, unsigned f, unsigned wt) { varint(b, (f << 3) | wt); }
static void str(buf *b, unsigned f, const char *s, size_t n) { tag(b, f, 2); varint(b, n); memcpy(b->d + b->n, s, n); b->n += n; }
static void msg(buf *b, unsigned f, const buf *m) { str(b, f, (const char *)m->d, m->n); }

static const char *ops[] = {"Const", "Add", "MatMul", "Relu", "Identity", "Conv2D", "BiasAdd", "Mul"};

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: %s OUT SIZE_MB\n", argv[0]);
        return 64;
    }
    uint64_t target = (uint64_t)strtoull(argv[2], NULL, 10) << 20;
    FILE *f = fopen(argv[1], "wb");
    if (!f) return 1;
    setvbuf(f, NULL, _IOFBF, 1 << 20);
    char pad[256];
    memset(pad, 'x', sizeof pad);
    uint64_t written = 0, nodes = 0;
    while (written < target) {
        buf node = {{0}, 0}, attr = {{0}, 0}, val = {{0}, 0}, entry = {{0}, 0};
        char name[64], in1[80], in2[80];
        int nl = snprintf(name, sizeof name, "block_%llu/layer/node", (unsigned long long)nodes);
        int i1 = snprintf(in1, sizeof in1, "block_%llu/layer/node:0", (unsigned long long)(nodes ? nodes - 1 : 0));
        int i2 = snprintf(in2, sizeof in2, "^block_%llu/init", (unsigned long long)(nodes / 2));
        const char *op = ops[nodes % 8];
        str(&node, 1, name, (size_t)nl);
        str(&node, 2, op, strlen(op));
        str(&node, 3, in1, (size_t)i1);
        str(&node, 3, in2, (size_t)i2);
        str(&node, 4, "/job:localhost/replica:0/task:0/device:CPU:0", 44);
        /* attr T: type 1 */
        tag(&val, 6, 0); varint(&val, 1);
        str(&entry, 1, "T", 1); msg(&entry, 2, &val);
        msg(&node, 5, &entry);
        /* attr N: i 2 */
        val.n = entry.n = 0;
        tag(&val, 3, 0); varint(&val, 2);
        str(&entry, 1, "N", 1); msg(&entry, 2, &val);
        msg(&node, 5, &entry);
        /* attr _note: 256-byte string */
        val.n = entry.n = 0;
        str(&val, 2, pad, sizeof pad);
        str(&entry, 1, "_note", 5); msg(&entry, 2, &val);
        msg(&node, 5, &entry);
        (void)attr;
        buf out = {{0}, 0};
        msg(&out, 1, &node);
        fwrite(out.d, 1, out.n, f);
        written += out.n;
        nodes++;
    }
    buf v = {{0}, 0}, out = {{0}, 0};
    tag(&v, 1, 0); varint(&v, 2314);
    tag(&v, 2, 0); varint(&v, 12);
    msg(&out, 4, &v);
    fwrite(out.d, 1, out.n, f);
    written += out.n;
    fclose(f);
    printf("wrote %s: %llu bytes, %llu nodes, versions {producer 2314, min_consumer 12} last\n", argv[1],
           (unsigned long long)written, (unsigned long long)nodes);
    return 0;
}
