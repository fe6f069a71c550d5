/*
 * nameset.h - a set of byte strings (op names, function names, tags) with a
 * hash index for insertion and a sorted array for reading. Bounded by a
 * caller-given limit on distinct names and on each name's length.
 */
#ifndef TFC_NAMESET_H
#define TFC_NAMESET_H

#include "internal.h"

typedef struct tfc__nameset {
    const tfc_allocator *alloc;
    char **items;     /* insertion order until tfc__nameset_sort, then sorted */
    size_t *lens;
    size_t count, cap;
    size_t *slots;    /* open addressing: index + 1, 0 = empty */
    size_t n_slots;
    size_t limit;
} tfc__nameset;

TFC__HIDDEN void tfc__nameset_init(tfc__nameset *s, const tfc_allocator *a, size_t limit);
/* Adds a name unless present: TFC_OK, TFC_E_TOO_MANY or TFC_E_NOMEM. */
TFC__HIDDEN int tfc__nameset_add(tfc__nameset *s, const uint8_t *name, size_t len);
/* Whether the name is in the set: by the index before tfc__nameset_sort
 * (constant time, so a caller asking for each of n names pays O(n)), by a
 * scan after it. */
TFC__HIDDEN int tfc__nameset_has(const tfc__nameset *s, const uint8_t *name, size_t len);
/* Sorts the items by bytes (shorter first on a common prefix) and drops the index. */
TFC__HIDDEN void tfc__nameset_sort(tfc__nameset *s);
TFC__HIDDEN void tfc__nameset_free(tfc__nameset *s);

#endif
