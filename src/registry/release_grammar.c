/*
 * release_grammar.c - the one grammar of release spellings
 * (release_grammar_internal.h has it in full; tfcompat/release.h,
 * tfc_release_normalize, is its public face). Every entry that reads a
 * release a person or a file wrote parses it here, strictly: each number
 * decimal digits within range, a known tag, nothing else. The table
 * generator (tools/gen) compiles this file too.
 *
 * Pure and allocation-free: safe from any thread.
 */
#include <stdio.h>
#include <string.h>

#include "release_grammar_internal.h"
#include "tfcompat/release.h"

static int is_digit(char c) { return c >= '0' && c <= '9'; }
static int is_lower(char c) { return c >= 'a' && c <= 'z'; }

static const struct {
    const char *word;
    int32_t tag;
    int number; /* 0 none, 1 optional, 2 required */
} tags[] = {
    {"rc", TFC__TAG_RC, 1},       {"dev", TFC__TAG_DEV, 1}, {"head", TFC__TAG_DEV, 0}, {"alpha", TFC__TAG_ALPHA, 1},
    {"beta", TFC__TAG_BETA, 1},   {"a", TFC__TAG_ALPHA, 2}, {"b", TFC__TAG_BETA, 2},
};

#define FORMS "X.Y, X.Y.Z or vX.Y.Z, optionally -rcN, -dev[N], .head, -alphaN, -betaN, aN or bN"

/* One number at *p: digits only, no leading zero, at most max. Returns the
 * count of digits read (0: none), or -1 leading zero, -2 above max. */
static int read_number(const char **p, int32_t max, int32_t *out)
{
    const char *s = *p;
    int64_t v = 0;
    int n = 0;
    while (is_digit(s[n])) {
        if (v <= max) v = v * 10 + (s[n] - '0');
        n++;
    }
    if (!n) return 0;
    *p = s + n;
    if (n > 1 && s[0] == '0') return -1;
    if (v > max) return -2;
    *out = (int32_t)v;
    return n;
}

static int bad(tfc_error *err, const char *s, const char *what, int part)
{
    if (part > 0)
        return tfc__fail(err, TFC_E_BAD_VALUE, -1, "release '%s': part %d %s (a release is " FORMS ")", s, part, what);
    return tfc__fail(err, TFC_E_BAD_VALUE, -1, "release '%s': %s (a release is " FORMS ")", s, what);
}

static int number_fault(tfc_error *err, const char *s, int rc, int part, int32_t max)
{
    char what[64];
    if (rc == 0) return bad(err, s, "is not a decimal number (digits 0-9 only: no sign, space or letter)", part);
    if (rc == -1) return bad(err, s, "has a leading zero", part);
    snprintf(what, sizeof what, "is above %ld", (long)max);
    return bad(err, s, what, part);
}

int tfc__release_parse(tfc__release *out, const char *s, uint32_t flags, tfc_error *err)
{
    if (!out || !s) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "release is NULL");
    memset(out, 0, sizeof *out);
    out->tag_number = -1;
    size_t len = strnlen(s, TFC__RELEASE_MAX_BYTES + 1);
    if (!len) return tfc__fail(err, TFC_E_BAD_VALUE, -1, "empty release (a release is " FORMS ")");
    if (len > TFC__RELEASE_MAX_BYTES)
        return tfc__fail(err, TFC_E_BAD_VALUE, -1, "release '%.*s...' is longer than %d bytes", 32, s,
                         TFC__RELEASE_MAX_BYTES);
    const char *p = s;
    if (*p == 'V') return bad(err, s, "starts with 'V' (the prefix is a lower-case 'v', as git tags write it)", 0);
    if (*p == 'v') p++;
    for (;;) {
        int rc = read_number(&p, TFC__RELEASE_PART_MAX, &out->part[out->nparts]);
        if (rc <= 0) return number_fault(err, s, rc, out->nparts + 1, TFC__RELEASE_PART_MAX);
        out->nparts++;
        if (out->nparts == 3 || p[0] != '.' || !is_digit(p[1])) break;
        p++;
    }
    if (out->nparts == 2 && p[0] == '.' && !is_lower(p[1])) return number_fault(err, s, 0, 3, 0);
    if (out->nparts == 1 && (!(flags & TFC__RELEASE_BARE) || *p)) {
        if (*p == '.') return number_fault(err, s, 0, 2, 0);
        return bad(err, s, *p ? "has text where '.' and a second number belong" : "has one number, not X.Y", 0);
    }
    const char *tag_start = p;
    if (*p) {
        if (*p == '-' || *p == '.') p++;
        const char *w = p;
        while (is_lower(*p)) p++;
        size_t wn = (size_t)(p - w);
        size_t k = 0;
        for (; k < sizeof tags / sizeof tags[0]; k++)
            if (strlen(tags[k].word) == wn && !memcmp(tags[k].word, w, wn)) break;
        if (!wn || k == sizeof tags / sizeof tags[0]) {
            char what[96];
            snprintf(what, sizeof what, "'%.24s' after the release number is not a pre-release tag", tag_start);
            return bad(err, s, what, 0);
        }
        out->tag = tags[k].tag;
        if (tags[k].number) {
            const char *q = p;
            if (*q == '.' && is_digit(q[1])) q++;
            if (is_digit(*q)) {
                int32_t v = 0;
                int rc = read_number(&q, TFC__RELEASE_TAGNUM_MAX, &v);
                if (rc < 0) {
                    char what[96];
                    snprintf(what, sizeof what, "the number of tag '%.*s' %s", (int)wn, w,
                             rc == -1 ? "has a leading zero" : "is above 99999999");
                    return bad(err, s, what, 0);
                }
                out->tag_number = v;
                p = q;
            } else if (tags[k].number == 2) {
                return bad(err, s, "tag 'a' or 'b' needs its number (2.0.0a0)", 0);
            }
        }
        if (*p) {
            char what[96];
            snprintf(what, sizeof what, "text '%.24s' follows the release", p);
            return bad(err, s, what, 0);
        }
    }
    if (out->nparts == 1) snprintf(out->number, sizeof out->number, "%ld", (long)out->part[0]);
    else
        snprintf(out->number, sizeof out->number, "%ld.%ld.%ld", (long)out->part[0], (long)out->part[1],
                 (long)out->part[2]);
    /* The digits are as written (no leading zero), so the normalised
     * spelling is the number as written, ".0" added only when untagged. */
    const char *body = s + (s[0] == 'v');
    if (out->tag || out->nparts != 2) snprintf(out->spelling, sizeof out->spelling, "%s", body);
    else snprintf(out->spelling, sizeof out->spelling, "%s.0", body);
    return TFC_OK;
}

int tfc__release_split_product(const char *s, char *name, size_t cap, const char **version, tfc_error *err)
{
    const char *at = s ? strchr(s, '@') : NULL;
    if (!at) return 0;
    size_t nl = (size_t)(at - s);
    if (nl == 0 || nl >= cap || !at[1])
        return tfc__fail(err, TFC_E_BAD_VALUE, -1, "'%.80s' is not NAME@RELEASE (NAME of 1 to %zu bytes)", s, cap - 1);
    memcpy(name, s, nl);
    name[nl] = 0;
    *version = at + 1;
    return 1;
}

int32_t tfc_release_normalize(char *buf, size_t cap, size_t *needed, const char *spelling, tfc_error *err)
{
    if (needed) *needed = 0;
    if (!buf && cap) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "buf is NULL with cap %zu", cap);
    tfc__release r;
    int rc = tfc__release_parse(&r, spelling, 0, err);
    if (rc) {
        if (cap) buf[0] = 0;
        return rc;
    }
    size_t n = strlen(r.spelling);
    if (needed) *needed = n + 1;
    if (cap) snprintf(buf, cap, "%s", r.spelling);
    return TFC_OK;
}
