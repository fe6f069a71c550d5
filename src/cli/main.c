/*
 * main.c - the tfcompat command: dispatch, --help, --version and the helpers
 * every command shares. The contract (names, exit codes, JSON) is in
 * docs/CLI.md.
 */
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

typedef struct command {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *summary;
} command;

static const command commands[] = {
    {"inspect", cli_inspect, "show the versions and contents of a model file or directory"},
    {"check", cli_check, "decide whether a consumer accepts a model (exit 0 yes, 1 no)"},
    {"tflite", cli_tflite, "TFLite models: inspect, check against a runtime, minimum runtime"},
    {"releases", cli_releases, "which releases accept a model, as release ranges"},
    {"scan", cli_scan, "a whole model store at once: one record per model, then a summary"},
    {"registry", cli_registry, "list a registry of consumers, or check it against the versioning policy"},
    {"fixture", cli_fixture, "write a VersionDef, GraphDef, MetaGraphDef or SavedModel for tests"},
    {NULL, NULL, NULL} /* keep last */
};

static void usage(FILE *f)
{
    fputs("usage: tfcompat COMMAND [ARGS] [--json]\n"
          "       tfcompat --help | --version\n"
          "       tfcompat COMMAND --help\n\n"
          "Answers: can this consumer load this model?\n\ncommands:\n",
          f);
    for (size_t i = 0; commands[i].name; i++)
        fprintf(f, "  %-12s %s\n", commands[i].name, commands[i].summary);
    fputs("\nexit codes: 0 success (accepted), 1 rejected, 2 unreadable or invalid input,\n"
          "            3 scan found no model, 64 usage error\n",
          f);
}

/*
 * The words each command takes after its name: subcommands, actions or kinds,
 * and long options. One table, read only to suggest a word after a typo ("did
 * you mean"); the option parsers stay in each command's file. The top level
 * is the commands[] table above. The cli_contract test checks that every
 * long option a command's --help prints is listed here.
 */
static const struct {
    const char *cmd; /* as the command passes it to cli_usage_error */
    const char *words;
} vocabulary[] = {
    {"inspect", "--json --operators --help"},
    {"check", "--consumer --min-producer --scheme --tf --target --runtime --resolver --tf-version --registry --json --format --help"},
    {"releases", "--registry --product --verbose --json --help"},
    {"registry", "list validate products --scheme --json --help"},
    {"tflite", "inspect check min-runtime --help"},
    {"tflite inspect", "--json --operators --help"},
    {"tflite check", "--runtime --resolver --json --format --help"},
    {"tflite min-runtime", "--json --help"},
    {"scan", "--tf --runtime --target --from --to --all --follow --product --registry --jobs --format --help"},
    {"fixture", "versiondef graphdef meta-graph saved-model --producer --min-consumer --bad-consumer --op "
                "--output --help"},
};

/* Optimal string alignment distance (edits, adjacent swaps), capped at 9. */
static size_t edit_distance(const char *a, size_t la, const char *b, size_t lb)
{
    enum { MAX = 40 };
    if (la >= MAX || lb >= MAX) return 9;
    size_t d[MAX][MAX];
    for (size_t i = 0; i <= la; i++) d[i][0] = i;
    for (size_t j = 0; j <= lb; j++) d[0][j] = j;
    for (size_t i = 1; i <= la; i++)
        for (size_t j = 1; j <= lb; j++) {
            size_t c = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
            if (d[i - 1][j] + 1 < c) c = d[i - 1][j] + 1;
            if (d[i][j - 1] + 1 < c) c = d[i][j - 1] + 1;
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] && d[i - 2][j - 2] + 1 < c)
                c = d[i - 2][j - 2] + 1;
            d[i][j] = c;
        }
    return d[la][lb];
}

typedef struct suggestion {
    const char *word;
    size_t len, dist;
    /* words as close as the best one ("--t": --tf and --to), in table order */
    const char *tie[3];
    size_t tie_len[3], n_tie;
} suggestion;

/* Keeps w if it is closer to arg than the best so far; a word as close is
 * kept as a tie. An option is only compared with options, a word with words. */
static void consider(suggestion *best, const char *arg, size_t al, const char *w, size_t wl)
{
    if ((arg[0] == '-') != (w[0] == '-')) return;
    size_t d = edit_distance(arg, al, w, wl);
    /* a prefix of a long word counts as close ("--min" for "--min-producer") */
    if (al >= 3 && al < wl && !strncmp(arg, w, al) && d > 1) d = 1;
    if (!best->word || d < best->dist) {
        *best = (suggestion){w, wl, d, {NULL, NULL, NULL}, {0, 0, 0}, 0};
    } else if (d == best->dist && best->n_tie < 3 && (wl != best->len || strncmp(w, best->word, wl))) {
        best->tie[best->n_tie] = w;
        best->tie_len[best->n_tie++] = wl;
    }
}

/* The word closest to arg among those cmd takes, if close enough. */
static int suggest(const char *cmd, const char *arg, suggestion *best)
{
    *best = (suggestion){NULL, 0, 0, {NULL, NULL, NULL}, {0, 0, 0}, 0};
    size_t al = strlen(arg);
    if (!cmd) {
        for (size_t i = 0; commands[i].name; i++) consider(best, arg, al, commands[i].name, strlen(commands[i].name));
        consider(best, arg, al, "--help", 6);
        consider(best, arg, al, "--version", 9);
    } else {
        for (size_t i = 0; i < sizeof vocabulary / sizeof vocabulary[0]; i++) {
            if (strcmp(vocabulary[i].cmd, cmd)) continue;
            for (const char *p = vocabulary[i].words; *p;) {
                size_t n = strcspn(p, " ");
                consider(best, arg, al, p, n);
                p += n;
                p += strspn(p, " ");
            }
        }
    }
    /* "--consumer=11": the word is right, the form is not */
    if (best->word && best->dist && arg[0] == '-') {
        const char *eq = strchr(arg, '=');
        if (eq && (size_t)(eq - arg) == best->len && !strncmp(arg, best->word, best->len)) best->dist = 0;
    }
    size_t core = al > 2 && arg[0] == '-' && arg[1] == '-' ? al - 2 : al;
    return best->word && best->dist <= (core <= 4 ? 1 : core <= 8 ? 2 : 3) && best->dist < best->len;
}

void cli_diag(const char *cmd, const char *text, const char *tail)
{
    fprintf(stderr, "tfcompat %s: ", cmd);
    cli_text_escaped(stderr, text);
    fprintf(stderr, "%s\n", tail ? tail : "");
}

int cli_usage_error(const char *cmd, const char *msg, const char *arg)
{
    fprintf(stderr, "tfcompat%s%s: %s", cmd ? " " : "", cmd ? cmd : "", msg);
    if (arg) {
        fputs(": ", stderr);
        cli_text_escaped(stderr, arg); /* an argument may be a hostile path */
    }
    fputc('\n', stderr);
    suggestion s;
    if (arg && *arg && !strncmp(msg, "unknown ", 8) && suggest(cmd, arg, &s)) {
        const char *eq = arg[0] == '-' ? strchr(arg, '=') : NULL;
        if (eq && (size_t)(eq - arg) == s.len && !strncmp(arg, s.word, s.len))
            fprintf(stderr, "Did you mean '%.*s %s'? (an option's value is the next argument)\n", (int)s.len, s.word,
                    eq + 1);
        else {
            fprintf(stderr, "Did you mean '%.*s'", (int)s.len, s.word);
            for (size_t i = 0; i < s.n_tie; i++)
                fprintf(stderr, "%s'%.*s'", i + 1 == s.n_tie ? " or " : ", ", (int)s.tie_len[i], s.tie[i]);
            fputs("?\n", stderr);
        }
    }
    fprintf(stderr, "Try 'tfcompat %s%s--help'.\n", cmd ? cmd : "", cmd ? " " : "");
    return CLI_USAGE;
}

/* 1 when msg names path as a word: at the start or after a space, followed
 * by ':', a space or the end. */
static int names_path(const char *msg, const char *path)
{
    size_t pl = path ? strlen(path) : 0;
    if (!pl) return 0;
    for (const char *p = strstr(msg, path); p; p = strstr(p + 1, path))
        if ((p == msg || p[-1] == ' ') && (p[pl] == ':' || p[pl] == ' ' || p[pl] == '\0')) return 1;
    return 0;
}

int cli_input_error(int json, const char *path, int32_t code, const tfc_error *err)
{
    const char *msg = err && err->message[0] ? err->message : tfc_status_str(code);
    /* A message that already names the path ("cannot open PATH: ...",
     * "PATH: not a regular file") does not get it a second time. */
    fputs("tfcompat: ", stderr);
    if (!names_path(msg, path)) cli_text_path(stderr, path ? path : "-");
    cli_text_escaped(stderr, msg);
    fprintf(stderr, " (%s)\n", tfc_status_name(code));
    if (json) {
        jw w;
        jw_init(&w, stdout);
        jw_object_begin(&w);
        jw_key(&w, "error");
        jw_object_begin(&w);
        jw_key(&w, "code");
        jw_string(&w, tfc_status_name(code));
        jw_key(&w, "message");
        jw_string(&w, msg);
        if (path) cli_json_path(&w, "path", path);
        if (err && err->offset >= 0) {
            jw_key(&w, "offset");
            jw_int(&w, err->offset);
        }
        jw_object_end(&w);
        jw_object_end(&w);
        jw_finish(&w);
    }
    return CLI_BAD_INPUT;
}

int cli_parse_i64(const char *s, int64_t *out)
{
    if (!s || !*s) return -1;
    errno = 0;
    char *end = NULL;
    long long v = strtoll(s, &end, 10);
    if (errno || !end || *end) return -1;
    *out = (int64_t)v;
    return 0;
}

int cli_parse_i32(const char *s, int32_t *out)
{
    int64_t v;
    if (cli_parse_i64(s, &v) || v < INT32_MIN || v > INT32_MAX) return -1;
    *out = (int32_t)v;
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return CLI_USAGE;
    }
    if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") || !strcmp(argv[1], "help")) {
        usage(stdout);
        return CLI_OK;
    }
    if (!strcmp(argv[1], "--version")) {
        printf("tfcompat %s (ruleset %" PRIu32 ", op-version API %" PRIu32 ")\n",
               tfc_version_string(), tfc_ruleset_version(), tfc_opver_api_version());
        return CLI_OK;
    }
    for (size_t i = 0; commands[i].name; i++)
        if (!strcmp(argv[1], commands[i].name)) return commands[i].run(argc - 1, argv + 1);
    return cli_usage_error(NULL, "unknown command", argv[1]);
}
