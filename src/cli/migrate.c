/*
 * migrate.c - `tfcompat scan ROOT... --from A --to B`: what changes for a
 * model store when its consumer moves from target A to target B (an
 * upgrade, a downgrade, TF Serving to tfjs-node, one TFLite runtime to
 * another). Every model gets two scan records, one per target (the check
 * layer's verdicts, tfc_scan_target_for), and the library says how the
 * answer changed (tfc_scan_record_change); this file only walks and
 * prints. Dispatched from scan.c's option parsing.
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "cli_registry.h"

#define MAX_REASONS 5

static int usage(FILE *f, int rc)
{
    fputs("usage: tfcompat scan ROOT... --from SPEC --to SPEC [--registry FILE] [--format table|ndjson]\n"
          "                             [--all]\n\n"
          "What changes when the consumer of a model store moves from target A (--from)\n"
          "to target B (--to): target strings, as --target takes them (\"2.11.1\",\n"
          "\"tf-serving@2.11.0\", \"tfjs-node@4.22.0\", \"litert@2.14.0\", \"2.16.1,litert@2.16.1\").\n"
          "Every model found under the ROOTs is checked against both; the models whose\n"
          "answer changes are listed: breaks (A accepts, B rejects), works (B accepts,\n"
          "A did not), undetermined (B's answer depends on a version known only within\n"
          "bounds), rejected (A was undetermined, B rejects), each with B's first finding\n"
          "(for works, A's); then a summary by reason. A downgrade is the same question.\n"
          "  --from SPEC      the consumer today\n"
          "  --to SPEC        the consumer after the move\n"
          "  --registry FILE  consumers to ask instead of the built-in history\n"
          "  --format F       table (default) or ndjson (one JSON object per changed or\n"
          "                   unreadable model, then {\"summary\": ...})\n"
          "  --all            list the unchanged models too\n"
          "exit: 0 nothing that A accepts stops being accepted, 1 some model breaks or\n"
          "      becomes undetermined, 2 some model or ROOT unreadable, 64 usage\n",
          f);
    return rc;
}

typedef struct reason_count {
    char code[64];
    uint64_t n;
} reason_count;

typedef struct mig {
    const tfc_scan_target *a, *b;
    int ndjson, all;
    uint64_t models, changes[5], unreadable, lost;
    reason_count reasons[64];
    size_t n_reasons;
    int32_t failed;
} mig;

static void count_reason(mig *m, const char *code)
{
    if (!code[0]) return;
    for (size_t i = 0; i < m->n_reasons; i++)
        if (!strcmp(m->reasons[i].code, code)) {
            m->reasons[i].n++;
            return;
        }
    if (m->n_reasons == sizeof m->reasons / sizeof *m->reasons) return; /* reason codes are far fewer */
    snprintf(m->reasons[m->n_reasons].code, sizeof m->reasons[0].code, "%s", code);
    m->reasons[m->n_reasons++].n = 1;
}

static void side_json(jw *w, const tfc_scan_record *r)
{
    int32_t o = tfc_scan_record_outcome(r);
    const char *code = cli_record_code(r);
    fputs("{\"outcome\":", w->f);
    jw_string(w, cli_outcome_word(o));
    fputs(",\"code\":", w->f);
    jw_string_or_null(w, code[0] ? code : NULL);
    fputs(",\"message\":", w->f);
    jw_string_or_null(w, o == TFC_OUTCOME_ACCEPTED ? NULL : tfc_scan_record_message(r));
    fputc('}', w->f);
}

static void write_change(mig *m, const tfc_scan_record *ra, const tfc_scan_record *rb, int32_t change)
{
    FILE *f = stdout;
    int unreadable = tfc_scan_record_outcome(ra) == TFC_SCAN_UNREADABLE;
    /* The finding that explains the change: B's, or A's when B accepts. */
    const tfc_scan_record *why = change == TFC_CHANGE_WORKS ? ra : rb;
    const char *word = unreadable ? "unreadable" : tfc_check_change_name(change);
    if (m->ndjson) {
        jw w;
        jw_init(&w, f);
        fputs("{\"path\":", f);
        jw_string(&w, tfc_scan_record_path(ra));
        fputs(",\"kind\":", f);
        jw_string(&w, tfc_container_kind_name(tfc_scan_record_kind(ra)));
        fputs(",\"change\":", f);
        jw_string(&w, word);
        if (unreadable) {
            fputs(",\"code\":", f);
            jw_string(&w, cli_record_code(ra));
            fputs(",\"message\":", f);
            jw_string(&w, tfc_scan_record_message(ra));
            fprintf(f, ",\"status\":%" PRId32 ",\"offset\":%" PRId64, tfc_scan_record_status(ra),
                    tfc_scan_record_offset(ra));
        } else {
            fputs(",\"from\":", f);
            side_json(&w, ra);
            fputs(",\"to\":", f);
            side_json(&w, rb);
        }
        fputs("}\n", f);
        return;
    }
    fprintf(f, "%-12s %-16s %s\n", word, tfc_container_kind_name(tfc_scan_record_kind(ra)), tfc_scan_record_path(ra));
    if (unreadable) {
        fprintf(f, "  %s: ", cli_record_code(ra));
        cli_oneline(f, tfc_scan_record_message(ra));
        fputc('\n', f);
    } else if (change != TFC_CHANGE_NONE || tfc_scan_record_outcome(rb) != TFC_OUTCOME_ACCEPTED) {
        if (tfc_scan_record_outcome(why) == TFC_OUTCOME_ACCEPTED) return;
        fprintf(f, "  %s %s: ", why == ra ? "from:" : "to:", cli_record_code(why));
        cli_oneline(f, tfc_scan_record_message(why));
        fputc('\n', f);
    }
}

static int32_t on_model(const char *path, int32_t kind, void *user)
{
    (void)kind;
    mig *m = user;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_scan_record *ra = NULL, *rb = NULL;
    int32_t rc = tfc_scan_record_new(&ra, m->a, path, &err);
    if (!rc) rc = tfc_scan_record_new(&rb, m->b, path, &err);
    if (rc) {
        tfc_scan_record_free(ra);
        m->failed = rc;
        return rc;
    }
    m->models++;
    int32_t change = tfc_scan_record_change(ra, rb);
    if (tfc_scan_record_outcome(ra) == TFC_SCAN_UNREADABLE || tfc_scan_record_outcome(rb) == TFC_SCAN_UNREADABLE) {
        m->unreadable++;
        count_reason(m, cli_record_code(tfc_scan_record_outcome(ra) == TFC_SCAN_UNREADABLE ? ra : rb));
        write_change(m, tfc_scan_record_outcome(ra) == TFC_SCAN_UNREADABLE ? ra : rb, rb, change);
    } else {
        m->changes[change]++;
        if (tfc_scan_record_outcome(ra) == TFC_OUTCOME_ACCEPTED && tfc_scan_record_outcome(rb) != TFC_OUTCOME_ACCEPTED)
            m->lost++;
        if (change != TFC_CHANGE_NONE) count_reason(m, cli_record_code(change == TFC_CHANGE_WORKS ? ra : rb));
        if (change != TFC_CHANGE_NONE || m->all) write_change(m, ra, rb, change);
    }
    tfc_scan_record_free(ra);
    tfc_scan_record_free(rb);
    return TFC_OK;
}

static int cmp_reason(const void *x, const void *y)
{
    const reason_count *a = x, *b = y;
    if (a->n != b->n) return a->n < b->n ? 1 : -1;
    return strcmp(a->code, b->code);
}

static void write_summary(mig *m)
{
    if (m->n_reasons) qsort(m->reasons, m->n_reasons, sizeof *m->reasons, cmp_reason);
    size_t shown = m->n_reasons < MAX_REASONS ? m->n_reasons : MAX_REASONS;
    const tfc_target *ta = tfc_scan_target_target(m->a), *tb = tfc_scan_target_target(m->b);
    if (m->ndjson) {
        jw w;
        jw_init(&w, stdout);
        fputs("{\"summary\":{\"from\":", stdout);
        jw_string(&w, tfc_target_name(ta));
        fputs(",\"to\":", stdout);
        jw_string(&w, tfc_target_name(tb));
        printf(",\"models\":%" PRIu64 ",\"unchanged\":%" PRIu64 ",\"breaks\":%" PRIu64 ",\"works\":%" PRIu64
               ",\"undetermined\":%" PRIu64 ",\"rejected\":%" PRIu64 ",\"unreadable\":%" PRIu64 ",\"reasons\":[",
               m->models, m->changes[TFC_CHANGE_NONE], m->changes[TFC_CHANGE_BREAKS], m->changes[TFC_CHANGE_WORKS],
               m->changes[TFC_CHANGE_UNDETERMINED], m->changes[TFC_CHANGE_REJECTED], m->unreadable);
        for (size_t i = 0; i < shown; i++) {
            fputs(i ? ",{\"code\":" : "{\"code\":", stdout);
            jw_string(&w, m->reasons[i].code);
            printf(",\"count\":%" PRIu64 "}", m->reasons[i].n);
        }
        fputs("]}}\n", stdout);
        return;
    }
    printf("\nfrom %s to %s\n", tfc_target_name(ta), tfc_target_name(tb));
    printf("%" PRIu64 " models: %" PRIu64 " unchanged, %" PRIu64 " break, %" PRIu64 " start working, %" PRIu64
           " become undetermined, %" PRIu64 " become rejected, %" PRIu64 " unreadable\n",
           m->models, m->changes[TFC_CHANGE_NONE], m->changes[TFC_CHANGE_BREAKS], m->changes[TFC_CHANGE_WORKS],
           m->changes[TFC_CHANGE_UNDETERMINED], m->changes[TFC_CHANGE_REJECTED], m->unreadable);
    for (size_t i = 0; i < shown; i++)
        printf("%s  %-28s %" PRIu64 "\n", i ? "" : "reasons:\n", m->reasons[i].code, m->reasons[i].n);
}

/* Parses a target string for --from/--to: CLI_OK, or CLI_USAGE after a message. */
static int make_target(const char *opt, const char *spec, const tfc_registry *reg, tfc_target **t,
                       tfc_scan_target **st)
{
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    int32_t rc = tfc_target_parse(t, spec, reg, &err);
    if (!rc) rc = tfc_scan_target_for(st, *t, &err);
    if (!rc) return CLI_OK;
    if (rc == TFC_E_UNKNOWN_RELEASE || rc == TFC_E_BAD_VALUE) {
        fprintf(stderr, "tfcompat scan: %s: %s (see 'tfcompat registry list' and 'tfcompat registry products')\n", opt,
                err.message);
        return CLI_USAGE;
    }
    return cli_input_error(0, NULL, rc, &err);
}

int cli_migrate(int argc, char **argv)
{
    const char *from = NULL, *to = NULL, *regfile = NULL;
    const char **roots = calloc((size_t)argc, sizeof *roots);
    size_t n_roots = 0;
    mig m;
    memset(&m, 0, sizeof m);
    if (!roots) return cli_input_error(0, NULL, TFC_E_NOMEM, NULL);
    int out = CLI_OK;
    for (int i = 1; i < argc && !out; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            free(roots);
            return usage(stdout, CLI_OK);
        }
        int opt = !strcmp(a, "--from") || !strcmp(a, "--to") || !strcmp(a, "--registry") || !strcmp(a, "--format");
        if (opt && i + 1 >= argc) out = cli_usage_error("scan", "missing value for", a);
        else if (!strcmp(a, "--from")) from = argv[++i];
        else if (!strcmp(a, "--to")) to = argv[++i];
        else if (!strcmp(a, "--registry")) regfile = argv[++i];
        else if (!strcmp(a, "--all")) m.all = 1;
        else if (!strcmp(a, "--format")) {
            const char *v = argv[++i];
            if (!strcmp(v, "ndjson")) m.ndjson = 1;
            else if (strcmp(v, "table")) out = cli_usage_error("scan", "--format with --from/--to wants table or ndjson, not", v);
        } else if (a[0] == '-' && a[1]) {
            out = cli_usage_error("scan", "with --from/--to, unknown option", a);
        } else {
            roots[n_roots++] = a;
        }
    }
    if (!out && !n_roots) out = cli_usage_error("scan", "missing ROOT", NULL);
    if (!out && (!from || !to)) out = cli_usage_error("scan", "--from and --to go together", NULL);
    const tfc_registry *reg = NULL;
    if (!out) out = cli_registry_open(regfile, 0, &reg);
    tfc_target *ta = NULL, *tb = NULL;
    tfc_scan_target *sa = NULL, *sb = NULL;
    if (!out) out = make_target("--from", from, reg, &ta, &sa);
    if (!out) out = make_target("--to", to, reg, &tb, &sb);
    int bad_root = 0;
    if (!out) {
        m.a = sa;
        m.b = sb;
        bad_root = cli_walk_roots(roots, n_roots, on_model, &m, &m.failed);
        if (m.failed) {
            out = CLI_BAD_INPUT;
        } else {
            write_summary(&m);
            out = bad_root || m.unreadable ? CLI_BAD_INPUT : m.lost ? CLI_REJECTED : CLI_OK;
        }
        fflush(stdout);
    }
    tfc_scan_target_free(sa);
    tfc_scan_target_free(sb);
    tfc_target_free(ta);
    tfc_target_free(tb);
    if (reg) cli_registry_release(reg);
    free(roots);
    return out;
}
