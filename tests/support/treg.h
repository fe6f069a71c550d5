/*
 * treg.h - helpers shared by the tests of the registry headers
 * (registry.h, op_deprecation.h, policy.h): each fails the test on error.
 */
#ifndef TFC_TEST_TREG_H
#define TFC_TEST_TREG_H

#include <stddef.h>
#include <stdint.h>

#include <tfcompat.h>

/* A VersionDef (tfc_versiondef_free it). */
tfc_versiondef *treg_vd(int32_t producer, int32_t min_consumer, const int32_t *bad, size_t n_bad);
/* A registry from its text format (tfc_registry_free it). */
tfc_registry *treg_load(const char *text);
/* The index of `release` in the answer. */
int64_t treg_find_entry(const tfc_release_answer *a, const char *release);
/* How many releases of `scheme` the default registry has, and the newest of
 * them: tests that ask every release derive these from the data, so a
 * release added to data/ changes no test. */
size_t treg_release_count(const char *scheme);
/* How many of them are `release` or newer. */
size_t treg_release_count_from(const char *scheme, const char *release);
const char *treg_newest(const char *scheme);
/* The newest runtime release of the TFLite runtime map: the largest
 * min_runtime of data/tflite_runtime_versions.csv (csv: its path), which
 * the library reports as "the newest this ruleset knows". Static storage. */
const char *treg_newest_tflite_runtime(const char *csv);

#endif
