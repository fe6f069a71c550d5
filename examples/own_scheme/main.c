/*
 * main.c - own_scheme PLUGIN [RELEASE]: which pluginhost release loads a
 * plugin (own_scheme.h), and whether RELEASE does.
 * Exit 0 loadable (by RELEASE, or by some release), 1 not, 2 unreadable, 64 usage.
 */
#include <stdio.h>
#include <stdlib.h>

#include "own_scheme.h"

static uint8_t *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    uint8_t *b = NULL;
    size_t n = 0, cap = 0, got;
    do {
        if (n == cap) {
            uint8_t *nb = realloc(b, cap = cap ? cap * 2 : 4096);
            if (!nb) break;
            b = nb;
        }
        got = fread(b + n, 1, cap - n, f);
        n += got;
    } while (got > 0);
    fclose(f);
    *len = n;
    return b;
}

int main(int argc, char **argv)
{
    if (argc < 2 || argc > 3) {
        fprintf(stderr, "usage: %s PLUGIN [RELEASE]\n", argv[0]);
        return 64;
    }
    size_t len = 0;
    uint8_t *data = read_file(argv[1], &len);
    if (!data) {
        fprintf(stderr, "%s: cannot read\n", argv[1]);
        return 2;
    }
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_registry *r = NULL;
    const char *oldest = "";
    int rc = 2;
    if (own_scheme_registry(&r, &err) || own_scheme_oldest_host(r, data, len, &oldest, &err)) {
        fprintf(stderr, "%s: %s (%s)\n", argv[1], err.message, tfc_status_name(err.code));
        goto done;
    }
    printf("oldest pluginhost: %s\n", *oldest ? oldest : "none");
    rc = *oldest ? 0 : 1;
    if (argc == 3) {
        int32_t accepted = 0;
        char msg[512];
        if (own_scheme_check(r, argv[2], data, len, &accepted, msg, sizeof msg, &err)) {
            fprintf(stderr, "%s: %s (%s)\n", argv[1], err.message, tfc_status_name(err.code));
            rc = err.code == TFC_E_UNKNOWN_RELEASE ? 64 : 2;
            goto done;
        }
        if (accepted) printf("pluginhost %s loads it\n", argv[2]);
        else printf("pluginhost %s refuses it: %s\n", argv[2], msg);
        rc = accepted ? 0 : 1;
    }
done:
    tfc_registry_free(r);
    free(data);
    return rc;
}
