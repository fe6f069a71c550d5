/*
 * tfcompat/target.h - the consumer a check asks: a target (part of the check
 * layer, tfcompat/check.h).
 *
 * Stability: the stable core (tfcompat.h lists it first) for the functions
 * declared outside `#ifdef TFC_BUILDING_BLOCKS`; those inside are the lower
 * tier, outside the semver promise (see tfcompat.h).
 *
 * A target is a TensorFlow release, a consumer of a registry, an explicit
 * VersionDef consumer, a TFLite/LiteRT runtime, a product of the catalogue,
 * or a TensorFlow release and a TFLite runtime together. Parsed once,
 * immutable, shared by threads; it borrows its registry (and a resolver set
 * with tfc_target_set_resolver): they must outlive it. tfcompat/check.h
 * says what a target answers for each kind of artifact.
 *
 * Target strings (tfc_target_parse), items separated by ',':
 *   RELEASE              a TensorFlow release, looked up in the registry's
 *                        graphdef scheme: "2.11.1", "v2.11.0", "2.11"
 *   tf@RELEASE           the same (also "tensorflow@RELEASE")
 *   litert@RELEASE       the standard TFLite/LiteRT interpreter of that
 *                        release (also "tflite@RELEASE")
 *   PROFILE@VERSION      a measured runtime build (tfc_resolver_profile_name,
 *                        "litertjs@2.5.3")
 *   NAME@RELEASE         the registry consumer of that name and release
 *                        ("myserving@7"; a release two consumers of the
 *                        registry share is the one of that NAME)
 *   PRODUCT@VERSION      a product of the built-in catalogue
 *                        (tfcompat/product.h): the runtime that version embeds,
 *                        "tfjs-node@4.22.0" = libtensorflow 2.9.1 (the
 *                        release rule below), "tf-serving@2.11.1"; names
 *                        say both ("tfjs-node 4.22.0 (libtensorflow 2.9.1)")
 * One rule for release numbers, everywhere: a leading "v" is dropped;
 * "X.Y" means "X.Y.0"; a TensorFlow patch release "X.Y.Z" the registry
 * does not list answers as "X.Y.0" when it does (TensorFlow freezes a minor
 * release's GraphDef versions and op set at its branch cut; patch releases
 * only fix bugs), and messages name "X.Y.Z" (tfc_target_note says so); a
 * release candidate or development build as TensorFlow prints it
 * ("2.11.0-rc1", "1.15.0rc3", "0.12.head": MetaInfoDef.tensorflow_version)
 * answers as the release it precedes, X.Y.Z (or its minor release). A
 * TFLite runtime release follows the op-version module's rule
 * (tfc_resolver_for_release: the minor releases the data knows; a patch
 * release has what its minor release has plus what the data dates to its
 * patches). Other spellings are TFC_E_UNKNOWN_RELEASE (TensorFlow) or
 * TFC_E_BAD_VALUE (TFLite).
 *
 * Since 1.0.0 (in tfcompat/check.h until 1.1.0, which still includes it).
 */
#ifndef TFCOMPAT_TARGET_H
#define TFCOMPAT_TARGET_H

#include "tfcompat/common.h"
#include "tfcompat/registry.h"
#include "tfcompat/resolver.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ==== Targets ========================================================== */

typedef struct tfc_target tfc_target;

/**
 * Parses a target string (see the top of this header).
 * @param out      receives the target (free with tfc_target_free)
 * @param spec     UTF-8, NUL-terminated
 * @param registry the consumers TensorFlow releases and NAME@RELEASE are
 *                 looked up in; NULL: tfc_registry_default(). Borrowed.
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT (out or spec NULL); TFC_E_BAD_VALUE
 *         (empty item, two TensorFlow or two TFLite sides); TFC_E_UNKNOWN_RELEASE
 *         (a release the registry or the TFLite data does not know, with
 *         what it does know in the message); TFC_E_NOMEM. *out is NULL on
 *         failure.
 * Since 1.0.0.
 */
TFC_API int32_t tfc_target_parse(tfc_target **out, const char *spec, const tfc_registry *registry,
                                 tfc_error *err);

/**
 * Adds the items of a target string to `t` (a TensorFlow side to a target
 * that has none, or a TFLite side) as tfc_target_parse reads them. Call
 * it before the target is shared. On failure `t` may hold the items before
 * the failing one.
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT; the codes of tfc_target_parse.
 * Since 1.0.0.
 */
TFC_API int32_t tfc_target_add(tfc_target *t, const char *spec, tfc_error *err);

#ifdef TFC_BUILDING_BLOCKS
/**
 * Adds a TFLite side as `--runtime` names it: a TFLite/LiteRT release
 * ("2.14.0", "v2.14", "litert@2.14.0") or a runtime profile NAME@VERSION
 * ("litertjs@2.5.3"). A catalogue product with no TFLite runtime
 * ("tfjs-node@4.22.0") is TFC_E_BAD_VALUE, saying so: it is a TensorFlow
 * target (tfc_target_add), not a runtime. Call it before the target is
 * shared.
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT; TFC_E_BAD_VALUE (not a runtime
 *         spelling, two TFLite sides, no such profile, a product with no
 *         TFLite side); TFC_E_UNKNOWN_RELEASE (a release the TFLite data
 *         does not know); TFC_E_NOMEM.
 * Since 1.1.0.
 */
TFC_API int32_t tfc_target_add_runtime(tfc_target *t, const char *spec, tfc_error *err);
#endif /* TFC_BUILDING_BLOCKS */

/**
 * An empty target: no TensorFlow and no TFLite side, so every artifact is
 * answered by "does any release load it?" (see above). Giving it a side
 * (tfc_target_add, tfc_target_add_runtime, tfc_target_set_resolver) makes
 * it that consumer: a kind it has no side for is then KIND_NOT_LOADED. `registry` as in tfc_target_parse.
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT; TFC_E_NOMEM.
 * Since 1.0.0.
 */
TFC_API int32_t tfc_target_new(tfc_target **out, const tfc_registry *registry, tfc_error *err);

#ifdef TFC_BUILDING_BLOCKS
/**
 * A target of one explicit VersionDef consumer: TensorFlow's acceptance
 * rule with `consumer` and `min_producer` in `scheme`, and nothing else
 * (no op set: op rules need a release).
 * @param registry   where `scheme` is looked up for the names messages use
 *                   ("GraphDef", "Checkpoint"); NULL: the default registry
 * @param scheme     "graphdef", "checkpoint" or a scheme of `registry`;
 *                   NULL: each artifact's own scheme
 * @param tf_version the TensorFlow version messages name; NULL: "unknown"
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT; TFC_E_BAD_VALUE (unknown scheme,
 *         negative consumer); TFC_E_NOMEM.
 * Since 1.0.0.
 */
TFC_API int32_t tfc_target_new_consumer(tfc_target **out, const tfc_registry *registry, const char *scheme,
                                        int32_t consumer, int32_t min_producer, const char *tf_version,
                                        tfc_error *err);

/**
 * Sets the target's TFLite side to a resolver of your own (tfcompat/
 * resolver.h: a resolver file, a runtime profile, one built by hand),
 * replacing any TFLite side the target string named. `label` names it in
 * tfc_target_runtime and tfc_target_name ("my-app-resolver"). Call it before
 * the target is shared. The resolver is borrowed: it must outlive the target.
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT; TFC_E_NOMEM.
 * Since 1.0.0.
 */
TFC_API int32_t tfc_target_set_resolver(tfc_target *t, const tfc_resolver *resolver, const char *label,
                                        tfc_error *err);
#endif /* TFC_BUILDING_BLOCKS */

/**
 * Sets the TensorFlow version string messages name ("for TensorFlow STR"),
 * e.g. the server's own build string; the release the rules use does not
 * change. Call it before the target is shared.
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT (no TensorFlow side, NULL); TFC_E_NOMEM.
 * Since 1.0.0.
 */
TFC_API int32_t tfc_target_set_tf_version(tfc_target *t, const char *tf_version, tfc_error *err);

#ifdef TFC_BUILDING_BLOCKS
/**
 * Build differences: the consumer's TensorFlow is built without the XLA/TPU
 * ops (core_only != 0), as a TF Serving or C-library build from source may
 * be. An op of the release that only builds linking XLA/TPU ops register is
 * then an error (OP_NOT_IN_CORE, severity error, with the message the
 * binary gives: "Op type not registered 'X' in binary running on <host>.
 * ..."), where it is a warning for the release's standard builds. Applies
 * to tfc_check (not to tfc_check_releases, which asks the standard builds).
 * The target's name says "core ops only". Call it before the target is
 * shared.
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT (NULL, or no TensorFlow release
 *         side); TFC_E_NOMEM.
 * Since 1.0.0.
 */
TFC_API int32_t tfc_target_set_core_ops_only(tfc_target *t, int32_t core_only, tfc_error *err);

/** 1 when the target's TensorFlow side is built without XLA/TPU ops, else 0. Since 1.0.0. */
TFC_API int32_t tfc_target_core_ops_only(const tfc_target *t);

/**
 * Build differences: the loader the consumer reads models with (enum
 * tfc_loader, tfcompat/opreg.h): TFC_LOADER_SESSION (C++ LoadSavedModel,
 * TF Serving, the C library, tfjs-node) or TFC_LOADER_PYTHON_V1 (TF1 Python
 * loaders, which drop an unknown attr equal to its default first:
 * ATTR_STRIPPED_BY_LOADER). Replaces the registry consumer's own loader
 * for tfc_check (a registry file sets it per consumer with loader=). The
 * registry is not changed: the target keeps a copy of the release's
 * consumers with that loader. Call it before the target is shared.
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT (NULL, no TensorFlow release
 *         side); TFC_E_BAD_VALUE (not a loader); TFC_E_NOMEM.
 * Since 1.0.0.
 */
TFC_API int32_t tfc_target_set_loader(tfc_target *t, int32_t loader, tfc_error *err);

/** The loader of the target's TensorFlow side (enum tfc_loader), or -1
 *  when it has no release side.
 * Since 1.0.0.
 */
TFC_API int32_t tfc_target_loader(const tfc_target *t);
#endif /* TFC_BUILDING_BLOCKS */

/** Frees a target. Accepts NULL. Since 1.0.0. */
TFC_API void tfc_target_free(tfc_target *t);

/** What the target is, for people: "TensorFlow 2.11.1 (graphdef consumer 1286),
 *  TFLite 2.14.0"; borrowed. "" for NULL.
 * Since 1.0.0.
 */
TFC_API const char *tfc_target_name(const tfc_target *t);

#ifdef TFC_BUILDING_BLOCKS
/**
 * What answers an artifact of `kind` (TFC_KIND_*), for labels: the side of
 * the target the rule above picks, named as it was asked, never a
 * substituted name: "TensorFlow 2.11.1 (as 2.11.0)" for a SavedModel,
 * "TFLite runtime 2.14.0" for a TFLite model of "2.11.1,litert@2.14.0",
 * "TensorFlow 2.11.1, its tf.lite.Interpreter (TFLite runtime 2.11.1)" for
 * a TFLite model of "2.11.1"; the whole tfc_target_name when no side
 * answers the kind ("tfjs-node 4.22.0 (libtensorflow 2.9.1)", which
 * refuses it); "any release" / "any TFLite runtime release" for an empty
 * target. Two different targets never share a name. Borrowed, valid until
 * the target changes or is freed; "" for NULL.
 * Since 1.1.0.
 */
TFC_API const char *tfc_target_name_for_kind(const tfc_target *t, int32_t kind);

/** The registry the target's releases come from (borrowed), or NULL for NULL. Since 1.0.0. */
TFC_API const tfc_registry *tfc_target_registry(const tfc_target *t);
#endif /* TFC_BUILDING_BLOCKS */

/** The TensorFlow side's release as the registry lists it ("2.11.0"), or
 *  NULL when the target has none; borrowed.
 * Since 1.0.0.
 */
TFC_API const char *tfc_target_release(const tfc_target *t);

/** The TensorFlow version messages name ("2.11.1" for a patch release
 *  answered by 2.11.0), or NULL when the target has no TensorFlow side;
 *  borrowed.
 * Since 1.0.0.
 */
TFC_API const char *tfc_target_tf_version(const tfc_target *t);

#ifdef TFC_BUILDING_BLOCKS
/** Index of the TensorFlow side's consumer in the registry's graphdef
 *  scheme (tfc_registry_consumer_*), or -1.
 * Since 1.0.0.
 */
TFC_API int64_t tfc_target_consumer(const tfc_target *t);

/** The explicit consumer number of a tfc_target_new_consumer target, or -1. Since 1.0.0. */
TFC_API int64_t tfc_target_consumer_version(const tfc_target *t);

/** The TFLite side ("2.14.0", "litertjs@2.5.3", or a resolver's label), or
 *  NULL when the target has none; borrowed.
 * Since 1.0.0.
 */
TFC_API const char *tfc_target_runtime(const tfc_target *t);
#endif /* TFC_BUILDING_BLOCKS */

/** Why a release was answered by another one ("2.11.1 is not in the table;
 *  using 2.11.0, whose versions every 2.11 patch release keeps"), or "";
 *  borrowed.
 * Since 1.0.0.
 */
TFC_API const char *tfc_target_note(const tfc_target *t);

#ifdef TFC_BUILDING_BLOCKS
/** The catalogue product the target's TensorFlow side (else its TFLite
 *  side) stands for ("tfjs-node"), or NULL when it names none; borrowed
 *  (static).
 * Since 1.0.0.
 */
TFC_API const char *tfc_target_product(const tfc_target *t);

/** That product's version ("4.22.0"), or NULL; static. Since 1.0.0. */
TFC_API const char *tfc_target_product_version(const tfc_target *t);

/** What that product version embeds ("libtensorflow", "TensorFlow"), or
 *  NULL; static.
 * Since 1.0.0.
 */
TFC_API const char *tfc_target_embedded(const tfc_target *t);

/** The embedded runtime's version as the catalogue gives it ("2.9.1"; the
 *  rules answer it by the release rule above), or NULL; static.
 * Since 1.0.0.
 */
TFC_API const char *tfc_target_embedded_version(const tfc_target *t);
#endif /* TFC_BUILDING_BLOCKS */

#ifdef __cplusplus
}
#endif
#endif /* TFCOMPAT_TARGET_H */
