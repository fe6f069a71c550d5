/*
 * target.c - the consumer a check asks (tfcompat/check.h): target strings
 * parsed in one place, with one rule for release spellings and patch
 * releases, so that `check --tf`, scan, the gate and Python name releases
 * the same way.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_internal.h"
#include "products_internal.h"
#include "release_grammar_internal.h"
#include "tfcompat/opreg.h"
#include "tfcompat/opver.h"
#include "tfcompat/product.h"

static char *dup_str(const char *s)
{
    return s ? tfc__strndup(NULL, s, strlen(s)) : NULL;
}

/* The minor release "X.Y.0" of a parsed release. */
static void minor_of(const tfc__release *r, char *minor, size_t cap)
{
    snprintf(minor, cap, "%ld.%ld.0", (long)r->part[0], (long)r->part[1]);
}

static int strieq(const char *a, const char *b)
{
    for (; *a && *b; a++, b++)
        if (tolower((unsigned char)*a) != tolower((unsigned char)*b)) return 0;
    return *a == *b;
}

static int make_name(tfc_target *t);
static int own_registry(tfc_target *t, int32_t loader, tfc_error *err);
static int decide_interpreter(tfc_target *t);
static int parse_item(tfc_target *t, const char *item, tfc_error *err);

/* How a release spelling was answered by another release. */
enum { AS_ITSELF = 0, AS_MINOR = 1, AS_RELEASE = 2 };

/* Sets the TensorFlow side to consumer idx. `given` is the release as
 * asked; when it is answered by another release (`how`), messages name
 * `given` and the note says why. */
static int set_tf(tfc_target *t, const char *given, int64_t idx, int how, tfc_error *err)
{
    if (t->release || t->has_consumer)
        return tfc__fail(err, TFC_E_BAD_VALUE, -1, "the target names two TensorFlow consumers ('%s' and '%s')",
                         t->release ? t->release : "a consumer", given);
    t->consumer = idx;
    t->release = dup_str(tfc_registry_consumer_release(t->registry, (size_t)idx));
    if (!t->release) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    /* A release several products share ("beta@1.0" next to alpha's 1.0):
     * the check layer asks a registry by release, so the named product's
     * consumer is put in a registry of the target's own, never another
     * product's picked by its release. */
    if (tfc_registry_find(t->registry, tfc_registry_scheme_graphdef(), t->release) != idx) {
        int rc = own_registry(t, -1, err);
        if (rc) return rc;
    }
    if (how != AS_ITSELF) {
        t->tf_version = dup_str(given);
        size_t cap = strlen(given) * 2 + strlen(t->release) + 96;
        t->note = tfc__alloc(NULL, cap);
        if (!t->tf_version || !t->note) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
        char mm[64];
        snprintf(mm, sizeof mm, "%s", t->release);
        char *last = strrchr(mm, '.');
        if (last) *last = 0;
        if (how == AS_MINOR)
            snprintf(t->note, cap, "%s is not in the table; using %s, whose versions every %s patch release keeps",
                     given, t->release, mm);
        else
            snprintf(t->note, cap, "%s is a pre-release or development build; using %s, the release it precedes",
                     given, t->release);
    }
    return TFC_OK;
}

/* The consumer of the graphdef scheme named `name` (any name when NULL)
 * with release string `rel` exactly, or -1. A release number two products
 * of one registry share ("1.0" of alpha and of beta) is found per name;
 * asked without a name it is -3 (*shared: the first of them), never one
 * of them picked silently. */
static int64_t find_named(const tfc_registry *reg, const char *rel, const char *name, int64_t *shared)
{
    const char *scheme = tfc_registry_scheme_graphdef();
    size_t n = tfc_registry_consumer_count(reg);
    if (!name) {
        int64_t idx = tfc_registry_find(reg, scheme, rel);
        if (idx < 0) return -1;
        /* Consumers come in scheme, release, name order: those of the same
         * release string sit next to idx. */
        const char *r = tfc_registry_consumer_release(reg, (size_t)idx);
        size_t b = (size_t)idx, e = (size_t)idx + 1;
        while (b > 0 && !strcmp(tfc_registry_consumer_scheme(reg, b - 1), scheme) &&
               !strcmp(tfc_registry_consumer_release(reg, b - 1), r))
            b--;
        while (e < n && !strcmp(tfc_registry_consumer_scheme(reg, e), scheme) &&
               !strcmp(tfc_registry_consumer_release(reg, e), r))
            e++;
        for (size_t i = b; i < e; i++)
            if (!strieq(tfc_registry_consumer_name(reg, i), tfc_registry_consumer_name(reg, (size_t)idx))) {
                *shared = (int64_t)b;
                return -3;
            }
        return idx;
    }
    for (size_t i = 0; i < n; i++)
        if (!strcmp(tfc_registry_consumer_scheme(reg, i), scheme) && strieq(tfc_registry_consumer_name(reg, i), name) &&
            !strcmp(tfc_registry_consumer_release(reg, i), rel))
            return (int64_t)i;
    return -1;
}

/* The one rule for TensorFlow release spellings: the spelling parsed by
 * the one grammar (release_grammar_internal.h; malformed: -2, err set),
 * then the registry's own spelling, then the normalised one ("v" dropped,
 * "X.Y" as "X.Y.0"), then a patch release as its minor release
 * (*how = AS_MINOR), then a release candidate or development build as the
 * release it precedes, X.Y.Z or its minor (*how = AS_RELEASE); `given`
 * gets the normalised spelling. -1 none; -3 a release several products
 * share, asked without a name (*shared: the first of them). */
static int64_t resolve_tf(const tfc_registry *reg, const char *spec, const char *name, int *how, char *given,
                          size_t cap, int64_t *shared, tfc_error *err)
{
    *how = AS_ITSELF;
    snprintf(given, cap, "%s", spec);
    tfc__release rel;
    if (tfc__release_parse(&rel, spec, TFC__RELEASE_BARE, err)) return -2;
    int64_t idx = find_named(reg, spec, name, shared);
    if (idx != -1) return idx;
    snprintf(given, cap, "%s", rel.spelling);
    idx = find_named(reg, rel.spelling, name, shared);
    if (idx != -1 || rel.nparts < 2) return idx;
    char minor[32];
    minor_of(&rel, minor, sizeof minor);
    if (!rel.tag) {
        if (!rel.part[2]) return -1;
        idx = find_named(reg, minor, name, shared);
        if (idx >= 0) *how = AS_MINOR;
        return idx;
    }
    idx = find_named(reg, rel.number, name, shared);
    if (idx == -1 && rel.part[2]) idx = find_named(reg, minor, name, shared);
    if (idx >= 0) *how = AS_RELEASE;
    return idx;
}

int64_t tfc__target_resolve_release(const tfc_registry *reg, const char *spec, const char *name)
{
    int patch;
    char given[160];
    int64_t shared;
    int64_t idx = resolve_tf(reg ? reg : tfc_registry_default(), spec, name, &patch, given, sizeof given, &shared, NULL);
    return idx < 0 ? -1 : idx;
}

/* "alpha@1.0, beta@1.0": the consumers of release `rel` from index b on. */
static void list_sharing(const tfc_registry *reg, size_t b, char *buf, size_t cap)
{
    const char *rel = tfc_registry_consumer_release(reg, b);
    const char *scheme = tfc_registry_consumer_scheme(reg, b);
    size_t k = 0;
    buf[0] = 0;
    for (size_t i = b; i < tfc_registry_consumer_count(reg) && k < cap; i++) {
        if (strcmp(tfc_registry_consumer_scheme(reg, i), scheme) || strcmp(tfc_registry_consumer_release(reg, i), rel))
            break;
        k += (size_t)snprintf(buf + k, cap - k, "%s%s@%s", k ? ", " : "", tfc_registry_consumer_name(reg, i), rel);
    }
}

/* A TensorFlow release (or a registry consumer's release) in the graphdef scheme. */
static int parse_tf(tfc_target *t, const char *spec, const char *name, tfc_error *err)
{
    const char *scheme = tfc_registry_scheme_graphdef();
    int patch;
    char given[160];
    int64_t shared = -1;
    int64_t idx = resolve_tf(t->registry, spec, name, &patch, given, sizeof given, &shared, err);
    if (idx == -2) return TFC_E_BAD_VALUE;
    if (idx == -3) {
        char who[512];
        list_sharing(t->registry, (size_t)shared, who, sizeof who);
        return tfc__fail(err, TFC_E_BAD_VALUE, -1,
                         "release '%s' is a release of several products of the registry (%s): name one as "
                         "NAME@RELEASE", spec, who);
    }
    if (idx >= 0) return set_tf(t, given, idx, patch, err);
    /* Name what the registry does know. */
    size_t n = tfc_registry_consumer_count(t->registry);
    const char *first = NULL, *last = NULL;
    for (size_t i = 0; i < n; i++) {
        if (strcmp(tfc_registry_consumer_scheme(t->registry, i), scheme)) continue;
        if (name && !strieq(tfc_registry_consumer_name(t->registry, i), name)) continue;
        if (!first) first = tfc_registry_consumer_release(t->registry, i);
        last = tfc_registry_consumer_release(t->registry, i);
    }
    if (name)
        return tfc__fail(err, TFC_E_UNKNOWN_RELEASE, -1,
                         "no consumer '%s' release '%s' in the registry's graphdef scheme (releases %s to %s)", name,
                         spec, first ? first : "none", last ? last : "none");
    return tfc__fail(err, TFC_E_UNKNOWN_RELEASE, -1,
                     "no release '%s' in the registry's graphdef scheme (it has %s to %s; see 'tfcompat registry list')",
                     spec, first ? first : "none", last ? last : "none");
}

static int set_runtime(tfc_target *t, const char *label, tfc_resolver *own, const tfc_resolver *r, tfc_error *err)
{
    if (t->runtime) {
        tfc_resolver_free(own);
        return tfc__fail(err, TFC_E_BAD_VALUE, -1, "the target names two TFLite runtimes ('%s' and '%s')", t->runtime,
                         label);
    }
    t->runtime = dup_str(label);
    if (!t->runtime) {
        tfc_resolver_free(own);
        return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    }
    t->own_resolver = own;
    t->resolver = r;
    return TFC_OK;
}

/* A TFLite runtime release: the standard interpreter of that release, by
 * the op-version module's one rule for release strings (tfcompat/
 * resolver.h: "X.Y.Z", "vX.Y.Z", "X.Y"; a patch release answers as its
 * minor release with the patches of it the data lists). */
static int parse_runtime(tfc_target *t, const char *spec, tfc_error *err)
{
    tfc_resolver *r = NULL;
    int rc = tfc_resolver_for_release(&r, spec, NULL, err);
    if (rc) return rc;
    return set_runtime(t, spec[0] == 'v' || spec[0] == 'V' ? spec + 1 : spec, r, r, err);
}

static int runtime_product(tfc_target *t, const char *spec, const char *at, tfc_error *err);

/* A runtime as `--runtime` names it: a release, or a profile NAME@VERSION. */
static int parse_runtime_or_profile(tfc_target *t, const char *spec, tfc_error *err)
{
    for (size_t i = 0; i < tfc_resolver_profile_count(); i++)
        if (strieq(tfc_resolver_profile_name(i), spec)) {
            tfc_resolver *r = NULL;
            int rc = tfc_resolver_for_release(&r, tfc_resolver_profile_name(i), NULL, err);
            if (rc) return rc;
            return set_runtime(t, tfc_resolver_profile_name(i), r, r, err);
        }
    const char *at = strchr(spec, '@');
    if (at) {
        if ((size_t)(at - spec) == 6 && !strncmp(spec, "litert", 6)) return parse_runtime(t, at + 1, err);
        if ((size_t)(at - spec) == 6 && !strncmp(spec, "tflite", 6)) return parse_runtime(t, at + 1, err);
        int rc = runtime_product(t, spec, at, err);
        if (rc != 1) return rc;
    {
        char known[512];
        size_t k = 0;
        known[0] = 0;
        for (size_t i = 0; i < tfc_resolver_profile_count() && k < sizeof known; i++)
            k += (size_t)snprintf(known + k, sizeof known - k, "%s%s", i ? ", " : "", tfc_resolver_profile_name(i));
        return tfc__fail(err, TFC_E_BAD_VALUE, -1, "no runtime profile '%s' (known: %s; or litert@X.Y.Z)", spec, known);
    }
    }
    return parse_runtime(t, spec, err);
}

int tfc__target_build(tfc_target **out, const tfc_registry *registry, const char *release, const char *runtime,
                      tfc_error *err)
{
    tfc_target *t = NULL;
    int rc = tfc_target_new(&t, registry, err);
    /* one item of a target string: a release, or NAME@VERSION (a product, tf@) */
    if (!rc && release) rc = parse_item(t, release, err);
    if (!rc && runtime) rc = parse_runtime_or_profile(t, runtime, err);
    if (!rc && (decide_interpreter(t) || make_name(t))) rc = tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    if (rc) {
        tfc_target_free(t);
        t = NULL;
    }
    *out = t;
    return rc;
}

/* ---- the catalogue of products (data/products.csv) ------------------------ */

/* 1 when `name` is a product of the catalogue. */
static int is_product(const char *name)
{
    for (size_t i = 0; i < tfc__product_count; i++)
        if (strieq(tfc__products[i].product, name)) return 1;
    return 0;
}

/* NAME@VERSION of the catalogue: the runtime that version embeds. */
static int parse_product(tfc_target *t, const char *name, const char *ver, tfc_error *err)
{
    tfc__release rel;
    if (tfc__release_parse(&rel, ver, 0, err)) return TFC_E_BAD_VALUE;
    int64_t k = tfc_product_find(name, ver);
    if (k < 0) {
        const char *first = NULL, *last = NULL;
        for (size_t i = 0; i < tfc__product_count; i++)
            if (strieq(tfc__products[i].product, name)) {
                if (!first) first = tfc__products[i].version;
                last = tfc__products[i].version;
            }
        return tfc__fail(err, TFC_E_UNKNOWN_RELEASE, -1,
                         "no %s version '%s' in the catalogue of products (it has %s to %s; see 'tfcompat registry "
                         "products')", name, ver, first, last);
    }
    const tfc__product_rec *p = &tfc__products[k];
    int rc;
    if (!strcmp(p->side, "tf")) {
        if (t->product_tf)
            return tfc__fail(err, TFC_E_BAD_VALUE, -1, "the target names two TensorFlow consumers ('%s@%s' and '%s@%s')",
                             t->product_tf->product, t->product_tf->version, p->product, p->version);
        rc = parse_tf(t, p->runtime_version, NULL, err);
        if (!rc) t->product_tf = p;
    } else {
        rc = parse_runtime(t, p->runtime_version, err);
        if (!rc) t->product_tflite = p;
    }
    return rc;
}

/* `--runtime PRODUCT@VERSION`: a product of the catalogue given as a TFLite
 * runtime. A product whose row embeds a TFLite runtime is that runtime; one
 * that embeds TensorFlow (tfjs-node: libtensorflow) has no TFLite side, and
 * naming it as one is TFC_E_BAD_VALUE, with what it is (every entry that
 * takes a runtime says the same). 1: not a product. */
static int runtime_product(tfc_target *t, const char *spec, const char *at, tfc_error *err)
{
    char name[64];
    size_t nl = (size_t)(at - spec);
    if (nl == 0 || nl >= sizeof name) return 1;
    memcpy(name, spec, nl);
    name[nl] = 0;
    if (!is_product(name)) return 1;
    int64_t k = tfc_product_find(name, at + 1);
    if (k >= 0 && strcmp(tfc__products[k].side, "tf")) return parse_product(t, name, at + 1, err);
    if (k < 0) return parse_product(t, name, at + 1, err); /* names the versions it has */
    const tfc__product_rec *p = &tfc__products[k];
    return tfc__fail(err, TFC_E_BAD_VALUE, -1,
                     "'%s' has no TFLite runtime: %s %s embeds %s %s, which loads TensorFlow graphs and SavedModels; "
                     "ask it as a target (--tf/--target %s), where a TFLite model is KIND_NOT_LOADED",
                     spec, p->product, p->version, p->runtime, p->runtime_version, spec);
}

static int parse_item(tfc_target *t, const char *item, tfc_error *err)
{
    char name[64];
    const char *ver = NULL;
    int split = tfc__release_split_product(item, name, sizeof name, &ver, err);
    if (split < 0) return split;
    if (!split) return parse_tf(t, item, NULL, err);
    if (strieq(name, "tf") || strieq(name, "tensorflow")) return parse_tf(t, ver, NULL, err);
    if (strieq(name, "litert") || strieq(name, "tflite")) return parse_runtime(t, ver, err);
    /* A measured runtime build: "litertjs@2.5.3". */
    for (size_t i = 0; i < tfc_resolver_profile_count(); i++)
        if (strieq(tfc_resolver_profile_name(i), item)) return parse_runtime_or_profile(t, item, err);
    for (size_t i = 0; i < tfc_registry_consumer_count(t->registry); i++)
        if (strieq(tfc_registry_consumer_name(t->registry, i), name)) return parse_tf(t, ver, name, err);
    /* TensorFlow.js: the runtime's op mapping, the converter's op list. */
    if (strieq(name, "tfjs") || strieq(name, "tfjs-converter")) return tfc__target_tfjs(t, name, ver, err);
    /* A product users name: "tfjs-node@4.22.0", "tf-serving@2.11.1". */
    if (is_product(name)) {
        int rc = parse_product(t, name, ver, err);
        if (!rc) tfc__target_tfjs_product(t, name, ver);
        return rc;
    }
    char known[512];
    size_t k = 0;
    known[0] = 0;
    for (size_t i = 0; i < tfc_resolver_profile_count() && k < sizeof known; i++)
        k += (size_t)snprintf(known + k, sizeof known - k, "%s%s", i ? ", " : "", tfc_resolver_profile_name(i));
    return tfc__fail(err, TFC_E_BAD_VALUE, -1,
                     "'%s' names no consumer of the registry, no product and no runtime profile (profiles: %s; "
                     "products: 'tfcompat registry products'; releases: RELEASE, tf@RELEASE, litert@RELEASE)", item, known);
}

/* The interpreter a TensorFlow release answers TFLite models with: its own
 * tf.lite.Interpreter, the standard interpreter of the TFLite release of
 * the same number (check.h). Decided once, when the release is first
 * parsed, from the release as asked ("2.11.1"; a pre-release or build
 * spelling by the release it precedes). Only a TensorFlow release: a
 * product (tfjs-node embeds libtensorflow, which has no TFLite interpreter)
 * or another consumer of a registry has no TFLite side. */
static int decide_interpreter(tfc_target *t)
{
    if (t->interp_decided || !t->release) return TFC_OK;
    t->interp_decided = 1;
    if (t->product_tf || t->consumer < 0 ||
        !strieq(tfc_registry_consumer_name(t->registry, (size_t)t->consumer), "TensorFlow"))
        return TFC_OK;
    /* The release as asked, read by the one release grammar ("v2.11.1":
     * 2.11.1); a pre-release ("2.11.0-rc1") or a caller's tf_version the
     * grammar refuses ("2.14.0-custom") is the release it was answered as. */
    const char *asked = t->tf_version ? t->tf_version : t->release;
    tfc__release rel;
    if (tfc__release_parse(&rel, asked, 0, NULL) || rel.tag) asked = t->release;
    else asked = rel.spelling;
    t->interp_release = dup_str(asked);
    return t->interp_release ? TFC_OK : TFC_E_NOMEM;
}

int tfc__target_interpreter(const tfc_target *ct, const tfc_resolver **r, const char **why)
{
    tfc_target *t = (tfc_target *)ct; /* the cache only: what the target answers does not change */
    int rc = TFC_OK;
    pthread_mutex_lock(&t->interp_mu);
    if (!t->interp && !t->interp_why) {
        tfc_error e;
        tfc_error_init(&e, sizeof e);
        rc = tfc_resolver_for_release(&t->interp, t->interp_release, NULL, &e);
        if (rc && rc != TFC_E_NOMEM) {
            char buf[600];
            snprintf(buf, sizeof buf, "TensorFlow %s has no TFLite interpreter this ruleset knows (%s)",
                     t->interp_release, e.message);
            rc = (t->interp_why = dup_str(buf)) ? TFC_OK : TFC_E_NOMEM;
        }
    }
    *r = t->interp;
    *why = t->interp_why;
    pthread_mutex_unlock(&t->interp_mu);
    return rc;
}

int tfc__target_side(const tfc_target *t, int32_t kind)
{
    if (!t->release && !t->has_consumer && !t->resolver && !t->tfjs_side) return TFC__SIDE_ANY;
    if (kind == TFC_KIND_TFJS_MODEL) return t->tfjs_side == TFC_TFJS_RUNTIME ? TFC__SIDE_TFJS : TFC__SIDE_NONE;
    if (t->tfjs_side == TFC_TFJS_CONVERTER && !t->release && !t->has_consumer && kind != TFC_KIND_TFLITE &&
        kind != TFC_KIND_CHECKPOINT_INDEX)
        return TFC__SIDE_TFJS;
    if (kind == TFC_KIND_TFLITE)
        return t->resolver ? TFC__SIDE_RUNTIME : t->interp_release ? TFC__SIDE_INTERPRETER : TFC__SIDE_NONE;
    return t->release ? TFC__SIDE_RELEASE : t->has_consumer ? TFC__SIDE_CONSUMER : TFC__SIDE_NONE;
}

void tfc__product_name(char *buf, size_t cap, const tfc__product_rec *p)
{
    /* the product, and what it embeds */
    snprintf(buf, cap, "%s %s (%s %s)", p->product, p->version, p->runtime, p->runtime_version);
}

/* The name of what was asked, whole (tfc_target_name) and per kind
 * (tfc_target_name_for_kind): the side that answers the kind, or the
 * whole target when none does. Every label of every entry comes from here. */
static int make_name(tfc_target *t)
{
    char buf[512];
    size_t n = 0, n_tf;
    buf[0] = 0;
    if (t->release && t->product_tf) {
        tfc__product_name(buf, sizeof buf, t->product_tf);
        n = strlen(buf);
    } else if (t->release) {
        const char *rel = t->tf_version ? t->tf_version : t->release;
        const char *who = tfc_registry_consumer_name(t->registry, (size_t)t->consumer);
        n += (size_t)snprintf(buf, sizeof buf, "%s %s", who, rel);
        if (n >= sizeof buf) n = sizeof buf - 1; /* a caller's tf_version may be long: cut, never past buf */
        if (t->tf_version && strcmp(t->tf_version, t->release))
            n += (size_t)snprintf(buf + n, sizeof buf - n, " (as %s)", t->release);
    } else if (t->has_consumer) {
        int64_t s = tfc_registry_scheme_find(t->registry, t->scheme ? t->scheme : tfc_registry_scheme_graphdef());
        n += (size_t)snprintf(buf, sizeof buf, "%s consumer %d (min_producer %d)",
                              s >= 0 ? tfc_registry_scheme_upper(t->registry, (size_t)s) : "VersionDef",
                              (int)t->consumer_version, (int)t->min_producer);
    }
    if (n >= sizeof buf) n = sizeof buf - 1;
    if (t->core_ops_only && n && n < sizeof buf)
        n += (size_t)snprintf(buf + n, sizeof buf - n, ", core ops only (no XLA/TPU ops)");
    if (n >= sizeof buf) n = sizeof buf - 1;
    n_tf = n;
    if (t->runtime && t->product_tflite) {
        char p[256];
        tfc__product_name(p, sizeof p, t->product_tflite);
        snprintf(buf + n, sizeof buf - n, "%s%s", n ? ", " : "", p);
    } else if (t->runtime) snprintf(buf + n, sizeof buf - n, "%sTFLite runtime %s", n ? ", " : "", t->runtime);
    else if (!n && t->tfjs_side) snprintf(buf, sizeof buf, "%s", t->tfjs_name);
    else if (!n) snprintf(buf, sizeof buf, "any release");
    char graph[512], lite[600];
    switch (tfc__target_side(t, TFC_KIND_SAVED_MODEL)) {
    case TFC__SIDE_RELEASE:
    case TFC__SIDE_CONSUMER: snprintf(graph, sizeof graph, "%.*s", (int)n_tf, buf); break;
    default: snprintf(graph, sizeof graph, "%s", buf); /* any release; or none: what was asked */
    }
    switch (tfc__target_side(t, TFC_KIND_TFLITE)) {
    case TFC__SIDE_RUNTIME: snprintf(lite, sizeof lite, "%s", buf + n_tf + (n_tf ? 2 : 0)); break;
    case TFC__SIDE_INTERPRETER:
        snprintf(lite, sizeof lite, "%.*s, its tf.lite.Interpreter (TFLite runtime %s)", (int)n_tf, buf,
                 t->interp_release);
        break;
    case TFC__SIDE_ANY: snprintf(lite, sizeof lite, "any TFLite runtime release"); break;
    default: snprintf(lite, sizeof lite, "%s", buf);
    }
    char *names[3] = {dup_str(buf), dup_str(graph), dup_str(lite)};
    tfc__free(NULL, t->name);
    tfc__free(NULL, t->kind_name[0]);
    tfc__free(NULL, t->kind_name[1]);
    t->name = names[0];
    t->kind_name[0] = names[1];
    t->kind_name[1] = names[2];
    return names[0] && names[1] && names[2] ? TFC_OK : TFC_E_NOMEM;
}

static tfc_target *target_new(const tfc_registry *registry)
{
    tfc_target *t = tfc__calloc(NULL, 1, sizeof *t);
    if (!t) return NULL;
    t->registry = registry ? registry : tfc_registry_default();
    t->consumer = -1;
    t->loader = -1;
    pthread_mutex_init(&t->interp_mu, NULL);
    return t;
}

/* Adds the items of `spec` to t. */
static int add_items(tfc_target *t, const char *spec, tfc_error *err)
{
    if (strlen(spec) > 4096) return tfc__fail(err, TFC_E_BAD_VALUE, -1, "target string longer than 4096 bytes");
    char *copy = dup_str(spec);
    if (!copy) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    int rc = TFC_OK, items = 0;
    char *p = copy;
    for (;;) {
        char *comma = strchr(p, ',');
        if (comma) *comma = 0;
        /* trim spaces */
        while (*p == ' ' || *p == '\t') p++;
        char *e = p + strlen(p);
        while (e > p && (e[-1] == ' ' || e[-1] == '\t')) *--e = 0;
        if (!*p) {
            rc = tfc__fail(err, TFC_E_BAD_VALUE, -1, "empty item in target '%s'", spec);
            break;
        }
        if ((rc = parse_item(t, p, err))) break;
        items++;
        if (!comma) break;
        p = comma + 1;
    }
    tfc__free(NULL, copy);
    if (!rc && !items) rc = tfc__fail(err, TFC_E_BAD_VALUE, -1, "empty target");
    if (!rc && (decide_interpreter(t) || make_name(t))) rc = tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    return rc;
}

int32_t tfc_target_parse(tfc_target **out, const char *spec, const tfc_registry *registry, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!spec) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "spec is NULL");
    tfc_target *t = target_new(registry);
    if (!t) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    int rc = add_items(t, spec, err);
    if (rc) {
        tfc_target_free(t);
        return rc;
    }
    *out = t;
    return TFC_OK;
}

int32_t tfc_target_add(tfc_target *t, const char *spec, tfc_error *err)
{
    if (!t || !spec) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "target and spec are required");
    return add_items(t, spec, err);
}

int32_t tfc_target_new(tfc_target **out, const tfc_registry *registry, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = target_new(registry);
    if (!*out || make_name(*out)) {
        tfc_target_free(*out);
        *out = NULL;
        return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    }
    return TFC_OK;
}

int32_t tfc_target_set_tf_version(tfc_target *t, const char *tf_version, tfc_error *err)
{
    if (!t || !tf_version || (!t->release && !t->has_consumer))
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "the target has no TensorFlow side, or tf_version is NULL");
    char *v = dup_str(tf_version);
    if (!v) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    tfc__free(NULL, t->tf_version);
    t->tf_version = v;
    return make_name(t) ? tfc__fail(err, TFC_E_NOMEM, -1, "out of memory") : TFC_OK;
}

int32_t tfc_target_new_consumer(tfc_target **out, const tfc_registry *registry, const char *scheme,
                                int32_t consumer, int32_t min_producer, const char *tf_version, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    tfc_target *t = target_new(registry);
    if (!t) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    if (scheme && tfc_registry_scheme_find(t->registry, scheme) < 0) {
        tfc_target_free(t);
        return tfc__fail(err, TFC_E_BAD_VALUE, -1, "unknown scheme '%s'", scheme);
    }
    t->has_consumer = 1;
    t->consumer_version = consumer;
    t->min_producer = min_producer;
    t->scheme = dup_str(scheme);
    t->tf_version = dup_str(tf_version ? tf_version : "unknown");
    if ((scheme && !t->scheme) || !t->tf_version || make_name(t)) {
        tfc_target_free(t);
        return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    }
    *out = t;
    return TFC_OK;
}

int32_t tfc_target_set_resolver(tfc_target *t, const tfc_resolver *resolver, const char *label, tfc_error *err)
{
    if (!t || !resolver) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "target and resolver are required");
    char *l = dup_str(label ? label : "resolver");
    if (!l) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    tfc_resolver_free(t->own_resolver);
    t->own_resolver = NULL;
    tfc__free(NULL, t->runtime);
    t->runtime = l;
    t->resolver = resolver;
    t->product_tflite = NULL;
    return make_name(t) ? tfc__fail(err, TFC_E_NOMEM, -1, "out of memory") : TFC_OK;
}

void tfc_target_free(tfc_target *t)
{
    if (!t) return;
    tfc__free(NULL, t->release);
    tfc__free(NULL, t->tf_version);
    tfc__free(NULL, t->scheme);
    tfc__free(NULL, t->runtime);
    tfc_resolver_free(t->own_resolver);
    tfc__free(NULL, t->note);
    tfc__free(NULL, t->name);
    tfc__free(NULL, t->kind_name[0]);
    tfc__free(NULL, t->kind_name[1]);
    tfc_resolver_free(t->interp);
    tfc__free(NULL, t->interp_release);
    tfc__free(NULL, t->interp_why);
    pthread_mutex_destroy(&t->interp_mu);
    tfc_registry_free(t->loader_registry);
    tfc__free(NULL, t);
}

const char *tfc_target_name(const tfc_target *t) { return t && t->name ? t->name : ""; }
const char *tfc_target_name_for_kind(const tfc_target *t, int32_t kind)
{
    if (!t) return "";
    if (kind == TFC_KIND_TFJS_MODEL && t->tfjs_side == TFC_TFJS_RUNTIME) return t->tfjs_name;
    const char *s = t->kind_name[kind == TFC_KIND_TFLITE];
    return s ? s : tfc_target_name(t);
}

int32_t tfc_target_add_runtime(tfc_target *t, const char *spec, tfc_error *err)
{
    if (!t || !spec) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "target and spec are required");
    if (strlen(spec) > 4096) return tfc__fail(err, TFC_E_BAD_VALUE, -1, "runtime string longer than 4096 bytes");
    int rc = parse_runtime_or_profile(t, spec, err);
    if (!rc && make_name(t)) rc = tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    return rc;
}
const tfc_registry *tfc_target_registry(const tfc_target *t) { return t ? t->registry : NULL; }
const char *tfc_target_release(const tfc_target *t) { return t ? t->release : NULL; }
const char *tfc_target_tf_version(const tfc_target *t)
{
    if (!t || (!t->release && !t->has_consumer)) return NULL;
    return t->tf_version ? t->tf_version : t->release;
}
int64_t tfc_target_consumer(const tfc_target *t) { return t ? t->consumer : -1; }
int64_t tfc_target_consumer_version(const tfc_target *t) { return t && t->has_consumer ? t->consumer_version : -1; }
const char *tfc_target_runtime(const tfc_target *t) { return t ? t->runtime : NULL; }
const char *tfc_target_note(const tfc_target *t) { return t && t->note ? t->note : ""; }

const char *tfc_target_product(const tfc_target *t)
{
    if (!t) return NULL;
    return t->product_tf ? t->product_tf->product : t->product_tflite ? t->product_tflite->product : NULL;
}
const char *tfc_target_product_version(const tfc_target *t)
{
    if (!t) return NULL;
    return t->product_tf ? t->product_tf->version : t->product_tflite ? t->product_tflite->version : NULL;
}
const char *tfc_target_embedded(const tfc_target *t)
{
    if (!t) return NULL;
    const tfc__product_rec *p = t->product_tf ? t->product_tf : t->product_tflite;
    return p ? p->runtime : NULL;
}
const char *tfc_target_embedded_version(const tfc_target *t)
{
    if (!t) return NULL;
    const tfc__product_rec *p = t->product_tf ? t->product_tf : t->product_tflite;
    return p ? p->runtime_version : NULL;
}

int32_t tfc_target_set_core_ops_only(tfc_target *t, int32_t core_only, tfc_error *err)
{
    if (!t || !t->release)
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "the target has no TensorFlow release side");
    t->core_ops_only = core_only != 0;
    return make_name(t) ? tfc__fail(err, TFC_E_NOMEM, -1, "out of memory") : TFC_OK;
}

int32_t tfc_target_core_ops_only(const tfc_target *t) { return t ? t->core_ops_only : 0; }

/* Consumer i of `from`, copied into b (loader replaced when >= 0). */
static int copy_consumer(tfc_registry_builder *b, const tfc_registry *from, size_t i, int32_t loader, tfc_error *err)
{
    tfc_consumer_spec c;
    tfc_consumer_spec_init(&c, sizeof c);
    c.scheme = tfc_registry_consumer_scheme(from, i);
    c.name = tfc_registry_consumer_name(from, i);
    c.release = tfc_registry_consumer_release(from, i);
    c.version_known = tfc_registry_consumer_known(from, i);
    c.consumer = tfc_registry_consumer_version(from, i);
    c.consumer_low = tfc_registry_consumer_version_low(from, i);
    c.consumer_high = tfc_registry_consumer_version_high(from, i);
    c.min_producer = tfc_registry_consumer_min_producer(from, i);
    c.min_consumer = tfc_registry_consumer_min_consumer(from, i);
    c.date = tfc_registry_consumer_date(from, i);
    c.mark = tfc_registry_consumer_mark(from, i);
    c.source = tfc_registry_consumer_source(from, i);
    c.citation = tfc_registry_consumer_citation(from, i);
    c.op_set = tfc_registry_consumer_op_set(from, i);
    c.loader = loader >= 0 ? loader : tfc_registry_consumer_loader(from, i);
    return tfc_registry_builder_add_consumer_spec(b, &c, err);
}

/* The TensorFlow side's consumer (loader replaced when >= 0) and the
 * release's checkpoint consumer, copied into a registry of the target's
 * own, which the check layer asks instead of the target's registry. */
static int own_registry(tfc_target *t, int32_t loader, tfc_error *err)
{
    tfc_registry_builder *b = NULL;
    tfc_registry *own = NULL;
    int32_t rc = tfc_registry_builder_new(&b, NULL, err);
    if (!rc) rc = copy_consumer(b, t->registry, (size_t)t->consumer, loader, err);
    int64_t ck = tfc_registry_find(t->registry, tfc_registry_scheme_checkpoint(), t->release);
    if (!rc && ck >= 0) rc = copy_consumer(b, t->registry, (size_t)ck, -1, err);
    if (!rc) rc = tfc_registry_builder_build(&own, b, err);
    tfc_registry_builder_free(b);
    if (rc) return rc;
    tfc_registry_free(t->loader_registry);
    t->loader_registry = own;
    return TFC_OK;
}

int32_t tfc_target_set_loader(tfc_target *t, int32_t loader, tfc_error *err)
{
    if (!t || !t->release || t->consumer < 0)
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "the target has no TensorFlow release side");
    if (loader != TFC_LOADER_SESSION && loader != TFC_LOADER_PYTHON_V1)
        return tfc__fail(err, TFC_E_BAD_VALUE, -1, "unknown loader %d (enum tfc_loader)", (int)loader);
    int rc = own_registry(t, loader, err);
    if (!rc) t->loader = loader;
    return rc;
}

int32_t tfc_target_loader(const tfc_target *t)
{
    if (!t || !t->release || t->consumer < 0) return -1;
    return t->loader >= 0 ? t->loader : tfc_registry_consumer_loader(t->registry, (size_t)t->consumer);
}
