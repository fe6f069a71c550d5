/*
 * tfcompat/release.h - the order of release strings ("1.15.0-rc3",
 * "0.12.head", "2.16.2") as TensorFlow writes them: a total order and an
 * equivalence ("2.3" ~ "2.3.0"). Pure functions: reentrant.
 *
 * Stability: an introspection and building-block header: public, under the
 * same ABI and semver promises as the core, but most callers need only the
 * stable core (tfcompat/check.h: targets, one verdict, every release).
 */
#ifndef TFCOMPAT_RELEASE_H
#define TFCOMPAT_RELEASE_H

#include "tfcompat/common.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ======================================================================
 * Release strings
 * ====================================================================== */

/**
 * Compares two release strings; returns <0, 0 or >0. The order is total:
 * 0 only for byte-identical strings. Rules, applied in turn:
 *  1. A string is split into an optional "v", a numeric core N(.N)*, and a
 *     suffix. Strings without a numeric core sort after every string with
 *     one, and among themselves byte-wise.
 *  2. Cores compare component by component as unsigned integers of any
 *     size (by value: leading zeros ignored, "18446744073709551616" after
 *     "18446744073709551615", since 0.2.0); missing components count as 0
 *     ("2.3" and "2.3.0" have equal cores); components after the 16th are
 *     left to rule 5.
 *  3. The suffix (after at most one of "-", ".", "_", "+") starts with a
 *     word, ranked: "dev", "head", "nightly", "snapshot" (a development
 *     build before the release) < "a"/"alpha" < "b"/"beta" <
 *     "rc"/"c"/"pre"/"preview" < no suffix (the release itself) < any other
 *     word or text (a vendor build of that release: "-uber", "-mkl").
 *     Words are case-insensitive.
 *  4. The number following the word ("rc3", "-rc.3", "dev20240101")
 *     compares numerically, as in rule 2; absent counts as 0.
 *  5. Then the remaining text byte-wise, then the whole strings byte-wise.
 * So 0.12.head < 0.12.0rc0 < 0.12.0-rc1 < 0.12.0 < 0.12.0-uber < 0.12.1,
 * and 2.21.0-dev < 2.21.0-rc0 < 2.21.0. NULL sorts before everything.
 * Since 0.1.0.
 */
TFC_API int32_t tfc_release_compare(const char *a, const char *b);

/**
 * 1 when a and b name the same release under rules 1-4 above, ignoring the
 * byte-wise tie breaks ("2.3" and "2.3.0", "1.0.0rc0" and "1.0.0-rc0"), else
 * 0. Since 0.1.0.
 */
TFC_API int32_t tfc_release_equivalent(const char *a, const char *b);

/**
 * Normalises a release spelling by the one grammar every entry of the
 * library reads releases with (--tf, NAME@VERSION, litert@, resolver and
 * registry files): "X.Y", "X.Y.Z" or "vX.Y.Z" (lower-case "v"), optionally
 * followed by a pre-release or development tag as TensorFlow and pip write
 * it ("-rc1", "rc1", "-dev", "-dev20250301", ".head", "-alpha0", "a0",
 * "-beta1", "b1"). Each number is ASCII decimal digits, without a sign,
 * space or leading zero, at most 99999 (a tag's number at most 99999999);
 * nothing may follow. The normal form drops the "v" and writes an untagged
 * "X.Y" as "X.Y.0"; a tagged spelling keeps its tag as written:
 * "v2.11" -> "2.11.0", "2.11.0-rc1" -> "2.11.0-rc1".
 *
 * buf, cap: the caller's buffer (snprintf semantics; NULL with cap 0 to
 * ask the size); needed (optional): the bytes the form needs, NUL
 * included. Returns TFC_OK; TFC_E_BAD_VALUE when the spelling is malformed
 * ("2.1O.0", "+2.11.1", "4294967298.11.1", "2.15x", "V2.11.1"; err says what is
 * wrong), TFC_E_INVALID_ARGUMENT when spelling is NULL or buf is NULL with
 * cap > 0. Since 1.1.0.
 */
TFC_API int32_t tfc_release_normalize(char *buf, size_t cap, size_t *needed, const char *spelling, tfc_error *err);

#ifdef __cplusplus
}
#endif
#endif /* TFCOMPAT_RELEASE_H */
