/*
 * summary.c - the names every output prints (tfcompat/verdict.h: outcomes
 * and severities; tfcompat/scan.h: a record's code) and the summary of a
 * scan or a migration (tfcompat/scan.h), so that the CLI's table, NDJSON,
 * CSV, CI and HTML outputs, `--from/--to` and the Python package spell and
 * rank them one way.
 *
 * Ranking (the `scan` summary's and migrate.py's summarize() before this
 * file): count, largest first, then the code byte-wise. The codes are the
 * library's static names, so the summary keeps pointers, not copies; the
 * list is kept ranked as it is counted (a handful of distinct codes: a
 * linear find and a step towards the front per add).
 *
 * Thread safety: the names are static; a summary is one caller's object.
 */
#include <string.h>

#include "internal.h"
#include "tfcompat/check.h"
#include "tfcompat/scan.h"
#include "tfcompat/verdict.h"

const char *tfc_outcome_name(int32_t outcome)
{
    switch (outcome) {
    case TFC_OUTCOME_ACCEPTED: return "accepted";
    case TFC_OUTCOME_REJECTED: return "rejected";
    case TFC_OUTCOME_UNDETERMINED: return "undetermined";
    case TFC_SCAN_UNREADABLE: return "unreadable";
    default: return "unknown";
    }
}

const char *tfc_severity_name(int32_t severity)
{
    switch (severity) {
    case TFC_SEVERITY_ERROR: return "error";
    case TFC_SEVERITY_WARNING: return "warning";
    case TFC_SEVERITY_UNDETERMINED: return "undetermined";
    default: return "unknown";
    }
}

const char *tfc_scan_record_code(const tfc_scan_record *r)
{
    if (!r) return "";
    int32_t o = tfc_scan_record_outcome(r);
    if (o == TFC_SCAN_UNREADABLE) return tfc_status_name(tfc_scan_record_status(r));
    if (o == TFC_OUTCOME_ACCEPTED) return "";
    int32_t reason = tfc_scan_record_reason(r);
    if (o == TFC_OUTCOME_UNDETERMINED && reason == TFC_REASON_NONE) reason = TFC_REASON_VERSION_UNKNOWN;
    return tfc_verdict_reason_name(reason);
}

/* ---- the summary ---------------------------------------------------------- */

#define N_OUTCOMES 4 /* TFC_OUTCOME_* and TFC_SCAN_UNREADABLE */
#define N_CHANGES 5  /* enum tfc_change */

typedef struct reason {
    const char *code; /* static (tfc_scan_record_code) */
    uint64_t n;
} reason;

struct tfc_scan_summary {
    uint64_t models;
    uint64_t outcomes[N_OUTCOMES];
    uint64_t changes[N_CHANGES];
    reason *reasons; /* ranked */
    size_t n_reasons, cap_reasons;
};

int32_t tfc_scan_summary_new(tfc_scan_summary **out, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = tfc__calloc(NULL, 1, sizeof **out);
    return *out ? TFC_OK : tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
}

void tfc_scan_summary_free(tfc_scan_summary *s)
{
    if (!s) return;
    tfc__free(NULL, s->reasons);
    tfc__free(NULL, s);
}

/* 1 when a ranks before b. */
static int ranks_before(const reason *a, const reason *b)
{
    return a->n != b->n ? a->n > b->n : strcmp(a->code, b->code) < 0;
}

/* Room for one more code; 0, or TFC_E_NOMEM with nothing changed. */
static int32_t reserve(tfc_scan_summary *s)
{
    if (s->n_reasons < s->cap_reasons) return TFC_OK;
    size_t nc = s->cap_reasons ? s->cap_reasons * 2 : 16;
    reason *nr = tfc__calloc(NULL, nc, sizeof *nr);
    if (!nr) return TFC_E_NOMEM;
    if (s->n_reasons) memcpy(nr, s->reasons, s->n_reasons * sizeof *nr);
    tfc__free(NULL, s->reasons);
    s->reasons = nr;
    s->cap_reasons = nc;
    return TFC_OK;
}

/* Counts code once and keeps the list ranked ("" is no reason). Room is
 * reserved first, so a failure changes nothing. */
static void count_reason(tfc_scan_summary *s, const char *code)
{
    size_t i = 0;
    while (i < s->n_reasons && strcmp(s->reasons[i].code, code)) i++;
    if (i == s->n_reasons) s->reasons[s->n_reasons++] = (reason){code, 0};
    s->reasons[i].n++;
    for (; i > 0 && ranks_before(&s->reasons[i], &s->reasons[i - 1]); i--) {
        reason t = s->reasons[i];
        s->reasons[i] = s->reasons[i - 1];
        s->reasons[i - 1] = t;
    }
}

/* One model: its outcome, its change (-1: none counted) and its reason. */
static int32_t count(tfc_scan_summary *s, int32_t outcome, int32_t change, const char *code)
{
    if (code[0] && reserve(s)) return TFC_E_NOMEM;
    s->models++;
    if (outcome >= 0 && outcome < N_OUTCOMES) s->outcomes[outcome]++;
    if (change >= 0 && change < N_CHANGES) s->changes[change]++;
    if (code[0]) count_reason(s, code);
    return TFC_OK;
}

int32_t tfc_scan_summary_add(tfc_scan_summary *s, const tfc_scan_record *r)
{
    if (!s || !r) return TFC_E_INVALID_ARGUMENT;
    return count(s, tfc_scan_record_outcome(r), -1, tfc_scan_record_code(r));
}

int32_t tfc_scan_summary_add_change(tfc_scan_summary *s, const tfc_scan_record *from, const tfc_scan_record *to)
{
    if (!s || !from || !to) return TFC_E_INVALID_ARGUMENT;
    if (tfc_scan_record_outcome(from) == TFC_SCAN_UNREADABLE)
        return count(s, TFC_SCAN_UNREADABLE, -1, tfc_scan_record_code(from));
    if (tfc_scan_record_outcome(to) == TFC_SCAN_UNREADABLE)
        return count(s, TFC_SCAN_UNREADABLE, -1, tfc_scan_record_code(to));
    int32_t change = tfc_scan_record_change(from, to);
    const char *code = change == TFC_CHANGE_NONE ? "" : tfc_scan_record_code(change == TFC_CHANGE_WORKS ? from : to);
    return count(s, tfc_scan_record_outcome(to), change, code);
}

uint64_t tfc_scan_summary_models(const tfc_scan_summary *s) { return s ? s->models : 0; }

uint64_t tfc_scan_summary_outcome_count(const tfc_scan_summary *s, int32_t outcome)
{
    return s && outcome >= 0 && outcome < N_OUTCOMES ? s->outcomes[outcome] : 0;
}

uint64_t tfc_scan_summary_change_count(const tfc_scan_summary *s, int32_t change)
{
    return s && change >= 0 && change < N_CHANGES ? s->changes[change] : 0;
}

size_t tfc_scan_summary_reason_count(const tfc_scan_summary *s) { return s ? s->n_reasons : 0; }

const char *tfc_scan_summary_reason_code(const tfc_scan_summary *s, size_t i)
{
    return s && i < s->n_reasons ? s->reasons[i].code : "";
}

uint64_t tfc_scan_summary_reason_n(const tfc_scan_summary *s, size_t i)
{
    return s && i < s->n_reasons ? s->reasons[i].n : 0;
}
