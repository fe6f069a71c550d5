/*
 * tfcompat/file.h - opening models by path, and writing a file whole
 * (tfc_file_write, below).
 *
 * Stability: the lower tier (building blocks and introspection): its
 * functions are declared only under TFC_BUILDING_BLOCKS (see tfcompat.h),
 * are outside the semver promise and may change in a minor release; most
 * callers need only the stable core (tfcompat/check.h: targets, one verdict, every release).
 *
 * Reading a multi-gigabyte graph with bounded memory is the library's job.
 * The path must name a regular file (a symlink to one is fine): a
 * directory (other than a SavedModel directory, below), FIFO, socket or
 * device is refused with TFC_E_IO without being opened for reading, so a
 * FIFO never blocks. The file is read with pread in windows of a few
 * hundred KiB into one buffer the library owns (at most a few MiB,
 * whatever the file size); payloads the scan skips (tensor contents, the
 * attrs of most nodes) are not read at all. Nothing is memory-mapped: a
 * file that is truncated while being read gives TFC_E_TRUNCATED (its
 * message says the file changed), one that grows gives TFC_E_IO; never a
 * signal, never a verdict on a mix of two versions of the file.
 *
 * A path naming a directory is read as a SavedModel directory: its
 * `saved_model.pb` is opened and must be a SavedModel.
 */
#ifndef TFCOMPAT_FILE_H
#define TFCOMPAT_FILE_H

#include "tfcompat/common.h"
#include "tfcompat/container.h"

#ifdef __cplusplus
extern "C" {
#endif

#ifdef TFC_BUILDING_BLOCKS
/**
 * Opens and parses a GraphDef, MetaGraphDef or SavedModel file (or a
 * SavedModel directory). See tfc_model_parse for expected_kind and opts.
 * @return TFC_OK; TFC_E_NOT_FOUND (no such file, or a directory without
 *         saved_model.pb); TFC_E_IO (not a regular file, read error, file
 *         grew during the read); TFC_E_TRUNCATED (file shrank during the
 *         read); TFC_E_TOO_LARGE; or any code of tfc_model_parse. *out is
 *         NULL on failure. Since 0.1.0.
 */
TFC_API int32_t tfc_file_open_model(tfc_model **out, const char *path, int32_t expected_kind,
                               const tfc_parse_options *opts, tfc_error *err);

/**
 * Detects the kind of a file from its content (see tfc_container_detect_kind); a
 * directory holding saved_model.pb reports TFC_KIND_SAVED_MODEL and sets
 * *out_is_dir (optional) to 1. The file is read as above: a FIFO, socket,
 * device or a path of PATH_MAX bytes or more is TFC_E_IO without a blocking
 * open, a file that changes size during the read TFC_E_TRUNCATED or TFC_E_IO.
 * Since 0.1.0.
 */
TFC_API int32_t tfc_file_detect_kind(int32_t *out_kind, int32_t *out_is_dir, const char *path,
                                     tfc_error *err);

/**
 * Writes `len` bytes as the whole content of the file `path`: the one
 * writing path of the project (`tfcompat fixture -o` and every report the
 * command writes to a path go through it).
 * - An existing FIFO, socket, device or directory at `path` is refused at
 *   once with TFC_E_NOT_REGULAR: it is looked at with lstat(), never
 *   opened, so nothing blocks.
 * - The bytes go to a new temporary file in the same directory
 *   (".tfc-<hex>.tmp", created with O_EXCL, mode 0666 less the umask, as
 *   any new file), are flushed with fsync(), and the file is renamed over
 *   `path`: a reader sees the old content or the new, never a part.
 * - A symbolic link at `path` is replaced by the new file; the file it
 *   points to is never written (nor followed, nor opened).
 * - On any failure (no space, EFBIG, a quota, an I/O error, a failed
 *   rename) the temporary file is removed and `path` is left byte for byte
 *   as it was. A process killed meanwhile (by SIGXFSZ, when it does not
 *   ignore it, among others) leaves the old file intact too, and may leave
 *   the hidden temporary file behind.
 * @param path   the file to write (NUL-terminated; borrowed)
 * @param bytes  the content (borrowed for the call); may be NULL when len is 0
 * @param len    number of bytes
 * @param err    optional detail (the message names the path and the
 *               system's reason)
 * @return TFC_OK; TFC_E_NOT_REGULAR (`path` is a FIFO, socket, device or
 *         directory); TFC_E_NOT_FOUND (its directory does not exist);
 *         TFC_E_IO (permission, read-only file system, no space, a path of
 *         PATH_MAX bytes or more, and the like); TFC_E_INVALID_ARGUMENT (NULL or
 *         empty path, NULL bytes with len > 0); TFC_E_NOMEM. Since 1.1.0.
 */
TFC_API int32_t tfc_file_write(const char *path, const uint8_t *bytes, size_t len, tfc_error *err);
#endif /* TFC_BUILDING_BLOCKS */

#ifdef __cplusplus
}
#endif
#endif /* TFCOMPAT_FILE_H */
