/*
 * scan.c - `tfcompat scan ROOT...`: every model under a store, one record
 * each (computed by the library, tfcompat/scan.h), against a TensorFlow
 * release and/or a TFLite runtime, with a summary at the end.
 *
 * Threads: the main thread walks and writes; --jobs workers compute
 * records. Records are written in walk order through a ring of slots, so
 * memory is bounded by the ring, not by the number of models, and the
 * output does not depend on --jobs.
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

enum { FMT_TABLE = CLI_FMT_TEXT, FMT_NDJSON = CLI_FMT_NDJSON, FMT_CSV = CLI_FMT_CSV };
#define MAX_JOBS 256
#define MAX_REASONS 5

static int usage(FILE *f, int rc)
{
    fputs("usage: tfcompat scan ROOT... [--tf RELEASE] [--runtime X.Y.Z] [--target SPEC] [--registry FILE]\n"
          "                    [--jobs N] [--format table|ndjson|csv|github|junit|sarif|html]\n"
          "       tfcompat scan ROOT... --from SPEC --to SPEC [--registry FILE] [--format table|ndjson] [--all]\n"
          "                    (what changes when the consumer moves: 'tfcompat scan --from A --to B --help')\n"
          "       tfcompat scan ROOT... --product NAME [--registry FILE] [--format table|ndjson]\n"
          "                    (which versions of a product load each model: 'tfcompat scan --product X --help')\n\n"
          "Walks every ROOT (directories or files), finds the models by content\n"
          "(SavedModel directories, each numbered version of a TF Serving base path,\n"
          "GraphDef/MetaGraphDef files, checkpoint indexes, VersionDefs, TFLite models)\n"
          "and prints one record per model: kind, versions, the oldest and newest\n"
          "accepting release (or a TFLite model's minimum runtime), the verdict and its\n"
          "first error, or why the file could not be read; then a summary.\n"
          "  --tf RELEASE     check graphs, SavedModels and checkpoints against this\n"
          "                   TensorFlow release (default: accepted when any release is);\n"
          "                   with --format html, each further --tf adds a column\n"
          "                   (--tf all: a column per release of the registry)\n"
          "  --target SPEC    both at once, or any target string (\"2.11.1,litert@2.14.0\")\n"
          "  --runtime X.Y.Z  check TFLite models against this runtime (default:\n"
          "                   accepted when some runtime has every op)\n"
          "  --registry FILE  consumers to ask instead of the built-in history\n"
          "  --jobs N         worker threads (default: the number of CPUs)\n"
          "  --format F       table (default), ndjson (one JSON object per line, then\n"
          "                   {\"summary\": ...}) or csv (header line; summary on stderr);\n"
          "                   CI formats: github (workflow command annotations), junit\n"
          "                   (JUnit XML), sarif (SARIF 2.1.0); html: a self-contained\n"
          "                   report, models x consumers, with filters\n"
          "exit: 0 every model accepted, 1 some model rejected or undetermined,\n"
          "      2 some model unreadable (or a ROOT), 3 no model found, 64 usage\n",
          f);
    return rc;
}

/* ---- the ring of pending records --------------------------------------- */

typedef struct slot {
    char *path;
    tfc_scan_record *rec;
    int32_t rc; /* of tfc_scan_record_new */
    int done;
} slot;

typedef struct pool {
    pthread_mutex_t mu;
    pthread_cond_t work, done;
    slot *ring;
    size_t cap;
    uint64_t head, tail, claimed; /* head: next to write; tail: next to fill; claimed: next to compute */
    int stop;
    const tfc_scan_target *target;
} pool;

static void *worker(void *arg)
{
    pool *p = arg;
    pthread_mutex_lock(&p->mu);
    for (;;) {
        while (!p->stop && p->claimed == p->tail) pthread_cond_wait(&p->work, &p->mu);
        if (p->claimed == p->tail) break; /* stop, nothing left */
        slot *s = &p->ring[p->claimed++ % p->cap];
        pthread_mutex_unlock(&p->mu);
        tfc_error err;
        tfc_error_init(&err, sizeof err);
        tfc_scan_record *rec = NULL;
        int32_t rc = tfc_scan_record_new(&rec, p->target, s->path, &err);
        pthread_mutex_lock(&p->mu);
        s->rec = rec;
        s->rc = rc;
        s->done = 1;
        pthread_cond_broadcast(&p->done);
    }
    pthread_mutex_unlock(&p->mu);
    return NULL;
}

/* ---- output ----------------------------------------------------------- */

typedef struct reason_count {
    char code[64];
    uint64_t n;
} reason_count;

typedef struct scan_out {
    int format;
    FILE *f;
    uint64_t n, accepted, rejected, undetermined, unreadable;
    reason_count *reasons;
    size_t n_reasons, cap_reasons;
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

static void count_reason(scan_out *o, const char *code)
{
    if (!code[0]) return;
    for (size_t i = 0; i < o->n_reasons; i++)
        if (!strcmp(o->reasons[i].code, code)) {
            o->reasons[i].n++;
            return;
        }
    if (o->n_reasons == o->cap_reasons) {
        size_t nc = o->cap_reasons ? o->cap_reasons * 2 : 16;
        reason_count *nr = realloc(o->reasons, nc * sizeof *nr);
        if (!nr) {
            o->nomem = 1;
            return;
        }
        o->reasons = nr;
        o->cap_reasons = nc;
    }
    snprintf(o->reasons[o->n_reasons].code, sizeof o->reasons[0].code, "%s", code);
    o->reasons[o->n_reasons++].n = 1;
}

static void json_str_or_null(jw *w, const char *s)
{
    if (s) jw_string(w, s);
    else fputs("null", w->f);
}

static void json_i32_or_null(FILE *f, int32_t v)
{
    if (v < 0) fputs("null", f);
    else fprintf(f, "%" PRId32, v);
}

static void csv_field(FILE *f, const char *s)
{
    if (!s) return;
    if (!strpbrk(s, ",\"\r\n")) {
        fputs(s, f);
        return;
    }
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"') fputc('"', f);
        fputc(*s, f);
    }
    fputc('"', f);
}

/* Opens the sink of a CI or HTML format; nonzero when out of memory. */
static int open_sinks(scan_out *o, int format)
{
    if (cli_format_is_ci(format)) return !(o->ci = cli_ci_begin(format, o->f, "tfcompat scan"));
    if (format == CLI_FMT_HTML) return !(o->html = cli_html_begin_scan(o->f, o->tt, o->n_columns, o->columns, o->all));
    return 0;
}

static void write_record(scan_out *o, const tfc_scan_record *r)
{
    FILE *f = o->f;
    int32_t oc = tfc_scan_record_outcome(r);
    const char *code = cli_record_code(r);
    const char *kind = tfc_container_kind_name(tfc_scan_record_kind(r));
    o->n++;
    if (oc == TFC_OUTCOME_ACCEPTED) o->accepted++;
    else if (oc == TFC_OUTCOME_REJECTED) o->rejected++;
    else if (oc == TFC_OUTCOME_UNDETERMINED) o->undetermined++;
    else o->unreadable++;
    count_reason(o, code);
    if (o->ci) cli_ci_scan_record(o->ci, r, o->tt, code);
    if (o->html) cli_html_scan_record(o->html, r, o->tt, code);
    if (o->ci || o->html) return;
    if (o->format == FMT_NDJSON) {
        /* One compact object per line; strings through the JSON writer's
         * escaping (a writer at depth 0 adds no whitespace). */
        jw w;
        jw_init(&w, f);
        fputs("{\"path\":", f);
        jw_string(&w, tfc_scan_record_path(r));
        fputs(",\"kind\":", f);
        jw_string(&w, kind);
        fputs(",\"producer\":", f);
        json_i32_or_null(f, tfc_scan_record_producer(r));
        fputs(",\"min_consumer\":", f);
        json_i32_or_null(f, tfc_scan_record_min_consumer(r));
        fputs(",\"oldest\":", f);
        json_str_or_null(&w, tfc_scan_record_oldest(r));
        fputs(",\"newest\":", f);
        json_str_or_null(&w, tfc_scan_record_newest(r));
        fprintf(f, ",\"accepting\":%zu,\"outcome\":", tfc_scan_record_accepting_count(r));
        jw_string(&w, cli_outcome_word(oc));
        fputs(",\"code\":", f);
        json_str_or_null(&w, code[0] ? code : NULL);
        fputs(",\"message\":", f);
        json_str_or_null(&w, oc == TFC_OUTCOME_ACCEPTED ? NULL : tfc_scan_record_message(r));
        if (oc == TFC_SCAN_UNREADABLE)
            fprintf(f, ",\"status\":%" PRId32 ",\"offset\":%" PRId64, tfc_scan_record_status(r),
                    tfc_scan_record_offset(r));
        fputs("}\n", f);
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
        fprintf(f, ",%zu,%s,%s,", tfc_scan_record_accepting_count(r), cli_outcome_word(oc), code);
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
        fprintf(f, "%-12s %-16s %-11s %-15s ", cli_outcome_word(oc), kind, vers, range);
        cli_text_escaped(f, tfc_scan_record_path(r));
        if (oc != TFC_OUTCOME_ACCEPTED) {
            fprintf(f, "\n  %s: ", code);
            cli_text_escaped(f, tfc_scan_record_message(r));
        }
        fputc('\n', f);
    }
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
    fprintf(stderr, "\r\033[Kscanned %" PRIu64 " models (%" PRIu64 " accepted, %" PRIu64 " rejected, %" PRIu64
                    " unreadable) %.0f/s",
            o->n, o->accepted, o->rejected + o->undetermined, o->unreadable, s > 0 ? (double)o->n / s : 0.0);
    if (final) fputs("\r\033[K", stderr);
    fflush(stderr);
}

static int cmp_reason(const void *a, const void *b)
{
    const reason_count *x = a, *y = b;
    if (x->n != y->n) return x->n < y->n ? 1 : -1;
    return strcmp(x->code, y->code);
}

static void write_summary(scan_out *o)
{
    if (o->n_reasons) qsort(o->reasons, o->n_reasons, sizeof *o->reasons, cmp_reason);
    size_t shown = o->n_reasons < MAX_REASONS ? o->n_reasons : MAX_REASONS;
    if (o->format == FMT_NDJSON) {
        jw w;
        jw_init(&w, o->f);
        fprintf(o->f,
                "{\"summary\":{\"models\":%" PRIu64 ",\"accepted\":%" PRIu64 ",\"rejected\":%" PRIu64
                ",\"undetermined\":%" PRIu64 ",\"unreadable\":%" PRIu64 ",\"reasons\":[",
                o->n, o->accepted, o->rejected, o->undetermined, o->unreadable);
        for (size_t i = 0; i < shown; i++) {
            fputs(i ? ",{\"code\":" : "{\"code\":", o->f);
            jw_string(&w, o->reasons[i].code);
            fprintf(o->f, ",\"count\":%" PRIu64 "}", o->reasons[i].n);
        }
        fputs("]},\"target\":", o->f);
        json_str_or_null(&w, o->tt && tfc_target_name(o->tt)[0] ? tfc_target_name(o->tt) : NULL);
        fputs("}\n", o->f);
        return;
    }
    if (o->ci || o->html) {
        if (o->ci ? cli_ci_end(o->ci) : cli_html_end(o->html)) o->nomem = 1;
        o->ci = NULL;
        o->html = NULL;
        fprintf(stderr, "tfcompat scan: %" PRIu64 " models: %" PRIu64 " accepted, %" PRIu64 " rejected, %" PRIu64
                        " undetermined, %" PRIu64 " unreadable\n",
                o->n, o->accepted, o->rejected, o->undetermined, o->unreadable);
        return;
    }
    FILE *f = o->format == FMT_CSV ? stderr : o->f;
    fprintf(f, "%s%" PRIu64 " models: %" PRIu64 " accepted, %" PRIu64 " rejected, %" PRIu64 " undetermined, %" PRIu64
               " unreadable\n",
            o->format == FMT_CSV ? "tfcompat scan: " : "\n", o->n, o->accepted, o->rejected, o->undetermined,
            o->unreadable);
    /* what the verdicts answer for: the product and the runtime it stands for */
    if (o->format != FMT_CSV && o->tt && tfc_target_name(o->tt)[0]) {
        fputs("asked of: ", f);
        cli_text_escaped(f, tfc_target_name(o->tt));
        fputc('\n', f);
    }
    for (size_t i = 0; i < shown; i++)
        fprintf(f, "%s  %-28s %" PRIu64 "\n", i ? "" : "commonest reasons:\n", o->reasons[i].code, o->reasons[i].n);
}

/* ---- walking into the ring ---------------------------------------------- */

typedef struct scan_ctx {
    pool *p;
    scan_out *o;
    int32_t failed; /* tfc_scan_record_new failure (out of memory) */
} scan_ctx;

/* Writes the head slot once computed. Called with the mutex held. */
static void flush_head(scan_ctx *c)
{
    pool *p = c->p;
    slot *s = &p->ring[p->head % p->cap];
    while (!s->done) pthread_cond_wait(&p->done, &p->mu);
    tfc_scan_record *rec = s->rec;
    int32_t rc = s->rc;
    s->rec = NULL;
    s->done = 0;
    free(s->path);
    s->path = NULL;
    p->head++;
    pthread_mutex_unlock(&p->mu);
    if (rc) c->failed = rc;
    else write_record(c->o, rec);
    tfc_scan_record_free(rec);
    progress(c->o, 0);
    pthread_mutex_lock(&p->mu);
}

static int32_t on_model(const char *path, int32_t kind, void *user)
{
    (void)kind; /* the record detects it again, on its own */
    scan_ctx *c = user;
    pool *p = c->p;
    char *copy = strdup(path);
    if (!copy) return TFC_E_NOMEM;
    pthread_mutex_lock(&p->mu);
    while (p->tail - p->head >= p->cap) flush_head(c);
    slot *s = &p->ring[p->tail % p->cap];
    s->path = copy;
    s->done = 0;
    p->tail++;
    pthread_cond_signal(&p->work);
    pthread_mutex_unlock(&p->mu);
    return c->failed;
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
    int all_releases = 0;
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
            fprintf(stderr, "tfcompat scan: %s (see 'tfcompat registry list' and docs/tflite.md)\n", err.message);
            return CLI_USAGE;
        }
        return cli_input_error(0, NULL, rc, &err);
    }

    pool p;
    memset(&p, 0, sizeof p);
    pthread_mutex_init(&p.mu, NULL);
    pthread_cond_init(&p.work, NULL);
    pthread_cond_init(&p.done, NULL);
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
    scan_ctx c = {&p, &o, 0};
    int bad_root = 0;
    if (!p.ring) c.failed = TFC_E_NOMEM;
    for (long j = 0; !c.failed && j < jobs; j++) {
        if (pthread_create(&th[j], NULL, worker, &p)) break;
        started++;
    }
    if (!started) c.failed = c.failed ? c.failed : TFC_E_INTERNAL;
    o.tt = tfc_scan_target_target(target);
    if (!c.failed && open_sinks(&o, format)) c.failed = TFC_E_NOMEM;
    if (format == FMT_CSV && !c.failed)
        fputs("path,kind,producer,min_consumer,oldest,newest,accepting,outcome,code,message\n", stdout);
    if (format == FMT_TABLE && !c.failed)
        fprintf(stdout, "%-12s %-16s %-11s %-15s %s\n", "OUTCOME", "KIND", "PROD/MIN", "RELEASES", "PATH");
    for (size_t i = 0; !c.failed && i < n_roots; i++) {
        tfc_error_init(&err, sizeof err);
        rc = tfc_scan_walk(roots[i], on_model, &c, &err);
        if (rc && !c.failed) {
            if (o.progress) fputs("\r\033[K", stderr);
            cli_walk_error(roots[i], rc, &err);
            bad_root = 1;
            if (rc == TFC_E_NOMEM) c.failed = rc;
        }
    }
    pthread_mutex_lock(&p.mu);
    while (p.head < p.tail) flush_head(&c);
    p.stop = 1;
    pthread_cond_broadcast(&p.work);
    pthread_mutex_unlock(&p.mu);
    for (long j = 0; j < started; j++) pthread_join(th[j], NULL);
    progress(&o, 1);
    if (!c.failed) write_summary(&o);
    cli_ci_abandon(o.ci);
    if (o.html) cli_html_end(o.html); /* only when the scan failed: the page still ends */
    fflush(stdout);
    free(p.ring);
    pthread_mutex_destroy(&p.mu);
    pthread_cond_destroy(&p.work);
    pthread_cond_destroy(&p.done);
    free(o.reasons);
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
    if (bad_root || o.unreadable) return CLI_BAD_INPUT;
    if (!o.n) {
        /* A gate must not pass because a path was wrong: nothing checked is its own exit. */
        if (n_roots > 1) fprintf(stderr, "tfcompat scan: no model found under any of the %zu ROOTs\n", n_roots);
        else fprintf(stderr, "tfcompat scan: no model found under %s\n", root0);
        return CLI_NO_MODELS;
    }
    return o.rejected || o.undetermined ? CLI_REJECTED : CLI_OK;
}
