/*
 * serving_gate.c - which version of a TensorFlow Serving model can this
 * server load?
 *
 * A TF Serving model base path holds one directory per version, named by a
 * decimal number: BASE/<version>/saved_model.pb and BASE/<version>/variables/
 * (or BASE/<version>/model.tflite for a server that serves TFLite models).
 * Given what the server is - its TensorFlow release and, when it serves
 * TFLite models, its LiteRT runtime, as one target string ("2.11.1" or
 * "2.11.1,litert@2.14.0", tfcompat/check.h) - this gate picks the newest
 * version the server can load and explains, for every newer version, why
 * the server would refuse it, with the message TensorFlow itself would
 * print. Older versions are not read: the newest loadable one wins.
 *
 * For each version, newest first:
 *   1. the version is opened as the check layer opens it (tfc_check_open:
 *      saved_model.pb and variables/variables.index when present, or
 *      model.tflite); an unreadable one is refused with the library's status
 *      name and message;
 *   2. a SavedModel must have a meta graph whose tag set equals the
 *      requested tags ("serve" by default, as TF Serving asks): the
 *      server's policy, not a versioning fact;
 *   3. one call of the check layer, tfc_check, gives the verdict: every
 *      rule the target applies (VersionDef, op registration and attrs, op
 *      deprecations, the checkpoint header; a TFLite model's operators),
 *      its first finding being the refusal. A version of a kind the server
 *      has no side for (a model.tflite and a target without a TFLite
 *      runtime or TensorFlow release, e.g. "tfjs-node@4.22.0") is refused
 *      by the check layer (KIND_NOT_LOADED), not here; a TensorFlow release
 *      alone answers a model.tflite with its own tf.lite.Interpreter.
 * Directories whose names are not all digits (temporary exports, "tmp")
 * are ignored, as TF Serving ignores them.
 *
 * Uses the public API only; builds against the installed package.
 *
 * usage: serving_gate [--tf-version STR] [--tags a,b] BASE TARGET
 *        serving_gate [--tf-version STR] [--tags a,b] BASE --consumer N [--min-producer M]
 * (the second form: a server known only by its GraphDef consumer version,
 * TensorFlow's acceptance rule alone).
 * Prints one line per version examined, then "serve version N".
 * Exit: 0 a version was picked, 1 no version is loadable, 2 BASE cannot be
 * listed, 64 usage error.
 */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* The building blocks (tfcompat.h: the lower tier, outside the semver promise). */
#define TFC_BUILDING_BLOCKS 1
#include <tfcompat.h>

#define MAX_TAGS 16

typedef struct gate {
    const tfc_target *target;
    const char *tags[MAX_TAGS];
    size_t n_tags;
} gate;

typedef struct version_dir {
    int64_t version;
    char *name;
} version_dir;

/* A version directory name: 1 to 18 decimal digits (fits int64 unchecked). */
static int parse_version(const char *name, int64_t *out)
{
    size_t n = strlen(name);
    if (n == 0 || n > 18 || strspn(name, "0123456789") != n) return -1;
    *out = strtoll(name, NULL, 10);
    return 0;
}

static int newest_first(const void *a, const void *b)
{
    const version_dir *x = a, *y = b;
    if (x->version != y->version) return x->version < y->version ? 1 : -1;
    return strcmp(x->name, y->name);
}

/* 1 when the meta graph's tag set equals the requested one (as sets). */
static int tags_match(const tfc_meta_graph *g, const gate *gt)
{
    size_t n = tfc_meta_graph_tag_count(g);
    for (size_t i = 0; i < n; i++) {
        const char *t = tfc_meta_graph_tag(g, i, NULL);
        size_t k = 0;
        while (k < gt->n_tags && strcmp(gt->tags[k], t)) k++;
        if (k == gt->n_tags) return 0;
    }
    for (size_t k = 0; k < gt->n_tags; k++) {
        size_t i = 0;
        while (i < n && strcmp(gt->tags[k], tfc_meta_graph_tag(g, i, NULL))) i++;
        if (i == n) return 0;
    }
    return 1;
}

static void print_tags(const gate *gt)
{
    for (size_t k = 0; k < gt->n_tags; k++) printf("%s%s", k ? ", " : "", gt->tags[k]);
}

/* The path of version directory vd's model: BASE/N, or BASE/N/model.tflite
 * when the directory holds no SavedModel but a TFLite model. */
static char *model_path(const char *base, const version_dir *vd)
{
    size_t plen = strlen(base) + strlen(vd->name) + 32;
    char *p = malloc(plen);
    if (!p) return NULL;
    struct stat st;
    snprintf(p, plen, "%s/%s/saved_model.pb", base, vd->name);
    int saved_model = stat(p, &st) == 0;
    snprintf(p, plen, "%s/%s/model.tflite", base, vd->name);
    if (saved_model || stat(p, &st) != 0) snprintf(p, plen, "%s/%s", base, vd->name);
    return p;
}

/*
 * Examines one version directory; prints its line. Returns 1 when the
 * server can load it, 0 when it is refused, -1 when out of memory.
 */
static int examine(const gate *gt, const char *base, const version_dir *vd)
{
    char *path = model_path(base, vd);
    if (!path) return -1;
    printf("version %" PRId64 ": ", vd->version);
    int ok = 0;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_artifact *a = NULL;
    tfc_verdict *v = NULL;
    int32_t rc = tfc_check_open(&a, path, NULL, &err);
    if (rc != TFC_OK) {
        printf("refused: unreadable model: %s (%s)\n", err.message, tfc_status_name(rc));
        goto done;
    }
    /* The server's policy: the meta graph it will load must exist. */
    const tfc_model *m = tfc_artifact_model(a);
    int tagged = !m;
    for (size_t i = 0; m && i < tfc_model_meta_graph_count(m) && !tagged; i++)
        tagged = tags_match(tfc_model_meta_graph(m, i), gt);
    if (!tagged) {
        printf("refused: no meta graph tagged { ");
        print_tags(gt);
        printf(" }\n");
        goto done;
    }
    /* Every versioning rule, in one call. */
    rc = tfc_check(&v, a, gt->target, NULL, &err);
    if (rc != TFC_OK) {
        printf("refused: unreadable: %s (%s)\n", err.message, tfc_status_name(rc));
        goto done;
    }
    int64_t first = tfc_verdict_first_finding(v);
    if (!tfc_verdict_accepted(v)) {
        const char *where = first >= 0 ? tfc_verdict_finding_where(v, (size_t)first) : "";
        printf("refused: %s%s%s\n", where, where[0] ? ": " : "",
               first >= 0 ? tfc_verdict_finding_message(v, (size_t)first) : "rejected");
        goto done;
    }
    ok = 1;
    if (tfc_artifact_kind(a) == TFC_KIND_TFLITE) {
        printf("loadable (TFLite, %zu operator codes)\n", tfc_tflite_model_operator_code_count(tfc_artifact_tflite(a)));
        goto done;
    }
    const tfc_versiondef *vdef = tfc_artifact_versions(a, 0);
    printf("loadable (GraphDef producer %" PRId32 ", min_consumer %" PRId32, tfc_versiondef_producer(vdef),
           tfc_versiondef_min_consumer(vdef));
    const tfc_checkpoint *ckpt = tfc_artifact_checkpoint(a);
    if (ckpt)
        printf("; checkpoint producer %" PRId32 ", min_consumer %" PRId32, tfc_checkpoint_producer(ckpt),
               tfc_checkpoint_min_consumer(ckpt));
    else
        printf("; no variables");
    printf(")\n");
done:
    tfc_verdict_free(v);
    tfc_artifact_free(a);
    free(path);
    return ok;
}

static int usage(void)
{
    fprintf(stderr, "usage: serving_gate [--tf-version STR] [--tags a,b] BASE TARGET\n"
                    "       serving_gate [--tf-version STR] [--tags a,b] BASE --consumer N [--min-producer M]\n"
                    "Picks the newest version directory under BASE that a server can load: TARGET is\n"
                    "its TensorFlow release and LiteRT runtime (\"2.11.1,litert@2.14.0\"); --consumer N\n"
                    "a server known only by its GraphDef consumer version. Explains each newer version\n"
                    "it refuses. exit: 0 picked, 1 none loadable, 2 BASE unreadable, 64 usage\n");
    return 64;
}

static int parse_i32(const char *s, int32_t *out)
{
    char *end;
    errno = 0;
    long long v = strtoll(s, &end, 10);
    if (errno || end == s || *end || v < INT32_MIN || v > INT32_MAX) return -1;
    *out = (int32_t)v;
    return 0;
}

int main(int argc, char **argv)
{
    gate gt = {.tags = {"serve"}, .n_tags = 1};
    char *tag_buf = NULL;
    const char *pos[2], *tf_version = NULL;
    int n_pos = 0, has_consumer = 0;
    int32_t consumer = 0, min_producer = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if ((!strcmp(a, "--min-producer") || !strcmp(a, "--tf-version") || !strcmp(a, "--tags") ||
             !strcmp(a, "--consumer")) && i + 1 < argc) {
            const char *val = argv[++i];
            if (!strcmp(a, "--tf-version")) {
                tf_version = val;
            } else if (!strcmp(a, "--min-producer")) {
                if (parse_i32(val, &min_producer)) return usage();
            } else if (!strcmp(a, "--consumer")) {
                if (parse_i32(val, &consumer)) return usage();
                has_consumer = 1;
            } else {
                free(tag_buf);
                if (!(tag_buf = strdup(val))) return 2;
                gt.n_tags = 0;
                for (char *save = NULL, *t = strtok_r(tag_buf, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
                    if (gt.n_tags == MAX_TAGS) return usage();
                    gt.tags[gt.n_tags++] = t;
                }
            }
        } else if (a[0] == '-' || n_pos == 2) {
            return usage();
        } else {
            pos[n_pos++] = a;
        }
    }
    if (n_pos != 2 - has_consumer) return usage();
    const char *base = pos[0];
    /* What the server is, once: a target the check layer parses. */
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_target *target = NULL;
    int32_t trc = has_consumer ? tfc_target_new_consumer(&target, NULL, "graphdef", consumer, min_producer, tf_version, &err)
                               : tfc_target_parse(&target, pos[1], NULL, &err);
    if (trc == TFC_OK && tf_version && !has_consumer) trc = tfc_target_set_tf_version(target, tf_version, &err);
    if (trc != TFC_OK) {
        fprintf(stderr, "serving_gate: %s (%s)\n", err.message, tfc_status_name(trc));
        free(tag_buf);
        return 64;
    }
    gt.target = target;

    DIR *d = opendir(base);
    if (!d) {
        fprintf(stderr, "serving_gate: %s: %s\n", base, strerror(errno));
        free(tag_buf);
        tfc_target_free(target);
        return 2;
    }
    version_dir *dirs = NULL;
    size_t n = 0, cap = 0;
    int rc = 1;
    struct dirent *e;
    while ((e = readdir(d))) {
        int64_t v;
        if (parse_version(e->d_name, &v)) continue;
        size_t plen = strlen(base) + strlen(e->d_name) + 2;
        char *p = malloc(plen);
        struct stat st;
        if (!p) goto oom;
        snprintf(p, plen, "%s/%s", base, e->d_name);
        int is_dir = stat(p, &st) == 0 && S_ISDIR(st.st_mode);
        free(p);
        if (!is_dir) continue;
        if (n == cap) {
            size_t ncap = cap ? cap * 2 : 16;
            version_dir *nd = realloc(dirs, ncap * sizeof *nd);
            if (!nd) goto oom;
            dirs = nd;
            cap = ncap;
        }
        if (!(dirs[n].name = strdup(e->d_name))) goto oom;
        dirs[n++].version = v;
    }
    qsort(dirs, n, sizeof *dirs, newest_first);

    printf("%s: %zu version%s; %s, tags { ", base, n, n == 1 ? "" : "s", tfc_target_name(target));
    print_tags(&gt);
    printf(" }\n");
    for (size_t i = 0; i < n; i++) {
        int ok = examine(&gt, base, &dirs[i]);
        if (ok < 0) goto oom;
        if (ok) {
            printf("serve version %" PRId64 "\n", dirs[i].version);
            rc = 0;
            break;
        }
    }
    if (rc) printf("no loadable version\n");
    goto out;
oom:
    fprintf(stderr, "serving_gate: out of memory\n");
    rc = 2;
out:
    closedir(d);
    for (size_t i = 0; i < n; i++) free(dirs[i].name);
    free(dirs);
    free(tag_buf);
    tfc_target_free(target);
    return rc;
}
