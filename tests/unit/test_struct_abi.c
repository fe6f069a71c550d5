/*
 * Tests for the ABI of caller structs (tfcompat/common.h, "Caller structs"):
 * every struct the caller allocates, in an older smaller layout (just the
 * size member, a size ending inside a pointer, each member boundary) and a
 * newer larger one (the library's sizeof + 64), through its _init and every
 * public function that consumes it.
 *
 * Each struct is a heap block of exactly the caller's size (so that
 * AddressSanitizer sees any access past it), and again followed by guard
 * bytes. The bytes the library must not touch, past min(size, library
 * sizeof), are filled with a pattern, checked afterwards (writes, in any
 * build) and poisoned under AddressSanitizer (reads too). A member that ends
 * past the size is never set by the test: the library must use its default.
 */
#include <fcntl.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

#include <tfcompat.h>
#include "tflmodel.h"
#include "treg.h"

#if defined(__SANITIZE_ADDRESS__)
#  define TEST_ASAN 1
#elif defined(__has_feature)
#  if __has_feature(address_sanitizer)
#    define TEST_ASAN 1
#  endif
#endif
#ifdef TEST_ASAN
#  include <sanitizer/asan_interface.h>
#  define POISON(p, n) ASAN_POISON_MEMORY_REGION((p), (n))
#  define UNPOISON(p, n) ASAN_UNPOISON_MEMORY_REGION((p), (n))
#else
#  define POISON(p, n) ((void)(p), (void)(n))
#  define UNPOISON(p, n) ((void)(p), (void)(n))
#endif

#define GUARD 64
#define PAT 0xA5
#define END(T, m) (offsetof(T, m) + sizeof(((T *)0)->m))
/* The test sets a member only when the caller's struct holds it. */
#define HOLDS(T, size, m) ((size) >= END(T, m))

/* ---- a caller's struct of a given size -------------------------------------- */

typedef struct cs {
    unsigned char *p;
    size_t size;  /* the caller's sizeof */
    size_t lib;   /* the library's sizeof */
    size_t alloc; /* size, plus GUARD when guarded */
} cs;

static size_t min_sz(size_t a, size_t b) { return a < b ? a : b; }

static cs cs_new(size_t size, size_t lib, int guarded)
{
    cs c;
    c.size = size;
    c.lib = lib;
    c.alloc = size + (guarded ? GUARD : 0);
    c.p = malloc(c.alloc ? c.alloc : 1);
    assert_non_null(c.p);
    memset(c.p, PAT, c.alloc);
    size_t from = min_sz(size, lib);
    POISON(c.p + from, c.alloc - from);
    return c;
}

/* Fails when a byte the library must not touch was written; frees. */
static void cs_done(cs *c, const char *what)
{
    size_t from = min_sz(c->size, c->lib);
    UNPOISON(c->p + from, c->alloc - from);
    for (size_t i = from; i < c->alloc; i++)
        if (c->p[i] != PAT)
            fail_msg("%s: byte %zu of a %zu-byte struct (library: %zu) was written", what, i, c->size, c->lib);
    free(c->p);
    c->p = NULL;
}

/* Sizes to try: below the size member, just the size member, inside a
 * pointer at 8, every member's end and the middle of every wide member, the
 * library's size and 64 more. */
static size_t sizes_for(size_t *out, size_t lib, const size_t *ends, const size_t *offs, size_t n)
{
    size_t k = 0;
    out[k++] = 4;
    out[k++] = 12;
    for (size_t i = 0; i < n; i++) {
        out[k++] = ends[i];
        if (ends[i] - offs[i] >= 8) out[k++] = offs[i] + (ends[i] - offs[i]) / 2;
    }
    out[k++] = lib;
    out[k++] = lib + 64;
    return k;
}

/* An older caller's struct has its own bytes where a member it does not
 * hold begins (another layout, or garbage): after _init, the test fills the
 * bytes of every member that ends past the size with the pattern, so that a
 * library reading a torn member gets garbage (a pointer that crashes). */
static void scribble_unheld(cs *c, const size_t *ends, const size_t *offs, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (ends[i] > c->size && offs[i] < c->size) memset(c->p + offs[i], PAT, c->size - offs[i]);
}

#define MEMBER(T, m) END(T, m)
#define OFFSET(T, m) offsetof(T, m)

/* ---- data the consumers read ------------------------------------------------ */

static uint8_t *read_all(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) fail_msg("cannot open %s", path);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    uint8_t *b = malloc((size_t)n + 1);
    assert_non_null(b);
    assert_int_equal(fread(b, 1, (size_t)n, f), (size_t)n);
    fclose(f);
    *len = (size_t)n;
    return b;
}

#define SM_DIR TFC_TEST_DIR "/corpus/saved_model/saved_model_half_plus_three"
#define SM_PB SM_DIR "/saved_model.pb"
#define SM_INDEX SM_DIR "/variables/variables.index"

static uint8_t *g_pb, *g_index;
static size_t g_pb_len, g_index_len;
static built g_tfl;
static char g_tfl_path[64];

static int setup(void **state)
{
    (void)state;
    g_pb = read_all(SM_PB, &g_pb_len);
    g_index = read_all(SM_INDEX, &g_index_len);
    model_spec s = {.ncodes = 1, .codes = (const opcode_spec[]){{0, 0, 0, 0, 1, 1, NULL}}, .ops = ONE_OP,
                    .nops = 1, .ntensors = 2, .nbuffers = 1};
    build_model(&s, &g_tfl);
    snprintf(g_tfl_path, sizeof g_tfl_path, "/tmp/tfc_struct_abi_XXXXXX");
    int fd = mkstemp(g_tfl_path);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, g_tfl.buf, g_tfl.len), (ssize_t)g_tfl.len);
    close(fd);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    unlink(g_tfl_path);
    fbb_free(g_tfl.b);
    free(g_pb);
    free(g_index);
    return 0;
}

/* ---- _init: what it writes -------------------------------------------------- */

typedef void (*init_fn)(void *p, size_t size);
#define WRAP(T, fn) \
    static void fn##_w(void *p, size_t size) { fn((T *)p, size); }
WRAP(tfc_error, tfc_error_init)
WRAP(tfc_allocator, tfc_allocator_init)
WRAP(tfc_parse_options, tfc_parse_options_init)
WRAP(tfc_accept_options, tfc_accept_options_init)
WRAP(tfc_artifact_options, tfc_artifact_options_init)
WRAP(tfc_checkpoint_options, tfc_checkpoint_options_init)
WRAP(tfc_tflite_options, tfc_tflite_options_init)
WRAP(tfc_consumer_spec, tfc_consumer_spec_init)
WRAP(tfc_check_options, tfc_check_options_init)
WRAP(tfc_tfjs_options, tfc_tfjs_options_init)

/* init(p, size) writes the first min(size, lib) bytes of what a full-size
 * init writes, with p->size = size; nothing when size < 4; nothing past. */
static void check_init(init_fn init, size_t lib, const char *name)
{
    unsigned char *ref = malloc(lib);
    assert_non_null(ref);
    memset(ref, 0, lib);
    init(ref, lib);
    uint32_t ref_size;
    memcpy(&ref_size, ref, sizeof ref_size);
    assert_int_equal(ref_size, lib);
    init(NULL, lib); /* accepts NULL */
    size_t sizes[] = {0, 1, 3, 4, 5, 8, 12, 16, lib / 2, lib - 1, lib, lib + 1, lib + 64};
    for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++) {
        for (int guarded = 0; guarded < 2; guarded++) {
            size_t size = sizes[i];
            cs c = cs_new(size, lib, guarded);
            init(c.p, size);
            if (size < sizeof(uint32_t)) {
                for (size_t k = 0; k < size; k++)
                    if (c.p[k] != PAT) fail_msg("%s(p, %zu) wrote byte %zu", name, size, k);
            } else {
                uint32_t got;
                memcpy(&got, c.p, sizeof got);
                if (got != size) fail_msg("%s(p, %zu) recorded size %u", name, size, (unsigned)got);
                if (memcmp(c.p + 4, ref + 4, min_sz(size, lib) - 4))
                    fail_msg("%s(p, %zu): its bytes are not the defaults'", name, size);
            }
            cs_done(&c, name);
        }
    }
    free(ref);
}

static void init_writes_only_the_callers_bytes(void **state)
{
    (void)state;
    check_init(tfc_error_init_w, sizeof(tfc_error), "tfc_error_init");
    check_init(tfc_allocator_init_w, sizeof(tfc_allocator), "tfc_allocator_init");
    check_init(tfc_parse_options_init_w, sizeof(tfc_parse_options), "tfc_parse_options_init");
    check_init(tfc_accept_options_init_w, sizeof(tfc_accept_options), "tfc_accept_options_init");
    check_init(tfc_artifact_options_init_w, sizeof(tfc_artifact_options), "tfc_artifact_options_init");
    check_init(tfc_checkpoint_options_init_w, sizeof(tfc_checkpoint_options), "tfc_checkpoint_options_init");
    check_init(tfc_tflite_options_init_w, sizeof(tfc_tflite_options), "tfc_tflite_options_init");
    check_init(tfc_consumer_spec_init_w, sizeof(tfc_consumer_spec), "tfc_consumer_spec_init");
    check_init(tfc_check_options_init_w, sizeof(tfc_check_options), "tfc_check_options_init");
    check_init(tfc_tfjs_options_init_w, sizeof(tfc_tfjs_options), "tfc_tfjs_options_init");

    /* the error's defaults, read back through a full struct */
    tfc_error e;
    memset(&e, 0x5A, sizeof e);
    tfc_error_init(&e, sizeof e);
    assert_int_equal(e.size, sizeof e);
    assert_int_equal(e.code, 0);
    assert_int_equal(e.offset, -1);
    assert_string_equal(e.message, "");
}

/* ---- tfc_error -------------------------------------------------------------- */

typedef struct err_call {
    const char *what;
    int32_t (*call)(tfc_error *err);
} err_call;

static const uint8_t MALFORMED[] = {0x0A, 0x05, 0x01}; /* field 1, 5 bytes announced, 1 there */

static int32_t call_detect(tfc_error *err)
{
    int32_t kind;
    return tfc_container_detect_kind(&kind, MALFORMED, sizeof MALFORMED, err);
}
static int32_t call_model_parse(tfc_error *err)
{
    tfc_model *m = NULL;
    int32_t rc = tfc_model_parse(&m, MALFORMED, sizeof MALFORMED, TFC_KIND_UNKNOWN, NULL, err);
    tfc_model_free(m);
    return rc;
}
static int32_t call_artifact_parse(tfc_error *err)
{
    tfc_artifact *a = NULL;
    int32_t rc = tfc_artifact_parse(&a, MALFORMED, sizeof MALFORMED, NULL, err);
    tfc_artifact_free(a);
    return rc;
}
static int32_t call_delegate_parse(tfc_error *err)
{
    static const char text[] = "builtin CUSTOM 1\n"; /* a BAD_VALUE the parser prefixes with its line */
    tfc_delegate *d = NULL;
    int32_t rc = tfc_delegate_parse(&d, text, sizeof text - 1, NULL, err);
    tfc_delegate_free(d);
    return rc;
}
static int32_t call_resolver_parse(tfc_error *err)
{
    static const char text[] = "standard\nrelease not-a-release-number-at-all\n";
    tfc_resolver *r = NULL;
    int32_t rc = tfc_resolver_parse(&r, text, sizeof text - 1, NULL, err);
    tfc_resolver_free(r);
    return rc;
}
static int32_t call_resolver_parse_syntax(tfc_error *err)
{
    static const char text[] = "this is no resolver line\n";
    tfc_resolver *r = NULL;
    int32_t rc = tfc_resolver_parse(&r, text, sizeof text - 1, NULL, err);
    tfc_resolver_free(r);
    return rc;
}
static int32_t call_file_open_model(tfc_error *err)
{
    tfc_model *m = NULL;
    int32_t rc = tfc_file_open_model(&m, SM_DIR "/no/such/file.pb", TFC_KIND_UNKNOWN, NULL, err);
    tfc_model_free(m);
    return rc;
}
static int32_t call_checkpoint_open(tfc_error *err)
{
    tfc_checkpoint *c = NULL;
    int32_t rc = tfc_checkpoint_open(&c, SM_PB, NULL, err); /* a SavedModel is no checkpoint index */
    tfc_checkpoint_free(c);
    return rc;
}
static int32_t call_tflite_parse(tfc_error *err)
{
    tfc_tflite_model *m = NULL;
    int32_t rc = tfc_tflite_model_parse(&m, MALFORMED, sizeof MALFORMED, NULL, err);
    tfc_tflite_model_free(m);
    return rc;
}

static const err_call ERR_CALLS[] = {
    {"tfc_container_detect_kind", call_detect},
    {"tfc_model_parse", call_model_parse},
    {"tfc_artifact_parse", call_artifact_parse},
    {"tfc_delegate_parse", call_delegate_parse},
    {"tfc_resolver_parse (bad release)", call_resolver_parse},
    {"tfc_resolver_parse (syntax)", call_resolver_parse_syntax},
    {"tfc_file_open_model", call_file_open_model},
    {"tfc_checkpoint_open", call_checkpoint_open},
    {"tfc_tflite_model_parse", call_tflite_parse},
};

static void error_is_written_within_its_size(void **state)
{
    (void)state;
    const size_t lib = sizeof(tfc_error), msg = offsetof(tfc_error, message);
    const size_t sizes[] = {4, 6, 8, 12, 16, msg, msg + 1, msg + 2, msg + 7, msg + 40, lib - 1, lib, lib + 64};
    for (size_t k = 0; k < sizeof ERR_CALLS / sizeof *ERR_CALLS; k++) {
        const err_call *ec = &ERR_CALLS[k];
        tfc_error full;
        tfc_error_init(&full, sizeof full);
        int32_t want = ec->call(&full);
        if (want >= 0) fail_msg("%s did not fail", ec->what);
        assert_int_equal(full.code, want);
        if (strlen(full.message) < 8) fail_msg("%s: message '%s' too short to test truncation", ec->what, full.message);
        for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++) {
            for (int guarded = 0; guarded < 2; guarded++) {
                size_t size = sizes[i];
                cs c = cs_new(size, lib, guarded);
                tfc_error *e = (tfc_error *)(void *)c.p;
                tfc_error_init(e, size);
                int32_t rc = ec->call(e);
                if (rc != want) fail_msg("%s with a %zu-byte error: %d, not %d", ec->what, size, (int)rc, (int)want);
                if (HOLDS(tfc_error, size, code)) {
                    assert_int_equal(e->code, want);
                    assert_int_equal(tfc_error_code(e), want);
                } else {
                    assert_int_equal(tfc_error_code(e), TFC_E_INVALID_ARGUMENT);
                }
                if (HOLDS(tfc_error, size, offset)) assert_int_equal(e->offset, full.offset);
                if (size > msg) {
                    size_t cap = min_sz(size - msg, TFC_ERROR_MESSAGE_SIZE);
                    size_t n = strnlen(e->message, cap);
                    if (n == cap) fail_msg("%s: the message of a %zu-byte error is not NUL-terminated", ec->what, size);
                    assert_int_equal(n, min_sz(strlen(full.message), cap - 1));
                    assert_memory_equal(e->message, full.message, n);
                    assert_ptr_equal(tfc_error_message(e), e->message);
                } else {
                    assert_string_equal(tfc_error_message(e), "");
                }
                cs_done(&c, ec->what);
            }
        }
    }
}

/* ---- tfc_allocator ---------------------------------------------------------- */

static size_t g_allocs;
static void *g_user_seen;
static int g_token;

static void *count_alloc(size_t n, void *user)
{
    g_allocs++;
    g_user_seen = user;
    return malloc(n);
}
static void count_free(void *p, void *user)
{
    (void)user;
    free(p);
}

static void allocator_members_are_used_only_when_held(void **state)
{
    (void)state;
    const size_t lib = sizeof(tfc_allocator);
    const size_t ends[] = {MEMBER(tfc_allocator, alloc), MEMBER(tfc_allocator, free), MEMBER(tfc_allocator, user)};
    const size_t offs[] = {OFFSET(tfc_allocator, alloc), OFFSET(tfc_allocator, free), OFFSET(tfc_allocator, user)};
    size_t sizes[16];
    size_t n = sizes_for(sizes, lib, ends, offs, 3);
    for (size_t i = 0; i < n; i++) {
        for (int guarded = 0; guarded < 2; guarded++) {
            size_t size = sizes[i];
            cs c = cs_new(size, lib, guarded);
            tfc_allocator *a = (tfc_allocator *)(void *)c.p;
            tfc_allocator_init(a, size);
            scribble_unheld(&c, ends, offs, sizeof ends / sizeof *ends);
            if (HOLDS(tfc_allocator, size, alloc)) a->alloc = count_alloc;
            if (HOLDS(tfc_allocator, size, free)) a->free = count_free;
            if (HOLDS(tfc_allocator, size, user)) a->user = &g_token;
            int used = HOLDS(tfc_allocator, size, alloc) && HOLDS(tfc_allocator, size, free);
            void *user = HOLDS(tfc_allocator, size, user) ? (void *)&g_token : NULL;
            tfc_error err;
            tfc_error_init(&err, sizeof err);

            /* passed directly */
            g_allocs = 0;
            g_user_seen = (void *)&g_allocs;
            tfc_resolver *r = NULL;
            assert_int_equal(tfc_resolver_parse(&r, "standard\n", 9, a, &err), TFC_OK);
            tfc_resolver_free(r);
            tfc_delegate *d = NULL;
            assert_int_equal(tfc_delegate_parse(&d, "builtin ADD 2\n", 14, a, &err), TFC_OK);
            tfc_delegate_free(d);
            tfc_registry_builder *b = NULL;
            assert_int_equal(tfc_registry_builder_new(&b, a, &err), TFC_OK);
            tfc_registry_builder_free(b);
            if (used) {
                assert_true(g_allocs > 0);
                assert_ptr_equal(g_user_seen, user);
            } else {
                assert_int_equal(g_allocs, 0);
            }

            /* through options */
            g_allocs = 0;
            g_user_seen = (void *)&g_allocs;
            tfc_parse_options po;
            tfc_parse_options_init(&po, sizeof po);
            po.allocator = a;
            tfc_model *m = NULL;
            assert_int_equal(tfc_model_parse(&m, g_pb, g_pb_len, TFC_KIND_UNKNOWN, &po, &err), TFC_OK);
            tfc_model_free(m);
            tfc_tflite_options to;
            tfc_tflite_options_init(&to, sizeof to);
            to.allocator = a;
            tfc_tflite_model *tm = NULL;
            assert_int_equal(tfc_tflite_model_parse(&tm, g_tfl.buf, g_tfl.len, &to, &err), TFC_OK);
            tfc_tflite_model_free(tm);
            if (used) {
                assert_true(g_allocs > 0);
                assert_ptr_equal(g_user_seen, user);
            } else {
                assert_int_equal(g_allocs, 0);
            }
            cs_done(&c, "tfc_allocator");
        }
    }
}

/* ---- tfc_parse_options ------------------------------------------------------ */

#define PARSE_MEMBERS(X) X(allocator) X(max_input_size) X(max_depth) X(max_fields) X(max_string_size) \
    X(max_meta_graphs) X(max_names) X(max_bad_consumers) X(function_names)

static void parse_options_members_are_read_only_when_held(void **state)
{
    (void)state;
    const size_t lib = sizeof(tfc_parse_options);
#define E(m) MEMBER(tfc_parse_options, m),
#define O(m) OFFSET(tfc_parse_options, m),
    const size_t ends[] = {PARSE_MEMBERS(E)};
    const size_t offs[] = {PARSE_MEMBERS(O)};
#undef E
#undef O
    size_t sizes[32];
    size_t n = sizes_for(sizes, lib, ends, offs, sizeof ends / sizeof *ends);
    for (size_t i = 0; i < n; i++) {
        for (int guarded = 0; guarded < 2; guarded++) {
            size_t size = sizes[i];
            cs c = cs_new(size, lib, guarded);
            tfc_parse_options *o = (tfc_parse_options *)(void *)c.p;
            tfc_parse_options_init(o, size);
            scribble_unheld(&c, ends, offs, sizeof ends / sizeof *ends);
            /* a limit the input exceeds, when the caller has it */
            int limited = HOLDS(tfc_parse_options, size, max_input_size);
            if (limited) o->max_input_size = 16;
            int32_t want = limited ? TFC_E_TOO_LARGE : TFC_OK;
            tfc_error err;
            tfc_error_init(&err, sizeof err);

            tfc_model *m = NULL;
            assert_int_equal(tfc_model_parse(&m, g_pb, g_pb_len, TFC_KIND_UNKNOWN, o, &err), want);
            tfc_model_free(m);
            m = NULL;
            assert_int_equal(tfc_file_open_model(&m, SM_PB, TFC_KIND_UNKNOWN, o, &err), want);
            tfc_model_free(m);
            tfc_versiondef *vd = NULL;
            static const uint8_t VD[] = {0x08, 0x1B, 0x10, 0x01, 0x18, 0x05, 0x18, 0x06, 0x18, 0x07,
                                         0x18, 0x08, 0x18, 0x09, 0x18, 0x0A, 0x18, 0x0B, 0x18, 0x0C};
            assert_int_equal(tfc_versiondef_parse(&vd, VD, sizeof VD, o, &err), want);
            if (!want) assert_int_equal(tfc_versiondef_producer(vd), 27);
            tfc_versiondef_free(vd);
            tfc_artifact_options ao;
            tfc_artifact_options_init(&ao, sizeof ao);
            ao.parse = o;
            tfc_artifact *a = NULL;
            assert_int_equal(tfc_artifact_parse(&a, g_pb, g_pb_len, &ao, &err), want);
            tfc_artifact_free(a);
            a = NULL;
            assert_int_equal(tfc_artifact_open(&a, SM_DIR, &ao, &err), want);
            tfc_artifact_free(a);
            cs_done(&c, "tfc_parse_options");
        }
    }
}

/* ---- tfc_accept_options ----------------------------------------------------- */

static void accept_options_members_are_read_only_when_held(void **state)
{
    (void)state;
    const size_t lib = sizeof(tfc_accept_options);
    const size_t ends[] = {MEMBER(tfc_accept_options, allocator), MEMBER(tfc_accept_options, forward_compat_window)};
    const size_t offs[] = {OFFSET(tfc_accept_options, allocator), OFFSET(tfc_accept_options, forward_compat_window)};
    size_t sizes[16];
    size_t n = sizes_for(sizes, lib, ends, offs, 2);
    tfc_versiondef *data = treg_vd(100, 0, NULL, 0); /* 90 versions past the consumer */
    for (size_t i = 0; i < n; i++) {
        for (int guarded = 0; guarded < 2; guarded++) {
            size_t size = sizes[i];
            cs c = cs_new(size, lib, guarded);
            tfc_accept_options *o = (tfc_accept_options *)(void *)c.p;
            tfc_accept_options_init(o, size);
            scribble_unheld(&c, ends, offs, sizeof ends / sizeof *ends);
            /* -1 turns the window's warning off; the default (21) warns */
            int held = HOLDS(tfc_accept_options, size, forward_compat_window);
            if (held) o->forward_compat_window = -1;
            tfc_error err;
            tfc_error_init(&err, sizeof err);
            tfc_verdict *v = NULL;
            assert_int_equal(tfc_accept_check(&v, data, 10, 0, "GraphDef", "graph", "2.0.0", o, &err), TFC_OK);
            assert_int_equal(tfc_verdict_finding_count(v), held ? 0 : 1);
            if (!held) assert_int_equal(tfc_verdict_finding_reason(v, 0), TFC_REASON_FORWARD_COMPAT_WINDOW);
            tfc_verdict_free(v);
            cs_done(&c, "tfc_accept_options");
        }
    }
    tfc_versiondef_free(data);
}

/* ---- tfc_check_options ------------------------------------------------------ */

static void check_options_members_are_read_only_when_held(void **state)
{
    (void)state;
    const size_t lib = sizeof(tfc_check_options);
    const size_t ends[] = {MEMBER(tfc_check_options, flags), MEMBER(tfc_check_options, allocator),
                           MEMBER(tfc_check_options, parse)};
    const size_t offs[] = {OFFSET(tfc_check_options, flags), OFFSET(tfc_check_options, allocator),
                           OFFSET(tfc_check_options, parse)};
    size_t sizes[16];
    size_t n = sizes_for(sizes, lib, ends, offs, 3);
    tfc_target *t = NULL;
    assert_int_equal(tfc_target_parse(&t, "2.9.0", NULL, NULL), TFC_OK);
    /* A limit the model exceeds: honoured only when the size holds `parse`. */
    tfc_parse_options po;
    tfc_parse_options_init(&po, sizeof po);
    po.max_input_size = 16;
    for (size_t i = 0; i < n; i++) {
        for (int guarded = 0; guarded < 2; guarded++) {
            size_t size = sizes[i];
            cs c = cs_new(size, lib, guarded);
            tfc_check_options *o = (tfc_check_options *)(void *)c.p;
            tfc_check_options_init(o, size);
            scribble_unheld(&c, ends, offs, sizeof ends / sizeof *ends);
            int held = HOLDS(tfc_check_options, size, parse);
            if (HOLDS(tfc_check_options, size, allocator)) o->allocator = NULL;
            if (held) o->parse = &po;
            tfc_error err;
            tfc_error_init(&err, sizeof err);
            tfc_verdict *v = NULL;
            int32_t rc = tfc_check_path(&v, t, TFC_TEST_DIR "/corpus/saved_model/saved_model_half_plus_two_tf2_cpu", o, &err);
            if (held) {
                assert_int_equal(rc, TFC_E_TOO_LARGE);
            } else {
                assert_int_equal(rc, TFC_OK);
                assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_REJECTED);
            }
            tfc_verdict_free(v);
            cs_done(&c, "tfc_check_options");
        }
    }
    tfc_target_free(t);
}

/* ---- tfc_artifact_options --------------------------------------------------- */

#define ARTIFACT_MEMBERS(X) X(flags) X(expected_kind) X(allocator) X(parse) X(checkpoint) X(tflite) X(read_kinds)

static void artifact_options_members_are_read_only_when_held(void **state)
{
    (void)state;
    const size_t lib = sizeof(tfc_artifact_options);
#define E(m) MEMBER(tfc_artifact_options, m),
#define O(m) OFFSET(tfc_artifact_options, m),
    const size_t ends[] = {ARTIFACT_MEMBERS(E)};
    const size_t offs[] = {ARTIFACT_MEMBERS(O)};
#undef E
#undef O
    size_t sizes[32];
    size_t n = sizes_for(sizes, lib, ends, offs, sizeof ends / sizeof *ends);
    for (size_t i = 0; i < n; i++) {
        for (int guarded = 0; guarded < 2; guarded++) {
            size_t size = sizes[i];
            cs c = cs_new(size, lib, guarded);
            tfc_artifact_options *o = (tfc_artifact_options *)(void *)c.p;
            tfc_artifact_options_init(o, size);
            scribble_unheld(&c, ends, offs, sizeof ends / sizeof *ends);
            /* a kind the SavedModel is not, when the caller has the member */
            int held = HOLDS(tfc_artifact_options, size, expected_kind);
            if (held) o->expected_kind = TFC_KIND_TFLITE;
            tfc_error err;
            tfc_error_init(&err, sizeof err);
            tfc_artifact *a = NULL;
            int32_t rc = tfc_artifact_parse(&a, g_pb, g_pb_len, o, &err);
            if (held) {
                assert_true(rc < 0);
            } else {
                assert_int_equal(rc, TFC_OK);
                assert_int_equal(tfc_artifact_kind(a), TFC_KIND_SAVED_MODEL);
            }
            tfc_artifact_free(a);
            a = NULL;
            rc = tfc_artifact_open(&a, SM_DIR, o, &err);
            if (held) {
                assert_true(rc < 0);
            } else {
                assert_int_equal(rc, TFC_OK);
                assert_int_equal(tfc_artifact_checkpoint_status(a, &err), TFC_OK);
            }
            tfc_artifact_free(a);
            cs_done(&c, "tfc_artifact_options");
        }
    }
}

/* ---- tfc_checkpoint_options ------------------------------------------------- */

#define CHECKPOINT_MEMBERS(X) X(flags) X(allocator) X(max_file_size) X(max_block_size) X(max_entries) \
    X(max_key_length) X(max_rank) X(max_bad_consumers)

static void checkpoint_options_members_are_read_only_when_held(void **state)
{
    (void)state;
    const size_t lib = sizeof(tfc_checkpoint_options);
#define E(m) MEMBER(tfc_checkpoint_options, m),
#define O(m) OFFSET(tfc_checkpoint_options, m),
    const size_t ends[] = {CHECKPOINT_MEMBERS(E)};
    const size_t offs[] = {CHECKPOINT_MEMBERS(O)};
#undef E
#undef O
    size_t sizes[32];
    size_t n = sizes_for(sizes, lib, ends, offs, sizeof ends / sizeof *ends);
    for (size_t i = 0; i < n; i++) {
        for (int guarded = 0; guarded < 2; guarded++) {
            size_t size = sizes[i];
            cs c = cs_new(size, lib, guarded);
            tfc_checkpoint_options *o = (tfc_checkpoint_options *)(void *)c.p;
            tfc_checkpoint_options_init(o, size);
            scribble_unheld(&c, ends, offs, sizeof ends / sizeof *ends);
            int limited = HOLDS(tfc_checkpoint_options, size, max_file_size);
            if (limited) o->max_file_size = 16;
            int32_t want = limited ? TFC_E_TOO_LARGE : TFC_OK;
            tfc_error err;
            tfc_error_init(&err, sizeof err);
            tfc_checkpoint *ck = NULL;
            assert_int_equal(tfc_checkpoint_parse(&ck, g_index, g_index_len, o, &err), want);
            tfc_checkpoint_free(ck);
            ck = NULL;
            assert_int_equal(tfc_checkpoint_open(&ck, SM_INDEX, o, &err), want);
            tfc_checkpoint_free(ck);
            /* carried by the artifact options, for a SavedModel's variables */
            tfc_artifact_options ao;
            tfc_artifact_options_init(&ao, sizeof ao);
            ao.checkpoint = o;
            tfc_artifact *a = NULL;
            assert_int_equal(tfc_artifact_open(&a, SM_DIR, &ao, &err), TFC_OK);
            assert_int_equal(tfc_artifact_checkpoint_status(a, &err), want);
            tfc_artifact_free(a);
            cs_done(&c, "tfc_checkpoint_options");
        }
    }
}

/* ---- tfc_tflite_options ----------------------------------------------------- */

#define TFLITE_MEMBERS(X) X(flags) X(allocator) X(max_size) X(max_depth) X(max_vector_len) X(max_tables) \
    X(max_work) X(max_findings)

static void tflite_options_members_are_read_only_when_held(void **state)
{
    (void)state;
    const size_t lib = sizeof(tfc_tflite_options);
#define E(m) MEMBER(tfc_tflite_options, m),
#define O(m) OFFSET(tfc_tflite_options, m),
    const size_t ends[] = {TFLITE_MEMBERS(E)};
    const size_t offs[] = {TFLITE_MEMBERS(O)};
#undef E
#undef O
    size_t sizes[32];
    size_t n = sizes_for(sizes, lib, ends, offs, sizeof ends / sizeof *ends);
    for (size_t i = 0; i < n; i++) {
        for (int guarded = 0; guarded < 2; guarded++) {
            size_t size = sizes[i];
            cs c = cs_new(size, lib, guarded);
            tfc_tflite_options *o = (tfc_tflite_options *)(void *)c.p;
            tfc_tflite_options_init(o, size);
            scribble_unheld(&c, ends, offs, sizeof ends / sizeof *ends);
            int limited = HOLDS(tfc_tflite_options, size, max_size);
            if (limited) o->max_size = 16;
            int32_t want = limited ? TFC_E_TOO_LARGE : TFC_OK;
            tfc_error err;
            tfc_error_init(&err, sizeof err);
            tfc_tflite_model *m = NULL;
            assert_int_equal(tfc_tflite_model_parse(&m, g_tfl.buf, g_tfl.len, o, &err), want);
            tfc_tflite_model_free(m);
            m = NULL;
            assert_int_equal(tfc_tflite_model_open(&m, g_tfl_path, o, &err), want);
            tfc_tflite_model_free(m);
            tfc_artifact_options ao;
            tfc_artifact_options_init(&ao, sizeof ao);
            ao.tflite = o;
            tfc_artifact *a = NULL;
            assert_int_equal(tfc_artifact_parse(&a, g_tfl.buf, g_tfl.len, &ao, &err), want);
            tfc_artifact_free(a);
            a = NULL;
            assert_int_equal(tfc_artifact_open(&a, g_tfl_path, &ao, &err), want);
            tfc_artifact_free(a);
            cs_done(&c, "tfc_tflite_options");
        }
    }
}

/* ---- tfc_consumer_spec ------------------------------------------------------ */

#define SPEC_MEMBERS(X) X(scheme) X(name) X(release) X(version_known) X(consumer) X(consumer_low) \
    X(consumer_high) X(min_producer) X(min_consumer) X(date) X(mark) X(source) X(citation) X(op_set) X(loader)

static void consumer_spec_members_are_read_only_when_held(void **state)
{
    (void)state;
    const size_t lib = sizeof(tfc_consumer_spec);
#define E(m) MEMBER(tfc_consumer_spec, m),
#define O(m) OFFSET(tfc_consumer_spec, m),
    const size_t ends[] = {SPEC_MEMBERS(E)};
    const size_t offs[] = {SPEC_MEMBERS(O)};
#undef E
#undef O
    size_t sizes[48];
    size_t n = sizes_for(sizes, lib, ends, offs, sizeof ends / sizeof *ends);
    for (size_t i = 0; i < n; i++) {
        for (int guarded = 0; guarded < 2; guarded++) {
            size_t size = sizes[i];
            cs c = cs_new(size, lib, guarded);
            tfc_consumer_spec *s = (tfc_consumer_spec *)(void *)c.p;
            tfc_consumer_spec_init(s, size);
            scribble_unheld(&c, ends, offs, sizeof ends / sizeof *ends);
            if (HOLDS(tfc_consumer_spec, size, scheme)) s->scheme = "graphdef";
            if (HOLDS(tfc_consumer_spec, size, name)) s->name = "old";
            if (HOLDS(tfc_consumer_spec, size, release)) s->release = "1.0.0";
            if (HOLDS(tfc_consumer_spec, size, consumer)) s->consumer = 24;
            if (HOLDS(tfc_consumer_spec, size, min_producer)) s->min_producer = 0;
            /* the required strings make a spec; the rest defaults */
            int32_t want = HOLDS(tfc_consumer_spec, size, release) ? TFC_OK : TFC_E_INVALID_ARGUMENT;
            tfc_error err;
            tfc_error_init(&err, sizeof err);
            tfc_registry_builder *b = NULL;
            assert_int_equal(tfc_registry_builder_new(&b, NULL, &err), TFC_OK);
            assert_int_equal(tfc_registry_builder_add_consumer_spec(b, s, &err), want);
            tfc_registry_builder_free(b);
            cs_done(&c, "tfc_consumer_spec");
        }
    }
}

/* ---- the info structs the library fills -------------------------------------- */

/* out->size = size, call, and the members held are the full call's. */
#define INFO_SIZES(T, ...)                                                              \
    const size_t lib = sizeof(T);                                                       \
    const size_t ends[] = {__VA_ARGS__};                                                \
    size_t sizes[32];                                                                   \
    size_t n = sizes_for(sizes, lib, ends, ends, sizeof ends / sizeof *ends)

static void info_structs_are_filled_within_their_size(void **state)
{
    (void)state;
    tfc_tflite_model *m = parse_ok(&g_tfl);
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    {
        INFO_SIZES(tfc_tflite_opcode_info, MEMBER(tfc_tflite_opcode_info, builtin_code),
                   MEMBER(tfc_tflite_opcode_info, version), MEMBER(tfc_tflite_opcode_info, custom_code),
                   MEMBER(tfc_tflite_opcode_info, builtin_name));
        tfc_tflite_opcode_info full = {.size = sizeof full};
        assert_int_equal(tfc_tflite_model_opcode(&full, m, 0), TFC_OK);
        for (size_t i = 0; i < n; i++)
            for (int guarded = 0; guarded < 2; guarded++) {
                cs c = cs_new(sizes[i], lib, guarded);
                tfc_tflite_opcode_info *o = (tfc_tflite_opcode_info *)(void *)c.p;
                o->size = (uint32_t)sizes[i];
                assert_int_equal(tfc_tflite_model_opcode(o, m, 0), TFC_OK);
                assert_int_equal(o->size, sizes[i]);
                if (HOLDS(tfc_tflite_opcode_info, sizes[i], version)) assert_int_equal(o->version, full.version);
                if (HOLDS(tfc_tflite_opcode_info, sizes[i], builtin_name))
                    assert_string_equal(o->builtin_name, full.builtin_name);
                cs_done(&c, "tfc_tflite_opcode_info");
            }
    }
    {
        INFO_SIZES(tfc_tflite_subgraph_info, MEMBER(tfc_tflite_subgraph_info, name),
                   MEMBER(tfc_tflite_subgraph_info, tensor_count), MEMBER(tfc_tflite_subgraph_info, output_count));
        for (size_t i = 0; i < n; i++)
            for (int guarded = 0; guarded < 2; guarded++) {
                cs c = cs_new(sizes[i], lib, guarded);
                tfc_tflite_subgraph_info *o = (tfc_tflite_subgraph_info *)(void *)c.p;
                o->size = (uint32_t)sizes[i];
                assert_int_equal(tfc_tflite_model_subgraph(o, m, 0), TFC_OK);
                if (HOLDS(tfc_tflite_subgraph_info, sizes[i], tensor_count)) assert_int_equal(o->tensor_count, 2);
                cs_done(&c, "tfc_tflite_subgraph_info");
            }
    }
    {
        INFO_SIZES(tfc_tflite_operator_info, MEMBER(tfc_tflite_operator_info, opcode_index),
                   MEMBER(tfc_tflite_operator_info, input_count), MEMBER(tfc_tflite_operator_info, has_custom_options));
        for (size_t i = 0; i < n; i++)
            for (int guarded = 0; guarded < 2; guarded++) {
                cs c = cs_new(sizes[i], lib, guarded);
                tfc_tflite_operator_info *o = (tfc_tflite_operator_info *)(void *)c.p;
                o->size = (uint32_t)sizes[i];
                assert_int_equal(tfc_tflite_model_operator(o, m, 0, 0, &err), TFC_OK);
                if (HOLDS(tfc_tflite_operator_info, sizes[i], input_count)) assert_int_equal(o->input_count, 1);
                cs_done(&c, "tfc_tflite_operator_info");
            }
    }
    {
        INFO_SIZES(tfc_tflite_tensor_info, MEMBER(tfc_tflite_tensor_info, type), MEMBER(tfc_tflite_tensor_info, rank),
                   MEMBER(tfc_tflite_tensor_info, name), MEMBER(tfc_tflite_tensor_info, is_variable));
        for (size_t i = 0; i < n; i++)
            for (int guarded = 0; guarded < 2; guarded++) {
                cs c = cs_new(sizes[i], lib, guarded);
                tfc_tflite_tensor_info *o = (tfc_tflite_tensor_info *)(void *)c.p;
                o->size = (uint32_t)sizes[i];
                assert_int_equal(tfc_tflite_model_tensor(o, m, 0, 0, &err), TFC_OK);
                if (HOLDS(tfc_tflite_tensor_info, sizes[i], is_variable)) assert_int_equal(o->is_variable, 0);
                cs_done(&c, "tfc_tflite_tensor_info");
            }
    }
    tfc_tflite_model_free(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(init_writes_only_the_callers_bytes),
        cmocka_unit_test(error_is_written_within_its_size),
        cmocka_unit_test(allocator_members_are_used_only_when_held),
        cmocka_unit_test(parse_options_members_are_read_only_when_held),
        cmocka_unit_test(accept_options_members_are_read_only_when_held),
        cmocka_unit_test(artifact_options_members_are_read_only_when_held),
        cmocka_unit_test(checkpoint_options_members_are_read_only_when_held),
        cmocka_unit_test(tflite_options_members_are_read_only_when_held),
        cmocka_unit_test(consumer_spec_members_are_read_only_when_held),
        cmocka_unit_test(check_options_members_are_read_only_when_held),
        cmocka_unit_test(info_structs_are_filled_within_their_size),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
