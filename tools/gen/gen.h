/*
 * gen.h - subcommands of tfc_gen, the one build-time generator of the
 * tables compiled from data/. Every subcommand takes its outputs first,
 * then its input files in a fixed order:
 *
 *   tfc_gen registry OUT.c tf_releases.csv graphdef_history.csv op_deprecations.csv policy_deviations.csv
 *   tfc_gen opver    OUT.c OUT.h tflite_builtin_ops.csv ... (tools/gen/opver.c)
 *   tfc_gen opreg    OUT.c WATCH.c tf_ops.csv tf_op_attrs.csv tf_op_sources.csv tf_attr_policy.csv
 *                    tf_releases.csv tf_op_presence.csv tf_attr_presence.csv
 *                    (tools/gen/opreg.c)
 *   tfc_gen tfjs     OUT.c tfjs_releases.csv tfjs_op_presence.csv tfjs_npm_bundles.csv
 *                    tfjs_weight_support.csv tfjs_layers.csv tfjs_layer_presence.csv
 *                    (tools/gen/tfjs.c, tools/gen/tfjs_layers.c)
 *
 * Exit status: 0 written, 1 a data fault ("FILE:LINE: message" on stderr),
 * 2 a usage error. Outputs are written to OUT.tmp and renamed when complete.
 */
#ifndef TFC_GEN_H
#define TFC_GEN_H

#include <stdio.h>

/* argv[0] is the first argument after the subcommand name. */
int tfc_gen_registry(int argc, char **argv);
int tfc_gen_opver(int argc, char **argv);
int tfc_gen_opreg(int argc, char **argv);
int tfc_gen_products(int argc, char **argv);
/* tfc_gen containers OUT.c tf_container_first_release.csv tf_releases.csv (tools/gen/containers.c) */
int tfc_gen_containers(int argc, char **argv);
int tfc_gen_tfjs(int argc, char **argv);
/* The layer tables of tfc_gen tfjs, appended to o (tools/gen/tfjs_layers.c). */
struct tfc_csv;
void tfc_gen_tfjs_layers(FILE *o, const struct tfc_csv *rel, const char *layers_path, const char *presence_path);
/* The runtime-fault table of `tfc_gen tfjs` (tools/gen/tfjs_faults.c), written to o: faults_path
 * (data/tfjs_runtime_faults.csv) against rel and ops (tfjs_op_presence.csv), loaded. */
void tfc_gen_tfjs_faults(FILE *o, const struct tfc_csv *rel, const struct tfc_csv *ops, const char *faults_path);

#endif
