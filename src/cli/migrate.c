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

static int usage(FILE *f, int rc)
{
    fputs("usage: tfcompat scan ROOT... --from SPEC --to SPEC [--registry FILE] [--format table|ndjson]\n"
          "                             [--all] [--follow]\n\n"
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
          "  --follow         enter symbolic links to directories (as plain scan --follow;\n"
          "                   without it each is counted, \"N links not followed\")\n"
          "Paths are escaped in the table (\\\\ and \\xHH); ndjson is strict UTF-8 JSON, with a\n"
          "non-UTF-8 path's exact bytes in \"path_hex\" (docs/CLI.md, \"Strings\").\n"
          "exit (as plain scan): 0 nothing that A accepts stops being accepted, 1 some\n"
          "      model breaks or becomes undetermined, 2 some model or ROOT unreadable,\n"
          "      3 no model found, 64 usage\n",
          f);
    return rc;
}

typedef struct mig {
    const char *from, *to; /* the target strings given */
    const tfc_scan_target *a, *b;
    int ndjson, all;
    tfc_scan_summary *sum; /* counts and reasons (the library's) */
    uint64_t lost;         /* models A accepts and B does not (the exit code) */
    uint64_t links;        /* links not followed, counted by cli_walk_roots, then added to sum */
    int32_t failed;
} mig;

static void side_json(jw *w, const char *key, const tfc_scan_record *r)
{
    int32_t o = tfc_scan_record_outcome(r);
    const char *code = tfc_scan_record_code(r);
    jw_key(w, key);
    jw_object_begin(w);
    jw_key(w, "outcome");
    jw_string(w, tfc_outcome_name(o));
    jw_key(w, "code");
    jw_string_or_null(w, code[0] ? code : NULL);
    jw_key(w, "message");
    jw_string_or_null(w, o == TFC_OUTCOME_ACCEPTED ? NULL : tfc_scan_record_message(r));
    jw_object_end(w);
}

static void write_change(mig *m, const tfc_scan_record *ra, const tfc_scan_record *rb, int32_t change)
{
    FILE *f = stdout;
    int unreadable = tfc_scan_record_outcome(ra) == TFC_SCAN_UNREADABLE;
    /* The finding that explains the change: B's, or A's when B accepts. */
    const tfc_scan_record *why = change == TFC_CHANGE_WORKS ? ra : rb;
    const char *word = unreadable ? tfc_outcome_name(TFC_SCAN_UNREADABLE) : tfc_check_change_name(change);
    if (m->ndjson) {
        /* one compact object per line (the JSON sink) */
        jw w;
        jw_init_compact(&w, f);
        jw_object_begin(&w);
        cli_json_path(&w, "path", tfc_scan_record_path(ra));
        jw_key(&w, "kind");
        jw_string(&w, tfc_container_kind_name(tfc_scan_record_kind(ra)));
        jw_key(&w, "change");
        jw_string(&w, word);
        if (unreadable) {
            jw_key(&w, "code");
            jw_string(&w, tfc_scan_record_code(ra));
            jw_key(&w, "message");
            jw_string(&w, tfc_scan_record_message(ra));
            jw_key(&w, "status");
            jw_int(&w, tfc_scan_record_status(ra));
            jw_key(&w, "offset");
            jw_int(&w, tfc_scan_record_offset(ra));
        } else {
            side_json(&w, "from", ra);
            side_json(&w, "to", rb);
        }
        jw_object_end(&w);
        jw_finish(&w);
        return;
    }
    /* the table: names and messages through the text sink, so a path
     * cannot forge a line (a "breaks" one) nor reach the terminal raw */
    fprintf(f, "%-12s %-16s ", word, tfc_container_kind_name(tfc_scan_record_kind(ra)));
    cli_text_escaped(f, tfc_scan_record_path(ra));
    fputc('\n', f);
    if (unreadable) {
        fprintf(f, "  %s: ", tfc_scan_record_code(ra));
        cli_text_escaped(f, tfc_scan_record_message(ra));
        fputc('\n', f);
    } else if (change != TFC_CHANGE_NONE || tfc_scan_record_outcome(rb) != TFC_OUTCOME_ACCEPTED) {
        if (tfc_scan_record_outcome(why) == TFC_OUTCOME_ACCEPTED) return;
        fprintf(f, "  %s %s: ", why == ra ? "from:" : "to:", tfc_scan_record_code(why));
        cli_text_escaped(f, tfc_scan_record_message(why));
        fputc('\n', f);
    }
}

static int32_t on_model(const char *path, int32_t kind, void *user)
{
    mig *m = user;
    /* The walk only lists (TFC_SCAN_UNREAD_FILES): each record reads the
     * file once and says whether it holds a model at all. */
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_scan_record *ra = NULL, *rb = NULL;
    int32_t rc = tfc_scan_record_new_walked(&ra, m->a, path, kind, &err);
    if (!rc && ra) rc = tfc_scan_record_new_walked(&rb, m->b, path, kind, &err);
    if (!rc && (!ra || !rb)) {
        /* no model (B's read too: the file changed between the reads) */
        tfc_scan_record_free(ra);
        tfc_scan_record_free(rb);
        return TFC_OK;
    }
    if (rc) {
        tfc_scan_record_free(ra);
        m->failed = rc;
        return rc;
    }
    rc = tfc_scan_summary_add_change(m->sum, ra, rb);
    if (rc) {
        tfc_scan_record_free(ra);
        tfc_scan_record_free(rb);
        m->failed = rc;
        return rc;
    }
    int32_t change = tfc_scan_record_change(ra, rb);
    if (tfc_scan_record_outcome(ra) == TFC_SCAN_UNREADABLE || tfc_scan_record_outcome(rb) == TFC_SCAN_UNREADABLE) {
        write_change(m, tfc_scan_record_outcome(ra) == TFC_SCAN_UNREADABLE ? ra : rb, rb, change);
    } else {
        if (tfc_scan_record_outcome(ra) == TFC_OUTCOME_ACCEPTED && tfc_scan_record_outcome(rb) != TFC_OUTCOME_ACCEPTED)
            m->lost++;
        if (change != TFC_CHANGE_NONE || m->all) write_change(m, ra, rb, change);
    }
    tfc_scan_record_free(ra);
    tfc_scan_record_free(rb);
    return TFC_OK;
}

static void write_summary(mig *m)
{
    const tfc_scan_summary *s = m->sum;
    const tfc_target *ta = tfc_scan_target_target(m->a), *tb = tfc_scan_target_target(m->b);
    if (m->ndjson) {
        jw w;
        jw_init_compact(&w, stdout);
        jw_object_begin(&w);
        jw_key(&w, "summary");
        jw_object_begin(&w);
        jw_key(&w, "from");
        jw_string(&w, tfc_target_name(ta));
        jw_key(&w, "to");
        jw_string(&w, tfc_target_name(tb));
        jw_key(&w, "models");
        jw_uint(&w, tfc_scan_summary_models(s));
        for (int32_t c = TFC_CHANGE_NONE; c <= TFC_CHANGE_REJECTED; c++) {
            jw_key(&w, tfc_check_change_name(c));
            jw_uint(&w, tfc_scan_summary_change_count(s, c));
        }
        jw_key(&w, tfc_outcome_name(TFC_SCAN_UNREADABLE));
        jw_uint(&w, tfc_scan_summary_outcome_count(s, TFC_SCAN_UNREADABLE));
        if (tfc_scan_summary_links(s)) {
            jw_key(&w, "links_not_followed");
            jw_uint(&w, tfc_scan_summary_links(s));
        }
        cli_summary_reasons_json(&w, s);
        jw_object_end(&w);
        jw_object_end(&w);
        jw_finish(&w);
        return;
    }
    fputs("\nfrom ", stdout);
    cli_text_escaped(stdout, tfc_target_name(ta));
    fputs(" to ", stdout);
    cli_text_escaped(stdout, tfc_target_name(tb));
    printf("\n%" PRIu64 " models: %" PRIu64 " unchanged, %" PRIu64 " break, %" PRIu64 " start working, %" PRIu64
           " become undetermined, %" PRIu64 " become rejected, %" PRIu64 " unreadable\n",
           tfc_scan_summary_models(s), tfc_scan_summary_change_count(s, TFC_CHANGE_NONE),
           tfc_scan_summary_change_count(s, TFC_CHANGE_BREAKS), tfc_scan_summary_change_count(s, TFC_CHANGE_WORKS),
           tfc_scan_summary_change_count(s, TFC_CHANGE_UNDETERMINED),
           tfc_scan_summary_change_count(s, TFC_CHANGE_REJECTED),
           tfc_scan_summary_outcome_count(s, TFC_SCAN_UNREADABLE));
    cli_summary_reasons_text(stdout, "reasons:", s);
    cli_links_not_followed(stdout, "", tfc_scan_summary_links(s));
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
        char cmd[32];
        snprintf(cmd, sizeof cmd, "scan: %s", opt); /* opt: --from or --to */
        cli_diag(cmd, err.message, " (see 'tfcompat registry list' and 'tfcompat registry products')");
        return CLI_USAGE;
    }
    return cli_input_error(0, NULL, rc, &err);
}

/* --from SPEC, --to SPEC, --all (cli_walk_opt_fn) */
static int migrate_opt(int argc, char **argv, int *i, void *user)
{
    mig *m = user;
    const char *a = argv[*i];
    int spec = !strcmp(a, "--from") || !strcmp(a, "--to");
    if (spec && *i + 1 >= argc) return cli_usage_error("scan", "missing value for", a);
    if (!strcmp(a, "--from")) m->from = argv[++*i];
    else if (spec) m->to = argv[++*i];
    else if (!strcmp(a, "--all")) m->all = 1;
    else return -1;
    return CLI_OK;
}

int cli_migrate(int argc, char **argv)
{
    mig m;
    memset(&m, 0, sizeof m);
    cli_walk_args w;
    int out = cli_walk_args_parse(&w, argc, argv, "--from/--to", migrate_opt, &m, usage);
    if (w.help) return out;
    m.ndjson = w.ndjson;
    if (!out && (!m.from || !m.to)) out = cli_usage_error("scan", "--from and --to go together", NULL);
    if (!out && tfc_scan_summary_new(&m.sum, NULL)) out = cli_input_error(0, NULL, TFC_E_NOMEM, NULL);
    const tfc_registry *reg = NULL;
    if (!out) out = cli_registry_open(w.regfile, 0, &reg);
    tfc_target *ta = NULL, *tb = NULL;
    tfc_scan_target *sa = NULL, *sb = NULL;
    if (!out) out = make_target("--from", m.from, reg, &ta, &sa);
    if (!out) out = make_target("--to", m.to, reg, &tb, &sb);
    int bad_root = 0;
    if (!out) {
        m.a = sa;
        m.b = sb;
        bad_root = cli_walk_roots(w.roots, w.n_roots, w.follow, on_model, &m, &m.failed, &m.links);
        if (!m.failed && tfc_scan_summary_add_links(m.sum, m.links)) m.failed = TFC_E_NOMEM;
        if (m.failed) {
            out = CLI_BAD_INPUT;
        } else {
            write_summary(&m);
            out = cli_store_exit(bad_root || tfc_scan_summary_outcome_count(m.sum, TFC_SCAN_UNREADABLE),
                                 tfc_scan_summary_models(m.sum), m.lost != 0, w.roots, w.n_roots,
                                 tfc_scan_summary_links(m.sum));
        }
        fflush(stdout);
    }
    tfc_scan_target_free(sa);
    tfc_scan_target_free(sb);
    tfc_target_free(ta);
    tfc_target_free(tb);
    if (reg) cli_registry_release(reg);
    tfc_scan_summary_free(m.sum);
    free(w.roots);
    return out;
}
