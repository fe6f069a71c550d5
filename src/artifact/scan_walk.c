/*
 * scan_walk.c - the walk of tfc_scan_walk and tfc_scan_walk_v2
 * (tfcompat/scan.h): finds the models under a root by content, bounded
 * whatever the links. The one walk policy every entry (the command, the
 * Python package, Dask) goes through: links to directories are entered
 * only when asked (TFC_SCAN_FOLLOW_LINKS), and one not entered is passed
 * to the visitor (TFC_SCAN_LINK_NOT_FOLLOWED), never dropped; a SavedModel
 * directory is a model and is listed too, its own parts left out.
 */
#define _DEFAULT_SOURCE 1 /* lstat, dirent */
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "check_internal.h"
#include "file_internal.h"
#include "internal.h"
#include "tfcompat/container.h"
#include "tfcompat/scan.h"

#ifndef PATH_MAX
#define PATH_MAX 4096
#endif

#define SCAN_MAX_DEPTH 64

/* Files up to this size are read whole to detect their kind. */
#define SCAN_READ_BUF ((size_t)256 << 10)

static char *dup_or_null(const char *s)
{
    return s ? tfc__strndup(NULL, s, strlen(s)) : NULL;
}
/* ---- walk ---------------------------------------------------------------- */

/* The length of `dir` as the walk joins names to it: without trailing
 * slashes, "/" kept. */
static size_t dir_len(const char *dir)
{
    size_t dl = strlen(dir);
    while (dl > 1 && dir[dl - 1] == '/') dl--;
    return dl;
}

static char *join(const char *dir, const char *name)
{
    size_t dl = dir_len(dir), nl = strlen(name);
    char *p = tfc__alloc(NULL, dl + 1 + nl + 1);
    if (!p) return NULL;
    memcpy(p, dir, dl);
    p[dl] = '/';
    memcpy(p + dl + 1, name, nl + 1);
    return p;
}

static int ends_with(const char *s, const char *suffix)
{
    size_t a = strlen(s), b = strlen(suffix);
    return a >= b && !strcmp(s + a - b, suffix);
}

/* "*.data-NNNNN-of-NNNNN": a checkpoint shard, read through its index. */
static int is_data_shard(const char *name)
{
    const char *p = strstr(name, ".data-");
    if (!p) return 0;
    p += 6;
    size_t d = strspn(p, "0123456789");
    if (!d || strncmp(p + d, "-of-", 4)) return 0;
    p += d + 4;
    d = strspn(p, "0123456789");
    return d && !p[d];
}

static int named_like_model(const char *name)
{
    static const char *const ext[] = {".pb", ".pbtxt", ".meta", ".index", ".tflite", ".lite"};
    for (size_t i = 0; i < sizeof ext / sizeof ext[0]; i++)
        if (ends_with(name, ext[i])) return 1;
    /* A TensorFlow.js model: the name tensorflowjs_converter writes; other
     * JSON files of a store (config.json, a tool's expected output) are not
     * models. */
    return !strcmp(name, "model.json");
}

/* The parts of a SavedModel directory that belong to its model (its
 * record reads them): not listed as entries of their own. Anything else
 * below it (an older export, a graph kept beside it) is walked. */
static int saved_model_part(const char *name)
{
    static const char *const parts[] = {"saved_model.pb", "saved_model.pbtxt", "fingerprint.pb", "keras_metadata.pb",
                                        "variables",      "assets"};
    for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++)
        if (!strcmp(name, parts[i])) return 1;
    return 0;
}

/* An entry of a directory listing: its name and readdir's d_type (DT_UNKNOWN
 * when the file system does not say). */
typedef struct entry {
    char *name;
    unsigned char type;
} entry;

static int cmp_entries(const void *a, const void *b)
{
    return strcmp(((const entry *)a)->name, ((const entry *)b)->name);
}

/* A directory by its identity (symlinks and bind mounts give it several paths). */
typedef struct dir_id {
    uint64_t dev, ino;
} dir_id;

/* A symlink target entered so far, and how many times (ino stored + 1: 0 is empty). */
typedef struct linked_dir {
    uint64_t dev, ino;
    uint32_t times;
} linked_dir;

/* Times one directory is listed through symbolic links at most: links that
 * fan out to the same directories, level after level, would otherwise
 * multiply (two links per level for 32 levels: 2^32 walks). */
#define SCAN_MAX_LINKED 1024

typedef struct walker {
    uint32_t flags; /* TFC_SCAN_FOLLOW_LINKS, TFC_SCAN_UNREAD_FILES */
    tfc_scan_visit_fn visit;
    void *user;
    tfc_error *err;
    uint8_t *buf; /* SCAN_READ_BUF bytes, reused for every file of the walk */
    /* The directories from the root to the one being listed: a directory
     * that is its own ancestor (a symlink or bind mount loop) is not
     * entered again. */
    dir_id path[SCAN_MAX_DEPTH + 1];
    /* The targets of the symlinks to directories (an open addressing set). */
    linked_dir *linked;
    size_t linked_n, linked_cap;
} walker;

static int is_ancestor(const walker *w, int depth, dir_id id)
{
    for (int i = 0; i < depth; i++)
        if (w->path[i].dev == id.dev && w->path[i].ino == id.ino) return 1;
    return 0;
}

static size_t id_slot(uint64_t dev, uint64_t ino, size_t cap)
{
    uint64_t h = (dev * 0x9E3779B97F4A7C15u) ^ (ino * 0xC2B2AE3D27D4EB4Fu);
    return (size_t)(h ^ (h >> 29)) & (cap - 1);
}

/* Counts one more entry into the symlink target `id`: 1 if it was entered
 * SCAN_MAX_LINKED times already (not again), 0 to enter it, < 0 no memory. */
static int32_t linked_enough(walker *w, dir_id id)
{
    uint64_t ino = id.ino + 1;
    if (w->linked_cap)
        for (size_t i = id_slot(id.dev, ino, w->linked_cap);; i = (i + 1) & (w->linked_cap - 1)) {
            linked_dir *e = &w->linked[i];
            if (!e->ino) break;
            if (e->dev == id.dev && e->ino == ino) {
                if (e->times >= SCAN_MAX_LINKED) return 1;
                e->times++;
                return 0;
            }
        }
    if ((w->linked_n + 1) * 2 > w->linked_cap) {
        size_t cap = w->linked_cap ? w->linked_cap * 2 : 64;
        linked_dir *t = tfc__calloc(NULL, cap, sizeof *t);
        if (!t) return TFC_E_NOMEM;
        for (size_t j = 0; j < w->linked_cap; j++) {
            if (!w->linked[j].ino) continue;
            size_t i = id_slot(w->linked[j].dev, w->linked[j].ino, cap);
            while (t[i].ino) i = (i + 1) & (cap - 1);
            t[i] = w->linked[j];
        }
        tfc__free(NULL, w->linked);
        w->linked = t;
        w->linked_cap = cap;
    }
    size_t i = id_slot(id.dev, ino, w->linked_cap);
    while (w->linked[i].ino) i = (i + 1) & (w->linked_cap - 1);
    w->linked[i] = (linked_dir){id.dev, ino, 1};
    w->linked_n++;
    return 0;
}

/* The kind of a file, read only through the reading layer (file_internal.h):
 * a FIFO or device is refused before any blocking open, even one swapped in
 * after the walk's stat, and a file that changes during the read is an
 * error, never a kind. */
static int32_t detect(walker *w, const char *path, int32_t *kind, int *unread, tfc_error *e)
{
    return tfc__file_detect_kind_bounded(kind, unread, path, w->buf, w->buf ? SCAN_READ_BUF : 0, e);
}

int tfc__scan_file_left_out(int32_t rc, int unread, const char *name)
{
    /* Content that is no model is skipped; a file that could not be read
     * (permission, I/O error, swapped for a FIFO, changed during the read)
     * may be one, so it is named whatever its name, unless it is gone. */
    return rc && !named_like_model(name) && (!unread || rc == TFC_E_NOT_FOUND);
}

static int32_t visit_file(walker *w, const char *path, const char *name, int named)
{
    int32_t kind = TFC_KIND_UNKNOWN;
    tfc_error e;
    tfc_error_init(&e, sizeof e);
    int unread = 0;
    int32_t rc = detect(w, path, &kind, &unread, &e);
    if (rc == TFC_E_NOMEM) return tfc__fail(w->err, rc, -1, "out of memory");
    if (!named && tfc__scan_file_left_out(rc, unread, name)) return TFC_OK;
    return w->visit(path, rc ? TFC_KIND_UNKNOWN : kind, w->user);
}

/* How walk_dir treats a directory. */
enum {
    LIST,          /* list it */
    ANCESTOR,      /* one of its own ancestors (a loop): its entries are listed under that ancestor */
    LINKED_ENOUGH, /* listed through links SCAN_MAX_LINKED times: visited, not listed */
};

/* A path the walk cannot look into: the visitor gets it as TFC_KIND_UNKNOWN,
 * and its record says what reading it gives (so nothing under a root is
 * left out in silence). */
static int32_t visit_unknown(walker *w, const char *path) { return w->visit(path, TFC_KIND_UNKNOWN, w->user); }

static void free_entries(entry *ents, size_t n)
{
    for (size_t i = 0; i < n; i++) tfc__free(NULL, ents[i].name);
    tfc__free(NULL, ents);
}

/* 1 if `path` holds a regular saved_model.pb (through links): a SavedModel
 * directory; < 0 out of memory. */
static int32_t is_saved_model_dir(walker *w, const char *path)
{
    char *pb = join(path, "saved_model.pb");
    if (!pb) return tfc__fail(w->err, TFC_E_NOMEM, -1, "out of memory");
    struct stat st;
    int has_pb = stat(pb, &st) == 0 && S_ISREG(st.st_mode);
    tfc__free(NULL, pb);
    return has_pb;
}

/* A directory's entries as list_dir gathers them. */
typedef struct listing {
    entry *names;
    size_t n, cap;
} listing;

/* One entry of a listing, unless the walk does not look at it. */
static int32_t keep_entry(walker *w, listing *l, const char *name, unsigned char type, int saved_model)
{
    if (name[0] == '.' || is_data_shard(name) || (saved_model && saved_model_part(name))) return TFC_OK;
    if (l->n == l->cap) {
        size_t nc = l->cap ? l->cap * 2 : 32;
        entry *nn = tfc__calloc(NULL, nc, sizeof *nn);
        if (!nn) return tfc__fail(w->err, TFC_E_NOMEM, -1, "out of memory");
        if (l->n) memcpy(nn, l->names, l->n * sizeof *nn);
        tfc__free(NULL, l->names);
        l->names = nn;
        l->cap = nc;
    }
    l->names[l->n].name = dup_or_null(name);
    l->names[l->n].type = type;
    if (!l->names[l->n].name) return tfc__fail(w->err, TFC_E_NOMEM, -1, "out of memory");
    l->n++;
    return TFC_OK;
}

/* keep_entry as the file layer's listing callback. */
typedef struct keep_ctx {
    walker *w;
    listing *l;
    int saved_model;
    int pb_listed;         /* the listing holds an entry saved_model.pb */
    unsigned char pb_type; /* its d_type */
} keep_ctx;

static int32_t keep_listed(void *user, const char *name, unsigned char type)
{
    keep_ctx *k = user;
    if (!strcmp(name, "saved_model.pb")) {
        k->pb_listed = 1;
        k->pb_type = type;
    }
    return keep_entry(k->w, k->l, name, type, k->saved_model);
}

/* The entries of directory `path` the walk looks at, sorted byte-wise:
 * not hidden, not checkpoint data shards, and in a SavedModel directory
 * (saved_model) not its own parts. 0 with *out set (NULL when empty);
 * 1 when the directory cannot be listed (errno says why); < 0 no memory. */
static int32_t list_dir_seen(walker *w, const char *path, int saved_model, entry **out, size_t *count, keep_ctx *seen)
{
    *out = NULL;
    *count = 0;
    listing l = {0};
    keep_ctx k = {w, &l, saved_model, 0, DT_UNKNOWN};
    /* the walk's read buffer is free while a directory is listed */
    int32_t rc = tfc__file_list_dir(path, w->buf, w->buf ? SCAN_READ_BUF : 0, keep_listed, &k);
    entry *names = l.names;
    size_t n = l.n;
    if (rc) {
        free_entries(names, n);
        return rc;
    }
    if (n) qsort(names, n, sizeof *names, cmp_entries);
    *out = names;
    *count = n;
    if (seen) *seen = k;
    return TFC_OK;
}

static int32_t list_dir(walker *w, const char *path, int saved_model, entry **out, size_t *count)
{
    return list_dir_seen(w, path, saved_model, out, count, NULL);
}

/* Whether a listed directory is a SavedModel one, from its listing: a
 * saved_model.pb the listing calls a regular file is one (no stat); one of
 * a type the listing does not give, or a link, is looked at (stat, through
 * links); none listed, none. Then the directory's own parts are dropped
 * from the listing, as list_dir(saved_model 1) leaves them out. */
static int32_t saved_model_by_listing(walker *w, const char *path, const keep_ctx *seen, entry *names, size_t *n)
{
    int32_t has_pb = 0;
    if (seen->pb_listed) has_pb = seen->pb_type == DT_REG ? 1 : seen->pb_type == DT_UNKNOWN || seen->pb_type == DT_LNK
                                                             ? is_saved_model_dir(w, path)
                                                             : 0;
    if (has_pb <= 0) return has_pb;
    size_t kept = 0;
    for (size_t i = 0; i < *n; i++) {
        if (saved_model_part(names[i].name)) tfc__free(NULL, names[i].name);
        else names[kept++] = names[i];
    }
    *n = kept;
    return 1;
}

/* A symbolic link to a directory, not entered (no TFC_SCAN_FOLLOW_LINKS).
 * A link to a SavedModel directory is a model, as a link to a model file
 * is (TF Serving's `latest -> 3`): visited as one; the link is also passed
 * as TFC_SCAN_LINK_NOT_FOLLOWED when the directory holds anything besides
 * the SavedModel's own parts, which the walk would have listed. Any other
 * link to a directory is passed as TFC_SCAN_LINK_NOT_FOLLOWED. The
 * directory is never listed below its first level. */
static int32_t visit_link(walker *w, const char *path)
{
    int32_t sm = is_saved_model_dir(w, path);
    if (sm < 0) return sm;
    if (!sm) return w->visit(path, TFC_SCAN_LINK_NOT_FOLLOWED, w->user);
    int32_t rc = w->visit(path, TFC_KIND_SAVED_MODEL, w->user);
    if (rc) return rc;
    entry *names;
    size_t n;
    rc = list_dir(w, path, 1, &names, &n);
    if (rc < 0) return rc;
    free_entries(names, n);
    /* entries beside the model, or a listing refused: not entered */
    return rc == 1 || n ? w->visit(path, TFC_SCAN_LINK_NOT_FOLLOWED, w->user) : TFC_OK;
}

static int32_t walk_entries(walker *w, const char *path, int depth, entry *names, size_t n);

static int32_t walk_dir(walker *w, const char *path, int depth, dir_id self, int how)
{
    int32_t has_pb;
    if (how != LIST || depth >= SCAN_MAX_DEPTH) {
        /* A SavedModel directory by its saved_model.pb: its record reads it. */
        has_pb = is_saved_model_dir(w, path);
        if (has_pb < 0) return has_pb;
        if (has_pb) {
            int32_t rc = w->visit(path, TFC_KIND_SAVED_MODEL, w->user);
            if (rc) return rc;
        }
        if (how == ANCESTOR) return TFC_OK;
        /* Too deep, or listed through links often enough: named, not listed
         * (a SavedModel directory was named above). */
        return has_pb ? TFC_OK : visit_unknown(w, path);
    }
    w->path[depth] = self;
    entry *names;
    size_t n;
    keep_ctx seen = {0};
    /* Listed first: the listing says whether saved_model.pb is there (the
     * walking thread is the one serial part of a scan with --jobs N, and a
     * stat per directory was a sixth of its work per SavedModel). */
    int32_t rc = list_dir_seen(w, path, 0, &names, &n, &seen);
    if (rc < 0) return rc;
    int list_errno = errno; /* why a listing failed (rc 1), before the look below */
    has_pb = rc == 1 ? is_saved_model_dir(w, path) : saved_model_by_listing(w, path, &seen, names, &n);
    if (has_pb < 0) {
        free_entries(names, n);
        return has_pb;
    }
    /* A SavedModel directory: its record reads it; its other entries are
     * walked below. */
    if (has_pb) {
        int32_t vrc = w->visit(path, TFC_KIND_SAVED_MODEL, w->user);
        if (vrc) {
            free_entries(names, n);
            return vrc;
        }
    }
    if (rc == 1) {
        if (has_pb) return TFC_OK; /* searchable, not readable: the model was visited */
        if (depth == 0)
            return tfc__fail(w->err, list_errno == ENOENT ? TFC_E_NOT_FOUND : TFC_E_IO, -1, "cannot list %s: %s", path,
                             strerror(list_errno));
        return visit_unknown(w, path); /* its record says why */
    }
    return walk_entries(w, path, depth, names, n);
}

/* Visits the listed entries `names` of directory `path` (at `depth`) in
 * order, and walks the directories among them; frees the listing. */
static int32_t walk_entries(walker *w, const char *path, int depth, entry *names, size_t n)
{
    int32_t rc = TFC_OK;
    struct stat st;
    int unread_files = (w->flags & TFC_SCAN_UNREAD_FILES) != 0;
    for (size_t i = 0; !rc && i < n; i++) {
        const char *name = names[i].name;
        char *child = join(path, name);
        if (!child) {
            rc = tfc__fail(w->err, TFC_E_NOMEM, -1, "out of memory");
            break;
        }
        if (strlen(child) >= PATH_MAX) {
            /* The system refuses the path (ENAMETOOLONG): its record says so. */
            rc = visit_unknown(w, child);
        } else if (unread_files && names[i].type == DT_REG) {
            /* The listing says a regular file, no link: that is the look
             * before opening; the record opens it (tfc_scan_record_new_walked). */
            rc = w->visit(child, TFC_SCAN_FILE, w->user);
        } else if (stat(child, &st) != 0) {
            int e = errno;
            /* A link to nothing (or to itself) holds no model unless its name
             * says it should; anything else that cannot be looked at (an
             * entry of a directory that can be read but not searched, an I/O
             * error) is named. */
            if ((e != ENOENT && e != ENOTDIR && e != ELOOP) || named_like_model(name))
                rc = visit_unknown(w, child);
        } else if (S_ISDIR(st.st_mode)) {
            dir_id id = {(uint64_t)st.st_dev, (uint64_t)st.st_ino};
            struct stat lst;
            /* A directory the listing calls one is no link. */
            int link = names[i].type != DT_DIR && lstat(child, &lst) == 0 && S_ISLNK(lst.st_mode);
            int32_t how_child = LIST;
            if (link && !(w->flags & TFC_SCAN_FOLLOW_LINKS)) {
                rc = visit_link(w, child);
                tfc__free(NULL, child);
                continue;
            }
            if (is_ancestor(w, depth + 1, id)) how_child = ANCESTOR; /* a loop back up the path */
            else if (link) {
                int32_t enough = linked_enough(w, id);
                if (enough < 0) rc = tfc__fail(w->err, TFC_E_NOMEM, -1, "out of memory");
                else if (enough) how_child = LINKED_ENOUGH;
            }
            if (!rc && how_child == LIST && depth + 1 < SCAN_MAX_DEPTH &&
                (w->flags & TFC_SCAN_SAVED_MODELS_UNLISTED)) {
                /* A SavedModel directory is left to its record's side to
                 * list (tfc_scan_walk_rest): looked at by its saved_model.pb. */
                int32_t sm = is_saved_model_dir(w, child);
                if (sm < 0) rc = sm;
                else if (sm) rc = w->visit(child, TFC_SCAN_SAVED_MODEL_UNLISTED, w->user);
                else rc = walk_dir(w, child, depth + 1, id, how_child);
            } else if (!rc) rc = walk_dir(w, child, depth + 1, id, how_child);
        } else if (S_ISREG(st.st_mode)) {
            rc = unread_files ? w->visit(child, TFC_SCAN_FILE, w->user) : visit_file(w, child, name, 0);
        } else if (named_like_model(name)) {
            /* A FIFO, socket or device named like a model: never opened here;
             * its record says it is not a regular file. */
            rc = visit_unknown(w, child);
        }
        tfc__free(NULL, child);
    }
    free_entries(names, n);
    return rc;
}

/* A walker; NULL out of memory. Without its read buffer (NULL), detection
 * reads every file. */
static walker *walker_new(uint32_t flags, tfc_scan_visit_fn visit, void *user, tfc_error *err)
{
    walker *w = tfc__calloc(NULL, 1, sizeof *w);
    if (w)
        *w = (walker){.flags = flags, .visit = visit, .user = user, .err = err, .buf = tfc__alloc(NULL, SCAN_READ_BUF)};
    return w;
}

static void walker_free(walker *w)
{
    tfc__free(NULL, w->buf);
    tfc__free(NULL, w->linked);
    tfc__free(NULL, w);
}

int32_t tfc_scan_walk_v2(const char *root, uint32_t flags, tfc_scan_visit_fn visit, void *user, tfc_error *err)
{
    if (!root || !visit) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "root or visit is NULL");
    if (flags & ~(uint32_t)(TFC_SCAN_FOLLOW_LINKS | TFC_SCAN_UNREAD_FILES | TFC_SCAN_SAVED_MODELS_UNLISTED))
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "unknown walk flags 0x%x", (unsigned)flags);
    if ((flags & TFC_SCAN_FOLLOW_LINKS) && (flags & TFC_SCAN_SAVED_MODELS_UNLISTED))
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1,
                         "TFC_SCAN_SAVED_MODELS_UNLISTED does not go with TFC_SCAN_FOLLOW_LINKS");
    struct stat st;
    if (stat(root, &st) != 0)
        return tfc__fail(err, errno == ENOENT || errno == ENOTDIR ? TFC_E_NOT_FOUND : TFC_E_IO, -1, "cannot read %s: %s",
                         root, strerror(errno));
    walker *w = walker_new(flags, visit, user, err);
    if (!w) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    dir_id self = {(uint64_t)st.st_dev, (uint64_t)st.st_ino};
    /* The root is entered whatever it is (a link named as ROOT was asked for). */
    int32_t rc = S_ISDIR(st.st_mode) ? walk_dir(w, root, 0, self, LIST) : visit_file(w, root, root, 1);
    walker_free(w);
    return rc;
}

/* The depth of `path` below `root` as the walk joins names (join): the
 * number of names after root's text; 0 when path is not below root. */
static int depth_below(const char *root, const char *path)
{
    size_t rl = dir_len(root);
    if (strncmp(root, path, rl) || path[rl] != '/' || !path[rl + 1]) return 0;
    int depth = 0;
    for (const char *p = path + rl; *p; p++)
        if (*p == '/') {
            if (!p[1] || p[1] == '/') return 0; /* an empty name: not a path the walk made */
            depth++;
        }
    return depth;
}

int32_t tfc_scan_walk_rest(const char *root, const char *path, uint32_t flags, tfc_scan_visit_fn visit, void *user,
                           tfc_error *err)
{
    if (!root || !path || !visit) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "root, path or visit is NULL");
    if (flags & ~(uint32_t)(TFC_SCAN_UNREAD_FILES | TFC_SCAN_SAVED_MODELS_UNLISTED))
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "walk flags 0x%x: the rest of a walk does not follow links",
                         (unsigned)flags);
    int depth = depth_below(root, path);
    if (depth < 1 || depth >= SCAN_MAX_DEPTH)
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "%s is not a directory the walk of %s leaves unlisted", path,
                         root);
    /* below path, SavedModel directories are walked here, as the walk would */
    walker *w = walker_new(flags & ~(uint32_t)TFC_SCAN_SAVED_MODELS_UNLISTED, visit, user, err);
    if (!w) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    entry *names;
    size_t n;
    int32_t rc = list_dir(w, path, 1, &names, &n);
    if (rc == 1) rc = TFC_OK; /* searchable, not readable: as the walk, nothing below */
    else if (!rc && n) {
        /* Something below: the directories from root to path by (device,
         * inode), for the walk's loop bound; one gone since is no ancestor. */
        size_t rl = dir_len(root);
        char *prefix = tfc__alloc(NULL, strlen(path) + 1);
        if (!prefix) rc = tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
        for (int d = 0, at = 0; !rc && d <= depth; d++) {
            const char *end = d == 0 ? path + rl : strchr(path + at + 1, '/');
            size_t len = end ? (size_t)(end - path) : strlen(path);
            memcpy(prefix, path, len);
            prefix[len] = 0;
            at = (int)len;
            struct stat st;
            w->path[d] = stat(prefix, &st) == 0 ? (dir_id){(uint64_t)st.st_dev, (uint64_t)st.st_ino} : (dir_id){0, 0};
        }
        tfc__free(NULL, prefix);
        if (!rc) {
            rc = walk_entries(w, path, depth, names, n);
            names = NULL;
            n = 0;
        }
    }
    free_entries(names, n);
    walker_free(w);
    return rc;
}

int32_t tfc_scan_walk(const char *root, tfc_scan_visit_fn visit, void *user, tfc_error *err)
{
    /* Its meaning since 0.2.0: links are followed (bounded). */
    return tfc_scan_walk_v2(root, TFC_SCAN_FOLLOW_LINKS, visit, user, err);
}
