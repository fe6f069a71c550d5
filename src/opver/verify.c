/*
 * verify.c - where a TFLite model is verified, and the work budget of the
 * walks over it.
 *
 * Verification happens once, when the model is parsed: every operator,
 * tensor (with its quantization and sparsity tables) and buffer table, and
 * every field of them that a later call reads, is checked here. A model
 * that parses can therefore be read by every later call (check, versions,
 * min-runtime, delegate check, the getters) without a verification error,
 * and no command can call a model "ok" that another rejects as malformed.
 * The TFLite runtime, too, verifies the whole buffer before it loads one.
 *
 * The cost is one visit per table reference, counted against max_tables the
 * way the FlatBuffers verifier counts them; vectors of scalars are checked
 * in O(1) (bounds, not contents), so the parse stays linear in the number
 * of tables and independent of the weights.
 */
#include "opver/model.h"

int tfc__work_take(tfc__work *w, uint64_t n, const char *what, tfc_error *err)
{
    if (n > w->max - w->used) {
        w->used = w->max;
        return tfc__fail(err, TFC_E_TOO_MUCH_WORK, -1,
                         "reading %s needs more than %llu units of work, the budget for a model of this size "
                         "(tables alias each other?); raise tfc_tflite_options.max_work to allow it",
                         what, (unsigned long long)w->max);
    }
    w->used += n;
    return TFC_OK;
}

typedef struct vstate {
    uint64_t tables, max_tables;
    tfc_error *err;
} vstate;

static int count_table(vstate *st, const tfc__fb_table *t)
{
    if (!t->present) return TFC_OK;
    if (++st->tables > st->max_tables)
        return tfc__fail(st->err, TFC_E_TOO_MANY, (int64_t)t->pos,
                         "model has more than %llu tables (operators, tensors, buffers and their parts), over the limit",
                         (unsigned long long)st->max_tables);
    return TFC_OK;
}

/* Verifies a quantization table; on success *f holds the facts of the
 * load's quantization checks (shape: the tensor's). */
static int verify_quantization(vstate *st, tfc__fb_table qt, const tfc__fb_vec *shape, tfc__quant_facts *f)
{
    /* The table by value, so that the compiler knows no store here changes
     * it and keeps its fields in registers across the reads. */
    const tfc__fb_table *q = &qt;
    tfc_error *err = st->err;
    tfc__fb_vec scale, zero_point;
    tfc__fb_table details;
    uint8_t ty;
    int32_t qd;
    uint32_t n;
    int rc;
    if ((rc = count_table(st, q)) || (rc = tfc__fb_vector_len(q, 0, 4, &n, err)) ||   /* min */
        (rc = tfc__fb_vector_len(q, 1, 4, &n, err)) ||                                 /* max */
        (rc = tfc__fb_vector(q, TFC__QUANT_SCALE, 4, &scale, err)) ||
        (rc = tfc__fb_vector(q, TFC__QUANT_ZERO_POINT, 8, &zero_point, err)) ||
        (rc = tfc__fb_union(q, 4, &ty, &details, err)) ||                          /* details */
        (rc = tfc__fb_i32(q, TFC__QUANT_QUANTIZED_DIMENSION, 0, &qd, err)) || (rc = count_table(st, &details)))
        return rc;
    /* every vector it reads is verified above: this cannot fail */
    return tfc__quant_facts_fill(f, &scale, &zero_point, qd, shape, err);
}

/* Inline in its one caller: a call per tensor cost its prologue and the
 * copy of the table (30 of the ~400 instructions of a tensor). */
TFC__FB_INLINE int verify_tensor(vstate *st, tfc__fb_table tt, uint32_t *qseen, size_t nbuffers, uint64_t *cost,
                                 int *suspect)
{
    const tfc__fb_table *t = &tt; /* by value: see verify_quantization */
    tfc_error *err = st->err;
    tfc__fb_vec shape;
    uint32_t signature_len;
    tfc__fb_str name;
    tfc__fb_table q, sparsity;
    int8_t type;
    uint32_t buffer;
    int var;
    int rc;
    if ((rc = count_table(st, t)) || (rc = tfc__fb_vector(t, TFC__TENSOR_SHAPE, 4, &shape, err)) ||
        (rc = tfc__fb_i8(t, TFC__TENSOR_TYPE, 0, &type, err)) ||
        (rc = tfc__fb_u32(t, TFC__TENSOR_BUFFER, 0, &buffer, err)) ||
        (rc = tfc__fb_string(t, TFC__TENSOR_NAME, &name, err)) ||
        (rc = tfc__fb_table_field_seen(t, TFC__TENSOR_QUANTIZATION, qseen, &q, err)) ||
        (rc = tfc__fb_bool(t, TFC__TENSOR_IS_VARIABLE, 0, &var, err)) ||
        (rc = tfc__fb_table_field(t, TFC__TENSOR_SPARSITY, &sparsity, err)) ||
        (rc = tfc__fb_vector_len(t, 7 /* shape_signature */, 4, &signature_len, err)))
        return rc;
    tfc__quant_facts f;
    if (q.present && (rc = verify_quantization(st, q, &shape, &f))) return rc;
    /* What reading this tensor for an operator costs (versions.c reads its
     * shape and shape_signature). */
    *cost = 1 + (uint64_t)shape.len + signature_len;
    if ((rc = count_table(st, &sparsity))) return rc;
    /* Whether the structure check has something to say of this tensor. */
    if (tfc__tensor_buffer_suspect(buffer, var, nbuffers) || (q.present && tfc__quant_fault(&f) != TFC__QUANT_OK))
        *suspect = 1;
    return TFC_OK;
}

/* The work of the walks over one operator: the operator, its index vectors
 * and every tensor they name, priced before any index is read. Adds the
 * structure walk's units to *structure_work and sets *suspect when an index
 * names no tensor. A list's tensors are taken in one sum: the takes one by
 * one fail exactly when their sum passes what is left (same code, same
 * message), and a failure ends the parse. The sum cannot wrap: a list has
 * fewer than 2^29 elements, a tensor's cost is below 2^30 (2 GiB of 4-byte
 * dimensions). */
static int operator_work(tfc__work *w, const tfc__fb_vec lists[3], const uint64_t *cost, uint32_t ntensors,
                         uint64_t *structure_work, int *suspect, tfc_error *err)
{
    int rc = tfc__work_take(w, 1, "the operators", err);
    for (size_t f = 0; !rc && f < 3; f++) {
        const tfc__fb_vec v = lists[f];
        if ((rc = tfc__work_take(w, v.len, "the operators' tensor lists", err))) return rc;
        *structure_work += v.len;
        /* a verified vector of v.len 4-byte elements (none when absent) */
        const uint8_t *p = tfc__fb_vec_bytes(&v);
        const uint64_t room = w->max - w->used;
        uint64_t sum = 0;
        for (uint32_t k = 0; k < v.len && sum <= room; k++) {
            int32_t t = (int32_t)tfc__fb_rd32(p + 4 * (size_t)k);
            if (tfc__tensor_index_bad(t, ntensors)) *suspect = 1;
            if (t >= 0 && (uint32_t)t < ntensors) sum += cost[t];
        }
        rc = tfc__work_take(w, sum, "the operators' tensors", err);
    }
    return rc;
}

/* Verifies an operator; lists[] = its inputs, outputs and intermediates. */
static int verify_operator(vstate *st, tfc__fb_table ot, uint32_t *index, tfc__fb_vec lists[3])
{
    const tfc__fb_table *o = &ot; /* by value: see verify_quantization */
    tfc_error *err = st->err;
    uint32_t n;
    tfc__fb_table opts, opts2;
    uint8_t ty1, ty2;
    int rc;
    if ((rc = count_table(st, o)) || (rc = tfc__fb_u32(o, TFC__OPERATOR_OPCODE_INDEX, 0, index, err)) ||
        (rc = tfc__fb_vector(o, TFC__OPERATOR_INPUTS, 4, &lists[0], err)) ||
        (rc = tfc__fb_vector(o, TFC__OPERATOR_OUTPUTS, 4, &lists[1], err)) ||
        (rc = tfc__fb_u8(o, TFC__OPERATOR_BUILTIN_OPTIONS_TYPE, 0, &ty1, err)) ||
        (rc = tfc__fb_table_field(o, TFC__OPERATOR_BUILTIN_OPTIONS_TYPE + 1, &opts, err)) ||
        (rc = tfc__fb_vector_len(o, TFC__OPERATOR_CUSTOM_OPTIONS, 1, &n, err)) ||
        (rc = tfc__fb_vector_len(o, 7 /* mutating_variable_inputs */, 1, &n, err)) ||
        (rc = tfc__fb_vector(o, TFC__OPERATOR_INTERMEDIATES, 4, &lists[2], err)) ||
        (rc = tfc__fb_u8(o, TFC__OPERATOR_BUILTIN_OPTIONS2_TYPE, 0, &ty2, err)) ||
        (rc = tfc__fb_table_field(o, TFC__OPERATOR_BUILTIN_OPTIONS2_TYPE + 1, &opts2, err)))
        return rc;
    if ((rc = count_table(st, &opts)) || (rc = count_table(st, &opts2))) return rc;
    return TFC_OK;
}

/* Tensors per subgraph whose costs fit on the stack (2 KiB). */
#define STACK_TENSORS 256u

int tfc__model_verify(tfc_tflite_model *m, uint64_t tables_used, uint64_t max_tables, tfc_error *err)
{
    vstate st = {tables_used, max_tables, err};
    /* The work budget is settled here too: the parse prices every walk a
     * later call makes (operators, their tensor lists, the tensors named),
     * so a model either parses and every walk fits, or no call accepts it. */
    tfc__work w;
    tfc__work_init(&w, m);
    int rc = TFC_OK;
    /* The structure check's walk, priced as it takes its units
     * (resolver_check.c), and whether anything there draws a finding. */
    uint64_t structure_work = 0;
    int suspect = 0;
    for (size_t sg = 0; sg < m->nsubgraphs && !rc; sg++) {
        const tfc__subgraph *s = &m->subgraphs[sg];
        structure_work += (uint64_t)s->inputs.len + s->outputs.len + s->tensors.len + s->operators.len;
        /* Small subgraphs (most models) price their tensors on the stack:
         * no allocation per parse. verify_tensor sets every entry. */
        uint64_t small[STACK_TENSORS];
        uint64_t *cost = small;
        if (s->tensors.len > STACK_TENSORS && !(cost = tfc__calloc(&m->alloc, s->tensors.len, sizeof *cost)))
            return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
        /* The vtable the last tensor, operator or buffer had (checked). */
        uint32_t seen = UINT32_MAX, qseen = UINT32_MAX; /* and the last quantization's */
        for (uint32_t i = 0; i < s->tensors.len && !rc; i++) {
            tfc__fb_table t;
            if (!(rc = tfc__work_take(&w, 1, "the tensors", err)) &&
                !(rc = tfc__fb_vec_table_seen(&s->tensors, i, &seen, &t, err)))
                rc = verify_tensor(&st, t, &qseen, m->buffers.len, &cost[i], &suspect);
        }
        for (uint32_t i = 0; i < s->operators.len && !rc; i++) {
            tfc__fb_table o;
            uint32_t index;
            tfc__fb_vec lists[3];
            if (!(rc = tfc__fb_vec_table_seen(&s->operators, i, &seen, &o, err)) &&
                !(rc = verify_operator(&st, o, &index, lists)))
                rc = operator_work(&w, lists, cost, s->tensors.len, &structure_work, &suspect, err);
            if (!rc && index >= m->nopcodes) suspect = 1;
            /* The operator codes some operator uses (the load rule of
             * tfc__opcode_must_resolve), marked on the first of identical ones. */
            if (!rc && index < m->nopcodes) m->opcodes[m->opcodes[index].first].referenced = 1;
        }
        if (cost != small) tfc__free(&m->alloc, cost);
    }
    if (rc) return rc;
    m->structure_walk = suspect || structure_work > m->max_work;
    for (size_t i = 0; i < m->nopcodes; i++) m->opcodes[i].referenced = m->opcodes[m->opcodes[i].first].referenced;
    uint32_t seen = UINT32_MAX;
    for (uint32_t i = 0; m->buffers.present && i < m->buffers.len; i++) {
        tfc__fb_table b;
        uint32_t data;
        uint64_t off, size;
        if ((rc = tfc__fb_vec_table_seen(&m->buffers, i, &seen, &b, err)) || (rc = count_table(&st, &b)) ||
            (rc = tfc__fb_vector_len(&b, TFC__BUFFER_DATA, 1, &data, err)) ||
            (rc = tfc__fb_u64(&b, 1, 0, &off, err)) || (rc = tfc__fb_u64(&b, 2, 0, &size, err)))
            return rc;
    }
    return TFC_OK;
}
