/*
 * scan.c - a whole model store at once (tfcompat/scan.h): the record of
 * one model against a target, computed here so that the command, the
 * Python package and a Dask cluster give byte-identical answers (the walk
 * is scan_walk.c).
 */
#define _DEFAULT_SOURCE 1 /* pread, O_CLOEXEC */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "internal.h"
#include "tfcompat/artifact.h"
#include "tfcompat/checkpoint.h"
#include "tfcompat/container.h"
#include "tfcompat/file.h"
#include "tfcompat/gate.h"
#include "tfcompat/opver.h"
#include "tfcompat/scan.h"
#include "tfcompat/versiondef.h"


struct tfc_scan_target {
    const tfc_registry *registry;
    char *release;    /* the registry's release string, or NULL */
    char *tf_version; /* the string messages name (a patch release answered by its minor), or NULL */
    char *runtime;    /* TFLite runtime, or NULL */
    tfc_resolver *resolver;
};

struct tfc_scan_record {
    char *path;
    int32_t kind;
    int32_t producer, min_consumer;
    char *oldest, *newest;
    size_t accepting;
    int32_t outcome, reason, status;
    int64_t offset;
    char *message;
};

/* Files up to this size are read rather than mapped, by the walk (to detect
 * their kind) and by records (to parse them): munmap in a threaded caller
 * interrupts every other CPU (a TLB shootdown), and most models are small.
 * Larger files are mapped by their readers. */
#define SCAN_READ_BUF ((size_t)256 << 10)

static int read_at(int fd, uint8_t *buf, size_t n, off_t at)
{
    size_t got = 0;
    while (got < n) {
        ssize_t r = pread(fd, buf + got, n - got, at + (off_t)got);
        if (r < 0 && errno == EINTR) continue;
        if (r <= 0) return -1;
        got += (size_t)r;
    }
    return 0;
}

/* A regular, non-empty file of at most SCAN_READ_BUF bytes, read whole into
 * *out (malloc'd): 0; anything else (a directory, a larger or empty file,
 * an error): -1, and the caller opens the path with the library's readers,
 * which say what is wrong. */
static int read_small_file(const char *path, uint8_t **out, size_t *len)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    struct stat st;
    int rc = -1;
    if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 && (size_t)st.st_size <= SCAN_READ_BUF) {
        uint8_t *buf = malloc((size_t)st.st_size);
        if (buf && read_at(fd, buf, (size_t)st.st_size, 0) == 0) {
            *out = buf;
            *len = (size_t)st.st_size;
            rc = 0;
        } else {
            free(buf);
        }
    }
    close(fd);
    return rc;
}

/* ---- target ------------------------------------------------------------ */

static char *dup_or_null(const char *s)
{
    return s ? tfc__strndup(NULL, s, strlen(s)) : NULL;
}

int32_t tfc_scan_target_new(tfc_scan_target **out, const tfc_registry *registry, const char *release,
                            const char *runtime, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    tfc_scan_target *t = calloc(1, sizeof *t);
    if (!t) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    t->registry = registry ? registry : tfc_registry_default();
    if (release) {
        const char *scheme = tfc_registry_scheme_graphdef();
        int64_t idx = tfc_registry_find(t->registry, scheme, release);
        unsigned x, y, z;
        char tail;
        int patch = 0;
        /* A patch release missing from the table keeps its minor release's
         * versions (TensorFlow's versioning policy), as check --tf answers. */
        if (idx < 0 && sscanf(release, "%u.%u.%u%c", &x, &y, &z, &tail) == 3 && z > 0) {
            char minor[64];
            snprintf(minor, sizeof minor, "%u.%u.0", x, y);
            idx = tfc_registry_find(t->registry, scheme, minor);
            patch = idx >= 0;
        }
        if (idx < 0) {
            tfc_scan_target_free(t);
            return tfc__fail(err, TFC_E_UNKNOWN_RELEASE, -1, "no release '%s' in scheme '%s'", release, scheme);
        }
        t->release = dup_or_null(tfc_registry_consumer_release(t->registry, (size_t)idx));
        t->tf_version = patch ? dup_or_null(release) : NULL;
        if (!t->release || (patch && !t->tf_version)) {
            tfc_scan_target_free(t);
            return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
        }
    }
    if (runtime) {
        int32_t rc = tfc_resolver_for_release(&t->resolver, runtime, NULL, err);
        if (rc) {
            tfc_scan_target_free(t);
            return rc;
        }
        t->runtime = dup_or_null(runtime);
        if (!t->runtime) {
            tfc_scan_target_free(t);
            return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
        }
    }
    *out = t;
    return TFC_OK;
}

void tfc_scan_target_free(tfc_scan_target *t)
{
    if (!t) return;
    free(t->release);
    free(t->tf_version);
    free(t->runtime);
    tfc_resolver_free(t->resolver);
    free(t);
}

const char *tfc_scan_target_release(const tfc_scan_target *t) { return t ? t->release : NULL; }
const char *tfc_scan_target_runtime(const tfc_scan_target *t) { return t ? t->runtime : NULL; }

/* ---- record ------------------------------------------------------------- */

/* Sets the record's first finding from a verdict: the first error, else the
 * first undetermined finding. */
static int take_verdict(tfc_scan_record *r, const tfc_verdict *v)
{
    r->outcome = tfc_verdict_outcome(v);
    if (r->outcome == TFC_OUTCOME_ACCEPTED) return TFC_OK;
    int64_t i = tfc_verdict_first_error(v);
    if (i < 0) {
        for (size_t k = 0; k < tfc_verdict_finding_count(v); k++)
            if (tfc_verdict_finding_severity(v, k) == TFC_SEVERITY_UNDETERMINED) {
                i = (int64_t)k;
                break;
            }
    }
    if (i < 0) return TFC_OK;
    r->reason = tfc_verdict_finding_reason(v, (size_t)i);
    free(r->message);
    r->message = dup_or_null(tfc_verdict_finding_message(v, (size_t)i));
    return r->message ? TFC_OK : TFC_E_NOMEM;
}

/* Records a read failure; returns TFC_OK unless out of memory. */
static int unreadable(tfc_scan_record *r, int32_t code, const tfc_error *e)
{
    r->outcome = TFC_SCAN_UNREADABLE;
    r->status = code;
    r->offset = e->offset;
    r->producer = r->min_consumer = -1;
    r->reason = TFC_REASON_NONE;
    free(r->oldest);
    free(r->newest);
    r->oldest = r->newest = NULL;
    r->accepting = 0;
    const char *msg = e->message[0] ? e->message : tfc_status_str(code);
    /* The record names the path; a reader's "PATH: " prefix would depend on
     * whether the file was read or mapped (see SCAN_READ_BUF). */
    size_t pl = strlen(r->path);
    if (!strncmp(msg, r->path, pl) && msg[pl] == ':' && msg[pl + 1] == ' ') msg += pl + 2;
    free(r->message);
    r->message = dup_or_null(msg);
    return r->message ? TFC_OK : TFC_E_NOMEM;
}

/* One graph: its versions and the ops it uses (graph nodes and functions). */
typedef struct graph {
    const tfc_versiondef *versions;
    const char *const *ops;
    size_t n_ops;
} graph;

/* Every release of `scheme` asked about every graph: a release accepts when
 * it accepts every graph. Sets oldest/newest/accepting; when `decide`, also
 * the outcome (accepted when some release accepts) and the newest refusal. */
static int ask_releases(tfc_scan_record *r, const tfc_registry *reg, const char *scheme, const graph *gs,
                        size_t n, int decide, tfc_error *err)
{
    tfc_release_answer **a = calloc(n, sizeof *a);
    if (!a) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    int rc = TFC_OK;
    for (size_t g = 0; g < n && !rc; g++)
        rc = tfc_registry_check(&a[g], reg, scheme, gs[g].versions, gs[g].ops, gs[g].n_ops, err);
    size_t count = rc ? 0 : tfc_release_answer_count(a[0]);
    int64_t first = -1, last = -1, refusal = -1, refusal_graph = 0, any_undetermined = 0;
    for (size_t i = 0; i < count; i++) {
        int32_t worst = TFC_OUTCOME_ACCEPTED;
        size_t wg = 0;
        for (size_t g = 0; g < n; g++) {
            int32_t o = tfc_release_answer_outcome(a[g], i);
            if ((o == TFC_OUTCOME_REJECTED && worst != TFC_OUTCOME_REJECTED) ||
                (o == TFC_OUTCOME_UNDETERMINED && worst == TFC_OUTCOME_ACCEPTED)) {
                worst = o;
                wg = g;
            }
        }
        if (worst == TFC_OUTCOME_ACCEPTED) {
            if (first < 0) first = (int64_t)i;
            last = (int64_t)i;
            r->accepting++;
        } else {
            refusal = (int64_t)i;
            refusal_graph = (int64_t)wg;
            any_undetermined |= worst == TFC_OUTCOME_UNDETERMINED;
        }
    }
    if (!rc && first >= 0) {
        r->oldest = dup_or_null(tfc_release_answer_release(a[0], (size_t)first));
        r->newest = dup_or_null(tfc_release_answer_release(a[0], (size_t)last));
        if (!r->oldest || !r->newest) rc = tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    }
    if (!rc && decide) {
        if (first >= 0) {
            r->outcome = TFC_OUTCOME_ACCEPTED;
        } else if (refusal >= 0) {
            const tfc_release_answer *ra = a[refusal_graph];
            r->outcome = any_undetermined && tfc_release_answer_outcome(ra, (size_t)refusal) == TFC_OUTCOME_UNDETERMINED
                             ? TFC_OUTCOME_UNDETERMINED
                             : TFC_OUTCOME_REJECTED;
            r->reason = tfc_release_answer_reason(ra, (size_t)refusal);
            free(r->message);
            r->message = dup_or_null(tfc_release_answer_message(ra, (size_t)refusal));
            if (!r->message) rc = tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
        } else {
            r->outcome = TFC_OUTCOME_REJECTED; /* a registry without consumers of the scheme */
            free(r->message);
            r->message = dup_or_null("no release of the registry in this scheme");
            if (!r->message) rc = tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
        }
    }
    for (size_t g = 0; g < n; g++) tfc_release_answer_free(a[g]);
    free(a);
    return rc;
}

/* Worst verdict of one release over the graphs, as `check --tf`. */
static int check_graphs(tfc_scan_record *r, const tfc_scan_target *t, const char *scheme, const graph *gs,
                        size_t n, tfc_error *err)
{
    tfc_verdict *worst = NULL;
    int rc = TFC_OK;
    for (size_t g = 0; g < n && !rc; g++) {
        tfc_verdict *v = NULL;
        rc = tfc_registry_check_release(&v, t->registry, scheme, t->release, gs[g].versions, gs[g].ops,
                                        gs[g].n_ops, t->tf_version, err);
        if (rc) break;
        int32_t o = tfc_verdict_outcome(v), w = worst ? tfc_verdict_outcome(worst) : TFC_OUTCOME_ACCEPTED;
        if (!worst || (o == TFC_OUTCOME_REJECTED && w != TFC_OUTCOME_REJECTED) ||
            (o == TFC_OUTCOME_UNDETERMINED && w == TFC_OUTCOME_ACCEPTED)) {
            tfc_verdict_free(worst);
            worst = v;
        } else {
            tfc_verdict_free(v);
        }
    }
    if (!rc) rc = take_verdict(r, worst);
    tfc_verdict_free(worst);
    return rc;
}

static void versions_of(tfc_scan_record *r, const tfc_versiondef *v)
{
    int32_t p = v ? tfc_versiondef_producer(v) : 0, m = v ? tfc_versiondef_min_consumer(v) : 0;
    if (p > r->producer) r->producer = p;
    if (m > r->min_consumer) r->min_consumer = m;
}

static int record_tflite(tfc_scan_record *r, const tfc_scan_target *t, const tfc_tflite_model *m, tfc_error *e)
{
    tfc_min_runtime *mr = NULL;
    tfc_verdict *v = NULL;
    int32_t rc = tfc_min_runtime_compute(&mr, m, e);
    if (!rc && t->resolver) rc = tfc_resolver_check(&v, m, t->resolver, TFC_TFLITE_CHECK_STRUCTURE, e);
    if (rc) {
        tfc_min_runtime_free(mr);
        return rc == TFC_E_NOMEM ? rc : unreadable(r, rc, e);
    }
    const char *min = tfc_min_runtime_version(mr);
    if (min && min[0]) r->oldest = dup_or_null(min);
    int out = (min && min[0] && !r->oldest) ? TFC_E_NOMEM : TFC_OK;
    if (!out && v) {
        out = take_verdict(r, v);
    } else if (!out) {
        int ok = min && min[0] && tfc_min_runtime_unmapped_count(mr) == 0;
        r->outcome = ok ? TFC_OUTCOME_ACCEPTED : TFC_OUTCOME_REJECTED;
        if (!ok) {
            r->reason = TFC_REASON_UNSUPPORTED_OP_VERSION;
            free(r->message);
            r->message = dup_or_null(tfc_min_runtime_message(mr));
            if (!r->message) out = TFC_E_NOMEM;
        }
    }
    tfc_verdict_free(v);
    tfc_min_runtime_free(mr);
    return out;
}

/* A SavedModel directory's checkpoint against the target's release, as
 * tfc_gate_check does: the registry's checkpoint consumer of the
 * release, else the tensor-bundle reader's rule. Its verdict becomes the
 * record's when it is worse than the graphs'. */
static int check_saved_model_checkpoint(tfc_scan_record *r, const tfc_scan_target *t, const tfc_checkpoint *c,
                                        tfc_error *e)
{
    tfc_verdict *v = NULL;
    int rc;
    if (tfc_registry_find(t->registry, tfc_registry_scheme_checkpoint(), t->release) >= 0)
        rc = tfc_registry_check_release(&v, t->registry, tfc_registry_scheme_checkpoint(), t->release,
                                        tfc_checkpoint_versions(c), NULL, 0, t->tf_version, e);
    else
        rc = tfc_checkpoint_check_versions(&v, c, t->tf_version ? t->tf_version : t->release, e);
    if (!rc) {
        int32_t o = tfc_verdict_outcome(v);
        if ((o == TFC_OUTCOME_REJECTED && r->outcome != TFC_OUTCOME_REJECTED) ||
            (o == TFC_OUTCOME_UNDETERMINED && r->outcome == TFC_OUTCOME_ACCEPTED))
            rc = take_verdict(r, v);
    }
    tfc_verdict_free(v);
    return rc;
}

static int record_tf(tfc_scan_record *r, const tfc_scan_target *t, const tfc_artifact *a, tfc_error *e)
{
    const char *scheme = tfc_artifact_scheme(a);
    size_t n = tfc_artifact_versions_count(a);
    graph *gs = calloc(n ? n : 1, sizeof *gs);
    if (!gs) return tfc__fail(e, TFC_E_NOMEM, -1, "out of memory");
    r->producer = r->min_consumer = n ? -1 : 0;
    for (size_t g = 0; g < n; g++) {
        gs[g].versions = tfc_artifact_versions(a, g);
        gs[g].ops = tfc_artifact_ops(a, g, &gs[g].n_ops);
        versions_of(r, gs[g].versions);
    }
    if (n == 0) n = 1; /* a model without meta graphs: one absent graph, as `releases` asks */
    int out = ask_releases(r, t->registry, scheme, gs, n, t->release == NULL, e);
    if (!out && t->release) {
        const tfc_checkpoint *c = tfc_artifact_checkpoint(a);
        if (tfc_artifact_kind(a) == TFC_KIND_CHECKPOINT_INDEX && tfc_registry_find(t->registry, scheme, t->release) < 0) {
            /* No checkpoint consumer for the release: the tensor-bundle reader's rule. */
            tfc_verdict *v = NULL;
            out = tfc_checkpoint_check_versions(&v, c, t->tf_version ? t->tf_version : t->release, e);
            if (!out) out = take_verdict(r, v);
            tfc_verdict_free(v);
        } else {
            out = check_graphs(r, t, scheme, gs, n, e);
        }
        /* A SavedModel directory: its checkpoint too, in one verdict. */
        if (!out && tfc_artifact_is_directory(a)) {
            tfc_error ce;
            tfc_error_init(&ce);
            int32_t st = tfc_artifact_checkpoint_status(a, &ce);
            if (st) out = st == TFC_E_NOMEM ? st : unreadable(r, st, &ce);
            else if (c) out = check_saved_model_checkpoint(r, t, c, e);
        }
    }
    free(gs);
    return out;
}

int32_t tfc_scan_record_new(tfc_scan_record **out, const tfc_scan_target *target, const char *path,
                            tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!target || !path) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "target or path is NULL");
    tfc_scan_record *r = calloc(1, sizeof *r);
    if (!r) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    r->path = dup_or_null(path);
    r->message = dup_or_null("");
    r->producer = r->min_consumer = -1;
    r->offset = -1;
    r->kind = TFC_KIND_UNKNOWN;
    r->reason = TFC_REASON_NONE;
    if (!r->path || !r->message) {
        tfc_scan_record_free(r);
        return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    }
    /* Read failures belong in the record, not in the caller's err. */
    tfc_error e;
    tfc_error_init(&e);
    tfc_tflite_options to;
    tfc_tflite_options_init(&to);
    to.flags = TFC_TFLITE_ANY_IDENTIFIER; /* a wrong identifier is a finding, as tflite check says */
    tfc_artifact_options ao;
    tfc_artifact_options_init(&ao);
    ao.tflite = &to;
    tfc_artifact *a = NULL;
    uint8_t *bytes = NULL;
    size_t len = 0;
    int32_t rc;
    if (read_small_file(path, &bytes, &len) == 0) {
        /* A small file is read, not mapped (see SCAN_READ_BUF); the TFLite
         * reader borrows the bytes, freed after the artifact. */
        to.flags |= TFC_TFLITE_BORROW_DATA;
        rc = tfc_artifact_parse(&a, bytes, len, &ao, &e);
    } else {
        rc = tfc_artifact_open(&a, path, &ao, &e);
    }
    if (rc) {
        /* the kind, when the content says it but its reader refuses it */
        int32_t kind = TFC_KIND_UNKNOWN;
        tfc_error de;
        tfc_error_init(&de);
        if (rc != TFC_E_NOMEM && tfc_file_detect_kind(&kind, NULL, path, &de) == TFC_OK) r->kind = kind;
        rc = rc == TFC_E_NOMEM ? rc : unreadable(r, rc, &e);
    } else {
        r->kind = tfc_artifact_kind(a);
        rc = r->kind == TFC_KIND_TFLITE ? record_tflite(r, target, tfc_artifact_tflite(a), &e)
                                        : record_tf(r, target, a, &e);
    }
    tfc_artifact_free(a);
    free(bytes);
    if (rc) {
        tfc_scan_record_free(r);
        return tfc__fail(err, rc, -1, "out of memory");
    }
    *out = r;
    return TFC_OK;
}

void tfc_scan_record_free(tfc_scan_record *r)
{
    if (!r) return;
    free(r->path);
    free(r->oldest);
    free(r->newest);
    free(r->message);
    free(r);
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
const char *tfc_scan_record_message(const tfc_scan_record *r) { return r ? r->message : ""; }
int32_t tfc_scan_record_status(const tfc_scan_record *r) { return r ? r->status : TFC_E_INVALID_ARGUMENT; }
int64_t tfc_scan_record_offset(const tfc_scan_record *r) { return r ? r->offset : -1; }
