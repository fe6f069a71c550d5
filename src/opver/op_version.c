/*
 * op_version.c - the converter's operator-version rules (see op_version.h).
 *
 * Source of the rules: google-ai-edge/LiteRT
 * tflite/converter/tools/versioning/op_version.cc (GetBuiltinOperatorVersion)
 * (last change 82abce88012d37a36d78fb3d8c01613d866360a1, 2026-07-22) and
 * op_signature.cc (GetOpSignature), restated in our own words in the rules reference
 * ("tflite_op_version_rules.md", cited below as [rules §section]).
 * Every rule is a list of tests evaluated top to bottom, first match wins.
 * Here: the dispatch (compute), the entry points, and the rules of every op
 * but the layers with weights and quantization (op_version_layers.c); what
 * the rules read is op_version_internal.h.
 *
 * Types: the rules test runtime types (TfLiteType), not the schema's
 * TensorType numbering (FLOAT16 is 1 in the schema, 10 at runtime). A slot
 * without a tensor, and any schema value the converter does not know, is
 * NoType [rules §Notation].
 */
#include "opver/op_version.h"
#include "opver/op_version_internal.h"

#include <string.h>

/* Builtin operator codes OP_<NAME> (schema BuiltinOperator): generated from
 * data/tflite_builtin_ops.csv by tools/gen/opver.c. */
#include "opver/builtin_ops.h"

/* The 89 builtins with explicit rules (every other builtin is version 1). */
static const int32_t k_rule_ops[] = {
    OP_ADD, OP_AVERAGE_POOL_2D, OP_CONCATENATION, OP_CONV_2D, OP_DEPTHWISE_CONV_2D,
    OP_DEPTH_TO_SPACE, OP_DEQUANTIZE, OP_EMBEDDING_LOOKUP, OP_FULLY_CONNECTED,
    OP_L2_NORMALIZATION, OP_LOGISTIC, OP_LSTM, OP_MAX_POOL_2D, OP_MUL, OP_RELU, OP_RELU6,
    OP_RESIZE_BILINEAR, OP_RNN, OP_SOFTMAX, OP_SPACE_TO_DEPTH, OP_SVDF, OP_TANH, OP_PAD,
    OP_UNIDIRECTIONAL_SEQUENCE_RNN, OP_GATHER, OP_BATCH_TO_SPACE_ND, OP_SPACE_TO_BATCH_ND,
    OP_TRANSPOSE, OP_MEAN, OP_SUB, OP_DIV, OP_SQUEEZE, OP_UNIDIRECTIONAL_SEQUENCE_LSTM,
    OP_STRIDED_SLICE, OP_BIDIRECTIONAL_SEQUENCE_RNN, OP_EXP, OP_TOPK_V2, OP_SPLIT,
    OP_LOG_SOFTMAX, OP_BIDIRECTIONAL_SEQUENCE_LSTM, OP_CAST, OP_MAXIMUM, OP_ARG_MAX,
    OP_MINIMUM, OP_LESS, OP_PADV2, OP_GREATER, OP_GREATER_EQUAL, OP_LESS_EQUAL, OP_SELECT,
    OP_SLICE, OP_SIN, OP_TRANSPOSE_CONV, OP_SPARSE_TO_DENSE, OP_TILE, OP_EQUAL,
    OP_NOT_EQUAL, OP_LOG, OP_SUM, OP_SQRT, OP_RSQRT, OP_ARG_MIN, OP_FAKE_QUANT,
    OP_REDUCE_PROD, OP_REDUCE_MAX, OP_PACK, OP_UNPACK, OP_REDUCE_MIN, OP_FLOOR_DIV, OP_FILL,
    OP_FLOOR_MOD, OP_RANGE, OP_RESIZE_NEAREST_NEIGHBOR, OP_LEAKY_RELU,
    OP_SQUARED_DIFFERENCE, OP_MIRROR_PAD, OP_ABS, OP_SPLIT_V, OP_REVERSE_V2, OP_GATHER_ND,
    OP_COS, OP_WHERE, OP_QUANTIZE, OP_SELECT_V2, OP_BATCH_MATMUL, OP_BROADCAST_TO, OP_GELU,
    OP_DYNAMIC_UPDATE_SLICE, OP_SIGN
};

/* ---- the rules ---------------------------------------------------------- */

static int32_t v_gather(ctx *c)
{
    int t0 = in_t(c, 0);
    if (is_float8(t0))
        return 8;
    if (t0 == RT_INT4)
        return 7;
    if (in_t(c, 1) == RT_INT16)
        return 6;
    /* "params present" is always true here (the parser allocates the struct
     * even without a table), so the test reduces to the field, 0 if absent. */
    if (opt(c, &F_GATHER_BATCH_DIMS) != 0)
        return 5;
    if (t0 == RT_INT16)
        return 4;
    if (t0 == RT_BOOL)
        return 3;
    if (t0 == RT_INT8)
        return 2;
    return 1;
}

static int32_t v_mul(ctx *c)
{
    const tfc__op_signature *s = c->sig;
    /* MUL facts: the three first scales (only when the op has >= 2 inputs and
     * >= 1 output and all three tensors have a non-empty scale vector) and
     * "input 0 or 1 has a quantization table" (an empty table counts). */
    float s1 = 0.0f, s2 = 0.0f, so = 0.0f;
    int input_quantized = 0;
    if (s->input_count >= 2 && s->output_count >= 1) {
        const tfc__opsig_tensor *a = raw_tensor(c, s->inputs, s->input_count, 0);
        const tfc__opsig_tensor *b = raw_tensor(c, s->inputs, s->input_count, 1);
        const tfc__opsig_tensor *o = raw_tensor(c, s->outputs, s->output_count, 0);
        if (a && b && o && a->has_quantization && a->scale_count > 0 && b->has_quantization &&
            b->scale_count > 0 && o->has_quantization && o->scale_count > 0) {
            s1 = a->scale0;
            s2 = b->scale0;
            so = o->scale0;
        }
        input_quantized = (a && a->has_quantization) || (b && b->has_quantization);
    }
    int t0 = in0_guarded(c);
    if (t0 == RT_FLOAT16)
        return 8;
    t0 = in_t(c, 0);
    if ((t0 == RT_INT16 && !input_quantized) || t0 == RT_UINT32)
        return 7;
    if (t0 == RT_COMPLEX64)
        return 6;
    if (t0 == RT_INT64)
        return 5;
    if (t0 == RT_INT16)
        return 4;
    /* The converter computes the rescale in single precision. */
    if (s1 != 0.0f && s2 != 0.0f && so != 0.0f) {
        volatile float prod = s1 * s2;
        volatile float rescale = prod / so;
        if ((double)rescale >= 1.0)
            return 3;
    }
    if (t0 == RT_INT8)
        return 2;
    return 1;
}

static int32_t v_pool(ctx *c)
{
    if (in_t(c, 0) == RT_INT16 && out_t(c, 0) == RT_INT16)
        return 3;
    if (in_t(c, 0) == RT_INT8)
        return 2;
    return 1;
}

static int32_t v_transpose(ctx *c)
{
    if (in0_guarded(c) == RT_FLOAT16)
        return 9;
    int t0 = in_t(c, 0);
    uint32_t r = in_rank(c, 0);
    if (r > 6 || t0 == RT_BFLOAT16)
        return 8;
    if (t0 == RT_INT4)
        return 7;
    if (r > 5)
        return 6;
    if (t0 == RT_INT16)
        return 5;
    if (r > 4)
        return 4;
    if (t0 == RT_BOOL)
        return 3;
    if (t0 == RT_INT8)
        return 2;
    return 1;
}

static int32_t v_split(ctx *c)
{
    int t = in_t(c, 1); /* input 0 is the axis */
    if (is_float8(t))
        return 5;
    if (t == RT_INT16)
        return 4;
    if (t == RT_INT32)
        return 3;
    if (t == RT_INT8)
        return 2;
    return 1;
}

static int32_t v_sparse_to_dense(ctx *c)
{
    int t = in_t(c, 2); /* values */
    if (t == RT_INT8 || t == RT_UINT8)
        return 3;
    if (t == RT_INT64)
        return 2;
    return 1;
}

static int32_t v_slice(ctx *c)
{
    if (in0_guarded(c) == RT_FLOAT16)
        return 8;
    int t0 = in_t(c, 0);
    if (t0 == RT_INT4)
        return 7;
    if (t0 == RT_UINT32)
        return 6;
    if (in_rank(c, 0) > 4)
        return 5;
    if (t0 == RT_INT16)
        return 4;
    if (t0 == RT_STRING)
        return 3;
    if (t0 == RT_INT8)
        return 2;
    return 1;
}

static int32_t v_unpack(ctx *c)
{
    int t0 = in_t(c, 0);
    if (is_float8(t0))
        return 6;
    if (t0 == RT_INT8 || t0 == RT_UINT8)
        return 2;
    if (t0 == RT_BOOL)
        return 3;
    if (t0 == RT_INT16 && out_t(c, 0) == RT_INT16)
        return 4;
    if (t0 == RT_FLOAT16 || t0 == RT_BFLOAT16)
        return 5;
    return 1;
}

static int32_t v_floor_div(ctx *c)
{
    int t0 = in_t(c, 0);
    if (t0 == RT_INT16 || t0 == RT_INT8)
        return 3;
    if (t0 == RT_FLOAT32)
        return 2;
    return 1;
}

static int32_t v_abs(ctx *c)
{
    const tfc__op_signature *s = c->sig;
    const tfc__opsig_tensor *in0 = raw_tensor(c, s->inputs, s->input_count, 0);
    int quantized = in0 != NULL && in0->has_quantization;
    int t0 = in_t(c, 0);
    if (t0 == RT_INT32)
        return 5;
    if (t0 == RT_INT16)
        return quantized ? 3 : 4;
    if (t0 == RT_INT8 || t0 == RT_UINT8)
        return 2;
    return 1;
}

static int32_t v_relu(ctx *c)
{
    int t0 = in_t(c, 0);
    if (t0 == RT_INT16)
        return 3;
    if (t0 == RT_INT8 || t0 == RT_UINT8)
        return 2;
    return 1;
}

static int32_t v_strided_slice(ctx *c)
{
    const tfc__op_signature *s = c->sig;
    const tfc__opsig_tensor *in0 = raw_tensor(c, s->inputs, s->input_count, 0);
    uint32_t num_dims = in0 != NULL ? in0->rank : 0;
    if (opt_bool(c, &F_SS_OFFSET))
        return 8;
    int t0 = in_t(c, 0);
    if (t0 == RT_UINT32)
        return 7;
    if (opt(c, &F_SS_ELLIPSIS) != 0 || opt(c, &F_SS_NEW_AXIS) != 0)
        return 6;
    if (t0 == RT_STRING)
        return 5;
    if (num_dims > 4)
        return 4;
    if (t0 == RT_BOOL)
        return 3;
    if (t0 == RT_INT8)
        return 2;
    return 1;
}

static int32_t v_reverse_v2(ctx *c)
{
    int t0 = in_t(c, 0);
    if (is_float8(t0))
        return 4;
    if (t0 == RT_INT8)
        return 3;
    if (t0 == RT_BOOL)
        return 2;
    return 1;
}

static int32_t v_resize_bilinear(ctx *c)
{
    int t0 = in_t(c, 0);
    if (t0 == RT_INT16)
        return 4;
    if (opt_bool(c, &F_RB_HALF_PIXEL))
        return 3;
    if (t0 == RT_INT8)
        return 2;
    return 1; /* align_corners does not bump it */
}

static int32_t v_resize_nearest_neighbor(ctx *c)
{
    int t0 = in_t(c, 0);
    if (t0 == RT_INT16)
        return 4;
    if (opt_bool(c, &F_RNN_HALF_PIXEL) || opt_bool(c, &F_RNN_ALIGN))
        return 3;
    if (t0 == RT_INT8)
        return 2;
    return 1;
}

static int32_t v_maximum_minimum(ctx *c)
{
    if (in_t(c, 0) == RT_INT16 && out_t(c, 0) == RT_INT16)
        return 4;
    if (need_broadcast(c) && max_input_rank(c) > 4)
        return 3;
    if (in_t(c, 0) == RT_INT8)
        return 2;
    return 1;
}

static int32_t v_pack(ctx *c)
{
    int t0 = in_t(c, 0);
    if (is_float8(t0))
        return 5;
    if (t0 == RT_INT8)
        return 2;
    if (t0 == RT_INT16 && out_t(c, 0) == RT_INT16)
        return 3;
    if (t0 == RT_UINT32)
        return 4;
    return 1;
}

static int32_t v_tile(ctx *c)
{
    int t0 = in_t(c, 0);
    if (t0 == RT_INT8)
        return 3;
    if (t0 == RT_STRING)
        return 2;
    return 1;
}

static int32_t v_space_batch_nd(ctx *c)
{
    int t0 = in_t(c, 0);
    if (t0 == RT_INT16)
        return 4;
    if (in_rank(c, 0) != 4)
        return 3;
    if (t0 == RT_INT8)
        return 2;
    return 1;
}

static int32_t v_add(ctx *c)
{
    const tfc__op_signature *s = c->sig;
    const tfc__opsig_tensor *in0 = raw_tensor(c, s->inputs, s->input_count, 0);
    int quantized = in0 != NULL && in0->has_quantization;
    int t0 = in0_guarded(c);
    if (t0 == RT_FLOAT16)
        return 6;
    if (t0 == RT_INT16 && !quantized)
        return 5;
    if (t0 == RT_INT64)
        return 4;
    /* "params present" is always true; a missing AddOptions reads
     * pot_scale_int16 = false, so an int16 ADD without options is v3. */
    if (in_t(c, 0) == RT_INT16 && out_t(c, 0) == RT_INT16 && !opt_bool(c, &F_ADD_POT))
        return 3;
    if (in_t(c, 0) == RT_INT8)
        return 2;
    return 1;
}

static int32_t v_sub(ctx *c)
{
    if (in_t(c, 0) == RT_INT16 && out_t(c, 0) == RT_INT16 && !opt_bool(c, &F_SUB_POT))
        return 5; /* missing SubOptions: pot_scale_int16 reads false */
    if (in0_guarded(c) == RT_INT64)
        return 4;
    if (need_broadcast(c) && max_input_rank(c) > 4)
        return 3;
    if (in_t(c, 0) == RT_INT8)
        return 2;
    return 1;
}

static int32_t v_gather_nd(ctx *c)
{
    int t0 = in_t(c, 0);
    if (is_float8(t0))
        return 6;
    if (t0 == RT_BOOL)
        return 5;
    if (in_t(c, 1) == RT_INT16)
        return 4;
    if (t0 == RT_INT16)
        return 3;
    if (t0 == RT_STRING)
        return 2;
    return 1;
}

static int32_t v_div(ctx *c)
{
    return (need_broadcast(c) && max_input_rank(c) > 4) ? 2 : 1;
}

static int32_t v_fill(ctx *c)
{
    if (c->sig->input_count >= 2) {
        int t1 = in_t(c, 1); /* the value */
        if (is_float8(t1))
            return 5;
        if (t1 == RT_FLOAT16)
            return 4;
        if (t1 == RT_INT8 || t1 == RT_INT16)
            return 3;
        if (t1 == RT_BOOL || t1 == RT_STRING)
            return 2;
    }
    return 1;
}

/* EQUAL (int16 -> 5; v4 is registered but never emitted) and NOT_EQUAL. */
static int32_t v_equality(ctx *c, int32_t int16_version)
{
    if (c->sig->input_count > 0) {
        int t0 = in_t(c, 0);
        if (t0 == RT_INT16)
            return int16_version;
        if (t0 == RT_STRING)
            return 3;
        if (t0 == RT_INT8)
            return 2;
    }
    return 1;
}

static int32_t v_pad(ctx *c)
{
    int t0 = in_t(c, 0);
    if (is_float8(t0))
        return 6;
    if (t0 == RT_BOOL)
        return 5;
    if (in_rank(c, 0) > 4)
        return 4;
    if (t0 == RT_INT16)
        return 3;
    if (t0 == RT_INT8)
        return 2;
    return 1;
}

static int32_t v_concatenation(ctx *c)
{
    int t0 = in0_guarded(c);
    if (is_float8(t0))
        return 7;
    if (t0 == RT_FLOAT16)
        return 6;
    t0 = in_t(c, 0);
    if (t0 == RT_INT4)
        return 5;
    if (t0 == RT_UINT32)
        return 4;
    if (t0 == RT_INT16)
        return 3;
    if (t0 == RT_INT8)
        return 2;
    return 1;
}

static int32_t v_softmax(ctx *c)
{
    if (in0_guarded(c) == RT_FLOAT16)
        return 4;
    int t0 = in_t(c, 0);
    if (t0 == RT_INT16)
        return 3;
    if (t0 == RT_INT8)
        return 2;
    return 1;
}

/* MEAN, MIRROR_PAD, REDUCE_MAX, REDUCE_MIN, RELU6, RSQRT; also LESS and
 * GREATER_EQUAL, whose rule has the same shape. */
static int32_t v_int16_3_int8_2(ctx *c)
{
    int t0 = in_t(c, 0);
    if (t0 == RT_INT16)
        return 3;
    if (t0 == RT_INT8)
        return 2;
    return 1;
}

static int32_t v_arg_min_max(ctx *c)
{
    int t0 = in_t(c, 0);
    if (t0 == RT_BOOL)
        return 3;
    if (t0 == RT_INT8)
        return 2;
    return 1;
}

/* Quirk [rules SELECT / SELECT_V2]: the type tests read input 0, the BOOL
 * condition, so in valid models only the rank test can fire. */
static int32_t v_select(ctx *c)
{
    if (in_t(c, 0) == RT_UINT32)
        return 4;
    if (in_rank(c, 0) == 5 || in_rank(c, 1) == 5 || in_rank(c, 2) == 5)
        return 3;
    if (in_t(c, 0) == RT_INT8)
        return 2;
    return 1;
}

static int32_t v_split_v(ctx *c)
{
    int t0 = in_t(c, 0);
    if (is_float8(t0))
        return 3;
    if (t0 == RT_INT8)
        return 2;
    return 1;
}

static int32_t v_int8_2(ctx *c)
{
    return in_t(c, 0) == RT_INT8 ? 2 : 1;
}

static int32_t v_topk_v2(ctx *c)
{
    if (in_t(c, 0) == RT_INT16 || in_t(c, 1) == RT_INT16 || out_t(c, 1) == RT_INT16)
        return 3;
    if (in_t(c, 0) == RT_INT8)
        return 2;
    return 1;
}

static int32_t v_exp_log_prod_sqrt(ctx *c)
{
    int t0 = in_t(c, 0);
    return (t0 == RT_INT8 || t0 == RT_INT16) ? 2 : 1;
}

static int32_t v_dynamic_update_slice(ctx *c)
{
    int t0 = in_t(c, 0);
    if (t0 == RT_BFLOAT16)
        return 6;
    if (t0 == RT_INT4)
        return 5;
    if (t0 == RT_INT16)
        return 4;
    if (t0 == RT_FLOAT16)
        return 3;
    if (in_t(c, 2) == RT_INT64) /* start indices */
        return 2;
    return 1;
}

static int32_t v_broadcast_to(ctx *c)
{
    int t0 = in_t(c, 0);
    if (is_float8(t0))
        return 4;
    if (t0 == RT_INT8 || t0 == RT_INT16)
        return 3;
    return 2; /* v1 was withdrawn when the op was renumbered */
}

static int32_t v_cast(ctx *c)
{
    int a = in_t(c, 0), b = out_t(c, 0);
#define EITHER(t) (a == (t) || b == (t))
    if (is_float8(a) || is_float8(b))
        return 9;
    if (EITHER(RT_INT2) || EITHER(RT_UINT4))
        return 8;
    if (EITHER(RT_BFLOAT16))
        return 7;
    if (a == RT_INT4 && b == RT_FLOAT32)
        return 6;
    if (EITHER(RT_FLOAT64) || EITHER(RT_FLOAT16))
        return 5;
    if (EITHER(RT_UINT16))
        return 4;
    if (EITHER(RT_INT8))
        return 3;
    if (EITHER(RT_UINT32))
        return 2;
    return 1;
#undef EITHER
}

static int32_t v_gelu(ctx *c)
{
    int t0 = in_t(c, 0);
    if (t0 == RT_FLOAT16)
        return 3;
    if (t0 == RT_INT8 || t0 == RT_UINT8)
        return 2;
    return 1;
}

static int32_t compute(ctx *c)
{
    const tfc__op_signature *s = c->sig;
    switch (s->op) {
    case OP_CONV_2D: return tfc__opver_v_conv_2d(c);
    case OP_DEPTHWISE_CONV_2D: return tfc__opver_v_depthwise_conv_2d(c);
    case OP_EMBEDDING_LOOKUP: return tfc__opver_v_embedding_lookup(c);
    case OP_FAKE_QUANT:
        return opt_bool(c, &F_FQ_NARROW) ? 2 : 1;
    case OP_FULLY_CONNECTED: return tfc__opver_v_fully_connected(c);
    case OP_GATHER: return v_gather(c);
    case OP_SVDF: return tfc__opver_v_svdf(c);
    case OP_SIGN: return in_t(c, 0) == RT_INT32 ? 2 : 1;
    case OP_SIN:
    case OP_COS: return in0_guarded(c) == RT_FLOAT16 ? 2 : 1;
    case OP_MUL: return v_mul(c);
    case OP_MAX_POOL_2D:
    case OP_AVERAGE_POOL_2D: return v_pool(c);
    case OP_TRANSPOSE: return v_transpose(c);
    case OP_TRANSPOSE_CONV: return tfc__opver_v_transpose_conv(c);
    case OP_LSTM: return tfc__opver_v_lstm(c);
    case OP_SPLIT: return v_split(c);
    case OP_SPARSE_TO_DENSE: return v_sparse_to_dense(c);
    case OP_SLICE: return v_slice(c);
    case OP_UNPACK: return v_unpack(c);
    case OP_DEQUANTIZE: return tfc__opver_v_dequantize(c);
    case OP_QUANTIZE: return tfc__opver_v_quantize(c);
    case OP_FLOOR_DIV: return v_floor_div(c);
    case OP_FLOOR_MOD: {
        int t0 = in_t(c, 0);
        return (t0 == RT_INT16 || t0 == RT_INT8) ? 2 : 1;
    }
    case OP_L2_NORMALIZATION: return out_t(c, 0) == RT_INT8 ? 2 : 1;
    case OP_ABS: return v_abs(c);
    case OP_RELU: return v_relu(c);
    case OP_STRIDED_SLICE: return v_strided_slice(c);
    case OP_REVERSE_V2: return v_reverse_v2(c);
    case OP_RESIZE_BILINEAR: return v_resize_bilinear(c);
    case OP_RESIZE_NEAREST_NEIGHBOR: return v_resize_nearest_neighbor(c);
    case OP_MAXIMUM:
    case OP_MINIMUM: return v_maximum_minimum(c);
    case OP_PACK: return v_pack(c);
    case OP_TILE: return v_tile(c);
    case OP_SQUEEZE: return in_t(c, 0) == RT_STRING ? 2 : 1;
    case OP_SPACE_TO_BATCH_ND:
    case OP_BATCH_TO_SPACE_ND: return v_space_batch_nd(c);
    case OP_ADD: return v_add(c);
    case OP_SUB: return v_sub(c);
    case OP_GATHER_ND: return v_gather_nd(c);
    case OP_DIV: return v_div(c);
    case OP_TANH:
    case OP_LOGISTIC: return v_pool(c); /* same tests: int16/int16 3, int8 2 */
    case OP_FILL: return v_fill(c);
    case OP_EQUAL: return v_equality(c, 5);
    case OP_NOT_EQUAL: return v_equality(c, 4);
    case OP_LEAKY_RELU: return in_t(c, 0) == RT_INT16 ? 2 : 1;
    case OP_RANGE: return in_t(c, 0) == RT_INT64 ? 2 : 1;
    case OP_BATCH_MATMUL: return tfc__opver_v_batch_matmul(c);
    case OP_PAD:
    case OP_PADV2: return v_pad(c);
    case OP_CONCATENATION: return v_concatenation(c);
    case OP_SOFTMAX: return v_softmax(c);
    case OP_MEAN:
    case OP_MIRROR_PAD:
    case OP_REDUCE_MAX:
    case OP_REDUCE_MIN:
    case OP_RELU6:
    case OP_RSQRT:
    case OP_LESS:
    case OP_GREATER_EQUAL: return v_int16_3_int8_2(c);
    case OP_RNN: return tfc__opver_v_rnn_family(c, &F_RNN_ASYMMETRIC);
    case OP_UNIDIRECTIONAL_SEQUENCE_RNN: return tfc__opver_v_rnn_family(c, &F_SEQ_RNN_ASYMMETRIC);
    case OP_BIDIRECTIONAL_SEQUENCE_RNN: return tfc__opver_v_rnn_family(c, &F_BIDI_RNN_ASYMMETRIC);
    case OP_BIDIRECTIONAL_SEQUENCE_LSTM: return tfc__opver_v_rnn_family(c, &F_BIDI_LSTM_ASYMMETRIC);
    case OP_UNIDIRECTIONAL_SEQUENCE_LSTM: return tfc__opver_v_unidirectional_sequence_lstm(c);
    case OP_ARG_MAX:
    case OP_ARG_MIN: return v_arg_min_max(c);
    case OP_SELECT: return v_select(c);
    case OP_SELECT_V2: return in_t(c, 0) == RT_UINT32 ? 2 : 1;
    case OP_SPLIT_V: return v_split_v(c);
    case OP_SPACE_TO_DEPTH:
    case OP_SUM:
    case OP_LOG_SOFTMAX:
    case OP_GREATER:
    case OP_LESS_EQUAL:
    case OP_SQUARED_DIFFERENCE:
    case OP_DEPTH_TO_SPACE: return v_int8_2(c);
    case OP_TOPK_V2: return v_topk_v2(c);
    case OP_EXP:
    case OP_LOG:
    case OP_REDUCE_PROD:
    case OP_SQRT: return v_exp_log_prod_sqrt(c);
    case OP_DYNAMIC_UPDATE_SLICE: return v_dynamic_update_slice(c);
    case OP_BROADCAST_TO: return v_broadcast_to(c);
    case OP_CAST: return v_cast(c);
    case OP_WHERE: return in_t(c, 0) == RT_BOOL ? 1 : 2;
    case OP_GELU: return v_gelu(c);
    default: return 1;
    }
}

int32_t tfc__opver_compute_version(const tfc__op_signature *sig, uint32_t *quirks)
{
    if (quirks != NULL)
        *quirks = 0;
    if (sig == NULL)
        return 1;
    ctx c = {sig, 0};
    int32_t v = compute(&c);
    if (quirks != NULL)
        *quirks = c.q;
    return v;
}

int tfc__opver_has_rules(int32_t op)
{
    for (size_t i = 0; i < sizeof k_rule_ops / sizeof k_rule_ops[0]; i++)
        if (k_rule_ops[i] == op)
            return 1;
    return 0;
}

const int32_t *tfc__opver_rule_ops(size_t *count)
{
    if (count != NULL)
        *count = sizeof k_rule_ops / sizeof k_rule_ops[0];
    return k_rule_ops;
}
