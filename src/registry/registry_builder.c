/*
 * registry_builder.c - building a registry: schemes, consumers and
 * deviations added one by one (or a whole registry), validated as they
 * come, then sorted and copied into one immutable object with its own
 * string arena (tfc_registry_builder_build). regfile.c, the text loader,
 * drives it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "registry/opreg_internal.h"
#include "registry_internal.h"
#include "tfcompat/opreg.h"

#define MAX_SCHEMES 256
#define MAX_CONSUMERS 1000000
#define MAX_DEVIATIONS 65536
#define MAX_NAME 64
#define MAX_TEXT 65536

/* ---------------------------------------------------------------- builder */

struct tfc_registry_builder {
    tfc_allocator alloc;
    tfc__scheme_rec *schemes; /* strings owned */
    size_t n_schemes, cap_schemes;
    tfc__consumer_rec *consumers; /* strings owned */
    size_t n_consumers, cap_consumers;
    tfc__deviation_rec *deviations; /* strings owned */
    size_t n_deviations, cap_deviations;
    size_t *dev_slots; /* open addressing over deviations: index + 1, 0 empty */
    size_t n_dev_slots; /* a power of two, at least twice n_deviations */
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
        if (*p <= 0x20 || *p >= 0x7f || n >= MAX_NAME - 1) return 0; /* 1 to 63 */
    return 1;
}

static int valid_text(const char *s) { return !s || strlen(s) < MAX_TEXT; }

static int add_scheme(tfc_registry_builder *b, const char *name, const char *upper,
                      const char *lower, tfc_error *err)
{
    if (!b || !valid_name(name) || !valid_name(upper) || !valid_name(lower))
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1,
                         "scheme name, upper and lower must be 1-%d visible ASCII characters", MAX_NAME - 1);
    if (tfc__scheme_index(b->schemes, b->n_schemes, name) >= 0)
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
    tfc__free(&a, b->dev_slots);
    tfc__free(&a, b);
}

int32_t tfc_registry_builder_add_scheme(tfc_registry_builder *b, const char *name,
                                        const char *upper, const char *lower, tfc_error *err)
{
    return add_scheme(b, name, upper, lower, err);
}

void tfc_consumer_spec_init(tfc_consumer_spec *s, size_t size)
{
    tfc_consumer_spec d;
    memset(&d, 0, sizeof d);
    d.size = (uint32_t)sizeof d;
    d.version_known = 1;
    d.mark = TFC_MARK_DECLARED;
    tfc__struct_out(s, size, &d, sizeof d);
}

int32_t tfc_registry_builder_add_consumer_spec(tfc_registry_builder *b,
                                               const tfc_consumer_spec *spec, tfc_error *err)
{
    if (!b || !spec || spec->size < sizeof(uint32_t))
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "builder and spec are required");
    tfc_consumer_spec s;
    tfc_consumer_spec_init(&s, sizeof s);
    TFC__READ(tfc_consumer_spec, &s, spec, scheme);
    TFC__READ(tfc_consumer_spec, &s, spec, name);
    TFC__READ(tfc_consumer_spec, &s, spec, release);
    TFC__READ(tfc_consumer_spec, &s, spec, version_known);
    TFC__READ(tfc_consumer_spec, &s, spec, consumer);
    TFC__READ(tfc_consumer_spec, &s, spec, consumer_low);
    TFC__READ(tfc_consumer_spec, &s, spec, consumer_high);
    TFC__READ(tfc_consumer_spec, &s, spec, min_producer);
    TFC__READ(tfc_consumer_spec, &s, spec, min_consumer);
    TFC__READ(tfc_consumer_spec, &s, spec, date);
    TFC__READ(tfc_consumer_spec, &s, spec, mark);
    TFC__READ(tfc_consumer_spec, &s, spec, source);
    TFC__READ(tfc_consumer_spec, &s, spec, citation);
    TFC__READ(tfc_consumer_spec, &s, spec, op_set);
    TFC__READ(tfc_consumer_spec, &s, spec, loader);
    int64_t si = tfc__scheme_index(b->schemes, b->n_schemes, s.scheme);
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
    tfc_consumer_spec_init(&s, sizeof s);
    s.scheme = scheme;
    s.name = name;
    s.release = release;
    s.consumer = consumer;
    s.min_producer = min_producer;
    s.min_consumer = min_consumer;
    s.date = date;
    return tfc_registry_builder_add_consumer_spec(b, &s, err);
}

/* FNV-1a of a deviation's key (scheme, rule, release). */
static size_t dev_hash(uint32_t scheme, int32_t rule, const char *release)
{
    uint64_t h = 1469598103934665603u ^ scheme ^ ((uint64_t)(uint32_t)rule << 32);
    for (const unsigned char *p = (const unsigned char *)release; *p; p++) h = (h ^ *p) * 1099511628211u;
    return (size_t)(h ^ (h >> 29));
}

/* The slot of deviation key (scheme, rule, release): its record's, or the
 * empty one where it would go. */
static size_t *dev_slot(const tfc_registry_builder *b, uint32_t scheme, int32_t rule, const char *release)
{
    size_t mask = b->n_dev_slots - 1, i = dev_hash(scheme, rule, release) & mask;
    for (;; i = (i + 1) & mask) {
        size_t k = b->dev_slots[i];
        if (!k) return &b->dev_slots[i];
        const tfc__deviation_rec *d = &b->deviations[k - 1];
        if (d->scheme == scheme && d->rule == rule && !strcmp(d->release, release)) return &b->dev_slots[i];
    }
}

/* Room in the slots for one deviation more (at most half full). */
static int dev_slots_reserve(tfc_registry_builder *b)
{
    if (2 * (b->n_deviations + 1) <= b->n_dev_slots) return TFC_OK;
    size_t n = b->n_dev_slots ? b->n_dev_slots * 2 : 64;
    size_t *slots = tfc__calloc(&b->alloc, n, sizeof *slots);
    if (!slots) return TFC_E_NOMEM;
    tfc__free(&b->alloc, b->dev_slots);
    b->dev_slots = slots;
    b->n_dev_slots = n;
    for (size_t i = 0; i < b->n_deviations; i++) {
        const tfc__deviation_rec *d = &b->deviations[i];
        *dev_slot(b, d->scheme, d->rule, d->release) = i + 1;
    }
    return TFC_OK;
}

int32_t tfc_registry_builder_add_deviation(tfc_registry_builder *b, const char *scheme,
                                           const char *release, int32_t rule,
                                           const char *explanation, tfc_error *err)
{
    if (!b) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "builder is NULL");
    int64_t si = tfc__scheme_index(b->schemes, b->n_schemes, scheme);
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
    if (b->n_deviations >= MAX_DEVIATIONS)
        return tfc__fail(err, TFC_E_TOO_MANY, -1, "more than %d deviations", MAX_DEVIATIONS);
    /* a hash of the keys: a file of 65,536 deviations took 30 s to compare pairwise */
    if (dev_slots_reserve(b)) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    size_t *slot = dev_slot(b, (uint32_t)si, rule, release);
    if (*slot)
        return tfc__fail(err, TFC_E_DUPLICATE, -1, "deviation %s %s %s recorded twice", scheme,
                         release, tfc_verdict_reason_name(rule));
    if (grow(&b->alloc, (void **)&b->deviations, &b->cap_deviations, b->n_deviations, sizeof *b->deviations))
        return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    tfc__deviation_rec d = {(uint32_t)si, dup_str(&b->alloc, release), dup_str(&b->alloc, explanation), rule};
    if (!d.release || !d.explanation) {
        tfc__free(&b->alloc, (char *)d.release);
        tfc__free(&b->alloc, (char *)d.explanation);
        return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    }
    b->deviations[b->n_deviations++] = d;
    *slot = b->n_deviations;
    return TFC_OK;
}

int32_t tfc_registry_builder_add_registry(tfc_registry_builder *b, const tfc_registry *src,
                                          tfc_error *err)
{
    if (!b || !src) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "builder and registry are required");
    for (size_t i = 0; i < src->n_schemes; i++) {
        const tfc__scheme_rec *s = &src->schemes[i];
        int64_t have = tfc__scheme_index(b->schemes, b->n_schemes, s->name);
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
        tfc_consumer_spec_init(&s, sizeof s);
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

static int fold(int c) { return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c; }

/* Names compare ASCII case-insensitively everywhere (targets, --product). */
static int name_cmp_folded(const char *a, const char *b)
{
    for (; *a && fold((unsigned char)*a) == fold((unsigned char)*b); a++, b++) {}
    return fold((unsigned char)*a) - fold((unsigned char)*b);
}

static int cmp_folded(const void *pa, const void *pb)
{
    const sort_item *a = pa, *b = pb;
    int c = name_cmp_folded(a->c->name, b->c->name);
    if (c) return c < 0 ? -1 : 1;
    return a->pos < b->pos ? -1 : a->pos > b->pos;
}

int tfc__builder_name_clash(const tfc_registry_builder *b, size_t *first, size_t *second)
{
    size_t n = b->n_consumers;
    if (n < 2) return 0;
    sort_item *items = tfc__calloc(&b->alloc, n, sizeof *items);
    if (!items) return TFC_E_NOMEM;
    for (size_t i = 0; i < n; i++) {
        items[i].c = &b->consumers[i];
        items[i].pos = i;
    }
    /* Sorted once by folded name, then file order: one pass finds, within
     * each group of equal folded names, the first spelling that differs
     * from the group's first. */
    qsort(items, n, sizeof *items, cmp_folded);
    int found = 0;
    size_t g = 0;
    for (size_t i = 1; i < n && !found; i++) {
        if (name_cmp_folded(items[g].c->name, items[i].c->name)) g = i;
        else if (strcmp(items[g].c->name, items[i].c->name)) {
            *first = items[g].pos;
            *second = items[i].pos;
            found = 1;
        }
    }
    tfc__free(&b->alloc, items);
    return found;
}

const char *tfc__builder_consumer_name(const tfc_registry_builder *b, size_t pos)
{
    return b && pos < b->n_consumers ? b->consumers[pos].name : "";
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
