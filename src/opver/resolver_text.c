/*
 * resolver_text.c - the resolver text format (tfc_resolver_parse,
 * tfc_resolver_open; docs/tflite.md, "Resolver files" and "Build
 * properties") and the line tokenizer it shares with delegate files.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "file_internal.h"
#include "opver/model.h"
#include "opver/resolver_internal.h"

/* ---- the line tokenizer (shared with delegate files) ------------------- */

/*
 * A double-quoted token starting at q (a '"'): the text up to the next '"'
 * on the line, without escapes, followed by a space, a tab, a comment or
 * the end of the line. Returns 0 and advances *qp past it, or a negative
 * status.
 */
static int quoted_token(const char **qp, const char *e, tfc__line_tokens *lt, tfc_error *err)
{
    const char *t = *qp + 1, *close = memchr(t, '"', (size_t)(e - t));
    if (!close) return tfc__fail(err, TFC_E_PARSE, -1, "line %zu: quoted text without its closing '\"'", lt->lineno);
    const char *after = close + 1;
    if (after < e && *after != ' ' && *after != '\t' && *after != '\r' && *after != '#')
        return tfc__fail(err, TFC_E_PARSE, -1, "line %zu: text right after a closing '\"'", lt->lineno);
    if (close == t) return tfc__fail(err, TFC_E_PARSE, -1, "line %zu: empty quoted text", lt->lineno);
    if ((size_t)(close - t) >= TFC__MAX_TOKEN) return tfc__fail(err, TFC_E_PARSE, -1, "line %zu: word too long", lt->lineno);
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

/* resolver_internal.h */
int tfc__next_line(const char **p, const char *end, tfc__line_tokens *lt, int quotes, tfc_error *err)
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
        if (lt->n == TFC__MAX_TOKENS)
            return tfc__fail(err, TFC_E_PARSE, -1, "line %zu: too many words", lt->lineno);
        if (quotes && *q == '"') {
            int rc = quoted_token(&q, e, lt, err);
            if (rc) return rc;
            continue;
        }
        const char *t = q;
        while (q < e && *q != ' ' && *q != '\t' && *q != '\r' && *q != '#') q++;
        if ((size_t)(q - t) >= TFC__MAX_TOKEN) return tfc__fail(err, TFC_E_PARSE, -1, "line %zu: word too long", lt->lineno);
        for (const char *c = t; c < q; c++)
            if (*c == 0) return tfc__fail(err, TFC_E_PARSE, -1, "line %zu: NUL byte", lt->lineno);
        memcpy(lt->tok[lt->n], t, (size_t)(q - t));
        lt->tok[lt->n][q - t] = 0;
        lt->quoted[lt->n] = 0;
        lt->n++;
    }
    return 1;
}

int tfc__parse_int(const char *s, int32_t *out)
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
int tfc__parse_op(const char *s, int32_t *code)
{
    if (tfc__parse_int(s, code) == 0) return 0;
    return tfc_tflite_builtin_code(code, s) == TFC_OK ? 0 : -1;
}

/* ---- the resolver format ------------------------------------------------ */

int32_t tfc_resolver_parse(tfc_resolver **out, const char *text, size_t len,
                                 const tfc_allocator *allocator, tfc_error *err)
{
    if (!out || (!text && len)) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "NULL argument");
    *out = NULL;
    tfc_resolver *r;
    int rc = tfc_resolver_new(&r, allocator, err);
    if (rc) return rc;
    r->bulk = 1;
    if ((rc = tfc__resolver_parse_into(r, text, len, 0, err)) < 0) {
        tfc_resolver_free(r);
        return rc;
    }
    tfc__resolver_bulk_end(r);
    *out = r;
    return TFC_OK;
}

/* A tensor element type given by TensorType name or by decimal code (0..127). */
static int parse_tensor_type(const char *s, int32_t *code)
{
    if (tfc__parse_int(s, code) == 0) return *code <= 127 ? 0 : -1;
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
static int parse_build_property(tfc_resolver *r, const tfc__line_tokens *lt, tfc_error *err)
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

int tfc__resolver_parse_into(tfc_resolver *r, const char *text, size_t len, int depth, tfc_error *err)
{
    int rc;
    const char *p = text, *end = text + len;
    tfc__line_tokens lt = {0};
    while ((rc = tfc__next_line(&p, end, &lt, 1, err)) == 1) {
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
            rc = tfc__resolver_add_standard(r, err);
        } else if (!strcmp(kw, "release") && lt.n == 2) {
            rc = tfc__resolver_add_release(r, lt.tok[1], depth, err);
        } else if (!strcmp(kw, "max_builtin_code") && lt.n == 2) {
            if (tfc__parse_op(lt.tok[1], &code))
                rc = tfc__fail(err, TFC_E_PARSE, -1, "line %zu: unknown builtin op \"%s\"", lt.lineno, lt.tok[1]);
            else rc = tfc_resolver_set_max_builtin(r, code, err);
        } else if ((!strcmp(kw, "builtin") || !strcmp(kw, "custom")) && (lt.n == 3 || lt.n == 4)) {
            if (tfc__parse_int(lt.tok[2], &min) || (lt.n == 4 ? tfc__parse_int(lt.tok[3], &max) : (max = min, 0))) {
                rc = tfc__fail(err, TFC_E_PARSE, -1, "line %zu: versions must be decimal numbers", lt.lineno);
            } else if (kw[0] == 'b') {
                if (tfc__parse_op(lt.tok[1], &code))
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
            if ((rc == TFC_E_BAD_VALUE || rc == TFC_E_UNKNOWN_RELEASE) && err && tfc_error_code(err) == rc) {
                char msg[TFC_ERROR_MESSAGE_SIZE];
                tfc__error_message_copy(msg, sizeof msg, err);
                tfc__fail(err, rc, -1, "line %zu: %s", lt.lineno, msg);
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

/* ---- build properties from C (tfcompat/resolver.h) ------------------------ */

int32_t tfc_resolver_set_custom_ops_deferred(tfc_resolver *r, int32_t deferred, tfc_error *err)
{
    if (!r) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "resolver is NULL");
    r->custom_deferred = deferred != 0;
    return TFC_OK;
}

int32_t tfc_resolver_set_variable_tensors_refused(tfc_resolver *r, const char *message, tfc_error *err)
{
    if (!r) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "resolver is NULL");
    if (message) return set_message(r, &r->variable_message, message, err);
    tfc__free(&r->alloc, r->variable_message);
    r->variable_message = NULL;
    return TFC_OK;
}

int32_t tfc_resolver_set_tensor_types(tfc_resolver *r, const int32_t *codes, size_t n, const char *message,
                                      tfc_error *err)
{
    if (!r || (!codes && n)) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "resolver is NULL, or codes with n > 0");
    uint8_t types[sizeof r->types] = {0};
    for (size_t i = 0; i < n; i++) {
        if (codes[i] < 0 || codes[i] >= (int32_t)(8 * sizeof types))
            return tfc__fail(err, TFC_E_BAD_VALUE, -1, "tensor type code %d is outside 0..%d", (int)codes[i],
                             (int)(8 * sizeof types - 1));
        types[codes[i] / 8] |= (uint8_t)(1u << (codes[i] % 8));
    }
    char *copy = NULL;
    if (message && !(copy = tfc__strndup(&r->alloc, message, strlen(message))))
        return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    memcpy(r->types, types, sizeof types);
    r->types_restricted = n > 0;
    tfc__free(&r->alloc, r->type_message);
    r->type_message = copy;
    return TFC_OK;
}

int32_t tfc_resolver_custom_ops_deferred(const tfc_resolver *r) { return r ? r->custom_deferred : 0; }

const char *tfc_resolver_variable_tensors_refused(const tfc_resolver *r) { return r ? r->variable_message : NULL; }

int32_t tfc_resolver_has_tensor_type(const tfc_resolver *r, int32_t code)
{
    if (!r || code < 0 || code >= (int32_t)(8 * sizeof r->types)) return 0;
    if (!r->types_restricted) return 1;
    return (r->types[code / 8] >> (code % 8)) & 1;
}
