/*
 * libFuzzer harness: the one release grammar (tfc_release_normalize,
 * tfcompat/release.h), which every entry reads release spellings with. The
 * input up to its first NUL is the spelling. Properties, any break aborts:
 * the answer is TFC_OK or TFC_E_BAD_VALUE with a message; an accepted
 * spelling's normal form is made of digits, lower-case letters, '.' and
 * '-', no longer than the input plus ".0", its own normal form
 * (idempotent), told by *needed, and names the same release as the input
 * in the library's release order (tfc_release_equivalent).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <tfcompat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 4096) return 0;
    char *s = malloc(size + 1);
    if (!s) return 0;
    memcpy(s, data, size);
    s[size] = 0;
    char buf[128], again[128];
    size_t needed = 0, needed2 = 0;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    int32_t rc = tfc_release_normalize(buf, sizeof buf, &needed, s, &err);
    if (rc != TFC_OK) {
        if (rc != TFC_E_BAD_VALUE || !err.message[0] || buf[0] || needed) abort();
        free(s);
        return 0;
    }
    size_t n = strlen(buf);
    if (!n || needed != n + 1 || n > strlen(s) + 2) abort();
    for (size_t i = 0; i < n; i++) {
        char c = buf[i];
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || c == '.' || c == '-')) abort();
    }
    if (tfc_release_normalize(again, sizeof again, &needed2, buf, NULL) != TFC_OK || strcmp(again, buf) ||
        needed2 != needed)
        abort();
    if (!tfc_release_equivalent(s, buf)) abort();
    free(s);
    return 0;
}
