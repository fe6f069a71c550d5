/*
 * policy.c - checks a scheme's release sequence against TensorFlow's
 * versioning guide (guide/versions.md): a release accepts the interval
 * [min_producer, consumer]; the interval is constant across patch
 * releases, only grows across minor releases, loses versions at the bottom
 * only at a major release, and a version X stops being accepted no sooner
 * than six months after the first release that accepted it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "registry_internal.h"
#include "tfcompat/policy.h"

static void fmt_interval(char *buf, size_t cap, const tfc__consumer_rec *c)
{
    if (c->known) snprintf(buf, cap, "[%d, %d]", (int)c->min_producer, (int)c->low);
    else snprintf(buf, cap, "[%d, %d..%d]", (int)c->min_producer, (int)c->low, (int)c->high);
}

/* At least six calendar months from date a to date b (both "YYYY-MM-DD"). */
static int six_months_apart(const char *a, const char *b)
{
    int32_t ya, ma, da, yb, mb, db;
    if (tfc__parse_date(a, strlen(a), &ya, &ma, &da) || tfc__parse_date(b, strlen(b), &yb, &mb, &db))
        return -1;
    int64_t months = ((int64_t)yb * 12 + mb) - ((int64_t)ya * 12 + ma);
    return months > 6 || (months == 6 && db >= da);
}

/* One validation: the verdict, the registry, and its deviations sorted once
 * by (scheme, rule, release) so that each finding finds its deviation by
 * binary search. */
typedef struct pctx {
    tfc_verdict *v;
    const tfc_registry *r;
    const tfc__deviation_rec **devs;
    size_t ndevs;
} pctx;

static int dev_key_cmp(uint32_t scheme, int32_t rule, const char *release, const tfc__deviation_rec *d)
{
    if (scheme != d->scheme) return scheme < d->scheme ? -1 : 1;
    if (rule != d->rule) return rule < d->rule ? -1 : 1;
    return strcmp(release, d->release);
}

static int cmp_dev(const void *x, const void *y)
{
    const tfc__deviation_rec *const *a = x, *const *b = y;
    return dev_key_cmp((*a)->scheme, (*a)->rule, (*a)->release, *b);
}

static const tfc__deviation_rec *deviation_for(const pctx *x, uint32_t scheme, const char *release, int32_t rule)
{
    size_t lo = 0, hi = x->ndevs;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int c = dev_key_cmp(scheme, rule, release, x->devs[mid]);
        if (!c) return x->devs[mid];
        if (c < 0) hi = mid;
        else lo = mid + 1;
    }
    return NULL;
}

static int report(const pctx *x, const tfc__consumer_rec *c, int32_t rule, int64_t value, const char *text)
{
    const tfc__deviation_rec *d = deviation_for(x, c->scheme, c->release, rule);
    if (d)
        return tfc__verdict_add(x->v, TFC_REASON_POLICY_KNOWN_DEVIATION, TFC_SEVERITY_WARNING, c->release,
                                value, "%s (%s) Known deviation: %s", text, tfc_verdict_reason_name(rule),
                                d->explanation);
    return tfc__verdict_add(x->v, rule, TFC_SEVERITY_ERROR, c->release, value, "%s", text);
}

/* One product line of a scheme: its n consumers c[] (one name), in release
 * order. A registry file may name several products (TensorFlow and
 * myserving); each follows the policy on its own, so a release number two
 * of them share, or one line's interval next to another's, is no violation.
 * reach[] (n entries, scratch) gets the running maximum of the line's
 * consumer versions, so the first release that reached a version is a
 * binary search, not a walk back. */
static int validate_line(const pctx *ctx, const tfc__consumer_rec *const *c, size_t n,
                         int32_t *reach, int several)
{
    char sn[160];
    const tfc_registry *r = ctx->r;
    if (several) snprintf(sn, sizeof sn, "%s %s", r->schemes[c[0]->scheme].name, c[0]->name);
    else snprintf(sn, sizeof sn, "%s", r->schemes[c[0]->scheme].name);
    for (size_t i = 0; i < n; i++) reach[i] = i && reach[i - 1] > c[i]->low ? reach[i - 1] : c[i]->low;
    const tfc__consumer_rec *prev = NULL;
    uint64_t pmaj = 0, pmin = 0;
    char text[1024], ia[64], ib[64];
    for (size_t i = 0; i < n; i++) {
        const tfc__consumer_rec *cur = c[i];
        uint64_t maj, min;
        if (!tfc__release_major_minor(cur->release, &maj, &min)) continue; /* not a version: no place in the sequence */
        int rc = TFC_OK;
        if (prev) {
            fmt_interval(ia, sizeof ia, prev);
            fmt_interval(ib, sizeof ib, cur);
            int upper_fell = cur->high < prev->low;
            if (maj == pmaj && min == pmin) {
                int changed = cur->min_producer != prev->min_producer || cur->high < prev->low ||
                              cur->low > prev->high || (cur->known && prev->known && cur->low != prev->low);
                if (changed) {
                    snprintf(text, sizeof text,
                             "%s: %s accepts %s but %s accepts %s; the interval must not change "
                             "between patch releases of %llu.%llu.",
                             sn, cur->release, ib, prev->release, ia, (unsigned long long)maj,
                             (unsigned long long)min);
                    rc = report(ctx, cur, TFC_REASON_POLICY_INTERVAL_CHANGED_IN_PATCH, cur->low, text);
                }
            } else {
                if (maj == pmaj && cur->min_producer > prev->min_producer) {
                    snprintf(text, sizeof text,
                             "%s: %s raises the lower bound from %d to %d in a minor release "
                             "(after %s); the lower bound may rise only at a major release.",
                             sn, cur->release, (int)prev->min_producer, (int)cur->min_producer,
                             prev->release);
                    rc = report(ctx, cur, TFC_REASON_POLICY_LOWER_BOUND_RAISED_IN_MINOR, cur->min_producer, text);
                }
                if (!rc && upper_fell) {
                    snprintf(text, sizeof text,
                             "%s: %s accepts %s, below the upper bound of %s %s; an interval may "
                             "lose versions only at its lower end.",
                             sn, cur->release, ib, prev->release, ia);
                    rc = report(ctx, cur, TFC_REASON_POLICY_INTERVAL_SHRANK, cur->high, text);
                }
            }
            /* The lower bound reaches X = cur->min_producer: the first release
             * whose upper bound certainly reached X must be six months older. */
            if (!rc && cur->min_producer > prev->min_producer) {
                int32_t x = cur->min_producer;
                const tfc__consumer_rec *first = cur;
                size_t lo = 0, hi = i;
                while (lo < hi) {
                    size_t mid = lo + (hi - lo) / 2;
                    if (reach[mid] >= x) hi = mid;
                    else lo = mid + 1;
                }
                if (lo < i) first = c[lo];
                int ok = first == cur ? 0 : six_months_apart(first->date, cur->date);
                if (ok == 0) {
                    if (first == cur)
                        snprintf(text, sizeof text,
                                 "%s: %s raises the lower bound to %d although no earlier release "
                                 "accepted version %d; six months must pass between the upper "
                                 "bound reaching a version and the lower bound reaching it.",
                                 sn, cur->release, (int)x, (int)x);
                    else
                        snprintf(text, sizeof text,
                                 "%s: %s (%s) raises the lower bound to %d, less than six months "
                                 "after %s (%s) first accepted version %d.",
                                 sn, cur->release, cur->date, (int)x, first->release, first->date, (int)x);
                    rc = report(ctx, cur, TFC_REASON_POLICY_DEPRECATION_WINDOW, x, text);
                }
            }
        }
        if (rc) return rc;
        prev = cur;
        pmaj = maj;
        pmin = min;
    }
    return TFC_OK;
}

/* By name, then by place in the registry (release order). */
static int cmp_line(const void *x, const void *y)
{
    const tfc__consumer_rec *const *a = x, *const *b = y;
    int c = strcmp((*a)->name, (*b)->name);
    if (c) return c < 0 ? -1 : 1;
    return *a < *b ? -1 : *a > *b;
}

/* A product line: where it starts in the sorted array, and its length. */
typedef struct line_span {
    const tfc__consumer_rec *const *c;
    size_t n;
} line_span;

/* Lines in the order their first consumers come in the registry. */
static int cmp_span(const void *x, const void *y)
{
    const line_span *a = x, *b = y;
    return a->c[0] < b->c[0] ? -1 : a->c[0] > b->c[0];
}

/* Each product line of scheme s on its own: the consumers sorted once by
 * name (then release order), each line one pass, n log n in all (a
 * quadratic walk took minutes on a 400k-line file). */
static int validate_scheme(const pctx *x, uint32_t s)
{
    const tfc_registry *r = x->r;
    size_t b, e;
    tfc__registry_scheme_span(r, s, &b, &e);
    size_t n = e - b;
    if (!n) return TFC_OK;
    const tfc__consumer_rec **line = tfc__calloc(&r->alloc, n, sizeof *line);
    int32_t *reach = tfc__calloc(&r->alloc, n, sizeof *reach);
    line_span *spans = tfc__calloc(&r->alloc, n, sizeof *spans);
    int rc = line && reach && spans ? TFC_OK : TFC_E_NOMEM;
    if (!rc) {
        for (size_t i = 0; i < n; i++) line[i] = &r->consumers[b + i];
        qsort(line, n, sizeof *line, cmp_line);
        size_t nspans = 0;
        for (size_t g = 0; g < n;) {
            size_t h = g + 1;
            while (h < n && !strcmp(line[h]->name, line[g]->name)) h++;
            spans[nspans++] = (line_span){line + g, h - g};
            g = h;
        }
        qsort(spans, nspans, sizeof *spans, cmp_span);
        for (size_t k = 0; k < nspans && !rc; k++) rc = validate_line(x, spans[k].c, spans[k].n, reach, nspans > 1);
    }
    tfc__free(&r->alloc, line);
    tfc__free(&r->alloc, reach);
    tfc__free(&r->alloc, spans);
    return rc;
}

int32_t tfc_policy_validate(tfc_verdict **out, const tfc_registry *r, const char *scheme,
                              tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!r) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "registry is NULL");
    int64_t only = -1;
    if (scheme) {
        only = tfc_registry_scheme_find(r, scheme);
        if (only < 0) return tfc__fail(err, TFC_E_UNKNOWN_RELEASE, -1, "unknown scheme '%s'", scheme);
    }
    pctx x = {tfc__verdict_new(&r->alloc), r, NULL, r->n_deviations};
    if (x.ndevs) x.devs = tfc__calloc(&r->alloc, x.ndevs, sizeof *x.devs);
    int rc = !x.v || (x.ndevs && !x.devs) ? TFC_E_NOMEM : TFC_OK;
    if (!rc) {
        for (size_t i = 0; i < x.ndevs; i++) x.devs[i] = &r->deviations[i];
        if (x.ndevs > 1) qsort(x.devs, x.ndevs, sizeof *x.devs, cmp_dev);
    }
    for (size_t s = 0; s < r->n_schemes && !rc; s++)
        if (only < 0 || (size_t)only == s) rc = validate_scheme(&x, (uint32_t)s);
    tfc__free(&r->alloc, x.devs);
    if (rc) {
        tfc_verdict_free(x.v);
        return tfc__fail(err, rc, -1, "out of memory building the verdict");
    }
    *out = x.v;
    return TFC_OK;
}
