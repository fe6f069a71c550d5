/*
 * model.h - the parsed TFLite model (internal). Other files of the module
 * (check, min-runtime, delegate and signature filling) read the model's
 * FlatBuffer handles directly through this header.
 */
#ifndef TFC_OPVER_MODEL_H
#define TFC_OPVER_MODEL_H

#include "internal.h"
#include "opver/flatbuf.h"
#include "tfcompat/opver.h"

/* Field ids of the TFLite schema (see the module notes in model.c). */
enum {
    TFC__MODEL_VERSION = 0, TFC__MODEL_OPERATOR_CODES = 1, TFC__MODEL_SUBGRAPHS = 2,
    TFC__MODEL_DESCRIPTION = 3, TFC__MODEL_BUFFERS = 4, TFC__MODEL_METADATA = 6,
    TFC__MODEL_SIGNATURE_DEFS = 7
};
enum {
    TFC__OPCODE_DEPRECATED_BUILTIN = 0, TFC__OPCODE_CUSTOM = 1, TFC__OPCODE_VERSION = 2,
    TFC__OPCODE_BUILTIN = 3
};
enum {
    TFC__SUBGRAPH_TENSORS = 0, TFC__SUBGRAPH_INPUTS = 1, TFC__SUBGRAPH_OUTPUTS = 2,
    TFC__SUBGRAPH_OPERATORS = 3, TFC__SUBGRAPH_NAME = 4
};
enum {
    TFC__OPERATOR_OPCODE_INDEX = 0, TFC__OPERATOR_INPUTS = 1, TFC__OPERATOR_OUTPUTS = 2,
    TFC__OPERATOR_BUILTIN_OPTIONS_TYPE = 3, TFC__OPERATOR_CUSTOM_OPTIONS = 5,
    TFC__OPERATOR_INTERMEDIATES = 8, TFC__OPERATOR_BUILTIN_OPTIONS2_TYPE = 11
};
enum {
    TFC__TENSOR_SHAPE = 0, TFC__TENSOR_TYPE = 1, TFC__TENSOR_BUFFER = 2, TFC__TENSOR_NAME = 3,
    TFC__TENSOR_QUANTIZATION = 4, TFC__TENSOR_IS_VARIABLE = 5, TFC__TENSOR_SPARSITY = 6
};
enum { TFC__BUFFER_DATA = 0 };
enum { TFC__QUANT_SCALE = 2, TFC__QUANT_ZERO_POINT = 3, TFC__QUANT_QUANTIZED_DIMENSION = 6 };
enum { TFC__METADATA_NAME = 0, TFC__METADATA_BUFFER = 1 };

/* BuiltinOperator values the rules need by name. */
enum { TFC__OP_CUSTOM = 32, TFC__OP_PLACEHOLDER = 127 };

typedef struct tfc__opcode {
    int32_t builtin_code, deprecated_code, raw_code, version;
    int builtin_present, version_present;
    const char *custom_code; /* into the buffer; NULL when absent */
    size_t first;            /* index of the first identical (code, version, custom) entry */
    int referenced;          /* some operator of some subgraph uses this entry or an identical one */
} tfc__opcode;

typedef struct tfc__subgraph {
    tfc__fb_table table;
    const char *name;
    tfc__fb_vec tensors, operators, inputs, outputs;
} tfc__subgraph;

typedef struct tfc__metadata {
    const char *name;
    uint32_t buffer;
    int64_t data_size; /* -1: buffer index out of range */
} tfc__metadata;

struct tfc_tflite_model {
    tfc_allocator alloc;
    uint8_t *owned;     /* copy of the caller's bytes or the file's, or NULL */
    tfc__fb fb;
    tfc__fb_table root;
    void *headers;      /* owned: the one block opcodes, subgraphs and metadata point into */
    char ident[5];
    uint32_t schema_version;
    const char *description;
    size_t nopcodes;
    tfc__opcode *opcodes;
    size_t nsubgraphs;
    tfc__subgraph *subgraphs;
    size_t operator_count;
    tfc__fb_vec buffers;
    size_t nmetadata;
    tfc__metadata *metadata;
    char *min_runtime;  /* owned; NULL when absent */
    size_t signature_count;
    uint64_t max_work;    /* work budget of one walk (options or size-derived default) */
    /* Set by the verifier's walk (verify.c) for the structure check
     * (resolver_check.c): 1 when some tensor or operator may draw a finding
     * there, or the structure walk would pass max_work; 0 when the verifier
     * saw neither, so that check need not walk the tensors and operators
     * again. */
    int structure_walk;
    uint32_t max_findings; /* findings kept per verdict */
};

/*
 * The work budget of one walk over a model. Every walk that follows stored
 * indices (operators, their tensor lists, the tensors they name) takes its
 * units from one of these before doing the work, so a model whose vectors
 * alias one table thousands of times fails with TFC_E_TOO_MUCH_WORK instead
 * of running quadratically.
 */
typedef struct tfc__work {
    uint64_t used, max;
} tfc__work;

static inline void tfc__work_init(tfc__work *w, const tfc_tflite_model *m)
{
    w->used = 0;
    w->max = m->max_work;
}

/* Takes n units; TFC_E_TOO_MUCH_WORK (err set) when that passes the budget. */
int tfc__work_take(tfc__work *w, uint64_t n, const char *what, tfc_error *err);

/*
 * Verifies every table the module reads later (operators, tensors, their
 * quantization, buffers) once, counting each against max_tables, so that a
 * model that parses is one every later call can read without a verification
 * error (the runtime too verifies the whole buffer before it loads).
 */
int tfc__model_verify(tfc_tflite_model *m, uint64_t tables_used, uint64_t max_tables, tfc_error *err);

/* Operator `op` of subgraph `sg` as a verified table. */
int tfc__model_operator_table(const tfc_tflite_model *m, size_t sg, size_t op, tfc__fb_table *out,
                              tfc_error *err);
/* Tensor `t` of subgraph `sg` as a verified table. */
int tfc__model_tensor_table(const tfc_tflite_model *m, size_t sg, size_t t, tfc__fb_table *out,
                            tfc_error *err);
/*
 * Whether a runtime must resolve operator code `oc` to load the model: the
 * one place of the rule (issue 27). The interpreter maps every operator
 * code when it builds (InterpreterBuilder::BuildLocalIndexToRegistrationMapping):
 * a builtin it cannot resolve, and a CUSTOM code without a custom_code,
 * abort the build whether an operator uses them or not. An unresolved
 * custom code gets a placeholder registration and fails only when a node
 * that uses it is prepared (subgraph.cc OpPrepare), so a custom code no
 * operator references loads. Builders before TFLite 1.15 had no
 * placeholder: they refused every unresolved code (the resolver's builder,
 * data/tflite_builder_history.csv). Returns 1 when the resolver's answer
 * for `oc` decides the load, else 0 (r NULL: today's builder).
 * Defined in resolver_check.c, with the check that applies it.
 */
int tfc__opcode_must_resolve(const tfc__opcode *oc, const tfc_resolver *r);

/* 1 when a stored tensor index names no tensor of a subgraph of ntensors
 * (-1 is an omitted optional tensor): the interpreter's index rule, read by
 * the verifier's walk and by the structure check alike. */
static inline int tfc__tensor_index_bad(int32_t t, size_t ntensors)
{
    return t != -1 && (t < 0 || (size_t)t >= ntensors);
}

/* What the structure check says of a tensor's buffer index: 0 nothing, or
 * 1 when it may draw a finding (out of range; a variable tensor with a
 * buffer, whose data decides). */
static inline int tfc__tensor_buffer_suspect(uint32_t buffer, int is_variable, size_t nbuffers)
{
    return buffer != 0 && (buffer >= nbuffers || is_variable);
}

/*
 * The interpreter's checks of a tensor's quantization parameters
 * (InterpreterBuilder::ParseQuantization), on the facts tfc__quant_read
 * reads; the one place of the rule, used by the verifier's walk (does the
 * tensor draw a finding?) and the structure check (which one).
 */
typedef struct tfc__quant_facts {
    int present;          /* the tensor has a quantization table */
    uint32_t scale_len;   /* 0 when absent */
    int zp_present;
    uint32_t zp_len;
    int32_t qdim;
    uint32_t rank;        /* 0 for no or an empty shape vector */
    int32_t extent;       /* shape[qdim], read only when the rule needs it */
} tfc__quant_facts;
enum {
    TFC__QUANT_OK, TFC__QUANT_NO_ZERO_POINT, TFC__QUANT_COUNT_MISMATCH, TFC__QUANT_BAD_DIMENSION,
    TFC__QUANT_BAD_SCALE_COUNT
};
/* The facts from what was read: the quantization's scale and zero_point
 * vectors and quantized_dimension, the tensor's shape (verified). */
int tfc__quant_facts_fill(tfc__quant_facts *f, const tfc__fb_vec *scale, const tfc__fb_vec *zero_point, int32_t qdim,
                          const tfc__fb_vec *shape, tfc_error *err);
/* Reads the facts of tensor table tt (verified: fails only on a model the
 * verifier did not check). Defined in resolver_check.c. */
int tfc__quant_read(const tfc__fb_table *tt, tfc__quant_facts *f, tfc_error *err);
/* Which check the facts fail first, or TFC__QUANT_OK. */
int tfc__quant_fault(const tfc__quant_facts *f);

/* Display name of an opcode: builtin name, custom code, or "<code N>". */
const char *tfc__opcode_display(const tfc__opcode *oc, char *buf, size_t cap);

#endif
