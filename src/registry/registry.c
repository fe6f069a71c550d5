/*
 * registry.c - schemes, consumers, the builder, the compiled-in TensorFlow
 * history, and the questions a registry answers (which releases accept
 * this data, as a verdict per release and as contiguous release ranges).
 *
 * A built registry is immutable: its records and its string arena are
 * written once in tfc_registry_builder_build and only read afterwards, so
 * any number of threads may query it at once. The default registry is a
 * const object generated from data/ (tools/gen/registry.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "opdeprecation_internal.h"
#include "registry/opreg_internal.h"
#include "registry_internal.h"
#include "tfcompat/op_deprecation.h"
#include "tfcompat/opreg.h"
#include "tfcompat/accept.h"

#define MAX_SCHEMES 256
#define MAX_CONSUMERS 1000000
#define MAX_DEVIATIONS 65536
#define MAX_NAME 64
#define MAX_TEXT 65536

/* ---------------------------------------------------------------- schemes */

const char *tfc_registry_scheme_graphdef(void) { return "graphdef"; }
const char *tfc_registry_scheme_checkpoint(void) { return "checkpoint"; }

static const char *const mark_names[] = {"declared",     "measured", "measured-unproven",
                                         "interpolated", "derived",  "recalled",
                                         "unresolved"};

const char *tfc_registry_mark_name(int32_t mark)
{
    if (mark < 0 || (size_t)mark >= sizeof mark_names / sizeof *mark_names) return "unknown";
    return mark_names[mark];
}

int32_t tfc_registry_mark_find(const char *name)
{
    for (size_t i = 0; name && i < sizeof mark_names / sizeof *mark_names; i++)
        if (!strcmp(name, mark_names[i])) return (int32_t)i;
    return -1;
}

const tfc_registry *tfc_registry_default(void) { return &tfc__default_registry; }

/* ---------------------------------------------------------------- builder */

struct tfc_registry_builder {
    tfc_allocator alloc;
    tfc__scheme_rec *schemes; /* strings owned */
    size_t n_schemes, cap_schemes;
    tfc__consumer_rec *consumers; /* strings owned */
    size_t n_consumers, cap_consumers;
    tfc__deviation_rec *deviations; /* strings owned */
    size_t n_deviations, cap_deviations;
};

static int grow(const tfc_allocator *a, void **arr, size_t *cap, size_t n, size_t elem)
{
    if (n < *cap) return TFC_OK;
    size_t nc = *cap ? *cap * 2 : 16;
    void *p = tfc__calloc(a, nc, elem);
    if (!p) return TFC_E_NOMEM;
    if (n) memcpy(p, *arr, n * elem);
    tfc__free(a, *arr);
    *arr = p;
    *cap = nc;
    return TFC_OK;
}

static char *dup_str(const tfc_allocator *a, const char *s)
{
    return tfc__strndup(a, s ? s : "", s ? strlen(s) : 0);
}

/* Visible ASCII only: names end up in messages, JSON and the text format. */
static int valid_name(const char *s)
{
    if (!s || !*s) return 0;
    size_t n = 0;
    for (const unsigned char *p = (const unsigned char *)s; *p; p++, n++)
        if (*p <= 0x20 || *p >= 0x7f || n >= MAX_NAME) return 0;
    return 1;
}

static int valid_text(const char *s) { return !s || strlen(s) < MAX_TEXT; }

static int64_t scheme_index(const tfc__scheme_rec *s, size_t n, const char *name)
{
    for (size_t i = 0; name && i < n; i++)
        if (!strcmp(s[i].name, name)) return (int64_t)i;
    return -1;
}

static int add_scheme(tfc_registry_builder *b, const char *name, const char *upper,
                      const char *lower, tfc_error *err)
{
    if (!b || !valid_name(name) || !valid_name(upper) || !valid_name(lower))
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1,
                         "scheme name, upper and lower must be 1-%d visible ASCII characters", MAX_NAME - 1);
    if (scheme_index(b->schemes, b->n_schemes, name) >= 0)
        return tfc__fail(err, TFC_E_DUPLICATE, -1, "scheme '%s' already exists", name);
    if (b->n_schemes >= MAX_SCHEMES)
        return tfc__fail(err, TFC_E_TOO_MANY, -1, "more than %d schemes", MAX_SCHEMES);
    if (grow(&b->alloc, (void **)&b->schemes, &b->cap_schemes, b->n_schemes, sizeof *b->schemes))
        return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    tfc__scheme_rec s = {dup_str(&b->alloc, name), dup_str(&b->alloc, upper), dup_str(&b->alloc, lower)};
    if (!s.name || !s.upper || !s.lower) {
        tfc__free(&b->alloc, (char *)s.name);
        tfc__free(&b->alloc, (char *)s.upper);
        tfc__free(&b->alloc, (char *)s.lower);
        return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    }
    b->schemes[b->n_schemes++] = s;
    return TFC_OK;
}

int32_t tfc_registry_builder_new(tfc_registry_builder **out, const tfc_allocator *allocator,
                                 tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    tfc_registry_builder *b = tfc__calloc(allocator, 1, sizeof *b);
    if (!b) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    tfc__allocator_copy(&b->alloc, allocator);
    for (size_t i = 0; i < 2; i++) {
        const tfc__scheme_rec *s = &tfc__builtin_schemes[i];
        int rc = add_scheme(b, s->name, s->upper, s->lower, err);
        if (rc) {
            tfc_registry_builder_free(b);
            return rc;
        }
    }
    *out = b;
    return TFC_OK;
}

static void free_consumer_strings(const tfc_allocator *a, tfc__consumer_rec *c)
{
    tfc__free(a, (char *)c->name);
    tfc__free(a, (char *)c->release);
    tfc__free(a, (char *)c->date);
    tfc__free(a, (char *)c->source);
    tfc__free(a, (char *)c->citation);
    tfc__free(a, (char *)c->op_set);
}

void tfc_registry_builder_free(tfc_registry_builder *b)
{
    if (!b) return;
    tfc_allocator a = b->alloc;
    for (size_t i = 0; i < b->n_schemes; i++) {
        tfc__free(&a, (char *)b->schemes[i].name);
        tfc__free(&a, (char *)b->schemes[i].upper);
        tfc__free(&a, (char *)b->schemes[i].lower);
    }
    for (size_t i = 0; i < b->n_consumers; i++) free_consumer_strings(&a, &b->consumers[i]);
    for (size_t i = 0; i < b->n_deviations; i++) {
        tfc__free(&a, (char *)b->deviations[i].release);
        tfc__free(&a, (char *)b->deviations[i].explanation);
    }
    tfc__free(&a, b->schemes);
    tfc__free(&a, b->consumers);
    tfc__free(&a, b->deviations);
    tfc__free(&a, b);
}

int32_t tfc_registry_builder_add_scheme(tfc_registry_builder *b, const char *name,
                                        const char *upper, const char *lower, tfc_error *err)
{
    return add_scheme(b, name, upper, lower, err);
}

void tfc_consumer_spec_init(tfc_consumer_spec *s)
{
    if (!s) return;
    memset(s, 0, sizeof *s);
    s->size = (uint32_t)sizeof *s;
    s->version_known = 1;
    s->mark = TFC_MARK_DECLARED;
}

int32_t tfc_registry_builder_add_consumer_spec(tfc_registry_builder *b,
                                               const tfc_consumer_spec *spec, tfc_error *err)
{
    if (!b || !spec || spec->size < sizeof(uint32_t))
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "builder and spec are required");
    tfc_consumer_spec s;
    tfc_consumer_spec_init(&s);
    memcpy(&s, spec, spec->size < sizeof s ? spec->size : sizeof s);
    int64_t si = scheme_index(b->schemes, b->n_schemes, s.scheme);
    if (si < 0)
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "unknown scheme '%s'",
                         s.scheme ? s.scheme : "(null)");
    if (!valid_name(s.name) || !valid_name(s.release))
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1,
                         "consumer name and release must be 1-%d visible ASCII characters", MAX_NAME - 1);
    if (!valid_text(s.source) || !valid_text(s.citation))
        return tfc__fail(err, TFC_E_TOO_LARGE, -1, "source or citation longer than %d bytes", MAX_TEXT - 1);
    int32_t lo, hi;
    if (s.version_known) {
        lo = hi = s.consumer;
    } else {
        lo = s.consumer_low;
        hi = s.consumer_high;
        if (lo >= hi)
            return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1,
                             "%s %s: bounds %d..%d are empty or exact", s.name, s.release, (int)lo, (int)hi);
    }
    if (lo < 0 || s.min_producer < 0 || s.min_consumer < 0)
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "%s %s: versions must not be negative",
                         s.name, s.release);
    if (s.min_producer > lo)
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1,
                         "%s %s: min_producer %d is above the consumer version %d", s.name,
                         s.release, (int)s.min_producer, (int)lo);
    if (s.date && *s.date && tfc__parse_date(s.date, strlen(s.date), NULL, NULL, NULL))
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "%s %s: date '%.32s' is not YYYY-MM-DD",
                         s.name, s.release, s.date);
    if (s.mark < 0 || s.mark > TFC_MARK_UNRESOLVED)
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "unknown mark %d", (int)s.mark);
    if (!s.version_known && s.mark != TFC_MARK_UNRESOLVED) s.mark = TFC_MARK_UNRESOLVED;
    if (s.version_known && s.mark == TFC_MARK_UNRESOLVED)
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1,
                         "%s %s: an unresolved consumer needs bounds, not a version", s.name, s.release);
    if (s.op_set && *s.op_set && (si != 0 || tfc__opreg_axis(s.op_set) == -2))
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1,
                         "%s %s: op set '%.32s' is not a TensorFlow release of a graphdef consumer (one "
                         "the op data has, %s to %s, or an older one)", s.name, s.release, s.op_set,
                         tfc__tfop_axis[0], tfc__tfop_axis[tfc__tfop_axis_count - 1]);
    if (s.loader < 0 || s.loader > TFC_LOADER_PYTHON_V1)
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "unknown loader %d", (int)s.loader);
    if (b->n_consumers >= MAX_CONSUMERS)
        return tfc__fail(err, TFC_E_TOO_MANY, -1, "more than %d consumers", MAX_CONSUMERS);
    if (grow(&b->alloc, (void **)&b->consumers, &b->cap_consumers, b->n_consumers, sizeof *b->consumers))
        return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    tfc__consumer_rec c = {(uint32_t)si,          dup_str(&b->alloc, s.name),
                           dup_str(&b->alloc, s.release), dup_str(&b->alloc, s.date),
                           dup_str(&b->alloc, s.source),  dup_str(&b->alloc, s.citation),
                           s.version_known ? 1 : 0, lo, hi, s.min_producer, s.min_consumer, s.mark,
                           dup_str(&b->alloc, s.op_set), s.loader};
    if (!c.name || !c.release || !c.date || !c.source || !c.citation || !c.op_set) {
        free_consumer_strings(&b->alloc, &c);
        return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    }
    b->consumers[b->n_consumers++] = c;
    return TFC_OK;
}

int32_t tfc_registry_builder_add_consumer(tfc_registry_builder *b, const char *scheme,
                                          const char *name, const char *release, int32_t consumer,
                                          int32_t min_producer, int32_t min_consumer,
                                          const char *date, tfc_error *err)
{
    tfc_consumer_spec s;
    tfc_consumer_spec_init(&s);
    s.scheme = scheme;
    s.name = name;
    s.release = release;
    s.consumer = consumer;
    s.min_producer = min_producer;
    s.min_consumer = min_consumer;
    s.date = date;
    return tfc_registry_builder_add_consumer_spec(b, &s, err);
}

int32_t tfc_registry_builder_add_deviation(tfc_registry_builder *b, const char *scheme,
                                           const char *release, int32_t rule,
                                           const char *explanation, tfc_error *err)
{
    if (!b) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "builder is NULL");
    int64_t si = scheme_index(b->schemes, b->n_schemes, scheme);
    if (si < 0)
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "unknown scheme '%s'", scheme ? scheme : "(null)");
    if (!valid_name(release))
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "release must be 1-%d visible ASCII characters",
                         MAX_NAME - 1);
    if (rule < TFC_REASON_POLICY_INTERVAL_CHANGED_IN_PATCH || rule > TFC_REASON_POLICY_DEPRECATION_WINDOW)
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "%d is not a policy rule", (int)rule);
    if (!explanation || !*explanation || !valid_text(explanation))
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "a deviation needs an explanation (under %d bytes)",
                         MAX_TEXT);
    for (size_t i = 0; i < b->n_deviations; i++)
        if (b->deviations[i].scheme == (uint32_t)si && b->deviations[i].rule == rule &&
            !strcmp(b->deviations[i].release, release))
            return tfc__fail(err, TFC_E_DUPLICATE, -1, "deviation %s %s %s recorded twice", scheme,
                             release, tfc_verdict_reason_name(rule));
    if (b->n_deviations >= MAX_DEVIATIONS)
        return tfc__fail(err, TFC_E_TOO_MANY, -1, "more than %d deviations", MAX_DEVIATIONS);
    if (grow(&b->alloc, (void **)&b->deviations, &b->cap_deviations, b->n_deviations, sizeof *b->deviations))
        return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    tfc__deviation_rec d = {(uint32_t)si, dup_str(&b->alloc, release), dup_str(&b->alloc, explanation), rule};
    if (!d.release || !d.explanation) {
        tfc__free(&b->alloc, (char *)d.release);
        tfc__free(&b->alloc, (char *)d.explanation);
        return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    }
    b->deviations[b->n_deviations++] = d;
    return TFC_OK;
}

int32_t tfc_registry_builder_add_registry(tfc_registry_builder *b, const tfc_registry *src,
                                          tfc_error *err)
{
    if (!b || !src) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "builder and registry are required");
    for (size_t i = 0; i < src->n_schemes; i++) {
        const tfc__scheme_rec *s = &src->schemes[i];
        int64_t have = scheme_index(b->schemes, b->n_schemes, s->name);
        if (have >= 0) {
            const tfc__scheme_rec *h = &b->schemes[have];
            if (strcmp(h->upper, s->upper) || strcmp(h->lower, s->lower))
                return tfc__fail(err, TFC_E_DUPLICATE, -1, "scheme '%s' defined twice, differently", s->name);
            continue;
        }
        int rc = add_scheme(b, s->name, s->upper, s->lower, err);
        if (rc) return rc;
    }
    for (size_t i = 0; i < src->n_consumers; i++) {
        const tfc__consumer_rec *c = &src->consumers[i];
        tfc_consumer_spec s;
        tfc_consumer_spec_init(&s);
        s.scheme = src->schemes[c->scheme].name;
        s.name = c->name;
        s.release = c->release;
        s.version_known = c->known;
        s.consumer = c->low;
        s.consumer_low = c->low;
        s.consumer_high = c->high;
        s.min_producer = c->min_producer;
        s.min_consumer = c->min_consumer;
        s.date = c->date;
        s.mark = c->mark;
        s.source = c->source;
        s.citation = c->citation;
        s.op_set = c->op_set;
        s.loader = c->loader;
        int rc = tfc_registry_builder_add_consumer_spec(b, &s, err);
        if (rc) return rc;
    }
    for (size_t i = 0; i < src->n_deviations; i++) {
        const tfc__deviation_rec *d = &src->deviations[i];
        int rc = tfc_registry_builder_add_deviation(b, src->schemes[d->scheme].name, d->release,
                                                    d->rule, d->explanation, err);
        if (rc) return rc;
    }
    return TFC_OK;
}

/* ------------------------------------------------------------------ build */

typedef struct sort_item {
    const tfc__consumer_rec *c;
    size_t pos; /* insertion order, for a stable result */
} sort_item;

static int cmp_items(const void *pa, const void *pb)
{
    const sort_item *a = pa, *b = pb;
    if (a->c->scheme != b->c->scheme) return a->c->scheme < b->c->scheme ? -1 : 1;
    int c = tfc_release_compare(a->c->release, b->c->release);
    if (c) return c;
    c = strcmp(a->c->name, b->c->name);
    if (c) return c < 0 ? -1 : 1;
    return a->pos < b->pos ? -1 : a->pos > b->pos;
}

/* Bump allocator over one block holding every string of a registry. */
typedef struct arena {
    char *p;
    size_t used, cap;
} arena;

static const char *arena_put(arena *a, const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = a->p + a->used;
    memcpy(d, s, n);
    a->used += n;
    return d;
}

/* Consumers in registry order; *dup_at is the first item equal to its predecessor, or 0. */
static sort_item *sorted_items(const tfc_registry_builder *b, size_t *dup_at)
{
    sort_item *items = tfc__calloc(&b->alloc, b->n_consumers ? b->n_consumers : 1, sizeof *items);
    if (!items) return NULL;
    for (size_t i = 0; i < b->n_consumers; i++) {
        items[i].c = &b->consumers[i];
        items[i].pos = i;
    }
    if (b->n_consumers > 1) qsort(items, b->n_consumers, sizeof *items, cmp_items);
    *dup_at = 0;
    for (size_t i = 1; i < b->n_consumers; i++) {
        const tfc__consumer_rec *p = items[i - 1].c, *c = items[i].c;
        if (p->scheme == c->scheme && !strcmp(p->release, c->release) && !strcmp(p->name, c->name)) {
            *dup_at = i;
            break;
        }
    }
    return items;
}

int tfc__builder_duplicate(const tfc_registry_builder *b, size_t *first, size_t *second)
{
    size_t dup = 0;
    sort_item *items = sorted_items(b, &dup);
    if (!items) return TFC_E_NOMEM;
    if (dup) {
        *first = items[dup - 1].pos;
        *second = items[dup].pos;
    }
    tfc__free(&b->alloc, items);
    return dup ? 1 : 0;
}

size_t tfc__builder_consumer_count(const tfc_registry_builder *b) { return b ? b->n_consumers : 0; }

int32_t tfc_registry_builder_build(tfc_registry **out, const tfc_registry_builder *b, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!b) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "builder is NULL");
    const tfc_allocator *al = &b->alloc;

    size_t dup = 0;
    sort_item *items = sorted_items(b, &dup);
    if (!items) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    if (dup) {
        const tfc__consumer_rec *c = items[dup].c;
        int rc = tfc__fail(err, TFC_E_DUPLICATE, -1, "consumer %s %s (scheme %s) added twice",
                           c->name, c->release, b->schemes[c->scheme].name);
        tfc__free(al, items);
        return rc;
    }

    size_t bytes = 0;
    for (size_t i = 0; i < b->n_schemes; i++)
        bytes += strlen(b->schemes[i].name) + strlen(b->schemes[i].upper) + strlen(b->schemes[i].lower) + 3;
    for (size_t i = 0; i < b->n_consumers; i++) {
        const tfc__consumer_rec *c = &b->consumers[i];
        bytes += strlen(c->name) + strlen(c->release) + strlen(c->date) + strlen(c->source) +
                 strlen(c->citation) + strlen(c->op_set) + 6;
    }
    for (size_t i = 0; i < b->n_deviations; i++)
        bytes += strlen(b->deviations[i].release) + strlen(b->deviations[i].explanation) + 2;

    /* One allocation for the object, its three arrays and the strings. */
    size_t off_s = sizeof(tfc_registry);
    off_s = (off_s + 15) & ~(size_t)15;
    size_t off_c = off_s + b->n_schemes * sizeof(tfc__scheme_rec);
    off_c = (off_c + 15) & ~(size_t)15;
    size_t off_d = off_c + b->n_consumers * sizeof(tfc__consumer_rec);
    off_d = (off_d + 15) & ~(size_t)15;
    size_t off_t = off_d + b->n_deviations * sizeof(tfc__deviation_rec);
    size_t total = off_t + bytes;
    char *block = tfc__calloc(al, 1, total);
    if (!block) {
        tfc__free(al, items);
        return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    }
    tfc_registry *r = (tfc_registry *)block;
    tfc__scheme_rec *schemes = (tfc__scheme_rec *)(block + off_s);
    tfc__consumer_rec *consumers = (tfc__consumer_rec *)(block + off_c);
    tfc__deviation_rec *devs = (tfc__deviation_rec *)(block + off_d);
    arena ar = {block + off_t, 0, bytes};
    for (size_t i = 0; i < b->n_schemes; i++) {
        schemes[i].name = arena_put(&ar, b->schemes[i].name);
        schemes[i].upper = arena_put(&ar, b->schemes[i].upper);
        schemes[i].lower = arena_put(&ar, b->schemes[i].lower);
    }
    for (size_t i = 0; i < b->n_consumers; i++) {
        tfc__consumer_rec c = *items[i].c;
        c.name = arena_put(&ar, c.name);
        c.release = arena_put(&ar, c.release);
        c.date = arena_put(&ar, c.date);
        c.source = arena_put(&ar, c.source);
        c.citation = arena_put(&ar, c.citation);
        c.op_set = arena_put(&ar, c.op_set);
        consumers[i] = c;
    }
    for (size_t i = 0; i < b->n_deviations; i++) {
        tfc__deviation_rec d = b->deviations[i];
        d.release = arena_put(&ar, d.release);
        d.explanation = arena_put(&ar, d.explanation);
        devs[i] = d;
    }
    tfc__free(al, items);
    tfc__allocator_copy(&r->alloc, al);
    r->is_static = 0;
    r->schemes = schemes;
    r->n_schemes = b->n_schemes;
    r->consumers = consumers;
    r->n_consumers = b->n_consumers;
    r->deviations = devs;
    r->n_deviations = b->n_deviations;
    *out = r;
    return TFC_OK;
}

void tfc_registry_free(tfc_registry *r)
{
    if (!r || r->is_static) return;
    tfc_allocator a = r->alloc;
    tfc__free(&a, r);
}

/* ---------------------------------------------------------------- getters */

size_t tfc_registry_scheme_count(const tfc_registry *r) { return r ? r->n_schemes : 0; }

static const tfc__scheme_rec *scheme_at(const tfc_registry *r, size_t i)
{
    return r && i < r->n_schemes ? &r->schemes[i] : NULL;
}

const char *tfc_registry_scheme_name(const tfc_registry *r, size_t i)
{
    const tfc__scheme_rec *s = scheme_at(r, i);
    return s ? s->name : "";
}

const char *tfc_registry_scheme_upper(const tfc_registry *r, size_t i)
{
    const tfc__scheme_rec *s = scheme_at(r, i);
    return s ? s->upper : "";
}

const char *tfc_registry_scheme_lower(const tfc_registry *r, size_t i)
{
    const tfc__scheme_rec *s = scheme_at(r, i);
    return s ? s->lower : "";
}

int64_t tfc_registry_scheme_find(const tfc_registry *r, const char *name)
{
    return r ? scheme_index(r->schemes, r->n_schemes, name) : -1;
}

void tfc__registry_scheme_span(const tfc_registry *r, uint32_t s, size_t *begin, size_t *end)
{
    size_t i = 0;
    while (i < r->n_consumers && r->consumers[i].scheme < s) i++;
    *begin = i;
    while (i < r->n_consumers && r->consumers[i].scheme == s) i++;
    *end = i;
}

size_t tfc_registry_consumer_count(const tfc_registry *r) { return r ? r->n_consumers : 0; }

int64_t tfc_registry_find(const tfc_registry *r, const char *scheme, const char *release)
{
    if (!r || !release) return -1;
    int64_t s = tfc_registry_scheme_find(r, scheme);
    if (s < 0) return -1;
    size_t b, e;
    tfc__registry_scheme_span(r, (uint32_t)s, &b, &e);
    for (size_t i = b; i < e; i++)
        if (!strcmp(r->consumers[i].release, release)) return (int64_t)i;
    for (size_t i = b; i < e; i++)
        if (tfc_release_equivalent(r->consumers[i].release, release)) return (int64_t)i;
    return -1;
}

static const tfc__consumer_rec *consumer_at(const tfc_registry *r, size_t i)
{
    return r && i < r->n_consumers ? &r->consumers[i] : NULL;
}

const char *tfc_registry_consumer_scheme(const tfc_registry *r, size_t i)
{
    const tfc__consumer_rec *c = consumer_at(r, i);
    return c ? r->schemes[c->scheme].name : "";
}
const char *tfc_registry_consumer_name(const tfc_registry *r, size_t i)
{
    const tfc__consumer_rec *c = consumer_at(r, i);
    return c ? c->name : "";
}
const char *tfc_registry_consumer_release(const tfc_registry *r, size_t i)
{
    const tfc__consumer_rec *c = consumer_at(r, i);
    return c ? c->release : "";
}
int32_t tfc_registry_consumer_known(const tfc_registry *r, size_t i)
{
    const tfc__consumer_rec *c = consumer_at(r, i);
    return c ? c->known : 0;
}
int32_t tfc_registry_consumer_version(const tfc_registry *r, size_t i)
{
    const tfc__consumer_rec *c = consumer_at(r, i);
    return c && c->known ? c->low : -1;
}
int32_t tfc_registry_consumer_version_low(const tfc_registry *r, size_t i)
{
    const tfc__consumer_rec *c = consumer_at(r, i);
    return c ? c->low : -1;
}
int32_t tfc_registry_consumer_version_high(const tfc_registry *r, size_t i)
{
    const tfc__consumer_rec *c = consumer_at(r, i);
    return c ? c->high : -1;
}
int32_t tfc_registry_consumer_min_producer(const tfc_registry *r, size_t i)
{
    const tfc__consumer_rec *c = consumer_at(r, i);
    return c ? c->min_producer : -1;
}
int32_t tfc_registry_consumer_min_consumer(const tfc_registry *r, size_t i)
{
    const tfc__consumer_rec *c = consumer_at(r, i);
    return c ? c->min_consumer : -1;
}
const char *tfc_registry_consumer_date(const tfc_registry *r, size_t i)
{
    const tfc__consumer_rec *c = consumer_at(r, i);
    return c ? c->date : "";
}
int32_t tfc_registry_consumer_mark(const tfc_registry *r, size_t i)
{
    const tfc__consumer_rec *c = consumer_at(r, i);
    return c ? c->mark : -1;
}
const char *tfc_registry_consumer_source(const tfc_registry *r, size_t i)
{
    const tfc__consumer_rec *c = consumer_at(r, i);
    return c ? c->source : "";
}
const char *tfc_registry_consumer_citation(const tfc_registry *r, size_t i)
{
    const tfc__consumer_rec *c = consumer_at(r, i);
    return c ? c->citation : "";
}

const char *tfc_registry_consumer_op_set(const tfc_registry *r, size_t i)
{
    const tfc__consumer_rec *c = consumer_at(r, i);
    return c ? c->op_set : "";
}

int32_t tfc_registry_consumer_loader(const tfc_registry *r, size_t i)
{
    const tfc__consumer_rec *c = consumer_at(r, i);
    return c ? c->loader : -1;
}

size_t tfc_registry_deviation_count(const tfc_registry *r) { return r ? r->n_deviations : 0; }

static const tfc__deviation_rec *deviation_at(const tfc_registry *r, size_t i)
{
    return r && i < r->n_deviations ? &r->deviations[i] : NULL;
}
const char *tfc_registry_deviation_scheme(const tfc_registry *r, size_t i)
{
    const tfc__deviation_rec *d = deviation_at(r, i);
    return d ? r->schemes[d->scheme].name : "";
}
const char *tfc_registry_deviation_release(const tfc_registry *r, size_t i)
{
    const tfc__deviation_rec *d = deviation_at(r, i);
    return d ? d->release : "";
}
int32_t tfc_registry_deviation_rule(const tfc_registry *r, size_t i)
{
    const tfc__deviation_rec *d = deviation_at(r, i);
    return d ? d->rule : TFC_REASON_NONE;
}
const char *tfc_registry_deviation_explanation(const tfc_registry *r, size_t i)
{
    const tfc__deviation_rec *d = deviation_at(r, i);
    return d ? d->explanation : "";
}

/* ------------------------------------------------------------------ check */

/*
 * The acceptance rule for a consumer whose version is only known to lie in
 * [lo, hi]. Each of TensorFlow's checks is certainly failed, certainly
 * passed, or undecided; a certain failure rejects, an undecided one makes
 * the verdict undetermined. Messages of certain failures keep TensorFlow's
 * wording with the bounds in place of the unknown number.
 */
static int check_bounded(tfc_verdict *v, const tfc__consumer_rec *c, const tfc__scheme_rec *s,
                         const tfc_versiondef *data, const char *tfv)
{
    int32_t producer = tfc_versiondef_producer(data);
    int32_t min_consumer = tfc_versiondef_min_consumer(data);
    int rc = TFC_OK;
    if (producer < c->min_producer)
        rc = tfc__verdict_add(v, TFC_REASON_PRODUCER_TOO_OLD, TFC_SEVERITY_ERROR, "", producer,
                              "%s producer version %d below min producer %d supported by "
                              "TensorFlow %s.  Please regenerate your %s.",
                              s->upper, (int)producer, (int)c->min_producer, tfv, s->lower);
    if (!rc && min_consumer > c->high)
        rc = tfc__verdict_add(v, TFC_REASON_CONSUMER_TOO_OLD, TFC_SEVERITY_ERROR, "", min_consumer,
                              "%s min consumer version %d above current version (%d to %d, not "
                              "known exactly) for TensorFlow %s.  Please upgrade TensorFlow.",
                              s->upper, (int)min_consumer, (int)c->low, (int)c->high, tfv);
    else if (!rc && min_consumer > c->low)
        rc = tfc__verdict_add(v, TFC_REASON_VERSION_UNKNOWN, TFC_SEVERITY_UNDETERMINED, "", min_consumer,
                              "%s %s accepts this %s only if its %s version, known only to lie in "
                              "%d..%d, is at least %d (the %s's min_consumer).",
                              c->name, c->release, s->lower, s->upper, (int)c->low, (int)c->high,
                              (int)min_consumer, s->lower);
    for (size_t i = 0; !rc && i < tfc_versiondef_bad_consumer_count(data); i++) {
        int32_t bad = tfc_versiondef_bad_consumer(data, i);
        if (bad < c->low || bad > c->high) continue;
        rc = tfc__verdict_add(v, TFC_REASON_VERSION_UNKNOWN, TFC_SEVERITY_UNDETERMINED, "", bad,
                              "%s %s refuses this %s if its %s version, known only to lie in "
                              "%d..%d, is %d (listed in bad_consumers).",
                              c->name, c->release, s->lower, s->upper, (int)c->low, (int)c->high,
                              (int)bad);
        break;
    }
    return rc;
}

/* The TFC__PRE_VD_* kind of a consumer's op set, 0 when it reads VersionDef. */
static int32_t pre_versiondef(const tfc__consumer_rec *c)
{
    for (size_t i = 0; c->op_set[0] && i < tfc__pre_versiondef_count; i++)
        if (!strcmp(c->op_set, tfc__pre_versiondef[i].op_set)) return tfc__pre_versiondef[i].kind;
    return 0;
}

/*
 * Releases before VersionDef (docs/op-registry.md, "Before VersionDef"; the
 * releases are data, tfc__pre_versiondef):
 * TensorFlow 0.6 read only the deprecated GraphDef.version and refused it
 * outside [TF_GRAPH_DEF_VERSION_MIN 0, TF_GRAPH_DEF_VERSION_MAX 1]; 0.5
 * predates GraphDef versioning and no source tells whether it checked
 * anything. Both ignore VersionDef.
 */
static int check_before_versiondef(tfc_verdict *v, const tfc__consumer_rec *c, const tfc__opreg_model *m,
                                   const char *tfv)
{
    if (pre_versiondef(c) == TFC__PRE_VD_UNVERSIONED) {
        const char *v1 = "";
        for (size_t i = 0; i < tfc__graphdef_history_count; i++)
            if (tfc__graphdef_history[i].version == 1 && tfc__graphdef_history[i].date[0]) {
                v1 = tfc__graphdef_history[i].date;
                break;
            }
        return tfc__verdict_add(v, TFC_REASON_VERSION_UNKNOWN, TFC_SEVERITY_UNDETERMINED, "", -1,
                                "TensorFlow %s predates GraphDef versioning%s%s%s: whether it checked any graph "
                                "version is not known.",
                                tfv, v1[0] ? " (version 1 is dated " : "", v1, v1[0] ? ")" : "");
    }
    int32_t gv = tfc__opreg_model_graph_version(m);
    if (gv < 0)
        return tfc__verdict_add(v, TFC_REASON_VERSION_UNKNOWN, TFC_SEVERITY_UNDETERMINED, "", -1,
                                "TensorFlow %s reads only the deprecated GraphDef.version (it accepts 0 to %d), "
                                "which this check was not given (only the VersionDef).",
                                tfv, (int)c->high);
    if (gv > c->high)
        return tfc__verdict_add(v, TFC_REASON_CONSUMER_TOO_OLD, TFC_SEVERITY_ERROR, "", gv,
                                "GraphDef version %d is not yet supported: TensorFlow %s needs 0 <= version <= %d.  "
                                "Please upgrade TensorFlow.",
                                (int)gv, tfv, (int)c->high);
    return TFC_OK;
}

static int check_consumer(tfc_verdict **out, const tfc_registry *r, const tfc__consumer_rec *c,
                          const tfc_versiondef *data, const char *const *ops, size_t n_ops,
                          const tfc__opreg_model *m, const char *tf_version, tfc_error *err)
{
    const tfc__scheme_rec *s = &r->schemes[c->scheme];
    const char *tfv = tf_version ? tf_version : c->release;
    tfc_verdict *v = NULL;
    int rc;
    if (c->scheme == 0 && pre_versiondef(c)) {
        v = tfc__verdict_new(&r->alloc);
        if (!v) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
        rc = check_before_versiondef(v, c, m, tfv);
        if (rc) {
            tfc_verdict_free(v);
            return tfc__fail(err, rc, -1, "out of memory building the verdict");
        }
    } else if (c->known) {
        tfc_accept_options o;
        tfc_accept_options_init(&o);
        o.allocator = &r->alloc;
        rc = tfc_accept_check(&v, data, c->low, c->min_producer, s->upper, s->lower, tfv, &o, err);
        if (rc) return rc;
    } else {
        v = tfc__verdict_new(&r->alloc);
        if (!v) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
        rc = check_bounded(v, c, s, data, tfv);
        if (rc) {
            tfc_verdict_free(v);
            return tfc__fail(err, rc, -1, "out of memory building the verdict");
        }
    }
    /* Op registration and op deprecations are a GraphDef matter; checked
     * after the versions, as TensorFlow imports nodes only once the version
     * check passed. */
    if (c->scheme == 0 && m && c->op_set[0]) {
        rc = tfc__opreg_check_into(v, m, c->op_set, c->loader, tfv);
        if (rc) {
            tfc_verdict_free(v);
            return tfc__fail(err, rc, -1, "out of memory");
        }
    }
    if (c->scheme == 0 && n_ops) {
        rc = tfc__ops_check_into(v, tfc_versiondef_producer(data), ops, n_ops, c->low, c->high, c->release);
        if (rc) {
            tfc_verdict_free(v);
            return tfc__fail(err, rc, -1, rc == TFC_E_NOMEM ? "out of memory" : "a NULL op name");
        }
    }
    *out = v;
    return TFC_OK;
}

static int check_ops_args(const char *const *ops, size_t n_ops, tfc_error *err)
{
    if (n_ops && !ops) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "ops is NULL but n_ops is %zu", n_ops);
    for (size_t i = 0; i < n_ops; i++)
        if (!ops[i]) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "op name %zu is NULL", i);
    return TFC_OK;
}

int32_t tfc_registry_check_release(tfc_verdict **out, const tfc_registry *r, const char *scheme,
                                   const char *release, const tfc_versiondef *data,
                                   const char *const *ops, size_t n_ops, const char *tf_version,
                                   tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!r || !scheme || !release)
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "registry, scheme and release are required");
    int rc = check_ops_args(ops, n_ops, err);
    if (rc) return rc;
    if (tfc_registry_scheme_find(r, scheme) < 0)
        return tfc__fail(err, TFC_E_UNKNOWN_RELEASE, -1, "unknown scheme '%s'", scheme);
    int64_t i = tfc_registry_find(r, scheme, release);
    if (i < 0)
        return tfc__fail(err, TFC_E_UNKNOWN_RELEASE, -1, "no release '%s' in scheme '%s'", release, scheme);
    return tfc__registry_check_one(out, r, (size_t)i, data, ops, n_ops, NULL, tf_version, err);
}

int tfc__registry_check_one(tfc_verdict **out, const tfc_registry *r, size_t ci, const tfc_versiondef *data,
                            const char *const *ops, size_t n_ops, const tfc__opreg_model *m,
                            const char *tf_version, tfc_error *err)
{
    const tfc__consumer_rec *c = &r->consumers[ci];
    tfc__opreg_model *own = NULL;
    if (!m && c->scheme == 0 && c->op_set[0] && n_ops) {
        if (tfc__opreg_model_new(&own, &r->alloc, ops, n_ops, NULL, 0, NULL, 0, 0))
            return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
        m = own;
    }
    int rc = check_consumer(out, r, c, data, ops, n_ops, m, tf_version, err);
    tfc__opreg_model_free(own);
    return rc;
}

struct tfc_release_answer {
    tfc_allocator alloc;
    const tfc_registry *r;
    size_t begin, count;
    tfc_verdict **verdicts;
    int64_t *blocking; /* index of the first blocking finding, or -1 */
    size_t *accepting;
    size_t n_accepting;
    size_t *range_first, *range_last;
    size_t n_ranges;
};

void tfc_release_answer_free(tfc_release_answer *a)
{
    if (!a) return;
    tfc_allocator al = a->alloc;
    for (size_t i = 0; a->verdicts && i < a->count; i++) tfc_verdict_free(a->verdicts[i]);
    tfc__free(&al, a->verdicts);
    tfc__free(&al, a->blocking);
    tfc__free(&al, a->accepting);
    tfc__free(&al, a->range_first);
    tfc__free(&al, a->range_last);
    tfc__free(&al, a);
}

static int64_t first_blocking(const tfc_verdict *v)
{
    int32_t o = tfc_verdict_outcome(v);
    if (o == TFC_OUTCOME_ACCEPTED) return -1;
    if (o == TFC_OUTCOME_REJECTED) return tfc_verdict_first_error(v);
    for (size_t i = 0; i < tfc_verdict_finding_count(v); i++)
        if (tfc_verdict_finding_severity(v, i) == TFC_SEVERITY_UNDETERMINED) return (int64_t)i;
    return -1;
}

int32_t tfc_registry_check(tfc_release_answer **out, const tfc_registry *r, const char *scheme,
                           const tfc_versiondef *data, const char *const *ops, size_t n_ops,
                           tfc_error *err)
{
    return tfc__registry_check_all(out, r, scheme, data, ops, n_ops, NULL, err);
}

int tfc__registry_check_all(tfc_release_answer **out, const tfc_registry *r, const char *scheme,
                            const tfc_versiondef *data, const char *const *ops, size_t n_ops,
                            const tfc__opreg_model *m, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!r || !scheme) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "registry and scheme are required");
    int rc = check_ops_args(ops, n_ops, err);
    if (rc) return rc;
    int64_t s = tfc_registry_scheme_find(r, scheme);
    if (s < 0) return tfc__fail(err, TFC_E_UNKNOWN_RELEASE, -1, "unknown scheme '%s'", scheme);

    tfc_release_answer *a = tfc__calloc(&r->alloc, 1, sizeof *a);
    if (!a) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    tfc__allocator_copy(&a->alloc, &r->alloc);
    a->r = r;
    size_t b, e;
    tfc__registry_scheme_span(r, (uint32_t)s, &b, &e);
    size_t n = e - b, cap = n ? n : 1;
    a->begin = b;
    a->verdicts = tfc__calloc(&a->alloc, cap, sizeof *a->verdicts);
    a->blocking = tfc__calloc(&a->alloc, cap, sizeof *a->blocking);
    a->accepting = tfc__calloc(&a->alloc, cap, sizeof *a->accepting);
    a->range_first = tfc__calloc(&a->alloc, cap, sizeof *a->range_first);
    a->range_last = tfc__calloc(&a->alloc, cap, sizeof *a->range_last);
    if (!a->verdicts || !a->blocking || !a->accepting || !a->range_first || !a->range_last) {
        tfc_release_answer_free(a);
        return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    }
    /* The model's ops are resolved against the op tables once for all releases. */
    tfc__opreg_model *own = NULL;
    if (!m && s == 0 && n_ops) {
        if (tfc__opreg_model_new(&own, &r->alloc, ops, n_ops, NULL, 0, NULL, 0, 0)) {
            tfc_release_answer_free(a);
            return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
        }
        m = own;
    }
    /* Only ops in the deprecation table can give a deprecation finding:
     * look them up once, not once per release (first-use order kept). */
    const char **dep_ops = NULL;
    size_t n_dep = 0;
    if (s == 0 && n_ops) {
        dep_ops = tfc__calloc(&r->alloc, n_ops, sizeof *dep_ops);
        if (!dep_ops) {
            tfc__opreg_model_free(own);
            tfc_release_answer_free(a);
            return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
        }
        for (size_t k = 0; k < n_ops; k++)
            if (tfc_op_deprecation_find(ops[k]) >= 0) dep_ops[n_dep++] = ops[k];
    }
    int in_range = 0;
    for (size_t i = 0; i < n; i++) {
        rc = check_consumer(&a->verdicts[i], r, &r->consumers[b + i], data, dep_ops ? dep_ops : ops,
                            dep_ops ? n_dep : n_ops, m, NULL, err);
        if (rc) {
            tfc__free(&r->alloc, dep_ops);
            tfc__opreg_model_free(own);
            tfc_release_answer_free(a);
            return rc;
        }
        a->count = i + 1;
        a->blocking[i] = first_blocking(a->verdicts[i]);
        if (tfc_verdict_outcome(a->verdicts[i]) == TFC_OUTCOME_ACCEPTED) {
            a->accepting[a->n_accepting++] = i;
            if (!in_range) a->range_first[a->n_ranges++] = i;
            a->range_last[a->n_ranges - 1] = i;
            in_range = 1;
        } else {
            in_range = 0;
        }
    }
    tfc__free(&r->alloc, dep_ops);
    tfc__opreg_model_free(own);
    *out = a;
    return TFC_OK;
}

size_t tfc_release_answer_count(const tfc_release_answer *a) { return a ? a->count : 0; }

int64_t tfc_release_answer_consumer(const tfc_release_answer *a, size_t i)
{
    return a && i < a->count ? (int64_t)(a->begin + i) : -1;
}

const char *tfc_release_answer_release(const tfc_release_answer *a, size_t i)
{
    return a && i < a->count ? a->r->consumers[a->begin + i].release : "";
}

int32_t tfc_release_answer_outcome(const tfc_release_answer *a, size_t i)
{
    return a && i < a->count ? tfc_verdict_outcome(a->verdicts[i]) : TFC_OUTCOME_REJECTED;
}

const tfc_verdict *tfc_release_answer_verdict(const tfc_release_answer *a, size_t i)
{
    return a && i < a->count ? a->verdicts[i] : NULL;
}

int32_t tfc_release_answer_reason(const tfc_release_answer *a, size_t i)
{
    if (!a || i >= a->count || a->blocking[i] < 0) return TFC_REASON_NONE;
    return tfc_verdict_finding_reason(a->verdicts[i], (size_t)a->blocking[i]);
}

const char *tfc_release_answer_message(const tfc_release_answer *a, size_t i)
{
    if (!a || i >= a->count || a->blocking[i] < 0) return "";
    return tfc_verdict_finding_message(a->verdicts[i], (size_t)a->blocking[i]);
}

size_t tfc_release_answer_accepting_count(const tfc_release_answer *a) { return a ? a->n_accepting : 0; }

int64_t tfc_release_answer_accepting(const tfc_release_answer *a, size_t k)
{
    return a && k < a->n_accepting ? (int64_t)a->accepting[k] : -1;
}

int64_t tfc_release_answer_oldest_accepting(const tfc_release_answer *a)
{
    return a && a->n_accepting ? (int64_t)a->accepting[0] : -1;
}

int64_t tfc_release_answer_newest_accepting(const tfc_release_answer *a)
{
    return a && a->n_accepting ? (int64_t)a->accepting[a->n_accepting - 1] : -1;
}

size_t tfc_release_answer_range_count(const tfc_release_answer *a) { return a ? a->n_ranges : 0; }

int64_t tfc_release_answer_range_first(const tfc_release_answer *a, size_t k)
{
    return a && k < a->n_ranges ? (int64_t)a->range_first[k] : -1;
}

int64_t tfc_release_answer_range_last(const tfc_release_answer *a, size_t k)
{
    return a && k < a->n_ranges ? (int64_t)a->range_last[k] : -1;
}
