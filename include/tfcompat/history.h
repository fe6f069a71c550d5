/*
 * tfcompat/history.h - TensorFlow's GraphDef version history: the notes
 * of core/public/version.h (data/graphdef_history.csv, compiled in) and
 * the daily numbering rule that ties versions to dates since 2019-05-09.
 * Static tables and pure functions: reentrant.
 *
 * Stability: the lower tier (building blocks and introspection): its
 * functions are declared only under TFC_BUILDING_BLOCKS (see tfcompat.h),
 * are outside the semver promise and may change in a minor release; most
 * callers need only the stable core (tfcompat/check.h: targets, one verdict, every release).
 */
#ifndef TFCOMPAT_HISTORY_H
#define TFCOMPAT_HISTORY_H

#include "tfcompat/common.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ======================================================================
 * GraphDef version history and the daily numbering rule
 * ====================================================================== */

/** First version numbered by date: 30 = 2019-05-09. */
#define TFC_GRAPHDEF_DAILY_FIRST_VERSION 30

#ifdef TFC_BUILDING_BLOCKS
/**
 * GraphDef version of a day under TensorFlow's daily rule
 * (version = 30 + days since 2019-05-09, one per calendar day).
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT (NULL out, not a calendar date);
 *         TFC_E_RANGE (before 2019-05-09, when versions were not dates, or
 *         past INT32_MAX). Since 0.2.0.
 */
TFC_API int32_t tfc_history_version_from_date(int32_t *out, int32_t year, int32_t month,
                                               int32_t day);

/**
 * The day a daily GraphDef version stands for (inverse of the above).
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT (NULL output); TFC_E_RANGE
 *         (version below 30). Since 0.2.0.
 */
TFC_API int32_t tfc_history_date_from_version(int32_t *out_year, int32_t *out_month,
                                               int32_t *out_day, int32_t version);

/** Number of GraphDef history notes (data/graphdef_history.csv). Since 0.2.0. */
TFC_API size_t tfc_history_count(void);
/** Version of note i, in file order (numbers repeat: two 17s, two 25s); -1 out of range. Since 0.2.0. */
TFC_API int32_t tfc_history_version(size_t i);
/** Date of note i as printed in TensorFlow's list ("YYYY-MM-DD"), "" when undated or out of range; static. Since 0.2.0. */
TFC_API const char *tfc_history_date(size_t i);
/** What changed at note i; "" out of range; static. Since 0.2.0. */
TFC_API const char *tfc_history_description(size_t i);
/** Index of the first note for `version`, or -1. Since 0.2.0. */
TFC_API int64_t tfc_history_find(int32_t version);
#endif /* TFC_BUILDING_BLOCKS */

#ifdef __cplusplus
}
#endif
#endif /* TFCOMPAT_HISTORY_H */
