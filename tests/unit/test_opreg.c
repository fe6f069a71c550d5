/*
 * Tests for tfcompat/opreg.h: TensorFlow's op and attr registry by release
 * and the op-level verdict. Real-world failures (tf_op_registry README) are
 * rebuilt as small hand-encoded GraphDefs and SavedModels; attr rules are
 * driven through the rule engine with the attr uses the scan records
 * (src/registry/opreg_internal.h).
 */
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include <tfcompat.h>
#include "internal.h"
#include "registry/opreg_internal.h"
#include "treg.h"

#define CORPUS TFC_TEST_DIR "/corpus"
#define TF2 CORPUS "/saved_model/saved_model_half_plus_two_tf2_cpu"

/* ---- a tiny protobuf writer ------------------------------------------------ */

typedef struct pb {
    uint8_t b[4096];
    size_t n;
} pb;

static void pb_byte(pb *p, uint8_t c)
{
    assert_true(p->n < sizeof p->b);
    p->b[p->n++] = c;
}

static void pb_varint(pb *p, uint64_t v)
{
    while (v >= 0x80) {
        pb_byte(p, (uint8_t)(v | 0x80));
        v >>= 7;
    }
    pb_byte(p, (uint8_t)v);
}

static void pb_bytes(pb *p, uint32_t field, const void *data, size_t len)
{
    pb_varint(p, (uint64_t)field << 3 | 2);
    pb_varint(p, len);
    assert_true(len <= sizeof p->b - p->n);
    memcpy(p->b + p->n, data, len);
    p->n += len;
}

static void pb_str(pb *p, uint32_t field, const char *s) { pb_bytes(p, field, s, strlen(s)); }
static void pb_msg(pb *p, uint32_t field, const pb *m) { pb_bytes(p, field, m->b, m->n); }

static void pb_int(pb *p, uint32_t field, uint64_t v)
{
    pb_varint(p, (uint64_t)field << 3);
    pb_varint(p, v);
}

/* NodeDef{name, op, attr{key: value}} with an optional attr. */
static void node(pb *graph, uint32_t field, const char *name, const char *op, const char *attr, const pb *value)
{
    pb n = {.n = 0};
    pb_str(&n, 1, name);
    pb_str(&n, 2, op);
    if (attr) {
        pb entry = {.n = 0};
        pb_str(&entry, 1, attr);
        pb_msg(&entry, 2, value);
        pb_msg(&n, 5, &entry);
    }
    pb_msg(graph, field, &n);
}

static void versions(pb *graph, uint32_t field, int producer, int min_consumer)
{
    pb v = {.n = 0};
    pb_int(&v, 1, (uint64_t)producer);
    if (min_consumer) pb_int(&v, 2, (uint64_t)min_consumer);
    pb_msg(graph, field, &v);
}

static tfc_model *parse(const pb *p, int32_t kind)
{
    tfc_model *m = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    int32_t rc = tfc_model_parse(&m, p->b, p->n, kind, NULL, &err);
    if (rc) fprintf(stderr, "parse: %s\n", err.message);
    assert_int_equal(rc, 0);
    return m;
}

/* A GraphDef with one node of `op` (producer 24, no min_consumer). */
static tfc_model *graph_with_op(const char *op)
{
    pb g = {.n = 0};
    node(&g, 1, "n0", "Const", NULL, NULL);
    node(&g, 1, "n1", op, NULL, NULL);
    versions(&g, 4, 24, 0);
    return parse(&g, TFC_KIND_GRAPH_DEF);
}

/* A SavedModel whose graph calls a function whose body uses `op`. */
static tfc_model *saved_model_with_function_op(const char *op)
{
    pb fn = {.n = 0}, sig = {.n = 0}, lib = {.n = 0}, g = {.n = 0}, mg = {.n = 0}, sm = {.n = 0}, nd = {.n = 0};
    pb_str(&sig, 1, "restore_fn");
    pb_msg(&fn, 1, &sig);
    pb_str(&nd, 1, "inner");
    pb_str(&nd, 2, op);
    pb_msg(&fn, 3, &nd);
    pb_msg(&lib, 1, &fn);
    node(&g, 1, "call", "restore_fn", NULL, NULL); /* a call node: its op is the function's name */
    node(&g, 1, "sp", "StatefulPartitionedCall", NULL, NULL);
    pb_msg(&g, 2, &lib);
    versions(&g, 4, 1087, 12);
    pb_msg(&mg, 2, &g);
    pb_int(&sm, 1, 1);
    pb_msg(&sm, 2, &mg);
    return parse(&sm, TFC_KIND_SAVED_MODEL);
}

static tfc_verdict *check(const tfc_model *m, const char *release)
{
    tfc_verdict *v = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    int32_t rc = tfc_opreg_check_release(&v, tfc_registry_default(), release, tfc_model_meta_graph(m, 0), NULL, &err);
    if (rc) fprintf(stderr, "check %s: %s\n", release, err.message);
    assert_int_equal(rc, 0);
    return v;
}

static int64_t find_reason(const tfc_verdict *v, int32_t reason, const char *subject)
{
    for (size_t i = 0; i < tfc_verdict_finding_count(v); i++)
        if (tfc_verdict_finding_reason(v, i) == reason && (!subject || !strcmp(tfc_verdict_finding_subject(v, i), subject)))
            return (int64_t)i;
    return -1;
}

/* ---- the tables -------------------------------------------------------------- */

static void op_table(void **state)
{
    (void)state;
    assert_true(tfc_opreg_op_count() > 1600);
    int64_t i = tfc_opreg_op_find("DisableCopyOnRead");
    assert_true(i >= 0);
    assert_string_equal(tfc_opreg_op_name((size_t)i), "DisableCopyOnRead");
    assert_string_equal(tfc_opreg_op_first((size_t)i), "2.10");
    assert_string_equal(tfc_opreg_op_known_absent((size_t)i), "2.9");
    assert_int_equal(tfc_opreg_op_dating((size_t)i), TFC_DATING_EXACT);
    /* the newest release of the data, as major.minor */
    char mm[32];
    snprintf(mm, sizeof mm, "%s.0", tfc_opreg_op_last((size_t)i));
    assert_string_equal(mm, treg_newest("graphdef"));
    assert_string_equal(tfc_opreg_op_removed((size_t)i), "");
    assert_int_equal(tfc_opreg_op_core((size_t)i), 1);
    assert_int_equal(tfc_opreg_op_find("NoSuchOpAnywhere"), -1);
    assert_int_equal(tfc_opreg_op_find(NULL), -1);
    assert_string_equal(tfc_opreg_op_name(tfc_opreg_op_count()), "");
    assert_int_equal(tfc_opreg_op_core(tfc_opreg_op_count()), -1);

    assert_int_equal(tfc_opreg_op_presence("DisableCopyOnRead", "2.9"), TFC_PRESENCE_ABSENT);
    assert_int_equal(tfc_opreg_op_presence("DisableCopyOnRead", "2.9.1"), TFC_PRESENCE_ABSENT);
    assert_int_equal(tfc_opreg_op_presence("DisableCopyOnRead", "2.10.0"), TFC_PRESENCE_PRESENT);
    assert_int_equal(tfc_opreg_op_presence("DisableCopyOnRead", "0.12.0"), TFC_PRESENCE_ABSENT);
    assert_int_equal(tfc_opreg_op_presence("DisableCopyOnRead", "3.0"), TFC_PRESENCE_UNDETERMINED);
    assert_int_equal(tfc_opreg_op_presence("VarHandleOp", "1.0"), TFC_PRESENCE_PRESENT);
    /* 0.x op lists (ops.pbtxt and REGISTER_OP of 0.6 - 0.12): exact. */
    assert_int_equal(tfc_opreg_op_presence("VarHandleOp", "0.12"), TFC_PRESENCE_PRESENT);
    assert_int_equal(tfc_opreg_op_presence("VarHandleOp", "0.11"), TFC_PRESENCE_ABSENT);
    assert_int_equal(tfc_opreg_op_presence("Add", "0.6.0"), TFC_PRESENCE_PRESENT);
    assert_int_equal(tfc_opreg_op_presence("FusedBatchNormV3", "1.13"), TFC_PRESENCE_ABSENT);
    assert_int_equal(tfc_opreg_op_presence("FusedBatchNormV3", "1.14"), TFC_PRESENCE_PRESENT);
    assert_int_equal(tfc_opreg_op_presence("PaddedBatchDatasetV2", "1.9"), TFC_PRESENCE_ABSENT);
    assert_int_equal(tfc_opreg_op_presence("PaddedBatchDatasetV2", "1.10"), TFC_PRESENCE_PRESENT);
    assert_int_equal(tfc_opreg_op_presence("MyCustomOp", "2.9"), TFC_PRESENCE_UNKNOWN);
    assert_int_equal(tfc_opreg_op_presence("_Retval", "1.0"), TFC_PRESENCE_PRESENT);
    assert_int_equal(tfc_opreg_op_presence("Abs", "latest"), -1);
    /* An op new in 2.18: 2.17's Python op wrappers (pygen) say it is absent
     * there; one they cannot see (no wrapper) stays undetermined. */
    assert_int_equal(tfc_opreg_op_presence("CheckPinned", "2.16"), TFC_PRESENCE_ABSENT);
    assert_int_equal(tfc_opreg_op_presence("CheckPinned", "2.17"), TFC_PRESENCE_ABSENT);
    assert_int_equal(tfc_opreg_op_presence("CheckPinned", "2.18"), TFC_PRESENCE_PRESENT);
    assert_int_equal(tfc_opreg_op_presence("GetTpuTaskId", "2.17"), TFC_PRESENCE_UNDETERMINED);
    /* 2.17 is known for ops on both sides. */
    assert_int_equal(tfc_opreg_op_presence("Abs", "2.17"), TFC_PRESENCE_PRESENT);
    /* Removed ops. */
    assert_int_equal(tfc_opreg_op_presence("CompareAndBitpack", "2.5"), TFC_PRESENCE_PRESENT);
    assert_int_equal(tfc_opreg_op_presence("CompareAndBitpack", "2.6"), TFC_PRESENCE_ABSENT);
    /* Non-core (XLA) op: dated, not in core. */
    i = tfc_opreg_op_find("XlaCallModule");
    assert_true(i >= 0);
    assert_int_equal(tfc_opreg_op_core((size_t)i), 0);
}

static void attr_table(void **state)
{
    (void)state;
    assert_true(tfc_opreg_attr_count() >= 590);
    int64_t i = tfc_opreg_attr_find("VarHandleOp", "debug_name");
    assert_true(i >= 0);
    assert_string_equal(tfc_opreg_attr_op((size_t)i), "VarHandleOp");
    assert_string_equal(tfc_opreg_attr_name((size_t)i), "debug_name");
    assert_string_equal(tfc_opreg_attr_type((size_t)i), "string");
    assert_string_equal(tfc_opreg_attr_default((size_t)i), "s:\"\"");
    assert_string_equal(tfc_opreg_attr_first((size_t)i), "2.15");
    assert_string_equal(tfc_opreg_attr_known_absent((size_t)i), "2.14");
    assert_int_equal(tfc_opreg_attr_dating((size_t)i), TFC_DATING_EXACT);
    assert_int_equal(tfc_opreg_attr_presence("VarHandleOp", "debug_name", "2.14"), TFC_PRESENCE_ABSENT);
    assert_int_equal(tfc_opreg_attr_presence("VarHandleOp", "debug_name", "2.15.1"), TFC_PRESENCE_PRESENT);
    assert_int_equal(tfc_opreg_attr_presence("VarHandleOp", "dtype", "2.15"), TFC_PRESENCE_UNKNOWN);
    assert_int_equal(tfc_opreg_attr_find("VarHandleOp", "nope"), -1);
    assert_string_equal(tfc_opreg_attr_first(tfc_opreg_attr_count()), "");
    /* The watch table the scanner uses is the attr table's (op, attr) pairs. */
    for (size_t k = 1; k < tfc__tfattr_count; k++) {
        int c = strcmp(tfc__tfattrs[k - 1].op, tfc__tfattrs[k].op);
        assert_true(c < 0 || (c == 0 && strcmp(tfc__tfattrs[k - 1].attr, tfc__tfattrs[k].attr) < 0));
    }
    assert_string_equal(tfc_opreg_loader_name(TFC_LOADER_SESSION), "session");
    assert_int_equal(tfc_opreg_loader_find("python-v1"), TFC_LOADER_PYTHON_V1);
    assert_int_equal(tfc_opreg_loader_find("java"), -1);
    assert_string_equal(tfc_opreg_loader_name(7), "");
}

/* ---- AttrValue equality ------------------------------------------------------ */

static void attr_value_equality(void **state)
{
    (void)state;
    /* list{i:1 i:1 i:1 i:1}: packed (generator) and unpacked encodings. */
    static const uint8_t packed[] = {0x0a, 0x06, 0x1a, 0x04, 1, 1, 1, 1};
    static const uint8_t unpacked[] = {0x0a, 0x08, 0x18, 1, 0x18, 1, 0x18, 1, 0x18, 1};
    static const uint8_t other[] = {0x0a, 0x08, 0x18, 1, 0x18, 2, 0x18, 1, 0x18, 1};
    static const uint8_t empty_list[] = {0x0a, 0x00};
    static const uint8_t s_empty[] = {0x12, 0x00};
    static const uint8_t s_x[] = {0x12, 0x01, 'x'};
    static const uint8_t b_false[] = {0x28, 0x00};
    static const uint8_t b_false_then_s[] = {0x28, 0x00, 0x12, 0x00}; /* oneof: the last wins */
    static const uint8_t truncated[] = {0x12, 0x05, 'x'};
    assert_true(tfc__attr_value_equal(packed, sizeof packed, unpacked, sizeof unpacked));
    assert_false(tfc__attr_value_equal(packed, sizeof packed, other, sizeof other));
    assert_false(tfc__attr_value_equal(packed, sizeof packed, empty_list, sizeof empty_list));
    assert_true(tfc__attr_value_equal(s_empty, sizeof s_empty, s_empty, sizeof s_empty));
    assert_false(tfc__attr_value_equal(s_empty, sizeof s_empty, s_x, sizeof s_x));
    assert_false(tfc__attr_value_equal(s_empty, sizeof s_empty, b_false, sizeof b_false));
    assert_true(tfc__attr_value_equal(b_false_then_s, sizeof b_false_then_s, s_empty, sizeof s_empty));
    assert_false(tfc__attr_value_equal(truncated, sizeof truncated, s_x, sizeof s_x));
    assert_false(tfc__attr_value_equal(NULL, 0, s_x, sizeof s_x));
    /* Every default in the table parses and equals itself re-encoded unpacked where it is a list. */
    for (size_t k = 0; k < tfc__tfattr_count; k++)
        if (tfc__tfattrs[k].has_default == 1)
            assert_true(tfc__attr_value_equal(tfc__tfattrs[k].default_value, tfc__tfattrs[k].default_len,
                                              tfc__tfattrs[k].default_value, tfc__tfattrs[k].default_len));
}

/* ---- ops: real-world failures as GraphDefs and SavedModels -------------------- */

static const struct {
    const char *op, *before, *first;
} k_ops[] = {
    {"DisableCopyOnRead", "2.9.0", "2.10.0"},
    {"FusedBatchNormV3", "1.13.0", "1.14.0"},
    {"PaddedBatchDatasetV2", "1.9.0", "1.10.0"},
    {"BatchMatMulV3", "2.5.0", "2.6.0"},
};

static void ops_in_graphdefs(void **state)
{
    (void)state;
    for (size_t t = 0; t < sizeof k_ops / sizeof *k_ops; t++) {
        tfc_model *m = graph_with_op(k_ops[t].op);
        tfc_verdict *v = check(m, k_ops[t].before);
        assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_REJECTED);
        int64_t e = tfc_verdict_first_error(v);
        assert_true(e >= 0);
        assert_int_equal(tfc_verdict_finding_reason(v, (size_t)e), TFC_REASON_OP_NOT_REGISTERED);
        assert_string_equal(tfc_verdict_finding_subject(v, (size_t)e), k_ops[t].op);
        char want[128];
        snprintf(want, sizeof want, "Op type not registered '%s' in binary running on <host>. ", k_ops[t].op);
        assert_memory_equal(tfc_verdict_finding_message(v, (size_t)e), want, strlen(want));
        tfc_verdict_free(v);
        v = check(m, k_ops[t].first);
        assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_ACCEPTED);
        tfc_verdict_free(v);
        tfc_model_free(m);
    }
}

static void ops_in_function_bodies(void **state)
{
    (void)state;
    tfc_model *m = saved_model_with_function_op("DisableCopyOnRead");
    tfc_verdict *v = check(m, "2.9.0");
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_REJECTED);
    int64_t e = tfc_verdict_first_error(v);
    assert_string_equal(tfc_verdict_finding_subject(v, (size_t)e), "DisableCopyOnRead");
    assert_string_equal(tfc_verdict_finding_message(v, (size_t)e),
                        "Op type not registered 'DisableCopyOnRead' in binary running on <host>. Make sure the Op "
                        "and Kernel are registered in the binary running in this process. Note that if you are "
                        "loading a saved graph which used ops from tf.contrib, accessing (e.g.) "
                        "`tf.contrib.resampler` should be done before importing the graph, as contrib ops are "
                        "lazily registered when the module is first accessed.");
    /* The call node's op names a library function: not an unknown op. */
    assert_int_equal(find_reason(v, TFC_REASON_OP_UNKNOWN, NULL), -1);
    tfc_verdict_free(v);
    v = check(m, "2.10.0");
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_ACCEPTED);
    assert_int_equal(tfc_verdict_finding_count(v), 0);
    tfc_verdict_free(v);
    tfc_model_free(m);
}

static void unknown_and_non_core_ops(void **state)
{
    (void)state;
    tfc_model *m = graph_with_op("Addons>MyCustomOp");
    tfc_verdict *v = check(m, "2.12.0");
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_ACCEPTED);
    int64_t w = find_reason(v, TFC_REASON_OP_UNKNOWN, "Addons>MyCustomOp");
    assert_true(w >= 0);
    assert_int_equal(tfc_verdict_finding_severity(v, (size_t)w), TFC_SEVERITY_WARNING);
    assert_non_null(strstr(tfc_verdict_finding_message(v, (size_t)w), "needs the library that registers it"));
    tfc_verdict_free(v);
    tfc_model_free(m);

    m = graph_with_op("XlaCallModule");
    v = check(m, "2.12.0");
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_ACCEPTED);
    w = find_reason(v, TFC_REASON_OP_NOT_IN_CORE, "XlaCallModule");
    assert_true(w >= 0);
    assert_non_null(strstr(tfc_verdict_finding_message(v, (size_t)w), "first listed in 2.10"));
    tfc_verdict_free(v);
    v = check(m, "2.9.0");
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_REJECTED);
    tfc_verdict_free(v);
    /* Not tracked after 2.13: undetermined, never a guess. */
    v = check(m, "2.16.0");
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_UNDETERMINED);
    tfc_verdict_free(v);
    tfc_model_free(m);

    /* CheckPinned arrived in 2.18: 2.17's Python op wrappers (pygen) know it
     * is absent there, an exact refusal. */
    m = graph_with_op("CheckPinned");
    v = check(m, "2.17.0");
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_REJECTED);
    int64_t u = find_reason(v, TFC_REASON_OP_NOT_REGISTERED, "CheckPinned");
    assert_int_equal(tfc_verdict_finding_severity(v, (size_t)u), TFC_SEVERITY_ERROR);
    tfc_verdict_free(v);
    tfc_model_free(m);

    /* GetTpuTaskId has no Python wrapper: 2.17's only source cannot tell.
     * Undetermined, and the message names that source. */
    m = graph_with_op("GetTpuTaskId");
    v = check(m, "2.17.0");
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_UNDETERMINED);
    u = find_reason(v, TFC_REASON_OP_NOT_REGISTERED, "GetTpuTaskId");
    assert_int_equal(tfc_verdict_finding_severity(v, (size_t)u), TFC_SEVERITY_UNDETERMINED);
    assert_string_equal(tfc_verdict_finding_message(v, (size_t)u),
                        "Whether TensorFlow 2.17.0 registers 'GetTpuTaskId' is undetermined: the sources of "
                        "TensorFlow 2.17 (pygen) neither list 'GetTpuTaskId' nor are complete for it; 2.16 lacks "
                        "it, 2.18 has it.");
    tfc_verdict_free(v);
    v = check(m, "2.18.0");
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_ACCEPTED);
    tfc_verdict_free(v);
    tfc_model_free(m);

    /* No source lists 2.19: an op new in 2.20 (absent in 2.18) is undetermined
     * there, and the message says which source is missing. */
    m = graph_with_op("DecodeWebP");
    v = check(m, "2.19.0");
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_UNDETERMINED);
    u = find_reason(v, TFC_REASON_OP_NOT_REGISTERED, "DecodeWebP");
    assert_string_equal(tfc_verdict_finding_message(v, (size_t)u),
                        "Whether TensorFlow 2.19.0 registers 'DecodeWebP' is undetermined: no source lists the ops "
                        "of TensorFlow 2.19 (data/tf_op_sources.csv has no snapshot of it); 2.18 lacks it, 2.20 "
                        "has it.");
    tfc_verdict_free(v);
    v = check(m, "2.18.0");
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_REJECTED);
    tfc_verdict_free(v);
    tfc_model_free(m);
    /* ...while an op of both 2.18 and 2.20 is registered by 2.19. */
    assert_int_equal(tfc_opreg_op_presence("DisableCopyOnRead", "2.19.0"), TFC_PRESENCE_PRESENT);

    /* ParallelMapDatasetV2: 2.0 lacks it; at 2.1 only approximate sources
     * (api_def names, Java/Swift generated ops) leave it out, at 2.2 only
     * they have it: undetermined at 2.1, and the message says so. */
    m = graph_with_op("ParallelMapDatasetV2");
    v = check(m, "2.1.0");
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_UNDETERMINED);
    u = find_reason(v, TFC_REASON_OP_NOT_REGISTERED, "ParallelMapDatasetV2");
    assert_string_equal(tfc_verdict_finding_message(v, (size_t)u),
                        "Whether TensorFlow 2.1.0 registers 'ParallelMapDatasetV2' is undetermined: only approximate "
                        "sources of TensorFlow 2.1 (swift+apidef+javagen) leave 'ParallelMapDatasetV2' out; 2.0 "
                        "lacks it, 2.2 has it.");
    tfc_verdict_free(v);
    tfc_model_free(m);
}

static void releases_as_ranges(void **state)
{
    (void)state;
    tfc_model *m = NULL;
    assert_int_equal(tfc_file_open_model(&m, TF2, TFC_KIND_SAVED_MODEL, NULL, NULL), 0);
    tfc_release_answer *a = NULL;
    assert_int_equal(tfc_opreg_check(&a, tfc_registry_default(), tfc_model_meta_graph(m, 0), NULL), 0);
    assert_int_equal(tfc_release_answer_range_count(a), 1);
    assert_string_equal(tfc_release_answer_release(a, (size_t)tfc_release_answer_range_first(a, 0)), "2.10.0");
    assert_string_equal(tfc_release_answer_release(a, (size_t)tfc_release_answer_range_last(a, 0)), treg_newest("graphdef"));
    for (size_t i = 0; i < tfc_release_answer_count(a); i++)
        if (!strcmp(tfc_release_answer_release(a, i), "2.9.0")) {
            assert_int_equal(tfc_release_answer_reason(a, i), TFC_REASON_OP_NOT_REGISTERED);
            assert_non_null(strstr(tfc_release_answer_message(a, i), "'DisableCopyOnRead'"));
        }
    tfc_release_answer_free(a);

    /* The serving gate says the same. */
    tfc_verdict *v = NULL;
    assert_int_equal(tfc_gate_check(&v, tfc_registry_default(), "2.9.0", TF2, NULL, NULL, NULL), 0);
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_REJECTED);
    int64_t e = tfc_verdict_first_error(v);
    assert_int_equal(tfc_verdict_finding_reason(v, (size_t)e), TFC_REASON_OP_NOT_REGISTERED);
    assert_string_equal(tfc_verdict_finding_subject(v, (size_t)e), "DisableCopyOnRead");
    assert_string_equal(tfc_verdict_finding_where(v, (size_t)e), ""); /* one graph: not named */
    tfc_verdict_free(v);
    assert_int_equal(tfc_gate_check(&v, tfc_registry_default(), "2.10.0", TF2, NULL, NULL, NULL), 0);
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_ACCEPTED);
    tfc_verdict_free(v);
    tfc_model_free(m);
}

/* Every corpus model: no release known to lack one of its ops is accepted. */
static void corpus_never_accepted_without_ops(void **state)
{
    (void)state;
    static const char *const dirs[] = {CORPUS "/saved_model", CORPUS "/meta_graph"};
    size_t checked = 0;
    for (size_t d = 0; d < 2; d++) {
        DIR *dir = opendir(dirs[d]);
        assert_non_null(dir);
        struct dirent *de;
        while ((de = readdir(dir))) {
            if (de->d_name[0] == '.') continue;
            char path[1024];
            snprintf(path, sizeof path, "%s/%s", dirs[d], de->d_name);
            tfc_model *m = NULL;
            if (tfc_file_open_model(&m, path, TFC_KIND_UNKNOWN, NULL, NULL)) continue;
            for (size_t g = 0; g < tfc_model_meta_graph_count(m); g++) {
                const tfc_meta_graph *mg = tfc_model_meta_graph(m, g);
                tfc_release_answer *a = NULL;
                assert_int_equal(tfc_opreg_check(&a, tfc_registry_default(), mg, NULL), 0);
                for (size_t i = 0; i < tfc_release_answer_count(a); i++) {
                    const char *rel = tfc_release_answer_release(a, i);
                    int lacks = 0;
                    for (int32_t list = TFC_NAMES_OPS_IN_GRAPH; list <= TFC_NAMES_OPS_IN_FUNCTIONS; list++)
                        for (size_t k = 0; k < tfc_meta_graph_name_count(mg, list); k++)
                            lacks |= tfc_opreg_op_presence(tfc_meta_graph_name(mg, list, k), rel) == TFC_PRESENCE_ABSENT;
                    if (lacks) assert_int_not_equal(tfc_release_answer_outcome(a, i), TFC_OUTCOME_ACCEPTED);
                    checked++;
                }
                tfc_release_answer_free(a);
            }
            tfc_model_free(m);
        }
        closedir(dir);
    }
    assert_true(checked > treg_release_count("graphdef") * 4);
}

/* ---- attrs: the rule engine over attr uses ------------------------------------ */

static tfc_verdict *attr_verdict(const tfc__opreg_use *use, const tfc__opreg_use *def, int has_list,
                                 const char *op_set, int32_t loader)
{
    const char *ops[1] = {use->op};
    tfc__opreg_model *m = NULL;
    assert_int_equal(tfc__opreg_model_new(&m, NULL, ops, 1, use, 1, def, def ? 1 : 0, has_list), 0);
    tfc_verdict *v = tfc__verdict_new(NULL);
    assert_non_null(v);
    assert_int_equal(tfc__opreg_check_into(v, m, op_set, loader, op_set), 0);
    tfc__opreg_model_free(m);
    return v;
}

static const uint8_t k_nondefault_s[] = {0x12, 0x03, 'v', '_', '1'};
static const uint8_t k_nondefault_i[] = {0x18, 0x01};
static const uint8_t k_nondefault_b[] = {0x28, 0x01};
static const uint8_t k_nondefault_type[] = {0x30, 0x09};
static const uint8_t k_nondefault_list_i[] = {0x0a, 0x06, 0x1a, 0x04, 1, 2, 2, 1};
static const uint8_t k_nondefault_list_s[] = {0x0a, 0x04, 0x12, 0x02, 'd', '0'};

static const struct {
    const char *op, *attr, *before, *first;
    const uint8_t *value;
    size_t len;
} k_attrs[] = {
    {"VarHandleOp", "debug_name", "2.14", "2.15", k_nondefault_s, sizeof k_nondefault_s},
    {"VarHandleOp", "allowed_devices", "2.2", "2.3", k_nondefault_list_s, sizeof k_nondefault_list_s},
    {"MaxPool", "explicit_paddings", "2.3", "2.4", k_nondefault_list_i, sizeof k_nondefault_list_i},
    {"AssignVariableOp", "validate_shape", "2.7", "2.8", k_nondefault_b, sizeof k_nondefault_b},
    {"CTCGreedyDecoder", "blank_index", "2.5", "2.6", k_nondefault_i, sizeof k_nondefault_i},
    {"GatherV2", "batch_dims", "1.13", "1.14", k_nondefault_i, sizeof k_nondefault_i},
    {"Conv2D", "dilations", "1.4", "1.5", k_nondefault_list_i, sizeof k_nondefault_list_i},
    {"Conv2D", "explicit_paddings", "1.13", "1.14", k_nondefault_list_i, sizeof k_nondefault_list_i},
    {"Cast", "Truncate", "1.10", "1.11", k_nondefault_b, sizeof k_nondefault_b},
    {"ArgMax", "output_type", "1.2", "1.3", k_nondefault_type, sizeof k_nondefault_type},
    {"Fill", "index_type", "1.5", "1.6", k_nondefault_type, sizeof k_nondefault_type},
    {"StatefulPartitionedCall", "config_proto", "1.12", "1.13", k_nondefault_s, sizeof k_nondefault_s},
};

/* What the release before the attr does (data/tf_attr_policy.csv): reject
 * (<= 2.3), undetermined (2.4 - 2.6), log and ignore (>= 2.7). */
static int32_t expected_before(const char *before)
{
    unsigned ma = 0, mi = 0;
    assert_int_equal(sscanf(before, "%u.%u", &ma, &mi), 2);
    if (ma == 1 || (ma == 2 && mi <= 3)) return TFC_OUTCOME_REJECTED;
    if (ma == 2 && mi < 7) return TFC_OUTCOME_UNDETERMINED;
    return TFC_OUTCOME_ACCEPTED;
}

static void attrs_added_later(void **state)
{
    (void)state;
    for (size_t t = 0; t < sizeof k_attrs / sizeof *k_attrs; t++) {
        tfc__opreg_use use = {k_attrs[t].op, k_attrs[t].attr, k_attrs[t].value, k_attrs[t].len, "model/node", 1};
        char subject[128];
        snprintf(subject, sizeof subject, "%s.%s", k_attrs[t].op, k_attrs[t].attr);
        tfc_verdict *v = attr_verdict(&use, NULL, 0, k_attrs[t].before, TFC_LOADER_SESSION);
        int32_t want = expected_before(k_attrs[t].before);
        assert_int_equal(tfc_verdict_outcome(v), want);
        int64_t f = find_reason(v, TFC_REASON_ATTR_NOT_IN_OP, subject);
        assert_true(f >= 0);
        if (want == TFC_OUTCOME_REJECTED) {
            char head[160];
            snprintf(head, sizeof head, "NodeDef mentions attr '%s' not in Op<name=%s; ...>; NodeDef: ",
                     k_attrs[t].attr, k_attrs[t].op);
            assert_memory_equal(tfc_verdict_finding_message(v, (size_t)f), head, strlen(head));
        } else if (want == TFC_OUTCOME_ACCEPTED) {
            assert_int_equal(tfc_verdict_finding_severity(v, (size_t)f), TFC_SEVERITY_WARNING);
            assert_non_null(strstr(tfc_verdict_finding_message(v, (size_t)f), "Unknown attributes will be ignored."));
        }
        tfc_verdict_free(v);
        v = attr_verdict(&use, NULL, 0, k_attrs[t].first, TFC_LOADER_SESSION);
        assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_ACCEPTED);
        assert_int_equal(tfc_verdict_finding_count(v), 0);
        tfc_verdict_free(v);
    }
}

/* tfc__opreg_check_into of one attr use into a verdict made quiet or not. */
static tfc_verdict *attr_verdict_into(const tfc__opreg_use *use, const char *op_set, int quiet)
{
    const char *ops[1] = {use->op};
    tfc__opreg_model *m = NULL;
    assert_int_equal(tfc__opreg_model_new(&m, NULL, ops, 1, use, 1, NULL, 0, 0), 0);
    tfc_verdict *v = tfc__verdict_new(NULL);
    assert_non_null(v);
    if (quiet) tfc__verdict_set_quiet(v);
    assert_int_equal(tfc__opreg_check_into(v, m, op_set, TFC_LOADER_SESSION, op_set), 0);
    tfc__opreg_model_free(m);
    return v;
}

/* Issue 26 (sixth pass): the op set's place on the axis is remembered per
 * thread by the string's address, so one buffer rewritten with another
 * release must answer for the new text; and an outcome-only verdict, whose
 * findings' texts opreg no longer formats, keeps the outcome and the
 * deciding finding's reason and subject a full verdict has. */
static void op_set_memo_and_quiet_verdicts(void **state)
{
    (void)state;
    tfc__opreg_use pad = {"MaxPool", "explicit_paddings", k_nondefault_list_i, sizeof k_nondefault_list_i, "p", 1};
    char op_set[8];
    const char *const texts[] = {"2.3", "2.4", "2.3", "2.14", "2.4"};
    const int32_t want[] = {TFC_OUTCOME_REJECTED, TFC_OUTCOME_ACCEPTED, TFC_OUTCOME_REJECTED, TFC_OUTCOME_ACCEPTED,
                            TFC_OUTCOME_ACCEPTED};
    for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) {
        strcpy(op_set, texts[i]); /* the same address every time */
        tfc_verdict *v = attr_verdict_into(&pad, op_set, 0);
        assert_int_equal(tfc_verdict_outcome(v), want[i]);
        tfc_verdict_free(v);
    }
    /* rejected (2.3), undetermined (2.5: the attr policy of 2.4 - 2.6),
     * accepted with a warning (2.14): full and outcome-only alike */
    tfc__opreg_use dbg = {"VarHandleOp", "debug_name", k_nondefault_s, sizeof k_nondefault_s, "v", 1};
    const struct {
        const tfc__opreg_use *use;
        const char *op_set;
        int32_t outcome;
    } cases[] = {{&pad, "2.3", TFC_OUTCOME_REJECTED},
                 {&dbg, "2.5", TFC_OUTCOME_UNDETERMINED},
                 {&dbg, "2.14", TFC_OUTCOME_ACCEPTED}};
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        tfc_verdict *full = attr_verdict_into(cases[i].use, cases[i].op_set, 0);
        tfc_verdict *quiet = attr_verdict_into(cases[i].use, cases[i].op_set, 1);
        assert_int_equal(tfc_verdict_outcome(full), cases[i].outcome);
        assert_int_equal(tfc_verdict_outcome(quiet), cases[i].outcome);
        if (cases[i].outcome == TFC_OUTCOME_ACCEPTED) {
            assert_int_equal(tfc_verdict_finding_count(full), 1); /* the warning */
            assert_int_equal(tfc_verdict_finding_count(quiet), 0); /* an outcome-only verdict keeps none */
        } else {
            assert_int_equal(tfc_verdict_finding_count(quiet), 1);
            assert_int_equal(tfc_verdict_finding_reason(quiet, 0), tfc_verdict_finding_reason(full, 0));
            assert_string_equal(tfc_verdict_finding_subject(quiet, 0), tfc_verdict_finding_subject(full, 0));
            assert_string_equal(tfc_verdict_finding_message(quiet, 0), "");
            assert_true(strlen(tfc_verdict_finding_message(full, 0)) > 0);
        }
        assert_int_equal(tfc__verdict_keeps(quiet, TFC_SEVERITY_WARNING), 0);
        assert_int_equal(tfc__verdict_keeps(full, TFC_SEVERITY_WARNING), 2);
        tfc_verdict_free(full);
        tfc_verdict_free(quiet);
    }
}

/* Issue 26 (eighth pass): the op table is looked up by hash (built once
 * per process), and a model's ops are deduplicated by row. Every row's
 * name finds its row; a name one byte longer or shorter finds what a scan
 * of the table finds. */
static int64_t scan_op(const char *name)
{
    for (size_t i = 0; i < tfc_opreg_op_count(); i++)
        if (!strcmp(tfc_opreg_op_name(i), name)) return (int64_t)i;
    return -1;
}

static void every_op_found_by_name(void **state)
{
    (void)state;
    char name[512];
    assert_true(tfc_opreg_op_count() > 1000);
    for (size_t i = 0; i < tfc_opreg_op_count(); i++) {
        const char *op = tfc_opreg_op_name(i);
        assert_int_equal(tfc_opreg_op_find(op), (int64_t)i);
        size_t n = strlen(op);
        assert_true(n + 2 < sizeof name);
        memcpy(name, op, n);
        name[n] = 'x';
        name[n + 1] = '\0';
        assert_int_equal(tfc_opreg_op_find(name), scan_op(name));
        name[n - 1] = '\0';
        assert_int_equal(tfc_opreg_op_find(name), scan_op(name));
    }
    assert_int_equal(tfc_opreg_op_find(""), -1);
    assert_int_equal(tfc_opreg_op_find(NULL), -1);
}

/* The verdicts of one model at every release of the axis, before it (0.5)
 * and after it (9.9): an outcome-only verdict (which passes over the ops
 * registered at the release by their mask and stops once rejected) has the
 * outcome and the deciding finding of the full one. */
static void quiet_matches_full_everywhere(const char *const *ops, size_t n_ops)
{
    tfc__opreg_model *m = NULL;
    assert_int_equal(tfc__opreg_model_new(&m, NULL, ops, n_ops, NULL, 0, NULL, 0, 0), 0);
    size_t checked = 0, rejected = 0, undetermined = 0;
    for (size_t k = 0; k < tfc__tfop_axis_count + 2; k++) {
        const char *op_set = k < tfc__tfop_axis_count ? tfc__tfop_axis[k] : k == tfc__tfop_axis_count ? "0.5" : "9.9";
        tfc_verdict *full = tfc__verdict_new(NULL), *quiet = tfc__verdict_new(NULL);
        assert_non_null(full);
        assert_non_null(quiet);
        tfc__verdict_set_quiet(quiet);
        assert_int_equal(tfc__opreg_check_into(full, m, op_set, TFC_LOADER_SESSION, op_set), 0);
        assert_int_equal(tfc__opreg_check_into(quiet, m, op_set, TFC_LOADER_SESSION, op_set), 0);
        assert_int_equal(tfc_verdict_outcome(quiet), tfc_verdict_outcome(full));
        int64_t f = tfc_verdict_first_finding(full), q = tfc_verdict_first_finding(quiet);
        assert_int_equal(q < 0, f < 0);
        if (f >= 0) {
            assert_int_equal(tfc_verdict_finding_reason(quiet, (size_t)q), tfc_verdict_finding_reason(full, (size_t)f));
            assert_string_equal(tfc_verdict_finding_subject(quiet, (size_t)q),
                                tfc_verdict_finding_subject(full, (size_t)f));
        }
        rejected += tfc_verdict_outcome(full) == TFC_OUTCOME_REJECTED;
        undetermined += tfc_verdict_outcome(full) == TFC_OUTCOME_UNDETERMINED;
        checked++;
        tfc_verdict_free(full);
        tfc_verdict_free(quiet);
    }
    assert_int_equal(checked, tfc__tfop_axis_count + 2);
    assert_true(rejected > 0);     /* some release lacks an op */
    assert_true(undetermined > 0); /* 9.9: after every list */
    tfc__opreg_model_free(m);
}

/* The findings of a model at the newest release: one per distinct op, in
 * the order of first use. */
static void findings_once_in_first_use_order(const char *const *ops, size_t n_ops, const char *first,
                                             const char *second)
{
    tfc__opreg_model *m = NULL;
    assert_int_equal(tfc__opreg_model_new(&m, NULL, ops, n_ops, NULL, 0, NULL, 0, 0), 0);
    tfc_verdict *v = tfc__verdict_new(NULL);
    assert_non_null(v);
    tfc__verdict_set_max(v, 1000);
    const char *newest = tfc__tfop_axis[tfc__tfop_axis_count - 1];
    assert_int_equal(tfc__opreg_check_into(v, m, newest, TFC_LOADER_SESSION, newest), 0);
    size_t at_first = SIZE_MAX, at_second = SIZE_MAX;
    for (size_t i = 0; i < tfc_verdict_finding_count(v); i++) {
        const char *subject = tfc_verdict_finding_subject(v, i);
        for (size_t j = i + 1; j < tfc_verdict_finding_count(v); j++)
            assert_string_not_equal(subject, tfc_verdict_finding_subject(v, j));
        if (!strcmp(subject, first)) at_first = i;
        if (!strcmp(subject, second)) at_second = i;
    }
    assert_true(at_first < at_second && at_second < SIZE_MAX);
    tfc_verdict_free(v);
    tfc__opreg_model_free(m);
}

static void op_walks_quiet_and_full(void **state)
{
    (void)state;
    /* an op of no list, one of XLA/TPU builds, ops some releases lack, and
     * enough core ops to pass the 64 a model keeps its scratch for on the
     * stack; repeats of each */
    const char *non_core = NULL, *late = NULL;
    const char *ops[200];
    size_t n = 0;
    for (size_t i = 0; i < tfc__tfop_count && (!non_core || !late); i++) {
        if (!tfc__tfops[i].core && !non_core) non_core = tfc__tfops[i].name;
        if (tfc__tfops[i].core && tfc__tfops[i].first > 10 && !late) late = tfc__tfops[i].name;
    }
    assert_non_null(non_core);
    assert_non_null(late);
    ops[n++] = "NoSuchOp_Issue26";
    ops[n++] = non_core;
    ops[n++] = "_Internal";
    ops[n++] = late;
    ops[n++] = "NoSuchOp_Issue26";
    ops[n++] = non_core;
    quiet_matches_full_everywhere(ops, n); /* small: the stack */
    findings_once_in_first_use_order(ops, n, "NoSuchOp_Issue26", non_core);
    for (size_t i = 0; i < tfc__tfop_count && n < 150; i++)
        if (tfc__tfops[i].core && tfc__tfops[i].first == 0) ops[n++] = tfc__tfops[i].name;
    ops[n++] = late;
    ops[n++] = "AnotherNoSuchOp";
    ops[n++] = "NoSuchOp_Issue26";
    assert_true(n > 64);
    quiet_matches_full_everywhere(ops, n); /* large: memory of its size */
    findings_once_in_first_use_order(ops, n, "NoSuchOp_Issue26", "AnotherNoSuchOp");
}

static void attr_messages_by_era(void **state)
{
    (void)state;
    tfc__opreg_use use = {"GatherV2", "batch_dims", k_nondefault_i, sizeof k_nondefault_i, "Gather_1", 1};
    tfc_verdict *v = attr_verdict(&use, NULL, 0, "1.13", TFC_LOADER_SESSION);
    assert_string_equal(tfc_verdict_finding_message(v, 0),
                        "NodeDef mentions attr 'batch_dims' not in Op<name=GatherV2; ...>; NodeDef: {{node Gather_1}}. "
                        "(Check whether your GraphDef-interpreting binary is up to date with your "
                        "GraphDef-generating binary.).");
    tfc_verdict_free(v);
    tfc__opreg_use cast = {"Cast", "Truncate", k_nondefault_b, sizeof k_nondefault_b, "c", 1};
    v = attr_verdict(&cast, NULL, 0, "1.10", TFC_LOADER_SESSION);
    assert_string_equal(tfc_verdict_finding_message(v, 0),
                        "NodeDef mentions attr 'Truncate' not in Op<name=Cast; ...>; NodeDef: c = Cast[...](...). "
                        "(Check whether your GraphDef-interpreting binary is up to date with your "
                        "GraphDef-generating binary.).");
    tfc_verdict_free(v);
    tfc__opreg_use vh = {"VarHandleOp", "debug_name", k_nondefault_s, sizeof k_nondefault_s, "v", 1};
    v = attr_verdict(&vh, NULL, 0, "2.14", TFC_LOADER_SESSION);
    assert_string_equal(tfc_verdict_finding_message(v, 0),
                        "NodeDef mentions attribute debug_name which is not in the op definition: "
                        "Op<name=VarHandleOp; ...> This may be expected if your graph generating binary is newer  "
                        "than this binary. Unknown attributes will be ignored. NodeDef: {{node v}}");
    tfc_verdict_free(v);
}

/* A default-valued attr: the Python v1 loader removes it, the session loader does not; both ways. */
static void default_valued_attrs_follow_the_loader(void **state)
{
    (void)state;
    static const uint8_t zero[] = {0x18, 0x00}; /* i: 0, GatherV2.batch_dims' default */
    tfc__opreg_use use = {"GatherV2", "batch_dims", zero, sizeof zero, "g", 1};
    tfc__opreg_use def = {"GatherV2", "batch_dims", zero, sizeof zero, NULL, 0};

    tfc_verdict *v = attr_verdict(&use, &def, 1, "1.13", TFC_LOADER_PYTHON_V1);
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_ACCEPTED);
    assert_true(find_reason(v, TFC_REASON_ATTR_STRIPPED_BY_LOADER, "GatherV2.batch_dims") >= 0);
    tfc_verdict_free(v);

    v = attr_verdict(&use, &def, 1, "1.13", TFC_LOADER_SESSION);
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_REJECTED);
    assert_int_equal(tfc_verdict_finding_reason(v, 0), TFC_REASON_ATTR_NOT_IN_OP);
    /* The verdict says the Python loader would answer differently. */
    int64_t note = find_reason(v, TFC_REASON_ATTR_STRIPPED_BY_LOADER, "GatherV2.batch_dims");
    assert_true(note >= 0);
    assert_non_null(strstr(tfc_verdict_finding_message(v, (size_t)note), "Python TF1 loader"));
    tfc_verdict_free(v);

    /* No stripped_op_list: nothing to compare with, the Python loader keeps it. */
    v = attr_verdict(&use, &def, 0, "1.13", TFC_LOADER_PYTHON_V1);
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_REJECTED);
    tfc_verdict_free(v);
    /* In a function body: never removed. */
    tfc__opreg_use in_fn = use;
    in_fn.where = 2;
    v = attr_verdict(&in_fn, &def, 1, "1.13", TFC_LOADER_PYTHON_V1);
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_REJECTED);
    tfc_verdict_free(v);
    /* A value other than the producer's default: kept, rejected. */
    tfc__opreg_use one = {"GatherV2", "batch_dims", k_nondefault_i, sizeof k_nondefault_i, "g", 1};
    v = attr_verdict(&one, &def, 1, "1.13", TFC_LOADER_PYTHON_V1);
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_REJECTED);
    tfc_verdict_free(v);
    /* Overflow marker (value NULL): differs from every default. */
    tfc__opreg_use big = {"GatherV2", "batch_dims", NULL, 0, "g", 1};
    v = attr_verdict(&big, &def, 1, "1.13", TFC_LOADER_PYTHON_V1);
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_REJECTED);
    tfc_verdict_free(v);
}

static void attr_of_a_missing_op_is_not_reported_twice(void **state)
{
    (void)state;
    tfc__opreg_use use = {"GatherV2", "batch_dims", k_nondefault_i, sizeof k_nondefault_i, "g", 1};
    tfc_verdict *v = attr_verdict(&use, NULL, 0, "1.2", TFC_LOADER_SESSION); /* GatherV2 arrived in 1.3 */
    assert_int_equal(tfc_verdict_finding_count(v), 1);
    assert_int_equal(tfc_verdict_finding_reason(v, 0), TFC_REASON_OP_NOT_REGISTERED);
    tfc_verdict_free(v);
}

/* ---- attrs end to end: the scan's attr uses in GraphDefs and SavedModels ------- */

/* A SavedModel: one GatherV2 node whose batch_dims is `value`; with_list: a
 * stripped_op_list whose GatherV2 OpDef has batch_dims default i:0. */
static tfc_model *gather_saved_model(const pb *value, int with_list, int in_function)
{
    pb g = {.n = 0}, mg = {.n = 0}, sm = {.n = 0};
    if (in_function) {
        pb fn = {.n = 0}, sig = {.n = 0}, lib = {.n = 0}, nd = {.n = 0}, entry = {.n = 0};
        pb_str(&sig, 1, "f");
        pb_msg(&fn, 1, &sig);
        pb_str(&nd, 1, "g_in_f");
        pb_str(&nd, 2, "GatherV2");
        pb_str(&entry, 1, "batch_dims");
        pb_msg(&entry, 2, value);
        pb_msg(&nd, 5, &entry);
        pb_msg(&fn, 3, &nd);
        pb_msg(&lib, 1, &fn);
        pb_msg(&g, 2, &lib);
    } else {
        node(&g, 1, "gather", "GatherV2", "batch_dims", value);
    }
    versions(&g, 4, 24, 0);
    if (with_list) {
        pb info = {.n = 0}, list = {.n = 0}, opdef = {.n = 0}, attr = {.n = 0}, def = {.n = 0};
        pb_int(&def, 3, 0); /* i: 0 */
        pb_str(&attr, 1, "batch_dims");
        pb_str(&attr, 2, "int");
        pb_msg(&attr, 3, &def);
        pb_str(&opdef, 1, "GatherV2");
        pb_msg(&opdef, 4, &attr);
        pb_msg(&list, 1, &opdef);
        pb_msg(&info, 2, &list);
        pb_msg(&mg, 1, &info);
    }
    pb_msg(&mg, 2, &g);
    pb_int(&sm, 1, 1);
    pb_msg(&sm, 2, &mg);
    return parse(&sm, TFC_KIND_SAVED_MODEL);
}

/* ---- presence per release: TensorFlow 2.0 branched before 1.15 ---------------- */

/* A SavedModel whose one graph node is `op`, with attr `attr` = value when given. */
static tfc_model *saved_model_with_node(const char *op, const char *attr, const pb *value)
{
    pb g = {.n = 0}, mg = {.n = 0}, sm = {.n = 0};
    node(&g, 1, "n", op, attr, value);
    versions(&g, 4, 134, 0);
    pb_msg(&mg, 2, &g);
    pb_int(&sm, 1, 1);
    pb_msg(&sm, 2, &mg);
    return parse(&sm, TFC_KIND_SAVED_MODEL);
}

static void expect_outcome(const tfc_model *m, const char *release, int32_t outcome, int32_t reason, const char *msg)
{
    tfc_verdict *v = check(m, release);
    assert_int_equal(tfc_verdict_outcome(v), outcome);
    if (reason) {
        int64_t e = tfc_verdict_first_error(v);
        assert_true(e >= 0);
        assert_int_equal(tfc_verdict_finding_reason(v, (size_t)e), reason);
        assert_int_equal(tfc_verdict_finding_severity(v, (size_t)e), TFC_SEVERITY_ERROR);
        if (msg) assert_string_equal(tfc_verdict_finding_message(v, (size_t)e), msg);
    }
    tfc_verdict_free(v);
}

/* RaggedTensorToTensor is in 1.15 and from 2.1 on, not in 2.0 (its op list
 * at v2.0.0 lacks it): one interval from 1.15 would wrongly accept 2.0. */
static void op_absent_from_2_0_only(void **state)
{
    (void)state;
    assert_int_equal(tfc_opreg_op_presence("RaggedTensorToTensor", "1.14"), TFC_PRESENCE_ABSENT);
    assert_int_equal(tfc_opreg_op_presence("RaggedTensorToTensor", "1.15.5"), TFC_PRESENCE_PRESENT);
    assert_int_equal(tfc_opreg_op_presence("RaggedTensorToTensor", "2.0.0"), TFC_PRESENCE_ABSENT);
    assert_int_equal(tfc_opreg_op_presence("RaggedTensorToTensor", "2.1.0"), TFC_PRESENCE_PRESENT);
    static const char o2[] =
        "Op type not registered 'RaggedTensorToTensor' in binary running on <host>. Make sure the Op and Kernel "
        "are registered in the binary running in this process. Note that if you are loading a saved graph which "
        "used ops from tf.contrib, accessing (e.g.) `tf.contrib.resampler` should be done before importing the "
        "graph, as contrib ops are lazily registered when the module is first accessed.";
    /* A GraphDef. */
    tfc_model *m = graph_with_op("RaggedTensorToTensor");
    expect_outcome(m, "1.15.0", TFC_OUTCOME_ACCEPTED, 0, NULL);
    expect_outcome(m, "2.0.0", TFC_OUTCOME_REJECTED, TFC_REASON_OP_NOT_REGISTERED, o2);
    expect_outcome(m, "2.1.0", TFC_OUTCOME_ACCEPTED, 0, NULL);
    tfc_model_free(m);
    /* A SavedModel, the op in a function body: every release at once. */
    m = saved_model_with_function_op("RaggedTensorToTensor");
    tfc_release_answer *a = NULL;
    assert_int_equal(tfc_opreg_check(&a, tfc_registry_default(), tfc_model_meta_graph(m, 0), NULL), 0);
    assert_int_equal(tfc_release_answer_outcome(a, (size_t)treg_find_entry(a, "1.15.0")), TFC_OUTCOME_ACCEPTED);
    assert_int_equal(tfc_release_answer_outcome(a, (size_t)treg_find_entry(a, "1.15.5")), TFC_OUTCOME_ACCEPTED);
    int64_t i = treg_find_entry(a, "2.0.0");
    assert_int_equal(tfc_release_answer_outcome(a, (size_t)i), TFC_OUTCOME_REJECTED);
    assert_int_equal(tfc_release_answer_reason(a, (size_t)i), TFC_REASON_OP_NOT_REGISTERED);
    assert_string_equal(tfc_release_answer_message(a, (size_t)i), o2);
    assert_int_equal(tfc_release_answer_outcome(a, (size_t)treg_find_entry(a, "2.1.0")), TFC_OUTCOME_ACCEPTED);
    /* 1.15.0 - 1.15.5, then 2.1.0 on: two ranges, 2.0.0 between. */
    assert_int_equal(tfc_release_answer_range_count(a), 2);
    assert_string_equal(tfc_release_answer_release(a, (size_t)tfc_release_answer_range_first(a, 0)), "1.15.0");
    assert_string_equal(tfc_release_answer_release(a, (size_t)tfc_release_answer_range_last(a, 0)), "1.15.5");
    assert_string_equal(tfc_release_answer_release(a, (size_t)tfc_release_answer_range_first(a, 1)), "2.1.0");
    tfc_release_answer_free(a);
    tfc_model_free(m);
    /* The other ops 2.0 lacks between 1.15 and 2.1. */
    static const char *const others[] = {"BlockLSTMV2", "BlockLSTMGradV2", "BoostedTreesUpdateEnsembleV2"};
    for (size_t k = 0; k < 3; k++) {
        assert_int_equal(tfc_opreg_op_presence(others[k], "1.15"), TFC_PRESENCE_PRESENT);
        assert_int_equal(tfc_opreg_op_presence(others[k], "2.0"), TFC_PRESENCE_ABSENT);
        assert_int_equal(tfc_opreg_op_presence(others[k], "2.1"), TFC_PRESENCE_PRESENT);
    }
}

/* CTCLoss.T arrived in 1.15; 2.0's OpDef of CTCLoss lacks it (2.0 rejects
 * unknown attrs), 2.1 has it again. Ten attrs have such a 2.0 gap. */
static void attr_absent_from_2_0_only(void **state)
{
    (void)state;
    assert_int_equal(tfc_opreg_attr_presence("CTCLoss", "T", "1.14"), TFC_PRESENCE_ABSENT);
    assert_int_equal(tfc_opreg_attr_presence("CTCLoss", "T", "1.15"), TFC_PRESENCE_PRESENT);
    assert_int_equal(tfc_opreg_attr_presence("CTCLoss", "T", "2.0"), TFC_PRESENCE_ABSENT);
    assert_int_equal(tfc_opreg_attr_presence("CTCLoss", "T", "2.1"), TFC_PRESENCE_PRESENT);
    assert_int_equal(tfc_opreg_op_presence("CTCLoss", "2.0"), TFC_PRESENCE_PRESENT);
    static const char n2[] =
        "NodeDef mentions attr 'T' not in Op<name=CTCLoss; ...>; NodeDef: {{node n}}. (Check whether your "
        "GraphDef-interpreting binary is up to date with your GraphDef-generating binary.).";
    pb f32 = {.n = 0};
    pb_int(&f32, 6, 1); /* type: DT_FLOAT */
    pb g = {.n = 0};
    node(&g, 1, "n", "CTCLoss", "T", &f32);
    versions(&g, 4, 134, 0);
    tfc_model *m = parse(&g, TFC_KIND_GRAPH_DEF);
    expect_outcome(m, "1.15.0", TFC_OUTCOME_ACCEPTED, 0, NULL);
    expect_outcome(m, "2.0.0", TFC_OUTCOME_REJECTED, TFC_REASON_ATTR_NOT_IN_OP, n2);
    expect_outcome(m, "2.1.0", TFC_OUTCOME_ACCEPTED, 0, NULL);
    tfc_model_free(m);
    m = saved_model_with_node("CTCLoss", "T", &f32);
    expect_outcome(m, "1.15.5", TFC_OUTCOME_ACCEPTED, 0, NULL);
    expect_outcome(m, "2.0.0", TFC_OUTCOME_REJECTED, TFC_REASON_ATTR_NOT_IN_OP, n2);
    expect_outcome(m, "2.1.0", TFC_OUTCOME_ACCEPTED, 0, NULL);
    tfc_model_free(m);
    /* Every attr of the data with such a gap: 2.0 lacks it, 1.15 and 2.1 have it. */
    static const char *const gaps[][2] = {
        {"CTCBeamSearchDecoder", "T"},          {"CTCGreedyDecoder", "T"},
        {"CTCLoss", "T"},                       {"CollectiveBcastRecv", "communication_hint"},
        {"CollectiveBcastSend", "communication_hint"}, {"CollectiveGather", "communication_hint"},
        {"CollectiveReduce", "communication_hint"}, {"DatasetToGraph", "stateful_whitelist"},
        {"EagerPyFunc", "is_async"},            {"PrefetchDataset", "legacy_autotune"}};
    for (size_t k = 0; k < 10; k++) {
        assert_int_equal(tfc_opreg_attr_presence(gaps[k][0], gaps[k][1], "1.15"), TFC_PRESENCE_PRESENT);
        assert_int_equal(tfc_opreg_attr_presence(gaps[k][0], gaps[k][1], "2.0"), TFC_PRESENCE_ABSENT);
        assert_int_equal(tfc_opreg_attr_presence(gaps[k][0], gaps[k][1], "2.1"), TFC_PRESENCE_PRESENT);
    }
}

/* ---- 0.x releases: exact op and attr lists (ops.pbtxt, REGISTER_OP at 0.6 - 0.12) ---- */

static int has_undetermined(const tfc_verdict *v)
{
    for (size_t i = 0; i < tfc_verdict_finding_count(v); i++)
        if (tfc_verdict_finding_severity(v, i) == TFC_SEVERITY_UNDETERMINED) return 1;
    return 0;
}

static void zero_x_releases_are_exact(void **state)
{
    (void)state;
    static const char *const zero_x[] = {"0.6.0", "0.7.0", "0.8.0", "0.9.0", "0.10.0", "0.11.0", "0.12.0"};
    /* The corpus's matrix_half_plus_two (Add, Const, Mul, NoOp, Placeholder):
     * every 0.x op list has its ops, so 0.6 - 0.12 accept it, with no
     * undetermined finding (before the 0.x lists, every one was undetermined). */
    tfc_model *m = NULL;
    assert_int_equal(tfc_file_open_model(&m, CORPUS "/saved_model/matrix_half_plus_two", TFC_KIND_SAVED_MODEL, NULL, NULL), 0);
    tfc_release_answer *a = NULL;
    assert_int_equal(tfc_opreg_check(&a, tfc_registry_default(), tfc_model_meta_graph(m, 0), NULL), 0);
    for (size_t k = 0; k < 7; k++) {
        int64_t i = treg_find_entry(a, zero_x[k]);
        assert_int_equal(tfc_release_answer_outcome(a, (size_t)i), TFC_OUTCOME_ACCEPTED);
        assert_false(has_undetermined(tfc_release_answer_verdict(a, (size_t)i)));
    }
    assert_int_equal(tfc_release_answer_range_count(a), 1);
    assert_string_equal(tfc_release_answer_release(a, (size_t)tfc_release_answer_range_first(a, 0)), "0.6.0");
    assert_string_equal(tfc_release_answer_release(a, (size_t)tfc_release_answer_range_last(a, 0)), treg_newest("graphdef"));
    tfc_release_answer_free(a);
    tfc_model_free(m);

    /* saved_model_half_plus_three (a TF 1.0 export): 0.11 lacks
     * MergeV2Checkpoints, 0.12 VariableV2 (both 1.0 ops): exact refusals in
     * the O0 text; 1.0 accepts. */
    assert_int_equal(tfc_file_open_model(&m, CORPUS "/saved_model/saved_model_half_plus_three", TFC_KIND_SAVED_MODEL, NULL, NULL), 0);
    expect_outcome(m, "0.11.0", TFC_OUTCOME_REJECTED, TFC_REASON_OP_NOT_REGISTERED,
                   "Op type not registered 'MergeV2Checkpoints'");
    expect_outcome(m, "0.12.0", TFC_OUTCOME_REJECTED, TFC_REASON_OP_NOT_REGISTERED, "Op type not registered 'VariableV2'");
    tfc_verdict *v = check(m, "0.12.0");
    assert_false(has_undetermined(v));
    tfc_verdict_free(v);
    expect_outcome(m, "1.0.0", TFC_OUTCOME_ACCEPTED, 0, NULL);
    tfc_model_free(m);

    /* An op added in 0.8 (Abort): 0.7 rejects, 0.8 accepts. */
    m = graph_with_op("Abort");
    expect_outcome(m, "0.7.0", TFC_OUTCOME_REJECTED, TFC_REASON_OP_NOT_REGISTERED, "Op type not registered 'Abort'");
    expect_outcome(m, "0.8.0", TFC_OUTCOME_ACCEPTED, 0, NULL);
    tfc_model_free(m);

    /* An attr added in 0.10 to an op of 0.6 (Pack.axis): 0.9 rejects it (N0). */
    pb one = {.n = 0};
    pb_int(&one, 3, 1);
    pb g = {.n = 0};
    node(&g, 1, "n", "Pack", "axis", &one);
    versions(&g, 4, 24, 0);
    m = parse(&g, TFC_KIND_GRAPH_DEF);
    expect_outcome(m, "0.9.0", TFC_OUTCOME_REJECTED, TFC_REASON_ATTR_NOT_IN_OP,
                   "NodeDef mentions attr 'axis' not in Op<name=Pack; ...>; NodeDef: n = Pack[...](...)");
    expect_outcome(m, "0.10.0", TFC_OUTCOME_ACCEPTED, 0, NULL);
    tfc_model_free(m);

    /* 0.5 predates ops.pbtxt: ops 0.6 has are undetermined there, and the
     * message says which list is missing. */
    m = graph_with_op("Add");
    v = check(m, "0.5.0");
    int64_t u = find_reason(v, TFC_REASON_OP_NOT_REGISTERED, "");
    assert_true(u >= 0);
    assert_string_equal(tfc_verdict_finding_message(v, (size_t)u),
                        "No source lists the ops of TensorFlow 0.5.0 (data/tf_op_sources.csv starts at 0.6): "
                        "whether it registers 'Add', 'Const' (2 ops that 0.6 registers) is undetermined.");
    tfc_verdict_free(v);
    tfc_model_free(m);
}

static void attrs_end_to_end(void **state)
{
    (void)state;
    /* A GraphDef with GatherV2.batch_dims = 1: 1.13 rejects, 1.14 loads. */
    pb one = {.n = 0}, zero = {.n = 0};
    pb_int(&one, 3, 1);
    pb_int(&zero, 3, 0);
    pb g = {.n = 0};
    node(&g, 1, "gather", "GatherV2", "batch_dims", &one);
    versions(&g, 4, 24, 0);
    tfc_model *m = parse(&g, TFC_KIND_GRAPH_DEF);
    tfc_verdict *v = check(m, "1.13.0");
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_REJECTED);
    assert_int_equal(tfc_verdict_finding_reason(v, (size_t)tfc_verdict_first_error(v)), TFC_REASON_ATTR_NOT_IN_OP);
    assert_string_equal(tfc_verdict_finding_message(v, (size_t)tfc_verdict_first_error(v)),
                        "NodeDef mentions attr 'batch_dims' not in Op<name=GatherV2; ...>; NodeDef: {{node gather}}. "
                        "(Check whether your GraphDef-interpreting binary is up to date with your "
                        "GraphDef-generating binary.).");
    tfc_verdict_free(v);
    v = check(m, "1.14.0");
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_ACCEPTED);
    tfc_verdict_free(v);
    /* The use, as inspect --operators lists it. */
    const tfc_meta_graph *mg = tfc_model_meta_graph(m, 0);
    assert_int_equal(tfc_opreg_attr_use_count(mg), 1);
    assert_int_equal(tfc_opreg_attr_use_row(mg, 0), tfc_opreg_attr_find("GatherV2", "batch_dims"));
    assert_string_equal(tfc_opreg_attr_use_node(mg, 0), "gather");
    assert_int_equal(tfc_opreg_attr_use_is_default(mg, 0), 0);
    assert_int_equal(tfc_opreg_attr_use_row(mg, 1), -1);
    assert_string_equal(tfc_opreg_attr_use_node(mg, 1), "");
    assert_int_equal(tfc_opreg_attr_use_is_default(mg, 1), -1);
    assert_int_equal(tfc_opreg_attr_use_count(NULL), 0);
    tfc_model_free(m);

    /* The default value with the producer's stripped_op_list: a Python TF1
     * consumer drops it and loads; the session loader (TF's own releases) does not. */
    static const char text[] = "consumer graphdef py 1 24 0 0 - ops=1.13 loader=python-v1\n"
                               "consumer graphdef cc 1 24 0 0 - ops=1.13\n";
    tfc_registry *r = NULL;
    assert_int_equal(tfc_registry_load(&r, text, sizeof text - 1, NULL, NULL), 0);
    m = gather_saved_model(&zero, 1, 0);
    assert_int_equal(tfc_opreg_attr_use_is_default(tfc_model_meta_graph(m, 0), 0), 1);
    tfc_release_answer *a = NULL;
    assert_int_equal(tfc_opreg_check(&a, r, tfc_model_meta_graph(m, 0), NULL), 0);
    for (size_t i = 0; i < tfc_release_answer_count(a); i++) {
        const char *name = tfc_registry_consumer_name(r, (size_t)tfc_release_answer_consumer(a, i));
        if (!strcmp(name, "py")) {
            assert_int_equal(tfc_release_answer_outcome(a, i), TFC_OUTCOME_ACCEPTED);
            assert_true(find_reason(tfc_release_answer_verdict(a, i), TFC_REASON_ATTR_STRIPPED_BY_LOADER, NULL) >= 0);
        } else {
            assert_int_equal(tfc_release_answer_outcome(a, i), TFC_OUTCOME_REJECTED);
            assert_int_equal(tfc_release_answer_reason(a, i), TFC_REASON_ATTR_NOT_IN_OP);
        }
    }
    tfc_release_answer_free(a);
    tfc_model_free(m);

    /* Without stripped_op_list, or in a function body, or a non-default value: both reject. */
    const struct { const pb *value; int list, fn; } cases[] = {{&zero, 0, 0}, {&zero, 1, 1}, {&one, 1, 0}};
    for (size_t c = 0; c < 3; c++) {
        m = gather_saved_model(cases[c].value, cases[c].list, cases[c].fn);
        assert_int_equal(tfc_opreg_check(&a, r, tfc_model_meta_graph(m, 0), NULL), 0);
        for (size_t i = 0; i < tfc_release_answer_count(a); i++) {
            assert_int_equal(tfc_release_answer_outcome(a, i), TFC_OUTCOME_REJECTED);
            assert_int_equal(tfc_release_answer_reason(a, i), TFC_REASON_ATTR_NOT_IN_OP);
        }
        tfc_release_answer_free(a);
        tfc_model_free(m);
    }
    tfc_registry_free(r);
}

/* The unknown-attr policy on both sides of its boundaries (data/tf_attr_policy.csv):
 * a GraphDef whose VarHandleOp carries debug_name (an attr from 2.15) against
 * 2.3 (the last release seen rejecting), 2.4 - 2.6 (not known), 2.7 (the first
 * seen logging and ignoring), 2.14 (the last without the attr) and 2.15. */
static void unknown_attr_policy_boundary(void **state)
{
    (void)state;
    pb name = {.n = 0};
    pb_str(&name, 2, "v_1");
    pb g = {.n = 0};
    node(&g, 1, "v", "VarHandleOp", "debug_name", &name);
    versions(&g, 4, 1700, 0);
    tfc_model *m = parse(&g, TFC_KIND_GRAPH_DEF);

    tfc_verdict *v = check(m, "2.3.0");
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_REJECTED);
    int64_t e = tfc_verdict_first_error(v);
    assert_true(e >= 0);
    assert_int_equal(tfc_verdict_finding_reason(v, (size_t)e), TFC_REASON_ATTR_NOT_IN_OP);
    assert_string_equal(tfc_verdict_finding_subject(v, (size_t)e), "VarHandleOp.debug_name");
    assert_string_equal(tfc_verdict_finding_message(v, (size_t)e),
                        "NodeDef mentions attr 'debug_name' not in Op<name=VarHandleOp; ...>; NodeDef: {{node v}}. "
                        "(Check whether your GraphDef-interpreting binary is up to date with your "
                        "GraphDef-generating binary.).");
    tfc_verdict_free(v);

    static const char *const between[] = {"2.4.0", "2.5.0", "2.6.0"};
    for (size_t i = 0; i < 3; i++) {
        v = check(m, between[i]);
        assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_UNDETERMINED);
        int64_t f = find_reason(v, TFC_REASON_ATTR_NOT_IN_OP, "VarHandleOp.debug_name");
        assert_true(f >= 0);
        assert_int_equal(tfc_verdict_finding_severity(v, (size_t)f), TFC_SEVERITY_UNDETERMINED);
        char want[512];
        snprintf(want, sizeof want,
                 "TensorFlow %s's OpDef of VarHandleOp lacks attr 'debug_name' (node 'v'). TensorFlow up to 2.3 "
                 "rejects such a NodeDef, 2.7 and later log and ignore the attr; no source of ValidateNodeDef "
                 "(tensorflow/core/framework/node_def_util.cc) of 2.4 to 2.6 was read (data/tf_attr_policy.csv), "
                 "so which release changed that is not known and the answer is undetermined.",
                 between[i]);
        assert_string_equal(tfc_verdict_finding_message(v, (size_t)f), want);
        tfc_verdict_free(v);
    }

    static const char *const ignoring[] = {"2.7.0", "2.14.0"};
    for (size_t i = 0; i < 2; i++) {
        v = check(m, ignoring[i]);
        assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_ACCEPTED);
        int64_t f = find_reason(v, TFC_REASON_ATTR_NOT_IN_OP, "VarHandleOp.debug_name");
        assert_true(f >= 0);
        assert_int_equal(tfc_verdict_finding_severity(v, (size_t)f), TFC_SEVERITY_WARNING);
        assert_string_equal(tfc_verdict_finding_message(v, (size_t)f),
                            "NodeDef mentions attribute debug_name which is not in the op definition: "
                            "Op<name=VarHandleOp; ...> This may be expected if your graph generating binary is "
                            "newer  than this binary. Unknown attributes will be ignored. NodeDef: {{node v}}");
        tfc_verdict_free(v);
    }

    v = check(m, "2.15.0");
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_ACCEPTED);
    assert_int_equal(find_reason(v, TFC_REASON_ATTR_NOT_IN_OP, NULL), -1);
    tfc_verdict_free(v);
    tfc_model_free(m);
}

/* ---- consumers with an op set ------------------------------------------------- */

static void user_consumer_op_set(void **state)
{
    (void)state;
    tfc_registry_builder *b = NULL;
    tfc_registry *r = NULL;
    assert_int_equal(tfc_registry_builder_new(&b, NULL, NULL), 0);
    tfc_consumer_spec s;
    tfc_consumer_spec_init(&s, sizeof s);
    s.scheme = tfc_registry_scheme_graphdef();
    s.name = "myserving";
    s.release = "7";
    s.consumer = 2000;
    s.op_set = "2.9";
    assert_int_equal(tfc_registry_builder_add_consumer_spec(b, &s, NULL), 0);
    s.release = "8";
    s.op_set = NULL; /* ops unknown: not checked */
    assert_int_equal(tfc_registry_builder_add_consumer_spec(b, &s, NULL), 0);
    s.release = "9";
    s.op_set = "4.0";
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_registry_builder_add_consumer_spec(b, &s, &err), TFC_E_INVALID_ARGUMENT);
    s.op_set = "2.10";
    s.loader = 5;
    assert_int_equal(tfc_registry_builder_add_consumer_spec(b, &s, &err), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_registry_builder_build(&r, b, NULL), 0);
    tfc_registry_builder_free(b);
    assert_string_equal(tfc_registry_consumer_op_set(r, 0), "2.9");
    assert_string_equal(tfc_registry_consumer_op_set(r, 1), "");
    assert_int_equal(tfc_registry_consumer_loader(r, 0), TFC_LOADER_SESSION);
    assert_string_equal(tfc_registry_consumer_op_set(tfc_registry_default(), 0), "0.5");

    tfc_verdict *v = NULL;
    assert_int_equal(tfc_gate_check(&v, r, "7", TF2, NULL, NULL, NULL), 0);
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_REJECTED);
    assert_int_equal(tfc_verdict_finding_reason(v, (size_t)tfc_verdict_first_error(v)), TFC_REASON_OP_NOT_REGISTERED);
    tfc_verdict_free(v);
    assert_int_equal(tfc_gate_check(&v, r, "8", TF2, NULL, NULL, NULL), 0);
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_ACCEPTED);
    tfc_verdict_free(v);

    /* add_registry keeps op sets. */
    assert_int_equal(tfc_registry_builder_new(&b, NULL, NULL), 0);
    assert_int_equal(tfc_registry_builder_add_registry(b, r, NULL), 0);
    tfc_registry *r2 = NULL;
    assert_int_equal(tfc_registry_builder_build(&r2, b, NULL), 0);
    assert_string_equal(tfc_registry_consumer_op_set(r2, 0), "2.9");
    tfc_registry_free(r2);
    tfc_registry_builder_free(b);
    tfc_registry_free(r);
}

static void registry_file_ops_option(void **state)
{
    (void)state;
    static const char text[] = "consumer graphdef myserving 7 2100 0 12 2024-11-08 measured ops=2.9\n"
                               "consumer graphdef myserving 8 2100 0 12 - ops=tensorflow-2.10 loader=python-v1\n"
                               "consumer graphdef myserving 9 2100 0 12 -\n";
    tfc_registry *r = NULL;
    assert_int_equal(tfc_registry_load(&r, text, sizeof text - 1, NULL, NULL), 0);
    assert_string_equal(tfc_registry_consumer_op_set(r, 0), "2.9");
    assert_int_equal(tfc_registry_consumer_mark(r, 0), TFC_MARK_MEASURED);
    assert_string_equal(tfc_registry_consumer_op_set(r, 1), "2.10");
    assert_int_equal(tfc_registry_consumer_loader(r, 1), TFC_LOADER_PYTHON_V1);
    assert_string_equal(tfc_registry_consumer_op_set(r, 2), "");
    tfc_verdict *v = NULL;
    assert_int_equal(tfc_gate_check(&v, r, "7", TF2, NULL, NULL, NULL), 0);
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_REJECTED);
    tfc_verdict_free(v);
    assert_int_equal(tfc_gate_check(&v, r, "8", TF2, NULL, NULL, NULL), 0);
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_ACCEPTED);
    tfc_verdict_free(v);
    tfc_registry_free(r);

    static const char *const bad[] = {
        "consumer graphdef x 7 2100 0 12 - ops=9.9\n",
        "consumer graphdef x 7 2100 0 12 - loader=java\n",
        "consumer graphdef x 7 2100 0 12 - ops=2.9 measured\n",
        "consumer graphdef x 7 2100 0 12 - color=red\n",
        "consumer checkpoint x 7 1 0 0 - ops=2.9\n",
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        tfc_error err;
        tfc_error_init(&err, sizeof err);
        r = NULL;
        int32_t rc = tfc_registry_load(&r, bad[i], strlen(bad[i]), NULL, &err);
        if (rc == 0) fail_msg("accepted: %s", bad[i]);
        assert_null(r);
        assert_memory_equal(err.message, "line 1: ", 8);
    }
}

/* TensorFlow 0.6 read only the deprecated GraphDef.version (0..1); 0.5 is undetermined. */
static void releases_before_versiondef(void **state)
{
    (void)state;
    pb g = {.n = 0};
    node(&g, 1, "n", "DisableCopyOnRead", NULL, NULL);
    pb_int(&g, 3, 5);     /* GraphDef.version = 5 */
    versions(&g, 4, 24, 0);
    tfc_model *m = parse(&g, TFC_KIND_GRAPH_DEF);
    tfc_verdict *v = check(m, "0.6.0");
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_REJECTED);
    assert_int_equal(tfc_verdict_finding_reason(v, 0), TFC_REASON_CONSUMER_TOO_OLD);
    assert_string_equal(tfc_verdict_finding_message(v, 0),
                        "GraphDef version 5 is not yet supported: TensorFlow 0.6.0 needs 0 <= version <= 1.  "
                        "Please upgrade TensorFlow.");
    /* DisableCopyOnRead is known absent in 2.9, hence in every 0.x release: O0's short text. */
    int64_t e = find_reason(v, TFC_REASON_OP_NOT_REGISTERED, "DisableCopyOnRead");
    assert_string_equal(tfc_verdict_finding_message(v, (size_t)e), "Op type not registered 'DisableCopyOnRead'");
    tfc_verdict_free(v);
    v = check(m, "0.5.0");
    assert_int_equal(find_reason(v, TFC_REASON_VERSION_UNKNOWN, NULL), 0);
    assert_int_equal(tfc_verdict_finding_severity(v, 0), TFC_SEVERITY_UNDETERMINED);
    tfc_verdict_free(v);
    tfc_model_free(m);

    /* Field 3 absent (reads 0): 0.6 passes the version check whatever VersionDef says. */
    pb h = {.n = 0};
    node(&h, 1, "n", "Const", NULL, NULL);
    versions(&h, 4, 1087, 12);
    m = parse(&h, TFC_KIND_GRAPH_DEF);
    v = check(m, "0.6.0");
    assert_int_equal(find_reason(v, TFC_REASON_CONSUMER_TOO_OLD, NULL), -1);
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_ACCEPTED); /* 0.6's ops.pbtxt has Const */
    tfc_verdict_free(v);
    v = check(m, "0.7.0");
    assert_int_equal(tfc_verdict_finding_reason(v, 0), TFC_REASON_CONSUMER_TOO_OLD);
    tfc_verdict_free(v);
    tfc_model_free(m);
}

static void argument_errors(void **state)
{
    (void)state;
    tfc_verdict *v = NULL;
    tfc_release_answer *a = NULL;
    assert_int_equal(tfc_opreg_check_release(NULL, tfc_registry_default(), "2.9.0", NULL, NULL, NULL),
                     TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_opreg_check_release(&v, tfc_registry_default(), "2.9.0", NULL, NULL, NULL),
                     TFC_E_INVALID_ARGUMENT);
    tfc_model *m = graph_with_op("Abs");
    assert_int_equal(tfc_opreg_check_release(&v, tfc_registry_default(), "9.9.9", tfc_model_meta_graph(m, 0), NULL,
                                             NULL),
                     TFC_E_UNKNOWN_RELEASE);
    assert_null(v);
    assert_int_equal(tfc_opreg_check(&a, NULL, tfc_model_meta_graph(m, 0), NULL), TFC_E_INVALID_ARGUMENT);
    assert_null(a);
    assert_int_equal(tfc_opreg_op_presence(NULL, "2.9"), -1);
    assert_int_equal(tfc_opreg_attr_presence("GatherV2", "batch_dims", NULL), -1);
    tfc_model_free(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(op_table),
        cmocka_unit_test(attr_table),
        cmocka_unit_test(attr_value_equality),
        cmocka_unit_test(ops_in_graphdefs),
        cmocka_unit_test(ops_in_function_bodies),
        cmocka_unit_test(unknown_and_non_core_ops),
        cmocka_unit_test(releases_as_ranges),
        cmocka_unit_test(corpus_never_accepted_without_ops),
        cmocka_unit_test(attrs_added_later),
        cmocka_unit_test(attr_messages_by_era),
        cmocka_unit_test(default_valued_attrs_follow_the_loader),
        cmocka_unit_test(attr_of_a_missing_op_is_not_reported_twice),
        cmocka_unit_test(user_consumer_op_set),
        cmocka_unit_test(registry_file_ops_option),
        cmocka_unit_test(releases_before_versiondef),
        cmocka_unit_test(attrs_end_to_end),
        cmocka_unit_test(op_absent_from_2_0_only),
        cmocka_unit_test(attr_absent_from_2_0_only),
        cmocka_unit_test(zero_x_releases_are_exact),
        cmocka_unit_test(unknown_attr_policy_boundary),
        cmocka_unit_test(argument_errors),
        cmocka_unit_test(op_set_memo_and_quiet_verdicts),
        cmocka_unit_test(every_op_found_by_name),
        cmocka_unit_test(op_walks_quiet_and_full),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
