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

int cli_usage_error(const char *cmd, const char *msg, const char *arg)
{
    if (arg) fprintf(stderr, "tfcompat%s%s: %s: %s\n", cmd ? " " : "", cmd ? cmd : "", msg, arg);
    else fprintf(stderr, "tfcompat%s%s: %s\n", cmd ? " " : "", cmd ? cmd : "", msg);
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
    if (names_path(msg, path)) fprintf(stderr, "tfcompat: %s (%s)\n", msg, tfc_status_name(code));
    else fprintf(stderr, "tfcompat: %s: %s (%s)\n", path ? path : "-", msg, tfc_status_name(code));
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
        if (path) {
            jw_key(&w, "path");
            jw_string(&w, path);
        }
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
