/* tcli.c - see tcli.h. */
#include "tcli.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cmocka.h>

static char dir[256];

static void remove_dir(void)
{
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0) fprintf(stderr, "tcli: could not remove %s\n", dir);
}

const char *tcli_tmpdir(void)
{
    if (!dir[0]) {
        snprintf(dir, sizeof dir, "/tmp/tfc_cli_XXXXXX");
        if (!mkdtemp(dir)) fail_msg("tcli: mkdtemp failed");
        atexit(remove_dir);
    }
    return dir;
}

tcli_run tcli_sh(const char *cli, const char *args)
{
    char cmd[8192], outp[512], errp[512];
    snprintf(outp, sizeof outp, "%s/stdout", tcli_tmpdir());
    snprintf(errp, sizeof errp, "%s/stderr", tcli_tmpdir());
    snprintf(cmd, sizeof cmd, "'%s' %s >'%s' 2>'%s' </dev/null", cli, args, outp, errp);
    int st = system(cmd);
    tcli_run r;
    r.code = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
    size_t n;
    r.out = (char *)t_read_file(outp, &r.out_len);
    r.err = (char *)t_read_file(errp, &n);
    if (!r.out || !r.err) fail_msg("tcli: cannot read the output of %s", args);
    return r;
}

void tcli_run_free(tcli_run *r)
{
    free(r->out);
    free(r->err);
}

tj *tcli_json(const char *cli, const char *args, int want_code)
{
    tcli_run r = tcli_sh(cli, args);
    if (r.code != want_code) fail_msg("tfcompat %s: exit %d, want %d; stderr: %s", args, r.code, want_code, r.err);
    tj *j = tj_parse(r.out, r.out_len);
    if (!j || j->type != TJ_OBJECT) fail_msg("tfcompat %s: stdout is not one JSON object: %s", args, r.out);
    tcli_run_free(&r);
    return j;
}

const char *tcli_write_file(const char *name, const void *data, size_t len)
{
    static char path[600];
    snprintf(path, sizeof path, "%s/%s", tcli_tmpdir(), name);
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(data, 1, len, f) != len) fail_msg("tcli: cannot write %s", path);
    fclose(f);
    return path;
}
