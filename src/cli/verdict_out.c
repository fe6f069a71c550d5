/* verdict_out.c - findings as JSON and as text. */
#include <stdlib.h>
#include <string.h>

#include "cli_registry.h"

static const char *severity_name(int32_t s)
{
    switch (s) {
    case TFC_SEVERITY_ERROR: return "error";
    case TFC_SEVERITY_WARNING: return "warning";
    default: return "undetermined";
    }
}

void cli_findings_json(jw *w, const tfc_verdict *v)
{
    for (size_t i = 0; i < tfc_verdict_finding_count(v); i++) {
        jw_object_begin(w);
        jw_key(w, "code");
        jw_string(w, tfc_verdict_reason_name(tfc_verdict_finding_reason(v, i)));
        jw_key(w, "severity");
        jw_string(w, severity_name(tfc_verdict_finding_severity(v, i)));
        jw_key(w, "message");
        jw_string(w, tfc_verdict_finding_message(v, i));
        const char *subject = tfc_verdict_finding_subject(v, i), *where = tfc_verdict_finding_where(v, i);
        if (subject[0]) {
            jw_key(w, "subject");
            jw_string(w, subject);
        }
        if (where[0]) {
            jw_key(w, "where");
            jw_string(w, where);
        }
        /* The 0.x member: which meta graph, when the model has several parts. */
        if (!strncmp(where, "meta_graph ", 11)) {
            jw_key(w, "meta_graph");
            jw_int(w, strtoll(where + 11, NULL, 10));
        }
        jw_object_end(w);
    }
}

void cli_verdict_text(FILE *f, const tfc_verdict *v)
{
    for (size_t i = 0; i < tfc_verdict_finding_count(v); i++) {
        fprintf(f, "  %s %s: ", severity_name(tfc_verdict_finding_severity(v, i)),
                tfc_verdict_reason_name(tfc_verdict_finding_reason(v, i)));
        cli_oneline(f, tfc_verdict_finding_message(v, i));
        fputc('\n', f);
    }
}

void cli_verdict_parts_text(FILE *f, const tfc_verdict *v)
{
    const char *last = "";
    for (size_t i = 0; i < tfc_verdict_finding_count(v); i++) {
        const char *where = tfc_verdict_finding_where(v, i);
        if (where[0] && strcmp(where, last)) {
            if (!strncmp(where, "meta_graph ", 11)) fprintf(f, "meta graph %s:\n", where + 11);
            else fprintf(f, "checkpoint %s:\n", where);
        }
        last = where;
        fprintf(f, "  %s %s: ", severity_name(tfc_verdict_finding_severity(v, i)),
                tfc_verdict_reason_name(tfc_verdict_finding_reason(v, i)));
        cli_oneline(f, tfc_verdict_finding_message(v, i));
        fputc('\n', f);
    }
}

const char *cli_outcome_word(int32_t o)
{
    switch (o) {
    case TFC_OUTCOME_ACCEPTED: return "accepted";
    case TFC_OUTCOME_REJECTED: return "rejected";
    case TFC_OUTCOME_UNDETERMINED: return "undetermined";
    default: return "unreadable";
    }
}

const char *cli_record_code(const tfc_scan_record *r)
{
    int32_t o = tfc_scan_record_outcome(r);
    if (o == TFC_SCAN_UNREADABLE) return tfc_status_name(tfc_scan_record_status(r));
    if (o == TFC_OUTCOME_ACCEPTED) return "";
    if (o == TFC_OUTCOME_UNDETERMINED && tfc_scan_record_reason(r) == TFC_REASON_NONE) return "VERSION_UNKNOWN";
    return tfc_verdict_reason_name(tfc_scan_record_reason(r));
}
