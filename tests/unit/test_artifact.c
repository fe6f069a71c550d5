/*
 * Tests for tfcompat/artifact.h: one entry to open anything. Every kind from
 * the real corpus by path and by bytes (the two must agree), SavedModel
 * directories with, without and with a broken checkpoint, hostile and
 * wrong-kind inputs with exact codes, allocation failure at every step,
 * older callers' option structs and NULL arguments.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cmocka.h>

#include <tfcompat.h>
#include "tjson.h"

#define CORPUS TFC_TEST_DIR "/corpus"
#define TF2 CORPUS "/saved_model/saved_model_half_plus_two_tf2_cpu"
#define MATRIX CORPUS "/saved_model/matrix_half_plus_two"
#define META CORPUS "/meta_graph/session_bundle_half_plus_two/export.meta"
#define GRAPH TFC_TEST_DIR "/fuzz/corpus/container/graph_def.pb"
#define CKPT CORPUS "/saved_model/saved_model_counter/variables/variables.index"
#define CKPT_REJECTED CORPUS "/checkpoint_index_synthetic/consumer_rejected.index"
#define TFLITE CORPUS "/tflite/conv0.tflite"
#define VERSIONDEF TFC_TEST_DIR "/fuzz/corpus/versiondef/packed"

/* ---- scratch directory -------------------------------------------------- */

static char scratch[64];

static const char *in_scratch(const char *name)
{
    static char path[256];
    snprintf(path, sizeof path, "%s/%s", scratch, name);
    return path;
}

static void write_file(const char *path, const void *data, size_t n)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    if (n) assert_int_equal(fwrite(data, 1, n, f), n);
    fclose(f);
}

static void copy(const char *from, const char *to)
{
    size_t n;
    unsigned char *b = t_read_file(from, &n);
    assert_non_null(b);
    write_file(to, b, n);
    free(b);
}

static int setup(void **state)
{
    (void)state;
    snprintf(scratch, sizeof scratch, "/tmp/tfc_artifact_XXXXXX");
    return mkdtemp(scratch) ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", scratch);
    return system(cmd) == 0 ? 0 : -1;
}

/* ---- helpers ------------------------------------------------------------ */

static tfc_artifact *open_ok(const char *path)
{
    tfc_artifact *a = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    int32_t rc = tfc_artifact_open(&a, path, NULL, &err);
    if (rc) fail_msg("%s: %s (%s)", path, err.message, tfc_status_name(rc));
    assert_non_null(a);
    return a;
}

static void same_versions(const tfc_versiondef *x, const tfc_versiondef *y)
{
    assert_non_null(x);
    assert_non_null(y);
    assert_int_equal(tfc_versiondef_producer(x), tfc_versiondef_producer(y));
    assert_int_equal(tfc_versiondef_min_consumer(x), tfc_versiondef_min_consumer(y));
    assert_int_equal(tfc_versiondef_bad_consumer_count(x), tfc_versiondef_bad_consumer_count(y));
    for (size_t i = 0; i < tfc_versiondef_bad_consumer_count(x); i++)
        assert_int_equal(tfc_versiondef_bad_consumer(x, i), tfc_versiondef_bad_consumer(y, i));
}

/* Two artifacts of the same content agree on everything but where they came from. */
static void same_content(const tfc_artifact *x, const tfc_artifact *y)
{
    assert_int_equal(tfc_artifact_kind(x), tfc_artifact_kind(y));
    assert_ptr_equal(tfc_artifact_scheme(x), tfc_artifact_scheme(y));
    assert_int_equal(tfc_artifact_model(x) != NULL, tfc_artifact_model(y) != NULL);
    assert_int_equal(tfc_artifact_tflite(x) != NULL, tfc_artifact_tflite(y) != NULL);
    assert_int_equal(tfc_artifact_versiondef(x) != NULL, tfc_artifact_versiondef(y) != NULL);
    size_t n = tfc_artifact_versions_count(x);
    assert_int_equal(n, tfc_artifact_versions_count(y));
    for (size_t i = 0; i < n; i++) {
        same_versions(tfc_artifact_versions(x, i), tfc_artifact_versions(y, i));
        size_t nx, ny;
        const char *const *ox = tfc_artifact_ops(x, i, &nx);
        const char *const *oy = tfc_artifact_ops(y, i, &ny);
        assert_int_equal(nx, ny);
        for (size_t k = 0; k < nx; k++) assert_string_equal(ox[k], oy[k]);
    }
    if (tfc_artifact_tflite(x))
        assert_int_equal(tfc_tflite_model_operator_code_count(tfc_artifact_tflite(x)),
                         tfc_tflite_model_operator_code_count(tfc_artifact_tflite(y)));
}

/* The ops of meta graph g, graph ops then function ops, as the artifact lists them. */
static void ops_match_model(const tfc_artifact *a, size_t g)
{
    const tfc_meta_graph *mg = tfc_model_meta_graph(tfc_artifact_model(a), g);
    size_t na = tfc_meta_graph_name_count(mg, TFC_NAMES_OPS_IN_GRAPH);
    size_t nb = tfc_meta_graph_name_count(mg, TFC_NAMES_OPS_IN_FUNCTIONS);
    size_t n = 99;
    const char *const *ops = tfc_artifact_ops(a, g, &n);
    assert_int_equal(n, na + nb);
    assert_true(n > 0);
    for (size_t i = 0; i < na; i++) assert_string_equal(ops[i], tfc_meta_graph_name(mg, TFC_NAMES_OPS_IN_GRAPH, i));
    for (size_t i = 0; i < nb; i++)
        assert_string_equal(ops[na + i], tfc_meta_graph_name(mg, TFC_NAMES_OPS_IN_FUNCTIONS, i));
}

/* ---- every kind ----------------------------------------------------------- */

static void saved_model_directories(void **state)
{
    (void)state;
    /* with variables/variables.index */
    tfc_artifact *a = open_ok(TF2);
    assert_int_equal(tfc_artifact_kind(a), TFC_KIND_SAVED_MODEL);
    assert_int_equal(tfc_artifact_is_directory(a), 1);
    assert_string_equal(tfc_artifact_path(a), TF2);
    const tfc_model *m = tfc_artifact_model(a);
    assert_non_null(m);
    assert_int_equal(tfc_model_kind(m), TFC_KIND_SAVED_MODEL);
    const tfc_checkpoint *c = tfc_artifact_checkpoint(a);
    assert_non_null(c);
    assert_string_equal(tfc_artifact_checkpoint_path(a), TF2 "/variables/variables.index");
    assert_int_equal(tfc_artifact_checkpoint_status(a, NULL), TFC_OK);
    assert_true(tfc_checkpoint_entry_count(c) > 0);
    assert_null(tfc_artifact_tflite(a));
    assert_null(tfc_artifact_versiondef(a));
    assert_string_equal(tfc_artifact_scheme(a), tfc_registry_scheme_graphdef());
    /* one VersionDef per meta graph (the checkpoint is reached on its own) */
    size_t n = tfc_model_meta_graph_count(m);
    assert_int_equal(tfc_artifact_versions_count(a), n);
    for (size_t g = 0; g < n; g++) {
        assert_ptr_equal(tfc_artifact_versions(a, g), tfc_meta_graph_versions(tfc_model_meta_graph(m, g)));
        ops_match_model(a, g);
    }
    assert_int_equal(tfc_versiondef_producer(tfc_artifact_versions(a, 0)), 1569);
    assert_int_equal(tfc_versiondef_min_consumer(tfc_artifact_versions(a, 0)), 12);
    assert_null(tfc_artifact_versions(a, n));
    size_t k = 7;
    assert_null(tfc_artifact_ops(a, n, &k));
    assert_int_equal(k, 0);
    tfc_artifact_free(a);

    /* a trailing slash names the same directory */
    a = open_ok(TF2 "/");
    assert_int_equal(tfc_artifact_is_directory(a), 1);
    assert_string_equal(tfc_artifact_checkpoint_path(a), TF2 "/variables/variables.index");
    tfc_artifact_free(a);

    /* without variables/: no checkpoint, and that is no error */
    a = open_ok(MATRIX);
    assert_int_equal(tfc_artifact_kind(a), TFC_KIND_SAVED_MODEL);
    assert_int_equal(tfc_artifact_is_directory(a), 1);
    assert_null(tfc_artifact_checkpoint(a));
    assert_null(tfc_artifact_checkpoint_path(a));
    assert_int_equal(tfc_artifact_checkpoint_status(a, NULL), TFC_OK);
    tfc_artifact_free(a);

    /* TFC_ARTIFACT_NO_CHECKPOINT: the graph only */
    tfc_artifact_options o;
    tfc_artifact_options_init(&o, sizeof o);
    o.flags = TFC_ARTIFACT_NO_CHECKPOINT;
    assert_int_equal(tfc_artifact_open(&a, TF2, &o, NULL), TFC_OK);
    assert_non_null(tfc_artifact_model(a));
    assert_null(tfc_artifact_checkpoint(a));
    assert_null(tfc_artifact_checkpoint_path(a));
    tfc_artifact_free(a);
}

static void files_of_every_kind(void **state)
{
    (void)state;
    /* saved_model.pb as a file: no directory, no checkpoint */
    tfc_artifact *a = open_ok(TF2 "/saved_model.pb");
    assert_int_equal(tfc_artifact_kind(a), TFC_KIND_SAVED_MODEL);
    assert_int_equal(tfc_artifact_is_directory(a), 0);
    assert_null(tfc_artifact_checkpoint(a));
    assert_null(tfc_artifact_checkpoint_path(a));
    tfc_artifact_free(a);

    a = open_ok(META);
    assert_int_equal(tfc_artifact_kind(a), TFC_KIND_META_GRAPH_DEF);
    assert_int_equal(tfc_artifact_versions_count(a), 1);
    ops_match_model(a, 0);
    assert_string_equal(tfc_artifact_scheme(a), "graphdef");
    tfc_artifact_free(a);

    a = open_ok(GRAPH);
    assert_int_equal(tfc_artifact_kind(a), TFC_KIND_GRAPH_DEF);
    assert_int_equal(tfc_artifact_versions_count(a), 1);
    assert_non_null(tfc_artifact_model(a));
    tfc_artifact_free(a);

    /* a checkpoint index: the checkpoint scheme, its header's VersionDef, no ops */
    a = open_ok(CKPT_REJECTED);
    assert_int_equal(tfc_artifact_kind(a), TFC_KIND_CHECKPOINT_INDEX);
    assert_int_equal(tfc_artifact_is_directory(a), 0);
    assert_non_null(tfc_artifact_checkpoint(a));
    assert_string_equal(tfc_artifact_checkpoint_path(a), CKPT_REJECTED);
    assert_null(tfc_artifact_model(a));
    assert_string_equal(tfc_artifact_scheme(a), tfc_registry_scheme_checkpoint());
    assert_int_equal(tfc_artifact_versions_count(a), 1);
    assert_ptr_equal(tfc_artifact_versions(a, 0), tfc_checkpoint_versions(tfc_artifact_checkpoint(a)));
    assert_int_equal(tfc_versiondef_min_consumer(tfc_artifact_versions(a, 0)), 5);
    size_t n = 7;
    assert_null(tfc_artifact_ops(a, 0, &n));
    assert_int_equal(n, 0);
    tfc_artifact_free(a);

    /* a bare VersionDef: producer 27, bad_consumers [5, 300, 1] (packed) */
    a = open_ok(VERSIONDEF);
    assert_int_equal(tfc_artifact_kind(a), TFC_KIND_VERSION_DEF);
    const tfc_versiondef *v = tfc_artifact_versiondef(a);
    assert_non_null(v);
    assert_int_equal(tfc_versiondef_producer(v), 27);
    assert_int_equal(tfc_versiondef_bad_consumer_count(v), 3);
    assert_int_equal(tfc_versiondef_bad_consumer(v, 1), 300);
    assert_int_equal(tfc_artifact_versions_count(a), 1);
    assert_ptr_equal(tfc_artifact_versions(a, 0), v);
    assert_string_equal(tfc_artifact_scheme(a), tfc_registry_scheme_graphdef());
    tfc_artifact_free(a);

    /* TFLite: no VersionDef and no scheme; the op-version module's model */
    a = open_ok(TFLITE);
    assert_int_equal(tfc_artifact_kind(a), TFC_KIND_TFLITE);
    const tfc_tflite_model *t = tfc_artifact_tflite(a);
    assert_non_null(t);
    assert_string_equal(tfc_tflite_model_file_identifier(t), "TFL3");
    assert_null(tfc_artifact_scheme(a));
    assert_int_equal(tfc_artifact_versions_count(a), 0);
    assert_null(tfc_artifact_model(a));
    assert_null(tfc_artifact_checkpoint(a));
    tfc_artifact_free(a);
}

static void bytes_and_path_agree(void **state)
{
    (void)state;
    static const char *const files[] = {TF2 "/saved_model.pb", MATRIX "/saved_model.pb", META, GRAPH, CKPT,
                                        CKPT_REJECTED, VERSIONDEF, TFLITE, CORPUS "/tflite/hello_world_int8.tflite"};
    for (size_t i = 0; i < sizeof files / sizeof *files; i++) {
        size_t n;
        unsigned char *b = t_read_file(files[i], &n);
        assert_non_null(b);
        tfc_artifact *by_path = open_ok(files[i]), *by_bytes = NULL;
        tfc_error err;
        tfc_error_init(&err, sizeof err);
        int32_t rc = tfc_artifact_parse(&by_bytes, b, n, NULL, &err);
        if (rc) fail_msg("%s: %s", files[i], err.message);
        /* the bytes were copied where a reader keeps them: free them first */
        free(b);
        same_content(by_path, by_bytes);
        assert_null(tfc_artifact_path(by_bytes));
        assert_int_equal(tfc_artifact_is_directory(by_bytes), 0);
        assert_null(tfc_artifact_checkpoint_path(by_bytes));
        tfc_artifact_free(by_path);
        tfc_artifact_free(by_bytes);
    }
}

/* ---- expected kinds and hostile inputs -------------------------------------- */

static int32_t open_code(const char *path, int32_t expected, uint32_t tflite_flags, tfc_error *err)
{
    tfc_tflite_options to;
    tfc_tflite_options_init(&to, sizeof to);
    to.flags = tflite_flags;
    tfc_artifact_options o;
    tfc_artifact_options_init(&o, sizeof o);
    o.expected_kind = expected;
    o.tflite = &to;
    tfc_artifact *a = (tfc_artifact *)&o; /* must be reset to NULL on failure */
    tfc_error_init(err, sizeof *err);
    int32_t rc = tfc_artifact_open(&a, path, &o, err);
    if (rc) {
        assert_null(a);
        assert_int_equal(err->code, rc);
        assert_true(err->message[0] != '\0');
    } else {
        assert_int_equal(tfc_artifact_kind(a), expected ? expected : tfc_artifact_kind(a));
    }
    tfc_artifact_free(a);
    return rc;
}

static void expected_kinds(void **state)
{
    (void)state;
    tfc_error err;
    /* the kind a file has */
    assert_int_equal(open_code(TF2, TFC_KIND_SAVED_MODEL, 0, &err), TFC_OK);
    assert_int_equal(open_code(META, TFC_KIND_META_GRAPH_DEF, 0, &err), TFC_OK);
    assert_int_equal(open_code(GRAPH, TFC_KIND_GRAPH_DEF, 0, &err), TFC_OK);
    assert_int_equal(open_code(CKPT, TFC_KIND_CHECKPOINT_INDEX, 0, &err), TFC_OK);
    assert_int_equal(open_code(VERSIONDEF, TFC_KIND_VERSION_DEF, 0, &err), TFC_OK);
    assert_int_equal(open_code(TFLITE, TFC_KIND_TFLITE, 0, &err), TFC_OK);
    /* another kind: each reader's own refusal */
    assert_int_equal(open_code(META, TFC_KIND_SAVED_MODEL, 0, &err), TFC_E_WRONG_KIND);
    assert_int_equal(open_code(TFLITE, TFC_KIND_GRAPH_DEF, 0, &err), TFC_E_WRONG_KIND);
    assert_int_equal(open_code(CKPT, TFC_KIND_SAVED_MODEL, 0, &err), TFC_E_WRONG_KIND);
    assert_int_equal(open_code(TF2 "/saved_model.pb", TFC_KIND_CHECKPOINT_INDEX, 0, &err), TFC_E_BAD_MAGIC);
    assert_non_null(strstr(err.message, "saved_model.pb"));
    assert_int_equal(open_code(GRAPH, TFC_KIND_TFLITE, 0, &err), TFC_E_BAD_IDENTIFIER);
    assert_int_equal(open_code(TFLITE, TFC_KIND_VERSION_DEF, 0, &err), TFC_E_BAD_TAG);
    /* a directory is only ever a SavedModel */
    assert_int_equal(open_code(TF2, TFC_KIND_GRAPH_DEF, 0, &err), TFC_E_WRONG_KIND);
    assert_int_equal(open_code(TF2, TFC_KIND_CHECKPOINT_INDEX, 0, &err), TFC_E_IO);
    assert_int_equal(open_code(TF2, TFC_KIND_TFLITE, 0, &err), TFC_E_IO);
    assert_int_equal(open_code(TF2, TFC_KIND_VERSION_DEF, 0, &err), TFC_E_IO);
    /* not a kind at all */
    assert_int_equal(open_code(TF2, 99, 0, &err), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(open_code(TF2, -1, 0, &err), TFC_E_INVALID_ARGUMENT);

    /* the TFLite options reach the reader: a wrong identifier read anyway */
    size_t n;
    unsigned char *b = t_read_file(TFLITE, &n);
    assert_non_null(b);
    memcpy(b + 4, "XXXX", 4);
    write_file(in_scratch("wrong_id.tflite"), b, n);
    free(b);
    assert_int_equal(open_code(in_scratch("wrong_id.tflite"), 0, 0, &err), TFC_E_BAD_TAG); /* no longer TFLite by content */
    assert_int_equal(open_code(in_scratch("wrong_id.tflite"), TFC_KIND_TFLITE, 0, &err), TFC_E_BAD_IDENTIFIER);
    assert_int_equal(open_code(in_scratch("wrong_id.tflite"), TFC_KIND_TFLITE, TFC_TFLITE_ANY_IDENTIFIER, &err),
                     TFC_OK);
}

static void hostile_inputs(void **state)
{
    (void)state;
    tfc_error err;
    write_file(in_scratch("empty"), "", 0);
    assert_int_equal(open_code(in_scratch("empty"), 0, 0, &err), TFC_E_EMPTY);
    static const char text[] = "node {\n  name: \"x\"\n  op: \"Const\"\n}\n";
    write_file(in_scratch("text.pbtxt"), text, sizeof text - 1);
    assert_int_equal(open_code(in_scratch("text.pbtxt"), 0, 0, &err), TFC_E_TEXT_FORMAT);
    write_file(in_scratch("trunc.pb"), "\x08\x01\x12\x09\x0a", 5);
    assert_int_equal(open_code(in_scratch("trunc.pb"), 0, 0, &err), TFC_E_LENGTH_PAST_END);
    write_file(in_scratch("garbage"), "\x0f\xff\xff", 3);
    assert_int_equal(open_code(in_scratch("garbage"), 0, 0, &err), TFC_E_BAD_TAG);
    assert_int_equal(open_code(in_scratch("nonexistent"), 0, 0, &err), TFC_E_NOT_FOUND);
    assert_int_equal(open_code(in_scratch("nonexistent"), TFC_KIND_CHECKPOINT_INDEX, 0, &err), TFC_E_NOT_FOUND);
    assert_int_equal(open_code(in_scratch("nonexistent"), TFC_KIND_TFLITE, 0, &err), TFC_E_NOT_FOUND);
    assert_int_equal(open_code(in_scratch("nonexistent"), TFC_KIND_VERSION_DEF, 0, &err), TFC_E_NOT_FOUND);
    /* a directory without saved_model.pb (a TF Serving base, say) is no artifact */
    assert_int_equal(mkdir(in_scratch("serving"), 0700), 0);
    assert_int_equal(mkdir(in_scratch("serving/1"), 0700), 0);
    assert_int_equal(open_code(in_scratch("serving"), 0, 0, &err), TFC_E_NOT_FOUND);
    assert_non_null(strstr(err.message, "saved_model.pb"));
    /* a directory whose saved_model.pb is another kind */
    assert_int_equal(mkdir(in_scratch("notsm"), 0700), 0);
    copy(META, in_scratch("notsm/saved_model.pb"));
    assert_int_equal(open_code(in_scratch("notsm"), 0, 0, &err), TFC_E_WRONG_KIND);
    /* bytes: empty, NULL with a length, text */
    tfc_artifact *a = NULL;
    assert_int_equal(tfc_artifact_parse(&a, NULL, 0, NULL, &err), TFC_E_EMPTY);
    assert_null(a);
    assert_int_equal(tfc_artifact_parse(&a, (const uint8_t *)text, sizeof text - 1, NULL, &err), TFC_E_TEXT_FORMAT);
    assert_null(a);
    /* a bare VersionDef may be empty when the caller says so: all zeros */
    tfc_artifact_options o;
    tfc_artifact_options_init(&o, sizeof o);
    o.expected_kind = TFC_KIND_VERSION_DEF;
    assert_int_equal(tfc_artifact_parse(&a, NULL, 0, &o, &err), TFC_OK);
    assert_int_equal(tfc_versiondef_producer(tfc_artifact_versiondef(a)), 0);
    tfc_artifact_free(a);
}

/* A SavedModel directory whose checkpoint is present but unreadable. */
static void broken_directory_checkpoint(void **state)
{
    (void)state;
    assert_int_equal(mkdir(in_scratch("sm"), 0700), 0);
    copy(TF2 "/saved_model.pb", in_scratch("sm/saved_model.pb"));
    assert_int_equal(mkdir(in_scratch("sm/variables"), 0700), 0);
    write_file(in_scratch("sm/variables/variables.index"), "not a table", 11);
    char dir[256], index[256];
    snprintf(dir, sizeof dir, "%s", in_scratch("sm"));
    snprintf(index, sizeof index, "%s", in_scratch("sm/variables/variables.index"));

    tfc_artifact *a = open_ok(dir);
    assert_non_null(tfc_artifact_model(a));
    assert_null(tfc_artifact_checkpoint(a));
    assert_string_equal(tfc_artifact_checkpoint_path(a), index);
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_artifact_checkpoint_status(a, &err), TFC_E_TRUNCATED);
    assert_int_equal(err.code, TFC_E_TRUNCATED);
    assert_non_null(strstr(err.message, index));
    assert_int_equal(tfc_artifact_checkpoint_status(a, NULL), TFC_E_TRUNCATED);
    /* an older caller's smaller tfc_error gets what fits */
    tfc_error small;
    tfc_error_init(&small, sizeof small);
    small.size = (uint32_t)(offsetof(tfc_error, message) + 8);
    assert_int_equal(tfc_artifact_checkpoint_status(a, &small), TFC_E_TRUNCATED);
    assert_int_equal(strlen(small.message), 7);
    tfc_artifact_free(a);

    /* the same index by itself is an error of the open: text, by detection,
     * and text too when the caller says it is a checkpoint index (text is no
     * binary kind, whatever kind is expected) */
    assert_int_equal(open_code(index, 0, 0, &err), TFC_E_TEXT_FORMAT);
    assert_int_equal(open_code(index, TFC_KIND_CHECKPOINT_INDEX, 0, &err), TFC_E_TEXT_FORMAT);

    /* variables/variables.index that is a directory: present, unreadable */
    assert_int_equal(unlink(index), 0);
    assert_int_equal(mkdir(index, 0700), 0);
    a = open_ok(dir);
    assert_null(tfc_artifact_checkpoint(a));
    assert_int_equal(tfc_artifact_checkpoint_status(a, &err), TFC_E_IO);
    tfc_artifact_free(a);

    /* the checkpoint options reach the reader */
    assert_int_equal(rmdir(index), 0);
    copy(CKPT, index);
    tfc_checkpoint_options co;
    tfc_checkpoint_options_init(&co, sizeof co);
    co.max_file_size = 16;
    tfc_artifact_options o;
    tfc_artifact_options_init(&o, sizeof o);
    o.checkpoint = &co;
    assert_int_equal(tfc_artifact_open(&a, dir, &o, &err), TFC_OK);
    assert_int_equal(tfc_artifact_checkpoint_status(a, NULL), TFC_E_TOO_LARGE);
    tfc_artifact_free(a);
    assert_int_equal(tfc_artifact_open(&a, dir, NULL, &err), TFC_OK);
    assert_int_equal(tfc_artifact_checkpoint_status(a, NULL), TFC_OK);
    assert_non_null(tfc_artifact_checkpoint(a));
    tfc_artifact_free(a);
}

/* ---- options, allocation failure, NULL arguments ------------------------- */

static void options_reach_the_readers(void **state)
{
    (void)state;
    tfc_parse_options po;
    tfc_parse_options_init(&po, sizeof po);
    po.max_input_size = 64;
    tfc_artifact_options o;
    tfc_artifact_options_init(&o, sizeof o);
    o.parse = &po;
    tfc_artifact *a = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_artifact_open(&a, TF2, &o, &err), TFC_E_TOO_LARGE);
    assert_null(a);
    tfc_tflite_options to;
    tfc_tflite_options_init(&to, sizeof to);
    to.max_size = 64;
    tfc_artifact_options_init(&o, sizeof o);
    o.tflite = &to;
    assert_int_equal(tfc_artifact_open(&a, TFLITE, &o, &err), TFC_E_TOO_LARGE);
    /* an older caller's struct that ends before `parse`: the rest is default */
    tfc_artifact_options_init(&o, sizeof o);
    o.parse = &po;
    o.expected_kind = TFC_KIND_SAVED_MODEL;
    o.size = (uint32_t)offsetof(tfc_artifact_options, allocator);
    assert_int_equal(tfc_artifact_open(&a, TF2, &o, &err), TFC_OK);
    tfc_artifact_free(a);
    o.size = (uint32_t)offsetof(tfc_artifact_options, expected_kind);
    o.expected_kind = TFC_KIND_GRAPH_DEF; /* beyond size: not read */
    assert_int_equal(tfc_artifact_open(&a, TF2, &o, &err), TFC_OK);
    assert_int_equal(tfc_artifact_kind(a), TFC_KIND_SAVED_MODEL);
    tfc_artifact_free(a);
    tfc_artifact_options_init(&o, sizeof o);
    o.read_kinds = TFC_ARTIFACT_KIND_BIT(TFC_KIND_TFLITE);
    o.size = (uint32_t)offsetof(tfc_artifact_options, read_kinds);
    assert_int_equal(tfc_artifact_open(&a, TF2, &o, &err), TFC_OK);
    assert_non_null(tfc_artifact_model(a)); /* read_kinds beyond size: every kind read */
    tfc_artifact_free(a);
}

/* read_kinds: other kinds are detected, not read. */
static void kinds_detected_but_not_read(void **state)
{
    (void)state;
    tfc_artifact_options o;
    tfc_artifact_options_init(&o, sizeof o);
    o.read_kinds = TFC_ARTIFACT_KINDS_VERSIONED;
    tfc_artifact *a = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    /* a TFLite model that would not even parse: its kind, and nothing read */
    size_t n;
    unsigned char *b = t_read_file(TFLITE, &n);
    assert_non_null(b);
    write_file(in_scratch("trunc.tflite"), b, 100);
    assert_int_equal(tfc_artifact_open(&a, in_scratch("trunc.tflite"), NULL, &err), TFC_E_BAD_OFFSET);
    assert_int_equal(tfc_artifact_open(&a, in_scratch("trunc.tflite"), &o, &err), TFC_OK);
    assert_int_equal(tfc_artifact_kind(a), TFC_KIND_TFLITE);
    assert_null(tfc_artifact_tflite(a));
    assert_null(tfc_artifact_scheme(a));
    assert_int_equal(tfc_artifact_versions_count(a), 0);
    assert_string_equal(tfc_artifact_path(a), in_scratch("trunc.tflite"));
    tfc_artifact_free(a);
    assert_int_equal(tfc_artifact_parse(&a, b, 100, &o, &err), TFC_OK);
    assert_int_equal(tfc_artifact_kind(a), TFC_KIND_TFLITE);
    assert_null(tfc_artifact_tflite(a));
    tfc_artifact_free(a);
    free(b);
    /* the kinds asked for are read as usual */
    assert_int_equal(tfc_artifact_open(&a, TF2, &o, &err), TFC_OK);
    assert_non_null(tfc_artifact_model(a));
    assert_non_null(tfc_artifact_checkpoint(a));
    tfc_artifact_free(a);
    assert_int_equal(tfc_artifact_open(&a, CKPT, &o, &err), TFC_OK);
    assert_non_null(tfc_artifact_checkpoint(a));
    tfc_artifact_free(a);
    /* a SavedModel directory only sorted by kind: nothing read, not even the checkpoint */
    o.read_kinds = TFC_ARTIFACT_KIND_BIT(TFC_KIND_TFLITE);
    assert_int_equal(tfc_artifact_open(&a, TF2, &o, &err), TFC_OK);
    assert_int_equal(tfc_artifact_kind(a), TFC_KIND_SAVED_MODEL);
    assert_int_equal(tfc_artifact_is_directory(a), 1);
    assert_null(tfc_artifact_model(a));
    assert_null(tfc_artifact_checkpoint(a));
    assert_null(tfc_artifact_checkpoint_path(a));
    assert_int_equal(tfc_artifact_versions_count(a), 0);
    tfc_artifact_free(a);
    /* detection errors are still errors */
    assert_int_equal(tfc_artifact_open(&a, in_scratch("nonexistent"), &o, &err), TFC_E_NOT_FOUND);
    assert_null(a);
}

static int budget, allocations;
static void *failing_alloc(size_t n, void *user)
{
    (void)user;
    allocations++;
    if (budget-- <= 0) return NULL;
    return malloc(n);
}
static void plain_free(void *p, void *user) { (void)user; free(p); }

/* Every allocation of the artifact and its readers goes through the caller's
 * allocator; each one failing in turn gives a clean error and no leak. */
static void allocation_failures_are_clean(void **state)
{
    (void)state;
    static const char *const paths[] = {TF2, CKPT, VERSIONDEF, TFLITE, META};
    tfc_allocator al;
    tfc_allocator_init(&al, sizeof al);
    al.alloc = failing_alloc;
    al.free = plain_free;
    tfc_artifact_options o;
    tfc_artifact_options_init(&o, sizeof o);
    o.allocator = &al;
    for (size_t p = 0; p < sizeof paths / sizeof *paths; p++) {
        size_t n;
        unsigned char *bytes = t_read_file(paths[p], &n);
        for (int by_bytes = 0; by_bytes < 2; by_bytes++) {
            if (by_bytes && p == 0) continue; /* a directory has no bytes */
            int failures = 0;
            for (int limit = 0;; limit++) {
                budget = limit;
                allocations = 0;
                tfc_artifact *a = NULL;
                int32_t rc = by_bytes ? tfc_artifact_parse(&a, bytes, n, &o, NULL)
                                      : tfc_artifact_open(&a, paths[p], &o, NULL);
                assert_true(allocations > 0);
                if (rc == TFC_OK) {
                    /* the directory's checkpoint may have failed alone: then it says so */
                    int32_t st = tfc_artifact_checkpoint_status(a, NULL);
                    tfc_artifact_free(a);
                    if (st == TFC_OK) break;
                    assert_true(st == TFC_E_NOMEM || st == TFC_E_PROTO_UNPACK);
                } else {
                    assert_true(rc == TFC_E_NOMEM || rc == TFC_E_PROTO_UNPACK);
                    assert_null(a);
                }
                failures++;
                assert_true(limit < 100000);
            }
            assert_true(failures > 0);
        }
        free(bytes);
    }
}

static void null_arguments(void **state)
{
    (void)state;
    tfc_artifact *a = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_artifact_open(NULL, TF2, NULL, &err), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_artifact_open(&a, NULL, NULL, &err), TFC_E_INVALID_ARGUMENT);
    assert_null(a);
    assert_int_equal(tfc_artifact_parse(NULL, (const uint8_t *)"x", 1, NULL, &err), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_artifact_parse(&a, NULL, 4, NULL, &err), TFC_E_INVALID_ARGUMENT);
    assert_null(a);
    assert_int_equal(tfc_artifact_open(&a, TF2, NULL, NULL), TFC_OK); /* err is optional */
    tfc_artifact_free(a);
    tfc_artifact_free(NULL);
    tfc_artifact_options_init(NULL, 0);
    assert_int_equal(tfc_artifact_kind(NULL), TFC_KIND_UNKNOWN);
    assert_int_equal(tfc_artifact_is_directory(NULL), 0);
    assert_null(tfc_artifact_path(NULL));
    assert_null(tfc_artifact_model(NULL));
    assert_null(tfc_artifact_checkpoint(NULL));
    assert_null(tfc_artifact_checkpoint_path(NULL));
    assert_int_equal(tfc_artifact_checkpoint_status(NULL, &err), TFC_E_INVALID_ARGUMENT);
    assert_null(tfc_artifact_tflite(NULL));
    assert_null(tfc_artifact_versiondef(NULL));
    assert_null(tfc_artifact_scheme(NULL));
    assert_int_equal(tfc_artifact_versions_count(NULL), 0);
    assert_null(tfc_artifact_versions(NULL, 0));
    size_t n = 5;
    assert_null(tfc_artifact_ops(NULL, 0, &n));
    assert_int_equal(n, 0);
    a = open_ok(TF2);
    assert_null(tfc_artifact_ops(a, 0, NULL));
    tfc_artifact_free(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(saved_model_directories),
        cmocka_unit_test(files_of_every_kind),
        cmocka_unit_test(bytes_and_path_agree),
        cmocka_unit_test(expected_kinds),
        cmocka_unit_test(hostile_inputs),
        cmocka_unit_test(broken_directory_checkpoint),
        cmocka_unit_test(options_reach_the_readers),
        cmocka_unit_test(kinds_detected_but_not_read),
        cmocka_unit_test(allocation_failures_are_clean),
        cmocka_unit_test(null_arguments),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
