/*
 * csv.h - the one CSV reader of the build-time generators (tools/gen/).
 *
 * RFC 4180: comma separated, optional double-quoted fields with "" escapes,
 * LF or CRLF line ends, the first record is the header and fields are found
 * by header name. Blank lines are skipped. Every fault stops the generator
 * with "FILE:LINE: message" on stderr and exit status 1, so a bad edit of a
 * data file can never produce a library.
 */
#ifndef TFC_GEN_CSV_H
#define TFC_GEN_CSV_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define TFC_CSV_MAX_FIELDS 128

typedef struct tfc_csv_row {
    int line; /* 1-based line number where the record starts */
    int n;
    char *f[TFC_CSV_MAX_FIELDS];
} tfc_csv_row;

typedef struct tfc_csv {
    const char *path;
    int n_cols;
    char *cols[TFC_CSV_MAX_FIELDS];
    int n_rows;
    tfc_csv_row *rows;
} tfc_csv;

#if defined(__GNUC__) || defined(__clang__)
#define TFC_GEN_NORETURN __attribute__((noreturn, format(printf, 3, 4)))
#else
#define TFC_GEN_NORETURN
#endif

/* Prints "PATH:LINE: message" (LINE 0: "PATH: message") and exits with 1. */
TFC_GEN_NORETURN void tfc_gen_die(const char *path, int line, const char *fmt, ...);

/* Loads a whole file; every record must have as many fields as the header. */
void tfc_csv_load(tfc_csv *t, const char *path);
/* Stops unless the header is exactly `header` ("a,b,c"). */
void tfc_csv_expect_header(const tfc_csv *t, const char *header);
/* Index of column `name`; stops when the header lacks it. */
int tfc_csv_col(const tfc_csv *t, const char *name);
/* Field `col` of row r as a decimal integer in [min, max]; stops otherwise. */
int64_t tfc_csv_int(const tfc_csv *t, const tfc_csv_row *r, int col, int64_t min, int64_t max);
/* Stops when field `col` of row r is empty. */
const char *tfc_csv_nonempty(const tfc_csv *t, const tfc_csv_row *r, int col);

/*
 * A release of a data table, read by the library's one release grammar
 * (src/registry/release_grammar_internal.h) and held to the tables' form,
 * "X.Y.Z" exactly (no "v", no tag); stops otherwise. Fills parts[3] when
 * not NULL. And the order of two such releases, by their numbers.
 */
void tfc_gen_release(const char *path, int line, const char *s, int32_t parts[3]);
int tfc_gen_release_cmp(const char *a, const char *b);

/* Writes s as a C string literal (escaped; no trigraphs). */
void tfc_gen_emit_str(FILE *o, const char *s);

/* Opens OUT.tmp for writing; tfc_gen_close renames it to OUT when complete. */
FILE *tfc_gen_open(const char *out);
void tfc_gen_close(FILE *o, const char *out);

#endif
