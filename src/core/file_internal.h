/*
 * file_internal.h - the reading layer: the one place where the library
 * turns a path into bytes.
 *
 * Rules every reader follows through these primitives:
 *  - only regular files: the path is checked with stat() before any open
 *    (a FIFO or device is never opened; or the caller looked already: the
 *    walk's listing, tfc__file_open_looked), then opened with O_NONBLOCK and
 *    checked again with fstat() on the descriptor; symlinks are followed,
 *    and what they name must be a regular file too;
 *  - the size is bounded before anything is read or allocated;
 *  - bytes come from pread() into memory the library owns, never from a
 *    mapping: a file truncated under us gives TFC_E_TRUNCATED (a short
 *    read), an I/O error TFC_E_IO, never a signal;
 *  - the size is checked again after the read: a file that changed size
 *    while being read is an error (TFC_E_TRUNCATED if it shrank, TFC_E_IO
 *    if it grew), never a verdict on a mix of two files.
 */
#ifndef TFC_FILE_INTERNAL_H
#define TFC_FILE_INTERNAL_H

#include "internal.h"
#include "wire.h"
#include "tfcompat/container.h"

typedef struct tfc__file {
    int fd;           /* -1 when closed */
    uint64_t size;    /* st_size at open */
    const char *path; /* borrowed, for messages */
} tfc__file;

/* Opens a regular file (see above). max_size: a larger file fails with
 * TFC_E_TOO_LARGE before anything is read. TFC_E_NOT_FOUND, TFC_E_IO (not a
 * regular file, permission, ...). f->fd is -1 on failure. */
TFC__HIDDEN int tfc__file_open(tfc__file *f, const char *path, uint64_t max_size, tfc_error *err);
/* tfc__file_open for a caller that has looked at `path` already and saw a
 * regular file (the walk's listing: tfc_scan_record_new_walked): no stat
 * before the open; the open does not block and the descriptor is checked
 * with fstat (regular, size bounded), so a FIFO or device swapped in since
 * the look is refused, never read. */
TFC__HIDDEN int tfc__file_open_looked(tfc__file *f, const char *path, uint64_t max_size, tfc_error *err);
TFC__HIDDEN void tfc__file_close(tfc__file *f);
/* Reads exactly n bytes at offset off (off + n <= f->size). A short read
 * (the file shrank) is TFC_E_TRUNCATED, a read error TFC_E_IO. */
TFC__HIDDEN int tfc__file_pread(const tfc__file *f, void *buf, size_t n, uint64_t off, tfc_error *err);
/* TFC_OK if the file still has the size it had at open; TFC_E_TRUNCATED if
 * it shrank, TFC_E_IO if it grew. Called after a read completes. */
TFC__HIDDEN int tfc__file_check_unchanged(const tfc__file *f, tfc_error *err);
/* The whole file in memory allocated with `a` (freed by the caller with
 * tfc__free(a, *out)); *out is NULL for an empty file. Bounded by max_size. */
TFC__HIDDEN int tfc__file_read_all(uint8_t **out, size_t *len, const char *path, uint64_t max_size,
                                   const tfc_allocator *a, tfc_error *err);
/* tfc__file_read_all of a path the caller has looked at (tfc__file_open_looked):
 * no stat before the open; the descriptor's fstat, the read, and the size
 * checked again. Meant for small files (the buffer is sized by the fstat):
 * bound max_size. */
TFC__HIDDEN int tfc__file_read_small_looked(uint8_t **out, size_t *len, const char *path, uint64_t max_size,
                                            const tfc_allocator *a, tfc_error *err);

/*
 * The kind of the regular file `path` from its content (as
 * tfc_container_detect_kind says it), through the rules above: a FIFO,
 * device or directory is TFC_E_IO without a blocking open, and a file that
 * changes size during the read is an error. A file of at most `cap` bytes is
 * read whole into `buf` (the caller's, reused from call to call); a larger
 * one is judged by its first and last 8 bytes (TFLite identifier, table
 * magic), else by the streaming detection, in windows of TFC__FILE_WINDOW
 * bytes. buf NULL: always the streaming detection. *out_kind is
 * TFC_KIND_UNKNOWN on failure; *out_unread says whether the failure is the
 * file's (it could not be opened or read, or changed: 1) or what its
 * content says (not a model: 0).
 */
TFC__HIDDEN int tfc__file_detect_kind_bounded(int32_t *out_kind, int *out_unread, const char *path, uint8_t *buf,
                                              size_t cap, tfc_error *err);

/* After a parser failed on the bytes of `path` (read with
 * tfc__file_read_all): makes err->message start with "<path>: " so the
 * message names the file; code and offset are kept. Returns rc. */
TFC__HIDDEN int tfc__file_name_error(int rc, const char *path, tfc_error *err);

/* A parser of text bytes into *out (one of the library's _parse/_load functions, adapted). */
typedef int32_t (*tfc__text_parser)(void *out, const char *text, size_t len, const tfc_allocator *a,
                                    tfc_error *err);
/*
 * The openers of text files (registry, resolver, delegate files): reads
 * `path` (at most max bytes, regular files only) and parses it with
 * `parse`; a parse error names the file. `out` is handed to the parser.
 */
TFC__HIDDEN int tfc__text_file_parse(void *out, const char *path, uint64_t max, const tfc_allocator *a,
                                     tfc__text_parser parse, tfc_error *err);

/* The size bound of the small text files the openers read (registry,
 * resolver and delegate files): 16 MiB. */
#define TFC__TEXT_FILE_MAX ((uint64_t)16 << 20)

/* A streaming source over an open file for the wire reader (wire.h):
 * windows of the file read with pread into one owned buffer. */
typedef struct tfc__file_src {
    tfc__src src; /* first: the wire reader sees this */
    const tfc__file *file;
    uint8_t *buf;
    size_t cap;
    const tfc_allocator *alloc;
} tfc__file_src;

/* Bytes read per window (a skip past the window's end is never read). */
#define TFC__FILE_WINDOW ((size_t)256 << 10)
/* The largest contiguous piece a source holds: bounds private memory. */
#define TFC__FILE_MAX_PIECE ((size_t)8 << 20)

TFC__HIDDEN int tfc__file_src_init(tfc__file_src *s, const tfc__file *f, const tfc_allocator *a, tfc_error *err);
TFC__HIDDEN void tfc__file_src_free(tfc__file_src *s);
/* Runs fn over the model file at path (a directory: its saved_model.pb) as a
 * windowed source, as tfc_file_open_model reads it: bounded by max_size, and
 * the file must not have changed size by the end. For a second read of a
 * model (tfjs_convert.c). */
TFC__HIDDEN int tfc__file_with_model(const char *path, uint64_t max_size, const tfc_allocator *a,
                                     int (*fn)(tfc__src *src, void *user, tfc_error *err), void *user, tfc_error *err);

/* tfc_file_open_model (path and out not NULL) for a caller that has looked
 * at path already: is_dir says whether it is a directory (then its
 * saved_model.pb is read, through tfc__file_open as always). Saves the
 * second stat of the path that tfc_file_open_model makes (tfc_artifact_open). */
TFC__HIDDEN int tfc__file_open_model_looked(tfc_model **out, const char *path, int is_dir, int32_t expected_kind,
                                            const tfc_parse_options *opts, tfc_error *err);

/* What a st_mode that is not a regular file names, for messages ("a FIFO",
 * "a directory", ...): the reading and the writing layer say it alike. */
TFC__HIDDEN const char *tfc__file_type_name(uint32_t mode);

/* The writing layer's opens (tfc_file_write): a new file at path, created
 * exclusively without following a link, mode 0666 less the umask (a file
 * descriptor, or -1 with errno set); and a best-effort fsync of a directory,
 * so that a rename in it is durable. */
TFC__HIDDEN int tfc__file_create_new(const char *path);
TFC__HIDDEN void tfc__file_sync_dir(const char *dir);
/* The entries of directory path, in the order the file system gives them
 * ("." and ".." included): each(user, name, type) for every one, type being
 * readdir's d_type (DT_UNKNOWN when the file system does not say). buf (cap
 * bytes, may be NULL) is the listing's scratch space. Names only: no byte
 * of a file is read, and a FIFO at path never blocks. 0 when listed; 1 when
 * the directory cannot be opened or read (errno says why); else the first
 * nonzero value each() returned, which ends the listing. */
typedef int32_t (*tfc__file_dir_entry_fn)(void *user, const char *name, unsigned char type);
TFC__HIDDEN int32_t tfc__file_list_dir(const char *path, uint8_t *buf, size_t cap, tfc__file_dir_entry_fn each,
                                       void *user);

/* 1 if path names something (stat succeeds, following symlinks). */
TFC__HIDDEN int tfc__path_exists(const char *path);
/* 1 if path is a directory. */
TFC__HIDDEN int tfc__is_dir(const char *path);
/* "<dir>/<name>" in memory from `a` (any length; *out freed with tfc__free); TFC_E_NOMEM. */
TFC__HIDDEN int tfc__path_join(char **out, const tfc_allocator *a, const char *dir, const char *name, tfc_error *err);

#endif
