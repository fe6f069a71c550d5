/*
 * cli_registry.h - the registry side of the tfcompat command: loading
 * --registry FILE, and the output of `releases` and `check --tf` (given
 * the VersionDef and op names of each graph, however they were read).
 * Uses only the public API.
 */
#ifndef TFC_CLI_REGISTRY_H
#define TFC_CLI_REGISTRY_H

#include "cli.h"

/*
 * Loads FILE (docs/registry-format.md) into *out, or sets *out to the
 * default registry when file is NULL. Returns CLI_OK, or reports the
 * failure like cli_input_error (exit 2). Free with cli_registry_release.
 */
int cli_registry_open(const char *file, int json, const tfc_registry **out);
void cli_registry_release(const tfc_registry *r);

/* The options that name a consumer, as the commands take them. */
typedef struct cli_target_args {
    const char *tf;            /* --tf RELEASE or --target SPEC (a target string) */
    const char *runtime;       /* --runtime X.Y.Z or NAME@VERSION */
    const char *resolver_file; /* --resolver FILE */
    const char *tf_version;    /* --tf-version STR */
    const char *scheme;        /* --scheme S (with --consumer) */
    int has_consumer;          /* --consumer N */
    int32_t consumer, min_producer;
} cli_target_args;

/* The check layer's target for those options, and what it borrows. */
typedef struct cli_target {
    tfc_target *target;
    tfc_resolver *resolver; /* --resolver FILE */
} cli_target;

void cli_target_init(cli_target *t);
/* CLI_OK; CLI_USAGE for an unknown release (after a message); CLI_BAD_INPUT.
 * On failure t holds nothing (no cli_target_free needed). */
int cli_target_make(cli_target *t, const char *cmd, const tfc_registry *reg, const cli_target_args *a, int json);
void cli_target_free(cli_target *t);

/* Opens PATH as the check layer does (tfc_check_open): CLI_OK, or the exit
 * code after reporting the failure. */
int cli_open_artifact(const char *path, int json, tfc_artifact **out);

/* Text on one line: cli_text_escaped (the text sink). */
void cli_oneline(FILE *f, const char *s);

/* Text of a verdict, findings under a header per part ("meta graph 1:",
 * "checkpoint variables/variables.index:") when it has several. */
void cli_verdict_parts_text(FILE *f, const tfc_verdict *v);

#endif
