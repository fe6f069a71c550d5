/*
 * answer.c - every release at once (tfcompat/check.h): each release's
 * verdict, made by the same rules and the same merge as tfc_check, then
 * the accepting ranges and the runs of releases refused for the same
 * first finding.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_internal.h"
#include "containers_internal.h"
#include "opver/release_axis.h"
#include "products_internal.h"
#include "registry/registry_check_internal.h"
#include "tfjs_internal.h"
#include "tfcompat/checkpoint.h"
#include "tfcompat/container.h"
#include "tfcompat/opreg.h"
#include "tfcompat/opver.h"

typedef struct entry {
    const char *release;       /* own_release, or a static string */
    char *own_release;
    char *embedded;            /* a product line's "libtensorflow 2.9.1", or NULL */
    int64_t consumer;
    tfc_verdict *own;          /* merged here, or NULL */
    const tfc_verdict *verdict; /* own, or borrowed from a held release answer */
    int64_t first;             /* tfc_verdict_first_finding */
    const tfc_verdict *ck;     /* the checkpoint's part merged into it, or NULL */
    int refused;               /* the container rule refuses the release */
} entry;

/* A release a quiet TFLite answer does not show has no verdict (entry
 * .verdict NULL, .first 0 or -1): its outcome and first finding are the
 * answer's q[i], the subject static, the model's or the answer's
 * `subjects`. Kept apart from entry, which every answer zeroes. */
typedef struct quiet_entry {
    int32_t outcome, reason;
    const char *subject;
    size_t repeats; /* the entries right after it that copy it (same_quiet each) */
} quiet_entry;

typedef struct run {
    size_t first, last;
    int32_t outcome;
} run;

struct tfc_answer {
    tfc_allocator alloc;
    const char *scheme;
    const tfc_registry *registry; /* of a registry answer: consumer names */
    entry *e;
    size_t n;
    run *runs;
    size_t n_runs;
    size_t accepting;
    int64_t oldest, newest;
    int32_t outcome;
    /* The registry answers release verdicts are borrowed from. */
    tfc_release_answer **held;
    size_t n_held;
    tfc_release_answer *held_ck;
    /* The parts of the release whose messages a quiet answer shows. */
    tfc_verdict **loud;
    size_t n_loud;
    /* A quiet answer's releases the container rule refuses, when no part
     * dropped a finding: all the same verdict (the rule's finding; the
     * parts add nothing to a quiet rejected verdict), made once. */
    tfc_verdict *too_new;
    /* Release names borrowed from the registry, not copied: a quiet answer
     * (a scan record's) is freed before the target's registry. */
    int names_borrowed;
    /* The names are the compiled-in registry's (static: an address names its text). */
    int fixed_names;
    quiet_entry *q; /* a quiet TFLite answer's, one per entry; else NULL */
    char *subjects; /* a quiet TFLite answer's written subjects, 32 bytes an operator code */
    /* A quiet TFLite answer: no entry owns anything but e[shown].own. */
    int plain;
    size_t shown;
};

/* ---- the TFLite release axis ---------------------------------------------- */

/* Every release the runtime map dates an (op, version) to: the standard
 * interpreter only changes at those releases (opver/release_axis.c). */
const char *const *tfc__tflite_releases(size_t *n)
{
    return tfc__tflite_axis(n);
}

/* ---- building ------------------------------------------------------------- */

/* The answer, its entries and its runs in one allocation (a scan record
 * makes and frees one answer a model). The entries are zeroed unless the
 * caller writes every one whole (`written`); the runs are written by
 * summarize before they are read. */
static tfc_answer *answer_alloc(const tfc_allocator *alloc, size_t n, int written)
{
    if (!n) n = 1;
    size_t each = sizeof(entry) + sizeof(run) + (written ? sizeof(quiet_entry) : 0);
    if (n > (SIZE_MAX - sizeof(tfc_answer)) / each) return NULL;
    tfc_answer *a = tfc__alloc(alloc, sizeof(tfc_answer) + n * each);
    if (!a) return NULL;
    memset(a, 0, sizeof *a);
    tfc__allocator_copy(&a->alloc, alloc);
    /* entry, run and quiet_entry hold pointers and 64-bit integers: each
     * array stays aligned after the answer */
    a->e = (entry *)(void *)(a + 1);
    a->runs = (run *)(void *)(a->e + n);
    if (written) a->q = (quiet_entry *)(void *)(a->runs + n);
    else memset(a->e, 0, n * sizeof *a->e);
    return a;
}

static tfc_answer *answer_new(const tfc_allocator *alloc, size_t n) { return answer_alloc(alloc, n, 0); }

/* Release i, named by a static string (the TFLite axis's): its verdict
 * is `borrowed` (owned by a->held or by another entry), or a new one to
 * merge into. */
static int set_static_release(tfc_answer *a, size_t i, const char *release, int64_t consumer,
                              const tfc_verdict *borrowed)
{
    a->n = i + 1;
    a->e[i].release = release;
    a->e[i].consumer = consumer;
    if (borrowed) {
        a->e[i].verdict = borrowed;
    } else {
        a->e[i].own = tfc__verdict_new(&a->alloc);
        a->e[i].verdict = a->e[i].own;
    }
    return a->e[i].release && a->e[i].verdict ? TFC_OK : TFC_E_NOMEM;
}

/* Release i, named by a copy of `release`. */
static int set_release(tfc_answer *a, size_t i, const char *release, int64_t consumer, const tfc_verdict *borrowed)
{
    a->e[i].own_release = tfc__strndup(&a->alloc, release, strlen(release));
    int rc = set_static_release(a, i, a->e[i].own_release, consumer, borrowed);
    return a->e[i].own_release ? rc : TFC_E_NOMEM;
}

/* Release i's outcome, reason and subject of its first finding: its
 * verdict's, or a quiet TFLite answer's q[i]. */
static int32_t entry_outcome(const tfc_answer *a, size_t i)
{
    const entry *e = &a->e[i];
    return e->verdict ? tfc_verdict_outcome(e->verdict) : a->q[i].outcome;
}

static int32_t entry_reason(const tfc_answer *a, size_t i)
{
    const entry *e = &a->e[i];
    if (e->first < 0) return TFC_REASON_NONE;
    return e->verdict ? tfc_verdict_finding_reason(e->verdict, (size_t)e->first) : a->q[i].reason;
}

static const char *entry_subject(const tfc_answer *a, size_t i)
{
    const entry *e = &a->e[i];
    if (e->first < 0) return "";
    return e->verdict ? tfc_verdict_finding_subject(e->verdict, (size_t)e->first) : a->q[i].subject;
}

static int same_finding(const tfc_answer *a, size_t x, size_t y)
{
    const entry *ex = &a->e[x], *ey = &a->e[y];
    if (ex->first < 0 || ey->first < 0) return ex->first == ey->first;
    if (ex->verdict && ex->verdict == ey->verdict && ex->first == ey->first) return 1; /* one verdict held by both */
    const char *xs = entry_subject(a, x), *ys = entry_subject(a, y);
    return entry_reason(a, x) == entry_reason(a, y) && (xs == ys || !strcmp(xs, ys));
}

/* 1 when quiet releases i and i - 1 (i > 0, neither with a verdict) say
 * the same: outcome and first finding. */
static int same_quiet(const tfc_answer *a, size_t i)
{
    const quiet_entry *x = &a->q[i], *y = &a->q[i - 1];
    return !a->e[i - 1].verdict && a->e[i].first == a->e[i - 1].first && x->outcome == y->outcome &&
           x->reason == y->reason && x->subject == y->subject;
}

/* Outcome, ranges and runs, once every release has its verdict (counted
 * in locals: the entries and runs do not alias them). A quiet entry's
 * repeats join its run together, as same_quiet joins each. */
static void summarize(tfc_answer *a)
{
    int64_t oldest = -1, newest = -1;
    size_t accepting = a->accepting, n_runs = a->n_runs;
    int any_undetermined = 0;
    for (size_t i = 0; i < a->n; i++) {
        entry *e = &a->e[i];
        int32_t o;
        int joined = 0; /* i joined the run before as a repeat of i - 1 */
        if (e->verdict && i && e->verdict == a->e[i - 1].verdict) {
            /* the same verdict as the release before (a quiet answer shares
             * them): its outcome and finding, the same run */
            e->first = a->e[i - 1].first;
            if (a->runs[n_runs - 1].outcome == TFC_OUTCOME_ACCEPTED) accepting++, newest = (int64_t)i;
            a->runs[n_runs - 1].last = i;
            continue;
        }
        if (e->verdict) {
            e->first = tfc_verdict_first_finding(e->verdict);
            o = tfc_verdict_outcome(e->verdict);
        } else if (i && same_quiet(a, i)) {
            /* the entry before, repeated: its outcome, in its run */
            a->runs[n_runs - 1].last = i;
            o = a->q[i].outcome;
            if (o == TFC_OUTCOME_ACCEPTED) newest = (int64_t)i, accepting++;
            joined = 1;
        } else {
            o = a->q[i].outcome;
        }
        if (!joined) {
            if (o == TFC_OUTCOME_ACCEPTED) {
                if (oldest < 0) oldest = (int64_t)i;
                newest = (int64_t)i;
                accepting++;
            }
            any_undetermined |= o == TFC_OUTCOME_UNDETERMINED;
            run *r = n_runs ? &a->runs[n_runs - 1] : NULL;
            if (r && r->outcome == o && (o == TFC_OUTCOME_ACCEPTED || same_finding(a, r->last, i))) {
                r->last = i;
            } else {
                a->runs[n_runs++] = (run){i, i, o};
            }
        }
        if (!e->verdict && a->q && a->q[i].repeats) {
            size_t k = a->q[i].repeats;
            i += k;
            a->runs[n_runs - 1].last = i;
            if (o == TFC_OUTCOME_ACCEPTED) newest = (int64_t)i, accepting += k;
        }
    }
    a->oldest = oldest;
    a->newest = newest;
    a->accepting = accepting;
    a->n_runs = n_runs;
    a->outcome = accepting ? TFC_OUTCOME_ACCEPTED : any_undetermined ? TFC_OUTCOME_UNDETERMINED : TFC_OUTCOME_REJECTED;
}

/* The release of entries [0, n) (n > 0) a scan record shows when the
 * target has no side for the kind: tfc_check's pick (check.c, check_any),
 * the newest accepting release, else the newest. */
static size_t shown_release(const tfc_answer *a, size_t n)
{
    size_t p = n - 1;
    for (size_t i = 0; i < n; i++)
        if (entry_outcome(a, i) == TFC_OUTCOME_ACCEPTED) p = i;
    return p;
}

/* Every runtime release of the axis, from the release tables: what does
 * not depend on the release (identifier, schema, structure, the
 * converter's versions) once per model, then each release's operator codes
 * in a few comparisons each; a verdict is made once per distinct reading
 * of the codes (two releases that read every code alike give the same
 * verdict). No interpreter is built. */
static int answer_tflite(tfc_answer **out, const tfc_tflite_model *m, const tfc_allocator *alloc, int warnings,
                         tfc_error *err)
{
    size_t n = 0;
    const char *const *rel = tfc__tflite_releases(&n);
    tfc_answer *a = rel ? answer_new(alloc, n) : NULL;
    if (!a) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    a->scheme = "tflite";
    tfc__axis_check *ax = NULL;
    tfc_op_versions *vers = NULL; /* the converter's versions: once per model */
    int rc = tfc__axis_check_new(&ax, m, err);
    if (!rc && warnings) rc = tfc_op_versions_compute(&vers, m, err);
    for (size_t i = 0; i < n && !rc; i++) {
        /* Same reading as the release before: the same verdict, held once. */
        if (tfc__axis_check_same(ax, i)) {
            rc = set_static_release(a, i, rel[i], -1, a->e[i - 1].verdict);
            continue;
        }
        tfc_verdict *v = NULL;
        rc = warnings ? tfc__axis_check_verdict(&v, ax, i, err) : tfc__axis_check_outcome(&v, ax, i, err);
        if (!rc && vers) rc = tfc__check_tflite_versions(v, vers, err);
        /* The release's verdict is the one made, kept as it is: a copy
         * into a verdict of the default size would be the same findings
         * unless the model's reader kept more than that. */
        if (!rc && tfc_verdict_finding_count(v) <= TFC_DEFAULT_MAX_FINDINGS) {
            rc = set_static_release(a, i, rel[i], -1, v);
            if (rc) tfc_verdict_free(v);
            else a->e[i].own = v;
            continue;
        }
        if (!rc) rc = set_static_release(a, i, rel[i], -1, NULL);
        if (!rc) rc = tfc__verdict_append(a->e[i].own, v, "");
        tfc_verdict_free(v);
    }
    /* Outcome-only verdicts (a scan record's answer): the release it shows
     * (tfc_check's pick, the newest accepting, else the newest) gets its
     * whole verdict; the outcome-only one stays for releases that hold it. */
    if (!rc && !warnings && n) {
        size_t p = shown_release(a, n);
        tfc_verdict *v = NULL;
        a->loud = tfc__calloc(&a->alloc, 1, sizeof *a->loud);
        rc = a->loud ? tfc__axis_check_verdict(&v, ax, p, err) : TFC_E_NOMEM;
        if (!rc && tfc_verdict_finding_count(v) > TFC_DEFAULT_MAX_FINDINGS) {
            /* as the loop above keeps it: copied into a verdict of the default size */
            tfc_verdict *d = tfc__verdict_new(&a->alloc);
            rc = d ? tfc__verdict_append(d, v, "") : TFC_E_NOMEM;
            tfc_verdict_free(v);
            v = d;
        }
        if (a->loud) a->loud[0] = v, a->n_loud = 1;
        if (!rc) a->e[p].verdict = v;
    }
    tfc__axis_check_free(ax);
    tfc_op_versions_free(vers);
    if (rc) {
        tfc_answer_free(a);
        return rc == TFC_E_NOMEM ? tfc__fail(err, rc, -1, "out of memory") : rc;
    }
    summarize(a);
    *out = a;
    return TFC_OK;
}

/* A scan record's answer (outcome-only, tfc__check_releases_shown): the
 * release it shows (the newest accepting, else the newest) gets its whole
 * verdict; every other release only its outcome and first finding, read
 * off its row of the range tables, with no verdict (entry.outcome,
 * .reason, .subject). Getter by getter it is answer_tflite's outcome-only
 * answer, but for tfc_answer_verdict of a release it does not show (NULL).
 * When the parts no release changes (identifier, schema, structure) find
 * something, every release has their finding first: that answer is made. */
static int answer_tflite_shown(tfc_answer **out, const tfc_tflite_model *m, const tfc_allocator *alloc,
                               tfc_error *err)
{
    size_t n = 0;
    const char *const *rel = tfc__tflite_releases(&n);
    if (!rel || !n) return answer_tflite(out, m, alloc, 0, err);
    size_t w = tfc_tflite_model_operator_code_count(m);
    uint8_t local[2048], changed_local[520];
    uint8_t *states = n * w <= sizeof local ? local : tfc__alloc(alloc, n * w);
    uint8_t *changed = n < sizeof changed_local ? changed_local : NULL; /* NULL: rows compared */
    if (!states || tfc__tflite_axis_states(states, changed, m)) {
        if (states != local) tfc__free(alloc, states);
        return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    }
    char buf[32];
    const char *subject;
    size_t p = n - 1, j; /* the newest release that resolves every code, else the newest */
    for (size_t i = n; i-- > 0;) {
        if (changed && i + 1 < n && !changed[i + 1]) continue; /* row i is row i + 1, which did not */
        if (tfc__axis_row_first(m, states + i * w, buf, &subject, &j) == TFC_REASON_NONE) {
            p = i;
            break;
        }
    }
    tfc_verdict *v = NULL;
    int fixed = 0;
    tfc_answer *a = NULL;
    int rc = tfc__axis_row_verdict(&v, &fixed, m, states + p * w, err);
    if (!rc && !fixed && tfc_verdict_finding_count(v) > TFC_DEFAULT_MAX_FINDINGS) {
        /* as answer_tflite keeps it: copied into a verdict of the default size */
        tfc_verdict *d = tfc__verdict_new(alloc);
        rc = d ? tfc__verdict_append(d, v, "") : TFC_E_NOMEM;
        tfc_verdict_free(v);
        v = d;
    }
    if (!rc && !fixed && !(a = answer_alloc(alloc, n, 1))) rc = TFC_E_NOMEM;
    if (a) {
        a->scheme = "tflite";
        a->n = n;
    }
    size_t head = 0; /* the quiet entry the ones that copy it repeat */
    entry *const ents = a ? a->e : NULL; /* in locals: the stores below do not move them */
    quiet_entry *const qs = a ? a->q : NULL;
    for (size_t i = 0; a && i < n; i++) {
        entry *e = &ents[i];
        quiet_entry *q = &qs[i];
        *e = (entry){.release = rel[i], .consumer = -1, .first = -1};
        q->repeats = 0;
        if (rc) continue; /* every entry is written: the answer is freed */
        if (i == p) {
            e->own = v;
            e->verdict = v;
            v = NULL;
            a->plain = 1;
            a->shown = p;
            continue;
        }
        /* a release that reads every code as the one before finds the same */
        if (i > 0 && i - 1 != p && (changed ? !changed[i] : !memcmp(states + i * w, states + (i - 1) * w, w))) {
            e->first = e[-1].first;
            *q = (quiet_entry){q[-1].outcome, q[-1].reason, q[-1].subject, 0};
            qs[head].repeats++;
            continue;
        }
        head = i;
        q->reason = tfc__axis_row_first(m, states + i * w, buf, &q->subject, &j);
        e->first = q->reason != TFC_REASON_NONE ? 0 : -1;
        q->outcome = e->first < 0 ? TFC_OUTCOME_ACCEPTED : TFC_OUTCOME_REJECTED;
        if (q->subject != buf) continue;
        /* a written subject (a builtin code), kept per operator code */
        if (!a->subjects && !(a->subjects = tfc__calloc(&a->alloc, w, 32))) {
            rc = TFC_E_NOMEM;
            continue;
        }
        q->subject = memcpy(a->subjects + 32 * j, buf, 32);
    }
    if (states != local) tfc__free(alloc, states);
    tfc_verdict_free(v);
    if (fixed) return answer_tflite(out, m, alloc, 0, err);
    if (rc) {
        tfc_answer_free(a);
        return rc == TFC_E_NOMEM ? tfc__fail(err, rc, -1, "out of memory") : rc;
    }
    summarize(a);
    *out = a;
    return TFC_OK;
}

/* ---- the TensorFlow.js release axis ---------------------------------------- */

/* A model.json: every release of the TensorFlow.js axis (npm
 * @tensorflow/tfjs numbers; a 0.x release that bundles no tfjs-converter
 * loads no graph model and is not on it), each its runtime's verdict. */
static int answer_tfjs(tfc_answer **out, const tfc_tfjs_model *m, const tfc_allocator *alloc, tfc_error *err)
{
    size_t n = tfc__tfjs_axis_count();
    tfc_answer *a = answer_new(alloc, n);
    if (!a) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    a->scheme = "tfjs";
    int rc = TFC_OK;
    for (size_t i = 0; i < n && !rc; i++) {
        tfc_verdict *v = NULL;
        if ((rc = set_static_release(a, i, tfc__tfjs_axis_name(i), -1, NULL))) break;
        rc = tfc__tfjs_model_check_release(&v, m, i, err);
        if (!rc) rc = tfc__verdict_append(a->e[i].own, v, "");
        tfc_verdict_free(v);
    }
    if (rc) {
        tfc_answer_free(a);
        return rc == TFC_E_NOMEM ? tfc__fail(err, rc, -1, "out of memory") : rc;
    }
    summarize(a);
    *out = a;
    return TFC_OK;
}

/* A part that adds nothing to a merged verdict: accepted, no finding. */
static int silent(const tfc_verdict *v)
{
    return tfc_verdict_outcome(v) == TFC_OUTCOME_ACCEPTED && !tfc_verdict_finding_count(v) &&
           !tfc_verdict_dropped_count(v);
}

/* 1 when every checkpoint consumer of the registry is known to be the
 * tensor-bundle reader (its consumer version and min_producer) and the
 * first of them says nothing about this checkpoint: then none of them does
 * (the same rule on the same numbers; a silent verdict names no release),
 * and no other release need be asked. */
static int checkpoint_consumers_say_nothing(const tfc_registry *reg, const tfc_checkpoint *c)
{
    const char *scheme = tfc_registry_scheme_checkpoint();
    int64_t first = tfc__registry_scheme_all_at(reg, scheme, tfc_checkpoint_bundle_version(),
                                                tfc_checkpoint_bundle_min_producer());
    if (first == -2) return 0;
    if (first < 0) return 1;
    tfc_verdict *v = NULL;
    int quiet = !tfc__registry_check_one(&v, reg, (size_t)first, tfc_checkpoint_versions(c), NULL, 0, NULL, NULL, NULL) &&
                silent(v);
    tfc_verdict_free(v);
    return quiet;
}

/* tfc__container_refuses of the answer's release i, remembered per thread:
 * a store scan asks the same registry releases of every record, and the
 * rule (row r of the static table tfc__containers, as tfc__container_rule
 * returns it) and the release's text are all the rule reads, so what is
 * remembered for the same row and the same text is the rule's answer (a
 * release compare each was 5 % of a SavedModel record's instructions). A
 * release past the slots, or longer than a slot holds, is asked each time. */
typedef struct refuses_slot {
    char release[16];
    const char *fixed; /* the text's address when it is the compiled-in registry's (static, never freed) */
    uint8_t known, refuses; /* bit r: row r asked, row r refuses */
} refuses_slot;
#define REFUSES_SLOTS 64
static _Thread_local refuses_slot refuses_seen[REFUSES_SLOTS];

/* `fixed`: release is a string of the compiled-in registry, whose address
 * names its text for the life of the process (no compare needed). */
static int container_refuses(const tfc__container_rec *rule, const char *release, size_t i, int fixed)
{
    size_t r = rule ? (size_t)(rule - tfc__containers) : 8;
    if (!rule || !release || r >= 8 || i >= REFUSES_SLOTS) return tfc__container_refuses(rule, release);
    refuses_slot *s = &refuses_seen[i];
    if (!fixed || s->fixed != release) {
        size_t len = strlen(release);
        if (len >= sizeof s->release) return tfc__container_refuses(rule, release);
        if (memcmp(s->release, release, len + 1)) {
            memcpy(s->release, release, len + 1);
            s->known = s->refuses = 0;
        }
        s->fixed = fixed ? release : NULL;
    }
    uint8_t bit = (uint8_t)(1u << r);
    if (!(s->known & bit)) {
        s->known |= bit;
        if (tfc__container_refuses(rule, release)) s->refuses |= bit;
    }
    return (s->refuses & bit) != 0;
}

/* Release i's entry of a registry answer, from its parts in tfc_check's
 * order: each meta graph's verdict (`loud[g]`, else part g's verdict in
 * ra), the directory's checkpoint `ck`, the container rule (the
 * artifact's row, tfc__container_rule). */
static int make_entry(tfc_answer *a, size_t i, const tfc_artifact *art, const struct tfc__container_rec *rule,
                      tfc_release_answer *const *ra, tfc_verdict *const *loud, size_t n_parts, int named,
                      const tfc_verdict *ck, tfc_error *err)
{
    /* set by the caller: the release of registry consumer ci (tfc_release_answer_consumer(ra[0], i)) */
    const char *rel = a->e[i].release;
    int64_t ci = a->e[i].consumer;
    /* the container rule, as tfc_check applies it */
    int too_new = container_refuses(rule, rel, i, a->fixed_names);
    /* A quiet answer's release with the parts of the release before (the
     * same shared verdicts, the same checkpoint verdict) and the same
     * container rule: the same merge (a quiet one names no release), so it
     * holds that release's verdict when no entry owns it (make_loud frees
     * the one it makes again). */
    int same = !loud && a->names_borrowed && i && !a->e[i - 1].own && a->e[i - 1].ck == ck &&
               a->e[i - 1].refused == too_new;
    for (size_t g = 0; g < n_parts && same; g++) same = tfc__release_answer_holds_previous(ra[g], i);
    a->e[i].ck = ck;
    a->e[i].refused = too_new;
    if (same) return set_static_release(a, i, rel, ci, a->e[i - 1].verdict);
#define PART(g) (loud ? loud[g] : tfc_release_answer_verdict(ra[g], i))
    /* One part says something and needs no name (one graph, nothing
     * from the checkpoint): the merge of tfc_check would copy it as it
     * is, so release i's verdict is that part's own (held, not copied). */
    size_t speaking = 0;
    const tfc_verdict *only = PART(0);
    for (size_t g = 0; g < n_parts; g++)
        if (!silent(PART(g))) speaking++, only = PART(g);
    int borrow = !named && !too_new && (!ck || silent(ck)) && speaking <= 1;
    int shared = too_new && !borrow && a->names_borrowed && !loud && (!ck || !tfc_verdict_dropped_count(ck));
    for (size_t g = 0; g < n_parts && shared; g++)
        if (tfc_verdict_dropped_count(PART(g))) shared = 0;
    if (shared && a->too_new) return set_static_release(a, i, rel, ci, a->too_new);
    int rc = a->names_borrowed ? set_static_release(a, i, rel, ci, borrow ? only : NULL)
                               : set_release(a, i, rel, ci, borrow ? only : NULL);
    /* A quiet answer's release a record does not show: outcome and first
     * finding only, as its parts are (no message formatted or copied);
     * make_loud makes the shown one again with its messages. */
    if (!rc && !borrow && a->names_borrowed && !loud) tfc__verdict_set_quiet(a->e[i].own);
    if (!rc && too_new) rc = tfc__check_container_release(a->e[i].own, art, rel, NULL, err);
    for (size_t g = 0; g < n_parts && !rc && !borrow; g++) {
        char where[48] = "";
        if (named) snprintf(where, sizeof where, "meta_graph %zu", g);
        rc = tfc__verdict_append(a->e[i].own, PART(g), where);
    }
#undef PART
    if (!rc && !borrow && ck) rc = tfc__verdict_append(a->e[i].own, ck, "variables/variables.index");
    if (!rc && shared) { /* the answer holds it; this release and the next refused ones borrow it */
        a->too_new = a->e[i].own;
        a->e[i].own = NULL;
    }
    return rc;
}

/* The entry of the release a quiet answer shows, made again from its
 * meta graphs' verdicts with messages (outcome, reasons and subjects are
 * the quiet ones: the same rules on the same numbers). */
static int make_loud(tfc_answer *a, size_t count, const tfc_artifact *art, const tfc_registry *reg,
                     tfc__opreg_graph *const *og, tfc_release_answer *const *ra, size_t n_parts, int named, tfc_error *err)
{
    size_t n = a->n, p = shown_release(a, count);
    a->loud = tfc__calloc(&a->alloc, n_parts, sizeof *a->loud);
    if (!a->loud) return TFC_E_NOMEM;
    a->n_loud = n_parts;
    size_t ci = (size_t)tfc_release_answer_consumer(ra[0], p);
    for (size_t g = 0; g < n_parts; g++) {
        int rc = tfc__opreg_graph_check_consumer(&a->loud[g], reg, ci, og[g], err);
        if (rc) return rc;
    }
    entry *e = &a->e[p];
    const tfc_verdict *ck = e->ck; /* the checkpoint's part, as make_entry merged it */
    tfc__free(&a->alloc, e->own_release);
    tfc_verdict_free(e->own);
    memset(e, 0, sizeof *e);
    e->release = tfc_release_answer_release(ra[0], p);
    e->consumer = (int64_t)ci;
    int rc = make_entry(a, p, art, tfc__container_rule(art), ra, a->loud, n_parts, named, ck, err);
    a->n = n; /* set_release counts entries as it makes them */
    return rc;
}

/* Graph kinds, VersionDefs and checkpoints: every consumer of the
 * artifact's scheme. Each meta graph is asked of every release at once
 * (tfc_opreg_check), then release i's parts are merged as tfc_check merges
 * them. */
static int answer_registry(tfc_answer **out, const tfc_artifact *art, const tfc_registry *reg,
                           const tfc_allocator *alloc, int quiet, tfc_error *err)
{
    const char *scheme = tfc_artifact_scheme(art);
    int32_t kind = tfc_artifact_kind(art);
    const tfc_model *m = tfc_artifact_model(art);
    size_t n_graphs = m ? tfc_model_meta_graph_count(m) : 0;
    size_t n_parts = n_graphs ? n_graphs : 1;
    quiet = quiet && n_graphs; /* only meta graphs' verdicts are asked quietly */
    if (tfc_artifact_is_directory(art)) {
        int rc = tfc_artifact_checkpoint_status(art, err);
        if (rc) return rc;
    }
    tfc_release_answer **ra = tfc__calloc(alloc, n_parts, sizeof *ra);
    /* Each meta graph's op model, made once for every release and the
     * release a quiet answer shows. */
    tfc__opreg_graph **og = tfc__calloc(alloc, n_parts, sizeof *og);
    if (!ra || !og) {
        tfc__free(alloc, ra);
        tfc__free(alloc, og);
        return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    }
    int rc = TFC_OK;
    if (kind == TFC_KIND_CHECKPOINT_INDEX)
        rc = tfc_registry_check(&ra[0], reg, scheme, tfc_checkpoint_versions(tfc_artifact_checkpoint(art)), NULL, 0, err);
    else if (!n_graphs)
        rc = tfc_registry_check(&ra[0], reg, scheme, tfc_artifact_versions(art, 0), NULL, 0, err);
    for (size_t g = 0; g < n_graphs && !rc; g++) {
        rc = tfc__opreg_graph_new(&og[g], reg, tfc_model_meta_graph(m, g), err);
        if (!rc) rc = tfc__opreg_graph_check_all(&ra[g], reg, og[g], quiet, err);
    }
    size_t count = rc ? 0 : tfc_release_answer_count(ra[0]);
    tfc_answer *a = rc ? NULL : answer_new(alloc, count);
    if (!rc && !a) rc = tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    if (a) {
        a->names_borrowed = quiet;
        a->fixed_names = reg == tfc_registry_default();
        a->registry = reg;
    }
    const tfc_checkpoint *ckpt = tfc_artifact_is_directory(art) ? tfc_artifact_checkpoint(art) : NULL;
    int named = tfc__check_parts_named(art);
    const struct tfc__container_rec *rule = tfc__container_rule(art);
    /* The directory's checkpoint, asked of every release at once: the
     * registry's checkpoint consumers in one answer, and the bundle
     * reader's rule once when its verdict has no finding (then no message
     * names a release); any other release by the per-release rule. */
    tfc_release_answer *cka = NULL;
    tfc_verdict *bundle = NULL;
    size_t ck_n = 0, ck_at = 0;
    int all_bundle = 0; /* every checkpoint consumer is the bundle reader, which says nothing */
    if (!rc && ckpt) {
        rc = tfc_checkpoint_check_versions(&bundle, ckpt, "", err);
        if (!rc && !silent(bundle)) {
            tfc_verdict_free(bundle);
            bundle = NULL;
        }
        all_bundle = bundle && checkpoint_consumers_say_nothing(reg, ckpt);
        if (!rc && !all_bundle) {
            rc = tfc_registry_check(&cka, reg, tfc_registry_scheme_checkpoint(), tfc_checkpoint_versions(ckpt), NULL, 0,
                                    err);
            if (rc == TFC_E_UNKNOWN_RELEASE) rc = TFC_OK; /* a registry without the scheme */
            ck_n = tfc_release_answer_count(cka);
        }
    }
    /* The checkpoint verdicts asked release by release, freed at the end
     * (made when the first one is: most directories need none). */
    tfc_verdict **ck_temp = NULL;
    for (size_t i = 0; i < count && !rc; i++) {
        size_t ci = (size_t)tfc_release_answer_consumer(ra[0], i);
        const char *rel = reg->consumers[ci].release; /* tfc_release_answer_release(ra[0], i) */
        /* Release i's parts, in tfc_check's order. */
        tfc_verdict *temp = NULL;
        const tfc_verdict *ck = NULL;
        if (ckpt) {
            /* release order in both schemes: the checkpoint consumer of
             * this release, when the registry has one, is at the cursor */
            if (all_bundle)
                ck = bundle;
            else if (ck_at < ck_n && !strcmp(tfc_release_answer_release(cka, ck_at), rel))
                ck = tfc_release_answer_verdict(cka, ck_at++);
            else if (bundle && tfc_registry_find(reg, tfc_registry_scheme_checkpoint(), rel) < 0)
                ck = bundle;
            else if (!(rc = tfc__check_checkpoint_release(&temp, reg, rel, NULL, ckpt, err)))
                ck = temp;
        }
        if (temp && !ck_temp && !(ck_temp = tfc__calloc(alloc, count, sizeof *ck_temp))) {
            tfc_verdict_free(temp);
            rc = tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
        } else if (temp) {
            ck_temp[i] = temp;
        }
        a->e[i].release = rel;
        a->e[i].consumer = (int64_t)ci;
        if (!rc) rc = make_entry(a, i, art, rule, ra, NULL, n_parts, named, ck, err);
    }
    /* A quiet answer: the release a record shows (tfc_check's pick when
     * the target has no side for the kind: the newest accepting, else the
     * newest) made again with its messages. */
    if (!rc && quiet && count) rc = make_loud(a, count, art, reg, og, ra, n_parts, named, err);
    for (size_t i = 0; ck_temp && i < count; i++)
        if (ck_temp[i]) tfc_verdict_free(ck_temp[i]);
    tfc__free(alloc, ck_temp);
    for (size_t g = 0; g < n_graphs; g++) tfc__opreg_graph_free(reg, og[g]);
    tfc__free(alloc, og);
    tfc_verdict_free(bundle);
    if (a && !rc) {
        /* The verdicts release entries borrow live as long as the answer. */
        a->held = ra;
        a->n_held = n_parts;
        a->held_ck = cka;
        ra = NULL;
        cka = NULL;
    }
    tfc_release_answer_free(cka);
    for (size_t g = 0; ra && g < n_parts; g++) tfc_release_answer_free(ra[g]);
    tfc__free(alloc, ra);
    if (rc) {
        tfc_answer_free(a);
        return rc == TFC_E_NOMEM ? tfc__fail(err, rc, -1, "out of memory") : rc;
    }
    a->scheme = scheme;
    a->registry = reg;
    summarize(a);
    *out = a;
    return TFC_OK;
}

static int check_releases(tfc_answer **out, const tfc_artifact *a, const tfc_registry *registry,
                          const tfc_check_options *opts, int warnings, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!a) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "artifact is NULL");
    const tfc_allocator *alloc = NULL;
    if (opts && TFC__HOLDS(tfc_check_options, opts, allocator)) alloc = opts->allocator;
    if (tfc_artifact_kind(a) == TFC_KIND_TFLITE) {
        if (!tfc_artifact_tflite(a))
            return tfc__fail(err, TFC_E_WRONG_KIND, -1, "the artifact's TFLite content was not read");
        return warnings ? answer_tflite(out, tfc_artifact_tflite(a), alloc, 1, err)
                        : answer_tflite_shown(out, tfc_artifact_tflite(a), alloc, err);
    }
    if (tfc_artifact_tfjs_model(a)) return answer_tfjs(out, tfc_artifact_tfjs_model(a), alloc, err);
    if (!tfc_artifact_scheme(a))
        return tfc__fail(err, TFC_E_WRONG_KIND, -1, "the artifact's %s content was not read",
                         tfc_container_kind_name(tfc_artifact_kind(a)));
    return answer_registry(out, a, registry ? registry : tfc_registry_default(), alloc, !warnings, err);
}

int32_t tfc_check_releases(tfc_answer **out, const tfc_artifact *a, const tfc_registry *registry,
                           const tfc_check_options *opts, tfc_error *err)
{
    return check_releases(out, a, registry, opts, 1, err);
}

int tfc__check_releases_shown(tfc_answer **out, const tfc_artifact *a, const tfc_registry *registry, tfc_error *err)
{
    return check_releases(out, a, registry, NULL, 0, err);
}

void tfc_answer_free(tfc_answer *a)
{
    if (!a) return;
    tfc_allocator al = a->alloc;
    if (a->plain) tfc_verdict_free(a->e[a->shown].own);
    for (size_t i = 0; !a->plain && a->e && i < a->n; i++) {
        /* most are NULL: a quiet answer's names are borrowed, its verdicts held */
        const entry *e = &a->e[i];
        if (e->own_release) tfc__free(&al, e->own_release);
        if (e->embedded) tfc__free(&al, e->embedded);
        if (e->own) tfc_verdict_free(e->own);
    }
    tfc__free(&al, a->subjects);
    for (size_t g = 0; a->held && g < a->n_held; g++) tfc_release_answer_free(a->held[g]);
    tfc__free(&al, a->held);
    tfc_release_answer_free(a->held_ck);
    for (size_t g = 0; a->loud && g < a->n_loud; g++) tfc_verdict_free(a->loud[g]);
    tfc__free(&al, a->loud);
    tfc_verdict_free(a->too_new);
    tfc__free(&al, a);
}

/* ---- getters -------------------------------------------------------------- */

static const entry *at(const tfc_answer *a, size_t i) { return a && i < a->n ? &a->e[i] : NULL; }

const char *tfc_answer_scheme(const tfc_answer *a) { return a && a->scheme ? a->scheme : ""; }
int32_t tfc_answer_outcome(const tfc_answer *a) { return a ? a->outcome : TFC_OUTCOME_REJECTED; }
size_t tfc_answer_count(const tfc_answer *a) { return a ? a->n : 0; }
const char *tfc_answer_release(const tfc_answer *a, size_t i)
{
    const entry *e = at(a, i);
    return e ? e->release : NULL;
}
int64_t tfc_answer_consumer(const tfc_answer *a, size_t i)
{
    const entry *e = at(a, i);
    return e ? e->consumer : -1;
}
int32_t tfc_answer_release_outcome(const tfc_answer *a, size_t i)
{
    return at(a, i) ? entry_outcome(a, i) : TFC_OUTCOME_REJECTED;
}
const tfc_verdict *tfc_answer_verdict(const tfc_answer *a, size_t i)
{
    const entry *e = at(a, i);
    return e ? e->verdict : NULL;
}
int32_t tfc_answer_reason(const tfc_answer *a, size_t i)
{
    return at(a, i) ? entry_reason(a, i) : TFC_REASON_NONE;
}
const char *tfc_answer_message(const tfc_answer *a, size_t i)
{
    const entry *e = at(a, i);
    return e && e->first >= 0 && e->verdict ? tfc_verdict_finding_message(e->verdict, (size_t)e->first) : "";
}
const char *tfc_answer_subject(const tfc_answer *a, size_t i)
{
    return at(a, i) ? entry_subject(a, i) : "";
}
size_t tfc_answer_accepting_count(const tfc_answer *a) { return a ? a->accepting : 0; }
int64_t tfc_answer_oldest(const tfc_answer *a) { return a ? a->oldest : -1; }
int64_t tfc_answer_newest(const tfc_answer *a) { return a ? a->newest : -1; }
size_t tfc_answer_run_count(const tfc_answer *a) { return a ? a->n_runs : 0; }
int64_t tfc_answer_run_first(const tfc_answer *a, size_t k)
{
    return a && k < a->n_runs ? (int64_t)a->runs[k].first : -1;
}
int64_t tfc_answer_run_last(const tfc_answer *a, size_t k)
{
    return a && k < a->n_runs ? (int64_t)a->runs[k].last : -1;
}
int32_t tfc_answer_run_outcome(const tfc_answer *a, size_t k)
{
    return a && k < a->n_runs ? a->runs[k].outcome : TFC_OUTCOME_REJECTED;
}

const char *tfc_answer_embedded(const tfc_answer *a, size_t i)
{
    const entry *e = at(a, i);
    return e && e->embedded ? e->embedded : "";
}

/* ---- product lines -------------------------------------------------------- */

static int strieq(const char *a, const char *b)
{
    for (; *a && *b; a++, b++)
        if (tolower((unsigned char)*a) != tolower((unsigned char)*b)) return 0;
    return *a == *b;
}

/* What entry k of a product line embeds: "libtensorflow 2.9.1". */
static int set_embedded(tfc_answer *line, size_t k, const tfc__product_rec *r)
{
    char emb[160];
    snprintf(emb, sizeof emb, "%s %s", r->runtime, r->runtime_version);
    line->e[k].embedded = tfc__strndup(&line->alloc, emb, strlen(emb));
    return line->e[k].embedded ? TFC_OK : TFC_E_NOMEM;
}

/* Entry k of `line`: a copy of all's entry `src` under the label `label`
 * (a product version r, or a registry release when r is NULL). */
static int line_add(tfc_answer *line, const tfc_answer *all, size_t src, const char *label, const tfc__product_rec *r)
{
    size_t k = line->n;
    int rc = set_release(line, k, label, all->e[src].consumer, NULL);
    if (!rc) rc = tfc__verdict_append(line->e[k].own, all->e[src].verdict, "");
    return !rc && r ? set_embedded(line, k, r) : rc;
}

int32_t tfc_answer_product(tfc_answer **out, const tfc_answer *all, const char *product, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!all || !product) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "answer and product are required");
    tfc_answer *line = answer_new(&all->alloc, all->n > tfc__product_count ? all->n : tfc__product_count);
    if (!line) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    line->scheme = all->scheme;
    line->registry = all->registry;
    int rc = TFC_OK, found = 0;
    /* A line of the registry: its consumers of that name, in release order. */
    for (size_t i = 0; all->registry && i < all->n && !rc; i++) {
        if (all->e[i].consumer < 0) continue;
        if (!strieq(tfc_registry_consumer_name(all->registry, (size_t)all->e[i].consumer), product)) continue;
        found = 1;
        rc = line_add(line, all, i, all->e[i].release, NULL);
    }
    /* A product of the catalogue: each version, by the release it embeds. */
    int known = 0;
    for (size_t p = 0; !found && p < tfc__product_count && !rc; p++) {
        const tfc__product_rec *r = &tfc__products[p];
        if (!strieq(r->product, product)) continue;
        known = 1;
        int64_t src = -1;
        if (!strcmp(r->side, "tf") && !strcmp(all->scheme, "tflite")) {
            /* A TensorFlow product has no TFLite side: each version refuses
             * a TFLite model, as tfc_check of PRODUCT@VERSION does. */
            char name[256];
            tfc__product_name(name, sizeof name, r);
            size_t k = line->n;
            rc = set_release(line, k, r->version, -1, NULL);
            if (!rc) rc = tfc__verdict_kind_not_loaded(line->e[k].own, name, TFC_KIND_TFLITE);
            if (!rc) rc = set_embedded(line, k, r);
            continue;
        }
        if (!strcmp(r->side, "tf") && all->registry && strcmp(all->scheme, "tflite")) {
            int64_t c = tfc__target_resolve_release(all->registry, r->runtime_version, NULL);
            /* the release the target parser answers it by (a graphdef
             * consumer); a checkpoint answer holds that release's checkpoint
             * consumer, of the same name and release */
            const char *rel = c >= 0 ? tfc_registry_consumer_release(all->registry, (size_t)c) : NULL;
            const char *who = c >= 0 ? tfc_registry_consumer_name(all->registry, (size_t)c) : NULL;
            for (size_t i = 0; c >= 0 && i < all->n && src < 0; i++)
                if (all->e[i].consumer == c ||
                    (all->e[i].consumer >= 0 && !strcmp(all->e[i].release, rel) &&
                     !strcmp(tfc_registry_consumer_name(all->registry, (size_t)all->e[i].consumer), who)))
                    src = (int64_t)i;
        } else if (!strcmp(r->side, "tflite") && !strcmp(all->scheme, "tflite")) {
            /* the axis holds the releases where the interpreter changes:
             * the newest at or before the embedded release */
            for (size_t i = 0; i < all->n; i++)
                if (tfc_runtime_compare(all->e[i].release, r->runtime_version) <= 0) src = (int64_t)i;
        }
        if (src < 0) continue; /* the answer does not ask what it embeds */
        rc = line_add(line, all, (size_t)src, r->version, r);
    }
    if (!rc && !line->n) {
        tfc_answer_free(line);
        if (found || known)
            return tfc__fail(err, TFC_E_UNKNOWN_RELEASE, -1, "no version of '%s' embeds a release this answer asks (%s)",
                             product, all->scheme);
        return tfc__fail(err, TFC_E_UNKNOWN_RELEASE, -1,
                         "'%s' is neither a consumer of the registry nor a product of the catalogue", product);
    }
    if (rc) {
        tfc_answer_free(line);
        return tfc__fail(err, rc, -1, "out of memory");
    }
    summarize(line);
    *out = line;
    return TFC_OK;
}

/* ---- what changes when a consumer moves ------------------------------------ */

int32_t tfc_check_change_outcomes(int32_t from, int32_t to)
{
    if (from == to) return TFC_CHANGE_NONE;
    if (to == TFC_OUTCOME_ACCEPTED) return TFC_CHANGE_WORKS;
    if (to == TFC_OUTCOME_UNDETERMINED) return TFC_CHANGE_UNDETERMINED;
    if (from == TFC_OUTCOME_ACCEPTED) return TFC_CHANGE_BREAKS;
    return TFC_CHANGE_REJECTED;
}

int32_t tfc_check_change(const tfc_verdict *from, const tfc_verdict *to)
{
    if (!from || !to) return TFC_CHANGE_NONE;
    return tfc_check_change_outcomes(tfc_verdict_outcome(from), tfc_verdict_outcome(to));
}

const char *tfc_check_change_name(int32_t change)
{
    switch (change) {
    case TFC_CHANGE_NONE: return "unchanged";
    case TFC_CHANGE_BREAKS: return "breaks";
    case TFC_CHANGE_WORKS: return "works";
    case TFC_CHANGE_UNDETERMINED: return "undetermined";
    case TFC_CHANGE_REJECTED: return "rejected";
    default: return "";
    }
}
