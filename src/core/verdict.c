/*
 * verdict.c - the verdict object: an outcome and an ordered list of findings.
 */
#include <stdio.h>
#include <string.h>

#include "internal.h"
#include "reason_texts.h"
#include "tfcompat/deprecated.h" /* defines a released entry point the core replaced */

typedef struct finding {
    int32_t reason;
    int32_t severity;
    int64_t value;
    char *subject;
    char *message;
    const char *where; /* a static or verdict-owned string naming the part of the data; "" */
} finding;

struct tfc_verdict {
    tfc_allocator alloc;
    int32_t outcome;
    size_t count, cap;
    size_t max;     /* findings kept; more are counted in `dropped` */
    uint64_t dropped;
    finding *items;
    /* The names of the parts findings come from ("meta_graph 0"), owned. */
    char **wheres;
    size_t n_wheres;
    /* Outcome only: the first error, else the first undetermined finding,
     * kept without a message (tfc__verdict_set_quiet). */
    int quiet;
};

const char *tfc_verdict_reason_name(int32_t reason)
{
    switch (reason) {
#define TFC__REASON_CASE(name, value, text) case value: return text;
        TFC_REASON_TABLE(TFC__REASON_CASE)
#undef TFC__REASON_CASE
    default: return "UNKNOWN";
    }
}

const char *tfc_verdict_reason_description(int32_t reason)
{
    switch (reason) {
#define TFC__REASON_CASE(name, description, help) case name: return description;
        TFC__REASON_TEXTS(TFC__REASON_CASE)
#undef TFC__REASON_CASE
    default: return "";
    }
}

const char *tfc_verdict_reason_help(int32_t reason)
{
    switch (reason) {
#define TFC__REASON_CASE(name, description, help) case name: return help;
        TFC__REASON_TEXTS(TFC__REASON_CASE)
#undef TFC__REASON_CASE
    default: return "";
    }
}

tfc_verdict *tfc__verdict_new(const tfc_allocator *a)
{
    tfc_verdict *v = tfc__calloc(a, 1, sizeof *v);
    if (!v) return NULL;
    tfc__allocator_copy(&v->alloc, a);
    v->outcome = TFC_OUTCOME_ACCEPTED;
    v->max = TFC_DEFAULT_MAX_FINDINGS;
    return v;
}

void tfc__verdict_set_max(tfc_verdict *v, size_t max)
{
    if (v && max) v->max = max;
}

void tfc__verdict_set_quiet(tfc_verdict *v)
{
    if (v) v->quiet = 1;
}

/* The outcome a finding of this severity leads to. */
static void take_severity(tfc_verdict *v, int32_t severity)
{
    if (severity == TFC_SEVERITY_ERROR) v->outcome = TFC_OUTCOME_REJECTED;
    else if (severity == TFC_SEVERITY_UNDETERMINED && v->outcome == TFC_OUTCOME_ACCEPTED)
        v->outcome = TFC_OUTCOME_UNDETERMINED;
}

void tfc__verdict_drop(tfc_verdict *v, int32_t severity, uint64_t n)
{
    if (!v || !n) return;
    v->dropped += n;
    take_severity(v, severity);
}

/* Room for one more finding: 1; TFC_OK (0) when the verdict holds its
 * maximum (the finding is only counted: it still decides the outcome, but
 * a hostile input cannot make the verdict or its JSON grow past the cap);
 * TFC_E_NOMEM. */
static int make_room(tfc_verdict *v, int32_t severity)
{
    if (v->count >= v->max) {
        tfc__verdict_drop(v, severity, 1);
        return TFC_OK;
    }
    if (v->count == v->cap) {
        size_t cap = v->cap ? v->cap * 2 : 4;
        finding *items = tfc__calloc(&v->alloc, cap, sizeof *items);
        if (!items) return TFC_E_NOMEM;
        if (v->count) memcpy(items, v->items, v->count * sizeof *items);
        tfc__free(&v->alloc, v->items);
        v->items = items;
        v->cap = cap;
    }
    return 1;
}

/* An empty message or subject is this one string, never allocated: most
 * subjects are empty, and a quiet verdict's messages all are. */
static char empty_str[1];

static char *own_str(tfc_verdict *v, const char *s, size_t n)
{
    return n ? tfc__strndup(&v->alloc, s, n) : empty_str;
}

static void free_str(const tfc_allocator *a, char *s)
{
    if (s != empty_str) tfc__free(a, s);
}

/* An outcome-only verdict keeps what decides its outcome and names it
 * (tfc_verdict_first_finding): the first error, else the first
 * undetermined finding. Nothing after those changes either. */
static int quiet_skips(const tfc_verdict *v, int32_t severity)
{
    return v->quiet && (severity == TFC_SEVERITY_WARNING || v->outcome == TFC_OUTCOME_REJECTED ||
                        (severity == TFC_SEVERITY_UNDETERMINED && v->outcome == TFC_OUTCOME_UNDETERMINED));
}

int tfc__verdict_keeps(const tfc_verdict *v, int32_t severity)
{
    if (!v || quiet_skips(v, severity)) return 0;
    return v->quiet ? 1 : 2;
}

int tfc__verdict_add(tfc_verdict *v, int32_t reason, int32_t severity, const char *subject,
                     int64_t value, const char *fmt, ...)
{
    if (!v) return TFC_E_INVALID_ARGUMENT;
    if (quiet_skips(v, severity)) return TFC_OK;
    int room = make_room(v, severity);
    if (room <= 0) return room;
    /* Most messages fit a stack buffer: format once, then copy; only a
     * longer one is formatted again into memory of its size. (Sizing with
     * vsnprintf(NULL, 0) first costs as much as formatting twice.) */
    char local[1024];
    va_list ap;
    int n = 0;
    local[0] = '\0';
    if (!v->quiet) {
        va_start(ap, fmt);
        n = vsnprintf(local, sizeof local, fmt, ap);
        va_end(ap);
    }
    if (n < 0) return TFC_E_INTERNAL;
    char *msg = (size_t)n < sizeof local ? own_str(v, local, (size_t)n) : tfc__alloc(&v->alloc, (size_t)n + 1);
    if (!msg) return TFC_E_NOMEM;
    if ((size_t)n >= sizeof local) {
        va_start(ap, fmt);
        vsnprintf(msg, (size_t)n + 1, fmt, ap);
        va_end(ap);
    }
    if (!subject) subject = "";
    char *subj = own_str(v, subject, strlen(subject));
    if (!subj) {
        free_str(&v->alloc, msg);
        return TFC_E_NOMEM;
    }
    finding *f = &v->items[v->count++];
    f->reason = reason;
    f->severity = severity;
    f->value = value;
    f->subject = subj;
    f->message = msg;
    f->where = "";
    take_severity(v, severity);
    return TFC_OK;
}

/* Appends a copy of finding f (no formatting: its strings are copied). */
static int add_copy(tfc_verdict *v, const finding *f)
{
    if (quiet_skips(v, f->severity)) return TFC_OK;
    int room = make_room(v, f->severity);
    if (room <= 0) return room;
    char *msg = v->quiet ? empty_str : own_str(v, f->message, strlen(f->message));
    char *subj = msg ? own_str(v, f->subject, strlen(f->subject)) : NULL;
    if (!subj) {
        if (msg) free_str(&v->alloc, msg);
        return TFC_E_NOMEM;
    }
    v->items[v->count++] = (finding){f->reason, f->severity, f->value, subj, msg, ""};
    take_severity(v, f->severity);
    return TFC_OK;
}

/* The verdict's copy of `where` (one per distinct name, most recent first). */
static const char *own_where(tfc_verdict *v, const char *where)
{
    if (!where || !where[0]) return "";
    if (v->n_wheres && !strcmp(v->wheres[v->n_wheres - 1], where)) return v->wheres[v->n_wheres - 1];
    char *copy = tfc__strndup(&v->alloc, where, strlen(where));
    if (!copy) return NULL;
    char **w = tfc__calloc(&v->alloc, v->n_wheres + 1, sizeof *w);
    if (!w) {
        tfc__free(&v->alloc, copy);
        return NULL;
    }
    if (v->n_wheres) memcpy(w, v->wheres, v->n_wheres * sizeof *w);
    tfc__free(&v->alloc, v->wheres);
    v->wheres = w;
    v->wheres[v->n_wheres++] = copy;
    return copy;
}

int tfc__verdict_append(tfc_verdict *to, const tfc_verdict *from, const char *where)
{
    if (!to || !from) return TFC_E_INVALID_ARGUMENT;
    const char *w = "";
    if (from->count) {
        w = own_where(to, where);
        if (!w) return TFC_E_NOMEM;
    }
    for (size_t i = 0; i < from->count; i++) {
        const finding *f = &from->items[i];
        size_t before = to->count;
        int rc = add_copy(to, f);
        if (rc) return rc;
        /* A part that was itself merged keeps its own name. */
        if (to->count > before) {
            const char *fw = f->where[0] ? own_where(to, f->where) : w;
            if (!fw) return TFC_E_NOMEM;
            to->items[before].where = fw;
        }
    }
    /* Findings `from` dropped still count, with the outcome they caused. */
    if (from->dropped)
        tfc__verdict_drop(to, from->outcome == TFC_OUTCOME_REJECTED       ? TFC_SEVERITY_ERROR
                              : from->outcome == TFC_OUTCOME_UNDETERMINED ? TFC_SEVERITY_UNDETERMINED
                                                                          : TFC_SEVERITY_WARNING,
                          from->dropped);
    /* The outcome follows the part's even when its deciding finding was dropped. */
    if (from->outcome == TFC_OUTCOME_REJECTED) to->outcome = TFC_OUTCOME_REJECTED;
    else if (from->outcome == TFC_OUTCOME_UNDETERMINED && to->outcome == TFC_OUTCOME_ACCEPTED)
        to->outcome = TFC_OUTCOME_UNDETERMINED;
    return TFC_OK;
}

int tfc__verdict_promote(tfc_verdict *v, int32_t reason, const char *before, const char *after)
{
    if (!v || !before || !after) return TFC_E_INVALID_ARGUMENT;
    for (size_t i = 0; i < v->count; i++) {
        finding *f = &v->items[i];
        if (f->reason != reason || f->severity != TFC_SEVERITY_WARNING) continue;
        const char *subject = f->subject ? f->subject : "";
        size_t nb = strlen(before), ns = strlen(subject), na = strlen(after);
        char *m = tfc__alloc(&v->alloc, nb + ns + na + 1);
        if (!m) return TFC_E_NOMEM;
        memcpy(m, before, nb);
        memcpy(m + nb, subject, ns);
        memcpy(m + nb + ns, after, na + 1);
        free_str(&v->alloc, f->message);
        f->message = m;
        f->severity = TFC_SEVERITY_ERROR;
        v->outcome = TFC_OUTCOME_REJECTED;
    }
    return TFC_OK;
}

void tfc__verdict_clear(tfc_verdict *v)
{
    if (!v) return;
    for (size_t i = 0; i < v->count; i++) {
        free_str(&v->alloc, v->items[i].subject);
        free_str(&v->alloc, v->items[i].message);
    }
    for (size_t i = 0; i < v->n_wheres; i++) tfc__free(&v->alloc, v->wheres[i]);
    tfc__free(&v->alloc, v->wheres);
    v->wheres = NULL;
    v->n_wheres = 0;
    v->count = 0;
    v->dropped = 0;
    v->outcome = TFC_OUTCOME_ACCEPTED;
}

int tfc__verdict_equal(const tfc_verdict *a, const tfc_verdict *b)
{
    if (a == b) return 1;
    if (!a || !b || a->outcome != b->outcome || a->count != b->count || a->dropped != b->dropped ||
        a->quiet != b->quiet || a->max != b->max)
        return 0;
    for (size_t i = 0; i < a->count; i++) {
        const finding *x = &a->items[i], *y = &b->items[i];
        if (x->reason != y->reason || x->severity != y->severity || x->value != y->value ||
            strcmp(x->subject, y->subject) || strcmp(x->message, y->message) || strcmp(x->where, y->where))
            return 0;
    }
    return 1;
}

void tfc_verdict_free(tfc_verdict *v)
{
    if (!v) return;
    tfc_allocator a = v->alloc;
    for (size_t i = 0; i < v->count; i++) {
        free_str(&a, v->items[i].subject);
        free_str(&a, v->items[i].message);
    }
    tfc__free(&a, v->items);
    for (size_t i = 0; i < v->n_wheres; i++) tfc__free(&a, v->wheres[i]);
    tfc__free(&a, v->wheres);
    tfc__free(&a, v);
}

int32_t tfc_verdict_outcome(const tfc_verdict *v) { return v ? v->outcome : TFC_OUTCOME_REJECTED; }

int32_t tfc_verdict_accepted(const tfc_verdict *v)
{
    return v && v->outcome == TFC_OUTCOME_ACCEPTED ? 1 : 0;
}

size_t tfc_verdict_finding_count(const tfc_verdict *v) { return v ? v->count : 0; }

uint64_t tfc_verdict_dropped_count(const tfc_verdict *v) { return v ? v->dropped : 0; }

static const finding *at(const tfc_verdict *v, size_t i)
{
    return v && i < v->count ? &v->items[i] : NULL;
}

int32_t tfc_verdict_finding_reason(const tfc_verdict *v, size_t i)
{
    const finding *f = at(v, i);
    return f ? f->reason : TFC_REASON_NONE;
}

int32_t tfc_verdict_finding_severity(const tfc_verdict *v, size_t i)
{
    const finding *f = at(v, i);
    return f ? f->severity : -1;
}

const char *tfc_verdict_finding_message(const tfc_verdict *v, size_t i)
{
    const finding *f = at(v, i);
    return f ? f->message : "";
}

const char *tfc_verdict_finding_subject(const tfc_verdict *v, size_t i)
{
    const finding *f = at(v, i);
    return f ? f->subject : "";
}

int64_t tfc_verdict_finding_value(const tfc_verdict *v, size_t i)
{
    const finding *f = at(v, i);
    return f ? f->value : -1;
}

int64_t tfc_verdict_first_error(const tfc_verdict *v)
{
    for (size_t i = 0; v && i < v->count; i++)
        if (v->items[i].severity == TFC_SEVERITY_ERROR) return (int64_t)i;
    return -1;
}

int64_t tfc_verdict_first_finding(const tfc_verdict *v)
{
    int64_t e = tfc_verdict_first_error(v);
    if (e >= 0) return e;
    for (size_t i = 0; v && i < v->count; i++)
        if (v->items[i].severity == TFC_SEVERITY_UNDETERMINED) return (int64_t)i;
    return -1;
}

const char *tfc_verdict_finding_where(const tfc_verdict *v, size_t i)
{
    const finding *f = at(v, i);
    return f && f->where ? f->where : "";
}
