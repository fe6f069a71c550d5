/* tjson.c - see tjson.h. */
#include "tjson.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { const char *s; size_t n, i; int depth; } P;

static void ws(P *p)
{
    while (p->i < p->n && (p->s[p->i] == ' ' || p->s[p->i] == '\n' || p->s[p->i] == '\r' || p->s[p->i] == '\t')) p->i++;
}

static tj *value(P *p);

static tj *mk(tj_type t)
{
    tj *v = calloc(1, sizeof *v);
    if (v) v->type = t;
    return v;
}

static int hex4(P *p, unsigned *out)
{
    if (p->i + 4 > p->n) return -1;
    unsigned v = 0;
    for (int k = 0; k < 4; k++) {
        char c = p->s[p->i++];
        v <<= 4;
        if (c >= '0' && c <= '9') v |= (unsigned)(c - '0');
        else if (c >= 'a' && c <= 'f') v |= (unsigned)(c - 'a' + 10);
        else if (c >= 'A' && c <= 'F') v |= (unsigned)(c - 'A' + 10);
        else return -1;
    }
    *out = v;
    return 0;
}

static void put_utf8(char *o, size_t *k, unsigned cp)
{
    if (cp < 0x80) o[(*k)++] = (char)cp;
    else if (cp < 0x800) { o[(*k)++] = (char)(0xC0 | (cp >> 6)); o[(*k)++] = (char)(0x80 | (cp & 0x3F)); }
    else if (cp < 0x10000) { o[(*k)++] = (char)(0xE0 | (cp >> 12)); o[(*k)++] = (char)(0x80 | ((cp >> 6) & 0x3F)); o[(*k)++] = (char)(0x80 | (cp & 0x3F)); }
    else { o[(*k)++] = (char)(0xF0 | (cp >> 18)); o[(*k)++] = (char)(0x80 | ((cp >> 12) & 0x3F)); o[(*k)++] = (char)(0x80 | ((cp >> 6) & 0x3F)); o[(*k)++] = (char)(0x80 | (cp & 0x3F)); }
}

static char *string(P *p, size_t *len)
{
    if (p->i >= p->n || p->s[p->i] != '"') return NULL;
    p->i++;
    char *o = malloc(p->n - p->i + 1);
    if (!o) return NULL;
    size_t k = 0;
    while (p->i < p->n && p->s[p->i] != '"') {
        char c = p->s[p->i++];
        if (c != '\\') { o[k++] = c; continue; }
        if (p->i >= p->n) break;
        c = p->s[p->i++];
        switch (c) {
        case 'n': o[k++] = '\n'; break;
        case 't': o[k++] = '\t'; break;
        case 'r': o[k++] = '\r'; break;
        case 'b': o[k++] = '\b'; break;
        case 'f': o[k++] = '\f'; break;
        case 'u': {
            unsigned cp;
            if (hex4(p, &cp)) { free(o); return NULL; }
            if (cp >= 0xD800 && cp < 0xDC00 && p->i + 6 <= p->n && p->s[p->i] == '\\' && p->s[p->i + 1] == 'u') {
                unsigned lo;
                p->i += 2;
                if (hex4(p, &lo)) { free(o); return NULL; }
                cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
            }
            put_utf8(o, &k, cp);
            break;
        }
        default: o[k++] = c;
        }
    }
    if (p->i >= p->n) { free(o); return NULL; }
    p->i++;
    o[k] = '\0';
    *len = k;
    return o;
}

static int push(tj *v, tj *item, char *key)
{
    tj **items = realloc(v->items, (v->count + 1) * sizeof *items);
    if (!items) return -1;
    v->items = items;
    if (v->type == TJ_OBJECT) {
        char **keys = realloc(v->keys, (v->count + 1) * sizeof *keys);
        if (!keys) return -1;
        v->keys = keys;
        v->keys[v->count] = key;
    }
    v->items[v->count++] = item;
    return 0;
}

static tj *value(P *p)
{
    ws(p);
    if (p->i >= p->n || ++p->depth > 200) return NULL;
    tj *v = NULL;
    char c = p->s[p->i];
    if (c == '{' || c == '[') {
        int obj = c == '{';
        v = mk(obj ? TJ_OBJECT : TJ_ARRAY);
        p->i++;
        ws(p);
        if (p->i < p->n && p->s[p->i] == (obj ? '}' : ']')) { p->i++; goto done; }
        for (;;) {
            char *key = NULL;
            size_t kl;
            if (obj) {
                ws(p);
                key = string(p, &kl);
                ws(p);
                if (!key || p->i >= p->n || p->s[p->i] != ':') { free(key); goto fail; }
                p->i++;
            }
            tj *item = value(p);
            if (!item || push(v, item, key)) { free(key); tj_free(item); goto fail; }
            ws(p);
            if (p->i < p->n && p->s[p->i] == ',') { p->i++; continue; }
            if (p->i < p->n && p->s[p->i] == (obj ? '}' : ']')) { p->i++; break; }
            goto fail;
        }
    } else if (c == '"') {
        v = mk(TJ_STRING);
        if (!(v->string = string(p, &v->len))) goto fail;
    } else if (p->n - p->i >= 4 && !strncmp(p->s + p->i, "true", 4)) {
        v = mk(TJ_BOOL); v->boolean = 1; p->i += 4;
    } else if (p->n - p->i >= 5 && !strncmp(p->s + p->i, "false", 5)) {
        v = mk(TJ_BOOL); p->i += 5;
    } else if (p->n - p->i >= 4 && !strncmp(p->s + p->i, "null", 4)) {
        v = mk(TJ_NULL); p->i += 4;
    } else {
        char buf[64];
        size_t k = 0;
        while (p->i < p->n && k < 63 && strchr("+-0123456789.eE", p->s[p->i])) buf[k++] = p->s[p->i++];
        buf[k] = '\0';
        if (!k) return NULL;
        v = mk(TJ_NUMBER);
        v->number = strtod(buf, NULL);
        v->integer = strtoll(buf, NULL, 10);
    }
done:
    p->depth--;
    return v;
fail:
    tj_free(v);
    return NULL;
}

tj *tj_parse(const char *text, size_t n)
{
    P p = {text, n, 0, 0};
    tj *v = value(&p);
    ws(&p);
    if (v && p.i != n) { tj_free(v); return NULL; }
    return v;
}

unsigned char *t_read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 4096, n = 0;
    unsigned char *b = malloc(cap + 1);
    for (;;) {
        if (n == cap) {
            unsigned char *nb = realloc(b, cap * 2 + 1);
            if (!nb) { free(b); fclose(f); return NULL; }
            b = nb;
            cap *= 2;
        }
        size_t r = fread(b + n, 1, cap - n, f);
        if (!r) break;
        n += r;
    }
    fclose(f);
    b[n] = 0;
    *len = n;
    return b;
}

tj *tj_load(const char *path)
{
    size_t n;
    unsigned char *b = t_read_file(path, &n);
    if (!b) return NULL;
    tj *v = tj_parse((const char *)b, n);
    free(b);
    return v;
}

void tj_free(tj *v)
{
    if (!v) return;
    for (size_t i = 0; i < v->count; i++) {
        tj_free(v->items[i]);
        if (v->keys) free(v->keys[i]);
    }
    free(v->items);
    free(v->keys);
    free(v->string);
    free(v);
}

const tj *tj_get(const tj *obj, const char *key)
{
    if (!obj || obj->type != TJ_OBJECT) return NULL;
    for (size_t i = 0; i < obj->count; i++)
        if (!strcmp(obj->keys[i], key)) return obj->items[i];
    return NULL;
}

const tj *tj_at(const tj *arr, size_t i)
{
    if (!arr || (arr->type != TJ_ARRAY && arr->type != TJ_OBJECT) || i >= arr->count) return NULL;
    return arr->items[i];
}
