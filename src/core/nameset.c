/* nameset.c - see nameset.h. */
#include <stdalign.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "nameset.h"

/* ---- arena ------------------------------------------------------------ */

struct tfc__arena_block {
    tfc__arena_block *prev;
    size_t used, cap;
    alignas(max_align_t) unsigned char data[];
};

/* A model of a few dozen names and values fits the first block; a larger
 * graph's blocks grow to 64 KiB, so that their count stays small. */
enum { ARENA_FIRST = 4096 - 64, ARENA_MAX = 65536 - 64 };

void tfc__arena_init(tfc__arena *a, const tfc_allocator *alloc)
{
    a->alloc = alloc;
    a->block = NULL;
}

void *tfc__arena_alloc(tfc__arena *a, size_t n)
{
    const size_t align = alignof(max_align_t);
    if (n > SIZE_MAX / 2) return NULL;
    n = (n + align - 1) & ~(align - 1);
    tfc__arena_block *b = a->block;
    if (!b || b->cap - b->used < n) {
        size_t cap = b ? (b->cap < ARENA_MAX / 2 ? b->cap * 2 : ARENA_MAX) : ARENA_FIRST;
        if (cap < n) cap = n;
        tfc__arena_block *nb = tfc__alloc(a->alloc, offsetof(tfc__arena_block, data) + cap);
        if (!nb) return NULL;
        nb->prev = b;
        nb->used = 0;
        nb->cap = cap;
        a->block = b = nb;
    }
    void *p = b->data + b->used;
    b->used += n;
    return p;
}

char *tfc__arena_strndup(tfc__arena *a, const uint8_t *p, size_t n)
{
    char *s = tfc__arena_alloc(a, n + 1);
    if (!s) return NULL;
    if (n) memcpy(s, p, n);
    s[n] = '\0';
    return s;
}

void tfc__arena_free(tfc__arena *a)
{
    while (a->block) {
        tfc__arena_block *b = a->block;
        a->block = b->prev;
        tfc__free(a->alloc, b);
    }
}

/* ---- name set --------------------------------------------------------- */

void tfc__nameset_init(tfc__nameset *s, const tfc_allocator *a, size_t limit)
{
    memset(s, 0, sizeof *s);
    s->alloc = a;
    s->limit = limit;
}

static uint64_t hash(const uint8_t *p, size_t n) { return tfc__name_hash(p, n); }

static int rehash(tfc__nameset *s, size_t n_slots)
{
    size_t *slots = tfc__calloc(s->alloc, n_slots, sizeof *slots);
    if (!slots) return TFC_E_NOMEM;
    for (size_t i = 0; i < s->count; i++) {
        size_t h = (size_t)hash((const uint8_t *)s->items[i], s->lens[i]) & (n_slots - 1);
        while (slots[h]) h = (h + 1) & (n_slots - 1);
        slots[h] = i + 1;
    }
    tfc__free(s->alloc, s->slots);
    s->slots = slots;
    s->n_slots = n_slots;
    return TFC_OK;
}

static int same(const tfc__nameset *s, size_t i, const uint8_t *name, size_t len)
{
    return s->lens[i] == len && (len == 0 || !memcmp(s->items[i], name, len));
}

/* The index slot of the name: where it is, or the empty slot it would take. */
static size_t slot_of(const tfc__nameset *s, const uint8_t *name, size_t len)
{
    size_t h = (size_t)hash(name, len) & (s->n_slots - 1);
    while (s->slots[h] && !same(s, s->slots[h] - 1, name, len)) h = (h + 1) & (s->n_slots - 1);
    return h;
}

int tfc__nameset_has(const tfc__nameset *s, const uint8_t *name, size_t len)
{
    if (s->n_slots) return s->slots[slot_of(s, name, len)] != 0;
    for (size_t i = 0; i < s->count; i++)
        if (same(s, i, name, len)) return 1;
    return 0;
}

int tfc__nameset_reserve(tfc__nameset *s)
{
    if (s->count < s->cap) return TFC_OK;
    size_t cap = s->cap ? s->cap * 2 : 16;
    if (cap > SIZE_MAX / (sizeof(char *) + sizeof(size_t))) return TFC_E_NOMEM;
    char **items = tfc__alloc(s->alloc, cap * (sizeof(char *) + sizeof(size_t)));
    if (!items) return TFC_E_NOMEM;
    size_t *lens = (size_t *)(void *)(items + cap);
    if (s->count) {
        memcpy(items, s->items, s->count * sizeof *items);
        memcpy(lens, s->lens, s->count * sizeof *lens);
    }
    tfc__free(s->alloc, s->items); /* the lens with them */
    s->items = items;
    s->lens = lens;
    s->cap = cap;
    return TFC_OK;
}

int tfc__nameset_add(tfc__nameset *s, const uint8_t *name, size_t len)
{
    if (s->n_slots == 0 || (s->count + 1) * 2 > s->n_slots) {
        int rc = rehash(s, s->n_slots ? s->n_slots * 2 : 32);
        if (rc) return rc;
    }
    size_t h = slot_of(s, name, len);
    if (s->slots[h]) return TFC_OK;
    if (s->count >= s->limit) return TFC_E_TOO_MANY;
    if (tfc__nameset_reserve(s)) return TFC_E_NOMEM;
    char *copy = s->arena ? tfc__arena_strndup(s->arena, name, len) : tfc__strndup(s->alloc, (const char *)name, len);
    if (!copy) return TFC_E_NOMEM;
    s->items[s->count] = copy;
    s->lens[s->count] = len;
    s->count++;
    s->slots[h] = s->count;
    return TFC_OK;
}

typedef struct { char *p; size_t n; } pair;

/* Bytes, shorter first on a common prefix; names differ early, so a byte
 * loop without a call. */
static int cmp_pair(const void *a, const void *b)
{
    const pair *x = a, *y = b;
    size_t n = x->n < y->n ? x->n : y->n;
    const unsigned char *u = (const unsigned char *)x->p, *v = (const unsigned char *)y->p;
    for (size_t i = 0; i < n; i++)
        if (u[i] != v[i]) return u[i] < v[i] ? -1 : 1;
    return (x->n > y->n) - (x->n < y->n);
}

/* In place, without scratch memory: the sets of a model's graph are small. */
static void insertion_sort(tfc__nameset *s)
{
    for (size_t i = 1; i < s->count; i++)
        for (size_t j = i; j > 0; j--) {
            pair a = {s->items[j - 1], s->lens[j - 1]}, b = {s->items[j], s->lens[j]};
            if (cmp_pair(&a, &b) <= 0) break;
            s->items[j - 1] = b.p; s->lens[j - 1] = b.n;
            s->items[j] = a.p; s->lens[j] = a.n;
        }
}

void tfc__nameset_sort(tfc__nameset *s)
{
    tfc__free(s->alloc, s->slots);
    s->slots = NULL;
    s->n_slots = 0;
    if (s->count < 2) return;
    /* The names are distinct, so any sort gives the one order. */
    pair *tmp = s->count > 32 ? tfc__calloc(s->alloc, s->count, sizeof *tmp) : NULL;
    if (!tmp) {
        insertion_sort(s);
        return;
    }
    for (size_t i = 0; i < s->count; i++) tmp[i] = (pair){s->items[i], s->lens[i]};
    qsort(tmp, s->count, sizeof *tmp, cmp_pair);
    for (size_t i = 0; i < s->count; i++) {
        s->items[i] = tmp[i].p;
        s->lens[i] = tmp[i].n;
    }
    tfc__free(s->alloc, tmp);
}

void tfc__nameset_free(tfc__nameset *s)
{
    if (!s->arena)
        for (size_t i = 0; i < s->count; i++) tfc__free(s->alloc, s->items[i]);
    tfc__free(s->alloc, s->items);
    tfc__free(s->alloc, s->slots);
    memset(s, 0, sizeof *s);
}
