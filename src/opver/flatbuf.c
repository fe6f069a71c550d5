/*
 * flatbuf.c - the verifying FlatBuffers reader; see flatbuf.h for the
 * guarantees. All position arithmetic is done in uint64_t so that no sum of
 * a position and a hostile offset can wrap.
 */
#include <string.h>

#include "internal.h"
#include "opver/flatbuf.h"

static uint16_t rd16(const uint8_t *p) { return (uint16_t)(p[0] | (p[1] << 8)); }

static uint32_t rd32(const uint8_t *p)
{
    return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) | ((uint32_t)p[3] << 24);
}

static uint64_t rd64(const uint8_t *p) { return (uint64_t)rd32(p) | ((uint64_t)rd32(p + 4) << 32); }

/* 1 when [pos, pos + n) lies inside the buffer. */
static int in_bounds(const tfc__fb *fb, uint64_t pos, uint64_t n)
{
    return pos <= fb->len && n <= fb->len - pos;
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

/*
 * Follows the uoffset stored at `at` and returns the target position, the
 * way the reference verifier does: the offset field itself aligned and in
 * bounds, not zero, below 2^31, target in bounds.
 */
static int follow(const tfc__fb *fb, uint64_t at, uint64_t *target, const char *what,
                  tfc_error *err)
{
    if (!in_bounds(fb, at, 4))
        return tfc__fail(err, TFC_E_BAD_OFFSET, (int64_t)at, "offset to %s at %llu is outside the buffer",
                         what, (unsigned long long)at);
    if (at % 4)
        return tfc__fail(err, TFC_E_BAD_ALIGNMENT, (int64_t)at, "offset to %s at %llu is misaligned",
                         what, (unsigned long long)at);
    uint32_t o = rd32(fb->data + at);
    if (o == 0)
        return tfc__fail(err, TFC_E_BAD_OFFSET, (int64_t)at, "offset to %s at %llu points at itself",
                         what, (unsigned long long)at);
    if (o > 0x7FFFFFFFu || !in_bounds(fb, at + o, 1))
        return tfc__fail(err, TFC_E_BAD_OFFSET, (int64_t)at,
                         "offset %lu to %s at %llu points outside the buffer of %zu bytes",
                         (unsigned long)o, what, (unsigned long long)at, fb->len);
    *target = at + o;
    return TFC_OK;
}

/* Verifies the table at pos and its vtable. */
static int open_table(const tfc__fb *fb, uint64_t pos, uint32_t depth, tfc__fb_table *out,
                      tfc_error *err)
{
    memset(out, 0, sizeof *out);
    if (depth > fb->max_depth)
        return tfc__fail(err, TFC_E_TOO_DEEP, (int64_t)pos,
                         "table at %llu is nested %lu deep, over the limit of %lu",
                         (unsigned long long)pos, (unsigned long)depth, (unsigned long)fb->max_depth);
    if (!in_bounds(fb, pos, 4))
        return tfc__fail(err, TFC_E_BAD_OFFSET, (int64_t)pos, "table at %llu is outside the buffer",
                         (unsigned long long)pos);
    if (pos % 4)
        return tfc__fail(err, TFC_E_BAD_ALIGNMENT, (int64_t)pos, "table at %llu is misaligned",
                         (unsigned long long)pos);
    int32_t soff = (int32_t)rd32(fb->data + pos);
    int64_t vt = (int64_t)pos - (int64_t)soff;
    if (vt < 0 || !in_bounds(fb, (uint64_t)vt, 4))
        return tfc__fail(err, TFC_E_BAD_VTABLE, (int64_t)pos,
                         "vtable of the table at %llu lies outside the buffer", (unsigned long long)pos);
    if (vt % 2)
        return tfc__fail(err, TFC_E_BAD_ALIGNMENT, vt, "vtable at %lld is misaligned", (long long)vt);
    uint16_t vsize = rd16(fb->data + vt);
    uint16_t tsize = rd16(fb->data + vt + 2);
    if (vsize < 4 || vsize % 2 || !in_bounds(fb, (uint64_t)vt, vsize))
        return tfc__fail(err, TFC_E_BAD_VTABLE, vt, "vtable at %lld has a bad size %u", (long long)vt,
                         (unsigned)vsize);
    if (tsize < 4 || !in_bounds(fb, pos, tsize))
        return tfc__fail(err, TFC_E_BAD_VTABLE, vt,
                         "table at %llu claims an inline size of %u bytes past the buffer",
                         (unsigned long long)pos, (unsigned)tsize);
    out->fb = fb;
    out->pos = (uint32_t)pos;
    out->vtable = (uint32_t)vt;
    out->vtable_size = vsize;
    out->inline_size = tsize;
    out->depth = depth;
    out->present = 1;
    return TFC_OK;
}

int tfc__fb_root(const tfc__fb *fb, const char *ident, tfc__fb_table *out, tfc_error *err)
{
    if (!fb || !out || !fb->data) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "NULL argument");
    memset(out, 0, sizeof *out);
    if (ident && !tfc__fb_has_identifier(fb, ident))
        return tfc__fail(err, TFC_E_BAD_IDENTIFIER, 4, "file identifier is not \"%.4s\"", ident);
    uint64_t root = 0;
    int rc = follow(fb, 0, &root, "the root table", err);
    if (rc) return rc;
    return open_table(fb, root, 0, out, err);
}

/* Vtable entry of a field: 0 when absent. */
static uint16_t slot(const tfc__fb_table *t, uint32_t field)
{
    if (!t || !t->present || field > 0x7FFD) return 0;
    uint32_t at = 4 + 2 * field;
    if (at + 2 > t->vtable_size) return 0;
    return rd16(t->fb->data + t->vtable + at);
}

int tfc__fb_present(const tfc__fb_table *t, uint32_t field) { return slot(t, field) != 0; }

/*
 * Position of a field of `size` bytes, or 0 when absent (no field can sit
 * at position 0 of a table: that is the soffset). Checks that the field
 * lies in the table's inline part and is aligned.
 */
static int field_pos(const tfc__fb_table *t, uint32_t field, uint32_t size, uint64_t *pos,
                     tfc_error *err)
{
    *pos = 0;
    if (!t) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "NULL table");
    uint16_t off = slot(t, field);
    if (!off) return TFC_OK;
    if (off < 4 || (uint32_t)off + size > t->inline_size)
        return tfc__fail(err, TFC_E_BAD_VTABLE, (int64_t)t->pos,
                         "field %lu of the table at %lu lies outside its %u-byte inline part",
                         (unsigned long)field, (unsigned long)t->pos, (unsigned)t->inline_size);
    uint64_t p = (uint64_t)t->pos + off;
    if (p % size)
        return tfc__fail(err, TFC_E_BAD_ALIGNMENT, (int64_t)p,
                         "field %lu of the table at %lu is misaligned", (unsigned long)field,
                         (unsigned long)t->pos);
    *pos = p;
    return TFC_OK;
}

#define TFC__FB_SCALAR(name, type, size, expr)                                                      \
    int tfc__fb_##name(const tfc__fb_table *t, uint32_t field, type def, type *out, tfc_error *err) \
    {                                                                                              \
        if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "NULL output");               \
        uint64_t pos = 0;                                                                          \
        int rc = field_pos(t, field, size, &pos, err);                                            \
        if (rc) return rc;                                                                         \
        if (!pos) {                                                                                \
            *out = def;                                                                            \
            return TFC_OK;                                                                         \
        }                                                                                          \
        const uint8_t *p = t->fb->data + pos;                                                      \
        *out = (expr);                                                                             \
        return TFC_OK;                                                                             \
    }

static float bits_f32(uint32_t u)
{
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

static double bits_f64(uint64_t u)
{
    double d;
    memcpy(&d, &u, sizeof d);
    return d;
}

TFC__FB_SCALAR(u8, uint8_t, 1, p[0])
TFC__FB_SCALAR(i8, int8_t, 1, (int8_t)p[0])
TFC__FB_SCALAR(u16, uint16_t, 2, rd16(p))
TFC__FB_SCALAR(i16, int16_t, 2, (int16_t)rd16(p))
TFC__FB_SCALAR(u32, uint32_t, 4, rd32(p))
TFC__FB_SCALAR(i32, int32_t, 4, (int32_t)rd32(p))
TFC__FB_SCALAR(u64, uint64_t, 8, rd64(p))
TFC__FB_SCALAR(i64, int64_t, 8, (int64_t)rd64(p))
TFC__FB_SCALAR(f32, float, 4, bits_f32(rd32(p)))
TFC__FB_SCALAR(f64, double, 8, bits_f64(rd64(p)))
TFC__FB_SCALAR(bool, int, 1, p[0] != 0)

#undef TFC__FB_SCALAR

int tfc__fb_table_field(const tfc__fb_table *t, uint32_t field, tfc__fb_table *out, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "NULL output");
    memset(out, 0, sizeof *out);
    uint64_t pos = 0, target = 0;
    int rc = field_pos(t, field, 4, &pos, err);
    if (rc || !pos) return rc;
    rc = follow(t->fb, pos, &target, "a table", err);
    if (rc) return rc;
    return open_table(t->fb, target, t->depth + 1, out, err);
}

int tfc__fb_union(const tfc__fb_table *t, uint32_t type_field, uint8_t *type, tfc__fb_table *out,
                  tfc_error *err)
{
    if (!type || !out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "NULL output");
    *type = 0;
    memset(out, 0, sizeof *out);
    uint8_t ty;
    int rc = tfc__fb_u8(t, type_field, 0, &ty, err);
    if (rc) return rc;
    if (ty == 0 || !tfc__fb_present(t, type_field + 1)) return TFC_OK;
    rc = tfc__fb_table_field(t, type_field + 1, out, err);
    if (rc) return rc;
    *type = ty;
    return TFC_OK;
}

/* Verifies the string whose length prefix is at pos. */
static int open_string(const tfc__fb *fb, uint64_t pos, tfc__fb_str *out, tfc_error *err)
{
    if (!in_bounds(fb, pos, 4))
        return tfc__fail(err, TFC_E_BAD_STRING, (int64_t)pos, "string at %llu is outside the buffer",
                         (unsigned long long)pos);
    if (pos % 4)
        return tfc__fail(err, TFC_E_BAD_ALIGNMENT, (int64_t)pos, "string at %llu is misaligned",
                         (unsigned long long)pos);
    uint32_t n = rd32(fb->data + pos);
    /* n bytes plus the NUL terminator. */
    if (!in_bounds(fb, pos + 4, (uint64_t)n + 1))
        return tfc__fail(err, TFC_E_BAD_STRING, (int64_t)pos,
                         "string at %llu of %lu bytes runs past the end of the buffer",
                         (unsigned long long)pos, (unsigned long)n);
    if (fb->data[pos + 4 + n] != 0)
        return tfc__fail(err, TFC_E_BAD_STRING, (int64_t)(pos + 4 + n),
                         "string at %llu is not NUL-terminated", (unsigned long long)pos);
    out->ptr = (const char *)fb->data + pos + 4;
    out->len = n;
    out->pos = (uint32_t)pos;
    out->present = 1;
    return TFC_OK;
}

int tfc__fb_string(const tfc__fb_table *t, uint32_t field, tfc__fb_str *out, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "NULL output");
    memset(out, 0, sizeof *out);
    uint64_t pos = 0, target = 0;
    int rc = field_pos(t, field, 4, &pos, err);
    if (rc || !pos) return rc;
    rc = follow(t->fb, pos, &target, "a string", err);
    if (rc) return rc;
    return open_string(t->fb, target, out, err);
}

int tfc__fb_vector(const tfc__fb_table *t, uint32_t field, uint32_t elem_size, tfc__fb_vec *out,
                   tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "NULL output");
    memset(out, 0, sizeof *out);
    if (elem_size != 1 && elem_size != 2 && elem_size != 4 && elem_size != 8)
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "element size %lu", (unsigned long)elem_size);
    uint64_t pos = 0, target = 0;
    int rc = field_pos(t, field, 4, &pos, err);
    if (rc || !pos) return rc;
    const tfc__fb *fb = t->fb;
    rc = follow(fb, pos, &target, "a vector", err);
    if (rc) return rc;
    if (!in_bounds(fb, target, 4))
        return tfc__fail(err, TFC_E_BAD_OFFSET, (int64_t)target, "vector at %llu is outside the buffer",
                         (unsigned long long)target);
    if (target % 4)
        return tfc__fail(err, TFC_E_BAD_ALIGNMENT, (int64_t)target, "vector at %llu is misaligned",
                         (unsigned long long)target);
    uint32_t n = rd32(fb->data + target);
    if (n > fb->max_vector_len)
        return tfc__fail(err, TFC_E_TOO_MANY, (int64_t)target,
                         "vector at %llu has %lu elements, over the limit of %lu",
                         (unsigned long long)target, (unsigned long)n, (unsigned long)fb->max_vector_len);
    if (!in_bounds(fb, target + 4, (uint64_t)n * elem_size))
        return tfc__fail(err, TFC_E_LENGTH_PAST_END, (int64_t)target,
                         "vector at %llu of %lu elements of %lu bytes runs past the end of the buffer",
                         (unsigned long long)target, (unsigned long)n, (unsigned long)elem_size);
    out->fb = fb;
    out->pos = (uint32_t)(target + 4);
    out->len = n;
    out->elem_size = elem_size;
    out->depth = t->depth;
    out->present = 1;
    return TFC_OK;
}

/* Position of element i of `size` bytes. */
static int elem_pos(const tfc__fb_vec *v, uint32_t i, uint32_t size, uint64_t *pos, tfc_error *err)
{
    if (!v || !v->present)
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "absent vector");
    if (size != v->elem_size)
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1,
                         "vector of %lu-byte elements read as %lu-byte elements",
                         (unsigned long)v->elem_size, (unsigned long)size);
    if (i >= v->len)
        return tfc__fail(err, TFC_E_RANGE, (int64_t)v->pos, "element %lu of a vector of %lu",
                         (unsigned long)i, (unsigned long)v->len);
    *pos = (uint64_t)v->pos + (uint64_t)i * size;
    return TFC_OK;
}

#define TFC__FB_VEC_SCALAR(name, type, size, expr)                                        \
    int tfc__fb_vec_##name(const tfc__fb_vec *v, uint32_t i, type *out, tfc_error *err) \
    {                                                                                     \
        if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "NULL output");      \
        uint64_t pos = 0;                                                                 \
        int rc = elem_pos(v, i, size, &pos, err);                                        \
        if (rc) return rc;                                                                \
        const uint8_t *p = v->fb->data + pos;                                             \
        *out = (expr);                                                                    \
        return TFC_OK;                                                                    \
    }

TFC__FB_VEC_SCALAR(u8, uint8_t, 1, p[0])
TFC__FB_VEC_SCALAR(i8, int8_t, 1, (int8_t)p[0])
TFC__FB_VEC_SCALAR(u16, uint16_t, 2, rd16(p))
TFC__FB_VEC_SCALAR(i16, int16_t, 2, (int16_t)rd16(p))
TFC__FB_VEC_SCALAR(u32, uint32_t, 4, rd32(p))
TFC__FB_VEC_SCALAR(i32, int32_t, 4, (int32_t)rd32(p))
TFC__FB_VEC_SCALAR(u64, uint64_t, 8, rd64(p))
TFC__FB_VEC_SCALAR(i64, int64_t, 8, (int64_t)rd64(p))
TFC__FB_VEC_SCALAR(f32, float, 4, bits_f32(rd32(p)))
TFC__FB_VEC_SCALAR(f64, double, 8, bits_f64(rd64(p)))

#undef TFC__FB_VEC_SCALAR

int tfc__fb_vec_str(const tfc__fb_vec *v, uint32_t i, tfc__fb_str *out, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "NULL output");
    memset(out, 0, sizeof *out);
    uint64_t pos = 0, target = 0;
    int rc = elem_pos(v, i, 4, &pos, err);
    if (rc) return rc;
    rc = follow(v->fb, pos, &target, "a string", err);
    if (rc) return rc;
    return open_string(v->fb, target, out, err);
}

int tfc__fb_vec_table(const tfc__fb_vec *v, uint32_t i, tfc__fb_table *out, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "NULL output");
    memset(out, 0, sizeof *out);
    uint64_t pos = 0, target = 0;
    int rc = elem_pos(v, i, 4, &pos, err);
    if (rc) return rc;
    rc = follow(v->fb, pos, &target, "a table", err);
    if (rc) return rc;
    return open_table(v->fb, target, v->depth + 1, out, err);
}

const uint8_t *tfc__fb_vec_bytes(const tfc__fb_vec *v)
{
    return v && v->present ? v->fb->data + v->pos : NULL;
}
