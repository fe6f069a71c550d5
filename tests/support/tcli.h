/*
 * tcli.h - running the built tfcompat command from a cmocka test: exit
 * code, stdout and stderr of one invocation, and its single JSON object.
 * The binary is the one named by TFC_CLI_PATH at compile time.
 */
#ifndef TFC_TEST_TCLI_H
#define TFC_TEST_TCLI_H

#include <stddef.h>

#include "tjson.h"

typedef struct tcli_run {
    int code;       /* exit code, -1 if killed by a signal */
    char *out;      /* stdout, NUL-terminated */
    size_t out_len;
    char *err;      /* stderr, NUL-terminated */
} tcli_run;

/* A private temporary folder for this test program (made on first use, removed at exit). */
const char *tcli_tmpdir(void);
/* Runs `tfcompat ARGS` (ARGS is a shell fragment; quote paths). */
tcli_run tcli_sh(const char *cli, const char *args);
void tcli_run_free(tcli_run *r);
/* Runs with the expectation of exit code want_code and exactly one JSON
 * object on stdout; fails the test otherwise. Free with tj_free. */
tj *tcli_json(const char *cli, const char *args, int want_code);
/* Writes text to TMPDIR/name and returns the path (static buffer). */
const char *tcli_write_file(const char *name, const void *data, size_t len);

#endif
