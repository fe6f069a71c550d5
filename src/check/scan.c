/*
 * scan.c - a whole model store at once (tfcompat/scan.h): the record of
 * one model against a target. A record is the check layer's answer and
 * nothing else: the verdict of tfc_check (outcome and first finding) and
 * the all-release answer of tfc_check_releases (oldest, newest, how many
 * accept), so a record, `tfcompat check`, `releases` and the gate never
 * disagree. The walk is artifact/scan_walk.c.
 */
#include <stdlib.h>
#include <string.h>

#include "check_internal.h"
#include "file_internal.h"
#include "tfcompat/artifact.h"
#include "tfcompat/checkpoint.h"
#include "tfcompat/container.h"
#include "tfcompat/file.h"
#include "tfcompat/scan.h"
#include "tfcompat/versiondef.h"
#include "tfcompat/deprecated.h" /* defines a released entry point the core replaced */

struct tfc_scan_target {
    tfc_target *own;
    const tfc_target *t;
};

/* One allocation holds the record and its path (after it); a release name
 * that fits is kept in `names`; the message is NULL while it is "". */
#define RECORD_NAME_MAX 24

struct tfc_scan_record {
    char *path;
    int32_t kind;
    int32_t producer, min_consumer;
    char *oldest, *newest; /* names[0] and [1], a copy of a longer name, or NULL */
    size_t accepting;
    int32_t outcome, reason, status;
    int64_t offset;
    char *message;
    char names[2][RECORD_NAME_MAX];
};

static char *dup_or_null(const char *s)
{
    return s ? tfc__strndup(NULL, s, strlen(s)) : NULL;
}

/* ---- target ------------------------------------------------------------ */

int32_t tfc_scan_target_new(tfc_scan_target **out, const tfc_registry *registry, const char *release,
                            const char *runtime, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    tfc_scan_target *st = tfc__calloc(NULL, 1, sizeof *st);
    if (!st) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    int32_t rc = tfc__target_build(&st->own, registry, release, runtime, err);
    if (rc) {
        tfc__free(NULL, st);
        return rc;
    }
    st->t = st->own;
    *out = st;
    return TFC_OK;
}

int32_t tfc_scan_target_for(tfc_scan_target **out, const tfc_target *target, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!target) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "target is NULL");
    tfc_scan_target *st = tfc__calloc(NULL, 1, sizeof *st);
    if (!st) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    st->t = target;
    *out = st;
    return TFC_OK;
}

void tfc_scan_target_free(tfc_scan_target *t)
{
    if (!t) return;
    tfc_target_free(t->own);
    tfc__free(NULL, t);
}

const char *tfc_scan_target_release(const tfc_scan_target *t) { return t ? tfc_target_release(t->t) : NULL; }
const char *tfc_scan_target_runtime(const tfc_scan_target *t) { return t ? tfc_target_runtime(t->t) : NULL; }
const tfc_target *tfc_scan_target_target(const tfc_scan_target *t) { return t ? t->t : NULL; }

/* ---- record ------------------------------------------------------------- */

/* The record's message: NULL for "", else its copy. */
static int set_message(tfc_scan_record *r, const char *msg)
{
    tfc__free(NULL, r->message);
    r->message = msg[0] ? dup_or_null(msg) : NULL;
    return !msg[0] || r->message ? TFC_OK : TFC_E_NOMEM;
}

/* Release name k (0 oldest, 1 newest): in the record when it fits. */
static char **name_slot(tfc_scan_record *r, int k) { return k ? &r->newest : &r->oldest; }

static void drop_name(tfc_scan_record *r, int k)
{
    char **slot = name_slot(r, k);
    if (*slot != r->names[k]) tfc__free(NULL, *slot);
    *slot = NULL;
}

static int set_name(tfc_scan_record *r, int k, const char *name)
{
    drop_name(r, k);
    size_t n = strlen(name);
    char **slot = name_slot(r, k);
    *slot = n < RECORD_NAME_MAX ? memcpy(r->names[k], name, n + 1) : tfc__strndup(NULL, name, n);
    return *slot ? TFC_OK : TFC_E_NOMEM;
}

/* The record's outcome and first finding: the verdict's. */
static int take_verdict(tfc_scan_record *r, const tfc_verdict *v)
{
    r->outcome = tfc_verdict_outcome(v);
    int64_t i = tfc_verdict_first_finding(v);
    if (i < 0) return TFC_OK;
    r->reason = tfc_verdict_finding_reason(v, (size_t)i);
    return set_message(r, tfc_verdict_finding_message(v, (size_t)i));
}

/* Records a read failure; returns TFC_OK unless out of memory. */
static int unreadable(tfc_scan_record *r, int32_t code, const tfc_error *e)
{
    r->outcome = TFC_SCAN_UNREADABLE;
    r->status = code;
    r->offset = e->offset;
    r->producer = r->min_consumer = -1;
    r->reason = TFC_REASON_NONE;
    drop_name(r, 0);
    drop_name(r, 1);
    r->accepting = 0;
    const char *msg = e->message[0] ? e->message : tfc_status_str(code);
    /* The record names the path; drop a reader's "PATH: " prefix. */
    size_t pl = strlen(r->path);
    if (!strncmp(msg, r->path, pl) && msg[pl] == ':' && msg[pl + 1] == ' ') msg += pl + 2;
    return set_message(r, msg);
}

/* Producer and min_consumer: the largest over the artifact's VersionDefs. */
static void versions_of(tfc_scan_record *r, const tfc_artifact *a)
{
    size_t n = tfc_artifact_versions_count(a);
    if (tfc_artifact_kind(a) == TFC_KIND_TFLITE) return;
    r->producer = r->min_consumer = n ? -1 : 0;
    for (size_t g = 0; g < n; g++) {
        const tfc_versiondef *v = tfc_artifact_versions(a, g);
        int32_t p = v ? tfc_versiondef_producer(v) : 0, m = v ? tfc_versiondef_min_consumer(v) : 0;
        if (p > r->producer) r->producer = p;
        if (m > r->min_consumer) r->min_consumer = m;
    }
}

/* The record of a readable artifact: the all-release answer, then the
 * target's verdict (the answer's own pick when the target has no side for
 * this kind, as tfc_check decides). Returns a status: TFC_E_NOMEM, or a
 * read failure of the directory's checkpoint (the record says it). */
static int record_of(tfc_scan_record *r, const tfc_target *t, const tfc_artifact *a, tfc_error *e)
{
    tfc_answer *ans = NULL;
    int rc = tfc__check_releases_shown(&ans, a, tfc_target_registry(t), e);
    if (rc) return rc;
    /* Every kind alike, TFLite included: the releases that accept it. */
    r->accepting = tfc_answer_accepting_count(ans);
    int64_t o = tfc_answer_oldest(ans), n = tfc_answer_newest(ans);
    if (o >= 0) {
        if (set_name(r, 0, tfc_answer_release(ans, (size_t)o)) || set_name(r, 1, tfc_answer_release(ans, (size_t)n)))
            rc = TFC_E_NOMEM;
    }
    /* the answer's verdict when the check would copy it whole, else the check */
    const tfc_verdict *shown = rc ? NULL : tfc__check_answer_verdict(a, t, ans);
    tfc_verdict *v = NULL;
    if (!rc && !shown) rc = tfc__check_with_answer(&v, a, t, ans, NULL, e);
    if (!rc) rc = take_verdict(r, shown ? shown : v);
    tfc_verdict_free(v);
    tfc_answer_free(ans);
    return rc;
}

/* A small regular file is read once, through the reading layer, and
 * parsed from memory: opened by path, its detection and then its reader
 * would each read it again. Anything else (a SavedModel directory, a larger
 * file, a read that fails) is opened by path, whose readers say what is
 * wrong. *bytes, when set, outlives the artifact. */
#define RECORD_READ_MAX (256u << 10)

static int32_t record_open(tfc_artifact **a, uint8_t **bytes, const char *path, tfc_error *e)
{
    size_t len = 0;
    if (!tfc__file_read_all(bytes, &len, path, RECORD_READ_MAX, NULL, NULL) && len)
        return tfc__check_parse(a, *bytes, len, e);
    tfc__free(NULL, *bytes);
    *bytes = NULL;
    return tfc_check_open(a, path, NULL, e);
}

/* A record of `path` with nothing known yet, or NULL (out of memory). */
static tfc_scan_record *record_alloc(const char *path)
{
    size_t n = strlen(path);
    if (n > SIZE_MAX - sizeof(tfc_scan_record) - 1) return NULL;
    tfc_scan_record *r = tfc__alloc(NULL, sizeof *r + n + 1);
    if (!r) return NULL;
    memset(r, 0, sizeof *r);
    r->path = memcpy((char *)(r + 1), path, n + 1);
    r->producer = r->min_consumer = -1;
    r->offset = -1;
    r->kind = TFC_KIND_UNKNOWN;
    r->reason = TFC_REASON_NONE;
    return r;
}

/* Fills r from what opening its path gave: the artifact `a` (rc 0), or the
 * open's failure rc with e. *detected, when not NULL, is the kind the
 * content says (the caller detected it on the bytes it parsed), else the
 * kind is detected by path. Returns TFC_OK unless out of memory. */
static int32_t record_fill(tfc_scan_record *r, const tfc_scan_target *target, int32_t rc, const tfc_artifact *a,
                           const int32_t *detected, tfc_error *e)
{
    const char *path = r->path;
    if (rc) {
        if (rc == TFC_E_NOMEM) return rc;
        /* the kind, when the content says it but its reader refuses it */
        int32_t kind = TFC_KIND_UNKNOWN;
        tfc_error de;
        tfc_error_init(&de, sizeof de);
        if (detected) r->kind = *detected;
        else if (tfc_file_detect_kind(&kind, NULL, path, &de) == TFC_OK) r->kind = kind;
        return unreadable(r, rc, e);
    }
    r->kind = tfc_artifact_kind(a);
    versions_of(r, a);
    rc = record_of(r, target->t, a, e);
    if (rc && rc != TFC_E_NOMEM) rc = unreadable(r, rc, e);
    return rc;
}

/* Hands r to *out, or frees it on failure (out of memory). */
static int32_t record_done(tfc_scan_record **out, tfc_scan_record *r, int32_t rc, tfc_error *err)
{
    if (rc) {
        tfc_scan_record_free(r);
        return tfc__fail(err, rc, -1, "out of memory");
    }
    *out = r;
    return TFC_OK;
}

int32_t tfc_scan_record_new(tfc_scan_record **out, const tfc_scan_target *target, const char *path,
                            tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!target || !path) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "target or path is NULL");
    tfc_scan_record *r = record_alloc(path);
    if (!r) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    /* Read failures belong in the record, not in the caller's err. */
    tfc_error e;
    tfc_error_init(&e, sizeof e);
    tfc_artifact *a = NULL;
    uint8_t *bytes = NULL;
    int32_t rc = record_open(&a, &bytes, path, &e);
    rc = record_fill(r, target, rc, a, NULL, &e);
    tfc_artifact_free(a);
    tfc__free(NULL, bytes);
    return record_done(out, r, rc, err);
}

/* The base name of a path (the walk's entry name). */
static const char *base_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

/* A file the walk passed unopened (TFC_SCAN_FILE), looked at as the walk
 * without TFC_SCAN_UNREAD_FILES would: one open, one fstat, one read of a
 * small file into *bytes (*len; NULL when large, empty or not read: open it
 * by path) and its kind detected from those bytes (*kind: the kind that
 * walk passes, TFC_KIND_UNKNOWN when it could not judge the file). Returns
 * 1 for a file that walk leaves out (no model; *bytes NULL), 0, or
 * TFC_E_NOMEM (err set). */
static int32_t walked_file(uint8_t **bytes, size_t *len, int32_t *kind, const char *path, tfc_error *err)
{
    tfc_error e;
    tfc_error_init(&e, sizeof e);
    *bytes = NULL;
    *len = 0;
    int32_t rc = tfc__file_read_small_looked(bytes, len, path, RECORD_READ_MAX, NULL, &e);
    if (rc == TFC_E_NOMEM) return tfc__fail(err, rc, -1, "out of memory");
    *kind = TFC_KIND_UNKNOWN;
    int unread = 1;
    if (rc == TFC_E_TOO_LARGE) {
        /* A larger file: detected as the walk detects it (head and tail
         * first, else in windows), then opened by path. */
        uint8_t none[1];
        tfc_error_init(&e, sizeof e);
        rc = tfc__file_detect_kind_bounded(kind, &unread, path, none, 0, &e);
        if (rc == TFC_E_NOMEM) return tfc__fail(err, rc, -1, "out of memory");
    } else if (!rc) {
        unread = 0;
        rc = tfc_container_detect_kind(kind, *bytes, *len, &e);
    }
    if (rc) *kind = TFC_KIND_UNKNOWN;
    int left_out = tfc__scan_file_left_out(rc, unread, base_name(path));
    if (left_out || !*len) {
        tfc__free(NULL, *bytes);
        *bytes = NULL;
        *len = 0;
    }
    return left_out;
}

/* The record of a file the walk passed unopened (TFC_SCAN_FILE): one open,
 * one fstat, one read of a small file, detected and parsed from those
 * bytes. *out stays NULL for a file the walk leaves out (no model). */
static int32_t record_of_file(tfc_scan_record **out, const tfc_scan_target *target, const char *path,
                              tfc_error *err)
{
    uint8_t *bytes = NULL;
    size_t len = 0;
    int32_t kind;
    int32_t rc = walked_file(&bytes, &len, &kind, path, err);
    if (rc) return rc < 0 ? rc : TFC_OK;
    /* large, empty, or not read: the record opens it by path and says why */
    if (!bytes) return tfc_scan_record_new(out, target, path, err);
    tfc_scan_record *r = record_alloc(path);
    if (!r) {
        tfc__free(NULL, bytes);
        return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    }
    tfc_artifact *a = NULL;
    tfc_error e;
    tfc_error_init(&e, sizeof e);
    rc = tfc__check_parse(&a, bytes, len, &e);
    rc = record_fill(r, target, rc, a, &kind, &e);
    tfc_artifact_free(a);
    tfc__free(NULL, bytes);
    return record_done(out, r, rc, err);
}

int32_t tfc_scan_record_new_walked(tfc_scan_record **out, const tfc_scan_target *target, const char *path,
                                   int32_t kind, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!target || !path) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "target or path is NULL");
    if (kind == TFC_SCAN_LINK_NOT_FOLLOWED)
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "a link not followed is no model");
    if (kind == TFC_SCAN_FILE) return record_of_file(out, target, path, err);
    if (kind != TFC_KIND_SAVED_MODEL) return tfc_scan_record_new(out, target, path, err);
    /* A SavedModel directory: opened as one (record_open would first try to
     * read it as a file). */
    tfc_scan_record *r = record_alloc(path);
    if (!r) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    tfc_error e;
    tfc_error_init(&e, sizeof e);
    tfc_artifact *a = NULL;
    int32_t rc = tfc_check_open(&a, path, NULL, &e);
    rc = record_fill(r, target, rc, a, NULL, &e);
    tfc_artifact_free(a);
    return record_done(out, r, rc, err);
}

int32_t tfc_scan_releases_walked(tfc_answer **out, int32_t *out_kind, const char *path, int32_t kind,
                                 const tfc_registry *registry, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (out_kind)
        *out_kind = kind == TFC_SCAN_FILE                   ? TFC_KIND_UNKNOWN
                    : kind == TFC_SCAN_SAVED_MODEL_UNLISTED ? TFC_KIND_SAVED_MODEL
                                                            : kind;
    if (!path) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "path is NULL");
    if (kind == TFC_SCAN_LINK_NOT_FOLLOWED)
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "a link not followed is no model");
    uint8_t *bytes = NULL;
    size_t len = 0;
    tfc_artifact *a = NULL;
    int32_t rc;
    if (kind == TFC_SCAN_FILE) {
        int32_t detected;
        rc = walked_file(&bytes, &len, &detected, path, err);
        if (rc) return rc < 0 ? rc : TFC_OK; /* no model: *out stays NULL */
        if (out_kind) *out_kind = detected;
    }
    rc = bytes ? tfc__check_parse(&a, bytes, len, err) : TFC_E_IO;
    /* What the bytes do not parse into is opened by path, once more: its
     * readers word the failure (some name the path), the same err as
     * tfc_check_open gives; the common case, a model, is read once. */
    if (rc && rc != TFC_E_NOMEM) {
        if (err) tfc_error_init(err, err->size);
        rc = tfc_check_open(&a, path, NULL, err);
    }
    if (!rc) rc = tfc_check_releases(out, a, registry, NULL, err);
    tfc_artifact_free(a);
    tfc__free(NULL, bytes);
    return rc;
}

void tfc_scan_record_free(tfc_scan_record *r)
{
    if (!r) return;
    drop_name(r, 0);
    drop_name(r, 1);
    tfc__free(NULL, r->message);
    tfc__free(NULL, r);
}

const char *tfc_scan_record_path(const tfc_scan_record *r) { return r ? r->path : ""; }
int32_t tfc_scan_record_kind(const tfc_scan_record *r) { return r ? r->kind : TFC_KIND_UNKNOWN; }
int32_t tfc_scan_record_producer(const tfc_scan_record *r) { return r ? r->producer : -1; }
int32_t tfc_scan_record_min_consumer(const tfc_scan_record *r) { return r ? r->min_consumer : -1; }
const char *tfc_scan_record_oldest(const tfc_scan_record *r) { return r ? r->oldest : NULL; }
const char *tfc_scan_record_newest(const tfc_scan_record *r) { return r ? r->newest : NULL; }
size_t tfc_scan_record_accepting_count(const tfc_scan_record *r) { return r ? r->accepting : 0; }
int32_t tfc_scan_record_outcome(const tfc_scan_record *r) { return r ? r->outcome : TFC_SCAN_UNREADABLE; }
int32_t tfc_scan_record_reason(const tfc_scan_record *r) { return r ? r->reason : TFC_REASON_NONE; }
const char *tfc_scan_record_message(const tfc_scan_record *r) { return r && r->message ? r->message : ""; }
int32_t tfc_scan_record_status(const tfc_scan_record *r) { return r ? r->status : TFC_E_INVALID_ARGUMENT; }
int64_t tfc_scan_record_offset(const tfc_scan_record *r) { return r ? r->offset : -1; }

int32_t tfc_scan_record_change(const tfc_scan_record *from, const tfc_scan_record *to)
{
    if (!from || !to || from->outcome == TFC_SCAN_UNREADABLE || to->outcome == TFC_SCAN_UNREADABLE)
        return TFC_CHANGE_NONE;
    return tfc_check_change_outcomes(from->outcome, to->outcome);
}
