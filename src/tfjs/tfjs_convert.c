/*
 * tfjs_convert.c - the graph tensorflowjs_converter validates before it
 * optimises ("Unsupported Ops in the model before optimization"), and the
 * rules that make it, per converter release (docs/tfjs-converter.md cites
 * the tags and functions they come from):
 *
 *   - a SavedModel: the meta graph tagged exactly {serve}; its signature
 *     serving_default is frozen: what the signature's outputs reach through
 *     inputs and control inputs ("^x", "x:1" name node x), variables turned
 *     into constants (Variable, VariableV2, VarHandleOp -> Const;
 *     ReadVariableOp -> Identity). Saver and initialiser ops (SaveV2,
 *     RestoreV2, Assign, init NoOps) are never reached, so never validated.
 *       0.1.0 .. 1.0.4: freeze_graph at --output_node_names, not a
 *         signature; the tool takes serving_default's outputs for them
 *         (undetermined without it); validate() sees the frozen graph's
 *         nodes only, never a function.
 *       1.1.0 ..: model.signatures[serving_default] (a missing one stops the
 *         converter: "Signature ... does not exist"), pruned between the
 *         signature's inputs (Placeholders, nothing behind them reached) and
 *         outputs, frozen by convert_variables_to_constants_v2 with
 *         lower_control_flow=True (the --control_flow_v2 default):
 *         PartitionedCall, StatefulPartitionedCall and calls by function
 *         name are inlined (their function's ops are graph nodes, the call
 *         is gone), If/StatelessIf become Switch, Merge and Identity,
 *         While/StatelessWhile Enter, Merge, Switch, Exit, NextIteration,
 *         LoopCond and Identity, their branch, cond and body functions
 *         inlined.
 *       3.7.0 ..: validate() also reads every function left in the frozen
 *         graph's library: functions reached through the func attrs of
 *         other ops (f, branches, ...) count from here on.
 *   - a MetaGraphDef: as the meta graph of a SavedModel (the converter has
 *     no .meta input; this is what it validates once the graph is saved).
 *   - a frozen GraphDef (tfjs_target.c): every node, it is imported whole;
 *     from 3.7.0 every function of its library too.
 *
 * The graph is read again here, only when a tfjs-converter target asks,
 * through the reading layer and the wire reader, bounded: node, reference
 * and signature counts and name lengths have limits with their own codes.
 * A cycle in the inputs is walked once (a visited mark); a name that names
 * no node is TFC_E_BAD_VALUE (TensorFlow could not import the graph either).
 * Time and memory are linear in the graph's size.
 */
#include <stdlib.h>
#include <string.h>

#include "file_internal.h"
#include "tfcompat/container.h"
#include "tfjs_internal.h"
#include "wire.h"

/* Limits of the second read (each past it fails with its own code). */
#define MAX_NAME ((size_t)64 << 10)        /* node, op, input, function name: TFC_E_TOO_LARGE */
#define MAX_NODES ((size_t)1 << 24)        /* graph nodes plus function nodes: TFC_E_TOO_MANY */
#define MAX_REFS ((size_t)1 << 26)         /* inputs plus func attrs of all nodes: TFC_E_TOO_MANY */
#define MAX_SIGNATURES ((size_t)1 << 16)   /* signature_def entries: TFC_E_TOO_MANY */
#define MAX_OUTPUTS ((size_t)1 << 16)      /* outputs of one signature: TFC_E_TOO_MANY */
#define SERVING_DEFAULT "serving_default"

/* One node: strings are offsets into the arena; its inputs (node names,
 * "^" and ":N" dropped) and the functions its attrs name are runs of refs. */
typedef struct cnode {
    uint32_t name, op;
    uint32_t in0, nin;  /* refs[in0 .. in0 + nin): inputs (graph nodes only) */
    uint32_t fn0, nfn;  /* refs[fn0 .. fn0 + nfn): functions of func attrs */
} cnode;

typedef struct cfunc {
    uint32_t name;
    uint32_t node0, nnode; /* nodes[node0 .. node0 + nnode) */
} cfunc;

typedef struct graph {
    const tfc_allocator *a;
    tfc_error *err;
    char *arena;
    size_t arena_len, arena_cap;
    cnode *nodes;
    size_t n_nodes, cap_nodes, n_graph; /* nodes[0 .. n_graph) are the graph's */
    uint32_t *refs;
    size_t n_refs, cap_refs;
    cfunc *funcs;
    size_t n_funcs, cap_funcs;
    uint32_t *outputs; /* serving_default's output node names */
    size_t n_outputs, cap_outputs;
    uint32_t *inputs; /* and its input node names */
    size_t n_inputs, cap_inputs;
    uint32_t *sigs; /* every signature key, for the message */
    size_t n_sigs, cap_sigs;
    int has_signature, has_graph;
} graph;

static int nomem(graph *g) { return tfc__fail(g->err, TFC_E_NOMEM, -1, "out of memory"); }

/* Grows *v (elements of size sz) to hold one more; limit: TFC_E_TOO_MANY. */
static int grow(graph *g, void **v, size_t *cap, size_t n, size_t sz, size_t limit, const char *what, size_t at)
{
    if (n >= limit)
        return tfc__fail(g->err, TFC_E_TOO_MANY, (int64_t)at, "more than %zu %s (at offset %zu)", limit, what, at);
    if (n < *cap) return TFC_OK;
    size_t nc = *cap ? *cap * 2 : 64;
    if (nc > limit) nc = limit;
    void *p = tfc__alloc(g->a, nc * sz);
    if (!p) return nomem(g);
    if (n) memcpy(p, *v, n * sz);
    tfc__free(g->a, *v);
    *v = p;
    *cap = nc;
    return TFC_OK;
}
#define GROW(g, arr, cap, n, limit, what, at) grow(g, (void **)&(arr), &(cap), n, sizeof *(arr), limit, what, at)

/* A copy of p[0..n) in the arena, NUL-terminated; *out its offset. */
static int arena_add(graph *g, const uint8_t *p, size_t n, uint32_t *out)
{
    if (g->arena_len + n + 1 > g->arena_cap) {
        size_t nc = g->arena_cap ? g->arena_cap : 4096;
        while (nc < g->arena_len + n + 1) nc *= 2;
        if (nc > UINT32_MAX) return tfc__fail(g->err, TFC_E_TOO_LARGE, -1, "names over 4 GiB in all");
        char *q = tfc__alloc(g->a, nc);
        if (!q) return nomem(g);
        if (g->arena_len) memcpy(q, g->arena, g->arena_len);
        tfc__free(g->a, g->arena);
        g->arena = q;
        g->arena_cap = nc;
    }
    if (n) memcpy(g->arena + g->arena_len, p, n);
    g->arena[g->arena_len + n] = 0;
    *out = (uint32_t)g->arena_len;
    g->arena_len += n + 1;
    return TFC_OK;
}

static const char *str(const graph *g, uint32_t off) { return g->arena + off; }

/* A string field's bytes (*p valid until the next read), bounded by MAX_NAME. */
static int load_name(graph *g, tfc__swire *w, const tfc__field *f, const char *what, const uint8_t **p)
{
    int rc = tfc__swire_expect(w, f, TFC__WT_LEN, what);
    if (rc) return rc;
    if (f->len > MAX_NAME)
        return tfc__fail(g->err, TFC_E_TOO_LARGE, (int64_t)f->offset, "%s at offset %zu is %zu bytes, over the %zu-byte limit",
                         what, f->offset, f->len, MAX_NAME);
    *p = NULL;
    return f->len ? tfc__swire_load(w, f, p) : TFC_OK;
}

/* A string field into the arena. */
static int name_field(graph *g, tfc__swire *w, const tfc__field *f, const char *what, uint32_t *out)
{
    const uint8_t *p;
    int rc = load_name(g, w, f, what, &p);
    return rc ? rc : arena_add(g, p, f->len, out);
}

/* The node an input or output names: "^x" and "x:1" are node x. */
static void node_part(const uint8_t **p, size_t *n)
{
    if (*n && (*p)[0] == '^') (*p)++, (*n)--;
    for (size_t i = *n; i > 0; i--) {
        uint8_t c = (*p)[i - 1];
        if (c == ':') {
            *n = i - 1;
            return;
        }
        if (c < '0' || c > '9') return;
    }
}

static int ref_add(graph *g, uint32_t off, size_t at)
{
    int rc = GROW(g, g->refs, g->cap_refs, g->n_refs, MAX_REFS, "inputs and function references", at);
    if (!rc) g->refs[g->n_refs++] = off;
    return rc;
}

/* A name field (an input or output tensor) as its node's name. */
static int node_name_field(graph *g, tfc__swire *w, const tfc__field *f, const char *what, uint32_t *out)
{
    const uint8_t *p;
    size_t n = f->len;
    int rc = load_name(g, w, f, what, &p);
    if (rc) return rc;
    if (n) node_part(&p, &n);
    return arena_add(g, p, n, out);
}

/* NameAttrList: its name (1) is a function. */
static int read_name_attr_list(graph *g, tfc__swire *parent, const tfc__field *pf)
{
    tfc__swire w;
    tfc__field f;
    int rc = tfc__swire_enter(&w, parent, pf);
    while (!rc && (rc = tfc__swire_next_inline(&w, &f)) > 0) {
        rc = 0;
        uint32_t off;
        if (f.number == 1 && !(rc = name_field(g, &w, &f, "NameAttrList.name", &off))) rc = ref_add(g, off, f.offset);
    }
    return rc < 0 ? rc : TFC_OK;
}

/* AttrValue: func (10), list (1) { func (9) }: the functions it names. */
static int read_attr_value(graph *g, tfc__swire *parent, const tfc__field *pf)
{
    tfc__swire w, lw;
    tfc__field f, lf;
    int rc = tfc__swire_enter(&w, parent, pf);
    while (!rc && (rc = tfc__swire_next_inline(&w, &f)) > 0) {
        rc = 0;
        if (f.number == 10 && !(rc = tfc__swire_expect(&w, &f, TFC__WT_LEN, "AttrValue.func"))) {
            rc = read_name_attr_list(g, &w, &f);
        } else if (f.number == 1 && !(rc = tfc__swire_expect(&w, &f, TFC__WT_LEN, "AttrValue.list")) &&
                   !(rc = tfc__swire_enter(&lw, &w, &f))) {
            while (!rc && (rc = tfc__swire_next_inline(&lw, &lf)) > 0) {
                rc = 0;
                if (lf.number == 9 && !(rc = tfc__swire_expect(&lw, &lf, TFC__WT_LEN, "ListValue.func")))
                    rc = read_name_attr_list(g, &lw, &lf);
            }
        }
    }
    return rc < 0 ? rc : TFC_OK;
}

/* NodeDef: name (1), op (2), input (3, graph nodes only), attr (5). */
static int read_node(graph *g, tfc__swire *parent, const tfc__field *pf, int with_inputs)
{
    int rc = GROW(g, g->nodes, g->cap_nodes, g->n_nodes, MAX_NODES, "nodes", pf->offset);
    if (rc) return rc;
    cnode nd = {0, 0, 0, 0, 0, 0};
    uint32_t empty;
    if ((rc = arena_add(g, NULL, 0, &empty))) return rc;
    nd.name = nd.op = empty;
    /* inputs first, then the functions: two runs of refs */
    uint32_t *fns = NULL;
    size_t nfns = 0, capfns = 0;
    tfc__swire w, aw;
    tfc__field f, af;
    size_t in0 = g->n_refs;
    rc = tfc__swire_enter(&w, parent, pf);
    while (!rc && (rc = tfc__swire_next_inline(&w, &f)) > 0) {
        rc = 0;
        uint32_t off;
        switch (f.number) {
        case 1: rc = name_field(g, &w, &f, "NodeDef.name", &nd.name); break;
        case 2: rc = name_field(g, &w, &f, "NodeDef.op", &nd.op); break;
        case 3:
            if (with_inputs && !(rc = node_name_field(g, &w, &f, "NodeDef.input", &off)))
                rc = ref_add(g, off, f.offset);
            break;
        case 5:
            if ((rc = tfc__swire_expect(&w, &f, TFC__WT_LEN, "NodeDef.attr")) || (rc = tfc__swire_enter(&aw, &w, &f)))
                break;
            while (!rc && (rc = tfc__swire_next_inline(&aw, &af)) > 0) {
                rc = 0;
                if (af.number != 2) continue;
                size_t before = g->n_refs;
                if ((rc = tfc__swire_expect(&aw, &af, TFC__WT_LEN, "AttrValue")) || (rc = read_attr_value(g, &aw, &af)))
                    break;
                /* move the function refs aside: the inputs stay one run */
                for (size_t k = before; k < g->n_refs && !rc; k++) {
                    if (!(rc = GROW(g, fns, capfns, nfns, MAX_REFS, "function references", af.offset)))
                        fns[nfns++] = g->refs[k];
                }
                g->n_refs = before;
            }
            break;
        default: break;
        }
    }
    if (rc >= 0) {
        rc = 0;
        nd.in0 = (uint32_t)in0;
        nd.nin = (uint32_t)(g->n_refs - in0);
        nd.fn0 = (uint32_t)g->n_refs;
        for (size_t k = 0; k < nfns && !rc; k++) rc = ref_add(g, fns[k], pf->offset);
        nd.nfn = (uint32_t)nfns;
        if (!rc) g->nodes[g->n_nodes++] = nd;
    }
    tfc__free(g->a, fns);
    return rc;
}

/* FunctionDef: signature (1) { name (1) }, node_def (3). */
static int read_function(graph *g, tfc__swire *parent, const tfc__field *pf)
{
    int rc = GROW(g, g->funcs, g->cap_funcs, g->n_funcs, MAX_NODES, "functions", pf->offset);
    if (rc) return rc;
    cfunc fn = {0, (uint32_t)g->n_nodes, 0};
    if ((rc = arena_add(g, NULL, 0, &fn.name))) return rc;
    tfc__swire w, sw;
    tfc__field f, sf;
    rc = tfc__swire_enter(&w, parent, pf);
    while (!rc && (rc = tfc__swire_next_inline(&w, &f)) > 0) {
        rc = 0;
        if (f.number == 1) {
            if ((rc = tfc__swire_expect(&w, &f, TFC__WT_LEN, "FunctionDef.signature")) ||
                (rc = tfc__swire_enter(&sw, &w, &f)))
                break;
            while (!rc && (rc = tfc__swire_next_inline(&sw, &sf)) > 0)
                rc = sf.number == 1 ? name_field(g, &sw, &sf, "OpDef.name", &fn.name) : 0;
        } else if (f.number == 3) {
            rc = tfc__swire_expect(&w, &f, TFC__WT_LEN, "FunctionDef.node_def");
            if (!rc) rc = read_node(g, &w, &f, 0);
        }
    }
    if (rc < 0) return rc;
    fn.nnode = (uint32_t)(g->n_nodes - fn.node0);
    g->funcs[g->n_funcs++] = fn;
    return TFC_OK;
}

/* GraphDef: node (1) then library (2) { function (1) }. The graph's nodes
 * come first in g->nodes: a library before them is read after them. */
static int read_graph(graph *g, tfc__swire *parent, const tfc__field *pf)
{
    tfc__swire w, lw;
    tfc__field f, lf;
    int rc;
    for (int pass = 0; pass < 2; pass++) {
        if ((rc = tfc__swire_enter(&w, parent, pf))) return rc;
        while ((rc = tfc__swire_next_inline(&w, &f)) > 0) {
            rc = 0;
            if (pass == 0 && f.number == 1) {
                if ((rc = tfc__swire_expect(&w, &f, TFC__WT_LEN, "GraphDef.node")) || (rc = read_node(g, &w, &f, 1)))
                    return rc;
            } else if (pass == 1 && f.number == 2) {
                if ((rc = tfc__swire_expect(&w, &f, TFC__WT_LEN, "GraphDef.library")) ||
                    (rc = tfc__swire_enter(&lw, &w, &f)))
                    return rc;
                while ((rc = tfc__swire_next_inline(&lw, &lf)) > 0) {
                    if (lf.number != 1) continue;
                    if ((rc = tfc__swire_expect(&lw, &lf, TFC__WT_LEN, "FunctionDefLibrary.function")) ||
                        (rc = read_function(g, &lw, &lf)))
                        return rc;
                }
                if (rc < 0) return rc;
            }
        }
        if (rc < 0) return rc;
        if (pass == 0) g->n_graph = g->n_nodes;
    }
    g->has_graph = 1;
    return TFC_OK;
}

/* A tensor name of a signature as a node name onto *list. */
static int tensor_add(graph *g, tfc__swire *w, const tfc__field *f, uint32_t **list, size_t *n, size_t *cap)
{
    uint32_t off;
    int rc = grow(g, (void **)list, cap, *n, sizeof **list, MAX_OUTPUTS, "signature tensors", f->offset);
    if (!rc && !(rc = node_name_field(g, w, f, "TensorInfo name", &off))) (*list)[(*n)++] = off;
    return rc;
}

/* TensorInfo: name (1), coo_sparse (4) {values 1, indices 2, dense_shape 3},
 * onto the inputs or the outputs. */
static int read_tensor_info(graph *g, tfc__swire *parent, const tfc__field *pf, int input)
{
    uint32_t **list = input ? &g->inputs : &g->outputs;
    size_t *n = input ? &g->n_inputs : &g->n_outputs, *cap = input ? &g->cap_inputs : &g->cap_outputs;
    tfc__swire w, cw;
    tfc__field f, cf;
    int rc = tfc__swire_enter(&w, parent, pf);
    while (!rc && (rc = tfc__swire_next_inline(&w, &f)) > 0) {
        rc = 0;
        if (f.number == 1) {
            rc = tensor_add(g, &w, &f, list, n, cap);
        } else if (f.number == 4 && !(rc = tfc__swire_expect(&w, &f, TFC__WT_LEN, "TensorInfo.coo_sparse")) &&
                   !(rc = tfc__swire_enter(&cw, &w, &f))) {
            while (!rc && (rc = tfc__swire_next_inline(&cw, &cf)) > 0) {
                rc = 0;
                if (cf.number >= 1 && cf.number <= 3) rc = tensor_add(g, &cw, &cf, list, n, cap);
            }
        }
    }
    return rc < 0 ? rc : TFC_OK;
}

/* A map entry {key (1), value (2)}: the key's offset, the value's field. */
static int read_entry(graph *g, tfc__swire *parent, const tfc__field *pf, const char *what, uint32_t *key,
                      tfc__field *value, int *has_value)
{
    tfc__swire w;
    tfc__field f;
    *has_value = 0;
    int rc = arena_add(g, NULL, 0, key);
    if (!rc) rc = tfc__swire_enter(&w, parent, pf);
    while (!rc && (rc = tfc__swire_next_inline(&w, &f)) > 0) {
        rc = 0;
        if (f.number == 1) rc = name_field(g, &w, &f, what, key);
        else if (f.number == 2 && !(rc = tfc__swire_expect(&w, &f, TFC__WT_LEN, what))) *value = f, *has_value = 1;
    }
    return rc < 0 ? rc : TFC_OK;
}

/* signature_def (5) entry: its key; serving_default's inputs (1) and
 * outputs (2). */
static int read_signature(graph *g, tfc__swire *parent, const tfc__field *pf)
{
    uint32_t key;
    tfc__field val, of;
    int has;
    tfc__swire ew, sw, ow;
    int rc = GROW(g, g->sigs, g->cap_sigs, g->n_sigs, MAX_SIGNATURES, "signatures", pf->offset);
    if (rc || (rc = read_entry(g, parent, pf, "signature_def key", &key, &val, &has))) return rc;
    g->sigs[g->n_sigs++] = key;
    if (!has || strcmp(str(g, key), SERVING_DEFAULT) || g->has_signature) return TFC_OK;
    g->has_signature = 1;
    /* the value field was read inside the entry: enter the entry again */
    if ((rc = tfc__swire_enter(&ew, parent, pf)) || (rc = tfc__swire_enter(&sw, &ew, &val))) return rc;
    tfc__field f;
    while ((rc = tfc__swire_next_inline(&sw, &f)) > 0) {
        if (f.number != 1 && f.number != 2) continue;
        if ((rc = tfc__swire_expect(&sw, &f, TFC__WT_LEN, "SignatureDef inputs or outputs")) ||
            (rc = read_entry(g, &sw, &f, "SignatureDef output key", &key, &of, &has)))
            return rc;
        if (!has) continue;
        if ((rc = tfc__swire_enter(&ow, &sw, &f))) return rc;
        if ((rc = read_tensor_info(g, &ow, &of, f.number == 1))) return rc;
    }
    return rc < 0 ? rc : TFC_OK;
}

/* MetaGraphDef: graph_def (2), signature_def (5). */
static int read_meta_graph(graph *g, tfc__swire *w)
{
    tfc__field f;
    int rc;
    while ((rc = tfc__swire_next_inline(w, &f)) > 0) {
        rc = 0;
        if (f.number == 2 && !g->has_graph) {
            if ((rc = tfc__swire_expect(w, &f, TFC__WT_LEN, "MetaGraphDef.graph_def")) || (rc = read_graph(g, w, &f)))
                return rc;
        } else if (f.number == 5) {
            if ((rc = tfc__swire_expect(w, &f, TFC__WT_LEN, "MetaGraphDef.signature_def")) ||
                (rc = read_signature(g, w, &f)))
                return rc;
        }
    }
    return rc;
}

/* Whether the MetaGraphDef's tags (meta_info_def (1) { tags (4) }) are
 * exactly {serve}, as the converter's saved_model_tags='serve' asks. */
static int tagged_serve(tfc__swire *parent, const tfc__field *pf, int *out)
{
    tfc__swire w, iw;
    tfc__field f, tf;
    int serve = 0, other = 0;
    int rc = tfc__swire_enter(&w, parent, pf);
    while (!rc && (rc = tfc__swire_next_inline(&w, &f)) > 0) {
        rc = 0;
        if (f.number != 1) continue;
        if ((rc = tfc__swire_expect(&w, &f, TFC__WT_LEN, "MetaGraphDef.meta_info_def")) ||
            (rc = tfc__swire_enter(&iw, &w, &f)))
            break;
        while (!rc && (rc = tfc__swire_next_inline(&iw, &tf)) > 0) {
            rc = 0;
            if (tf.number != 4) continue;
            const uint8_t *p = NULL;
            if ((rc = tfc__swire_expect(&iw, &tf, TFC__WT_LEN, "MetaInfoDef.tags"))) break;
            if (tf.len != 5) {
                other = 1;
                continue;
            }
            if ((rc = tfc__swire_load(&iw, &tf, &p))) break;
            if (!memcmp(p, "serve", 5)) serve = 1;
            else other = 1;
        }
    }
    *out = serve && !other;
    return rc < 0 ? rc : TFC_OK;
}

typedef struct read_args {
    graph *g;
    int32_t kind;
    int found; /* a meta graph tagged {serve} (SavedModel) */
} read_args;

static int read_src(tfc__src *src, void *user, tfc_error *err)
{
    read_args *ra = user;
    tfc_parse_options o;
    tfc__parse_options_resolve(&o, NULL);
    tfc__wire_ctx ctx;
    memset(&ctx, 0, sizeof ctx);
    ctx.opts = &o;
    ctx.err = err;
    tfc__swire w, mw;
    tfc__swire_init(&w, &ctx, src);
    if (ra->kind == TFC_KIND_META_GRAPH_DEF) {
        ra->found = 1;
        return read_meta_graph(ra->g, &w);
    }
    tfc__field f;
    int rc;
    while ((rc = tfc__swire_next_inline(&w, &f)) > 0) {
        int serve = 0;
        if (f.number != 2 || ra->found) continue;
        if ((rc = tfc__swire_expect(&w, &f, TFC__WT_LEN, "SavedModel.meta_graphs")) ||
            (rc = tagged_serve(&w, &f, &serve)))
            return rc;
        if (!serve) continue;
        ra->found = 1;
        if ((rc = tfc__swire_enter(&mw, &w, &f)) || (rc = read_meta_graph(ra->g, &mw))) return rc;
    }
    return rc;
}

static void graph_free(graph *g)
{
    tfc__free(g->a, g->arena);
    tfc__free(g->a, g->nodes);
    tfc__free(g->a, g->refs);
    tfc__free(g->a, g->funcs);
    tfc__free(g->a, g->outputs);
    tfc__free(g->a, g->inputs);
    tfc__free(g->a, g->sigs);
}

/* ---- the names: an open-addressing table over arena strings ---------- */

typedef struct names {
    uint32_t *slot; /* pairs: index + 1 (0 empty), the name's hash */
    size_t mask;
} names;

static uint32_t hash(const char *s)
{
    uint32_t h = 2166136261u;
    for (; *s; s++) h = (h ^ (uint8_t)*s) * 16777619u;
    /* FNV-1a's low bits barely differ between "n1".."n999999": mix them
     * (murmur3's finaliser) before masking */
    h ^= h >> 16;
    h *= 0x85ebca6bu;
    h ^= h >> 13;
    h *= 0xc2b2ae35u;
    return h ^ (h >> 16);
}

static const char *name_of(const graph *g, uint32_t i, int funcs)
{
    return str(g, funcs ? g->funcs[i].name : g->nodes[i].name);
}

/* The slot of name s (hash h): where it is, or the empty slot it would take. */
static size_t names_slot(const names *t, const graph *g, const char *s, uint32_t h, int funcs)
{
    size_t k = h & t->mask;
    while (t->slot[2 * k] && (t->slot[2 * k + 1] != h || strcmp(name_of(g, t->slot[2 * k] - 1, funcs), s)))
        k = (k + 1) & t->mask;
    return k;
}

/* Table of the n names of the graph's nodes or functions; a repeated name
 * keeps its first entry. */
static int names_build(names *t, const graph *g, size_t n, int funcs)
{
    size_t cap = 16;
    while (cap < n * 2) cap *= 2;
    t->slot = tfc__calloc(g->a, cap, 2 * sizeof *t->slot);
    if (!t->slot) return TFC_E_NOMEM;
    t->mask = cap - 1;
    for (size_t i = 0; i < n; i++) {
        const char *s = name_of(g, (uint32_t)i, funcs);
        uint32_t h = hash(s);
        size_t k = names_slot(t, g, s, h, funcs);
        if (!t->slot[2 * k]) t->slot[2 * k] = (uint32_t)i + 1, t->slot[2 * k + 1] = h;
    }
    return TFC_OK;
}

/* The index of name s, or -1. */
static int64_t names_find(const names *t, const graph *g, const char *s, int funcs)
{
    size_t k = names_slot(t, g, s, hash(s), funcs);
    return t->slot[2 * k] ? (int64_t)t->slot[2 * k] - 1 : -1;
}

/* ---- the rules per release -------------------------------------------- */

/* Index of a converter release in the table; SIZE_MAX if not there. */
static size_t release_at(const char *name)
{
    size_t i;
    return tfc_tfjs_release_find(&i, name, TFC_TFJS_CONVERTER, NULL) ? SIZE_MAX : i;
}

/* 1.1.0 on: model.signatures[signature_name], frozen by
 * convert_variables_to_constants_v2 (calls inlined, control flow lowered). */
static int signature_freeze(size_t index) { return index >= release_at("1.1.0"); }

int tfc__tfjs_converter_validates_library(size_t index) { return index >= release_at("3.7.0"); }

/* What freezing makes of a reached op: the ops validate() sees instead
 * (NULL-terminated), or the op itself (a NULL return). `inlined` says the
 * op is gone and its functions' ops are graph nodes. */
static const char *const *frozen_as(const char *op, int v2, int *inlined)
{
    static const char *const as_const[] = {"Const", NULL}, *const as_identity[] = {"Identity", NULL};
    static const char *const none[] = {NULL};
    static const char *const lowered_if[] = {"Identity", "Merge", "Switch", NULL};
    static const char *const lowered_while[] = {"Enter", "Exit", "Identity", "LoopCond", "Merge", "NextIteration",
                                                "Switch", NULL};
    *inlined = 0;
    if (!strcmp(op, "Variable") || !strcmp(op, "VariableV2") || !strcmp(op, "VarHandleOp")) return as_const;
    if (!strcmp(op, "ReadVariableOp")) return as_identity;
    if (!v2) return NULL;
    *inlined = 1;
    if (!strcmp(op, "PartitionedCall") || !strcmp(op, "StatefulPartitionedCall")) return none;
    if (!strcmp(op, "If") || !strcmp(op, "StatelessIf")) return lowered_if;
    if (!strcmp(op, "While") || !strcmp(op, "StatelessWhile")) return lowered_while;
    *inlined = 0;
    return NULL;
}

/* ---- the walk ----------------------------------------------------------- */

typedef struct walk {
    graph *g;
    names nodes, funcs;
    unsigned char *node_seen, *func_seen;
    uint32_t *stack;
    size_t depth;
    const char **ops;
    size_t n_ops, cap_ops;
    int v2, library;
} walk;

static int op_add(walk *k, const char *op)
{
    graph *g = k->g;
    int rc = GROW(g, k->ops, k->cap_ops, k->n_ops, SIZE_MAX, "ops", 0);
    if (!rc) k->ops[k->n_ops++] = op;
    return rc;
}

/* The functions node nd names: inlined ones (validated as graph nodes), or
 * others (validated from 3.7.0, the library): marked and stacked. */
static int node_functions(walk *k, const cnode *nd, int inlined)
{
    for (uint32_t r = 0; r < nd->nfn; r++) {
        int64_t f = names_find(&k->funcs, k->g, str(k->g, k->g->refs[nd->fn0 + r]), 1);
        if (f < 0 || k->func_seen[f] || (!inlined && !k->library)) continue;
        k->func_seen[f] = 1;
        k->stack[k->depth++] = (uint32_t)f;
    }
    return TFC_OK;
}

/* One reached node's ops as validate() sees them. */
static int node_ops(walk *k, const cnode *nd)
{
    int inlined;
    const char *op = str(k->g, nd->op);
    const char *const *as = frozen_as(op, k->v2, &inlined);
    int64_t call = names_find(&k->funcs, k->g, op, 1);
    int rc = TFC_OK;
    if (call >= 0 && k->v2) {
        inlined = 1; /* a function called by name is inlined like PartitionedCall */
        if (!k->func_seen[call]) k->func_seen[call] = 1, k->stack[k->depth++] = (uint32_t)call;
    } else if (as) {
        for (size_t i = 0; as[i] && !rc; i++) rc = op_add(k, as[i]);
    } else {
        rc = op_add(k, op);
    }
    return rc ? rc : node_functions(k, nd, inlined);
}

/* node_seen: REACHED, and FED for a signature input the v2 freeze feeds
 * (the pruned function has a Placeholder there and nothing behind it). */
enum { REACHED = 1, FED = 2 };

/* The graph node named s, or TFC_E_BAD_VALUE (TensorFlow could not import
 * a graph with a dangling name either). */
static int node_named(walk *k, const char *s, const char *what, int64_t *out)
{
    *out = names_find(&k->nodes, k->g, s, 0);
    if (*out >= 0) return TFC_OK;
    return tfc__fail(k->g->err, TFC_E_BAD_VALUE, -1, "%s '%.200s' names no node of the graph", what, s);
}

static int walk_run(walk *k)
{
    graph *g = k->g;
    int rc = TFC_OK;
    int64_t j;
    for (size_t i = 0; k->v2 && i < g->n_inputs; i++) {
        if ((rc = node_named(k, str(g, g->inputs[i]), "the serving_default signature's input", &j))) return rc;
        k->node_seen[j] |= FED;
    }
    /* graph nodes from the outputs, through inputs (a cycle is walked once) */
    for (size_t i = 0; i < g->n_outputs; i++) {
        if ((rc = node_named(k, str(g, g->outputs[i]), "the serving_default signature's output", &j))) return rc;
        if (k->node_seen[j] & REACHED) continue;
        k->node_seen[j] |= REACHED;
        k->stack[k->depth++] = (uint32_t)j;
        while (k->depth) {
            uint32_t at = k->stack[--k->depth];
            const cnode *nd = &g->nodes[at];
            for (uint32_t r = 0; !(k->node_seen[at] & FED) && r < nd->nin; r++) {
                if ((rc = node_named(k, str(g, g->refs[nd->in0 + r]), "an input of a reached node,", &j))) return rc;
                if (!(k->node_seen[j] & REACHED)) k->node_seen[j] |= REACHED, k->stack[k->depth++] = (uint32_t)j;
            }
        }
    }
    /* the reached nodes' ops, in graph order (the functions they reach
     * stacked), then the functions' */
    for (size_t i = 0; i < g->n_graph && !rc; i++) {
        if (k->node_seen[i] == (REACHED | FED)) rc = op_add(k, "Placeholder");
        else if (k->node_seen[i] & REACHED) rc = node_ops(k, &g->nodes[i]);
    }
    while (k->depth && !rc) {
        const cfunc *fn = &g->funcs[k->stack[--k->depth]];
        for (uint32_t n = 0; n < fn->nnode && !rc; n++) rc = node_ops(k, &g->nodes[fn->node0 + n]);
    }
    return rc;
}

static int reason_add(tfc_verdict *v, int32_t reason, int32_t severity, const char *msg)
{
    return tfc__verdict_add(v, reason, severity, SERVING_DEFAULT, -1, "%s", msg);
}

/* The converter's answer when it cannot pick the graph it freezes. */
static int no_graph(tfc_verdict **out, const graph *g, const read_args *ra, size_t index, const tfc_allocator *a,
                    tfc_error *err)
{
    tfc_verdict *v = tfc__verdict_new(a);
    if (!v) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    tfc__strbuf b;
    tfc__strbuf_init(&b, a);
    int32_t reason = TFC_REASON_TFJS_NO_SIGNATURE, sev = TFC_SEVERITY_ERROR;
    if (!ra->found) {
        /* TensorFlow's loader, asked for saved_model_tags='serve' */
        tfc__strbuf_printf(&b, "MetaGraphDef associated with tags 'serve' could not be found in SavedModel");
    } else if (!signature_freeze(index)) {
        reason = TFC_REASON_TFJS_OUTPUTS_UNKNOWN, sev = TFC_SEVERITY_UNDETERMINED;
        tfc__strbuf_printf(&b,
                           "tensorflowjs_converter %s freezes the graph at --output_node_names, and the model has no "
                           "serving_default signature to take them from: undetermined",
                           tfc_tfjs_release_name(index));
    } else if (tfc__tfjs_converter_validates_library(index)) {
        /* _find_signature, 3.7.0 on */
        tfc__strbuf_printf(&b, "Signature \"%s\" does not exist in the saved model", SERVING_DEFAULT);
    } else {
        /* _check_signature_in_model, 1.1.0 .. 3.6.x */
        tfc__strbuf_printf(&b, "Signature '%s' does not exist. The following signatures are available: [", SERVING_DEFAULT);
        for (size_t i = 0; i < g->n_sigs; i++) tfc__strbuf_printf(&b, "%s'%s'", i ? ", " : "", str(g, g->sigs[i]));
        tfc__strbuf_printf(&b, "]");
    }
    int rc = b.failed ? TFC_E_NOMEM : reason_add(v, reason, sev, b.data);
    tfc__strbuf_free(&b);
    if (rc) {
        tfc_verdict_free(v);
        return tfc__fail(err, rc, -1, "out of memory");
    }
    *out = v;
    return TFC_OK;
}

/* The answer on the graph the source holds: read by read_src (from a file
 * through the reading layer, or from memory), then walked. */
static int converter_answer(tfc_verdict **out, const char *path, tfc__src *mem, int32_t kind, size_t index,
                            const tfc_allocator *a, tfc_error *err)
{
    *out = NULL;
    if (index >= tfc__tfjs_release_count) return tfc__fail(err, TFC_E_RANGE, -1, "TF.js release index %zu", index);
    if (kind != TFC_KIND_SAVED_MODEL && kind != TFC_KIND_META_GRAPH_DEF)
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "kind %d is not a SavedModel or MetaGraphDef", (int)kind);
    graph g;
    memset(&g, 0, sizeof g);
    g.a = a;
    g.err = err;
    read_args ra = {&g, kind, 0};
    tfc_parse_options o;
    tfc__parse_options_resolve(&o, NULL);
    int rc = mem ? read_src(mem, &ra, err) : tfc__file_with_model(path, o.max_input_size, a, read_src, &ra, err);
    if (!rc && (!ra.found || !g.has_signature)) rc = no_graph(out, &g, &ra, index, a, err);
    if (rc || *out) {
        graph_free(&g);
        return rc;
    }
    walk k;
    memset(&k, 0, sizeof k);
    k.g = &g;
    k.v2 = signature_freeze(index);
    k.library = tfc__tfjs_converter_validates_library(index);
    size_t most = g.n_nodes > g.n_funcs ? g.n_nodes : g.n_funcs;
    if (names_build(&k.nodes, &g, g.n_graph, 0) || names_build(&k.funcs, &g, g.n_funcs, 1) ||
        !(k.node_seen = tfc__calloc(a, g.n_graph + 1, 1)) || !(k.func_seen = tfc__calloc(a, g.n_funcs + 1, 1)) ||
        !(k.stack = tfc__calloc(a, most + 1, sizeof *k.stack)))
        rc = tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    if (!rc) rc = walk_run(&k);
    if (!rc) rc = tfc__tfjs_check_ops(out, k.ops, k.n_ops, index, TFC_TFJS_CONVERTER, a, err);
    tfc__free(a, k.nodes.slot);
    tfc__free(a, k.funcs.slot);
    tfc__free(a, k.node_seen);
    tfc__free(a, k.func_seen);
    tfc__free(a, k.stack);
    tfc__free(a, k.ops);
    graph_free(&g);
    return rc;
}

int tfc__tfjs_converter_check(tfc_verdict **out, const char *path, int32_t kind, size_t index, const tfc_allocator *a,
                              tfc_error *err)
{
    return converter_answer(out, path, NULL, kind, index, a, err);
}

int tfc__tfjs_converter_check_bytes(tfc_verdict **out, const uint8_t *data, size_t len, int32_t kind, size_t index,
                                    const tfc_allocator *a, tfc_error *err)
{
    tfc__src src;
    tfc__src_memory(&src, data, len);
    return converter_answer(out, NULL, &src, kind, index, a, err);
}
