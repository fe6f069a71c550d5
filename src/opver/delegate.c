/*
 * delegate.c - delegate capability tables (tfcompat/delegate.h): which
 * ops a delegate takes, up to which version; the file format shares the
 * resolver files' tokenizer (resolver_text.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "file_internal.h"
#include "opver/model.h"
#include "opver/resolver_internal.h"
#include "tfcompat/delegate.h"

typedef struct dentry {
    int32_t code;  /* builtin code, or TFC__OP_CUSTOM with a name */
    char *name;
    int32_t max_version;
} dentry;

struct tfc_delegate {
    tfc_allocator alloc;
    dentry *e;
    size_t n, cap;
};

void tfc_delegate_free(tfc_delegate *d)
{
    if (!d) return;
    tfc_allocator a = d->alloc;
    for (size_t i = 0; i < d->n; i++) tfc__free(&a, d->e[i].name);
    tfc__free(&a, d->e);
    tfc__free(&a, d);
}

int32_t tfc_delegate_new(tfc_delegate **out, const tfc_allocator *allocator, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = tfc__calloc(allocator, 1, sizeof **out);
    if (!*out) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    tfc__allocator_copy(&(*out)->alloc, allocator);
    return TFC_OK;
}

static const dentry *delegate_find(const tfc_delegate *d, int32_t code, const char *name)
{
    for (size_t i = 0; i < d->n; i++) {
        if (d->e[i].code != code) continue;
        if (code != TFC__OP_CUSTOM) return &d->e[i];
        if (name && d->e[i].name && !strcmp(name, d->e[i].name)) return &d->e[i];
    }
    return NULL;
}

static int delegate_add(tfc_delegate *d, int32_t code, const char *name, int32_t max, tfc_error *err)
{
    if (!d) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "delegate is NULL");
    if (code < 0) return tfc__fail(err, TFC_E_BAD_VALUE, -1, "builtin code %ld is negative", (long)code);
    if (max < 1) return tfc__fail(err, TFC_E_BAD_VALUE, -1, "max version %ld is below 1", (long)max);
    if (delegate_find(d, code, name))
        return tfc__fail(err, TFC_E_DUPLICATE, -1, "%s is listed twice",
                         name ? name : tfc_tflite_builtin_name(code));
    if (tfc__grow_array(&d->alloc, (void **)&d->e, d->n, &d->cap, sizeof *d->e))
        return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    char *copy = NULL;
    if (name && !(copy = tfc__strndup(&d->alloc, name, strlen(name))))
        return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    d->e[d->n++] = (dentry){code, copy, max};
    return TFC_OK;
}

int32_t tfc_delegate_add_builtin(tfc_delegate *d, int32_t code, int32_t max_version, tfc_error *err)
{
    if (code == TFC__OP_CUSTOM)
        return tfc__fail(err, TFC_E_BAD_VALUE, -1, "CUSTOM ops are listed by name (custom NAME MAX)");
    return delegate_add(d, code, NULL, max_version, err);
}

int32_t tfc_delegate_add_custom(tfc_delegate *d, const char *name, int32_t max_version, tfc_error *err)
{
    if (!name) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "name is NULL");
    return delegate_add(d, TFC__OP_CUSTOM, name, max_version, err);
}

int32_t tfc_delegate_parse(tfc_delegate **out, const char *text, size_t len,
                                 const tfc_allocator *allocator, tfc_error *err)
{
    if (!out || (!text && len)) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "NULL argument");
    *out = NULL;
    tfc_delegate *d;
    int rc = tfc_delegate_new(&d, allocator, err);
    if (rc) return rc;
    const char *p = text, *end = text + len;
    tfc__line_tokens lt = {0};
    while ((rc = tfc__next_line(&p, end, &lt, 0, err)) == 1) {
        if (lt.n == 0) continue;
        int32_t code, max;
        int builtin = !strcmp(lt.tok[0], "builtin"), custom = !strcmp(lt.tok[0], "custom");
        if ((!builtin && !custom) || lt.n != 3) {
            rc = tfc__fail(err, TFC_E_PARSE, -1,
                           "line %zu: expected \"builtin OP MAX_VERSION\" or \"custom NAME MAX_VERSION\"", lt.lineno);
        } else if (tfc__parse_int(lt.tok[2], &max)) {
            rc = tfc__fail(err, TFC_E_PARSE, -1, "line %zu: the max version must be a decimal number", lt.lineno);
        } else if (builtin && tfc__parse_op(lt.tok[1], &code)) {
            rc = tfc__fail(err, TFC_E_PARSE, -1, "line %zu: unknown builtin op \"%s\"", lt.lineno, lt.tok[1]);
        } else {
            rc = builtin ? tfc_delegate_add_builtin(d, code, max, err)
                         : tfc_delegate_add_custom(d, lt.tok[1], max, err);
            if (rc && err) {
                char msg[TFC_ERROR_MESSAGE_SIZE];
                tfc__error_message_copy(msg, sizeof msg, err);
                tfc__fail(err, rc, -1, "line %zu: %s", lt.lineno, msg);
            }
        }
        if (rc) break;
    }
    if (rc < 0) {
        tfc_delegate_free(d);
        return rc;
    }
    *out = d;
    return TFC_OK;
}

static int32_t parse_delegate_text(void *out, const char *text, size_t len, const tfc_allocator *a, tfc_error *err)
{
    return tfc_delegate_parse((tfc_delegate **)out, text, len, a, err);
}

int32_t tfc_delegate_open(tfc_delegate **out, const char *path, const tfc_allocator *allocator,
                          tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    return tfc__text_file_parse(out, path, TFC__TEXT_FILE_MAX, allocator, parse_delegate_text, err);
}

int32_t tfc_delegate_check(tfc_verdict **out, const tfc_tflite_model *m, const tfc_delegate *d,
                                  tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!m || !d) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "model or delegate is NULL");
    tfc_verdict *v = tfc__verdict_new(&m->alloc);
    if (!v) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    tfc__verdict_set_max(v, m->max_findings);
    tfc__work w;
    tfc__work_init(&w, m);
    int rc = TFC_OK;
    for (size_t sg = 0; sg < m->nsubgraphs && !rc; sg++) {
        const tfc__subgraph *s = &m->subgraphs[sg];
        for (size_t op = 0; op < s->operators.len && !rc; op++) {
            tfc__fb_table ot;
            uint32_t index;
            if ((rc = tfc__work_take(&w, 1, "the operators", err)) ||
                (rc = tfc__fb_vec_table(&s->operators, (uint32_t)op, &ot, err)) ||
                (rc = tfc__fb_u32(&ot, TFC__OPERATOR_OPCODE_INDEX, 0, &index, err)))
                break;
            /* A bad opcode index is the model check's finding; a delegate
             * never sees such a node because the model does not load. */
            if (index >= m->nopcodes) continue;
            const tfc__opcode *oc = &m->opcodes[index];
            char buf[32];
            const char *name = tfc__opcode_display(oc, buf, sizeof buf);
            const dentry *e = delegate_find(d, oc->builtin_code, oc->custom_code);
            int add = 0;
            if (!e)
                add = tfc__verdict_add(v, TFC_REASON_DELEGATE_UNSUPPORTED, TFC_SEVERITY_WARNING, name, oc->version,
                                       "subgraph %zu node %zu (%s version %ld): op not supported by the delegate",
                                       sg, op, name, (long)oc->version);
            else if (oc->version > e->max_version)
                add = tfc__verdict_add(v, TFC_REASON_DELEGATE_UNSUPPORTED, TFC_SEVERITY_WARNING, name, oc->version,
                                       "subgraph %zu node %zu (%s): Max version supported: %ld. Requested version %ld.",
                                       sg, op, name, (long)e->max_version, (long)oc->version);
            if (add) rc = tfc__fail(err, TFC_E_NOMEM, -1, "out of memory for findings");
        }
    }
    if (rc) {
        tfc_verdict_free(v);
        return rc;
    }
    *out = v;
    return TFC_OK;
}
