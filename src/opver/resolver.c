/*
 * resolver.c - resolvers, the model check and delegate capability tables
 * (tfcompat/opver.h, "Resolvers", "Model check", "Delegates").
 *
 * A resolver stores version ranges per op. A lookup is exact on
 * (op, version): (op, v) is found when some registered range of op holds v,
 * which is the same set the runtime's per-version hash map holds, with no
 * "closest lower version" fallback.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "file_internal.h"
#include "opver/model.h"
#include "opver/runtime.h"
#include "opver/profiles.h"
#include "opver/tables.h"

typedef struct brange {
    int32_t code, min, max;
} brange;

typedef struct crange {
    char *name;
    int32_t min, max;
} crange;

struct tfc_resolver {
    tfc_allocator alloc;
    brange *b; /* sorted by (code, min); ranges of one code neither overlap nor touch */
    size_t nb, capb;
    /* While a text is parsed (or a release or profile brought in), ranges
     * are appended and sorted once at the end (normalize), so a file of N
     * lines costs O(N log N) whatever their order. */
    int bulk;
    /* The whole-runtime sources brought in so far ("standard", each
     * release's newest map entry at or before it, each profile): a repeated
     * `standard` or `release` line adds nothing again, so a file of such
     * lines cannot multiply its size by the hundreds of ranges each one
     * stands for. */
    const void *sources[96];
    size_t nsources;
    /* During a bulk load, the map's distinct runtimes in order (built at
     * the first `release` line): a release line finds its newest map
     * runtime by bisection. */
    const tfc__runtime_entry **rts;
    size_t nrts;
    crange *c;
    size_t nc, capc;
    /* The largest builtin code the runtime's schema knows (BuiltinOperator_MAX
     * of its build): larger codes fail with "Op builtin_code out of range".
     * -1: not set, the embedded tables' largest code. */
    int32_t max_builtin;
    int max_builtin_explicit; /* set by tfc_resolver_set_max_builtin */
    /* Build properties of a measured runtime (docs/tflite.md, "Build
     * properties"); the defaults are the TFLite interpreter's behaviour. */
    int custom_deferred;    /* "custom_ops deferred": unresolved custom ops fail at the first run */
    char *variable_message; /* "variable_tensors refused MSG"; NULL: loaded */
    int types_restricted;   /* a "tensor_types" line was read */
    uint8_t types[16];      /* bit per TensorType code 0..127 the build converts */
    char *type_message;     /* "tensor_type_refused MSG" ({code} = the type's code); NULL: default */
};

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
static int grow(const tfc_allocator *a, void **items, size_t n, size_t *cap, size_t elem)
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
static void bulk_end(tfc_resolver *r)
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
        if (grow(&r->alloc, (void **)&r->b, r->nb, &r->capb, sizeof *r->b))
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
        if (grow(&r->alloc, (void **)&r->b, r->nb, &r->capb, sizeof *r->b))
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
    if (grow(&r->alloc, (void **)&r->c, r->nc, &r->capc, sizeof *r->c))
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
        if (version >= r->b[i].min && version <= r->b[i].max) return 1;
    return 0;
}

int32_t tfc_resolver_has_custom(const tfc_resolver *r, const char *name, int32_t version)
{
    if (!r || !name) return 0;
    for (size_t i = 0; i < r->nc; i++)
        if (!strcmp(r->c[i].name, name) && version >= r->c[i].min && version <= r->c[i].max) return 1;
    return 0;
}

static int add_standard(tfc_resolver *r, tfc_error *err)
{
    static const char key[] = "standard";
    if (source_seen(r, key)) return TFC_OK;
    int rc = TFC_OK;
    for (size_t i = 0; i < tfc__resolver_range_count && !rc; i++)
        rc = tfc_resolver_add_builtin(r, tfc__resolver_ranges[i].code, tfc__resolver_ranges[i].min_version,
                                            tfc__resolver_ranges[i].max_version, err);
    for (size_t i = 0; i < tfc__resolver_custom_count && !rc; i++)
        rc = tfc_resolver_add_custom(r, tfc__resolver_custom[i].name, tfc__resolver_custom[i].min_version,
                                           tfc__resolver_custom[i].max_version, err);
    if (!rc) raise_max_builtin(r, (int32_t)tfc__builtin_count - 1);
    return rc;
}

static int parse_into(tfc_resolver *r, const char *text, size_t len, int depth, tfc_error *err);

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
            return parse_into(r, text, strlen(text), depth + 1, err);
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

static int add_release(tfc_resolver *r, const char *release, int depth, tfc_error *err)
{
    if (release && strchr(release, '@')) return add_profile(r, release, depth, err);
    if (!tfc__valid_release(release))
        return tfc__fail(err, TFC_E_BAD_VALUE, -1, "\"%s\" is not a release number like 2.4.0",
                         release ? release : "(null)");
    if (!r->rts) {
        r->rts = tfc__calloc(&r->alloc, tfc__runtime_map_count ? tfc__runtime_map_count : 1, sizeof *r->rts);
        if (!r->rts) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
        for (size_t i = 0; i < tfc__runtime_map_count; i++) r->rts[i] = &tfc__runtime_map[i];
        if (tfc__runtime_map_count > 1) qsort((void *)r->rts, tfc__runtime_map_count, sizeof *r->rts, rt_cmp);
        size_t k = 0;
        for (size_t i = 0; i < tfc__runtime_map_count; i++)
            if (!k || tfc_runtime_compare(r->rts[i]->runtime, r->rts[k - 1]->runtime) != 0) r->rts[k++] = r->rts[i];
        r->nrts = k;
    }
    /* A release past the newest one this ruleset knows is not answered
     * with a guess (as an unknown TensorFlow release is not): nothing says
     * what it registers. Releases between known ones answer as the one
     * before them (the map records every change). */
    if (r->nrts && tfc_runtime_compare(release, r->rts[r->nrts - 1]->runtime) > 0)
        return tfc__fail(err, TFC_E_UNKNOWN_RELEASE, -1,
                         "runtime release %s is newer than the newest this ruleset knows (%s)", release,
                         r->rts[r->nrts - 1]->runtime);
    /* The release adds what its newest map runtime at or before it adds:
     * once per resolver. */
    size_t lo = 0, hi = r->nrts;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (tfc_runtime_compare(r->rts[mid]->runtime, release) <= 0) lo = mid + 1;
        else hi = mid;
    }
    if (lo > 0 && source_seen(r, r->rts[lo - 1])) return TFC_OK;
    int rc = TFC_OK;
    int32_t largest = 0;
    for (size_t i = 0; i < tfc__runtime_map_count && !rc; i++) {
        const tfc__runtime_entry *e = &tfc__runtime_map[i];
        /* At or before the release: the release does not precede the op's first runtime. */
        if (tfc_runtime_compare(release, e->runtime) >= 0) {
            rc = tfc_resolver_add_builtin(r, e->code, e->version, e->version, err);
            if (e->code > largest) largest = e->code;
        }
    }
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
    if ((rc = add_standard(*out, err))) {
        tfc_resolver_free(*out);
        *out = NULL;
        return rc;
    }
    bulk_end(*out);
    return rc;
}

int32_t tfc_resolver_for_release(tfc_resolver **out, const char *release,
                                       const tfc_allocator *allocator, tfc_error *err)
{
    if (out) *out = NULL;
    if (!release || (!strchr(release, '@') && !tfc__valid_release(release)))
        return tfc__fail(err, out ? TFC_E_BAD_VALUE : TFC_E_INVALID_ARGUMENT, -1,
                         "\"%s\" is not a release number like 2.4.0", release ? release : "(null)");
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    int rc = tfc_resolver_new(out, allocator, err);
    if (rc) return rc;
    (*out)->bulk = 1;
    if ((rc = add_release(*out, release, 0, err))) {
        tfc_resolver_free(*out);
        *out = NULL;
        return rc;
    }
    bulk_end(*out);
    return rc;
}

/* ---- text files: shared line tokenizer --------------------------------- */

/* A "tensor_types" line names at most every TensorType and a few codes. */
#define MAX_TOKENS 40
#define MAX_TOKEN 256

typedef struct line_tokens {
    char tok[MAX_TOKENS][MAX_TOKEN];
    int quoted[MAX_TOKENS]; /* the token was "quoted text" */
    int n;
    size_t lineno;
} line_tokens;

/*
 * A double-quoted token starting at q (a '"'): the text up to the next '"'
 * on the line, without escapes, followed by a space, a tab, a comment or
 * the end of the line. Returns 0 and advances *qp past it, or a negative
 * status.
 */
static int quoted_token(const char **qp, const char *e, line_tokens *lt, tfc_error *err)
{
    const char *t = *qp + 1, *close = memchr(t, '"', (size_t)(e - t));
    if (!close) return tfc__fail(err, TFC_E_PARSE, -1, "line %zu: quoted text without its closing '\"'", lt->lineno);
    const char *after = close + 1;
    if (after < e && *after != ' ' && *after != '\t' && *after != '\r' && *after != '#')
        return tfc__fail(err, TFC_E_PARSE, -1, "line %zu: text right after a closing '\"'", lt->lineno);
    if (close == t) return tfc__fail(err, TFC_E_PARSE, -1, "line %zu: empty quoted text", lt->lineno);
    if ((size_t)(close - t) >= MAX_TOKEN) return tfc__fail(err, TFC_E_PARSE, -1, "line %zu: word too long", lt->lineno);
    for (const char *c = t; c < close; c++)
        if ((unsigned char)*c < 0x20 || *c == 0x7f)
            return tfc__fail(err, TFC_E_PARSE, -1, "line %zu: control character in quoted text", lt->lineno);
    memcpy(lt->tok[lt->n], t, (size_t)(close - t));
    lt->tok[lt->n][close - t] = 0;
    lt->quoted[lt->n] = 1;
    lt->n++;
    *qp = after;
    return 0;
}

/*
 * Splits the next line of [*p, end) into whitespace-separated tokens
 * (comments from '#' dropped). With `quotes`, a token that starts with '"'
 * is quoted text (it may hold spaces and '#'). Returns 1 when a line was
 * read, 0 at the end, or a negative status for a malformed line.
 */
static int next_line(const char **p, const char *end, line_tokens *lt, int quotes, tfc_error *err)
{
    if (*p >= end) return 0;
    const char *s = *p;
    const char *nl = memchr(s, '\n', (size_t)(end - s));
    const char *e = nl ? nl : end;
    *p = nl ? nl + 1 : end;
    lt->n = 0;
    lt->lineno++;
    const char *q = s;
    while (q < e) {
        while (q < e && (*q == ' ' || *q == '\t' || *q == '\r')) q++;
        if (q >= e || *q == '#') break;
        if (lt->n == MAX_TOKENS)
            return tfc__fail(err, TFC_E_PARSE, -1, "line %zu: too many words", lt->lineno);
        if (quotes && *q == '"') {
            int rc = quoted_token(&q, e, lt, err);
            if (rc) return rc;
            continue;
        }
        const char *t = q;
        while (q < e && *q != ' ' && *q != '\t' && *q != '\r' && *q != '#') q++;
        if ((size_t)(q - t) >= MAX_TOKEN) return tfc__fail(err, TFC_E_PARSE, -1, "line %zu: word too long", lt->lineno);
        for (const char *c = t; c < q; c++)
            if (*c == 0) return tfc__fail(err, TFC_E_PARSE, -1, "line %zu: NUL byte", lt->lineno);
        memcpy(lt->tok[lt->n], t, (size_t)(q - t));
        lt->tok[lt->n][q - t] = 0;
        lt->quoted[lt->n] = 0;
        lt->n++;
    }
    return 1;
}

static int parse_int(const char *s, int32_t *out)
{
    if (!*s || strlen(s) > 10) return -1;
    int64_t v = 0;
    for (const char *p = s; *p; p++) {
        if (*p < '0' || *p > '9') return -1;
        v = v * 10 + (*p - '0');
    }
    if (v > INT32_MAX) return -1;
    *out = (int32_t)v;
    return 0;
}

/* A builtin op given by name or by decimal code. */
static int parse_op(const char *s, int32_t *code)
{
    if (parse_int(s, code) == 0) return 0;
    return tfc_tflite_builtin_code(code, s) == TFC_OK ? 0 : -1;
}

int32_t tfc_resolver_parse(tfc_resolver **out, const char *text, size_t len,
                                 const tfc_allocator *allocator, tfc_error *err)
{
    if (!out || (!text && len)) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "NULL argument");
    *out = NULL;
    tfc_resolver *r;
    int rc = tfc_resolver_new(&r, allocator, err);
    if (rc) return rc;
    r->bulk = 1;
    if ((rc = parse_into(r, text, len, 0, err)) < 0) {
        tfc_resolver_free(r);
        return rc;
    }
    bulk_end(r);
    *out = r;
    return TFC_OK;
}

/* A tensor element type given by TensorType name or by decimal code (0..127). */
static int parse_tensor_type(const char *s, int32_t *code)
{
    if (parse_int(s, code) == 0) return *code <= 127 ? 0 : -1;
    for (int32_t t = 0; t <= 127; t++) {
        const char *name = tfc_tflite_tensor_type_name(t);
        if (!*name) break;
        if (!strcmp(name, s)) {
            *code = t;
            return 0;
        }
    }
    return -1;
}

/* Replaces *slot with a copy of text. */
static int set_message(tfc_resolver *r, char **slot, const char *text, tfc_error *err)
{
    char *copy = tfc__strndup(&r->alloc, text, strlen(text));
    if (!copy) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    tfc__free(&r->alloc, *slot);
    *slot = copy;
    return TFC_OK;
}

/*
 * The build-property directives (docs/tflite.md, "Build properties"):
 * custom_ops, variable_tensors, tensor_types, tensor_type_refused.
 * Returns 1 when kw is none of them, else a status.
 */
static int parse_build_property(tfc_resolver *r, const line_tokens *lt, tfc_error *err)
{
    const char *kw = lt->tok[0];
    if (lt->quoted[0]) return 1;
    if (!strcmp(kw, "custom_ops")) {
        if (lt->n == 2 && !lt->quoted[1] && !strcmp(lt->tok[1], "deferred")) r->custom_deferred = 1;
        else if (lt->n == 2 && !lt->quoted[1] && !strcmp(lt->tok[1], "load")) r->custom_deferred = 0;
        else
            return tfc__fail(err, TFC_E_PARSE, -1, "line %zu: expected \"custom_ops deferred\" or \"custom_ops load\"",
                             lt->lineno);
        return TFC_OK;
    }
    if (!strcmp(kw, "variable_tensors")) {
        if (lt->n == 3 && !lt->quoted[1] && !strcmp(lt->tok[1], "refused") && lt->quoted[2])
            return set_message(r, &r->variable_message, lt->tok[2], err);
        if (lt->n == 2 && !lt->quoted[1] && !strcmp(lt->tok[1], "supported")) {
            tfc__free(&r->alloc, r->variable_message);
            r->variable_message = NULL;
            return TFC_OK;
        }
        return tfc__fail(err, TFC_E_PARSE, -1,
                         "line %zu: expected \"variable_tensors refused \"MESSAGE\"\" or \"variable_tensors supported\"",
                         lt->lineno);
    }
    if (!strcmp(kw, "tensor_types")) {
        if (lt->n < 2) return tfc__fail(err, TFC_E_PARSE, -1, "line %zu: expected \"tensor_types TYPE...\"", lt->lineno);
        uint8_t types[sizeof r->types] = {0};
        for (int i = 1; i < lt->n; i++) {
            int32_t code;
            if (lt->quoted[i] || parse_tensor_type(lt->tok[i], &code))
                return tfc__fail(err, TFC_E_PARSE, -1, "line %zu: unknown tensor type \"%s\"", lt->lineno, lt->tok[i]);
            types[code / 8] |= (uint8_t)(1u << (code % 8));
        }
        /* Only a whole valid line changes the resolver. */
        for (size_t i = 0; i < sizeof types; i++) r->types[i] |= types[i];
        r->types_restricted = 1;
        return TFC_OK;
    }
    if (!strcmp(kw, "tensor_type_refused")) {
        if (lt->n == 2 && lt->quoted[1]) return set_message(r, &r->type_message, lt->tok[1], err);
        return tfc__fail(err, TFC_E_PARSE, -1, "line %zu: expected \"tensor_type_refused \"MESSAGE\"\"", lt->lineno);
    }
    return 1;
}

static int parse_into(tfc_resolver *r, const char *text, size_t len, int depth, tfc_error *err)
{
    int rc;
    const char *p = text, *end = text + len;
    line_tokens lt = {0};
    while ((rc = next_line(&p, end, &lt, 1, err)) == 1) {
        if (lt.n == 0) continue;
        const char *kw = lt.tok[0];
        int32_t code, min, max;
        int quoted = 0;
        for (int i = 0; i < lt.n; i++) quoted |= lt.quoted[i];
        if ((rc = parse_build_property(r, &lt, err)) != 1) {
            /* a build property, read or refused */
        } else if (quoted) {
            rc = tfc__fail(err, TFC_E_PARSE, -1,
                           "line %zu: quoted text is only read as the MESSAGE of \"variable_tensors refused\" "
                           "and \"tensor_type_refused\"", lt.lineno);
        } else if (!strcmp(kw, "standard") && lt.n == 1) {
            rc = add_standard(r, err);
        } else if (!strcmp(kw, "release") && lt.n == 2) {
            rc = add_release(r, lt.tok[1], depth, err);
        } else if (!strcmp(kw, "max_builtin_code") && lt.n == 2) {
            if (parse_op(lt.tok[1], &code))
                rc = tfc__fail(err, TFC_E_PARSE, -1, "line %zu: unknown builtin op \"%s\"", lt.lineno, lt.tok[1]);
            else rc = tfc_resolver_set_max_builtin(r, code, err);
        } else if ((!strcmp(kw, "builtin") || !strcmp(kw, "custom")) && (lt.n == 3 || lt.n == 4)) {
            if (parse_int(lt.tok[2], &min) || (lt.n == 4 ? parse_int(lt.tok[3], &max) : (max = min, 0))) {
                rc = tfc__fail(err, TFC_E_PARSE, -1, "line %zu: versions must be decimal numbers", lt.lineno);
            } else if (kw[0] == 'b') {
                if (parse_op(lt.tok[1], &code))
                    rc = tfc__fail(err, TFC_E_PARSE, -1, "line %zu: unknown builtin op \"%s\"", lt.lineno, lt.tok[1]);
                else rc = tfc_resolver_add_builtin(r, code, min, max, err);
            } else {
                rc = tfc_resolver_add_custom(r, lt.tok[1], min, max, err);
            }
        } else {
            rc = tfc__fail(err, TFC_E_PARSE, -1,
                           "line %zu: expected \"builtin OP MIN [MAX]\", \"custom NAME MIN [MAX]\", "
                           "\"standard\", \"release X.Y.Z\", \"release NAME@VERSION\", "
                           "\"max_builtin_code OP\" or a build property (custom_ops, variable_tensors, "
                           "tensor_types, tensor_type_refused)", lt.lineno);
        }
        if (rc) {
            if (rc == TFC_E_BAD_VALUE && err && tfc_error_code(err) == TFC_E_BAD_VALUE) {
                char msg[TFC_ERROR_MESSAGE_SIZE];
                tfc__error_message_copy(msg, sizeof msg, err);
                tfc__fail(err, TFC_E_BAD_VALUE, -1, "line %zu: %s", lt.lineno, msg);
            }
            break;
        }
    }
    return rc < 0 ? rc : TFC_OK;
}

static int32_t parse_resolver_text(void *out, const char *text, size_t len, const tfc_allocator *a, tfc_error *err)
{
    return tfc_resolver_parse((tfc_resolver **)out, text, len, a, err);
}

int32_t tfc_resolver_open(tfc_resolver **out, const char *path, const tfc_allocator *allocator,
                          tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    return tfc__text_file_parse(out, path, TFC__TEXT_FILE_MAX, allocator, parse_resolver_text, err);
}

/* ---- the model check --------------------------------------------------- */

static const char FLEX_MESSAGE[] =
    "Select TensorFlow op(s), included in the given model, is(are) not supported by this "
    "interpreter. Make sure you apply/link the Flex delegate before inference. For the Android, "
    "it can be resolved by adding \"org.tensorflow:tensorflow-lite-select-tf-ops\" dependency. "
    "See instructions: https://www.tensorflow.org/lite/guide/ops_select";

/* Adds a finding; maps allocation failure to a status. */
#define ADD(...)                                                               \
    do {                                                                       \
        if (tfc__verdict_add(v, __VA_ARGS__))                                  \
            return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory for findings"); \
    } while (0)

static int check_opcodes(tfc_verdict *v, const tfc_tflite_model *m, const tfc_resolver *r,
                         tfc_error *err)
{
    int32_t max_code = tfc_resolver_max_builtin(r);
    for (size_t i = 0; i < m->nopcodes; i++) {
        const tfc__opcode *oc = &m->opcodes[i];
        /* One finding per distinct failing (op, version): repeats of the same
         * OperatorCode say nothing new. */
        if (oc->first != i) continue;
        const char *name = tfc_tflite_builtin_name(oc->builtin_code);
        if (oc->builtin_code > max_code) {
            char subject[32];
            snprintf(subject, sizeof subject, "%ld", (long)oc->builtin_code);
            ADD(TFC_REASON_BUILTIN_CODE_OUT_OF_RANGE, TFC_SEVERITY_ERROR, subject, oc->version,
                "Op builtin_code out of range: %ld. Are you using old TFLite binary with newer model?",
                (long)oc->builtin_code);
        } else if (oc->builtin_code != TFC__OP_CUSTOM) {
            if (!tfc_resolver_has_builtin(r, oc->builtin_code, oc->version))
                ADD(TFC_REASON_UNSUPPORTED_OP_VERSION, TFC_SEVERITY_ERROR, name, oc->version,
                    "Didn't find op for builtin opcode '%s' version '%ld'. An older version of this "
                    "builtin might be supported. Are you using an old TFLite binary with a newer model?",
                    name, (long)oc->version);
        } else if (!oc->custom_code) {
            ADD(TFC_REASON_UNRESOLVED_CUSTOM_OP, TFC_SEVERITY_ERROR, "CUSTOM", oc->version,
                "Operator with CUSTOM builtin_code has no custom_code.");
        } else if (!tfc_resolver_has_custom(r, oc->custom_code, oc->version)) {
            /* A build that compiles without preparing the nodes loads the
             * model; the op fails when the model first runs. */
            if (r->custom_deferred && !strncmp(oc->custom_code, "Flex", 4))
                ADD(TFC_REASON_DEFERRED_CUSTOM_OP, TFC_SEVERITY_WARNING, oc->custom_code, oc->version,
                    "Select TensorFlow op %s is not supported by this runtime. It loads the model without "
                    "preparing its nodes: the model fails at its first invocation.",
                    oc->custom_code);
            else if (r->custom_deferred)
                ADD(TFC_REASON_DEFERRED_CUSTOM_OP, TFC_SEVERITY_WARNING, oc->custom_code, oc->version,
                    "Encountered unresolved custom op: %s. This runtime loads the model without preparing its "
                    "nodes: the model fails at its first invocation.",
                    oc->custom_code);
            else if (!strncmp(oc->custom_code, "Flex", 4))
                ADD(TFC_REASON_UNRESOLVED_CUSTOM_OP, TFC_SEVERITY_ERROR, oc->custom_code, oc->version, "%s",
                    FLEX_MESSAGE);
            else
                ADD(TFC_REASON_UNRESOLVED_CUSTOM_OP, TFC_SEVERITY_ERROR, oc->custom_code, oc->version,
                    "Encountered unresolved custom op: %s.\nSee instructions: "
                    "https://www.tensorflow.org/lite/guide/ops_custom ",
                    oc->custom_code);
        }
    }
    return TFC_OK;
}

/* Checks a vector of tensor indices against the subgraph's tensor count. */
static int check_tensor_indices(tfc_verdict *v, tfc__work *w, const tfc__fb_vec *idx, size_t ntensors,
                                const char *label, const char *where, tfc_error *err)
{
    if (idx->present) {
        int rc = tfc__work_take(w, idx->len, "the tensor indices", err);
        if (rc) return rc;
    }
    for (uint32_t k = 0; idx->present && k < idx->len; k++) {
        int32_t t;
        int rc = tfc__fb_vec_i32(idx, k, &t, err);
        if (rc) return rc;
        if (t == -1) continue; /* an omitted optional tensor */
        if (t < 0 || (size_t)t >= ntensors)
            ADD(TFC_REASON_BAD_INDEX, TFC_SEVERITY_ERROR, where, t,
                "Invalid tensor index %ld in %s. The subgraph has %zu tensors", (long)t, label, ntensors);
    }
    return TFC_OK;
}

/*
 * The checks the interpreter makes on a tensor's quantization parameters
 * when it builds the graph (InterpreterBuilder::ParseQuantization), from the
 * file alone: a failure refuses the model at load, whatever the resolver.
 * Only parameters with a non-empty scale are read, as there.
 */
static int check_quantization(tfc_verdict *v, const tfc__fb_table *tt, const char *where, tfc_error *err)
{
    tfc__fb_table q;
    tfc__fb_vec scale, zero_point, shape;
    int32_t qdim;
    int rc;
    if ((rc = tfc__fb_table_field(tt, TFC__TENSOR_QUANTIZATION, &q, err))) return rc;
    if (!q.present) return TFC_OK;
    if ((rc = tfc__fb_vector(&q, TFC__QUANT_SCALE, 4, &scale, err)) ||
        (rc = tfc__fb_vector(&q, TFC__QUANT_ZERO_POINT, 8, &zero_point, err)) ||
        (rc = tfc__fb_i32(&q, TFC__QUANT_QUANTIZED_DIMENSION, 0, &qdim, err)) ||
        (rc = tfc__fb_vector(tt, TFC__TENSOR_SHAPE, 4, &shape, err)))
        return rc;
    if (!scale.present || scale.len == 0) return TFC_OK;
    if (!zero_point.present) {
        ADD(TFC_REASON_BAD_QUANTIZATION, TFC_SEVERITY_ERROR, where, (int64_t)scale.len,
            "Quantization parameters has non-null scale but null zero_point.");
        return TFC_OK;
    }
    if (scale.len != zero_point.len) {
        ADD(TFC_REASON_BAD_QUANTIZATION, TFC_SEVERITY_ERROR, where, (int64_t)zero_point.len,
            "QuantizationParam has %lu zero_point values and %lu scale values. Must have same number.",
            (unsigned long)zero_point.len, (unsigned long)scale.len);
        return TFC_OK;
    }
    /* A tensor without a shape vector (or an empty one) is a scalar here:
     * the runtime then checks only that the dimension is not negative. */
    uint32_t rank = shape.present ? shape.len : 0;
    if (qdim < 0 || (rank && (uint32_t)qdim >= rank)) {
        ADD(TFC_REASON_BAD_QUANTIZATION, TFC_SEVERITY_ERROR, where, qdim,
            "quantized_dimension must be in range [0, %lu). Was %ld.", (unsigned long)rank, (long)qdim);
        return TFC_OK;
    }
    if (scale.len != 1 && rank) {
        int32_t extent;
        if ((rc = tfc__fb_vec_i32(&shape, (uint32_t)qdim, &extent, err))) return rc;
        if (extent < 0 || (uint32_t)extent != scale.len)
            ADD(TFC_REASON_BAD_QUANTIZATION, TFC_SEVERITY_ERROR, where, (int64_t)scale.len,
                "num_scales must be 1 for per-layer quantization, or %ld for per-axis quantization, but got %lu.",
                (long)extent, (unsigned long)scale.len);
    }
    return TFC_OK;
}

static int check_structure(tfc_verdict *v, const tfc_tflite_model *m, tfc_error *err)
{
    int rc;
    tfc__work w;
    tfc__work_init(&w, m);
    if (m->nsubgraphs == 0)
        ADD(TFC_REASON_BAD_TENSOR, TFC_SEVERITY_ERROR, "", 0, "No subgraph in the model.");
    if (!m->buffers.present)
        ADD(TFC_REASON_BAD_TENSOR, TFC_SEVERITY_ERROR, "", 0, "No buffers in the model.");
    for (size_t i = 0; i < m->nmetadata; i++)
        if (m->metadata[i].data_size < 0)
            ADD(TFC_REASON_BAD_INDEX, TFC_SEVERITY_ERROR, m->metadata[i].name ? m->metadata[i].name : "",
                m->metadata[i].buffer, "Metadata %zu specifies out of range buffer %lu (only %lu buffers).", i,
                (unsigned long)m->metadata[i].buffer, (unsigned long)m->buffers.len);
    for (size_t sg = 0; sg < m->nsubgraphs; sg++) {
        const tfc__subgraph *s = &m->subgraphs[sg];
        size_t ntensors = s->tensors.len;
        char where[64];
        snprintf(where, sizeof where, "subgraph %zu", sg);
        if ((rc = check_tensor_indices(v, &w, &s->inputs, ntensors, "inputs", where, err)) ||
            (rc = check_tensor_indices(v, &w, &s->outputs, ntensors, "outputs", where, err)))
            return rc;
        if (!s->tensors.present)
            ADD(TFC_REASON_BAD_TENSOR, TFC_SEVERITY_ERROR, where, -1, "Did not get tensors in subgraph %zu.", sg);
        for (size_t t = 0; t < ntensors; t++) {
            tfc__fb_table tt;
            uint32_t buffer;
            int is_variable;
            if ((rc = tfc__work_take(&w, 1, "the tensors", err)) ||
                (rc = tfc__fb_vec_table(&s->tensors, (uint32_t)t, &tt, err)) ||
                (rc = tfc__fb_u32(&tt, TFC__TENSOR_BUFFER, 0, &buffer, err)) ||
                (rc = tfc__fb_bool(&tt, TFC__TENSOR_IS_VARIABLE, 0, &is_variable, err)))
                return rc;
            snprintf(where, sizeof where, "subgraph %zu tensor %zu", sg, t);
            if (buffer != 0 && buffer >= m->buffers.len) {
                ADD(TFC_REASON_BAD_INDEX, TFC_SEVERITY_ERROR, where, buffer,
                    "Tensor %zu specifies out of range buffer %lu (only %lu buffers).", t,
                    (unsigned long)buffer, (unsigned long)m->buffers.len);
            } else if (buffer != 0 && is_variable) {
                /* A variable tensor may not have constant data. */
                tfc__fb_table bt;
                tfc__fb_vec data;
                if ((rc = tfc__fb_vec_table(&m->buffers, buffer, &bt, err)) ||
                    (rc = tfc__fb_vector(&bt, TFC__BUFFER_DATA, 1, &data, err)))
                    return rc;
                if (data.present)
                    ADD(TFC_REASON_BAD_TENSOR, TFC_SEVERITY_ERROR, where, buffer,
                        "Tensor %zu is a variable tensor with buffer. It's not supported now.", t);
            }
            if ((rc = check_quantization(v, &tt, where, err))) return rc;
        }
        for (size_t op = 0; op < s->operators.len; op++) {
            tfc__fb_table ot;
            uint32_t index;
            tfc__fb_vec in, out, inter;
            if ((rc = tfc__work_take(&w, 1, "the operators", err)) ||
                (rc = tfc__fb_vec_table(&s->operators, (uint32_t)op, &ot, err)) ||
                (rc = tfc__fb_u32(&ot, TFC__OPERATOR_OPCODE_INDEX, 0, &index, err)) ||
                (rc = tfc__fb_vector(&ot, TFC__OPERATOR_INPUTS, 4, &in, err)) ||
                (rc = tfc__fb_vector(&ot, TFC__OPERATOR_OUTPUTS, 4, &out, err)) ||
                (rc = tfc__fb_vector(&ot, TFC__OPERATOR_INTERMEDIATES, 4, &inter, err)))
                return rc;
            snprintf(where, sizeof where, "subgraph %zu operator %zu", sg, op);
            if (index >= m->nopcodes)
                ADD(TFC_REASON_BAD_INDEX, TFC_SEVERITY_ERROR, where, index,
                    "Missing registration for opcode_index %lu", (unsigned long)index);
            if ((rc = check_tensor_indices(v, &w, &in, ntensors, "node input", where, err)) ||
                (rc = check_tensor_indices(v, &w, &out, ntensors, "node output", where, err)) ||
                (rc = check_tensor_indices(v, &w, &inter, ntensors, "node intermediate", where, err)))
                return rc;
        }
    }
    return TFC_OK;
}

/* The build's message for a tensor type it does not convert: the
 * tensor_type_refused text with every "{code}" replaced by the code. */
static void type_message(const tfc_resolver *r, int8_t type, char *buf, size_t n)
{
    if (!r->type_message) {
        const char *name = tfc_tflite_tensor_type_name(type);
        snprintf(buf, n, "Tensor element type %s%s%ld%s is not supported by this runtime.", name, *name ? " (" : "",
                 (long)type, *name ? ")" : "");
        return;
    }
    size_t at = 0;
    for (const char *c = r->type_message; *c && at + 1 < n;) {
        if (!strncmp(c, "{code}", 6)) {
            int w = snprintf(buf + at, n - at, "%ld", (long)type);
            if (w < 0 || (size_t)w >= n - at) break;
            at += (size_t)w;
            c += 6;
        } else {
            buf[at++] = *c++;
        }
    }
    buf[at] = 0;
}

/*
 * The tensors a build's model loader refuses (variable_tensors refused,
 * tensor_types): one finding per refused tensor, subject "subgraph S
 * tensor T". Runs only when the resolver has such a property.
 */
static int check_build_tensors(tfc_verdict *v, const tfc_tflite_model *m, const tfc_resolver *r, tfc_error *err)
{
    if (!r->variable_message && !r->types_restricted) return TFC_OK;
    int rc;
    tfc__work w;
    tfc__work_init(&w, m);
    for (size_t sg = 0; sg < m->nsubgraphs; sg++) {
        const tfc__subgraph *s = &m->subgraphs[sg];
        for (size_t t = 0; t < s->tensors.len; t++) {
            tfc__fb_table tt;
            int8_t type;
            int is_variable;
            if ((rc = tfc__work_take(&w, 1, "the tensors", err)) ||
                (rc = tfc__fb_vec_table(&s->tensors, (uint32_t)t, &tt, err)) ||
                (rc = tfc__fb_i8(&tt, TFC__TENSOR_TYPE, 0, &type, err)) ||
                (rc = tfc__fb_bool(&tt, TFC__TENSOR_IS_VARIABLE, 0, &is_variable, err)))
                return rc;
            char where[64];
            snprintf(where, sizeof where, "subgraph %zu tensor %zu", sg, t);
            if (r->variable_message && is_variable)
                ADD(TFC_REASON_UNSUPPORTED_VARIABLE_TENSOR, TFC_SEVERITY_ERROR, where, (int64_t)t, "%s",
                    r->variable_message);
            if (r->types_restricted && (type < 0 || !(r->types[type / 8] & (1u << (type % 8))))) {
                char msg[MAX_TOKEN + 64];
                type_message(r, type, msg, sizeof msg);
                ADD(TFC_REASON_UNSUPPORTED_TENSOR_TYPE, TFC_SEVERITY_ERROR, where, type, "%s", msg);
            }
        }
    }
    return TFC_OK;
}

int32_t tfc_resolver_check(tfc_verdict **out, const tfc_tflite_model *m, const tfc_resolver *r,
                         uint32_t flags, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!m || !r) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "model or resolver is NULL");
    tfc_verdict *v = tfc__verdict_new(&m->alloc);
    if (!v) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    tfc__verdict_set_max(v, m->max_findings);
    int rc = TFC_OK;
    /* In the order the runtime meets them: the verifier (identifier), the
     * schema check, then every operator code. */
    if (!tfc__fb_has_identifier(&m->fb, "TFL3") &&
        tfc__verdict_add(v, TFC_REASON_BAD_FILE_IDENTIFIER, TFC_SEVERITY_ERROR, m->ident, -1,
                         "The model is not a valid Flatbuffer buffer"))
        rc = tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    if (!rc && m->schema_version != TFC__SCHEMA_VERSION &&
        tfc__verdict_add(v, TFC_REASON_BAD_SCHEMA_VERSION, TFC_SEVERITY_ERROR, "", m->schema_version,
                         "Model provided is schema version %lu not equal to supported version %d.",
                         (unsigned long)m->schema_version, TFC__SCHEMA_VERSION))
        rc = tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    if (!rc) rc = check_opcodes(v, m, r, err);
    if (!rc) rc = check_build_tensors(v, m, r, err);
    if (!rc && (flags & TFC_TFLITE_CHECK_STRUCTURE)) rc = check_structure(v, m, err);
    if (rc) {
        tfc_verdict_free(v);
        return rc;
    }
    *out = v;
    return TFC_OK;
}

/* ---- delegates --------------------------------------------------------- */

typedef struct dentry {
    int32_t code;  /* builtin code, or TFC__OP_CUSTOM with a name */
    char *name;
    int32_t max_version;
} dentry;

struct tfc_delegate {
    tfc_allocator alloc;
    dentry *e;
    size_t n, cap;
};

void tfc_delegate_free(tfc_delegate *d)
{
    if (!d) return;
    tfc_allocator a = d->alloc;
    for (size_t i = 0; i < d->n; i++) tfc__free(&a, d->e[i].name);
    tfc__free(&a, d->e);
    tfc__free(&a, d);
}

int32_t tfc_delegate_new(tfc_delegate **out, const tfc_allocator *allocator, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = tfc__calloc(allocator, 1, sizeof **out);
    if (!*out) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    tfc__allocator_copy(&(*out)->alloc, allocator);
    return TFC_OK;
}

static const dentry *delegate_find(const tfc_delegate *d, int32_t code, const char *name)
{
    for (size_t i = 0; i < d->n; i++) {
        if (d->e[i].code != code) continue;
        if (code != TFC__OP_CUSTOM) return &d->e[i];
        if (name && d->e[i].name && !strcmp(name, d->e[i].name)) return &d->e[i];
    }
    return NULL;
}

static int delegate_add(tfc_delegate *d, int32_t code, const char *name, int32_t max, tfc_error *err)
{
    if (!d) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "delegate is NULL");
    if (code < 0) return tfc__fail(err, TFC_E_BAD_VALUE, -1, "builtin code %ld is negative", (long)code);
    if (max < 1) return tfc__fail(err, TFC_E_BAD_VALUE, -1, "max version %ld is below 1", (long)max);
    if (delegate_find(d, code, name))
        return tfc__fail(err, TFC_E_DUPLICATE, -1, "%s is listed twice",
                         name ? name : tfc_tflite_builtin_name(code));
    if (grow(&d->alloc, (void **)&d->e, d->n, &d->cap, sizeof *d->e))
        return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    char *copy = NULL;
    if (name && !(copy = tfc__strndup(&d->alloc, name, strlen(name))))
        return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    d->e[d->n++] = (dentry){code, copy, max};
    return TFC_OK;
}

int32_t tfc_delegate_add_builtin(tfc_delegate *d, int32_t code, int32_t max_version, tfc_error *err)
{
    if (code == TFC__OP_CUSTOM)
        return tfc__fail(err, TFC_E_BAD_VALUE, -1, "CUSTOM ops are listed by name (custom NAME MAX)");
    return delegate_add(d, code, NULL, max_version, err);
}

int32_t tfc_delegate_add_custom(tfc_delegate *d, const char *name, int32_t max_version, tfc_error *err)
{
    if (!name) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "name is NULL");
    return delegate_add(d, TFC__OP_CUSTOM, name, max_version, err);
}

int32_t tfc_delegate_parse(tfc_delegate **out, const char *text, size_t len,
                                 const tfc_allocator *allocator, tfc_error *err)
{
    if (!out || (!text && len)) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "NULL argument");
    *out = NULL;
    tfc_delegate *d;
    int rc = tfc_delegate_new(&d, allocator, err);
    if (rc) return rc;
    const char *p = text, *end = text + len;
    line_tokens lt = {0};
    while ((rc = next_line(&p, end, &lt, 0, err)) == 1) {
        if (lt.n == 0) continue;
        int32_t code, max;
        int builtin = !strcmp(lt.tok[0], "builtin"), custom = !strcmp(lt.tok[0], "custom");
        if ((!builtin && !custom) || lt.n != 3) {
            rc = tfc__fail(err, TFC_E_PARSE, -1,
                           "line %zu: expected \"builtin OP MAX_VERSION\" or \"custom NAME MAX_VERSION\"", lt.lineno);
        } else if (parse_int(lt.tok[2], &max)) {
            rc = tfc__fail(err, TFC_E_PARSE, -1, "line %zu: the max version must be a decimal number", lt.lineno);
        } else if (builtin && parse_op(lt.tok[1], &code)) {
            rc = tfc__fail(err, TFC_E_PARSE, -1, "line %zu: unknown builtin op \"%s\"", lt.lineno, lt.tok[1]);
        } else {
            rc = builtin ? tfc_delegate_add_builtin(d, code, max, err)
                         : tfc_delegate_add_custom(d, lt.tok[1], max, err);
            if (rc && err) {
                char msg[TFC_ERROR_MESSAGE_SIZE];
                tfc__error_message_copy(msg, sizeof msg, err);
                tfc__fail(err, rc, -1, "line %zu: %s", lt.lineno, msg);
            }
        }
        if (rc) break;
    }
    if (rc < 0) {
        tfc_delegate_free(d);
        return rc;
    }
    *out = d;
    return TFC_OK;
}

static int32_t parse_delegate_text(void *out, const char *text, size_t len, const tfc_allocator *a, tfc_error *err)
{
    return tfc_delegate_parse((tfc_delegate **)out, text, len, a, err);
}

int32_t tfc_delegate_open(tfc_delegate **out, const char *path, const tfc_allocator *allocator,
                          tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    return tfc__text_file_parse(out, path, TFC__TEXT_FILE_MAX, allocator, parse_delegate_text, err);
}

int32_t tfc_delegate_check(tfc_verdict **out, const tfc_tflite_model *m, const tfc_delegate *d,
                                  tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!m || !d) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "model or delegate is NULL");
    tfc_verdict *v = tfc__verdict_new(&m->alloc);
    if (!v) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    tfc__verdict_set_max(v, m->max_findings);
    tfc__work w;
    tfc__work_init(&w, m);
    int rc = TFC_OK;
    for (size_t sg = 0; sg < m->nsubgraphs && !rc; sg++) {
        const tfc__subgraph *s = &m->subgraphs[sg];
        for (size_t op = 0; op < s->operators.len && !rc; op++) {
            tfc__fb_table ot;
            uint32_t index;
            if ((rc = tfc__work_take(&w, 1, "the operators", err)) ||
                (rc = tfc__fb_vec_table(&s->operators, (uint32_t)op, &ot, err)) ||
                (rc = tfc__fb_u32(&ot, TFC__OPERATOR_OPCODE_INDEX, 0, &index, err)))
                break;
            /* A bad opcode index is the model check's finding; a delegate
             * never sees such a node because the model does not load. */
            if (index >= m->nopcodes) continue;
            const tfc__opcode *oc = &m->opcodes[index];
            char buf[32];
            const char *name = tfc__opcode_display(oc, buf, sizeof buf);
            const dentry *e = delegate_find(d, oc->builtin_code, oc->custom_code);
            int add = 0;
            if (!e)
                add = tfc__verdict_add(v, TFC_REASON_DELEGATE_UNSUPPORTED, TFC_SEVERITY_WARNING, name, oc->version,
                                       "subgraph %zu node %zu (%s version %ld): op not supported by the delegate",
                                       sg, op, name, (long)oc->version);
            else if (oc->version > e->max_version)
                add = tfc__verdict_add(v, TFC_REASON_DELEGATE_UNSUPPORTED, TFC_SEVERITY_WARNING, name, oc->version,
                                       "subgraph %zu node %zu (%s): Max version supported: %ld. Requested version %ld.",
                                       sg, op, name, (long)e->max_version, (long)oc->version);
            if (add) rc = tfc__fail(err, TFC_E_NOMEM, -1, "out of memory for findings");
        }
    }
    if (rc) {
        tfc_verdict_free(v);
        return rc;
    }
    *out = v;
    return TFC_OK;
}
