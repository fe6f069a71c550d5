/*
 * model_json.c - the model.json reader (tfcompat/tfjs.h).
 *
 * jansson stays private to this file (as protobuf-c does to proto.c). The
 * input is bounded twice: first by bounds_scan below (depth, string length,
 * value count, all before any allocation that grows with the input), then by
 * jansson's own refusals (duplicate keys, invalid UTF-8, U+0000, numbers out
 * of range), each mapped to its own TFC_E_* code. Everything the model keeps
 * is copied out of jansson's tree into memory from the caller's allocator,
 * and the tree is released before the parse returns.
 */
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "file_internal.h"
#include "internal.h"
#include "tfcompat/tfjs.h"

typedef struct tfjs_weight {
    char *name, *dtype, *quantization;
} tfjs_weight;

struct tfc_tfjs_model {
    tfc_allocator alloc;
    int32_t format;
    char *generated_by, *converted_by, *keras_version;
    int32_t has_versions, producer, min_consumer;
    size_t node_count, function_count, attr_count;
    char **ops; /* distinct, in byte order */
    size_t n_ops;
    tfjs_weight *weights;
    size_t n_weights;
    char **shards;
    size_t n_shards;
};

void tfc_tfjs_options_init(tfc_tfjs_options *o, size_t size)
{
    tfc_tfjs_options d;
    memset(&d, 0, sizeof d);
    d.size = (uint32_t)sizeof d;
    d.max_input_size = TFC_TFJS_DEFAULT_MAX_INPUT_SIZE;
    d.max_depth = TFC_TFJS_DEFAULT_MAX_DEPTH;
    d.max_string_size = TFC_TFJS_DEFAULT_MAX_STRING_SIZE;
    d.max_values = TFC_TFJS_DEFAULT_MAX_VALUES;
    d.max_nodes = TFC_TFJS_DEFAULT_MAX_NODES;
    d.max_weights = TFC_TFJS_DEFAULT_MAX_WEIGHTS;
    tfc__struct_out(o, size, &d, sizeof d);
}

static void options_resolve(tfc_tfjs_options *o, const tfc_tfjs_options *in)
{
    tfc_tfjs_options_init(o, sizeof *o);
    if (in) {
        TFC__READ(tfc_tfjs_options, o, in, allocator);
        TFC__READ(tfc_tfjs_options, o, in, max_input_size);
        TFC__READ(tfc_tfjs_options, o, in, max_depth);
        TFC__READ(tfc_tfjs_options, o, in, max_string_size);
        TFC__READ(tfc_tfjs_options, o, in, max_values);
        TFC__READ(tfc_tfjs_options, o, in, max_nodes);
        TFC__READ(tfc_tfjs_options, o, in, max_weights);
    }
    if (!o->max_input_size) o->max_input_size = TFC_TFJS_DEFAULT_MAX_INPUT_SIZE;
    if (!o->max_depth) o->max_depth = TFC_TFJS_DEFAULT_MAX_DEPTH;
    /* jansson's own parser stops at 2048 levels; ours comes first. */
    if (o->max_depth > 2000) o->max_depth = 2000;
    if (!o->max_string_size) o->max_string_size = TFC_TFJS_DEFAULT_MAX_STRING_SIZE;
    if (!o->max_values) o->max_values = TFC_TFJS_DEFAULT_MAX_VALUES;
    if (!o->max_nodes) o->max_nodes = TFC_TFJS_DEFAULT_MAX_NODES;
    if (!o->max_weights) o->max_weights = TFC_TFJS_DEFAULT_MAX_WEIGHTS;
}

/*
 * One pass over the bytes before jansson sees them: nesting depth, the
 * length of each string (as written) and the number of values (each '[',
 * '{' and ',' starts at most one more) stay within the limits. Whatever is
 * not JSON is left to jansson to name. *all_space: only white space.
 */
static int bounds_scan(const uint8_t *p, size_t n, const tfc_tfjs_options *o, int *all_space, tfc_error *err)
{
    uint64_t depth = 0, values = 1;
    size_t str_at = 0;
    int in_str = 0, esc = 0;
    *all_space = 1;
    for (size_t i = 0; i < n; i++) {
        uint8_t c = p[i];
        if (in_str) {
            if (esc)
                esc = 0;
            else if (c == '\\')
                esc = 1;
            else if (c == '"')
                in_str = 0;
            if (in_str && i - str_at >= o->max_string_size)
                return tfc__fail(err, TFC_E_TOO_LARGE, (int64_t)str_at,
                                 "model.json: a string at byte %zu is longer than %u bytes", str_at,
                                 o->max_string_size);
            continue;
        }
        if (c != ' ' && c != '\t' && c != '\n' && c != '\r') *all_space = 0;
        switch (c) {
        case '"':
            in_str = 1;
            str_at = i;
            break;
        case '[':
        case '{':
            if (++depth > o->max_depth)
                return tfc__fail(err, TFC_E_TOO_DEEP, (int64_t)i,
                                 "model.json: arrays and objects nested deeper than %u at byte %zu", o->max_depth, i);
            /* fall through */
        case ',':
            if (++values > o->max_values)
                return tfc__fail(err, TFC_E_TOO_MANY, (int64_t)i,
                                 "model.json: more than %llu JSON values (at byte %zu)",
                                 (unsigned long long)o->max_values, i);
            break;
        case ']':
        case '}':
            if (depth) depth--;
            break;
        default:
            break;
        }
    }
    return TFC_OK;
}

static int json_fault(const json_error_t *je, tfc_error *err)
{
    int code;
    switch (json_error_code(je)) {
    case json_error_out_of_memory: code = TFC_E_NOMEM; break;
    case json_error_stack_overflow: code = TFC_E_TOO_DEEP; break;
    case json_error_invalid_utf8: code = TFC_E_BAD_UTF8; break;
    case json_error_premature_end_of_input: code = TFC_E_TRUNCATED; break;
    case json_error_null_character:
    case json_error_null_byte_in_key: code = TFC_E_BAD_STRING; break;
    case json_error_duplicate_key: code = TFC_E_DUPLICATE; break;
    case json_error_numeric_overflow: code = TFC_E_NUMBER_RANGE; break;
    default: code = TFC_E_JSON_SYNTAX; break;
    }
    return tfc__fail(err, code, (int64_t)je->position, "model.json: %s at byte %d (line %d, column %d)", je->text,
                     je->position, je->line, je->column);
}

/* ---- the walk: jansson's tree -> the model --------------------------- */

typedef struct walk {
    tfc_tfjs_model *m;
    const tfc_tfjs_options *o;
    tfc_error *err;
    const char **ops; /* borrowed from the tree until copied */
    size_t n_ops, cap_ops;
    size_t nodes; /* graph + functions + initializer nodes, layers: for max_nodes */
} walk;

static int type_fault(walk *w, const char *what, const char *want)
{
    return tfc__fail(w->err, TFC_E_JSON_TYPE, -1, "model.json: %s is not %s", what, want);
}

/* An optional member: NULL when absent or JSON null; else it must be of
 * `type` (TFC_E_JSON_TYPE). */
static int member(walk *w, json_t **out, const json_t *obj, const char *key, json_type type, const char *what,
                  const char *want)
{
    json_t *v = json_object_get(obj, key);
    *out = NULL;
    if (!v || json_is_null(v)) return TFC_OK;
    if (json_typeof(v) != type) return type_fault(w, what, want);
    *out = v;
    return TFC_OK;
}

static int copy_str(walk *w, char **out, const json_t *s)
{
    *out = NULL;
    if (!s) return TFC_OK;
    *out = tfc__strndup(&w->m->alloc, json_string_value(s), json_string_length(s));
    return *out ? TFC_OK : tfc__fail(w->err, TFC_E_NOMEM, -1, "out of memory");
}

static int add_op(walk *w, const char *name)
{
    if (w->n_ops == w->cap_ops) {
        size_t cap = w->cap_ops ? w->cap_ops * 2 : 64;
        const char **p = tfc__alloc(&w->m->alloc, cap * sizeof *p);
        if (!p) return tfc__fail(w->err, TFC_E_NOMEM, -1, "out of memory");
        if (w->n_ops) memcpy(p, w->ops, w->n_ops * sizeof *p);
        tfc__free(&w->m->alloc, w->ops);
        w->ops = p;
        w->cap_ops = cap;
    }
    w->ops[w->n_ops++] = name;
    return TFC_OK;
}

static int count_node(walk *w)
{
    if (++w->nodes > w->o->max_nodes)
        return tfc__fail(w->err, TFC_E_TOO_MANY, -1, "model.json: more than %u nodes, functions and layers",
                         w->o->max_nodes);
    return TFC_OK;
}

/* A NodeDef array (`node` of a graph, `nodeDef` of a function). */
static int walk_nodes(walk *w, const json_t *nodes, const char *where, size_t *count)
{
    size_t i;
    json_t *n;
    json_array_foreach(nodes, i, n) {
        if (!json_is_object(n))
            return tfc__fail(w->err, TFC_E_JSON_TYPE, -1, "model.json: %s[%zu] is not an object", where, i);
        int rc = count_node(w);
        if (rc) return rc;
        json_t *op = json_object_get(n, "op");
        if (!op) return tfc__fail(w->err, TFC_E_MISSING_FIELD, -1, "model.json: %s[%zu] has no \"op\"", where, i);
        if (!json_is_string(op) || !json_string_length(op))
            return tfc__fail(w->err, TFC_E_JSON_TYPE, -1, "model.json: %s[%zu].op is not a non-empty string", where,
                             i);
        json_t *name = json_object_get(n, "name");
        if (name && !json_is_string(name))
            return tfc__fail(w->err, TFC_E_JSON_TYPE, -1, "model.json: %s[%zu].name is not a string", where, i);
        json_t *attr = json_object_get(n, "attr");
        if (attr && !json_is_null(attr)) {
            if (!json_is_object(attr))
                return tfc__fail(w->err, TFC_E_JSON_TYPE, -1, "model.json: %s[%zu].attr is not an object", where,
                                 i);
            w->m->attr_count += json_object_size(attr);
        }
        if ((rc = add_op(w, json_string_value(op)))) return rc;
        if (count) (*count)++;
    }
    return TFC_OK;
}

/* protobuf's JSON writes int32 as a number; a decimal string is accepted too. */
static int version_field(walk *w, int32_t *out, const json_t *obj, const char *key)
{
    json_t *v = json_object_get(obj, key);
    *out = 0;
    if (!v || json_is_null(v)) return TFC_OK;
    json_int_t x;
    if (json_is_integer(v)) {
        x = json_integer_value(v);
    } else if (json_is_string(v)) {
        const char *s = json_string_value(v);
        char *end = NULL;
        if (!*s || json_string_length(v) > 12) goto bad;
        x = strtoll(s, &end, 10);
        if (*end) goto bad;
    } else {
        return tfc__fail(w->err, TFC_E_JSON_TYPE, -1, "model.json: versions.%s is not an integer", key);
    }
    if (x < INT32_MIN || x > INT32_MAX)
        return tfc__fail(w->err, TFC_E_BAD_VALUE, -1, "model.json: versions.%s %lld is outside int32", key,
                         (long long)x);
    *out = (int32_t)x;
    return TFC_OK;
bad:
    return tfc__fail(w->err, TFC_E_JSON_TYPE, -1, "model.json: versions.%s is not an integer", key);
}

/* A GraphDef in JSON: node, library.function[].nodeDef, versions. */
static int walk_graph(walk *w, const json_t *g, const char *where, int main_graph)
{
    json_t *v;
    char what[64];
    snprintf(what, sizeof what, "%s.node", where);
    int rc = member(w, &v, g, "node", JSON_ARRAY, what, "an array");
    if (!rc && v) rc = walk_nodes(w, v, what, main_graph ? &w->m->node_count : NULL);
    if (rc) return rc;
    json_t *lib;
    snprintf(what, sizeof what, "%s.library", where);
    if ((rc = member(w, &lib, g, "library", JSON_OBJECT, what, "an object"))) return rc;
    if (lib) {
        json_t *fns;
        snprintf(what, sizeof what, "%s.library.function", where);
        if ((rc = member(w, &fns, lib, "function", JSON_ARRAY, what, "an array"))) return rc;
        size_t i;
        json_t *f;
        json_array_foreach(fns, i, f) {
            if (!json_is_object(f)) return type_fault(w, "a library.function entry", "an object");
            if ((rc = count_node(w))) return rc;
            if (main_graph) w->m->function_count++;
            json_t *nd;
            if ((rc = member(w, &nd, f, "nodeDef", JSON_ARRAY, "library.function[].nodeDef", "an array")))
                return rc;
            if (nd && (rc = walk_nodes(w, nd, "library.function[].nodeDef", NULL))) return rc;
        }
    }
    if (!main_graph) return TFC_OK;
    json_t *ver;
    if ((rc = member(w, &ver, g, "versions", JSON_OBJECT, "modelTopology.versions", "an object"))) return rc;
    if (ver) {
        w->m->has_versions = 1;
        if ((rc = version_field(w, &w->m->producer, ver, "producer"))) return rc;
        if ((rc = version_field(w, &w->m->min_consumer, ver, "minConsumer"))) return rc;
    }
    return TFC_OK;
}

/* Layer class names: the model's own, then each of config.layers (or, for
 * Keras 2.1's Sequential, config itself as the list), nested models
 * included. Initializers and other configs are not layers. */
static int walk_layer(walk *w, const json_t *l)
{
    if (!json_is_object(l)) return type_fault(w, "a layer", "an object");
    int rc = count_node(w);
    if (rc) return rc;
    json_t *cls = json_object_get(l, "class_name");
    if (!cls) return tfc__fail(w->err, TFC_E_MISSING_FIELD, -1, "model.json: a layer has no \"class_name\"");
    if (!json_is_string(cls) || !json_string_length(cls))
        return type_fault(w, "a layer's class_name", "a non-empty string");
    if ((rc = add_op(w, json_string_value(cls)))) return rc;
    json_t *cfg = json_object_get(l, "config");
    json_t *layers = json_is_array(cfg) ? cfg : json_is_object(cfg) ? json_object_get(cfg, "layers") : NULL;
    if (!layers || json_is_null(layers)) return TFC_OK;
    if (!json_is_array(layers)) return type_fault(w, "a model's config.layers", "an array");
    size_t i;
    json_t *x;
    json_array_foreach(layers, i, x) {
        if ((rc = walk_layer(w, x))) return rc;
    }
    return TFC_OK;
}

static int walk_layers_topology(walk *w, const json_t *t)
{
    json_t *kv;
    int rc = member(w, &kv, t, "keras_version", JSON_STRING, "modelTopology.keras_version", "a string");
    if (!rc) rc = copy_str(w, &w->m->keras_version, kv);
    if (rc) return rc;
    /* Converted models hold the config under model_config; a bare Keras
     * topology is the config itself. */
    json_t *cfg = json_object_get(t, "model_config");
    if (!cfg || json_is_null(cfg)) cfg = json_object_get(t, "class_name") ? (json_t *)t : NULL;
    if (!cfg) return tfc__fail(w->err, TFC_E_MISSING_FIELD, -1, "model.json: the layers topology has no model_config");
    return walk_layer(w, cfg);
}

static int walk_manifest(walk *w, const json_t *man)
{
    size_t i, j;
    json_t *g, *x;
    size_t n_w = 0, n_s = 0;
    /* Count first, so each array is allocated once. */
    json_array_foreach(man, i, g) {
        if (!json_is_object(g)) return type_fault(w, "a weightsManifest entry", "an object");
        json_t *paths, *weights;
        int rc = member(w, &paths, g, "paths", JSON_ARRAY, "weightsManifest[].paths", "an array");
        if (!rc) rc = member(w, &weights, g, "weights", JSON_ARRAY, "weightsManifest[].weights", "an array");
        if (rc) return rc;
        n_s += json_array_size(paths);
        n_w += json_array_size(weights);
        if (n_s > w->o->max_weights || n_w > w->o->max_weights)
            return tfc__fail(w->err, TFC_E_TOO_MANY, -1, "model.json: more than %u weights or shard paths",
                             w->o->max_weights);
    }
    tfc_tfjs_model *m = w->m;
    if (n_s && !(m->shards = tfc__calloc(&m->alloc, n_s, sizeof *m->shards)))
        return tfc__fail(w->err, TFC_E_NOMEM, -1, "out of memory");
    if (n_w && !(m->weights = tfc__calloc(&m->alloc, n_w, sizeof *m->weights)))
        return tfc__fail(w->err, TFC_E_NOMEM, -1, "out of memory");
    json_array_foreach(man, i, g) {
        json_t *paths = json_object_get(g, "paths"), *weights = json_object_get(g, "weights");
        int rc;
        json_array_foreach(paths, j, x) {
            if (!json_is_string(x)) return type_fault(w, "a weightsManifest[].paths entry", "a string");
            if ((rc = copy_str(w, &m->shards[m->n_shards], x))) return rc;
            m->n_shards++;
        }
        json_array_foreach(weights, j, x) {
            if (!json_is_object(x)) return type_fault(w, "a weightsManifest[].weights entry", "an object");
            json_t *name = json_object_get(x, "name"), *dtype = json_object_get(x, "dtype"), *q;
            if (!name || !dtype)
                return tfc__fail(w->err, TFC_E_MISSING_FIELD, -1, "model.json: weight %zu of manifest entry %zu has no \"%s\"",
                                 j, i, name ? "dtype" : "name");
            if (!json_is_string(name) || !json_is_string(dtype))
                return type_fault(w, "a weight's name or dtype", "a string");
            if ((rc = member(w, &q, x, "quantization", JSON_OBJECT, "a weight's quantization", "an object")))
                return rc;
            json_t *qd = NULL;
            if (q) {
                qd = json_object_get(q, "dtype");
                if (!qd)
                    return tfc__fail(w->err, TFC_E_MISSING_FIELD, -1,
                                     "model.json: the quantization of weight \"%s\" has no \"dtype\"",
                                     json_string_value(name));
                if (!json_is_string(qd)) return type_fault(w, "a quantization dtype", "a string");
            }
            tfjs_weight *wt = &m->weights[m->n_weights];
            if ((rc = copy_str(w, &wt->name, name)) || (rc = copy_str(w, &wt->dtype, dtype)) ||
                (rc = copy_str(w, &wt->quantization, qd))) {
                m->n_weights++; /* freed with the model */
                return rc;
            }
            m->n_weights++;
        }
    }
    return TFC_OK;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* The distinct op (or layer class) names, sorted, copied into the model. */
static int keep_ops(walk *w)
{
    if (!w->n_ops) return TFC_OK;
    qsort(w->ops, w->n_ops, sizeof *w->ops, cmp_str);
    size_t k = 0;
    for (size_t i = 0; i < w->n_ops; i++)
        if (!k || strcmp(w->ops[k - 1], w->ops[i])) w->ops[k++] = w->ops[i];
    tfc_tfjs_model *m = w->m;
    if (!(m->ops = tfc__calloc(&m->alloc, k, sizeof *m->ops))) return tfc__fail(w->err, TFC_E_NOMEM, -1, "out of memory");
    for (size_t i = 0; i < k; i++) {
        if (!(m->ops[i] = tfc__strndup(&m->alloc, w->ops[i], strlen(w->ops[i]))))
            return tfc__fail(w->err, TFC_E_NOMEM, -1, "out of memory");
        m->n_ops++;
    }
    return TFC_OK;
}

static int walk_model(walk *w, const json_t *root)
{
    if (!json_is_object(root)) return type_fault(w, "the top-level value", "an object");
    tfc_tfjs_model *m = w->m;
    json_t *fmt, *topo, *s;
    int rc = member(w, &fmt, root, "format", JSON_STRING, "format", "a string");
    if (!rc) rc = member(w, &s, root, "generatedBy", JSON_STRING, "generatedBy", "a string");
    if (!rc) rc = copy_str(w, &m->generated_by, s);
    if (!rc) rc = member(w, &s, root, "convertedBy", JSON_STRING, "convertedBy", "a string");
    if (!rc) rc = copy_str(w, &m->converted_by, s);
    if (!rc) rc = member(w, &topo, root, "modelTopology", JSON_OBJECT, "modelTopology", "an object");
    if (rc) return rc;
    if (!topo) return tfc__fail(w->err, TFC_E_MISSING_FIELD, -1, "model.json: no \"modelTopology\"");
    const char *f = fmt ? json_string_value(fmt) : NULL;
    if (f && !strcmp(f, "graph-model"))
        m->format = TFC_TFJS_GRAPH_MODEL;
    else if (f && !strcmp(f, "layers-model"))
        m->format = TFC_TFJS_LAYERS_MODEL;
    else if (f)
        return tfc__fail(w->err, TFC_E_WRONG_KIND, -1, "model.json: format \"%.64s\" is neither \"graph-model\" nor \"layers-model\"", f);
    else if (json_object_get(topo, "node") || json_object_get(topo, "versions") || json_object_get(topo, "library"))
        m->format = TFC_TFJS_GRAPH_MODEL; /* converters before 1.0 wrote no format */
    else if (json_object_get(topo, "model_config") || json_object_get(topo, "class_name"))
        m->format = TFC_TFJS_LAYERS_MODEL;
    else
        return tfc__fail(w->err, TFC_E_WRONG_KIND, -1,
                         "model.json: no format, and the topology is neither a graph nor a Keras model");
    if (m->format == TFC_TFJS_GRAPH_MODEL) {
        rc = walk_graph(w, topo, "modelTopology", 1);
        /* The initializer graph (hash tables, TF.js 3.x on) runs too. */
        json_t *init;
        if (!rc) rc = member(w, &init, root, "modelInitializer", JSON_OBJECT, "modelInitializer", "an object");
        if (!rc && init) rc = walk_graph(w, init, "modelInitializer", 0);
    } else {
        rc = walk_layers_topology(w, topo);
    }
    json_t *man;
    if (!rc) rc = member(w, &man, root, "weightsManifest", JSON_ARRAY, "weightsManifest", "an array");
    if (!rc && man) rc = walk_manifest(w, man);
    if (!rc) rc = keep_ops(w);
    return rc;
}

int32_t tfc_tfjs_model_parse(tfc_tfjs_model **out, const uint8_t *data, size_t len, const tfc_tfjs_options *opts,
                             tfc_error *err)
{
    if (out) *out = NULL;
    if (!out || (!data && len)) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out or data is NULL");
    tfc_tfjs_options o;
    options_resolve(&o, opts);
    if (len > o.max_input_size)
        return tfc__fail(err, TFC_E_TOO_LARGE, -1, "model.json: %zu bytes, more than the limit of %llu", len,
                         (unsigned long long)o.max_input_size);
    int all_space;
    int rc = bounds_scan(data, len, &o, &all_space, err);
    if (rc) return rc;
    if (all_space) return tfc__fail(err, TFC_E_EMPTY, 0, "model.json: empty input");
    json_error_t je;
    json_t *root = json_loadb((const char *)data, len, JSON_REJECT_DUPLICATES, &je);
    if (!root) return json_fault(&je, err);
    tfc_tfjs_model *m = tfc__calloc(o.allocator, 1, sizeof *m);
    if (!m) {
        json_decref(root);
        return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    }
    tfc__allocator_copy(&m->alloc, o.allocator);
    walk w = {.m = m, .o = &o, .err = err};
    rc = walk_model(&w, root);
    tfc__free(&m->alloc, w.ops);
    json_decref(root);
    if (rc) {
        tfc_tfjs_model_free(m);
        return rc;
    }
    *out = m;
    return TFC_OK;
}

int32_t tfc_tfjs_model_open(tfc_tfjs_model **out, const char *path, const tfc_tfjs_options *opts, tfc_error *err)
{
    if (out) *out = NULL;
    if (!out || !path) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out or path is NULL");
    tfc_tfjs_options o;
    options_resolve(&o, opts);
    uint8_t *bytes = NULL;
    size_t len = 0;
    int rc = tfc__file_read_all(&bytes, &len, path, o.max_input_size, o.allocator, err);
    if (rc) return rc;
    rc = tfc_tfjs_model_parse(out, bytes, len, &o, err);
    tfc__free(o.allocator, bytes);
    return rc ? tfc__file_name_error(rc, path, err) : TFC_OK;
}

void tfc_tfjs_model_free(tfc_tfjs_model *m)
{
    if (!m) return;
    tfc_allocator a = m->alloc;
    tfc__free(&a, m->generated_by);
    tfc__free(&a, m->converted_by);
    tfc__free(&a, m->keras_version);
    for (size_t i = 0; i < m->n_ops; i++) tfc__free(&a, m->ops[i]);
    tfc__free(&a, m->ops);
    for (size_t i = 0; i < m->n_weights; i++) {
        tfc__free(&a, m->weights[i].name);
        tfc__free(&a, m->weights[i].dtype);
        tfc__free(&a, m->weights[i].quantization);
    }
    tfc__free(&a, m->weights);
    for (size_t i = 0; i < m->n_shards; i++) tfc__free(&a, m->shards[i]);
    tfc__free(&a, m->shards);
    tfc__free(&a, m);
}

int32_t tfc_tfjs_model_format(const tfc_tfjs_model *m) { return m ? m->format : 0; }
const char *tfc_tfjs_model_generated_by(const tfc_tfjs_model *m) { return m ? m->generated_by : NULL; }
const char *tfc_tfjs_model_converted_by(const tfc_tfjs_model *m) { return m ? m->converted_by : NULL; }
const char *tfc_tfjs_model_keras_version(const tfc_tfjs_model *m) { return m ? m->keras_version : NULL; }

int32_t tfc_tfjs_model_versions(const tfc_tfjs_model *m, int32_t *out_producer, int32_t *out_min_consumer)
{
    if (out_producer) *out_producer = m ? m->producer : 0;
    if (out_min_consumer) *out_min_consumer = m ? m->min_consumer : 0;
    return m ? m->has_versions : 0;
}

size_t tfc_tfjs_model_node_count(const tfc_tfjs_model *m) { return m ? m->node_count : 0; }
size_t tfc_tfjs_model_function_count(const tfc_tfjs_model *m) { return m ? m->function_count : 0; }
size_t tfc_tfjs_model_attr_count(const tfc_tfjs_model *m) { return m ? m->attr_count : 0; }
size_t tfc_tfjs_model_op_count(const tfc_tfjs_model *m) { return m ? m->n_ops : 0; }
const char *tfc_tfjs_model_op(const tfc_tfjs_model *m, size_t i) { return m && i < m->n_ops ? m->ops[i] : NULL; }
size_t tfc_tfjs_model_weight_count(const tfc_tfjs_model *m) { return m ? m->n_weights : 0; }

const char *tfc_tfjs_model_weight_name(const tfc_tfjs_model *m, size_t i)
{
    return m && i < m->n_weights ? m->weights[i].name : NULL;
}

const char *tfc_tfjs_model_weight_dtype(const tfc_tfjs_model *m, size_t i)
{
    return m && i < m->n_weights ? m->weights[i].dtype : NULL;
}

const char *tfc_tfjs_model_weight_quantization(const tfc_tfjs_model *m, size_t i)
{
    return m && i < m->n_weights ? m->weights[i].quantization : NULL;
}

size_t tfc_tfjs_model_shard_count(const tfc_tfjs_model *m) { return m ? m->n_shards : 0; }
const char *tfc_tfjs_model_shard_path(const tfc_tfjs_model *m, size_t i)
{
    return m && i < m->n_shards ? m->shards[i] : NULL;
}
