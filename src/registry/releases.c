/*
 * releases.c - the order of release strings ("1.15.0-rc3", "0.12.head",
 * "2.21.0-dev", "1.0.0rc0") and calendar-date helpers.
 *
 * Everything here is pure and allocation-free. The table generator
 * (tools/gen/registry.c, tfc_gen registry) compiles this file too, so that the build refuses a
 * data file whose rows are not in release order.
 */
#include <string.h>

#include "registry_internal.h"

#define MAX_COMPONENTS 16

enum { RANK_DEV = 0, RANK_ALPHA, RANK_BETA, RANK_RC, RANK_FINAL, RANK_VENDOR };

/* A decimal number as its digits, leading zeros left out ("007" is 7, ""
 * is 0): numbers of any length compare by value (by length, then digit by
 * digit), so "18446744073709551616" (2^64) sorts after 2^64 - 1 instead of
 * saturating to it. */
typedef struct num {
    const char *p;
    size_t n;
} num;

typedef struct parsed {
    int has_core;
    size_t n;
    num num[MAX_COMPONENTS];
    int rank;
    num tagnum;
    const char *rest; /* text after the tag number */
} parsed;

static int is_digit(char c) { return c >= '0' && c <= '9'; }
static int is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
static char lower(char c) { return c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c; }

/* Reads a decimal number of any length. */
static const char *read_num(const char *p, num *out)
{
    while (*p == '0') p++;
    out->p = p;
    while (is_digit(*p)) p++;
    out->n = (size_t)(p - out->p);
    return p;
}

static int cmp_num(num a, num b)
{
    if (a.n != b.n) return a.n < b.n ? -1 : 1;
    int c = a.n ? memcmp(a.p, b.p, a.n) : 0;
    return c < 0 ? -1 : c > 0;
}

/* The value of a number that fits in 64 bits: 1, else 0. */
static int num_u64(num a, uint64_t *out)
{
    uint64_t v = 0;
    for (size_t i = 0; i < a.n; i++) {
        uint64_t d = (uint64_t)(a.p[i] - '0');
        if (v > (UINT64_MAX - d) / 10) return 0;
        v = v * 10 + d;
    }
    *out = v;
    return 1;
}

static int word_is(const char *w, size_t n, const char *lit)
{
    if (strlen(lit) != n) return 0;
    for (size_t i = 0; i < n; i++)
        if (lower(w[i]) != lit[i]) return 0;
    return 1;
}

static int rank_of(const char *w, size_t n)
{
    static const char *const dev[] = {"dev", "head", "nightly", "snapshot"};
    static const char *const alpha[] = {"a", "alpha"};
    static const char *const beta[] = {"b", "beta"};
    static const char *const rc[] = {"rc", "c", "pre", "preview"};
    for (size_t i = 0; i < sizeof dev / sizeof *dev; i++) if (word_is(w, n, dev[i])) return RANK_DEV;
    for (size_t i = 0; i < sizeof alpha / sizeof *alpha; i++) if (word_is(w, n, alpha[i])) return RANK_ALPHA;
    for (size_t i = 0; i < sizeof beta / sizeof *beta; i++) if (word_is(w, n, beta[i])) return RANK_BETA;
    for (size_t i = 0; i < sizeof rc / sizeof *rc; i++) if (word_is(w, n, rc[i])) return RANK_RC;
    return RANK_VENDOR;
}

static void parse(const char *s, parsed *p)
{
    memset(p, 0, sizeof *p);
    const char *c = s;
    if ((*c == 'v' || *c == 'V') && is_digit(c[1])) c++;
    if (!is_digit(*c)) {
        p->rest = s;
        return;
    }
    p->has_core = 1;
    for (;;) {
        num v;
        c = read_num(c, &v);
        if (p->n < MAX_COMPONENTS) p->num[p->n++] = v;
        if (*c == '.' && is_digit(c[1])) {
            c++;
            continue;
        }
        break;
    }
    if (!*c) {
        p->rank = RANK_FINAL;
        p->rest = c;
        return;
    }
    const char *t = c;
    if (*t == '-' || *t == '.' || *t == '_' || *t == '+') t++;
    const char *w = t;
    while (is_alpha(*t)) t++;
    if (t == w) {
        /* Text that starts without a word ("-1", "~x") marks a vendor build. */
        p->rank = RANK_VENDOR;
        p->rest = c;
        return;
    }
    p->rank = rank_of(w, (size_t)(t - w));
    const char *n = t;
    if ((*n == '-' || *n == '.' || *n == '_') && is_digit(n[1])) n++;
    if (is_digit(*n)) t = read_num(n, &p->tagnum);
    p->rest = t;
}

int tfc__release_cmp_loose(const char *a, const char *b)
{
    parsed x, y;
    parse(a, &x);
    parse(b, &y);
    if (x.has_core != y.has_core) return x.has_core ? -1 : 1;
    if (!x.has_core) return strcmp(a, b) < 0 ? -1 : strcmp(a, b) > 0;
    size_t n = x.n > y.n ? x.n : y.n;
    for (size_t i = 0; i < n; i++) {
        static const num zero = {"", 0};
        int c = cmp_num(i < x.n ? x.num[i] : zero, i < y.n ? y.num[i] : zero);
        if (c) return c;
    }
    if (x.rank != y.rank) return x.rank < y.rank ? -1 : 1;
    int c = cmp_num(x.tagnum, y.tagnum);
    if (c) return c;
    c = strcmp(x.rest, y.rest);
    return c < 0 ? -1 : c > 0;
}

int32_t tfc_release_compare(const char *a, const char *b)
{
    if (!a || !b) return a == b ? 0 : a ? 1 : -1;
    int c = tfc__release_cmp_loose(a, b);
    if (c) return c;
    c = strcmp(a, b);
    return c < 0 ? -1 : c > 0;
}

int32_t tfc_release_equivalent(const char *a, const char *b)
{
    if (!a || !b) return 0;
    return tfc__release_cmp_loose(a, b) == 0;
}

int tfc__release_major_minor(const char *s, uint64_t *major, uint64_t *minor)
{
    parsed p;
    parse(s ? s : "", &p);
    if (!p.has_core) return 0;
    /* A component past 64 bits names no TensorFlow minor release. */
    uint64_t ma = 0, mi = 0;
    if (!num_u64(p.num[0], &ma) || (p.n > 1 && !num_u64(p.num[1], &mi))) return 0;
    *major = ma;
    *minor = mi;
    return 1;
}

/* Howard Hinnant's days_from_civil / civil_from_days (public domain algorithms). */
int64_t tfc__days_from_civil(int64_t y, int64_t m, int64_t d)
{
    y -= m <= 2;
    int64_t era = (y >= 0 ? y : y - 399) / 400;
    int64_t yoe = y - era * 400;
    int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

void tfc__civil_from_days(int64_t z, int64_t *y, int64_t *m, int64_t *d)
{
    z += 719468;
    int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    int64_t doe = z - era * 146097;
    int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    int64_t mp = (5 * doy + 2) / 153;
    *d = doy - (153 * mp + 2) / 5 + 1;
    *m = mp < 10 ? mp + 3 : mp - 9;
    *y = yoe + era * 400 + (*m <= 2);
}

static int days_in_month(int32_t y, int32_t m)
{
    static const int dm[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    int leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    return m == 2 && leap ? 29 : dm[m - 1];
}

int tfc__parse_date(const char *s, size_t n, int32_t *y, int32_t *m, int32_t *d)
{
    if (!s || n != 10 || s[4] != '-' || s[7] != '-') return -1;
    for (size_t i = 0; i < 10; i++)
        if (i != 4 && i != 7 && !is_digit(s[i])) return -1;
    int32_t yy = (s[0] - '0') * 1000 + (s[1] - '0') * 100 + (s[2] - '0') * 10 + (s[3] - '0');
    int32_t mm = (s[5] - '0') * 10 + (s[6] - '0');
    int32_t dd = (s[8] - '0') * 10 + (s[9] - '0');
    if (mm < 1 || mm > 12 || dd < 1 || dd > days_in_month(yy, mm)) return -1;
    if (y) *y = yy;
    if (m) *m = mm;
    if (d) *d = dd;
    return 0;
}
