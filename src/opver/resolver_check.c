/*
 * resolver_check.c - the model check (tfc_resolver_check): a model's
 * operator codes against a resolver, the tensors its build properties
 * refuse, and what the interpreter checks from the file alone.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "opver/model.h"
#include "opver/runtime.h"
#include "opver/resolver_internal.h"

static const char FLEX_MESSAGE[] =
    "Select TensorFlow op(s), included in the given model, is(are) not supported by this "
    "interpreter. Make sure you apply/link the Flex delegate before inference. For the Android, "
    "it can be resolved by adding \"org.tensorflow:tensorflow-lite-select-tf-ops\" dependency. "
    "See instructions: https://www.tensorflow.org/lite/guide/ops_select";

/* Adds a finding; maps allocation failure to a status. */
#define ADD(...)                                                               \
    do {                                                                       \
        if (tfc__verdict_add(v, __VA_ARGS__))                                  \
            return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory for findings"); \
    } while (0)

int tfc__opcode_must_resolve(const tfc__opcode *oc, const tfc_resolver *r)
{
    return oc->builtin_code != TFC__OP_CUSTOM || !oc->custom_code || oc->referenced || (r && r->custom_at_build);
}

/* What resolver r makes of operator code oc, in the order of the runtime's
 * own tests (tfc__opcode_state); a code the load does not resolve is
 * FOUND (no finding). */
uint8_t tfc__resolver_opcode_state(const tfc_resolver *r, const tfc__opcode *oc)
{
    if (!tfc__opcode_must_resolve(oc, r)) return TFC__OPCODE_FOUND;
    if (oc->builtin_code > tfc_resolver_max_builtin(r)) return TFC__OPCODE_OUT_OF_RANGE;
    if (oc->builtin_code != TFC__OP_CUSTOM)
        return tfc_resolver_has_builtin(r, oc->builtin_code, oc->version) ? TFC__OPCODE_FOUND
                                                                         : TFC__OPCODE_NOT_FOUND;
    if (!oc->custom_code) return TFC__OPCODE_NO_CUSTOM_CODE;
    return tfc_resolver_has_custom(r, oc->custom_code, oc->version) ? TFC__OPCODE_FOUND
                                                                    : TFC__OPCODE_CUSTOM_NOT_FOUND;
}

int32_t tfc__opcode_finding(const tfc__opcode *oc, uint8_t state, char buf[32], const char **subject)
{
    switch (state) {
    case TFC__OPCODE_OUT_OF_RANGE:
        snprintf(buf, 32, "%ld", (long)oc->builtin_code);
        *subject = buf;
        return TFC_REASON_BUILTIN_CODE_OUT_OF_RANGE;
    case TFC__OPCODE_NOT_FOUND:
        *subject = tfc_tflite_builtin_name(oc->builtin_code);
        return TFC_REASON_UNSUPPORTED_OP_VERSION;
    case TFC__OPCODE_NO_CUSTOM_CODE: *subject = "CUSTOM"; return TFC_REASON_UNRESOLVED_CUSTOM_OP;
    case TFC__OPCODE_CUSTOM_NOT_FOUND: *subject = oc->custom_code; return TFC_REASON_UNRESOLVED_CUSTOM_OP;
    default: *subject = ""; return TFC_REASON_NONE;
    }
}

int tfc__resolver_check_opcodes(tfc_verdict *v, const tfc_tflite_model *m, const uint8_t *state,
                                int custom_deferred, tfc_error *err)
{
    for (size_t i = 0; i < m->nopcodes; i++) {
        const tfc__opcode *oc = &m->opcodes[i];
        /* One finding per distinct failing (op, version): repeats of the same
         * OperatorCode say nothing new. */
        if (oc->first != i || state[i] == TFC__OPCODE_FOUND) continue;
        char buf[32];
        const char *subject;
        int32_t reason = tfc__opcode_finding(oc, state[i], buf, &subject);
        switch (state[i]) {
        case TFC__OPCODE_OUT_OF_RANGE:
            ADD(reason, TFC_SEVERITY_ERROR, subject, oc->version,
                "Op builtin_code out of range: %ld. Are you using old TFLite binary with newer model?",
                (long)oc->builtin_code);
            break;
        case TFC__OPCODE_NOT_FOUND:
            ADD(reason, TFC_SEVERITY_ERROR, subject, oc->version,
                "Didn't find op for builtin opcode '%s' version '%ld'. An older version of this "
                "builtin might be supported. Are you using an old TFLite binary with a newer model?",
                subject, (long)oc->version);
            break;
        case TFC__OPCODE_NO_CUSTOM_CODE:
            ADD(reason, TFC_SEVERITY_ERROR, subject, oc->version, "Operator with CUSTOM builtin_code has no custom_code.");
            break;
        case TFC__OPCODE_CUSTOM_NOT_FOUND:
            /* A build that compiles without preparing the nodes loads the
             * model; the op fails when the model first runs. */
            if (custom_deferred && !strncmp(oc->custom_code, "Flex", 4))
                ADD(TFC_REASON_DEFERRED_CUSTOM_OP, TFC_SEVERITY_WARNING, subject, oc->version,
                    "Select TensorFlow op %s is not supported by this runtime. It loads the model without "
                    "preparing its nodes: the model fails at its first invocation.",
                    subject);
            else if (custom_deferred)
                ADD(TFC_REASON_DEFERRED_CUSTOM_OP, TFC_SEVERITY_WARNING, subject, oc->version,
                    "Encountered unresolved custom op: %s. This runtime loads the model without preparing its "
                    "nodes: the model fails at its first invocation.",
                    subject);
            else if (!strncmp(oc->custom_code, "Flex", 4))
                ADD(reason, TFC_SEVERITY_ERROR, subject, oc->version, "%s", FLEX_MESSAGE);
            else
                ADD(reason, TFC_SEVERITY_ERROR, subject, oc->version,
                    "Encountered unresolved custom op: %s.\nSee instructions: "
                    "https://www.tensorflow.org/lite/guide/ops_custom ",
                    subject);
            break;
        default: break;
        }
    }
    return TFC_OK;
}

static int check_opcodes(tfc_verdict *v, const tfc_tflite_model *m, const tfc_resolver *r,
                         tfc_error *err)
{
    uint8_t local[256];
    uint8_t *state = m->nopcodes <= sizeof local ? local : tfc__alloc(&m->alloc, m->nopcodes);
    if (!state) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    for (size_t i = 0; i < m->nopcodes; i++)
        state[i] = m->opcodes[i].first == i ? tfc__resolver_opcode_state(r, &m->opcodes[i]) : TFC__OPCODE_FOUND;
    int rc = tfc__resolver_check_opcodes(v, m, state, r->custom_deferred, err);
    if (state != local) tfc__free(&m->alloc, state);
    return rc;
}

/* Where a finding is: "subgraph S", "subgraph S tensor T" or "subgraph S
 * operator O", written only when a finding names it (the structure walk
 * visits every tensor and operator; most have nothing to report). */
typedef struct place {
    const char *what; /* NULL: the subgraph itself */
    size_t sg, i;
    char text[64];
} place;

static const char *where_of(place *pl)
{
    if (!pl->text[0]) {
        if (pl->what) snprintf(pl->text, sizeof pl->text, "subgraph %zu %s %zu", pl->sg, pl->what, pl->i);
        else snprintf(pl->text, sizeof pl->text, "subgraph %zu", pl->sg);
    }
    return pl->text;
}

static void place_at(place *pl, size_t sg, const char *what, size_t i)
{
    pl->what = what;
    pl->sg = sg;
    pl->i = i;
    pl->text[0] = 0;
}

/* Checks a vector of tensor indices against the subgraph's tensor count. */
static int check_tensor_indices(tfc_verdict *v, tfc__work *w, const tfc__fb_vec *idx, size_t ntensors,
                                const char *label, place *where, tfc_error *err)
{
    if (idx->present) {
        int rc = tfc__work_take(w, idx->len, "the tensor indices", err);
        if (rc) return rc;
    }
    for (uint32_t k = 0; idx->present && k < idx->len; k++) {
        int32_t t;
        int rc = tfc__fb_vec_i32(idx, k, &t, err);
        if (rc) return rc;
        if (tfc__tensor_index_bad(t, ntensors))
            ADD(TFC_REASON_BAD_INDEX, TFC_SEVERITY_ERROR, where_of(where), t,
                "Invalid tensor index %ld in %s. The subgraph has %zu tensors", (long)t, label, ntensors);
    }
    return TFC_OK;
}

int tfc__quant_facts_fill(tfc__quant_facts *f, const tfc__fb_vec *scale, const tfc__fb_vec *zero_point, int32_t qdim,
                          const tfc__fb_vec *shape, tfc_error *err)
{
    memset(f, 0, sizeof *f);
    f->present = 1;
    f->scale_len = scale->present ? scale->len : 0;
    f->zp_present = zero_point->present;
    f->zp_len = zero_point->len;
    f->qdim = qdim;
    /* A tensor without a shape vector (or an empty one) is a scalar here:
     * the runtime then checks only that the dimension is not negative. */
    f->rank = shape->present ? shape->len : 0;
    if (f->scale_len > 1 && qdim >= 0 && (uint32_t)qdim < f->rank)
        return tfc__fb_vec_i32(shape, (uint32_t)qdim, &f->extent, err);
    return TFC_OK;
}

int tfc__quant_read(const tfc__fb_table *tt, tfc__quant_facts *f, tfc_error *err)
{
    memset(f, 0, sizeof *f);
    tfc__fb_table q;
    tfc__fb_vec scale, zero_point, shape;
    int32_t qdim;
    int rc;
    if ((rc = tfc__fb_table_field(tt, TFC__TENSOR_QUANTIZATION, &q, err))) return rc;
    if (!q.present) return TFC_OK;
    if ((rc = tfc__fb_vector(&q, TFC__QUANT_SCALE, 4, &scale, err)) ||
        (rc = tfc__fb_vector(&q, TFC__QUANT_ZERO_POINT, 8, &zero_point, err)) ||
        (rc = tfc__fb_i32(&q, TFC__QUANT_QUANTIZED_DIMENSION, 0, &qdim, err)) ||
        (rc = tfc__fb_vector(tt, TFC__TENSOR_SHAPE, 4, &shape, err)))
        return rc;
    return tfc__quant_facts_fill(f, &scale, &zero_point, qdim, &shape, err);
}

int tfc__quant_fault(const tfc__quant_facts *f)
{
    /* Only parameters with a non-empty scale are read, as there. */
    if (!f->present || f->scale_len == 0) return TFC__QUANT_OK;
    if (!f->zp_present) return TFC__QUANT_NO_ZERO_POINT;
    if (f->scale_len != f->zp_len) return TFC__QUANT_COUNT_MISMATCH;
    if (f->qdim < 0 || (f->rank && (uint32_t)f->qdim >= f->rank)) return TFC__QUANT_BAD_DIMENSION;
    if (f->scale_len != 1 && f->rank && (f->extent < 0 || (uint32_t)f->extent != f->scale_len))
        return TFC__QUANT_BAD_SCALE_COUNT;
    return TFC__QUANT_OK;
}

/* The quantization finding of a tensor, from the load's checks: a failure
 * refuses the model at load, whatever the resolver. */
static int check_quantization(tfc_verdict *v, const tfc__fb_table *tt, place *where, tfc_error *err)
{
    tfc__quant_facts f;
    int rc = tfc__quant_read(tt, &f, err);
    if (rc) return rc;
    switch (tfc__quant_fault(&f)) {
    case TFC__QUANT_NO_ZERO_POINT:
        ADD(TFC_REASON_BAD_QUANTIZATION, TFC_SEVERITY_ERROR, where_of(where), (int64_t)f.scale_len,
            "Quantization parameters has non-null scale but null zero_point.");
        break;
    case TFC__QUANT_COUNT_MISMATCH:
        ADD(TFC_REASON_BAD_QUANTIZATION, TFC_SEVERITY_ERROR, where_of(where), (int64_t)f.zp_len,
            "QuantizationParam has %lu zero_point values and %lu scale values. Must have same number.",
            (unsigned long)f.zp_len, (unsigned long)f.scale_len);
        break;
    case TFC__QUANT_BAD_DIMENSION:
        ADD(TFC_REASON_BAD_QUANTIZATION, TFC_SEVERITY_ERROR, where_of(where), f.qdim,
            "quantized_dimension must be in range [0, %lu). Was %ld.", (unsigned long)f.rank, (long)f.qdim);
        break;
    case TFC__QUANT_BAD_SCALE_COUNT:
        ADD(TFC_REASON_BAD_QUANTIZATION, TFC_SEVERITY_ERROR, where_of(where), (int64_t)f.scale_len,
            "num_scales must be 1 for per-layer quantization, or %ld for per-axis quantization, but got %lu.",
            (long)f.extent, (unsigned long)f.scale_len);
        break;
    default: break;
    }
    return TFC_OK;
}

int tfc__resolver_check_structure(tfc_verdict *v, const tfc_tflite_model *m, tfc_error *err)
{
    int rc;
    tfc__work w;
    tfc__work_init(&w, m);
    if (m->nsubgraphs == 0)
        ADD(TFC_REASON_BAD_TENSOR, TFC_SEVERITY_ERROR, "", 0, "No subgraph in the model.");
    if (!m->buffers.present)
        ADD(TFC_REASON_BAD_TENSOR, TFC_SEVERITY_ERROR, "", 0, "No buffers in the model.");
    for (size_t i = 0; i < m->nmetadata; i++)
        if (m->metadata[i].data_size < 0)
            ADD(TFC_REASON_BAD_INDEX, TFC_SEVERITY_ERROR, m->metadata[i].name ? m->metadata[i].name : "",
                m->metadata[i].buffer, "Metadata %zu specifies out of range buffer %lu (only %lu buffers).", i,
                (unsigned long)m->metadata[i].buffer, (unsigned long)m->buffers.len);
    for (size_t sg = 0; sg < m->nsubgraphs; sg++) {
        const tfc__subgraph *s = &m->subgraphs[sg];
        size_t ntensors = s->tensors.len;
        place where;
        place_at(&where, sg, NULL, 0);
        if ((rc = check_tensor_indices(v, &w, &s->inputs, ntensors, "inputs", &where, err)) ||
            (rc = check_tensor_indices(v, &w, &s->outputs, ntensors, "outputs", &where, err)))
            return rc;
        if (!s->tensors.present)
            ADD(TFC_REASON_BAD_TENSOR, TFC_SEVERITY_ERROR, where_of(&where), -1, "Did not get tensors in subgraph %zu.", sg);
        /* The verifier's walk saw every tensor and operator: none draws a
         * finding below, and this walk fits the work budget. */
        if (!m->structure_walk) continue;
        for (size_t t = 0; t < ntensors; t++) {
            tfc__fb_table tt;
            uint32_t buffer;
            int is_variable;
            if ((rc = tfc__work_take(&w, 1, "the tensors", err)) ||
                (rc = tfc__fb_vec_table(&s->tensors, (uint32_t)t, &tt, err)) ||
                (rc = tfc__fb_u32(&tt, TFC__TENSOR_BUFFER, 0, &buffer, err)) ||
                (rc = tfc__fb_bool(&tt, TFC__TENSOR_IS_VARIABLE, 0, &is_variable, err)))
                return rc;
            place_at(&where, sg, "tensor", t);
            if (buffer != 0 && buffer >= m->buffers.len) {
                ADD(TFC_REASON_BAD_INDEX, TFC_SEVERITY_ERROR, where_of(&where), buffer,
                    "Tensor %zu specifies out of range buffer %lu (only %lu buffers).", t,
                    (unsigned long)buffer, (unsigned long)m->buffers.len);
            } else if (buffer != 0 && is_variable) {
                /* A variable tensor may not have constant data. */
                tfc__fb_table bt;
                tfc__fb_vec data;
                if ((rc = tfc__fb_vec_table(&m->buffers, buffer, &bt, err)) ||
                    (rc = tfc__fb_vector(&bt, TFC__BUFFER_DATA, 1, &data, err)))
                    return rc;
                if (data.present)
                    ADD(TFC_REASON_BAD_TENSOR, TFC_SEVERITY_ERROR, where_of(&where), buffer,
                        "Tensor %zu is a variable tensor with buffer. It's not supported now.", t);
            }
            if ((rc = check_quantization(v, &tt, &where, err))) return rc;
        }
        for (size_t op = 0; op < s->operators.len; op++) {
            tfc__fb_table ot;
            uint32_t index;
            tfc__fb_vec in, out, inter;
            if ((rc = tfc__work_take(&w, 1, "the operators", err)) ||
                (rc = tfc__fb_vec_table(&s->operators, (uint32_t)op, &ot, err)) ||
                (rc = tfc__fb_u32(&ot, TFC__OPERATOR_OPCODE_INDEX, 0, &index, err)) ||
                (rc = tfc__fb_vector(&ot, TFC__OPERATOR_INPUTS, 4, &in, err)) ||
                (rc = tfc__fb_vector(&ot, TFC__OPERATOR_OUTPUTS, 4, &out, err)) ||
                (rc = tfc__fb_vector(&ot, TFC__OPERATOR_INTERMEDIATES, 4, &inter, err)))
                return rc;
            place_at(&where, sg, "operator", op);
            if (index >= m->nopcodes)
                ADD(TFC_REASON_BAD_INDEX, TFC_SEVERITY_ERROR, where_of(&where), index,
                    "Missing registration for opcode_index %lu", (unsigned long)index);
            if ((rc = check_tensor_indices(v, &w, &in, ntensors, "node input", &where, err)) ||
                (rc = check_tensor_indices(v, &w, &out, ntensors, "node output", &where, err)) ||
                (rc = check_tensor_indices(v, &w, &inter, ntensors, "node intermediate", &where, err)))
                return rc;
        }
    }
    return TFC_OK;
}

/* The build's message for a tensor type it does not convert: the
 * tensor_type_refused text with every "{code}" replaced by the code. */
static void type_message(const tfc_resolver *r, int8_t type, char *buf, size_t n)
{
    if (!r->type_message) {
        const char *name = tfc_tflite_tensor_type_name(type);
        snprintf(buf, n, "Tensor element type %s%s%ld%s is not supported by this runtime.", name, *name ? " (" : "",
                 (long)type, *name ? ")" : "");
        return;
    }
    size_t at = 0;
    for (const char *c = r->type_message; *c && at + 1 < n;) {
        if (!strncmp(c, "{code}", 6)) {
            int w = snprintf(buf + at, n - at, "%ld", (long)type);
            if (w < 0 || (size_t)w >= n - at) break;
            at += (size_t)w;
            c += 6;
        } else {
            buf[at++] = *c++;
        }
    }
    buf[at] = 0;
}

/*
 * The tensors a build's model loader refuses (variable_tensors refused,
 * tensor_types): one finding per refused tensor, subject "subgraph S
 * tensor T". Runs only when the resolver has such a property.
 */
static int check_build_tensors(tfc_verdict *v, const tfc_tflite_model *m, const tfc_resolver *r, tfc_error *err)
{
    if (!r->variable_message && !r->types_restricted) return TFC_OK;
    int rc;
    tfc__work w;
    tfc__work_init(&w, m);
    for (size_t sg = 0; sg < m->nsubgraphs; sg++) {
        const tfc__subgraph *s = &m->subgraphs[sg];
        for (size_t t = 0; t < s->tensors.len; t++) {
            tfc__fb_table tt;
            int8_t type;
            int is_variable;
            if ((rc = tfc__work_take(&w, 1, "the tensors", err)) ||
                (rc = tfc__fb_vec_table(&s->tensors, (uint32_t)t, &tt, err)) ||
                (rc = tfc__fb_i8(&tt, TFC__TENSOR_TYPE, 0, &type, err)) ||
                (rc = tfc__fb_bool(&tt, TFC__TENSOR_IS_VARIABLE, 0, &is_variable, err)))
                return rc;
            place where;
            place_at(&where, sg, "tensor", t);
            if (r->variable_message && is_variable)
                ADD(TFC_REASON_UNSUPPORTED_VARIABLE_TENSOR, TFC_SEVERITY_ERROR, where_of(&where), (int64_t)t, "%s",
                    r->variable_message);
            if (r->types_restricted && (type < 0 || !(r->types[type / 8] & (1u << (type % 8))))) {
                char msg[TFC__MAX_TOKEN + 64];
                type_message(r, type, msg, sizeof msg);
                ADD(TFC_REASON_UNSUPPORTED_TENSOR_TYPE, TFC_SEVERITY_ERROR, where_of(&where), type, "%s", msg);
            }
        }
    }
    return TFC_OK;
}

int tfc__resolver_check_head(tfc_verdict *v, const tfc_tflite_model *m, tfc_error *err)
{
    if (!tfc__fb_has_identifier(&m->fb, "TFL3"))
        ADD(TFC_REASON_BAD_FILE_IDENTIFIER, TFC_SEVERITY_ERROR, m->ident, -1,
            "The model is not a valid Flatbuffer buffer");
    if (m->schema_version != TFC__SCHEMA_VERSION)
        ADD(TFC_REASON_BAD_SCHEMA_VERSION, TFC_SEVERITY_ERROR, "", m->schema_version,
            "Model provided is schema version %lu not equal to supported version %d.",
            (unsigned long)m->schema_version, TFC__SCHEMA_VERSION);
    return TFC_OK;
}

int32_t tfc_resolver_check(tfc_verdict **out, const tfc_tflite_model *m, const tfc_resolver *r,
                         uint32_t flags, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!m || !r) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "model or resolver is NULL");
    tfc_verdict *v = tfc__verdict_new(&m->alloc);
    if (!v) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    tfc__verdict_set_max(v, m->max_findings);
    /* In the order the runtime meets them: the verifier (identifier), the
     * schema check, then every operator code. */
    int rc = tfc__resolver_check_head(v, m, err);
    if (!rc) rc = check_opcodes(v, m, r, err);
    if (!rc) rc = check_build_tensors(v, m, r, err);
    if (!rc && (flags & TFC_TFLITE_CHECK_STRUCTURE)) rc = tfc__resolver_check_structure(v, m, err);
    if (rc) {
        tfc_verdict_free(v);
        return rc;
    }
    *out = v;
    return TFC_OK;
}
