/* verdict_out.c - findings as JSON and as text. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "cli_registry.h"

void cli_findings_json(jw *w, const tfc_verdict *v)
{
    for (size_t i = 0; i < tfc_verdict_finding_count(v); i++) {
        jw_object_begin(w);
        jw_key(w, "code");
        jw_string(w, tfc_verdict_reason_name(tfc_verdict_finding_reason(v, i)));
        jw_key(w, "severity");
        jw_string(w, tfc_severity_name(tfc_verdict_finding_severity(v, i)));
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
        fprintf(f, "  %s %s: ", tfc_severity_name(tfc_verdict_finding_severity(v, i)),
                tfc_verdict_reason_name(tfc_verdict_finding_reason(v, i)));
        cli_text_escaped(f, tfc_verdict_finding_message(v, i));
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
        fprintf(f, "  %s %s: ", tfc_severity_name(tfc_verdict_finding_severity(v, i)),
                tfc_verdict_reason_name(tfc_verdict_finding_reason(v, i)));
        cli_text_escaped(f, tfc_verdict_finding_message(v, i));
        fputc('\n', f);
    }
}

/* How many reasons a summary shows (its commonest). */
#define SUMMARY_REASONS 5

void cli_summary_reasons_json(jw *w, const tfc_scan_summary *s)
{
    size_t n = tfc_scan_summary_reason_count(s);
    jw_key(w, "reasons");
    jw_array_begin(w);
    for (size_t i = 0; i < n && i < SUMMARY_REASONS; i++) {
        jw_object_begin(w);
        jw_key(w, "code");
        jw_string(w, tfc_scan_summary_reason_code(s, i));
        jw_key(w, "count");
        jw_uint(w, tfc_scan_summary_reason_n(s, i));
        jw_object_end(w);
    }
    jw_array_end(w);
}

void cli_summary_reasons_text(FILE *f, const char *heading, const tfc_scan_summary *s)
{
    size_t n = tfc_scan_summary_reason_count(s);
    for (size_t i = 0; i < n && i < SUMMARY_REASONS; i++) {
        if (!i) fprintf(f, "%s\n", heading);
        fprintf(f, "  %-28s %" PRIu64 "\n", tfc_scan_summary_reason_code(s, i), tfc_scan_summary_reason_n(s, i));
    }
}
