/*
 * Tests for tfcompat/versiondef.h, tfcompat/container.h and tfcompat/file.h:
 * every corpus SavedModel and MetaGraphDef compared field by field with its
 * independently computed expected JSON; content detection; and hostile
 * inputs, each with its own exact status code.
 */
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include <tfcompat.h>
#include "container_internal.h"
#include "tjson.h"
#include "wire.h"

#define CORPUS TFC_TEST_DIR "/corpus"

/* ---- a tiny protobuf encoder for crafted inputs ------------------------ */
typedef struct buf { uint8_t d[4096]; size_t n; } buf;
static void put(buf *b, uint8_t c) { assert_true(b->n < sizeof b->d); b->d[b->n++] = c; }
static void varint(buf *b, uint64_t v) { do { put(b, (uint8_t)((v & 0x7F) | (v > 0x7F ? 0x80 : 0))); v >>= 7; } while (v); }
static void tag(buf *b, uint32_t field, uint32_t wt) { varint(b, ((uint64_t)field << 3) | wt); }
static void bytes(buf *b, uint32_t field, const void *p, size_t n) { tag(b, field, 2); varint(b, n); for (size_t i = 0; i < n; i++) put(b, ((const uint8_t *)p)[i]); }
static void sub(buf *b, uint32_t field, const buf *m) { bytes(b, field, m->d, m->n); }
static void int32f(buf *b, uint32_t field, int32_t v) { tag(b, field, 0); varint(b, (uint64_t)(int64_t)v); }
static void text(buf *b, uint32_t field, const char *s) { bytes(b, field, s, strlen(s)); }

/* ---- corpus comparison --------------------------------------------------- */
static void expect_names(const tj *arr, const tfc_meta_graph *g, int32_t list, const char *file, const char *what)
{
    assert_non_null(arr);
    if (tfc_meta_graph_name_count(g, list) != arr->count)
        fail_msg("%s: %s count %zu, want %zu", file, what, tfc_meta_graph_name_count(g, list), arr->count);
    for (size_t i = 0; i < arr->count; i++)
        if (strcmp(tfc_meta_graph_name(g, list, i), tj_at(arr, i)->string))
            fail_msg("%s: %s[%zu] = %s, want %s", file, what, i, tfc_meta_graph_name(g, list, i), tj_at(arr, i)->string);
}

static void expect_text(const char *got, size_t n, const tj *want, const char *file, const char *what)
{
    assert_non_null(want);
    if (n != want->len || memcmp(got, want->string, n)) fail_msg("%s: %s = '%.*s', want '%s'", file, what, (int)n, got, want->string);
}

static void compare_model(const tfc_model *m, const tj *e, const char *file)
{
    const char *kind = tj_get(e, "kind")->string;
    assert_string_equal(tfc_container_kind_name(tfc_model_kind(m)), kind);
    const tj *sv = tj_get(e, "schema_version");
    if (sv->type == TJ_NULL) assert_int_equal(tfc_model_schema_version(m), -1);
    else assert_int_equal(tfc_model_schema_version(m), sv->integer);
    const tj *mgs = tj_get(e, "meta_graphs");
    assert_int_equal(tfc_model_meta_graph_count(m), mgs->count);
    for (size_t i = 0; i < mgs->count; i++) {
        const tj *x = tj_at(mgs, i);
        const tfc_meta_graph *g = tfc_model_meta_graph(m, i);
        const tj *tags = tj_get(x, "tags");
        assert_int_equal(tfc_meta_graph_tag_count(g), tags->count);
        for (size_t t = 0; t < tags->count; t++) {
            size_t n;
            const char *s = tfc_meta_graph_tag(g, t, &n);
            expect_text(s, n, tj_at(tags, t), file, "tag");
        }
        size_t n;
        const char *s = tfc_meta_graph_tensorflow_version(g, &n);
        expect_text(s, n, tj_get(x, "tensorflow_version"), file, "tensorflow_version");
        s = tfc_meta_graph_tensorflow_git_version(g, &n);
        expect_text(s, n, tj_get(x, "tensorflow_git_version"), file, "tensorflow_git_version");
        s = tfc_meta_graph_meta_graph_version(g, &n);
        expect_text(s, n, tj_get(x, "meta_graph_version"), file, "meta_graph_version");
        assert_int_equal(tfc_meta_graph_stripped_default_attrs(g), tj_get(x, "stripped_default_attrs")->boolean);
        assert_int_equal(tfc_meta_graph_has_versions(g), tj_get(x, "has_versions")->boolean);
        const tj *v = tj_get(x, "versions");
        const tfc_versiondef *vd = tfc_meta_graph_versions(g);
        assert_int_equal(tfc_versiondef_producer(vd), tj_get(v, "producer")->integer);
        assert_int_equal(tfc_versiondef_min_consumer(vd), tj_get(v, "min_consumer")->integer);
        const tj *bad = tj_get(v, "bad_consumers");
        assert_int_equal(tfc_versiondef_bad_consumer_count(vd), bad->count);
        for (size_t b = 0; b < bad->count; b++) assert_int_equal(tfc_versiondef_bad_consumer(vd, b), tj_at(bad, b)->integer);
        assert_int_equal(tfc_meta_graph_graph_def_deprecated_version(g), tj_get(x, "graph_def_deprecated_version")->integer);
        assert_int_equal(tfc_meta_graph_node_count(g), tj_get(x, "node_count")->integer);
        assert_int_equal(tfc_meta_graph_function_count(g), tj_get(x, "function_count")->integer);
        expect_names(tj_get(x, "function_names"), g, TFC_NAMES_FUNCTIONS, file, "function_names");
        expect_names(tj_get(x, "ops_in_graph"), g, TFC_NAMES_OPS_IN_GRAPH, file, "ops_in_graph");
        expect_names(tj_get(x, "ops_in_functions"), g, TFC_NAMES_OPS_IN_FUNCTIONS, file, "ops_in_functions");
        expect_names(tj_get(x, "stripped_op_list_ops"), g, TFC_NAMES_STRIPPED_OPS, file, "stripped_op_list_ops");
    }
}

static int compare_dir(const char *kind_dir)
{
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/expected/%s", CORPUS, kind_dir);
    DIR *d = opendir(dir);
    assert_non_null(d);
    struct dirent *ent;
    int count = 0;
    while ((ent = readdir(d))) {
        if (!strstr(ent->d_name, ".json")) continue;
        char path[2048];
        snprintf(path, sizeof path, "%s/%s", dir, ent->d_name);
        tj *e = tj_load(path);
        assert_non_null(e);
        char file[2048];
        snprintf(file, sizeof file, "%s/%s", CORPUS, tj_get(e, "file")->string);

        /* From a path (mmap) ... */
        tfc_error err;
        tfc_error_init(&err, sizeof err);
        tfc_model *m = NULL;
        if (tfc_file_open_model(&m, file, TFC_KIND_UNKNOWN, NULL, &err)) fail_msg("%s: %s", file, err.message);
        compare_model(m, e, file);
        tfc_model_free(m);
        /* ... and from bytes, with the kind stated. */
        size_t n;
        unsigned char *bytes_ = t_read_file(file, &n);
        assert_non_null(bytes_);
        int32_t kind = !strcmp(tj_get(e, "kind")->string, "saved_model") ? TFC_KIND_SAVED_MODEL : TFC_KIND_META_GRAPH_DEF;
        assert_int_equal(tfc_model_parse(&m, bytes_, n, kind, NULL, &err), TFC_OK);
        compare_model(m, e, file);
        tfc_model_free(m);
        free(bytes_);
        tj_free(e);
        count++;
    }
    closedir(d);
    return count;
}

static void corpus_saved_models_match_expected(void **state)
{
    (void)state;
    assert_int_equal(compare_dir("saved_model"), 6);
}

static void corpus_meta_graphs_match_expected(void **state)
{
    (void)state;
    assert_int_equal(compare_dir("meta_graph"), 1);
}

/* A SavedModel directory opens its saved_model.pb. */
static void directory_is_a_saved_model(void **state)
{
    (void)state;
    tfc_model *m = NULL;
    int32_t kind = 0, is_dir = 0;
    assert_int_equal(tfc_file_detect_kind(&kind, &is_dir, CORPUS "/saved_model/saved_model_counter", NULL), 0);
    assert_int_equal(kind, TFC_KIND_SAVED_MODEL);
    assert_int_equal(is_dir, 1);
    assert_int_equal(tfc_file_open_model(&m, CORPUS "/saved_model/saved_model_counter", 0, NULL, NULL), 0);
    assert_int_equal(tfc_model_kind(m), TFC_KIND_SAVED_MODEL);
    tfc_model_free(m);
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_file_open_model(&m, CORPUS "/no/such/file.pb", 0, NULL, &err), TFC_E_NOT_FOUND);
    assert_null(m);
    assert_non_null(strstr(err.message, "no/such/file.pb"));
    assert_int_equal(tfc_file_open_model(&m, CORPUS "/expected", 0, NULL, &err), TFC_E_NOT_FOUND);
}

/* A real GraphDef: the graph_def field of the .meta file, written alone. */
static void bare_graph_def_from_real_meta_graph(void **state)
{
    (void)state;
    size_t n;
    unsigned char *meta = t_read_file(CORPUS "/meta_graph/session_bundle_half_plus_two/export.meta", &n);
    assert_non_null(meta);
    tfc_parse_options o;
    tfc_parse_options_init(&o, sizeof o);
    tfc__wire_ctx ctx = {&o, 0, NULL, NULL, NULL};
    tfc__wire w;
    tfc__wire_init(&w, &ctx, meta, n);
    tfc__field f;
    const uint8_t *graph = NULL;
    size_t glen = 0;
    while (tfc__wire_next(&w, &f) > 0)
        if (f.number == 2) { graph = f.data; glen = f.len; }
    assert_non_null(graph);
    int32_t kind;
    assert_int_equal(tfc_container_detect_kind(&kind, graph, glen, NULL), 0);
    assert_int_equal(kind, TFC_KIND_GRAPH_DEF);
    tfc_model *m = NULL;
    assert_int_equal(tfc_model_parse(&m, graph, glen, 0, NULL, NULL), 0);
    const tfc_meta_graph *g = tfc_model_meta_graph(m, 0);
    assert_int_equal(tfc_model_meta_graph_count(m), 1);
    assert_int_equal(tfc_meta_graph_has_meta_info(g), 0);
    assert_int_equal(tfc_meta_graph_node_count(g), 57);
    assert_int_equal(tfc_versiondef_producer(tfc_meta_graph_versions(g)), 19);
    assert_int_equal(tfc_meta_graph_name_count(g, TFC_NAMES_OPS_IN_GRAPH), 13);
    assert_int_equal(tfc_model_schema_version(m), -1);
    tfc_model_free(m);
    /* Asking for a SavedModel names what it is. */
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_model_parse(&m, graph, glen, TFC_KIND_SAVED_MODEL, NULL, &err), TFC_E_WRONG_KIND);
    assert_string_equal(err.message, "expected a SavedModel, but the input is a GraphDef");
    free(meta);
}

/* Copies the chosen top-level fields of a real message (a bitmask of field
 * numbers) and appends `extra` bytes: variants of real files for detection. */
static uint8_t *variant(const uint8_t *src, size_t n, uint32_t keep, const uint8_t *extra, size_t n_extra, size_t *out_len)
{
    uint8_t *out = malloc(n + n_extra);
    size_t at = 0;
    tfc_parse_options o;
    tfc_parse_options_init(&o, sizeof o);
    tfc__wire_ctx ctx = {&o, 0, NULL, NULL, NULL};
    tfc__wire w;
    tfc__wire_init(&w, &ctx, src, n);
    tfc__field f;
    size_t start = 0;
    while (tfc__wire_next(&w, &f) > 0) {
        if (f.number < 32 && (keep >> f.number) & 1) {
            memcpy(out + at, src + start, w.pos - start);
            at += w.pos - start;
        }
        start = w.pos;
    }
    if (n_extra) memcpy(out + at, extra, n_extra);
    *out_len = at + n_extra;
    return out;
}

static void detection_of_variants_of_real_files(void **state)
{
    (void)state;
    size_t n, vn;
    int32_t kind;
    unsigned char *meta = t_read_file(CORPUS "/meta_graph/session_bundle_half_plus_two/export.meta", &n);
    /* a field number TensorFlow might add later: 15, length-delimited */
    static const uint8_t unknown[] = {0x7a, 0x02, 0x08, 0x01};
    /* MetaGraphDef without saver_def (3): meta info, graph, collections, signatures */
    uint8_t *v = variant(meta, n, (1u << 1) | (1u << 2) | (1u << 4) | (1u << 5), NULL, 0, &vn);
    assert_int_equal(tfc_container_detect_kind(&kind, v, vn, NULL), 0);
    assert_int_equal(kind, TFC_KIND_META_GRAPH_DEF);
    free(v);
    /* ... and with a field unknown to us */
    v = variant(meta, n, (1u << 1) | (1u << 2) | (1u << 5), unknown, sizeof unknown, &vn);
    assert_int_equal(tfc_container_detect_kind(&kind, v, vn, NULL), 0);
    assert_int_equal(kind, TFC_KIND_META_GRAPH_DEF);
    tfc_model *m = NULL;
    assert_int_equal(tfc_model_parse(&m, v, vn, 0, NULL, NULL), 0);
    assert_int_equal(tfc_meta_graph_node_count(tfc_model_meta_graph(m, 0)), 57);
    tfc_model_free(m);
    free(v);
    free(meta);

    unsigned char *sm = t_read_file(CORPUS "/saved_model/saved_model_counter/saved_model.pb", &n);
    /* a SavedModel with a field unknown to us */
    v = variant(sm, n, (1u << 1) | (1u << 2), unknown, sizeof unknown, &vn);
    assert_int_equal(tfc_container_detect_kind(&kind, v, vn, NULL), 0);
    assert_int_equal(kind, TFC_KIND_SAVED_MODEL);
    free(v);
    /* a SavedModel whose schema version is 0, so the field is omitted */
    v = variant(sm, n, 1u << 2, NULL, 0, &vn);
    assert_int_equal(tfc_container_detect_kind(&kind, v, vn, NULL), 0);
    assert_int_equal(kind, TFC_KIND_SAVED_MODEL);
    assert_int_equal(tfc_model_parse(&m, v, vn, 0, NULL, NULL), 0);
    assert_int_equal(tfc_model_schema_version(m), 0);
    assert_int_equal(tfc_model_meta_graph_count(m), 1);
    tfc_model_free(m);
    free(v);
    free(sm);

    /* a GraphDef (nodes, versions) with a field unknown to us */
    unsigned char *g = t_read_file(TFC_TEST_DIR "/fuzz/corpus/container/graph_def.pb", &n);
    v = variant(g, n, (1u << 1) | (1u << 4), unknown, sizeof unknown, &vn);
    assert_int_equal(tfc_container_detect_kind(&kind, v, vn, NULL), 0);
    assert_int_equal(kind, TFC_KIND_GRAPH_DEF);
    free(v);
    /* only nodes */
    v = variant(g, n, 1u << 1, NULL, 0, &vn);
    assert_int_equal(tfc_container_detect_kind(&kind, v, vn, NULL), 0);
    assert_int_equal(kind, TFC_KIND_GRAPH_DEF);
    free(v);
    free(g);
}

/* ---- VersionDef --------------------------------------------------------- */
static void versiondef_encodings(void **state)
{
    (void)state;
    /* producer -1 as a 10-byte varint, min_consumer 12, unpacked bad 3 and 7 */
    buf b = {{0}, 0};
    int32f(&b, 1, -1);
    assert_int_equal(b.n, 11);
    int32f(&b, 2, 12);
    int32f(&b, 3, 3);
    int32f(&b, 3, 7);
    tfc_versiondef *v = NULL;
    assert_int_equal(tfc_versiondef_parse(&v, b.d, b.n, NULL, NULL), 0);
    assert_int_equal(tfc_versiondef_producer(v), -1);
    assert_int_equal(tfc_versiondef_min_consumer(v), 12);
    assert_int_equal(tfc_versiondef_bad_consumer_count(v), 2);
    assert_int_equal(tfc_versiondef_bad_consumer(v, 1), 7);
    tfc_versiondef_free(v);
    /* packed bad_consumers [5, 300, -2] */
    buf p = {{0}, 0}, b2 = {{0}, 0};
    varint(&p, 5); varint(&p, 300); varint(&p, (uint64_t)(int64_t)-2);
    int32f(&b2, 1, 27);
    sub(&b2, 3, &p);
    assert_int_equal(tfc_versiondef_parse(&v, b2.d, b2.n, NULL, NULL), 0);
    assert_int_equal(tfc_versiondef_bad_consumer_count(v), 3);
    assert_int_equal(tfc_versiondef_bad_consumer(v, 1), 300);
    assert_int_equal(tfc_versiondef_bad_consumer(v, 2), -2);
    tfc_versiondef_free(v);
    /* empty: all zeros */
    assert_int_equal(tfc_versiondef_parse(&v, NULL, 0, NULL, NULL), 0);
    assert_int_equal(tfc_versiondef_producer(v), 0);
    tfc_versiondef_free(v);
    int32_t kind;
    assert_int_equal(tfc_container_detect_kind(&kind, b.d, b.n, NULL), 0);
    assert_int_equal(kind, TFC_KIND_VERSION_DEF);
}

typedef struct bad_case {
    const char *name;
    uint8_t bytes[16];
    size_t n;
    int32_t code;
} bad_case;

static void versiondef_hostile(void **state)
{
    (void)state;
    static const bad_case cases[] = {
        {"truncated varint", {0x08, 0x80}, 2, TFC_E_TRUNCATED},
        {"truncated tag", {0x88}, 1, TFC_E_TRUNCATED},
        {"varint over 10 bytes", {0x08, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01}, 12, TFC_E_BAD_VARINT},
        {"wrong wire type", {0x0d, 1, 2, 3, 4}, 5, TFC_E_WIRE_TYPE},
        {"group start", {0x0b, 0x0c}, 2, TFC_E_GROUP},
        {"group end", {0x0c}, 1, TFC_E_GROUP},
        {"field number 0", {0x00, 0x01}, 2, TFC_E_BAD_TAG},
        {"wire type 7", {0x0f}, 1, TFC_E_BAD_TAG},
        {"length past end", {0x1a, 0x05, 0x01}, 3, TFC_E_LENGTH_PAST_END},
        {"length of 2^31", {0x1a, 0x80, 0x80, 0x80, 0x80, 0x08}, 6, TFC_E_TOO_LARGE},
        {"packed truncated", {0x1a, 0x01, 0x80}, 3, TFC_E_TRUNCATED},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        tfc_error err;
        tfc_error_init(&err, sizeof err);
        tfc_versiondef *v = (tfc_versiondef *)&err;
        int32_t rc = tfc_versiondef_parse(&v, cases[i].bytes, cases[i].n, NULL, &err);
        if (rc != cases[i].code) fail_msg("%s: got %s, want %s", cases[i].name, tfc_status_name(rc), tfc_status_name(cases[i].code));
        assert_null(v);
        assert_int_equal(err.code, rc);
        assert_true(strlen(err.message) > 10);
    }
    /* bad_consumers limit */
    buf b = {{0}, 0};
    for (int i = 0; i < 10; i++) int32f(&b, 3, i);
    tfc_parse_options o;
    tfc_parse_options_init(&o, sizeof o);
    o.max_bad_consumers = 9;
    tfc_versiondef *v = NULL;
    assert_int_equal(tfc_versiondef_parse(&v, b.d, b.n, &o, NULL), TFC_E_TOO_MANY);
    o.max_bad_consumers = 10;
    assert_int_equal(tfc_versiondef_parse(&v, b.d, b.n, &o, NULL), 0);
    tfc_versiondef_free(v);
}

/* ---- containers: hostile input --------------------------------------- */
static void container_hostile(void **state)
{
    (void)state;
    static const bad_case cases[] = {
        {"SavedModel truncated varint", {0x08, 0x81}, 2, TFC_E_TRUNCATED},
        {"SavedModel length past end", {0x08, 0x01, 0x12, 0x09, 0x0a}, 5, TFC_E_LENGTH_PAST_END},
        {"SavedModel meta_graphs as varint", {0x08, 0x01, 0x12, 0x00, 0x10, 0x01}, 6, TFC_E_WIRE_TYPE},
        {"SavedModel group", {0x08, 0x01, 0x13, 0x14}, 4, TFC_E_GROUP},
        {"SavedModel length 2^31", {0x08, 0x01, 0x12, 0x80, 0x80, 0x80, 0x80, 0x08}, 8, TFC_E_TOO_LARGE},
        {"SavedModel meta graph truncated inside", {0x08, 0x01, 0x12, 0x02, 0x0a, 0x05}, 6, TFC_E_LENGTH_PAST_END},
        {"TFLite as SavedModel", {0x1c, 0, 0, 0, 'T', 'F', 'L', '3', 0, 0, 0, 0}, 12, TFC_E_WRONG_KIND},
        {"text as SavedModel", "saved_model {", 13, TFC_E_TEXT_FORMAT},
        {"empty", {0}, 0, TFC_E_EMPTY},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        tfc_error err;
        tfc_error_init(&err, sizeof err);
        tfc_model *m = (tfc_model *)&err;
        int32_t rc = tfc_model_parse(&m, cases[i].bytes, cases[i].n, TFC_KIND_SAVED_MODEL, NULL, &err);
        if (rc != cases[i].code) fail_msg("%s: got %s (%s), want %s", cases[i].name, tfc_status_name(rc), err.message, tfc_status_name(cases[i].code));
        assert_null(m);
        assert_true(strlen(err.message) > 10);
    }
    /* a 10-byte negative producer inside a real GraphDef nesting */
    buf vd = {{0}, 0}, g = {{0}, 0}, mg = {{0}, 0}, sm = {{0}, 0};
    int32f(&vd, 1, -1);
    int32f(&vd, 2, 12);
    sub(&g, 4, &vd);
    sub(&mg, 2, &g);
    int32f(&sm, 1, 1);
    sub(&sm, 2, &mg);
    tfc_model *m = NULL;
    assert_int_equal(tfc_model_parse(&m, sm.d, sm.n, 0, NULL, NULL), 0);
    assert_int_equal(tfc_model_kind(m), TFC_KIND_SAVED_MODEL);
    assert_int_equal(tfc_versiondef_producer(tfc_meta_graph_versions(tfc_model_meta_graph(m, 0))), -1);
    tfc_model_free(m);
    /* a tflite detected as such, and refused by the container reader */
    int32_t kind;
    assert_int_equal(tfc_container_detect_kind(&kind, cases[6].bytes, cases[6].n, NULL), 0);
    assert_int_equal(kind, TFC_KIND_TFLITE);
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_model_parse(&m, cases[6].bytes, cases[6].n, 0, NULL, &err), TFC_E_WRONG_KIND);
    assert_non_null(strstr(err.message, "TFLite"));
    /* random bytes that are not protobuf */
    static const uint8_t junk[] = {0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01};
    assert_int_equal(tfc_container_detect_kind(&kind, junk, sizeof junk, NULL), TFC_E_BAD_VARINT);
}

static void limits_apply(void **state)
{
    (void)state;
    size_t n;
    unsigned char *b = t_read_file(CORPUS "/saved_model/saved_model_half_plus_two_tf2_cpu/saved_model.pb", &n);
    tfc_parse_options o;
    tfc_model *m = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_parse_options_init(&o, sizeof o);
    o.max_depth = 3;
    assert_int_equal(tfc_model_parse(&m, b, n, 0, &o, &err), TFC_E_TOO_DEEP);
    tfc_parse_options_init(&o, sizeof o);
    o.max_names = 5;
    assert_int_equal(tfc_model_parse(&m, b, n, 0, &o, &err), TFC_E_TOO_MANY);
    tfc_parse_options_init(&o, sizeof o);
    o.max_input_size = n - 1;
    assert_int_equal(tfc_model_parse(&m, b, n, 0, &o, &err), TFC_E_TOO_LARGE);
    tfc_parse_options_init(&o, sizeof o);
    o.max_fields = 100;
    assert_int_equal(tfc_model_parse(&m, b, n, 0, &o, &err), TFC_E_TOO_MANY);
    tfc_parse_options_init(&o, sizeof o);
    o.max_string_size = 4;
    assert_int_equal(tfc_model_parse(&m, b, n, 0, &o, &err), TFC_E_TOO_LARGE);
    assert_null(m);
    /* an older caller's smaller options struct: the rest takes defaults */
    tfc_parse_options_init(&o, sizeof o);
    o.size = offsetof(tfc_parse_options, max_depth);
    o.max_depth = 1;
    assert_int_equal(tfc_model_parse(&m, b, n, 0, &o, &err), 0);
    tfc_model_free(m);
    free(b);
}


/* ---- repeated GraphDef.versions: each occurrence parsed, then merged ---- */
static void repeated_versions_are_merged_not_spliced(void **state)
{
    (void)state;
    tfc_model *m = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    /* 22 01 08 | 22 02 96 01: spliced, the bytes would read as producer 150;
     * the first occurrence alone is a truncated varint, as protobuf says. */
    static const uint8_t spliced[] = {0x0a, 0x08, 0x0a, 0x01, 'n', 0x12, 0x03, 'A', 'd', 'd', /* node n: Add */
                                      0x22, 0x01, 0x08, 0x22, 0x02, 0x96, 0x01};
    assert_int_equal(tfc_model_parse(&m, spliced, sizeof spliced, TFC_KIND_GRAPH_DEF, NULL, &err), TFC_E_TRUNCATED);
    assert_null(m);
    assert_int_equal(err.offset, 13); /* the value of the field 1 tag at 12 */
    /* {producer 10, min_consumer 3, bad [5]} then {producer 12, bad [7]}:
     * scalars set later win, bad_consumers are appended */
    buf v1 = {{0}, 0}, v2 = {{0}, 0}, v3 = {{0}, 0}, node = {{0}, 0}, g = {{0}, 0};
    int32f(&v1, 1, 10);
    int32f(&v1, 2, 3);
    int32f(&v1, 3, 5);
    int32f(&v2, 1, 12);
    int32f(&v2, 3, 7);
    text(&node, 1, "n");
    text(&node, 2, "NoOp");
    sub(&g, 1, &node);
    sub(&g, 4, &v1);
    sub(&g, 4, &v2);
    assert_int_equal(tfc_model_parse(&m, g.d, g.n, 0, NULL, &err), TFC_OK);
    const tfc_versiondef *vd = tfc_meta_graph_versions(tfc_model_meta_graph(m, 0));
    assert_int_equal(tfc_versiondef_producer(vd), 12);
    assert_int_equal(tfc_versiondef_min_consumer(vd), 3);
    assert_int_equal(tfc_versiondef_bad_consumer_count(vd), 2);
    assert_int_equal(tfc_versiondef_bad_consumer(vd, 0), 5);
    assert_int_equal(tfc_versiondef_bad_consumer(vd, 1), 7);
    tfc_model_free(m);
    /* a third occurrence that sets producer to 0 explicitly */
    int32f(&v3, 1, 0);
    sub(&g, 4, &v3);
    assert_int_equal(tfc_model_parse(&m, g.d, g.n, 0, NULL, &err), TFC_OK);
    assert_int_equal(tfc_versiondef_producer(tfc_meta_graph_versions(tfc_model_meta_graph(m, 0))), 0);
    assert_int_equal(tfc_versiondef_min_consumer(tfc_meta_graph_versions(tfc_model_meta_graph(m, 0))), 3);
    tfc_model_free(m);
    /* the limit on bad_consumers holds across occurrences */
    tfc_parse_options o;
    tfc_parse_options_init(&o, sizeof o);
    o.max_bad_consumers = 1;
    assert_int_equal(tfc_model_parse(&m, g.d, g.n, 0, &o, &err), TFC_E_TOO_MANY);
    assert_null(m);
}

/* ---- watched attrs ------------------------------------------------------------ */
static void attr_entry(buf *node, const char *key, const buf *value)
{
    buf e = {{0}, 0};
    text(&e, 1, key);
    sub(&e, 2, value);
    sub(node, 5, &e);
}

static void make_node(buf *out, const char *name, const char *op, const char *attr, const buf *value)
{
    out->n = 0;
    text(out, 1, name);
    text(out, 2, op);
    text(out, 3, "input:0");
    if (attr) attr_entry(out, attr, value);
}

static void expect_use(const tfc__attr_use *u, const char *op, const char *attr, const buf *value, const char *node, uint32_t where)
{
    assert_non_null(u);
    assert_string_equal(u->op, op);
    assert_string_equal(u->attr, attr);
    if (value) {
        assert_non_null(u->value);
        assert_int_equal(u->value_len, value->n);
        assert_memory_equal(u->value, value->d, value->n);
    } else {
        assert_null(u->value);
    }
    if (node) assert_string_equal(u->node, node);
    else assert_null(u->node);
    assert_int_equal(u->where, where);
}

static void watched_attrs_are_recorded(void **state)
{
    (void)state;
    buf g = {{0}, 0}, n = {{0}, 0}, s_v1 = {{0}, 0}, s_v2 = {{0}, 0}, i0 = {{0}, 0}, i1 = {{0}, 0}, t = {{0}, 0};
    text(&s_v1, 2, "v1");   /* AttrValue s: "v1" */
    text(&s_v2, 2, "v2");
    int32f(&i0, 3, 0);      /* AttrValue i: 0 */
    int32f(&i1, 3, 1);
    int32f(&t, 6, 1);       /* AttrValue type: DT_FLOAT, on an attr nobody watches */
    /* VarHandleOp.debug_name (2.15): two nodes with "v1", one with "v2" */
    make_node(&n, "a", "VarHandleOp", "debug_name", &s_v1);
    attr_entry(&n, "dtype", &t);
    sub(&g, 1, &n);
    make_node(&n, "b", "VarHandleOp", "debug_name", &s_v1);
    sub(&g, 1, &n);
    make_node(&n, "c", "VarHandleOp", "debug_name", &s_v2);
    sub(&g, 1, &n);
    /* GatherV2.batch_dims (1.14) in the graph, and in a function with another value */
    make_node(&n, "gather", "GatherV2", "batch_dims", &i0);
    sub(&g, 1, &n);
    /* an op without watched attrs: its attrs are not looked at */
    make_node(&n, "add", "Add", "T", &t);
    sub(&g, 1, &n);
    buf sig = {{0}, 0}, fn = {{0}, 0}, lib = {{0}, 0};
    text(&sig, 1, "f");
    sub(&fn, 1, &sig);
    make_node(&n, "fgather", "GatherV2", "batch_dims", &i1);
    sub(&fn, 3, &n);
    make_node(&n, "fgather0", "GatherV2", "batch_dims", &i0);
    sub(&fn, 3, &n);
    sub(&lib, 1, &fn);
    sub(&g, 2, &lib);

    tfc_model *m = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_model_parse(&m, g.d, g.n, 0, NULL, &err), TFC_OK);
    const tfc_meta_graph *mg = tfc_model_meta_graph(m, 0);
    assert_int_equal(tfc_meta_graph_node_count(mg), 5);
    assert_int_equal(tfc__meta_graph_attr_use_count(mg), 4);
    /* sorted by op, attr, value bytes: GatherV2 0x18 0x00 < 0x18 0x01 */
    expect_use(tfc__meta_graph_attr_use(mg, 0), "GatherV2", "batch_dims", &i0, "gather", 3);
    expect_use(tfc__meta_graph_attr_use(mg, 1), "GatherV2", "batch_dims", &i1, "fgather", 2);
    expect_use(tfc__meta_graph_attr_use(mg, 2), "VarHandleOp", "debug_name", &s_v1, "a", 1);
    expect_use(tfc__meta_graph_attr_use(mg, 3), "VarHandleOp", "debug_name", &s_v2, "c", 1);
    assert_null(tfc__meta_graph_attr_use(mg, 4));
    assert_int_equal(tfc__meta_graph_producer_default_count(mg), 0);
    tfc_model_free(m);

    /* at most 8 distinct values, then one overflow marker; a value over 256
     * bytes is the marker too */
    buf g2 = {{0}, 0}, big = {{0}, 0};
    for (int i = 0; i < 10; i++) {
        buf v = {{0}, 0};
        int32f(&v, 3, i);
        char name[8];
        snprintf(name, sizeof name, "g%d", i);
        make_node(&n, name, "GatherV2", "batch_dims", &v);
        sub(&g2, 1, &n);
    }
    char pad[300];
    memset(pad, 'x', sizeof pad);
    bytes(&big, 2, pad, sizeof pad);
    make_node(&n, "big", "VarHandleOp", "debug_name", &big);
    sub(&g2, 1, &n);
    assert_int_equal(tfc_model_parse(&m, g2.d, g2.n, 0, NULL, &err), TFC_OK);
    mg = tfc_model_meta_graph(m, 0);
    assert_int_equal(tfc__meta_graph_attr_use_count(mg), 10);
    for (int i = 0; i < 8; i++) {
        buf v = {{0}, 0};
        int32f(&v, 3, i);
        char name[8];
        snprintf(name, sizeof name, "g%d", i);
        expect_use(tfc__meta_graph_attr_use(mg, (size_t)i), "GatherV2", "batch_dims", &v, name, 1);
    }
    expect_use(tfc__meta_graph_attr_use(mg, 8), "GatherV2", "batch_dims", NULL, "g8", 1);
    expect_use(tfc__meta_graph_attr_use(mg, 9), "VarHandleOp", "debug_name", NULL, "big", 1);
    tfc_model_free(m);
}

/* A node of a watched op is read by a fast path when all of it is plain
 * (one-byte tags, short lengths) and by the general walker otherwise; both
 * must record the same uses, name the node by the last name before the
 * attr, and fail the same way. A field 16 (two-byte tag) in each node sends
 * every node to the general walker. */
static void watched_graph(buf *g, int general, int wire_fault)
{
    buf n = {{0}, 0}, s_v1 = {{0}, 0}, i0 = {{0}, 0}, t = {{0}, 0}, e = {{0}, 0};
    text(&s_v1, 2, "v1");
    int32f(&i0, 3, 0);
    int32f(&t, 6, 1);
    g->n = 0;
    make_node(&n, "a", "VarHandleOp", "dtype", &t);
    text(&n, 4, "/device:CPU:0");
    int32f(&n, 9, 7);  /* an unknown varint field: skipped */
    attr_entry(&n, "debug_name", &s_v1);
    text(&n, 1, "a2"); /* a later name: not the one of the attr above */
    attr_entry(&n, "allowed_devices", &i0);
    if (general) int32f(&n, 16, 1);
    if (wire_fault) int32f(&n, 5, 3); /* NodeDef.attr as a varint */
    sub(g, 1, &n);
    make_node(&n, "g", "GatherV2", "batch_dims", &i0);
    e.n = 0;
    text(&e, 1, "batch_dims"); /* an entry without a value */
    sub(&n, 5, &e);
    if (general) int32f(&n, 16, 1);
    sub(g, 1, &n);
}

static void watched_nodes_fast_and_general_agree(void **state)
{
    (void)state;
    buf fast = {{0}, 0}, gen = {{0}, 0};
    watched_graph(&fast, 0, 0);
    watched_graph(&gen, 1, 0);
    tfc_model *a = NULL, *b = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_model_parse(&a, fast.d, fast.n, 0, NULL, &err), TFC_OK);
    assert_int_equal(tfc_model_parse(&b, gen.d, gen.n, 0, NULL, &err), TFC_OK);
    const tfc_meta_graph *ga = tfc_model_meta_graph(a, 0), *gb = tfc_model_meta_graph(b, 0);
    buf s_v1 = {{0}, 0}, i0 = {{0}, 0}, none = {{0}, 0};
    text(&s_v1, 2, "v1");
    int32f(&i0, 3, 0);
    const tfc_meta_graph *gs[2] = {ga, gb};
    for (int k = 0; k < 2; k++) {
        const tfc_meta_graph *mg = gs[k];
        assert_int_equal(tfc__meta_graph_attr_use_count(mg), 4);
        expect_use(tfc__meta_graph_attr_use(mg, 0), "GatherV2", "batch_dims", &none, "g", 1);
        expect_use(tfc__meta_graph_attr_use(mg, 1), "GatherV2", "batch_dims", &i0, "g", 1);
        expect_use(tfc__meta_graph_attr_use(mg, 2), "VarHandleOp", "allowed_devices", &i0, "a2", 1);
        expect_use(tfc__meta_graph_attr_use(mg, 3), "VarHandleOp", "debug_name", &s_v1, "a", 1);
    }
    tfc_model_free(a);
    tfc_model_free(b);

    /* a wire-type fault in a watched node: the same code and message */
    watched_graph(&fast, 0, 1);
    watched_graph(&gen, 1, 1);
    tfc_error e1, e2;
    tfc_error_init(&e1, sizeof e1);
    tfc_error_init(&e2, sizeof e2);
    assert_int_equal(tfc_model_parse(&a, fast.d, fast.n, 0, NULL, &e1), TFC_E_WIRE_TYPE);
    assert_int_equal(tfc_model_parse(&b, gen.d, gen.n, 0, NULL, &e2), TFC_E_WIRE_TYPE);
    assert_null(a);
    assert_null(b);
    assert_non_null(strstr(e1.message, "NodeDef field (field 5)"));
    assert_non_null(strstr(e2.message, "NodeDef field (field 5)"));

    /* the field limit counts the same fields either way (the general
     * graph has one field 16 more in each node) */
    watched_graph(&fast, 0, 0);
    watched_graph(&gen, 1, 0);
    const buf *inputs[2] = {&fast, &gen};
    uint64_t need[2] = {0, 0};
    tfc_parse_options o;
    tfc_parse_options_init(&o, sizeof o);
    for (int k = 0; k < 2; k++)
        for (uint64_t lim = 1; lim < 64 && !need[k]; lim++) {
            o.max_fields = lim;
            int32_t rc = tfc_model_parse(&a, inputs[k]->d, inputs[k]->n, 0, &o, &err);
            if (rc == TFC_OK) need[k] = lim;
            else assert_int_equal(rc, TFC_E_TOO_MANY);
            tfc_model_free(a);
            a = NULL;
        }
    /* 2 nodes; a: name, op, input, attr dtype (key, value), device, field
     * 9, attr debug_name (key, value), name, attr allowed_devices (key,
     * value) = 15; g: name, op, input, attr batch_dims (key, value), attr
     * (key) = 8 */
    assert_int_equal(need[0], 2 + 15 + 8);
    assert_int_equal(need[1], 2 + 15 + 8 + 2);
}

/* stripped_op_list: the producer's defaults of watched attrs */
static void producer_defaults_from_stripped_op_list(void **state)
{
    (void)state;
    buf i0 = {{0}, 0}, ad = {{0}, 0}, ad2 = {{0}, 0}, op = {{0}, 0}, ops = {{0}, 0}, info = {{0}, 0}, mg = {{0}, 0};
    int32f(&i0, 3, 0);
    text(&ad, 1, "batch_dims");
    text(&ad, 2, "int");
    sub(&ad, 3, &i0);
    text(&ad2, 1, "Taxis"); /* not watched */
    text(&ad2, 2, "type");
    text(&op, 1, "GatherV2");
    sub(&op, 4, &ad2);
    sub(&op, 4, &ad);
    sub(&ops, 1, &op);
    text(&info, 1, "v");
    sub(&info, 2, &ops);
    text(&info, 4, "serve");
    sub(&mg, 1, &info);
    tfc_model *m = NULL;
    assert_int_equal(tfc_model_parse(&m, mg.d, mg.n, TFC_KIND_META_GRAPH_DEF, NULL, NULL), TFC_OK);
    const tfc_meta_graph *g = tfc_model_meta_graph(m, 0);
    assert_int_equal(tfc__meta_graph_producer_default_count(g), 1);
    expect_use(tfc__meta_graph_producer_default(g, 0), "GatherV2", "batch_dims", &i0, NULL, 0);
    assert_int_equal(tfc__meta_graph_attr_use_count(g), 0);
    assert_int_equal(tfc_meta_graph_name_count(g, TFC_NAMES_STRIPPED_OPS), 1);
    tfc_model_free(m);
}

/* The corpus TF2 SavedModel: the call op's config_proto, in the graph and
 * in its functions, and the defaults its stripped op list declares. */
static void watched_attrs_of_a_real_saved_model(void **state)
{
    (void)state;
    tfc_model *m = NULL;
    assert_int_equal(tfc_file_open_model(&m, CORPUS "/saved_model/saved_model_half_plus_two_tf2_cpu", 0, NULL, NULL), TFC_OK);
    const tfc_meta_graph *g = tfc_model_meta_graph(m, 0);
    assert_int_equal(tfc__meta_graph_attr_use_count(g), 1);
    const tfc__attr_use *u = tfc__meta_graph_attr_use(g, 0);
    assert_string_equal(u->op, "StatefulPartitionedCall");
    assert_string_equal(u->attr, "config_proto");
    assert_string_equal(u->node, "StatefulPartitionedCall");
    assert_int_equal(u->where, 3);
    assert_int_equal(u->value_len, 29);
    /* Pack.axis (0.10) and Reshape.Tshape (0.11) are watched since the 0.x
     * op lists dated them after their ops (0.6). */
    static const char *defaults[][2] = {
        {"AssignVariableOp", "validate_shape"}, {"MergeV2Checkpoints", "allow_missing_files"},
        {"Pack", "axis"}, {"Reshape", "Tshape"},
        {"StatefulPartitionedCall", "config"}, {"StatefulPartitionedCall", "config_proto"},
        {"StatefulPartitionedCall", "executor_type"}, {"VarHandleOp", "allowed_devices"}};
    assert_int_equal(tfc__meta_graph_producer_default_count(g), 8);
    for (size_t i = 0; i < 8; i++) {
        const tfc__attr_use *d = tfc__meta_graph_producer_default(g, i);
        assert_string_equal(d->op, defaults[i][0]);
        assert_string_equal(d->attr, defaults[i][1]);
        assert_int_equal(d->value_len, 2);
        assert_null(d->node);
    }
    tfc_model_free(m);
}

/* Allocation failure at every step: a clean error, nothing leaked. */
static int budget;
static void *failing_alloc(size_t n, void *user) { (void)user; if (budget-- <= 0) return NULL; return malloc(n); }
static void plain_free(void *p, void *user) { (void)user; free(p); }

static void allocation_failures_are_clean(void **state)
{
    (void)state;
    size_t n;
    unsigned char *b = t_read_file(CORPUS "/saved_model/saved_model_half_plus_two_tf2_cpu/saved_model.pb", &n);
    tfc_allocator a;
    tfc_allocator_init(&a, sizeof a);
    a.alloc = failing_alloc;
    a.free = plain_free;
    tfc_parse_options o;
    tfc_parse_options_init(&o, sizeof o);
    o.allocator = &a;
    int failures = 0;
    for (int limit = 0;; limit++) {
        budget = limit;
        tfc_model *m = NULL;
        int32_t rc = tfc_model_parse(&m, b, n, 0, &o, NULL);
        if (rc == 0) {
            tfc_model_free(m);
            break;
        }
        assert_true(rc == TFC_E_NOMEM || rc == TFC_E_PROTO_UNPACK);
        assert_null(m);
        failures++;
        assert_true(limit < 100000);
    }
    assert_true(failures > 10);
    free(b);
}

/* TFC_FUNCTION_NAMES_CALLED keeps the functions called as ops, exactly. */
static void fn_def(buf *lib, const char *name, const char *body_op)
{
    buf sig = {0}, node = {0}, fn = {0};
    text(&sig, 1, name);
    sub(&fn, 1, &sig);
    if (body_op) {
        text(&node, 1, "n");
        text(&node, 2, body_op);
        sub(&fn, 3, &node);
    }
    sub(lib, 1, &fn);
}

static void names_are(const tfc_meta_graph *g, int32_t list, const char *const *want, size_t n)
{
    assert_int_equal(tfc_meta_graph_name_count(g, list), n);
    for (size_t i = 0; i < n; i++) assert_string_equal(tfc_meta_graph_name(g, list, i), want[i]);
}

static void called_function_names_only(void **state)
{
    (void)state;
    buf gd = {0}, lib = {0}, n1 = {0}, n2 = {0};
    text(&n1, 1, "a");
    text(&n1, 2, "MatMul");
    sub(&gd, 1, &n1);
    text(&n2, 1, "b");
    text(&n2, 2, "my_fn");
    sub(&gd, 1, &n2);
    fn_def(&lib, "unused_fn", "Relu");
    fn_def(&lib, "my_fn", "other_fn");
    fn_def(&lib, "other_fn", "Relu");
    fn_def(&lib, "MatMu", NULL);    /* a prefix of an op: not a call */
    fn_def(&lib, "my_fn2", NULL);
    sub(&gd, 2, &lib);
    int32f(&gd, 3, 1);
    tfc_parse_options o;
    tfc_parse_options_init(&o, sizeof o);
    assert_int_equal(o.function_names, TFC_FUNCTION_NAMES_ALL);
    for (int called = 0; called < 2; called++) {
        o.function_names = called ? TFC_FUNCTION_NAMES_CALLED : TFC_FUNCTION_NAMES_ALL;
        tfc_model *m = NULL;
        assert_int_equal(tfc_model_parse(&m, gd.d, gd.n, TFC_KIND_GRAPH_DEF, &o, NULL), TFC_OK);
        const tfc_meta_graph *g = tfc_model_meta_graph(m, 0);
        assert_int_equal(tfc_meta_graph_function_count(g), 5);
        static const char *const all[] = {"MatMu", "my_fn", "my_fn2", "other_fn", "unused_fn"};
        static const char *const calls[] = {"my_fn", "other_fn"};
        static const char *const in_graph[] = {"MatMul", "my_fn"};
        static const char *const in_fns[] = {"Relu", "other_fn"};
        if (called) names_are(g, TFC_NAMES_FUNCTIONS, calls, 2);
        else names_are(g, TFC_NAMES_FUNCTIONS, all, 5);
        names_are(g, TFC_NAMES_OPS_IN_GRAPH, in_graph, 2);
        names_are(g, TFC_NAMES_OPS_IN_FUNCTIONS, in_fns, 2);
        tfc_model_free(m);
    }
    /* With CALLED, max_names bounds the functions. */
    o.max_names = 4;
    tfc_model *m = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_model_parse(&m, gd.d, gd.n, TFC_KIND_GRAPH_DEF, &o, &err), TFC_E_TOO_MANY);
    assert_null(m);
    assert_non_null(strstr(err.message, "more than 4 functions"));
    /* An older caller's struct (without the member) reads every name. */
    o.max_names = 0;
    o.size = (uint32_t)offsetof(tfc_parse_options, function_names);
    assert_int_equal(tfc_model_parse(&m, gd.d, gd.n, TFC_KIND_GRAPH_DEF, &o, NULL), TFC_OK);
    assert_int_equal(tfc_meta_graph_name_count(tfc_model_meta_graph(m, 0), TFC_NAMES_FUNCTIONS), 5);
    tfc_model_free(m);
}

/* A function all in memory has its plain fields walked in memory (its
 * signature's varints and two-byte tags included); anything else hands
 * the rest to the general walker. `general` puts a field the fast walk
 * does not take (an I32 field) first in each signature and each function,
 * so the walker reads everything: both must give the same names, uses and
 * field counts. */
static void fn_graph(buf *gd, int general)
{
    buf lib = {{0}, 0}, i0 = {{0}, 0}, s_v1 = {{0}, 0};
    int32f(&i0, 3, 0);
    text(&s_v1, 2, "v1");
    gd->n = 0;
    buf n1 = {{0}, 0};
    text(&n1, 1, "call");
    text(&n1, 2, "f_b");
    sub(gd, 1, &n1);
    for (int k = 0; k < 2; k++) {
        buf sig = {{0}, 0}, fn = {{0}, 0}, node = {{0}, 0}, ret = {{0}, 0};
        if (general) {
            tag(&sig, 9, 5); /* an I32 field: the walker's */
            for (int j = 0; j < 4; j++) put(&sig, 0);
            tag(&fn, 9, 5);
            for (int j = 0; j < 4; j++) put(&fn, 0);
        }
        text(&sig, 1, "ignored"); /* the last name wins */
        text(&sig, 2, "x");       /* input_arg */
        text(&sig, 1, k ? "f_b" : "f_a");
        int32f(&sig, 17, 1);      /* is_stateful: a two-byte tag */
        text(&sig, 20, "ctl");    /* control_output: a two-byte tag */
        tag(&sig, 18, 0);         /* a long varint */
        varint(&sig, UINT64_C(1) << 60);
        sub(&fn, 1, &sig);
        make_node(&node, "g", "GatherV2", "batch_dims", &i0);
        sub(&fn, 3, &node);
        make_node(&node, "v", "VarHandleOp", "debug_name", &s_v1);
        sub(&fn, 3, &node);
        make_node(&node, "r", k ? "Relu" : "f_b", NULL, NULL);
        sub(&fn, 3, &node);
        text(&ret, 1, "y");
        text(&ret, 2, "r:0");
        sub(&fn, 4, &ret);
        sub(&lib, 1, &fn);
    }
    sub(gd, 2, &lib);
    int32f(gd, 3, 1);
}

static void functions_fast_and_general_agree(void **state)
{
    (void)state;
    buf in[2];
    fn_graph(&in[0], 0);
    fn_graph(&in[1], 1);
    buf i0 = {{0}, 0}, s_v1 = {{0}, 0};
    int32f(&i0, 3, 0);
    text(&s_v1, 2, "v1");
    tfc_parse_options o;
    tfc_parse_options_init(&o, sizeof o);
    uint64_t need[2] = {0, 0};
    for (int k = 0; k < 2; k++) {
        for (int called = 0; called < 2; called++) {
            o.function_names = called ? TFC_FUNCTION_NAMES_CALLED : TFC_FUNCTION_NAMES_ALL;
            tfc_model *m = NULL;
            assert_int_equal(tfc_model_parse(&m, in[k].d, in[k].n, TFC_KIND_GRAPH_DEF, &o, NULL), TFC_OK);
            const tfc_meta_graph *g = tfc_model_meta_graph(m, 0);
            assert_int_equal(tfc_meta_graph_function_count(g), 2);
            static const char *const all[] = {"f_a", "f_b"};
            static const char *const calls[] = {"f_b"};
            static const char *const in_fns[] = {"GatherV2", "Relu", "VarHandleOp", "f_b"};
            if (called) names_are(g, TFC_NAMES_FUNCTIONS, calls, 1);
            else names_are(g, TFC_NAMES_FUNCTIONS, all, 2);
            names_are(g, TFC_NAMES_OPS_IN_FUNCTIONS, in_fns, 4);
            assert_int_equal(tfc__meta_graph_attr_use_count(g), 2);
            expect_use(tfc__meta_graph_attr_use(g, 0), "GatherV2", "batch_dims", &i0, "g", 2);
            expect_use(tfc__meta_graph_attr_use(g, 1), "VarHandleOp", "debug_name", &s_v1, "v", 2);
            tfc_model_free(m);
        }
        o.function_names = TFC_FUNCTION_NAMES_ALL;
        for (uint64_t lim = 1; lim < 200 && !need[k]; lim++) {
            o.max_fields = lim;
            tfc_model *m = NULL;
            int32_t rc = tfc_model_parse(&m, in[k].d, in[k].n, TFC_KIND_GRAPH_DEF, &o, NULL);
            if (rc == TFC_OK) need[k] = lim;
            else assert_int_equal(rc, TFC_E_TOO_MANY);
            tfc_model_free(m);
        }
        o.max_fields = 0;
    }
    /* the general input has two fields more per function (one in it, one
     * in its signature) */
    assert_int_not_equal(need[0], 0);
    assert_int_equal(need[1], need[0] + 4);

    /* faults in a signature: the walker's code and message either way (a
     * name of the wrong wire type; a varint over 64 bits, 10 bytes with a
     * tenth byte over 1) */
    for (int fault = 0; fault < 2; fault++)
        for (int general = 0; general < 2; general++) {
            buf gd = {{0}, 0}, lib = {{0}, 0}, fn = {{0}, 0}, sig = {{0}, 0};
            if (general) {
                tag(&sig, 9, 5);
                for (int j = 0; j < 4; j++) put(&sig, 0);
            }
            if (fault == 0) {
                int32f(&sig, 1, 7);
            } else {
                text(&sig, 1, "f");
                tag(&sig, 17, 0);
                for (int j = 0; j < 9; j++) put(&sig, 0xFF);
                put(&sig, 0x02);
            }
            sub(&fn, 1, &sig);
            sub(&lib, 1, &fn);
            sub(&gd, 2, &lib);
            tfc_error err;
            tfc_error_init(&err, sizeof err);
            tfc_model *m = NULL;
            assert_int_equal(tfc_model_parse(&m, gd.d, gd.n, TFC_KIND_GRAPH_DEF, NULL, &err),
                             fault == 0 ? TFC_E_WIRE_TYPE : TFC_E_BAD_VARINT);
            assert_null(m);
            if (fault == 0) assert_non_null(strstr(err.message, "OpDef.name"));
        }
}

/* A real SavedModel: CALLED keeps exactly the functions that are op names. */
static void called_function_names_of_a_real_saved_model(void **state)
{
    (void)state;
    const char *path = CORPUS "/saved_model/saved_model_half_plus_two_tf2_cpu/saved_model.pb";
    tfc_parse_options o;
    tfc_parse_options_init(&o, sizeof o);
    tfc_model *all = NULL, *called = NULL;
    assert_int_equal(tfc_file_open_model(&all, path, TFC_KIND_UNKNOWN, &o, NULL), TFC_OK);
    o.function_names = TFC_FUNCTION_NAMES_CALLED;
    assert_int_equal(tfc_file_open_model(&called, path, TFC_KIND_UNKNOWN, &o, NULL), TFC_OK);
    assert_int_equal(tfc_model_meta_graph_count(all), tfc_model_meta_graph_count(called));
    for (size_t k = 0; k < tfc_model_meta_graph_count(all); k++) {
        const tfc_meta_graph *a = tfc_model_meta_graph(all, k), *c = tfc_model_meta_graph(called, k);
        assert_int_equal(tfc_meta_graph_function_count(a), tfc_meta_graph_function_count(c));
        size_t j = 0;
        for (size_t i = 0; i < tfc_meta_graph_name_count(a, TFC_NAMES_FUNCTIONS); i++) {
            const char *fn = tfc_meta_graph_name(a, TFC_NAMES_FUNCTIONS, i);
            int is_op = 0;
            for (int32_t l = TFC_NAMES_OPS_IN_GRAPH; l <= TFC_NAMES_OPS_IN_FUNCTIONS; l++)
                for (size_t q = 0; q < tfc_meta_graph_name_count(a, l); q++)
                    is_op |= !strcmp(fn, tfc_meta_graph_name(a, l, q));
            if (!is_op) continue;
            assert_string_equal(tfc_meta_graph_name(c, TFC_NAMES_FUNCTIONS, j), fn);
            j++;
        }
        assert_int_equal(tfc_meta_graph_name_count(c, TFC_NAMES_FUNCTIONS), j);
        for (int32_t l = 1; l < 4; l++) {
            assert_int_equal(tfc_meta_graph_name_count(a, l), tfc_meta_graph_name_count(c, l));
            for (size_t q = 0; q < tfc_meta_graph_name_count(a, l); q++)
                assert_string_equal(tfc_meta_graph_name(a, l, q), tfc_meta_graph_name(c, l, q));
        }
    }
    tfc_model_free(all);
    tfc_model_free(called);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(corpus_saved_models_match_expected),
        cmocka_unit_test(corpus_meta_graphs_match_expected),
        cmocka_unit_test(directory_is_a_saved_model),
        cmocka_unit_test(bare_graph_def_from_real_meta_graph),
        cmocka_unit_test(detection_of_variants_of_real_files),
        cmocka_unit_test(versiondef_encodings),
        cmocka_unit_test(versiondef_hostile),
        cmocka_unit_test(container_hostile),
        cmocka_unit_test(limits_apply),
        cmocka_unit_test(repeated_versions_are_merged_not_spliced),
        cmocka_unit_test(watched_attrs_are_recorded),
        cmocka_unit_test(watched_nodes_fast_and_general_agree),
        cmocka_unit_test(called_function_names_only),
        cmocka_unit_test(called_function_names_of_a_real_saved_model),
        cmocka_unit_test(functions_fast_and_general_agree),
        cmocka_unit_test(producer_defaults_from_stripped_op_list),
        cmocka_unit_test(watched_attrs_of_a_real_saved_model),
        cmocka_unit_test(allocation_failures_are_clean),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
