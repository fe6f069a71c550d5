/*
 * json.c - a streaming JSON writer for the CLI (the JSON sink: --json,
 * NDJSON, SARIF), and the escaping of text for terminals and line-oriented
 * logs (the text sink). JSON output is strict: valid UTF-8 that any
 * conforming parser accepts (serde_json, System.Text.Json): control
 * characters are escaped, and a byte that is not part of valid UTF-8 is
 * written as U+FFFD, never as a lone surrogate. A path keeps its exact
 * bytes in a second member, "<key>_hex", written only when the path is not
 * valid UTF-8 (cli_json_path; docs/CLI.md, "Strings").
 */
#include <inttypes.h>
#include <pthread.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"

void jw_init(jw *w, FILE *f)
{
    /* need_comma[d] is set when depth d is entered; buf is written before
     * it is read */
    w->f = f;
    w->depth = 0;
    w->need_comma[0] = 0;
    w->after_key = 0;
    w->compact = 0;
    w->len = 0;
}

/* Every byte the writer writes goes through put: a compact writer's into
 * its line buffer, any other's to the FILE. */
static void write_gathered(jw *w)
{
    if (w->len) fwrite(w->buf, 1, w->len, w->f);
    w->len = 0;
}

static void put(jw *w, const char *s, size_t n)
{
    if (!w->compact) {
        fwrite(s, 1, n, w->f);
        return;
    }
    if (n > sizeof w->buf - w->len) {
        write_gathered(w);
        if (n > sizeof w->buf) {
            fwrite(s, 1, n, w->f);
            return;
        }
    }
    memcpy(w->buf + w->len, s, n);
    w->len += n;
}

static void putch(jw *w, char c)
{
    if (w->compact && w->len < sizeof w->buf) w->buf[w->len++] = c;
    else put(w, &c, 1);
}

#define PUT_LIT(w, lit) put((w), (lit), sizeof(lit) - 1)

static void indent(jw *w)
{
    putch(w, '\n');
    for (int i = 0; i < w->depth; i++) PUT_LIT(w, "  ");
}

/* Called before every value or key. */
static void before_value(jw *w)
{
    if (w->after_key) {
        w->after_key = 0;
        return;
    }
    if (w->depth > 0) {
        if (w->need_comma[w->depth]) putch(w, ',');
        if (!w->compact) indent(w);
        w->need_comma[w->depth] = 1;
    }
}

static void open_container(jw *w, char c)
{
    before_value(w);
    putch(w, c);
    if (w->depth < 63) w->depth++;
    w->need_comma[w->depth] = 0;
}

static void close_(jw *w, char c)
{
    int had = w->need_comma[w->depth];
    if (w->depth > 0) w->depth--;
    if (had && !w->compact) indent(w);
    putch(w, c);
}

void jw_object_begin(jw *w) { open_container(w, '{'); }
void jw_object_end(jw *w) { close_(w, '}'); }
void jw_array_begin(jw *w) { open_container(w, '['); }
void jw_array_end(jw *w) { close_(w, ']'); }

/* Length of a valid UTF-8 sequence at s (1..4), or 0 if invalid; *out_cp
 * its code point. */
static size_t utf8_seq(const unsigned char *s, size_t n, uint32_t *out_cp)
{
    unsigned char c = s[0];
    size_t len;
    uint32_t cp;
    *out_cp = c;
    if (c < 0x80) return 1;
    if (c >= 0xC2 && c <= 0xDF) { len = 2; cp = c & 0x1F; }
    else if (c >= 0xE0 && c <= 0xEF) { len = 3; cp = c & 0x0F; }
    else if (c >= 0xF0 && c <= 0xF4) { len = 4; cp = c & 0x07; }
    else return 0;
    if (n < len) return 0;
    for (size_t i = 1; i < len; i++) {
        if ((s[i] & 0xC0) != 0x80) return 0;
        cp = (cp << 6) | (s[i] & 0x3F);
    }
    if ((len == 3 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))) ||
        (len == 4 && (cp < 0x10000 || cp > 0x10FFFF)))
        return 0;
    *out_cp = cp;
    return len;
}

size_t cli_utf8_len(const unsigned char *s, size_t n)
{
    uint32_t cp;
    return utf8_seq(s, n, &cp);
}

/* A byte that the JSON sink does not write as it is: a control character,
 * '"', '\\', DEL, or the first byte of a non-ASCII sequence (checked as
 * UTF-8 below). */
static int needs_care(unsigned char c) { return c < 0x20 || c >= 0x7F || c == '"' || c == '\\'; }

/* 1 when one of the 8 bytes at s may need care: never 0 when one does
 * (the zero-byte tests of a word, which may only over-report). */
static int word_needs_care(const unsigned char *s)
{
    const uint64_t ones = 0x0101010101010101u, highs = 0x8080808080808080u;
    uint64_t x;
    memcpy(&x, s, sizeof x);
#define BELOW(v, b) (((v) - (b) * ones) & ~(v) & highs) /* some byte < b (b <= 0x80) */
    return ((x & highs) | BELOW(x, 0x20) | BELOW(x ^ (0x7F * ones), 1) | BELOW(x ^ ('"' * ones), 1) |
            BELOW(x ^ ('\\' * ones), 1)) != 0;
#undef BELOW
}

/* The JSON sink's one escape rule. Returns 1 when some byte was not
 * UTF-8 (written as U+FFFD). */
static int write_escaped(jw *w, const char *str, size_t n)
{
    const unsigned char *s = (const unsigned char *)str;
    int invalid = 0;
    putch(w, '"');
    size_t i = 0, plain = 0; /* s[plain, i) is written as it is, in one put */
    while (i < n) {
        /* printable ASCII, the most of every name and message: as it is,
         * passed over a word at a time */
        while (n - i >= 8 && !word_needs_care(s + i)) i += 8;
        while (i < n && !needs_care(s[i])) i++;
        if (i == n) break;
        unsigned char c = s[i];
        uint32_t cp;
        size_t len = 0;
        if (c >= 0x80 && (len = utf8_seq(s + i, n - i, &cp)) != 0) {
            i += len;
            continue;
        }
        if (i > plain) put(w, (const char *)s + plain, i - plain);
        if (c == '"') PUT_LIT(w, "\\\"");
        else if (c == '\\') PUT_LIT(w, "\\\\");
        else if (c == '\n') PUT_LIT(w, "\\n");
        else if (c == '\r') PUT_LIT(w, "\\r");
        else if (c == '\t') PUT_LIT(w, "\\t");
        else if (c < 0x20 || c == 0x7F) {
            char u[8];
            snprintf(u, sizeof u, "\\u%04x", c);
            put(w, u, 6);
        } else {
            PUT_LIT(w, "\\ufffd"); /* strict: see the top */
            invalid = 1;
        }
        plain = ++i;
    }
    if (i > plain) put(w, (const char *)s + plain, i - plain);
    putch(w, '"');
    return invalid;
}

static void key_colon(jw *w)
{
    if (w->compact) putch(w, ':');
    else PUT_LIT(w, ": ");
    w->after_key = 1;
}

void jw_key(jw *w, const char *key)
{
    before_value(w);
    write_escaped(w, key, strlen(key));
    key_colon(w);
}

void jw_key_plain(jw *w, const char *quoted, size_t n)
{
#ifndef NDEBUG
    /* a literal with something to escape goes the escaping way */
    for (size_t i = 1; i + 1 < n; i++)
        if (needs_care((unsigned char)quoted[i])) {
            char key[64];
            snprintf(key, sizeof key, "%.*s", (int)(n - 2), quoted + 1);
            jw_key(w, key);
            return;
        }
#endif
    before_value(w);
    put(w, quoted, n);
    key_colon(w);
}

/* A string value; 1 when some byte was not UTF-8. */
static int string_n(jw *w, const char *s, size_t n)
{
    before_value(w);
    return write_escaped(w, s ? s : "", s ? n : 0);
}

void jw_string_n(jw *w, const char *s, size_t n) { string_n(w, s, n); }

void jw_string(jw *w, const char *s) { string_n(w, s, s ? strlen(s) : 0); }

void jw_string_or_null(jw *w, const char *s)
{
    if (s) jw_string(w, s);
    else jw_null(w);
}

/* The decimal digits of v, written without printf (a record writes a few
 * numbers each; printf's parsing of the format cost more than the rest). */
static void write_uint(jw *w, uint64_t v, int negative)
{
    char buf[24];
    char *p = buf + sizeof buf;
    do *--p = (char)('0' + v % 10);
    while ((v /= 10) != 0);
    if (negative) *--p = '-';
    put(w, p, (size_t)(buf + sizeof buf - p));
}

void jw_int(jw *w, int64_t v)
{
    before_value(w);
    /* the magnitude in uint64_t: -INT64_MIN does not fit an int64_t */
    write_uint(w, v < 0 ? 0 - (uint64_t)v : (uint64_t)v, v < 0);
}

void jw_uint(jw *w, uint64_t v)
{
    before_value(w);
    write_uint(w, v, 0);
}

void jw_bool(jw *w, int v)
{
    before_value(w);
    if (v) PUT_LIT(w, "true");
    else PUT_LIT(w, "false");
}

void jw_null(jw *w)
{
    before_value(w);
    PUT_LIT(w, "null");
}

/*
 * Whether a line written to stdout is flushed as soon as it ends. A reader
 * of a terminal, a pipe or a socket may act on each line as it comes (the
 * Python scan iterator, Dask, `| head`), so there every line is flushed
 * whole. A regular file or /dev/null has no such reader: stdio's buffer
 * fills and is written at exit, which saves a write() per record (issue
 * 26). A regular file that is also stderr (`>out 2>&1`) keeps per-line
 * flushing, so diagnostics stay between the lines they followed.
 */
static int stdout_line_flush = 1;
static pthread_once_t stdout_flush_once = PTHREAD_ONCE_INIT;

static void decide_stdout_flush(void)
{
    struct stat out, err;
    if (isatty(STDOUT_FILENO) || fstat(STDOUT_FILENO, &out)) return;
    if (!S_ISREG(out.st_mode) && !S_ISCHR(out.st_mode)) return;
    if (S_ISREG(out.st_mode) && !fstat(STDERR_FILENO, &err) && err.st_dev == out.st_dev && err.st_ino == out.st_ino)
        return;
    stdout_line_flush = 0;
}

void cli_line_flush(FILE *f)
{
    if (f == stdout) pthread_once(&stdout_flush_once, decide_stdout_flush);
    if (f != stdout || stdout_line_flush) fflush(f);
}

void jw_finish(jw *w)
{
    putch(w, '\n');
    write_gathered(w);
    cli_line_flush(w->f);
}

void jw_init_compact(jw *w, FILE *f)
{
    jw_init(w, f);
    w->compact = 1;
}

int cli_utf8_valid(const char *str)
{
    const unsigned char *s = (const unsigned char *)(str ? str : "");
    size_t n = strlen((const char *)s);
    for (size_t i = 0, len; i < n; i += len)
        if (!(len = cli_utf8_len(s + i, n - i))) return 0;
    return 1;
}

void cli_json_path(jw *w, const char *key, const char *path)
{
    jw_key(w, key);
    /* the hex member only when the escape met a byte that is not UTF-8 */
    if (!string_n(w, path, path ? strlen(path) : 0)) return;
    char hex_key[64];
    snprintf(hex_key, sizeof hex_key, "%s_hex", key);
    jw_key(w, hex_key);
    before_value(w);
    putch(w, '"');
    static const char digits[] = "0123456789abcdef";
    for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
        putch(w, digits[*p >> 4]);
        putch(w, digits[*p & 15]);
    }
    putch(w, '"');
}

/* Code points a terminal acts on or that change how a line reads: C1
 * controls (U+009B is a CSI), bidirectional overrides and isolates, line
 * and paragraph separators. */
static int unsafe_on_terminal(uint32_t cp)
{
    return (cp >= 0x80 && cp <= 0x9F) || cp == 0x200E || cp == 0x200F || (cp >= 0x2028 && cp <= 0x202E) ||
           (cp >= 0x2066 && cp <= 0x2069);
}

void cli_text_path(FILE *f, const char *path)
{
    cli_text_escaped(f, path);
    fputs(": ", f);
}

void cli_text_escaped(FILE *f, const char *str) { cli_text_escaped_n(f, str, str ? strlen(str) : 0); }

size_t cli_text_escaped_n(FILE *f, const char *str, size_t n)
{
    const unsigned char *s = (const unsigned char *)(str ? str : "");
    size_t i = 0, out = 0;
    if (!str) n = 0;
    while (i < n) {
        uint32_t cp;
        size_t len = utf8_seq(s + i, n - i, &cp);
        if (s[i] == '\\') {
            fputs("\\\\", f);
            out += 2;
            i++;
        } else if (s[i] == '#' && i + 2 < n && s[i + 1] == '#' && s[i + 2] == '[') {
            /* "##[" starts a (legacy) workflow command anywhere in a line of
             * a GitHub Actions log: never let a name write it */
            fputs("\\x23", f);
            out += 4;
            i++;
        } else if (len == 0 || cp < 0x20 || cp == 0x7F || unsafe_on_terminal(cp)) {
            /* every byte of it: an invalid byte, or a character that acts */
            size_t k = len ? len : 1;
            for (size_t j = 0; j < k; j++) fprintf(f, "\\x%02x", s[i + j]);
            out += 4 * k;
            i += k;
        } else {
            fwrite(s + i, 1, len, f);
            out += len;
            i += len;
        }
    }
    return out;
}

void cli_text_column(FILE *f, const char *s, size_t width)
{
    for (size_t k = cli_text_escaped_n(f, s, s ? strlen(s) : 0); k < width; k++) fputc(' ', f);
}
