/*
 * formats.c - the CI output formats of `check`, `tflite check` and `scan`
 * (docs/CLI.md, "CI formats"):
 *   github  GitHub Actions workflow commands: one `::error file=PATH,
 *           title=CODE::MESSAGE` line per finding (::warning for an
 *           undetermined one, ::notice for a warning), escaped as GitHub's
 *           toolkit escapes them (data: % CR LF; properties also : and ,),
 *           and a plain line per model, "tfcompat: PATH: OUTCOME (CONSUMER)",
 *           through the text sink (cli_text_escaped);
 *   junit   one <testsuite>, a <testcase> per model and consumer, the first
 *           finding as its <failure>, an unreadable file as its <error>
 *           (validated against the Jenkins xUnit plugin's junit-10.xsd);
 *           classname "tfcompat.TARGET", TARGET the consumer's label with
 *           every run of characters other than [a-z0-9] as one '_'
 *           ("tfcompat.tensorflow_2_9_0"): Jenkins and GitLab split a
 *           classname at its last dot into package and class, so the dots
 *           of a version must not be in it; the test cases group by target;
 *   sarif   SARIF 2.1.0: a result per finding, rule id = finding code, level
 *           error / warning (undetermined) / note (warning), the rule's
 *           texts from the library's tables (tfc_verdict_reason_description
 *           and _help, tfc_status_str); the location is the file the finding
 *           is about (a SavedModel directory's saved_model.pb, or the part
 *           the finding names), its URI relative to %SRCROOT%, the working
 *           directory as a file:// URI in originalUriBaseIds, and a region
 *           (line 1: findings are about a whole binary file), which GitHub
 *           code scanning needs to place an alert (validated against
 *           OASIS's schema).
 * Every text from a model (paths, messages, op names) may be hostile: each
 * format escapes it so that it cannot break the document, and bytes that
 * are not UTF-8 are replaced (XML, JSON) or percent-encoded (URIs).
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli_formats.h"

int cli_format_parse(const char *s)
{
    static const struct {
        const char *name;
        int fmt;
    } names[] = {{"text", CLI_FMT_TEXT},     {"table", CLI_FMT_TEXT},   {"json", CLI_FMT_JSON},
                 {"ndjson", CLI_FMT_NDJSON}, {"csv", CLI_FMT_CSV},      {"github", CLI_FMT_GITHUB},
                 {"junit", CLI_FMT_JUNIT},   {"sarif", CLI_FMT_SARIF}, {"html", CLI_FMT_HTML}};
    for (size_t i = 0; s && i < sizeof names / sizeof names[0]; i++)
        if (!strcmp(s, names[i].name)) return names[i].fmt;
    return -1;
}

int cli_format_is_ci(int format)
{
    return format == CLI_FMT_GITHUB || format == CLI_FMT_JUNIT || format == CLI_FMT_SARIF;
}

/* ---- the sink ------------------------------------------------------------ */

struct cli_ci {
    int format;
    FILE *f;      /* the output */
    FILE *body;   /* junit: the test cases, written after the counts */
    char *body_buf;
    size_t body_len;
    const char *command;
    uint64_t models, failures, errors, results;
    char **rules; /* sarif: the distinct rule ids, in first-seen order */
    size_t n_rules, cap_rules;
    char *root;   /* sarif: %SRCROOT%, the working directory; NULL when unknown ("/") */
    jw w;         /* sarif */
    int started;  /* sarif: the head is written (at the first model, so a usage error writes nothing) */
    int nomem;
};

/* ---- github ------------------------------------------------------------- */

/* GitHub's escaping (actions/toolkit, command.ts): escapeData replaces
 * % CR LF; escapeProperty also : and ,. Other bytes pass. */
static void gh_escape(FILE *f, const char *s, int property)
{
    for (; s && *s; s++) {
        switch (*s) {
        case '%': fputs("%25", f); break;
        case '\r': fputs("%0D", f); break;
        case '\n': fputs("%0A", f); break;
        case ':':
            if (property) fputs("%3A", f);
            else fputc(':', f);
            break;
        case ',':
            if (property) fputs("%2C", f);
            else fputc(',', f);
            break;
        default: fputc(*s, f);
        }
    }
}

static const char *gh_command(int32_t severity)
{
    return severity == TFC_SEVERITY_ERROR ? "error" : severity == TFC_SEVERITY_WARNING ? "notice" : "warning";
}

static void gh_model(cli_ci *c, const char *path, const char *consumer, int32_t outcome, size_t n,
                     const cli_ci_finding *fs)
{
    for (size_t i = 0; i < n; i++) {
        fprintf(c->f, "::%s file=", gh_command(fs[i].severity));
        gh_escape(c->f, path, 1);
        fputs(",title=", c->f);
        gh_escape(c->f, fs[i].code, 1);
        fputs("::", c->f);
        gh_escape(c->f, fs[i].message, 0);
        fputc('\n', c->f);
    }
    /* A plain log line (not a command) so that the job log names every
     * model. It starts with a fixed word, and names go through the text
     * sink (no byte of them ends the line or writes "##["), so no path can
     * start a workflow command. */
    fputs("tfcompat: ", c->f);
    cli_text_escaped(c->f, path);
    fprintf(c->f, ": %s (", tfc_outcome_name(outcome));
    cli_text_escaped(c->f, consumer);
    fputs(")\n", c->f);
}

/* ---- XML ----------------------------------------------------------------- */

/* Text or attribute content: markup characters as entities; tab, CR, LF as
 * character references (kept through attribute normalisation); other
 * control characters, which XML 1.0 cannot carry, as the text \xHH; bytes
 * that are not UTF-8 (and U+FFFE, U+FFFF) as U+FFFD. */
static void xml_escape(FILE *f, const char *str)
{
    const unsigned char *s = (const unsigned char *)(str ? str : "");
    size_t n = strlen((const char *)s), i = 0;
    while (i < n) {
        unsigned char ch = s[i];
        switch (ch) {
        case '&': fputs("&amp;", f); i++; continue;
        case '<': fputs("&lt;", f); i++; continue;
        case '>': fputs("&gt;", f); i++; continue;
        case '"': fputs("&quot;", f); i++; continue;
        case '\'': fputs("&apos;", f); i++; continue;
        case '\t': fputs("&#9;", f); i++; continue;
        case '\n': fputs("&#10;", f); i++; continue;
        case '\r': fputs("&#13;", f); i++; continue;
        default: break;
        }
        if (ch < 0x20) {
            fprintf(f, "\\x%02x", ch);
            i++;
            continue;
        }
        size_t len = cli_utf8_len(s + i, n - i);
        if (!len || (len == 3 && s[i] == 0xEF && s[i + 1] == 0xBF && s[i + 2] >= 0xBE)) {
            fputs("\xEF\xBF\xBD", f);
            i += len ? len : 1;
            continue;
        }
        fwrite(s + i, 1, len, f);
        i += len;
    }
}

/* The class part of a classname: the consumer's label in lower case, each
 * run of other characters than [a-z0-9] as one '_' ("TensorFlow 2.9.0" ->
 * "tensorflow_2_9_0"), so that no dot splits it (the file comment). */
static void junit_class(FILE *f, const char *consumer)
{
    int any = 0, gap = 0;
    for (const unsigned char *p = (const unsigned char *)consumer; *p; p++) {
        unsigned char ch = (unsigned char)(*p >= 'A' && *p <= 'Z' ? *p - 'A' + 'a' : *p);
        if ((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9')) {
            if (gap && any) fputc('_', f);
            fputc(ch, f);
            any = 1;
            gap = 0;
        } else gap = 1;
    }
    if (!any) fputs("target", f);
}

static void junit_model(cli_ci *c, const char *path, const char *kind, const char *consumer, int32_t outcome,
                        size_t n, const cli_ci_finding *fs)
{
    FILE *b = c->body;
    if (!b) return;
    fputs("  <testcase name=\"", b);
    xml_escape(b, path);
    fputs("\" classname=\"tfcompat.", b);
    junit_class(b, consumer);
    fputs("\">\n", b);
    if (outcome != TFC_OUTCOME_ACCEPTED && n) {
        /* The first finding that decides (an error, else the first one). */
        size_t first = 0;
        for (size_t i = 0; i < n; i++)
            if (fs[i].severity != TFC_SEVERITY_WARNING) {
                first = i;
                break;
            }
        const char *el = outcome == TFC_SCAN_UNREADABLE ? "error" : "failure";
        fprintf(b, "    <%s type=\"", el);
        xml_escape(b, fs[first].code);
        fputs("\" message=\"", b);
        xml_escape(b, fs[first].message);
        fputs("\">", b);
        fprintf(b, "%s%s%s: ", tfc_outcome_name(outcome), kind ? " " : "", kind ? kind : "");
        for (size_t i = 0; i < n; i++) {
            fprintf(b, "&#10;%s ", tfc_severity_name(fs[i].severity));
            xml_escape(b, fs[i].code);
            fputs(": ", b);
            xml_escape(b, fs[i].message);
        }
        fprintf(b, "</%s>\n", el);
        if (outcome == TFC_SCAN_UNREADABLE) c->errors++;
        else c->failures++;
    } else if (outcome != TFC_OUTCOME_ACCEPTED) {
        fputs("    <failure type=\"", b);
        xml_escape(b, tfc_outcome_name(outcome));
        fputs("\" message=\"not accepted\"/>\n", b);
        c->failures++;
    } else if (n) {
        /* accepted with warnings: they go to the test's output */
        fputs("    <system-out>", b);
        for (size_t i = 0; i < n; i++) {
            fprintf(b, "%s%s ", i ? "&#10;" : "", tfc_severity_name(fs[i].severity));
            xml_escape(b, fs[i].code);
            fputs(": ", b);
            xml_escape(b, fs[i].message);
        }
        fputs("</system-out>\n", b);
    }
    fputs("  </testcase>\n", b);
}

static void junit_end(cli_ci *c)
{
    if (c->body) fclose(c->body); /* sets body_buf, body_len */
    c->body = NULL;
    fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuite name=\"", c->f);
    xml_escape(c->f, c->command);
    fprintf(c->f, "\" tests=\"%" PRIu64 "\" failures=\"%" PRIu64 "\" errors=\"%" PRIu64 "\" skipped=\"0\">\n",
            c->models, c->failures, c->errors);
    if (c->body_buf) fwrite(c->body_buf, 1, c->body_len, c->f);
    fputs("</testsuite>\n", c->f);
    free(c->body_buf);
    c->body_buf = NULL;
}

/* ---- SARIF --------------------------------------------------------------- */

/* prefix + path as a URI reference + suffix: unreserved characters and '/'
 * as they are, every other byte percent-encoded (so ':' cannot read as a
 * scheme). */
static void sarif_uri(cli_ci *c, const char *prefix, const char *path, const char *suffix)
{
    size_t n = strlen(path), lp = strlen(prefix), ls = strlen(suffix);
    char *u = malloc(lp + n * 3 + ls + 1);
    if (!u) {
        c->nomem = 1;
        jw_string(&c->w, "");
        return;
    }
    memcpy(u, prefix, lp);
    size_t k = lp;
    for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
        if ((*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || strchr("-._~/", *p))
            u[k++] = (char)*p;
        else k += (size_t)snprintf(u + k, 4, "%%%02X", *p);
    }
    memcpy(u + k, suffix, ls + 1);
    jw_string(&c->w, u);
    free(u);
}

/* Splits an absolute path into its components in place, "." dropped and
 * ".." taking the one before (lexically: links are not resolved, as a
 * repository's paths are not). Returns the count; comps holds strlen + 1. */
static size_t sarif_components(char *p, char **comps)
{
    size_t n = 0;
    char *save = NULL;
    for (char *t = strtok_r(p, "/", &save); t; t = strtok_r(NULL, "/", &save)) {
        if (!strcmp(t, ".")) continue;
        if (!strcmp(t, "..")) {
            if (n) n--;
            continue;
        }
        comps[n++] = t;
    }
    return n;
}

/* The file a result is about, relative to root (%SRCROOT%): a directory is a
 * SavedModel directory (docs/CLI.md), whose finding is about its
 * saved_model.pb or, where the finding says so, its checkpoint
 * ("variables/variables.index"); "../" where the file is outside root.
 * NULL when out of memory. */
static char *sarif_relative(const char *root, const char *path, const char *where)
{
    struct stat st;
    const char *part = "";
    if (!stat(path, &st) && S_ISDIR(st.st_mode))
        part = where && !strncmp(where, "variables/", 10) ? where : "saved_model.pb";
    if (!root) root = "/";
    size_t lr = strlen(root), lp = strlen(path), lw = strlen(part);
    char *abs = malloc(lr + lp + lw + 3), *base = strdup(root);
    char **pc = malloc((lr + lp + lw + 3) * sizeof *pc), **rc = malloc((lr + 1) * sizeof *rc);
    char *out = malloc(3 * lr + lp + lw + 2);
    if (abs && base && pc && rc && out) {
        snprintf(abs, lr + lp + lw + 3, "%s/%s/%s", path[0] == '/' ? "" : root, path, part);
        size_t np = sarif_components(abs, pc), nr = sarif_components(base, rc), k = 0, o = 0;
        while (k < np && k < nr && !strcmp(pc[k], rc[k])) k++;
        for (size_t i = k; i < nr; i++) o += (size_t)sprintf(out + o, "../");
        for (size_t i = k; i < np; i++) o += (size_t)sprintf(out + o, "%s%s", pc[i], i + 1 < np ? "/" : "");
        out[o] = 0;
    } else {
        free(out);
        out = NULL;
    }
    free(abs);
    free(base);
    free(pc);
    free(rc);
    return out;
}

static void sarif_rule(cli_ci *c, const char *code)
{
    for (size_t i = 0; i < c->n_rules; i++)
        if (!strcmp(c->rules[i], code)) return;
    if (c->n_rules == c->cap_rules) {
        size_t nc = c->cap_rules ? c->cap_rules * 2 : 16;
        char **nr = realloc(c->rules, nc * sizeof *nr);
        if (!nr) {
            c->nomem = 1;
            return;
        }
        c->rules = nr;
        c->cap_rules = nc;
    }
    char *copy = strdup(code);
    if (!copy) {
        c->nomem = 1;
        return;
    }
    c->rules[c->n_rules++] = copy;
}

static const char *sarif_level(int32_t severity)
{
    return severity == TFC_SEVERITY_ERROR ? "error" : severity == TFC_SEVERITY_WARNING ? "note" : "warning";
}

static void sarif_model(cli_ci *c, const char *path, const char *kind, const char *consumer, int32_t outcome,
                        size_t n, const cli_ci_finding *fs)
{
    jw *w = &c->w;
    for (size_t i = 0; i < n; i++) {
        sarif_rule(c, fs[i].code);
        jw_object_begin(w);
        jw_key(w, "ruleId");
        jw_string(w, fs[i].code);
        jw_key(w, "level");
        jw_string(w, outcome == TFC_SCAN_UNREADABLE ? "error" : sarif_level(fs[i].severity));
        jw_key(w, "message");
        jw_object_begin(w);
        jw_key(w, "text");
        jw_string(w, fs[i].message && fs[i].message[0] ? fs[i].message : fs[i].code);
        jw_object_end(w);
        jw_key(w, "locations");
        jw_array_begin(w);
        jw_object_begin(w);
        jw_key(w, "physicalLocation");
        jw_object_begin(w);
        jw_key(w, "artifactLocation");
        jw_object_begin(w);
        char *rel = sarif_relative(c->root, path, fs[i].where);
        if (!rel) c->nomem = 1;
        jw_key(w, "uri");
        sarif_uri(c, "", rel ? rel : "", "");
        free(rel);
        jw_key(w, "uriBaseId");
        jw_string(w, "%SRCROOT%");
        jw_object_end(w);
        jw_key(w, "region");
        jw_object_begin(w);
        jw_key(w, "startLine");
        jw_uint(w, 1);
        jw_object_end(w);
        jw_object_end(w);
        jw_object_end(w);
        jw_array_end(w);
        jw_key(w, "properties");
        jw_object_begin(w);
        cli_json_path(w, "path", path);
        jw_key(w, "consumer");
        jw_string(w, consumer);
        jw_key(w, "outcome");
        jw_string(w, tfc_outcome_name(outcome));
        if (kind) {
            jw_key(w, "kind");
            jw_string(w, kind);
        }
        if (fs[i].subject && fs[i].subject[0]) {
            jw_key(w, "subject");
            jw_string(w, fs[i].subject);
        }
        if (fs[i].where && fs[i].where[0]) {
            jw_key(w, "where");
            jw_string(w, fs[i].where);
        }
        jw_object_end(w);
        jw_object_end(w);
        c->results++;
    }
}

/* A rule's texts, from the library's tables: a finding code's reason
 * (description and help), an unreadable file's status (its message). */
static void sarif_rule_texts(const char *code, const char **description, const char **help)
{
    *description = *help = "";
#define TFC__RULE_REASON(name, value, text)                                                        \
    if (!strcmp(code, text)) {                                                                                 \
        *description = tfc_verdict_reason_description(value);                                                 \
        *help = tfc_verdict_reason_help(value);                                                               \
        return;                                                                                                \
    }
    TFC_REASON_TABLE(TFC__RULE_REASON)
#undef TFC__RULE_REASON
#define TFC__RULE_STATUS(name, value, text)                                                                   \
    if (!strcmp(code, tfc_status_name(value))) {                                                             \
        *description = *help = tfc_status_str(value);                                                         \
        return;                                                                                                \
    }
    TFC_STATUS_TABLE(TFC__RULE_STATUS)
#undef TFC__RULE_STATUS
}

static void sarif_text(jw *w, const char *key, const char *text)
{
    jw_key(w, key);
    jw_object_begin(w);
    jw_key(w, "text");
    jw_string(w, text);
    jw_object_end(w);
}

static void sarif_begin(cli_ci *c)
{
    jw *w = &c->w;
    jw_init(w, c->f);
    jw_object_begin(w);
    jw_key(w, "$schema");
    jw_string(w, "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json");
    jw_key(w, "version");
    jw_string(w, "2.1.0");
    jw_key(w, "runs");
    jw_array_begin(w);
    jw_object_begin(w);
    jw_key(w, "results");
    jw_array_begin(w);
}

static void sarif_end(cli_ci *c)
{
    jw *w = &c->w;
    jw_array_end(w); /* results */
    jw_key(w, "tool");
    jw_object_begin(w);
    jw_key(w, "driver");
    jw_object_begin(w);
    jw_key(w, "name");
    jw_string(w, "tfcompat");
    jw_key(w, "version");
    jw_string(w, tfc_version_string());
    jw_key(w, "rules");
    jw_array_begin(w);
    for (size_t i = 0; i < c->n_rules; i++) {
        jw_object_begin(w);
        const char *description, *help;
        sarif_rule_texts(c->rules[i], &description, &help);
        jw_key(w, "id");
        jw_string(w, c->rules[i]);
        sarif_text(w, "shortDescription", description[0] ? description : c->rules[i]);
        sarif_text(w, "fullDescription", description[0] ? description : c->rules[i]);
        sarif_text(w, "help", help[0] ? help : c->rules[i]);
        jw_object_end(w);
    }
    jw_array_end(w);
    jw_object_end(w);
    jw_object_end(w);
    jw_key(w, "invocations");
    jw_array_begin(w);
    jw_object_begin(w);
    jw_key(w, "executionSuccessful");
    jw_bool(w, !c->nomem);
    jw_key(w, "commandLine");
    jw_string(w, c->command);
    jw_object_end(w);
    jw_array_end(w);
    jw_key(w, "originalUriBaseIds");
    jw_object_begin(w);
    jw_key(w, "%SRCROOT%");
    jw_object_begin(w);
    jw_key(w, "uri");
    sarif_uri(c, "file://", c->root ? c->root : "", c->root && !strcmp(c->root, "/") ? "" : "/");
    jw_object_end(w);
    jw_object_end(w);
    jw_key(w, "properties");
    jw_object_begin(w);
    jw_key(w, "models");
    jw_uint(w, c->models);
    jw_object_end(w);
    jw_object_end(w); /* run */
    jw_array_end(w);  /* runs */
    jw_object_end(w);
    jw_finish(w);
}

/* ---- the sink's entry points --------------------------------------------- */

cli_ci *cli_ci_begin(int format, FILE *f, const char *command)
{
    cli_ci *c = calloc(1, sizeof *c);
    if (!c) return NULL;
    c->format = format;
    c->f = f;
    c->command = command;
    if (format == CLI_FMT_SARIF) c->root = getcwd(NULL, 0); /* NULL: "/" */
    if (format == CLI_FMT_JUNIT) {
        c->body = open_memstream(&c->body_buf, &c->body_len);
        if (!c->body) {
            free(c);
            return NULL;
        }
    }
    return c;
}

void cli_ci_model(cli_ci *c, const char *path, const char *kind, const char *consumer, int32_t outcome, size_t n,
                  const cli_ci_finding *findings)
{
    if (!c) return;
    c->models++;
    if (!consumer || !consumer[0]) consumer = "any release";
    if (c->format == CLI_FMT_GITHUB) gh_model(c, path, consumer, outcome, n, findings);
    else if (c->format == CLI_FMT_JUNIT) junit_model(c, path, kind, consumer, outcome, n, findings);
    else if (c->format == CLI_FMT_SARIF) {
        if (!c->started++) sarif_begin(c);
        sarif_model(c, path, kind, consumer, outcome, n, findings);
    }
}

void cli_ci_verdict(cli_ci *c, const char *path, const char *kind, const char *consumer, const tfc_verdict *v)
{
    size_t n = tfc_verdict_finding_count(v);
    cli_ci_finding one = {"", TFC_SEVERITY_ERROR, "", "", ""}, *fs = n > 1 ? calloc(n, sizeof *fs) : &one;
    if (!fs) {
        if (c) c->nomem = 1;
        n = 1; /* the first finding at least */
        fs = &one;
    }
    for (size_t i = 0; i < n; i++) {
        fs[i].code = tfc_verdict_reason_name(tfc_verdict_finding_reason(v, i));
        fs[i].severity = tfc_verdict_finding_severity(v, i);
        fs[i].message = tfc_verdict_finding_message(v, i);
        fs[i].subject = tfc_verdict_finding_subject(v, i);
        fs[i].where = tfc_verdict_finding_where(v, i);
    }
    cli_ci_model(c, path, kind, consumer, tfc_verdict_outcome(v), n, fs);
    if (fs != &one) free(fs);
}

void cli_ci_unreadable(cli_ci *c, const char *path, const char *consumer, int32_t status, const char *message)
{
    cli_ci_finding f = {tfc_status_name(status), TFC_SEVERITY_ERROR, message ? message : tfc_status_str(status), "", ""};
    cli_ci_model(c, path, NULL, consumer, TFC_SCAN_UNREADABLE, 1, &f);
}

int cli_ci_end(cli_ci *c)
{
    if (!c) return 0;
    if (c->format == CLI_FMT_JUNIT) junit_end(c);
    else if (c->format == CLI_FMT_SARIF) {
        if (!c->started++) sarif_begin(c);
        sarif_end(c);
    }
    fflush(c->f);
    int rc = c->nomem ? -1 : 0;
    cli_ci_abandon(c);
    return rc;
}

void cli_ci_abandon(cli_ci *c)
{
    if (!c) return;
    if (c->body) fclose(c->body);
    if (c->body) free(c->body_buf);
    for (size_t i = 0; i < c->n_rules; i++) free(c->rules[i]);
    free(c->rules);
    free(c->root);
    free(c);
}

/* ---- scan records ---------------------------------------------------------- */

void cli_ci_scan_record(cli_ci *c, const tfc_scan_record *r, const tfc_target *t, const char *code)
{
    int32_t kind = tfc_scan_record_kind(r), oc = tfc_scan_record_outcome(r);
    const char *consumer = tfc_target_name_for_kind(t, kind);
    cli_ci_finding f = {code, oc == TFC_OUTCOME_UNDETERMINED ? TFC_SEVERITY_UNDETERMINED : TFC_SEVERITY_ERROR,
                        tfc_scan_record_message(r), "", ""};
    cli_ci_model(c, tfc_scan_record_path(r), oc == TFC_SCAN_UNREADABLE ? NULL : tfc_container_kind_name(kind),
                 consumer, oc, oc == TFC_OUTCOME_ACCEPTED ? 0 : 1, &f);
}
