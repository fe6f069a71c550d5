/*
 * release_axis.h - the TFLite runtime releases as one axis, and what the
 * standard interpreter of each registers, as range tables (never
 * installed). The all-release answer (check/answer.c) asks every release
 * of a model from them: per operator code, the release from which its
 * (op, version) is registered and the one from which its builtin code is
 * in range, then a comparison per release; no resolver is built.
 *
 * Built once, on first use, from the embedded tables (pthread_once);
 * immutable afterwards and safe to read from many threads.
 */
#ifndef TFC_OPVER_RELEASE_AXIS_H
#define TFC_OPVER_RELEASE_AXIS_H

#include <stddef.h>
#include <stdint.h>

#include "tfcompat/opver.h"

/* The releases the runtime map dates an (op, version) to, oldest first
 * (static strings): the standard interpreter changes only at those. *n
 * gets the count; NULL (and *n 0) when the tables could not be built (out
 * of memory). */
const char *const *tfc__tflite_axis(size_t *n);

/* states[i * nopcodes + j]: what release i's standard interpreter
 * (tfc_resolver_for_release of the axis's release i) makes of operator
 * code j of m, a tfc__opcode_state (resolver_internal.h) equal to
 * tfc__resolver_opcode_state; only the first of identical operator codes
 * is computed, the others are FOUND. `states` holds n * nopcodes bytes,
 * n the axis's count. `changed`, when not NULL, holds n + 1 bytes: 0 at
 * release i (> 0) says its row is release i - 1's. TFC_OK, or TFC_E_NOMEM
 * when the tables could not be built. */
int tfc__tflite_axis_states(uint8_t *states, uint8_t *changed, const tfc_tflite_model *m);

/* One model's tfc_resolver_check (with TFC_TFLITE_CHECK_STRUCTURE) for
 * every release of the axis: what does not depend on the release (the
 * identifier and schema, the structure) computed once, each release's
 * operator codes from the tables. Borrows the model. */
typedef struct tfc__axis_check tfc__axis_check;

int tfc__axis_check_new(tfc__axis_check **out, const tfc_tflite_model *m, tfc_error *err);

/* 1 when release i (> 0) reads every operator code as release i - 1 does:
 * then its verdict is the same. */
int tfc__axis_check_same(const tfc__axis_check *c, size_t i);

/* Release i's verdict, equal to tfc_resolver_check(m, that release's
 * standard interpreter, TFC_TFLITE_CHECK_STRUCTURE); the caller frees it. */
int tfc__axis_check_verdict(tfc_verdict **out, const tfc__axis_check *c, size_t i, tfc_error *err);
/* The same verdict, outcome only (tfc__verdict_set_quiet): what a scan
 * record's all-release answer needs of every release but the one it shows. */
int tfc__axis_check_outcome(tfc_verdict **out, const tfc__axis_check *c, size_t i, tfc_error *err);

void tfc__axis_check_free(tfc__axis_check *c);

/* The verdict of the release whose row of states (nopcodes bytes of
 * tfc__tflite_axis_states) is `row`, made at once: equal to
 * tfc__axis_check_verdict of that release. *fixed gets 1 when the parts no
 * release changes (identifier, schema, structure) found something: then
 * every release has their findings. The caller frees the verdict. */
/* What the release whose row of states is `row` finds first in m's
 * operator codes, as its verdict's first finding from them:
 * TFC_REASON_NONE (and *subject "") when it resolves every code, else the
 * reason of the first it does not, *subject (static, the model's, or
 * written into buf) and *code, that code's index. */
int32_t tfc__axis_row_first(const tfc_tflite_model *m, const uint8_t *row, char buf[32], const char **subject,
                            size_t *code);

int tfc__axis_row_verdict(tfc_verdict **out, int *fixed, const tfc_tflite_model *m, const uint8_t *row,
                          tfc_error *err);

#endif
