/*
 * Tests for tfcompat/file.h and the reading layer behind every path the
 * library opens (models, checkpoint indexes, TFLite files): only regular
 * files are read, a FIFO never blocks, devices and directories are
 * refused, symlinks are judged by what they name, and a file that shrinks
 * or grows while it is read gives a clean code, never a signal.
 *
 * Files changing under the read are made deterministic with the allocator
 * hook: the library allocates its read buffer after opening the file and
 * before reading it, so an allocator that truncates (or extends) the file
 * on its k-th call changes it at a known point of the read. A helper
 * thread that truncates at a random moment is also run, repeatedly.
 *
 * The writing layer (tfc_file_write) at the end: a whole file or the old
 * one, never a part; special files refused unopened; links replaced.
 */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <cmocka.h>

#include <tfcompat.h>
#include "container_internal.h"
#include "tjson.h"

#define CORPUS TFC_TEST_DIR "/corpus"
#define SAVED_MODEL CORPUS "/saved_model/saved_model_half_plus_two_tf2_cpu/saved_model.pb"
#define TFLITE CORPUS "/tflite/hello_world_float.tflite"
#define CKPT CORPUS "/saved_model/saved_model_half_plus_two_tf2_cpu/variables/variables.index"

static char dir[256];

static void path_in(char *buf, size_t cap, const char *name) { snprintf(buf, cap, "%s/%s", dir, name); }

/* ---- a GraphDef of many nodes, several read windows long ------------------ */
typedef struct gbuf { uint8_t *d; size_t n, cap; } gbuf;
static void reserve(gbuf *b, size_t more)
{
    if (b->n + more <= b->cap) return;
    while (b->n + more > b->cap) b->cap = b->cap ? b->cap * 2 : 4096;
    b->d = realloc(b->d, b->cap);
    assert_non_null(b->d);
}
static void varint(gbuf *b, uint64_t v)
{
    reserve(b, 10);
    do { b->d[b->n++] = (uint8_t)((v & 0x7F) | (v > 0x7F ? 0x80 : 0)); v >>= 7; } while (v);
}
static void lenfield(gbuf *b, uint32_t field, const void *p, size_t n)
{
    varint(b, ((uint64_t)field << 3) | 2);
    varint(b, n);
    reserve(b, n);
    memcpy(b->d + b->n, p, n);
    b->n += n;
}

/* Writes a GraphDef of `nodes` nodes (ops Op0..Op199, then Const with a
 * 2 KiB tensor-like attr) and a VersionDef last; returns its size. */
static size_t write_graph(const char *path, int nodes)
{
    gbuf g = {0};
    static uint8_t pad[2048];
    memset(pad, 'w', sizeof pad);
    for (int i = 0; i < nodes; i++) {
        gbuf node = {0}, attr = {0};
        char name[32], op[16];
        snprintf(name, sizeof name, "n%d", i);
        if (i < 200) snprintf(op, sizeof op, "Op%d", i);
        else snprintf(op, sizeof op, "Const");
        lenfield(&node, 1, name, strlen(name));
        lenfield(&node, 2, op, strlen(op));
        lenfield(&attr, 1, "value", 5);
        lenfield(&attr, 2, pad, sizeof pad);
        lenfield(&node, 5, attr.d, attr.n);
        lenfield(&g, 1, node.d, node.n);
        free(node.d);
        free(attr.d);
    }
    uint8_t vd[] = {0x08, 0x1b, 0x10, 0x0c}; /* producer 27, min_consumer 12 */
    lenfield(&g, 4, vd, sizeof vd);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(g.d, 1, g.n, f), g.n);
    fclose(f);
    size_t n = g.n;
    free(g.d);
    return n;
}

static void copy_file(const char *from, const char *to)
{
    size_t n;
    unsigned char *b = t_read_file(from, &n);
    assert_non_null(b);
    FILE *f = fopen(to, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(b, 1, n, f), n);
    fclose(f);
    free(b);
}

/* Every reader on one path: the codes they return. */
typedef struct codes { int32_t model, detect, ckpt, tflite; } codes;

static codes open_all(const char *path)
{
    codes c;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_model *m = NULL;
    c.model = tfc_file_open_model(&m, path, TFC_KIND_UNKNOWN, NULL, &err);
    tfc_model_free(m);
    int32_t kind;
    c.detect = tfc_file_detect_kind(&kind, NULL, path, &err);
    tfc_checkpoint *ck = NULL;
    c.ckpt = tfc_checkpoint_open(&ck, path, NULL, &err);
    tfc_checkpoint_free(ck);
    tfc_tflite_model *t = NULL;
    c.tflite = tfc_tflite_model_open(&t, path, NULL, &err);
    tfc_tflite_model_free(t);
    return c;
}

static void expect_all(const char *path, int32_t code)
{
    codes c = open_all(path);
    if (c.model != code || c.detect != code || c.ckpt != code || c.tflite != code)
        fail_msg("%s: model %s, detect %s, checkpoint %s, tflite %s; want %s", path, tfc_status_name(c.model),
                 tfc_status_name(c.detect), tfc_status_name(c.ckpt), tfc_status_name(c.tflite), tfc_status_name(code));
}

static void expect_message(const char *path, const char *needle)
{
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_model *m = NULL;
    tfc_file_open_model(&m, path, TFC_KIND_UNKNOWN, NULL, &err);
    if (!strstr(err.message, needle)) fail_msg("%s: message '%s' lacks '%s'", path, err.message, needle);
}

/* ---- special files ----------------------------------------------------------- */

/* A FIFO with no writer: opening it for reading would block forever. */
static void fifo_is_refused_without_blocking(void **state)
{
    (void)state;
    char fifo[512], link[512];
    path_in(fifo, sizeof fifo, "model.fifo");
    path_in(link, sizeof link, "fifo.link");
    assert_int_equal(mkfifo(fifo, 0600), 0);
    assert_int_equal(symlink(fifo, link), 0);
    alarm(20); /* a hang fails the test instead of stalling CI */
    expect_all(fifo, TFC_E_IO);
    expect_all(link, TFC_E_IO);
    expect_message(fifo, "not a regular file (a FIFO)");
    alarm(0);
    unlink(link);
    unlink(fifo);
}

static void character_devices_are_refused(void **state)
{
    (void)state;
    char zero[512], null_[512];
    path_in(zero, sizeof zero, "zero.link");
    path_in(null_, sizeof null_, "null.link");
    assert_int_equal(symlink("/dev/zero", zero), 0);
    assert_int_equal(symlink("/dev/null", null_), 0);
    alarm(20);
    expect_all("/dev/zero", TFC_E_IO);
    expect_all("/dev/null", TFC_E_IO);
    expect_all(zero, TFC_E_IO);
    expect_all(null_, TFC_E_IO);
    expect_message(zero, "a character device");
    alarm(0);
    /* variables.index linked to /dev/zero: refused at once, not read to the limit */
    char sm[512], vars[512], index[512];
    path_in(sm, sizeof sm, "sm_zero");
    path_in(vars, sizeof vars, "sm_zero/variables");
    path_in(index, sizeof index, "sm_zero/variables/variables.index");
    assert_int_equal(mkdir(sm, 0700), 0);
    assert_int_equal(mkdir(vars, 0700), 0);
    assert_int_equal(symlink("/dev/zero", index), 0);
    tfc_checkpoint *ck = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_checkpoint_open(&ck, index, NULL, &err), TFC_E_IO);
    assert_null(ck);
    unlink(index);
    rmdir(vars);
    rmdir(sm);
    unlink(zero);
    unlink(null_);
}

static void directories_are_refused(void **state)
{
    (void)state;
    char d[512], link[512];
    path_in(d, sizeof d, "plain_dir");
    path_in(link, sizeof link, "dir.link");
    assert_int_equal(mkdir(d, 0700), 0);
    assert_int_equal(symlink(d, link), 0);
    for (int i = 0; i < 2; i++) {
        const char *p = i ? link : d;
        codes c = open_all(p);
        /* A directory is a SavedModel directory to the model readers: no saved_model.pb. */
        assert_int_equal(c.model, TFC_E_NOT_FOUND);
        assert_int_equal(c.detect, TFC_E_NOT_FOUND);
        assert_int_equal(c.ckpt, TFC_E_IO);
        assert_int_equal(c.tflite, TFC_E_IO);
    }
    /* saved_model.pb that is itself a directory */
    char inner[512];
    path_in(inner, sizeof inner, "plain_dir/saved_model.pb");
    assert_int_equal(mkdir(inner, 0700), 0);
    tfc_model *m = NULL;
    assert_int_equal(tfc_file_open_model(&m, d, 0, NULL, NULL), TFC_E_IO);
    rmdir(inner);
    unlink(link);
    rmdir(d);
}

static void symlinks_to_regular_files_are_read(void **state)
{
    (void)state;
    char l1[512], l2[512], l3[512];
    path_in(l1, sizeof l1, "sm.link");
    path_in(l2, sizeof l2, "tflite.link");
    path_in(l3, sizeof l3, "index.link");
    assert_int_equal(symlink(SAVED_MODEL, l1), 0);
    assert_int_equal(symlink(TFLITE, l2), 0);
    assert_int_equal(symlink(CKPT, l3), 0);
    tfc_model *m = NULL;
    assert_int_equal(tfc_file_open_model(&m, l1, 0, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_model_kind(m), TFC_KIND_SAVED_MODEL);
    tfc_model_free(m);
    tfc_tflite_model *t = NULL;
    assert_int_equal(tfc_tflite_model_open(&t, l2, NULL, NULL), TFC_OK);
    tfc_tflite_model_free(t);
    tfc_checkpoint *ck = NULL;
    assert_int_equal(tfc_checkpoint_open(&ck, l3, NULL, NULL), TFC_OK);
    tfc_checkpoint_free(ck);
    /* a dangling link is not found */
    char dangling[512];
    path_in(dangling, sizeof dangling, "dangling.link");
    assert_int_equal(symlink("/nonexistent/model.pb", dangling), 0);
    expect_all(dangling, TFC_E_NOT_FOUND);
    unlink(dangling);
    unlink(l1);
    unlink(l2);
    unlink(l3);
}

/* ---- files that change during the read ----------------------------------- */

/* An allocator that changes `path` on its `at`-th call: truncates it to
 * `size`, or appends bytes when grow is set. */
typedef struct changer {
    const char *path;
    int calls, at;
    off_t size;
    int grow;
} changer;

static void *changing_alloc(size_t n, void *user)
{
    changer *c = user;
    if (++c->calls == c->at) {
        if (c->grow) {
            FILE *f = fopen(c->path, "ab");
            assert_non_null(f);
            fputs("more bytes", f);
            fclose(f);
        } else {
            assert_int_equal(truncate(c->path, c->size), 0);
        }
    }
    return malloc(n);
}
static void plain_free(void *p, void *user) { (void)user; free(p); }

static int32_t open_with_change(const char *path, changer *c, tfc_error *err)
{
    tfc_allocator a;
    tfc_allocator_init(&a, sizeof a);
    a.alloc = changing_alloc;
    a.free = plain_free;
    a.user = c;
    tfc_parse_options o;
    tfc_parse_options_init(&o, sizeof o);
    o.allocator = &a;
    tfc_model *m = (tfc_model *)err;
    int32_t rc = tfc_file_open_model(&m, path, 0, &o, err);
    if (rc) assert_null(m);
    tfc_model_free(m);
    return rc;
}

static void graph_truncated_during_the_read(void **state)
{
    (void)state;
    char p[512];
    path_in(p, sizeof p, "shrinking.pb");
    size_t n = write_graph(p, 2200); /* ~4.5 MiB: many read windows */
    assert_true(n > 4u << 20);
    tfc_model *m = NULL;
    assert_int_equal(tfc_file_open_model(&m, p, 0, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_meta_graph_node_count(tfc_model_meta_graph(m, 0)), 2200);
    assert_int_equal(tfc_versiondef_producer(tfc_meta_graph_versions(tfc_model_meta_graph(m, 0))), 27);
    tfc_model_free(m);
    /* At the first allocation (the read window, before any byte is read),
     * then at the 10th (while the nodes are scanned: the op name set grows
     * as the first window's distinct ops come in; names are copied into the
     * model's arena, so a name is no allocation of its own), to 0, half,
     * all but one byte. */
    const int at[] = {1, 10};
    const off_t sizes[] = {0, (off_t)(n / 2), (off_t)(n - 1)};
    for (size_t i = 0; i < 2; i++)
        for (size_t k = 0; k < 3; k++) {
            write_graph(p, 2200);
            changer c = {p, 0, at[i], sizes[k], 0};
            tfc_error err;
            tfc_error_init(&err, sizeof err);
            int32_t rc = open_with_change(p, &c, &err);
            if (rc != TFC_E_TRUNCATED) fail_msg("at %d to %lld: %s (%s)", at[i], (long long)sizes[k], tfc_status_name(rc), err.message);
            assert_non_null(strstr(err.message, "changed while being read"));
        }
    unlink(p);
}

static void graph_growing_during_the_read(void **state)
{
    (void)state;
    char p[512];
    path_in(p, sizeof p, "growing.pb");
    write_graph(p, 2000);
    changer c = {p, 0, 10, 0, 1}; /* while the nodes are scanned, as above */
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(open_with_change(p, &c, &err), TFC_E_IO);
    assert_non_null(strstr(err.message, "changed while being read"));
    unlink(p);
}

static void checkpoint_and_tflite_changing_during_the_read(void **state)
{
    (void)state;
    char ck[512], tf[512];
    path_in(ck, sizeof ck, "shrinking.index");
    path_in(tf, sizeof tf, "shrinking.tflite");
    for (int grow = 0; grow < 2; grow++) {
        copy_file(CKPT, ck);
        changer c = {ck, 0, 1, 10, grow};
        tfc_allocator a;
        tfc_allocator_init(&a, sizeof a);
        a.alloc = changing_alloc;
        a.free = plain_free;
        a.user = &c;
        tfc_checkpoint_options co;
        tfc_checkpoint_options_init(&co, sizeof co);
        co.allocator = &a;
        tfc_checkpoint *cp = NULL;
        assert_int_equal(tfc_checkpoint_open(&cp, ck, &co, NULL), grow ? TFC_E_IO : TFC_E_TRUNCATED);
        assert_null(cp);

        copy_file(TFLITE, tf);
        changer t = {tf, 0, 2, 100, grow}; /* the model, then its buffer */
        a.user = &t;
        tfc_tflite_options to;
        tfc_tflite_options_init(&to, sizeof to);
        to.allocator = &a;
        tfc_tflite_model *tm = NULL;
        assert_int_equal(tfc_tflite_model_open(&tm, tf, &to, NULL), grow ? TFC_E_IO : TFC_E_TRUNCATED);
        assert_null(tm);
    }
    unlink(ck);
    unlink(tf);
}

/* The model owns its bytes: truncating the file after the open changes nothing. */
static void tflite_model_outlives_its_file(void **state)
{
    (void)state;
    char tf[512];
    path_in(tf, sizeof tf, "outlived.tflite");
    copy_file(TFLITE, tf);
    tfc_tflite_model *m = NULL;
    assert_int_equal(tfc_tflite_model_open(&m, tf, NULL, NULL), TFC_OK);
    size_t ops = tfc_tflite_model_operator_count(m);
    assert_int_equal(truncate(tf, 0), 0);
    unlink(tf);
    tfc_tflite_opcode_info info;
    info.size = (uint32_t)sizeof info;
    for (size_t i = 0; i < tfc_tflite_model_operator_code_count(m); i++)
        assert_int_equal(tfc_tflite_model_opcode(&info, m, i), TFC_OK);
    tfc_resolver *res = NULL;
    assert_int_equal(tfc_resolver_standard(&res, NULL, NULL), TFC_OK);
    tfc_verdict *v = NULL;
    assert_int_equal(tfc_resolver_check(&v, m, res, TFC_TFLITE_CHECK_STRUCTURE, NULL), TFC_OK);
    tfc_verdict_free(v);
    tfc_resolver_free(res);
    assert_int_equal(tfc_tflite_model_operator_count(m), ops);
    tfc_tflite_model_free(m);
}

/* A helper thread truncates the file at a random moment, repeatedly: the
 * read ends cleanly (it finished first; TFC_E_TRUNCATED during the read;
 * or, truncated before the open, the short file's own wire error), never
 * with a signal. */
typedef struct racer { const char *path; off_t size; long delay_ns; } racer;

static void *truncate_later(void *arg)
{
    racer *r = arg;
    struct timespec ts = {0, r->delay_ns};
    nanosleep(&ts, NULL);
    if (truncate(r->path, r->size) != 0) abort();
    return NULL;
}

static void truncation_by_another_thread_is_clean(void **state)
{
    (void)state;
    char p[512];
    path_in(p, sizeof p, "racing.pb");
    int truncated = 0, finished = 0;
    for (int i = 0; i < 24; i++) {
        size_t n = write_graph(p, 2200);
        racer r = {p, (off_t)((size_t)(i % 4) * n / 4), (long)(i % 8) * 40000L};
        pthread_t t;
        assert_int_equal(pthread_create(&t, NULL, truncate_later, &r), 0);
        tfc_model *m = NULL;
        tfc_error err;
        tfc_error_init(&err, sizeof err);
        int32_t rc = tfc_file_open_model(&m, p, 0, NULL, &err);
        pthread_join(t, NULL);
        if (rc == TFC_OK) {
            finished++;
            /* the whole file, or (cut at a node boundary before the open) a
             * shorter graph without the VersionDef written last */
            const tfc_meta_graph *g = tfc_model_meta_graph(m, 0);
            if (tfc_meta_graph_node_count(g) != 2200) assert_int_equal(tfc_meta_graph_has_versions(g), 0);
            else assert_int_equal(tfc_meta_graph_has_versions(g), 1);
        } else if (rc == TFC_E_TRUNCATED) {
            truncated++;
            assert_null(m);
        } else if (rc == TFC_E_EMPTY || rc == TFC_E_LENGTH_PAST_END) {
            /* truncated before the open: a short file, read consistently */
            truncated++;
            assert_null(m);
        } else {
            fail_msg("run %d: %s (%s)", i, tfc_status_name(rc), err.message);
        }
        tfc_model_free(m);
    }
    assert_int_equal(truncated + finished, 24);
    print_message("%d runs truncated during the read, %d finished first\n", truncated, finished);
    unlink(p);
}


/* ---- the windowed file read agrees with the in-memory parse ---------------- */

/* A GraphDef across many read windows: big Const-like nodes, VarHandleOp
 * nodes with a watched attr (read whole), a function library at the end. */
static uint8_t *mixed_graph(size_t *len)
{
    gbuf g = {0};
    static uint8_t pad[70000];
    memset(pad, 't', sizeof pad);
    for (int i = 0; i < 300; i++) {
        gbuf node = {0}, attr = {0}, val = {0};
        char name[32];
        snprintf(name, sizeof name, "node_%d", i);
        lenfield(&node, 1, name, strlen(name));
        if (i % 3 == 0) {
            lenfield(&node, 2, "VarHandleOp", 11);
            char dn[16];
            snprintf(dn, sizeof dn, "v%d", (i / 3) % 12);
            lenfield(&val, 2, dn, strlen(dn));
            lenfield(&attr, 1, "debug_name", 10);
            lenfield(&attr, 2, val.d, val.n);
            lenfield(&node, 5, attr.d, attr.n);
        } else {
            lenfield(&node, 2, "Const", 5);
            lenfield(&attr, 1, "value", 5);
            lenfield(&attr, 2, pad, (size_t)(1000 + (i * 7919) % 69000));
            lenfield(&node, 5, attr.d, attr.n);
        }
        lenfield(&g, 1, node.d, node.n);
        free(node.d);
        free(attr.d);
        free(val.d);
    }
    gbuf sig = {0}, fn = {0}, lib = {0}, fnode = {0};
    lenfield(&sig, 1, "fn", 2);
    lenfield(&fn, 1, sig.d, sig.n);
    lenfield(&fnode, 1, "inner", 5);
    lenfield(&fnode, 2, "Identity", 8);
    lenfield(&fn, 3, fnode.d, fnode.n);
    lenfield(&lib, 1, fn.d, fn.n);
    lenfield(&g, 2, lib.d, lib.n);
    free(sig.d);
    free(fn.d);
    free(lib.d);
    free(fnode.d);
    uint8_t vd[] = {0x08, 0x1b, 0x10, 0x0c};
    lenfield(&g, 4, vd, sizeof vd);
    *len = g.n;
    return g.d;
}

static void write_bytes(const char *path, const uint8_t *d, size_t n)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    if (n) assert_int_equal(fwrite(d, 1, n, f), n);
    fclose(f);
}

static void same_model(const tfc_model *a, const tfc_model *b)
{
    const tfc_meta_graph *x = tfc_model_meta_graph(a, 0), *y = tfc_model_meta_graph(b, 0);
    assert_int_equal(tfc_meta_graph_node_count(x), tfc_meta_graph_node_count(y));
    for (int32_t l = 0; l < 4; l++) {
        assert_int_equal(tfc_meta_graph_name_count(x, l), tfc_meta_graph_name_count(y, l));
        for (size_t i = 0; i < tfc_meta_graph_name_count(x, l); i++)
            assert_string_equal(tfc_meta_graph_name(x, l, i), tfc_meta_graph_name(y, l, i));
    }
    assert_int_equal(tfc__meta_graph_attr_use_count(x), tfc__meta_graph_attr_use_count(y));
    for (size_t i = 0; i < tfc__meta_graph_attr_use_count(x); i++) {
        const tfc__attr_use *u = tfc__meta_graph_attr_use(x, i), *v = tfc__meta_graph_attr_use(y, i);
        assert_string_equal(u->node, v->node);
        assert_int_equal(u->value_len, v->value_len);
        assert_int_equal(u->where, v->where);
    }
    assert_int_equal(tfc_versiondef_producer(tfc_meta_graph_versions(x)), tfc_versiondef_producer(tfc_meta_graph_versions(y)));
}

static void windowed_read_agrees_with_memory(void **state)
{
    (void)state;
    size_t n;
    uint8_t *d = mixed_graph(&n);
    assert_true(n > 4u << 20); /* tens of read windows; some payloads longer than a window */
    char p[512];
    path_in(p, sizeof p, "mixed.pb");
    write_bytes(p, d, n);
    tfc_model *a = NULL, *b = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    if (tfc_file_open_model(&a, p, 0, NULL, &err)) fail_msg("%s", err.message);
    assert_int_equal(tfc_model_parse(&b, d, n, 0, NULL, NULL), TFC_OK);
    same_model(a, b);
    const tfc_meta_graph *g = tfc_model_meta_graph(a, 0);
    assert_int_equal(tfc_meta_graph_node_count(g), 300);
    assert_int_equal(tfc_meta_graph_function_count(g), 1);
    /* 12 distinct debug_name values: 8 kept, then the overflow marker */
    assert_int_equal(tfc__meta_graph_attr_use_count(g), 9);
    assert_string_equal(tfc__meta_graph_attr_use(g, 0)->node, "node_0");
    assert_null(tfc__meta_graph_attr_use(g, 8)->value);
    tfc_model_free(a);
    tfc_model_free(b);
    /* The file cut short at many points: the same code and message as the
     * same bytes in memory (wire faults found through windows). */
    for (size_t k = 1; k < 64; k++) {
        size_t cut = (size_t)((uint64_t)n * k / 64) + k * 13;
        if (cut >= n) continue;
        write_bytes(p, d, cut);
        tfc_error e1, e2;
        tfc_error_init(&e1, sizeof e1);
        tfc_error_init(&e2, sizeof e2);
        int32_t r1 = tfc_file_open_model(&a, p, TFC_KIND_GRAPH_DEF, NULL, &e1);
        int32_t r2 = tfc_model_parse(&b, d, cut, TFC_KIND_GRAPH_DEF, NULL, &e2);
        if (r1 != r2 || strcmp(e1.message, e2.message))
            fail_msg("cut %zu: file %s (%s), memory %s (%s)", cut, tfc_status_name(r1), e1.message, tfc_status_name(r2), e2.message);
        assert_int_not_equal(r1, TFC_OK);
    }
    unlink(p);
    free(d);
}

static int setup(void **state)
{
    (void)state;
    snprintf(dir, sizeof dir, "/tmp/tfc_test_file_XXXXXX");
    return mkdtemp(dir) ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    return rmdir(dir);
}

/* ---- the writing layer (tfc_file_write) -------------------------------------------- */

/* The content of path in a static buffer (at most 4 KiB), its length in *n. */
static const char *content(const char *path, size_t *n)
{
    static char buf[4096];
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    *n = fread(buf, 1, sizeof buf, f);
    fclose(f);
    return buf;
}

/* Entries of `dir` named like the writing layer's temporary files. */
static int temporaries_left(void)
{
    DIR *d = opendir(dir);
    assert_non_null(d);
    int n = 0;
    struct dirent *de;
    while ((de = readdir(d)) != NULL) n += !strncmp(de->d_name, ".tfc-", 5);
    closedir(d);
    return n;
}

static void write_replaces_the_whole_file(void **state)
{
    (void)state;
    char path[512];
    size_t n;
    path_in(path, sizeof path, "written.bin");
    assert_int_equal(tfc_file_write(path, (const uint8_t *)"a long first content", 20, NULL), TFC_OK);
    assert_int_equal(tfc_file_write(path, (const uint8_t *)"short", 5, NULL), TFC_OK);
    const char *c = content(path, &n);
    assert_int_equal(n, 5);
    assert_memory_equal(c, "short", 5);
    assert_int_equal(tfc_file_write(path, NULL, 0, NULL), TFC_OK); /* empty: NULL bytes allowed */
    content(path, &n);
    assert_int_equal(n, 0);
    /* a new file's mode: 0666 less the umask */
    mode_t old = umask(027);
    assert_int_equal(tfc_file_write(path, (const uint8_t *)"x", 1, NULL), TFC_OK);
    umask(old);
    struct stat st;
    assert_int_equal(stat(path, &st), 0);
    assert_int_equal(st.st_mode & 0777, 0640);
    assert_int_equal(temporaries_left(), 0);
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_file_write(NULL, NULL, 0, &err), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_file_write("", NULL, 0, &err), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_file_write(path, NULL, 1, &err), TFC_E_INVALID_ARGUMENT);
    char missing[600];
    snprintf(missing, sizeof missing, "%s/no/such/dir/f", dir);
    assert_int_equal(tfc_file_write(missing, (const uint8_t *)"x", 1, &err), TFC_E_NOT_FOUND);
    char *longp = malloc(5000);
    assert_non_null(longp);
    memset(longp, 'a', 4999);
    longp[4999] = '\0';
    assert_int_equal(tfc_file_write(longp, (const uint8_t *)"x", 1, &err), TFC_E_IO);
    free(longp);
    unlink(path);
}

/* A FIFO, a device, a directory: refused at once, never opened (a FIFO
 * opened for writing would block until a reader came). */
static void write_refuses_special_files(void **state)
{
    (void)state;
    char fifo[512], sub[512], slash[520];
    path_in(fifo, sizeof fifo, "out.fifo");
    path_in(sub, sizeof sub, "subdir");
    snprintf(slash, sizeof slash, "%s/", sub);
    assert_int_equal(mkfifo(fifo, 0600), 0);
    assert_int_equal(mkdir(sub, 0755), 0);
    alarm(20);
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_file_write(fifo, (const uint8_t *)"x", 1, &err), TFC_E_NOT_REGULAR);
    assert_non_null(strstr(err.message, "is not a regular file (a FIFO): not replaced"));
    assert_int_equal(tfc_file_write("/dev/null", (const uint8_t *)"x", 1, &err), TFC_E_NOT_REGULAR);
    assert_non_null(strstr(err.message, "(a character device)"));
    assert_int_equal(tfc_file_write(sub, (const uint8_t *)"x", 1, &err), TFC_E_NOT_REGULAR);
    assert_int_equal(tfc_file_write(slash, (const uint8_t *)"x", 1, &err), TFC_E_NOT_REGULAR);
    alarm(0);
    struct stat st;
    assert_int_equal(lstat(fifo, &st), 0);
    assert_true(S_ISFIFO(st.st_mode));
    assert_int_equal(temporaries_left(), 0);
    unlink(fifo);
    rmdir(sub);
}

/* A link as target is replaced by the new file; what it named is untouched. */
static void write_replaces_a_link_not_its_target(void **state)
{
    (void)state;
    char target[512], link[512];
    size_t n;
    path_in(target, sizeof target, "kept.bin");
    path_in(link, sizeof link, "out.link");
    write_bytes(target, (const uint8_t *)"keep", 4);
    assert_int_equal(symlink(target, link), 0);
    assert_int_equal(tfc_file_write(link, (const uint8_t *)"new!!", 5, NULL), TFC_OK);
    const char *c = content(target, &n);
    assert_int_equal(n, 4);
    assert_memory_equal(c, "keep", 4);
    struct stat st;
    assert_int_equal(lstat(link, &st), 0);
    assert_true(S_ISREG(st.st_mode));
    c = content(link, &n);
    assert_int_equal(n, 5);
    assert_memory_equal(c, "new!!", 5);
    unlink(link);
    unlink(target);
}

/* Past RLIMIT_FSIZE write() fails (EFBIG) after a short write: the old file
 * stays byte for byte and the temporary file is removed. In a child, whose
 * limit and SIGXFSZ disposition do not reach the other tests. */
static void write_failure_keeps_the_old_file(void **state)
{
    (void)state;
    char path[512];
    size_t n;
    path_in(path, sizeof path, "kept_on_failure.bin");
    write_bytes(path, (const uint8_t *)"the old content", 15);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        signal(SIGXFSZ, SIG_IGN);
        struct rlimit lim = {1024, 1024};
        if (setrlimit(RLIMIT_FSIZE, &lim)) _exit(3);
        static uint8_t big[8192];
        memset(big, 'z', sizeof big);
        tfc_error err;
        tfc_error_init(&err, sizeof err);
        int32_t rc = tfc_file_write(path, big, sizeof big, &err);
        _exit(rc == TFC_E_IO && strstr(err.message, "File too large") ? 0 : 1);
    }
    int status = 0;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    assert_true(WIFEXITED(status));
    assert_int_equal(WEXITSTATUS(status), 0);
    const char *c = content(path, &n);
    assert_int_equal(n, 15);
    assert_memory_equal(c, "the old content", 15);
    assert_int_equal(temporaries_left(), 0);
    unlink(path);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(fifo_is_refused_without_blocking),
        cmocka_unit_test(character_devices_are_refused),
        cmocka_unit_test(directories_are_refused),
        cmocka_unit_test(symlinks_to_regular_files_are_read),
        cmocka_unit_test(graph_truncated_during_the_read),
        cmocka_unit_test(graph_growing_during_the_read),
        cmocka_unit_test(checkpoint_and_tflite_changing_during_the_read),
        cmocka_unit_test(tflite_model_outlives_its_file),
        cmocka_unit_test(truncation_by_another_thread_is_clean),
        cmocka_unit_test(windowed_read_agrees_with_memory),
        cmocka_unit_test(write_replaces_the_whole_file),
        cmocka_unit_test(write_refuses_special_files),
        cmocka_unit_test(write_replaces_a_link_not_its_target),
        cmocka_unit_test(write_failure_keeps_the_old_file),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
