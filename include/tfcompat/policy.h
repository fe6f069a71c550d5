/*
 * tfcompat/policy.h - TensorFlow's versioning policy checked on a
 * registry's release sequence (intervals that never shrink, lower bounds
 * raised only in major releases and after a deprecation window), with the
 * registry's recorded deviations as warnings. Reentrant; the registry is
 * only read.
 *
 * Stability: the lower tier (building blocks and introspection): its
 * functions are declared only under TFC_BUILDING_BLOCKS (see tfcompat.h),
 * are outside the semver promise and may change in a minor release; most
 * callers need only the stable core (tfcompat/check.h: targets, one verdict, every release).
 */
#ifndef TFCOMPAT_POLICY_H
#define TFCOMPAT_POLICY_H

#include "tfcompat/common.h"
#include "tfcompat/registry.h"
#include "tfcompat/verdict.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ======================================================================
 * Versioning policy
 * ====================================================================== */

#ifdef TFC_BUILDING_BLOCKS
/**
 * Checks the release sequence of `scheme` (every scheme when NULL) against
 * TensorFlow's versioning guide. Each consumer accepts the interval
 * [min_producer, consumer]; consecutive releases (in release order) with:
 *  - the same major.minor (patch releases, pre-releases): the interval must
 *    not change (INTERVAL_CHANGED_IN_PATCH);
 *  - the same major: the lower bound must not rise
 *    (LOWER_BOUND_RAISED_IN_MINOR); the upper bound must not fall
 *    (INTERVAL_SHRANK);
 *  - a new major: the upper bound must not fall (INTERVAL_SHRANK).
 * And whenever the lower bound rises to X, at least six calendar months
 * must separate the release date of the first release whose upper bound
 * reached X from the release raising the lower bound
 * (DEPRECATION_WINDOW_TOO_SHORT; skipped when a date is unknown).
 * Every violation is an error finding (subject = the release, value = the
 * version at issue); one recorded as a deviation of the registry is a
 * KNOWN_DEVIATION warning instead, with the recorded explanation. Bounded
 * versions are compared by their bounds: only certain violations are
 * reported. The verdict is ACCEPTED when no errors remain.
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT; TFC_E_UNKNOWN_RELEASE (unknown
 *         scheme); TFC_E_NOMEM. Since 0.2.0.
 */
TFC_API int32_t tfc_policy_validate(tfc_verdict **out, const tfc_registry *r, const char *scheme,
                                      tfc_error *err);
#endif /* TFC_BUILDING_BLOCKS */

#ifdef __cplusplus
}
#endif
#endif /* TFCOMPAT_POLICY_H */
