/* Tests for the verifying FlatBuffers reader (src/opver/flatbuf.h). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "fbbuild.h"
#include "internal.h"
#include "opver/flatbuf.h"

static void put32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v; p[1] = (uint8_t)(v >> 8); p[2] = (uint8_t)(v >> 16); p[3] = (uint8_t)(v >> 24);
}

static void put16(uint8_t *p, uint16_t v)
{
    p[0] = (uint8_t)v; p[1] = (uint8_t)(v >> 8);
}

/* root { 0: u32 7, 1: string "hi", 2: [i32] {1,-2,3}, 3: child { 0: i8 -5 },
 *        4: [child tables], 5: u64, 6: f32, 8/9: union type 3 + table, 10: [string] } */
typedef struct sample {
    fbb *b;
    fbb_obj *root, *child, *vec, *str, *tvec;
    uint8_t *buf;
    size_t len;
} sample;

static void build(sample *s)
{
    memset(s, 0, sizeof *s);
    s->b = fbb_new();
    fbb *b = s->b;
    s->root = fbb_table(b);
    fbb_u32(s->root, 0, 7);
    s->str = fbb_string(b, "hi");
    fbb_ref(s->root, 1, s->str);
    int32_t ints[3] = {1, -2, 3};
    s->vec = fbb_vec_i32(b, ints, 3);
    fbb_ref(s->root, 2, s->vec);
    s->child = fbb_table(b);
    fbb_i8(s->child, 0, -5);
    fbb_ref(s->root, 3, s->child);
    s->tvec = fbb_vec_objs(b);
    for (int i = 0; i < 3; i++) {
        fbb_obj *t = fbb_table(b);
        fbb_i32(t, 1, 100 + i);
        fbb_vec_push(s->tvec, t);
    }
    fbb_ref(s->root, 4, s->tvec);
    fbb_u64(s->root, 5, 0x0102030405060708ull);
    fbb_f32(s->root, 6, 1.5f);
    fbb_u8(s->root, 8, 3);
    fbb_obj *u = fbb_table(b);
    fbb_u16(u, 0, 4242);
    fbb_ref(s->root, 9, u);
    fbb_obj *svec = fbb_vec_objs(b);
    fbb_vec_push(svec, fbb_string(b, "a"));
    fbb_vec_push(svec, fbb_string(b, "bcd"));
    fbb_ref(s->root, 10, svec);
    s->buf = fbb_finish(b, s->root, "TEST", &s->len);
}

static void reads_every_kind_of_field(void **state)
{
    (void)state;
    sample s;
    build(&s);
    tfc__fb fb;
    tfc_error e;
    tfc_error_init(&e, sizeof e);
    assert_int_equal(tfc__fb_init(&fb, s.buf, s.len, NULL, &e), TFC_OK);
    assert_true(tfc__fb_has_identifier(&fb, "TEST"));
    tfc__fb_table root;
    assert_int_equal(tfc__fb_root(&fb, "TEST", &root, &e), TFC_OK);
    assert_int_equal(tfc__fb_root(&fb, "TFL3", &root, &e), TFC_E_BAD_IDENTIFIER);
    assert_int_equal(tfc__fb_root(&fb, NULL, &root, &e), TFC_OK);
    assert_int_equal(root.depth, 0);

    uint32_t u32;
    assert_int_equal(tfc__fb_u32(&root, 0, 9, &u32, &e), TFC_OK);
    assert_int_equal(u32, 7);
    /* Absent: the default. */
    assert_int_equal(tfc__fb_u32(&root, 7, 9, &u32, &e), TFC_OK);
    assert_int_equal(u32, 9);
    assert_int_equal(tfc__fb_u32(&root, 500, 11, &u32, &e), TFC_OK);
    assert_int_equal(u32, 11);
    assert_true(tfc__fb_present(&root, 0));
    assert_false(tfc__fb_present(&root, 7));

    uint64_t u64;
    assert_int_equal(tfc__fb_u64(&root, 5, 0, &u64, &e), TFC_OK);
    assert_true(u64 == 0x0102030405060708ull);
    float f;
    assert_int_equal(tfc__fb_f32(&root, 6, 0, &f, &e), TFC_OK);
    assert_true(f == 1.5f);

    tfc__fb_str str;
    assert_int_equal(tfc__fb_string(&root, 1, &str, &e), TFC_OK);
    assert_true(str.present);
    assert_int_equal(str.len, 2);
    assert_memory_equal(str.ptr, "hi", 3);
    assert_int_equal(tfc__fb_string(&root, 7, &str, &e), TFC_OK);
    assert_false(str.present);

    tfc__fb_vec v;
    assert_int_equal(tfc__fb_vector(&root, 2, 4, &v, &e), TFC_OK);
    assert_int_equal(v.len, 3);
    int32_t i32;
    assert_int_equal(tfc__fb_vec_i32(&v, 1, &i32, &e), TFC_OK);
    assert_int_equal(i32, -2);
    assert_int_equal(tfc__fb_vec_i32(&v, 3, &i32, &e), TFC_E_RANGE);
    /* Reading with the wrong element size is refused. */
    int64_t i64;
    assert_int_equal(tfc__fb_vec_i64(&v, 0, &i64, &e), TFC_E_INVALID_ARGUMENT);

    tfc__fb_table child;
    assert_int_equal(tfc__fb_table_field(&root, 3, &child, &e), TFC_OK);
    assert_true(child.present);
    assert_int_equal(child.depth, 1);
    int8_t i8;
    assert_int_equal(tfc__fb_i8(&child, 0, 0, &i8, &e), TFC_OK);
    assert_int_equal(i8, -5);
    int b;
    assert_int_equal(tfc__fb_bool(&child, 3, 1, &b, &e), TFC_OK);
    assert_int_equal(b, 1);

    tfc__fb_vec tv;
    assert_int_equal(tfc__fb_vector(&root, 4, 4, &tv, &e), TFC_OK);
    assert_int_equal(tv.len, 3);
    for (uint32_t i = 0; i < 3; i++) {
        tfc__fb_table t;
        assert_int_equal(tfc__fb_vec_table(&tv, i, &t, &e), TFC_OK);
        assert_int_equal(tfc__fb_i32(&t, 1, 0, &i32, &e), TFC_OK);
        assert_int_equal(i32, 100 + (int)i);
    }

    uint8_t ty;
    tfc__fb_table ut;
    assert_int_equal(tfc__fb_union(&root, 8, &ty, &ut, &e), TFC_OK);
    assert_int_equal(ty, 3);
    uint16_t u16;
    assert_int_equal(tfc__fb_u16(&ut, 0, 0, &u16, &e), TFC_OK);
    assert_int_equal(u16, 4242);
    /* No union at 11/12: NONE. */
    assert_int_equal(tfc__fb_union(&root, 11, &ty, &ut, &e), TFC_OK);
    assert_int_equal(ty, 0);
    assert_false(ut.present);

    tfc__fb_vec sv;
    assert_int_equal(tfc__fb_vector(&root, 10, 4, &sv, &e), TFC_OK);
    assert_int_equal(tfc__fb_vec_str(&sv, 1, &str, &e), TFC_OK);
    assert_int_equal(str.len, 3);
    assert_memory_equal(str.ptr, "bcd", 4);
    fbb_free(s.b);
}

static void refuses_short_and_empty_buffers(void **state)
{
    (void)state;
    tfc__fb fb;
    uint8_t z[8] = {0};
    assert_int_equal(tfc__fb_init(&fb, z, 0, NULL, NULL), TFC_E_EMPTY);
    assert_int_equal(tfc__fb_init(&fb, z, 7, NULL, NULL), TFC_E_TRUNCATED);
    assert_int_equal(tfc__fb_init(NULL, z, 8, NULL, NULL), TFC_E_INVALID_ARGUMENT);
    tfc__fb_limits lim = {.max_size = 8};
    uint8_t big[16] = {0};
    assert_int_equal(tfc__fb_init(&fb, big, 16, &lim, NULL), TFC_E_TOO_LARGE);
    /* Root offset 0 points at itself. */
    tfc__fb_table t;
    tfc_error e;
    tfc_error_init(&e, sizeof e);
    assert_int_equal(tfc__fb_init(&fb, z, 8, NULL, &e), TFC_OK);
    assert_int_equal(tfc__fb_root(&fb, NULL, &t, &e), TFC_E_BAD_OFFSET);
    assert_int_equal(e.offset, 0);
    assert_false(t.present);
}

static void refuses_huge_and_misaligned_offsets(void **state)
{
    (void)state;
    sample s;
    build(&s);
    tfc__fb fb;
    tfc__fb_table root, child;
    tfc_error e;
    tfc_error_init(&e, sizeof e);

    uint8_t *copy = malloc(s.len);
    /* Root offset far past the end. */
    memcpy(copy, s.buf, s.len);
    put32(copy, 0x7FFFFFF0u);
    assert_int_equal(tfc__fb_init(&fb, copy, s.len, NULL, &e), TFC_OK);
    assert_int_equal(tfc__fb_root(&fb, NULL, &root, &e), TFC_E_BAD_OFFSET);
    /* Root offset above 2^31 (would be negative as signed). */
    put32(copy, 0xFFFFFFFCu);
    assert_int_equal(tfc__fb_root(&fb, NULL, &root, &e), TFC_E_BAD_OFFSET);
    /* Misaligned root table. */
    memcpy(copy, s.buf, s.len);
    put32(copy, fbb_pos(s.root) + 2);
    assert_int_equal(tfc__fb_root(&fb, NULL, &root, &e), TFC_E_BAD_ALIGNMENT);

    /* A child-table offset that points past the end. */
    memcpy(copy, s.buf, s.len);
    uint32_t at = fbb_field_pos(s.root, 3);
    put32(copy + at, (uint32_t)(s.len - at + 64));
    assert_int_equal(tfc__fb_root(&fb, NULL, &root, &e), TFC_OK);
    assert_int_equal(tfc__fb_table_field(&root, 3, &child, &e), TFC_E_BAD_OFFSET);
    assert_int_equal(e.offset, at);
    /* An offset of 0: the "table" would be the offset itself. */
    put32(copy + at, 0);
    assert_int_equal(tfc__fb_table_field(&root, 3, &child, &e), TFC_E_BAD_OFFSET);
    free(copy);
    fbb_free(s.b);
}

static void refuses_bad_vtables(void **state)
{
    (void)state;
    sample s;
    build(&s);
    tfc__fb fb;
    tfc__fb_table root;
    tfc_error e;
    tfc_error_init(&e, sizeof e);
    uint8_t *copy = malloc(s.len);
    uint32_t rp = fbb_pos(s.root), vt = fbb_vtable_pos(s.root);

    /* soffset pointing before the buffer start. */
    memcpy(copy, s.buf, s.len);
    put32(copy + rp, rp + 100);
    assert_int_equal(tfc__fb_init(&fb, copy, s.len, NULL, &e), TFC_OK);
    assert_int_equal(tfc__fb_root(&fb, NULL, &root, &e), TFC_E_BAD_VTABLE);
    /* soffset pointing past the end (negative soffset). */
    put32(copy + rp, (uint32_t)-(int32_t)(s.len));
    assert_int_equal(tfc__fb_root(&fb, NULL, &root, &e), TFC_E_BAD_VTABLE);
    /* vtable size odd / too small / past the end. */
    memcpy(copy, s.buf, s.len);
    put16(copy + vt, 5);
    assert_int_equal(tfc__fb_root(&fb, NULL, &root, &e), TFC_E_BAD_VTABLE);
    put16(copy + vt, 2);
    assert_int_equal(tfc__fb_root(&fb, NULL, &root, &e), TFC_E_BAD_VTABLE);
    put16(copy + vt, 0xFFFE);
    assert_int_equal(tfc__fb_root(&fb, NULL, &root, &e), TFC_E_BAD_VTABLE);
    /* Inline size past the end. */
    memcpy(copy, s.buf, s.len);
    put16(copy + vt + 2, 0xFFF0);
    assert_int_equal(tfc__fb_root(&fb, NULL, &root, &e), TFC_E_BAD_VTABLE);
    /* A field entry outside the table's inline part: found when read. */
    memcpy(copy, s.buf, s.len);
    put16(copy + vt + 4, 0x7FF0);
    assert_int_equal(tfc__fb_root(&fb, NULL, &root, &e), TFC_OK);
    uint32_t u32;
    assert_int_equal(tfc__fb_u32(&root, 0, 0, &u32, &e), TFC_E_BAD_VTABLE);
    /* A misaligned field entry. */
    memcpy(copy, s.buf, s.len);
    put16(copy + vt + 4, (uint16_t)(copy[vt + 4] | (copy[vt + 5] << 8)) + 1);
    assert_int_equal(tfc__fb_root(&fb, NULL, &root, &e), TFC_OK);
    assert_int_equal(tfc__fb_u32(&root, 0, 0, &u32, &e), TFC_E_BAD_ALIGNMENT);
    free(copy);
    fbb_free(s.b);
}

static void refuses_bad_strings_and_vectors(void **state)
{
    (void)state;
    sample s;
    build(&s);
    tfc__fb fb;
    tfc__fb_table root;
    tfc__fb_str str;
    tfc__fb_vec v;
    tfc_error e;
    tfc_error_init(&e, sizeof e);
    uint8_t *copy = malloc(s.len);

    /* String length past the end. */
    memcpy(copy, s.buf, s.len);
    put32(copy + fbb_pos(s.str), 0xFFFFFFF0u);
    assert_int_equal(tfc__fb_init(&fb, copy, s.len, NULL, &e), TFC_OK);
    assert_int_equal(tfc__fb_root(&fb, NULL, &root, &e), TFC_OK);
    assert_int_equal(tfc__fb_string(&root, 1, &str, &e), TFC_E_BAD_STRING);
    assert_false(str.present);
    /* Missing NUL terminator. */
    memcpy(copy, s.buf, s.len);
    copy[fbb_pos(s.str) + 4 + 2] = 'x';
    assert_int_equal(tfc__fb_string(&root, 1, &str, &e), TFC_E_BAD_STRING);

    /* Vector length past the end, and length product overflowing 32 bits. */
    memcpy(copy, s.buf, s.len);
    put32(copy + fbb_pos(s.vec), 0x40000001u);
    assert_int_equal(tfc__fb_vector(&root, 2, 4, &v, &e), TFC_E_LENGTH_PAST_END);
    assert_false(v.present);
    /* Vector length over the configured limit. */
    memcpy(copy, s.buf, s.len);
    tfc__fb_limits lim = {.max_vector_len = 2};
    assert_int_equal(tfc__fb_init(&fb, copy, s.len, &lim, &e), TFC_OK);
    assert_int_equal(tfc__fb_root(&fb, NULL, &root, &e), TFC_OK);
    assert_int_equal(tfc__fb_vector(&root, 2, 4, &v, &e), TFC_E_TOO_MANY);
    assert_int_equal(tfc__fb_vector(&root, 2, 3, &v, &e), TFC_E_INVALID_ARGUMENT);
    free(copy);
    fbb_free(s.b);
}

/* Issue 26: the bounds are one comparison of pos + n against the length
 * (tfc__fb_in_bounds); at the extremes every field can hold, and at the
 * last byte, they answer exactly as before. */
static void bounds_at_the_extremes(void **state)
{
    (void)state;
    sample s;
    build(&s);
    tfc__fb fb;
    tfc__fb_table root, child;
    tfc__fb_str str;
    tfc__fb_vec v;
    tfc_error e;
    tfc_error_init(&e, sizeof e);
    uint8_t *copy = malloc(s.len);
    char want[256];
    uint32_t sp = fbb_pos(s.str), vp = fbb_pos(s.vec), rp = fbb_pos(s.root), len = (uint32_t)s.len;

    /* A string that ends with the buffer (its NUL the last byte), then one byte longer. */
    memcpy(copy, s.buf, s.len);
    copy[len - 1] = 0;
    put32(copy + sp, len - sp - 5);
    tfc__fb_limits lim = {.max_vector_len = UINT32_MAX}; /* no limit below the widest vector */
    assert_int_equal(tfc__fb_init(&fb, copy, s.len, &lim, &e), TFC_OK);
    assert_int_equal(tfc__fb_root(&fb, NULL, &root, &e), TFC_OK);
    assert_int_equal(tfc__fb_string(&root, 1, &str, &e), TFC_OK);
    assert_int_equal(str.len, len - sp - 5);
    put32(copy + sp, len - sp - 4);
    assert_int_equal(tfc__fb_string(&root, 1, &str, &e), TFC_E_BAD_STRING);
    snprintf(want, sizeof want, "string at %u of %u bytes runs past the end of the buffer", sp, len - sp - 4);
    assert_string_equal(e.message, want);
    /* The longest length a string can claim: 2^32 - 1 bytes plus its NUL. */
    put32(copy + sp, 0xFFFFFFFFu);
    assert_int_equal(tfc__fb_string(&root, 1, &str, &e), TFC_E_BAD_STRING);
    snprintf(want, sizeof want, "string at %u of 4294967295 bytes runs past the end of the buffer", sp);
    assert_string_equal(e.message, want);

    /* A vector of bytes that ends with the buffer, then one element longer. */
    memcpy(copy, s.buf, s.len);
    put32(copy + vp, len - vp - 4);
    assert_int_equal(tfc__fb_vector(&root, 2, 1, &v, &e), TFC_OK);
    assert_int_equal(v.len, len - vp - 4);
    put32(copy + vp, len - vp - 3);
    assert_int_equal(tfc__fb_vector(&root, 2, 1, &v, &e), TFC_E_LENGTH_PAST_END);
    snprintf(want, sizeof want, "vector at %u of %u elements of 1 bytes runs past the end of the buffer", vp,
             len - vp - 3);
    assert_string_equal(e.message, want);
    /* The largest extent a vector can claim: 2^32 - 1 elements of 8 bytes. */
    put32(copy + vp, 0xFFFFFFFFu);
    assert_int_equal(tfc__fb_vector(&root, 2, 8, &v, &e), TFC_E_LENGTH_PAST_END);
    snprintf(want, sizeof want, "vector at %u of 4294967295 elements of 8 bytes runs past the end of the buffer",
             vp);
    assert_string_equal(e.message, want);

    /* The largest offsets: 2^31 - 1 (positive, past the end) and 2^31 (negative as signed). */
    memcpy(copy, s.buf, s.len);
    uint32_t at = fbb_field_pos(s.root, 3);
    put32(copy + at, 0x7FFFFFFFu);
    assert_int_equal(tfc__fb_table_field(&root, 3, &child, &e), TFC_E_BAD_OFFSET);
    snprintf(want, sizeof want, "offset 2147483647 to a table at %u points outside the buffer of %u bytes", at, len);
    assert_string_equal(e.message, want);
    put32(copy + at, 0x80000000u);
    assert_int_equal(tfc__fb_table_field(&root, 3, &child, &e), TFC_E_BAD_OFFSET);
    /* An offset to the last byte points inside; the table there is cut short. */
    put32(copy + at, len - 1 - at);
    assert_int_equal(tfc__fb_table_field(&root, 3, &child, &e), TFC_E_BAD_OFFSET);
    snprintf(want, sizeof want, "table at %u is outside the buffer", len - 1);
    assert_string_equal(e.message, want);

    /* The most negative soffset puts the vtable 2^31 bytes past the table. */
    put32(copy + rp, 0x80000000u);
    assert_int_equal(tfc__fb_root(&fb, NULL, &root, &e), TFC_E_BAD_VTABLE);
    snprintf(want, sizeof want, "vtable of the table at %u lies outside the buffer", rp);
    assert_string_equal(e.message, want);
    free(copy);
    fbb_free(s.b);
}

static void enforces_the_depth_limit(void **state)
{
    (void)state;
    /* A chain of 10 nested tables. */
    fbb *b = fbb_new();
    fbb_obj *root = fbb_table(b), *t = root;
    for (int i = 0; i < 10; i++) {
        fbb_obj *c = fbb_table(b);
        fbb_ref(t, 0, c);
        t = c;
    }
    size_t len;
    uint8_t *buf = fbb_finish(b, root, NULL, &len);
    tfc__fb fb;
    tfc__fb_limits lim = {.max_depth = 5};
    tfc__fb_table cur, next;
    assert_int_equal(tfc__fb_init(&fb, buf, len, &lim, NULL), TFC_OK);
    assert_int_equal(tfc__fb_root(&fb, NULL, &cur, NULL), TFC_OK);
    int rc = TFC_OK, steps = 0;
    while (rc == TFC_OK) {
        rc = tfc__fb_table_field(&cur, 0, &next, NULL);
        if (rc == TFC_OK) {
            if (!next.present) break;
            cur = next;
            steps++;
        }
    }
    assert_int_equal(rc, TFC_E_TOO_DEEP);
    assert_int_equal(steps, 5);
    fbb_free(b);
}

/* Every field of the sample, as one read gives it. */
typedef struct sample_values {
    uint32_t u32;
    char str[8];
    int32_t ints[3];
    int8_t child_i8;
    int32_t tables[3];
    uint64_t u64;
    float f32;
    uint8_t utype;
    uint16_t unum;
    char strs[2][8];
} sample_values;

/* Copies a string the reader verified (NUL-terminated inside the buffer). */
static void take_str(char *dst, size_t cap, const tfc__fb_str *s)
{
    snprintf(dst, cap, "%.*s", s->present ? (int)s->len : 0, s->present ? s->ptr : "");
}

/* Reads every field of the sample from `buf` through the verifier; the
 * first status that is not TFC_OK, with err filled, or TFC_OK. */
static int read_sample(const uint8_t *buf, size_t len, sample_values *out, tfc_error *err)
{
    memset(out, 0, sizeof *out);
    tfc__fb fb;
    tfc__fb_table root, child;
    tfc__fb_vec v;
    tfc__fb_str str;
    int rc = tfc__fb_init(&fb, buf, len, NULL, err);
    if (!rc) rc = tfc__fb_root(&fb, "TEST", &root, err);
    if (!rc) rc = tfc__fb_u32(&root, 0, 0, &out->u32, err);
    if (!rc && !(rc = tfc__fb_string(&root, 1, &str, err))) take_str(out->str, sizeof out->str, &str);
    if (!rc) rc = tfc__fb_vector(&root, 2, 4, &v, err);
    for (uint32_t i = 0; !rc && i < 3; i++) rc = tfc__fb_vec_i32(&v, i, &out->ints[i], err);
    if (!rc) rc = tfc__fb_table_field(&root, 3, &child, err);
    if (!rc) rc = tfc__fb_i8(&child, 0, 0, &out->child_i8, err);
    if (!rc) rc = tfc__fb_vector(&root, 4, 4, &v, err);
    for (uint32_t i = 0; !rc && i < 3; i++) {
        rc = tfc__fb_vec_table(&v, i, &child, err);
        if (!rc) rc = tfc__fb_i32(&child, 1, 0, &out->tables[i], err);
    }
    if (!rc) rc = tfc__fb_u64(&root, 5, 0, &out->u64, err);
    if (!rc) rc = tfc__fb_f32(&root, 6, 0, &out->f32, err);
    if (!rc) rc = tfc__fb_union(&root, 8, &out->utype, &child, err);
    if (!rc) rc = tfc__fb_u16(&child, 0, 0, &out->unum, err);
    if (!rc) rc = tfc__fb_vector(&root, 10, 4, &v, err);
    for (uint32_t i = 0; !rc && i < 2; i++)
        if (!(rc = tfc__fb_vec_str(&v, i, &str, err))) take_str(out->strs[i], sizeof out->strs[i], &str);
    return rc;
}

static void survives_every_truncation(void **state)
{
    (void)state;
    sample s;
    build(&s);
    sample_values whole, got;
    tfc_error e;
    tfc_error_init(&e, sizeof e);
    assert_int_equal(read_sample(s.buf, s.len, &whole, &e), TFC_OK);
    assert_int_equal(whole.u32, 7);
    assert_string_equal(whole.str, "hi");
    assert_int_equal(whole.ints[1], -2);
    assert_int_equal(whole.child_i8, -5);
    assert_int_equal(whole.tables[2], 102);
    assert_true(whole.u64 == 0x0102030405060708ull);
    assert_true(whole.f32 == 1.5f);
    assert_int_equal(whole.utype, 3);
    assert_int_equal(whole.unum, 4242);
    assert_string_equal(whole.strs[1], "bcd");
    /* Every prefix, in a buffer of exactly its size (ASan sees any read
     * past it): a prefix that holds every byte the read needs reads the
     * whole sample; a shorter one fails with a code that says the buffer
     * ends too soon or points outside itself, in the error too. Which
     * prefixes read is counted: all of them from the first that does. */
    size_t first_ok = SIZE_MAX;
    for (size_t n = 0; n <= s.len; n++) {
        uint8_t *copy = malloc(n ? n : 1);
        assert_non_null(copy);
        memcpy(copy, s.buf, n);
        tfc_error_init(&e, sizeof e);
        int rc = read_sample(copy, n, &got, &e);
        free(copy);
        if (rc == TFC_OK) {
            if (first_ok == SIZE_MAX) first_ok = n;
            assert_memory_equal(&got, &whole, sizeof got);
            continue;
        }
        if (first_ok != SIZE_MAX) fail_msg("prefix %zu fails (%s) after prefix %zu read", n, tfc_status_name(rc), first_ok);
        assert_int_equal(e.code, rc);
        switch (rc) {
        case TFC_E_EMPTY:
            assert_int_equal(n, 0);
            break;
        case TFC_E_TRUNCATED: case TFC_E_BAD_OFFSET: case TFC_E_BAD_VTABLE: case TFC_E_BAD_STRING:
        case TFC_E_LENGTH_PAST_END:
            break;
        default:
            fail_msg("prefix %zu of %zu: %s, not a truncation", n, s.len, tfc_status_name(rc));
        }
    }
    /* Only the builder's padding to 16 bytes (zeros, read by nothing) may
     * be left out. */
    assert_true(first_ok <= s.len && s.len - first_ok < 16);
    for (size_t i = first_ok; i < s.len; i++) assert_int_equal(s.buf[i], 0);
    fbb_free(s.b);
}

/* Tables read one after another through the vtable they share: every
 * check that depends on the table itself (its position, its inline size
 * against the end of the buffer) still runs; those of the vtable run once. */
static void tables_sharing_a_vtable(void **state)
{
    (void)state;
    sample s;
    build(&s);
    tfc__fb fb;
    tfc__fb_table root, t;
    tfc__fb_vec v;
    tfc_error e;
    tfc_error_init(&e, sizeof e);
    assert_int_equal(tfc__fb_init(&fb, s.buf, s.len, NULL, &e), TFC_OK);
    assert_int_equal(tfc__fb_root(&fb, NULL, &root, &e), TFC_OK);
    assert_int_equal(tfc__fb_vector(&root, 4, 4, &v, &e), TFC_OK);
    uint32_t seen = UINT32_MAX;
    for (uint32_t i = 0; i < 3; i++) {
        int32_t x;
        assert_int_equal(tfc__fb_vec_table_seen(&v, i, &seen, &t, &e), TFC_OK);
        assert_int_equal(seen, t.vtable);
        assert_int_equal(tfc__fb_i32(&t, 1, 0, &x, &e), TFC_OK);
        assert_int_equal(x, 100 + (int32_t)i);
    }
    assert_true(t.inline_size >= 8);
    /* A table after the end of the original buffer whose soffset names the
     * seen vtable: its inline part runs past the end, refused either way. */
    size_t len = s.len + 4;
    uint8_t *copy = calloc(1, len);
    memcpy(copy, s.buf, s.len);
    put32(copy + s.len, (uint32_t)(s.len - seen));
    assert_int_equal(tfc__fb_init(&fb, copy, len, NULL, &e), TFC_OK);
    uint32_t kept = seen;
    assert_int_equal(tfc__fb_open_table_seen(&fb, s.len, 1, &seen, &t, &e), TFC_E_BAD_VTABLE);
    assert_int_equal(e.offset, seen);
    assert_int_equal(seen, kept);
    assert_int_equal(tfc__fb_open_table(&fb, s.len, 1, &t, &e), TFC_E_BAD_VTABLE);
    /* A table whose vtable is another one is checked in full. */
    put32(copy + s.len, (uint32_t)(s.len + 64));
    assert_int_equal(tfc__fb_open_table_seen(&fb, s.len, 1, &seen, &t, &e), TFC_E_BAD_VTABLE);
    assert_int_equal(e.offset, (int64_t)s.len);
    assert_int_equal(seen, kept);
    free(copy);
    fbb_free(s.b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(reads_every_kind_of_field),
        cmocka_unit_test(refuses_short_and_empty_buffers),
        cmocka_unit_test(refuses_huge_and_misaligned_offsets),
        cmocka_unit_test(refuses_bad_vtables),
        cmocka_unit_test(refuses_bad_strings_and_vectors),
        cmocka_unit_test(enforces_the_depth_limit),
        cmocka_unit_test(survives_every_truncation),
        cmocka_unit_test(bounds_at_the_extremes),
        cmocka_unit_test(tables_sharing_a_vtable),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
