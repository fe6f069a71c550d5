/*
 * tfcompat/file.h - opening models by path.
 *
 * Stability: an introspection and building-block header: public, under the
 * same ABI and semver promises as the core, but most callers need only the
 * stable core (tfcompat/check.h: targets, one verdict, every release).
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

#ifdef __cplusplus
}
#endif
#endif /* TFCOMPAT_FILE_H */
