# Library sources, one line per module (module = header = source file).
# Layers, bottom up; each folder is one layer and may include only the
# layers below it:
#   core/        error model, verdicts, wire format, VersionDef, containers, reading and writing files
#   checkpoint/  tensor-bundle checkpoint indexes
#   tfjs/        TensorFlow.js model.json (the reader; jansson stays in it)
#   registry/    consumers, TensorFlow's release history, policy, op deprecations,
#                the op registry by release (op-level verdict)
#   opver/       the separate TFLite op-version module (its own API version)
#   artifact/    one entry to open anything, the walk of a model store
#   check/       the check layer: targets, the one verdict and the all-release
#                answer every entry calls; the gate and scan records on it
list(APPEND TFC_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/core/common.c
  ${CMAKE_CURRENT_LIST_DIR}/core/verdict.c
  ${CMAKE_CURRENT_LIST_DIR}/core/wire.c
  ${CMAKE_CURRENT_LIST_DIR}/core/proto.c
  ${CMAKE_CURRENT_LIST_DIR}/core/versiondef.c
  ${CMAKE_CURRENT_LIST_DIR}/core/fixture.c
  ${CMAKE_CURRENT_LIST_DIR}/core/accept.c
  ${CMAKE_CURRENT_LIST_DIR}/core/nameset.c
  ${CMAKE_CURRENT_LIST_DIR}/core/container_detect.c
  ${CMAKE_CURRENT_LIST_DIR}/core/graph_scan.c
  ${CMAKE_CURRENT_LIST_DIR}/core/attr_scan.c
  ${CMAKE_CURRENT_LIST_DIR}/core/container.c
  ${CMAKE_CURRENT_LIST_DIR}/core/file.c
  ${CMAKE_CURRENT_LIST_DIR}/core/write.c
  ${CMAKE_CURRENT_LIST_DIR}/checkpoint/crc32c.c
  ${CMAKE_CURRENT_LIST_DIR}/checkpoint/checkpoint.c
  ${CMAKE_CURRENT_LIST_DIR}/tfjs/tfjs_axis.c
  ${CMAKE_CURRENT_LIST_DIR}/tfjs/model_json.c
  ${CMAKE_CURRENT_LIST_DIR}/tfjs/tfjs_ops.c
  ${CMAKE_CURRENT_LIST_DIR}/tfjs/tfjs_convert.c
  ${CMAKE_CURRENT_LIST_DIR}/tfjs/tfjs_layers.c
  ${CMAKE_CURRENT_LIST_DIR}/tfjs/tfjs_faults.c
  ${CMAKE_CURRENT_LIST_DIR}/registry/releases.c
  ${CMAKE_CURRENT_LIST_DIR}/registry/release_grammar.c
  ${CMAKE_CURRENT_LIST_DIR}/registry/registry.c
  ${CMAKE_CURRENT_LIST_DIR}/registry/registry_builder.c
  ${CMAKE_CURRENT_LIST_DIR}/registry/registry_check.c
  ${CMAKE_CURRENT_LIST_DIR}/registry/regfile.c
  ${CMAKE_CURRENT_LIST_DIR}/registry/history.c
  ${CMAKE_CURRENT_LIST_DIR}/registry/policy.c
  ${CMAKE_CURRENT_LIST_DIR}/registry/opdeprecation.c
  ${CMAKE_CURRENT_LIST_DIR}/artifact/artifact.c
  ${CMAKE_CURRENT_LIST_DIR}/artifact/scan_walk.c
  ${CMAKE_CURRENT_LIST_DIR}/check/target.c
  ${CMAKE_CURRENT_LIST_DIR}/check/tfjs_target.c
  ${CMAKE_CURRENT_LIST_DIR}/check/product.c
  ${CMAKE_CURRENT_LIST_DIR}/check/check.c
  ${CMAKE_CURRENT_LIST_DIR}/check/answer.c
  ${CMAKE_CURRENT_LIST_DIR}/check/gate.c
  ${CMAKE_CURRENT_LIST_DIR}/check/scan.c
  ${CMAKE_CURRENT_LIST_DIR}/check/summary.c
)
# Private include folders of the layers (internal headers are named by file).
set(TFC_PRIVATE_INCLUDES
  ${CMAKE_CURRENT_LIST_DIR} ${CMAKE_CURRENT_LIST_DIR}/core ${CMAKE_CURRENT_LIST_DIR}/checkpoint ${CMAKE_CURRENT_LIST_DIR}/tfjs
  ${CMAKE_CURRENT_LIST_DIR}/registry ${CMAKE_CURRENT_LIST_DIR}/artifact ${CMAKE_CURRENT_LIST_DIR}/check)

# ---- tables generated from data/ at build time (tools/gen/) ----------------
# Updating a table is a data change: edit the CSV, bump TFC_RULESET_VERSION
# and set TFC_RULESET_DATA_SHA256 in CMakeLists.txt (configure stops with the
# new digest until they agree). tfc_gen registry compiles releases.c too
# (tfc_release_compare orders the release table).
set(TFC_GEN_LIBRARY_SOURCES ${CMAKE_CURRENT_LIST_DIR}/registry/releases.c
  ${CMAKE_CURRENT_LIST_DIR}/registry/release_grammar.c ${CMAKE_CURRENT_LIST_DIR}/core/common.c)
include(${PROJECT_SOURCE_DIR}/tools/gen/gen.cmake)
tfc_gen_tables(SUBCOMMAND registry OUTPUTS ${PROJECT_BINARY_DIR}/src/registry_tables.c
  INPUTS ${TFC_DATA_DIR}/tf_releases.csv ${TFC_DATA_DIR}/graphdef_history.csv
         ${TFC_DATA_DIR}/op_deprecations.csv ${TFC_DATA_DIR}/policy_deviations.csv)
list(APPEND TFC_SOURCES ${PROJECT_BINARY_DIR}/src/registry_tables.c)
# TensorFlow's op registry by release (src/registry/opreg.c), and the
# scanner's watch table (core/attr_watch.h: the attrs some release lacks).
tfc_gen_tables(SUBCOMMAND opreg
  OUTPUTS ${PROJECT_BINARY_DIR}/src/registry/opreg_tables.c ${PROJECT_BINARY_DIR}/src/core/attr_watch.c
  INPUTS ${TFC_DATA_DIR}/tf_ops.csv ${TFC_DATA_DIR}/tf_op_attrs.csv
         ${TFC_DATA_DIR}/tf_op_sources.csv ${TFC_DATA_DIR}/tf_attr_policy.csv ${TFC_DATA_DIR}/tf_releases.csv
         ${TFC_DATA_DIR}/tf_op_presence.csv ${TFC_DATA_DIR}/tf_attr_presence.csv)
list(APPEND TFC_SOURCES ${CMAKE_CURRENT_LIST_DIR}/registry/opreg.c ${CMAKE_CURRENT_LIST_DIR}/registry/opreg_check.c ${PROJECT_BINARY_DIR}/src/registry/opreg_tables.c
  ${PROJECT_BINARY_DIR}/src/core/attr_watch.c)

# The catalogue of products (src/check: tf-serving, tfjs-node, ... and the
# runtime each version embeds), held to the release tables by the generator.
tfc_gen_tables(SUBCOMMAND products OUTPUTS ${PROJECT_BINARY_DIR}/src/check/products_tables.c
  INPUTS ${PROJECT_SOURCE_DIR}/data/products.csv ${PROJECT_SOURCE_DIR}/data/tf_releases.csv
         ${PROJECT_SOURCE_DIR}/data/tflite_runtime_versions.csv)
list(APPEND TFC_SOURCES ${PROJECT_BINARY_DIR}/src/check/products_tables.c)
# The first release that reads each container kind (src/check/check.c).
tfc_gen_tables(SUBCOMMAND containers OUTPUTS ${PROJECT_BINARY_DIR}/src/check/container_tables.c
  INPUTS ${TFC_DATA_DIR}/tf_container_first_release.csv ${TFC_DATA_DIR}/tf_releases.csv)
list(APPEND TFC_SOURCES ${PROJECT_BINARY_DIR}/src/check/container_tables.c)

# The op-version module (its own public header, tfcompat/opver.h).
include(${CMAKE_CURRENT_LIST_DIR}/opver/opver.cmake)

# TensorFlow.js releases and the ops each runtime and converter maps
# (src/tfjs/tfjs_ops.c; data/README.md, "TensorFlow.js tables").
tfc_gen_tables(SUBCOMMAND tfjs OUTPUTS ${PROJECT_BINARY_DIR}/src/tfjs/tfjs_tables.c
  INPUTS ${PROJECT_SOURCE_DIR}/data/tfjs_releases.csv ${PROJECT_SOURCE_DIR}/data/tfjs_op_presence.csv
         ${PROJECT_SOURCE_DIR}/data/tfjs_npm_bundles.csv ${PROJECT_SOURCE_DIR}/data/tfjs_weight_support.csv
         ${PROJECT_SOURCE_DIR}/data/tfjs_layers.csv ${PROJECT_SOURCE_DIR}/data/tfjs_layer_presence.csv
         ${PROJECT_SOURCE_DIR}/data/tfjs_runtime_faults.csv)
list(APPEND TFC_SOURCES ${PROJECT_BINARY_DIR}/src/tfjs/tfjs_tables.c)
