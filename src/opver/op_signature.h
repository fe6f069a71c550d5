/*
 * op_signature.h - the per-operator input of the converter's op-version rules
 * (src/opver/op_version.c), as plain data. Never installed.
 *
 * The converter computes OperatorCode.version from an "op signature": the
 * operator's builtin code, one spec per entry of Operator.inputs / outputs,
 * its parsed builtin options and a few derived facts (per-channel
 * quantization, grouped convolution, sparse weights, MUL scales, "input has a
 * quantization table"). This header holds the raw facts the rules need; the
 * derived facts are computed by op_version.c from them, exactly as the
 * converter's signature builder derives them, so a filler only copies what
 * the file says and never interprets it.
 *
 * Who fills it: the model reader (src/opver/, helper A's code) fills one
 * tfc__op_signature per Operator of every subgraph. What the filler must set:
 *
 *   op            max(OperatorCode.builtin_code, (int32)deprecated_builtin_code)
 *                 of the operator's OperatorCode (the GetBuiltinCode rule).
 *   inputs/input_count, outputs/output_count
 *                 one tfc__opsig_tensor per entry of Operator.inputs /
 *                 Operator.outputs, in order, -1 entries included (a -1
 *                 entry still takes a slot). A missing vector = count 0.
 *   options_type  Operator.builtin_options_type (field 3, u8, 0 = NONE) as
 *                 stored, even if it is not the type the op expects (the
 *                 rules check the type themselves: a wrong-typed table reads
 *                 as absent, like the converter's option parser).
 *   options       where the builtin_options table (field 4) starts in the
 *                 model buffer: buf/len = the whole model buffer, pos = the
 *                 offset of the table's first byte (its soffset to the
 *                 vtable). pos = 0 when the field is absent. The rules read
 *                 option fields through their own bounds-checked accessor, so
 *                 a table the filler could not fully verify is still safe;
 *                 the filler should nevertheless only pass verified tables.
 *
 *   Per tensor slot (tfc__opsig_tensor), for index i of the slot:
 *   present       1 if 0 <= i < SubGraph.tensors length, else 0 (index -1 or
 *                 out of range). When 0, every other field must be zero.
 *   type          Tensor.type (field 1, int8 `byte`, default 0 = FLOAT32) as
 *                 stored, sign-extended. NOT mapped: op_version.c does the
 *                 schema TensorType -> runtime type mapping, and any value
 *                 outside 0..22 becomes NoType there.
 *   rank, shape   length of Tensor.shape (field 0; 0 when absent) and a
 *                 pointer to its first element in the model buffer (the
 *                 little-endian int32 values, read through tfc__opsig_dim()),
 *                 NULL when rank is 0. shape_signature is NOT used here.
 *   is_const      Tensor.buffer != 0, < Model.buffers length, and that
 *                 Buffer's data vector is non-empty. (No rule reads it; kept
 *                 because other consumers of the signature do.)
 *   is_shape_dynamic  shape_signature (field 7) contains -1. (Not read by
 *                 the rules either.)
 *   has_quantization  Tensor.quantization (field 4) is present, even if the
 *                 table is empty.
 *   scale_count   length of QuantizationParameters.scale (field 2), 0 when
 *                 absent; scale0 = scale[0] when scale_count > 0, else 0.
 *   zero_point_count  length of QuantizationParameters.zero_point (field 3).
 *   quantized_dimension  QuantizationParameters.quantized_dimension
 *                 (field 6, int, default 0), 0 when there is no table.
 *   has_sparsity  Tensor.sparsity (field 6) is present.
 *
 * Ownership: every pointer is borrowed (the tensor arrays from the filler,
 * shape and options from the model buffer) and must outlive the call that
 * reads the signature. Nothing here allocates.
 *
 * builtin_options_2 (the BuiltinOptions2 union) is not carried: no version
 * rule reads it (only StableHLO ops use it, and they are all version 1).
 */
#ifndef TFC_OPVER_OP_SIGNATURE_H
#define TFC_OPVER_OP_SIGNATURE_H

#include <stddef.h>
#include <stdint.h>

/* A table inside a FlatBuffer: pos = offset of its first byte in buf, 0 = absent. */
typedef struct tfc__opsig_table {
    const uint8_t *buf;
    size_t len;
    uint32_t pos;
} tfc__opsig_table;

/* One input or output slot of an operator (see the header comment). */
typedef struct tfc__opsig_tensor {
    uint8_t present;
    uint8_t is_const;
    uint8_t is_shape_dynamic;
    uint8_t has_quantization;
    uint8_t has_sparsity;
    int32_t type;                /* schema TensorType as stored */
    uint32_t rank;               /* Tensor.shape length */
    const uint8_t *shape;        /* rank little-endian int32 values, or NULL */
    uint32_t scale_count;
    float scale0;
    uint32_t zero_point_count;
    int32_t quantized_dimension;
} tfc__opsig_tensor;

/* The signature of one operator. */
typedef struct tfc__op_signature {
    int32_t op;                       /* builtin code (BuiltinOperator) */
    uint32_t input_count;
    uint32_t output_count;
    const tfc__opsig_tensor *inputs;  /* input_count entries (NULL if 0) */
    const tfc__opsig_tensor *outputs; /* output_count entries (NULL if 0) */
    uint8_t options_type;             /* BuiltinOptions union type as stored */
    tfc__opsig_table options;         /* builtin_options table, pos 0 = absent */
} tfc__op_signature;

/* Dimension i of a slot's Tensor.shape (little-endian int32); 0 if i >= rank. */
static inline int32_t tfc__opsig_dim(const tfc__opsig_tensor *t, uint32_t i)
{
    if (t == NULL || t->shape == NULL || i >= t->rank)
        return 0;
    const uint8_t *p = t->shape + (size_t)i * 4u;
    return (int32_t)((uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
                     (uint32_t)p[3] << 24);
}

#endif
