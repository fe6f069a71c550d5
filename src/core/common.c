/*
 * common.c - status table, tfc_error, allocator, small string helpers and
 * the version functions.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "tfcompat/version.h"

const char *tfc_status_str(int32_t code)
{
    switch (code) {
#define TFC__STATUS_CASE(name, value, text) case value: return text;
        TFC_STATUS_TABLE(TFC__STATUS_CASE)
#undef TFC__STATUS_CASE
    default: return "unknown status";
    }
}

const char *tfc_status_name(int32_t code)
{
    switch (code) {
#define TFC__STATUS_CASE(name, value, text) case value: return #name;
        TFC_STATUS_TABLE(TFC__STATUS_CASE)
#undef TFC__STATUS_CASE
    default: return "TFC_E_UNKNOWN";
    }
}

/* A caller struct's size member for a struct of n bytes. */
static uint32_t size_field(size_t n) { return n > UINT32_MAX ? UINT32_MAX : (uint32_t)n; }

void tfc__struct_out(void *out, size_t out_size, const void *lib, size_t lib_size)
{
    if (!out || out_size < sizeof(uint32_t)) return;
    memcpy(out, lib, out_size < lib_size ? out_size : lib_size);
    uint32_t size = size_field(out_size);
    memcpy(out, &size, sizeof size);
}

void tfc__struct_fill(void *out, const void *lib, size_t lib_size)
{
    uint32_t size;
    if (!out) return;
    memcpy(&size, out, sizeof size);
    tfc__struct_out(out, size, lib, lib_size);
}

void tfc_error_init(tfc_error *err, size_t size)
{
    if (err && size >= sizeof *err) {
        /* the whole struct, written in place (a scan clears one per record) */
        memset(err, 0, sizeof *err);
        err->size = size_field(size);
        err->offset = -1;
        return;
    }
    tfc_error e;
    memset(&e, 0, sizeof e);
    e.offset = -1;
    tfc__struct_out(err, size, &e, sizeof e);
}

size_t tfc_error_sizeof(void) { return sizeof(tfc_error); }

/* Bytes of message a caller's error holds, at most TFC_ERROR_MESSAGE_SIZE. */
static size_t message_cap(const tfc_error *err)
{
    if (!TFC__HOLDS(tfc_error, err, message[0])) return 0;
    size_t cap = err->size - offsetof(tfc_error, message);
    return cap < TFC_ERROR_MESSAGE_SIZE ? cap : TFC_ERROR_MESSAGE_SIZE;
}

const char *tfc_error_message(const tfc_error *err)
{
    return err && message_cap(err) ? err->message : "";
}

int32_t tfc_error_code(const tfc_error *err)
{
    return err && TFC__HOLDS(tfc_error, err, code) ? err->code : TFC_E_INVALID_ARGUMENT;
}

void tfc__error_copy(tfc_error *dst, const tfc_error *src)
{
    if (!dst || !src) return;
    if (TFC__HOLDS(tfc_error, dst, code)) dst->code = src->code;
    if (TFC__HOLDS(tfc_error, dst, offset)) dst->offset = src->offset;
    size_t cap = message_cap(dst);
    if (cap) tfc__copy_out(dst->message, cap, src->message, strnlen(src->message, sizeof src->message - 1));
}

void tfc__error_message_copy(char *buf, size_t cap, const tfc_error *err)
{
    size_t have = err ? message_cap(err) : 0;
    tfc__copy_out(buf, cap, have ? err->message : "", have ? strnlen(err->message, have - 1) : 0);
}

int tfc__fail(tfc_error *err, int code, int64_t offset, const char *fmt, ...)
{
    if (!err) return code;
    /* Only the fields the caller's struct holds. */
    if (TFC__HOLDS(tfc_error, err, code)) err->code = code;
    if (TFC__HOLDS(tfc_error, err, offset)) err->offset = offset;
    size_t cap = message_cap(err);
    if (cap) {
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(err->message, cap, fmt, ap);
        va_end(ap);
        if (n < 0) err->message[0] = '\0';
    }
    return code;
}

static void *default_alloc(size_t n, void *user) { (void)user; return malloc(n ? n : 1); }
static void default_free(void *p, void *user) { (void)user; free(p); }

/* The allocator of a NULL or unusable tfc_allocator: malloc and free. */
static const tfc_allocator default_allocator = {(uint32_t)sizeof(tfc_allocator), default_alloc, default_free, NULL};

void tfc_allocator_init(tfc_allocator *a, size_t size)
{
    if (a && size >= sizeof *a) {
        /* written in place, padding included: every object copies its allocator */
        memcpy(a, &default_allocator, sizeof *a);
        a->size = size_field(size);
        return;
    }
    tfc__struct_out(a, size, &default_allocator, sizeof default_allocator);
}

/* A caller's allocator is used when it holds both hooks; `user` is NULL when
 * its struct ends before it. */
static int usable(const tfc_allocator *a)
{
    return a && TFC__HOLDS(tfc_allocator, a, alloc) && TFC__HOLDS(tfc_allocator, a, free) && a->alloc && a->free;
}

static void *user_of(const tfc_allocator *a) { return TFC__HOLDS(tfc_allocator, a, user) ? a->user : NULL; }

void *tfc__alloc(const tfc_allocator *a, size_t n)
{
    if (usable(a)) return a->alloc(n ? n : 1, user_of(a));
    return malloc(n ? n : 1);
}

void *tfc__calloc(const tfc_allocator *a, size_t count, size_t size)
{
    if (size && count > SIZE_MAX / size) return NULL;
    void *p = tfc__alloc(a, count * size);
    if (p) memset(p, 0, count * size > 0 ? count * size : 1);
    return p;
}

void tfc__free(const tfc_allocator *a, void *p)
{
    if (!p) return;
    if (usable(a)) a->free(p, user_of(a));
    else free(p);
}

void tfc__allocator_copy(tfc_allocator *dst, const tfc_allocator *src)
{
    *dst = usable(src) ? (tfc_allocator){(uint32_t)sizeof *dst, src->alloc, src->free, user_of(src)} : default_allocator;
}

char *tfc__strndup(const tfc_allocator *a, const char *s, size_t n)
{
    if (n == SIZE_MAX) return NULL;
    char *p = tfc__alloc(a, n + 1);
    if (!p) return NULL;
    if (n) memcpy(p, s, n);
    p[n] = '\0';
    return p;
}

void tfc__strbuf_init(tfc__strbuf *b, const tfc_allocator *a)
{
    memset(b, 0, sizeof *b);
    b->alloc = a;
}

static int strbuf_reserve(tfc__strbuf *b, size_t extra)
{
    if (b->failed) return 0;
    if (extra > SIZE_MAX - b->len - 1) { b->failed = 1; return 0; }
    size_t need = b->len + extra + 1;
    if (need <= b->cap) return 1;
    size_t cap = b->cap ? b->cap : 64;
    while (cap < need) cap = cap > SIZE_MAX / 2 ? need : cap * 2;
    char *p = tfc__alloc(b->alloc, cap);
    if (!p) { b->failed = 1; return 0; }
    if (b->len) memcpy(p, b->data, b->len);
    p[b->len] = '\0';
    tfc__free(b->alloc, b->data);
    b->data = p;
    b->cap = cap;
    return 1;
}

void tfc__strbuf_append(tfc__strbuf *b, const char *s, size_t n)
{
    if (!strbuf_reserve(b, n)) return;
    if (n) memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = '\0';
}

void tfc__strbuf_printf(tfc__strbuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0 || !strbuf_reserve(b, (size_t)n)) return;
    va_start(ap, fmt);
    vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    b->len += (size_t)n;
}

void tfc__strbuf_free(tfc__strbuf *b)
{
    tfc__free(b->alloc, b->data);
    memset(b, 0, sizeof *b);
}

size_t tfc__copy_out(char *buf, size_t cap, const char *s, size_t len)
{
    if (buf && cap) {
        size_t n = len < cap - 1 ? len : cap - 1;
        memcpy(buf, s, n);
        buf[n] = '\0';
    }
    return len;
}

void tfc_parse_options_init(tfc_parse_options *o, size_t size)
{
    tfc_parse_options d;
    memset(&d, 0, sizeof d);
    d.size = (uint32_t)sizeof d;
    d.max_input_size = 0x7FFFFFFFu;
    d.max_depth = 100;
    d.max_fields = UINT64_C(1) << 32;
    d.max_string_size = 1u << 20;
    d.max_meta_graphs = 1024;
    d.max_names = 1u << 20;
    d.max_bad_consumers = 65536;
    tfc__struct_out(o, size, &d, sizeof d);
}

void tfc__parse_options_resolve(tfc_parse_options *dst, const tfc_parse_options *src)
{
    tfc_parse_options_init(dst, sizeof *dst);
    if (!src) return;
    /* Only the members the caller's struct holds; zero means default. */
    tfc_parse_options tmp;
    memset(&tmp, 0, sizeof tmp);
    TFC__READ(tfc_parse_options, &tmp, src, allocator);
    TFC__READ(tfc_parse_options, &tmp, src, max_input_size);
    TFC__READ(tfc_parse_options, &tmp, src, max_depth);
    TFC__READ(tfc_parse_options, &tmp, src, max_fields);
    TFC__READ(tfc_parse_options, &tmp, src, max_string_size);
    TFC__READ(tfc_parse_options, &tmp, src, max_meta_graphs);
    TFC__READ(tfc_parse_options, &tmp, src, max_names);
    TFC__READ(tfc_parse_options, &tmp, src, max_bad_consumers);
    TFC__READ(tfc_parse_options, &tmp, src, function_names);
    dst->allocator = tmp.allocator;
    if (tmp.max_input_size) dst->max_input_size = tmp.max_input_size;
    if (tmp.max_depth) dst->max_depth = tmp.max_depth;
    if (tmp.max_fields) dst->max_fields = tmp.max_fields;
    if (tmp.max_string_size) dst->max_string_size = tmp.max_string_size;
    if (tmp.max_meta_graphs) dst->max_meta_graphs = tmp.max_meta_graphs;
    if (tmp.max_names) dst->max_names = tmp.max_names;
    if (tmp.max_bad_consumers) dst->max_bad_consumers = tmp.max_bad_consumers;
    if (tmp.function_names == TFC_FUNCTION_NAMES_CALLED) dst->function_names = TFC_FUNCTION_NAMES_CALLED;
}

const char *tfc_version_string(void) { return TFC_VERSION_STRING; }
uint32_t tfc_version_number(void) { return (uint32_t)TFC_VERSION_NUMBER; }
uint32_t tfc_abi_version(void) { return (uint32_t)TFC_SOVERSION; }
uint32_t tfc_opver_api_version(void) { return (uint32_t)TFC_OPVER_API_VERSION; }
uint32_t tfc_ruleset_version(void) { return (uint32_t)TFC_RULESET_VERSION; }
