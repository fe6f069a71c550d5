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
    uint64_t links; /* links to directories not followed (tfc_scan_summary_add_links) */
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

/* The code that explains a change: from's when the model starts working,
 * to's for any other change, none when unchanged. */
static const char *explaining(int32_t change, const char *from_code, const char *to_code)
{
    if (change == TFC_CHANGE_NONE) return "";
    return change == TFC_CHANGE_WORKS ? from_code : to_code;
}

int32_t tfc_scan_summary_add_change(tfc_scan_summary *s, const tfc_scan_record *from, const tfc_scan_record *to)
{
    if (!s || !from || !to) return TFC_E_INVALID_ARGUMENT;
    if (tfc_scan_record_outcome(from) == TFC_SCAN_UNREADABLE)
        return count(s, TFC_SCAN_UNREADABLE, -1, tfc_scan_record_code(from));
    if (tfc_scan_record_outcome(to) == TFC_SCAN_UNREADABLE)
        return count(s, TFC_SCAN_UNREADABLE, -1, tfc_scan_record_code(to));
    int32_t change = tfc_scan_record_change(from, to);
    return count(s, tfc_scan_record_outcome(to), change,
                 explaining(change, tfc_scan_record_code(from), tfc_scan_record_code(to)));
}

/* The library's static spelling of a printed code: "" for NULL or "", a
 * reason name (reasons) or a status name other than TFC_OK (!reasons);
 * NULL when it is none of the library's names. */
static const char *known_code(const char *code, int reasons)
{
    if (!code || !code[0]) return "";
    if (reasons) {
#define TFC__REASON_FIND(name, value, text) \
    if (!strcmp(code, text)) return tfc_verdict_reason_name(value);
        TFC_REASON_TABLE(TFC__REASON_FIND)
#undef TFC__REASON_FIND
    } else {
#define TFC__STATUS_FIND(name, value, text) \
    if ((value) != TFC_OK && !strcmp(code, #name)) return tfc_status_name(value);
        TFC_STATUS_TABLE(TFC__STATUS_FIND)
#undef TFC__STATUS_FIND
    }
    return NULL;
}

int32_t tfc_scan_summary_add_fields(tfc_scan_summary *s, int32_t change, int32_t outcome, const char *code,
                                    const char *to_code, tfc_error *err)
{
    if (!s) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "summary is NULL");
    if (change < -1 || change >= N_CHANGES)
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "change %d is not one (-1, 0..4)", (int)change);
    /* -1: a migration record that does not say to's outcome (one left out) */
    if (outcome < (change >= 0 ? -1 : 0) || outcome >= N_OUTCOMES)
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "outcome %d is not one", (int)outcome);
    int unreadable = outcome == TFC_SCAN_UNREADABLE;
    if (unreadable && change >= 0)
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "an unreadable model is no change (change -1)");
    const char *c = known_code(code, !unreadable);
    const char *tc = known_code(to_code, 1);
    if (!c || !tc)
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "code is not a %s name of the library",
                         !c && unreadable ? "status (TFC_E_...)" : "reason");
    if (change < 0) {
        if (to_code && to_code[0])
            return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "to_code is for a change (change -1)");
        /* a plain record: accepted has no code, anything else has one */
        if ((outcome == TFC_OUTCOME_ACCEPTED) != !c[0])
            return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "outcome %s with code \"%s\"",
                             tfc_outcome_name(outcome), c);
        return count(s, outcome, -1, c);
    }
    return count(s, outcome, change, explaining(change, c, tc));
}

int32_t tfc_scan_summary_add_links(tfc_scan_summary *s, uint64_t n)
{
    if (!s) return TFC_E_INVALID_ARGUMENT;
    if (n > UINT64_MAX - s->links) return TFC_E_TOO_LARGE;
    s->links += n;
    return TFC_OK;
}

uint64_t tfc_scan_summary_links(const tfc_scan_summary *s) { return s ? s->links : 0; }

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
