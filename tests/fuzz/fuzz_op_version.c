/*
 * fuzz_op_version.c - libFuzzer harness for the op-version rules
 * (src/opver/op_version.c). The input is decoded into an operator signature
 * (op code, up to 8 inputs and 4 outputs with arbitrary types, ranks, shapes
 * and quantization facts) plus an arbitrary options buffer and table
 * position, so the bounds-checked option reader and every rule see hostile
 * values. Layout:
 *   [0..1] op (u16, minus 8: negative codes too)   [2] input count  [3] output count
 *   [4] options union type   [5..6] options table position (u16)   [7] stored version
 *   then 10 bytes per slot: present, type (int8), rank, flags (1 quant, 2 sparsity),
 *   scale count, quantized dim (int8), first scale (f32 LE)
 *   the rest: the buffer holding the shapes (read from its start) and the options.
 */
#include <stdint.h>
#include <string.h>

#include "opver/op_version.h"

#define MAX_IN 8
#define MAX_OUT 4
#define SLOT_BYTES 10

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 8)
        return 0;
    tfc__opsig_tensor slots[MAX_IN + MAX_OUT];
    memset(slots, 0, sizeof slots);
    tfc__op_signature sig;
    memset(&sig, 0, sizeof sig);
    sig.op = (int32_t)((uint32_t)data[0] | (uint32_t)data[1] << 8) - 8;
    sig.input_count = data[2] % (MAX_IN + 1);
    sig.output_count = data[3] % (MAX_OUT + 1);
    sig.options_type = data[4];
    uint32_t pos = (uint32_t)data[5] | (uint32_t)data[6] << 8;
    int32_t stored = data[7];
    size_t off = 8;
    uint32_t nslots = sig.input_count + sig.output_count;
    if (size - off < (size_t)nslots * SLOT_BYTES)
        return 0;
    const uint8_t *slot_bytes = data + off;
    off += (size_t)nslots * SLOT_BYTES;
    const uint8_t *rest = data + off;
    size_t rest_len = size - off;
    for (uint32_t i = 0; i < nslots; i++) {
        const uint8_t *p = slot_bytes + (size_t)i * SLOT_BYTES;
        tfc__opsig_tensor *t = &slots[i];
        t->present = p[0] & 1;
        if (!t->present)
            continue;
        t->type = (int8_t)p[1];
        uint32_t rank = p[2] % 9;
        if ((size_t)rank * 4 <= rest_len) {
            t->rank = rank;
            t->shape = rank ? rest : NULL;
        }
        t->has_quantization = (p[3] & 1) != 0;
        t->has_sparsity = (p[3] & 2) != 0;
        t->scale_count = t->has_quantization ? p[4] : 0;
        t->quantized_dimension = (int8_t)p[5];
        float f;
        memcpy(&f, p + 6, sizeof f);
        t->scale0 = t->scale_count ? f : 0.0f;
    }
    sig.inputs = sig.input_count ? slots : NULL;
    sig.outputs = sig.output_count ? slots + sig.input_count : NULL;
    sig.options.buf = rest_len ? rest : NULL;
    sig.options.len = rest_len;
    sig.options.pos = pos;

    uint32_t quirks = 0;
    int32_t v = tfc__opver_compute_version(&sig, &quirks);
    if (v < 1 || v > 14)
        __builtin_trap();

    static const char *const names[] = {"min_runtime_version"};
    tfc__opver_file_info file = {NULL, names, (size_t)(data[4] & 1), NULL};
    if (data[3] & 0x80)
        file.description = "MLIR Converted.";
    tfc__opver_attribution a;
    tfc__opver_likely_writer(&file, sig.op, stored, v, (data[2] & 0x80) == 0, &a);
    if (a.writer_name == NULL || a.reason == NULL)
        __builtin_trap();
    return 0;
}
