/*
 * report_html.c - `tfcompat scan --format html`: one self-contained page
 * (no network, no external script or stylesheet) with the matrix of models
 * by consumers, each cell coloured by its outcome, the finding on hover
 * (title) and on click (a detail pane), and filters by outcome, reason and
 * path.
 *
 * Size: the models are not HTML. They are one JSON document inside a
 * <script type="application/json"> element, streamed as the scan goes (so
 * the command's memory does not grow with the store), and the page renders
 * only the rows in view (a fixed row height, rows placed as the list
 * scrolls): 10,000 or 100,000 models are as many DOM nodes as 40. The
 * filters work on the array. bench/bench_report.sh measures it.
 *
 * Self-test hook: a URL fragment applies filters on load
 * (report.html#outcome=rejected&reason=OP_NOT_REGISTERED&path=serving), and
 * the page writes what it shows and how long it took into attributes of
 * <body> (data-shown, data-total, data-load-ms, data-filter-ms), which
 * `chromium --headless --dump-dom` prints: how the tests and the benchmark
 * read it.
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "cli_formats.h"

struct cli_html {
    FILE *f;
    size_t n_consumers;
    uint64_t models;
    /* scan: further releases asked of each model, and the row being built */
    const tfc_target *const *columns;
    size_t n_columns;
    cli_html_cell *cells;
    tfc_verdict **verdicts;
    const tfc_registry *all; /* --tf all: a column per graphdef release of it */
    tfc_answer *answer;      /* the row's answer, freed once the row is written */
    size_t *all_idx, n_all;  /* those releases' consumer indexes, in registry order */
};

/* A JSON string that is safe inside <script>: '<', '>', '&' as \u00XX (no
 * "</script>" can close the element), control characters escaped, bytes
 * that are not UTF-8 as U+FFFD. */
static void js_string(FILE *f, const char *str)
{
    const unsigned char *s = (const unsigned char *)(str ? str : "");
    size_t n = strlen((const char *)s), i = 0;
    fputc('"', f);
    while (i < n) {
        unsigned char c = s[i];
        if (c == '"' || c == '\\') {
            fputc('\\', f);
            fputc(c, f);
            i++;
        } else if (c < 0x20 || c == 0x7F || c == '<' || c == '>' || c == '&') {
            fprintf(f, "\\u%04x", c);
            i++;
        } else {
            size_t len = cli_utf8_len(s + i, n - i);
            if (!len) {
                fputs("\\ufffd", f);
                i++;
            } else {
                fwrite(s + i, 1, len, f);
                i += len;
            }
        }
    }
    fputc('"', f);
}

/* Outcomes as the page numbers them (its OUTCOMES array). */
static int outcome_index(int32_t o)
{
    switch (o) {
    case TFC_OUTCOME_ACCEPTED: return 0;
    case TFC_OUTCOME_REJECTED: return 1;
    case TFC_OUTCOME_UNDETERMINED: return 2;
    case TFC_SCAN_UNREADABLE: return 3;
    default: return 4; /* not asked */
    }
}

static const char PAGE_HEAD[] =
    "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; "
    "script-src 'unsafe-inline'\">\n"
    "<title>tfcompat scan report</title>\n"
    "<style>\n"
    "body{font:14px/1.4 system-ui,sans-serif;margin:0;color:#222;background:#fff}\n"
    "header{padding:10px 16px;border-bottom:1px solid #ccc;background:#f7f7f7}\n"
    "h1{font-size:18px;margin:0 0 4px}\n"
    ".filters{display:flex;gap:12px;align-items:center;flex-wrap:wrap;margin-top:6px}\n"
    ".counts span{display:inline-block;margin-right:10px}\n"
    "#viewport{position:relative;overflow:auto;height:calc(100vh - 124px)}\n"
    "#rows{position:relative}\n"
    ".row{display:grid;position:absolute;left:0;right:0;height:26px;align-items:center;border-bottom:1px solid #eee}\n"
    ".head{position:sticky;top:0;z-index:1;height:auto;min-height:26px;font-weight:600;background:#eee;"
    "border-bottom:1px solid #bbb}\n"
    ".row.head>div{white-space:normal;overflow-wrap:anywhere}\n"
    ".row>div{overflow:hidden;white-space:nowrap;text-overflow:ellipsis;padding:0 6px}\n"
    ".c{height:22px;line-height:22px;margin:0 2px;border-radius:3px;cursor:pointer;color:#fff;font-size:12px}\n"
    ".o0{background:#2e7d32}.o1{background:#c62828}.o2{background:#f9a825;color:#222}"
    ".o3{background:#6a1b9a}.o4{background:#e0e0e0;color:#666;cursor:default}\n"
    ".sw{display:inline-block;width:12px;height:12px;border-radius:2px;vertical-align:middle;margin-right:4px}\n"
    "#detail{position:fixed;right:12px;bottom:12px;max-width:46em;background:#fff;border:1px solid #888;"
    "padding:10px 14px;box-shadow:0 2px 8px rgba(0,0,0,.3);white-space:pre-wrap;word-break:break-word}\n"
    "#detail[hidden]{display:none}\n"
    "</style>\n</head>\n<body>\n"
    "<header><h1 id=\"title\">tfcompat scan</h1>\n"
    "<div class=\"counts\" id=\"counts\"></div>\n"
    "<div class=\"filters\">\n"
    "<label>Outcome <select id=\"f-outcome\"><option value=\"\">all</option></select></label>\n"
    "<label>Reason <select id=\"f-reason\"><option value=\"\">all</option></select></label>\n"
    "<label>Path <input id=\"f-path\" type=\"search\" placeholder=\"contains\"></label>\n"
    "<span id=\"shown\"></span>\n"
    "</div></header>\n"
    "<div id=\"viewport\"><div class=\"row head\" id=\"head\"></div><div id=\"rows\"></div></div>\n"
    "<div id=\"detail\" hidden></div>\n"
    "<script type=\"application/json\" id=\"tfc-data\">";

/* The page's code: plain ES2017, no library. */
static const char PAGE_SCRIPT[] =
    "</script>\n<script>\n"
    "'use strict';\n"
    "(function () {\n"
    "var t0 = performance.now();\n"
    "var D = JSON.parse(document.getElementById('tfc-data').textContent);\n"
    "var OUT = D.outcomes.concat(['not asked']);\n"
    "var M = D.models, C = D.consumers, ROW = 26, view = [], $ = function (id) { return document.getElementById(id); };\n"
    "M.forEach(function (m) { var r = m[4]; for (var j = 1; j < r.length; j++) if (r[j][1] === 0) { r[j][1] = r[j - 1][1]; r[j][2] = r[j - 1][2]; } });\n"
    "/* many consumers (--tf all): narrow columns, a sign per cell, the release as the header */\n"
    "var compact = C.length > 8, SIGN = ['\\u2713', '\\u2717', '?', '!', '\\u2014'];\n"
    "var cols = 'minmax(16em,3fr) 9em' + (compact ? ' 4.6em' : ' minmax(9em,1fr)').repeat(C.length);\n"
    "var minW = (25 + C.length * (compact ? 4.6 : 9)) + 'em';\n"
    "function esc(s) { return String(s).replace(/[&<>\"']/g, function (c) { return '&#' + c.charCodeAt(0) + ';'; }); }\n"
    "document.title = D.title; $('title').textContent = D.title;\n"
    "var head = $('head'); head.style.gridTemplateColumns = cols; head.style.minWidth = minW;\n"
    "$('rows').style.minWidth = minW;\n"
    "head.innerHTML = '<div>model</div><div>kind</div>' + C.map(function (c) {\n"
    "  return '<div class=\"col\" title=\"' + esc(c) + '\">' + esc(compact ? c.replace(/^TensorFlow /, '') : c) + '</div>'; }).join('');\n"
    "var byOut = [0, 0, 0, 0], byCode = {};\n"
    "M.forEach(function (m) { byOut[m[2]]++; if (m[3]) byCode[m[3]] = (byCode[m[3]] || 0) + 1; });\n"
    "$('counts').innerHTML = M.length + ' models: ' + [0, 1, 2, 3].map(function (o) {\n"
    "  return '<span><i class=\"sw o' + o + '\"></i>' + byOut[o] + ' ' + OUT[o] + '</span>'; }).join('');\n"
    "var fo = $('f-outcome'), fr = $('f-reason'), fp = $('f-path');\n"
    "[0, 1, 2, 3].forEach(function (o) { fo.add(new Option(OUT[o] + ' (' + byOut[o] + ')', OUT[o])); });\n"
    "Object.keys(byCode).sort(function (a, b) { return byCode[b] - byCode[a] || (a < b ? -1 : 1); })\n"
    "  .forEach(function (c) { fr.add(new Option(c + ' (' + byCode[c] + ')', c)); });\n"
    "function filter() {\n"
    "  var t = performance.now(), o = OUT.indexOf(fo.value), r = fr.value, p = fp.value;\n"
    "  view = [];\n"
    "  for (var i = 0; i < M.length; i++) {\n"
    "    var m = M[i];\n"
    "    if ((o < 0 || m[2] === o) && (!r || m[3] === r) && (!p || m[0].indexOf(p) >= 0)) view.push(i);\n"
    "  }\n"
    "  $('rows').style.height = view.length * ROW + 'px';\n"
    "  $('viewport').scrollTop = 0; last = -1; render();\n"
    "  $('shown').textContent = view.length + ' of ' + M.length + ' models shown';\n"
    "  document.body.dataset.shown = view.length;\n"
    "  document.body.dataset.filterMs = (performance.now() - t).toFixed(1);\n"
    "}\n"
    "var last = -1;\n"
    "function render() {\n"
    "  var vp = $('viewport'), first = Math.max(0, Math.floor((vp.scrollTop - head.offsetHeight) / ROW) - 10);\n"
    "  if (first === last) return; last = first;\n"
    "  var end = Math.min(view.length, first + Math.ceil((vp.clientHeight || 800) / ROW) + 20), h = [];\n"
    "  for (var k = first; k < end; k++) {\n"
    "    var i = view[k], m = M[i];\n"
    "    h.push('<div class=\"row\" style=\"top:' + k * ROW + 'px;grid-template-columns:' + cols + '\" data-i=\"' + i +\n"
    "           '\"><div title=\"' + esc(m[0]) + '\">' + esc(m[0]) + '</div><div>' + esc(m[1]) + '</div>');\n"
    "    m[4].forEach(function (c, j) {\n"
    "      var tip = c[0] === 4 ? 'not asked' : OUT[c[0]] + (c[1] ? ' ' + c[1] + ': ' + c[2] : '');\n"
    "      h.push('<div class=\"c o' + c[0] + '\" data-j=\"' + j + '\" title=\"' + esc(tip) + '\">' +\n"
    "             esc(compact ? SIGN[c[0]] : c[0] === 4 ? '\\u2014' : (c[3] || OUT[c[0]]) + (c[1] ? ' ' + c[1] : '')) + '</div>');\n"
    "    });\n"
    "    h.push('</div>');\n"
    "  }\n"
    "  $('rows').innerHTML = h.join('');\n"
    "}\n"
    "$('viewport').addEventListener('scroll', render, {passive: true});\n"
    "$('rows').addEventListener('click', function (e) {\n"
    "  var cell = e.target.closest('.c'), row = e.target.closest('.row');\n"
    "  if (!cell || !row) { $('detail').hidden = true; return; }\n"
    "  var m = M[+row.dataset.i], c = m[4][+cell.dataset.j];\n"
    "  $('detail').textContent = m[0] + '\\n' + C[+cell.dataset.j] + ': ' + OUT[c[0]] + (c[3] ? ' (' + c[3] + ')' : '') +\n"
    "    (c[1] ? '\\n' + c[1] + ': ' + c[2] : '');\n"
    "  $('detail').hidden = false;\n"
    "});\n"
    "$('detail').addEventListener('click', function () { $('detail').hidden = true; });\n"
    "[fo, fr].forEach(function (s) { s.addEventListener('change', filter); });\n"
    "fp.addEventListener('input', filter);\n"
    "new URLSearchParams(location.hash.slice(1)).forEach(function (v, k) {\n"
    "  if (k === 'outcome') fo.value = v; else if (k === 'reason') fr.value = v; else if (k === 'path') fp.value = v; });\n"
    "filter();\n"
    "document.body.dataset.total = M.length;\n"
    "document.body.dataset.loadMs = (performance.now() - t0).toFixed(1);\n"
    "})();\n"
    "</script>\n</body>\n</html>\n";

cli_html *cli_html_begin(FILE *f, const char *title, size_t n, const char *const *consumers)
{
    cli_html *h = calloc(1, sizeof *h);
    if (!h) return NULL;
    h->f = f;
    h->n_consumers = n;
    fputs(PAGE_HEAD, f);
    fputs("{\"title\":", f);
    js_string(f, title);
    fputs(",\"consumers\":[", f);
    for (size_t i = 0; i < n; i++) {
        if (i) fputc(',', f);
        js_string(f, consumers[i]);
    }
    /* the outcome names, as the library spells them (index = outcome_index) */
    fputs("],\"outcomes\":[", f);
    for (int32_t o = TFC_OUTCOME_ACCEPTED; o <= TFC_SCAN_UNREADABLE; o++) {
        if (o) fputc(',', f);
        js_string(f, tfc_outcome_name(o));
    }
    fputs("],\"models\":[\n", f);
    return h;
}

void cli_html_model(cli_html *h, const char *path, const char *kind, int32_t outcome, const char *code,
                    const cli_html_cell *cells)
{
    if (!h) return;
    FILE *f = h->f;
    fputs(h->models++ ? ",\n[" : "[", f);
    js_string(f, path);
    fputc(',', f);
    js_string(f, kind);
    fprintf(f, ",%d,", outcome_index(outcome));
    js_string(f, code);
    fputs(",[", f);
    for (size_t i = 0; i < h->n_consumers; i++) {
        const cli_html_cell *c = &cells[i], *prev = i ? &cells[i - 1] : NULL;
        fprintf(f, "%s[%d,", i ? "," : "", outcome_index(c->outcome));
        /* Runs of releases refused for the same finding are common (--tf
         * all): a cell with its left neighbour's code and message says 0. */
        if (prev && c->code && c->message && c->message[0] && prev->code && prev->message &&
            !strcmp(c->code, prev->code) && !strcmp(c->message, prev->message)) {
            fputs("0,0,", f);
        } else {
            js_string(f, c->code);
            fputc(',', f);
            js_string(f, c->message);
            fputc(',', f);
        }
        js_string(f, c->note);
        fputc(']', f);
    }
    fputs("]]", f);
}

int cli_html_end(cli_html *h)
{
    if (!h) return 0;
    fputs("\n]}", h->f);
    fputs(PAGE_SCRIPT, h->f);
    fflush(h->f);
    free(h->cells);
    free(h->verdicts);
    free(h->all_idx);
    free(h);
    return 0;
}

/* ---- scan --------------------------------------------------------------- */

/* How many columns the scan's own target gets: none for an empty target
 * (the "all releases" column answers), two when it has a TensorFlow side
 * and names a TFLite runtime (graphs in the first, TFLite models in the
 * second), else one, every record in it (the check layer's verdict,
 * KIND_NOT_LOADED included). */
static int target_columns(const tfc_target *t)
{
    if (!tfc_target_release(t) && tfc_target_consumer_version(t) < 0 && !tfc_target_runtime(t)) return 0;
    return (tfc_target_release(t) || tfc_target_consumer_version(t) >= 0) && tfc_target_runtime(t) ? 2 : 1;
}

cli_html *cli_html_begin_scan(FILE *f, const tfc_target *t, size_t n_columns, const tfc_target *const *columns,
                              const tfc_registry *all)
{
    char title[600];
    size_t n_all = 0, n_reg = all ? tfc_registry_consumer_count(all) : 0;
    for (size_t i = 0; i < n_reg; i++)
        n_all += !strcmp(tfc_registry_consumer_scheme(all, i), tfc_registry_scheme_graphdef());
    size_t n = 0, max = n_columns + n_all + 3, n_labels = n_columns + n_all;
    const char **cols = calloc(max, sizeof *cols);
    char (*labels)[256] = calloc(n_labels ? n_labels : 1, sizeof *labels);
    cli_html_cell *cells = calloc(max, sizeof *cells);
    tfc_verdict **verdicts = calloc(n_columns ? n_columns : 1, sizeof *verdicts);
    size_t *all_idx = calloc(n_all ? n_all : 1, sizeof *all_idx);
    cli_html *h = NULL;
    if (cols && labels && cells && verdicts && all_idx) {
        /* Labels name what was asked (the library's names): the target in
         * one column, or in two when it names a TFLite runtime beside its
         * TensorFlow side (target_columns); each further --tf whole. */
        int tc = target_columns(t);
        if (tc) cols[n++] = tc == 2 ? tfc_target_name_for_kind(t, TFC_KIND_SAVED_MODEL) : tfc_target_name(t);
        for (size_t k = 0; k < n_columns; k++) cols[n++] = tfc_target_name(columns[k]);
        for (size_t i = 0, k = 0; i < n_reg; i++) {
            if (strcmp(tfc_registry_consumer_scheme(all, i), tfc_registry_scheme_graphdef())) continue;
            snprintf(labels[n_columns + k], sizeof labels[0], "%s %s", tfc_registry_consumer_name(all, i),
                     tfc_registry_consumer_release(all, i));
            cols[n++] = labels[n_columns + k];
            all_idx[k++] = i;
        }
        if (tc == 2) cols[n++] = tfc_target_name_for_kind(t, TFC_KIND_TFLITE);
        cols[n++] = "all releases";
        const char *name = tfc_target_name(t);
        snprintf(title, sizeof title, "tfcompat scan: %s", name);
        h = cli_html_begin(f, title, n, cols);
    }
    if (h) {
        h->columns = columns;
        h->n_columns = n_columns;
        h->cells = cells;
        h->verdicts = verdicts;
        h->all = all;
        h->all_idx = all_idx;
        h->n_all = n_all;
    } else {
        free(cells);
        free(verdicts);
        free(all_idx);
    }
    free(cols);
    free(labels);
    return h;
}

/* The cell of a further release: its own verdict of the model at path. */
static void column_cell(cli_html_cell *c, tfc_verdict **keep, const tfc_artifact *a, int32_t open_rc,
                        const tfc_target *t)
{
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    int32_t rc = open_rc ? open_rc : tfc_check(keep, a, t, NULL, &err);
    if (rc) {
        *c = (cli_html_cell){TFC_SCAN_UNREADABLE, tfc_status_name(rc), tfc_status_str(rc), NULL};
        return;
    }
    int64_t i = tfc_verdict_first_finding(*keep);
    int32_t oc = tfc_verdict_outcome(*keep);
    *c = (cli_html_cell){oc, NULL, NULL, NULL};
    if (oc != TFC_OUTCOME_ACCEPTED && i >= 0) {
        c->code = tfc_verdict_reason_name(tfc_verdict_finding_reason(*keep, (size_t)i));
        c->message = tfc_verdict_finding_message(*keep, (size_t)i);
    }
}

/* --tf all: every graphdef release's verdict of the model, from one
 * tfc_check_releases (release i's verdict is tfc_check's for it). A
 * release the answer does not hold (a checkpoint index is answered by the
 * checkpoint scheme's releases) is "not asked". */
static void all_cells(cli_html *h, cli_html_cell *cells, const tfc_scan_record *r, const tfc_artifact *a,
                      int32_t open_rc, const char *code, const char *msg)
{
    int32_t oc = tfc_scan_record_outcome(r);
    if (oc == TFC_SCAN_UNREADABLE || tfc_scan_record_kind(r) == TFC_KIND_TFLITE) {
        for (size_t k = 0; k < h->n_all; k++)
            cells[k] = oc == TFC_SCAN_UNREADABLE ? (cli_html_cell){oc, code, msg, NULL}
                                                 : (cli_html_cell){-1, NULL, NULL, NULL};
        return;
    }
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_answer *ans = NULL;
    int32_t rc = open_rc ? open_rc : tfc_check_releases(&ans, a, h->all, NULL, &err);
    if (rc) {
        for (size_t k = 0; k < h->n_all; k++)
            cells[k] = (cli_html_cell){TFC_SCAN_UNREADABLE, tfc_status_name(rc), tfc_status_str(rc), NULL};
        return;
    }
    size_t j = 0, n = tfc_answer_count(ans);
    for (size_t k = 0; k < h->n_all; k++) {
        const char *rel = tfc_registry_consumer_release(h->all, h->all_idx[k]);
        size_t found = n;
        for (size_t m = 0; m < n && found == n; m++) /* both in registry order: usually at j */
            if (!strcmp(tfc_answer_release(ans, (j + m) % n), rel)) found = (j + m) % n;
        if (found == n) {
            cells[k] = (cli_html_cell){-1, NULL, NULL, NULL};
            continue;
        }
        j = found + 1;
        int32_t o = tfc_answer_release_outcome(ans, found), reason = tfc_answer_reason(ans, found);
        cells[k] = (cli_html_cell){o, NULL, NULL, NULL};
        if (o != TFC_OUTCOME_ACCEPTED) {
            cells[k].code = tfc_verdict_reason_name(reason == TFC_REASON_NONE ? TFC_REASON_VERSION_UNKNOWN : reason);
            cells[k].message = tfc_answer_message(ans, found);
        }
    }
    /* the cells borrow the answer's strings until the row is written */
    h->answer = ans;
}

void cli_html_scan_record(cli_html *h, const tfc_scan_record *r, const tfc_target *t, const char *code)
{
    if (!h) return;
    int32_t kind = tfc_scan_record_kind(r), oc = tfc_scan_record_outcome(r);
    int tflite = kind == TFC_KIND_TFLITE;
    const char *msg = oc == TFC_OUTCOME_ACCEPTED ? "" : tfc_scan_record_message(r);
    cli_html_cell *cells = h->cells;
    size_t n = 0;
    int asked = 0; /* the record's outcome is a target side's, not "any release" */
    tfc_artifact *a = NULL;
    int32_t open_rc = TFC_OK;
    if ((h->n_columns || h->n_all) && oc != TFC_SCAN_UNREADABLE) {
        tfc_error err;
        tfc_error_init(&err, sizeof err);
        open_rc = tfc_check_open(&a, tfc_scan_record_path(r), NULL, &err);
    }
    int tc = target_columns(t);
    for (int side = 0; side < 2; side++) {
        if (side < tc) {
            cli_html_cell *c = &cells[n++];
            if (oc == TFC_SCAN_UNREADABLE || tc == 1 || side == tflite) {
                *c = (cli_html_cell){oc, code, msg, NULL};
                asked |= oc != TFC_SCAN_UNREADABLE;
            } else {
                *c = (cli_html_cell){-1, NULL, NULL, NULL};
            }
        }
        for (size_t k = 0; side == 0 && k < h->n_columns; k++) {
            cli_html_cell *c = &cells[n++];
            if (oc == TFC_SCAN_UNREADABLE) *c = (cli_html_cell){oc, code, msg, NULL};
            else column_cell(c, &h->verdicts[k], a, open_rc, h->columns[k]);
        }
        if (side == 0 && h->n_all) all_cells(h, &cells[n], r, a, open_rc, code, msg);
        if (side == 0) n += h->n_all;
    }
    /* all releases: the oldest and newest accepting release */
    char range[96] = "";
    const char *lo = tfc_scan_record_oldest(r), *hi = tfc_scan_record_newest(r);
    if (lo && hi) snprintf(range, sizeof range, "%s-%s", lo, hi);
    else if (lo) snprintf(range, sizeof range, ">=%s", lo);
    cli_html_cell *all = &cells[n++];
    if (oc == TFC_SCAN_UNREADABLE || !asked) *all = (cli_html_cell){oc, code, msg, range};
    else if (tfc_scan_record_accepting_count(r) || (tflite && lo))
        *all = (cli_html_cell){TFC_OUTCOME_ACCEPTED, NULL, NULL, range};
    else *all = (cli_html_cell){TFC_OUTCOME_REJECTED, "", "no release accepts it ('tfcompat releases PATH' says why)", NULL};
    cli_html_model(h, tfc_scan_record_path(r), tfc_container_kind_name(kind), oc, code, cells);
    for (size_t k = 0; k < h->n_columns; k++) {
        tfc_verdict_free(h->verdicts[k]);
        h->verdicts[k] = NULL;
    }
    tfc_answer_free(h->answer);
    h->answer = NULL;
    tfc_artifact_free(a);
}
