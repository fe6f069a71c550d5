# One line (or block) per test program; see tfc_add_test in CMakeLists.txt.
tfc_add_test(test_common unit/test_common.c)
tfc_add_test(test_checkpoint unit/test_checkpoint.c)
tfc_add_test(test_cli_checkpoint unit/test_cli_checkpoint.c
  ${PROJECT_SOURCE_DIR}/src/cli/inspect_checkpoint.c ${PROJECT_SOURCE_DIR}/src/cli/json.c)
tfc_add_fuzz(checkpoint fuzz/fuzz_checkpoint.c)
