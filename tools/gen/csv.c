/* csv.c - the generators' CSV reader and output helpers (csv.h). */
#include "csv.h"
#include "release_grammar_internal.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

void tfc_gen_die(const char *path, int line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    if (line > 0) fprintf(stderr, "%s:%d: ", path, line);
    else fprintf(stderr, "%s: ", path);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(1);
}

static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) tfc_gen_die(path, 0, "cannot open: %s", strerror(errno));
    size_t cap = 1 << 16, n = 0, got;
    char *buf = malloc(cap + 1);
    if (!buf) tfc_gen_die(path, 0, "out of memory");
    while ((got = fread(buf + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap) {
            cap *= 2;
            char *nb = realloc(buf, cap + 1);
            if (!nb) tfc_gen_die(path, 0, "out of memory");
            buf = nb;
        }
    }
    if (ferror(f)) tfc_gen_die(path, 0, "read error");
    fclose(f);
    buf[n] = '\0';
    *len = n;
    return buf;
}

/* Parses one record starting at *pp, in place; returns 0 at end of input. */
static int parse_record(const char *path, int *line, char **pp, char *end, tfc_csv_row *r)
{
    char *p = *pp;
    if (p >= end) return 0;
    r->line = *line;
    r->n = 0;
    for (;;) {
        if (r->n == TFC_CSV_MAX_FIELDS) tfc_gen_die(path, *line, "more than %d fields", TFC_CSV_MAX_FIELDS);
        char *out = p, *start = p;
        if (*p == '"') {
            p++;
            for (;;) {
                if (p >= end) tfc_gen_die(path, r->line, "unterminated quoted field");
                if (*p == '"') {
                    if (p + 1 < end && p[1] == '"') {
                        *out++ = '"';
                        p += 2;
                        continue;
                    }
                    p++;
                    break;
                }
                if (*p == '\n') (*line)++;
                *out++ = *p++;
            }
            if (p < end && *p != ',' && *p != '\n' && *p != '\r')
                tfc_gen_die(path, *line, "text after a closing quote");
        } else {
            while (p < end && *p != ',' && *p != '\n' && *p != '\r') {
                if (*p == '"') tfc_gen_die(path, *line, "quote inside an unquoted field");
                *out++ = *p++;
            }
        }
        char sep = p < end ? *p : '\n';
        *out = '\0';
        r->f[r->n++] = start;
        if (sep == ',') {
            p++;
            continue;
        }
        /* The terminator may have been overwritten by the NUL just written. */
        if (p < end && sep == '\r') {
            p++;
            if (p < end && *p == '\n') p++;
            else tfc_gen_die(path, *line, "a carriage return not followed by a line feed");
        } else if (p < end && sep == '\n') {
            p++;
        }
        (*line)++;
        break;
    }
    *pp = p;
    return 1;
}

void tfc_csv_load(tfc_csv *t, const char *path)
{
    size_t len;
    char *buf = slurp(path, &len);
    char *p = buf, *end = buf + len;
    int line = 1, cap = 256;
    tfc_csv_row hdr;
    memset(t, 0, sizeof *t);
    t->path = path;
    if (!parse_record(path, &line, &p, end, &hdr)) tfc_gen_die(path, 1, "empty file");
    t->n_cols = hdr.n;
    for (int i = 0; i < hdr.n; i++) {
        if (!hdr.f[i][0]) tfc_gen_die(path, 1, "empty column name %d", i + 1);
        for (int k = 0; k < i; k++)
            if (!strcmp(hdr.f[k], hdr.f[i])) tfc_gen_die(path, 1, "column '%s' appears twice", hdr.f[i]);
        t->cols[i] = hdr.f[i];
    }
    t->rows = malloc((size_t)cap * sizeof *t->rows);
    if (!t->rows) tfc_gen_die(path, 0, "out of memory");
    tfc_csv_row r;
    while (parse_record(path, &line, &p, end, &r)) {
        if (r.n == 1 && !r.f[0][0]) continue; /* blank line */
        if (r.n != t->n_cols) tfc_gen_die(path, r.line, "%d fields, the header has %d", r.n, t->n_cols);
        if (t->n_rows == cap) {
            if (cap > (1 << 20)) tfc_gen_die(path, r.line, "more than %d rows", cap);
            cap *= 2;
            tfc_csv_row *nr = realloc(t->rows, (size_t)cap * sizeof *nr);
            if (!nr) tfc_gen_die(path, 0, "out of memory");
            t->rows = nr;
        }
        t->rows[t->n_rows++] = r;
    }
}

void tfc_csv_expect_header(const tfc_csv *t, const char *header)
{
    char got[1024] = "";
    size_t n = 0;
    for (int i = 0; i < t->n_cols; i++) {
        int w = snprintf(got + n, sizeof got - n, "%s%s", i ? "," : "", t->cols[i]);
        if (w < 0 || (size_t)w >= sizeof got - n) break;
        n += (size_t)w;
    }
    if (strcmp(got, header)) tfc_gen_die(t->path, 1, "header is \"%s\", expected \"%s\"", got, header);
}

int tfc_csv_col(const tfc_csv *t, const char *name)
{
    for (int i = 0; i < t->n_cols; i++)
        if (!strcmp(t->cols[i], name)) return i;
    tfc_gen_die(t->path, 1, "missing column '%s'", name);
}

const char *tfc_csv_nonempty(const tfc_csv *t, const tfc_csv_row *r, int col)
{
    if (!r->f[col][0]) tfc_gen_die(t->path, r->line, "%s is empty", t->cols[col]);
    return r->f[col];
}

int64_t tfc_csv_int(const tfc_csv *t, const tfc_csv_row *r, int col, int64_t min, int64_t max)
{
    const char *s = tfc_csv_nonempty(t, r, col);
    const char *p = s;
    if (*p == '-') p++;
    if (!*p) tfc_gen_die(t->path, r->line, "%s \"%s\" is not a number", t->cols[col], s);
    int64_t v = 0;
    for (; *p; p++) {
        if (*p < '0' || *p > '9') tfc_gen_die(t->path, r->line, "%s \"%s\" is not a number", t->cols[col], s);
        if (v > (INT64_MAX - 9) / 10) tfc_gen_die(t->path, r->line, "%s \"%s\" is too large", t->cols[col], s);
        v = v * 10 + (*p - '0');
    }
    if (*s == '-') v = -v;
    if (v < min || v > max)
        tfc_gen_die(t->path, r->line, "%s %s out of range %lld..%lld", t->cols[col], s, (long long)min,
                    (long long)max);
    return v;
}

void tfc_gen_emit_str(FILE *o, const char *s)
{
    fputc('"', o);
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        if (*p == '"' || *p == '\\') fprintf(o, "\\%c", *p);
        else if (*p < 0x20 || *p >= 0x7f) fprintf(o, "\\%03o", *p);
        else if (*p == '?' && p[1] == '?') fputs("?\"\"", o); /* no trigraphs */
        else fputc(*p, o);
    }
    fputc('"', o);
}

static char tmp_path[4096];

FILE *tfc_gen_open(const char *out)
{
    if (snprintf(tmp_path, sizeof tmp_path, "%s.tmp", out) >= (int)sizeof tmp_path)
        tfc_gen_die(out, 0, "path too long");
    FILE *o = fopen(tmp_path, "w");
    if (!o) tfc_gen_die(out, 0, "cannot write: %s", strerror(errno));
    return o;
}

void tfc_gen_close(FILE *o, const char *out)
{
    if (ferror(o) || fclose(o) != 0) tfc_gen_die(out, 0, "write failed");
    if (rename(tmp_path, out) != 0) tfc_gen_die(out, 0, "cannot rename: %s", strerror(errno));
}

void tfc_gen_release(const char *path, int line, const char *s, int32_t parts[3])
{
    tfc__release r;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    if (tfc__release_parse(&r, s, 0, &err)) tfc_gen_die(path, line, "%s", err.message);
    if (r.nparts != 3 || r.tag || strcmp(r.spelling, s))
        tfc_gen_die(path, line, "release '%s': a table's release is X.Y.Z exactly", s);
    if (parts) memcpy(parts, r.part, sizeof r.part);
}

int tfc_gen_release_cmp(const char *a, const char *b)
{
    int32_t x[3], y[3];
    tfc_gen_release("(release)", 0, a, x);
    tfc_gen_release("(release)", 0, b, y);
    for (int i = 0; i < 3; i++)
        if (x[i] != y[i]) return x[i] < y[i] ? -1 : 1;
    return 0;
}
