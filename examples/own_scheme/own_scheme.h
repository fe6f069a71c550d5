/*
 * own_scheme.h - a plugin host's own producer/consumer versioning, built on
 * libtfcompat instead of re-implemented.
 *
 * "pluginhost" loads plugin graphs. Each plugin is a GraphDef (or a bare
 * VersionDef stamp) whose VersionDef follows TensorFlow's rule, but with the
 * host's own numbers, in a scheme of its own ("plugin": messages start
 * "Plugin", "Please regenerate your plugin."):
 *
 *   host release   consumer   min_producer   writes min_consumer
 *   1.0            3          0              0
 *   1.1            4          1              0
 *   2.0            7          3              5
 *
 * The table is a registry built once (tfc_registry_builder); a plugin is
 * judged by tfc_registry_check_release, and tfc_registry_check finds the
 * oldest host release that loads it.
 */
#ifndef OWN_SCHEME_H
#define OWN_SCHEME_H

#include <stddef.h>
#include <stdint.h>

/* The building blocks (tfcompat.h: the lower tier, outside the semver promise). */
#define TFC_BUILDING_BLOCKS 1
#include <tfcompat.h>

/* The scheme's name in the registry. */
#define OWN_SCHEME "plugin"

/* The registry of every pluginhost release (free with tfc_registry_free). */
int32_t own_scheme_registry(tfc_registry **out, tfc_error *err);

/*
 * Reads the VersionDef of a plugin from its bytes: a bare VersionDef, or the
 * versions of a GraphDef, MetaGraphDef or SavedModel (its first meta graph).
 * *out is owned by the caller (tfc_versiondef_free).
 */
int32_t own_scheme_plugin_versions(tfc_versiondef **out, const uint8_t *data, size_t len, tfc_error *err);

/*
 * Does host `release` load the plugin? *accepted gets 1 or 0; when refused,
 * msg gets the first error's message (snprintf semantics, may be NULL/0).
 * TFC_E_UNKNOWN_RELEASE for a release not in the table; the codes of
 * own_scheme_plugin_versions for bytes that are not a plugin.
 */
int32_t own_scheme_check(const tfc_registry *r, const char *release, const uint8_t *data, size_t len,
                         int32_t *accepted, char *msg, size_t cap, tfc_error *err);

/*
 * The oldest host release that loads the plugin, or "" when none does
 * (a static string of the registry, valid as long as r).
 */
int32_t own_scheme_oldest_host(const tfc_registry *r, const uint8_t *data, size_t len, const char **release,
                               tfc_error *err);

#endif
