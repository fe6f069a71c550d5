/*
 * tables.h - the op-version module's embedded tables (internal). The
 * definitions are generated at build time from the CSV files of data/ by tools/gen/opver.c;
 * see data/README.md for where each table comes from.
 */
#ifndef TFC_OPVER_TABLES_H
#define TFC_OPVER_TABLES_H

#include <stddef.h>
#include <stdint.h>

/* BuiltinOperator names, indexed by code 0 .. tfc__builtin_count - 1. */
extern const char *const tfc__builtin_names[];
extern const size_t tfc__builtin_count;

/* TensorType names, indexed by code. */
extern const char *const tfc__tensor_type_names[];
extern const size_t tfc__tensor_type_count;

/* Members of the BuiltinOptions / BuiltinOptions2 unions, indexed by type. */
extern const char *const tfc__builtin_options_names[];
extern const size_t tfc__builtin_options_count;
extern const char *const tfc__builtin_options2_names[];
extern const size_t tfc__builtin_options2_count;

/* (op, version) -> first runtime release, sorted by (code, version). */
typedef struct tfc__runtime_entry {
    int32_t code;
    int32_t version;
    const char *runtime;
} tfc__runtime_entry;
extern const tfc__runtime_entry tfc__runtime_map[];
extern const size_t tfc__runtime_map_count;

/* Builtin ops of the standard resolver, sorted by code. */
typedef struct tfc__version_range {
    int32_t code;
    int32_t min_version;
    int32_t max_version;
} tfc__version_range;
extern const tfc__version_range tfc__resolver_ranges[];
extern const size_t tfc__resolver_range_count;

/* Custom ops the standard resolver registers, or registered: from
 * first_release, until removed_in (NULL: still registered). */
typedef struct tfc__custom_range {
    const char *name;
    int32_t min_version;
    int32_t max_version;
    const char *first_release;
    const char *removed_in;
} tfc__custom_range;
extern const tfc__custom_range tfc__resolver_custom[];
extern const size_t tfc__resolver_custom_count;

/* How a release's interpreter builder resolves operator codes
 * (data/tflite_builder_history.csv): the first release that looks an op up
 * by (op, OperatorCode.version), before it by op alone, any version; and
 * the first that keeps an unresolved custom code as a placeholder that
 * fails only when a node using it is prepared, before it the build fails. */
extern const char tfc__builder_opcode_version_since[];
extern const char tfc__builder_custom_placeholder_since[];

#endif
