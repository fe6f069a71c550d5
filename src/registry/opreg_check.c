/*
 * opreg_check.c - the op-level verdict of a meta graph (tfcompat/opreg.h:
 * tfc_opreg_check, tfc_opreg_check_release): the graph's ops and watched
 * attr uses read into an op-registry model, then asked of one or every
 * consumer by the registry's checks. Kept apart from opreg.c (the op and
 * attr tables and their rules), so that the includes run one way: the
 * tables at the bottom, the registry's checks over them, this on top.
 */
#include <stdlib.h>
#include <string.h>

#include "container_internal.h"
#include "internal.h"
#include "registry/opreg_internal.h"
#include "registry_check_internal.h"
#include "registry_internal.h"
#include "tfcompat/opreg.h"

/* ------------------------------------------------------------ meta graphs */

/* Op names of a meta graph (graph nodes, then function bodies), without the
 * names of its library's functions (a call node's op is a function name). */
static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* *out: the op names, then (at *out + the count of both name sets) room for
 * as many more: the deprecation filter's list, in the same block. */
static int collect_ops(const tfc_allocator *a, const tfc_meta_graph *g, const char ***out, size_t *n,
                       const char ***room)
{
    size_t na = tfc_meta_graph_name_count(g, TFC_NAMES_OPS_IN_GRAPH);
    size_t nb = tfc_meta_graph_name_count(g, TFC_NAMES_OPS_IN_FUNCTIONS);
    size_t nf = tfc_meta_graph_name_count(g, TFC_NAMES_FUNCTIONS);
    size_t cap = na + nb ? na + nb : 1;
    const char **ops = cap <= SIZE_MAX / 2 ? tfc__calloc(a, 2 * cap, sizeof *ops) : NULL;
    const char **fns = nf ? tfc__calloc(a, nf, sizeof *fns) : NULL;
    if (!ops || (nf && !fns)) {
        tfc__free(a, (void *)ops);
        tfc__free(a, (void *)fns);
        return TFC_E_NOMEM;
    }
    for (size_t f = 0; f < nf; f++) fns[f] = tfc_meta_graph_name(g, TFC_NAMES_FUNCTIONS, f);
    if (nf) qsort(fns, nf, sizeof *fns, cmp_str);
    *n = 0;
    for (size_t i = 0; i < na + nb; i++) {
        const char *op = i < na ? tfc_meta_graph_name(g, TFC_NAMES_OPS_IN_GRAPH, i)
                                : tfc_meta_graph_name(g, TFC_NAMES_OPS_IN_FUNCTIONS, i - na);
        if (!nf || !bsearch(&op, fns, nf, sizeof *fns, cmp_str)) ops[(*n)++] = op;
    }
    tfc__free(a, (void *)fns);
    *out = ops;
    *room = ops + cap;
    return TFC_OK;
}

typedef struct graph_input {
    const char **ops;
    size_t n_ops;
    const char **dep_ops; /* the ops in the deprecation table (tfc__ops_maybe_deprecated); in ops' block */
    size_t n_dep;
    tfc__opreg_use *uses, *defaults;
    size_t n_uses, n_defaults;
    tfc__opreg_model *model;
} graph_input;

static void graph_input_free(const tfc_allocator *a, graph_input *in)
{
    tfc__free(a, (void *)in->ops);
    tfc__free(a, in->uses); /* and defaults, in its block */
    tfc__opreg_model_free(in->model);
}

static void copy_use(tfc__opreg_use *d, const tfc__attr_use *s)
{
    d->op = s->op;
    d->attr = s->attr;
    d->value = s->value;
    d->value_len = s->value_len;
    d->node = s->node;
    d->where = s->where;
}

/* The meta graph's ops and (when the scan records them) watched attr uses,
 * resolved into a model. */
static int graph_input_make(const tfc_allocator *a, const tfc_meta_graph *g, graph_input *in)
{
    memset(in, 0, sizeof *in);
    if (collect_ops(a, g, &in->ops, &in->n_ops, &in->dep_ops)) return TFC_E_NOMEM;
    in->n_dep = tfc__ops_maybe_deprecated(in->dep_ops, in->ops, in->n_ops);
    int has_list = tfc_meta_graph_name_count(g, TFC_NAMES_STRIPPED_OPS) > 0;
    size_t nu = tfc__meta_graph_attr_use_count(g), nd = tfc__meta_graph_producer_default_count(g);
    /* the uses, then the defaults, in one block */
    in->uses = nu <= SIZE_MAX / 2 && nd <= SIZE_MAX / 2 ? tfc__calloc(a, nu + nd ? nu + nd : 1, sizeof *in->uses) : NULL;
    if (!in->uses) return TFC_E_NOMEM;
    in->defaults = in->uses + nu;
    for (size_t i = 0; i < nu; i++) copy_use(&in->uses[i], tfc__meta_graph_attr_use(g, i));
    for (size_t i = 0; i < nd; i++) copy_use(&in->defaults[i], tfc__meta_graph_producer_default(g, i));
    in->n_uses = nu;
    in->n_defaults = nd;
    int rc = tfc__opreg_model_new(&in->model, a, in->ops, in->n_ops, in->uses, in->n_uses, in->defaults,
                                  in->n_defaults, has_list);
    if (!rc) tfc__opreg_model_set_graph_version(in->model, tfc_meta_graph_graph_def_deprecated_version(g));
    return rc;
}


int32_t tfc_opreg_check_release(tfc_verdict **out, const tfc_registry *r, const char *release,
                                const tfc_meta_graph *g, const char *tf_version, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!r || !release || !g) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "registry, release and graph are required");
    int64_t ci = tfc_registry_find(r, tfc_registry_scheme_graphdef(), release);
    if (ci < 0) return tfc__fail(err, TFC_E_UNKNOWN_RELEASE, -1, "no release '%s' in scheme 'graphdef'", release);
    const tfc_allocator *a = &r->alloc;
    graph_input in;
    if (graph_input_make(a, g, &in)) {
        graph_input_free(a, &in);
        return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    }
    int rc = tfc__registry_check_one(out, r, (size_t)ci, tfc_meta_graph_versions(g), in.dep_ops, in.n_dep, in.model,
                                     tf_version, err);
    graph_input_free(a, &in);
    return rc;
}

/* A meta graph's op model, made once and asked any number of times
 * (answer.c: the all-release answer, then the release a record shows). */
struct tfc__opreg_graph {
    const tfc_meta_graph *g;
    graph_input in;
};

int tfc__opreg_graph_new(tfc__opreg_graph **out, const tfc_registry *r, const tfc_meta_graph *g, tfc_error *err)
{
    *out = NULL;
    if (!r || !g) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "registry and graph are required");
    const tfc_allocator *a = &r->alloc;
    tfc__opreg_graph *og = tfc__calloc(a, 1, sizeof *og);
    if (!og) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    og->g = g;
    if (graph_input_make(a, g, &og->in)) {
        graph_input_free(a, &og->in);
        tfc__free(a, og);
        return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    }
    *out = og;
    return TFC_OK;
}

void tfc__opreg_graph_free(const tfc_registry *r, tfc__opreg_graph *og)
{
    if (!og) return;
    graph_input_free(&r->alloc, &og->in);
    tfc__free(&r->alloc, og);
}

int tfc__opreg_graph_check_all(tfc_release_answer **out, const tfc_registry *r, const tfc__opreg_graph *og, int quiet,
                               tfc_error *err)
{
    return tfc__registry_check_all(out, r, tfc_registry_scheme_graphdef(), tfc_meta_graph_versions(og->g),
                                   og->in.dep_ops, og->in.n_dep, og->in.model, quiet, err);
}

int tfc__opreg_graph_check_consumer(tfc_verdict **out, const tfc_registry *r, size_t ci, const tfc__opreg_graph *og,
                                    tfc_error *err)
{
    *out = NULL;
    return tfc__registry_check_one(out, r, ci, tfc_meta_graph_versions(og->g), og->in.dep_ops, og->in.n_dep,
                                   og->in.model, NULL, err);
}

int32_t tfc_opreg_check(tfc_release_answer **out, const tfc_registry *r, const tfc_meta_graph *g, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    tfc__opreg_graph *og = NULL;
    int rc = tfc__opreg_graph_new(&og, r, g, err);
    if (!rc) rc = tfc__opreg_graph_check_all(out, r, og, 0, err);
    tfc__opreg_graph_free(r, og);
    return rc;
}
