# One line (or block) per test program; see tfc_add_test in CMakeLists.txt.
tfc_add_test(test_common unit/test_common.c)
tfc_add_test(test_accept_vectors vectors/test_accept_vectors.c)
tfc_add_test(test_container unit/test_container.c)
tfc_add_fuzz(versiondef fuzz/fuzz_versiondef.c)
tfc_add_fuzz(container fuzz/fuzz_container.c)
if(TFC_BUILD_CLI)
  tfc_add_test(test_cli cli/test_cli.c)
  target_compile_definitions(test_cli PRIVATE TFC_CLI_PATH="$<TARGET_FILE:tfcompat_cli>")
  add_dependencies(test_cli tfcompat_cli)
endif()
# The installed package: headers, libraries (SONAME), tfcompat.pc, CMake
# config and the command; the examples build against it both ways.
if(TFC_BUILD_CLI AND NOT TFC_SANITIZE)
  add_test(NAME install_and_build_examples
           COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/install/test_install.sh ${PROJECT_BINARY_DIR} ${PROJECT_SOURCE_DIR})
endif()
tfc_add_test(test_checkpoint unit/test_checkpoint.c)
tfc_add_test(test_cli_checkpoint unit/test_cli_checkpoint.c
  ${PROJECT_SOURCE_DIR}/src/cli/inspect_checkpoint.c ${PROJECT_SOURCE_DIR}/src/cli/json.c)
tfc_add_test(test_flatbuf unit/test_flatbuf.c)
tfc_add_test(test_tflite_corpus corpus/test_tflite_corpus.c)
tfc_add_test(test_op_version unit/test_op_version.c)
tfc_add_test(test_registry unit/test_registry.c)
find_package(Threads REQUIRED)
target_link_libraries(test_registry PRIVATE Threads::Threads)
