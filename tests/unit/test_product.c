/*
 * Tests for tfcompat/product.h (the catalogue of products) and what the
 * check layer does with it (tfcompat/check.h): PRODUCT@VERSION targets and
 * their names, product lines of an all-release answer (catalogue products
 * and registry products sharing release numbers), and the change between
 * two targets (tfc_check_change, tfc_scan_record_change).
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

#define TF2 TFC_TEST_DIR "/corpus/saved_model/saved_model_half_plus_two_tf2_cpu"

/* Every row cites a source, and a TensorFlow-side row embeds a release of
 * the built-in history (or a patch release of one of its minor releases):
 * the catalogue never maps a product to a release the history lacks. */
static void catalogue_held_to_history(void **state)
{
    (void)state;
    const tfc_registry *reg = tfc_registry_default();
    size_t n = tfc_product_count();
    assert_true(n >= 200);
    int serving = 0, node = 0, gpu = 0, tflite_rows = 0;
    for (size_t i = 0; i < n; i++) {
        assert_non_null(tfc_product_source(i));
        assert_true(strlen(tfc_product_source(i)) > 20);
        const char *p = tfc_product_name(i);
        serving += !strcmp(p, "tf-serving");
        node += !strcmp(p, "tfjs-node");
        gpu += !strcmp(p, "tfjs-node-gpu");
        if (!strcmp(p, "tfjs-node") || !strcmp(p, "tfjs-node-gpu")) {
            char want[128];
            snprintf(want, sizeof want, "npm registry, @tensorflow/%s@%s, scripts/", p, tfc_product_version(i));
            assert_memory_equal(tfc_product_source(i), want, strlen(want));
        }
        if (!strcmp(tfc_product_side(i), "tflite")) {
            /* a TFLite-side row: the standard interpreter of its runtime release */
            char spec[96];
            snprintf(spec, sizeof spec, "%s@%s", p, tfc_product_version(i));
            tfc_target *t = NULL;
            assert_int_equal(tfc_target_parse(&t, spec, NULL, NULL), TFC_OK);
            assert_string_equal(tfc_target_runtime(t), tfc_product_runtime_version(i));
            assert_null(tfc_target_release(t));
            tfc_target_free(t);
            tflite_rows++;
            continue;
        }
        assert_string_equal(tfc_product_side(i), "tf");
        const char *rv = tfc_product_runtime_version(i);
        unsigned x, y, z;
        assert_int_equal(sscanf(rv, "%u.%u.%u", &x, &y, &z), 3);
        char minor[32];
        snprintf(minor, sizeof minor, "%u.%u.0", x, y);
        int64_t c = tfc_registry_find(reg, tfc_registry_scheme_graphdef(), rv);
        if (c < 0) c = tfc_registry_find(reg, tfc_registry_scheme_graphdef(), minor);
        if (c < 0) fail_msg("%s %s embeds %s, not in the release table", p, tfc_product_version(i), rv);
        /* and the target parser answers it by that release */
        char spec[96];
        snprintf(spec, sizeof spec, "%s@%s", p, tfc_product_version(i));
        tfc_target *t = NULL;
        assert_int_equal(tfc_target_parse(&t, spec, NULL, NULL), TFC_OK);
        assert_int_equal(tfc_target_consumer(t), c);
        tfc_target_free(t);
    }
    assert_int_equal(serving, 56);
    assert_int_equal(node, 90);
    assert_int_equal(gpu, 66);
    assert_int_equal(tflite_rows, 11); /* libedgetpu 1, tensorflow-lite 9, tflite-runtime 1 */
    assert_null(tfc_product_name(n));
    assert_int_equal(tfc_product_find("tfjs-node", "v4.22"), tfc_product_find("tfjs-node", "4.22.0"));
}

static void find_and_spellings(void **state)
{
    (void)state;
    int64_t k = tfc_product_find("TFJS-Node", "4.22.0");
    assert_true(k >= 0);
    assert_string_equal(tfc_product_runtime(k), "libtensorflow");
    assert_string_equal(tfc_product_runtime_version(k), "2.9.1");
    assert_string_equal(tfc_product_source(k), "npm registry, @tensorflow/tfjs-node@4.22.0, scripts/deps-constants.js");
    assert_int_equal(tfc_product_find("tf-serving", "v2.11.0"), tfc_product_find("tf-serving", "2.11.0"));
    assert_int_equal(tfc_product_find("tf-serving", "2.11"), tfc_product_find("tf-serving", "2.11.0"));
    assert_int_equal(tfc_product_find("tf-serving", "2.99.0"), -1);
    assert_int_equal(tfc_product_find(NULL, "1"), -1);
}

static void targets_name_the_product(void **state)
{
    (void)state;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_target *t = NULL;
    assert_int_equal(tfc_target_parse(&t, "tfjs-node@4.22.0", NULL, &err), TFC_OK);
    assert_string_equal(tfc_target_name(t), "tfjs-node 4.22.0 (libtensorflow 2.9.1)");
    assert_string_equal(tfc_target_product(t), "tfjs-node");
    assert_string_equal(tfc_target_product_version(t), "4.22.0");
    assert_string_equal(tfc_target_embedded(t), "libtensorflow");
    assert_string_equal(tfc_target_embedded_version(t), "2.9.1");
    assert_string_equal(tfc_target_release(t), "2.9.0");
    assert_string_equal(tfc_target_tf_version(t), "2.9.1");

    /* the done-when: tfjs-node 4.22.0 refuses the TF 2.16-era SavedModel for
     * DisableCopyOnRead, tf-serving 2.11.0 loads it */
    tfc_verdict *v = NULL;
    assert_int_equal(tfc_check_path(&v, t, TF2, NULL, &err), TFC_OK);
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_REJECTED);
    int64_t e = tfc_verdict_first_error(v);
    assert_true(e >= 0);
    assert_int_equal(tfc_verdict_finding_reason(v, (size_t)e), TFC_REASON_OP_NOT_REGISTERED);
    assert_string_equal(tfc_verdict_finding_subject(v, (size_t)e), "DisableCopyOnRead");
    tfc_target *s = NULL;
    assert_int_equal(tfc_target_parse(&s, "tf-serving@2.11.0", NULL, &err), TFC_OK);
    assert_string_equal(tfc_target_name(s), "tf-serving 2.11.0 (TensorFlow 2.11.0)");
    tfc_verdict *w = NULL;
    assert_int_equal(tfc_check_path(&w, s, TF2, NULL, &err), TFC_OK);
    assert_int_equal(tfc_verdict_outcome(w), TFC_OUTCOME_ACCEPTED);
    assert_int_equal(tfc_check_change(w, v), TFC_CHANGE_BREAKS);
    assert_int_equal(tfc_check_change(v, w), TFC_CHANGE_WORKS);
    assert_int_equal(tfc_check_change(v, v), TFC_CHANGE_NONE);
    tfc_verdict_free(v);
    tfc_verdict_free(w);
    tfc_target_free(s);
    tfc_target_free(t);
    /* the gate takes product targets too */
    assert_int_equal(tfc_gate_check(&v, tfc_registry_default(), "tfjs-node@4.22.0", TF2, NULL, NULL, &err), TFC_OK);
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_REJECTED);
    tfc_verdict_free(v);

    /* plain releases stay TensorFlow; a product with a TFLite side */
    assert_int_equal(tfc_target_parse(&t, "2.11.1", NULL, &err), TFC_OK);
    assert_null(tfc_target_product(t));
    tfc_target_free(t);
    assert_int_equal(tfc_target_parse(&t, "tf-serving@2.16.1,litert@2.16.1", NULL, &err), TFC_OK);
    assert_string_equal(tfc_target_name(t), "tf-serving 2.16.1 (TensorFlow 2.16.1), TFLite runtime 2.16.1");
    tfc_target_free(t);
    /* unknown versions name what the catalogue has; two TF sides are refused */
    assert_int_equal(tfc_target_parse(&t, "tfjs-node@9.9.9", NULL, &err), TFC_E_UNKNOWN_RELEASE);
    assert_non_null(strstr(err.message, "0.2.3 to 4.22.0"));
    assert_int_equal(tfc_target_parse(&t, "tfjs-node@4.22.0,tf-serving@2.11.0", NULL, &err), TFC_E_BAD_VALUE);
    assert_int_equal(tfc_target_parse(&t, "2.11.0,tf-serving@2.11.0", NULL, &err), TFC_E_BAD_VALUE);
}

static void changes(void **state)
{
    (void)state;
    assert_int_equal(tfc_check_change_outcomes(TFC_OUTCOME_ACCEPTED, TFC_OUTCOME_REJECTED), TFC_CHANGE_BREAKS);
    assert_int_equal(tfc_check_change_outcomes(TFC_OUTCOME_UNDETERMINED, TFC_OUTCOME_ACCEPTED), TFC_CHANGE_WORKS);
    assert_int_equal(tfc_check_change_outcomes(TFC_OUTCOME_ACCEPTED, TFC_OUTCOME_UNDETERMINED),
                     TFC_CHANGE_UNDETERMINED);
    assert_int_equal(tfc_check_change_outcomes(TFC_OUTCOME_UNDETERMINED, TFC_OUTCOME_REJECTED), TFC_CHANGE_REJECTED);
    assert_int_equal(tfc_check_change_outcomes(TFC_OUTCOME_REJECTED, TFC_OUTCOME_REJECTED), TFC_CHANGE_NONE);
    assert_string_equal(tfc_check_change_name(TFC_CHANGE_BREAKS), "breaks");
    assert_string_equal(tfc_check_change_name(99), "");
    assert_int_equal(tfc_check_change(NULL, NULL), TFC_CHANGE_NONE);

    /* a scan target's release may be a product (one target-string item) */
    {
        tfc_scan_target *st = NULL;
        assert_int_equal(tfc_scan_target_new(&st, NULL, "tfjs-node@4.22.0", NULL, NULL), TFC_OK);
        assert_string_equal(tfc_scan_target_release(st), "2.9.0");
        assert_string_equal(tfc_target_name(tfc_scan_target_target(st)), "tfjs-node 4.22.0 (libtensorflow 2.9.1)");
        tfc_scan_target_free(st);
    }
    /* scan records of the same path against two targets */
    tfc_target *a = NULL, *b = NULL;
    tfc_scan_target *sa = NULL, *sb = NULL;
    assert_int_equal(tfc_target_parse(&a, "tf-serving@2.11.0", NULL, NULL), TFC_OK);
    assert_int_equal(tfc_target_parse(&b, "tfjs-node@4.22.0", NULL, NULL), TFC_OK);
    assert_int_equal(tfc_scan_target_for(&sa, a, NULL), TFC_OK);
    assert_int_equal(tfc_scan_target_for(&sb, b, NULL), TFC_OK);
    tfc_scan_record *ra = NULL, *rb = NULL, *bad = NULL;
    assert_int_equal(tfc_scan_record_new(&ra, sa, TF2, NULL), TFC_OK);
    assert_int_equal(tfc_scan_record_new(&rb, sb, TF2, NULL), TFC_OK);
    assert_int_equal(tfc_scan_record_change(ra, rb), TFC_CHANGE_BREAKS);
    assert_int_equal(tfc_scan_record_change(rb, ra), TFC_CHANGE_WORKS);
    assert_int_equal(tfc_scan_record_new(&bad, sb, TFC_TEST_DIR "/no/such/model.pb", NULL), TFC_OK);
    assert_int_equal(tfc_scan_record_change(ra, bad), TFC_CHANGE_NONE);
    tfc_scan_record_free(ra);
    tfc_scan_record_free(rb);
    tfc_scan_record_free(bad);
    tfc_scan_target_free(sa);
    tfc_scan_target_free(sb);
    tfc_target_free(a);
    tfc_target_free(b);
}

static void product_lines(void **state)
{
    (void)state;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_artifact *art = NULL;
    assert_int_equal(tfc_check_open(&art, TF2, NULL, &err), TFC_OK);
    tfc_answer *all = NULL, *line = NULL;
    assert_int_equal(tfc_check_releases(&all, art, NULL, NULL, &err), TFC_OK);

    assert_int_equal(tfc_answer_product(&line, all, "tfjs-node", &err), TFC_OK);
    assert_int_equal(tfc_answer_count(line), 90);
    assert_int_equal(tfc_answer_accepting_count(line), 0);
    assert_string_equal(tfc_answer_release(line, 89), "4.22.0");
    assert_string_equal(tfc_answer_embedded(line, 89), "libtensorflow 2.9.1");
    assert_int_equal(tfc_answer_reason(line, 89), TFC_REASON_OP_NOT_REGISTERED);
    assert_string_equal(tfc_answer_subject(line, 89), "DisableCopyOnRead");
    tfc_answer_free(line);

    assert_int_equal(tfc_answer_product(&line, all, "tf-serving", &err), TFC_OK);
    int64_t o = tfc_answer_oldest(line), nw = tfc_answer_newest(line);
    assert_string_equal(tfc_answer_release(line, (size_t)o), "2.10.0");
    assert_string_equal(tfc_answer_embedded(line, (size_t)o), "TensorFlow 2.10.0");
    assert_string_equal(tfc_answer_release(line, (size_t)nw), "2.20.0");
    tfc_answer_free(line);

    /* the registry's own line */
    assert_int_equal(tfc_answer_product(&line, all, "TensorFlow", &err), TFC_OK);
    assert_int_equal(tfc_answer_count(line), tfc_answer_count(all));
    assert_string_equal(tfc_answer_embedded(line, 0), "");
    tfc_answer_free(line);

    assert_int_equal(tfc_answer_product(&line, all, "no-such-thing", &err), TFC_E_UNKNOWN_RELEASE);
    assert_null(line);
    assert_int_equal(tfc_answer_product(&line, NULL, "tf-serving", &err), TFC_E_INVALID_ARGUMENT);
    tfc_answer_free(all);
    tfc_artifact_free(art);
}

/* The line of `path` for `product`, or NULL when the product does not read its kind. */
static tfc_answer *line_of(const char *path, const char *product)
{
    tfc_artifact *art = NULL;
    tfc_answer *all = NULL, *line = NULL;
    assert_int_equal(tfc_check_open(&art, path, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_check_releases(&all, art, NULL, NULL, NULL), TFC_OK);
    int32_t rc = tfc_answer_product(&line, all, product, NULL);
    assert_true(rc == TFC_OK || rc == TFC_E_UNKNOWN_RELEASE);
    tfc_answer_free(all);
    tfc_artifact_free(art);
    return line;
}

/* Adds the line of `path` for `product` to t. */
static void add(tfc_product_tally *t, const char *path, const char *product)
{
    tfc_answer *l = line_of(path, product);
    assert_int_equal(tfc_product_tally_add(t, l), TFC_OK);
    tfc_answer_free(l);
}

/* One product over a store (tfc_product_tally): the newest version that
 * loads every model added, by label, whatever versions a line holds. */
static void tally(void **state)
{
    (void)state;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_product_tally *t = NULL;
    assert_int_equal(tfc_product_tally_new(&t, "no-such-product", &err), TFC_E_UNKNOWN_RELEASE);
    assert_null(t);
    assert_int_equal(tfc_product_tally_new(&t, NULL, &err), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_product_tally_add(NULL, NULL), TFC_E_INVALID_ARGUMENT);
    assert_null(tfc_product_tally_newest(NULL));
    assert_int_equal(tfc_product_tally_models(NULL), 0);

    assert_int_equal(tfc_product_tally_new(&t, "TF-Serving", &err), TFC_OK);
    assert_null(tfc_product_tally_newest(t)); /* no model yet */
    add(t, TFC_TEST_DIR "/corpus/saved_model/saved_model_half_plus_three", "tf-serving");
    assert_string_equal(tfc_product_tally_newest(t), "2.20.0");
    /* TF2 loads from 2.10.0: still 2.20.0; a checkpoint's line holds every version too */
    add(t, TF2, "tf-serving");
    tfc_answer *l = line_of(TF2 "/variables/variables.index", "tf-serving");
    assert_int_equal(tfc_answer_count(l), 56);
    assert_int_equal(tfc_product_tally_add(t, l), TFC_OK);
    tfc_answer_free(l);
    assert_string_equal(tfc_product_tally_newest(t), "2.20.0");
    assert_int_equal(tfc_product_tally_models(t), 3);
    assert_int_equal(tfc_product_tally_unloaded(t), 0);
    /* a TFLite model: tf-serving reads none (each version refuses it,
     * KIND_NOT_LOADED), so no version loads every model */
    l = line_of(TFC_TEST_DIR "/corpus/tflite/hello_world_float.tflite", "tf-serving");
    assert_non_null(l);
    assert_int_equal(tfc_answer_accepting_count(l), 0);
    assert_int_equal(tfc_answer_reason(l, 0), TFC_REASON_KIND_NOT_LOADED);
    assert_int_equal(tfc_product_tally_add(t, l), TFC_OK);
    assert_null(tfc_product_tally_newest(t));
    assert_int_equal(tfc_product_tally_unloaded(t), 1);
    tfc_answer_free(l);
    /* a model no version can read (NULL) counts as unloaded too */
    assert_int_equal(tfc_product_tally_add(t, NULL), TFC_OK);
    assert_int_equal(tfc_product_tally_unloaded(t), 2);
    tfc_product_tally_free(t);

    /* tfjs-node: TF2 is loaded by no version */
    assert_int_equal(tfc_product_tally_new(&t, "tfjs-node", &err), TFC_OK);
    add(t, TFC_TEST_DIR "/corpus/saved_model/saved_model_half_plus_two_cpu_with_saved_model_config", "tfjs-node");
    assert_string_equal(tfc_product_tally_newest(t), "4.22.0");
    add(t, TF2, "tfjs-node");
    assert_null(tfc_product_tally_newest(t));
    assert_int_equal(tfc_product_tally_unloaded(t), 1);
    tfc_product_tally_free(t);
    tfc_product_tally_free(NULL);
}

/* Adds the line of `path` for `product` to `by_line`, and its loading
 * ranges (what a scan --product record carries) to `by_ranges`. */
static void add_both(tfc_product_tally *by_line, tfc_product_tally *by_ranges, const char *path, const char *product)
{
    tfc_answer *l = line_of(path, product);
    const char *first[64], *last[64];
    size_t n = 0;
    for (size_t k = 0; k < tfc_answer_run_count(l); k++) {
        if (tfc_answer_run_outcome(l, k) != TFC_OUTCOME_ACCEPTED) continue;
        assert_true(n < 64);
        first[n] = tfc_answer_release(l, (size_t)tfc_answer_run_first(l, k));
        last[n++] = tfc_answer_release(l, (size_t)tfc_answer_run_last(l, k));
    }
    assert_int_equal(tfc_product_tally_add(by_line, l), TFC_OK);
    assert_int_equal(tfc_product_tally_add_ranges(by_ranges, first, last, n, tfc_answer_accepting_count(l), NULL),
                     TFC_OK);
    tfc_answer_free(l);
}

/* A model added from its record's ranges (tfc_product_tally_add_ranges,
 * the Dask entry's way) counts as its line does; hostile ranges are
 * refused with the tally unchanged. */
static void tally_ranges(void **state)
{
    (void)state;
    static const char *const models[] = {
        TFC_TEST_DIR "/corpus/saved_model/saved_model_half_plus_two_cpu_with_saved_model_config",
        TFC_TEST_DIR "/corpus/saved_model/saved_model_half_plus_three", TF2,
        TFC_TEST_DIR "/corpus/tflite/hello_world_float.tflite"};
    static const char *const products[] = {"tfjs-node", "tf-serving", "tflite-runtime"};
    for (size_t p = 0; p < sizeof products / sizeof *products; p++) {
        tfc_product_tally *a = NULL, *b = NULL;
        assert_int_equal(tfc_product_tally_new(&a, products[p], NULL), TFC_OK);
        assert_int_equal(tfc_product_tally_new(&b, products[p], NULL), TFC_OK);
        for (size_t m = 0; m < sizeof models / sizeof *models; m++) {
            add_both(a, b, models[m], products[p]);
            const char *na = tfc_product_tally_newest(a), *nb = tfc_product_tally_newest(b);
            assert_true(na == nb); /* both the catalogue's string, or both NULL */
            assert_int_equal(tfc_product_tally_models(a), tfc_product_tally_models(b));
            assert_int_equal(tfc_product_tally_unloaded(a), tfc_product_tally_unloaded(b));
            if (m == 0 && p == 0) assert_string_equal(nb, "4.22.0");
        }
        tfc_product_tally_free(a);
        tfc_product_tally_free(b);
    }

    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_product_tally *t = NULL;
    assert_int_equal(tfc_product_tally_new(&t, "tfjs-node", &err), TFC_OK);
    const char *f[] = {"3.0.0", "4.0.0"}, *l[] = {"3.21.1", "4.20.0"};
    assert_int_equal(tfc_product_tally_add_ranges(NULL, f, l, 1, 23, &err), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_product_tally_add_ranges(t, NULL, l, 1, 23, &err), TFC_E_INVALID_ARGUMENT);
    const char *fnull[] = {NULL};
    assert_int_equal(tfc_product_tally_add_ranges(t, fnull, l, 1, 23, &err), TFC_E_INVALID_ARGUMENT);
    const char *fbad[] = {"3.0"}, *lbad[] = {"3.21.1", "tfjs-node-gpu"};
    assert_int_equal(tfc_product_tally_add_ranges(t, fbad, l, 1, 23, &err), TFC_E_UNKNOWN_RELEASE);
    assert_string_equal(err.message, "range 0: '3.0' is not a version of tfjs-node");
    assert_int_equal(tfc_product_tally_add_ranges(t, f, lbad, 2, 22, &err), TFC_E_UNKNOWN_RELEASE);
    /* first after last, overlapping, out of order */
    assert_int_equal(tfc_product_tally_add_ranges(t, l, f, 1, 23, &err), TFC_E_BAD_VALUE);
    const char *fo[] = {"3.0.0", "3.21.0"}, *lo[] = {"3.21.0", "4.0.0"};
    assert_int_equal(tfc_product_tally_add_ranges(t, fo, lo, 2, 23, &err), TFC_E_BAD_VALUE);
    const char *fr[] = {"4.0.0", "3.0.0"}, *lr[] = {"4.20.0", "3.21.1"};
    assert_int_equal(tfc_product_tally_add_ranges(t, fr, lr, 2, 44, &err), TFC_E_BAD_VALUE);
    /* 3.0.0-3.21.1 is 23 versions, 4.0.0-4.20.0 21: a count that differs
     * means a version inside was not asked */
    assert_int_equal(tfc_product_tally_add_ranges(t, f, l, 2, 43, &err), TFC_E_BAD_VALUE);
    const char *many[200];
    for (size_t i = 0; i < 200; i++) many[i] = "4.0.0";
    assert_int_equal(tfc_product_tally_add_ranges(t, many, many, 200, 200, &err), TFC_E_TOO_MANY);
    assert_int_equal(tfc_product_tally_models(t), 0); /* nothing refused was added */
    assert_null(tfc_product_tally_newest(t));

    assert_int_equal(tfc_product_tally_add_ranges(t, f, l, 2, 44, &err), TFC_OK);
    assert_string_equal(tfc_product_tally_newest(t), "4.20.0");
    assert_int_equal(tfc_product_tally_add_ranges(t, f, l, 1, 23, &err), TFC_OK);
    assert_string_equal(tfc_product_tally_newest(t), "3.21.1");
    assert_int_equal(tfc_product_tally_unloaded(t), 0);
    assert_int_equal(tfc_product_tally_add_ranges(t, NULL, NULL, 0, 0, &err), TFC_OK);
    assert_null(tfc_product_tally_newest(t));
    assert_int_equal(tfc_product_tally_models(t), 3);
    assert_int_equal(tfc_product_tally_unloaded(t), 1);
    tfc_product_tally_free(t);
}

/* Two products in one registry file, sharing release numbers: each is its
 * own line for targets, answers and the policy. */
static void registry_products(void **state)
{
    (void)state;
    static const char text[] = "consumer graphdef alpha 1.0 10 0 0 2024-01-01\n"
                               "consumer graphdef alpha 1.1 20 0 0 2024-03-01\n"
                               "consumer graphdef beta 1.0 30 0 0 2024-01-01\n"
                               "consumer graphdef beta 1.1 25 0 0 2024-03-01\n";
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_registry *reg = NULL;
    assert_int_equal(tfc_registry_load(&reg, text, sizeof text - 1, NULL, &err), TFC_OK);
    tfc_target *a = NULL, *b = NULL;
    assert_int_equal(tfc_target_parse(&a, "alpha@1.1", reg, &err), TFC_OK);
    assert_int_equal(tfc_target_parse(&b, "beta@1.1", reg, &err), TFC_OK);
    assert_int_not_equal(tfc_target_consumer(a), tfc_target_consumer(b));
    assert_string_equal(tfc_registry_consumer_name(reg, (size_t)tfc_target_consumer(b)), "beta");
    assert_int_equal(tfc_registry_consumer_version(reg, (size_t)tfc_target_consumer(b)), 25);
    tfc_target_free(a);
    tfc_target_free(b);

    /* policy: beta's interval shrinks at 1.1 (30 -> 25); alpha's grows */
    tfc_verdict *v = NULL;
    assert_int_equal(tfc_policy_validate(&v, reg, NULL, &err), TFC_OK);
    assert_int_equal(tfc_verdict_finding_count(v), 1);
    assert_int_equal(tfc_verdict_finding_reason(v, 0), TFC_REASON_POLICY_INTERVAL_SHRANK);
    assert_memory_equal(tfc_verdict_finding_message(v, 0), "graphdef beta: 1.1", 18);
    tfc_verdict_free(v);
    tfc_registry_free(reg);
}

/* Build differences: a consumer built without XLA/TPU ops refuses an op
 * only such builds register, with the message its binary gives. */
static void core_ops_only(void **state)
{
    (void)state;
    /* GraphDef { node { name: "x" op: "XlaCallModule" } versions { producer: 1205 } } */
    static const uint8_t graph[] = {0x0a, 0x12, 0x0a, 0x01, 'x', 0x12, 0x0d, 'X', 'l', 'a', 'C', 'a', 'l', 'l',
                                    'M', 'o', 'd', 'u', 'l', 'e', 0x22, 0x03, 0x08, 0xb5, 0x09};
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_artifact *a = NULL;
    assert_int_equal(tfc_artifact_parse(&a, graph, sizeof graph, NULL, &err), TFC_OK);
    tfc_target *t = NULL;
    assert_int_equal(tfc_target_parse(&t, "tf-serving@2.12.0", NULL, &err), TFC_OK);
    assert_int_equal(tfc_target_core_ops_only(t), 0);
    tfc_verdict *v = NULL;
    assert_int_equal(tfc_check(&v, a, t, NULL, &err), TFC_OK);
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_ACCEPTED);
    assert_int_equal(tfc_verdict_finding_reason(v, 0), TFC_REASON_OP_NOT_IN_CORE);
    assert_int_equal(tfc_verdict_finding_severity(v, 0), TFC_SEVERITY_WARNING);
    tfc_verdict_free(v);
    assert_int_equal(tfc_target_set_core_ops_only(t, 1, &err), TFC_OK);
    assert_int_equal(tfc_target_core_ops_only(t), 1);
    assert_string_equal(tfc_target_name(t), "tf-serving 2.12.0 (TensorFlow 2.12.0), core ops only (no XLA/TPU ops)");
    assert_int_equal(tfc_check(&v, a, t, NULL, &err), TFC_OK);
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_REJECTED);
    int64_t e = tfc_verdict_first_error(v);
    assert_true(e >= 0);
    assert_int_equal(tfc_verdict_finding_reason(v, (size_t)e), TFC_REASON_OP_NOT_IN_CORE);
    assert_string_equal(tfc_verdict_finding_subject(v, (size_t)e), "XlaCallModule");
    assert_memory_equal(tfc_verdict_finding_message(v, (size_t)e),
                        "Op type not registered 'XlaCallModule' in binary running on <host>.", 66);
    tfc_verdict_free(v);
    tfc_target_free(t);
    /* only a TensorFlow release side has a build */
    assert_int_equal(tfc_target_parse(&t, "litert@2.14.0", NULL, &err), TFC_OK);
    assert_int_equal(tfc_target_set_core_ops_only(t, 1, &err), TFC_E_INVALID_ARGUMENT);
    tfc_target_free(t);
    tfc_artifact_free(a);
}

static size_t count_reason(const tfc_verdict *v, int32_t reason, int32_t severity)
{
    size_t n = 0;
    for (size_t i = 0; i < tfc_verdict_finding_count(v); i++)
        n += tfc_verdict_finding_reason(v, i) == reason && tfc_verdict_finding_severity(v, i) == severity;
    return n;
}

/* Build differences: the consumer's loader. A TF1 SavedModel whose
 * stripped op list has a default-valued attr 1.13 lacks: the session
 * loader refuses the attr, the Python TF1 loader strips it first. */
static void loader(void **state)
{
    (void)state;
    const char *path = TFC_TEST_DIR "/corpus/saved_model/saved_model_half_plus_two_cpu_with_saved_model_config/"
                       "saved_model.pb";
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_target *t = NULL;
    assert_int_equal(tfc_target_parse(&t, "1.13", NULL, &err), TFC_OK);
    assert_int_equal(tfc_target_loader(t), TFC_LOADER_SESSION);
    tfc_verdict *v = NULL;
    assert_int_equal(tfc_check_path(&v, t, path, NULL, &err), TFC_OK);
    size_t refused = count_reason(v, TFC_REASON_ATTR_NOT_IN_OP, TFC_SEVERITY_ERROR);
    assert_true(refused >= 1);
    size_t not_registered = count_reason(v, TFC_REASON_OP_NOT_REGISTERED, TFC_SEVERITY_ERROR);
    tfc_verdict_free(v);
    assert_int_equal(tfc_target_set_loader(t, TFC_LOADER_PYTHON_V1, &err), TFC_OK);
    assert_int_equal(tfc_target_loader(t), TFC_LOADER_PYTHON_V1);
    assert_string_equal(tfc_target_release(t), "1.13.0");
    assert_int_equal(tfc_check_path(&v, t, path, NULL, &err), TFC_OK);
    assert_int_equal(count_reason(v, TFC_REASON_ATTR_NOT_IN_OP, TFC_SEVERITY_ERROR), refused - 1);
    assert_true(count_reason(v, TFC_REASON_ATTR_STRIPPED_BY_LOADER, TFC_SEVERITY_WARNING) >= 1);
    assert_int_equal(count_reason(v, TFC_REASON_OP_NOT_REGISTERED, TFC_SEVERITY_ERROR), not_registered);
    tfc_verdict_free(v);
    /* back to the session loader: the first answer again */
    assert_int_equal(tfc_target_set_loader(t, TFC_LOADER_SESSION, &err), TFC_OK);
    assert_int_equal(tfc_check_path(&v, t, path, NULL, &err), TFC_OK);
    assert_int_equal(count_reason(v, TFC_REASON_ATTR_NOT_IN_OP, TFC_SEVERITY_ERROR), refused);
    tfc_verdict_free(v);
    assert_int_equal(tfc_target_set_loader(t, 7, &err), TFC_E_BAD_VALUE);
    tfc_target_free(t);
    assert_int_equal(tfc_target_parse(&t, "litert@2.14.0", NULL, &err), TFC_OK);
    assert_int_equal(tfc_target_set_loader(t, TFC_LOADER_PYTHON_V1, &err), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_target_loader(t), -1);
    tfc_target_free(t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(catalogue_held_to_history), cmocka_unit_test(find_and_spellings),
        cmocka_unit_test(targets_name_the_product),  cmocka_unit_test(changes),
        cmocka_unit_test(product_lines),             cmocka_unit_test(registry_products),
        cmocka_unit_test(core_ops_only),             cmocka_unit_test(loader),
        cmocka_unit_test(tally),
        cmocka_unit_test(tally_ranges),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
