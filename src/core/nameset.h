/*
 * nameset.h - a set of byte strings (op names, function names, tags) with a
 * hash index for insertion and a sorted array for reading. Bounded by a
 * caller-given limit on distinct names and on each name's length.
 *
 * An arena: memory handed out in pieces from a few large blocks and given
 * back all at once, for what lives exactly as long as a parsed model (its
 * names, its watched attrs' values), so that a name costs a copy, not a
 * malloc and a free.
 */
#ifndef TFC_NAMESET_H
#define TFC_NAMESET_H

#include <string.h>

#include "internal.h"

typedef struct tfc__arena_block tfc__arena_block;
typedef struct tfc__arena {
    const tfc_allocator *alloc;
    tfc__arena_block *block; /* the newest; each links to the one before */
} tfc__arena;

TFC__HIDDEN void tfc__arena_init(tfc__arena *a, const tfc_allocator *alloc);
/* n bytes aligned for any type, valid until tfc__arena_free; NULL when out of memory. */
TFC__HIDDEN void *tfc__arena_alloc(tfc__arena *a, size_t n);
/* A NUL-terminated copy of p[0..n) in the arena; NULL when out of memory. */
TFC__HIDDEN char *tfc__arena_strndup(tfc__arena *a, const uint8_t *p, size_t n);
TFC__HIDDEN void tfc__arena_free(tfc__arena *a);

/* A hash of a name, eight bytes at a step (op and function names are 10
 * to 60 bytes: "__inference_..._1234"); not for storage, it may change. */
static inline uint64_t tfc__name_hash(const uint8_t *p, size_t n)
{
    uint64_t h = 0x9E3779B97F4A7C15u ^ n;
    for (; n >= 8; p += 8, n -= 8) {
        uint64_t x;
        memcpy(&x, p, 8);
        h = (h ^ x) * 0xFF51AFD7ED558CCDu;
        h ^= h >> 32;
    }
    uint64_t t = 0;
    for (size_t i = 0; i < n; i++) t |= (uint64_t)p[i] << (8 * i);
    h = (h ^ t) * 0xC4CEB9FE1A85EC53u;
    return h ^ h >> 29;
}

typedef struct tfc__nameset {
    const tfc_allocator *alloc;
    tfc__arena *arena; /* where added names are copied; NULL: one allocation each */
    char **items;      /* insertion order until tfc__nameset_sort, then sorted */
    size_t *lens;      /* in the items' allocation, after cap pointers */
    size_t count, cap;
    size_t *slots;    /* open addressing: index + 1, 0 = empty */
    size_t n_slots;
    size_t limit;
} tfc__nameset;

/* Without an arena; set s->arena after it to copy the names there. */
TFC__HIDDEN void tfc__nameset_init(tfc__nameset *s, const tfc_allocator *a, size_t limit);
/* Adds a name unless present: TFC_OK, TFC_E_TOO_MANY or TFC_E_NOMEM. */
TFC__HIDDEN int tfc__nameset_add(tfc__nameset *s, const uint8_t *name, size_t len);
/* Room for one more item (items and lens grown together): TFC_OK or
 * TFC_E_NOMEM. For a caller that appends items itself (tags keep file
 * order and duplicates). */
TFC__HIDDEN int tfc__nameset_reserve(tfc__nameset *s);
/* Whether the name is in the set: by the index before tfc__nameset_sort
 * (constant time, so a caller asking for each of n names pays O(n)), by a
 * scan after it. */
TFC__HIDDEN int tfc__nameset_has(const tfc__nameset *s, const uint8_t *name, size_t len);
/* Sorts the items by bytes (shorter first on a common prefix) and drops the index. */
TFC__HIDDEN void tfc__nameset_sort(tfc__nameset *s);
TFC__HIDDEN void tfc__nameset_free(tfc__nameset *s);

#endif
