/*
 * flatbuf.h - a small verifying FlatBuffers reader (internal, never installed).
 *
 * No C FlatBuffers library is packaged, and the TFLite schema needs only a
 * few primitives, so this reader verifies lazily: every offset, vtable,
 * vector length and string is checked at the moment it is read, never
 * before. A caller that reads twenty tables of a 60 MB model pays for twenty
 * tables, not for the weight buffers it never touches.
 *
 * Guarantees
 *   - No read outside [data, data + len), whatever the bytes are.
 *   - Offsets are unsigned and point forward (as in every FlatBuffer), an
 *     offset of 0 (pointing at itself) is refused, so following offsets
 *     cannot loop; the depth limit bounds nesting anyway.
 *   - Alignment is checked as the reference verifier does (tables and vector
 *     lengths 4, vtables 2, scalar fields their own size), relative to the
 *     buffer start. Values are decoded byte by byte (little-endian), so the
 *     buffer itself needs no particular alignment in memory.
 *   - A field must lie inside its table's inline size, a vector's elements
 *     and a string's bytes plus its NUL terminator inside the buffer.
 *   - Vector lengths above limits.max_vector_len are refused before use.
 *
 * Handles (tfc__fb_table, tfc__fb_vec, tfc__fb_str) are small values that
 * borrow the tfc__fb, which borrows the bytes. Nothing here allocates, and
 * nothing mutates the tfc__fb, so many threads may read one buffer.
 *
 * Every getter returns TFC_OK or a negative TFC_E_* code and fills *err with
 * the byte offset of the fault. Absent fields are not errors: scalar getters
 * return the schema default given by the caller, and table, vector and
 * string getters set `present` to 0.
 *
 * Field numbers are schema field ids (the vtable slot is 4 + 2 * id). A
 * union field occupies two ids: the u8 type id, then the value id.
 */
#ifndef TFC_OPVER_FLATBUF_H
#define TFC_OPVER_FLATBUF_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "tfcompat/common.h"

/* Largest buffer a FlatBuffer can address with 32-bit offsets (2 GiB - 1). */
#define TFC__FB_MAX_SIZE ((size_t)0x7FFFFFFF)
#define TFC__FB_DEFAULT_MAX_DEPTH 64u
#define TFC__FB_DEFAULT_MAX_VECTOR_LEN 0x7FFFFFFFu

typedef struct tfc__fb_limits {
    size_t max_size;          /* refuse larger buffers; 0 = TFC__FB_MAX_SIZE */
    uint32_t max_depth;       /* table nesting below the root; 0 = default 64 */
    uint32_t max_vector_len;  /* elements per vector; 0 = no limit beyond the buffer */
} tfc__fb_limits;

/* A buffer under verification. */
typedef struct tfc__fb {
    const uint8_t *data;
    size_t len;
    uint32_t max_depth;
    uint32_t max_vector_len;
} tfc__fb;

/* A verified table: its vtable is in bounds and well-formed. */
typedef struct tfc__fb_table {
    const tfc__fb *fb;
    uint32_t pos;          /* absolute position of the table (its soffset) */
    uint32_t vtable;       /* absolute position of its vtable */
    uint16_t vtable_size;  /* bytes, including the two u16 header fields */
    uint16_t inline_size;  /* bytes of the table's inline part */
    uint32_t depth;        /* 0 for the root */
    int present;           /* 0: the field was absent; other members are 0 */
} tfc__fb_table;

/* A verified vector: all len * elem_size bytes are inside the buffer. */
typedef struct tfc__fb_vec {
    const tfc__fb *fb;
    uint32_t pos;       /* absolute position of element 0 */
    uint32_t len;       /* number of elements */
    uint32_t elem_size; /* bytes per element (4 for offsets to tables/strings) */
    uint32_t depth;     /* depth of the table holding the vector */
    int present;
} tfc__fb_vec;

/* A verified string: ptr[len] is a NUL inside the buffer. */
typedef struct tfc__fb_str {
    const char *ptr;    /* borrowed from the buffer; NULL when absent */
    uint32_t len;
    uint32_t pos;       /* absolute position of the length prefix */
    int present;
} tfc__fb_str;

/*
 * Prepares a buffer for reading. Checks only the size (at least 8 bytes:
 * root offset and room for an identifier; at most limits->max_size).
 * limits may be NULL for the defaults. Errors: TFC_E_INVALID_ARGUMENT,
 * TFC_E_EMPTY, TFC_E_TRUNCATED, TFC_E_TOO_LARGE.
 */
int tfc__fb_init(tfc__fb *fb, const uint8_t *data, size_t len, const tfc__fb_limits *limits,
                 tfc_error *err);

/* 1 when bytes 4..7 equal the 4-character identifier, else 0. */
int tfc__fb_has_identifier(const tfc__fb *fb, const char *ident);

/*
 * The root table. With ident non-NULL, a different file identifier fails
 * with TFC_E_BAD_IDENTIFIER. Errors: TFC_E_BAD_OFFSET, TFC_E_BAD_VTABLE,
 * TFC_E_BAD_ALIGNMENT.
 */
int tfc__fb_root(const tfc__fb *fb, const char *ident, tfc__fb_table *out, tfc_error *err);

/* ---- inline definitions ------------------------------------------------
 *
 * The accessors below run for every field of every table a parse reads
 * (about 150 vectors and 100 tables for a small model), so they are
 * defined here, inline: a caller's constant field ids, element sizes and
 * output structs fold away, and a loop over a verified vector keeps one
 * bound instead of a call per element. Each failure calls tfc__fb_fail
 * (flatbuf.c), which is out of line and marked cold, so a check costs a
 * compare and a branch, and its code and message are the same wherever it
 * is inlined (bench/tflite_mutants.py compares two builds on mutated models).
 */

#if defined(__GNUC__) || defined(__clang__)
#  define TFC__FB_COLD __attribute__((cold, noinline, format(printf, 4, 5)))
#  define TFC__FB_INLINE static inline __attribute__((always_inline))
#else
#  define TFC__FB_COLD
#  define TFC__FB_INLINE static inline
#endif

/* tfc__fail for the accessors' faults: records the failure in err (if not
 * NULL) with the same code, offset and message, and returns code. */
int tfc__fb_fail(tfc_error *err, int code, int64_t offset, const char *fmt, ...) TFC__FB_COLD;

TFC__FB_INLINE uint16_t tfc__fb_rd16(const uint8_t *p) { return (uint16_t)(p[0] | (p[1] << 8)); }

TFC__FB_INLINE uint32_t tfc__fb_rd32(const uint8_t *p)
{
    return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) | ((uint32_t)p[3] << 24);
}

TFC__FB_INLINE uint64_t tfc__fb_rd64(const uint8_t *p)
{
    return (uint64_t)tfc__fb_rd32(p) | ((uint64_t)tfc__fb_rd32(p + 4) << 32);
}

TFC__FB_INLINE float tfc__fb_bits_f32(uint32_t u)
{
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

TFC__FB_INLINE double tfc__fb_bits_f64(uint64_t u)
{
    double d;
    memcpy(&d, &u, sizeof d);
    return d;
}

/*
 * 1 when [pos, pos + n) lies inside the buffer. Every caller passes a
 * position inside the buffer (at most 2^31) plus at most a 32-bit offset
 * or size, and a count below 2^36 (2^32 elements of 8 bytes), so pos + n
 * cannot wrap in 64 bits and one comparison says what `pos <= len &&
 * n <= len - pos` says.
 */
TFC__FB_INLINE int tfc__fb_in_bounds(const tfc__fb *fb, uint64_t pos, uint64_t n)
{
    return pos + n <= fb->len;
}

/*
 * The target of the uoffset stored at `at`, whose 4 bytes are known to be
 * in bounds and aligned (tfc__fb_follow has checked them, or they are an
 * element of a verified vector of offsets): not zero, below 2^31, target in
 * bounds, the way the reference verifier does.
 */
TFC__FB_INLINE int tfc__fb_follow_at(const tfc__fb *fb, uint64_t at, uint64_t *target, const char *what,
                                     tfc_error *err)
{
    uint32_t o = tfc__fb_rd32(fb->data + at);
    if (o == 0)
        return tfc__fb_fail(err, TFC_E_BAD_OFFSET, (int64_t)at, "offset to %s at %llu points at itself",
                            what, (unsigned long long)at);
    if (o > 0x7FFFFFFFu || !tfc__fb_in_bounds(fb, at + o, 1))
        return tfc__fb_fail(err, TFC_E_BAD_OFFSET, (int64_t)at,
                            "offset %lu to %s at %llu points outside the buffer of %zu bytes",
                            (unsigned long)o, what, (unsigned long long)at, fb->len);
    *target = at + o;
    return TFC_OK;
}

/* Follows the uoffset stored at `at`: the offset field itself in bounds
 * and aligned, then as tfc__fb_follow_at. */
TFC__FB_INLINE int tfc__fb_follow(const tfc__fb *fb, uint64_t at, uint64_t *target, const char *what,
                                  tfc_error *err)
{
    if (!tfc__fb_in_bounds(fb, at, 4))
        return tfc__fb_fail(err, TFC_E_BAD_OFFSET, (int64_t)at, "offset to %s at %llu is outside the buffer",
                            what, (unsigned long long)at);
    if (at % 4)
        return tfc__fb_fail(err, TFC_E_BAD_ALIGNMENT, (int64_t)at, "offset to %s at %llu is misaligned",
                            what, (unsigned long long)at);
    return tfc__fb_follow_at(fb, at, target, what, err);
}

/* The 4-byte word that starts a table, string or vector (`what`) at pos:
 * inside the buffer (else `outside`, the code for that kind) and aligned. */
TFC__FB_INLINE int tfc__fb_check_start(const tfc__fb *fb, uint64_t pos, const char *what, int outside,
                                       tfc_error *err)
{
    if (!tfc__fb_in_bounds(fb, pos, 4))
        return tfc__fb_fail(err, outside, (int64_t)pos, "%s at %llu is outside the buffer", what,
                            (unsigned long long)pos);
    if (pos % 4)
        return tfc__fb_fail(err, TFC_E_BAD_ALIGNMENT, (int64_t)pos, "%s at %llu is misaligned", what,
                            (unsigned long long)pos);
    return TFC_OK;
}

/*
 * Verifies the table at pos and its vtable. seen (NULL: none) is the
 * position of a vtable this check has found sound before, UINT32_MAX at
 * first: tables read one after another mostly share one (FlatBuffers
 * writers share a vtable among tables of the same fields), and a vtable's
 * checks depend on its bytes alone, so a table whose vtable lies at *seen
 * skips them. On success *seen is the table's vtable.
 */
TFC__FB_INLINE int tfc__fb_open_table_seen(const tfc__fb *fb, uint64_t pos, uint32_t depth, uint32_t *seen,
                                           tfc__fb_table *out, tfc_error *err)
{
    *out = (tfc__fb_table){0};
    if (depth > fb->max_depth)
        return tfc__fb_fail(err, TFC_E_TOO_DEEP, (int64_t)pos,
                            "table at %llu is nested %lu deep, over the limit of %lu",
                            (unsigned long long)pos, (unsigned long)depth, (unsigned long)fb->max_depth);
    int rc = tfc__fb_check_start(fb, pos, "table", TFC_E_BAD_OFFSET, err);
    if (rc) return rc;
    int32_t soff = (int32_t)tfc__fb_rd32(fb->data + pos);
    int64_t vt = (int64_t)pos - (int64_t)soff;
    uint16_t vsize, tsize;
    if (seen && vt == (int64_t)*seen) {
        vsize = tfc__fb_rd16(fb->data + vt);
        tsize = tfc__fb_rd16(fb->data + vt + 2);
    } else {
        if (vt < 0 || !tfc__fb_in_bounds(fb, (uint64_t)vt, 4))
            return tfc__fb_fail(err, TFC_E_BAD_VTABLE, (int64_t)pos,
                                "vtable of the table at %llu lies outside the buffer", (unsigned long long)pos);
        if (vt % 2)
            return tfc__fb_fail(err, TFC_E_BAD_ALIGNMENT, vt, "vtable at %lld is misaligned", (long long)vt);
        vsize = tfc__fb_rd16(fb->data + vt);
        tsize = tfc__fb_rd16(fb->data + vt + 2);
        if (vsize < 4 || vsize % 2 || !tfc__fb_in_bounds(fb, (uint64_t)vt, vsize))
            return tfc__fb_fail(err, TFC_E_BAD_VTABLE, vt, "vtable at %lld has a bad size %u", (long long)vt,
                                (unsigned)vsize);
        if (seen) *seen = (uint32_t)vt;
    }
    if (tsize < 4 || !tfc__fb_in_bounds(fb, pos, tsize))
        return tfc__fb_fail(err, TFC_E_BAD_VTABLE, vt,
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

/* Verifies the table at pos and its vtable. */
TFC__FB_INLINE int tfc__fb_open_table(const tfc__fb *fb, uint64_t pos, uint32_t depth, tfc__fb_table *out,
                                      tfc_error *err)
{
    return tfc__fb_open_table_seen(fb, pos, depth, NULL, out, err);
}

/* Vtable entry of a field: 0 when absent. */
TFC__FB_INLINE uint16_t tfc__fb_slot(const tfc__fb_table *t, uint32_t field)
{
    if (!t || !t->present || field > 0x7FFD) return 0;
    uint32_t at = 4 + 2 * field;
    if (at + 2 > t->vtable_size) return 0;
    return tfc__fb_rd16(t->fb->data + t->vtable + at);
}

/* 1 when the field has a non-zero vtable entry, else 0 (also for !t->present). */
TFC__FB_INLINE int tfc__fb_present(const tfc__fb_table *t, uint32_t field) { return tfc__fb_slot(t, field) != 0; }

/*
 * Position of a field of `size` bytes, or 0 when absent (no field can sit
 * at position 0 of a table: that is the soffset). Checks that the field
 * lies in the table's inline part and is aligned.
 */
TFC__FB_INLINE int tfc__fb_field_pos(const tfc__fb_table *t, uint32_t field, uint32_t size, uint64_t *pos,
                                     tfc_error *err)
{
    *pos = 0;
    if (!t) return tfc__fb_fail(err, TFC_E_INVALID_ARGUMENT, -1, "NULL table");
    uint16_t off = tfc__fb_slot(t, field);
    if (!off) return TFC_OK;
    if (off < 4 || (uint32_t)off + size > t->inline_size)
        return tfc__fb_fail(err, TFC_E_BAD_VTABLE, (int64_t)t->pos,
                            "field %lu of the table at %lu lies outside its %u-byte inline part",
                            (unsigned long)field, (unsigned long)t->pos, (unsigned)t->inline_size);
    uint64_t p = (uint64_t)t->pos + off;
    if (p % size)
        return tfc__fb_fail(err, TFC_E_BAD_ALIGNMENT, (int64_t)p,
                            "field %lu of the table at %lu is misaligned", (unsigned long)field,
                            (unsigned long)t->pos);
    *pos = p;
    return TFC_OK;
}

/*
 * Scalar fields: *out = the stored value, or def when the field is absent.
 * Errors: TFC_E_BAD_VTABLE (field outside the table's inline size),
 * TFC_E_BAD_ALIGNMENT. A bool reads as 0/1 (any non-zero byte is 1).
 * tfc__fb_u8 .. tfc__fb_bool.
 */
#define TFC__FB_SCALAR(name, type, size, expr)                                                      \
    TFC__FB_INLINE int tfc__fb_##name(const tfc__fb_table *t, uint32_t field, type def, type *out,  \
                                      tfc_error *err)                                               \
    {                                                                                              \
        if (!out) return tfc__fb_fail(err, TFC_E_INVALID_ARGUMENT, -1, "NULL output");            \
        uint64_t pos = 0;                                                                          \
        int rc = tfc__fb_field_pos(t, field, size, &pos, err);                                    \
        if (rc) return rc;                                                                         \
        if (!pos) {                                                                                \
            *out = def;                                                                            \
            return TFC_OK;                                                                         \
        }                                                                                          \
        const uint8_t *p = t->fb->data + pos;                                                      \
        *out = (expr);                                                                             \
        return TFC_OK;                                                                             \
    }

/* The scalar types and how each decodes from its bytes at p: the one list
 * both the field and the vector element getters are made from. */
#define TFC__FB_SCALAR_TYPES(X)                                     \
    X(u8, uint8_t, 1, p[0])                                         \
    X(i8, int8_t, 1, (int8_t)p[0])                                  \
    X(u16, uint16_t, 2, tfc__fb_rd16(p))                            \
    X(i16, int16_t, 2, (int16_t)tfc__fb_rd16(p))                    \
    X(u32, uint32_t, 4, tfc__fb_rd32(p))                            \
    X(i32, int32_t, 4, (int32_t)tfc__fb_rd32(p))                    \
    X(u64, uint64_t, 8, tfc__fb_rd64(p))                            \
    X(i64, int64_t, 8, (int64_t)tfc__fb_rd64(p))                    \
    X(f32, float, 4, tfc__fb_bits_f32(tfc__fb_rd32(p)))             \
    X(f64, double, 8, tfc__fb_bits_f64(tfc__fb_rd64(p)))

TFC__FB_SCALAR_TYPES(TFC__FB_SCALAR)
TFC__FB_SCALAR(bool, int, 1, p[0] != 0)

#undef TFC__FB_SCALAR

/* The target of offset field `field`: 1 with *target when the field is
 * present, 0 when absent, or an error. The offset itself needs no bounds
 * or alignment check of its own: tfc__fb_field_pos proved it 4-aligned and
 * inside the table's inline part, which tfc__fb_open_table proved inside
 * the buffer, so tfc__fb_follow's first two checks could never fail here. */
TFC__FB_INLINE int tfc__fb_field_follow(const tfc__fb_table *t, uint32_t field, uint64_t *target, const char *what,
                                        tfc_error *err)
{
    uint64_t pos = 0;
    int rc = tfc__fb_field_pos(t, field, 4, &pos, err);
    if (rc || !pos) return rc;
    rc = tfc__fb_follow_at(t->fb, pos, target, what, err);
    return rc ? rc : 1;
}

/*
 * A sub-table referenced by a field. out->present is 0 when absent.
 * Errors: as tfc__fb_root, plus TFC_E_TOO_DEEP. seen: as
 * tfc__fb_open_table_seen's (NULL: none).
 */
TFC__FB_INLINE int tfc__fb_table_field_seen(const tfc__fb_table *t, uint32_t field, uint32_t *seen,
                                            tfc__fb_table *out, tfc_error *err)
{
    if (!out) return tfc__fb_fail(err, TFC_E_INVALID_ARGUMENT, -1, "NULL output");
    *out = (tfc__fb_table){0};
    uint64_t target = 0;
    int rc = tfc__fb_field_follow(t, field, &target, "a table", err);
    return rc <= 0 ? rc : tfc__fb_open_table_seen(t->fb, target, t->depth + 1, seen, out, err);
}

TFC__FB_INLINE int tfc__fb_table_field(const tfc__fb_table *t, uint32_t field, tfc__fb_table *out,
                                       tfc_error *err)
{
    return tfc__fb_table_field_seen(t, field, NULL, out, err);
}

/*
 * A union: type_field is the u8 type id, the value is at type_field + 1.
 * *type = 0 (NONE) and out->present = 0 when either part is absent.
 * A type without a value, or a value without a type, reads as NONE, as the
 * generated accessors do.
 */
TFC__FB_INLINE int tfc__fb_union(const tfc__fb_table *t, uint32_t type_field, uint8_t *type,
                                 tfc__fb_table *out, tfc_error *err)
{
    if (!type || !out) return tfc__fb_fail(err, TFC_E_INVALID_ARGUMENT, -1, "NULL output");
    *type = 0;
    *out = (tfc__fb_table){0};
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
TFC__FB_INLINE int tfc__fb_open_string(const tfc__fb *fb, uint64_t pos, tfc__fb_str *out, tfc_error *err)
{
    int rc = tfc__fb_check_start(fb, pos, "string", TFC_E_BAD_STRING, err);
    if (rc) return rc;
    uint32_t n = tfc__fb_rd32(fb->data + pos);
    /* n bytes plus the NUL terminator. */
    if (!tfc__fb_in_bounds(fb, pos + 4, (uint64_t)n + 1))
        return tfc__fb_fail(err, TFC_E_BAD_STRING, (int64_t)pos,
                            "string at %llu of %lu bytes runs past the end of the buffer",
                            (unsigned long long)pos, (unsigned long)n);
    if (fb->data[pos + 4 + n] != 0)
        return tfc__fb_fail(err, TFC_E_BAD_STRING, (int64_t)(pos + 4 + n),
                            "string at %llu is not NUL-terminated", (unsigned long long)pos);
    out->ptr = (const char *)fb->data + pos + 4;
    out->len = n;
    out->pos = (uint32_t)pos;
    out->present = 1;
    return TFC_OK;
}

/* A string field. out->present is 0 when absent. Errors: TFC_E_BAD_STRING, ... */
TFC__FB_INLINE int tfc__fb_string(const tfc__fb_table *t, uint32_t field, tfc__fb_str *out, tfc_error *err)
{
    if (!out) return tfc__fb_fail(err, TFC_E_INVALID_ARGUMENT, -1, "NULL output");
    *out = (tfc__fb_str){0};
    uint64_t target = 0;
    int rc = tfc__fb_field_follow(t, field, &target, "a string", err);
    return rc <= 0 ? rc : tfc__fb_open_string(t->fb, target, out, err);
}

/* The checks of tfc__fb_vector: 1 with *target (its length prefix) and
 * *len when the vector is present and sound, 0 when absent, or an error.
 * tfc__fb_vector writes its output once, so a present vector costs no
 * zeroing first. */
TFC__FB_INLINE int tfc__fb_vector_find(const tfc__fb_table *t, uint32_t field, uint32_t elem_size,
                                       uint64_t *target, uint32_t *len, tfc_error *err)
{
    if (elem_size != 1 && elem_size != 2 && elem_size != 4 && elem_size != 8)
        return tfc__fb_fail(err, TFC_E_INVALID_ARGUMENT, -1, "element size %lu", (unsigned long)elem_size);
    int rc = tfc__fb_field_follow(t, field, target, "a vector", err);
    if (rc <= 0) return rc;
    const tfc__fb *fb = t->fb;
    if ((rc = tfc__fb_check_start(fb, *target, "vector", TFC_E_BAD_OFFSET, err))) return rc;
    uint32_t n = tfc__fb_rd32(fb->data + *target);
    if (n > fb->max_vector_len)
        return tfc__fb_fail(err, TFC_E_TOO_MANY, (int64_t)*target,
                            "vector at %llu has %lu elements, over the limit of %lu",
                            (unsigned long long)*target, (unsigned long)n, (unsigned long)fb->max_vector_len);
    if (!tfc__fb_in_bounds(fb, *target + 4, (uint64_t)n * elem_size))
        return tfc__fb_fail(err, TFC_E_LENGTH_PAST_END, (int64_t)*target,
                            "vector at %llu of %lu elements of %lu bytes runs past the end of the buffer",
                            (unsigned long long)*target, (unsigned long)n, (unsigned long)elem_size);
    *len = n;
    return 1;
}

/*
 * A vector field whose elements are elem_size bytes (1, 2, 4 or 8; 4 for
 * vectors of tables or strings). out->present is 0 when absent.
 * Errors: TFC_E_BAD_OFFSET, TFC_E_TOO_MANY (limits), TFC_E_LENGTH_PAST_END.
 */
TFC__FB_INLINE int tfc__fb_vector(const tfc__fb_table *t, uint32_t field, uint32_t elem_size, tfc__fb_vec *out,
                                  tfc_error *err)
{
    if (!out) return tfc__fb_fail(err, TFC_E_INVALID_ARGUMENT, -1, "NULL output");
    uint64_t target = 0;
    uint32_t n = 0;
    int rc = tfc__fb_vector_find(t, field, elem_size, &target, &n, err);
    if (rc <= 0) {
        *out = (tfc__fb_vec){0};
        return rc;
    }
    *out = (tfc__fb_vec){t->fb, (uint32_t)(target + 4), n, elem_size, t->depth, 1};
    return TFC_OK;
}

/* The checks of tfc__fb_vector without its output, for a vector only
 * verified: *len is its length, 0 when absent. */
TFC__FB_INLINE int tfc__fb_vector_len(const tfc__fb_table *t, uint32_t field, uint32_t elem_size, uint32_t *len,
                                      tfc_error *err)
{
    uint64_t target = 0;
    *len = 0;
    int rc = tfc__fb_vector_find(t, field, elem_size, &target, len, err);
    return rc < 0 ? rc : TFC_OK;
}

/* Position of element i of `size` bytes. */
TFC__FB_INLINE int tfc__fb_elem_pos(const tfc__fb_vec *v, uint32_t i, uint32_t size, uint64_t *pos,
                                    tfc_error *err)
{
    if (!v || !v->present)
        return tfc__fb_fail(err, TFC_E_INVALID_ARGUMENT, -1, "absent vector");
    if (size != v->elem_size)
        return tfc__fb_fail(err, TFC_E_INVALID_ARGUMENT, -1,
                            "vector of %lu-byte elements read as %lu-byte elements",
                            (unsigned long)v->elem_size, (unsigned long)size);
    if (i >= v->len)
        return tfc__fb_fail(err, TFC_E_RANGE, (int64_t)v->pos, "element %lu of a vector of %lu",
                            (unsigned long)i, (unsigned long)v->len);
    *pos = (uint64_t)v->pos + (uint64_t)i * size;
    return TFC_OK;
}

/* Elements of a verified vector; i >= len fails with TFC_E_RANGE.
 * tfc__fb_vec_u8 .. tfc__fb_vec_f64. */
#define TFC__FB_VEC_SCALAR(name, type, size, expr)                                                   \
    TFC__FB_INLINE int tfc__fb_vec_##name(const tfc__fb_vec *v, uint32_t i, type *out, tfc_error *err) \
    {                                                                                                \
        if (!out) return tfc__fb_fail(err, TFC_E_INVALID_ARGUMENT, -1, "NULL output");              \
        uint64_t pos = 0;                                                                            \
        int rc = tfc__fb_elem_pos(v, i, size, &pos, err);                                           \
        if (rc) return rc;                                                                           \
        const uint8_t *p = v->fb->data + pos;                                                        \
        *out = (expr);                                                                               \
        return TFC_OK;                                                                               \
    }

TFC__FB_SCALAR_TYPES(TFC__FB_VEC_SCALAR)

#undef TFC__FB_VEC_SCALAR
#undef TFC__FB_SCALAR_TYPES

/* The target of offset element i of a vector of offsets (elem_size 4). */
TFC__FB_INLINE int tfc__fb_vec_follow(const tfc__fb_vec *v, uint32_t i, uint64_t *target, const char *what,
                                      tfc_error *err)
{
    uint64_t pos = 0;
    int rc = tfc__fb_elem_pos(v, i, 4, &pos, err);
    if (rc) return rc;
    /* tfc__fb_vector checked that the elements lie in the buffer and the
     * first is 4-aligned: element i is both. */
    return tfc__fb_follow_at(v->fb, pos, target, what, err);
}

/* Element i of a vector of strings (elem_size 4). */
TFC__FB_INLINE int tfc__fb_vec_str(const tfc__fb_vec *v, uint32_t i, tfc__fb_str *out, tfc_error *err)
{
    if (!out) return tfc__fb_fail(err, TFC_E_INVALID_ARGUMENT, -1, "NULL output");
    *out = (tfc__fb_str){0};
    uint64_t target = 0;
    int rc = tfc__fb_vec_follow(v, i, &target, "a string", err);
    return rc ? rc : tfc__fb_open_string(v->fb, target, out, err);
}

/* Element i of a vector of tables (elem_size 4); out->depth = v->depth + 1.
 * seen: as tfc__fb_open_table_seen's (NULL: none). */
TFC__FB_INLINE int tfc__fb_vec_table_seen(const tfc__fb_vec *v, uint32_t i, uint32_t *seen, tfc__fb_table *out,
                                          tfc_error *err)
{
    if (!out) return tfc__fb_fail(err, TFC_E_INVALID_ARGUMENT, -1, "NULL output");
    *out = (tfc__fb_table){0};
    uint64_t target = 0;
    int rc = tfc__fb_vec_follow(v, i, &target, "a table", err);
    return rc ? rc : tfc__fb_open_table_seen(v->fb, target, v->depth + 1, seen, out, err);
}

/* Element i of a vector of tables (elem_size 4); out->depth = v->depth + 1. */
TFC__FB_INLINE int tfc__fb_vec_table(const tfc__fb_vec *v, uint32_t i, tfc__fb_table *out, tfc_error *err)
{
    return tfc__fb_vec_table_seen(v, i, NULL, out, err);
}

/* The raw bytes of a verified vector (v->len * v->elem_size of them); NULL if absent. */
TFC__FB_INLINE const uint8_t *tfc__fb_vec_bytes(const tfc__fb_vec *v)
{
    return v && v->present ? v->fb->data + v->pos : NULL;
}

#endif
