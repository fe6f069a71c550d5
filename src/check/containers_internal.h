/*
 * containers_internal.h - the first TensorFlow release that reads each
 * container kind (data/tf_container_first_release.csv, compiled by
 * `tfc_gen containers` into <build>/src/check/container_tables.c). Never
 * installed; applied by the check layer to every TensorFlow release it asks
 * (tfc__check_container_release, check.c).
 */
#ifndef TFC_CONTAINERS_INTERNAL_H
#define TFC_CONTAINERS_INTERNAL_H

#include <stddef.h>

typedef struct tfc__container_rec {
    const char *kind;          /* "checkpoint_index": tfc_container_kind_name, or "saved_model_dir" */
    const char *format;        /* for people: "V2 checkpoint (tensor bundle)" */
    const char *first_release; /* a release of tf_releases.csv */
} tfc__container_rec;

extern const tfc__container_rec tfc__containers[];
extern const size_t tfc__container_count;

#endif
