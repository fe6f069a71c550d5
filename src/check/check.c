/*
 * check.c - one verdict of a target on an artifact (tfcompat/check.h). The
 * rules of every kind are applied here, and the parts of an artifact (its
 * meta graphs, a SavedModel directory's checkpoint) are combined here with
 * the one merge (tfc__verdict_append); every entry of the library calls
 * this file instead of combining verdicts itself.
 */
#include <stdio.h>
#include <string.h>

#include "check_internal.h"
#include "containers_internal.h"
#include "tfcompat/accept.h"
#include "tfcompat/checkpoint.h"
#include "tfcompat/container.h"
#include "tfcompat/opreg.h"
#include "tfcompat/op_versions.h"
#include "tfcompat/opver.h"
#include "tfcompat/release.h"
#include "tfcompat/deprecated.h" /* defines a released entry point the core replaced */

void tfc_check_options_init(tfc_check_options *o, size_t size)
{
    tfc_check_options d;
    memset(&d, 0, sizeof d);
    d.size = (uint32_t)sizeof d;
    tfc__struct_out(o, size, &d, sizeof d);
}

/* The caller's options, every member outside its `size` at its default. */
static void options_resolve(tfc_check_options *dst, const tfc_check_options *src)
{
    memset(dst, 0, sizeof *dst);
    dst->size = sizeof *dst;
    if (!src) return;
    TFC__READ(tfc_check_options, dst, src, flags);
    TFC__READ(tfc_check_options, dst, src, allocator);
    TFC__READ(tfc_check_options, dst, src, parse);
}

int tfc__check_parts_named(const tfc_artifact *a)
{
    const tfc_model *m = tfc_artifact_model(a);
    return m && tfc_model_meta_graph_count(m) > 1;
}

/* Where the findings of meta graph g come from: named when the model has
 * several (a checkpoint's findings are always named). */
static void meta_graph_where(char *buf, size_t cap, const tfc_artifact *a, size_t g)
{
    if (tfc__check_parts_named(a)) snprintf(buf, cap, "meta_graph %zu", g);
    else buf[0] = 0;
}

static int append_free(tfc_verdict *all, tfc_verdict *part, const char *where, tfc_error *err)
{
    int rc = tfc__verdict_append(all, part, where);
    tfc_verdict_free(part);
    return rc ? tfc__fail(err, rc, -1, "out of memory") : TFC_OK;
}

/* The checkpoint rule: the registry's checkpoint consumer of `release`
 * when it has one, else TensorFlow's tensor-bundle reader (every release
 * has used it). */
int tfc__check_checkpoint_release(tfc_verdict **out, const tfc_registry *reg, const char *release,
                                  const char *tf_version, const tfc_checkpoint *c, tfc_error *err)
{
    const char *scheme = tfc_registry_scheme_checkpoint();
    if (tfc_registry_find(reg, scheme, release) >= 0)
        return tfc_registry_check_release(out, reg, scheme, release, tfc_checkpoint_versions(c), NULL, 0, tf_version,
                                          err);
    return tfc_checkpoint_check_versions(out, c, tf_version ? tf_version : release, err);
}

/* A SavedModel directory's variables/variables.index, when the artifact read it. */
static int dir_checkpoint(tfc_verdict *all, const tfc_artifact *a, const tfc_registry *reg, const char *release,
                          const char *tf_version, tfc_error *err)
{
    if (!tfc_artifact_is_directory(a)) return TFC_OK;
    int rc = tfc_artifact_checkpoint_status(a, err);
    if (rc || !tfc_artifact_checkpoint(a)) return rc;
    tfc_verdict *v = NULL;
    rc = tfc__check_checkpoint_release(&v, reg, release, tf_version, tfc_artifact_checkpoint(a), err);
    return rc ? rc : append_free(all, v, "variables/variables.index", err);
}

const tfc__container_rec *tfc__container_rule(const tfc_artifact *a)
{
    /* A directory with variables/ (read or not) needs the 0.12 layout; one
     * without is a saved_model.pb the first loader reads. */
    int with_variables = tfc_artifact_is_directory(a) &&
                         (tfc_artifact_checkpoint(a) || tfc_artifact_checkpoint_status(a, NULL) != TFC_OK);
    const char *kind = tfc_artifact_kind(a) == TFC_KIND_SAVED_MODEL && with_variables
                           ? "saved_model_dir"
                           : tfc_container_kind_name(tfc_artifact_kind(a));
    for (size_t i = 0; i < tfc__container_count; i++)
        if (!strcmp(tfc__containers[i].kind, kind)) return &tfc__containers[i];
    return NULL;
}

int tfc__container_refuses(const tfc__container_rec *rule, const char *release)
{
    if (!rule || !release || *release < '0' || *release > '9') return 0;
    return tfc_release_compare(release, rule->first_release) < 0;
}

const tfc__container_rec *tfc__container_refusing(const tfc_artifact *a, const char *release)
{
    const tfc__container_rec *c = tfc__container_rule(a);
    return tfc__container_refuses(c, release) ? c : NULL;
}

int tfc__check_container_release(tfc_verdict *v, const tfc_artifact *a, const char *release, const char *tf_version,
                                 tfc_error *err)
{
    const tfc__container_rec *c = tfc__container_refusing(a, release);
    if (c && tfc__verdict_add(v, TFC_REASON_CONTAINER_TOO_NEW, TFC_SEVERITY_ERROR, c->format, -1,
                              "%s is a format TensorFlow %s cannot read: the first release that reads it is %s",
                              c->format, tf_version ? tf_version : release, c->first_release))
        return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    return TFC_OK;
}

/* A TensorFlow release of the registry (graphdef scheme) on every part. */
int tfc__check_tf_release(tfc_verdict *all, const tfc_artifact *a, const tfc_registry *reg, const char *release,
                          const char *tf_version, tfc_error *err)
{
    const char *graphdef = tfc_registry_scheme_graphdef();
    int32_t kind = tfc_artifact_kind(a);
    tfc_verdict *v = NULL;
    int rc = tfc__check_container_release(all, a, release, tf_version, err);
    if (rc) return rc;
    if (kind == TFC_KIND_CHECKPOINT_INDEX) {
        rc = tfc__check_checkpoint_release(&v, reg, release, tf_version, tfc_artifact_checkpoint(a), err);
        return rc ? rc : append_free(all, v, "", err);
    }
    const tfc_model *m = tfc_artifact_model(a);
    size_t n = m ? tfc_model_meta_graph_count(m) : 0;
    if (!m || n == 0) {
        /* A bare VersionDef, or a model without meta graphs (one absent
         * VersionDef, all zeros, as TensorFlow reads it). */
        rc = tfc_registry_check_release(&v, reg, graphdef, release, tfc_artifact_versions(a, 0), NULL, 0, tf_version,
                                        err);
        if (rc || (rc = append_free(all, v, "", err))) return rc;
    }
    for (size_t g = 0; g < n; g++) {
        char where[48];
        meta_graph_where(where, sizeof where, a, g);
        rc = tfc_opreg_check_release(&v, reg, release, tfc_model_meta_graph(m, g), tf_version, err);
        if (rc || (rc = append_free(all, v, where, err))) return rc;
    }
    return dir_checkpoint(all, a, reg, release, tf_version, err);
}

/* An explicit VersionDef consumer on every VersionDef of the artifact. */
static int check_consumer(tfc_verdict *all, const tfc_artifact *a, const tfc_target *t, tfc_error *err)
{
    const char *scheme = t->scheme ? t->scheme : tfc_artifact_scheme(a);
    int64_t s = tfc_registry_scheme_find(t->registry, scheme);
    const char *upper = s >= 0 ? tfc_registry_scheme_upper(t->registry, (size_t)s) : scheme;
    const char *lower = s >= 0 ? tfc_registry_scheme_lower(t->registry, (size_t)s) : scheme;
    size_t n = tfc_artifact_versions_count(a);
    for (size_t i = 0; i < n; i++) {
        char where[48];
        meta_graph_where(where, sizeof where, a, i);
        tfc_verdict *v = NULL;
        int rc = tfc_accept_check(&v, tfc_artifact_versions(a, i), t->consumer_version, t->min_producer, upper, lower,
                                  t->tf_version, NULL, err);
        if (rc || (rc = append_free(all, v, where, err))) return rc;
    }
    /* A SavedModel directory's checkpoint: the tensor-bundle reader every
     * TensorFlow binary has. */
    if (strcmp(scheme, tfc_registry_scheme_graphdef()) || !tfc_artifact_is_directory(a)) return TFC_OK;
    int rc = tfc_artifact_checkpoint_status(a, err);
    if (rc || !tfc_artifact_checkpoint(a)) return rc;
    tfc_verdict *v = NULL;
    rc = tfc_checkpoint_check_versions(&v, tfc_artifact_checkpoint(a), t->tf_version, err);
    return rc ? rc : append_free(all, v, "variables/variables.index", err);
}

/* The converter's versions' findings (warnings), after the resolver's. */
int tfc__check_tflite_versions(tfc_verdict *v, const tfc_op_versions *versions, tfc_error *err)
{
    int rc = tfc__verdict_append(v, tfc_op_versions_findings(versions), "");
    return rc ? tfc__fail(err, rc, -1, "out of memory") : TFC_OK;
}

/* A TFLite model against one resolver: resolution, structure, tensors and
 * build properties (tfc_resolver_check), then the operator codes whose
 * stored version differs from the converter's rules (warnings). */
int tfc__check_tflite(tfc_verdict **out, const tfc_tflite_model *m, const tfc_resolver *r,
                      const tfc_op_versions *versions, tfc_error *err)
{
    tfc_verdict *v = NULL;
    tfc_op_versions *vers = NULL;
    int rc = tfc_resolver_check(&v, m, r, TFC_TFLITE_CHECK_STRUCTURE, err);
    /* The converter's versions do not depend on the runtime: computed once
     * per model by a caller that asks several runtimes. */
    if (!rc && !versions && !(rc = tfc_op_versions_compute(&vers, m, err))) versions = vers;
    if (!rc) rc = tfc__check_tflite_versions(v, versions, err);
    tfc_op_versions_free(vers);
    if (rc) {
        tfc_verdict_free(v);
        return rc;
    }
    *out = v;
    return TFC_OK;
}

/* The release of an all-release answer that check_any answers with when
 * the target has no side for the kind: the newest accepting, else the
 * newest; -1 when the answer has none. answer.c's shown_release is the
 * same rule over entries not yet summarized (a scan record's quiet answer
 * makes that release's verdict whole before the summary exists). */
static int64_t answer_pick(const tfc_answer *ans)
{
    size_t n = tfc_answer_count(ans);
    int64_t pick = tfc_answer_newest(ans);
    return pick < 0 && n ? (int64_t)n - 1 : pick;
}

static int check_any(tfc_verdict *all, const tfc_artifact *a, const tfc_target *t, const tfc_answer *given,
                     const tfc_check_options *o, tfc_error *err)
{
    tfc_answer *ans = (tfc_answer *)given;
    int rc = given ? TFC_OK : tfc_check_releases(&ans, a, t->registry, o, err);
    if (rc) return rc;
    int64_t pick = answer_pick(ans);
    if (pick < 0) {
        rc = tfc__verdict_add(all, TFC_REASON_INVALID_CONSUMER, TFC_SEVERITY_ERROR, "", -1,
                              "no release of the registry in the %s scheme", tfc_answer_scheme(ans));
    } else {
        rc = tfc__verdict_append(all, tfc_answer_verdict(ans, (size_t)pick), "");
    }
    if (!given) tfc_answer_free(ans);
    return rc ? tfc__fail(err, rc, -1, "out of memory") : TFC_OK;
}

/* The TFLite side on a TFLite model: the runtime the target names, or the
 * TensorFlow release's own tf.lite.Interpreter, which the verdict says
 * first (RELEASE_INTERPRETER, a warning: which runtime answered). */
static int check_tflite_side(tfc_verdict *all, const tfc_artifact *a, const tfc_target *t, tfc_error *err)
{
    const tfc_resolver *r = t->resolver;
    const char *why = NULL;
    if (!r) {
        if (tfc__target_interpreter(t, &r, &why)) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
        /* A release before the first TFLite runtime has none. */
        int rc = why ? tfc__verdict_add(all, TFC_REASON_KIND_NOT_LOADED, TFC_SEVERITY_ERROR, "", -1, "%s", why)
                     : tfc__verdict_add(all, TFC_REASON_RELEASE_INTERPRETER, TFC_SEVERITY_WARNING, t->interp_release,
                                        -1,
                                        "TensorFlow %s loads a TFLite model with its tf.lite.Interpreter, answered as "
                                        "the standard interpreter of TFLite runtime %s (a TensorFlow release X.Y ships "
                                        "the interpreter X.Y)",
                                        t->interp_release, t->interp_release);
        if (rc) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
        if (why) return TFC_OK;
    }
    tfc_verdict *v = NULL;
    int rc = tfc__check_tflite(&v, tfc_artifact_tflite(a), r, NULL, err);
    return rc ? rc : append_free(all, v, "", err);
}

/* A target with no side for the artifact's kind: one refusal, the same
 * for every entry (KIND_NOT_LOADED, an error: that consumer does not load
 * such a file). */
static int kind_not_loaded(tfc_verdict *all, const tfc_artifact *a, const tfc_target *t, tfc_error *err)
{
    int32_t kind = tfc_artifact_kind(a);
    /* A SavedModel directory whose checkpoint could not be read is
     * unreadable input, whatever the target: as every other side says. */
    int rc = tfc_artifact_is_directory(a) ? tfc_artifact_checkpoint_status(a, err) : TFC_OK;
    if (rc) return rc;
    rc = tfc__tfjs_kind_not_loaded(all, t, kind);
    if (rc == 1) rc = tfc__verdict_kind_not_loaded(all, tfc_target_name(t), kind);
    return rc ? tfc__fail(err, TFC_E_NOMEM, -1, "out of memory") : TFC_OK;
}

int tfc__verdict_kind_not_loaded(tfc_verdict *v, const char *who, int32_t kind)
{
    if (kind == TFC_KIND_TFLITE)
        return tfc__verdict_add(v, TFC_REASON_KIND_NOT_LOADED, TFC_SEVERITY_ERROR, "", -1,
                                "%s has no TFLite interpreter: it does not load a TFLite model", who);
    return tfc__verdict_add(v, TFC_REASON_KIND_NOT_LOADED, TFC_SEVERITY_ERROR, "", -1,
                            "%s loads TFLite models only, not a %s", who, tfc_container_kind_name(kind));
}

static int verdict_fail(tfc_verdict *v, int rc)
{
    tfc_verdict_free(v);
    return rc;
}

int32_t tfc_check(tfc_verdict **out, const tfc_artifact *a, const tfc_target *t, const tfc_check_options *opts,
                  tfc_error *err)
{
    return tfc__check_with_answer(out, a, t, NULL, opts, err);
}

/* Whether the artifact's content was read (else tfc_check refuses it,
 * TFC_E_WRONG_KIND). */
static int content_read(const tfc_artifact *a, int32_t kind)
{
    return kind == TFC_KIND_TFLITE || tfc_artifact_scheme(a) || tfc_artifact_tfjs_model(a);
}

const tfc_verdict *tfc__check_answer_verdict(const tfc_artifact *a, const tfc_target *t, const tfc_answer *ans)
{
    if (!a || !t || !ans) return NULL;
    int32_t kind = tfc_artifact_kind(a);
    if (!content_read(a, kind) || tfc__target_side(t, kind) != TFC__SIDE_ANY) return NULL;
    int64_t pick = answer_pick(ans);
    const tfc_verdict *v = pick < 0 ? NULL : tfc_answer_verdict(ans, (size_t)pick);
    /* check_any's copy keeps every finding of it (a new verdict's maximum) */
    return v && tfc_verdict_finding_count(v) <= TFC_DEFAULT_MAX_FINDINGS ? v : NULL;
}

int tfc__check_with_answer(tfc_verdict **out, const tfc_artifact *a, const tfc_target *t, const tfc_answer *ans,
                           const tfc_check_options *opts, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!a || !t) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "artifact and target are required");
    tfc_check_options o;
    options_resolve(&o, opts);
    tfc_verdict *all = tfc__verdict_new(o.allocator);
    if (!all) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    int rc;
    int32_t kind = tfc_artifact_kind(a);
    if (!content_read(a, kind))
        /* Detected but not read (tfc_artifact_options::read_kinds). */
        return verdict_fail(all, tfc__fail(err, TFC_E_WRONG_KIND, -1, "the artifact's %s content was not read",
                                           tfc_container_kind_name(kind)));
    switch (tfc__target_side(t, kind)) {
    case TFC__SIDE_RUNTIME:
    case TFC__SIDE_INTERPRETER:
        rc = check_tflite_side(all, a, t, err);
        break;
    case TFC__SIDE_RELEASE:
        /* the registry, or the copy of the release's consumer with the
         * target's own loader (tfc_target_set_loader) */
        rc = tfc__check_tf_release(all, a, t->loader_registry ? t->loader_registry : t->registry, t->release,
                                   t->tf_version, err);
        /* A core-only build (no XLA/TPU ops) fails to load such an op the
         * way TensorFlow reports any op its binary lacks. */
        if (!rc && t->core_ops_only &&
            (rc = tfc__verdict_promote(all, TFC_REASON_OP_NOT_IN_CORE, "Op type not registered '",
                                       "' in binary running on <host>. Make sure the Op and Kernel are registered in "
                                       "the binary running in this process. Note that if you are loading a saved "
                                       "graph which used ops from tf.contrib, accessing (e.g.) `tf.contrib.resampler` "
                                       "should be done before importing the graph, as contrib ops are lazily "
                                       "registered when the module is first accessed.")))
            rc = tfc__fail(err, rc, -1, "out of memory");
        break;
    case TFC__SIDE_CONSUMER: rc = check_consumer(all, a, t, err); break;
    case TFC__SIDE_TFJS: rc = tfc__check_tfjs(all, a, t, o.allocator, err); break;
    case TFC__SIDE_NONE: rc = kind_not_loaded(all, a, t, err); break;
    default: rc = check_any(all, a, t, ans, &o, err);
    }
    if (rc) {
        tfc_verdict_free(all);
        return rc;
    }
    *out = all;
    return TFC_OK;
}

/* The artifact options of every check: what a verdict needs read, as
 * tfc_check_open documents. */
typedef struct open_options {
    tfc_parse_options po;
    tfc_tflite_options to;
    tfc_artifact_options ao;
} open_options;

static void open_options_make(open_options *oo, const tfc_check_options *opts)
{
    tfc_check_options o;
    options_resolve(&o, opts);
    tfc__parse_options_resolve(&oo->po, o.parse);
    /* The verdict needs only the functions called as ops: memory does not
     * grow with a function library's size. */
    oo->po.function_names = TFC_FUNCTION_NAMES_CALLED;
    if (!oo->po.allocator) oo->po.allocator = o.allocator;
    tfc_tflite_options_init(&oo->to, sizeof oo->to);
    oo->to.flags = TFC_TFLITE_ANY_IDENTIFIER; /* a wrong identifier is a finding */
    oo->to.allocator = o.allocator;
    tfc_artifact_options_init(&oo->ao, sizeof oo->ao);
    oo->ao.allocator = o.allocator;
    oo->ao.parse = &oo->po;
    oo->ao.tflite = &oo->to;
}

int32_t tfc_check_open(tfc_artifact **out, const char *path, const tfc_check_options *opts, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!path) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "path is NULL");
    open_options oo;
    open_options_make(&oo, opts);
    return tfc_artifact_open(out, path, &oo.ao, err);
}

int tfc__check_parse(tfc_artifact **out, const uint8_t *data, size_t len, tfc_error *err)
{
    open_options oo;
    open_options_make(&oo, NULL);
    oo.to.flags |= TFC_TFLITE_BORROW_DATA; /* the caller keeps the bytes until the artifact is freed */
    return tfc_artifact_parse(out, data, len, &oo.ao, err);
}

int32_t tfc_check_path(tfc_verdict **out, const tfc_target *t, const char *path, const tfc_check_options *opts,
                       tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!t) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "target is NULL");
    tfc_artifact *a = NULL;
    int32_t rc = tfc_check_open(&a, path, opts, err);
    if (rc) return rc;
    rc = tfc_check(out, a, t, opts, err);
    tfc_artifact_free(a);
    return rc;
}

/* The 1.1 order of tfc_check_path's arguments (what is checked, then the
 * target, as tfc_check); one implementation. */
int32_t tfc_check_path_v2(tfc_verdict **out, const char *path, const tfc_target *t, const tfc_check_options *opts,
                          tfc_error *err)
{
    return tfc_check_path(out, t, path, opts, err);
}
