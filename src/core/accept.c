/*
 * accept.c - TensorFlow's acceptance rule (CheckVersions) and the
 * forward-compatibility note, as findings in a verdict.
 */
#include <stdio.h>
#include <string.h>

#include "internal.h"
#include "tfcompat/accept.h"
#include "versiondef_internal.h"

void tfc_accept_options_init(tfc_accept_options *o, size_t size)
{
    tfc_accept_options d;
    memset(&d, 0, sizeof d);
    d.size = (uint32_t)sizeof d;
    d.forward_compat_window = TFC_FORWARD_COMPAT_WINDOW;
    tfc__struct_out(o, size, &d, sizeof d);
}

int tfc__accept_rules(tfc_verdict *v, const tfc_versiondef *data, int32_t consumer, int32_t min_producer,
                      const char *upper, const char *lower, const char *tf_version, int32_t window)
{
    int32_t producer = tfc_versiondef_producer(data);
    int32_t min_consumer = tfc_versiondef_min_consumer(data);
    int rc = TFC_OK;

    /* Same order as TensorFlow, so the first error is the one it reports. */
    if (consumer < min_producer)
        rc = tfc__verdict_add(v, TFC_REASON_INVALID_CONSUMER, TFC_SEVERITY_ERROR, "", consumer,
                              "%s version check has consumer %d < min_producer %d.", upper,
                              (int)consumer, (int)min_producer);
    if (!rc && producer < min_producer)
        rc = tfc__verdict_add(v, TFC_REASON_PRODUCER_TOO_OLD, TFC_SEVERITY_ERROR, "", producer,
                              "%s producer version %d below min producer %d supported by "
                              "TensorFlow %s.  Please regenerate your %s.",
                              upper, (int)producer, (int)min_producer, tf_version, lower);
    if (!rc && min_consumer > consumer)
        rc = tfc__verdict_add(v, TFC_REASON_CONSUMER_TOO_OLD, TFC_SEVERITY_ERROR, "", min_consumer,
                              "%s min consumer version %d above current version %d for "
                              "TensorFlow %s.  Please upgrade TensorFlow.",
                              upper, (int)min_consumer, (int)consumer, tf_version);
    /* Bisection of the sorted copy: a registry asks this for every consumer. */
    if (!rc && tfc__versiondef_is_bad(data, consumer))
        rc = tfc__verdict_add(v, TFC_REASON_BAD_CONSUMER, TFC_SEVERITY_ERROR, "", consumer,
                              "%s disallows consumer version %d.  Please upgrade TensorFlow: "
                              "this version is likely buggy.",
                              upper, (int)consumer);
    if (!rc && window >= 0 &&
        (int64_t)producer - (int64_t)consumer > (int64_t)window)
        rc = tfc__verdict_add(v, TFC_REASON_FORWARD_COMPAT_WINDOW, TFC_SEVERITY_WARNING, "",
                              (int64_t)producer - consumer,
                              "%s was produced at version %d, %lld versions after this consumer "
                              "(version %d): beyond TensorFlow's forward-compatibility window of %d "
                              "versions, so an import that fails for another reason may fail "
                              "because of the difference.",
                              upper, (int)producer, (long long)((int64_t)producer - consumer),
                              (int)consumer, (int)window);
    return rc;
}

int32_t tfc_accept_check(tfc_verdict **out, const tfc_versiondef *data, int32_t consumer,
                           int32_t min_producer, const char *upper, const char *lower,
                           const char *tf_version, const tfc_accept_options *opts, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!upper || !lower || !tf_version)
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "upper_name, lower_name and tf_version are required");
    tfc_accept_options o;
    tfc_accept_options_init(&o, sizeof o);
    if (opts) {
        TFC__READ(tfc_accept_options, &o, opts, allocator);
        TFC__READ(tfc_accept_options, &o, opts, forward_compat_window);
    }

    tfc_verdict *v = tfc__verdict_new(o.allocator);
    if (!v) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    int rc = tfc__accept_rules(v, data, consumer, min_producer, upper, lower, tf_version, o.forward_compat_window);
    if (rc) {
        tfc_verdict_free(v);
        return tfc__fail(err, rc, -1, "out of memory building the verdict");
    }
    *out = v;
    return TFC_OK;
}

size_t tfc_accept_forward_compat_message(char *buf, size_t cap, const char *original, int32_t consumer,
                                  int32_t producer)
{
    char tmp[1];
    int n = snprintf(buf && cap ? buf : tmp, buf && cap ? cap : sizeof tmp,
                     "Converting GraphDef to Graph has failed with an error: '%s' The binary trying "
                     "to import the GraphDef was built when GraphDef version was %d. The GraphDef "
                     "was produced by a binary built when GraphDef version was %d. The difference "
                     "between these versions is larger than TensorFlow's forward compatibility "
                     "guarantee, and might be the root cause for failing to import the GraphDef.",
                     original ? original : "", (int)consumer, (int)producer);
    return n < 0 ? 0 : (size_t)n;
}
