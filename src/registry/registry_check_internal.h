/*
 * registry_check_internal.h - the checks (registry_check.c) with a model
 * already resolved against the op tables, as the op-level entries of
 * opreg.c call them. registry_check.c includes it with
 * registry_internal.h, opreg_internal.h and opdeprecation_internal.h;
 * none of those includes it. It names the op model by its struct tag
 * only: opreg_internal.h's rules are outside its include guard, so a
 * second inclusion would define them twice. Never installed.
 */
#ifndef TFC_REGISTRY_CHECK_INTERNAL_H
#define TFC_REGISTRY_CHECK_INTERNAL_H

#include "registry_internal.h"
#include "tfcompat/container.h"

struct tfc__opreg_model;
/*
 * The verdict of consumer `ci` (a registry index), as
 * tfc_registry_check_release, with op findings from `m` (NULL: none).
 */
TFC__HIDDEN int tfc__registry_check_one(tfc_verdict **out, const tfc_registry *r, size_t ci,
                                        const tfc_versiondef *data, const char *const *ops, size_t n_ops,
                                        const struct tfc__opreg_model *m, const char *tf_version,
                                        tfc_error *err);
/* tfc_registry_check with op findings from `m` (NULL: built from ops);
 * `quiet`: the verdicts' findings have no message (tfc__verdict_set_quiet). */
TFC__HIDDEN int tfc__registry_check_all(tfc_release_answer **out, const tfc_registry *r, const char *scheme,
                                        const tfc_versiondef *data, const char *const *ops, size_t n_ops,
                                        const struct tfc__opreg_model *m, int quiet, tfc_error *err);

/* 1 when release i of the answer holds the very verdict of release i - 1
 * (a quiet answer shares equal ones: tfc__registry_check_all). */
TFC__HIDDEN int tfc__release_answer_holds_previous(const tfc_release_answer *a, size_t i);

/* The first consumer of `scheme` (a registry index) when every consumer of
 * it is known to have consumer version `version` and `min_producer`; -1
 * when the scheme has none (or the registry lacks it); -2 when one differs. */
TFC__HIDDEN int64_t tfc__registry_scheme_all_at(const tfc_registry *r, const char *scheme, int32_t version,
                                                int32_t min_producer);

/* The names of ops[0, n_ops) that are in the op deprecation table, in
 * their order, written to out (room for n_ops); returns how many. Only
 * those can give tfc__ops_check_into a finding. */
TFC__HIDDEN size_t tfc__ops_maybe_deprecated(const char **out, const char *const *ops, size_t n_ops);

/* A meta graph's ops and watched attr uses resolved into an op model once
 * (opreg_check.c), then asked of every release or of one consumer without
 * resolving them again. `g` is borrowed and must outlive it; the registry
 * allocates it and must be the one given to _free and the checks.
 * TFC_OK, TFC_E_INVALID_ARGUMENT or TFC_E_NOMEM. */
typedef struct tfc__opreg_graph tfc__opreg_graph;
TFC__HIDDEN int tfc__opreg_graph_new(tfc__opreg_graph **out, const tfc_registry *r, const tfc_meta_graph *g,
                                     tfc_error *err);
TFC__HIDDEN void tfc__opreg_graph_free(const tfc_registry *r, tfc__opreg_graph *og);
/* tfc_opreg_check of the graph; `quiet` as tfc__registry_check_all (answer.c:
 * a scan record's all-release answer, of which one release's messages are
 * shown). */
TFC__HIDDEN int tfc__opreg_graph_check_all(tfc_release_answer **out, const tfc_registry *r, const tfc__opreg_graph *og,
                                           int quiet, tfc_error *err);
/* Consumer `ci`'s verdict of the graph, with messages: the verdict
 * tfc__opreg_graph_check_all (quiet or not) holds for it, as
 * tfc_opreg_check makes it. */
TFC__HIDDEN int tfc__opreg_graph_check_consumer(tfc_verdict **out, const tfc_registry *r, size_t ci,
                                                const tfc__opreg_graph *og, tfc_error *err);

#endif
