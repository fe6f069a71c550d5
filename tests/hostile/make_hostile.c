/*
 * make_hostile.c - writes the hostile-input catalogue's files (provenance of
 * tests/hostile/inputs/; not part of the library or the test run). Each
 * file is the smallest input of one class of attack that we know of; the
 * expected outcome of each is in tests/hostile/catalogue.tsv.
 * usage: make_hostile OUTDIR SRCDIR
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <snappy-c.h>

#include "crc32c_internal.h"
#include "fbbuild.h"
#include "tbytes.h"

static const char *outdir;

static void write_file(const char *name, const void *p, size_t n)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", outdir, name);
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(p, 1, n, f) != n || fclose(f)) {
        fprintf(stderr, "make_hostile: cannot write %s: %s\n", path, strerror(errno));
        exit(1);
    }
}

/* ---- checkpoint tables ------------------------------------------------------ */

typedef struct kv {
    const char *key;
    size_t key_len;
    buf value;
} kv;

static void block_contents(buf *out, const kv *kvs, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        put_varint(out, 0);
        put_varint(out, kvs[i].key_len);
        put_varint(out, kvs[i].value.n);
        put(out, kvs[i].key, kvs[i].key_len);
        put(out, kvs[i].value.p, kvs[i].value.n);
    }
    /* one restart per entry keeps the block valid without prefix sharing */
    size_t off = 0;
    buf r = {0};
    for (size_t i = 0; i < n; i++) {
        put_le32(&r, (uint32_t)off);
        buf tmp = {0};
        put_varint(&tmp, 0);
        put_varint(&tmp, kvs[i].key_len);
        put_varint(&tmp, kvs[i].value.n);
        off += tmp.n + kvs[i].key_len + kvs[i].value.n;
        buf_free(&tmp);
    }
    if (!n) put_le32(&r, 0);
    put(out, r.p, r.n);
    put_le32(out, n ? (uint32_t)n : 1);
    buf_free(&r);
}

static void write_block(buf *file, const buf *contents, uint8_t type, uint64_t h[2])
{
    buf stored = {0};
    if (type == 1) {
        size_t cap = snappy_max_compressed_length(contents->n);
        stored.p = malloc(cap);
        stored.cap = cap;
        if (snappy_compress((const char *)contents->p, contents->n, (char *)stored.p, &cap) != SNAPPY_OK) abort();
        stored.n = cap;
    } else {
        put(&stored, contents->p, contents->n);
    }
    h[0] = file->n;
    h[1] = stored.n;
    put(file, stored.p, stored.n);
    uint32_t crc = tfc__crc32c_extend(tfc__crc32c(stored.p, stored.n), &type, 1);
    put_u8(file, type);
    put_le32(file, tfc__crc32c_mask(crc));
    buf_free(&stored);
}

static uint64_t last_mh[2]; /* metaindex handle of the last index built */

/* One data block (raw or snappy-compressed, or `raw_block` stored as is with type 1). */
static void build_index(buf *file, const kv *kvs, size_t n, uint8_t type, const buf *raw_block)
{
    uint64_t h[2];
    if (raw_block) {
        h[0] = file->n;
        h[1] = raw_block->n;
        put(file, raw_block->p, raw_block->n);
        uint8_t t = 1;
        uint32_t crc = tfc__crc32c_extend(tfc__crc32c(raw_block->p, raw_block->n), &t, 1);
        put_u8(file, t);
        put_le32(file, tfc__crc32c_mask(crc));
    } else {
        buf contents = {0};
        block_contents(&contents, kvs, n);
        write_block(file, &contents, type, h);
        buf_free(&contents);
    }
    kv index = {n ? kvs[n - 1].key : "", n ? kvs[n - 1].key_len : 0, {0}};
    put_varint(&index.value, h[0]);
    put_varint(&index.value, h[1]);
    buf meta = {0}, idx = {0};
    block_contents(&meta, NULL, 0);
    block_contents(&idx, &index, 1);
    uint64_t mh[2], ih[2];
    write_block(file, &meta, 0, mh);
    write_block(file, &idx, 0, ih);
    last_mh[0] = mh[0];
    last_mh[1] = mh[1];
    buf footer = {0};
    put_varint(&footer, mh[0]);
    put_varint(&footer, mh[1]);
    put_varint(&footer, ih[0]);
    put_varint(&footer, ih[1]);
    while (footer.n < 40) put_u8(&footer, 0);
    put_le32(&footer, 0x8b80fb57u);
    put_le32(&footer, 0xdb477524u);
    put(file, footer.p, footer.n);
    buf_free(&footer);
    buf_free(&meta);
    buf_free(&idx);
    buf_free(&index.value);
}

/* BundleHeaderProto { num_shards: 1, version { producer: 1, bad_consumers x n_bad } } */
static void header_value(buf *v, size_t n_bad)
{
    put_u8(v, 0x08); put_varint(v, 1);
    buf vd = {0};
    put_u8(&vd, 0x08); put_varint(&vd, 1);
    for (size_t i = 0; i < n_bad; i++) { put_u8(&vd, 0x18); put_varint(&vd, 100); }
    put_len(v, 3, &vd);
    buf_free(&vd);
}

/* BundleEntryProto { dtype: 1, shape { dim { size: 1 } x rank }, size: 4 } */
static void entry_value(buf *v, size_t rank)
{
    put_u8(v, 0x08); put_varint(v, 1);
    buf shape = {0};
    const uint8_t dim[] = {0x12, 0x02, 0x08, 0x01};
    for (size_t d = 0; d < rank; d++) put(&shape, dim, sizeof dim);
    put_len(v, 2, &shape);
    buf_free(&shape);
    put_u8(v, 0x28); put_varint(v, 4);
}

static void checkpoint_files(void)
{
    buf file = {0};
    kv kvs[2];
    memset(kvs, 0, sizeof kvs);

    /* A rank bomb: one entry with 200,000 dims, snappy-compressed (issue 10). */
    header_value(&kvs[0].value, 0);
    kvs[1].key = "w"; kvs[1].key_len = 1;
    entry_value(&kvs[1].value, 200000);
    build_index(&file, kvs, 2, 1, NULL);
    write_file("ckpt_rank_bomb.index", file.p, file.n);
    write_file("saved_model_rank_bomb/variables/variables.index", file.p, file.n);
    buf_free(&file);
    buf_free(&kvs[1].value);

    /* A rank of exactly 254 is TensorFlow's maximum: accepted. */
    entry_value(&kvs[1].value, 254);
    build_index(&file, kvs, 2, 0, NULL);
    write_file("ckpt_rank_254.index", file.p, file.n);
    buf_free(&file);
    buf_free(&kvs[1].value);
    buf_free(&kvs[0].value);

    /* bad_consumers past the GraphDef limit of 65,536. */
    header_value(&kvs[0].value, 70000);
    entry_value(&kvs[1].value, 1);
    build_index(&file, kvs, 2, 1, NULL);
    write_file("ckpt_bad_consumers_bomb.index", file.p, file.n);
    buf_free(&file);
    buf_free(&kvs[0].value);

    /* A snappy bomb: the block's preamble claims 4 GiB - 1 of output. */
    header_value(&kvs[0].value, 0);
    buf bomb = {0};
    put_varint(&bomb, 0xFFFFFFFFu);
    put_u8(&bomb, 0x00); /* a literal of 1 byte */
    put_u8(&bomb, 'x');
    build_index(&file, kvs, 2, 1, &bomb);
    write_file("ckpt_snappy_bomb.index", file.p, file.n);
    size_t valid_len = file.n;
    uint8_t *valid = malloc(valid_len);
    memcpy(valid, file.p, valid_len);
    buf_free(&file);
    buf_free(&bomb);

    /* A valid index, then damaged copies. */
    build_index(&file, kvs, 2, 0, NULL);
    write_file("ckpt_truncated.index", file.p, file.n / 2);
    /* Footer handle: a varint of 11 bytes. */
    uint8_t *c = malloc(file.n);
    memcpy(c, file.p, file.n);
    memset(c + file.n - 48, 0xFF, 11);
    write_file("ckpt_varint_overflow.index", c, file.n);
    /* Index handle whose size runs past the end of the file. */
    memcpy(c, file.p, file.n);
    {
        buf footer = {0};
        put_varint(&footer, last_mh[0]); put_varint(&footer, last_mh[1]);
        put_varint(&footer, 0); put_varint(&footer, 1u << 30);
        memset(c + file.n - 48, 0, 40);
        memcpy(c + file.n - 48, footer.p, footer.n);
        buf_free(&footer);
    }
    write_file("ckpt_length_past_end.index", c, file.n);
    /* Index handle pointing at the footer itself (a cycle). */
    memcpy(c, file.p, file.n);
    {
        buf footer = {0};
        put_varint(&footer, last_mh[0]); put_varint(&footer, last_mh[1]);
        put_varint(&footer, file.n - 48); put_varint(&footer, 30);
        memset(c + file.n - 48, 0, 40);
        memcpy(c + file.n - 48, footer.p, footer.n);
        buf_free(&footer);
    }
    write_file("ckpt_cyclic_handle.index", c, file.n);
    free(c);
    free(valid);
    buf_free(&file);
    buf_free(&kvs[0].value);
    buf_free(&kvs[1].value);
}

/* ---- protobuf (GraphDef / SavedModel) --------------------------------------- */

static void protobuf_files(void)
{
    /* GraphDef.versions (4) { producer 1, bad_consumers x 70000 } */
    buf g = {0}, vd = {0};
    put_u8(&vd, 0x08); put_varint(&vd, 1);
    for (int i = 0; i < 70000; i++) { put_u8(&vd, 0x18); put_varint(&vd, 7); }
    put_len(&g, 4, &vd);
    write_file("pb_bad_consumers_bomb.pb", g.p, g.n);
    buf_free(&g);
    buf_free(&vd);

    /* A varint of 11 bytes as the first tag's value. */
    const uint8_t ov[] = {0x20, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01};
    write_file("pb_varint_overflow.pb", ov, sizeof ov);

    /* GraphDef.node (1) whose length runs past the end. */
    const uint8_t pe[] = {0x0a, 0xff, 0xff, 0x03, 0x0a, 0x01, 'x'};
    write_file("pb_length_past_end.pb", pe, sizeof pe);

    /* Deep nesting: GraphDef.library (2) -> FunctionDefLibrary.function (1)
     * -> ... a chain of 200 nested field-1 messages. */
    buf inner = {0};
    for (int d = 0; d < 200; d++) {
        buf outer = {0};
        put_len(&outer, d == 199 ? 2 : 1, &inner);
        buf_free(&inner);
        inner = outer;
    }
    write_file("pb_deep_nesting.pb", inner.p, inner.n);
    buf_free(&inner);

    /* 50,000 NodeDefs, each with op "A": many entries, one name. */
    buf many = {0};
    for (int i = 0; i < 50000; i++) {
        const uint8_t node[] = {0x0a, 0x03, 0x12, 0x01, 'A'};
        put(&many, node, sizeof node);
    }
    write_file("pb_many_nodes.pb", many.p, many.n);
    buf_free(&many);

    const char text[] = "node {\n  name: \"x\"\n  op: \"Const\"\n}\nversions {\n  producer: 27\n}\n";
    write_file("pb_text_format.pbtxt", text, sizeof text - 1);
}

/* ---- TFLite ------------------------------------------------------------------ */

/* A model whose subgraph lists `nops` operator entries that all point at
 * one operator with `nin` inputs (tensor index 9999, out of range). */
static void aliasing_model(const char *name, int nops, int nin)
{
    fbb *b = fbb_new();
    fbb_obj *root = fbb_table(b);
    fbb_u32(root, 0, 3);
    fbb_obj *codes = fbb_vec_objs(b);
    fbb_obj *code = fbb_table(b);
    fbb_i32(code, 3, 0); /* ADD */
    fbb_i32(code, 2, 1);
    fbb_vec_push(codes, code);
    fbb_ref(root, 1, codes);
    fbb_obj *sgs = fbb_vec_objs(b);
    fbb_obj *sg = fbb_table(b);
    fbb_obj *tensors = fbb_vec_objs(b);
    fbb_obj *t = fbb_table(b);
    int32_t shape[2] = {1, 4};
    fbb_ref(t, 0, fbb_vec_i32(b, shape, 2));
    fbb_vec_push(tensors, t);
    fbb_ref(sg, 0, tensors);
    int32_t *in = malloc((size_t)nin * sizeof *in);
    for (int i = 0; i < nin; i++) in[i] = 9999;
    fbb_obj *op = fbb_table(b);
    fbb_u32(op, 0, 0);
    fbb_ref(op, 1, fbb_vec_i32(b, in, (size_t)nin));
    free(in);
    fbb_obj *ops = fbb_vec_objs(b);
    for (int i = 0; i < nops; i++) fbb_vec_push(ops, op);
    fbb_ref(sg, 3, ops);
    fbb_vec_push(sgs, sg);
    fbb_ref(root, 2, sgs);
    fbb_obj *bufs = fbb_vec_objs(b);
    fbb_vec_push(bufs, fbb_table(b));
    fbb_ref(root, 4, bufs);
    size_t len;
    uint8_t *p = fbb_finish(b, root, "TFL3", &len);
    write_file(name, p, len);
    fbb_free(b);
}

static void tflite_files(const char *srcdir)
{
    aliasing_model("tflite_aliasing_operators.tflite", 4000, 4000);
    /* Small enough for the work budget, but 40,000 findings: a capped verdict. */
    aliasing_model("tflite_findings_bomb.tflite", 200, 200);

    /* A real model, then damaged copies. */
    char path[4096];
    snprintf(path, sizeof path, "%s/tests/corpus/tflite/simple_add_model.tflite", srcdir);
    FILE *f = fopen(path, "rb");
    if (!f) { fprintf(stderr, "make_hostile: %s: %s\n", path, strerror(errno)); exit(1); }
    uint8_t m[1 << 16];
    size_t n = fread(m, 1, sizeof m, f);
    fclose(f);
    write_file("tflite_truncated.tflite", m, n / 2);
    /* Root offset pointing back before the buffer (wraps as unsigned). */
    uint8_t *c = malloc(n);
    memcpy(c, m, n);
    c[0] = 0xF8; c[1] = 0xFF; c[2] = 0xFF; c[3] = 0xFF;
    write_file("tflite_cyclic_offset.tflite", c, n);
    free(c);

    /* An operator entry whose offset points outside the buffer: min-runtime
     * used to say ok because it never read operators (issue 10). */
    fbb *b = fbb_new();
    fbb_obj *root = fbb_table(b);
    fbb_u32(root, 0, 3);
    fbb_obj *codes = fbb_vec_objs(b);
    fbb_obj *code = fbb_table(b);
    fbb_i32(code, 3, 0);
    fbb_i32(code, 2, 1);
    fbb_vec_push(codes, code);
    fbb_ref(root, 1, codes);
    fbb_obj *sgs = fbb_vec_objs(b);
    fbb_obj *sg = fbb_table(b);
    fbb_obj *ops = fbb_vec_objs(b);
    fbb_obj *op = fbb_table(b);
    fbb_u32(op, 0, 0);
    fbb_vec_push(ops, op);
    fbb_ref(sg, 3, ops);
    fbb_vec_push(sgs, sg);
    fbb_ref(root, 2, sgs);
    size_t len;
    uint8_t *p = fbb_finish(b, root, "TFL3", &len);
    uint32_t at = fbb_pos(ops) + 4, huge = 0x7FFFFF00u;
    memcpy(p + at, &huge, 4);
    write_file("tflite_bad_operator_offset.tflite", p, len);
    /* The same model with the operators vector claiming 2^31 - 1 entries. */
    memcpy(p + at, (uint32_t[]){4}, 4); /* restore a sane element offset */
    uint32_t count = 0x7FFFFFFFu;
    memcpy(p + fbb_pos(ops), &count, 4);
    write_file("tflite_huge_count.tflite", p, len);
    fbb_free(b);

    const char text[] = "This is a text file, not a FlatBuffer.\n";
    write_file("tflite_text.tflite", text, sizeof text - 1);
    write_file("empty.bin", "", 0);
}

/* ---- text formats --------------------------------------------------------------- */

static void text_files(void)
{
    buf t = {0};
    const char head[] = "builtin ADD 1 ";
    put(&t, head, sizeof head - 1);
    for (int i = 0; i < 100000; i++) put(&t, "9", 1);
    put(&t, "\n", 1);
    write_file("resolver_long_line.txt", t.p, t.n);
    buf_free(&t);
    uint8_t bin[256];
    for (int i = 0; i < 256; i++) bin[i] = (uint8_t)(i * 37 + 11);
    write_file("registry_binary.txt", bin, sizeof bin);
    /* 5,000 consumer lines. */
    for (int i = 0; i < 5000; i++) {
        char line[64];
        int k = snprintf(line, sizeof line, "consumer graphdef x 1.%d 5 0 0 -\n", i);
        put(&t, line, (size_t)k);
    }
    write_file("registry_many_lines.txt", t.p, t.n);
    buf_free(&t);
    /* A consumer name of 64 bytes: the format allows 63. */
    static const char name64[] = "consumer graphdef "
                                 "nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn 1 5 0 0 -\n";
    write_file("registry_name_64.txt", name64, sizeof name64 - 1);
}

static void puts_(buf *b, const char *s) { put(b, s, strlen(s)); }

/* model.json (tfcompat/tfjs.h): one file per attack on a JSON reader. */
static void tfjs_files(void)
{
    static const char head[] = "{\"format\": \"graph-model\", \"modelTopology\": {\"node\": [{\"op\": \"Const\", \"attr\": ";
    buf b = {0};
    /* 10,000 levels of arrays: refused at the reader's depth limit (64), before jansson */
    put(&b, head, sizeof head - 1);
    for (int i = 0; i < 10000; i++) put(&b, "[", 1);
    for (int i = 0; i < 10000; i++) put(&b, "]", 1);
    puts_(&b, "}]}}");
    write_file("tfjs_deep_nesting.json", b.p, b.n);
    buf_free(&b);
    static const char big_int[] =
        "{\"format\": \"graph-model\", \"modelTopology\": {\"versions\": {\"producer\": 123456789012345678901234567890}}}";
    write_file("tfjs_huge_integer.json", big_int, sizeof big_int - 1);
    static const char big_real[] = "{\"format\": \"graph-model\", \"modelTopology\": {\"node\": [], \"x\": 1e999999}}";
    write_file("tfjs_huge_real.json", big_real, sizeof big_real - 1);
    static const char big_version[] =
        "{\"format\": \"graph-model\", \"modelTopology\": {\"versions\": {\"producer\": 4294967296}}}";
    write_file("tfjs_version_past_int32.json", big_version, sizeof big_version - 1);
    /* an overlong encoding of '/' (C0 AF) and a lone continuation byte inside an op name */
    static const char bad_utf8[] = "{\"format\": \"graph-model\", \"modelTopology\": {\"node\": [{\"op\": \"Co\xc0\xafnst\x80\"}]}}";
    write_file("tfjs_invalid_utf8.json", bad_utf8, sizeof bad_utf8 - 1);
    static const char dup[] =
        "{\"format\": \"graph-model\", \"modelTopology\": {\"node\": [{\"op\": \"Const\", \"op\": \"Unknown\"}]}}";
    write_file("tfjs_duplicate_key.json", dup, sizeof dup - 1);
    static const char nul[] = "{\"format\": \"graph-model\", \"modelTopology\": {\"node\": [{\"op\": \"Const\\u0000X\"}]}}";
    write_file("tfjs_nul_in_string.json", nul, sizeof nul - 1);
    static const char trunc[] = "{\"format\": \"graph-model\", \"modelTopology\": {\"node\": [{\"op\": \"Co";
    write_file("tfjs_truncated.json", trunc, sizeof trunc - 1);
}

/* ---- SavedModels for tfjs-converter@X (src/tfjs/tfjs_convert.c's walk) ---- */

static void put_str(buf *b, uint32_t field, const char *s, size_t n)
{
    put_varint(b, (uint64_t)field << 3 | 2);
    put_varint(b, n);
    put(b, s, n);
}

/* inner appended to b as field `field`, then freed */
static void put_msg(buf *b, uint32_t field, buf *inner)
{
    put_len(b, field, inner);
    buf_free(inner);
}

/* NodeDef {name (1), op (2), input (3) x up to 2, attr (5) {"f": func fn}};
 * a NULL or empty string is left out. */
static void pb_node(buf *to, uint32_t field, const char *name, size_t name_len, const char *op, const char *in0,
                    const char *in1, const char *fn)
{
    buf nd = {0};
    if (name_len) put_str(&nd, 1, name, name_len);
    if (op) put_str(&nd, 2, op, strlen(op));
    if (in0) put_str(&nd, 3, in0, strlen(in0));
    if (in1) put_str(&nd, 3, in1, strlen(in1));
    if (fn) {
        buf func = {0}, value = {0}, entry = {0};
        put_str(&func, 1, fn, strlen(fn));
        put_msg(&value, 10, &func);
        put_str(&entry, 1, "f", 1);
        put_msg(&entry, 2, &value);
        put_msg(&nd, 5, &entry);
    }
    put_msg(to, field, &nd);
}
#define NODE(to, name, op, in0, in1, fn) pb_node(to, 1, name, strlen(name), op, in0, in1, fn)

/* A SignatureDef inputs (1) or outputs (2) entry {key, TensorInfo {name}}. */
static void pb_tensor(buf *sig, uint32_t side, const char *key, const char *tensor)
{
    buf entry = {0}, info = {0};
    put_str(&info, 1, tensor, strlen(tensor));
    put_str(&entry, 1, key, strlen(key));
    put_msg(&entry, 2, &info);
    put_msg(sig, side, &entry);
}

/* signature_def (5) entry `key` -> sig (consumed; NULL: no value). */
static void pb_signature(buf *mg, const char *key, buf *sig)
{
    buf entry = {0};
    put_str(&entry, 1, key, strlen(key));
    if (sig) put_msg(&entry, 2, sig);
    put_msg(mg, 5, &entry);
}

/* SavedModel {1, meta_graphs {tags "serve", graph (consumed; versions
 * producer 27 appended), signature_defs (consumed)}} written to name. */
static void pb_saved_model(const char *name, buf *graph, buf *signature_defs)
{
    buf sm = {0}, mg = {0}, info = {0}, v = {0};
    put_str(&info, 4, "serve", 5);
    put_msg(&mg, 1, &info);
    put_u8(&v, 0x08);
    put_varint(&v, 27);
    put_msg(graph, 4, &v);
    put_msg(&mg, 2, graph);
    put(&mg, signature_defs->p, signature_defs->n);
    buf_free(signature_defs);
    put_u8(&sm, 0x08);
    put_varint(&sm, 1);
    put_msg(&sm, 2, &mg);
    write_file(name, sm.p, sm.n);
    buf_free(&sm);
}

/* serving_default from `in` (NULL: none) to `out` onto sigs. */
static void serving_default(buf *sigs, const char *in, const char *out)
{
    buf sig = {0};
    if (in) pb_tensor(&sig, 1, "x", in);
    pb_tensor(&sig, 2, "y", out);
    pb_signature(sigs, "serving_default", &sig);
}

/* Function i's name of 3 bytes: a lowercase letter, digit or '_' first
 * (no TensorFlow op starts so, so no name is an op's), then two of 64. */
static void chain_name(char out[4], size_t i)
{
    static const char first[] = "abcdefghijklmnopqrstuvwxyz0123456789_";
    static const char rest[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.";
    out[0] = first[i / (64 * 64)];
    out[1] = rest[i / 64 % 64];
    out[2] = rest[i % 64];
    out[3] = 0;
}

static void tfjs_convert_files(void)
{
    buf g = {0}, sigs = {0};
    /* a cycle in the inputs (Merge <- NextIteration <- Merge): walked once */
    NODE(&g, "x", "Placeholder", NULL, NULL, NULL);
    NODE(&g, "a", "Merge", "x", "b", NULL);
    NODE(&g, "b", "NextIteration", "a", NULL, NULL);
    NODE(&g, "y", "Identity", "a", NULL, NULL);
    serving_default(&sigs, "x:0", "y:0");
    pb_saved_model("tfjs_convert_cycle.pb", &g, &sigs);

    /* an input that names no node */
    NODE(&g, "x", "Placeholder", NULL, NULL, NULL);
    NODE(&g, "y", "Identity", "^x", "nowhere:0", NULL);
    serving_default(&sigs, "x:0", "y:0");
    pb_saved_model("tfjs_convert_dangling_input.pb", &g, &sigs);

    /* the signature's output, then its input, naming no node */
    NODE(&g, "x", "Placeholder", NULL, NULL, NULL);
    NODE(&g, "y", "Identity", "x", NULL, NULL);
    serving_default(&sigs, "x:0", "z:0");
    pb_saved_model("tfjs_convert_dangling_output.pb", &g, &sigs);
    NODE(&g, "x", "Placeholder", NULL, NULL, NULL);
    NODE(&g, "y", "Identity", "x", NULL, NULL);
    serving_default(&sigs, "w:0", "y:0");
    pb_saved_model("tfjs_convert_dangling_signature_input.pb", &g, &sigs);

    /* a node name of 70,000 bytes (the limit: 64 KiB) */
    char *big = malloc(70000);
    if (!big) abort();
    memset(big, 'n', 70000);
    NODE(&g, "x", "Placeholder", NULL, NULL, NULL);
    pb_node(&g, 1, big, 70000, "Identity", "x", NULL, NULL);
    NODE(&g, "y", "Identity", "x", NULL, NULL);
    free(big);
    serving_default(&sigs, "x:0", "y:0");
    pb_saved_model("tfjs_convert_long_name.pb", &g, &sigs);

    /* 65,537 outputs of serving_default (the limit: 65,536) */
    NODE(&g, "x", "Placeholder", NULL, NULL, NULL);
    NODE(&g, "y", "Identity", "x", NULL, NULL);
    buf sig = {0};
    for (size_t i = 0; i <= 65536; i++) {
        char key[4];
        chain_name(key, i);
        pb_tensor(&sig, 2, key, "y");
    }
    pb_signature(&sigs, "serving_default", &sig);
    pb_saved_model("tfjs_convert_many_outputs.pb", &g, &sigs);

    /* 65,537 signatures (the limit: 65,536), serving_default the last */
    NODE(&g, "x", "Placeholder", NULL, NULL, NULL);
    NODE(&g, "y", "Identity", "x", NULL, NULL);
    for (size_t i = 0; i < 65536; i++) {
        char key[4];
        chain_name(key, i);
        pb_signature(&sigs, key, NULL);
    }
    serving_default(&sigs, "x:0", "y:0");
    pb_saved_model("tfjs_convert_many_signatures.pb", &g, &sigs);

    /* a function that calls itself, through its func attr f and by name */
    NODE(&g, "x", "Placeholder", NULL, NULL, NULL);
    NODE(&g, "y", "PartitionedCall", "x", NULL, "f");
    {
        buf lib = {0}, fd = {0}, opdef = {0};
        put_str(&opdef, 1, "f", 1);
        put_msg(&fd, 1, &opdef);
        pb_node(&fd, 3, "c", 1, "PartitionedCall", NULL, NULL, "f");
        pb_node(&fd, 3, "d", 1, "f", NULL, NULL, NULL);
        put_msg(&lib, 1, &fd);
        put_msg(&g, 2, &lib);
    }
    serving_default(&sigs, "x:0", "y:0");
    pb_saved_model("tfjs_convert_self_call.pb", &g, &sigs);

    /* 100,000 functions, each calling the next by name; the last holds
     * ParseExample, which the converter refuses (so the walk's end shows) */
    enum { CHAIN = 100000 };
    char name[4];
    chain_name(name, 0);
    NODE(&g, "x", "Placeholder", NULL, NULL, NULL);
    NODE(&g, "y", name, "x", NULL, NULL);
    buf lib = {0};
    for (size_t i = 0; i < CHAIN; i++) {
        buf fd = {0}, opdef = {0};
        chain_name(name, i);
        put_str(&opdef, 1, name, 3);
        put_msg(&fd, 1, &opdef);
        chain_name(name, i + 1);
        pb_node(&fd, 3, "", 0, i + 1 < CHAIN ? name : "ParseExample", NULL, NULL, NULL);
        put_msg(&lib, 1, &fd);
    }
    put_msg(&g, 2, &lib);
    serving_default(&sigs, "x:0", "y:0");
    pb_saved_model("tfjs_convert_call_chain.pb", &g, &sigs);
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: make_hostile OUTDIR SRCDIR\n");
        return 2;
    }
    outdir = argv[1];
    mkdir(outdir, 0777);
    char dir[4096];
    snprintf(dir, sizeof dir, "%s/saved_model_rank_bomb", outdir);
    mkdir(dir, 0777);
    snprintf(dir, sizeof dir, "%s/saved_model_rank_bomb/variables", outdir);
    mkdir(dir, 0777);
    {
        char path[4096];
        snprintf(path, sizeof path, "%s/tests/corpus/saved_model/saved_model_half_plus_three/saved_model.pb", argv[2]);
        FILE *f = fopen(path, "rb");
        if (!f) { fprintf(stderr, "make_hostile: %s: %s\n", path, strerror(errno)); return 1; }
        buf pb = {0};
        uint8_t chunk[65536];
        size_t k;
        while ((k = fread(chunk, 1, sizeof chunk, f)) > 0) put(&pb, chunk, k);
        fclose(f);
        write_file("saved_model_rank_bomb/saved_model.pb", pb.p, pb.n);
        buf_free(&pb);
    }
    checkpoint_files();
    protobuf_files();
    tflite_files(argv[2]);
    text_files();
    tfjs_files();
    tfjs_convert_files();
    return 0;
}
