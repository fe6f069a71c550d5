/*
 * tjson.h - a small JSON reader for the tests: loads an expected/<kind>/<name>.json file
 * into a tree so that tests can compare the library's answers field by
 * field. Test-only code; not part of the library.
 */
#ifndef TFC_TEST_TJSON_H
#define TFC_TEST_TJSON_H

#include <stddef.h>
#include <stdint.h>

typedef enum { TJ_NULL, TJ_BOOL, TJ_NUMBER, TJ_STRING, TJ_ARRAY, TJ_OBJECT } tj_type;

typedef struct tj {
    tj_type type;
    int boolean;
    int64_t integer; /* numbers: integral value (fractions truncated) */
    double number;
    char *string;    /* strings: NUL-terminated UTF-8 (may contain NUL; see len) */
    size_t len;
    size_t count;    /* arrays and objects */
    struct tj **items;
    char **keys;     /* objects */
} tj;

/* Parses text; NULL on a syntax error. */
tj *tj_parse(const char *text, size_t n);
/* Reads and parses a file; NULL if unreadable or invalid. */
tj *tj_load(const char *path);
void tj_free(tj *v);
/* Object member by key, or NULL. */
const tj *tj_get(const tj *obj, const char *key);
/* Array item, or NULL. */
const tj *tj_at(const tj *arr, size_t i);

/* Reads a whole file into a malloc'd buffer (NUL-terminated); NULL on error. */
unsigned char *t_read_file(const char *path, size_t *len);

#endif
