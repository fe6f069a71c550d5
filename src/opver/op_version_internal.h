/*
 * op_version_internal.h - what the operator-version rules read, shared by
 * op_version.c (the dispatch and the rules of the other ops) and
 * op_version_layers.c (layers with weights, quantization): runtime types,
 * the option fields the rules test, the evaluation context, and the
 * readers of options, tensor slots and the facts the signature builder
 * derives. Never installed.
 *
 * The readers are static inline, as they were static in the one file the
 * rules were: the rules call them on nearly every line, and each file keeps
 * its own copy, so none of these short names reaches the linker.
 */
#ifndef TFC_OPVER_OP_VERSION_INTERNAL_H
#define TFC_OPVER_OP_VERSION_INTERNAL_H

#include "opver/op_version.h"

/* ---- runtime types (TfLiteType numbering) ------------------------------- */
enum {
    RT_NOTYPE = 0, RT_FLOAT32 = 1, RT_INT32 = 2, RT_UINT8 = 3, RT_INT64 = 4,
    RT_STRING = 5, RT_BOOL = 6, RT_INT16 = 7, RT_COMPLEX64 = 8, RT_INT8 = 9,
    RT_FLOAT16 = 10, RT_FLOAT64 = 11, RT_COMPLEX128 = 12, RT_UINT64 = 13,
    RT_RESOURCE = 14, RT_VARIANT = 15, RT_UINT32 = 16, RT_UINT16 = 17, RT_INT4 = 18,
    RT_BFLOAT16 = 19, RT_INT2 = 20, RT_UINT4 = 21, RT_FLOAT8_E4M3FN = 22,
    RT_FLOAT8_E5M2 = 23
};

/* Schema TensorType 0..22 -> runtime type (the converter's ConvertTensorType). */
static const uint8_t k_schema_to_runtime[23] = {
    RT_FLOAT32, RT_FLOAT16, RT_INT32, RT_UINT8, RT_INT64, RT_STRING, RT_BOOL,
    RT_INT16, RT_COMPLEX64, RT_INT8, RT_FLOAT64, RT_COMPLEX128, RT_UINT64,
    RT_RESOURCE, RT_VARIANT, RT_UINT32, RT_UINT16, RT_INT4, RT_BFLOAT16, RT_INT2,
    RT_UINT4, RT_FLOAT8_E4M3FN, RT_FLOAT8_E5M2
};

static inline int runtime_type(int32_t schema_type)
{
    if (schema_type < 0 || schema_type > 22)
        return RT_NOTYPE;
    return k_schema_to_runtime[schema_type];
}

static inline int is_float8(int t)
{
    return t == RT_FLOAT8_E4M3FN || t == RT_FLOAT8_E5M2;
}

/* ---- option tables (schema BuiltinOptions union members) ---------------- */
enum {
    OPT_CONV_2D = 1, OPT_DEPTHWISE_CONV_2D = 2, OPT_SVDF = 6, OPT_RNN = 7,
    OPT_FULLY_CONNECTED = 8, OPT_ADD = 11, OPT_LSTM = 14, OPT_RESIZE_BILINEAR = 15,
    OPT_GATHER = 23, OPT_SUB = 28, OPT_SEQUENCE_RNN = 31, OPT_STRIDED_SLICE = 32,
    OPT_TRANSPOSE_CONV = 49, OPT_FAKE_QUANT = 58, OPT_BIDI_SEQUENCE_LSTM = 69,
    OPT_BIDI_SEQUENCE_RNN = 70, OPT_UNI_SEQUENCE_LSTM = 71,
    OPT_RESIZE_NEAREST_NEIGHBOR = 74, OPT_BATCH_MATMUL = 101
};

/*
 * Every option field a rule reads: table (union member), field id (vtable
 * slot), scalar width in bytes, signedness, and the schema default that
 * applies when the table is there but the field is not. Checked against
 * schema.fbs: field ids count the table's fields in declaration order
 * (deprecated ones included).
 */
typedef struct opt_field {
    uint8_t table;
    uint8_t id;
    uint8_t size;
    uint8_t is_signed;
    int32_t def;
} opt_field;

/* Conv2DOptions.quantized_bias_type: TensorType (byte) = FLOAT32 */
static const opt_field F_CONV_QBT = {OPT_CONV_2D, 6, 1, 1, 0};
/* DepthwiseConv2DOptions.dilation_w_factor / dilation_h_factor: int = 1 */
static const opt_field F_DW_DIL_W = {OPT_DEPTHWISE_CONV_2D, 5, 4, 1, 1};
static const opt_field F_DW_DIL_H = {OPT_DEPTHWISE_CONV_2D, 6, 4, 1, 1};
/* FullyConnectedOptions: weights_format (byte enum) = DEFAULT, keep_num_dims,
 * asymmetric_quantize_inputs (bool) = false, quantized_bias_type = FLOAT32 */
static const opt_field F_FC_WEIGHTS_FORMAT = {OPT_FULLY_CONNECTED, 1, 1, 1, 0};
static const opt_field F_FC_KEEP_NUM_DIMS = {OPT_FULLY_CONNECTED, 2, 1, 0, 0};
static const opt_field F_FC_ASYMMETRIC = {OPT_FULLY_CONNECTED, 3, 1, 0, 0};
static const opt_field F_FC_QBT = {OPT_FULLY_CONNECTED, 4, 1, 1, 0};
/* LSTMOptions.kernel_type (byte enum) = FULL, asymmetric_quantize_inputs */
static const opt_field F_LSTM_KERNEL_TYPE = {OPT_LSTM, 3, 1, 1, 0};
static const opt_field F_LSTM_ASYMMETRIC = {OPT_LSTM, 4, 1, 0, 0};
/* ResizeBilinearOptions.half_pixel_centers (ids 0, 1 are deprecated fields) */
static const opt_field F_RB_HALF_PIXEL = {OPT_RESIZE_BILINEAR, 3, 1, 0, 0};
/* ResizeNearestNeighborOptions.align_corners, half_pixel_centers */
static const opt_field F_RNN_ALIGN = {OPT_RESIZE_NEAREST_NEIGHBOR, 0, 1, 0, 0};
static const opt_field F_RNN_HALF_PIXEL = {OPT_RESIZE_NEAREST_NEIGHBOR, 1, 1, 0, 0};
/* GatherOptions.batch_dims: int = 0 */
static const opt_field F_GATHER_BATCH_DIMS = {OPT_GATHER, 1, 4, 1, 0};
/* AddOptions / SubOptions .pot_scale_int16: bool = true */
static const opt_field F_ADD_POT = {OPT_ADD, 1, 1, 0, 1};
static const opt_field F_SUB_POT = {OPT_SUB, 1, 1, 0, 1};
/* asymmetric_quantize_inputs: bool = false, per table */
static const opt_field F_SVDF_ASYMMETRIC = {OPT_SVDF, 2, 1, 0, 0};
static const opt_field F_RNN_ASYMMETRIC = {OPT_RNN, 1, 1, 0, 0};
static const opt_field F_SEQ_RNN_ASYMMETRIC = {OPT_SEQUENCE_RNN, 2, 1, 0, 0};
static const opt_field F_BIDI_RNN_ASYMMETRIC = {OPT_BIDI_SEQUENCE_RNN, 3, 1, 0, 0};
static const opt_field F_BIDI_LSTM_ASYMMETRIC = {OPT_BIDI_SEQUENCE_LSTM, 5, 1, 0, 0};
static const opt_field F_UNI_LSTM_ASYMMETRIC = {OPT_UNI_SEQUENCE_LSTM, 4, 1, 0, 0};
static const opt_field F_UNI_LSTM_DIAGONAL = {OPT_UNI_SEQUENCE_LSTM, 5, 1, 0, 0};
static const opt_field F_BMM_ASYMMETRIC = {OPT_BATCH_MATMUL, 2, 1, 0, 0};
/* StridedSliceOptions.ellipsis_mask, new_axis_mask: int = 0; offset: bool */
static const opt_field F_SS_ELLIPSIS = {OPT_STRIDED_SLICE, 2, 4, 1, 0};
static const opt_field F_SS_NEW_AXIS = {OPT_STRIDED_SLICE, 3, 4, 1, 0};
static const opt_field F_SS_OFFSET = {OPT_STRIDED_SLICE, 5, 1, 0, 0};
/* TransposeConvOptions.fused_activation_function (byte) = NONE,
 * quantized_bias_type = FLOAT32 */
static const opt_field F_TC_ACTIVATION = {OPT_TRANSPOSE_CONV, 3, 1, 1, 0};
static const opt_field F_TC_QBT = {OPT_TRANSPOSE_CONV, 4, 1, 1, 0};
/* FakeQuantOptions.narrow_range: bool = false */
static const opt_field F_FQ_NARROW = {OPT_FAKE_QUANT, 3, 1, 0, 0};

/* ---- evaluation context ------------------------------------------------- */
typedef struct ctx {
    const tfc__op_signature *sig;
    uint32_t q; /* TFC__OPVER_Q_* raised so far */
} ctx;

static inline uint32_t rd_u16(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8;
}

static inline uint32_t rd_u32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/*
 * Reads one scalar field of a FlatBuffer table, every offset checked against
 * the buffer. Returns 1 and the raw little-endian value if the field is
 * present, 0 if absent, -1 (and raises TFC__OPVER_Q_BAD_OPTIONS) if the
 * table's offsets leave the buffer.
 */
static inline int table_field(ctx *c, const tfc__opsig_table *t, unsigned id, unsigned size,
                       uint32_t *raw)
{
    size_t len = t->len, pos = t->pos;
    if (t->buf == NULL || pos == 0)
        return 0;
    if (len < 4 || pos > len - 4)
        goto bad;
    int64_t vt = (int64_t)pos - (int64_t)(int32_t)rd_u32(t->buf + pos);
    if (vt < 0 || (uint64_t)vt > (uint64_t)len - 4)
        goto bad;
    uint32_t vt_size = rd_u16(t->buf + vt);
    uint32_t table_size = rd_u16(t->buf + vt + 2);
    if (vt_size < 4 || (uint64_t)vt + vt_size > (uint64_t)len)
        goto bad;
    uint32_t slot = 4u + 2u * id;
    if (slot + 2u > vt_size)
        return 0; /* older writer: the vtable ends before this field */
    uint32_t off = rd_u16(t->buf + vt + slot);
    if (off == 0)
        return 0;
    if (off < 4 || off + size > table_size || (uint64_t)pos + off + size > (uint64_t)len)
        goto bad;
    const uint8_t *p = t->buf + pos + off;
    *raw = size == 1 ? p[0] : size == 2 ? rd_u16(p) : rd_u32(p);
    return 1;
bad:
    c->q |= TFC__OPVER_Q_BAD_OPTIONS;
    return -1;
}

/* 1 if the operator carries an options table of the union member `table`. */
static inline int has_options(const ctx *c, uint8_t table)
{
    return c->sig->options_type == table && c->sig->options.pos != 0 &&
           c->sig->options.buf != NULL;
}

/*
 * An option value as the converter's parsed params struct holds it. The
 * option parser zero-initialises the struct and fills it only when the union
 * holds the expected table, so a missing or wrong-typed table gives 0 for
 * every field, NOT the schema default; with the table present, an absent
 * field gets the schema default [rules §Notation, "Options"].
 */
static inline int32_t opt(ctx *c, const opt_field *f)
{
    if (!has_options(c, f->table))
        return 0;
    uint32_t raw;
    int r = table_field(c, &c->sig->options, f->id, f->size, &raw);
    if (r < 0)
        return 0; /* an unreadable table counts as no table */
    if (r == 0)
        return f->def;
    if (!f->is_signed)
        return (int32_t)raw;
    if (f->size == 1)
        return (int32_t)(int8_t)(uint8_t)raw;
    if (f->size == 2)
        return (int32_t)(int16_t)(uint16_t)raw;
    return (int32_t)raw;
}

/* A bool field: flatbuffers reads any non-zero byte as true. */
static inline int opt_bool(ctx *c, const opt_field *f)
{
    return opt(c, f) != 0;
}

/*
 * quantized_bias_type as the parser converts it: 0 = NoType (no table), a
 * runtime type for a known schema value, -1 if the parser rejects the value
 * (which makes the whole params struct absent).
 *
 * Quirk [rules §Notation, "quantized_bias_type"]: the schema default FLOAT32
 * converts to kTfLiteFloat32 (1), which is non-zero, so with an options table
 * present the "quantized_bias_type != NoType" test is true even when the
 * field was never written.
 */
static inline int qbt(ctx *c, const opt_field *f)
{
    if (!has_options(c, f->table))
        return RT_NOTYPE;
    int32_t v = opt(c, f);
    return (v < 0 || v > 22) ? -1 : runtime_type(v);
}

/* ---- tensor slots ------------------------------------------------------- */
static inline const tfc__opsig_tensor *slot(ctx *c, const tfc__opsig_tensor *v, uint32_t n,
                                     uint32_t i)
{
    if (i >= n || v == NULL) {
        /* The rules index with .at(): the converter throws. */
        c->q |= TFC__OPVER_Q_MISSING_SLOT;
        return NULL;
    }
    return &v[i];
}

static inline int slot_type(const tfc__opsig_tensor *t)
{
    return (t == NULL || !t->present) ? RT_NOTYPE : runtime_type(t->type);
}

static inline uint32_t slot_rank(const tfc__opsig_tensor *t)
{
    return (t == NULL || !t->present) ? 0 : t->rank;
}

/* in[i] / out[i] as the rules read them. */
static inline int in_t(ctx *c, uint32_t i)
{
    return slot_type(slot(c, c->sig->inputs, c->sig->input_count, i));
}

static inline int out_t(ctx *c, uint32_t i)
{
    return slot_type(slot(c, c->sig->outputs, c->sig->output_count, i));
}

/* in[0] behind the converter's "inputs not empty" guard: no throw. */
static inline int in0_guarded(ctx *c)
{
    return c->sig->input_count == 0 ? RT_NOTYPE : in_t(c, 0);
}

static inline uint32_t in_rank(ctx *c, uint32_t i)
{
    return slot_rank(slot(c, c->sig->inputs, c->sig->input_count, i));
}

/* X/Y/Z = in[0]==X && in[1]==Y && out[0]==Z, evaluated left to right. */
static inline int xyz(ctx *c, int x, int y, int z)
{
    return in_t(c, 0) == x && in_t(c, 1) == y && out_t(c, 0) == z;
}

/* Shapes of in[0] and in[1] differ (length or any element). */
static inline int need_broadcast(ctx *c)
{
    const tfc__op_signature *s = c->sig;
    if (s->input_count < 2 || s->inputs == NULL)
        return 0;
    const tfc__opsig_tensor *a = &s->inputs[0], *b = &s->inputs[1];
    uint32_t ra = slot_rank(a), rb = slot_rank(b);
    if (ra != rb)
        return 1;
    for (uint32_t i = 0; i < ra; i++)
        if (tfc__opsig_dim(a, i) != tfc__opsig_dim(b, i))
            return 1;
    return 0;
}

static inline uint32_t max_input_rank(ctx *c)
{
    uint32_t m = 0;
    for (uint32_t i = 0; i < c->sig->input_count && c->sig->inputs != NULL; i++)
        if (slot_rank(&c->sig->inputs[i]) > m)
            m = slot_rank(&c->sig->inputs[i]);
    return m;
}

/* ---- facts the signature builder derives (GetOpSignature) -------------- */

/*
 * The tensor behind input/output entry i as the signature builder fetches it:
 * it indexes the operator's list and the subgraph's tensor list without a
 * bounds check, so a missing entry, -1 or an index past the tensor list is
 * undefined behaviour in the converter [rules §Data beyond options + types].
 */
static inline const tfc__opsig_tensor *raw_tensor(ctx *c, const tfc__opsig_tensor *v, uint32_t n,
                                           uint32_t i)
{
    if (i >= n || v == NULL || !v[i].present) {
        c->q |= TFC__OPVER_Q_BAD_READ;
        return NULL;
    }
    return &v[i];
}

/* shape[i] as the signature builder reads it (unchecked). */
static inline int64_t raw_dim(ctx *c, const tfc__opsig_tensor *t, int64_t i)
{
    if (t == NULL || i < 0 || (uint64_t)i >= t->rank) {
        c->q |= TFC__OPVER_Q_BAD_READ;
        return 0;
    }
    return tfc__opsig_dim(t, (uint32_t)i);
}

/* scale count == dim and dim > 0 (CONV_2D / DEPTHWISE_CONV_2D per-channel). */
static inline int conv_per_channel(ctx *c, const tfc__opsig_tensor *filter, uint32_t axis)
{
    if (filter == NULL)
        return 0;
    int64_t n = raw_dim(c, filter, axis);
    return filter->has_quantization && n > 0 && filter->scale_count > 0 &&
           (uint64_t)filter->scale_count == (uint64_t)n;
}

/* scale count > 1 and == shape[quantized_dimension] (DEQUANTIZE / QUANTIZE). */
static inline int qdim_per_channel(ctx *c, const tfc__opsig_tensor *t)
{
    if (t == NULL || !t->has_quantization || t->scale_count <= 1)
        return 0;
    int64_t n = raw_dim(c, t, t->quantized_dimension);
    return n >= 0 && (uint64_t)n == t->scale_count;
}

/* ---- the rules in op_version_layers.c ---------------------------------- */
TFC__HIDDEN int32_t tfc__opver_v_conv_2d(ctx *c);
TFC__HIDDEN int32_t tfc__opver_v_depthwise_conv_2d(ctx *c);
TFC__HIDDEN int32_t tfc__opver_v_embedding_lookup(ctx *c);
TFC__HIDDEN int32_t tfc__opver_v_fully_connected(ctx *c);
TFC__HIDDEN int32_t tfc__opver_v_svdf(ctx *c);
TFC__HIDDEN int32_t tfc__opver_v_transpose_conv(ctx *c);
TFC__HIDDEN int32_t tfc__opver_v_lstm(ctx *c);
TFC__HIDDEN int32_t tfc__opver_v_dequantize(ctx *c);
TFC__HIDDEN int32_t tfc__opver_v_quantize(ctx *c);
TFC__HIDDEN int32_t tfc__opver_v_batch_matmul(ctx *c);
TFC__HIDDEN int32_t tfc__opver_v_rnn_family(ctx *c, const opt_field *asymmetric);
TFC__HIDDEN int32_t tfc__opver_v_unidirectional_sequence_lstm(ctx *c);

#endif
