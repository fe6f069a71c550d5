/*
 * Tests for tfcompat/scan.h: targets, the record of one path (real corpus
 * models, a SavedModel assembled with a refused checkpoint, hostile and
 * missing files) and the walk (order, what it skips, stopping, errors).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cmocka.h>

#include <tfcompat.h>

#include "treg.h"

#define CORPUS TFC_TEST_DIR "/corpus"
#define TF2 CORPUS "/saved_model/saved_model_half_plus_two_tf2_cpu"
#define THREE CORPUS "/saved_model/saved_model_half_plus_three"
#define KWS CORPUS "/tflite/keyword_scrambled.tflite"

static tfc_scan_record *record(const tfc_scan_target *t, const char *path)
{
    tfc_scan_record *r = NULL;
    assert_int_equal(tfc_scan_record_new(&r, t, path, NULL), TFC_OK);
    assert_non_null(r);
    assert_string_equal(tfc_scan_record_path(r), path);
    return r;
}

static void targets(void **state)
{
    (void)state;
    tfc_scan_target *t = (tfc_scan_target *)1;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_scan_target_new(&t, NULL, "9.9", NULL, &err), TFC_E_UNKNOWN_RELEASE);
    assert_null(t);
    assert_non_null(strstr(err.message, "9.9"));
    assert_int_equal(tfc_scan_target_new(&t, NULL, NULL, "two", &err), TFC_E_BAD_VALUE);
    assert_null(t);
    assert_int_equal(tfc_scan_target_new(NULL, NULL, NULL, NULL, NULL), TFC_E_INVALID_ARGUMENT);
    /* a patch release missing from the table answers as its minor release */
    assert_int_equal(tfc_scan_target_new(&t, NULL, "2.16.2", "2.8.0", NULL), TFC_OK);
    assert_string_equal(tfc_scan_target_release(t), "2.16.0");
    assert_string_equal(tfc_scan_target_runtime(t), "2.8.0");
    tfc_scan_target_free(t);
    assert_int_equal(tfc_scan_target_new(&t, NULL, NULL, NULL, NULL), TFC_OK);
    assert_null(tfc_scan_target_release(t));
    assert_null(tfc_scan_target_runtime(t));
    tfc_scan_record *r = NULL;
    assert_int_equal(tfc_scan_record_new(&r, t, NULL, NULL), TFC_E_INVALID_ARGUMENT);
    assert_null(r);
    tfc_scan_target_free(t);
    tfc_scan_target_free(NULL);
    tfc_scan_record_free(NULL);
    assert_int_equal(tfc_scan_record_outcome(NULL), TFC_SCAN_UNREADABLE);
    assert_null(tfc_scan_record_oldest(NULL));
}

/* A record keeps its release names past the registry and target that
 * named them: a short one in the record, a longer one (here 29 bytes) in
 * its own copy. */
static void release_names_outlive_the_registry(void **state)
{
    (void)state;
    static const char text[] = "include tensorflow\n"
                               "consumer graphdef own v99999.99999.99999-alpha99999 2000 0 0 -\n";
    tfc_registry *reg = NULL;
    assert_int_equal(tfc_registry_load(&reg, text, sizeof text - 1, NULL, NULL), TFC_OK);
    tfc_scan_target *t = NULL;
    assert_int_equal(tfc_scan_target_new(&t, reg, NULL, NULL, NULL), TFC_OK);
    tfc_scan_record *r = record(t, TF2);
    tfc_scan_target_free(t);
    tfc_registry_free(reg);
    assert_string_equal(tfc_scan_record_oldest(r), "2.10.0");
    assert_string_equal(tfc_scan_record_newest(r), "v99999.99999.99999-alpha99999");
    assert_int_equal(tfc_scan_record_outcome(r), TFC_OUTCOME_ACCEPTED);
    assert_string_equal(tfc_scan_record_message(r), "");
    tfc_scan_record_free(r);
}

static void saved_model_against_a_release(void **state)
{
    (void)state;
    tfc_scan_target *t = NULL;
    assert_int_equal(tfc_scan_target_new(&t, NULL, "0.10.0", NULL, NULL), TFC_OK);
    tfc_scan_record *r = record(t, TF2);
    assert_int_equal(tfc_scan_record_kind(r), TFC_KIND_SAVED_MODEL);
    assert_int_equal(tfc_scan_record_producer(r), 1569);
    assert_int_equal(tfc_scan_record_min_consumer(r), 12);
    /* the oldest release that registers every op of the TF2 saver (DisableCopyOnRead) */
    assert_string_equal(tfc_scan_record_oldest(r), "2.10.0");
    assert_string_equal(tfc_scan_record_newest(r), treg_newest("graphdef"));
    assert_int_equal(tfc_scan_record_outcome(r), TFC_OUTCOME_REJECTED);
    /* 0.10.0 has no SavedModel loader (data/tf_container_first_release.csv):
     * the directory is refused before its versions are asked */
    assert_int_equal(tfc_scan_record_reason(r), TFC_REASON_CONTAINER_TOO_NEW);
    assert_string_equal(tfc_scan_record_message(r), "SavedModel directory with variables/ is a format TensorFlow 0.10.0 cannot read: "
                                                    "the first release that reads it is 0.12.0");
    assert_int_equal(tfc_scan_record_status(r), TFC_OK);
    assert_int_equal(tfc_scan_record_offset(r), -1);
    /* the verdict is tfc_gate_check's */
    tfc_verdict *v = NULL;
    assert_int_equal(tfc_gate_check(&v, tfc_registry_default(), "0.10.0", TF2, NULL, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_verdict_outcome(v), tfc_scan_record_outcome(r));
    assert_string_equal(tfc_verdict_finding_message(v, (size_t)tfc_verdict_first_error(v)),
                        tfc_scan_record_message(r));
    tfc_verdict_free(v);
    size_t accepting = tfc_scan_record_accepting_count(r);
    tfc_scan_record_free(r);
    tfc_scan_target_free(t);
    assert_int_equal(tfc_scan_target_new(&t, NULL, "0.12.0", NULL, NULL), TFC_OK);
    r = record(t, THREE);
    /* A TF1 model at 0.12.0, the first release that reads the directory:
     * its VersionDef is accepted, but 0.12's ops.pbtxt lacks VariableV2 (a
     * 1.0 op): an exact refusal. */
    assert_int_equal(tfc_scan_record_outcome(r), TFC_OUTCOME_REJECTED);
    assert_int_equal(tfc_scan_record_reason(r), TFC_REASON_OP_NOT_REGISTERED);
    assert_string_equal(tfc_scan_record_message(r), "Op type not registered 'VariableV2'");
    assert_true(tfc_scan_record_accepting_count(r) > accepting);
    tfc_scan_record_free(r);
    tfc_scan_target_free(t);
}

static void tflite_against_a_runtime_and_without(void **state)
{
    (void)state;
    tfc_scan_target *t = NULL;
    assert_int_equal(tfc_scan_target_new(&t, NULL, NULL, "2.1.0", NULL), TFC_OK);
    tfc_scan_record *r = record(t, KWS);
    assert_int_equal(tfc_scan_record_kind(r), TFC_KIND_TFLITE);
    assert_int_equal(tfc_scan_record_producer(r), -1);
    /* the runtime releases that accept it, as `tfcompat releases` lists them */
    assert_string_equal(tfc_scan_record_oldest(r), "2.2.0");
    assert_string_equal(tfc_scan_record_newest(r), "2.23.0");
    assert_int_equal(tfc_scan_record_accepting_count(r), 23);
    assert_int_equal(tfc_scan_record_outcome(r), TFC_OUTCOME_REJECTED);
    assert_int_equal(tfc_scan_record_reason(r), TFC_REASON_UNSUPPORTED_OP_VERSION);
    assert_non_null(strstr(tfc_scan_record_message(r), "'SVDF' version '3'"));
    tfc_scan_record_free(r);
    tfc_scan_target_free(t);
    assert_int_equal(tfc_scan_target_new(&t, NULL, NULL, "2.2.0", NULL), TFC_OK);
    r = record(t, KWS);
    assert_int_equal(tfc_scan_record_outcome(r), TFC_OUTCOME_ACCEPTED);
    tfc_scan_record_free(r);
    tfc_scan_target_free(t);
}

static void unreadable_files_are_records(void **state)
{
    (void)state;
    tfc_scan_target *t = NULL;
    assert_int_equal(tfc_scan_target_new(&t, NULL, "2.14.0", NULL, NULL), TFC_OK);
    tfc_scan_record *r = record(t, CORPUS "/checkpoint_index_synthetic/bad_block_crc.index");
    assert_int_equal(tfc_scan_record_outcome(r), TFC_SCAN_UNREADABLE);
    assert_int_equal(tfc_scan_record_status(r), TFC_E_BAD_BLOCK_CRC);
    assert_int_equal(tfc_scan_record_kind(r), TFC_KIND_CHECKPOINT_INDEX);
    assert_string_equal(tfc_scan_record_message(r), "data block #0 at 0: crc32c 0x8fbe7a7e, trailer says 0xae5e4275");
    assert_int_equal(tfc_scan_record_producer(r), -1);
    assert_null(tfc_scan_record_oldest(r));
    tfc_scan_record_free(r);
    r = record(t, CORPUS "/no-such-model.pb");
    assert_int_equal(tfc_scan_record_outcome(r), TFC_SCAN_UNREADABLE);
    assert_int_equal(tfc_scan_record_status(r), TFC_E_NOT_FOUND);
    assert_int_equal(tfc_scan_record_kind(r), TFC_KIND_UNKNOWN);
    tfc_scan_record_free(r);
    r = record(t, CORPUS "/PROVENANCE.md");
    assert_int_equal(tfc_scan_record_status(r), TFC_E_TEXT_FORMAT);
    tfc_scan_record_free(r);
    tfc_scan_target_free(t);
}

/* A SavedModel whose checkpoint the release refuses; one whose checkpoint
 * cannot be read. */
static void saved_model_checkpoint(void **state)
{
    (void)state;
    char dir[] = "/tmp/tfc_scan_XXXXXX";
    assert_non_null(mkdtemp(dir));
    char cmd[1024];
    snprintf(cmd, sizeof cmd,
             "mkdir -p %s/m/variables && cp %s/saved_model.pb %s/m/ && "
             "cp %s/checkpoint_index_synthetic/consumer_rejected.index %s/m/variables/variables.index",
             dir, THREE, dir, CORPUS, dir);
    assert_int_equal(system(cmd), 0);
    char m[512];
    snprintf(m, sizeof m, "%s/m", dir);
    tfc_scan_target *t = NULL;
    assert_int_equal(tfc_scan_target_new(&t, NULL, "2.14.0", NULL, NULL), TFC_OK);
    tfc_scan_record *r = record(t, m);
    assert_int_equal(tfc_scan_record_outcome(r), TFC_OUTCOME_REJECTED);
    assert_string_equal(tfc_scan_record_message(r), "Checkpoint min consumer version 5 above current version 1 for "
                                                    "TensorFlow 2.14.0.  Please upgrade TensorFlow.");
    tfc_verdict *v = NULL;
    assert_int_equal(tfc_gate_check(&v, tfc_registry_default(), "2.14.0", m, NULL, NULL, NULL), TFC_OK);
    assert_string_equal(tfc_verdict_finding_message(v, (size_t)tfc_verdict_first_error(v)),
                        tfc_scan_record_message(r));
    tfc_verdict_free(v);
    tfc_scan_record_free(r);
    snprintf(cmd, sizeof cmd, "cp %s/checkpoint_index_synthetic/bad_magic.index %s/m/variables/variables.index", CORPUS,
             dir);
    assert_int_equal(system(cmd), 0);
    r = record(t, m);
    assert_int_equal(tfc_scan_record_outcome(r), TFC_SCAN_UNREADABLE);
    assert_int_equal(tfc_scan_record_kind(r), TFC_KIND_SAVED_MODEL);
    tfc_scan_record_free(r);
    tfc_scan_target_free(t);
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    assert_int_equal(system(cmd), 0);
}

/* Four records the summary tests count: TF2 rejected by 0.10.0 (it cannot
 * read the directory) and accepted by 2.14.0, and two unreadable files. */
typedef struct four {
    tfc_scan_target *old, *now;
    tfc_scan_record *rej, *acc, *crc, *gone;
} four;

static void four_make(four *f)
{
    assert_int_equal(tfc_scan_target_new(&f->old, NULL, "0.10.0", NULL, NULL), TFC_OK);
    assert_int_equal(tfc_scan_target_new(&f->now, NULL, "2.14.0", NULL, NULL), TFC_OK);
    f->rej = record(f->old, TF2);
    f->acc = record(f->now, TF2);
    f->crc = record(f->now, CORPUS "/checkpoint_index_synthetic/bad_block_crc.index");
    f->gone = record(f->now, CORPUS "/no-such-model.pb");
}

static void four_free(four *f)
{
    tfc_scan_record_free(f->rej);
    tfc_scan_record_free(f->acc);
    tfc_scan_record_free(f->crc);
    tfc_scan_record_free(f->gone);
    tfc_scan_target_free(f->old);
    tfc_scan_target_free(f->now);
}

/* The names every output prints, the record's code, and the summary of a
 * scan and of a migration (counts and the reasons ranked: count, largest
 * first, then code byte-wise), from real records. */
static void names_codes_and_summary(void **state)
{
    (void)state;
    assert_string_equal(tfc_outcome_name(TFC_OUTCOME_ACCEPTED), "accepted");
    assert_string_equal(tfc_outcome_name(TFC_OUTCOME_REJECTED), "rejected");
    assert_string_equal(tfc_outcome_name(TFC_OUTCOME_UNDETERMINED), "undetermined");
    assert_string_equal(tfc_outcome_name(TFC_SCAN_UNREADABLE), "unreadable");
    assert_string_equal(tfc_outcome_name(4), "unknown");
    assert_string_equal(tfc_outcome_name(-1), "unknown");
    assert_string_equal(tfc_severity_name(TFC_SEVERITY_ERROR), "error");
    assert_string_equal(tfc_severity_name(TFC_SEVERITY_WARNING), "warning");
    assert_string_equal(tfc_severity_name(TFC_SEVERITY_UNDETERMINED), "undetermined");
    assert_string_equal(tfc_severity_name(-1), "unknown");
    assert_string_equal(tfc_severity_name(3), "unknown");

    four f;
    four_make(&f);
    const tfc_scan_record *rej = f.rej, *acc = f.acc, *crc = f.crc, *gone = f.gone;
    assert_string_equal(tfc_scan_record_code(rej), "CONTAINER_TOO_NEW");
    assert_string_equal(tfc_scan_record_code(acc), "");
    assert_string_equal(tfc_scan_record_code(crc), "TFC_E_BAD_BLOCK_CRC");
    assert_string_equal(tfc_scan_record_code(gone), "TFC_E_NOT_FOUND");
    assert_string_equal(tfc_scan_record_code(NULL), "");

    tfc_scan_summary *s = (tfc_scan_summary *)1;
    assert_int_equal(tfc_scan_summary_new(NULL, NULL), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_scan_summary_new(&s, NULL), TFC_OK);
    assert_int_equal(tfc_scan_summary_add(s, NULL), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_scan_summary_add(NULL, acc), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_scan_summary_reason_count(s), 0);
    assert_string_equal(tfc_scan_summary_reason_code(s, 0), "");
    /* a tie is broken by the code, not by which came first */
    const tfc_scan_record *seq[] = {crc, crc, gone, acc, rej, rej};
    for (size_t i = 0; i < sizeof seq / sizeof *seq; i++) assert_int_equal(tfc_scan_summary_add(s, seq[i]), TFC_OK);
    assert_int_equal(tfc_scan_summary_models(s), 6);
    assert_int_equal(tfc_scan_summary_outcome_count(s, TFC_OUTCOME_ACCEPTED), 1);
    assert_int_equal(tfc_scan_summary_outcome_count(s, TFC_OUTCOME_REJECTED), 2);
    assert_int_equal(tfc_scan_summary_outcome_count(s, TFC_OUTCOME_UNDETERMINED), 0);
    assert_int_equal(tfc_scan_summary_outcome_count(s, TFC_SCAN_UNREADABLE), 3);
    assert_int_equal(tfc_scan_summary_outcome_count(s, 4), 0);
    assert_int_equal(tfc_scan_summary_outcome_count(s, -1), 0);
    assert_int_equal(tfc_scan_summary_change_count(s, TFC_CHANGE_NONE), 0);
    assert_int_equal(tfc_scan_summary_reason_count(s), 3);
    assert_string_equal(tfc_scan_summary_reason_code(s, 0), "CONTAINER_TOO_NEW");
    assert_int_equal(tfc_scan_summary_reason_n(s, 0), 2);
    assert_string_equal(tfc_scan_summary_reason_code(s, 1), "TFC_E_BAD_BLOCK_CRC");
    assert_int_equal(tfc_scan_summary_reason_n(s, 1), 2);
    assert_string_equal(tfc_scan_summary_reason_code(s, 2), "TFC_E_NOT_FOUND");
    assert_int_equal(tfc_scan_summary_reason_n(s, 2), 1);
    assert_string_equal(tfc_scan_summary_reason_code(s, 3), "");
    assert_int_equal(tfc_scan_summary_reason_n(s, 3), 0);
    /* the count ranks first */
    assert_int_equal(tfc_scan_summary_add(s, gone), TFC_OK);
    assert_int_equal(tfc_scan_summary_add(s, gone), TFC_OK);
    assert_string_equal(tfc_scan_summary_reason_code(s, 0), "TFC_E_NOT_FOUND");
    assert_int_equal(tfc_scan_summary_reason_n(s, 0), 3);
    assert_string_equal(tfc_scan_summary_reason_code(s, 1), "CONTAINER_TOO_NEW");
    assert_string_equal(tfc_scan_summary_reason_code(s, 2), "TFC_E_BAD_BLOCK_CRC");
    tfc_scan_summary_free(s);

    /* a migration: the change, to's outcome, the explaining side's code */
    assert_int_equal(tfc_scan_summary_new(&s, NULL), TFC_OK);
    assert_int_equal(tfc_scan_summary_add_change(s, acc, NULL), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_scan_summary_add_change(s, acc, rej), TFC_OK);  /* breaks: to's code */
    assert_int_equal(tfc_scan_summary_add_change(s, rej, acc), TFC_OK);  /* works: from's code */
    assert_int_equal(tfc_scan_summary_add_change(s, acc, acc), TFC_OK);  /* unchanged: no reason */
    assert_int_equal(tfc_scan_summary_add_change(s, rej, rej), TFC_OK);  /* unchanged, rejected: no reason */
    assert_int_equal(tfc_scan_summary_add_change(s, crc, crc), TFC_OK);  /* unreadable: not a change */
    assert_int_equal(tfc_scan_summary_add_change(s, acc, gone), TFC_OK); /* unreadable on one side */
    assert_int_equal(tfc_scan_summary_models(s), 6);
    assert_int_equal(tfc_scan_summary_change_count(s, TFC_CHANGE_BREAKS), 1);
    assert_int_equal(tfc_scan_summary_change_count(s, TFC_CHANGE_WORKS), 1);
    assert_int_equal(tfc_scan_summary_change_count(s, TFC_CHANGE_NONE), 2);
    assert_int_equal(tfc_scan_summary_change_count(s, TFC_CHANGE_UNDETERMINED), 0);
    assert_int_equal(tfc_scan_summary_change_count(s, TFC_CHANGE_REJECTED), 0);
    assert_int_equal(tfc_scan_summary_change_count(s, 5), 0);
    assert_int_equal(tfc_scan_summary_outcome_count(s, TFC_SCAN_UNREADABLE), 2);
    assert_int_equal(tfc_scan_summary_outcome_count(s, TFC_OUTCOME_ACCEPTED), 2);
    assert_int_equal(tfc_scan_summary_outcome_count(s, TFC_OUTCOME_REJECTED), 2);
    assert_int_equal(tfc_scan_summary_reason_count(s), 3);
    assert_string_equal(tfc_scan_summary_reason_code(s, 0), "CONTAINER_TOO_NEW");
    assert_int_equal(tfc_scan_summary_reason_n(s, 0), 2);
    assert_string_equal(tfc_scan_summary_reason_code(s, 1), "TFC_E_BAD_BLOCK_CRC");
    assert_string_equal(tfc_scan_summary_reason_code(s, 2), "TFC_E_NOT_FOUND");
    tfc_scan_summary_free(s);
    tfc_scan_summary_free(NULL);
    assert_int_equal(tfc_scan_summary_models(NULL), 0);
    assert_int_equal(tfc_scan_summary_reason_count(NULL), 0);
    assert_string_equal(tfc_scan_summary_reason_code(NULL, 0), "");

    four_free(&f);
}

/* Two summaries count the same: every count, the ranking, the links. */
static void assert_same_summary(const tfc_scan_summary *a, const tfc_scan_summary *b)
{
    assert_int_equal(tfc_scan_summary_models(a), tfc_scan_summary_models(b));
    for (int32_t o = -1; o <= 4; o++)
        assert_int_equal(tfc_scan_summary_outcome_count(a, o), tfc_scan_summary_outcome_count(b, o));
    for (int32_t c = -1; c <= 5; c++)
        assert_int_equal(tfc_scan_summary_change_count(a, c), tfc_scan_summary_change_count(b, c));
    assert_int_equal(tfc_scan_summary_reason_count(a), tfc_scan_summary_reason_count(b));
    for (size_t i = 0; i <= tfc_scan_summary_reason_count(a); i++) {
        assert_string_equal(tfc_scan_summary_reason_code(a, i), tfc_scan_summary_reason_code(b, i));
        assert_int_equal(tfc_scan_summary_reason_n(a, i), tfc_scan_summary_reason_n(b, i));
    }
    assert_int_equal(tfc_scan_summary_links(a), tfc_scan_summary_links(b));
}

/* A record counted from its printed fields (read back from NDJSON, or from
 * another process) counts as the live record does; fields no record prints
 * are refused and change nothing; links are counted in the summary. */
static void summary_from_printed_fields(void **state)
{
    (void)state;
    four f;
    four_make(&f);
    const tfc_scan_record *rej = f.rej, *acc = f.acc, *crc = f.crc, *gone = f.gone;
    const tfc_scan_record *seq[] = {crc, rej, acc, gone, crc, rej, gone};
    const size_t n = sizeof seq / sizeof *seq;

    /* a plain scan */
    tfc_scan_summary *live = NULL, *printed = NULL;
    assert_int_equal(tfc_scan_summary_new(&live, NULL), TFC_OK);
    assert_int_equal(tfc_scan_summary_new(&printed, NULL), TFC_OK);
    for (size_t i = 0; i < n; i++) {
        assert_int_equal(tfc_scan_summary_add(live, seq[i]), TFC_OK);
        char code[64]; /* a copy: the printed text, not the library's pointer */
        snprintf(code, sizeof code, "%s", tfc_scan_record_code(seq[i]));
        assert_int_equal(tfc_scan_summary_add_fields(printed, -1, tfc_scan_record_outcome(seq[i]),
                                                     code[0] ? code : NULL, NULL, NULL), TFC_OK);
    }
    assert_int_equal(tfc_scan_summary_add_links(live, 2), TFC_OK);
    assert_int_equal(tfc_scan_summary_add_links(printed, 1), TFC_OK);
    assert_int_equal(tfc_scan_summary_add_links(printed, 1), TFC_OK);
    assert_int_equal(tfc_scan_summary_links(printed), 2);
    assert_same_summary(live, printed);

    /* refused: the summary is unchanged */
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    const struct {
        int32_t change, outcome;
        const char *code, *to_code;
    } bad[] = {
        {-1, TFC_OUTCOME_REJECTED, "NOT_A_REASON", NULL},
        {-1, TFC_OUTCOME_REJECTED, "container_too_new", NULL},  /* names are exact */
        {-1, TFC_OUTCOME_REJECTED, "TFC_E_NOT_FOUND", NULL},    /* a status is no reason */
        {-1, TFC_SCAN_UNREADABLE, "CONTAINER_TOO_NEW", NULL},   /* a reason is no status */
        {-1, TFC_SCAN_UNREADABLE, "TFC_OK", NULL},
        {-1, TFC_SCAN_UNREADABLE, NULL, NULL},                  /* unreadable says why */
        {-1, TFC_OUTCOME_REJECTED, "", NULL},                   /* rejected says why */
        {-1, TFC_OUTCOME_ACCEPTED, "CONTAINER_TOO_NEW", NULL},  /* accepted has no code */
        {-1, TFC_OUTCOME_REJECTED, "CONTAINER_TOO_NEW", "OP_REMOVED"}, /* to_code only with a change */
        {-1, 4, NULL, NULL},
        {-1, -1, NULL, NULL},                                   /* outcome -1 only with a change */
        {-2, TFC_OUTCOME_ACCEPTED, NULL, NULL},
        {5, TFC_OUTCOME_ACCEPTED, NULL, NULL},
        {TFC_CHANGE_BREAKS, TFC_SCAN_UNREADABLE, "TFC_E_IO", NULL}, /* unreadable is no change */
        {TFC_CHANGE_BREAKS, TFC_OUTCOME_REJECTED, NULL, "NOPE"},
        {TFC_CHANGE_WORKS, TFC_OUTCOME_ACCEPTED, "TFC_E_IO", NULL},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        assert_int_equal(tfc_scan_summary_add_fields(printed, bad[i].change, bad[i].outcome, bad[i].code,
                                                     bad[i].to_code, &err),
                         TFC_E_INVALID_ARGUMENT);
        assert_true(err.message[0] != '\0');
    }
    assert_int_equal(tfc_scan_summary_add_fields(NULL, -1, TFC_OUTCOME_ACCEPTED, NULL, NULL, NULL),
                     TFC_E_INVALID_ARGUMENT);
    assert_same_summary(live, printed);
    assert_int_equal(tfc_scan_summary_add_links(NULL, 1), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_scan_summary_add_links(printed, UINT64_MAX - 1), TFC_E_TOO_LARGE);
    assert_int_equal(tfc_scan_summary_links(printed), 2);
    assert_int_equal(tfc_scan_summary_links(NULL), 0);
    tfc_scan_summary_free(live);
    tfc_scan_summary_free(printed);

    /* a migration: each pair, printed as the record of --from/--to prints it */
    assert_int_equal(tfc_scan_summary_new(&live, NULL), TFC_OK);
    assert_int_equal(tfc_scan_summary_new(&printed, NULL), TFC_OK);
    const tfc_scan_record *pairs[][2] = {{acc, rej}, {rej, acc}, {acc, acc}, {rej, rej},
                                         {crc, crc}, {acc, gone}, {rej, acc}, {gone, rej}};
    for (size_t i = 0; i < sizeof pairs / sizeof *pairs; i++) {
        const tfc_scan_record *a = pairs[i][0], *b = pairs[i][1];
        assert_int_equal(tfc_scan_summary_add_change(live, a, b), TFC_OK);
        const tfc_scan_record *bad_side = tfc_scan_record_outcome(a) == TFC_SCAN_UNREADABLE   ? a
                                          : tfc_scan_record_outcome(b) == TFC_SCAN_UNREADABLE ? b
                                                                                              : NULL;
        int32_t rc = bad_side ? tfc_scan_summary_add_fields(printed, -1, TFC_SCAN_UNREADABLE,
                                                            tfc_scan_record_code(bad_side), NULL, NULL)
                              : tfc_scan_summary_add_fields(printed, tfc_scan_record_change(a, b),
                                                            tfc_scan_record_outcome(b), tfc_scan_record_code(a),
                                                            tfc_scan_record_code(b), NULL);
        assert_int_equal(rc, TFC_OK);
    }
    assert_same_summary(live, printed);
    assert_int_equal(tfc_scan_summary_change_count(printed, TFC_CHANGE_WORKS), 2);
    assert_string_equal(tfc_scan_summary_reason_code(printed, 0), "CONTAINER_TOO_NEW");
    assert_int_equal(tfc_scan_summary_reason_n(printed, 0), 3); /* breaks: to's; works: from's (twice) */
    /* an unchanged model the output left out: counted, by change only */
    assert_int_equal(tfc_scan_summary_add_fields(printed, TFC_CHANGE_NONE, -1, NULL, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_scan_summary_models(printed), 9);
    assert_int_equal(tfc_scan_summary_change_count(printed, TFC_CHANGE_NONE), 3);
    assert_int_equal(tfc_scan_summary_outcome_count(printed, TFC_OUTCOME_ACCEPTED), 3); /* not by outcome */
    assert_int_equal(tfc_scan_summary_outcome_count(printed, TFC_OUTCOME_REJECTED), 2);
    tfc_scan_summary_free(live);
    tfc_scan_summary_free(printed);

    four_free(&f);
}

typedef struct seen {
    char paths[64][512];
    int32_t kinds[64];
    size_t n, n_unknown;
    size_t stop_after;
} seen;

static int32_t collect(const char *path, int32_t kind, void *user)
{
    seen *s = user;
    if (s->n < 64) {
        snprintf(s->paths[s->n], sizeof s->paths[0], "%s", path);
        s->kinds[s->n] = kind;
    }
    if (kind == TFC_KIND_UNKNOWN) s->n_unknown++;
    s->n++;
    return s->stop_after && s->n >= s->stop_after ? 7 : 0;
}

static void walk(void **state)
{
    (void)state;
    char dir[] = "/tmp/tfc_walk_XXXXXX";
    assert_non_null(mkdtemp(dir));
    char cmd[2048];
    snprintf(cmd, sizeof cmd,
             "cd %s && mkdir -p base/tmp-export base/.hidden ckpt && ln -s %s base/2 && ln -s %s base/10 && "
             "cp %s/checkpoint_index_synthetic/valid_minimal.index ckpt/model.ckpt.index && "
             "printf 'tensor bytes' > ckpt/model.ckpt.data-00000-of-00001 && printf 'notes' > README && "
             "printf 'x' > bad.tflite && cp %s z.lite && cp %s base/.hidden/x.tflite",
             dir, TF2, THREE, CORPUS, KWS, KWS);
    assert_int_equal(system(cmd), 0);
    seen s;
    memset(&s, 0, sizeof s);
    assert_int_equal(tfc_scan_walk(dir, collect, &s, NULL), TFC_OK);
    assert_int_equal(s.n, 5);
    const char *want[] = {"bad.tflite", "base/10", "base/2", "ckpt/model.ckpt.index", "z.lite"};
    const int32_t kinds[] = {TFC_KIND_UNKNOWN, TFC_KIND_SAVED_MODEL, TFC_KIND_SAVED_MODEL, TFC_KIND_CHECKPOINT_INDEX,
                             TFC_KIND_TFLITE};
    size_t dl = strlen(dir);
    for (size_t i = 0; i < 5; i++) {
        assert_int_equal(strncmp(s.paths[i], dir, dl), 0);
        assert_string_equal(s.paths[i] + dl + 1, want[i]);
        assert_int_equal(s.kinds[i], kinds[i]);
    }
    /* base/up and base/up2 link back to the root, an ancestor: not
     * entered again (before, the walk met the tree again every other level
     * down to the depth limit, and two such links took 2^32 walks). fan/a
     * and fan/b both link to ckpt: listed under each path. base/latest
     * links to a SavedModel directory: a model of its own. */
    snprintf(cmd, sizeof cmd,
             "cd %s && ln -s .. base/up && ln -s .. base/up2 && mkdir fan && ln -s ../ckpt fan/a && "
             "ln -s ../ckpt fan/b && ln -s 2 base/latest",
             dir);
    assert_int_equal(system(cmd), 0);
    memset(&s, 0, sizeof s);
    assert_int_equal(tfc_scan_walk(dir, collect, &s, NULL), TFC_OK);
    const char *want2[] = {"bad.tflite",           "base/10",   "base/2",
                           "base/latest",          "ckpt/model.ckpt.index", "fan/a/model.ckpt.index",
                           "fan/b/model.ckpt.index", "z.lite"};
    assert_int_equal(s.n, 8);
    for (size_t i = 0; i < 8; i++) assert_string_equal(s.paths[i] + dl + 1, want2[i]);
    /* Links that fan out level after level: d0..d12 outside the root, each
     * with two links to the next, the root one link to d0, a model in d12:
     * 4096 paths lead to it; a directory is listed through links 1024
     * times at most, so d11 and d12 are listed 1024 times, not 2048 and
     * 4096, and the paths not listed reach the visitor as UNKNOWN (1024
     * of d11, 1024 of d12: nothing left out in silence). */
    char chain[] = "/tmp/tfc_chain_XXXXXX", root[] = "/tmp/tfc_chainroot_XXXXXX";
    assert_non_null(mkdtemp(chain));
    assert_non_null(mkdtemp(root));
    for (int k = 0; k <= 12; k++) {
        if (k < 12)
            snprintf(cmd, sizeof cmd, "mkdir -p %s/d%d %s/d%d && ln -s %s/d%d %s/d%d/a && ln -s %s/d%d %s/d%d/b", chain,
                     k, chain, k + 1, chain, k + 1, chain, k, chain, k + 1, chain, k);
        else
            snprintf(cmd, sizeof cmd, "cp %s %s/d12/m.tflite && ln -s %s/d0 %s/d0", KWS, chain, chain, root);
        assert_int_equal(system(cmd), 0);
    }
    memset(&s, 0, sizeof s);
    assert_int_equal(tfc_scan_walk(root, collect, &s, NULL), TFC_OK);
    assert_int_equal(s.n, 3072);
    assert_int_equal(s.n_unknown, 2048);
    size_t rl = strlen(root);
    assert_string_equal(s.paths[0] + rl, "/d0/a/a/a/a/a/a/a/a/a/a/a/a/m.tflite");
    snprintf(cmd, sizeof cmd, "rm -rf %s %s", chain, root);
    assert_int_equal(system(cmd), 0);
    /* the visitor stops the walk with its own value */
    memset(&s, 0, sizeof s);
    s.stop_after = 2;
    assert_int_equal(tfc_scan_walk(dir, collect, &s, NULL), 7);
    assert_int_equal(s.n, 2);
    /* a file root is visited whatever it is; a missing root is an error */
    char path[512];
    snprintf(path, sizeof path, "%s/README", dir);
    memset(&s, 0, sizeof s);
    assert_int_equal(tfc_scan_walk(path, collect, &s, NULL), TFC_OK);
    assert_int_equal(s.n, 1);
    assert_int_equal(s.kinds[0], TFC_KIND_UNKNOWN);
    snprintf(path, sizeof path, "%s/none", dir);
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_scan_walk(path, collect, &s, &err), TFC_E_NOT_FOUND);
    assert_int_equal(tfc_scan_walk(NULL, collect, &s, NULL), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_scan_walk(dir, NULL, &s, NULL), TFC_E_INVALID_ARGUMENT);
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    assert_int_equal(system(cmd), 0);
}

/* Nothing under a root is left out in silence, and nothing hangs the walk:
 * a FIFO named like a model, one replacing saved_model.pb, an unreadable
 * regular file of any name (a FIFO left as is: not named like a model),
 * a directory 64 levels down; a FIFO as root and through a link. */
static void walk_names_what_it_cannot_read(void **state)
{
    (void)state;
    char dir[] = "/tmp/tfc_walk2_XXXXXX";
    assert_non_null(mkdtemp(dir));
    char cmd[4096];
    int n = snprintf(cmd, sizeof cmd,
                     "cd %s && mkdir -p s/sm s/deep && mkfifo s/x.pb s/notes s/sm/saved_model.pb && cp %s s/ok.tflite"
                     " && mkfifo root.fifo && ln -s root.fifo link && cd s/deep",
                     dir, KWS);
    for (int i = 0; i < 70; i++) n += snprintf(cmd + n, sizeof cmd - (size_t)n, " && mkdir d && cd d");
    assert_int_equal(system(cmd), 0);
    alarm(20); /* a blocking open of a FIFO would hang: fail instead */
    seen s;
    memset(&s, 0, sizeof s);
    char path[512];
    snprintf(path, sizeof path, "%s/s", dir);
    assert_int_equal(tfc_scan_walk(path, collect, &s, NULL), TFC_OK);
    size_t dl = strlen(path);
    assert_int_equal(s.n, 4);
    assert_int_equal(s.n_unknown, 3);
    assert_int_equal(strncmp(s.paths[0] + dl, "/deep/d/d/", 10), 0); /* the 64th level: named, not listed */
    assert_int_equal(s.kinds[0], TFC_KIND_UNKNOWN);
    assert_string_equal(s.paths[1] + dl, "/ok.tflite");
    assert_int_equal(s.kinds[1], TFC_KIND_TFLITE);
    assert_string_equal(s.paths[2] + dl, "/sm/saved_model.pb"); /* not a SavedModel dir: listed */
    assert_string_equal(s.paths[3] + dl, "/x.pb");
    for (const char *root = "root.fifo";; root = "link") {
        snprintf(path, sizeof path, "%s/%s", dir, root);
        memset(&s, 0, sizeof s);
        assert_int_equal(tfc_scan_walk(path, collect, &s, NULL), TFC_OK);
        assert_int_equal(s.n, 1);
        assert_int_equal(s.kinds[0], TFC_KIND_UNKNOWN);
        int32_t kind = 0;
        assert_int_equal(tfc_file_detect_kind(&kind, NULL, path, NULL), TFC_E_IO);
        if (!strcmp(root, "link")) break;
    }
    alarm(0);
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    assert_int_equal(system(cmd), 0);
}

/* The walk policy of tfc_scan_walk_v2 (issue 25): without
 * TFC_SCAN_FOLLOW_LINKS a link to a directory is passed as
 * TFC_SCAN_LINK_NOT_FOLLOWED and not entered (a link to /proc costs one
 * stat), a link to a SavedModel directory is a model, a link to a file is
 * judged by what it names; with the flag, the walk is tfc_scan_walk's. */
static void walk_v2_links_not_followed(void **state)
{
    (void)state;
    char dir[] = "/tmp/tfc_walk3_XXXXXX", other[] = "/tmp/tfc_walk3o_XXXXXX";
    assert_non_null(mkdtemp(dir));
    assert_non_null(mkdtemp(other));
    char cmd[4096];
    snprintf(cmd, sizeof cmd,
             "cd %s && cp %s m.tflite && mkdir -p sm/old && cp %s/saved_model.pb sm/ && cp %s sm/old/x.tflite && "
             "cd %s && mkdir s && ln -s /proc s/a_proc && ln -s %s s/b_other && ln -s %s s/c_serving && "
             "ln -s %s/sm s/d_sm_with_more && ln -s %s/m.tflite s/e_file.tflite && ln -s .. s/f_up && "
             "cp %s s/g.tflite",
             other, KWS, THREE, KWS, dir, other, THREE, other, other, KWS);
    assert_int_equal(system(cmd), 0);
    char root[512];
    snprintf(root, sizeof root, "%s/s", dir);
    size_t rl = strlen(root);
    seen s;
    memset(&s, 0, sizeof s);
    alarm(20);
    assert_int_equal(tfc_scan_walk_v2(root, 0, collect, &s, NULL), TFC_OK);
    alarm(0);
    const char *want[] = {"a_proc", "b_other", "c_serving", "d_sm_with_more", "d_sm_with_more", "e_file.tflite",
                          "f_up", "g.tflite"};
    const int32_t kinds[] = {TFC_SCAN_LINK_NOT_FOLLOWED, TFC_SCAN_LINK_NOT_FOLLOWED, TFC_KIND_SAVED_MODEL,
                             TFC_KIND_SAVED_MODEL,       TFC_SCAN_LINK_NOT_FOLLOWED, TFC_KIND_TFLITE,
                             TFC_SCAN_LINK_NOT_FOLLOWED, TFC_KIND_TFLITE};
    assert_int_equal(s.n, 8);
    for (size_t i = 0; i < 8; i++) {
        assert_string_equal(s.paths[i] + rl + 1, want[i]);
        assert_int_equal(s.kinds[i], kinds[i]);
    }
    /* the root itself is entered when it is a link */
    char link_root[600];
    snprintf(link_root, sizeof link_root, "%s/root_link", dir);
    assert_int_equal(symlink(other, link_root), 0);
    memset(&s, 0, sizeof s);
    assert_int_equal(tfc_scan_walk_v2(link_root, 0, collect, &s, NULL), TFC_OK);
    assert_int_equal(s.n, 3); /* m.tflite, sm, sm/old/x.tflite */
    assert_string_equal(s.paths[2] + strlen(link_root), "/sm/old/x.tflite");
    /* with TFC_SCAN_FOLLOW_LINKS (not /proc: remove it): tfc_scan_walk's walk */
    snprintf(cmd, sizeof cmd, "rm %s/s/a_proc", dir);
    assert_int_equal(system(cmd), 0);
    seen a, b;
    memset(&a, 0, sizeof a);
    memset(&b, 0, sizeof b);
    assert_int_equal(tfc_scan_walk_v2(root, TFC_SCAN_FOLLOW_LINKS, collect, &a, NULL), TFC_OK);
    assert_int_equal(tfc_scan_walk(root, collect, &b, NULL), TFC_OK);
    assert_int_equal(a.n, b.n);
    /* f_up links to the root's parent: not an ancestor of the walk, so
     * entered: root_link (to `other`) under it; s, the root, is not again */
    const char *want_follow[] = {"b_other/m.tflite",
                                 "b_other/sm",
                                 "b_other/sm/old/x.tflite",
                                 "c_serving",
                                 "d_sm_with_more",
                                 "d_sm_with_more/old/x.tflite",
                                 "e_file.tflite",
                                 "f_up/root_link/m.tflite",
                                 "f_up/root_link/sm",
                                 "f_up/root_link/sm/old/x.tflite",
                                 "g.tflite"};
    assert_int_equal(a.n, 11);
    for (size_t i = 0; i < a.n; i++) {
        assert_string_equal(a.paths[i] + rl + 1, want_follow[i]);
        assert_string_equal(a.paths[i], b.paths[i]);
        assert_int_equal(a.kinds[i], b.kinds[i]);
    }
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_scan_walk_v2(root, 8, collect, &s, &err), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_scan_walk_v2(root, TFC_SCAN_FOLLOW_LINKS | TFC_SCAN_SAVED_MODELS_UNLISTED, collect, &s, &err),
                     TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_scan_walk_v2(NULL, 0, collect, &s, NULL), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_scan_walk_v2(root, 0, NULL, &s, NULL), TFC_E_INVALID_ARGUMENT);
    snprintf(cmd, sizeof cmd, "rm -rf %s %s", dir, other);
    assert_int_equal(system(cmd), 0);
}

/* A SavedModel directory is a model and is listed too: a model below it is
 * reported (top/saved_model.pb + top/old/g.pb: two), its own parts are not
 * (variables/, assets/, saved_model.pbtxt, fingerprint.pb,
 * keras_metadata.pb), whichever walk. */
static void walk_lists_below_a_saved_model(void **state)
{
    (void)state;
    char dir[] = "/tmp/tfc_walk4_XXXXXX";
    assert_non_null(mkdtemp(dir));
    char cmd[2048];
    snprintf(cmd, sizeof cmd,
             "cd %s && mkdir -p top/old top/variables top/assets top/assets.extra && cp %s/saved_model.pb top/ && "
             "cp %s/variables/* top/variables/ && cp %s top/old/g.tflite && cp %s top/assets/a.tflite && "
             "printf x > top/fingerprint.pb && printf x > top/keras_metadata.pb && printf x > top/saved_model.pbtxt && "
             "printf x > top/old/bad.pb && cp %s top/assets.extra/w.tflite",
             dir, THREE, THREE, KWS, KWS, KWS);
    assert_int_equal(system(cmd), 0);
    for (int w = 0; w < 2; w++) {
        seen s;
        memset(&s, 0, sizeof s);
        assert_int_equal(w ? tfc_scan_walk(dir, collect, &s, NULL) : tfc_scan_walk_v2(dir, 0, collect, &s, NULL),
                         TFC_OK);
        const char *want[] = {"top", "top/assets.extra/w.tflite", "top/old/bad.pb", "top/old/g.tflite"};
        const int32_t kinds[] = {TFC_KIND_SAVED_MODEL, TFC_KIND_TFLITE, TFC_KIND_UNKNOWN, TFC_KIND_TFLITE};
        assert_int_equal(s.n, 4);
        for (size_t i = 0; i < 4; i++) {
            assert_string_equal(s.paths[i] + strlen(dir) + 1, want[i]);
            assert_int_equal(s.kinds[i], kinds[i]);
        }
    }
    /* the SavedModel directory as root: itself, then what it holds */
    char top[512];
    snprintf(top, sizeof top, "%s/top", dir);
    seen s;
    memset(&s, 0, sizeof s);
    assert_int_equal(tfc_scan_walk_v2(top, 0, collect, &s, NULL), TFC_OK);
    assert_int_equal(s.n, 4);
    assert_string_equal(s.paths[0], top);
    assert_int_equal(s.kinds[0], TFC_KIND_SAVED_MODEL);
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    assert_int_equal(system(cmd), 0);
}

/* TFC_SCAN_SAVED_MODELS_UNLISTED + tfc_scan_walk_rest (the walk of `scan
 * --jobs N`): the walk passes each SavedModel directory below the root
 * unlisted; the rest of each, walked after it, gives exactly the paths and
 * kinds of the plain walk, in its order: nothing below a plain SavedModel,
 * the models, a link not followed and a SavedModel below another one
 * (visited as one and walked there). */
static void walk_rest_below_unlisted_saved_models(void **state)
{
    (void)state;
    char dir[] = "/tmp/tfc_walk6_XXXXXX";
    assert_non_null(mkdtemp(dir));
    char cmd[2048];
    snprintf(cmd, sizeof cmd,
             "cd %s && mkdir -p plain/variables top/old/inner top/variables top/assets.extra && "
             "cp %s/saved_model.pb plain/ && cp %s/variables/* plain/variables/ && cp %s/saved_model.pb top/ && "
             "cp %s/saved_model.pb top/old/inner/ && cp %s top/old/g.tflite && printf x > top/old/bad.pb && "
             "cp %s top/assets.extra/w.tflite && ln -s /tmp top/ln && cp %s a.tflite",
             dir, THREE, THREE, THREE, THREE, KWS, KWS, KWS);
    assert_int_equal(system(cmd), 0);
    seen plain, top;
    memset(&plain, 0, sizeof plain);
    memset(&top, 0, sizeof top);
    assert_int_equal(tfc_scan_walk_v2(dir, TFC_SCAN_UNREAD_FILES, collect, &plain, NULL), TFC_OK);
    assert_int_equal(
        tfc_scan_walk_v2(dir, TFC_SCAN_UNREAD_FILES | TFC_SCAN_SAVED_MODELS_UNLISTED, collect, &top, NULL), TFC_OK);
    const char *want_top[] = {"a.tflite", "plain", "top"};
    const int32_t kinds_top[] = {TFC_SCAN_FILE, TFC_SCAN_SAVED_MODEL_UNLISTED, TFC_SCAN_SAVED_MODEL_UNLISTED};
    assert_int_equal(top.n, 3);
    size_t rl = strlen(dir);
    /* each unlisted directory, then its rest, in turn: the plain walk */
    seen merged;
    memset(&merged, 0, sizeof merged);
    for (size_t i = 0; i < top.n; i++) {
        assert_string_equal(top.paths[i] + rl + 1, want_top[i]);
        assert_int_equal(top.kinds[i], kinds_top[i]);
        int unlisted = top.kinds[i] == TFC_SCAN_SAVED_MODEL_UNLISTED;
        assert_int_equal(collect(top.paths[i], unlisted ? TFC_KIND_SAVED_MODEL : top.kinds[i], &merged), 0);
        if (!unlisted) continue;
        size_t before = merged.n;
        assert_int_equal(tfc_scan_walk_rest(dir, top.paths[i], TFC_SCAN_UNREAD_FILES, collect, &merged, NULL), TFC_OK);
        if (i == 1) assert_int_equal(merged.n, before); /* plain: its own parts only */
    }
    const char *want[] = {"a.tflite", "plain", "top", "top/assets.extra/w.tflite", "top/ln",
                          "top/old/bad.pb", "top/old/g.tflite", "top/old/inner"};
    const int32_t kinds[] = {TFC_SCAN_FILE, TFC_KIND_SAVED_MODEL, TFC_KIND_SAVED_MODEL, TFC_SCAN_FILE,
                             TFC_SCAN_LINK_NOT_FOLLOWED, TFC_SCAN_FILE, TFC_SCAN_FILE, TFC_KIND_SAVED_MODEL};
    assert_int_equal(plain.n, 8);
    assert_int_equal(merged.n, 8);
    for (size_t i = 0; i < 8; i++) {
        assert_string_equal(plain.paths[i] + rl + 1, want[i]);
        assert_int_equal(plain.kinds[i], kinds[i]);
        assert_string_equal(merged.paths[i], plain.paths[i]);
        assert_int_equal(merged.kinds[i], plain.kinds[i]);
    }
    /* the visitor's stop ends the rest too */
    seen stop;
    memset(&stop, 0, sizeof stop);
    stop.stop_after = 2;
    char top_dir[512];
    snprintf(top_dir, sizeof top_dir, "%s/top", dir);
    assert_int_equal(tfc_scan_walk_rest(dir, top_dir, TFC_SCAN_UNREAD_FILES, collect, &stop, NULL), 7);
    assert_int_equal(stop.n, 2);
    /* refused: links followed, an unknown flag, a path not below the root, the root itself, NULLs */
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    seen s;
    memset(&s, 0, sizeof s);
    assert_int_equal(tfc_scan_walk_rest(dir, top_dir, TFC_SCAN_FOLLOW_LINKS, collect, &s, &err),
                     TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_scan_walk_rest(dir, top_dir, 8, collect, &s, &err), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_scan_walk_rest("/nowhere", top_dir, 0, collect, &s, &err), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_scan_walk_rest(dir, dir, 0, collect, &s, &err), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_scan_walk_rest(NULL, top_dir, 0, collect, &s, &err), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_scan_walk_rest(dir, top_dir, 0, NULL, &s, &err), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(s.n, 0);
    /* a root given with a trailing slash: the same rest */
    char slashed[512];
    snprintf(slashed, sizeof slashed, "%s//", dir);
    memset(&s, 0, sizeof s);
    assert_int_equal(tfc_scan_walk_rest(slashed, top_dir, TFC_SCAN_UNREAD_FILES, collect, &s, NULL), TFC_OK);
    assert_int_equal(s.n, 5);
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    assert_int_equal(system(cmd), 0);
}

/* A directory whose listing is longer than one read of the walk's
 * 256 KiB buffer (6,000 entries of 72 bytes each in getdents64's records):
 * every entry is visited once, in byte order (issue 26, seventh pass). */
static void walk_lists_a_directory_longer_than_its_buffer(void **state)
{
    (void)state;
    char dir[] = "/tmp/tfc_walk5_XXXXXX";
    assert_non_null(mkdtemp(dir));
    char cmd[2048];
    snprintf(cmd, sizeof cmd,
             "cd %s && mkdir d && cd d && "
             "seq -f 'f%%05g-abcdefghijklmnopqrstuvwxyz0123456.tflite' 0 5999 | xargs touch",
             dir);
    assert_int_equal(system(cmd), 0);
    char top[512];
    snprintf(top, sizeof top, "%s/d", dir);
    seen s;
    memset(&s, 0, sizeof s);
    assert_int_equal(tfc_scan_walk_v2(top, 0, collect, &s, NULL), TFC_OK);
    assert_int_equal(s.n, 6000);
    for (size_t i = 0; i < 64; i++) {
        char want[64];
        snprintf(want, sizeof want, "f%05zu-abcdefghijklmnopqrstuvwxyz0123456.tflite", i);
        assert_string_equal(s.paths[i] + strlen(top) + 1, want);
    }
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    assert_int_equal(system(cmd), 0);
}

/* ---- the walk that leaves the files to the records (issue 26) ------------ */

static void assert_same_record(const tfc_scan_record *a, const tfc_scan_record *b)
{
    assert_string_equal(tfc_scan_record_path(a), tfc_scan_record_path(b));
    assert_int_equal(tfc_scan_record_kind(a), tfc_scan_record_kind(b));
    assert_int_equal(tfc_scan_record_producer(a), tfc_scan_record_producer(b));
    assert_int_equal(tfc_scan_record_min_consumer(a), tfc_scan_record_min_consumer(b));
    const char *ao = tfc_scan_record_oldest(a), *bo = tfc_scan_record_oldest(b);
    const char *an = tfc_scan_record_newest(a), *bn = tfc_scan_record_newest(b);
    assert_string_equal(ao ? ao : "(null)", bo ? bo : "(null)");
    assert_string_equal(an ? an : "(null)", bn ? bn : "(null)");
    assert_int_equal(tfc_scan_record_accepting_count(a), tfc_scan_record_accepting_count(b));
    assert_int_equal(tfc_scan_record_outcome(a), tfc_scan_record_outcome(b));
    assert_int_equal(tfc_scan_record_reason(a), tfc_scan_record_reason(b));
    assert_string_equal(tfc_scan_record_message(a), tfc_scan_record_message(b));
    assert_int_equal(tfc_scan_record_status(a), tfc_scan_record_status(b));
    assert_int_equal(tfc_scan_record_offset(a), tfc_scan_record_offset(b));
    assert_string_equal(tfc_scan_record_code(a), tfc_scan_record_code(b));
}

/* tfc_scan_record_new_walked of what the walk passed with TFC_SCAN_UNREAD_FILES,
 * records of NULL left out: exactly the records of the walk without it
 * (tfc_scan_record_new of each path it passed), in the same order, on a store
 * of every kind of entry: models of each kind, the small corpus TFLite models
 * and a 2 MB one (over the 256 KiB read whole), a link to a model file, the
 * hostile checkpoint indexes, a SavedModel directory, files that are no model
 * with and without a model's name, empty files, a FIFO with a model's name
 * and one without, a link to nothing, a MetaGraphDef. Returns how many records. */
static size_t same_records_unread_or_not(const tfc_scan_target *t, const char *dir, uint32_t follow)
{
    static seen plain, unread;
    memset(&plain, 0, sizeof plain);
    memset(&unread, 0, sizeof unread);
    assert_int_equal(tfc_scan_walk_v2(dir, follow, collect, &plain, NULL), TFC_OK);
    assert_int_equal(tfc_scan_walk_v2(dir, follow | TFC_SCAN_UNREAD_FILES, collect, &unread, NULL), TFC_OK);
    assert_true(unread.n < 64);
    size_t k = 0, files = 0;
    for (size_t i = 0; i < unread.n; i++) {
        assert_int_not_equal(unread.kinds[i], TFC_SCAN_LINK_NOT_FOLLOWED); /* none in this store */
        files += unread.kinds[i] == TFC_SCAN_FILE;
        tfc_scan_record *w = (tfc_scan_record *)1;
        assert_int_equal(tfc_scan_record_new_walked(&w, t, unread.paths[i], unread.kinds[i], NULL), TFC_OK);
        if (!w) continue; /* no model: the plain walk left it out */
        assert_true(k < plain.n);
        assert_string_equal(unread.paths[i], plain.paths[k]);
        tfc_scan_record *r = record(t, plain.paths[k]);
        assert_same_record(w, r);
        tfc_scan_record_free(r);
        tfc_scan_record_free(w);
        k++;
    }
    assert_int_equal(k, plain.n);
    assert_true(files > 0);
    return k;
}

/* The store of walk_unread_files_same_records, made in dir (a mkdtemp). */
static void unread_store(const char *dir)
{
    char cmd[4096];
    snprintf(cmd, sizeof cmd,
             "cd %s && mkdir -p ck sm/variables tx && cp %s/saved_model.pb sm/ && cp %s/variables/* sm/variables/ && "
             "cp %s/checkpoint_index_synthetic/*.index ck/ && cp %s/tflite_extra/*.tflite tx/ && cp %s m.tflite && "
             "ln -s m.tflite l.tflite && ln -s %s/tflite_extra/hand_landmark_lite.tflite big.tflite && "
             "printf 'notes' > README && printf 'x' > notes.pb && : > empty.pb && : > empty && "
             "mkfifo fifo.pb fifo && ln -s nowhere gone.tflite && "
             "cp %s/meta_graph/session_bundle_half_plus_two/export.meta e.meta",
             dir, THREE, THREE, CORPUS, CORPUS, KWS, CORPUS, CORPUS);
    assert_int_equal(system(cmd), 0);
}

static void walk_unread_files_same_records(void **state)
{
    (void)state;
    char dir[] = "/tmp/tfc_walk5_XXXXXX";
    assert_non_null(mkdtemp(dir));
    char cmd[4096];
    unread_store(dir);
    alarm(60); /* a blocking open of a FIFO would hang: fail instead */
    tfc_scan_target *t = NULL;
    assert_int_equal(tfc_scan_target_new(&t, NULL, NULL, NULL, NULL), TFC_OK);
    size_t n = same_records_unread_or_not(t, dir, 0);
    /* 15 indexes, 4 + 3 TFLite models, a link to one, notes.pb, empty.pb, fifo.pb,
     * gone.tflite, e.meta, sm: README, empty and fifo hold no model */
    assert_int_equal(n, 28);
    assert_int_equal(n, same_records_unread_or_not(t, dir, TFC_SCAN_FOLLOW_LINKS));
    tfc_scan_target_free(t);
    assert_int_equal(tfc_scan_target_new(&t, NULL, "2.14.0", "2.14.0", NULL), TFC_OK);
    assert_int_equal(n, same_records_unread_or_not(t, dir, 0));

    /* Files changed between the walk and the record: the record reads what is
     * there, through the reading layer's guards. */
    static seen w;
    memset(&w, 0, sizeof w);
    assert_int_equal(tfc_scan_walk_v2(dir, TFC_SCAN_UNREAD_FILES, collect, &w, NULL), TFC_OK);
    char m[512], readme[512], notes[512];
    snprintf(m, sizeof m, "%s/m.tflite", dir);
    snprintf(readme, sizeof readme, "%s/README", dir);
    snprintf(notes, sizeof notes, "%s/notes.pb", dir);
    int32_t m_kind = -1, readme_kind = -1;
    for (size_t i = 0; i < w.n; i++) {
        if (!strcmp(w.paths[i], m)) m_kind = w.kinds[i];
        if (!strcmp(w.paths[i], readme)) readme_kind = w.kinds[i];
    }
    assert_int_equal(m_kind, TFC_SCAN_FILE);
    assert_int_equal(readme_kind, TFC_SCAN_FILE);
    /* swapped for a FIFO: refused on the descriptor, never read, no hang */
    snprintf(cmd, sizeof cmd, "cd %s && rm m.tflite README && mkfifo m.tflite README", dir);
    assert_int_equal(system(cmd), 0);
    for (int i = 0; i < 2; i++) {
        tfc_scan_record *r = NULL;
        assert_int_equal(tfc_scan_record_new_walked(&r, t, i ? readme : m, TFC_SCAN_FILE, NULL), TFC_OK);
        assert_non_null(r); /* unreadable: it may be a model, so it is named whatever its name */
        assert_int_equal(tfc_scan_record_outcome(r), TFC_SCAN_UNREADABLE);
        assert_int_equal(tfc_scan_record_status(r), TFC_E_IO);
        assert_int_equal(tfc_scan_record_kind(r), TFC_KIND_UNKNOWN);
        assert_non_null(strstr(tfc_scan_record_message(r), "is not a regular file (a FIFO)"));
        tfc_scan_record_free(r);
    }
    /* swapped for a model over 256 KiB: detected and read as such */
    snprintf(cmd, sizeof cmd, "cd %s && rm m.tflite && cp %s/tflite_extra/hand_landmark_lite.tflite m.tflite", dir, CORPUS);
    assert_int_equal(system(cmd), 0);
    tfc_scan_record *r = NULL, *p = record(t, m);
    assert_int_equal(tfc_scan_record_new_walked(&r, t, m, TFC_SCAN_FILE, NULL), TFC_OK);
    assert_non_null(r);
    assert_int_equal(tfc_scan_record_kind(r), TFC_KIND_TFLITE);
    assert_same_record(r, p);
    tfc_scan_record_free(r);
    tfc_scan_record_free(p);
    /* gone: no record without a model's name, unreadable with one */
    snprintf(cmd, sizeof cmd, "cd %s && rm README notes.pb", dir);
    assert_int_equal(system(cmd), 0);
    r = (tfc_scan_record *)1;
    assert_int_equal(tfc_scan_record_new_walked(&r, t, readme, TFC_SCAN_FILE, NULL), TFC_OK);
    assert_null(r);
    assert_int_equal(tfc_scan_record_new_walked(&r, t, notes, TFC_SCAN_FILE, NULL), TFC_OK);
    assert_non_null(r);
    assert_int_equal(tfc_scan_record_status(r), TFC_E_NOT_FOUND);
    tfc_scan_record_free(r);
    alarm(0);
    /* arguments */
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    r = (tfc_scan_record *)1;
    assert_int_equal(tfc_scan_record_new_walked(&r, t, m, TFC_SCAN_LINK_NOT_FOLLOWED, &err), TFC_E_INVALID_ARGUMENT);
    assert_null(r);
    assert_int_equal(tfc_scan_record_new_walked(&r, NULL, m, TFC_SCAN_FILE, NULL), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_scan_record_new_walked(&r, t, NULL, TFC_SCAN_FILE, NULL), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_scan_record_new_walked(NULL, t, m, TFC_SCAN_FILE, NULL), TFC_E_INVALID_ARGUMENT);
    tfc_scan_target_free(t);
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    assert_int_equal(system(cmd), 0);
}

/* tfc_scan_releases_walked of what the walk passed with
 * TFC_SCAN_UNREAD_FILES, no answer for a file that holds no model: exactly
 * tfc_check_open + tfc_check_releases of each path the walk without it
 * passed, with its kind, in the same order, and the same failure (code,
 * message, offset) for what cannot be read (the `scan --product` entry). */
static void walk_unread_files_same_answers(void **state)
{
    (void)state;
    char dir[] = "/tmp/tfc_walk6_XXXXXX";
    assert_non_null(mkdtemp(dir));
    unread_store(dir);
    alarm(60); /* a blocking open of a FIFO would hang: fail instead */
    static seen plain, unread;
    memset(&plain, 0, sizeof plain);
    memset(&unread, 0, sizeof unread);
    assert_int_equal(tfc_scan_walk_v2(dir, 0, collect, &plain, NULL), TFC_OK);
    assert_int_equal(tfc_scan_walk_v2(dir, TFC_SCAN_UNREAD_FILES, collect, &unread, NULL), TFC_OK);
    size_t k = 0, failed = 0;
    for (size_t i = 0; i < unread.n; i++) {
        tfc_error we, pe;
        tfc_error_init(&we, sizeof we);
        tfc_error_init(&pe, sizeof pe);
        tfc_answer *w = (tfc_answer *)1, *p = NULL;
        int32_t kind = -1;
        int32_t wrc = tfc_scan_releases_walked(&w, &kind, unread.paths[i], unread.kinds[i], NULL, &we);
        if (!wrc && !w) continue; /* no model: the plain walk left it out */
        assert_true(k < plain.n);
        assert_string_equal(unread.paths[i], plain.paths[k]);
        assert_int_equal(kind, plain.kinds[k]);
        tfc_artifact *a = NULL;
        int32_t prc = tfc_check_open(&a, plain.paths[k], NULL, &pe);
        if (!prc) prc = tfc_check_releases(&p, a, NULL, NULL, &pe);
        tfc_artifact_free(a);
        assert_int_equal(wrc, prc);
        if (wrc) {
            failed++;
            assert_null(w);
            assert_int_equal(we.code, pe.code);
            assert_int_equal(we.offset, pe.offset);
            assert_string_equal(we.message, pe.message);
        } else {
            assert_int_equal(tfc_answer_count(w), tfc_answer_count(p));
            assert_int_equal(tfc_answer_outcome(w), tfc_answer_outcome(p));
            for (size_t j = 0; j < tfc_answer_count(p); j++) {
                assert_string_equal(tfc_answer_release(w, j), tfc_answer_release(p, j));
                assert_int_equal(tfc_answer_release_outcome(w, j), tfc_answer_release_outcome(p, j));
                assert_int_equal(tfc_answer_reason(w, j), tfc_answer_reason(p, j));
                assert_string_equal(tfc_answer_message(w, j), tfc_answer_message(p, j));
            }
        }
        tfc_answer_free(w);
        tfc_answer_free(p);
        k++;
    }
    assert_int_equal(k, plain.n);
    assert_int_equal(k, 28); /* as walk_unread_files_same_records counts them */
    assert_true(failed >= 10); /* the hostile indexes, notes.pb, empty.pb, fifo.pb, gone.tflite */
    alarm(0);
    /* arguments */
    char m[512];
    snprintf(m, sizeof m, "%s/m.tflite", dir);
    tfc_answer *w = (tfc_answer *)1;
    int32_t kind = -1;
    assert_int_equal(tfc_scan_releases_walked(&w, &kind, m, TFC_SCAN_LINK_NOT_FOLLOWED, NULL, NULL),
                     TFC_E_INVALID_ARGUMENT);
    assert_null(w);
    assert_int_equal(tfc_scan_releases_walked(&w, NULL, NULL, TFC_SCAN_FILE, NULL, NULL), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_scan_releases_walked(NULL, &kind, m, TFC_SCAN_FILE, NULL, NULL), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_scan_releases_walked(&w, NULL, m, TFC_SCAN_FILE, NULL, NULL), TFC_OK);
    assert_non_null(w);
    assert_int_equal(tfc_answer_outcome(w), TFC_OUTCOME_ACCEPTED);
    tfc_answer_free(w);
    /* an unlisted SavedModel directory: answered, and named, as one */
    tfc_answer *u = NULL, *d = NULL;
    int32_t ukind = -1, dkind = -1;
    assert_int_equal(tfc_scan_releases_walked(&u, &ukind, THREE, TFC_SCAN_SAVED_MODEL_UNLISTED, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_scan_releases_walked(&d, &dkind, THREE, TFC_KIND_SAVED_MODEL, NULL, NULL), TFC_OK);
    assert_int_equal(ukind, TFC_KIND_SAVED_MODEL);
    assert_int_equal(dkind, TFC_KIND_SAVED_MODEL);
    assert_int_equal(tfc_answer_outcome(u), tfc_answer_outcome(d));
    assert_int_equal(tfc_answer_accepting_count(u), tfc_answer_accepting_count(d));
    tfc_answer_free(u);
    tfc_answer_free(d);
    char cmd[600];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    assert_int_equal(system(cmd), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(targets),
        cmocka_unit_test(saved_model_against_a_release),
        cmocka_unit_test(release_names_outlive_the_registry),
        cmocka_unit_test(tflite_against_a_runtime_and_without),
        cmocka_unit_test(unreadable_files_are_records),
        cmocka_unit_test(saved_model_checkpoint),
        cmocka_unit_test(names_codes_and_summary),
        cmocka_unit_test(summary_from_printed_fields),
        cmocka_unit_test(walk),
        cmocka_unit_test(walk_names_what_it_cannot_read),
        cmocka_unit_test(walk_v2_links_not_followed),
        cmocka_unit_test(walk_lists_below_a_saved_model),
        cmocka_unit_test(walk_unread_files_same_records),
        cmocka_unit_test(walk_unread_files_same_answers),
        cmocka_unit_test(walk_lists_a_directory_longer_than_its_buffer),
        cmocka_unit_test(walk_rest_below_unlisted_saved_models),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
