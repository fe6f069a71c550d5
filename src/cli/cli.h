/*
 * cli.h - shared pieces of the tfcompat command. The command uses only the
 * public API (<tfcompat.h>); see docs/CLI.md for its contract.
 */
#ifndef TFC_CLI_H
#define TFC_CLI_H

#include <stdint.h>
#include <stdio.h>

#include <tfcompat.h>

/* Exit codes: the public contract (docs/CLI.md). */
enum {
    CLI_OK = 0,        /* success; for check: accepted */
    CLI_REJECTED = 1,  /* the consumer rejects the data */
    CLI_BAD_INPUT = 2, /* the input could not be read or is not valid */
    CLI_NO_MODELS = 3, /* scan: no model found under the ROOTs (nothing was checked) */
    CLI_USAGE = 64     /* usage error */
};

/* ---- a small streaming JSON writer (pretty-printed, UTF-8 safe) -------- */
typedef struct jw {
    FILE *f;
    int depth;
    int need_comma[64];
    int after_key;
    int compact; /* no whitespace: one object per line (NDJSON) */
    /* A compact writer gathers its line here and hands it to the FILE in
     * one fwrite at jw_finish (or when the line outgrows it). */
    size_t len;
    char buf[1024];
} jw;

void jw_init(jw *w, FILE *f);
/* A writer without whitespace (NDJSON: end each line with jw_finish). */
void jw_init_compact(jw *w, FILE *f);
void jw_object_begin(jw *w);
void jw_object_end(jw *w);
void jw_array_begin(jw *w);
void jw_array_end(jw *w);
void jw_key(jw *w, const char *key);
/* A key the program spells as a string literal of printable ASCII with no
 * '"' or '\\' (nothing to escape): written as it is, its length known at
 * compile time. */
#define JW_KEY(w, lit) jw_key_plain((w), "\"" lit "\"", sizeof(lit) + 1)
void jw_key_plain(jw *w, const char *quoted, size_t n);
void jw_string(jw *w, const char *s);
/* Bytes that may not be UTF-8: each invalid byte is written as U+FFFD
 * (\ufffd), so the document stays strict UTF-8 JSON. */
void jw_string_n(jw *w, const char *s, size_t n);
void jw_string_or_null(jw *w, const char *s);
void jw_int(jw *w, int64_t v);
void jw_uint(jw *w, uint64_t v);
void jw_bool(jw *w, int v);
void jw_null(jw *w);
/* Ends the document with a newline. */
void jw_finish(jw *w);
/* A line of f has ended: flushes it when its reader may act on each line
 * (stdout to a terminal, pipe or socket; any other stream); jw_finish's rule. */
void cli_line_flush(FILE *f);
/* Length of the valid UTF-8 sequence at s (1..4; n > 0), or 0 when the
 * bytes there are not UTF-8: what the writer writes as U+FFFD. */
size_t cli_utf8_len(const unsigned char *s, size_t n);
/* 1 when s (NULL: "") is valid UTF-8 throughout. */
int cli_utf8_valid(const char *s);
/* A path member: "key": the path as text (invalid bytes as U+FFFD), and,
 * only when the path is not valid UTF-8, "key_hex": its exact bytes as
 * lower-case hex, so that nothing is lost (docs/CLI.md, "Strings"). */
void cli_json_path(jw *w, const char *key, const char *path);
/* Writes text for a terminal or a line-oriented reader: a backslash as
 * two (\\ ), and each byte of a control character (C0, DEL, C1), of a
 * bidirectional or line-separator character, or that is not valid UTF-8,
 * as \xHH (lower-case hex); all else as it is. Reversible: those are the
 * only two escapes (docs/CLI.md, "Strings"). */
void cli_text_escaped(FILE *f, const char *s);
/* The same for n bytes that may hold NUL (written \x00); returns the
 * number of bytes written. */
size_t cli_text_escaped_n(FILE *f, const char *s, size_t n);
/* cli_text_escaped padded with spaces to `width` bytes (a table column,
 * as printf's %-Ns pads). */
void cli_text_column(FILE *f, const char *s, size_t width);
/* "PATH: " with the path through cli_text_escaped: how a text line that
 * names a file starts. */
void cli_text_path(FILE *f, const char *path);

/* Commands: argv[0] is the command name. Each returns an exit code. */
int cli_inspect(int argc, char **argv);
int cli_check(int argc, char **argv);
int cli_tflite(int argc, char **argv);
int cli_releases(int argc, char **argv);
int cli_registry(int argc, char **argv);
int cli_scan(int argc, char **argv);
int cli_fixture(int argc, char **argv);
/* `scan ROOT... --from A --to B` (migrate.c), dispatched by cli_scan. */
int cli_migrate(int argc, char **argv);
/* `scan ROOT... --product NAME` (scan_product.c), dispatched by cli_scan. */
int cli_scan_product(int argc, char **argv);
/* A ROOT the walk could not read (scan, --from/--to, --product): one line on
 * stderr, "tfcompat scan: ROOT: message (TFC_E_...)", names escaped. */
void cli_walk_error(const char *root, int32_t rc, const tfc_error *err);
/* Walks every ROOT with `visit` (tfc_scan_walk_v2; `follow`: --follow, else
 * links to directories are not entered) until *failed (the visitor's own
 * fatal code) is set. The walk only lists (TFC_SCAN_UNREAD_FILES): the
 * visitor reads each file once, with its kind (tfc_scan_record_new_walked,
 * tfc_scan_releases_walked), which say whether it holds a model. The links
 * not followed (TFC_SCAN_LINK_NOT_FOLLOWED) are counted into *links and
 * never reach `visit`; a ROOT that cannot be walked is reported
 * (cli_walk_error) and the walk goes on. Returns 1 when a ROOT could not be
 * walked, else 0; when *failed ends set, says so on stderr. (--from/--to and
 * --product; plain scan walks with its progress line.) */
int cli_walk_roots(const char *const *roots, size_t n_roots, int follow, tfc_scan_visit_fn visit, void *user,
                   const int32_t *failed, uint64_t *links);
/* The arguments `scan --from/--to` and `scan --product` share: the ROOTs,
 * --registry FILE, --format table|ndjson, --follow. */
typedef struct cli_walk_args {
    const char **roots; /* room for argc entries (free it) */
    size_t n_roots;
    const char *regfile;
    int ndjson, follow;
    int help; /* --help or -h was given: the usage is printed, the command is done */
} cli_walk_args;
/* A command's own options beside those: takes argv[*i] (and its value: *i
 * advances) and returns CLI_OK, or CLI_USAGE after a message; -1 when
 * argv[*i] is not one of its own. */
typedef int (*cli_walk_opt_fn)(int argc, char **argv, int *i, void *user);
/* The argument prologue of `scan --from/--to` and `scan --product`, one
 * rule: fills *w from argv (argv[0] the command), each entry taken by `opt`
 * first, else as one of the shared options or a ROOT; stops at --help/-h
 * (usage_fn's text on stdout, w->roots freed, w->help set: the command is
 * done) or at the first error. `mode` ("--from/--to", "--product") names
 * the form in a usage error. Returns CLI_OK; CLI_USAGE after the message
 * (an unknown option, a missing value, another format, no ROOT);
 * CLI_BAD_INPUT when out of memory. Otherwise w->roots is the caller's to
 * free, whatever it returns. */
int cli_walk_args_parse(cli_walk_args *w, int argc, char **argv, const char *mode, cli_walk_opt_fn opt, void *user,
                        int (*usage_fn)(FILE *f, int rc));
/* The walk's links to directories not followed (TFC_SCAN_LINK_NOT_FOLLOWED),
 * one summary line after `prefix` when there are any (scan.c; scan and
 * --from/--to say it alike). */
void cli_links_not_followed(FILE *f, const char *prefix, uint64_t n);
/* The exit of a store command (scan, --from/--to, --product), one rule:
 * CLI_BAD_INPUT when something was unreadable; else, with no model under the
 * ROOTs, the message (roots[0] named when it is the only one, and the links
 * not followed that may be why) and CLI_NO_MODELS; else CLI_REJECTED when
 * refused, CLI_OK otherwise. */
int cli_store_exit(int unreadable, uint64_t models, int refused, const char *const *roots, size_t n_roots,
                   uint64_t links);

/* `tflite inspect` output for an opened model (also `inspect` of a TFLite file). */
int cli_tflite_inspect(const char *path, const tfc_tflite_model *m, int json, int operators);
/* `inspect` of a TensorFlow.js model.json (inspect_tfjs.c). */
int cli_tfjs_inspect(const tfc_tfjs_model *m, int json, int operators);

/* Model output (model_out.c). */
void cli_versions_json(jw *w, const tfc_versiondef *v);
void cli_versions_text(FILE *f, const tfc_versiondef *v);
void cli_meta_graph_members(jw *w, const tfc_meta_graph *g, int graph_only);
void cli_model_members(jw *w, const tfc_model *m);
void cli_model_text(FILE *f, const tfc_model *m);

/* Verdict output: the findings array and a text rendering. */
void cli_findings_json(jw *w, const tfc_verdict *v);
void cli_verdict_text(FILE *f, const tfc_verdict *v);
/* A summary's commonest reasons (the first five as the library ranks them):
 * the "reasons" member [{"code", "count"}, ...], and as text lines under a
 * heading (none when there is no reason). */
void cli_summary_reasons_json(jw *w, const tfc_scan_summary *s);
void cli_summary_reasons_text(FILE *f, const char *heading, const tfc_scan_summary *s);

/* A diagnostic on stderr: "tfcompat CMD: TEXT TAIL", TEXT (a library
 * message, which may quote a path or an argument) through
 * cli_text_escaped; tail (a fixed hint) as it is, or NULL. */
void cli_diag(const char *cmd, const char *text, const char *tail);

/* Prints "tfcompat: <msg>" to stderr and returns CLI_USAGE. */
int cli_usage_error(const char *cmd, const char *msg, const char *arg);

/*
 * Reports a failure to read input: with json, one {"error": {...}} object on
 * stdout; always a line on stderr. Returns CLI_BAD_INPUT.
 */
int cli_input_error(int json, const char *path, int32_t code, const tfc_error *err);

/* Parses a decimal int32/int64; returns 0 on success. */
int cli_parse_i32(const char *s, int32_t *out);
int cli_parse_i64(const char *s, int64_t *out);

#endif
