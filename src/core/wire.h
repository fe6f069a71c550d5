/*
 * wire.h - a streaming reader of the protobuf wire format.
 *
 * It walks the fields of one message in a buffer, one at a time, and never
 * unpacks anything: a length-delimited payload is returned as a pointer and
 * a length into the caller's buffer, so skipping a 1 GB node list costs one
 * varint per node. Every read is bounds-checked and each malformed input has
 * its own status code: truncated varint (TFC_E_TRUNCATED), a varint over 10
 * bytes (TFC_E_BAD_VARINT), field number 0 or wire type 6/7
 * (TFC_E_BAD_TAG), group wire types 3/4 (TFC_E_GROUP), a length past the
 * end of the enclosing message (TFC_E_LENGTH_PAST_END), a length of 2^31 or
 * more (TFC_E_TOO_LARGE, protobuf's own limit), and more fields or deeper
 * nesting than the limits allow (TFC_E_TOO_MANY, TFC_E_TOO_DEEP).
 * Offsets in error messages are absolute offsets in the input.
 */
#ifndef TFC_WIRE_H
#define TFC_WIRE_H

#include <stddef.h>
#include <stdint.h>

#include "internal.h"

enum {
    TFC__WT_VARINT = 0,
    TFC__WT_I64 = 1,
    TFC__WT_LEN = 2,
    TFC__WT_SGROUP = 3,
    TFC__WT_EGROUP = 4,
    TFC__WT_I32 = 5
};

/* Shared by every message walked in one parse: limits and counters. */
typedef struct tfc__wire_ctx {
    const tfc_parse_options *opts;
    uint64_t fields;  /* fields walked so far */
    tfc_error *err;
    /* Called every time the walk passes another `progress_step` bytes of
     * the top-level message; lets file.c release mapped windows. */
    void (*progress)(size_t absolute_offset, void *user);
    void *progress_user;
} tfc__wire_ctx;

typedef struct tfc__wire {
    const uint8_t *p;   /* message bytes */
    size_t len;
    size_t pos;
    size_t base;        /* absolute offset of p[0] in the input */
    uint32_t depth;
    tfc__wire_ctx *ctx;
} tfc__wire;

typedef struct tfc__field {
    uint32_t number;
    uint32_t wire_type;
    uint64_t varint;      /* VARINT value, or the raw I32/I64 bits */
    const uint8_t *data;  /* LEN payload (buffer walker only; NULL from a stream walker) */
    size_t len;
    size_t offset;        /* absolute offset of the tag */
    size_t at;            /* absolute offset of the LEN payload */
} tfc__field;

/* A walker over the top-level message data[0..len). */
TFC__HIDDEN void tfc__wire_init(tfc__wire *w, tfc__wire_ctx *ctx, const uint8_t *data, size_t len);

/* A walker over the LEN payload of f, one level deeper. */
TFC__HIDDEN int tfc__wire_enter(tfc__wire *child, const tfc__wire *parent, const tfc__field *f);

/* Reads the next field: 1 = read, 0 = end of message, < 0 = TFC_E_* (err set). */
TFC__HIDDEN int tfc__wire_next(tfc__wire *w, tfc__field *f);

/* Fails with TFC_E_WIRE_TYPE unless f has wire type wt; `what` names the field. */
TFC__HIDDEN int tfc__wire_expect(const tfc__wire *w, const tfc__field *f, uint32_t wt, const char *what);

/* Reads a varint from p[0..n): bytes used (1..10), 0 if truncated, -1 if over 10 bytes. */
TFC__HIDDEN int tfc__varint(const uint8_t *p, size_t n, uint64_t *out);

/*
 * Streaming: a source holds a window of the input, bytes [off, off + len)
 * of `total`; `fill` moves the window so that [at, at + n) is in it (NULL
 * for an input that is all in memory). A walker over a source reads tags
 * and lengths through the window and never touches a payload it skips, so
 * an input far larger than memory is walked with one window of memory.
 */
typedef struct tfc__src {
    const uint8_t *data;
    size_t off, len;
    size_t total;
    size_t max_piece; /* largest n fill accepts (0: no limit, memory source) */
    int (*fill)(struct tfc__src *s, size_t at, size_t n, tfc_error *err);
} tfc__src;

/* An input all in memory. */
TFC__HIDDEN void tfc__src_memory(tfc__src *s, const uint8_t *data, size_t len);

/* Makes input bytes [at, at + n) contiguous and points *p at them; valid
 * until the next call on the source. at + n must be within the input.
 * TFC_E_TOO_LARGE when n is over the source's max_piece; I/O codes. */
TFC__HIDDEN int tfc__src_get(tfc__src *s, size_t at, size_t n, const uint8_t **p, tfc_error *err);

typedef struct tfc__swire {
    tfc__src *src;
    size_t pos, end;  /* absolute offsets in the input */
    uint32_t depth;
    tfc__wire_ctx *ctx;
} tfc__swire;

/* A stream walker over the whole input of src. */
TFC__HIDDEN void tfc__swire_init(tfc__swire *w, tfc__wire_ctx *ctx, tfc__src *src);
/* Same contract as tfc__wire_next (same codes and messages); a LEN
 * field's payload is f->at / f->len, f->data is NULL. */
TFC__HIDDEN int tfc__swire_next(tfc__swire *w, tfc__field *f);
/* The field of wire type wt (VARINT or LEN) with tag byte `key` and varint
 * value v (a VARINT's value, a LEN field's length), read from hdr bytes at
 * w->pos: filled in, counted, and w moved past it (past a LEN field's
 * payload too). Called with a constant wt, so each call site is a straight
 * line. */
static inline void tfc__swire_take(tfc__swire *w, tfc__field *f, uint32_t key, uint32_t wt, uint64_t v, size_t hdr)
{
    w->ctx->fields++;
    f->number = key >> 3;
    f->wire_type = wt;
    f->varint = wt == TFC__WT_VARINT ? v : 0;
    f->data = NULL;
    f->len = wt == TFC__WT_LEN ? (size_t)v : 0;
    f->at = wt == TFC__WT_LEN ? w->pos + hdr : 0;
    f->offset = w->pos;
    w->pos += hdr + f->len;
}

/* tfc__swire_next with its commonest cases inline: a one-byte tag (fields
 * 1..15) of a LEN field with a 1- or 2-byte length, or of a 1- or 2-byte
 * varint, all in the window. The same fields, counts and errors as
 * tfc__swire_next, which it calls for everything else. */
static inline int tfc__swire_next_inline(tfc__swire *w, tfc__field *f)
{
    const tfc__src *s = w->src;
    size_t pos = w->pos;
    if (pos < w->end && pos >= s->off && pos - s->off < s->len) {
        size_t in = pos - s->off, avail = s->len - in, rem = w->end - pos;
        if (avail > rem) avail = rem;
        const uint8_t *p = s->data + in;
        uint32_t key = p[0];
        tfc__wire_ctx *ctx = w->ctx;
        if (avail >= 3 && key >= 8 && key < 0x80 && ctx->fields < ctx->opts->max_fields) {
            size_t v, hdr;
            if (p[1] < 0x80) v = p[1], hdr = 2;
            else if (p[2] < 0x80) v = (p[1] & 0x7Fu) | (size_t)p[2] << 7, hdr = 3;
            else return tfc__swire_next(w, f);
            if ((key & 7) == TFC__WT_LEN && v <= rem - hdr) {
                tfc__swire_take(w, f, key, TFC__WT_LEN, v, hdr);
                return 1;
            }
            if ((key & 7) == TFC__WT_VARINT) {
                tfc__swire_take(w, f, key, TFC__WT_VARINT, v, hdr);
                return 1;
            }
        }
    }
    return tfc__swire_next(w, f);
}

/* The TFC_E_TOO_DEEP failure of tfc__swire_enter. */
TFC__HIDDEN int tfc__swire_too_deep(const tfc__swire *parent, const tfc__field *f);

/* A stream walker over the LEN payload of f, one level deeper. */
static inline int tfc__swire_enter(tfc__swire *child, const tfc__swire *parent, const tfc__field *f)
{
    if (parent->depth + 1 >= parent->ctx->opts->max_depth) return tfc__swire_too_deep(parent, f);
    child->src = parent->src;
    child->pos = f->at;
    child->end = f->at + f->len;
    child->depth = parent->depth + 1;
    child->ctx = parent->ctx;
    return TFC_OK;
}
/* The payload of f in memory: *p valid until the next use of the source. */
TFC__HIDDEN int tfc__swire_load(tfc__swire *w, const tfc__field *f, const uint8_t **p);
/* A buffer walker over the payload of f (loaded into memory), one level
 * deeper than w; valid until the next use of the source. */
TFC__HIDDEN int tfc__swire_enter_loaded(tfc__wire *child, tfc__swire *parent, const tfc__field *f);
/* tfc__wire_expect for a stream walker. */
TFC__HIDDEN int tfc__swire_expect(const tfc__swire *w, const tfc__field *f, uint32_t wt, const char *what);

/* int32 as protobuf encodes it: negatives are 10-byte sign-extended varints. */
static inline int32_t tfc__wire_int32(uint64_t v) { return (int32_t)(uint32_t)v; }

#endif
