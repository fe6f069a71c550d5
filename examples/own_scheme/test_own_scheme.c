/*
 * test_own_scheme.c - cmocka tests of pluginhost's versioning
 * (own_scheme.h) on plugins the library writes at test time
 * (tfc_fixture_write): each case as a bare VersionDef, a GraphDef with
 * nodes, a MetaGraphDef and a SavedModel, all judged alike. With the
 * environment variable OWN_SCHEME_TFCOMPAT naming the tfcompat command, the
 * same plugins are also written by `tfcompat fixture` and must be the same
 * bytes.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "own_scheme.h"

static const int32_t kinds[] = {TFC_KIND_VERSION_DEF, TFC_KIND_GRAPH_DEF, TFC_KIND_META_GRAPH_DEF,
                                TFC_KIND_SAVED_MODEL};
static const char *const kind_args[] = {"versiondef", "graphdef", "meta-graph", "saved-model"};
static const char *const ops[] = {"Placeholder", "PluginBlend"};

typedef struct plugin {
    int32_t producer, min_consumer;
    const int32_t *bad;
    size_t n_bad;
} plugin;

/* The plugin's bytes, written by the library (malloc'd). */
static uint8_t *write_plugin(const plugin *p, int32_t kind, size_t *len)
{
    size_t n_ops = kind == TFC_KIND_VERSION_DEF ? 0 : 2;
    size_t need = 0;
    assert_int_equal(tfc_fixture_write(NULL, 0, &need, kind, p->producer, p->min_consumer, p->bad, p->n_bad, ops,
                                       n_ops, NULL),
                     TFC_OK);
    uint8_t *b = malloc(need);
    assert_non_null(b);
    assert_int_equal(tfc_fixture_write(b, need, len, kind, p->producer, p->min_consumer, p->bad, p->n_bad, ops, n_ops,
                                       NULL),
                     TFC_OK);
    assert_int_equal(*len, need);
    return b;
}

static tfc_registry *registry(void)
{
    tfc_registry *r = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(own_scheme_registry(&r, &err), TFC_OK);
    return r;
}

/* Every kind of the plugin: host `release` answers `accepted` (and, when
 * refusing, `message`); the oldest host is `oldest` ("" for none). */
static void expect(const tfc_registry *r, const plugin *p, const char *release, int32_t accepted, const char *message,
                   const char *oldest)
{
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
        size_t len = 0;
        uint8_t *b = write_plugin(p, kinds[k], &len);
        int32_t got = -1;
        char msg[512];
        tfc_error err;
        tfc_error_init(&err, sizeof err);
        assert_int_equal(own_scheme_check(r, release, b, len, &got, msg, sizeof msg, &err), TFC_OK);
        assert_int_equal(got, accepted);
        assert_string_equal(msg, accepted ? "" : message);
        const char *first = NULL;
        assert_int_equal(own_scheme_oldest_host(r, b, len, &first, &err), TFC_OK);
        assert_string_equal(first, oldest);
        free(b);
    }
}

static void an_old_plugin_loads_until_2_0_drops_its_producer(void **state)
{
    (void)state;
    tfc_registry *r = registry();
    plugin p = {0, 0, NULL, 0};
    expect(r, &p, "1.0", 1, NULL, "1.0");
    expect(r, &p, "1.1", 0,
           "Plugin producer version 0 below min producer 1 supported by TensorFlow 1.1.  Please regenerate your plugin.",
           "1.0");
    expect(r, &p, "2.0", 0,
           "Plugin producer version 0 below min producer 3 supported by TensorFlow 2.0.  Please regenerate your plugin.",
           "1.0");
    tfc_registry_free(r);
}

static void a_plugin_written_by_2_0_needs_2_0(void **state)
{
    (void)state;
    tfc_registry *r = registry();
    plugin p = {7, 5, NULL, 0};
    expect(r, &p, "1.1", 0,
           "Plugin min consumer version 5 above current version 4 for TensorFlow 1.1.  Please upgrade TensorFlow.",
           "2.0");
    expect(r, &p, "2.0", 1, NULL, "2.0");
    tfc_registry_free(r);
}

static void a_bad_consumer_is_skipped(void **state)
{
    (void)state;
    tfc_registry *r = registry();
    static const int32_t bad[] = {4};
    plugin p = {4, 0, bad, 1};
    expect(r, &p, "1.0", 1, NULL, "1.0");
    expect(r, &p, "1.1", 0, "Plugin disallows consumer version 4.  Please upgrade TensorFlow: this version is likely buggy.",
           "1.0");
    expect(r, &p, "2.0", 1, NULL, "1.0");
    p.min_consumer = 4; /* 1.0 too old, 1.1 listed as bad: only 2.0 */
    expect(r, &p, "2.0", 1, NULL, "2.0");
    tfc_registry_free(r);
}

static void a_plugin_from_the_future_loads_nowhere(void **state)
{
    (void)state;
    tfc_registry *r = registry();
    plugin p = {9, 8, NULL, 0};
    expect(r, &p, "2.0", 0,
           "Plugin min consumer version 8 above current version 7 for TensorFlow 2.0.  Please upgrade TensorFlow.", "");
    tfc_registry_free(r);
}

static void errors_are_codes_not_verdicts(void **state)
{
    (void)state;
    tfc_registry *r = registry();
    plugin p = {4, 0, NULL, 0};
    size_t len = 0;
    uint8_t *b = write_plugin(&p, TFC_KIND_GRAPH_DEF, &len);
    int32_t accepted = 7;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(own_scheme_check(r, "3.0", b, len, &accepted, NULL, 0, &err), TFC_E_UNKNOWN_RELEASE);
    assert_int_equal(accepted, 0);
    /* the plugin cut short inside its versions: the library names the fault */
    assert_true(own_scheme_check(r, "1.0", b, len - 1, &accepted, NULL, 0, &err) < 0);
    free(b);
    static const uint8_t tflite[] = {0x1c, 0, 0, 0, 'T', 'F', 'L', '3', 0, 0, 0, 0};
    assert_true(own_scheme_check(r, "1.0", tflite, sizeof tflite, &accepted, NULL, 0, &err) < 0);
    tfc_registry_free(r);
}

/* The same plugins through `tfcompat fixture`: identical bytes. */
static void the_command_writes_the_same_plugins(void **state)
{
    (void)state;
    const char *tfcompat = getenv("OWN_SCHEME_TFCOMPAT");
    if (!tfcompat || !*tfcompat) {
        skip();
        return;
    }
    char dir[] = "/tmp/own_scheme_XXXXXX";
    assert_non_null(mkdtemp(dir));
    static const int32_t bad[] = {4, 6};
    plugin p = {7, 5, bad, 2};
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
        char path[64], cmd[1024];
        snprintf(path, sizeof path, "%s/plugin.pb", dir);
        snprintf(cmd, sizeof cmd,
                 "'%s' fixture %s --producer 7 --min-consumer 5 --bad-consumer 4 --bad-consumer 6 %s -o %s >/dev/null",
                 tfcompat, kind_args[k], kinds[k] == TFC_KIND_VERSION_DEF ? "" : "--op Placeholder --op PluginBlend",
                 path);
        assert_int_equal(system(cmd), 0);
        FILE *f = fopen(path, "rb");
        assert_non_null(f);
        uint8_t got[256];
        size_t n = fread(got, 1, sizeof got, f);
        fclose(f);
        size_t len = 0;
        uint8_t *want = write_plugin(&p, kinds[k], &len);
        assert_int_equal(n, len);
        assert_memory_equal(got, want, len);
        free(want);
        unlink(path);
    }
    rmdir(dir);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(an_old_plugin_loads_until_2_0_drops_its_producer),
        cmocka_unit_test(a_plugin_written_by_2_0_needs_2_0),
        cmocka_unit_test(a_bad_consumer_is_skipped),
        cmocka_unit_test(a_plugin_from_the_future_loads_nowhere),
        cmocka_unit_test(errors_are_codes_not_verdicts),
        cmocka_unit_test(the_command_writes_the_same_plugins),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
