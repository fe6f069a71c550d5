/*
 * artifact.c - one entry to open anything (tfcompat/artifact.h).
 *
 * The integration layer above the readers: detection (tfc_container_detect_kind,
 * tfc_file_detect_kind), the container reader (tfc_file_open_model/parse), the
 * checkpoint reader, the VersionDef parser and the TFLite reader. Every
 * byte that comes from a path is read by those readers and the file layer
 * (file_internal.h); nothing here opens a file itself.
 */
#include <string.h>

#include "file_internal.h"
#include "internal.h"
#include "tfcompat/artifact.h"
#include "tfcompat/file.h"
#include "tfcompat/registry.h"
#include "tfcompat/tfjs.h"

/* What a consumer checks: one VersionDef and the ops of its graph. */
typedef struct unit {
    const tfc_versiondef *versions;
    const char **ops; /* graph ops then function ops; NULL when none */
    size_t n_ops;
} unit;

struct tfc_artifact {
    tfc_allocator alloc;
    int32_t kind;
    int32_t is_dir;
    char *path;            /* copy of the path given; NULL for bytes */
    char *checkpoint_path; /* index read or tried; NULL when none */
    tfc_model *model;
    tfc_checkpoint *checkpoint;
    int32_t checkpoint_status;
    tfc_error checkpoint_error;
    tfc_tflite_model *tflite;
    tfc_versiondef *versiondef;
    tfc_tfjs_model *tfjs;
    unit *units;
    size_t n_units;
};

/* Options with every field resolved; the readers' allocators filled in. */
typedef struct resolved {
    uint32_t flags;
    int32_t expected_kind;
    uint32_t read_kinds; /* 0: every kind */
    const tfc_allocator *alloc;
    tfc_parse_options parse;
    tfc_checkpoint_options checkpoint;
    tfc_tflite_options tflite;
    tfc_tfjs_options tfjs; /* the defaults, with the artifact's allocator */
} resolved;

void tfc_artifact_options_init(tfc_artifact_options *opts, size_t size)
{
    tfc_artifact_options d;
    memset(&d, 0, sizeof d);
    d.size = (uint32_t)sizeof d;
    tfc__struct_out(opts, size, &d, sizeof d);
}

static int resolve(resolved *r, const tfc_artifact_options *in, tfc_error *err)
{
    tfc_artifact_options o;
    tfc_artifact_options_init(&o, sizeof o);
    if (in) {
        TFC__READ(tfc_artifact_options, &o, in, flags);
        TFC__READ(tfc_artifact_options, &o, in, expected_kind);
        TFC__READ(tfc_artifact_options, &o, in, allocator);
        TFC__READ(tfc_artifact_options, &o, in, parse);
        TFC__READ(tfc_artifact_options, &o, in, checkpoint);
        TFC__READ(tfc_artifact_options, &o, in, tflite);
        TFC__READ(tfc_artifact_options, &o, in, read_kinds);
    }
    memset(r, 0, sizeof *r);
    r->flags = o.flags;
    r->expected_kind = o.expected_kind;
    r->read_kinds = o.read_kinds;
    r->alloc = o.allocator;
    switch (o.expected_kind) {
    case TFC_KIND_UNKNOWN: case TFC_KIND_GRAPH_DEF: case TFC_KIND_META_GRAPH_DEF: case TFC_KIND_SAVED_MODEL:
    case TFC_KIND_CHECKPOINT_INDEX: case TFC_KIND_TFLITE: case TFC_KIND_VERSION_DEF: case TFC_KIND_TFJS_MODEL:
        break;
    default:
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "expected_kind %d is not a kind", (int)o.expected_kind);
    }
    tfc__parse_options_resolve(&r->parse, o.parse);
    if (!r->parse.allocator) r->parse.allocator = r->alloc;
    /* The readers' own resolvers read the caller's options within their
     * size; here only the allocator is filled in, on a full-size copy. */
    tfc__checkpoint_options_resolve(&r->checkpoint, o.checkpoint);
    if (!r->checkpoint.allocator) r->checkpoint.allocator = r->alloc;
    tfc__tflite_options_resolve(&r->tflite, o.tflite);
    if (!r->tflite.allocator) r->tflite.allocator = r->alloc;
    tfc_tfjs_options_init(&r->tfjs, sizeof r->tfjs);
    r->tfjs.allocator = r->alloc;
    return TFC_OK;
}

/* 1 when the caller asked for this kind to be read (not only detected). */
static int wanted(const resolved *r, int32_t kind)
{
    return !r->read_kinds || (r->read_kinds & TFC_ARTIFACT_KIND_BIT(kind));
}

static tfc_artifact *artifact_new(const resolved *r)
{
    tfc_allocator a;
    tfc__allocator_copy(&a, r->alloc);
    tfc_artifact *art = tfc__calloc(&a, 1, sizeof *art);
    if (!art) return NULL;
    art->alloc = a;
    tfc_error_init(&art->checkpoint_error, sizeof art->checkpoint_error);
    return art;
}

void tfc_artifact_free(tfc_artifact *a)
{
    if (!a) return;
    for (size_t i = 0; a->units && i < a->n_units; i++) tfc__free(&a->alloc, (void *)a->units[i].ops);
    tfc__free(&a->alloc, a->units);
    tfc_model_free(a->model);
    tfc_checkpoint_free(a->checkpoint);
    tfc_tflite_model_free(a->tflite);
    tfc_versiondef_free(a->versiondef);
    tfc_tfjs_model_free(a->tfjs);
    tfc__free(&a->alloc, a->path);
    tfc__free(&a->alloc, a->checkpoint_path);
    tfc_allocator alloc = a->alloc;
    tfc__free(&alloc, a);
}

static int fail_free(tfc_artifact *a, int rc)
{
    tfc_artifact_free(a);
    return rc;
}

/* The VersionDefs a consumer checks and, for a model, the ops of each graph. */
static int build_units(tfc_artifact *a, tfc_error *err)
{
    size_t n = a->model ? tfc_model_meta_graph_count(a->model)
               : a->versiondef || (a->checkpoint && a->kind == TFC_KIND_CHECKPOINT_INDEX) ? 1 : 0;
    if (n == 0) return TFC_OK;
    a->units = tfc__calloc(&a->alloc, n, sizeof *a->units);
    if (!a->units) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    a->n_units = n;
    if (!a->model) {
        a->units[0].versions = a->versiondef ? a->versiondef : tfc_checkpoint_versions(a->checkpoint);
        return TFC_OK;
    }
    for (size_t g = 0; g < n; g++) {
        const tfc_meta_graph *mg = tfc_model_meta_graph(a->model, g);
        size_t na = tfc_meta_graph_name_count(mg, TFC_NAMES_OPS_IN_GRAPH);
        size_t nb = tfc_meta_graph_name_count(mg, TFC_NAMES_OPS_IN_FUNCTIONS);
        a->units[g].versions = tfc_meta_graph_versions(mg);
        if (na + nb == 0) continue;
        const char **ops = tfc__calloc(&a->alloc, na + nb, sizeof *ops);
        if (!ops) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
        for (size_t i = 0; i < na; i++) ops[i] = tfc_meta_graph_name(mg, TFC_NAMES_OPS_IN_GRAPH, i);
        for (size_t i = 0; i < nb; i++) ops[na + i] = tfc_meta_graph_name(mg, TFC_NAMES_OPS_IN_FUNCTIONS, i);
        a->units[g].ops = ops;
        a->units[g].n_ops = na + nb;
    }
    return TFC_OK;
}

/*
 * A SavedModel directory's variables/variables.index: absent is no error;
 * present but unreadable is recorded for tfc_artifact_checkpoint_status;
 * only running out of memory fails the open.
 */
static int open_directory_checkpoint(tfc_artifact *a, const resolved *r, tfc_error *err)
{
    char *index = NULL;
    int rc = tfc__path_join(&index, &a->alloc, a->path, "variables/variables.index", err);
    if (rc) return rc;
    rc = tfc_checkpoint_open(&a->checkpoint, index, &r->checkpoint, &a->checkpoint_error);
    if (rc == TFC_E_NOT_FOUND) {
        tfc__free(&a->alloc, index);
        return TFC_OK;
    }
    if (rc == TFC_E_NOMEM) {
        tfc__free(&a->alloc, index);
        return tfc__fail(err, rc, a->checkpoint_error.offset, "%s", a->checkpoint_error.message);
    }
    a->checkpoint_status = rc;
    a->checkpoint_path = index; /* owned by the artifact from here */
    return TFC_OK;
}

/* A bare VersionDef file: read through the file layer, parsed from bytes. */
static int open_versiondef(tfc_versiondef **out, const char *path, const tfc_parse_options *o, tfc_error *err)
{
    uint8_t *data = NULL;
    size_t len = 0;
    int rc = tfc__file_read_all(&data, &len, path, o->max_input_size, o->allocator, err);
    if (rc) return rc;
    rc = tfc_versiondef_parse(out, data, len, o, err);
    tfc__free(o->allocator, data);
    return rc;
}

/*
 * A read of a kind the caller gave (not detected) failed: text is no binary
 * kind, so when the input is text say that, as detection would, rather than
 * where a misread offset points. Only on this failure path: a read that
 * succeeds is not checked twice. Returns the code to report.
 */
static int text_instead(int rc, const char *path, const uint8_t *data, size_t len, tfc_error *err)
{
    int32_t seen = TFC_KIND_UNKNOWN;
    tfc_error derr;
    tfc_error_init(&derr, sizeof derr);
    int d = path ? tfc_file_detect_kind(&seen, NULL, path, &derr) : tfc_container_detect_kind(&seen, data, len, &derr);
    if (d != TFC_E_TEXT_FORMAT || rc == TFC_E_NOMEM) return rc;
    return tfc__fail(err, TFC_E_TEXT_FORMAT, derr.offset, "%s", derr.message);
}

int32_t tfc_artifact_open(tfc_artifact **out, const char *path, const tfc_artifact_options *opts, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!path) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "path is NULL");
    resolved r;
    int rc = resolve(&r, opts, err);
    if (rc) return rc;
    /* A directory is read as a SavedModel directory; with another expected
     * kind, that kind's reader refuses it. */
    int32_t kind = r.expected_kind, is_dir = tfc__is_dir(path);
    /* A directory holds a model (its saved_model.pb), whose reader detects
     * the content itself: detecting it first would read the file twice. */
    if (kind == TFC_KIND_UNKNOWN && is_dir) kind = TFC_KIND_SAVED_MODEL;
    else if (kind == TFC_KIND_UNKNOWN && (rc = tfc_file_detect_kind(&kind, NULL, path, err))) return rc;

    tfc_artifact *a = artifact_new(&r);
    if (!a) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    a->kind = kind;
    if (!(a->path = tfc__strndup(&a->alloc, path, strlen(path))))
        return fail_free(a, tfc__fail(err, TFC_E_NOMEM, -1, "out of memory"));
    if (!wanted(&r, kind)) { /* detected, not read */
        a->is_dir = kind == TFC_KIND_SAVED_MODEL && is_dir;
        *out = a;
        return TFC_OK;
    }
    switch (kind) {
    case TFC_KIND_CHECKPOINT_INDEX:
        rc = tfc_checkpoint_open(&a->checkpoint, path, &r.checkpoint, err);
        if (!rc && !(a->checkpoint_path = tfc__strndup(&a->alloc, path, strlen(path))))
            rc = tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
        break;
    case TFC_KIND_TFLITE:
        rc = tfc_tflite_model_open(&a->tflite, path, &r.tflite, err);
        break;
    case TFC_KIND_VERSION_DEF:
        rc = open_versiondef(&a->versiondef, path, &r.parse, err);
        break;
    case TFC_KIND_TFJS_MODEL:
        rc = tfc_tfjs_model_open(&a->tfjs, path, &r.tfjs, err);
        break;
    default: /* GraphDef, MetaGraphDef, SavedModel: the content decides (or must match) */
        rc = tfc__file_open_model_looked(&a->model, path, is_dir, r.expected_kind, &r.parse, err);
        if (!rc) a->kind = tfc_model_kind(a->model);
        if (!rc) a->is_dir = is_dir;
        if (!rc && is_dir && !(r.flags & TFC_ARTIFACT_NO_CHECKPOINT)) rc = open_directory_checkpoint(a, &r, err);
        break;
    }
    if (!rc) rc = build_units(a, err);
    if (rc && r.expected_kind != TFC_KIND_UNKNOWN && !is_dir) rc = text_instead(rc, path, NULL, 0, err);
    if (rc) return fail_free(a, rc);
    *out = a;
    return TFC_OK;
}

int32_t tfc_artifact_parse(tfc_artifact **out, const uint8_t *data, size_t len, const tfc_artifact_options *opts,
                           tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!data && len) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "data is NULL");
    resolved r;
    int rc = resolve(&r, opts, err);
    if (rc) return rc;
    int32_t kind = r.expected_kind;
    if (kind == TFC_KIND_UNKNOWN && (rc = tfc_container_detect_kind(&kind, data, len, err))) return rc;

    tfc_artifact *a = artifact_new(&r);
    if (!a) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    a->kind = kind;
    if (!wanted(&r, kind)) { /* detected, not read */
        *out = a;
        return TFC_OK;
    }
    switch (kind) {
    case TFC_KIND_CHECKPOINT_INDEX:
        rc = tfc_checkpoint_parse(&a->checkpoint, data, len, &r.checkpoint, err);
        break;
    case TFC_KIND_TFLITE:
        rc = tfc_tflite_model_parse(&a->tflite, data, len, &r.tflite, err);
        break;
    case TFC_KIND_VERSION_DEF:
        rc = tfc_versiondef_parse(&a->versiondef, data, len, &r.parse, err);
        break;
    case TFC_KIND_TFJS_MODEL:
        rc = tfc_tfjs_model_parse(&a->tfjs, data, len, &r.tfjs, err);
        break;
    default:
        rc = tfc_model_parse(&a->model, data, len, r.expected_kind, &r.parse, err);
        if (!rc) a->kind = tfc_model_kind(a->model);
        break;
    }
    if (!rc) rc = build_units(a, err);
    if (rc && r.expected_kind != TFC_KIND_UNKNOWN) rc = text_instead(rc, NULL, data, len, err);
    if (rc) return fail_free(a, rc);
    *out = a;
    return TFC_OK;
}

int32_t tfc_artifact_kind(const tfc_artifact *a) { return a ? a->kind : TFC_KIND_UNKNOWN; }
int32_t tfc_artifact_is_directory(const tfc_artifact *a) { return a ? a->is_dir : 0; }
const char *tfc_artifact_path(const tfc_artifact *a) { return a ? a->path : NULL; }
const tfc_model *tfc_artifact_model(const tfc_artifact *a) { return a ? a->model : NULL; }
const tfc_checkpoint *tfc_artifact_checkpoint(const tfc_artifact *a) { return a ? a->checkpoint : NULL; }
const char *tfc_artifact_checkpoint_path(const tfc_artifact *a) { return a ? a->checkpoint_path : NULL; }
const tfc_tflite_model *tfc_artifact_tflite(const tfc_artifact *a) { return a ? a->tflite : NULL; }
const tfc_versiondef *tfc_artifact_versiondef(const tfc_artifact *a) { return a ? a->versiondef : NULL; }
const tfc_tfjs_model *tfc_artifact_tfjs_model(const tfc_artifact *a) { return a ? a->tfjs : NULL; }

int32_t tfc_artifact_checkpoint_status(const tfc_artifact *a, tfc_error *err)
{
    if (!a) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "artifact is NULL");
    if (!a->checkpoint_status) return TFC_OK;
    return tfc__fail(err, a->checkpoint_status, a->checkpoint_error.offset, "%s", a->checkpoint_error.message);
}

const char *tfc_artifact_scheme(const tfc_artifact *a)
{
    if (!a || a->kind == TFC_KIND_TFLITE || a->kind == TFC_KIND_TFJS_MODEL) return NULL;
    return a->kind == TFC_KIND_CHECKPOINT_INDEX ? tfc_registry_scheme_checkpoint() : tfc_registry_scheme_graphdef();
}

size_t tfc_artifact_versions_count(const tfc_artifact *a) { return a ? a->n_units : 0; }

const tfc_versiondef *tfc_artifact_versions(const tfc_artifact *a, size_t i)
{
    return a && i < a->n_units ? a->units[i].versions : NULL;
}

const char *const *tfc_artifact_ops(const tfc_artifact *a, size_t i, size_t *n)
{
    if (n) *n = 0;
    if (!a || !n || i >= a->n_units) return NULL;
    *n = a->units[i].n_ops;
    return a->units[i].ops;
}
