/*
 * registry_check.c - the questions a registry answers: whether one release
 * accepts this data, as a verdict (tfc_registry_check_release), and which
 * releases of a scheme do, as a release answer with contiguous ranges
 * (tfc_registry_check). A verdict combines the version rules (accept.c,
 * or bounds when a release's version is not known exactly), the op
 * registry (opreg.c) and op deprecations (opdeprecation.c): this file
 * sits above all three.
 */
#include <pthread.h>
#include <stdatomic.h>
#include <string.h>

#include "opdeprecation_internal.h"
#include "registry/opreg_internal.h"
#include "registry_check_internal.h"
#include "registry_internal.h"
#include "versiondef_internal.h"
#include "tfcompat/accept.h"
#include "tfcompat/op_deprecation.h"
#include "tfcompat/deprecated.h" /* a released entry point replaced by the core */

/* ------------------------------------------------------------------ check */

/*
 * The acceptance rule for a consumer whose version is only known to lie in
 * [lo, hi]. Each of TensorFlow's checks is certainly failed, certainly
 * passed, or undecided; a certain failure rejects, an undecided one makes
 * the verdict undetermined. Messages of certain failures keep TensorFlow's
 * wording with the bounds in place of the unknown number.
 */
static int check_bounded(tfc_verdict *v, const tfc__consumer_rec *c, const tfc__scheme_rec *s,
                         const tfc_versiondef *data, const char *tfv)
{
    int32_t producer = tfc_versiondef_producer(data);
    int32_t min_consumer = tfc_versiondef_min_consumer(data);
    int rc = TFC_OK;
    if (producer < c->min_producer)
        rc = tfc__verdict_add(v, TFC_REASON_PRODUCER_TOO_OLD, TFC_SEVERITY_ERROR, "", producer,
                              "%s producer version %d below min producer %d supported by "
                              "TensorFlow %s.  Please regenerate your %s.",
                              s->upper, (int)producer, (int)c->min_producer, tfv, s->lower);
    if (!rc && min_consumer > c->high)
        rc = tfc__verdict_add(v, TFC_REASON_CONSUMER_TOO_OLD, TFC_SEVERITY_ERROR, "", min_consumer,
                              "%s min consumer version %d above current version (%d to %d, not "
                              "known exactly) for TensorFlow %s.  Please upgrade TensorFlow.",
                              s->upper, (int)min_consumer, (int)c->low, (int)c->high, tfv);
    else if (!rc && min_consumer > c->low)
        rc = tfc__verdict_add(v, TFC_REASON_VERSION_UNKNOWN, TFC_SEVERITY_UNDETERMINED, "", min_consumer,
                              "%s %s accepts this %s only if its %s version, known only to lie in "
                              "%d..%d, is at least %d (the %s's min_consumer).",
                              c->name, c->release, s->lower, s->upper, (int)c->low, (int)c->high,
                              (int)min_consumer, s->lower);
    /* The smallest bad consumer in the bounds, by bisection of the sorted
     * copy the VersionDef keeps: O(log bad) per consumer. */
    int32_t bad = 0;
    if (!rc && tfc__versiondef_bad_in_range(data, c->low, c->high, &bad))
        rc = tfc__verdict_add(v, TFC_REASON_VERSION_UNKNOWN, TFC_SEVERITY_UNDETERMINED, "", bad,
                              "%s %s refuses this %s if its %s version, known only to lie in "
                              "%d..%d, is %d (listed in bad_consumers).",
                              c->name, c->release, s->lower, s->upper, (int)c->low, (int)c->high,
                              (int)bad);
    return rc;
}

/* The TFC__PRE_VD_* kind of a consumer's op set, 0 when it reads VersionDef. */
static int32_t pre_versiondef(const tfc__consumer_rec *c)
{
    for (size_t i = 0; c->op_set[0] && i < tfc__pre_versiondef_count; i++)
        if (c->op_set[0] == tfc__pre_versiondef[i].op_set[0] && !strcmp(c->op_set, tfc__pre_versiondef[i].op_set))
            return tfc__pre_versiondef[i].kind;
    return 0;
}

/* Of each consumer of the compiled-in registry, made once per process
 * (pthread_once): its op set's axis index and its pre_versiondef kind. A
 * record asks both of every graphdef release; the memo of
 * tfc__opreg_op_set_axis hashes and compares the text each time, and
 * pre_versiondef compares it with each pre-VersionDef row. Any other
 * registry, or without memory: those. */
static struct {
    int16_t *k;
    int8_t *pre_vd;
    atomic_int ready;
} defaults;
static pthread_once_t defaults_once = PTHREAD_ONCE_INIT;

static void defaults_init(void)
{
    const tfc_registry *r = tfc_registry_default();
    size_t n = r->n_consumers ? r->n_consumers : 1;
    defaults.k = tfc__calloc(NULL, n, sizeof *defaults.k);
    defaults.pre_vd = tfc__calloc(NULL, n, sizeof *defaults.pre_vd);
    if (!defaults.k || !defaults.pre_vd) {
        tfc__free(NULL, defaults.k);
        tfc__free(NULL, defaults.pre_vd);
        return;
    }
    for (size_t i = 0; i < r->n_consumers; i++) {
        defaults.k[i] = (int16_t)tfc__opreg_op_set_axis(r->consumers[i].op_set);
        defaults.pre_vd[i] = (int8_t)pre_versiondef(&r->consumers[i]);
    }
    atomic_store_explicit(&defaults.ready, 1, memory_order_release);
}

static int defaults_of(const tfc_registry *r)
{
    if (r != tfc_registry_default()) return 0;
    if (!atomic_load_explicit(&defaults.ready, memory_order_acquire)) pthread_once(&defaults_once, defaults_init);
    return atomic_load_explicit(&defaults.ready, memory_order_acquire);
}

static int consumer_axis(const tfc_registry *r, const tfc__consumer_rec *c)
{
    return defaults_of(r) ? defaults.k[c - r->consumers] : tfc__opreg_op_set_axis(c->op_set);
}

static int32_t consumer_pre_versiondef(const tfc_registry *r, const tfc__consumer_rec *c)
{
    return defaults_of(r) ? defaults.pre_vd[c - r->consumers] : pre_versiondef(c);
}

/*
 * Releases before VersionDef (docs/op-registry.md, "Before VersionDef"; the
 * releases are data, tfc__pre_versiondef):
 * TensorFlow 0.6 read only the deprecated GraphDef.version and refused it
 * outside [TF_GRAPH_DEF_VERSION_MIN 0, TF_GRAPH_DEF_VERSION_MAX 1]; 0.5
 * predates GraphDef versioning and no source tells whether it checked
 * anything. Both ignore VersionDef.
 */
static int check_before_versiondef(tfc_verdict *v, const tfc__consumer_rec *c, const tfc__opreg_model *m,
                                   const char *tfv)
{
    if (pre_versiondef(c) == TFC__PRE_VD_UNVERSIONED) {
        const char *v1 = "";
        for (size_t i = 0; i < tfc__graphdef_history_count; i++)
            if (tfc__graphdef_history[i].version == 1 && tfc__graphdef_history[i].date[0]) {
                v1 = tfc__graphdef_history[i].date;
                break;
            }
        return tfc__verdict_add(v, TFC_REASON_VERSION_UNKNOWN, TFC_SEVERITY_UNDETERMINED, "", -1,
                                "TensorFlow %s predates GraphDef versioning%s%s%s: whether it checked any graph "
                                "version is not known.",
                                tfv, v1[0] ? " (version 1 is dated " : "", v1, v1[0] ? ")" : "");
    }
    int32_t gv = tfc__opreg_model_graph_version(m);
    if (gv < 0)
        return tfc__verdict_add(v, TFC_REASON_VERSION_UNKNOWN, TFC_SEVERITY_UNDETERMINED, "", -1,
                                "TensorFlow %s reads only the deprecated GraphDef.version (it accepts 0 to %d), "
                                "which this check was not given (only the VersionDef).",
                                tfv, (int)c->high);
    if (gv > c->high)
        return tfc__verdict_add(v, TFC_REASON_CONSUMER_TOO_OLD, TFC_SEVERITY_ERROR, "", gv,
                                "GraphDef version %d is not yet supported: TensorFlow %s needs 0 <= version <= %d.  "
                                "Please upgrade TensorFlow.",
                                (int)gv, tfv, (int)c->high);
    return TFC_OK;
}

/* `quiet`: the verdict's findings get no message (tfc__verdict_set_quiet).
 * `reuse`: a silent or emptied (tfc__verdict_clear) verdict of the same
 * quietness to fill (as a new one is: accepted, nothing held), or NULL for
 * a new one; it is freed on failure. */
static int check_consumer(tfc_verdict **out, const tfc_registry *r, const tfc__consumer_rec *c,
                          const tfc_versiondef *data, const char *const *ops, size_t n_ops,
                          const tfc__opreg_model *m, const char *tf_version, int quiet, tfc_verdict *reuse,
                          tfc_error *err)
{
    const tfc__scheme_rec *s = &r->schemes[c->scheme];
    const char *tfv = tf_version ? tf_version : c->release;
    tfc_verdict *v = reuse ? reuse : tfc__verdict_new(&r->alloc);
    if (!v) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    if (quiet && !reuse) tfc__verdict_set_quiet(v); /* one reused is of the same quietness */
    int rc;
    if (c->scheme == 0 && consumer_pre_versiondef(r, c))
        rc = check_before_versiondef(v, c, m, tfv);
    else if (c->known) /* tfc_accept_check's rules, with its default window */
        rc = tfc__accept_rules(v, data, c->low, c->min_producer, s->upper, s->lower, tfv, TFC_FORWARD_COMPAT_WINDOW);
    else
        rc = check_bounded(v, c, s, data, tfv);
    if (rc) {
        tfc_verdict_free(v);
        return tfc__fail(err, rc, -1, "out of memory building the verdict");
    }
    /* Op registration and op deprecations are a GraphDef matter; checked
     * after the versions, as TensorFlow imports nodes only once the version
     * check passed. */
    if (c->scheme == 0 && m && c->op_set[0]) {
        rc = tfc__opreg_check_at(v, m, consumer_axis(r, c), c->loader, tfv);
        if (rc) {
            tfc_verdict_free(v);
            return tfc__fail(err, rc, -1, "out of memory");
        }
    }
    if (c->scheme == 0 && n_ops) {
        rc = tfc__ops_check_into(v, tfc_versiondef_producer(data), ops, n_ops, c->low, c->high, c->release);
        if (rc) {
            tfc_verdict_free(v);
            return tfc__fail(err, rc, -1, rc == TFC_E_NOMEM ? "out of memory" : "a NULL op name");
        }
    }
    *out = v;
    return TFC_OK;
}

/* The shapes of the deprecation table's op names, per thread: bit
 * (length % 64) of word (first byte) is set when some row's op has that
 * first byte and length. An op whose shape is not set is in no row, so
 * the filter of tfc__registry_check_all asks the table (a binary search
 * by strcmp, 3 % of a SavedModel record's instructions) only for ops that
 * may be there; the answer is the table's either way. */
static _Thread_local uint64_t dep_shapes[256];
static _Thread_local int dep_shapes_made;

static int maybe_deprecated(const char *op)
{
    if (!dep_shapes_made) {
        for (size_t i = 0; i < tfc_op_deprecation_count(); i++) {
            const char *d = tfc_op_deprecation_op(i);
            dep_shapes[(unsigned char)d[0]] |= (uint64_t)1 << (strlen(d) % 64);
        }
        dep_shapes_made = 1;
    }
    return (dep_shapes[(unsigned char)op[0]] >> (strlen(op) % 64)) & 1;
}

int64_t tfc__registry_scheme_all_at(const tfc_registry *r, const char *scheme, int32_t version, int32_t min_producer)
{
    int64_t s = tfc_registry_scheme_find(r, scheme);
    if (s < 0) return -1;
    size_t b, e;
    tfc__registry_scheme_span(r, (uint32_t)s, &b, &e);
    for (size_t i = b; i < e; i++) {
        const tfc__consumer_rec *c = &r->consumers[i];
        if (!c->known || c->low != version || c->min_producer != min_producer) return -2;
    }
    return b < e ? (int64_t)b : -1;
}

size_t tfc__ops_maybe_deprecated(const char **out, const char *const *ops, size_t n_ops)
{
    size_t n = 0;
    for (size_t k = 0; k < n_ops; k++)
        if (maybe_deprecated(ops[k]) && tfc_op_deprecation_find(ops[k]) >= 0) out[n++] = ops[k];
    return n;
}

static int check_ops_args(const char *const *ops, size_t n_ops, tfc_error *err)
{
    if (n_ops && !ops) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "ops is NULL but n_ops is %zu", n_ops);
    for (size_t i = 0; i < n_ops; i++)
        if (!ops[i]) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "op name %zu is NULL", i);
    return TFC_OK;
}

int32_t tfc_registry_check_release(tfc_verdict **out, const tfc_registry *r, const char *scheme,
                                   const char *release, const tfc_versiondef *data,
                                   const char *const *ops, size_t n_ops, const char *tf_version,
                                   tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!r || !scheme || !release)
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "registry, scheme and release are required");
    int rc = check_ops_args(ops, n_ops, err);
    if (rc) return rc;
    if (tfc_registry_scheme_find(r, scheme) < 0)
        return tfc__fail(err, TFC_E_UNKNOWN_RELEASE, -1, "unknown scheme '%s'", scheme);
    int64_t i = tfc_registry_find(r, scheme, release);
    if (i < 0)
        return tfc__fail(err, TFC_E_UNKNOWN_RELEASE, -1, "no release '%s' in scheme '%s'", release, scheme);
    return tfc__registry_check_one(out, r, (size_t)i, data, ops, n_ops, NULL, tf_version, err);
}

int tfc__registry_check_one(tfc_verdict **out, const tfc_registry *r, size_t ci, const tfc_versiondef *data,
                            const char *const *ops, size_t n_ops, const tfc__opreg_model *m,
                            const char *tf_version, tfc_error *err)
{
    const tfc__consumer_rec *c = &r->consumers[ci];
    tfc__opreg_model *own = NULL;
    if (!m && c->scheme == 0 && c->op_set[0] && n_ops) {
        if (tfc__opreg_model_new(&own, &r->alloc, ops, n_ops, NULL, 0, NULL, 0, 0))
            return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
        m = own;
    }
    int rc = check_consumer(out, r, c, data, ops, n_ops, m, tf_version, 0, NULL, err);
    tfc__opreg_model_free(own);
    return rc;
}

struct tfc_release_answer {
    tfc_allocator alloc;
    const tfc_registry *r;
    size_t begin, count;
    tfc_verdict **verdicts;
    /* A quiet answer's releases whose verdict is silent (accepted, no
     * finding, nothing dropped) all hold this one verdict, owned here. */
    tfc_verdict *silent;
    int64_t *blocking; /* index of the first blocking finding, or -1 */
    size_t *accepting;
    size_t n_accepting;
    size_t *range_first, *range_last;
    size_t n_ranges;
};

void tfc_release_answer_free(tfc_release_answer *a)
{
    if (!a) return;
    tfc_allocator al = a->alloc;
    for (size_t i = 0; a->verdicts && i < a->count; i++)
        if (a->verdicts[i] != a->silent && (i == 0 || a->verdicts[i] != a->verdicts[i - 1]))
            tfc_verdict_free(a->verdicts[i]);
    tfc_verdict_free(a->silent);
    tfc__free(&al, a->verdicts);
    tfc__free(&al, a->blocking);
    tfc__free(&al, a->accepting);
    tfc__free(&al, a->range_first);
    tfc__free(&al, a->range_last);
    tfc__free(&al, a);
}

static int64_t first_blocking(const tfc_verdict *v)
{
    int32_t o = tfc_verdict_outcome(v);
    if (o == TFC_OUTCOME_ACCEPTED) return -1;
    if (o == TFC_OUTCOME_REJECTED) return tfc_verdict_first_error(v);
    for (size_t i = 0; i < tfc_verdict_finding_count(v); i++)
        if (tfc_verdict_finding_severity(v, i) == TFC_SEVERITY_UNDETERMINED) return (int64_t)i;
    return -1;
}

int32_t tfc_registry_check(tfc_release_answer **out, const tfc_registry *r, const char *scheme,
                           const tfc_versiondef *data, const char *const *ops, size_t n_ops,
                           tfc_error *err)
{
    return tfc__registry_check_all(out, r, scheme, data, ops, n_ops, NULL, 0, err);
}

int tfc__registry_check_all(tfc_release_answer **out, const tfc_registry *r, const char *scheme,
                            const tfc_versiondef *data, const char *const *ops, size_t n_ops,
                            const tfc__opreg_model *m, int quiet, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!r || !scheme) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "registry and scheme are required");
    int rc = check_ops_args(ops, n_ops, err);
    if (rc) return rc;
    int64_t s = tfc_registry_scheme_find(r, scheme);
    if (s < 0) return tfc__fail(err, TFC_E_UNKNOWN_RELEASE, -1, "unknown scheme '%s'", scheme);

    tfc_release_answer *a = tfc__calloc(&r->alloc, 1, sizeof *a);
    if (!a) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    tfc__allocator_copy(&a->alloc, &r->alloc);
    a->r = r;
    size_t b, e;
    tfc__registry_scheme_span(r, (uint32_t)s, &b, &e);
    size_t n = e - b, cap = n ? n : 1;
    a->begin = b;
    a->verdicts = tfc__calloc(&a->alloc, cap, sizeof *a->verdicts);
    a->blocking = tfc__calloc(&a->alloc, cap, sizeof *a->blocking);
    a->accepting = tfc__calloc(&a->alloc, cap, sizeof *a->accepting);
    a->range_first = tfc__calloc(&a->alloc, cap, sizeof *a->range_first);
    a->range_last = tfc__calloc(&a->alloc, cap, sizeof *a->range_last);
    if (!a->verdicts || !a->blocking || !a->accepting || !a->range_first || !a->range_last) {
        tfc_release_answer_free(a);
        return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    }
    /* The model's ops are resolved against the op tables once for all releases. */
    tfc__opreg_model *own = NULL;
    if (!m && s == 0 && n_ops) {
        if (tfc__opreg_model_new(&own, &r->alloc, ops, n_ops, NULL, 0, NULL, 0, 0)) {
            tfc_release_answer_free(a);
            return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
        }
        m = own;
    }
    /* Only ops in the deprecation table can give a deprecation finding:
     * look them up once, not once per release (first-use order kept). */
    const char **dep_ops = NULL;
    size_t n_dep = 0;
    if (s == 0 && n_ops) {
        dep_ops = tfc__calloc(&r->alloc, n_ops, sizeof *dep_ops);
        if (!dep_ops) {
            tfc__opreg_model_free(own);
            tfc_release_answer_free(a);
            return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
        }
        n_dep = tfc__ops_maybe_deprecated(dep_ops, ops, n_ops);
    }
    int in_range = 0;
    /* A quiet answer (a scan record's) allocates no verdict for a release
     * that finds nothing: a silent verdict is as it was made, so the one
     * made is kept as the answer's `silent` (held by every such release)
     * or filled again for the next release. A release whose verdict equals
     * the release's before (the same finding of the version rules, the
     * same op the releases lack) holds that one, and its own is emptied
     * and filled again for the next. */
    tfc_verdict *spare = NULL;
    for (size_t i = 0; i < n; i++) {
        rc = check_consumer(&a->verdicts[i], r, &r->consumers[b + i], data, dep_ops ? dep_ops : ops,
                            dep_ops ? n_dep : n_ops, m, NULL, quiet, spare, err);
        spare = NULL;
        int32_t o = tfc_verdict_outcome(a->verdicts[i]); /* NULL (failed): rejected */
        if (!rc && quiet && o == TFC_OUTCOME_ACCEPTED && !tfc_verdict_finding_count(a->verdicts[i]) &&
            !tfc_verdict_dropped_count(a->verdicts[i])) {
            if (!a->silent) a->silent = a->verdicts[i];
            else spare = a->verdicts[i];
            a->verdicts[i] = a->silent;
        } else if (!rc && quiet && i && tfc__verdict_equal(a->verdicts[i - 1], a->verdicts[i])) {
            spare = a->verdicts[i];
            tfc__verdict_clear(spare);
            a->verdicts[i] = a->verdicts[i - 1];
        }
        if (rc) {
            tfc__free(&r->alloc, dep_ops);
            tfc__opreg_model_free(own);
            tfc_release_answer_free(a);
            return rc;
        }
        a->count = i + 1;
        /* a release holding the verdict before blocks where that one does */
        a->blocking[i] = i && a->verdicts[i] == a->verdicts[i - 1] ? a->blocking[i - 1] : first_blocking(a->verdicts[i]);
        if (o == TFC_OUTCOME_ACCEPTED) {
            a->accepting[a->n_accepting++] = i;
            if (!in_range) a->range_first[a->n_ranges++] = i;
            a->range_last[a->n_ranges - 1] = i;
            in_range = 1;
        } else {
            in_range = 0;
        }
    }
    tfc_verdict_free(spare);
    tfc__free(&r->alloc, dep_ops);
    tfc__opreg_model_free(own);
    *out = a;
    return TFC_OK;
}

size_t tfc_release_answer_count(const tfc_release_answer *a) { return a ? a->count : 0; }

int64_t tfc_release_answer_consumer(const tfc_release_answer *a, size_t i)
{
    return a && i < a->count ? (int64_t)(a->begin + i) : -1;
}

const char *tfc_release_answer_release(const tfc_release_answer *a, size_t i)
{
    return a && i < a->count ? a->r->consumers[a->begin + i].release : "";
}

int32_t tfc_release_answer_outcome(const tfc_release_answer *a, size_t i)
{
    return a && i < a->count ? tfc_verdict_outcome(a->verdicts[i]) : TFC_OUTCOME_REJECTED;
}

const tfc_verdict *tfc_release_answer_verdict(const tfc_release_answer *a, size_t i)
{
    return a && i < a->count ? a->verdicts[i] : NULL;
}

int tfc__release_answer_holds_previous(const tfc_release_answer *a, size_t i)
{
    return a && i && i < a->count && a->verdicts[i] == a->verdicts[i - 1];
}

int32_t tfc_release_answer_reason(const tfc_release_answer *a, size_t i)
{
    if (!a || i >= a->count || a->blocking[i] < 0) return TFC_REASON_NONE;
    return tfc_verdict_finding_reason(a->verdicts[i], (size_t)a->blocking[i]);
}

const char *tfc_release_answer_message(const tfc_release_answer *a, size_t i)
{
    if (!a || i >= a->count || a->blocking[i] < 0) return "";
    return tfc_verdict_finding_message(a->verdicts[i], (size_t)a->blocking[i]);
}

size_t tfc_release_answer_accepting_count(const tfc_release_answer *a) { return a ? a->n_accepting : 0; }

int64_t tfc_release_answer_accepting(const tfc_release_answer *a, size_t k)
{
    return a && k < a->n_accepting ? (int64_t)a->accepting[k] : -1;
}

int64_t tfc_release_answer_oldest_accepting(const tfc_release_answer *a)
{
    return a && a->n_accepting ? (int64_t)a->accepting[0] : -1;
}

int64_t tfc_release_answer_newest_accepting(const tfc_release_answer *a)
{
    return a && a->n_accepting ? (int64_t)a->accepting[a->n_accepting - 1] : -1;
}

size_t tfc_release_answer_range_count(const tfc_release_answer *a) { return a ? a->n_ranges : 0; }

int64_t tfc_release_answer_range_first(const tfc_release_answer *a, size_t k)
{
    return a && k < a->n_ranges ? (int64_t)a->range_first[k] : -1;
}

int64_t tfc_release_answer_range_last(const tfc_release_answer *a, size_t k)
{
    return a && k < a->n_ranges ? (int64_t)a->range_last[k] : -1;
}
