/*
 * tflmodel.h - a small TFLite model generator for the op-version tests, on
 * the FlatBuffers builder (tools/fbbuild): operator codes, operators,
 * tensors, buffers and metadata as the tests need them.
 */
#ifndef TFC_TEST_TFLMODEL_H
#define TFC_TEST_TFLMODEL_H

#include <stddef.h>
#include <stdint.h>

#include <tfcompat.h>
#include "fbbuild.h"

typedef struct opcode_spec {
    int has_dep;
    int8_t dep;
    int has_raw;
    int32_t raw;
    int has_version;
    int32_t version;
    const char *custom;
} opcode_spec;

typedef struct op_spec {
    uint32_t opcode_index;
    int32_t inputs[4];
    int ninputs;
    int32_t outputs[2];
    int noutputs;
} op_spec;

typedef struct model_spec {
    const char *ident;       /* NULL: "TFL3" */
    int has_version;
    uint32_t version;
    const opcode_spec *codes;
    int ncodes;              /* -1: no operator_codes vector */
    const op_spec *ops;
    int nops;                /* -1: no subgraphs vector */
    int ntensors;
    uint32_t tensor_buffer;  /* buffer index of tensor 0 */
    int nbuffers;            /* -1: no buffers vector */
    const char *min_runtime; /* metadata min_runtime_version; NULL: none */
    uint32_t min_runtime_buffer; /* 0: a new buffer */
    const char *description;
    const op_spec *ops2;     /* a second subgraph of nops2 operators and no tensors */
    int nops2;               /* 0: one subgraph */
} model_spec;

typedef struct built {
    fbb *b;
    uint8_t *buf;
    size_t len;
    fbb_obj *root, *subgraphs, *operators, *first_op;
} built;

/* Builds the model of `s` into out (out->buf, out->len; free with fbb_free(out->b)). */
void build_model(const model_spec *s, built *out);
/* Writes a built model to `name` in the test's temporary folder; returns
 * the path (malloc'd). */
char *write_built(const built *m, const char *name);
/* Operator codes as the fixture writer spells them: builtin `code` (the
 * byte field too, as the converter writes both), custom name, version. */
#define CODE(c, v) {1, (int8_t)((c) < 127 ? (c) : 127), 1, (c), 1, (v), NULL}
#define CUSTOM_CODE(name) {1, 32, 1, 32, 1, 1, (name)}
/* Writes a model of `codes` whose first subgraph has one operator per entry
 * of `uses` and whose second (when nuses2 > 0) one per entry of `uses2`
 * (opcode indices, no tensors; at most 4 each) to `name` in the test's
 * temporary folder. Returns the path (malloc'd). */
char *write_uses_model(const char *name, const opcode_spec *codes, int ncodes, const uint32_t *uses, int nuses,
                       const uint32_t *uses2, int nuses2);
/* Parses a built model (any identifier); fails the test on error. */
tfc_tflite_model *parse_ok(const built *m);
/* tfc_resolver_check with `flags`; fails the test on error. */
tfc_verdict *check(const tfc_tflite_model *m, const tfc_resolver *r, uint32_t flags);
/* The standard resolver; fails the test on error. */
tfc_resolver *standard(void);
/*
 * An SSD detection model as the TF Object Detection API exports it for
 * TFLite (export_tflite_ssd_graph.py, then the converter with custom ops
 * allowed): builtin CONCATENATION, CONV_2D, DEPTHWISE_CONV_2D, LOGISTIC
 * (only with `logistic`) and RESHAPE, then the custom op
 * TFLite_Detection_PostProcess (its last node), each version 1, one node
 * per operator code. Free with fbb_free(out->b).
 */
void build_ssd_model(built *out, int logistic);
/* One operator: opcode 0, input tensor 0, output tensor 1. */
extern const op_spec ONE_OP[1];

#endif
