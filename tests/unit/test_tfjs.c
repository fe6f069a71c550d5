/*
 * Tests for tfcompat/tfjs.h: the model.json reader, on TF.js models with the
 * op sets and converter stamps of public ones (tests/corpus/tfjs, written by
 * tests/tfjs_runtime/make_corpus_models.py; see tests/corpus/PROVENANCE.md)
 * and on small inputs that each break one rule.
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

#define CORPUS TFC_TEST_DIR "/corpus/tfjs/"

static tfc_tfjs_model *open_ok(const char *name)
{
    tfc_tfjs_model *m = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    int32_t rc = tfc_tfjs_model_open(&m, name, NULL, &err);
    if (rc) fail_msg("%s: %s (%s)", name, tfc_status_name(rc), err.message);
    return m;
}

static void ops_are(const tfc_tfjs_model *m, const char *const *want, size_t n)
{
    assert_int_equal(tfc_tfjs_model_op_count(m), n);
    for (size_t i = 0; i < n; i++) assert_string_equal(tfc_tfjs_model_op(m, i), want[i]);
    assert_null(tfc_tfjs_model_op(m, n));
}

static void movenet_graph_model(void **state)
{
    (void)state;
    tfc_tfjs_model *m = open_ok(CORPUS "movenet_like_model.json");
    assert_int_equal(tfc_tfjs_model_format(m), TFC_TFJS_GRAPH_MODEL);
    assert_string_equal(tfc_tfjs_model_generated_by(m), "2.7.0");
    assert_string_equal(tfc_tfjs_model_converted_by(m), "TensorFlow.js Converter v3.7.0");
    assert_null(tfc_tfjs_model_keras_version(m));
    int32_t producer, min_consumer;
    assert_int_equal(tfc_tfjs_model_versions(m, &producer, &min_consumer), 1);
    assert_int_equal(producer, 716);
    assert_int_equal(min_consumer, 12);
    assert_int_equal(tfc_tfjs_model_node_count(m), 90);
    /* the ops of the graph and of its while loop's functions: MoveNet's op set (v3.7.0's e2e benchmark model) */
    static const char *const ops[] = {
        "Abs", "AddN", "AddV2", "ArgMax", "Cast", "ConcatV2", "Const", "DepthwiseConv2dNative", "Equal",
        "ExpandDims", "FloorDiv", "FusedDepthwiseConv2dNative", "GatherNd", "Greater", "GreaterEqual", "Identity",
        "Less", "LessEqual", "LogicalAnd", "MaxPool", "Maximum", "Min", "Minimum", "Mul", "Pack", "Placeholder",
        "RealDiv", "Reciprocal", "Reshape", "ResizeNearestNeighbor", "Select", "Sigmoid", "Split", "Sqrt",
        "SquaredDifference", "Squeeze", "StatelessWhile", "StridedSlice", "Sub", "Sum", "TensorListFromTensor",
        "TensorListGetItem", "TensorListReserve", "TensorListSetItem", "TensorListStack", "Tile", "TopKV2",
        "Transpose", "Unpack", "_FusedConv2D"};
    ops_are(m, ops, sizeof ops / sizeof *ops);
    assert_int_equal(tfc_tfjs_model_function_count(m), 2);
    assert_true(tfc_tfjs_model_attr_count(m) > 0);
    assert_int_equal(tfc_tfjs_model_shard_count(m), 3);
    assert_string_equal(tfc_tfjs_model_shard_path(m, 0), "group1-shard1of3.bin");
    assert_null(tfc_tfjs_model_shard_path(m, 3));
    assert_true(tfc_tfjs_model_weight_count(m) > 0);
    assert_null(tfc_tfjs_model_weight_name(m, tfc_tfjs_model_weight_count(m)));
    tfc_tfjs_model_free(m);
}

static void small_graph_and_layers_models(void **state)
{
    (void)state;
    tfc_tfjs_model *m = open_ok(CORPUS "small_graph_model.json");
    assert_string_equal(tfc_tfjs_model_converted_by(m), "TensorFlow.js Converter v1.7.4r1");
    static const char *const ops[] = {"Const", "MatMul", "Placeholder"};
    ops_are(m, ops, 3);
    int32_t producer, min_consumer;
    assert_int_equal(tfc_tfjs_model_versions(m, &producer, &min_consumer), 1);
    assert_int_equal(producer, 175);
    assert_int_equal(min_consumer, 0);
    assert_int_equal(tfc_tfjs_model_node_count(m), 3);
    assert_int_equal(tfc_tfjs_model_function_count(m), 0);
    assert_int_equal(tfc_tfjs_model_attr_count(m), 7);
    assert_int_equal(tfc_tfjs_model_weight_count(m), 1);
    assert_string_equal(tfc_tfjs_model_weight_name(m, 0), "w");
    assert_string_equal(tfc_tfjs_model_weight_dtype(m, 0), "float32");
    assert_null(tfc_tfjs_model_weight_quantization(m, 0));
    assert_string_equal(tfc_tfjs_model_shard_path(m, 0), "weights.bin");
    tfc_tfjs_model_free(m);

    m = open_ok(CORPUS "small_layers_model.json");
    assert_int_equal(tfc_tfjs_model_format(m), TFC_TFJS_LAYERS_MODEL);
    assert_string_equal(tfc_tfjs_model_generated_by(m), "TensorFlow.js tfjs-layers v0.0.0");
    assert_int_equal(tfc_tfjs_model_versions(m, NULL, NULL), 0);
    assert_string_equal(tfc_tfjs_model_keras_version(m), "tfjs-layers 0.0.0");
    /* layer classes, not the initializers' (RandomUniform, VarianceScaling, ...) */
    static const char *const layers[] = {"Embedding", "GRU", "Sequential"};
    ops_are(m, layers, 3);
    tfc_tfjs_model_free(m);
}

static int32_t parse(const char *json, const tfc_tfjs_options *o, tfc_tfjs_model **out, tfc_error *err)
{
    tfc_tfjs_model *m = NULL;
    int32_t rc = tfc_tfjs_model_parse(&m, (const uint8_t *)json, strlen(json), o, err);
    if (rc) assert_null(m);
    if (out)
        *out = m;
    else
        tfc_tfjs_model_free(m);
    return rc;
}

#define GRAPH(body) "{\"format\": \"graph-model\", \"modelTopology\": " body "}"

static void each_fault_has_its_code(void **state)
{
    (void)state;
    static const struct {
        const char *json;
        int32_t code;
    } cases[] = {
        {"", TFC_E_EMPTY},
        {" \n\t ", TFC_E_EMPTY},
        {"{", TFC_E_TRUNCATED},
        {"{\"a\": tru}", TFC_E_JSON_SYNTAX},
        {"{} {}", TFC_E_JSON_SYNTAX},
        {"[1, 2]", TFC_E_JSON_TYPE},
        {"{\"format\": \"graph-model\"}", TFC_E_MISSING_FIELD},
        {"{\"format\": 3, \"modelTopology\": {}}", TFC_E_JSON_TYPE},
        {"{\"format\": \"saved-model\", \"modelTopology\": {}}", TFC_E_WRONG_KIND},
        {"{\"modelTopology\": {\"x\": 1}}", TFC_E_WRONG_KIND},
        {GRAPH("{\"node\": {}}"), TFC_E_JSON_TYPE},
        {GRAPH("{\"node\": [3]}"), TFC_E_JSON_TYPE},
        {GRAPH("{\"node\": [{\"name\": \"a\"}]}"), TFC_E_MISSING_FIELD},
        {GRAPH("{\"node\": [{\"op\": \"\"}]}"), TFC_E_JSON_TYPE},
        {GRAPH("{\"node\": [{\"op\": \"A\", \"attr\": []}]}"), TFC_E_JSON_TYPE},
        {GRAPH("{\"node\": [{\"op\": \"A\", \"op\": \"B\"}]}"), TFC_E_DUPLICATE},
        {GRAPH("{\"node\": [{\"op\": \"A\\u0000\"}]}"), TFC_E_BAD_STRING},
        {GRAPH("{\"node\": [{\"op\": \"\xff\"}]}"), TFC_E_BAD_UTF8},
        {GRAPH("{\"node\": [{\"op\": \"\xed\xa0\x80\"}]}"), TFC_E_BAD_UTF8}, /* a UTF-16 surrogate */
        {GRAPH("{\"versions\": {\"producer\": 9223372036854775808}}"), TFC_E_NUMBER_RANGE},
        {GRAPH("{\"versions\": {\"producer\": -1e400}}"), TFC_E_NUMBER_RANGE},
        {GRAPH("{\"versions\": {\"producer\": 2147483648}}"), TFC_E_BAD_VALUE},
        {GRAPH("{\"versions\": {\"producer\": \"12x\"}}"), TFC_E_JSON_TYPE},
        {GRAPH("{\"versions\": {\"producer\": 1.5}}"), TFC_E_JSON_TYPE},
        {GRAPH("{\"library\": {\"function\": [{\"nodeDef\": [{}]}]}}"), TFC_E_MISSING_FIELD},
        {GRAPH("{}, \"weightsManifest\": {}"), TFC_E_JSON_TYPE},
        {GRAPH("{}, \"weightsManifest\": [{\"paths\": [1]}]"), TFC_E_JSON_TYPE},
        {GRAPH("{}, \"weightsManifest\": [{\"weights\": [{\"name\": \"w\"}]}]"), TFC_E_MISSING_FIELD},
        {GRAPH("{}, \"weightsManifest\": [{\"weights\": [{\"name\": \"w\", \"dtype\": \"float32\", "
               "\"quantization\": {\"min\": 0}}]}]"),
         TFC_E_MISSING_FIELD},
        {"{\"format\": \"layers-model\", \"modelTopology\": {\"model_config\": {\"config\": {}}}}",
         TFC_E_MISSING_FIELD},
        {"{\"format\": \"layers-model\", \"modelTopology\": {\"model_config\": {\"class_name\": \"M\", \"config\": "
         "{\"layers\": [{\"class_name\": 5}]}}}}",
         TFC_E_JSON_TYPE},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        tfc_error err;
        tfc_error_init(&err, sizeof err);
        int32_t rc = parse(cases[i].json, NULL, NULL, &err);
        if (rc != cases[i].code)
            fail_msg("case %zu (%s): %s, want %s (%s)", i, cases[i].json, tfc_status_name(rc),
                     tfc_status_name(cases[i].code), err.message);
        assert_int_equal(err.code, rc);
        assert_true(err.message[0] != 0);
    }
}

static void limits_are_the_callers(void **state)
{
    (void)state;
    tfc_tfjs_options o;
    tfc_tfjs_options_init(&o, sizeof o);
    assert_int_equal(o.max_depth, TFC_TFJS_DEFAULT_MAX_DEPTH);
    assert_int_equal(o.max_input_size, TFC_TFJS_DEFAULT_MAX_INPUT_SIZE);
    const char *two_nodes = GRAPH("{\"node\": [{\"op\": \"A\"}, {\"op\": \"B\"}]}");
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(parse(two_nodes, &o, NULL, &err), TFC_OK);
    o.max_nodes = 1;
    assert_int_equal(parse(two_nodes, &o, NULL, &err), TFC_E_TOO_MANY);
    tfc_tfjs_options_init(&o, sizeof o);
    o.max_depth = 3; /* top, modelTopology, node: a node object is the fourth */
    assert_int_equal(parse(two_nodes, &o, NULL, &err), TFC_E_TOO_DEEP);
    assert_int_equal(err.offset, 53);
    o.max_depth = 4;
    assert_int_equal(parse(two_nodes, &o, NULL, &err), TFC_OK);
    tfc_tfjs_options_init(&o, sizeof o);
    o.max_string_size = 12; /* "modelTopology" with its quotes is 15 */
    assert_int_equal(parse(two_nodes, &o, NULL, &err), TFC_E_TOO_LARGE);
    tfc_tfjs_options_init(&o, sizeof o);
    o.max_values = 4;
    assert_int_equal(parse(two_nodes, &o, NULL, &err), TFC_E_TOO_MANY);
    tfc_tfjs_options_init(&o, sizeof o);
    o.max_input_size = 10;
    assert_int_equal(parse(two_nodes, &o, NULL, &err), TFC_E_TOO_LARGE);
    tfc_tfjs_options_init(&o, sizeof o);
    o.max_weights = 1;
    assert_int_equal(parse(GRAPH("{}, \"weightsManifest\": [{\"paths\": [\"a\", \"b\"]}]"), &o, NULL, &err),
                     TFC_E_TOO_MANY);
    /* An escaped quote does not end a string; brackets inside strings do not nest. */
    tfc_tfjs_options_init(&o, sizeof o);
    o.max_depth = 4;
    tfc_tfjs_model *m = NULL;
    assert_int_equal(parse(GRAPH("{\"node\": [{\"op\": \"[[[[\\\"{{{{\"}]}"), &o, &m, &err), TFC_OK);
    assert_string_equal(tfc_tfjs_model_op(m, 0), "[[[[\"{{{{");
    tfc_tfjs_model_free(m);
}

static void manifest_initializer_and_formats(void **state)
{
    (void)state;
    tfc_tfjs_model *m = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    /* No format (converters before 1.0): a topology with nodes is a graph. The
     * initializer's ops count (the runtime runs it); versions as strings. */
    assert_int_equal(parse("{\"modelTopology\": {\"node\": [{\"op\": \"B\"}, {\"op\": \"A\"}, {\"op\": \"B\"}], "
                           "\"versions\": {\"producer\": \"27\", \"minConsumer\": null}}, "
                           "\"modelInitializer\": {\"node\": [{\"op\": \"HashTableV2\"}]}, "
                           "\"weightsManifest\": [{\"paths\": [\"a.bin\"], \"weights\": ["
                           "{\"name\": \"w\", \"dtype\": \"float32\", \"quantization\": {\"dtype\": \"uint8\", "
                           "\"min\": -1, \"scale\": 0.01}}, {\"name\": \"s\", \"dtype\": \"string\"}]}, "
                           "{\"paths\": [\"b.bin\"], \"weights\": []}]}",
                           NULL, &m, &err),
                     TFC_OK);
    assert_int_equal(tfc_tfjs_model_format(m), TFC_TFJS_GRAPH_MODEL);
    static const char *const ops[] = {"A", "B", "HashTableV2"};
    ops_are(m, ops, 3);
    assert_int_equal(tfc_tfjs_model_node_count(m), 3);
    int32_t producer = -1, min_consumer = -1;
    assert_int_equal(tfc_tfjs_model_versions(m, &producer, &min_consumer), 1);
    assert_int_equal(producer, 27);
    assert_int_equal(min_consumer, 0);
    assert_int_equal(tfc_tfjs_model_weight_count(m), 2);
    assert_string_equal(tfc_tfjs_model_weight_quantization(m, 0), "uint8");
    assert_string_equal(tfc_tfjs_model_weight_dtype(m, 1), "string");
    assert_null(tfc_tfjs_model_weight_quantization(m, 1));
    assert_int_equal(tfc_tfjs_model_shard_count(m), 2);
    assert_string_equal(tfc_tfjs_model_shard_path(m, 1), "b.bin");
    tfc_tfjs_model_free(m);
    /* Keras 2.1's Sequential: config is the list of layers; nested models count. */
    assert_int_equal(parse("{\"modelTopology\": {\"keras_version\": \"2.1.6\", \"class_name\": \"Sequential\", "
                           "\"config\": [{\"class_name\": \"Dense\", \"config\": {\"kernel_initializer\": "
                           "{\"class_name\": \"GlorotUniform\"}}}, {\"class_name\": \"Model\", \"config\": "
                           "{\"layers\": [{\"class_name\": \"Conv2D\"}]}}]}}",
                           NULL, &m, &err),
                     TFC_OK);
    assert_int_equal(tfc_tfjs_model_format(m), TFC_TFJS_LAYERS_MODEL);
    assert_string_equal(tfc_tfjs_model_keras_version(m), "2.1.6");
    static const char *const layers[] = {"Conv2D", "Dense", "Model", "Sequential"};
    ops_are(m, layers, 4);
    tfc_tfjs_model_free(m);
}

static void arguments_and_files(void **state)
{
    (void)state;
    tfc_tfjs_model *m = (tfc_tfjs_model *)1;
    assert_int_equal(tfc_tfjs_model_parse(NULL, (const uint8_t *)"{}", 2, NULL, NULL), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_tfjs_model_parse(&m, NULL, 2, NULL, NULL), TFC_E_INVALID_ARGUMENT);
    assert_null(m);
    assert_int_equal(tfc_tfjs_model_open(&m, NULL, NULL, NULL), TFC_E_INVALID_ARGUMENT);
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_tfjs_model_open(&m, CORPUS "no_such_model.json", NULL, &err), TFC_E_NOT_FOUND);
    assert_int_equal(tfc_tfjs_model_open(&m, CORPUS, NULL, &err), TFC_E_IO); /* a directory */
    /* a parse error names the file */
    assert_int_equal(tfc_tfjs_model_open(&m, TFC_TEST_DIR "/hostile/inputs/tfjs_duplicate_key.json", NULL, &err),
                     TFC_E_DUPLICATE);
    assert_non_null(strstr(err.message, "tfjs_duplicate_key.json: model.json: duplicate object key"));
    tfc_tfjs_model_free(NULL);
    assert_int_equal(tfc_tfjs_model_format(NULL), 0);
    assert_int_equal(tfc_tfjs_model_op_count(NULL), 0);
    assert_null(tfc_tfjs_model_op(NULL, 0));
    assert_string_equal(tfc_status_name(TFC_E_BAD_UTF8), "TFC_E_BAD_UTF8");
    assert_string_equal(tfc_status_str(TFC_E_NUMBER_RANGE), "number outside the representable range");
}

static size_t release(const char *r, int32_t side)
{
    size_t i = (size_t)-1;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    if (tfc_tfjs_release_find(&i, r, side, &err)) fail_msg("%s: %s", r, err.message);
    return i;
}

/* The runtime of release rel refuses exactly `subjects` with `messages` (its
 * own words), each for `reason`, and nothing else. */
static void runtime_refuses(const tfc_tfjs_model *m, const char *rel, int32_t reason, const char *const *subjects,
                            const char *const *messages, size_t n)
{
    tfc_verdict *v = NULL;
    assert_int_equal(tfc_tfjs_model_check(&v, m, release(rel, TFC_TFJS_RUNTIME), TFC_TFJS_RUNTIME, NULL), TFC_OK);
    assert_int_equal(tfc_verdict_outcome(v), n ? TFC_OUTCOME_REJECTED : TFC_OUTCOME_ACCEPTED);
    assert_int_equal(tfc_verdict_finding_count(v), n);
    for (size_t i = 0; i < n; i++) {
        assert_int_equal(tfc_verdict_finding_reason(v, i), reason);
        assert_string_equal(tfc_verdict_finding_subject(v, i), subjects[i]);
        assert_string_equal(tfc_verdict_finding_message(v, i), messages[i]);
    }
    tfc_verdict_free(v);
}

/* The runtime's verdict names exactly `missing` (byte order), in its words. */
static void runtime_misses(const tfc_tfjs_model *m, const char *rel, const char *const *missing, size_t n)
{
    char want[8][512];
    const char *messages[8] = {0};
    assert_true(n <= 8);
    for (size_t i = 0; i < n; i++) {
        snprintf(want[i], sizeof want[i],
                 "Unknown op '%s'. File an issue at https://github.com/tensorflow/tfjs/issues so we can add it, or "
                 "register a custom execution with tf.registerOp()",
                 missing[i]);
        messages[i] = want[i];
    }
    runtime_refuses(m, rel, TFC_REASON_TFJS_UNKNOWN_OP, missing, messages, n);
}

static void release_op_lists(void **state)
{
    (void)state;
    /* the op lists at each tag (data/tfjs_op_presence.csv) */
    tfc_tfjs_model *m = open_ok(CORPUS "movenet_like_model.json");
    static const char *const before_2_0_1[] = {"StatelessWhile", "TensorListFromTensor", "TensorListGetItem",
                                               "TensorListReserve", "TensorListSetItem", "TensorListStack"};
    runtime_misses(m, "1.7.4", before_2_0_1, 6);
    runtime_misses(m, "2.0.0", before_2_0_1, 6);
    runtime_misses(m, "2.0.1", before_2_0_1 + 1, 5);
    runtime_misses(m, "3.1.0", NULL, 0); /* 2.1.0 .. 3.0.0: runtime_fault_warnings */
    runtime_misses(m, "3.21.0", NULL, 0);
    runtime_misses(m, "4.22.0", NULL, 0);
    static const char *const at_1_3_0[] = {"FusedDepthwiseConv2dNative", "StatelessWhile", "TensorListFromTensor",
                                           "TensorListGetItem", "TensorListReserve", "TensorListSetItem",
                                           "TensorListStack"};
    runtime_misses(m, "1.3.0", at_1_3_0, 7);
    /* the converter: one message naming every op */
    tfc_verdict *v = NULL;
    assert_int_equal(tfc_tfjs_model_check(&v, m, release("2.0.1", TFC_TFJS_CONVERTER), TFC_TFJS_CONVERTER, NULL),
                     TFC_OK);
    assert_int_equal(tfc_verdict_finding_count(v), 5);
    assert_int_equal(tfc_verdict_finding_reason(v, 0), TFC_REASON_TFJS_UNSUPPORTED_OP);
    assert_string_equal(tfc_verdict_finding_message(v, 0),
                        "Unsupported Ops in the model before optimization\nTensorListFromTensor, TensorListGetItem, "
                        "TensorListReserve, TensorListSetItem, TensorListStack");
    tfc_verdict_free(v);
    /* 0.0.x: no converter op list at the tag */
    assert_int_equal(tfc_tfjs_model_check(&v, m, release("0.0.1", TFC_TFJS_CONVERTER), TFC_TFJS_CONVERTER, NULL),
                     TFC_OK);
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_UNDETERMINED);
    assert_int_equal(tfc_verdict_finding_reason(v, 0), TFC_REASON_TFJS_LIST_UNKNOWN);
    tfc_verdict_free(v);
    tfc_tfjs_model_free(m);
    m = open_ok(CORPUS "blazeface_like_model.json");
    static const char *const fused[] = {"_FusedConv2D"};
    runtime_misses(m, "1.2.8", fused, 1);
    runtime_misses(m, "1.2.9", NULL, 0);
    tfc_tfjs_model_free(m);
    /* Sequential, Embedding and GRU: registered by every tfjs-layers read */
    m = open_ok(CORPUS "small_layers_model.json");
    runtime_refuses(m, "4.22.0", TFC_REASON_TFJS_UNKNOWN_LAYER, NULL, NULL, 0);
    runtime_refuses(m, "0.11.5", TFC_REASON_TFJS_UNKNOWN_LAYER, NULL, NULL, 0);
    tfc_tfjs_model_free(m);
}

static void release_table(void **state)
{
    (void)state;
    size_t n = tfc_tfjs_release_count();
    assert_true(n >= 131);
    assert_string_equal(tfc_tfjs_release_name(0), "0.0.1");
    assert_null(tfc_tfjs_release_name(n));
    /* @tensorflow/tfjs before 1.0.0 is answered by the converter it depends on */
    assert_string_equal(tfc_tfjs_release_name(release("0.11.2", TFC_TFJS_RUNTIME)), "0.4.0");
    assert_string_equal(tfc_tfjs_release_name(release("0.15.3", TFC_TFJS_RUNTIME)), "0.8.4");
    assert_string_equal(tfc_tfjs_release_name(release("0.4.0", TFC_TFJS_CONVERTER)), "0.4.0");
    size_t i;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_tfjs_release_find(&i, "0.10.0", TFC_TFJS_RUNTIME, &err), TFC_E_UNKNOWN_RELEASE);
    assert_string_equal(err.message, "tfjs 0.10.0 bundles no tfjs-converter: it cannot load a graph model");
    assert_int_equal(tfc_tfjs_release_find(&i, "1.2.4", TFC_TFJS_RUNTIME, &err), TFC_E_UNKNOWN_RELEASE);
    assert_int_equal(tfc_tfjs_release_find(&i, "0.15.3", TFC_TFJS_CONVERTER, &err), TFC_E_UNKNOWN_RELEASE);
    assert_int_equal(tfc_tfjs_release_find(&i, "4.22.0", 3, &err), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_tfjs_release_find(&i, "v4.22.0", TFC_TFJS_RUNTIME, &err), TFC_E_UNKNOWN_RELEASE);
    i = release("2.1.0", TFC_TFJS_RUNTIME);
    assert_int_equal(tfc_tfjs_release_has_op(i, TFC_TFJS_RUNTIME, "TensorListFromTensor"), 1);
    assert_int_equal(tfc_tfjs_release_has_op(i - 1, TFC_TFJS_RUNTIME, "TensorListFromTensor"), 0);
    assert_int_equal(tfc_tfjs_release_has_op(i, TFC_TFJS_RUNTIME, "NoSuchOp"), 0);
    assert_int_equal(tfc_tfjs_release_known(0, TFC_TFJS_RUNTIME), 1);
    assert_int_equal(tfc_tfjs_release_known(0, TFC_TFJS_CONVERTER), 0);
    assert_int_equal(tfc_tfjs_release_known(n, TFC_TFJS_RUNTIME), 0);
    tfc_verdict *v = (tfc_verdict *)1;
    assert_int_equal(tfc_tfjs_model_check(&v, NULL, 0, TFC_TFJS_RUNTIME, NULL), TFC_E_INVALID_ARGUMENT);
    assert_null(v);
}

static void artifact_kind(void **state)
{
    (void)state;
    /* detected by content: a JSON object with "modelTopology" in its first MiB */
    int32_t kind = -1;
    assert_int_equal(tfc_file_detect_kind(&kind, NULL, CORPUS "movenet_like_model.json", NULL), TFC_OK);
    assert_int_equal(kind, TFC_KIND_TFJS_MODEL);
    assert_string_equal(tfc_container_kind_name(kind), "tfjs_model");
    static const char other[] = "{\"name\": \"a package.json, not a model\"}";
    assert_int_equal(tfc_container_detect_kind(&kind, (const uint8_t *)other, sizeof other - 1, NULL),
                     TFC_E_TEXT_FORMAT);
    static const char later[] = "  {\n \"format\": \"graph-model\", \"modelTopology\": {\"node\": []}}";
    assert_int_equal(tfc_container_detect_kind(&kind, (const uint8_t *)later, sizeof later - 1, NULL), TFC_OK);
    assert_int_equal(kind, TFC_KIND_TFJS_MODEL);
    tfc_artifact *a = NULL;
    assert_int_equal(tfc_artifact_open(&a, CORPUS "blazeface_like_model.json", NULL, NULL), TFC_OK);
    assert_int_equal(tfc_artifact_kind(a), TFC_KIND_TFJS_MODEL);
    assert_int_equal(tfc_artifact_versions_count(a), 0);
    assert_null(tfc_artifact_scheme(a));
    assert_string_equal(tfc_tfjs_model_converted_by(tfc_artifact_tfjs_model(a)), "TensorFlow.js Converter v1.3.2");
    tfc_artifact_free(a);
    assert_int_equal(tfc_artifact_parse(&a, (const uint8_t *)later, sizeof later - 1, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_tfjs_model_node_count(tfc_artifact_tfjs_model(a)), 0);
    tfc_artifact_free(a);
    /* a broken model.json keeps its reader's code */
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_artifact_open(&a, TFC_TEST_DIR "/hostile/inputs/tfjs_duplicate_key.json", NULL, &err),
                     TFC_E_DUPLICATE);
    assert_null(a);
}

/* One verdict of a target string on a file: its outcome, first reason and message. */
static void target_says(const char *spec, const char *path, int32_t outcome, int32_t reason, const char *message)
{
    tfc_target *t = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    if (tfc_target_parse(&t, spec, NULL, &err)) fail_msg("%s: %s", spec, err.message);
    tfc_verdict *v = NULL;
    if (tfc_check_path(&v, t, path, NULL, &err)) fail_msg("%s on %s: %s", spec, path, err.message);
    if (tfc_verdict_outcome(v) != outcome) fail_msg("%s on %s: outcome %d", spec, path, (int)tfc_verdict_outcome(v));
    if (reason) {
        assert_int_equal(tfc_verdict_finding_reason(v, 0), reason);
        assert_string_equal(tfc_verdict_finding_message(v, 0), message);
    } else {
        assert_int_equal(tfc_verdict_finding_count(v), 0);
    }
    tfc_verdict_free(v);
    tfc_target_free(t);
}

static void check_layer_targets(void **state)
{
    (void)state;
    const char *movenet = CORPUS "movenet_like_model.json";
    const char *sm = TFC_TEST_DIR "/corpus/saved_model/saved_model_half_plus_three";
    target_says("tfjs@1.7.4", movenet, TFC_OUTCOME_REJECTED, TFC_REASON_TFJS_UNKNOWN_OP,
                "Unknown op 'StatelessWhile'. File an issue at https://github.com/tensorflow/tfjs/issues so we can add "
                "it, or register a custom execution with tf.registerOp()");
    target_says("tfjs@2.1.0", movenet, TFC_OUTCOME_ACCEPTED, TFC_REASON_TFJS_RUNTIME_FAULT,
                "TensorFlow.js 2.1.0 may fail a run of this model with \"TensorList shape mismatch: Shapes -1 and "
                "{shape} must match\" ({shape}: a list element's shape): a known runtime fault (tensorflow/tfjs#4641) "
                "exposed by TensorListFromTensor, TensorListGetItem, TensorListReserve, TensorListStack, which "
                "triggers or not on values the tool does not read; TensorFlow.js 3.1.0 has it fixed");
    target_says("tfjs@3.1.0", movenet, TFC_OUTCOME_ACCEPTED, 0, NULL);
    /* tfjs-node: TF.js X's op mapping for a model.json, libtensorflow for a SavedModel */
    target_says("tfjs-node@1.7.4", movenet, TFC_OUTCOME_REJECTED, TFC_REASON_TFJS_UNKNOWN_OP,
                "Unknown op 'StatelessWhile'. File an issue at https://github.com/tensorflow/tfjs/issues so we can add "
                "it, or register a custom execution with tf.registerOp()");
    target_says("tfjs-node@4.22.0", movenet, TFC_OUTCOME_ACCEPTED, 0, NULL);
    target_says("tfjs-node@4.22.0", sm, TFC_OUTCOME_ACCEPTED, 0, NULL);
    /* other pairings: one refusal that says what the side takes */
    target_says("2.15.0", movenet, TFC_OUTCOME_REJECTED, TFC_REASON_KIND_NOT_LOADED,
                "TensorFlow 2.15.0 does not load a TensorFlow.js model.json (ask tfjs@RELEASE)");
    target_says("tfjs@4.22.0", sm, TFC_OUTCOME_REJECTED, TFC_REASON_KIND_NOT_LOADED,
                "TensorFlow.js 4.22.0 loads TensorFlow.js model.json files only, not a saved_model");
    target_says("tfjs-converter@4.22.0", movenet, TFC_OUTCOME_REJECTED, TFC_REASON_KIND_NOT_LOADED,
                "tensorflowjs_converter 4.22.0 converts SavedModels, frozen graphs and Keras models, not a model.json "
                "it wrote (ask tfjs@RELEASE)");
    /* the converter on a SavedModel: the serving signature frozen (the saver
     * never reached); before 1.1.0 not cut at the signature's input x, so
     * ParseExample behind it is reached (test_tfjs_convert has the rules) */
    target_says("tfjs-converter@1.7.4", sm, TFC_OUTCOME_ACCEPTED, 0, NULL);
    target_says("tfjs-converter@0.8.4", sm, TFC_OUTCOME_REJECTED, TFC_REASON_TFJS_UNSUPPORTED_OP,
                "Unsupported Ops in the model before optimization\nParseExample");
    tfc_target *t = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_target_parse(&t, "tfjs@4.22.0", NULL, &err), TFC_OK);
    assert_string_equal(tfc_target_name(t), "TensorFlow.js 4.22.0");
    tfc_target_free(t);
    /* the check layer's one spelling rule: "v" dropped, X.Y = X.Y.0 */
    assert_int_equal(tfc_target_parse(&t, "tfjs@v2.1", NULL, &err), TFC_OK);
    assert_string_equal(tfc_target_name(t), "TensorFlow.js 2.1.0");
    tfc_target_free(t);
    assert_int_equal(tfc_target_parse(&t, "tfjs@9.9.9", NULL, &err), TFC_E_UNKNOWN_RELEASE);
    /* the one release grammar refuses a malformed spelling, as for every target */
    assert_int_equal(tfc_target_parse(&t, "tfjs@2.1O.0", NULL, &err), TFC_E_BAD_VALUE);
    assert_int_equal(tfc_target_parse(&t, "tfjs@1.7.4,tfjs-converter@1.7.4", NULL, &err), TFC_E_BAD_VALUE);
    /* every release: the ranges of TF.js releases that run it */
    tfc_artifact *a = NULL;
    assert_int_equal(tfc_artifact_open(&a, movenet, NULL, NULL), TFC_OK);
    tfc_answer *ans = NULL;
    assert_int_equal(tfc_check_releases(&ans, a, NULL, NULL, NULL), TFC_OK);
    assert_string_equal(tfc_answer_scheme(ans), "tfjs");
    assert_int_equal(tfc_answer_count(ans), 118); /* @tensorflow/tfjs releases (tfjs_release_axis) */
    assert_int_equal(tfc_answer_accepting_count(ans), 59);
    assert_string_equal(tfc_answer_release(ans, (size_t)tfc_answer_oldest(ans)), "2.1.0");
    assert_string_equal(tfc_answer_release(ans, (size_t)tfc_answer_newest(ans)), "4.22.0");
    tfc_answer_free(ans);
    tfc_artifact_free(a);
}

/* A graph model of one Const whose manifest has a float16-quantized float32
 * weight, a complex64 weight, a float16-quantized int32 weight, a
 * uint8-quantized bool weight and a string weight. */
#define WEIGHTS_MODEL                                                                                                  \
    GRAPH("{\"node\": [{\"op\": \"Const\"}]}, \"weightsManifest\": [{\"paths\": [\"group1-shard1of1.bin\"], "   \
          "\"weights\": [{\"name\": \"w16\", \"dtype\": \"float32\", \"quantization\": {\"dtype\": \"float16\"}}, "    \
          "{\"name\": \"wc\", \"dtype\": \"complex64\"}, "                                                              \
          "{\"name\": \"wi\", \"dtype\": \"int32\", \"quantization\": {\"dtype\": \"float16\"}}, "                    \
          "{\"name\": \"wb\", \"dtype\": \"bool\", \"quantization\": {\"dtype\": \"uint8\", \"min\": 0, \"scale\": 1}}, " \
          "{\"name\": \"ws\", \"dtype\": \"string\"}]}]")

static void weight_loader_limits(void **state)
{
    (void)state;
    tfc_tfjs_model *m = NULL;
    assert_int_equal(parse(WEIGHTS_MODEL, NULL, &m, NULL), TFC_OK);
    /* 2.0.1 on (data/tfjs_weight_support.csv): complex64 and float16, the
     * latter for float32 weights only; a quantized weight is float32 or int32 */
    static const char *const late[] = {"wi", "wb"};
    static const char *const late_msg[] = {
        "Weight wi is quantized with float16 which only supports weights of type float32 not int32.",
        "Unsupported dtype in weight 'wb': bool"};
    runtime_refuses(m, "2.0.1", TFC_REASON_TFJS_WEIGHT_UNSUPPORTED, late, late_msg, 2);
    runtime_refuses(m, "4.22.0", TFC_REASON_TFJS_WEIGHT_UNSUPPORTED, late, late_msg, 2);
    /* before 2.0.1 neither complex64 nor float16, each weight refused in
     * decodeWeights' words ([0]) or, for tfjs 0.11.2 .. 0.12.4 (converter
     * 0.4.0 .. 0.5.5), in tfjs-core's older loadWeights' ([1]); string weights
     * load from 1.2.2 on. Before 1.2.8 the loader is the tfjs-core each
     * @tensorflow/tfjs release pins. */
    static const char *const early[] = {"w16", "wc", "wi", "wb", "ws"};
    static const char *const words[2][5] = {
        {"Weight w16 has unknown quantization dtype float16. Supported quantization dtypes are: 'uint8' and 'uint16'.",
         "Unsupported dtype in weight 'wc': complex64",
         "Weight wi has unknown quantization dtype float16. Supported quantization dtypes are: 'uint8' and 'uint16'.",
         "Unsupported dtype in weight 'wb': bool", "Unsupported dtype in weight 'ws': string"},
        {"Weight w16 has unknown quantization dtype float16.", "Weight wc has unknown dtype complex64.",
         "Weight wi has unknown quantization dtype float16.", "Weight wb has a dtype not supported by quantization: bool",
         "Weight ws has unknown dtype string."}};
    static const struct {
        const char *release;
        int loader;
        size_t n;
    } refusals[] = {{"2.0.0", 0, 4}, {"1.7.4", 0, 4},  {"1.2.8", 0, 4},  {"1.2.7", 0, 4}, {"1.2.1", 0, 5},
                    {"1.0.0", 0, 5}, {"0.12.6", 0, 5}, {"0.11.5", 1, 5}, {"0.12.4", 1, 5}};
    for (size_t k = 0; k < sizeof refusals / sizeof *refusals; k++)
        runtime_refuses(m, refusals[k].release, TFC_REASON_TFJS_WEIGHT_UNSUPPORTED, early, words[refusals[k].loader],
                        refusals[k].n);
    /* the converter does not load weights */
    tfc_verdict *v = NULL;
    assert_int_equal(tfc_tfjs_model_check(&v, m, release("1.7.4", TFC_TFJS_CONVERTER), TFC_TFJS_CONVERTER, NULL),
                     TFC_OK);
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_ACCEPTED);
    tfc_verdict_free(v);
    /* a converter no @tensorflow/tfjs release bundles: its loader is not known */
    /* (the row is a tfjs-converter release: tfjs@0.5.8 names no TensorFlow.js release) */
    assert_int_equal(tfc_tfjs_model_check(&v, m, release("0.5.8", TFC_TFJS_CONVERTER), TFC_TFJS_RUNTIME, NULL),
                     TFC_OK);
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_UNDETERMINED);
    assert_int_equal(tfc_verdict_finding_count(v), 1);
    assert_int_equal(tfc_verdict_finding_reason(v, 0), TFC_REASON_TFJS_WEIGHTS_UNKNOWN);
    assert_string_equal(tfc_verdict_finding_message(v, 0),
                        "which weights the loader of TensorFlow.js with tfjs-converter 0.5.8 decodes is not known: "
                        "undetermined");
    tfc_verdict_free(v);
    tfc_tfjs_model_free(m);
    /* a uint8-quantized float32 weight: every loader read decodes it */
    assert_int_equal(parse(GRAPH("{\"node\": [{\"op\": \"Const\"}]}, \"weightsManifest\": [{\"paths\": [], "
                                 "\"weights\": [{\"name\": \"w8\", \"dtype\": \"float32\", \"quantization\": "
                                 "{\"dtype\": \"uint8\", \"min\": -1, \"scale\": 0.01}}]}]"),
                           NULL, &m, NULL),
                     TFC_OK);
    static const char *const accepting[] = {"0.11.2", "0.11.5", "0.12.4", "0.12.5", "1.0.0", "1.2.7", "1.2.8"};
    for (size_t k = 0; k < sizeof accepting / sizeof *accepting; k++)
        runtime_refuses(m, accepting[k], TFC_REASON_TFJS_WEIGHT_UNSUPPORTED, NULL, NULL, 0);
    tfc_tfjs_model_free(m);
    /* a float16-quantized float32 weight alone: accepted from 2.0.1 on */
    assert_int_equal(parse(GRAPH("{\"node\": [{\"op\": \"Const\"}]}, \"weightsManifest\": [{\"paths\": [], "
                                 "\"weights\": [{\"name\": \"w16\", \"dtype\": \"float32\", \"quantization\": "
                                 "{\"dtype\": \"float16\"}}]}]"),
                           NULL, &m, NULL),
                     TFC_OK);
    runtime_refuses(m, "2.0.1", TFC_REASON_TFJS_WEIGHT_UNSUPPORTED, NULL, NULL, 0);
    runtime_refuses(m, "2.0.0", TFC_REASON_TFJS_WEIGHT_UNSUPPORTED, early, words[0], 1);
    runtime_refuses(m, "1.0.0", TFC_REASON_TFJS_WEIGHT_UNSUPPORTED, early, words[0], 1);
    runtime_refuses(m, "0.11.2", TFC_REASON_TFJS_WEIGHT_UNSUPPORTED, early, words[1], 1);
    tfc_tfjs_model_free(m);
}

/* A Keras 2.4+ functional model: "Functional" registered from 2.4.0,
 * Rescaling from 3.21.0 (data/tfjs_layer_presence.csv); tfjs-layers 0.8.0
 * added the reasons to "Unknown layer". */
static void layer_classes(void **state)
{
    (void)state;
    tfc_tfjs_model *m = NULL;
    assert_int_equal(parse("{\"format\": \"layers-model\", \"modelTopology\": {\"keras_version\": \"2.13.1\", "
                           "\"model_config\": {\"class_name\": \"Functional\", \"config\": {\"layers\": ["
                           "{\"class_name\": \"InputLayer\", \"config\": {}}, {\"class_name\": \"Rescaling\", "
                           "\"config\": {}}, {\"class_name\": \"Dense\", \"config\": {}}]}}}}",
                           NULL, &m, NULL),
                     TFC_OK);
#define REASONS                                                                                                 \
    ". This may be due to one of the following reasons:\n1. The layer is defined in Python, in which case it " \
    "needs to be ported to TensorFlow.js or your JavaScript code.\n2. The custom layer is defined in "        \
    "JavaScript, but is not registered properly with tf.serialization.registerClass()."
    static const char *const both[] = {"Functional", "Rescaling"};
    static const char *const long_msg[] = {"Unknown layer: Functional" REASONS, "Unknown layer: Rescaling" REASONS};
    static const char *const short_msg[] = {"Unknown layer: Functional", "Unknown layer: Rescaling"};
#undef REASONS
    runtime_refuses(m, "4.22.0", TFC_REASON_TFJS_UNKNOWN_LAYER, NULL, NULL, 0);
    runtime_refuses(m, "3.21.0", TFC_REASON_TFJS_UNKNOWN_LAYER, NULL, NULL, 0);
    runtime_refuses(m, "3.20.0", TFC_REASON_TFJS_UNKNOWN_LAYER, both + 1, long_msg + 1, 1);
    runtime_refuses(m, "2.4.0", TFC_REASON_TFJS_UNKNOWN_LAYER, both + 1, long_msg + 1, 1);
    runtime_refuses(m, "2.3.0", TFC_REASON_TFJS_UNKNOWN_LAYER, both, long_msg, 2);
    runtime_refuses(m, "0.13.0", TFC_REASON_TFJS_UNKNOWN_LAYER, both, long_msg, 2); /* tfjs-layers 0.8.0 */
    runtime_refuses(m, "0.12.7", TFC_REASON_TFJS_UNKNOWN_LAYER, both, long_msg, 2); /* 0.7.5 */
    runtime_refuses(m, "0.12.5", TFC_REASON_TFJS_UNKNOWN_LAYER, both, short_msg, 2); /* 0.7.4 */
    runtime_refuses(m, "0.11.5", TFC_REASON_TFJS_UNKNOWN_LAYER, both, short_msg, 2);
    /* a converter no @tensorflow/tfjs release bundles, and the converter side: not known */
    static const struct {
        const char *release;
        int32_t side;
        const char *message;
    } unknown[] = {
        {"0.5.8", TFC_TFJS_RUNTIME,
         "a layers model (Keras topology): which layers TensorFlow.js with tfjs-converter 0.5.8 registers is not "
         "known: undetermined"},
        {"4.22.0", TFC_TFJS_CONVERTER,
         "a layers model (Keras topology): what tensorflowjs_converter 4.22.0 makes of it is not in the data: "
         "undetermined"}};
    for (size_t k = 0; k < sizeof unknown / sizeof *unknown; k++) {
        tfc_verdict *v = NULL;
        /* rows are tfjs-converter releases: 0.5.8 is found on the converter side */
        assert_int_equal(
            tfc_tfjs_model_check(&v, m, release(unknown[k].release, TFC_TFJS_CONVERTER), unknown[k].side, NULL),
            TFC_OK);
        assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_UNDETERMINED);
        assert_int_equal(tfc_verdict_finding_count(v), 1);
        assert_int_equal(tfc_verdict_finding_reason(v, 0), TFC_REASON_TFJS_LAYERS_MODEL);
        assert_string_equal(tfc_verdict_finding_message(v, 0), unknown[k].message);
        tfc_verdict_free(v);
    }
    tfc_tfjs_model_free(m);
}

/* The target's name, or the code and message of its refusal. */
static void target_named(const char *spec, int32_t rc, const char *text)
{
    tfc_target *t = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_target_parse(&t, spec, NULL, &err), rc);
    assert_string_equal(rc ? err.message : tfc_target_name(t), text);
    tfc_target_free(t);
}

/* Issue 29: tfjs@X names TensorFlow.js X (npm @tensorflow/tfjs), never the
 * tfjs-converter it bundles; releases of a model.json are tfjs releases. */
static void tfjs_release_axis(void **state)
{
    (void)state;
    const char *movenet = CORPUS "movenet_like_model.json";
    target_named("tfjs@0.11.2", TFC_OK, "TensorFlow.js 0.11.2 (tfjs-converter 0.4.0)");
    target_named("tfjs@0.15.3", TFC_OK, "TensorFlow.js 0.15.3 (tfjs-converter 0.8.4)");
    target_named("tfjs@1.0.0", TFC_OK, "TensorFlow.js 1.0.0");
    target_named("tfjs-converter@0.4.0", TFC_OK, "tensorflowjs_converter 0.4.0");
    target_named("tfjs@0.6.1", TFC_E_UNKNOWN_RELEASE,
                 "tfjs 0.6.1 bundles no tfjs-converter: it cannot load a graph model");
    target_named("tfjs@0.4.0", TFC_E_UNKNOWN_RELEASE,
                 "0.4.0 is a tfjs-converter release (tfjs-converter@0.4.0), not a TensorFlow.js release "
                 "(@tensorflow/tfjs 0.6.1 .. 4.22.0)");
    target_named("tfjs@9.9.9", TFC_E_UNKNOWN_RELEASE, "TensorFlow.js release 9.9.9 is not known (0.6.1 .. 4.22.0)");
    target_named("tfjs-converter@0.15.3", TFC_E_UNKNOWN_RELEASE,
                 "tfjs-converter release 0.15.3 is not known (0.0.1 .. 4.22.0)");
    /* tfjs@0.11.2 runs the op mapper and loader of the tfjs-converter it
     * bundles (0.4.0), whose first missing op is AddN: the building block
     * asked by that row gives the same findings */
    target_says("tfjs@0.11.2", movenet, TFC_OUTCOME_REJECTED, TFC_REASON_TFJS_UNKNOWN_OP,
                "Unknown op 'AddN'. File an issue at https://github.com/tensorflow/tfjs/issues so we can add it, or "
                "register a custom execution with tf.registerOp()");
    tfc_artifact *a = NULL;
    assert_int_equal(tfc_artifact_open(&a, movenet, NULL, NULL), TFC_OK);
    tfc_target *t = NULL;
    assert_int_equal(tfc_target_parse(&t, "tfjs@0.11.2", NULL, NULL), TFC_OK);
    tfc_verdict *v = NULL, *w = NULL;
    assert_int_equal(tfc_check(&v, a, t, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_tfjs_model_check(&w, tfc_artifact_tfjs_model(a), release("0.4.0", TFC_TFJS_CONVERTER),
                                          TFC_TFJS_RUNTIME, NULL),
                     TFC_OK);
    size_t n = tfc_verdict_finding_count(w);
    assert_int_equal(tfc_verdict_finding_count(v), n);
    for (size_t k = 0; k < n; k++) {
        assert_string_equal(tfc_verdict_finding_subject(v, k), tfc_verdict_finding_subject(w, k));
        assert_string_equal(tfc_verdict_finding_message(v, k), tfc_verdict_finding_message(w, k));
    }
    tfc_target_free(t);
    tfc_verdict_free(w);
    tfc_verdict_free(v);
    /* a 0.x row no @tensorflow/tfjs release bundles, asked by the building
     * block: its runtime is named by the converter, never "TensorFlow.js 0.4.2" */
    assert_int_equal(tfc_tfjs_model_check(&v, tfc_artifact_tfjs_model(a), release("0.4.2", TFC_TFJS_CONVERTER),
                                          TFC_TFJS_RUNTIME, NULL),
                     TFC_OK);
    size_t last = tfc_verdict_finding_count(v) - 1;
    assert_int_equal(tfc_verdict_finding_reason(v, last), TFC_REASON_TFJS_WEIGHTS_UNKNOWN);
    assert_string_equal(tfc_verdict_finding_message(v, last),
                        "which weights the loader of TensorFlow.js with tfjs-converter 0.4.2 decodes is not known: "
                        "undetermined");
    tfc_verdict_free(v);
    /* every release of the answer: the 27 0.x tfjs releases that bundle a
     * converter (0.6.1 .. 0.11.1 bundle none: left out), then 1.0.0 .. 4.22.0 */
    static const char *const tfjs_0x[] = {"0.11.2", "0.11.4", "0.11.5", "0.11.6", "0.11.7", "0.12.0", "0.12.1",
                                          "0.12.2", "0.12.3", "0.12.4", "0.12.5", "0.12.6", "0.12.7", "0.13.0",
                                          "0.13.1", "0.13.2", "0.13.3", "0.13.4", "0.13.5", "0.14.0", "0.14.1",
                                          "0.14.2", "0.15.0", "0.15.1", "0.15.2", "0.15.3", "1.0.0"};
    tfc_answer *ans = NULL;
    assert_int_equal(tfc_check_releases(&ans, a, NULL, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_answer_count(ans), 118);
    for (size_t i = 0; i < sizeof tfjs_0x / sizeof *tfjs_0x; i++)
        assert_string_equal(tfc_answer_release(ans, i), tfjs_0x[i]);
    assert_string_equal(tfc_answer_release(ans, 117), "4.22.0");
    /* the 0.x runs in tfjs numbers: 0.11.2 .. 0.12.4 (converters 0.4.0 ..
     * 0.5.5) lack AddN, 0.12.5 .. 1.2.2 AddV2 */
    assert_int_equal(tfc_answer_run_first(ans, 0), 0);
    assert_int_equal(tfc_answer_run_last(ans, 0), 9);
    assert_string_equal(tfc_answer_subject(ans, 9), "AddN");
    assert_string_equal(tfc_answer_release(ans, (size_t)tfc_answer_run_first(ans, 1)), "0.12.5");
    assert_string_equal(tfc_answer_subject(ans, 10), "AddV2");
    tfc_answer_free(ans);
    tfc_artifact_free(a);
    /* tfjs-node 0.x numbers are no @tensorflow/tfjs releases: no TF.js side */
    target_says("tfjs-node@0.3.0", movenet, TFC_OUTCOME_REJECTED, TFC_REASON_KIND_NOT_LOADED,
                "tfjs-node 0.3.0 (libtensorflow 1.12.0) does not load a TensorFlow.js model.json (ask tfjs@RELEASE)");
}

/* The warning of a known runtime fault (data/tfjs_runtime_faults.csv) on a
 * model whose TensorListReserve gets an element shape of unknown rank, the
 * oracle's tensor_list_unknown_rank (2.8.6 fails its run with the words
 * quoted): in the releases of the fault that map the op, and nowhere else. */
static void runtime_fault_warnings(void **state)
{
    (void)state;
    tfc_tfjs_model *m = open_ok(TFC_TEST_DIR "/tfjs_runtime/models/tensor_list_unknown_rank.json");
    static const char *const rels[] = {"2.1.0", "2.8.6", "3.0.0"};
    for (size_t r = 0; r < 3; r++) {
        char want[1024];
        snprintf(want, sizeof want,
                 "TensorFlow.js %s may fail a run of this model with \"TensorList shape mismatch: Shapes -1 and "
                 "{shape} must match\" ({shape}: a list element's shape): a known runtime fault "
                 "(tensorflow/tfjs#4641) exposed by TensorListReserve, TensorListStack, which triggers or not on "
                 "values the tool does not read; TensorFlow.js 3.1.0 has it fixed",
                 rels[r]);
        tfc_verdict *v = NULL;
        assert_int_equal(tfc_tfjs_model_check(&v, m, release(rels[r], TFC_TFJS_RUNTIME), TFC_TFJS_RUNTIME, NULL),
                         TFC_OK);
        assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_ACCEPTED);
        assert_int_equal(tfc_verdict_finding_count(v), 1);
        assert_int_equal(tfc_verdict_finding_reason(v, 0), TFC_REASON_TFJS_RUNTIME_FAULT);
        assert_int_equal(tfc_verdict_finding_severity(v, 0), TFC_SEVERITY_WARNING);
        assert_string_equal(tfc_verdict_finding_subject(v, 0), "TensorListReserve");
        assert_string_equal(tfc_verdict_finding_message(v, 0), want);
        tfc_verdict_free(v);
    }
    /* after the fix, and the converter (which does not run the model): nothing */
    runtime_misses(m, "3.1.0", NULL, 0);
    runtime_misses(m, "4.22.0", NULL, 0);
    tfc_verdict *v = NULL;
    assert_int_equal(tfc_tfjs_model_check(&v, m, release("2.8.6", TFC_TFJS_CONVERTER), TFC_TFJS_CONVERTER, NULL),
                     TFC_OK);
    assert_int_equal(tfc_verdict_finding_count(v), 0);
    tfc_verdict_free(v);
    /* before the TensorList ops: the unknown ops, no warning of a fault
     * (2.0.1 is before the range) */
    static const char *const unmapped[] = {"TensorListReserve", "TensorListSetItem", "TensorListStack"};
    runtime_misses(m, "2.0.1", unmapped, 3);
    tfc_tfjs_model_free(m);
    /* a model with no exposing op: nothing in the range either */
    m = open_ok(TFC_TEST_DIR "/tfjs_runtime/models/relu.json");
    runtime_misses(m, "2.8.6", NULL, 0);
    tfc_tfjs_model_free(m);
    /* through a target, as check and the command see it */
    target_says("tfjs@2.8.6", TFC_TEST_DIR "/tfjs_runtime/models/tensor_list_unknown_rank.json",
                TFC_OUTCOME_ACCEPTED, TFC_REASON_TFJS_RUNTIME_FAULT,
                "TensorFlow.js 2.8.6 may fail a run of this model with \"TensorList shape mismatch: Shapes -1 and "
                "{shape} must match\" ({shape}: a list element's shape): a known runtime fault (tensorflow/tfjs#4641) "
                "exposed by TensorListReserve, TensorListStack, which triggers or not on values the tool does not "
                "read; TensorFlow.js 3.1.0 has it fixed");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(movenet_graph_model),
        cmocka_unit_test(small_graph_and_layers_models),
        cmocka_unit_test(each_fault_has_its_code),
        cmocka_unit_test(limits_are_the_callers),
        cmocka_unit_test(manifest_initializer_and_formats),
        cmocka_unit_test(arguments_and_files),
        cmocka_unit_test(release_op_lists),
        cmocka_unit_test(release_table),
        cmocka_unit_test(artifact_kind),
        cmocka_unit_test(check_layer_targets),
        cmocka_unit_test(weight_loader_limits),
        cmocka_unit_test(layer_classes),
        cmocka_unit_test(tfjs_release_axis),
        cmocka_unit_test(runtime_fault_warnings),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
