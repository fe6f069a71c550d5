/*
 * policy.c - checks a scheme's release sequence against TensorFlow's
 * versioning guide (guide/versions.md): a release accepts the interval
 * [min_producer, consumer]; the interval is constant across patch
 * releases, only grows across minor releases, loses versions at the bottom
 * only at a major release, and a version X stops being accepted no sooner
 * than six months after the first release that accepted it.
 */
#include <stdio.h>
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

static const tfc__deviation_rec *deviation_for(const tfc_registry *r, uint32_t scheme,
                                               const char *release, int32_t rule)
{
    for (size_t i = 0; i < r->n_deviations; i++) {
        const tfc__deviation_rec *d = &r->deviations[i];
        if (d->scheme == scheme && d->rule == rule && !strcmp(d->release, release)) return d;
    }
    return NULL;
}

static int report(tfc_verdict *v, const tfc_registry *r, const tfc__consumer_rec *c, int32_t rule,
                  int64_t value, const char *text)
{
    const tfc__deviation_rec *d = deviation_for(r, c->scheme, c->release, rule);
    if (d)
        return tfc__verdict_add(v, TFC_REASON_POLICY_KNOWN_DEVIATION, TFC_SEVERITY_WARNING, c->release,
                                value, "%s (%s) Known deviation: %s", text, tfc_verdict_reason_name(rule),
                                d->explanation);
    return tfc__verdict_add(v, rule, TFC_SEVERITY_ERROR, c->release, value, "%s", text);
}

/* One product line of a scheme: the consumers named `name`, in release
 * order. A registry file may name several products (TensorFlow and
 * myserving); each follows the policy on its own, so a release number two
 * of them share, or one line's interval next to another's, is no violation. */
static int validate_line(tfc_verdict *v, const tfc_registry *r, uint32_t s, size_t b, size_t e, const char *name,
                         int several)
{
    char sn[160];
    if (several) snprintf(sn, sizeof sn, "%s %s", r->schemes[s].name, name);
    else snprintf(sn, sizeof sn, "%s", r->schemes[s].name);
    const tfc__consumer_rec *prev = NULL;
    uint64_t pmaj = 0, pmin = 0;
    char text[1024], ia[64], ib[64];
    for (size_t i = b; i < e; i++) {
        const tfc__consumer_rec *c = &r->consumers[i];
        if (strcmp(c->name, name)) continue;
        uint64_t maj, min;
        if (!tfc__release_major_minor(c->release, &maj, &min)) continue; /* not a version: no place in the sequence */
        int rc = TFC_OK;
        if (prev) {
            fmt_interval(ia, sizeof ia, prev);
            fmt_interval(ib, sizeof ib, c);
            int upper_fell = c->high < prev->low;
            if (maj == pmaj && min == pmin) {
                int changed = c->min_producer != prev->min_producer || c->high < prev->low ||
                              c->low > prev->high || (c->known && prev->known && c->low != prev->low);
                if (changed) {
                    snprintf(text, sizeof text,
                             "%s: %s accepts %s but %s accepts %s; the interval must not change "
                             "between patch releases of %llu.%llu.",
                             sn, c->release, ib, prev->release, ia, (unsigned long long)maj,
                             (unsigned long long)min);
                    rc = report(v, r, c, TFC_REASON_POLICY_INTERVAL_CHANGED_IN_PATCH, c->low, text);
                }
            } else {
                if (maj == pmaj && c->min_producer > prev->min_producer) {
                    snprintf(text, sizeof text,
                             "%s: %s raises the lower bound from %d to %d in a minor release "
                             "(after %s); the lower bound may rise only at a major release.",
                             sn, c->release, (int)prev->min_producer, (int)c->min_producer,
                             prev->release);
                    rc = report(v, r, c, TFC_REASON_POLICY_LOWER_BOUND_RAISED_IN_MINOR, c->min_producer, text);
                }
                if (!rc && upper_fell) {
                    snprintf(text, sizeof text,
                             "%s: %s accepts %s, below the upper bound of %s %s; an interval may "
                             "lose versions only at its lower end.",
                             sn, c->release, ib, prev->release, ia);
                    rc = report(v, r, c, TFC_REASON_POLICY_INTERVAL_SHRANK, c->high, text);
                }
            }
            /* The lower bound reaches X = c->min_producer: the first release
             * whose upper bound certainly reached X must be six months older. */
            if (!rc && c->min_producer > prev->min_producer) {
                int32_t x = c->min_producer;
                const tfc__consumer_rec *first = c;
                for (size_t j = b; j < i; j++)
                    if (!strcmp(r->consumers[j].name, name) && r->consumers[j].low >= x) {
                        first = &r->consumers[j];
                        break;
                    }
                int ok = first == c ? 0 : six_months_apart(first->date, c->date);
                if (ok == 0) {
                    if (first == c)
                        snprintf(text, sizeof text,
                                 "%s: %s raises the lower bound to %d although no earlier release "
                                 "accepted version %d; six months must pass between the upper "
                                 "bound reaching a version and the lower bound reaching it.",
                                 sn, c->release, (int)x, (int)x);
                    else
                        snprintf(text, sizeof text,
                                 "%s: %s (%s) raises the lower bound to %d, less than six months "
                                 "after %s (%s) first accepted version %d.",
                                 sn, c->release, c->date, (int)x, first->release, first->date, (int)x);
                    rc = report(v, r, c, TFC_REASON_POLICY_DEPRECATION_WINDOW, x, text);
                }
            }
        }
        if (rc) return rc;
        prev = c;
        pmaj = maj;
        pmin = min;
    }
    return TFC_OK;
}

static int validate_scheme(tfc_verdict *v, const tfc_registry *r, uint32_t s)
{
    size_t b, e;
    tfc__registry_scheme_span(r, s, &b, &e);
    int several = 0;
    for (size_t i = b; i < e && !several; i++) several = strcmp(r->consumers[i].name, r->consumers[b].name) != 0;
    for (size_t i = b; i < e; i++) {
        const char *name = r->consumers[i].name;
        int seen = 0;
        for (size_t j = b; j < i && !seen; j++) seen = !strcmp(r->consumers[j].name, name);
        if (seen) continue; /* its line was validated from its first consumer */
        int rc = validate_line(v, r, s, b, e, name, several);
        if (rc) return rc;
    }
    return TFC_OK;
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
    tfc_verdict *v = tfc__verdict_new(&r->alloc);
    if (!v) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    for (size_t s = 0; s < r->n_schemes; s++) {
        if (only >= 0 && (size_t)only != s) continue;
        int rc = validate_scheme(v, r, (uint32_t)s);
        if (rc) {
            tfc_verdict_free(v);
            return tfc__fail(err, rc, -1, "out of memory building the verdict");
        }
    }
    *out = v;
    return TFC_OK;
}
