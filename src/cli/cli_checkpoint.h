/*
 * cli_checkpoint.h - output of `tfcompat inspect` for a checkpoint index
 * (variables.index). Uses only the public API.
 */
#ifndef TFC_CLI_CHECKPOINT_H
#define TFC_CLI_CHECKPOINT_H

#include <stdio.h>

#include "cli.h"

/*
 * Writes the checkpoint_index fields (num_shards ... table, as in the
 * corpus' expected/checkpoint_index/<name>.json, without file/size/sha256/
 * source/set) as members of the JSON object currently open in w.
 */
void cli_checkpoint_json(jw *w, const tfc_checkpoint *c);

/* Writes a human-readable summary of the checkpoint index to f. */
void cli_checkpoint_text(FILE *f, const tfc_checkpoint *c);

#endif
