/*
 * resolver.c - resolvers (tfcompat/resolver.h, "Resolvers"): version
 * ranges, lookups, and the directives that bring in a whole runtime
 * (standard, release, runtime profile). The text format is in
 * resolver_text.c, the model check in resolver_check.c.
 *
 * A resolver stores version ranges per op. A lookup is exact on
 * (op, version): (op, v) is found when some registered range of op holds v,
 * which is the same set the runtime's per-version hash map holds, with no
 * "closest lower version" fallback.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "opver/model.h"
#include "opver/runtime.h"
#include "opver/profiles.h"
#include "opver/resolver_internal.h"
#include "registry/release_grammar_internal.h"

void tfc_resolver_free(tfc_resolver *r)
{
    if (!r) return;
    tfc_allocator a = r->alloc;
    for (size_t i = 0; i < r->nc; i++) tfc__free(&a, r->c[i].name);
    tfc__free(&a, r->c);
    tfc__free(&a, r->b);
    tfc__free(&a, (void *)r->rts);
    tfc__free(&a, r->variable_message);
    tfc__free(&a, r->type_message);
    tfc__free(&a, r);
}

int32_t tfc_resolver_new(tfc_resolver **out, const tfc_allocator *allocator, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = tfc__calloc(allocator, 1, sizeof **out);
    if (!*out) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    tfc__allocator_copy(&(*out)->alloc, allocator);
    (*out)->max_builtin = -1;
    return TFC_OK;
}

int32_t tfc_resolver_set_max_builtin(tfc_resolver *r, int32_t code, tfc_error *err)
{
    if (!r) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "resolver is NULL");
    if (code < 0) return tfc__fail(err, TFC_E_BAD_VALUE, -1, "largest builtin code %ld is negative", (long)code);
    r->max_builtin = code;
    r->max_builtin_explicit = 1;
    return TFC_OK;
}

int32_t tfc_resolver_max_builtin(const tfc_resolver *r)
{
    if (!r || r->max_builtin < 0) return (int32_t)tfc__builtin_count - 1;
    return r->max_builtin;
}

/* A directive that brings in a whole runtime raises the largest known code
 * to that runtime's (the union of two runtimes knows the later schema),
 * unless the caller set it explicitly. */
static void raise_max_builtin(tfc_resolver *r, int32_t code)
{
    if (!r->max_builtin_explicit && code > r->max_builtin) r->max_builtin = code;
}

/* Grows an array of elem-sized items to hold one more. */
int tfc__grow_array(const tfc_allocator *a, void **items, size_t n, size_t *cap, size_t elem)
{
    if (n < *cap) return TFC_OK;
    size_t ncap = *cap ? *cap * 2 : 16;
    void *p = tfc__calloc(a, ncap, elem);
    if (!p) return TFC_E_NOMEM;
    if (n) memcpy(p, *items, n * elem);
    tfc__free(a, *items);
    *items = p;
    *cap = ncap;
    return TFC_OK;
}

static int check_range(int32_t min, int32_t max, tfc_error *err)
{
    if (min < 1 || max < 1)
        return tfc__fail(err, TFC_E_BAD_VALUE, -1, "op versions start at 1 (got %ld..%ld)", (long)min, (long)max);
    return TFC_OK;
}

static int brange_cmp(const void *x, const void *y)
{
    const brange *a = x, *b = y;
    if (a->code != b->code) return a->code < b->code ? -1 : 1;
    return a->min < b->min ? -1 : a->min > b->min;
}

/* Sorts the ranges and merges those of one code that overlap or touch. */
static void normalize(tfc_resolver *r)
{
    if (r->nb > 1) qsort(r->b, r->nb, sizeof *r->b, brange_cmp);
    size_t k = 0;
    for (size_t i = 0; i < r->nb; i++) {
        if (k && r->b[k - 1].code == r->b[i].code && (int64_t)r->b[i].min <= (int64_t)r->b[k - 1].max + 1) {
            if (r->b[i].max > r->b[k - 1].max) r->b[k - 1].max = r->b[i].max;
        } else {
            r->b[k++] = r->b[i];
        }
    }
    r->nb = k;
}

/* The end of a bulk load: ranges sorted and merged, and the runtime index
 * (only the load's release lines need it) dropped. */
void tfc__resolver_bulk_end(tfc_resolver *r)
{
    r->bulk = 0;
    normalize(r);
    tfc__free(&r->alloc, (void *)r->rts);
    r->rts = NULL;
    r->nrts = 0;
}

/* 1 if the source was brought in before, else records it and returns 0. */
static int source_seen(tfc_resolver *r, const void *key)
{
    for (size_t i = 0; i < r->nsources; i++)
        if (r->sources[i] == key) return 1;
    if (r->nsources < sizeof r->sources / sizeof r->sources[0]) r->sources[r->nsources++] = key;
    return 0;
}

int32_t tfc_resolver_add_builtin(tfc_resolver *r, int32_t code, int32_t min, int32_t max,
                                       tfc_error *err)
{
    if (!r) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "resolver is NULL");
    if (code < 0) return tfc__fail(err, TFC_E_BAD_VALUE, -1, "builtin code %ld is negative", (long)code);
    int rc = check_range(min, max, err);
    if (rc) return rc;
    if (min > max) return TFC_OK; /* as the runtime: an empty range registers nothing */
    if (r->bulk) {
        if (tfc__grow_array(&r->alloc, (void **)&r->b, r->nb, &r->capb, sizeof *r->b))
            return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
        r->b[r->nb++] = (brange){code, min, max};
        return TFC_OK;
    }
    /* One range in order: the first at or after (code, min), merged with
     * the one before when they touch, then with those after it covers. */
    size_t lo = 0, hi = r->nb;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (r->b[mid].code < code || (r->b[mid].code == code && r->b[mid].min <= min)) lo = mid + 1;
        else hi = mid;
    }
    size_t i = lo;
    if (i > 0 && r->b[i - 1].code == code && (int64_t)r->b[i - 1].max + 1 >= min) {
        i--;
        if (max > r->b[i].max) r->b[i].max = max;
    } else {
        if (tfc__grow_array(&r->alloc, (void **)&r->b, r->nb, &r->capb, sizeof *r->b))
            return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
        memmove(&r->b[i + 1], &r->b[i], (r->nb - i) * sizeof *r->b);
        r->b[i] = (brange){code, min, max};
        r->nb++;
    }
    size_t j = i + 1;
    while (j < r->nb && r->b[j].code == code && (int64_t)r->b[j].min <= (int64_t)r->b[i].max + 1) {
        if (r->b[j].max > r->b[i].max) r->b[i].max = r->b[j].max;
        j++;
    }
    memmove(&r->b[i + 1], &r->b[j], (r->nb - j) * sizeof *r->b);
    r->nb -= j - (i + 1);
    return TFC_OK;
}

int32_t tfc_resolver_add_custom(tfc_resolver *r, const char *name, int32_t min, int32_t max,
                                      tfc_error *err)
{
    if (!r || !name) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "NULL argument");
    int rc = check_range(min, max, err);
    if (rc) return rc;
    if (min > max) return TFC_OK;
    if (tfc__grow_array(&r->alloc, (void **)&r->c, r->nc, &r->capc, sizeof *r->c))
        return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    char *copy = tfc__strndup(&r->alloc, name, strlen(name));
    if (!copy) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    r->c[r->nc++] = (crange){copy, min, max};
    return TFC_OK;
}

int32_t tfc_resolver_has_builtin(const tfc_resolver *r, int32_t code, int32_t version)
{
    if (!r) return 0;
    size_t lo = 0, hi = r->nb;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (r->b[mid].code < code) lo = mid + 1;
        else hi = mid;
    }
    for (size_t i = lo; i < r->nb && r->b[i].code == code; i++)
        /* a builder before 1.9: the op, whatever its version */
        if (r->any_version || (version >= r->b[i].min && version <= r->b[i].max)) return 1;
    return 0;
}

int32_t tfc_resolver_has_custom(const tfc_resolver *r, const char *name, int32_t version)
{
    if (!r || !name) return 0;
    for (size_t i = 0; i < r->nc; i++)
        if (!strcmp(r->c[i].name, name) && (r->any_version || (version >= r->c[i].min && version <= r->c[i].max)))
            return 1;
    return 0;
}

/*
 * The builder of the newest release brought in decides how operator codes
 * are resolved (a union of releases loads what its newest one loads);
 * NULL: the standard resolver, today's builder.
 */
static void set_builder(tfc_resolver *r, const char *canon)
{
    if (!canon) {
        r->builder_release[0] = 0;
        r->any_version = r->custom_at_build = 0;
        r->standard_builder = 1;
        return;
    }
    if (r->standard_builder || (r->builder_release[0] && tfc_runtime_compare(canon, r->builder_release) <= 0)) return;
    snprintf(r->builder_release, sizeof r->builder_release, "%s", canon);
    r->any_version = tfc_runtime_compare(canon, tfc__builder_opcode_version_since) < 0;
    r->custom_at_build = tfc_runtime_compare(canon, tfc__builder_custom_placeholder_since) < 0;
}

int tfc__resolver_add_standard(tfc_resolver *r, tfc_error *err)
{
    static const char key[] = "standard";
    if (source_seen(r, key)) return TFC_OK;
    int rc = TFC_OK;
    for (size_t i = 0; i < tfc__resolver_range_count && !rc; i++)
        rc = tfc_resolver_add_builtin(r, tfc__resolver_ranges[i].code, tfc__resolver_ranges[i].min_version,
                                            tfc__resolver_ranges[i].max_version, err);
    /* the custom ops it registers now (not those an older release had) */
    for (size_t i = 0; i < tfc__resolver_custom_count && !rc; i++)
        if (!tfc__resolver_custom[i].removed_in)
            rc = tfc_resolver_add_custom(r, tfc__resolver_custom[i].name, tfc__resolver_custom[i].min_version,
                                         tfc__resolver_custom[i].max_version, err);
    if (!rc) raise_max_builtin(r, (int32_t)tfc__builtin_count - 1);
    if (!rc) set_builder(r, NULL);
    return rc;
}

/* A runtime profile ("litertjs@2.5.3"): a resolver file measured from that
 * runtime, embedded from data/resolvers/ (profiles.h). */
static int add_profile(tfc_resolver *r, const char *name, int depth, tfc_error *err)
{
    for (size_t i = 0; i < tfc__runtime_profile_count; i++)
        if (!strcmp(tfc__runtime_profiles[i].name, name)) {
            if (depth > 0)
                return tfc__fail(err, TFC_E_BAD_VALUE, -1, "runtime profile \"%s\" names another profile", name);
            const char *text = tfc__runtime_profiles[i].text;
            if (source_seen(r, &tfc__runtime_profiles[i])) return TFC_OK;
            return tfc__resolver_parse_into(r, text, strlen(text), depth + 1, err);
        }
    tfc__strbuf known;
    tfc__strbuf_init(&known, &r->alloc);
    for (size_t i = 0; i < tfc__runtime_profile_count; i++)
        tfc__strbuf_printf(&known, "%s%s", i ? ", " : "", tfc__runtime_profiles[i].name);
    int rc = tfc__fail(err, TFC_E_BAD_VALUE, -1, "\"%s\" is not a known runtime profile (known: %s)", name,
                       known.data && !known.failed ? known.data : "none");
    tfc__strbuf_free(&known);
    return rc;
}

size_t tfc_resolver_profile_count(void) { return tfc__runtime_profile_count; }

const char *tfc_resolver_profile_name(size_t i)
{
    return i < tfc__runtime_profile_count ? tfc__runtime_profiles[i].name : NULL;
}

static int rt_cmp(const void *x, const void *y)
{
    const tfc__runtime_entry *const *a = x, *const *b = y;
    return tfc_runtime_compare((*a)->runtime, (*b)->runtime);
}

/* ---- TFLite releases ------------------------------------------------------ */

/*
 * A TFLite release as a caller writes it, by the one release grammar
 * (registry/release_grammar_internal.h): "X.Y.Z", "vX.Y.Z" or "X.Y"
 * (= X.Y.0), numbers of at most 99999 without leading zeros; a runtime has
 * no pre-release builds to answer, so a tag is refused. Writes the
 * canonical "X.Y.Z" and X, Y. Returns 0, or TFC_E_BAD_VALUE (err set).
 */
static int parse_release(const char *s, char canon[24], unsigned long *major, unsigned long *minor, tfc_error *err)
{
    tfc__release r;
    canon[0] = 0;
    *major = *minor = 0;
    if (!s) return tfc__fail(err, TFC_E_BAD_VALUE, -1, "the release is NULL");
    if (tfc__release_parse(&r, s, 0, err)) return TFC_E_BAD_VALUE;
    if (r.tag)
        return tfc__fail(err, TFC_E_BAD_VALUE, -1, "\"%s\" is a pre-release; a TFLite runtime release is X.Y.Z, "
                         "vX.Y.Z or X.Y", s);
    snprintf(canon, 24, "%.23s", r.number);
    *major = (unsigned long)r.part[0];
    *minor = (unsigned long)r.part[1];
    return 0;
}

/* The map's distinct runtimes in order (built at the first release line
 * of a load). */
static int runtime_index(tfc_resolver *r, tfc_error *err)
{
    if (r->rts) return TFC_OK;
    r->rts = tfc__calloc(&r->alloc, tfc__runtime_map_count ? tfc__runtime_map_count : 1, sizeof *r->rts);
    if (!r->rts) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    for (size_t i = 0; i < tfc__runtime_map_count; i++) r->rts[i] = &tfc__runtime_map[i];
    if (tfc__runtime_map_count > 1) qsort((void *)r->rts, tfc__runtime_map_count, sizeof *r->rts, rt_cmp);
    size_t k = 0;
    for (size_t i = 0; i < tfc__runtime_map_count; i++)
        if (!k || tfc_runtime_compare(r->rts[i]->runtime, r->rts[k - 1]->runtime) != 0) r->rts[k++] = r->rts[i];
    r->nrts = k;
    return TFC_OK;
}

/*
 * Which release a release string answers as (docs/tflite.md, "Releases"):
 * the releases this ruleset knows are the minor releases X.Y of the runtime
 * map (every TFLite minor release from its oldest to its newest); a patch
 * release answers as its minor release with the patches of it the map lists
 * at or before it. Anything else is TFC_E_UNKNOWN_RELEASE: nothing says
 * what it registers.
 */
static int known_release(tfc_resolver *r, const char *release, char canon[24], tfc_error *err)
{
    unsigned long major, minor;
    if (parse_release(release, canon, &major, &minor, err)) return TFC_E_BAD_VALUE;
    int rc = runtime_index(r, err);
    if (rc) return rc;
    if (!r->nrts) return tfc__fail(err, TFC_E_UNKNOWN_RELEASE, -1, "the ruleset knows no runtime release");
    const char *oldest = r->rts[0]->runtime, *newest = r->rts[r->nrts - 1]->runtime;
    /* past the newest one: not answered with a guess (as an unknown
     * TensorFlow release is not) */
    if (tfc_runtime_compare(canon, newest) > 0) {
        char newest_minor[24];
        unsigned long nx, ny;
        if (parse_release(newest, newest_minor, &nx, &ny, NULL) || nx != major || ny != minor)
            return tfc__fail(err, TFC_E_UNKNOWN_RELEASE, -1,
                             "runtime release %s is newer than the newest this ruleset knows (%s)", release, newest);
    }
    if (tfc_runtime_compare(canon, oldest) < 0)
        return tfc__fail(err, TFC_E_UNKNOWN_RELEASE, -1,
                         "runtime release %s is older than the oldest this ruleset knows (%s, the first TFLite "
                         "runtime in its map)", release, oldest);
    /* known when the first map runtime at or after X.Y.0 is an X.Y one */
    char first[24];
    snprintf(first, sizeof first, "%lu.%lu.0", major, minor);
    size_t lo = 0, hi = r->nrts;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (tfc_runtime_compare(r->rts[mid]->runtime, first) < 0) lo = mid + 1;
        else hi = mid;
    }
    char c[24];
    unsigned long x, y;
    if (lo < r->nrts && !parse_release(r->rts[lo]->runtime, c, &x, &y, NULL) && x == major && y == minor) return TFC_OK;
    return tfc__fail(err, TFC_E_UNKNOWN_RELEASE, -1,
                     "runtime release %s is not a release this ruleset knows (its runtime map has no %lu.%lu; "
                     "it runs from %s to %s)", release, major, minor, oldest, newest);
}

/* Does release `canon` register custom op row c? */
static int custom_in_release(const tfc__custom_range *c, const char *canon)
{
    return tfc_runtime_compare(canon, c->first_release) >= 0 &&
           (!c->removed_in || tfc_runtime_compare(canon, c->removed_in) < 0);
}

int tfc__resolver_add_release(tfc_resolver *r, const char *release, int depth, tfc_error *err)
{
    if (release && strchr(release, '@')) return add_profile(r, release, depth, err);
    if (release && (!strcmp(release, r->recent[0]) || !strcmp(release, r->recent[1]))) return TFC_OK;
    char canon[24];
    int rc = known_release(r, release, canon, err);
    if (rc) return rc;
    if (strlen(release) < sizeof r->recent[0]) {
        memcpy(r->recent[1], r->recent[0], sizeof r->recent[0]);
        memcpy(r->recent[0], release, strlen(release) + 1);
    }
    /* The release adds what its newest map runtime at or before it adds:
     * once per resolver. The custom ops' releases are map runtimes
     * (tools/gen/opver.c checks it), so that runtime decides them too. */
    size_t lo = 0, hi = r->nrts;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (tfc_runtime_compare(r->rts[mid]->runtime, canon) <= 0) lo = mid + 1;
        else hi = mid;
    }
    if (lo > 0 && source_seen(r, r->rts[lo - 1])) return TFC_OK;
    set_builder(r, canon);
    int32_t largest = 0;
    for (size_t i = 0; i < tfc__runtime_map_count && !rc; i++) {
        const tfc__runtime_entry *e = &tfc__runtime_map[i];
        /* At or before the release: the release does not precede the op's first runtime. */
        if (tfc_runtime_compare(canon, e->runtime) >= 0) {
            rc = tfc_resolver_add_builtin(r, e->code, e->version, e->version, err);
            if (e->code > largest) largest = e->code;
        }
    }
    /* The custom ops its standard resolver registers, each from the
     * release that added it until the one that dropped it. */
    for (size_t i = 0; i < tfc__resolver_custom_count && !rc; i++)
        if (custom_in_release(&tfc__resolver_custom[i], canon))
            rc = tfc_resolver_add_custom(r, tfc__resolver_custom[i].name, tfc__resolver_custom[i].min_version,
                                         tfc__resolver_custom[i].max_version, err);
    /* The release's largest known code: the largest code with a kernel by
     * then (the map has no schema history; an op enters the schema with its
     * first kernel). */
    if (!rc) raise_max_builtin(r, largest);
    return rc;
}

int32_t tfc_resolver_standard(tfc_resolver **out, const tfc_allocator *allocator, tfc_error *err)
{
    int rc = tfc_resolver_new(out, allocator, err);
    if (rc) return rc;
    (*out)->bulk = 1;
    if ((rc = tfc__resolver_add_standard(*out, err))) {
        tfc_resolver_free(*out);
        *out = NULL;
        return rc;
    }
    tfc__resolver_bulk_end(*out);
    return rc;
}

int32_t tfc_resolver_for_release(tfc_resolver **out, const char *release,
                                       const tfc_allocator *allocator, tfc_error *err)
{
    if (out) *out = NULL;
    char canon[24];
    unsigned long major, minor;
    if (!release) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "release is NULL");
    if (!strchr(release, '@') && parse_release(release, canon, &major, &minor, err))
        return out ? TFC_E_BAD_VALUE : tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    int rc = tfc_resolver_new(out, allocator, err);
    if (rc) return rc;
    (*out)->bulk = 1;
    if ((rc = tfc__resolver_add_release(*out, release, 0, err))) {
        tfc_resolver_free(*out);
        *out = NULL;
        return rc;
    }
    tfc__resolver_bulk_end(*out);
    return rc;
}
