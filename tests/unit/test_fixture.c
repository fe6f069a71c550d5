/*
 * Tests for tfcompat/fixture.h: what tfc_fixture_write writes, the library
 * reads back exactly (tfc_versiondef_parse, tfc_model_parse, kind
 * detection), over a grid of versions (zero, negative, the int32 limits),
 * bad_consumers lists and op lists; exact bytes for a small case; snprintf
 * semantics; argument errors. No libFuzzer: a deterministic grid.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include <tfcompat.h>

static const int32_t kinds[] = {TFC_KIND_VERSION_DEF, TFC_KIND_GRAPH_DEF, TFC_KIND_META_GRAPH_DEF,
                                TFC_KIND_SAVED_MODEL};

/* Writes a fixture into a malloc'd buffer of exactly its size. */
static uint8_t *write_fixture(size_t *n, int32_t kind, int32_t producer, int32_t min_consumer,
                              const int32_t *bad, size_t n_bad, const char *const *ops, size_t n_ops)
{
    size_t need = 0;
    assert_int_equal(tfc_fixture_write(NULL, 0, &need, kind, producer, min_consumer, bad, n_bad, ops, n_ops, NULL),
                     TFC_OK);
    assert_true(need > 0);
    uint8_t *b = malloc(need);
    assert_non_null(b);
    size_t again = 0;
    assert_int_equal(tfc_fixture_write(b, need, &again, kind, producer, min_consumer, bad, n_bad, ops, n_ops, NULL),
                     TFC_OK);
    assert_int_equal(again, need);
    *n = need;
    return b;
}

static void assert_versions(const tfc_versiondef *v, int32_t producer, int32_t min_consumer, const int32_t *bad,
                            size_t n_bad)
{
    assert_int_equal(tfc_versiondef_producer(v), producer);
    assert_int_equal(tfc_versiondef_min_consumer(v), min_consumer);
    assert_int_equal(tfc_versiondef_bad_consumer_count(v), n_bad);
    for (size_t i = 0; i < n_bad; i++) assert_int_equal(tfc_versiondef_bad_consumer(v, i), bad[i]);
}

/* Sorted, duplicate-free op names, as the model's name list holds them. */
static int cmp_str(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }

static void check_round_trip(int32_t kind, int32_t producer, int32_t min_consumer, const int32_t *bad, size_t n_bad,
                             const char *const *ops, size_t n_ops)
{
    size_t n;
    uint8_t *b = write_fixture(&n, kind, producer, min_consumer, bad, n_bad, ops, n_ops);
    int32_t detected = -1;
    assert_int_equal(tfc_container_detect_kind(&detected, b, n, NULL), TFC_OK);
    assert_int_equal(detected, kind);
    if (kind == TFC_KIND_VERSION_DEF) {
        tfc_versiondef *v = NULL;
        assert_int_equal(tfc_versiondef_parse(&v, b, n, NULL, NULL), TFC_OK);
        assert_versions(v, producer, min_consumer, bad, n_bad);
        tfc_versiondef_free(v);
        free(b);
        return;
    }
    tfc_model *m = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_model_parse(&m, b, n, kind, NULL, &err), TFC_OK);
    assert_int_equal(tfc_model_kind(m), kind);
    assert_int_equal(tfc_model_meta_graph_count(m), 1);
    const tfc_meta_graph *g = tfc_model_meta_graph(m, 0);
    assert_true(tfc_meta_graph_has_graph_def(g));
    assert_true(tfc_meta_graph_has_versions(g));
    assert_versions(tfc_meta_graph_versions(g), producer, min_consumer, bad, n_bad);
    assert_int_equal(tfc_meta_graph_node_count(g), (int64_t)n_ops);
    const char **sorted = calloc(n_ops + 1, sizeof *sorted);
    size_t distinct = 0;
    for (size_t i = 0; i < n_ops; i++) sorted[i] = ops[i];
    qsort(sorted, n_ops, sizeof *sorted, cmp_str);
    for (size_t i = 0; i < n_ops; i++)
        if (i == 0 || strcmp(sorted[i], sorted[i - 1])) sorted[distinct++] = sorted[i];
    assert_int_equal(tfc_meta_graph_name_count(g, TFC_NAMES_OPS_IN_GRAPH), distinct);
    for (size_t i = 0; i < distinct; i++)
        assert_string_equal(tfc_meta_graph_name(g, TFC_NAMES_OPS_IN_GRAPH, i), sorted[i]);
    free(sorted);
    if (kind == TFC_KIND_META_GRAPH_DEF || kind == TFC_KIND_SAVED_MODEL) {
        assert_true(tfc_meta_graph_has_meta_info(g));
        assert_int_equal(tfc_meta_graph_tag_count(g), 1);
        size_t tl = 0;
        const char *tag = tfc_meta_graph_tag(g, 0, &tl);
        assert_int_equal(tl, 5);
        assert_memory_equal(tag, "serve", 5);
    }
    if (kind == TFC_KIND_SAVED_MODEL) assert_int_equal(tfc_model_schema_version(m), 1);
    tfc_model_free(m);
    free(b);
}

static void round_trips_over_a_grid(void **state)
{
    (void)state;
    static const int32_t values[] = {0, 1, 12, 127, 128, 1569, 2314, -1, INT32_MAX, INT32_MIN};
    static const int32_t bad0[] = {0};
    static const int32_t bad3[] = {5, -7, 300};
    static const int32_t bad_max[] = {INT32_MAX, INT32_MIN, 1};
    static const struct { const int32_t *b; size_t n; } bads[] = {{NULL, 0}, {bad0, 1}, {bad3, 3}, {bad_max, 3}};
    static const char *const ops1[] = {"Const"};
    static const char *const ops4[] = {"Placeholder", "Const", "MatMul", "Const"};
    static const char *const odd[] = {"", "Op with spaces", "\xc3\xa9t\xc3\xa9"};
    static const struct { const char *const *o; size_t n; } opsets[] = {{NULL, 0}, {ops1, 1}, {ops4, 4}, {odd, 3}};
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++)
        for (size_t p = 0; p < sizeof values / sizeof values[0]; p++)
            for (size_t c = 0; c < sizeof values / sizeof values[0]; c++)
                for (size_t b = 0; b < sizeof bads / sizeof bads[0]; b++)
                    for (size_t o = 0; o < sizeof opsets / sizeof opsets[0]; o++) {
                        if (kinds[k] == TFC_KIND_VERSION_DEF && opsets[o].n) continue;
                        check_round_trip(kinds[k], values[p], values[c], bads[b].b, bads[b].n, opsets[o].o,
                                         opsets[o].n);
                    }
}

static void many_nodes_and_bad_consumers(void **state)
{
    (void)state;
    enum { N = 3000 };
    static int32_t bad[N];
    static char names[N][16];
    static const char *ops[N];
    for (size_t i = 0; i < N; i++) {
        bad[i] = (int32_t)(i * 7919) - 1000;
        snprintf(names[i], sizeof names[i], "Op%zu", i % 250);
        ops[i] = names[i];
    }
    check_round_trip(TFC_KIND_SAVED_MODEL, 1569, 12, bad, N, ops, N);
    check_round_trip(TFC_KIND_GRAPH_DEF, 1569, 12, bad, N, ops, N);
    check_round_trip(TFC_KIND_VERSION_DEF, 1569, 12, bad, N, NULL, 0);
}

static void exact_bytes(void **state)
{
    (void)state;
    static const int32_t bad[] = {5, 9};
    static const char *const ops[] = {"Const"};
    /* VersionDef {producer 1569, min_consumer 12, bad_consumers [5, 9] packed} */
    static const uint8_t vd[] = {0x08, 0xa1, 0x0c, 0x10, 0x0c, 0x1a, 0x02, 0x05, 0x09};
    /* GraphDef {node {name "node0" op "Const"} versions {...}} */
    static const uint8_t gd[] = {0x0a, 0x0e, 0x0a, 0x05, 'n', 'o', 'd', 'e', '0', 0x12, 0x05, 'C', 'o', 'n', 's', 't',
                                 0x22, 0x09, 0x08, 0xa1, 0x0c, 0x10, 0x0c, 0x1a, 0x02, 0x05, 0x09};
    /* an all-zero VersionDef still writes its producer */
    static const uint8_t zero[] = {0x08, 0x00};
    uint8_t out[64];
    size_t n = 0;
    assert_int_equal(tfc_fixture_write(out, sizeof out, &n, TFC_KIND_VERSION_DEF, 1569, 12, bad, 2, NULL, 0, NULL),
                     TFC_OK);
    assert_int_equal(n, sizeof vd);
    assert_memory_equal(out, vd, sizeof vd);
    assert_int_equal(tfc_fixture_write(out, sizeof out, &n, TFC_KIND_GRAPH_DEF, 1569, 12, bad, 2, ops, 1, NULL), TFC_OK);
    assert_int_equal(n, sizeof gd);
    assert_memory_equal(out, gd, sizeof gd);
    assert_int_equal(tfc_fixture_write(out, sizeof out, &n, TFC_KIND_VERSION_DEF, 0, 0, NULL, 0, NULL, 0, NULL), TFC_OK);
    assert_int_equal(n, sizeof zero);
    assert_memory_equal(out, zero, sizeof zero);
    /* -1 is a 10-byte sign-extended varint, as protobuf writes an int32 */
    assert_int_equal(tfc_fixture_write(out, sizeof out, &n, TFC_KIND_VERSION_DEF, -1, 0, NULL, 0, NULL, 0, NULL), TFC_OK);
    assert_int_equal(n, 11);
}

static void snprintf_semantics(void **state)
{
    (void)state;
    static const char *const ops[] = {"Const", "Identity"};
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
        size_t nops = kinds[k] == TFC_KIND_VERSION_DEF ? 0 : 2;
        size_t need = 0;
        assert_int_equal(tfc_fixture_write(NULL, 0, &need, kinds[k], 21, 0, NULL, 0, ops, nops, NULL), TFC_OK);
        uint8_t buf[256];
        assert_true(need < sizeof buf);
        /* one byte short: nothing written, the size still reported */
        memset(buf, 0xEE, sizeof buf);
        size_t got = 0;
        assert_int_equal(tfc_fixture_write(buf, need - 1, &got, kinds[k], 21, 0, NULL, 0, ops, nops, NULL), TFC_OK);
        assert_int_equal(got, need);
        for (size_t i = 0; i < sizeof buf; i++) assert_int_equal(buf[i], 0xEE);
        /* room to spare: exactly need bytes written, the rest untouched */
        assert_int_equal(tfc_fixture_write(buf, sizeof buf, &got, kinds[k], 21, 0, NULL, 0, ops, nops, NULL), TFC_OK);
        assert_int_equal(got, need);
        for (size_t i = need; i < sizeof buf; i++) assert_int_equal(buf[i], 0xEE);
    }
}

static void argument_errors(void **state)
{
    (void)state;
    static const char *const ops[] = {"Const", NULL};
    uint8_t buf[16];
    size_t n = 99;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_fixture_write(buf, sizeof buf, NULL, TFC_KIND_VERSION_DEF, 1, 0, NULL, 0, NULL, 0, &err),
                     TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_fixture_write(NULL, 4, &n, TFC_KIND_VERSION_DEF, 1, 0, NULL, 0, NULL, 0, NULL),
                     TFC_E_INVALID_ARGUMENT);
    assert_int_equal(n, 0);
    assert_int_equal(tfc_fixture_write(buf, sizeof buf, &n, TFC_KIND_VERSION_DEF, 1, 0, NULL, 2, NULL, 0, NULL),
                     TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_fixture_write(buf, sizeof buf, &n, TFC_KIND_GRAPH_DEF, 1, 0, NULL, 0, NULL, 1, NULL),
                     TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_fixture_write(buf, sizeof buf, &n, TFC_KIND_GRAPH_DEF, 1, 0, NULL, 0, ops, 2, &err),
                     TFC_E_INVALID_ARGUMENT);
    assert_string_equal(err.message, "ops[1] is NULL");
    assert_int_equal(tfc_fixture_write(buf, sizeof buf, &n, TFC_KIND_VERSION_DEF, 1, 0, NULL, 0, ops, 1, NULL),
                     TFC_E_INVALID_ARGUMENT);
    for (int32_t k = -1; k <= 8; k++) {
        if (k == TFC_KIND_VERSION_DEF || k == TFC_KIND_GRAPH_DEF || k == TFC_KIND_META_GRAPH_DEF ||
            k == TFC_KIND_SAVED_MODEL)
            continue;
        assert_int_equal(tfc_fixture_write(buf, sizeof buf, &n, k, 1, 0, NULL, 0, NULL, 0, NULL),
                         TFC_E_INVALID_ARGUMENT);
    }
}

/* What the fixture carries, the acceptance rule sees: a gate test end to end. */
static void fixtures_drive_the_acceptance_rule(void **state)
{
    (void)state;
    static const int32_t bad[] = {27};
    size_t n;
    uint8_t *b = write_fixture(&n, TFC_KIND_META_GRAPH_DEF, 30, 25, bad, 1, NULL, 0);
    tfc_model *m = NULL;
    assert_int_equal(tfc_model_parse(&m, b, n, TFC_KIND_UNKNOWN, NULL, NULL), TFC_OK);
    const tfc_versiondef *v = tfc_meta_graph_versions(tfc_model_meta_graph(m, 0));
    static const struct { int32_t consumer; int accepted; } cases[] = {{24, 0}, {25, 1}, {26, 1}, {27, 0}, {40, 1}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        tfc_verdict *verdict = NULL;
        assert_int_equal(tfc_accept_check(&verdict, v, cases[i].consumer, 0, "GraphDef", "graph", "x", NULL, NULL),
                         TFC_OK);
        assert_int_equal(!!tfc_verdict_accepted(verdict), cases[i].accepted);
        tfc_verdict_free(verdict);
    }
    tfc_model_free(m);
    free(b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(round_trips_over_a_grid),
        cmocka_unit_test(many_nodes_and_bad_consumers),
        cmocka_unit_test(exact_bytes),
        cmocka_unit_test(snprintf_semantics),
        cmocka_unit_test(argument_errors),
        cmocka_unit_test(fixtures_drive_the_acceptance_rule),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
