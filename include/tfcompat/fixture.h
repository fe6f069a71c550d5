/*
 * tfcompat/fixture.h - writes small, valid protobuf inputs for tests of
 * version gates: a VersionDef, or a GraphDef, MetaGraphDef or SavedModel
 * carrying one (and, if asked, one node per given op name).
 *
 * A project that builds its own versioning scheme on this library (a
 * registry of its own consumers, or tfc_accept_check with its own version
 * numbers) needs inputs stamped with chosen versions to test it; TensorFlow
 * is not needed to make them. What this module writes, the library's
 * parsers (tfc_versiondef_parse, tfc_model_parse) and the kind detection
 * (tfc_container_detect_kind) read back exactly: the unit test
 * tests/unit/test_fixture.c holds it to that.
 *
 * The bytes are TensorFlow's wire format, fields in field-number order as
 * TensorFlow's serializer writes them:
 *   VersionDef    producer (1, always written, even when 0, so that the bytes
 *                 are never empty and are detected as a VersionDef), min_consumer
 *                 (2, when not 0), bad_consumers (3, packed, when any)
 *   GraphDef      node (1): one NodeDef {name (1) "node<i>", op (2) ops[i]}
 *                 per op, in the order given; versions (4): the VersionDef
 *   MetaGraphDef  meta_info_def (1) {tags (4) "serve"}; graph_def (2)
 *   SavedModel    saved_model_schema_version (1) = 1; meta_graphs (2): one
 *                 MetaGraphDef
 *
 * Output goes to a caller buffer with snprintf semantics: the size needed is
 * always reported, and the bytes are written only when they all fit (a
 * truncated message could read as a different valid message, so nothing is
 * written rather than a prefix). Call once with cap 0 to learn the size.
 *
 * Thread safety: pure functions; no allocation.
 */
#ifndef TFCOMPAT_FIXTURE_H
#define TFCOMPAT_FIXTURE_H

#include "tfcompat/common.h"
#include "tfcompat/container.h" /* TFC_KIND_* */

#ifdef __cplusplus
extern "C" {
#endif

#ifdef TFC_BUILDING_BLOCKS
/**
 * Writes a serialized message of one kind carrying the VersionDef
 * {producer, min_consumer, bad_consumers}.
 *
 * @param buf           where the bytes go; may be NULL when cap is 0
 * @param cap           bytes available at buf
 * @param out_size      receives the size of the message in bytes, also when
 *                      it does not fit in cap (then buf is left untouched)
 * @param kind          TFC_KIND_VERSION_DEF, TFC_KIND_GRAPH_DEF,
 *                      TFC_KIND_META_GRAPH_DEF or TFC_KIND_SAVED_MODEL
 *                      (tfcompat/container.h)
 * @param producer      VersionDef.producer
 * @param min_consumer  VersionDef.min_consumer
 * @param bad           VersionDef.bad_consumers in the order to store them
 *                      (borrowed for the call); may be NULL when n_bad is 0
 * @param n_bad         number of entries of bad
 * @param ops           op names, NUL-terminated UTF-8 (borrowed for the
 *                      call): the graph gets one node per entry; may be NULL
 *                      when n_ops is 0. Must be 0 for TFC_KIND_VERSION_DEF.
 * @param n_ops         number of entries of ops
 * @param err           optional detail
 * @return TFC_OK (*out_size set; the bytes in buf when *out_size <= cap);
 *         TFC_E_INVALID_ARGUMENT (NULL out_size; NULL buf with cap > 0;
 *         another kind; NULL bad or ops with a count; a NULL op name; ops
 *         for a VersionDef); TFC_E_TOO_LARGE (a message of 2 GiB or more,
 *         over protobuf's limit). Since 0.2.0.
 */
TFC_API int32_t tfc_fixture_write(uint8_t *buf, size_t cap, size_t *out_size, int32_t kind,
                                  int32_t producer, int32_t min_consumer, const int32_t *bad,
                                  size_t n_bad, const char *const *ops, size_t n_ops, tfc_error *err);
#endif /* TFC_BUILDING_BLOCKS */

#ifdef __cplusplus
}
#endif
#endif /* TFCOMPAT_FIXTURE_H */
