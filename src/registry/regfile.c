/*
 * regfile.c - the registry text format (docs/registry-format.md): one
 * directive per line, whitespace-separated fields.
 *
 *   scheme    NAME UPPER LOWER
 *   consumer  SCHEME NAME RELEASE VERSION MIN_PRODUCER MIN_CONSUMER DATE [MARK] [ops=X.Y] [loader=NAME]
 *   deviation SCHEME RELEASE RULE EXPLANATION...
 *   include   tensorflow
 *
 * The input is untrusted: every line is bounded, every number range-checked,
 * and any fault stops the load with TFC_E_PARSE (or a more specific code)
 * and "line N: ..." in the error, with nothing returned.
 */
#include <stdio.h>
#include <string.h>

#include "file_internal.h"
#include "registry/opreg_internal.h"
#include "registry_internal.h"
#include "release_grammar_internal.h"
#include "tfcompat/opreg.h"

#define MAX_INPUT (16u << 20)
#define MAX_LINE 4096
#define MAX_FIELDS 16
#define MAX_FIELD 63 /* bytes of a field other than an explanation */

typedef struct field {
    const char *p;
    size_t n;
} field;

typedef struct loader {
    tfc_registry_builder *b;
    const tfc_allocator *alloc;
    size_t line;
    size_t line_start;
    int64_t *origin; /* line of each consumer, by insertion position */
    size_t n_origin, cap_origin;
    tfc_error *err;
} loader;

static int fail_line(loader *L, int code, const char *msg)
{
    return tfc__fail(L->err, code, (int64_t)L->line_start, "line %zu: %s", L->line, msg);
}

static int is_blank(char c) { return c == ' ' || c == '\t'; }

/* Copies a field into buf as a C string; fails when it does not fit. */
static int field_str(const field *f, char *buf, size_t cap)
{
    if (f->n >= cap) return -1;
    memcpy(buf, f->p, f->n);
    buf[f->n] = '\0';
    return 0;
}

static int field_is(const field *f, const char *lit)
{
    return strlen(lit) == f->n && !memcmp(f->p, lit, f->n);
}

/* A decimal in 0..INT32_MAX, digits only (no sign, no spaces). */
static int parse_nonneg(const char *p, size_t n, int32_t *out)
{
    if (!n || n > 10) return -1;
    int64_t v = 0;
    for (size_t i = 0; i < n; i++) {
        if (p[i] < '0' || p[i] > '9') return -1;
        v = v * 10 + (p[i] - '0');
    }
    if (v > INT32_MAX) return -1;
    *out = (int32_t)v;
    return 0;
}

static int track_origin(loader *L, size_t before)
{
    size_t after = tfc__builder_consumer_count(L->b);
    for (size_t i = before; i < after; i++) {
        if (L->n_origin == L->cap_origin) {
            size_t nc = L->cap_origin ? L->cap_origin * 2 : 64;
            int64_t *p = tfc__calloc(L->alloc, nc, sizeof *p);
            if (!p) return TFC_E_NOMEM;
            if (L->n_origin) memcpy(p, L->origin, L->n_origin * sizeof *p);
            tfc__free(L->alloc, L->origin);
            L->origin = p;
            L->cap_origin = nc;
        }
        L->origin[L->n_origin++] = (int64_t)L->line;
    }
    return TFC_OK;
}

/* Builder failures keep their code, except argument faults, which are the
 * file's: they become TFC_E_PARSE. The builder's text follows "line N: ". */
static int wrap(loader *L, int rc, tfc_error *inner)
{
    if (!rc) return TFC_OK;
    int code = rc == TFC_E_INVALID_ARGUMENT ? TFC_E_PARSE : rc;
    return tfc__fail(L->err, code, (int64_t)L->line_start, "line %zu: %s", L->line, inner->message);
}

/* RELEASE by the one release grammar, or a number of the file's own ("7"). */
static int check_release(loader *L, const char *release)
{
    tfc_error inner;
    tfc_error_init(&inner, sizeof inner);
    if (!tfc__release_parse(&(tfc__release){0}, release, TFC__RELEASE_BARE, &inner)) return TFC_OK;
    return tfc__fail(L->err, TFC_E_PARSE, (int64_t)L->line_start, "line %zu: %s", L->line, inner.message);
}

static int do_line(loader *L, field *f, size_t nf, const char *rest, size_t rest_n)
{
    tfc_error inner;
    tfc_error_init(&inner, sizeof inner);
    char a[MAX_LINE], b[MAX_LINE], c[MAX_LINE], d[MAX_LINE];
    if (field_is(&f[0], "scheme")) {
        if (nf != 4) return fail_line(L, TFC_E_PARSE, "'scheme' takes NAME UPPER LOWER");
        field_str(&f[1], a, sizeof a);
        field_str(&f[2], b, sizeof b);
        field_str(&f[3], c, sizeof c);
        return wrap(L, tfc_registry_builder_add_scheme(L->b, a, b, c, &inner), &inner);
    }
    if (field_is(&f[0], "include")) {
        if (nf != 2 || !field_is(&f[1], "tensorflow"))
            return fail_line(L, TFC_E_PARSE, "'include' takes one name: tensorflow");
        size_t before = tfc__builder_consumer_count(L->b);
        int rc = wrap(L, tfc_registry_builder_add_registry(L->b, tfc_registry_default(), &inner), &inner);
        return rc ? rc : track_origin(L, before) ? fail_line(L, TFC_E_NOMEM, "out of memory") : TFC_OK;
    }
    if (field_is(&f[0], "deviation")) {
        if (nf < 5) return fail_line(L, TFC_E_PARSE, "'deviation' takes SCHEME RELEASE RULE EXPLANATION");
        field_str(&f[1], a, sizeof a);
        field_str(&f[2], b, sizeof b);
        field_str(&f[3], c, sizeof c);
        int32_t rule = -1;
        for (int32_t r = TFC_REASON_POLICY_INTERVAL_CHANGED_IN_PATCH; r <= TFC_REASON_POLICY_DEPRECATION_WINDOW; r++)
            if (!strcmp(c, tfc_verdict_reason_name(r))) rule = r;
        if (rule < 0)
            return fail_line(L, TFC_E_PARSE, "unknown rule (expected INTERVAL_CHANGED_IN_PATCH, "
                                             "INTERVAL_SHRANK, LOWER_BOUND_RAISED_IN_MINOR or "
                                             "DEPRECATION_WINDOW_TOO_SHORT)");
        int rc = check_release(L, b);
        if (rc) return rc;
        memcpy(d, rest, rest_n);
        d[rest_n] = '\0';
        return wrap(L, tfc_registry_builder_add_deviation(L->b, a, b, rule, d, &inner), &inner);
    }
    if (field_is(&f[0], "consumer")) {
        if (nf < 8)
            return fail_line(L, TFC_E_PARSE,
                             "'consumer' takes SCHEME NAME RELEASE VERSION MIN_PRODUCER MIN_CONSUMER DATE [MARK] "
                             "[ops=X.Y] [loader=NAME]");
        tfc_consumer_spec s;
        tfc_consumer_spec_init(&s, sizeof s);
        field_str(&f[1], a, sizeof a);
        field_str(&f[2], b, sizeof b);
        field_str(&f[3], c, sizeof c);
        s.scheme = a;
        s.name = b;
        s.release = c;
        int rc = check_release(L, c);
        if (rc) return rc;
        const field *v = &f[4];
        const char *dots = NULL;
        for (size_t i = 0; i + 1 < v->n; i++)
            if (v->p[i] == '.' && v->p[i + 1] == '.') { dots = v->p + i; break; }
        if (dots) {
            s.version_known = 0;
            size_t ln = (size_t)(dots - v->p);
            if (parse_nonneg(v->p, ln, &s.consumer_low) ||
                parse_nonneg(dots + 2, v->n - ln - 2, &s.consumer_high))
                return fail_line(L, TFC_E_PARSE, "VERSION bounds must be LOW..HIGH, numbers 0..2147483647");
            s.mark = TFC_MARK_UNRESOLVED;
        } else if (parse_nonneg(v->p, v->n, &s.consumer)) {
            return fail_line(L, TFC_E_PARSE, "VERSION must be a number 0..2147483647 or LOW..HIGH");
        }
        if (parse_nonneg(f[5].p, f[5].n, &s.min_producer))
            return fail_line(L, TFC_E_PARSE, "MIN_PRODUCER must be a number 0..2147483647");
        if (parse_nonneg(f[6].p, f[6].n, &s.min_consumer))
            return fail_line(L, TFC_E_PARSE, "MIN_CONSUMER must be a number 0..2147483647");
        if (!field_is(&f[7], "-")) {
            if (tfc__parse_date(f[7].p, f[7].n, NULL, NULL, NULL))
                return fail_line(L, TFC_E_PARSE, "DATE must be YYYY-MM-DD (a real date) or -");
            field_str(&f[7], d, sizeof d);
            s.date = d;
        }
        /* Trailing options (Since 0.2.0): ops=X.Y (or ops=tensorflow-X.Y), the
         * op set of TensorFlow X.Y; loader=session|python-v1. */
        char ops[64] = "";
        size_t n_plain = nf;
        for (size_t k = 8; k < nf; k++) {
            char kv[64];
            if (field_str(&f[k], kv, sizeof kv))
                return fail_line(L, TFC_E_PARSE, "an option longer than 63 bytes");
            const char *eq = strchr(kv, '=');
            if (!eq) {
                if (k != 8)
                    return fail_line(L, TFC_E_PARSE, "'consumer' takes SCHEME NAME RELEASE VERSION MIN_PRODUCER "
                                                     "MIN_CONSUMER DATE [MARK] [ops=X.Y] [loader=NAME]");
                continue;
            }
            if (n_plain == nf) n_plain = k;
            if (!strncmp(kv, "ops=", 4)) {
                const char *ov = kv + 4;
                if (!strncmp(ov, "tensorflow-", 11)) ov += 11;
                tfc__release rel;
                if (!*ov || tfc__release_parse(&rel, ov, 0, NULL) || rel.tag || tfc__opreg_axis(ov) == -2) {
                    char msg[160];
                    snprintf(msg, sizeof msg, "ops= takes a TensorFlow release X.Y (%s to %s, or an older one)",
                             tfc__tfop_axis[0], tfc__tfop_axis[tfc__tfop_axis_count - 1]);
                    return fail_line(L, TFC_E_PARSE, msg);
                }
                snprintf(ops, sizeof ops, "%s", ov);
                s.op_set = ops;
            } else if (!strncmp(kv, "loader=", 7)) {
                s.loader = tfc_opreg_loader_find(kv + 7);
                if (s.loader < 0) return fail_line(L, TFC_E_PARSE, "loader= takes session or python-v1");
            } else {
                return fail_line(L, TFC_E_PARSE, "unknown option (expected ops= or loader=)");
            }
        }
        for (size_t k = n_plain; k < nf; k++)
            if (!memchr(f[k].p, '=', f[k].n))
                return fail_line(L, TFC_E_PARSE, "'consumer' takes SCHEME NAME RELEASE VERSION MIN_PRODUCER "
                                                 "MIN_CONSUMER DATE [MARK] [ops=X.Y] [loader=NAME]");
        if (n_plain == 9) {
            char m[32];
            if (field_str(&f[8], m, sizeof m) || tfc_registry_mark_find(m) < 0)
                return fail_line(L, TFC_E_PARSE, "unknown MARK (declared, measured, measured-unproven, "
                                                 "interpolated, derived, recalled, unresolved)");
            int32_t mark = tfc_registry_mark_find(m);
            if ((mark == TFC_MARK_UNRESOLVED) != !s.version_known)
                return fail_line(L, TFC_E_PARSE, "MARK unresolved goes with LOW..HIGH bounds, and only with them");
            s.mark = mark;
        }
        size_t before = tfc__builder_consumer_count(L->b);
        rc = wrap(L, tfc_registry_builder_add_consumer_spec(L->b, &s, &inner), &inner);
        return rc ? rc : track_origin(L, before) ? fail_line(L, TFC_E_NOMEM, "out of memory") : TFC_OK;
    }
    return fail_line(L, TFC_E_PARSE, "unknown directive (expected scheme, consumer, deviation or include)");
}

static int parse_all(loader *L, const char *text, size_t len)
{
    size_t pos = 0;
    L->line = 0;
    while (pos < len) {
        L->line++;
        L->line_start = pos;
        size_t end = pos;
        while (end < len && text[end] != '\n') end++;
        size_t n = end - pos;
        if (n && text[pos + n - 1] == '\r') n--;
        if (n > MAX_LINE - 1) return fail_line(L, TFC_E_TOO_LARGE, "line longer than 4095 bytes");
        const char *s = text + pos;
        pos = end < len ? end + 1 : end;
        for (size_t i = 0; i < n; i++) {
            unsigned char ch = (unsigned char)s[i];
            if ((ch < 0x20 && ch != '\t') || ch == 0x7f)
                return fail_line(L, TFC_E_PARSE, "control character in the line");
        }
        field f[MAX_FIELDS];
        size_t nf = 0, i = 0;
        const char *rest = NULL;
        size_t rest_n = 0;
        while (i < n && is_blank(s[i])) i++;
        if (i == n || s[i] == '#') continue;
        while (i < n) {
            if (nf == 4 && field_is(&f[0], "deviation")) {
                /* The explanation is the rest of the line, as written. */
                rest = s + i;
                rest_n = n - i;
                while (rest_n && is_blank(rest[rest_n - 1])) rest_n--;
                f[nf].p = rest;
                f[nf].n = rest_n;
                nf++;
                break;
            }
            if (nf == MAX_FIELDS) return fail_line(L, TFC_E_PARSE, "too many fields");
            size_t st = i;
            while (i < n && !is_blank(s[i])) {
                if ((unsigned char)s[i] >= 0x80)
                    return fail_line(L, TFC_E_PARSE, "non-ASCII byte outside an explanation");
                i++;
            }
            /* docs/registry-format.md: at most 63 bytes (a name of 64 went
             * through before, past the documented contract). */
            if (i - st > MAX_FIELD)
                return fail_line(L, TFC_E_PARSE, "a field longer than 63 bytes");
            f[nf].p = s + st;
            f[nf].n = i - st;
            nf++;
            while (i < n && is_blank(s[i])) i++;
        }
        int rc = do_line(L, f, nf, rest, rest_n);
        if (rc) return rc;
    }
    return TFC_OK;
}

int32_t tfc_registry_load(tfc_registry **out, const char *text, size_t len,
                          const tfc_allocator *allocator, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!text && len) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "text is NULL");
    if (len > MAX_INPUT)
        return tfc__fail(err, TFC_E_TOO_LARGE, -1, "registry file of %zu bytes exceeds %u", len, MAX_INPUT);
    loader L;
    memset(&L, 0, sizeof L);
    L.alloc = allocator;
    L.err = err;
    int rc = tfc_registry_builder_new(&L.b, allocator, err);
    if (rc) return rc;
    rc = parse_all(&L, text ? text : "", len);
    /* Two consumers the builder's checks pair (names differing only in
     * case; a repeated scheme, name and release), named by their lines. */
    size_t first = 0, second = 0;
    int found = rc ? 0 : tfc__builder_name_clash(L.b, &first, &second);
    int clash = found;
    if (!rc && !found) found = tfc__builder_duplicate(L.b, &first, &second);
    long long l1 = first < L.n_origin ? L.origin[first] : 0, l2 = second < L.n_origin ? L.origin[second] : 0;
    if (found < 0) rc = tfc__fail(err, found, -1, "out of memory");
    else if (clash > 0)
        rc = tfc__fail(err, TFC_E_DUPLICATE, -1, "line %lld: consumer name '%s' differs from '%s' of line %lld only "
                       "in case; names compare case-insensitively (NAME@RELEASE, --product), so a product is "
                       "spelled one way", l2, tfc__builder_consumer_name(L.b, second),
                       tfc__builder_consumer_name(L.b, first), l1);
    else if (found > 0)
        rc = tfc__fail(err, TFC_E_DUPLICATE, -1, "line %lld: consumer repeats the one of line %lld "
                       "(same scheme, name and release)", l1 > l2 ? l1 : l2, l1 > l2 ? l2 : l1);
    if (!rc) rc = tfc_registry_builder_build(out, L.b, err);
    tfc__free(allocator, L.origin);
    tfc_registry_builder_free(L.b);
    return rc;
}

static int32_t parse_text(void *out, const char *text, size_t len, const tfc_allocator *a, tfc_error *err)
{
    return tfc_registry_load((tfc_registry **)out, text, len, a, err);
}

int32_t tfc_registry_open(tfc_registry **out, const char *path, const tfc_allocator *allocator, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    return tfc__text_file_parse(out, path, MAX_INPUT, allocator, parse_text, err);
}
