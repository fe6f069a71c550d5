/*
 * CLI tests for `tfcompat releases` and `tfcompat registry list|validate`:
 * exit codes, the JSON shapes of docs/CLI.md and TensorFlow's messages, on
 * real SavedModels and checkpoint indexes from tests/corpus.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cmocka.h>

#include "tcli.h"
#include "tjson.h"
#include "treg.h"

#define CORPUS TFC_TEST_DIR "/corpus"
#define TF2_MODEL CORPUS "/saved_model/saved_model_half_plus_two_tf2_cpu"

/* Shorthands over tests/support/tcli.h for this binary. */
typedef tcli_run run;
static run sh(const char *args) { return tcli_sh(TFC_CLI_PATH, args); }
static void run_free(run *r) { tcli_run_free(r); }
static tj *sh_json(const char *args, int want_code) { return tcli_json(TFC_CLI_PATH, args, want_code); }

static const char *write_file(const char *name, const char *text)
{
    return tcli_write_file(name, text, strlen(text));
}

static void releases_of_a_tf2_saved_model(void **state)
{
    (void)state;
    /* producer 1569, min_consumer 12: by VersionDef every release from 0.11
     * (15) on, but its saver functions use DisableCopyOnRead, registered
     * from 2.10 only. */
    tj *j = sh_json("releases " TF2_MODEL " --json", 0);
    const tj *acc = tj_get(j, "accepting"), *ranges = tj_get(j, "ranges"), *rej = tj_get(j, "rejecting");
    assert_int_equal(acc->count, treg_release_count_from("graphdef", "2.10.0"));
    assert_string_equal(tj_at(acc, 0)->string, "2.10.0");
    assert_int_equal(ranges->count, 1);
    assert_string_equal(tj_get(tj_at(ranges, 0), "first")->string, "2.10.0");
    assert_string_equal(tj_get(tj_at(ranges, 0), "last")->string, treg_newest("graphdef"));
    assert_int_equal(rej->count, 35);
    /* before 0.12.0 no release reads a SavedModel directory
     * (data/tf_container_first_release.csv): that is their first finding */
    const tj *r0 = tj_at(rej, 5);
    assert_string_equal(tj_get(r0, "release")->string, "0.10.0");
    assert_string_equal(tj_get(r0, "code")->string, "CONTAINER_TOO_NEW");
    assert_string_equal(tj_get(r0, "message")->string,
                        "SavedModel directory with variables/ is a format TensorFlow 0.10.0 cannot read: the first release that "
                        "reads it is 0.12.0");
    assert_string_equal(tj_get(tj_at(rej, 7), "release")->string, "0.12.0");
    assert_string_equal(tj_get(tj_at(rej, 7), "code")->string, "OP_NOT_REGISTERED");
    const tj *r9 = tj_at(rej, 34);
    assert_string_equal(tj_get(r9, "release")->string, "2.9.0");
    assert_string_equal(tj_get(r9, "code")->string, "OP_NOT_REGISTERED");
    assert_non_null(strstr(tj_get(r9, "message")->string, "Op type not registered 'DisableCopyOnRead' in binary running on <host>."));
    assert_int_equal(tj_get(j, "undetermined")->count, 0);
    tj_free(j);

    run r = sh("releases " TF2_MODEL);
    assert_int_equal(r.code, 0);
    char want[128];
    snprintf(want, sizeof want, "%zu of %zu graphdef releases accept it", treg_release_count_from("graphdef", "2.10.0"),
             treg_release_count("graphdef"));
    assert_non_null(strstr(r.out, want));
    snprintf(want, sizeof want, "accepted by: 2.10.0 \xe2\x80\x93 %s", treg_newest("graphdef"));
    assert_non_null(strstr(r.out, want));
    run_free(&r);
}

static void releases_with_an_own_registry_and_undetermined(void **state)
{
    (void)state;
    const char *reg = write_file("own.reg",
                                 "consumer graphdef myserving 7 1500 0 12 2023-05-01\n"
                                 "consumer graphdef myserving 8 1550..1600 0 12 -\n"
                                 "consumer graphdef myserving 9 2100 0 12 -\n");
    char args[1024];
    snprintf(args, sizeof args, "releases " TF2_MODEL " --registry '%s' --json", reg);
    /* TF2 model stamped min_consumer 12 only: everyone accepts. */
    tj *j = sh_json(args, 0);
    assert_int_equal(tj_get(j, "accepting")->count, 3);
    tj_free(j);
    /* A registry with a release too old for min_consumer 12 and one in bounds. */
    reg = write_file("old.reg", "consumer graphdef old 1 11 0 0 -\nconsumer graphdef vague 2 5..20 0 0 -\n");
    snprintf(args, sizeof args, "releases " TF2_MODEL " --registry '%s' --json", reg);
    j = sh_json(args, 1);
    assert_int_equal(tj_get(j, "accepting")->count, 0);
    assert_int_equal(tj_get(j, "rejecting")->count, 1);
    const tj *u = tj_get(j, "undetermined");
    assert_int_equal(u->count, 1);
    assert_string_equal(tj_get(tj_at(u, 0), "release")->string, "2");
    assert_string_equal(tj_get(tj_at(u, 0), "message")->string,
                        "vague 2 accepts this graph only if its GraphDef version, known only to lie in "
                        "5..20, is at least 12 (the graph's min_consumer).");
    tj_free(j);
}

static void releases_of_a_checkpoint_index(void **state)
{
    (void)state;
    /* A V2 checkpoint (tensor bundle): read from 0.12.0 on (SaveV2/RestoreV2,
     * data/tf_container_first_release.csv); every older release refuses it. */
    tj *j = sh_json("releases " CORPUS "/checkpoint_index_synthetic/valid_minimal.index --json", 0);
    size_t readers = treg_release_count_from("checkpoint", "0.12.0"), older = treg_release_count("checkpoint") - readers;
    assert_int_equal(older, 7); /* 0.5.0 .. 0.11.0 */
    assert_int_equal(tj_get(j, "accepting")->count, readers);
    assert_string_equal(tj_at(tj_get(j, "accepting"), 0)->string, "0.12.0");
    const tj *rej = tj_get(j, "rejecting");
    assert_int_equal(rej->count, older);
    assert_string_equal(tj_get(tj_at(rej, 5), "release")->string, "0.10.0");
    assert_string_equal(tj_get(tj_at(rej, 5), "code")->string, "CONTAINER_TOO_NEW");
    assert_string_equal(tj_get(tj_at(rej, 5), "message")->string,
                        "V2 checkpoint (tensor bundle) is a format TensorFlow 0.10.0 cannot read: the first release "
                        "that reads it is 0.12.0");
    tj_free(j);
    j = sh_json("releases " CORPUS "/checkpoint_index_synthetic/consumer_rejected.index --json", 1);
    rej = tj_get(j, "rejecting");
    assert_int_equal(rej->count, treg_release_count("checkpoint"));
    assert_string_equal(tj_get(tj_at(rej, 0), "code")->string, "CONTAINER_TOO_NEW");
    assert_string_equal(tj_get(tj_at(rej, older), "message")->string,
                        "Checkpoint min consumer version 5 above current version 1 for TensorFlow 0.12.0.  "
                        "Please upgrade TensorFlow.");
    tj_free(j);
}

static void registry_validate_and_list(void **state)
{
    (void)state;
    tj *j = sh_json("registry validate --json", 0);
    assert_true(tj_get(j, "valid")->boolean);
    const tj *f = tj_get(j, "findings");
    assert_int_equal(f->count, 1);
    assert_string_equal(tj_get(tj_at(f, 0), "code")->string, "KNOWN_DEVIATION");
    assert_string_equal(tj_get(tj_at(f, 0), "severity")->string, "warning");
    assert_string_equal(tj_get(tj_at(f, 0), "release")->string, "2.0.0");
    tj_free(j);

    const char *bad = write_file("bad.reg", "consumer graphdef tf 1.2.0 7 4 0 -\n"
                                            "consumer graphdef tf 1.2.1 8 4 0 -\n"
                                            "consumer graphdef tf 1.3.0 7 5 0 -\n");
    char args[1024];
    snprintf(args, sizeof args, "registry validate '%s' --json", bad);
    j = sh_json(args, 1);
    assert_false(tj_get(j, "valid")->boolean);
    f = tj_get(j, "findings");
    assert_int_equal(f->count, 3);
    assert_string_equal(tj_get(tj_at(f, 0), "code")->string, "INTERVAL_CHANGED_IN_PATCH");
    assert_string_equal(tj_get(tj_at(f, 1), "code")->string, "LOWER_BOUND_RAISED_IN_MINOR");
    assert_string_equal(tj_get(tj_at(f, 2), "code")->string, "INTERVAL_SHRANK");
    tj_free(j);

    j = sh_json("registry list --json", 0);
    const tj *c = tj_get(j, "consumers");
    assert_int_equal(c->count, 94);
    assert_int_equal(tj_get(j, "schemes")->count, 2);
    int found = 0;
    for (size_t i = 0; i < c->count; i++) {
        const tj *e = tj_at(c, i);
        if (strcmp(tj_get(e, "release")->string, "2.18.0") || strcmp(tj_get(e, "scheme")->string, "graphdef")) continue;
        found = 1;
        assert_int_equal(tj_get(e, "consumer")->type, TJ_NULL);
        assert_int_equal(tj_at(tj_get(e, "consumer_bounds"), 0)->integer, 1990);
        assert_int_equal(tj_at(tj_get(e, "consumer_bounds"), 1)->integer, 1995);
        assert_string_equal(tj_get(e, "mark")->string, "unresolved");
        assert_string_equal(tj_get(e, "date")->string, "2024-10-24");
    }
    assert_true(found);
    tj_free(j);
}

static void registry_file_errors_exit_2_with_the_line(void **state)
{
    (void)state;
    const char *bad = write_file("broken.reg", "consumer graphdef a 1 5 0 0 -\nconsumer graphdef b 1 five 0 0 -\n");
    char args[1024];
    snprintf(args, sizeof args, "registry list '%s' --json", bad);
    tj *j = sh_json(args, 2);
    const tj *e = tj_get(j, "error");
    assert_string_equal(tj_get(e, "code")->string, "TFC_E_PARSE");
    assert_non_null(strstr(tj_get(e, "message")->string, "line 2: VERSION must be"));
    assert_int_equal(tj_get(e, "offset")->integer, 30);
    tj_free(j);
    snprintf(args, sizeof args, "releases " TF2_MODEL " --registry '%s' --json", bad);
    j = sh_json(args, 2);
    tj_free(j);

    run r = sh("registry frob");
    assert_int_equal(r.code, 64);
    run_free(&r);
    r = sh("releases");
    assert_int_equal(r.code, 64);
    run_free(&r);
    r = sh("registry validate --scheme nosuch");
    assert_int_equal(r.code, 64);
    run_free(&r);
    r = sh("releases /nonexistent/model.pb --json");
    assert_int_equal(r.code, 2);
    run_free(&r);
    r = sh("registry --help");
    assert_int_equal(r.code, 0);
    run_free(&r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(releases_of_a_tf2_saved_model),
        cmocka_unit_test(releases_with_an_own_registry_and_undetermined),
        cmocka_unit_test(releases_of_a_checkpoint_index),
        cmocka_unit_test(registry_validate_and_list),
        cmocka_unit_test(registry_file_errors_exit_2_with_the_line),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
