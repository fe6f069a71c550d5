/*
 * flatbuf.c - the verifying FlatBuffers reader; see flatbuf.h for the
 * guarantees. All position arithmetic is done in uint64_t so that no sum of
 * a position and a hostile offset can wrap.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "internal.h"
#include "opver/flatbuf.h"

int tfc__fb_fail(tfc_error *err, int code, int64_t offset, const char *fmt, ...)
{
    if (!err) return code;
    /* Formatted once here, so the inline accessors carry no varargs call;
     * tfc__fail truncates the copy to what the caller's struct holds. */
    char msg[TFC_ERROR_MESSAGE_SIZE];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (n < 0) msg[0] = '\0';
    return tfc__fail(err, code, offset, "%s", msg);
}

int tfc__fb_init(tfc__fb *fb, const uint8_t *data, size_t len, const tfc__fb_limits *limits,
                 tfc_error *err)
{
    if (!fb || (!data && len)) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "NULL buffer");
    memset(fb, 0, sizeof *fb);
    size_t max_size = limits && limits->max_size ? limits->max_size : TFC__FB_MAX_SIZE;
    if (max_size > TFC__FB_MAX_SIZE) max_size = TFC__FB_MAX_SIZE;
    if (len == 0) return tfc__fail(err, TFC_E_EMPTY, 0, "empty buffer");
    if (len < 8)
        return tfc__fail(err, TFC_E_TRUNCATED, (int64_t)len,
                         "buffer of %zu bytes is too short for a FlatBuffer (at least 8)", len);
    if (len > max_size)
        return tfc__fail(err, TFC_E_TOO_LARGE, -1, "buffer of %zu bytes exceeds the limit of %zu",
                         len, max_size);
    fb->data = data;
    fb->len = len;
    fb->max_depth = limits && limits->max_depth ? limits->max_depth : TFC__FB_DEFAULT_MAX_DEPTH;
    fb->max_vector_len =
        limits && limits->max_vector_len ? limits->max_vector_len : TFC__FB_DEFAULT_MAX_VECTOR_LEN;
    return TFC_OK;
}

int tfc__fb_has_identifier(const tfc__fb *fb, const char *ident)
{
    return fb && ident && fb->len >= 8 && memcmp(fb->data + 4, ident, 4) == 0;
}

int tfc__fb_root(const tfc__fb *fb, const char *ident, tfc__fb_table *out, tfc_error *err)
{
    if (!fb || !out || !fb->data) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "NULL argument");
    memset(out, 0, sizeof *out);
    if (ident && !tfc__fb_has_identifier(fb, ident))
        return tfc__fail(err, TFC_E_BAD_IDENTIFIER, 4, "file identifier is not \"%.4s\"", ident);
    uint64_t root = 0;
    int rc = tfc__fb_follow(fb, 0, &root, "the root table", err);
    if (rc) return rc;
    return tfc__fb_open_table(fb, root, 0, out, err);
}

