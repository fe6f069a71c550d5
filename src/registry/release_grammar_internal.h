/*
 * release_grammar_internal.h - the one grammar of release spellings a
 * person or a file writes (release_grammar.c): the target parser (--tf,
 * NAME@VERSION, litert@), the TFLite resolver's releases, registry files'
 * RELEASE fields, the catalogue of products and the table generator
 * (tools/gen) all parse with it, so a spelling means one thing everywhere.
 * Never installed; tfc_release_normalize (tfcompat/release.h) is its
 * public face for bindings and tools.
 *
 *   release  = [ "v" ] number "." number [ "." number ] [ tag ]
 *   number   = "0" | "1".."9" { digit }     at most 99999 (5 digits)
 *   tag      = [ "-" | "." ] word [ [ "." ] tagnum ]
 *   word     = "rc" | "dev" | "head" | "alpha" | "beta" | "a" | "b"
 *   tagnum   = number, at most 99999999 (a dev build's date: dev20250301)
 *
 * Digits are ASCII decimal digits only: no sign, space, leading zero or
 * letter look-alike ("2.1O.0") anywhere, nothing trailing. "head" takes no
 * number; "a" and "b" (pip's 2.0.0a0, 2.0.0b1) need one. The "v" and the
 * words are lower case, as git tags, TensorFlow and pip write them
 * ("V2.11.1" is refused by every entry alike). With TFC__RELEASE_BARE a single
 * number ("7", a registry file's own build number) is a release too.
 *
 * Pure and allocation-free: safe from any thread.
 */
#ifndef TFC_RELEASE_GRAMMAR_INTERNAL_H
#define TFC_RELEASE_GRAMMAR_INTERNAL_H

#include <stdint.h>

#include "internal.h"

#define TFC__RELEASE_PART_MAX 99999
#define TFC__RELEASE_TAGNUM_MAX 99999999
#define TFC__RELEASE_MAX_BYTES 64 /* longer input is refused before it is read */

/* flags of tfc__release_parse */
#define TFC__RELEASE_BARE 1u /* also a single number: "7" */

/* The pre-release or development tag of a spelling. */
enum { TFC__TAG_NONE = 0, TFC__TAG_DEV, TFC__TAG_ALPHA, TFC__TAG_BETA, TFC__TAG_RC };

typedef struct tfc__release {
    int32_t part[3];    /* X, Y, Z; 0 where not written */
    int32_t nparts;     /* 1 (bare), 2 or 3, as written */
    int32_t tag;        /* TFC__TAG_* */
    int32_t tag_number; /* -1 when none is written */
    char number[40];    /* the release number: "X.Y.Z" ("X.Y" as "X.Y.0"; "N" when bare) */
    char spelling[72];  /* the normalised spelling: "v" dropped, "X.Y" as "X.Y.0" when
                           untagged, the tag as written ("2.11.0-rc1", "0.12.head") */
} tfc__release;

/*
 * Parses the NUL-terminated spelling s. TFC_OK and *out filled, or
 * TFC_E_BAD_VALUE with what is wrong in err ("release '2.1O.0': ..."),
 * or TFC_E_INVALID_ARGUMENT for NULL.
 */
TFC__HIDDEN int tfc__release_parse(tfc__release *out, const char *s, uint32_t flags, tfc_error *err);

/*
 * A target item "NAME@VERSION": 1, name copied into name[cap] and
 * *version pointing after the '@'; 0 when s has no '@'; TFC_E_BAD_VALUE
 * when NAME or VERSION is empty or NAME does not fit (1 to cap - 1 bytes).
 */
TFC__HIDDEN int tfc__release_split_product(const char *s, char *name, size_t cap, const char **version,
                                           tfc_error *err);

#endif
