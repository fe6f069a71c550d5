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

/* 1 when the field has a non-zero vtable entry, else 0 (also for !t->present). */
int tfc__fb_present(const tfc__fb_table *t, uint32_t field);

/*
 * Scalar fields: *out = the stored value, or def when the field is absent.
 * Errors: TFC_E_BAD_VTABLE (field outside the table's inline size),
 * TFC_E_BAD_ALIGNMENT. A bool reads as 0/1 (any non-zero byte is 1).
 */
int tfc__fb_u8(const tfc__fb_table *t, uint32_t field, uint8_t def, uint8_t *out, tfc_error *err);
int tfc__fb_i8(const tfc__fb_table *t, uint32_t field, int8_t def, int8_t *out, tfc_error *err);
int tfc__fb_u16(const tfc__fb_table *t, uint32_t field, uint16_t def, uint16_t *out, tfc_error *err);
int tfc__fb_i16(const tfc__fb_table *t, uint32_t field, int16_t def, int16_t *out, tfc_error *err);
int tfc__fb_u32(const tfc__fb_table *t, uint32_t field, uint32_t def, uint32_t *out, tfc_error *err);
int tfc__fb_i32(const tfc__fb_table *t, uint32_t field, int32_t def, int32_t *out, tfc_error *err);
int tfc__fb_u64(const tfc__fb_table *t, uint32_t field, uint64_t def, uint64_t *out, tfc_error *err);
int tfc__fb_i64(const tfc__fb_table *t, uint32_t field, int64_t def, int64_t *out, tfc_error *err);
int tfc__fb_f32(const tfc__fb_table *t, uint32_t field, float def, float *out, tfc_error *err);
int tfc__fb_f64(const tfc__fb_table *t, uint32_t field, double def, double *out, tfc_error *err);
int tfc__fb_bool(const tfc__fb_table *t, uint32_t field, int def, int *out, tfc_error *err);

/*
 * A sub-table referenced by a field. out->present is 0 when absent.
 * Errors: as tfc__fb_root, plus TFC_E_TOO_DEEP.
 */
int tfc__fb_table_field(const tfc__fb_table *t, uint32_t field, tfc__fb_table *out,
                        tfc_error *err);

/*
 * A union: type_field is the u8 type id, the value is at type_field + 1.
 * *type = 0 (NONE) and out->present = 0 when either part is absent.
 * A type without a value, or a value without a type, reads as NONE, as the
 * generated accessors do.
 */
int tfc__fb_union(const tfc__fb_table *t, uint32_t type_field, uint8_t *type,
                  tfc__fb_table *out, tfc_error *err);

/* A string field. out->present is 0 when absent. Errors: TFC_E_BAD_STRING, ... */
int tfc__fb_string(const tfc__fb_table *t, uint32_t field, tfc__fb_str *out, tfc_error *err);

/*
 * A vector field whose elements are elem_size bytes (1, 2, 4 or 8; 4 for
 * vectors of tables or strings). out->present is 0 when absent.
 * Errors: TFC_E_BAD_OFFSET, TFC_E_TOO_MANY (limits), TFC_E_LENGTH_PAST_END.
 */
int tfc__fb_vector(const tfc__fb_table *t, uint32_t field, uint32_t elem_size, tfc__fb_vec *out,
                   tfc_error *err);

/* Elements of a verified vector; i >= len fails with TFC_E_RANGE. */
int tfc__fb_vec_u8(const tfc__fb_vec *v, uint32_t i, uint8_t *out, tfc_error *err);
int tfc__fb_vec_i8(const tfc__fb_vec *v, uint32_t i, int8_t *out, tfc_error *err);
int tfc__fb_vec_u16(const tfc__fb_vec *v, uint32_t i, uint16_t *out, tfc_error *err);
int tfc__fb_vec_i16(const tfc__fb_vec *v, uint32_t i, int16_t *out, tfc_error *err);
int tfc__fb_vec_u32(const tfc__fb_vec *v, uint32_t i, uint32_t *out, tfc_error *err);
int tfc__fb_vec_i32(const tfc__fb_vec *v, uint32_t i, int32_t *out, tfc_error *err);
int tfc__fb_vec_u64(const tfc__fb_vec *v, uint32_t i, uint64_t *out, tfc_error *err);
int tfc__fb_vec_i64(const tfc__fb_vec *v, uint32_t i, int64_t *out, tfc_error *err);
int tfc__fb_vec_f32(const tfc__fb_vec *v, uint32_t i, float *out, tfc_error *err);
int tfc__fb_vec_f64(const tfc__fb_vec *v, uint32_t i, double *out, tfc_error *err);
/* Element i of a vector of strings (elem_size 4). */
int tfc__fb_vec_str(const tfc__fb_vec *v, uint32_t i, tfc__fb_str *out, tfc_error *err);
/* Element i of a vector of tables (elem_size 4); out->depth = v->depth + 1. */
int tfc__fb_vec_table(const tfc__fb_vec *v, uint32_t i, tfc__fb_table *out, tfc_error *err);
/* The raw bytes of a verified vector (v->len * v->elem_size of them); NULL if absent. */
const uint8_t *tfc__fb_vec_bytes(const tfc__fb_vec *v);

#endif
