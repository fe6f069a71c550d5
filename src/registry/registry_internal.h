/*
 * registry_internal.h - the registry's records and their lookups, shared
 * by registry.c (which defines the lookups), registry_builder.c,
 * registry_check.c, policy.c, regfile.c, history.c, releases.c, opreg.c
 * and the generated tables (registry_tables.c, made from data/ by
 * tools/gen/registry.c). Never installed.
 *
 * The bottom of registry/: it names nothing of the op registry or of op
 * deprecations. opreg_internal.h and opdeprecation_internal.h sit over it;
 * the checks (registry_check_internal.h) over all three.
 */
#ifndef TFC_REGISTRY_INTERNAL_H
#define TFC_REGISTRY_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "internal.h"
#include "tfcompat/registry.h"

typedef struct tfc__scheme_rec {
    const char *name, *upper, *lower;
} tfc__scheme_rec;

typedef struct tfc__consumer_rec {
    uint32_t scheme; /* index into the registry's schemes */
    const char *name, *release, *date, *source, *citation; /* never NULL */
    int32_t known, low, high; /* low == high == the version when known */
    int32_t min_producer, min_consumer, mark;
    const char *op_set; /* "X.Y": the ops of TensorFlow X.Y (opreg); "" none; never NULL */
    int32_t loader;     /* enum tfc_loader */
} tfc__consumer_rec;

typedef struct tfc__deviation_rec {
    uint32_t scheme;
    const char *release, *explanation;
    int32_t rule;
} tfc__deviation_rec;

struct tfc_registry {
    tfc_allocator alloc;
    int is_static; /* the compiled-in default: never freed */
    const tfc__scheme_rec *schemes;
    size_t n_schemes;
    const tfc__consumer_rec *consumers; /* grouped by scheme, release order */
    size_t n_consumers;
    const tfc__deviation_rec *deviations;
    size_t n_deviations;
};

typedef struct tfc__history_rec {
    int32_t version;
    const char *date, *description;
} tfc__history_rec;

/*
 * TensorFlow releases before VersionDef (rows of data/tf_releases.csv with
 * an empty graph_def_min_consumer: the macros did not exist yet), by op
 * set ("0.6"): they read only the deprecated GraphDef.version, or, when
 * their own GraphDef version is 0, predate GraphDef versioning.
 */
enum { TFC__PRE_VD_READS_GRAPH_VERSION = 1, TFC__PRE_VD_UNVERSIONED = 2 };
typedef struct tfc__pre_versiondef_rec {
    const char *op_set;
    int32_t kind; /* TFC__PRE_VD_* */
} tfc__pre_versiondef_rec;

/* Generated tables (registry_tables.c). */
extern const tfc__scheme_rec tfc__builtin_schemes[2];
extern const tfc__consumer_rec tfc__default_consumers[];
extern const size_t tfc__default_consumer_count;
extern const tfc__deviation_rec tfc__default_deviations[];
extern const size_t tfc__default_deviation_count;
extern const tfc__history_rec tfc__graphdef_history[];
extern const size_t tfc__graphdef_history_count;
extern const tfc__pre_versiondef_rec tfc__pre_versiondef[];
extern const size_t tfc__pre_versiondef_count;
extern const struct tfc_registry tfc__default_registry;

/* Release order without the byte-wise tie breaks (0 = equivalent). */
TFC__HIDDEN int tfc__release_cmp_loose(const char *a, const char *b);
/* Major and minor of a release's numeric core; 0 when it has none or
 * either number does not fit in 64 bits. */
TFC__HIDDEN int tfc__release_major_minor(const char *s, uint64_t *major, uint64_t *minor);

/* Index of the scheme record named `name` among s[0..n); -1 when none. */
TFC__HIDDEN int64_t tfc__scheme_index(const tfc__scheme_rec *s, size_t n, const char *name);
/* Index range [*begin, *end) of the consumers of scheme index s. */
TFC__HIDDEN void tfc__registry_scheme_span(const tfc_registry *r, uint32_t s, size_t *begin,
                                           size_t *end);

/*
 * Builder helpers for the text loader: 1 and the insertion positions of two
 * consumers with the same scheme, name and release; 0 when none;
 * TFC_E_NOMEM.
 */
TFC__HIDDEN int tfc__builder_duplicate(const tfc_registry_builder *b, size_t *first, size_t *second);
TFC__HIDDEN size_t tfc__builder_consumer_count(const tfc_registry_builder *b);
/*
 * 1 and the insertion positions of the first two consumers whose names
 * differ only in ASCII case ("my" and "MY": names compare case-insensitively
 * everywhere, so a file may spell a product one way only); 0 when none;
 * TFC_E_NOMEM. Sorts once: n log n. And the name of consumer `pos`.
 */
TFC__HIDDEN int tfc__builder_name_clash(const tfc_registry_builder *b, size_t *first, size_t *second);
TFC__HIDDEN const char *tfc__builder_consumer_name(const tfc_registry_builder *b, size_t pos);

/* Days since 1970-01-01 of a proleptic Gregorian date; and back. */
TFC__HIDDEN int64_t tfc__days_from_civil(int64_t y, int64_t m, int64_t d);
TFC__HIDDEN void tfc__civil_from_days(int64_t z, int64_t *y, int64_t *m, int64_t *d);
/* Parses exactly "YYYY-MM-DD" (a real calendar date); 0 on success. */
TFC__HIDDEN int tfc__parse_date(const char *s, size_t n, int32_t *y, int32_t *m, int32_t *d);

#endif
