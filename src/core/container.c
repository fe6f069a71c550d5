/*
 * container.c - GraphDef, MetaGraphDef and SavedModel as a model object:
 * the parse entry, the envelopes read around the graph (SavedModel,
 * MetaGraphDef, MetaInfoDef: tags, versions, the stripped op list), and
 * the model's getters. Detection by content is container_detect.c; the
 * streaming GraphDef scan graph_scan.c; watched attrs attr_scan.c. Small
 * fields are read with the wire reader; VersionDef goes through
 * versiondef.c (validated, then unpacked with protobuf-c), one occurrence
 * at a time.
 */
#include <stdlib.h>
#include <string.h>

#include "graph_scan_internal.h"

const char *tfc_container_kind_name(int32_t kind)
{
    switch (kind) {
    case TFC_KIND_GRAPH_DEF: return "graph_def";
    case TFC_KIND_META_GRAPH_DEF: return "meta_graph_def";
    case TFC_KIND_SAVED_MODEL: return "saved_model";
    case TFC_KIND_CHECKPOINT_INDEX: return "checkpoint_index";
    case TFC_KIND_TFLITE: return "tflite";
    case TFC_KIND_VERSION_DEF: return "version_def";
    case TFC_KIND_TFJS_MODEL: return "tfjs_model";
    default: return "unknown";
    }
}

/* Tags keep file order and duplicates: stored unsorted, one by one. */
static int tag_append(reader *r, tfc__nameset *t, char *s, size_t len)
{
    if (tfc__nameset_reserve(t)) {
        tfc__free(&r->m->alloc, s);
        return tfc__fail(r->err, TFC_E_NOMEM, -1, "out of memory");
    }
    t->items[t->count] = s;
    t->lens[t->count++] = len;
    return TFC_OK;
}

/* MetaInfoDef: the small fields with the wire reader (strings: last
 * occurrence wins; tags: every occurrence, in order), and the op list. */
static int read_meta_info(reader *r, tfc__swire *parent, const tfc__field *mf, tfc_meta_graph *g)
{
    tfc__swire w;
    int rc = tfc__swire_enter(&w, parent, mf);
    if (rc) return rc;
    g->has_meta_info = 1;
    tfc__field f;
    while ((rc = tfc__swire_next_inline(&w, &f)) > 0) {
        switch (f.number) {
        case 1: case 4: case 5: case 6: {
            if ((rc = tfc__swire_expect(&w, &f, TFC__WT_LEN, "MetaInfoDef text field"))) return rc;
            if (f.len > r->m->opts.max_string_size)
                return tfc__fail(r->err, TFC_E_TOO_LARGE, (int64_t)f.offset,
                                 "MetaInfoDef field %u at offset %zu is %zu bytes, over the %u-byte limit",
                                 f.number, f.offset, f.len, r->m->opts.max_string_size);
            if (f.number == 4 && g->tags.count + 1 > r->m->opts.max_names)
                return tfc__fail(r->err, TFC_E_TOO_MANY, (int64_t)f.offset, "more than %u tags",
                                 r->m->opts.max_names);
            char *s;
            if ((rc = tfc__dup_field(r, &w, &f, NULL, &s, "MetaInfoDef field"))) return rc;
            char **dst = f.number == 1 ? &g->mg_version : f.number == 5 ? &g->tf_version
                       : f.number == 6 ? &g->git_version : NULL;
            if (!dst) {
                if ((rc = tag_append(r, &g->tags, s, f.len))) return rc;
                break;
            }
            tfc__free(&r->m->alloc, *dst);
            *dst = s;
            if (f.number == 1) g->mg_version_len = f.len;
            else if (f.number == 5) g->tf_version_len = f.len;
            else g->git_version_len = f.len;
            break;
        }
        case 7:
            if ((rc = tfc__swire_expect(&w, &f, TFC__WT_VARINT, "MetaInfoDef.stripped_default_attrs"))) return rc;
            g->stripped_default_attrs = f.varint != 0;
            break;
        case 2:
            if ((rc = tfc__swire_expect(&w, &f, TFC__WT_LEN, "MetaInfoDef.stripped_op_list"))) return rc;
            if ((rc = tfc__read_op_list(r, &w, &f, g))) return rc;
            break;
        case 3: case 8:
            if ((rc = tfc__swire_expect(&w, &f, TFC__WT_LEN, "MetaInfoDef field"))) return rc;
            break;
        default:
            break;
        }
    }
    return rc < 0 ? rc : TFC_OK;
}

static void meta_graph_free(tfc_model *m, tfc_meta_graph *g)
{
    if (!g) return;
    tfc__free(&m->alloc, g->tf_version);
    tfc__free(&m->alloc, g->git_version);
    tfc__free(&m->alloc, g->mg_version);
    tfc__fn_refs_free(&m->alloc, g);
    tfc__nameset_free(&g->tags);
    for (int i = 0; i < 4; i++) tfc__nameset_free(&g->names[i]);
    tfc__versiondef_clear(&g->versions);
    tfc__slots_free(&m->alloc, &g->attrs); /* the values and node names are the arena's */
    for (int which = 0; which < 2; which++) tfc__free(&m->alloc, g->attrs.list[which]);
    tfc__free(&m->alloc, g);
}

static tfc_meta_graph *meta_graph_new(reader *r, int *rc)
{
    tfc_model *m = r->m;
    if (m->count >= m->opts.max_meta_graphs) {
        *rc = tfc__fail(r->err, TFC_E_TOO_MANY, -1, "more than %u meta graphs", m->opts.max_meta_graphs);
        return NULL;
    }
    if (m->count == m->cap) {
        size_t cap = m->cap ? m->cap * 2 : 2;
        tfc_meta_graph **gs = tfc__calloc(&m->alloc, cap, sizeof *gs);
        if (!gs) {
            *rc = tfc__fail(r->err, TFC_E_NOMEM, -1, "out of memory");
            return NULL;
        }
        if (m->count) memcpy(gs, m->graphs, m->count * sizeof *gs);
        tfc__free(&m->alloc, m->graphs);
        m->graphs = gs;
        m->cap = cap;
    }
    tfc_meta_graph *g = tfc__calloc(&m->alloc, 1, sizeof *g);
    if (!g) {
        *rc = tfc__fail(r->err, TFC_E_NOMEM, -1, "out of memory");
        return NULL;
    }
    tfc__nameset_init(&g->tags, &m->alloc, m->opts.max_names);
    for (int i = 0; i < 4; i++) {
        tfc__nameset_init(&g->names[i], &m->alloc, m->opts.max_names);
        g->names[i].arena = &m->arena;
    }
    tfc__allocator_copy(&g->versions.alloc, &m->alloc);
    m->graphs[m->count++] = g;
    r->ops_valid = 0; /* a new graph's sets may reuse addresses */
    return g;
}

static int read_meta_graph(reader *r, tfc__swire *w, tfc_meta_graph *g)
{
    tfc__field f;
    int rc;
    int seen_info = 0, seen_graph = 0;
    while ((rc = tfc__swire_next_inline(w, &f)) > 0) {
        if (f.number == 1) {
            if ((rc = tfc__swire_expect(w, &f, TFC__WT_LEN, "MetaGraphDef.meta_info_def"))) return rc;
            if (seen_info++)
                return tfc__fail(r->err, TFC_E_BAD_VALUE, (int64_t)f.offset,
                                 "MetaGraphDef has a second meta_info_def at offset %zu", f.offset);
            if ((rc = read_meta_info(r, w, &f, g))) return rc;
        } else if (f.number == 2) {
            if ((rc = tfc__swire_expect(w, &f, TFC__WT_LEN, "MetaGraphDef.graph_def"))) return rc;
            if (seen_graph++)
                return tfc__fail(r->err, TFC_E_BAD_VALUE, (int64_t)f.offset,
                                 "MetaGraphDef has a second graph_def at offset %zu", f.offset);
            tfc__swire gw;
            if ((rc = tfc__swire_enter(&gw, w, &f))) return rc;
            if ((rc = tfc__read_graph(r, &gw, g))) return rc;
        } else if (f.number <= 7) {
            if ((rc = tfc__swire_expect(w, &f, TFC__WT_LEN, "MetaGraphDef field"))) return rc;
        }
    }
    return rc < 0 ? rc : TFC_OK;
}

static int read_saved_model(reader *r, tfc__swire *w)
{
    tfc__field f;
    int rc;
    while ((rc = tfc__swire_next_inline(w, &f)) > 0) {
        if (f.number == 1) {
            if ((rc = tfc__swire_expect(w, &f, TFC__WT_VARINT, "SavedModel.saved_model_schema_version"))) return rc;
            r->m->schema_version = (int64_t)f.varint;
        } else if (f.number == 2) {
            if ((rc = tfc__swire_expect(w, &f, TFC__WT_LEN, "SavedModel.meta_graphs"))) return rc;
            tfc_meta_graph *g = meta_graph_new(r, &rc);
            if (!g) return rc;
            tfc__swire mw;
            if ((rc = tfc__swire_enter(&mw, w, &f))) return rc;
            if ((rc = read_meta_graph(r, &mw, g))) return rc;
        }
    }
    return rc < 0 ? rc : TFC_OK;
}

static const char *kind_article(int32_t kind)
{
    switch (kind) {
    case TFC_KIND_GRAPH_DEF: return "a GraphDef";
    case TFC_KIND_META_GRAPH_DEF: return "a MetaGraphDef";
    case TFC_KIND_SAVED_MODEL: return "a SavedModel";
    case TFC_KIND_CHECKPOINT_INDEX: return "a checkpoint index (tensor bundle table)";
    case TFC_KIND_TFLITE: return "a TFLite flatbuffer (identifier TFL3)";
    case TFC_KIND_VERSION_DEF: return "a bare VersionDef";
    case TFC_KIND_TFJS_MODEL: return "a TensorFlow.js model.json";
    default: return "of an unknown kind";
    }
}

int tfc__model_parse_src(tfc_model **out, tfc__src *src, int32_t expected, const tfc_parse_options *opts,
                         tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (expected < 0 || expected > TFC_KIND_SAVED_MODEL)
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1,
                         "expected_kind %d is not a GraphDef, MetaGraphDef or SavedModel kind", (int)expected);
    tfc_parse_options o;
    tfc__parse_options_resolve(&o, opts);
    size_t len = src->total;
    if (len > o.max_input_size)
        return tfc__fail(err, TFC_E_TOO_LARGE, -1, "input of %zu bytes exceeds the %llu-byte limit", len,
                         (unsigned long long)o.max_input_size);

    int32_t kind = TFC_KIND_UNKNOWN;
    int rc = tfc__detect_kind_src(&kind, src, err);
    if (rc == TFC_E_TEXT_FORMAT || rc == TFC_E_EMPTY || rc == TFC_E_IO) return rc;
    /* Given the kind, a GraphDef/MetaGraphDef/SavedModel classification
     * that disagrees is reported only when it is certain: TFLite, a
     * checkpoint, or a different message recognised from its fields. */
    if (expected != TFC_KIND_UNKNOWN) {
        if (rc == 0 && kind != expected)
            return tfc__fail(err, TFC_E_WRONG_KIND, 0, "expected %s, but the input is %s",
                             kind_article(expected), kind_article(kind));
        /* An unclassifiable or malformed input is read as the kind asked
         * for, so that the error names the actual fault. */
        kind = expected;
    } else if (rc) {
        return rc;
    } else if (kind == TFC_KIND_TFLITE || kind == TFC_KIND_CHECKPOINT_INDEX || kind == TFC_KIND_VERSION_DEF) {
        return tfc__fail(err, TFC_E_WRONG_KIND, 0,
                         "the input is %s, not a GraphDef, MetaGraphDef or SavedModel", kind_article(kind));
    }

    tfc_model *m = tfc__calloc(o.allocator, 1, sizeof *m);
    if (!m) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    tfc__allocator_copy(&m->alloc, o.allocator);
    tfc__arena_init(&m->arena, &m->alloc);
    m->opts = o;
    m->kind = kind;
    m->schema_version = -1;
    reader r; /* its recent-op cache is read only where ops_valid says it was written */
    r.m = m;
    r.ops_valid = 0;
    r.ctx = (tfc__wire_ctx){&m->opts, 0, err, NULL, NULL};
    r.err = err;
    tfc__swire w;
    tfc__swire_init(&w, &r.ctx, src);
    if (kind == TFC_KIND_SAVED_MODEL) {
        m->schema_version = 0;
        rc = read_saved_model(&r, &w);
    } else {
        tfc_meta_graph *g = meta_graph_new(&r, &rc);
        if (g && kind == TFC_KIND_META_GRAPH_DEF) rc = read_meta_graph(&r, &w, g);
        else if (g) rc = tfc__read_graph(&r, &w, g);
    }
    for (size_t i = 0; !rc && i < m->count; i++) {
        if ((rc = tfc__fn_refs_resolve(&r, src, m->graphs[i]))) break;
        for (int k = 0; k < 4; k++) tfc__nameset_sort(&m->graphs[i]->names[k]);
        rc = tfc__attrs_finish(m, m->graphs[i], err);
    }
    if (rc) {
        tfc_model_free(m);
        return rc;
    }
    *out = m;
    return TFC_OK;
}

int32_t tfc_model_parse(tfc_model **out, const uint8_t *data, size_t len, int32_t expected_kind,
                        const tfc_parse_options *opts, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!data && len) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "data is NULL");
    tfc__src src;
    tfc__src_memory(&src, data, len);
    return tfc__model_parse_src(out, &src, expected_kind, opts, err);
}

void tfc_model_free(tfc_model *m)
{
    if (!m) return;
    tfc_allocator a = m->alloc;
    for (size_t i = 0; i < m->count; i++) meta_graph_free(m, m->graphs[i]);
    tfc__free(&a, m->graphs);
    tfc__arena_free(&m->arena);
    tfc__free(&a, m);
}

int32_t tfc_model_kind(const tfc_model *m) { return m ? m->kind : TFC_KIND_UNKNOWN; }
int64_t tfc_model_schema_version(const tfc_model *m) { return m ? m->schema_version : -1; }
size_t tfc_model_meta_graph_count(const tfc_model *m) { return m ? m->count : 0; }

const tfc_meta_graph *tfc_model_meta_graph(const tfc_model *m, size_t i)
{
    return m && i < m->count ? m->graphs[i] : NULL;
}

int32_t tfc_meta_graph_has_meta_info(const tfc_meta_graph *g) { return g ? g->has_meta_info : 0; }
size_t tfc_meta_graph_tag_count(const tfc_meta_graph *g) { return g ? g->tags.count : 0; }

const char *tfc_meta_graph_tag(const tfc_meta_graph *g, size_t i, size_t *len)
{
    if (!g || i >= g->tags.count) {
        if (len) *len = 0;
        return NULL;
    }
    if (len) *len = g->tags.lens[i];
    return g->tags.items[i];
}

static const char *text(const char *s, size_t n, size_t *len)
{
    if (len) *len = s ? n : 0;
    return s ? s : "";
}

const char *tfc_meta_graph_tensorflow_version(const tfc_meta_graph *g, size_t *len)
{
    return text(g ? g->tf_version : NULL, g ? g->tf_version_len : 0, len);
}

const char *tfc_meta_graph_tensorflow_git_version(const tfc_meta_graph *g, size_t *len)
{
    return text(g ? g->git_version : NULL, g ? g->git_version_len : 0, len);
}

const char *tfc_meta_graph_meta_graph_version(const tfc_meta_graph *g, size_t *len)
{
    return text(g ? g->mg_version : NULL, g ? g->mg_version_len : 0, len);
}

int32_t tfc_meta_graph_stripped_default_attrs(const tfc_meta_graph *g) { return g ? g->stripped_default_attrs : 0; }
int32_t tfc_meta_graph_has_graph_def(const tfc_meta_graph *g) { return g ? g->has_graph_def : 0; }
int32_t tfc_meta_graph_has_versions(const tfc_meta_graph *g) { return g ? g->has_versions : 0; }
const tfc_versiondef *tfc_meta_graph_versions(const tfc_meta_graph *g) { return g ? &g->versions : NULL; }
int32_t tfc_meta_graph_graph_def_deprecated_version(const tfc_meta_graph *g) { return g ? g->deprecated_version : 0; }
int64_t tfc_meta_graph_node_count(const tfc_meta_graph *g) { return g ? g->node_count : 0; }
size_t tfc_meta_graph_function_count(const tfc_meta_graph *g) { return g ? g->function_count : 0; }

size_t tfc_meta_graph_name_count(const tfc_meta_graph *g, int32_t list)
{
    return g && list >= 0 && list < 4 ? g->names[list].count : 0;
}

const char *tfc_meta_graph_name(const tfc_meta_graph *g, int32_t list, size_t i)
{
    if (!g || list < 0 || list >= 4 || i >= g->names[list].count) return NULL;
    return g->names[list].items[i];
}
