/* versiondef_internal.h - how other modules build and embed VersionDefs. */
#ifndef TFC_VERSIONDEF_INTERNAL_H
#define TFC_VERSIONDEF_INTERNAL_H

#include "internal.h"
#include "tfcompat/versiondef.h"
#include "wire.h"

struct tfc_versiondef {
    tfc_allocator alloc;
    int32_t producer;
    int32_t min_consumer;
    size_t n_bad;
    int32_t *bad;    /* as written: the order the getters give */
    int32_t *sorted; /* the same, ascending, for bisection (tfc__versiondef_index); NULL when n_bad is 0 */
    int owned; /* 1: made by parse/new/merge and freed by tfc_versiondef_free */
};

/*
 * Validates the wire structure of a VersionDef payload (precise error codes)
 * and unpacks it with protobuf-c into *dst, an embedded (not owned) object
 * whose bad array is allocated with `a`. Release with tfc__versiondef_clear.
 */
TFC__HIDDEN int tfc__versiondef_unpack(struct tfc_versiondef *dst, tfc__wire *w,
                                       const tfc_allocator *a);
TFC__HIDDEN void tfc__versiondef_clear(struct tfc_versiondef *v);
/*
 * (Re)builds v->sorted from v->bad, allocated with v->alloc: every
 * constructor calls it once bad is final, so a consumer is looked up in
 * O(log n_bad) (a registry of many consumers against 65,536 bad_consumers
 * is then O(consumers x 16), not O(consumers x 65,536)). TFC_E_NOMEM leaves
 * sorted NULL.
 */
TFC__HIDDEN int tfc__versiondef_index(struct tfc_versiondef *v);
/* 1 if `consumer` is listed in bad_consumers: bisection of v->sorted (a
 * linear scan if a hand-made struct has none). */
TFC__HIDDEN int tfc__versiondef_is_bad(const struct tfc_versiondef *v, int32_t consumer);
/* 1 and *out the smallest bad_consumers entry in [lo, hi], else 0: the
 * same bisection, for a consumer known only within bounds. */
TFC__HIDDEN int tfc__versiondef_bad_in_range(const struct tfc_versiondef *v, int32_t lo, int32_t hi, int32_t *out);
/*
 * One occurrence of a repeated VersionDef field (GraphDef.versions written
 * more than once): `first` unpacks it into *dst; otherwise it is validated
 * and unpacked on its own, then merged as protobuf merges messages: the
 * scalars it sets replace those of *dst, its bad_consumers are appended.
 * Never a splice of the raw bytes, which could join two broken halves.
 */
TFC__HIDDEN int tfc__versiondef_merge_occurrence(struct tfc_versiondef *dst, tfc__wire *w, int first,
                                                 const tfc_allocator *a);

#endif
