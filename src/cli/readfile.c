/* readfile.c - whole-file reads for the small inputs the CLI parses itself. */
#include <stdlib.h>

#include "cli.h"

int32_t cli_read_file(const char *path, uint8_t **out, size_t *len, size_t max, tfc_error *err)
{
    *out = NULL;
    *len = 0;
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err->message, sizeof err->message, "cannot open %s", path);
        err->code = TFC_E_NOT_FOUND;
        return TFC_E_NOT_FOUND;
    }
    size_t cap = 4096, n = 0;
    uint8_t *b = malloc(cap);
    while (b) {
        if (n == cap) {
            if (cap >= max) {
                free(b);
                fclose(f);
                snprintf(err->message, sizeof err->message, "%s is larger than %zu bytes", path, max);
                err->code = TFC_E_TOO_LARGE;
                return TFC_E_TOO_LARGE;
            }
            uint8_t *nb = realloc(b, cap * 2);
            if (!nb) break;
            b = nb;
            cap *= 2;
        }
        size_t r = fread(b + n, 1, cap - n, f);
        if (r == 0) break;
        n += r;
    }
    int bad = ferror(f);
    fclose(f);
    if (!b || bad) {
        free(b);
        snprintf(err->message, sizeof err->message, "cannot read %s", path);
        err->code = TFC_E_IO;
        return TFC_E_IO;
    }
    *out = b;
    *len = n;
    return TFC_OK;
}
