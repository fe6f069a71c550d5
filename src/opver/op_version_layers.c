/*
 * op_version_layers.c - the converter's version rules (see op_version.c for
 * their source and notation) of the layers that carry weights and of
 * quantization: CONV_2D, DEPTHWISE_CONV_2D, EMBEDDING_LOOKUP,
 * FULLY_CONNECTED, SVDF, TRANSPOSE_CONV, LSTM, DEQUANTIZE, QUANTIZE,
 * BATCH_MATMUL, the RNN family and UNIDIRECTIONAL_SEQUENCE_LSTM. Their
 * versions turn on weight types, per-channel quantization and the
 * hybrid/asymmetric options; op_version.c dispatches to them.
 */
#include "opver/op_version_internal.h"

int32_t tfc__opver_v_conv_2d(ctx *c)
{
    const tfc__op_signature *s = c->sig;
    const tfc__opsig_tensor *input = raw_tensor(c, s->inputs, s->input_count, 0);
    const tfc__opsig_tensor *filter = raw_tensor(c, s->inputs, s->input_count, 1);
    int per_channel = conv_per_channel(c, filter, 0);
    /* Grouped: input channels (shape[3]) differ from the filter's, tested
     * only when the input has a shape. A dimension that does not exist is an
     * unchecked read in the converter; we then call it not grouped. */
    int grouped = 0;
    if (input != NULL && input->rank > 0) {
        int64_t a = raw_dim(c, input, 3), b = raw_dim(c, filter, 3);
        grouped = input->rank > 3 && filter != NULL && filter->rank > 3 && a != b;
    }

    if (xyz(c, RT_INT16, RT_INT8, RT_INT16)) {
        int b = qbt(c, &F_CONV_QBT);
        if (b < 0)
            c->q |= TFC__OPVER_Q_NULL_PARAMS; /* parser rejected the enum */
        else if (b != RT_NOTYPE)
            return 8; /* the quantized_bias_type quirk: see qbt() */
    }
    if (grouped)
        return 6;
    /* Quirk [rules CONV_2D v4]: the converter tests OUTPUT 1, which a
     * one-output CONV_2D does not have (it throws); only reached when both
     * inputs are INT16. */
    if (in_t(c, 0) == RT_INT16 && in_t(c, 1) == RT_INT16 && out_t(c, 1) == RT_INT16)
        return 4;
    if (xyz(c, RT_INT8, RT_INT8, RT_INT8))
        return 3;
    if (xyz(c, RT_INT8, RT_INT4, RT_INT8))
        return 7;
    if (xyz(c, RT_FLOAT32, RT_INT8, RT_FLOAT32))
        return per_channel ? 5 : 2;
    return 1;
}

int32_t tfc__opver_v_depthwise_conv_2d(ctx *c)
{
    const tfc__op_signature *s = c->sig;
    const tfc__opsig_tensor *filter = raw_tensor(c, s->inputs, s->input_count, 1);
    int per_channel = conv_per_channel(c, filter, 3);

    /* Same output-1 quirk as CONV_2D v4. */
    if (in_t(c, 0) == RT_INT16 && in_t(c, 1) == RT_INT16 && out_t(c, 1) == RT_INT16)
        return 5;
    if (xyz(c, RT_FLOAT32, RT_INT8, RT_FLOAT32))
        return per_channel ? 6 : 4;
    if (xyz(c, RT_INT8, RT_INT8, RT_INT8))
        return 3;
    if (xyz(c, RT_INT8, RT_INT4, RT_INT8))
        return 7;
    /* Missing options give dilation 0, not the schema's 1, so v2. */
    if (opt(c, &F_DW_DIL_W) != 1 || opt(c, &F_DW_DIL_H) != 1)
        return 2;
    return 1;
}

int32_t tfc__opver_v_embedding_lookup(ctx *c)
{
    const tfc__op_signature *s = c->sig;
    const tfc__opsig_tensor *table = raw_tensor(c, s->inputs, s->input_count, 1);
    int per_channel = 0;
    if (table != NULL && table->has_quantization && table->scale_count > 0 && table->rank > 0) {
        int64_t n = raw_dim(c, table, 0);
        per_channel = table->scale_count > 1 && n >= 0 && (uint64_t)n == table->scale_count;
    }
    if (in_t(c, 1) == RT_INT4 || per_channel)
        return 4;
    if (in_t(c, 1) == RT_INT2)
        return 5;
    return 1;
}

int32_t tfc__opver_v_fully_connected(ctx *c)
{
    const tfc__op_signature *s = c->sig;
    const tfc__opsig_tensor *w = raw_tensor(c, s->inputs, s->input_count, 1);
    int sparse = w != NULL && w->has_sparsity;
    int per_channel = 0;
    if (w != NULL && w->has_quantization && w->scale_count > 0 && w->rank > 0) {
        int64_t n = raw_dim(c, w, 0);
        per_channel = n >= 0 && (uint64_t)n == w->scale_count;
    }
    /* The parser rejects a weights_format or quantized_bias_type it does not
     * know; the params struct is then absent and every read of it below is a
     * null dereference in the converter [rules §Notation, "params present"]. */
    int wf = opt(c, &F_FC_WEIGHTS_FORMAT);
    int b = qbt(c, &F_FC_QBT);
    int parsed = (wf == 0 || wf == 1) && b >= 0;
#define FC_PARAMS() (parsed ? 1 : (c->q |= TFC__OPVER_Q_NULL_PARAMS, 0))

    if (in_t(c, 1) == RT_INT2)
        return 14;
    if (xyz(c, RT_INT16, RT_INT4, RT_INT16))
        return 13;
    if (xyz(c, RT_FLOAT32, RT_INT8, RT_FLOAT32) && per_channel)
        return 12;
    if (xyz(c, RT_INT16, RT_INT8, RT_INT16) && FC_PARAMS() && b != RT_NOTYPE)
        return 11; /* the quantized_bias_type quirk: see qbt() */
    if (sparse)
        return 8;
    if (xyz(c, RT_INT16, RT_INT16, RT_INT16))
        return 7;
    /* Exactly two input slots; a -1 bias slot still counts as a third. */
    if (s->input_count == 2)
        return 6;
    if (FC_PARAMS() && opt_bool(c, &F_FC_KEEP_NUM_DIMS))
        return 5;
    if (xyz(c, RT_INT8, RT_INT8, RT_INT8))
        return 4;
    if (xyz(c, RT_INT8, RT_INT4, RT_INT8))
        return 10;
    if (xyz(c, RT_FLOAT32, RT_INT8, RT_FLOAT32))
        return (FC_PARAMS() && opt_bool(c, &F_FC_ASYMMETRIC)) ? 9 : 3;
    if (FC_PARAMS() && wf == 1) /* SHUFFLED4x16INT8 */
        return 2;
    return 1;
#undef FC_PARAMS
}

int32_t tfc__opver_v_svdf(ctx *c)
{
    if (in_t(c, 0) == RT_INT8)
        return 3;
    if (xyz(c, RT_FLOAT32, RT_INT8, RT_FLOAT32))
        return opt_bool(c, &F_SVDF_ASYMMETRIC) ? 4 : 2;
    return 1;
}

int32_t tfc__opver_v_transpose_conv(ctx *c)
{
    const tfc__op_signature *s = c->sig;
    int b = qbt(c, &F_TC_QBT);
    int parsed = b >= 0;
    /* Quirk [rules TRANSPOSE_CONV v5]: input 0 is the output_shape tensor
     * (normally INT32), so this int16 test almost never fires. */
    if (xyz(c, RT_INT16, RT_INT8, RT_INT16)) {
        if (!parsed)
            c->q |= TFC__OPVER_Q_NULL_PARAMS;
        else if (b != RT_NOTYPE)
            return 5; /* the quantized_bias_type quirk: see qbt() */
    }
    /* The activation enum converts to NONE for any unknown value. */
    if (parsed) {
        int act = opt(c, &F_TC_ACTIVATION);
        if (act >= 1 && act <= 5)
            return 4;
    }
    if (s->input_count == 4 && in_t(c, 3) != RT_NOTYPE)
        return 3;
    if (in_t(c, 1) == RT_INT8)
        return 2;
    return 1;
}

int32_t tfc__opver_v_lstm(ctx *c)
{
    /* The LSTM parser fails without an LSTMOptions table or with an unknown
     * kernel_type, and the rule dereferences the params before any null check
     * [rules LSTM v1]. Our reading then uses zeroed params (kernel FULL). */
    int kt = opt(c, &F_LSTM_KERNEL_TYPE);
    if (!has_options(c, OPT_LSTM) || (kt != 0 && kt != 1)) {
        c->q |= TFC__OPVER_Q_NULL_PARAMS;
        kt = 0;
    }
    if (kt == 0 && in_t(c, 0) == RT_INT16 && in_t(c, 2) == RT_INT8 && out_t(c, 0) == RT_INT16)
        return 5;
    if (kt == 0 && in_t(c, 0) == RT_FLOAT32 && in_t(c, 2) == RT_INT8 && out_t(c, 0) == RT_FLOAT32)
        return opt_bool(c, &F_LSTM_ASYMMETRIC) ? 4 : 3;
    if (kt == 1)
        return 2;
    return 1;
}

int32_t tfc__opver_v_dequantize(ctx *c)
{
    const tfc__op_signature *s = c->sig;
    int per_channel = qdim_per_channel(c, raw_tensor(c, s->inputs, s->input_count, 0));
    int t0 = in_t(c, 0);
    if (is_float8(t0))
        return 9;
    if (t0 == RT_UINT4)
        return 8;
    if (t0 == RT_INT2)
        return 7;
    if (t0 == RT_INT4)
        return 6;
    if (t0 == RT_INT16 || t0 == RT_FLOAT16)
        return 3;
    if (t0 == RT_INT8)
        return per_channel ? 5 : 2;
    return 1;
}

int32_t tfc__opver_v_quantize(ctx *c)
{
    const tfc__op_signature *s = c->sig;
    int per_channel = qdim_per_channel(c, raw_tensor(c, s->outputs, s->output_count, 0));
    if (in_t(c, 0) == RT_UINT4 || out_t(c, 0) == RT_UINT4)
        return 5;
    if (in_t(c, 0) == RT_INT4 || out_t(c, 0) == RT_INT4)
        return 4;
    if (per_channel)
        return 3;
    if (out_t(c, 0) == RT_INT16)
        return 2;
    return 1;
}

int32_t tfc__opver_v_batch_matmul(ctx *c)
{
    int t0 = in_t(c, 0);
    if (t0 == RT_INT16)
        return 3;
    if (t0 == RT_INT8)
        return 2;
    if (xyz(c, RT_FLOAT32, RT_INT8, RT_FLOAT32) && opt_bool(c, &F_BMM_ASYMMETRIC))
        return 4;
    return 1; /* a hybrid without asymmetric stays 1 */
}

/* RNN, UNIDIRECTIONAL_SEQUENCE_RNN, BIDIRECTIONAL_SEQUENCE_RNN and
 * BIDIRECTIONAL_SEQUENCE_LSTM: hybrid (int8 weights, float output). */
int32_t tfc__opver_v_rnn_family(ctx *c, const opt_field *asymmetric)
{
    if (in_t(c, 1) == RT_INT8 && out_t(c, 0) == RT_FLOAT32)
        return opt_bool(c, asymmetric) ? 3 : 2;
    return 1;
}

int32_t tfc__opver_v_unidirectional_sequence_lstm(ctx *c)
{
    if (in_t(c, 0) == RT_INT16 && in_t(c, 2) == RT_INT8 && out_t(c, 0) == RT_INT16)
        return 5;
    if (opt_bool(c, &F_UNI_LSTM_DIAGONAL))
        return 4;
    if (in_t(c, 0) == RT_FLOAT32 && in_t(c, 2) == RT_INT8 && out_t(c, 0) == RT_FLOAT32)
        return opt_bool(c, &F_UNI_LSTM_ASYMMETRIC) ? 3 : 2;
    return 1;
}
