# One line (or block) per test program; see tfc_add_test in CMakeLists.txt.
tfc_add_test(test_common unit/test_common.c)
tfc_add_test(test_flatbuf unit/test_flatbuf.c)
tfc_add_test(test_tflite_corpus corpus/test_tflite_corpus.c)
tfc_add_test(test_op_version unit/test_op_version.c)
tfc_add_test(test_opver unit/test_opver.c)
tfc_add_fuzz(tflite fuzz/fuzz_tflite.c)
# CLI golden tests: run the built tfcompat binary.
if(TARGET tfcompat_cli)
  tfc_add_test(test_cli_tflite cli/test_cli_tflite.c)
  target_compile_definitions(test_cli_tflite PRIVATE TFC_CLI="$<TARGET_FILE:tfcompat_cli>")
  add_dependencies(test_cli_tflite tfcompat_cli)
endif()
