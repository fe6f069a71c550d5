/*
 * Tests for tfcompat/tflite.h on synthetic models (tests/support/tflmodel.h):
 * builtin codes above 127 and out of range, schema versions, identifiers,
 * missing tables, hostile offsets, limits, the work budget, allocation failure.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include <tfcompat.h>
#include "fbbuild.h"
#include "tflmodel.h"
#include "tjson.h"

/* ---- tests -------------------------------------------------------------- */

static void codes_above_127_use_the_placeholder_rule(void **state)
{
    (void)state;
    /* GELU (150): the byte field holds 127, the int32 field the code. */
    opcode_spec codes[] = {{1, 127, 1, 150, 1, 2, NULL}, {1, 127, 0, 0, 0, 0, NULL}};
    model_spec s = {.codes = codes, .ncodes = 2, .ops = ONE_OP, .nops = 1, .ntensors = 2, .nbuffers = 1};
    built b;
    build_model(&s, &b);
    tfc_tflite_model *m = parse_ok(&b);
    tfc_tflite_opcode_info oc = {.size = sizeof oc};
    assert_int_equal(tfc_tflite_model_opcode(&oc, m, 0), TFC_OK);
    assert_int_equal(oc.builtin_code, 150);
    assert_string_equal(oc.builtin_name, "GELU");
    assert_int_equal(oc.deprecated_builtin_code, 127);
    assert_int_equal(oc.version, 2);
    assert_true(oc.builtin_code_present);
    /* The bare placeholder (127 without an int32 code) is a real enum value
     * without a kernel: it fails the lookup, not the range check. */
    assert_int_equal(tfc_tflite_model_opcode(&oc, m, 1), TFC_OK);
    assert_int_equal(oc.builtin_code, 127);
    assert_string_equal(oc.builtin_name, "PLACEHOLDER_FOR_GREATER_OP_CODES");
    assert_int_equal(oc.version, 1);
    assert_false(oc.version_present);
    tfc_resolver *r = standard();
    tfc_verdict *v = check(m, r, 0);
    assert_int_equal(tfc_verdict_finding_count(v), 1);
    assert_int_equal(tfc_verdict_finding_reason(v, 0), TFC_REASON_UNSUPPORTED_OP_VERSION);
    assert_string_equal(tfc_verdict_finding_subject(v, 0), "PLACEHOLDER_FOR_GREATER_OP_CODES");
    tfc_verdict_free(v);
    tfc_resolver_free(r);
    tfc_tflite_model_free(m);
    fbb_free(b.b);
}

static void out_of_range_and_negative_codes(void **state)
{
    (void)state;
    opcode_spec codes[] = {{1, 127, 1, 500, 1, 1, NULL}, {1, -5, 1, -9, 1, 1, NULL}, {1, 3, 0, 0, 1, 99, NULL}};
    model_spec s = {.codes = codes, .ncodes = 3, .ops = ONE_OP, .nops = 1, .ntensors = 2, .nbuffers = 1};
    built b;
    build_model(&s, &b);
    tfc_tflite_model *m = parse_ok(&b);
    tfc_resolver *r = standard();
    tfc_verdict *v = check(m, r, 0);
    assert_false(tfc_verdict_accepted(v));
    assert_int_equal(tfc_verdict_finding_count(v), 3);
    assert_int_equal(tfc_verdict_finding_reason(v, 0), TFC_REASON_BUILTIN_CODE_OUT_OF_RANGE);
    assert_string_equal(tfc_verdict_finding_message(v, 0),
                        "Op builtin_code out of range: 500. Are you using old TFLite binary with newer model?");
    /* max(-9, -5) = -5: no name, and no kernel. */
    assert_int_equal(tfc_verdict_finding_reason(v, 1), TFC_REASON_UNSUPPORTED_OP_VERSION);
    assert_string_equal(tfc_verdict_finding_message(v, 1),
                        "Didn't find op for builtin opcode '' version '1'. An older version of this builtin "
                        "might be supported. Are you using an old TFLite binary with a newer model?");
    /* CONV_2D version 99 from a legacy byte-only code. */
    assert_string_equal(tfc_verdict_finding_subject(v, 2), "CONV_2D");
    assert_int_equal(tfc_verdict_finding_value(v, 2), 99);
    assert_int_equal(tfc_verdict_first_error(v), 0);
    tfc_verdict_free(v);
    tfc_resolver_free(r);
    tfc_tflite_model_free(m);
    fbb_free(b.b);
}

static void schema_versions_2_and_4_are_refused_with_the_runtime_message(void **state)
{
    (void)state;
    opcode_spec codes[] = {{1, 0, 0, 0, 0, 0, NULL}};
    for (uint32_t ver = 2; ver <= 4; ver += 2) {
        model_spec s = {.has_version = 1, .version = ver, .codes = codes, .ncodes = 1, .ops = ONE_OP, .nops = 1,
                        .ntensors = 2, .nbuffers = 1};
        built b;
        build_model(&s, &b);
        tfc_tflite_model *m = parse_ok(&b);
        assert_int_equal(tfc_tflite_model_schema_version(m), ver);
        tfc_resolver *r = standard();
        tfc_verdict *v = check(m, r, 0);
        assert_int_equal(tfc_verdict_finding_count(v), 1);
        assert_int_equal(tfc_verdict_finding_reason(v, 0), TFC_REASON_BAD_SCHEMA_VERSION);
        char want[128];
        snprintf(want, sizeof want, "Model provided is schema version %u not equal to supported version 3.", ver);
        assert_string_equal(tfc_verdict_finding_message(v, 0), want);
        tfc_verdict_free(v);
        tfc_resolver_free(r);
        tfc_tflite_model_free(m);
        fbb_free(b.b);
    }
}

static void wrong_identifier_is_an_error_or_a_finding(void **state)
{
    (void)state;
    opcode_spec codes[] = {{1, 0, 0, 0, 0, 0, NULL}};
    model_spec s = {.ident = "TFL2", .codes = codes, .ncodes = 1, .ops = ONE_OP, .nops = 1, .ntensors = 2, .nbuffers = 1};
    built b;
    build_model(&s, &b);
    tfc_tflite_model *m = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_tflite_model_parse(&m, b.buf, b.len, NULL, &err), TFC_E_BAD_IDENTIFIER);
    assert_null(m);
    m = parse_ok(&b);
    assert_string_equal(tfc_tflite_model_file_identifier(m), "TFL2");
    tfc_resolver *r = standard();
    tfc_verdict *v = check(m, r, 0);
    assert_int_equal(tfc_verdict_finding_count(v), 1);
    assert_int_equal(tfc_verdict_finding_reason(v, 0), TFC_REASON_BAD_FILE_IDENTIFIER);
    assert_string_equal(tfc_verdict_finding_message(v, 0), "The model is not a valid Flatbuffer buffer");
    tfc_verdict_free(v);
    tfc_resolver_free(r);
    tfc_tflite_model_free(m);
    fbb_free(b.b);
}

static void missing_tables_read_as_empty(void **state)
{
    (void)state;
    model_spec s = {.ncodes = -1, .nops = -1, .nbuffers = -1};
    built b;
    build_model(&s, &b);
    tfc_tflite_model *m = parse_ok(&b);
    assert_int_equal(tfc_tflite_model_operator_code_count(m), 0);
    assert_int_equal(tfc_tflite_model_subgraph_count(m), 0);
    assert_int_equal(tfc_tflite_model_buffer_count(m), 0);
    assert_int_equal(tfc_tflite_model_metadata_count(m), 0);
    assert_null(tfc_tflite_model_description(m));
    assert_null(tfc_tflite_model_min_runtime_version(m));
    tfc_tflite_operator_info oi = {.size = sizeof oi};
    assert_int_equal(tfc_tflite_model_operator(&oi, m, 0, 0, NULL), TFC_E_RANGE);
    tfc_resolver *r = standard();
    tfc_verdict *v = check(m, r, 0);
    assert_true(tfc_verdict_accepted(v));
    tfc_verdict_free(v);
    /* The interpreter itself refuses a model without subgraphs or buffers. */
    v = check(m, r, TFC_TFLITE_CHECK_STRUCTURE);
    assert_false(tfc_verdict_accepted(v));
    assert_int_equal(tfc_verdict_finding_count(v), 2);
    assert_int_equal(tfc_verdict_finding_reason(v, 0), TFC_REASON_BAD_TENSOR);
    assert_string_equal(tfc_verdict_finding_message(v, 0), "No subgraph in the model.");
    assert_int_equal(tfc_verdict_finding_reason(v, 1), TFC_REASON_BAD_TENSOR);
    assert_string_equal(tfc_verdict_finding_message(v, 1), "No buffers in the model.");
    tfc_verdict_free(v);
    tfc_min_runtime *mr;
    assert_int_equal(tfc_min_runtime_compute(&mr, m, NULL), TFC_OK);
    assert_null(tfc_min_runtime_version(mr)); /* undefined: no operator code */
    assert_int_equal(tfc_min_runtime_agreement(mr), TFC_MIN_RUNTIME_NOT_STORED);
    tfc_min_runtime_free(mr);
    tfc_resolver_free(r);
    tfc_tflite_model_free(m);
    fbb_free(b.b);
}

static void hostile_offsets_fail_cleanly(void **state)
{
    (void)state;
    opcode_spec codes[] = {{1, 0, 0, 0, 0, 0, NULL}};
    model_spec s = {.codes = codes, .ncodes = 1, .ops = ONE_OP, .nops = 1, .ntensors = 2, .nbuffers = 1};
    built b;
    build_model(&s, &b);
    uint8_t *copy = malloc(b.len);
    tfc_tflite_model *m;
    tfc_error err;
    tfc_error_init(&err, sizeof err);

    /* Subgraphs vector offset huge: read at parse time. */
    memcpy(copy, b.buf, b.len);
    uint32_t at = fbb_field_pos(b.root, 2);
    uint32_t huge = 0x7FFFFF00u;
    memcpy(copy + at, &huge, 4);
    assert_int_equal(tfc_tflite_model_parse(&m, copy, b.len, NULL, &err), TFC_E_BAD_OFFSET);
    assert_null(m);
    assert_int_equal(err.offset, at);

    /* The first operator's table offset points back at a position before
     * it (wrapping 32-bit offset): verification happens at parse time, so
     * every command (check, versions, min-runtime, inspect) gives the same
     * answer: the model is malformed (issue 10, "one answer per model"). */
    memcpy(copy, b.buf, b.len);
    uint32_t vec = fbb_pos(b.operators) + 4;
    uint32_t back = (uint32_t)-8;
    memcpy(copy + vec, &back, 4);
    assert_int_equal(tfc_tflite_model_parse(&m, copy, b.len, NULL, &err), TFC_E_BAD_OFFSET);
    assert_null(m);

    /* An offset of 0 ("points at itself"), and a vtable far outside. */
    memcpy(copy, b.buf, b.len);
    memset(copy + at, 0, 4);
    assert_int_equal(tfc_tflite_model_parse(&m, copy, b.len, NULL, &err), TFC_E_BAD_OFFSET);
    memcpy(copy, b.buf, b.len);
    int32_t soff = -0x40000000;
    memcpy(copy + fbb_pos(b.root), &soff, 4);
    assert_int_equal(tfc_tflite_model_parse(&m, copy, b.len, NULL, &err), TFC_E_BAD_VTABLE);

    /* Every truncation: never a crash, never a partial model. */
    for (size_t n = 0; n < b.len; n++) {
        int32_t rc = tfc_tflite_model_parse(&m, b.buf, n, NULL, NULL);
        if (rc == TFC_OK) tfc_tflite_model_free(m);
        else assert_null(m);
    }
    free(copy);
    fbb_free(b.b);
}

static void limits_are_enforced(void **state)
{
    (void)state;
    opcode_spec codes[] = {{1, 0, 0, 0, 0, 0, NULL}, {1, 3, 0, 0, 0, 0, NULL}, {1, 4, 0, 0, 0, 0, NULL}};
    model_spec s = {.codes = codes, .ncodes = 3, .ops = ONE_OP, .nops = 1, .ntensors = 2, .nbuffers = 1};
    built b;
    build_model(&s, &b);
    tfc_tflite_model *m;
    tfc_tflite_options o;
    tfc_tflite_options_init(&o, sizeof o);
    o.max_vector_len = 2;
    assert_int_equal(tfc_tflite_model_parse(&m, b.buf, b.len, &o, NULL), TFC_E_TOO_MANY);
    tfc_tflite_options_init(&o, sizeof o);
    o.max_tables = 4;
    assert_int_equal(tfc_tflite_model_parse(&m, b.buf, b.len, &o, NULL), TFC_E_TOO_MANY);
    tfc_tflite_options_init(&o, sizeof o);
    o.max_depth = 1; /* root 0, operator codes 1, subgraph 1, operator 2: verified at parse */
    assert_int_equal(tfc_tflite_model_parse(&m, b.buf, b.len, &o, NULL), TFC_E_TOO_DEEP);
    assert_null(m);
    o.max_depth = 2;
    assert_int_equal(tfc_tflite_model_parse(&m, b.buf, b.len, &o, NULL), TFC_OK);
    tfc_tflite_operator_info oi = {.size = sizeof oi};
    assert_int_equal(tfc_tflite_model_operator(&oi, m, 0, 0, NULL), TFC_OK);
    tfc_tflite_model_free(m);
    tfc_tflite_options_init(&o, sizeof o);
    o.max_size = b.len - 1;
    assert_int_equal(tfc_tflite_model_parse(&m, b.buf, b.len, &o, NULL), TFC_E_TOO_LARGE);
    /* An older, smaller options struct: only its fields are read. */
    tfc_tflite_options_init(&o, sizeof o);
    o.size = (uint32_t)offsetof(tfc_tflite_options, max_size);
    o.max_vector_len = 2; /* beyond the declared size: ignored */
    assert_int_equal(tfc_tflite_model_parse(&m, b.buf, b.len, &o, NULL), TFC_OK);
    tfc_tflite_model_free(m);
    fbb_free(b.b);
}

/* Issue 26: repeated operator codes are grouped by comparing pairs when a
 * model has a few (up to 32) and by sorting when it has more; either way
 * each failing (op, version) is reported once, named at its first entry. */
static void repeated_codes_reported_once(void **state)
{
    (void)state;
    static const size_t counts[] = {3, 32, 33, 40};
    for (size_t c = 0; c < sizeof counts / sizeof counts[0]; c++) {
        opcode_spec codes[40];
        for (size_t i = 0; i < counts[c]; i++) {
            /* CONV_2D v99 and ADD v98 (no runtime has them) among ADD v1 */
            opcode_spec conv = CODE(3, 99), add98 = CODE(0, 98), add = CODE(0, 1);
            codes[i] = i % 3 == 0 ? conv : i % 3 == 1 ? add : add98;
        }
        model_spec s = {.codes = codes, .ncodes = (int)counts[c], .ops = ONE_OP, .nops = 1, .ntensors = 2,
                        .nbuffers = 1};
        built b;
        build_model(&s, &b);
        tfc_tflite_model *m = parse_ok(&b);
        tfc_resolver *r = standard();
        tfc_verdict *v = check(m, r, 0);
        assert_int_equal(tfc_verdict_finding_count(v), 2);
        assert_string_equal(tfc_verdict_finding_subject(v, 0), "CONV_2D");
        assert_int_equal(tfc_verdict_finding_value(v, 0), 99);
        assert_string_equal(tfc_verdict_finding_subject(v, 1), "ADD");
        assert_int_equal(tfc_verdict_finding_value(v, 1), 98);
        tfc_verdict_free(v);
        tfc_resolver_free(r);
        tfc_tflite_model_free(m);
        fbb_free(b.b);
    }
}

/* Issue 26: the structure check skips its walk when the verifier saw
 * nothing to report, but not when that walk passes the work budget: a
 * subgraph's inputs list costs the structure walk and not the parse, so
 * the walk can pass a budget the parse kept, and then the check still fails
 * with TFC_E_TOO_MUCH_WORK as before. */
static void structure_walk_over_budget(void **state)
{
    (void)state;
    fbb *b = fbb_new();
    fbb_obj *root = fbb_table(b);
    fbb_u32(root, 0, 3);
    fbb_obj *codes = fbb_vec_objs(b), *code = fbb_table(b);
    fbb_i8(code, 0, 0);
    fbb_i32(code, 2, 1);
    fbb_vec_push(codes, code);
    fbb_ref(root, 1, codes);
    fbb_obj *sgs = fbb_vec_objs(b), *sg = fbb_table(b), *tensors = fbb_vec_objs(b);
    for (int t = 0; t < 2; t++) {
        fbb_obj *tt = fbb_table(b);
        fbb_i8(tt, 1, 1); /* FLOAT32, no shape */
        fbb_vec_push(tensors, tt);
    }
    fbb_ref(sg, 0, tensors);
    int32_t inputs[45] = {0}; /* tensor 0, 45 times */
    fbb_ref(sg, 1, fbb_vec_i32(b, inputs, 45));
    fbb_obj *ops = fbb_vec_objs(b), *op = fbb_table(b);
    int32_t in[1] = {0}, out[1] = {1};
    fbb_u32(op, 0, 0);
    fbb_ref(op, 1, fbb_vec_i32(b, in, 1));
    fbb_ref(op, 2, fbb_vec_i32(b, out, 1));
    fbb_vec_push(ops, op);
    fbb_ref(sg, 3, ops);
    fbb_vec_push(sgs, sg);
    fbb_ref(root, 2, sgs);
    fbb_obj *buffers = fbb_vec_objs(b);
    fbb_vec_push(buffers, fbb_table(b));
    fbb_ref(root, 4, buffers);
    size_t len;
    uint8_t *buf = fbb_finish(b, root, "TFL3", &len);
    tfc_resolver *r = standard();
    tfc_tflite_options o;
    tfc_tflite_options_init(&o, sizeof o);
    /* the parse: 2 tensors + the operator, its 2 indices and 2 tensors (7);
     * the structure walk: 45 inputs (taken before the tensors, so within
     * 48), then 2 tensors + the operator and its 2 indices (50) */
    static const struct { uint64_t max_work; int32_t rc; } cases[] = {{48, TFC_E_TOO_MUCH_WORK}, {50, TFC_OK}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        o.max_work = cases[i].max_work;
        tfc_tflite_model *m;
        assert_int_equal(tfc_tflite_model_parse(&m, buf, len, &o, NULL), TFC_OK);
        tfc_verdict *v = NULL;
        tfc_error err;
        tfc_error_init(&err, sizeof err);
        assert_int_equal(tfc_resolver_check(&v, m, r, TFC_TFLITE_CHECK_STRUCTURE, &err), cases[i].rc);
        if (cases[i].rc == TFC_OK) {
            assert_int_equal(tfc_verdict_finding_count(v), 0);
        } else {
            assert_null(v);
            assert_non_null(strstr(err.message, "units of work"));
        }
        tfc_verdict_free(v);
        tfc_tflite_model_free(m);
    }
    tfc_resolver_free(r);
    fbb_free(b);
}

/* Issue 10: a work budget priced at parse, and verdicts capped with a count
 * of what they dropped. */
static void work_budget_and_finding_cap(void **state)
{
    (void)state;
    opcode_spec codes[] = {{1, 0, 0, 0, 0, 0, NULL}};
    model_spec s = {.codes = codes, .ncodes = 1, .ops = ONE_OP, .nops = 1, .ntensors = 2, .nbuffers = 1};
    built b;
    build_model(&s, &b);
    tfc_tflite_model *m;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_tflite_options o;
    tfc_tflite_options_init(&o, sizeof o);
    o.max_work = 3; /* less than the operator, its tensor lists and the tensors named */
    assert_int_equal(tfc_tflite_model_parse(&m, b.buf, b.len, &o, &err), TFC_E_TOO_MUCH_WORK);
    assert_null(m);
    assert_non_null(strstr(err.message, "units of work"));
    o.max_work = 1000;
    assert_int_equal(tfc_tflite_model_parse(&m, b.buf, b.len, &o, &err), TFC_OK);
    tfc_tflite_model_free(m);
    fbb_free(b.b);

    /* Findings past max_findings are counted, not kept, and still reject. */
    op_spec op = {0, {7, 8, 9}, 3, {1}, 1};
    model_spec s2 = {.codes = codes, .ncodes = 1, .ops = &op, .nops = 1, .ntensors = 2, .nbuffers = 1};
    build_model(&s2, &b);
    tfc_tflite_options_init(&o, sizeof o);
    o.max_findings = 2;
    assert_int_equal(tfc_tflite_model_parse(&m, b.buf, b.len, &o, &err), TFC_OK);
    tfc_resolver *r = standard();
    tfc_verdict *v = check(m, r, TFC_TFLITE_CHECK_STRUCTURE);
    assert_int_equal(tfc_verdict_finding_count(v), 2);
    assert_int_equal(tfc_verdict_dropped_count(v), 1);
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_REJECTED);
    tfc_verdict_free(v);
    tfc_resolver_free(r);
    tfc_tflite_model_free(m);
    assert_int_equal(tfc_verdict_dropped_count(NULL), 0);
    fbb_free(b.b);
}

typedef struct budget {
    int left;
    int live;
} budget;

static void *budget_alloc(size_t n, void *user)
{
    budget *bd = user;
    if (bd->left-- <= 0) return NULL;
    bd->live++;
    return malloc(n);
}

static void budget_free(void *p, void *user)
{
    budget *bd = user;
    if (p) bd->live--;
    free(p);
}

static void allocation_failures_leave_nothing_behind(void **state)
{
    (void)state;
    size_t len;
    unsigned char *bytes = t_read_file(TFC_TEST_DIR "/corpus/tflite/audio_preprocessor_int8.tflite", &len);
    assert_non_null(bytes);
    int succeeded = 0;
    for (int n = 0; n < 200 && !succeeded; n++) {
        budget bd = {n, 0};
        tfc_allocator a = {sizeof a, budget_alloc, budget_free, &bd};
        tfc_tflite_options o;
        tfc_tflite_options_init(&o, sizeof o);
        o.allocator = &a;
        tfc_tflite_model *m = NULL;
        int32_t rc = tfc_tflite_model_parse(&m, bytes, len, &o, NULL);
        if (rc == TFC_OK) {
            tfc_min_runtime *mr = NULL;
            tfc_op_versions *vers = NULL;
            tfc_verdict *v = NULL;
            tfc_resolver *r = NULL;
            int32_t r1 = tfc_min_runtime_compute(&mr, m, NULL);
            int32_t r2 = tfc_op_versions_compute(&vers, m, NULL);
            int32_t r3 = tfc_resolver_standard(&r, &a, NULL);
            int32_t r4 = r3 ? TFC_E_NOMEM : tfc_resolver_check(&v, m, r, TFC_TFLITE_CHECK_STRUCTURE, NULL);
            succeeded = !r1 && !r2 && !r3 && !r4;
            assert_true((r1 == TFC_OK) == (mr != NULL));
            assert_true((r2 == TFC_OK) == (vers != NULL));
            tfc_min_runtime_free(mr);
            tfc_op_versions_free(vers);
            tfc_verdict_free(v);
            tfc_resolver_free(r);
            tfc_tflite_model_free(m);
        } else {
            assert_int_equal(rc, TFC_E_NOMEM);
            assert_null(m);
        }
        assert_int_equal(bd.live, 0);
    }
    assert_true(succeeded);
    free(bytes);
}

/* Issue 26: the verifier prices a subgraph's tensors on the stack up to 256
 * of them and on the heap past that; both give the same work, to the unit
 * (each tensor 1, the operator 1 + its 3 indices + 3 per tensor named: the
 * tensor and its 2 dimensions), and a failed allocation leaves nothing. */
static void tensor_costs_on_stack_and_heap(void **state)
{
    (void)state;
    opcode_spec codes[] = {{1, 0, 0, 0, 0, 0, NULL}};
    const int counts[] = {200, 256, 257, 300};
    for (size_t c = 0; c < sizeof counts / sizeof counts[0]; c++) {
        int nt = counts[c];
        op_spec op = {0, {nt - 1, 0}, 2, {nt - 2}, 1};
        model_spec s = {.codes = codes, .ncodes = 1, .ops = &op, .nops = 1, .ntensors = nt, .nbuffers = 1};
        built b;
        build_model(&s, &b);
        tfc_tflite_options o;
        tfc_tflite_options_init(&o, sizeof o);
        tfc_tflite_model *m = NULL;
        tfc_error err;
        tfc_error_init(&err, sizeof err);
        o.max_work = (uint64_t)nt + 13;
        assert_int_equal(tfc_tflite_model_parse(&m, b.buf, b.len, &o, &err), TFC_OK);
        tfc_tflite_model_free(m);
        o.max_work = (uint64_t)nt + 12;
        assert_int_equal(tfc_tflite_model_parse(&m, b.buf, b.len, &o, &err), TFC_E_TOO_MUCH_WORK);
        assert_null(m);
        char want[256];
        snprintf(want, sizeof want,
                 "reading the operators' tensors needs more than %d units of work, the budget for a model of this "
                 "size (tables alias each other?); raise tfc_tflite_options.max_work to allow it",
                 nt + 12);
        assert_string_equal(err.message, want);
        int succeeded = 0, failed = 0;
        for (int n = 0; n < 20 && !succeeded; n++) {
            budget bd = {n, 0};
            tfc_allocator a = {sizeof a, budget_alloc, budget_free, &bd};
            tfc_tflite_options_init(&o, sizeof o);
            o.allocator = &a;
            int32_t rc = tfc_tflite_model_parse(&m, b.buf, b.len, &o, NULL);
            if (rc == TFC_OK) succeeded = 1;
            else {
                assert_int_equal(rc, TFC_E_NOMEM);
                assert_null(m);
                failed++;
            }
            tfc_tflite_model_free(m);
            assert_int_equal(bd.live, 0);
        }
        assert_true(succeeded);
        /* the model, its bytes, one block of operator codes and subgraphs;
         * then the costs past 256 */
        assert_int_equal(failed, nt > 256 ? 4 : 3);
        fbb_free(b.b);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(codes_above_127_use_the_placeholder_rule),
        cmocka_unit_test(out_of_range_and_negative_codes),
        cmocka_unit_test(schema_versions_2_and_4_are_refused_with_the_runtime_message),
        cmocka_unit_test(wrong_identifier_is_an_error_or_a_finding),
        cmocka_unit_test(missing_tables_read_as_empty),
        cmocka_unit_test(hostile_offsets_fail_cleanly),
        cmocka_unit_test(limits_are_enforced),
        cmocka_unit_test(work_budget_and_finding_cap),
        cmocka_unit_test(repeated_codes_reported_once),
        cmocka_unit_test(structure_walk_over_budget),
        cmocka_unit_test(allocation_failures_leave_nothing_behind),
        cmocka_unit_test(tensor_costs_on_stack_and_heap),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
