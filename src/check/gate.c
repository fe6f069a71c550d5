/*
 * gate.c - tfc_gate_check (tfcompat/gate.h): the 0.2 gate, now a caller of
 * the check layer (a target of one release, then tfc_check_path).
 */
#include "check_internal.h"
#include "tfcompat/gate.h"

int32_t tfc_gate_check(tfc_verdict **out, const tfc_registry *r, const char *release, const char *path,
                       const char *tf_version, const tfc_parse_options *opts, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!r || !release || !path) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "registry, release and path are required");
    tfc_target *t = NULL;
    int32_t rc = tfc_target_parse(&t, release, r, err);
    if (!rc && tf_version) rc = tfc_target_set_tf_version(t, tf_version, err);
    if (!rc) {
        tfc_check_options o;
        tfc_check_options_init(&o, sizeof o);
        o.parse = opts;
        if (opts && TFC__HOLDS(tfc_parse_options, opts, allocator)) o.allocator = opts->allocator;
        rc = tfc_check_path(out, t, path, &o, err);
    }
    tfc_target_free(t);
    return rc;
}
