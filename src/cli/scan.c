/*
 * scan.c - `tfcompat scan ROOT...`: every model under a store, one record
 * each (computed by the library, tfcompat/scan.h), against a TensorFlow
 * release and/or a TFLite runtime, with a summary at the end.
 *
 * Threads: the main thread walks (listing directories only: the files are
 * read, detected and recorded by the workers, TFC_SCAN_UNREAD_FILES) and,
 * with one job, writes; --jobs workers compute records, and with several a
 * thread of its own writes them; with --jobs 1 the main thread makes each
 * record as the walk meets it (no worker: a hand-off per model costs more
 * than it saves). Records are written in walk order through
 * a ring of slots, so memory is bounded by the ring, not by the number of
 * models, and the output does not depend on --jobs.
 */
#include <inttypes.h>
#include <pthread.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli_formats.h"
#include "cli_registry.h"
#include "tfcompat/deprecated.h" /* a released entry point replaced by the core */

enum { FMT_TABLE = CLI_FMT_TEXT, FMT_NDJSON = CLI_FMT_NDJSON, FMT_CSV = CLI_FMT_CSV };
#define MAX_JOBS 256

static int usage(FILE *f, int rc)
{
    fputs("usage: tfcompat scan ROOT... [--tf RELEASE] [--runtime X.Y.Z] [--target SPEC] [--registry FILE]\n"
          "                    [--jobs N] [--follow] [--format table|ndjson|csv|github|junit|sarif|html]\n"
          "       tfcompat scan ROOT... --from SPEC --to SPEC [--registry FILE] [--format table|ndjson] [--all]\n"
          "                    [--follow]\n"
          "                    (what changes when the consumer moves: 'tfcompat scan --from A --to B --help')\n"
          "       tfcompat scan ROOT... --product NAME [--registry FILE] [--format table|ndjson] [--follow]\n"
          "                    (which versions of a product load each model: 'tfcompat scan --product X --help')\n\n"
          "Walks every ROOT (directories or files), finds the models by content\n"
          "(SavedModel directories, each numbered version of a TF Serving base path,\n"
          "GraphDef/MetaGraphDef files, checkpoint indexes, VersionDefs, TFLite models)\n"
          "and prints one record per model: kind, versions, the oldest and newest\n"
          "accepting release (for TFLite, runtime release), the verdict and its\n"
          "first error, or why the file could not be read; then a summary. A SavedModel\n"
          "directory is a model, and what else it holds (outside variables/ and assets/)\n"
          "is walked too. Symbolic links to directories are not entered (a link to a\n"
          "SavedModel directory is a model): each is counted, \"N links not followed\".\n"
          "  --tf RELEASE     check graphs, SavedModels and checkpoints against this\n"
          "                   TensorFlow release, and TFLite models against its own\n"
          "                   tf.lite.Interpreter unless --runtime names one;\n"
          "                   with --format html, each further --tf adds a column\n"
          "                   (--tf all: a column per release of the registry)\n"
          "  --target SPEC    both at once, or any target string (\"2.11.1,litert@2.14.0\")\n"
          "  --runtime X.Y.Z  check TFLite models against this runtime (alone: other\n"
          "                   kinds are refused, KIND_NOT_LOADED). With none of --tf,\n"
          "                   --runtime, --target: accepted when any release accepts it\n"
          "  --registry FILE  consumers to ask instead of the built-in history\n"
          "  --jobs N         worker threads (default: the number of CPUs)\n"
          "  --follow         enter symbolic links to directories (a loop is not entered\n"
          "                   again; a directory is listed through links 1024 times at most)\n"
          "  --format F       table (default), ndjson (one JSON object per line, then\n"
          "                   {\"summary\": ...}) or csv (header line; summary on stderr);\n"
          "                   CI formats: github (workflow command annotations), junit\n"
          "                   (JUnit XML), sarif (SARIF 2.1.0); html: a self-contained\n"
          "                   report, models x consumers, with filters\n"
          "Names are escaped per format (docs/CLI.md, \"Strings\"): the table as \\\\ and \\xHH,\n"
          "JSON (ndjson, sarif) is strict UTF-8 with a non-UTF-8 path's bytes in \"path_hex\",\n"
          "csv cells starting with = + - @ get a leading ', github lines cannot be forged.\n"
          "exit: 0 every model accepted, 1 some model rejected or undetermined,\n"
          "      2 some model unreadable (or a ROOT), 3 no model found, 64 usage\n",
          f);
    return rc;
}

/* ---- the ring of pending records --------------------------------------- */

typedef struct slot {
    char *path;
    int32_t kind; /* what the walk passed (tfc_scan_record_new_walked) */
    tfc_scan_record *rec; /* NULL with rc 0: the file holds no model, nothing to write */
    int32_t rc; /* of tfc_scan_record_new */
    char *text;   /* the record's lines, formatted by the worker (pool.preformat) */
    size_t text_len;
    /* kind TFC_SCAN_SAVED_MODEL_UNLISTED: the walk's root, and the records
     * of what lies below the directory (tfc_scan_walk_rest), in walk order */
    const char *root;
    tfc_scan_record **below;
    size_t n_below;
    uint64_t links_below; /* links to directories not followed below it */
    int done;
} slot;

typedef struct pool {
    pthread_mutex_t mu;
    pthread_cond_t work, done;
    pthread_cond_t space; /* the writer thread freed a slot */
    int walked;           /* the walk has ended: the writer stops once the ring is empty */
    slot *ring;
    size_t cap;
    uint64_t head, tail, claimed; /* head: next to write; tail: next to fill; claimed: next to compute */
    int stop;
    const tfc_scan_target *target;
    /* set when the records' text can be formatted off the writing thread
     * (table, ndjson, csv): each worker formats its record into memory, so
     * the one thread that writes in order only counts it and copies bytes */
    const struct scan_out *preformat;
    uint32_t rest_flags; /* tfc_scan_walk_rest's flags for an unlisted SavedModel directory */
} pool;

static void format_record(const struct scan_out *o, FILE *f, const tfc_scan_record *r);

/* A worker's memory stream: the text of each record it formats. */
typedef struct text_buf {
    FILE *f; /* NULL: none (no preformat, or out of memory: the writer formats) */
    char *buf;
    size_t len;
} text_buf;

/* The record's text as format_record writes it, copied out of the worker's
 * stream (NULL: out of memory, and the writer formats it itself). The
 * stream is rewound for the next record: after fflush, len is the bytes up
 * to the position (POSIX open_memstream). */
static char *format_in_memory(const pool *p, text_buf *t, const slot *s, size_t *len)
{
    if (!t->f || fseeko(t->f, 0, SEEK_SET)) return NULL;
    if (s->rec) format_record(p->preformat, t->f, s->rec);
    for (size_t i = 0; i < s->n_below; i++) format_record(p->preformat, t->f, s->below[i]);
    if (fflush(t->f) || ferror(t->f)) return NULL;
    char *copy = malloc(t->len ? t->len : 1);
    if (copy) memcpy(copy, t->buf, t->len);
    *len = t->len;
    return copy;
}

/* What lies below an unlisted SavedModel directory, as tfc_scan_walk_rest
 * visits it: each path's record, in order; links counted. */
typedef struct below_ctx {
    const tfc_scan_target *target;
    slot *s;
} below_ctx;

static int32_t collect_below(const char *path, int32_t kind, void *user)
{
    below_ctx *b = user;
    slot *s = b->s;
    if (kind == TFC_SCAN_LINK_NOT_FOLLOWED) {
        s->links_below++;
        return TFC_OK;
    }
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_scan_record *rec = NULL;
    int32_t rc = tfc_scan_record_new_walked(&rec, b->target, path, kind, &err);
    if (rc || !rec) return rc;
    if (!(s->n_below & (s->n_below + 1))) { /* full at 0, 1, 3, 7, ...: grown to 2n + 1 */
        tfc_scan_record **grown = realloc(s->below, (s->n_below * 2 + 1) * sizeof *grown);
        if (!grown) {
            tfc_scan_record_free(rec);
            return TFC_E_NOMEM;
        }
        s->below = grown;
    }
    s->below[s->n_below++] = rec;
    return TFC_OK;
}

/* The records of a slot: its path's, and for an unlisted SavedModel
 * directory those of what lies below it. Run by a worker, outside the
 * mutex: the slot is the worker's until marked done. */
static int32_t make_records(const pool *p, slot *s)
{
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    int unlisted = s->kind == TFC_SCAN_SAVED_MODEL_UNLISTED;
    int32_t rc = tfc_scan_record_new_walked(&s->rec, p->target, s->path, unlisted ? TFC_KIND_SAVED_MODEL : s->kind,
                                            &err);
    if (!rc && unlisted) {
        below_ctx b = {p->target, s};
        tfc_error_init(&err, sizeof err);
        rc = tfc_scan_walk_rest(s->root, s->path, p->rest_flags, collect_below, &b, &err);
    }
    return rc;
}

static void *worker(void *arg)
{
    pool *p = arg;
    text_buf t = {NULL, NULL, 0};
    if (p->preformat) t.f = open_memstream(&t.buf, &t.len);
    pthread_mutex_lock(&p->mu);
    for (;;) {
        while (!p->stop && p->claimed == p->tail) pthread_cond_wait(&p->work, &p->mu);
        if (p->claimed == p->tail) break; /* stop, nothing left */
        slot *s = &p->ring[p->claimed++ % p->cap];
        pthread_mutex_unlock(&p->mu);
        int32_t rc = make_records(p, s);
        size_t text_len = 0;
        char *text = !rc && (s->rec || s->n_below) ? format_in_memory(p, &t, s, &text_len) : NULL;
        pthread_mutex_lock(&p->mu);
        s->rc = rc;
        s->text = text;
        s->text_len = text_len;
        s->done = 1;
        pthread_cond_broadcast(&p->done);
    }
    pthread_mutex_unlock(&p->mu);
    if (t.f) fclose(t.f);
    free(t.buf);
    return NULL;
}

/* ---- output ----------------------------------------------------------- */

typedef struct scan_out {
    int format;
    FILE *f;
    tfc_scan_summary *sum; /* the counts and the reasons ranked (the library's) */
    int progress;
    struct timespec start, last;
    int nomem;
    cli_ci *ci;           /* github, junit, sarif (formats.c) */
    cli_html *html;       /* html (report_html.c) */
    const tfc_target **columns; /* html: the releases of further --tf options */
    size_t n_columns;
    const tfc_registry *all; /* html: --tf all, a column per release of this registry */
    const tfc_target *tt; /* what the records ask */
} scan_out;

/* One CSV cell (the CSV sink): RFC 4180 quoting (a cell holding , " CR or
 * LF is quoted, " doubled), bytes as they are; and formula neutralisation:
 * a cell starting with = + - @ TAB CR, or with ' itself (so that removing
 * one leading ' always gives the value back), gets a leading ', so that a
 * spreadsheet opening the report never reads a name as a formula. */
static void csv_field(FILE *f, const char *s)
{
    if (!s) return;
    int quote = strpbrk(s, ",\"\r\n") != NULL;
    if (quote) fputc('"', f);
    if (s[0] && strchr("=+-@\t\r'", s[0])) fputc('\'', f);
    for (; *s; s++) {
        if (*s == '"') fputc('"', f);
        fputc(*s, f);
    }
    if (quote) fputc('"', f);
}

static void json_i32_or_null(jw *w, int32_t v)
{
    if (v < 0) jw_null(w);
    else jw_int(w, v);
}

/* Opens the sink of a CI or HTML format; nonzero when out of memory. */
static int open_sinks(scan_out *o, int format)
{
    if (cli_format_is_ci(format)) return !(o->ci = cli_ci_begin(format, o->f, "tfcompat scan"));
    if (format == CLI_FMT_HTML) return !(o->html = cli_html_begin_scan(o->f, o->tt, o->n_columns, o->columns, o->all));
    return 0;
}

/* Counts a record in the summary and, for a CI or HTML format, hands it to
 * that sink; these run on the one thread that writes, in walk order. */
static void count_record(scan_out *o, const tfc_scan_record *r)
{
    const char *code = tfc_scan_record_code(r);
    if (tfc_scan_summary_add(o->sum, r)) o->nomem = 1;
    if (o->ci) cli_ci_scan_record(o->ci, r, o->tt, code);
    if (o->html) cli_html_scan_record(o->html, r, o->tt, code);
}

/* The text of one record in a line format (table, ndjson, csv) to f: what
 * any thread may do (it reads only the record and o's format). */
static void format_record(const scan_out *o, FILE *f, const tfc_scan_record *r)
{
    int32_t oc = tfc_scan_record_outcome(r);
    const char *code = tfc_scan_record_code(r);
    const char *kind = tfc_container_kind_name(tfc_scan_record_kind(r));
    if (o->format == FMT_NDJSON) {
        /* One compact object per line (the JSON sink). */
        jw w;
        jw_init_compact(&w, f);
        jw_object_begin(&w);
        cli_json_path(&w, "path", tfc_scan_record_path(r));
        JW_KEY(&w, "kind");
        jw_string(&w, kind);
        JW_KEY(&w, "producer");
        json_i32_or_null(&w, tfc_scan_record_producer(r));
        JW_KEY(&w, "min_consumer");
        json_i32_or_null(&w, tfc_scan_record_min_consumer(r));
        JW_KEY(&w, "oldest");
        jw_string_or_null(&w, tfc_scan_record_oldest(r));
        JW_KEY(&w, "newest");
        jw_string_or_null(&w, tfc_scan_record_newest(r));
        JW_KEY(&w, "accepting");
        jw_uint(&w, tfc_scan_record_accepting_count(r));
        JW_KEY(&w, "outcome");
        jw_string(&w, tfc_outcome_name(oc));
        JW_KEY(&w, "code");
        jw_string_or_null(&w, code[0] ? code : NULL);
        JW_KEY(&w, "message");
        jw_string_or_null(&w, oc == TFC_OUTCOME_ACCEPTED ? NULL : tfc_scan_record_message(r));
        if (oc == TFC_SCAN_UNREADABLE) {
            JW_KEY(&w, "status");
            jw_int(&w, tfc_scan_record_status(r));
            JW_KEY(&w, "offset");
            jw_int(&w, tfc_scan_record_offset(r));
        }
        jw_object_end(&w);
        jw_finish(&w);
    } else if (o->format == FMT_CSV) {
        csv_field(f, tfc_scan_record_path(r));
        fprintf(f, ",%s,", kind);
        if (tfc_scan_record_producer(r) >= 0)
            fprintf(f, "%" PRId32 ",%" PRId32, tfc_scan_record_producer(r), tfc_scan_record_min_consumer(r));
        else fputc(',', f);
        fputc(',', f);
        csv_field(f, tfc_scan_record_oldest(r));
        fputc(',', f);
        csv_field(f, tfc_scan_record_newest(r));
        fprintf(f, ",%zu,", tfc_scan_record_accepting_count(r));
        csv_field(f, tfc_outcome_name(oc));
        fputc(',', f);
        csv_field(f, code);
        fputc(',', f);
        if (oc != TFC_OUTCOME_ACCEPTED) csv_field(f, tfc_scan_record_message(r));
        fputc('\n', f);
    } else {
        char vers[32] = "-", range[80] = "-";
        if (tfc_scan_record_producer(r) >= 0)
            snprintf(vers, sizeof vers, "%" PRId32 "/%" PRId32, tfc_scan_record_producer(r),
                     tfc_scan_record_min_consumer(r));
        const char *lo = tfc_scan_record_oldest(r), *hi = tfc_scan_record_newest(r);
        if (lo && hi) snprintf(range, sizeof range, "%s-%s", lo, hi);
        else if (lo) snprintf(range, sizeof range, ">=%s", lo);
        /* Names and messages escaped (cli_text_escaped): a file name holding
         * a newline cannot forge a line, nor an escape sequence reach the
         * terminal. */
        fprintf(f, "%-12s %-16s %-11s %-15s ", tfc_outcome_name(oc), kind, vers, range);
        cli_text_escaped(f, tfc_scan_record_path(r));
        if (oc != TFC_OUTCOME_ACCEPTED) {
            fprintf(f, "\n  %s: ", code);
            cli_text_escaped(f, tfc_scan_record_message(r));
        }
        fputc('\n', f);
    }
}

/* Writes records: r (none: NULL), then those below it (an unlisted
 * SavedModel directory's), each counted, then their text (formatted here,
 * or already by a worker: text, text_len). */
static void write_records(scan_out *o, const tfc_scan_record *r, tfc_scan_record *const *below, size_t n_below,
                          const char *text, size_t text_len)
{
    if (r) count_record(o, r);
    for (size_t i = 0; i < n_below; i++) count_record(o, below[i]);
    if (o->ci || o->html) return;
    if (!text) {
        if (r) format_record(o, o->f, r);
        for (size_t i = 0; i < n_below; i++) format_record(o, o->f, below[i]);
        return;
    }
    fwrite(text, 1, text_len, o->f);
    if (o->format == FMT_NDJSON) cli_line_flush(o->f); /* as jw_finish flushes a line it writes */
}

static double seconds(const struct timespec *a, const struct timespec *b)
{
    return (double)(b->tv_sec - a->tv_sec) + (double)(b->tv_nsec - a->tv_nsec) / 1e9;
}

static void progress(scan_out *o, int final)
{
    if (!o->progress) return;
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    if (!final && seconds(&o->last, &now) < 0.1) return;
    o->last = now;
    double s = seconds(&o->start, &now);
    uint64_t n = tfc_scan_summary_models(o->sum);
    fprintf(stderr, "\r\033[Kscanned %" PRIu64 " models (%" PRIu64 " accepted, %" PRIu64 " rejected, %" PRIu64
                    " unreadable) %.0f/s",
            n, tfc_scan_summary_outcome_count(o->sum, TFC_OUTCOME_ACCEPTED),
            tfc_scan_summary_outcome_count(o->sum, TFC_OUTCOME_REJECTED) +
                tfc_scan_summary_outcome_count(o->sum, TFC_OUTCOME_UNDETERMINED),
            tfc_scan_summary_outcome_count(o->sum, TFC_SCAN_UNREADABLE), s > 0 ? (double)n / s : 0.0);
    if (final) fputs("\r\033[K", stderr);
    fflush(stderr);
}

/* "N models: A accepted, R rejected, U undetermined, X unreadable" */
static void counts_line(FILE *f, const char *prefix, const tfc_scan_summary *sum)
{
    fprintf(f, "%s%" PRIu64 " models", prefix, tfc_scan_summary_models(sum));
    for (int32_t oc = TFC_OUTCOME_ACCEPTED; oc <= TFC_SCAN_UNREADABLE; oc++)
        fprintf(f, "%s%" PRIu64 " %s", oc ? ", " : ": ", tfc_scan_summary_outcome_count(sum, oc), tfc_outcome_name(oc));
    fputc('\n', f);
}

static void write_summary(scan_out *o)
{
    if (o->format == FMT_NDJSON) {
        jw w;
        jw_init_compact(&w, o->f);
        jw_object_begin(&w);
        jw_key(&w, "summary");
        jw_object_begin(&w);
        jw_key(&w, "models");
        jw_uint(&w, tfc_scan_summary_models(o->sum));
        for (int32_t oc = TFC_OUTCOME_ACCEPTED; oc <= TFC_SCAN_UNREADABLE; oc++) {
            jw_key(&w, tfc_outcome_name(oc));
            jw_uint(&w, tfc_scan_summary_outcome_count(o->sum, oc));
        }
        if (tfc_scan_summary_links(o->sum)) {
            jw_key(&w, "links_not_followed");
            jw_uint(&w, tfc_scan_summary_links(o->sum));
        }
        cli_summary_reasons_json(&w, o->sum);
        jw_object_end(&w);
        jw_key(&w, "target");
        jw_string_or_null(&w, o->tt && tfc_target_name(o->tt)[0] ? tfc_target_name(o->tt) : NULL);
        jw_object_end(&w);
        jw_finish(&w);
        return;
    }
    if (o->ci || o->html) {
        if (o->ci ? cli_ci_end(o->ci) : cli_html_end(o->html)) o->nomem = 1;
        o->ci = NULL;
        o->html = NULL;
        counts_line(stderr, "tfcompat scan: ", o->sum);
        cli_links_not_followed(stderr, "tfcompat scan: ", tfc_scan_summary_links(o->sum));
        return;
    }
    FILE *f = o->format == FMT_CSV ? stderr : o->f;
    counts_line(f, o->format == FMT_CSV ? "tfcompat scan: " : "\n", o->sum);
    cli_links_not_followed(f, o->format == FMT_CSV ? "tfcompat scan: " : "", tfc_scan_summary_links(o->sum));
    /* what the verdicts answer for: the product and the runtime it stands for */
    if (o->format != FMT_CSV && o->tt && tfc_target_name(o->tt)[0]) {
        fputs("asked of: ", f);
        cli_text_escaped(f, tfc_target_name(o->tt));
        fputc('\n', f);
    }
    cli_summary_reasons_text(f, "commonest reasons:", o->sum);
}

void cli_links_not_followed(FILE *f, const char *prefix, uint64_t n)
{
    if (n) fprintf(f, "%s%" PRIu64 " links not followed (links to directories; --follow enters them)\n", prefix, n);
}

int cli_store_exit(int unreadable, uint64_t models, int refused, const char *const *roots, size_t n_roots,
                   uint64_t links)
{
    /* unreadable first, then nothing found, then the verdict */
    if (unreadable) return CLI_BAD_INPUT;
    if (models) return refused ? CLI_REJECTED : CLI_OK;
    /* A gate must not pass because a path was wrong: nothing checked is its own exit. */
    if (n_roots > 1) {
        fprintf(stderr, "tfcompat scan: no model found under any of the %zu ROOTs\n", n_roots);
    } else {
        fputs("tfcompat scan: no model found under ", stderr);
        cli_text_escaped(stderr, roots[0]);
        fputc('\n', stderr);
    }
    cli_links_not_followed(stderr, "tfcompat scan: ", links);
    return CLI_NO_MODELS;
}

void cli_walk_error(const char *root, int32_t rc, const tfc_error *err)
{
    fputs("tfcompat scan: ", stderr);
    cli_text_escaped(stderr, root);
    fputs(": ", stderr);
    cli_text_escaped(stderr, err->message[0] ? err->message : tfc_status_str(rc));
    fprintf(stderr, " (%s)\n", tfc_status_name(rc));
}

/* Takes argv[*i] (and its value: *i advances) as one of the shared options
 * or as a ROOT: CLI_OK, or CLI_USAGE after the message. */
static int walk_arg(cli_walk_args *w, int argc, char **argv, int *i, const char *mode)
{
    const char *a = argv[*i];
    char msg[96];
    if ((!strcmp(a, "--registry") || !strcmp(a, "--format")) && *i + 1 >= argc)
        return cli_usage_error("scan", "missing value for", a);
    if (!strcmp(a, "--registry")) {
        w->regfile = argv[++*i];
    } else if (!strcmp(a, "--follow")) {
        w->follow = 1;
    } else if (!strcmp(a, "--format")) {
        const char *v = argv[++*i];
        snprintf(msg, sizeof msg, "--format with %s wants table or ndjson, not", mode);
        if (!strcmp(v, "ndjson")) w->ndjson = 1;
        else if (strcmp(v, "table")) return cli_usage_error("scan", msg, v);
    } else if (a[0] == '-' && a[1]) {
        snprintf(msg, sizeof msg, "with %s, unknown option", mode);
        return cli_usage_error("scan", msg, a);
    } else {
        w->roots[w->n_roots++] = a;
    }
    return CLI_OK;
}

int cli_walk_args_parse(cli_walk_args *w, int argc, char **argv, const char *mode, cli_walk_opt_fn opt, void *user,
                        int (*usage_fn)(FILE *f, int rc))
{
    memset(w, 0, sizeof *w);
    if (!(w->roots = calloc((size_t)argc, sizeof *w->roots))) return cli_input_error(0, NULL, TFC_E_NOMEM, NULL);
    int out = CLI_OK;
    for (int i = 1; i < argc && !out; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            free(w->roots);
            w->roots = NULL;
            w->help = 1;
            return usage_fn(stdout, CLI_OK);
        }
        out = opt(argc, argv, &i, user);
        if (out < 0) out = walk_arg(w, argc, argv, &i, mode);
    }
    if (!out && !w->n_roots) out = cli_usage_error("scan", "missing ROOT", NULL);
    return out;
}

/* cli_walk_roots' visitor: counts the links not followed, passes models on */
typedef struct walk_ctx {
    tfc_scan_visit_fn visit;
    void *user;
    const int32_t *failed;
    uint64_t *links;
} walk_ctx;

static int32_t walk_visit(const char *path, int32_t kind, void *user)
{
    walk_ctx *w = user;
    if (kind != TFC_SCAN_LINK_NOT_FOLLOWED) return w->visit(path, kind, w->user);
    (*w->links)++; /* no model: counted in the summary */
    return *w->failed;
}

int cli_walk_roots(const char *const *roots, size_t n_roots, int follow, tfc_scan_visit_fn visit, void *user,
                   const int32_t *failed, uint64_t *links)
{
    walk_ctx w = {visit, user, failed, links};
    int bad_root = 0;
    for (size_t i = 0; i < n_roots && !*failed; i++) {
        tfc_error err;
        tfc_error_init(&err, sizeof err);
        int32_t rc = tfc_scan_walk_v2(roots[i], (follow ? TFC_SCAN_FOLLOW_LINKS : 0) | TFC_SCAN_UNREAD_FILES, walk_visit,
                                      &w, &err);
        if (rc && !*failed) {
            cli_walk_error(roots[i], rc, &err);
            bad_root = 1;
        }
    }
    if (*failed) fprintf(stderr, "tfcompat scan: %s\n", tfc_status_str(*failed));
    return bad_root;
}

/* ---- walking into the ring ---------------------------------------------- */

typedef struct scan_ctx {
    pool *p;
    scan_out *o;
    int32_t failed; /* tfc_scan_record_new failure (out of memory); under the mutex while writing */
    int writing;    /* a writer thread writes the records */
    int in_line;    /* --jobs 1: the walking thread makes and writes each record */
    uint64_t links; /* links to directories not followed, by the walking thread */
    uint64_t links_below; /* those below unlisted SavedModel directories, by the writing thread */
    const char *root;     /* the root being walked */
} scan_ctx;

/* Writes a computed slot's records (none when its file held no model or
 * it failed) and frees what it holds. */
static void write_slot(scan_ctx *c, slot *w)
{
    if (!w->rc) write_records(c->o, w->rec, w->below, w->n_below, w->text, w->text_len);
    c->links_below += w->links_below;
    free(w->text);
    free(w->path);
    tfc_scan_record_free(w->rec);
    for (size_t i = 0; i < w->n_below; i++) tfc_scan_record_free(w->below[i]);
    free(w->below);
    progress(c->o, 0);
}

/* Writes the head slot once computed. Called with the mutex held. */
static void flush_head(scan_ctx *c)
{
    pool *p = c->p;
    slot *s = &p->ring[p->head % p->cap];
    while (!s->done) pthread_cond_wait(&p->done, &p->mu);
    slot w = *s;
    *s = (slot){0}; /* free for the walk once head moves on */
    p->head++;
    pthread_mutex_unlock(&p->mu);
    write_slot(c, &w);
    pthread_mutex_lock(&p->mu);
    if (w.rc) c->failed = w.rc;
}

/* With several jobs the records are written by a thread of their own, so
 * the walking thread only walks (the walk is the one serial part left of a
 * scan: with the writing on it too, it flattened the scaling past a few
 * jobs). */
static void *writer(void *arg)
{
    scan_ctx *c = arg;
    pool *p = c->p;
    pthread_mutex_lock(&p->mu);
    for (;;) {
        while (p->head == p->tail && !p->walked) pthread_cond_wait(&p->done, &p->mu);
        if (p->head == p->tail) break; /* walked, all written */
        flush_head(c);
        pthread_cond_signal(&p->space);
    }
    pthread_mutex_unlock(&p->mu);
    return NULL;
}

/* c->failed, read by the walking thread while a writer thread may set it. */
static int32_t scan_failed(scan_ctx *c)
{
    pthread_mutex_lock(&c->p->mu);
    int32_t f = c->failed;
    pthread_mutex_unlock(&c->p->mu);
    return f;
}

static int32_t on_model(const char *path, int32_t kind, void *user)
{
    /* the record reads the file and detects its kind (TFC_SCAN_FILE) */
    scan_ctx *c = user;
    if (kind == TFC_SCAN_LINK_NOT_FOLLOWED) {
        /* no model: counted here by the walking thread alone, added to the
         * summary once the writer thread is done (the summary has one writer) */
        c->links++;
        return scan_failed(c);
    }
    pool *p = c->p;
    if (c->in_line) {
        tfc_error err;
        tfc_error_init(&err, sizeof err);
        slot w = {0};
        w.rc = tfc_scan_record_new_walked(&w.rec, p->target, path, kind, &err);
        write_slot(c, &w);
        if (w.rc) c->failed = w.rc;
        return c->failed;
    }
    char *copy = strdup(path);
    if (!copy) return TFC_E_NOMEM;
    pthread_mutex_lock(&p->mu);
    while (p->tail - p->head >= p->cap) {
        if (c->writing) pthread_cond_wait(&p->space, &p->mu);
        else flush_head(c);
    }
    slot *s = &p->ring[p->tail % p->cap];
    s->path = copy;
    s->kind = kind;
    s->root = c->root;
    s->done = 0;
    p->tail++;
    pthread_cond_signal(&p->work);
    int32_t failed = c->failed;
    pthread_mutex_unlock(&p->mu);
    return failed;
}

static void free_targets(tfc_target **t, size_t n)
{
    for (size_t i = 0; t && i < n; i++) tfc_target_free(t[i]);
    free(t);
}

int cli_scan(int argc, char **argv)
{
    const char *release = NULL, *runtime = NULL, *regfile = NULL, *spec = NULL;
    /* roots, then (html) further --tf releases, each a column of the report */
    const char **roots = calloc((size_t)argc * 2, sizeof *roots), **columns = roots ? roots + argc : NULL;
    size_t n_roots = 0, n_columns = 0;
    int all_releases = 0, follow = 0;
    int format = FMT_TABLE;
    long jobs = sysconf(_SC_NPROCESSORS_ONLN);
    if (!roots) return cli_input_error(0, NULL, TFC_E_NOMEM, NULL);
    /* --from A --to B: what changes when the consumer moves (migrate.c) */
    for (int i = 1; i < argc; i++)
        if (!strcmp(argv[i], "--from") || !strcmp(argv[i], "--to")) {
            free(roots);
            return cli_migrate(argc, argv);
        }
    /* --product NAME: which versions of a product load each model (scan_product.c) */
    for (int i = 1; i < argc; i++)
        if (!strcmp(argv[i], "--product")) {
            free(roots);
            return cli_scan_product(argc, argv);
        }
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            free(roots);
            return usage(stdout, CLI_OK);
        }
        int opt = !strcmp(a, "--tf") || !strcmp(a, "--runtime") || !strcmp(a, "--registry") ||
                  !strcmp(a, "--jobs") || !strcmp(a, "--format") || !strcmp(a, "--target");
        if (opt && i + 1 >= argc) {
            free(roots);
            return cli_usage_error("scan", "missing value for", a);
        }
        if (!strcmp(a, "--tf") && release && !strcmp(argv[i + 1], "all")) all_releases = ++i;
        else if (!strcmp(a, "--tf") && release) columns[n_columns++] = argv[++i];
        else if (!strcmp(a, "--tf")) release = argv[++i];
        else if (!strcmp(a, "--target")) spec = argv[++i];
        else if (!strcmp(a, "--runtime")) runtime = argv[++i];
        else if (!strcmp(a, "--registry")) regfile = argv[++i];
        else if (!strcmp(a, "--follow")) follow = 1;
        else if (!strcmp(a, "--jobs")) {
            int32_t j;
            if (cli_parse_i32(argv[++i], &j) || j < 1 || j > MAX_JOBS) {
                free(roots);
                return cli_usage_error("scan", "--jobs wants a number from 1 to 256, not", argv[i]);
            }
            jobs = j;
        } else if (!strcmp(a, "--format")) {
            const char *v = argv[++i];
            format = cli_format_parse(v);
            if (format < 0 || format == CLI_FMT_JSON || !strcmp(v, "text")) {
                free(roots);
                return cli_usage_error("scan", "--format wants table, ndjson, csv, github, junit, sarif or html, not", v);
            }
        } else if (a[0] == '-' && a[1]) {
            free(roots);
            return cli_usage_error("scan", "unknown option", a);
        } else {
            roots[n_roots++] = a;
        }
    }
    if (!n_roots) {
        free(roots);
        return cli_usage_error("scan", "missing ROOT", NULL);
    }
    if (spec && (release || runtime)) {
        free(roots);
        return cli_usage_error("scan", "--target SPEC names the whole target; leave out --tf and --runtime", NULL);
    }
    if ((n_columns || all_releases) && format != CLI_FMT_HTML) {
        free(roots);
        return cli_usage_error("scan", "give --tf once (each further --tf is a column of --format html)", NULL);
    }
    if (jobs < 1) jobs = 1;
    if (jobs > MAX_JOBS) jobs = MAX_JOBS;

#ifdef __GLIBC__
    /* Large parse buffers come from the heap and go back to it: glibc would
     * otherwise mmap and munmap each one, and every munmap of a threaded
     * process interrupts the other CPUs (TLB shootdown). */
    mallopt(M_MMAP_THRESHOLD, 64 << 20);
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
#endif
    const tfc_registry *reg = NULL;
    int out = cli_registry_open(regfile, 0, &reg);
    if (out) {
        free(roots);
        return out;
    }
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_scan_target *target = NULL;
    tfc_target *parsed = NULL;
    int32_t rc = spec ? tfc_target_parse(&parsed, spec, reg, &err)
                      : tfc_scan_target_new(&target, reg, release, runtime, &err);
    if (!rc && parsed) rc = tfc_scan_target_for(&target, parsed, &err);
    tfc_target **col_targets = n_columns ? calloc(n_columns, sizeof *col_targets) : NULL;
    if (!rc && n_columns && !col_targets) rc = TFC_E_NOMEM;
    for (size_t k = 0; !rc && k < n_columns; k++) rc = tfc_target_parse(&col_targets[k], columns[k], reg, &err);
    if (rc) {
        free_targets(col_targets, n_columns);
        tfc_scan_target_free(target);
        tfc_target_free(parsed);
        cli_registry_release(reg);
        free(roots);
        if (rc == TFC_E_UNKNOWN_RELEASE || rc == TFC_E_BAD_VALUE) {
            cli_diag("scan", err.message, " (see 'tfcompat registry list' and docs/tflite.md)");
            return CLI_USAGE;
        }
        return cli_input_error(0, NULL, rc, &err);
    }

    pool p;
    memset(&p, 0, sizeof p);
    pthread_mutex_init(&p.mu, NULL);
    pthread_cond_init(&p.work, NULL);
    pthread_cond_init(&p.done, NULL);
    pthread_cond_init(&p.space, NULL);
    p.cap = (size_t)jobs * 16;
    p.ring = calloc(p.cap, sizeof *p.ring);
    p.target = target;
    pthread_t th[MAX_JOBS];
    long started = 0;
    scan_out o;
    memset(&o, 0, sizeof o);
    o.format = format;
    o.f = stdout;
    o.progress = isatty(STDERR_FILENO);
    clock_gettime(CLOCK_MONOTONIC, &o.start);
    o.last = o.start;
    o.columns = (const tfc_target **)col_targets;
    o.n_columns = n_columns;
    o.all = all_releases ? reg : NULL;
    scan_ctx c = {&p, &o, 0, 0, jobs == 1, 0, 0, NULL};
    if (jobs > 1 && !cli_format_is_ci(format) && format != CLI_FMT_HTML) p.preformat = &o;
    /* With workers, a SavedModel directory is listed by the worker making
     * its record (tfc_scan_walk_rest), not by the walking thread: the walk
     * is the serial part of the scan, and the listing was most of its work
     * per SavedModel. Links followed need the walk's own loop bounds. */
    uint32_t walk_flags = (follow ? TFC_SCAN_FOLLOW_LINKS : 0) | TFC_SCAN_UNREAD_FILES;
    if (jobs > 1 && !follow) walk_flags |= TFC_SCAN_SAVED_MODELS_UNLISTED;
    p.rest_flags = TFC_SCAN_UNREAD_FILES;
    pthread_t write_th;
    int bad_root = 0;
    if (!p.ring || tfc_scan_summary_new(&o.sum, NULL)) c.failed = TFC_E_NOMEM;
    for (long j = 0; !c.failed && !c.in_line && j < jobs; j++) {
        if (pthread_create(&th[j], NULL, worker, &p)) break;
        started++;
    }
    if (!started && !c.in_line) c.failed = c.failed ? c.failed : TFC_E_INTERNAL;
    o.tt = tfc_scan_target_target(target);
    if (!c.failed && open_sinks(&o, format)) c.failed = TFC_E_NOMEM;

    if (format == FMT_CSV && !c.failed)
        fputs("path,kind,producer,min_consumer,oldest,newest,accepting,outcome,code,message\n", stdout);
    if (format == FMT_TABLE && !c.failed)
        fprintf(stdout, "%-12s %-16s %-11s %-15s %s\n", "OUTCOME", "KIND", "PROD/MIN", "RELEASES", "PATH");
    if (!c.failed && jobs > 1 && !pthread_create(&write_th, NULL, writer, &c)) c.writing = 1;
    for (size_t i = 0; !scan_failed(&c) && i < n_roots; i++) {
        tfc_error_init(&err, sizeof err);
        c.root = roots[i];
        rc = tfc_scan_walk_v2(roots[i], walk_flags, on_model, &c, &err);
        if (rc && !scan_failed(&c)) {
            if (o.progress) fputs("\r\033[K", stderr);
            cli_walk_error(roots[i], rc, &err);
            bad_root = 1;
            if (rc == TFC_E_NOMEM) {
                pthread_mutex_lock(&p.mu);
                c.failed = rc;
                pthread_mutex_unlock(&p.mu);
            }
        }
    }
    if (c.writing) {
        pthread_mutex_lock(&p.mu);
        p.walked = 1;
        pthread_cond_broadcast(&p.done);
        pthread_mutex_unlock(&p.mu);
        pthread_join(write_th, NULL);
    }
    pthread_mutex_lock(&p.mu);
    while (p.head < p.tail) flush_head(&c);
    p.stop = 1;
    pthread_cond_broadcast(&p.work);
    pthread_mutex_unlock(&p.mu);
    for (long j = 0; j < started; j++) pthread_join(th[j], NULL);
    progress(&o, 1);
    if (!c.failed && tfc_scan_summary_add_links(o.sum, c.links + c.links_below)) o.nomem = 1;
    if (!c.failed) write_summary(&o);
    cli_ci_abandon(o.ci);
    if (o.html) cli_html_end(o.html); /* only when the scan failed: the page still ends */
    fflush(stdout);
    free(p.ring);
    pthread_mutex_destroy(&p.mu);
    pthread_cond_destroy(&p.work);
    pthread_cond_destroy(&p.done);
    pthread_cond_destroy(&p.space);
    uint64_t models = tfc_scan_summary_models(o.sum),
             unreadable = tfc_scan_summary_outcome_count(o.sum, TFC_SCAN_UNREADABLE),
             refused = tfc_scan_summary_outcome_count(o.sum, TFC_OUTCOME_REJECTED) +
                       tfc_scan_summary_outcome_count(o.sum, TFC_OUTCOME_UNDETERMINED),
             links = tfc_scan_summary_links(o.sum);
    tfc_scan_summary_free(o.sum);
    tfc_scan_target_free(target);
    tfc_target_free(parsed);
    free_targets(col_targets, n_columns);
    cli_registry_release(reg);
    const char *root0 = roots[0];
    free(roots);
    if (c.failed || o.nomem) {
        fprintf(stderr, "tfcompat scan: %s\n", tfc_status_str(c.failed ? c.failed : TFC_E_NOMEM));
        return CLI_BAD_INPUT;
    }
    return cli_store_exit(bad_root || unreadable, models, refused != 0, &root0, n_roots, links);
}
