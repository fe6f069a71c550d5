/*
 * runtime.c - the embedded tables' public face and the minimum runtime of a
 * model (tfcompat/opver.h, "Tables" and "Minimum runtime").
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "opver/model.h"
#include "opver/runtime.h"
#include "opver/tables.h"

const char *tfc_tflite_builtin_name(int32_t code)
{
    if (code < 0 || (size_t)code >= tfc__builtin_count) return "";
    return tfc__builtin_names[code];
}

int32_t tfc_tflite_builtin_code(int32_t *out, const char *name)
{
    if (!out || !name) return TFC_E_INVALID_ARGUMENT;
    for (size_t i = 0; i < tfc__builtin_count; i++)
        if (!strcmp(tfc__builtin_names[i], name)) {
            *out = (int32_t)i;
            return TFC_OK;
        }
    return TFC_E_NOT_FOUND;
}

int32_t tfc_tflite_builtin_count(void) { return (int32_t)tfc__builtin_count; }

const char *tfc_tflite_tensor_type_name(int32_t code)
{
    if (code < 0 || (size_t)code >= tfc__tensor_type_count) return "";
    return tfc__tensor_type_names[code];
}

int32_t tfc_tflite_schema_version_supported(void) { return TFC__SCHEMA_VERSION; }

const char *tfc_runtime_first(int32_t code, int32_t version)
{
    size_t lo = 0, hi = tfc__runtime_map_count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        const tfc__runtime_entry *e = &tfc__runtime_map[mid];
        if (e->code < code || (e->code == code && e->version < version)) lo = mid + 1;
        else hi = mid;
    }
    if (lo < tfc__runtime_map_count && tfc__runtime_map[lo].code == code &&
        tfc__runtime_map[lo].version == version)
        return tfc__runtime_map[lo].runtime;
    return NULL;
}

/* Parses [s, s + n) as a non-negative decimal; 0 on failure (empty, not digits, overflow). */
static int parse_component(const char *s, size_t n, uint64_t *out)
{
    if (!n || n > 18) return 0;
    uint64_t v = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9') return 0;
        v = v * 10 + (uint64_t)(s[i] - '0');
    }
    *out = v;
    return 1;
}

static size_t count_components(const char *s)
{
    size_t n = 1;
    for (; *s; s++) n += *s == '.';
    return n;
}

int32_t tfc_runtime_compare(const char *a, const char *b)
{
    if (!a) a = "";
    if (!b) b = "";
    const char *pa = a, *pb = b;
    for (;;) {
        size_t la = strcspn(pa, "."), lb = strcspn(pb, ".");
        uint64_t va, vb;
        /* A component that is not a number on either side is skipped, as the
         * runtime's comparison does. */
        if (parse_component(pa, la, &va) && parse_component(pb, lb, &vb) && va != vb)
            return va < vb ? -1 : 1;
        if (!pa[la] || !pb[lb]) break;
        pa += la + 1;
        pb += lb + 1;
    }
    size_t ca = count_components(a), cb = count_components(b);
    return ca < cb ? -1 : ca > cb ? 1 : 0;
}

/* ---- minimum runtime --------------------------------------------------- */

typedef struct pair {
    int32_t code, version;
    const char *name;     /* builtin or custom name, borrowed from the model or tables */
    const char *runtime;  /* static, NULL for unmapped */
    size_t order;
    int owned;            /* name is a copy owned by the result */
} pair;

struct tfc_min_runtime {
    tfc_allocator alloc;
    char *computed;
    char *stored;
    int32_t agreement;
    pair *raising;
    size_t nraising;
    pair *unmapped;
    size_t nunmapped;
    char *message;
};

void tfc_min_runtime_free(tfc_min_runtime *mr)
{
    if (!mr) return;
    tfc_allocator a = mr->alloc;
    tfc__free(&a, mr->computed);
    tfc__free(&a, mr->stored);
    tfc__free(&a, mr->raising);
    for (size_t j = 0; j < mr->nunmapped; j++)
        if (mr->unmapped[j].owned) tfc__free(&a, (char *)mr->unmapped[j].name);
    tfc__free(&a, mr->unmapped);
    tfc__free(&a, mr->message);
    tfc__free(&a, mr);
}

static int cmp_raising(const void *x, const void *y)
{
    const pair *p = x, *q = y;
    int c = tfc_runtime_compare(q->runtime, p->runtime); /* latest first */
    if (c) return c;
    return p->order < q->order ? -1 : p->order > q->order;
}

int32_t tfc_min_runtime_compute(tfc_min_runtime **out, const tfc_tflite_model *m,
                               tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!m) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "model is NULL");
    tfc_min_runtime *mr = tfc__calloc(&m->alloc, 1, sizeof *mr);
    if (!mr) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    tfc__allocator_copy(&mr->alloc, &m->alloc);
    size_t n = m->nopcodes;
    pair *mapped = n ? tfc__calloc(&mr->alloc, n, sizeof *mapped) : NULL;
    mr->unmapped = n ? tfc__calloc(&mr->alloc, n, sizeof *mr->unmapped) : NULL;
    size_t nmapped = 0;
    const char *best = "";
    tfc__strbuf msg;
    tfc__strbuf_init(&msg, &mr->alloc);
    if (n && (!mapped || !mr->unmapped)) goto nomem;

    for (size_t i = 0; i < n; i++) {
        const tfc__opcode *oc = &m->opcodes[i];
        const char *rt = oc->builtin_code == TFC__OP_CUSTOM ? NULL
                         : tfc_runtime_first(oc->builtin_code, oc->version);
        const char *name = oc->builtin_code == TFC__OP_CUSTOM ? oc->custom_code
                           : tfc_tflite_builtin_name(oc->builtin_code);
        pair *list = rt ? mapped : mr->unmapped;
        size_t *count = rt ? &nmapped : &mr->nunmapped;
        if (oc->first != i) continue; /* a repeat of an earlier (op, version) */
        list[*count] = (pair){oc->builtin_code, oc->version, name, rt, i, 0};
        (*count)++;
        if (rt && tfc_runtime_compare(best, rt) < 0) best = rt;
    }
    /* Custom names live in the model's buffer; the result must outlive it. */
    for (size_t j = 0; j < mr->nunmapped; j++)
        if (mr->unmapped[j].name && mr->unmapped[j].code == TFC__OP_CUSTOM) {
            char *copy = tfc__strndup(&mr->alloc, mr->unmapped[j].name, strlen(mr->unmapped[j].name));
            if (!copy) goto nomem;
            mr->unmapped[j].name = copy;
            mr->unmapped[j].owned = 1;
        }
    mr->computed = tfc__strndup(&mr->alloc, best, strlen(best));
    if (!mr->computed) goto nomem;
    if (m->min_runtime) {
        mr->stored = tfc__strndup(&mr->alloc, m->min_runtime, strlen(m->min_runtime));
        if (!mr->stored) goto nomem;
        int c = tfc_runtime_compare(mr->stored, mr->computed);
        mr->agreement = c == 0 ? TFC_MIN_RUNTIME_AGREES : c < 0 ? TFC_MIN_RUNTIME_STALE
                                                                 : TFC_MIN_RUNTIME_STORED_NEWER;
    } else {
        mr->agreement = TFC_MIN_RUNTIME_NOT_STORED;
    }
    /* The raising list: pairs later than the stored value (all when none is stored). */
    for (size_t j = 0; j < nmapped; j++)
        if (!mr->stored || tfc_runtime_compare(mr->stored, mapped[j].runtime) < 0)
            mapped[mr->nraising++] = mapped[j];
    if (mr->nraising > 1) qsort(mapped, mr->nraising, sizeof *mapped, cmp_raising);
    mr->raising = mapped;
    mapped = NULL;

    switch (mr->agreement) {
    case TFC_MIN_RUNTIME_AGREES:
        tfc__strbuf_printf(&msg, "stored min_runtime_version \"%s\" agrees with the operator versions", mr->stored);
        break;
    case TFC_MIN_RUNTIME_STORED_NEWER:
        tfc__strbuf_printf(&msg, "stored min_runtime_version \"%s\" is later than the %s the operator versions need",
                           mr->stored, *mr->computed ? mr->computed : "(nothing)");
        break;
    case TFC_MIN_RUNTIME_STALE:
        tfc__strbuf_printf(&msg, "stored min_runtime_version \"%s\" is stale: the model needs %s (", mr->stored,
                           mr->computed);
        for (size_t j = 0; j < mr->nraising; j++)
            tfc__strbuf_printf(&msg, "%s%s v%ld needs %s", j ? ", " : "", mr->raising[j].name,
                               (long)mr->raising[j].version, mr->raising[j].runtime);
        tfc__strbuf_append(&msg, ")", 1);
        break;
    default:
        if (*mr->computed) tfc__strbuf_printf(&msg, "no min_runtime_version metadata; the operator versions need %s", mr->computed);
        else tfc__strbuf_printf(&msg, "no min_runtime_version metadata, and no operator version is in the runtime map");
        break;
    }
    if (mr->nunmapped) {
        tfc__strbuf_printf(&msg, "; not in the runtime map: ");
        for (size_t j = 0; j < mr->nunmapped; j++)
            tfc__strbuf_printf(&msg, "%s%s v%ld", j ? ", " : "",
                               mr->unmapped[j].name ? mr->unmapped[j].name : "CUSTOM",
                               (long)mr->unmapped[j].version);
    }
    if (msg.failed || !msg.data) goto nomem;
    mr->message = msg.data;
    *out = mr;
    return TFC_OK;

nomem:
    tfc__strbuf_free(&msg);
    tfc__free(&mr->alloc, mapped);
    tfc_min_runtime_free(mr);
    return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
}

const char *tfc_min_runtime_version(const tfc_min_runtime *mr)
{
    return mr && mr->computed && *mr->computed ? mr->computed : NULL;
}
const char *tfc_min_runtime_stored(const tfc_min_runtime *mr) { return mr ? mr->stored : NULL; }
int32_t tfc_min_runtime_agreement(const tfc_min_runtime *mr)
{
    return mr ? mr->agreement : TFC_MIN_RUNTIME_NOT_STORED;
}
const char *tfc_min_runtime_message(const tfc_min_runtime *mr) { return mr ? mr->message : ""; }
size_t tfc_min_runtime_raising_count(const tfc_min_runtime *mr) { return mr ? mr->nraising : 0; }
size_t tfc_min_runtime_unmapped_count(const tfc_min_runtime *mr) { return mr ? mr->nunmapped : 0; }

int32_t tfc_min_runtime_raising(int32_t *code, int32_t *version, const char **runtime, const tfc_min_runtime *mr, size_t i)
{
    if (!mr) return TFC_E_INVALID_ARGUMENT;
    if (i >= mr->nraising) return TFC_E_RANGE;
    if (code) *code = mr->raising[i].code;
    if (version) *version = mr->raising[i].version;
    if (runtime) *runtime = mr->raising[i].runtime;
    return TFC_OK;
}

int32_t tfc_min_runtime_unmapped(const char **name, int32_t *code, int32_t *version, const tfc_min_runtime *mr, size_t i)
{
    if (!mr) return TFC_E_INVALID_ARGUMENT;
    if (i >= mr->nunmapped) return TFC_E_RANGE;
    if (name) *name = mr->unmapped[i].name ? mr->unmapped[i].name : "";
    if (code) *code = mr->unmapped[i].code;
    if (version) *version = mr->unmapped[i].version;
    return TFC_OK;
}
