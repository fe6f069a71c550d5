/*
 * release_axis.c - the TFLite release axis and its range tables
 * (release_axis.h). What tfc_resolver_for_release builds for one release
 * (resolver.c, tfc__resolver_add_release), written as tables over every
 * release at once:
 *
 *   - (op, version) is registered from the oldest release the runtime map
 *     dates it to, and stays registered (a release adds every map entry at
 *     or before it);
 *   - a builtin code is in range from the first release whose largest
 *     mapped code reaches it;
 *   - a custom op row is registered from its first release until the one
 *     that removed it.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "opver/model.h"
#include "opver/release_axis.h"
#include "opver/resolver_internal.h"
#include "opver/tables.h"

#define AXIS_MAX 512
#define NEVER UINT16_MAX

typedef struct since_entry {
    int32_t code, version;
    uint16_t from; /* axis index */
} since_entry;

static struct {
    const char *rel[AXIS_MAX];
    size_t n;
    int32_t max_code[AXIS_MAX]; /* the largest builtin code release i knows */
    since_entry *since;         /* sorted by (code, version), one entry each */
    size_t n_since;
    /* where code c's entries start, for 0 <= c < CODE_INDEX (to c + 1's) */
#define CODE_INDEX 512
    uint32_t since_at[CODE_INDEX + 1];
    uint16_t *custom_from, *custom_to; /* per tfc__resolver_custom row: [from, to) */
    /* The builder's history (tables.h): releases before version_since look
     * an op up without its version; before placeholder_since every custom
     * code must resolve, used by an operator or not. */
    uint16_t version_since, placeholder_since;
    int failed;
} axis;
static pthread_once_t axis_once = PTHREAD_ONCE_INIT;

static int cmp_release(const void *x, const void *y)
{
    return tfc_runtime_compare(*(const char *const *)x, *(const char *const *)y);
}

static int cmp_since(const void *x, const void *y)
{
    const since_entry *a = x, *b = y;
    if (a->code != b->code) return a->code < b->code ? -1 : 1;
    if (a->version != b->version) return a->version < b->version ? -1 : 1;
    return a->from < b->from ? -1 : a->from > b->from;
}

/* The first axis index whose release is at or after r (n when none). */
static uint16_t first_at_or_after(const char *r)
{
    size_t lo = 0, hi = axis.n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (tfc_runtime_compare(axis.rel[mid], r) < 0) lo = mid + 1;
        else hi = mid;
    }
    return (uint16_t)lo;
}

static void axis_init(void)
{
    size_t n = 0;
    for (size_t i = 0; i < tfc__runtime_map_count; i++) {
        const char *r = tfc__runtime_map[i].runtime;
        if (!r) continue;
        int seen = 0;
        /* the table's rows mostly share one string per release: its address first */
        for (size_t k = 0; k < n && !seen; k++) seen = axis.rel[k] == r;
        for (size_t k = 0; k < n && !seen; k++) seen = !strcmp(axis.rel[k], r);
        if (!seen && n < AXIS_MAX) axis.rel[n++] = r;
    }
    qsort(axis.rel, n, sizeof *axis.rel, cmp_release);
    axis.n = n;
    axis.since = tfc__calloc(NULL, tfc__runtime_map_count ? tfc__runtime_map_count : 1, sizeof *axis.since);
    axis.custom_from = tfc__calloc(NULL, 2 * (tfc__resolver_custom_count ? tfc__resolver_custom_count : 1), sizeof(uint16_t));
    if (!axis.since || !axis.custom_from) {
        tfc__free(NULL, axis.since);
        tfc__free(NULL, axis.custom_from);
        axis.since = NULL;
        axis.custom_from = NULL;
        axis.n = 0;
        axis.failed = 1;
        return;
    }
    axis.custom_to = axis.custom_from + tfc__resolver_custom_count;
    /* (op, version) -> the oldest release that registers it; the largest
     * code each release knows (a release knows the codes mapped at or
     * before it; 0 when none, as a release resolver starts from 0). */
    int32_t largest_at[AXIS_MAX];
    memset(largest_at, 0, sizeof largest_at);
    /* first_at_or_after of each release of the axis: itself, or the first
     * of releases its comparison holds equal */
    uint16_t at_or_after[AXIS_MAX];
    for (size_t r = 0; r < n; r++)
        at_or_after[r] = r && !tfc_runtime_compare(axis.rel[r - 1], axis.rel[r]) ? at_or_after[r - 1] : (uint16_t)r;
    size_t k = 0;
    for (size_t i = 0; i < tfc__runtime_map_count; i++) {
        const tfc__runtime_entry *e = &tfc__runtime_map[i];
        if (!e->runtime) continue;
        /* a release of the axis by its address, else by its number */
        uint16_t from = (uint16_t)n;
        for (size_t r = 0; r < n && from == n; r++)
            if (axis.rel[r] == e->runtime) from = at_or_after[r];
        if (from == n) from = first_at_or_after(e->runtime);
        if (from >= n) continue;
        axis.since[k++] = (since_entry){e->code, e->version, from};
        if (e->code > largest_at[from]) largest_at[from] = e->code;
    }
    qsort(axis.since, k, sizeof *axis.since, cmp_since);
    size_t u = 0;
    for (size_t i = 0; i < k; i++)
        if (!u || axis.since[u - 1].code != axis.since[i].code || axis.since[u - 1].version != axis.since[i].version)
            axis.since[u++] = axis.since[i]; /* the first of equal (code, version) is the oldest */
    axis.n_since = u;
    for (size_t c = 0, i = 0; c <= CODE_INDEX; c++) {
        while (i < u && axis.since[i].code < (int32_t)c) i++;
        axis.since_at[c] = (uint32_t)i;
    }
    int32_t largest = 0;
    for (size_t i = 0; i < n; i++) {
        if (largest_at[i] > largest) largest = largest_at[i];
        axis.max_code[i] = largest;
    }
    for (size_t c = 0; c < tfc__resolver_custom_count; c++) {
        const tfc__custom_range *row = &tfc__resolver_custom[c];
        axis.custom_from[c] = first_at_or_after(row->first_release);
        axis.custom_to[c] = row->removed_in ? first_at_or_after(row->removed_in) : (uint16_t)n;
    }
    axis.version_since = first_at_or_after(tfc__builder_opcode_version_since);
    axis.placeholder_since = first_at_or_after(tfc__builder_custom_placeholder_since);
}

const char *const *tfc__tflite_axis(size_t *n)
{
    pthread_once(&axis_once, axis_init);
    *n = axis.n;
    return axis.failed ? NULL : axis.rel;
}

/* The oldest axis index that registers builtin (code, version) in
 * *exact, and some version of code in *any; NEVER when none. One search:
 * the entries of a code are adjacent, sorted by version. */
static void registered_from(int32_t code, int32_t version, uint16_t *exact, uint16_t *any)
{
    size_t lo = 0, hi = axis.n_since;
    if (code >= 0 && code < CODE_INDEX) lo = hi = axis.since_at[code]; /* the search's answer */
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (axis.since[mid].code < code) lo = mid + 1;
        else hi = mid;
    }
    *exact = *any = NEVER;
    for (size_t k = lo; k < axis.n_since && axis.since[k].code == code; k++) {
        if (axis.since[k].from < *any) *any = axis.since[k].from;
        if (axis.since[k].version == version) *exact = axis.since[k].from;
    }
}

/* Column j of the states (rows of w), and where a row may differ from
 * the one before: every release at which a fill starts or ends. */
typedef struct column {
    uint8_t *states, *changed; /* changed: NULL, or n + 1 flags */
    size_t w, j;
} column;

/* Column c's releases in [lo, hi) set to state s. */
static void fill(const column *c, size_t lo, size_t hi, uint8_t s)
{
    if (lo >= hi) return;
    for (size_t i = lo; i < hi; i++) c->states[i * c->w + c->j] = s;
    if (c->changed) c->changed[lo] = c->changed[hi] = 1;
}

static size_t min_of(size_t a, size_t b) { return a < b ? a : b; }

/* Marks the releases in [lo, hi) whose standard interpreter has custom op
 * (name, version) TFC__OPCODE_FOUND in column c, the others
 * TFC__OPCODE_CUSTOM_NOT_FOUND: each custom row's name is compared once, not
 * once per release. */
static void custom_states(const column *col, const char *name, int32_t version, size_t lo, size_t hi)
{
    fill(col, lo, hi, TFC__OPCODE_CUSTOM_NOT_FOUND);
    for (size_t c = 0; c < tfc__resolver_custom_count; c++) {
        const tfc__custom_range *row = &tfc__resolver_custom[c];
        if (row->name[0] != name[0] || strcmp(row->name, name)) continue;
        /* a version out of the row's range is found only where the
         * builder looks the op up without its version */
        int fits = version >= row->min_version && version <= row->max_version;
        size_t from = axis.custom_from[c] > lo ? axis.custom_from[c] : lo;
        size_t to = axis.custom_to[c] < hi ? axis.custom_to[c] : hi;
        fill(col, from, fits ? to : min_of(to, axis.version_since), TFC__OPCODE_FOUND);
    }
}

int tfc__tflite_axis_states(uint8_t *states, uint8_t *changed, const tfc_tflite_model *m)
{
    pthread_once(&axis_once, axis_init);
    if (axis.failed) return TFC_E_NOMEM;
    size_t n = axis.n, w = m->nopcodes;
    memset(states, TFC__OPCODE_FOUND, n * w);
    if (changed) memset(changed, 0, n + 1);
    for (size_t j = 0; j < w; j++) {
        const tfc__opcode *oc = &m->opcodes[j];
        if (oc->first != j) continue;
        column col = {states, changed, w, j};
        /* the order of tfc__resolver_opcode_state's own tests: a code
         * today's builder does not resolve (tfc__opcode_must_resolve) is
         * resolved only by the releases whose builder resolves every code
         * (before placeholder_since) */
        size_t end = n;
        if (!tfc__opcode_must_resolve(oc, NULL) && axis.placeholder_since < n) end = axis.placeholder_since;
        size_t in_range = 0; /* the first release whose schema knows the code */
        while (in_range < end && oc->builtin_code > axis.max_code[in_range]) in_range++;
        fill(&col, 0, in_range, TFC__OPCODE_OUT_OF_RANGE);
        if (oc->builtin_code != TFC__OP_CUSTOM) {
            /* not found before the release that registers it: before
             * version_since some version of it, from then on its own */
            uint16_t exact, any;
            registered_from(oc->builtin_code, oc->version, &exact, &any);
            fill(&col, in_range, min_of(min_of(end, axis.version_since), any), TFC__OPCODE_NOT_FOUND);
            fill(&col, in_range > axis.version_since ? in_range : axis.version_since, min_of(end, exact),
                 TFC__OPCODE_NOT_FOUND);
        } else if (!oc->custom_code) {
            fill(&col, in_range, end, TFC__OPCODE_NO_CUSTOM_CODE);
        } else {
            custom_states(&col, oc->custom_code, oc->version, in_range, end);
        }
    }
    return TFC_OK;
}

/* ---- one model against every release ---------------------------------------- */

struct tfc__axis_check {
    const tfc_tflite_model *m;
    size_t n, w;
    uint8_t *states;       /* n rows of w */
    tfc_verdict *head;      /* identifier and schema */
    tfc_verdict *structure; /* what the interpreter checks from the file alone */
};

void tfc__axis_check_free(tfc__axis_check *c)
{
    if (!c) return;
    tfc_allocator a = c->m->alloc;
    tfc_verdict_free(c->head);
    tfc_verdict_free(c->structure);
    tfc__free(&a, c->states);
    tfc__free(&a, c);
}

int tfc__axis_check_new(tfc__axis_check **out, const tfc_tflite_model *m, tfc_error *err)
{
    *out = NULL;
    size_t n = 0;
    if (!tfc__tflite_axis(&n)) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    tfc__axis_check *c = tfc__calloc(&m->alloc, 1, sizeof *c);
    if (!c) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    c->m = m;
    c->n = n;
    c->w = m->nopcodes;
    c->states = tfc__calloc(&m->alloc, n * c->w > 0 ? n * c->w : 1, 1);
    c->head = tfc__verdict_new(&m->alloc);
    c->structure = tfc__verdict_new(&m->alloc);
    int rc = c->states && c->head && c->structure ? TFC_OK : tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    if (!rc) {
        /* the parts keep at most what the whole keeps; a finding either
         * drops is still counted when the whole merges it */
        tfc__verdict_set_max(c->head, m->max_findings);
        tfc__verdict_set_max(c->structure, m->max_findings);
        rc = tfc__resolver_check_head(c->head, m, err);
    }
    if (!rc) rc = tfc__resolver_check_structure(c->structure, m, err);
    if (!rc && tfc__tflite_axis_states(c->states, NULL, m)) rc = tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    if (rc) {
        tfc__axis_check_free(c);
        return rc;
    }
    *out = c;
    return TFC_OK;
}

int tfc__axis_check_same(const tfc__axis_check *c, size_t i)
{
    return i > 0 && i < c->n && !memcmp(c->states + i * c->w, c->states + (i - 1) * c->w, c->w);
}

static int axis_verdict(tfc_verdict **out, const tfc__axis_check *c, size_t i, int quiet, tfc_error *err)
{
    *out = NULL;
    if (i >= c->n) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "release %zu of %zu", i, c->n);
    tfc_verdict *v = tfc__verdict_new(&c->m->alloc);
    if (!v) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    tfc__verdict_set_max(v, c->m->max_findings);
    if (quiet) tfc__verdict_set_quiet(v);
    /* tfc_resolver_check's order; a release's standard interpreter defers
     * no custom op and refuses no tensor (no build properties) */
    int rc = tfc__verdict_append(v, c->head, "") ? tfc__fail(err, TFC_E_NOMEM, -1, "out of memory") : TFC_OK;
    if (!rc) rc = tfc__resolver_check_opcodes(v, c->m, c->states + i * c->w, 0, err);
    if (!rc && tfc__verdict_append(v, c->structure, "")) rc = tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    if (rc) {
        tfc_verdict_free(v);
        return rc;
    }
    *out = v;
    return TFC_OK;
}

int tfc__axis_check_verdict(tfc_verdict **out, const tfc__axis_check *c, size_t i, tfc_error *err)
{
    return axis_verdict(out, c, i, 0, err);
}

int tfc__axis_check_outcome(tfc_verdict **out, const tfc__axis_check *c, size_t i, tfc_error *err)
{
    return axis_verdict(out, c, i, 1, err);
}

/* What a verdict has said: its findings, kept or dropped. */
static uint64_t said(const tfc_verdict *v) { return (uint64_t)tfc_verdict_finding_count(v) + tfc_verdict_dropped_count(v); }

int tfc__axis_row_verdict(tfc_verdict **out, int *fixed, const tfc_tflite_model *m, const uint8_t *row,
                          tfc_error *err)
{
    *out = NULL;
    *fixed = 0;
    tfc_verdict *v = tfc__verdict_new(&m->alloc);
    if (!v) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    tfc__verdict_set_max(v, m->max_findings);
    /* axis_verdict's order, its parts checked into the verdict itself */
    int rc = tfc__resolver_check_head(v, m, err);
    uint64_t head = said(v), codes = 0;
    if (!rc) rc = tfc__resolver_check_opcodes(v, m, row, 0, err);
    if (!rc) codes = said(v), rc = tfc__resolver_check_structure(v, m, err);
    if (rc) {
        tfc_verdict_free(v);
        return rc;
    }
    *fixed = head > 0 || said(v) > codes;
    *out = v;
    return TFC_OK;
}

int32_t tfc__axis_row_first(const tfc_tflite_model *m, const uint8_t *row, char buf[32], const char **subject,
                            size_t *code)
{
    size_t j = 0;
    while (j < m->nopcodes && row[j] == TFC__OPCODE_FOUND) j++; /* only first entries are ever set */
    *code = j;
    if (j == m->nopcodes) {
        *subject = "";
        return TFC_REASON_NONE;
    }
    return tfc__opcode_finding(&m->opcodes[j], row[j], buf, subject);
}
