/*
 * cli_formats.h - the CI output formats of `check`, `tflite check` and
 * `scan` (formats.c): GitHub workflow commands, JUnit XML and SARIF 2.1.0;
 * and the HTML report of `scan` (report_html.c). Public API only.
 *
 * A sink is fed one model at a time (its path, the consumer it was asked
 * of, the outcome and its findings) and writes its document to a FILE as
 * it goes; what a format needs before the models (JUnit's counts) is kept
 * until cli_ci_end. docs/CLI.md, "CI formats", is the contract.
 */
#ifndef TFC_CLI_FORMATS_H
#define TFC_CLI_FORMATS_H

#include "cli.h"

enum {
    CLI_FMT_TEXT = 0, /* the command's own text (scan: the table) */
    CLI_FMT_JSON,     /* --json (check, tflite check) */
    CLI_FMT_NDJSON,   /* scan */
    CLI_FMT_CSV,      /* scan */
    CLI_FMT_GITHUB,   /* GitHub workflow commands (::error file=...::...) */
    CLI_FMT_JUNIT,    /* JUnit XML, one testsuite */
    CLI_FMT_SARIF,    /* SARIF 2.1.0 */
    CLI_FMT_HTML      /* scan: a self-contained HTML report */
};

/* The format named s ("github", ...), or -1. */
int cli_format_parse(const char *s);
/* 1 for github, junit and sarif. */
int cli_format_is_ci(int format);

/* One finding as the sinks take it. severity: TFC_SEVERITY_*; code: the
 * finding code or, for an unreadable file, the status name (TFC_E_*). */
typedef struct cli_ci_finding {
    const char *code;
    int32_t severity;
    const char *message;
    const char *subject; /* "" or NULL when none */
    const char *where;   /* the part of the data (tfc_verdict_finding_where); "" or NULL when the whole */
} cli_ci_finding;

typedef struct cli_ci cli_ci;

/* Starts a document of `format` (a CI format) on f for `command`
 * ("check", "tflite check", "scan"). NULL when out of memory. */
cli_ci *cli_ci_begin(int format, FILE *f, const char *command);

/* One model: outcome TFC_OUTCOME_* or TFC_SCAN_UNREADABLE (then the one
 * finding names the status); kind may be NULL. */
void cli_ci_model(cli_ci *c, const char *path, const char *kind, const char *consumer, int32_t outcome,
                  size_t n, const cli_ci_finding *findings);

/* The same for a verdict: every finding of it. */
void cli_ci_verdict(cli_ci *c, const char *path, const char *kind, const char *consumer, const tfc_verdict *v);

/* An input that could not be read (exit 2): one error record. */
void cli_ci_unreadable(cli_ci *c, const char *path, const char *consumer, int32_t status, const char *message);

/* Ends the document and frees c (accepts NULL). Returns 0, or -1 when
 * memory ran out on the way (the document is then incomplete). */
int cli_ci_end(cli_ci *c);
/* Frees c without ending the document (a usage error: nothing on stdout). */
void cli_ci_abandon(cli_ci *c);

/* One scan record (`scan --format github|junit|sarif`): its first finding,
 * asked of what answers the model's kind in target t (the library's label,
 * tfc_target_name_for_kind); code as the record names it. */
void cli_ci_scan_record(cli_ci *c, const tfc_scan_record *r, const tfc_target *t, const char *code);

/* ---- the HTML report (report_html.c) ------------------------------------ */

typedef struct cli_html cli_html;

/* One cell of the matrix: outcome TFC_OUTCOME_*, TFC_SCAN_UNREADABLE, or
 * -1 for "not asked" (the consumer has no side for the model's kind). */
typedef struct cli_html_cell {
    int32_t outcome;
    const char *code;    /* first finding's code, or NULL */
    const char *message; /* its message, or NULL */
    const char *note;    /* what the cell shows besides the outcome ("2.4.0-2.21.0"), or NULL */
} cli_html_cell;

/* Starts a report of models x consumers: n consumers named consumers[i]
 * (the matrix's columns). `title` heads the page. NULL when out of memory. */
cli_html *cli_html_begin(FILE *f, const char *title, size_t n, const char *const *consumers);

/* One row: the model's gate outcome (what the exit code counts), its
 * reason code ("" when accepted) and one cell per consumer. */
void cli_html_model(cli_html *h, const char *path, const char *kind, int32_t outcome, const char *code,
                    const cli_html_cell *cells);

/* A scan's report: the columns are the target's sides (its TensorFlow
 * release, then the n further releases `columns` (borrowed until
 * cli_html_end), its TFLite runtime) and "all releases" (the oldest and
 * newest accepting release of each model). A further release's cell is
 * its own check of the model (tfc_check_open + tfc_check), made when the
 * record is written. With `all` (--tf all), also a column per release of
 * that registry's graphdef scheme, from one tfc_check_releases per model. */
cli_html *cli_html_begin_scan(FILE *f, const tfc_target *t, size_t n, const tfc_target *const *columns,
                              const tfc_registry *all);
void cli_html_scan_record(cli_html *h, const tfc_scan_record *r, const tfc_target *t, const char *code);

/* Ends the page and frees h (accepts NULL). */
int cli_html_end(cli_html *h);

#endif
