/*
 * libFuzzer harness: tfc_fixture_write round trip. The input chooses the
 * kind, the versions, bad_consumers and op names; what is written must be
 * detected as that kind and read back exactly by tfc_versiondef_parse or
 * tfc_model_parse, and a buffer one byte short must stay untouched.
 * Input layout: byte 0 kind (mod 4), then 4 bytes producer, 4 bytes
 * min_consumer, 1 byte count of bad_consumers and 4 bytes each, then op
 * names separated by '\n' (NULs kept inside names are cut there).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <tfcompat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int32_t take32(const uint8_t **p, size_t *n)
{
    uint32_t v = 0;
    for (int i = 0; i < 4; i++) {
        v = v << 8 | (*n ? **p : 0);
        if (*n) (*p)++, (*n)--;
    }
    return (int32_t)v;
}

static int cmp_str(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const int32_t kinds[] = {TFC_KIND_VERSION_DEF, TFC_KIND_GRAPH_DEF, TFC_KIND_META_GRAPH_DEF,
                                    TFC_KIND_SAVED_MODEL};
    if (size > 4096) return 0;
    const uint8_t *p = data;
    size_t n = size;
    int32_t kind = kinds[(n ? *p : 0) % 4];
    if (n) p++, n--;
    int32_t producer = take32(&p, &n), min_consumer = take32(&p, &n);
    size_t n_bad = n ? *p : 0;
    if (n) p++, n--;
    int32_t bad[256];
    for (size_t i = 0; i < n_bad; i++) bad[i] = take32(&p, &n);
    /* the rest: op names, one a line */
    char *text = malloc(n + 1);
    const char **ops = calloc(n + 1, sizeof *ops);
    const char **sorted = calloc(n + 1, sizeof *sorted);
    if (!text || !ops || !sorted) abort();
    memcpy(text, p, n);
    text[n] = 0;
    size_t n_ops = 0;
    if (kind != TFC_KIND_VERSION_DEF && n)
        for (char *s = text, *e; s; s = e) {
            e = strchr(s, '\n');
            if (e) *e++ = 0;
            ops[n_ops++] = s;
        }

    size_t need = 0;
    if (tfc_fixture_write(NULL, 0, &need, kind, producer, min_consumer, bad, n_bad, ops, n_ops, NULL) != TFC_OK)
        abort();
    uint8_t *buf = malloc(need + 1);
    if (!buf) abort();
    memset(buf, 0xA5, need + 1);
    size_t got = 0;
    if (tfc_fixture_write(buf, need - 1, &got, kind, producer, min_consumer, bad, n_bad, ops, n_ops, NULL) ||
        got != need)
        abort();
    for (size_t i = 0; i <= need; i++)
        if (buf[i] != 0xA5) abort(); /* one byte short: nothing written */
    if (tfc_fixture_write(buf, need + 1, &got, kind, producer, min_consumer, bad, n_bad, ops, n_ops, NULL) ||
        got != need || buf[need] != 0xA5)
        abort();

    int32_t detected = -1;
    if (tfc_container_detect_kind(&detected, buf, need, NULL) || detected != kind) abort();
    const tfc_versiondef *v = NULL;
    tfc_versiondef *vd = NULL;
    tfc_model *m = NULL;
    const tfc_meta_graph *g = NULL;
    if (kind == TFC_KIND_VERSION_DEF) {
        if (tfc_versiondef_parse(&vd, buf, need, NULL, NULL)) abort();
        v = vd;
    } else {
        if (tfc_model_parse(&m, buf, need, kind, NULL, NULL) || tfc_model_meta_graph_count(m) != 1) abort();
        g = tfc_model_meta_graph(m, 0);
        v = tfc_meta_graph_versions(g);
        if (tfc_meta_graph_node_count(g) != (int64_t)n_ops) abort();
        size_t distinct = 0;
        memcpy(sorted, ops, n_ops * sizeof *ops);
        qsort(sorted, n_ops, sizeof *sorted, cmp_str);
        for (size_t i = 0; i < n_ops; i++)
            if (i == 0 || strcmp(sorted[i], sorted[i - 1])) sorted[distinct++] = sorted[i];
        if (tfc_meta_graph_name_count(g, TFC_NAMES_OPS_IN_GRAPH) != distinct) abort();
        for (size_t i = 0; i < distinct; i++)
            if (strcmp(tfc_meta_graph_name(g, TFC_NAMES_OPS_IN_GRAPH, i), sorted[i])) abort();
    }
    if (tfc_versiondef_producer(v) != producer || tfc_versiondef_min_consumer(v) != min_consumer ||
        tfc_versiondef_bad_consumer_count(v) != n_bad)
        abort();
    for (size_t i = 0; i < n_bad; i++)
        if (tfc_versiondef_bad_consumer(v, i) != bad[i]) abort();
    tfc_versiondef_free(vd);
    tfc_model_free(m);
    free(buf);
    free(sorted);
    free(ops);
    free(text);
    return 0;
}
