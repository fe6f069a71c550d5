/*
 * opreg_internal.h - TensorFlow's op and attr registry by release, as
 * compiled from data/tf_ops.csv, data/tf_op_attrs.csv and data/tf_attr_policy.csv by
 * tools/gen/opreg.c
 * (the generated opreg_tables.c defines these). Never installed.
 *
 * Releases are indexes into the axis tfc__tfop_axis (the minor releases of
 * data/tf_releases.csv from the first one an op source lists, oldest
 * first); -1 means "none". No release is named in C: the axis, its length
 * and its ends are data.
 */
#ifndef TFC_OPREG_INTERNAL_H
#define TFC_OPREG_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "internal.h"

/* How the first release of an op or attr is known (data column first_seen_exact). */
enum { TFC__FIRST_EXACT = 0, TFC__FIRST_APPROX = 1, TFC__FIRST_RANGE = 2 };

typedef struct tfc__tfop_rec {
    const char *name;
    int16_t first;         /* first release that registers it */
    int16_t absent_before; /* latest release before `first` known without it; -1 none */
    int16_t last;          /* last release known to register it */
    int16_t removed_in;    /* first release after `last` known without it; -1 none */
    uint8_t exact;        /* TFC__FIRST_* */
    uint8_t core;         /* in TensorFlow's canonical ops.pbtxt (every build has it) */
    const char *evidence; /* sources that date `first` ("canon+cc", "export", ...) */
    const char *presence; /* one TFC__CELL_* per axis release (data/tf_op_presence.csv) */
} tfc__tfop_rec;

typedef struct tfc__tfattr_rec {
    const char *op, *attr, *type;
    const char *default_text;     /* TensorFlow text format ("b:false"), "" none */
    const uint8_t *default_value; /* serialized AttrValue of the default */
    size_t default_len;
    int32_t has_default;          /* 1 known, 0 none (a required attr), -1 not known exactly */
    int16_t first, absent_before, last;
    uint8_t exact;
    const char *evidence;
    const char *presence; /* one TFC__CELL_* per axis release (data/tf_attr_presence.csv) */
} tfc__tfattr_rec;

/* Presence of an op or attr in one release, as the data's cells say it
 * (TensorFlow 2.0 branched before 1.15, so an op of 1.15 and 2.1 can be
 * absent from 2.0: presence is per release, not an interval). */
#define TFC__CELL_PRESENT '1'
#define TFC__CELL_ABSENT '0'
#define TFC__CELL_APPROX_ABSENT '~' /* absent by approximate sources only: undetermined */
#define TFC__CELL_UNKNOWN '?'       /* no source tells */

TFC__HIDDEN extern const char *const tfc__tfop_axis[];
TFC__HIDDEN extern const uint16_t tfc__tfop_axis_major[], tfc__tfop_axis_minor[];
TFC__HIDDEN extern const uint8_t tfc__tfop_axis_listed[]; /* 1: some source lists the release's ops */
/* The kinds of source that list each release's ops ("canon+cc", "pygen"; ""
 * none), from data/tf_op_sources.csv: the messages name them. */
TFC__HIDDEN extern const char *const tfc__tfop_axis_sources[];
TFC__HIDDEN extern const size_t tfc__tfop_axis_count;
/* What ValidateNodeDef does, per release of the axis, with a node attr the
 * OpDef lacks (data/tf_attr_policy.csv): TFC__ATTR_* below. The values run
 * reject, undetermined, ignore along the axis (the generator checks it). */
enum { TFC__ATTR_REJECT = 0, TFC__ATTR_UNDETERMINED = 1, TFC__ATTR_IGNORE = 2 };
TFC__HIDDEN extern const uint8_t tfc__attr_policy[];
TFC__HIDDEN extern const tfc__tfop_rec tfc__tfops[];   /* sorted by strcmp(name) */
TFC__HIDDEN extern const size_t tfc__tfop_count;
TFC__HIDDEN extern const tfc__tfattr_rec tfc__tfattrs[]; /* sorted by (op, attr) */
TFC__HIDDEN extern const size_t tfc__tfattr_count;

#endif

/* ---- the rules (opreg.c), used by registry_check.c and gate.c ---- */

/* One watched attr on the model's nodes (same fields as the scanner's
 * tfc__attr_use, src/core/container_internal.h). value NULL = a value over
 * the scanner's limits: differs from every default. */
typedef struct tfc__opreg_use {
    const char *op, *attr;
    const uint8_t *value;
    size_t value_len;
    const char *node; /* first node carrying it; may be NULL */
    uint32_t where;   /* bit 0: a GraphDef node; bit 1: a FunctionDef node */
} tfc__opreg_use;

/* A model's ops and attr uses resolved against the tables once, then
 * checked against any number of consumers. */
typedef struct tfc__opreg_model tfc__opreg_model;

/*
 * ops: the op names of the graph and its functions (function-call nodes
 * already removed; repeats ignored). uses / defaults: the watched attr uses
 * (sorted by (op, attr), as the scan gives them)
 * and the producer's defaults from stripped_op_list (value = AttrDef
 * default_value bytes); has_producer_list: the meta graph has a
 * stripped_op_list. Everything is borrowed and must outlive the model.
 * Returns TFC_OK or TFC_E_NOMEM.
 */
TFC__HIDDEN int tfc__opreg_model_new(tfc__opreg_model **out, const tfc_allocator *a, const char *const *ops,
                                     size_t n_ops, const tfc__opreg_use *uses, size_t n_uses,
                                     const tfc__opreg_use *defaults, size_t n_defaults, int has_producer_list);
TFC__HIDDEN void tfc__opreg_model_free(tfc__opreg_model *m);
/* The graph's deprecated GraphDef.version (field 3; 0 when absent), which
 * releases before VersionDef (0.5, 0.6) read instead; -1 when not known
 * (a model built from op names only). Set once after _new. */
TFC__HIDDEN void tfc__opreg_model_set_graph_version(tfc__opreg_model *m, int32_t v);
TFC__HIDDEN int32_t tfc__opreg_model_graph_version(const tfc__opreg_model *m);

/* Axis index of a release's major.minor: 0.. on the axis, -1 before its
 * first release, -2 after its last, a minor release it lacks, or no
 * numeric core. */
TFC__HIDDEN int tfc__opreg_axis(const char *release);

/*
 * Adds the op-level findings of a consumer whose op set is TensorFlow
 * `op_set` ("2.9") and whose loader is `loader` (enum tfc_loader) to v.
 * tfv: the version string messages name. TFC_OK or TFC_E_NOMEM.
 */
TFC__HIDDEN int tfc__opreg_check_into(tfc_verdict *v, const tfc__opreg_model *m, const char *op_set,
                                      int32_t loader, const char *tfv);
/* The same with the op set given as its axis index, tfc__opreg_op_set_axis
 * of its text (tfc__opreg_axis, remembered per thread; -2 for ""). */
TFC__HIDDEN int tfc__opreg_check_at(tfc_verdict *v, const tfc__opreg_model *m, int k, int32_t loader,
                                    const char *tfv);
TFC__HIDDEN int tfc__opreg_op_set_axis(const char *op_set);

/* 1 when two serialized AttrValues are equal as messages (oneof, packed or
 * not), 0 otherwise (also when either does not parse). */
TFC__HIDDEN int tfc__attr_value_equal(const uint8_t *a, size_t na, const uint8_t *b, size_t nb);
