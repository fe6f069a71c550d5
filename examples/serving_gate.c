/*
 * serving_gate.c - which version of a TensorFlow Serving model can this
 * server load?
 *
 * A TF Serving model base path holds one directory per version, named by a
 * decimal number: BASE/<version>/saved_model.pb and BASE/<version>/variables/.
 * Given the server's GraphDef consumer version (TF_GRAPH_DEF_VERSION of the
 * TensorFlow it links) and its oldest accepted producer, this gate picks the
 * newest version the server can load and explains, for every newer version,
 * why the server would refuse it - with the message TensorFlow itself would
 * print. Older versions are not read: the newest loadable one wins.
 *
 * For each version, newest first:
 *   1. the SavedModel directory is read (tfc_artifact_open: saved_model.pb
 *      and, when present, variables/variables.index); an unreadable one is
 *      refused with the library's status name and message;
 *   2. the meta graph whose tag set equals the requested tags ("serve" by
 *      default, as TF Serving asks) must exist;
 *   3. its GraphDef VersionDef goes through TensorFlow's acceptance rule
 *      (tfc_accept_check);
 *   4. when variables/variables.index exists, the checkpoint header goes
 *      through the bundle reader's check (tfc_checkpoint_check_versions);
 *      an index that exists but cannot be read refuses the version.
 * Directories whose names are not all digits (temporary exports, "tmp")
 * are ignored, as TF Serving ignores them.
 *
 * Uses the public API only; builds against the installed package.
 *
 * usage: serving_gate [--min-producer M] [--tf-version STR] [--tags a,b] BASE CONSUMER
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

#include <tfcompat.h>

#define MAX_TAGS 16

typedef struct gate {
    int32_t consumer, min_producer;
    const char *tf_version;
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

/* The first error of a verdict, or NULL when it accepts. */
static const char *refusal(const tfc_verdict *v)
{
    int64_t first = tfc_verdict_first_error(v);
    if (tfc_verdict_accepted(v)) return NULL;
    return first < 0 ? "rejected" : tfc_verdict_finding_message(v, (size_t)first);
}

/*
 * Examines one version directory; prints its line. Returns 1 when the
 * server can load it, 0 when it is refused, -1 when out of memory.
 */
static int examine(const gate *gt, const char *base, const version_dir *vd)
{
    size_t plen = strlen(base) + strlen(vd->name) + 2;
    char *dir = malloc(plen);
    if (!dir) return -1;
    snprintf(dir, plen, "%s/%s", base, vd->name);
    printf("version %" PRId64 ": ", vd->version);

    int ok = 0;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_artifact *model = NULL;
    tfc_verdict *graph_verdict = NULL, *ckpt_verdict = NULL;
    const tfc_meta_graph *mg = NULL;
    const char *why;
    /* The SavedModel directory, with variables/variables.index when present. */
    tfc_artifact_options opts;
    tfc_artifact_options_init(&opts, sizeof opts);
    opts.expected_kind = TFC_KIND_SAVED_MODEL;
    int32_t rc = tfc_artifact_open(&model, dir, &opts, &err);
    if (rc != TFC_OK) {
        printf("refused: unreadable SavedModel: %s (%s)\n", err.message, tfc_status_name(rc));
        goto done;
    }
    const tfc_model *m = tfc_artifact_model(model);
    for (size_t i = 0; i < tfc_model_meta_graph_count(m) && !mg; i++)
        if (tags_match(tfc_model_meta_graph(m, i), gt)) mg = tfc_model_meta_graph(m, i);
    if (!mg) {
        printf("refused: no meta graph tagged { ");
        print_tags(gt);
        printf(" }\n");
        goto done;
    }
    const tfc_versiondef *vdef = tfc_meta_graph_versions(mg);
    rc = tfc_accept_check(&graph_verdict, vdef, gt->consumer, gt->min_producer, "GraphDef",
                            "graph", gt->tf_version, NULL, &err);
    if (rc != TFC_OK) {
        printf("refused: cannot check: %s (%s)\n", err.message, tfc_status_name(rc));
        goto done;
    }
    if ((why = refusal(graph_verdict))) {
        printf("refused: %s\n", why);
        goto done;
    }
    const tfc_checkpoint *ckpt = tfc_artifact_checkpoint(model);
    rc = tfc_artifact_checkpoint_status(model, &err);
    if (rc == TFC_OK && ckpt) rc = tfc_checkpoint_check_versions(&ckpt_verdict, ckpt, gt->tf_version, &err);
    if (rc != TFC_OK) {
        printf("refused: unreadable checkpoint index: %s (%s)\n", err.message, tfc_status_name(rc));
        goto done;
    }
    if (ckpt && (why = refusal(ckpt_verdict))) {
        printf("refused: variables: %s\n", why);
        goto done;
    }
    ok = 1;
    printf("loadable (GraphDef producer %" PRId32 ", min_consumer %" PRId32, tfc_versiondef_producer(vdef),
           tfc_versiondef_min_consumer(vdef));
    if (ckpt)
        printf("; checkpoint producer %" PRId32 ", min_consumer %" PRId32, tfc_checkpoint_producer(ckpt),
               tfc_checkpoint_min_consumer(ckpt));
    else
        printf("; no variables");
    printf(")\n");
done:
    tfc_verdict_free(ckpt_verdict);
    tfc_verdict_free(graph_verdict);
    tfc_artifact_free(model);
    free(dir);
    return ok;
}

static int usage(void)
{
    fprintf(stderr, "usage: serving_gate [--min-producer M] [--tf-version STR] [--tags a,b] BASE CONSUMER\n"
                    "Picks the newest version directory under BASE that a server with GraphDef\n"
                    "consumer version CONSUMER can load; explains each newer one it refuses.\n"
                    "exit: 0 picked, 1 none loadable, 2 BASE unreadable, 64 usage\n");
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
    gate gt = {.tf_version = "unknown", .tags = {"serve"}, .n_tags = 1};
    char *tag_buf = NULL;
    const char *pos[2];
    int n_pos = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if ((!strcmp(a, "--min-producer") || !strcmp(a, "--tf-version") || !strcmp(a, "--tags")) && i + 1 < argc) {
            const char *val = argv[++i];
            if (!strcmp(a, "--tf-version")) {
                gt.tf_version = val;
            } else if (!strcmp(a, "--min-producer")) {
                if (parse_i32(val, &gt.min_producer)) return usage();
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
    if (n_pos != 2 || parse_i32(pos[1], &gt.consumer)) return usage();
    const char *base = pos[0];

    DIR *d = opendir(base);
    if (!d) {
        fprintf(stderr, "serving_gate: %s: %s\n", base, strerror(errno));
        free(tag_buf);
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

    printf("%s: %zu version%s; GraphDef consumer %" PRId32 " (min_producer %" PRId32 "), tags { ", base, n,
           n == 1 ? "" : "s", gt.consumer, gt.min_producer);
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
    return rc;
}
