/*
 * registry.c - schemes, consumers and deviations of a registry: the
 * records and their lookups, at the bottom of the registry layer (see
 * registry_internal.h). The builder is registry_builder.c; the checks
 * and their release answers registry_check.c.
 *
 * A built registry is immutable: its records and its string arena are
 * written once in tfc_registry_builder_build and only read afterwards, so
 * any number of threads may query it at once. The default registry is a
 * const object generated from data/ (tools/gen/registry.c).
 */
#include <string.h>

#include "registry_internal.h"

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

int64_t tfc__scheme_index(const tfc__scheme_rec *s, size_t n, const char *name)
{
    for (size_t i = 0; name && i < n; i++)
        if (!strcmp(s[i].name, name)) return (int64_t)i;
    return -1;
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
    return r ? tfc__scheme_index(r->schemes, r->n_schemes, name) : -1;
}

/* The first consumer whose scheme index is at least s (consumers are
 * grouped by scheme in scheme order): a binary search, as a record asks
 * the span of its scheme for every answer. */
static size_t scheme_lower_bound(const tfc_registry *r, uint32_t s)
{
    size_t lo = 0, hi = r->n_consumers;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (r->consumers[mid].scheme < s) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

void tfc__registry_scheme_span(const tfc_registry *r, uint32_t s, size_t *begin, size_t *end)
{
    *begin = scheme_lower_bound(r, s);
    *end = s == UINT32_MAX ? r->n_consumers : scheme_lower_bound(r, s + 1);
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
