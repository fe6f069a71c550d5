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
  tfc_add_test(test_cli_registry cli/test_cli_registry.c)
  target_compile_definitions(test_cli_registry PRIVATE TFC_CLI_PATH="$<TARGET_FILE:tfcompat_cli>")
  add_dependencies(test_cli_registry tfcompat_cli)
endif()
# The installed package: headers, libraries (SONAME), tfcompat.pc, CMake
# config and the command; the examples build against it both ways.
if(TFC_BUILD_CLI AND NOT TFC_SANITIZE)
  find_program(TFC_PYTHON3 NAMES python3 DOC "python3 for the Python binding's tests")
  find_program(TFC_RUSTC NAMES rustc DOC "rustc for the Rust example")
  add_test(NAME install_and_build_examples
           COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/install/test_install.sh ${PROJECT_BINARY_DIR} ${PROJECT_SOURCE_DIR}
                   "${TFC_PYTHON3}" "${TFC_RUSTC}")
endif()
tfc_add_test(test_checkpoint unit/test_checkpoint.c)
tfc_add_test(test_cli_checkpoint unit/test_cli_checkpoint.c
  ${PROJECT_SOURCE_DIR}/src/cli/inspect_checkpoint.c ${PROJECT_SOURCE_DIR}/src/cli/json.c)
tfc_add_test(test_flatbuf unit/test_flatbuf.c)
tfc_add_test(test_tflite_corpus corpus/test_tflite_corpus.c)
tfc_add_test(test_op_version unit/test_op_version.c)
tfc_add_fuzz(checkpoint fuzz/fuzz_checkpoint.c)
tfc_add_test(test_opver unit/test_opver.c)
tfc_add_fuzz(op_version fuzz/fuzz_op_version.c)
tfc_add_test(test_op_version_corpus corpus/test_op_version_corpus.c)
tfc_add_fuzz(tflite fuzz/fuzz_tflite.c)
# CLI golden tests: run the built tfcompat binary.
if(TARGET tfcompat_cli)
  tfc_add_test(test_cli_tflite cli/test_cli_tflite.c)
  target_compile_definitions(test_cli_tflite PRIVATE TFC_CLI="$<TARGET_FILE:tfcompat_cli>")
  add_dependencies(test_cli_tflite tfcompat_cli)
endif()
# ABI discipline: exported symbols against the checked-in list, SONAME and
# version node (tests/abi/check_symbols.sh), and every public header
# compiled alone as C99/C11 and C++11/C++17 with strict warnings.
add_test(NAME abi_symbols
         COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/abi/check_symbols.sh $<TARGET_FILE:tfcompat>
                 ${CMAKE_CURRENT_SOURCE_DIR}/abi/symbols.txt ${PROJECT_SOURCE_DIR}/include ${TFC_SOVERSION})
if(TFC_SANITIZE)
  set(TFC_HEADERTEST_LIBDIR -) # an ASan-built .so needs the sanitizer runtime: compile only
else()
  set(TFC_HEADERTEST_LIBDIR $<TARGET_FILE_DIR:tfcompat>)
endif()
add_test(NAME headers_c
         COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/headertest/headertest.sh ${CMAKE_C_COMPILER} - ${TFC_HEADERTEST_LIBDIR}
                 ${PROJECT_SOURCE_DIR}/include ${PROJECT_BINARY_DIR}/include)
find_program(TFC_CXX_COMPILER NAMES g++ c++ clang++ DOC "C++ compiler for the header test")
if(TFC_CXX_COMPILER)
  add_test(NAME headers_cxx
           COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/headertest/headertest.sh - ${TFC_CXX_COMPILER} ${TFC_HEADERTEST_LIBDIR}
                   ${PROJECT_SOURCE_DIR}/include ${PROJECT_BINARY_DIR}/include)
else()
  message(STATUS "No C++ compiler: headers_cxx not registered (tools/bootstrap.sh installs g++)")
endif()
# The serving gate (examples/serving_gate.c), linked against the shared
# library, on a TF Serving base path assembled from the corpus at test time.
add_executable(serving_gate ${PROJECT_SOURCE_DIR}/examples/serving_gate.c)
target_compile_options(serving_gate PRIVATE ${TFC_WARNINGS})
target_link_libraries(serving_gate PRIVATE tfcompat)
add_test(NAME example_serving_gate
         COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/examples/test_serving_gate.sh $<TARGET_FILE:serving_gate> ${PROJECT_SOURCE_DIR})
# The Python module (examples/python/tfcompat.py) over ctypes: its unittest
# suite with the system python3 against the freshly built shared library,
# cross-checked with the command's JSON. Not under sanitizers: python3 cannot
# load an ASan-built .so without preloading the sanitizer runtime.
find_program(TFC_PYTHON3 NAMES python3 DOC "python3 for the Python binding's tests")
if(TFC_PYTHON3 AND NOT TFC_SANITIZE)
  set(TFC_PYTHON_ENV "TFCOMPAT_LIBRARY=$<TARGET_FILE:tfcompat>")
  if(TARGET tfcompat_cli)
    list(APPEND TFC_PYTHON_ENV "TFCOMPAT_CLI=$<TARGET_FILE:tfcompat_cli>")
  endif()
  add_test(NAME python COMMAND ${TFC_PYTHON3} ${CMAKE_CURRENT_SOURCE_DIR}/python/test_tfcompat.py)
  set_tests_properties(python PROPERTIES ENVIRONMENT "${TFC_PYTHON_ENV}")
elseif(NOT TFC_PYTHON3)
  message(STATUS "No python3: the python test is not registered (tools/bootstrap.sh installs python3)")
endif()
# The Rust example (examples/rust/tfcompat_check.rs): compiled with plain
# rustc (no cargo, no crates; Debian's rustc 1.63 is enough) against the
# built libtfcompat.so, then run on real SavedModels. Registered only when
# rustc is found at configure time (tools/bootstrap.sh installs it), and not
# under sanitizers (an ASan-built .so needs the sanitizer runtime).
find_program(TFC_RUSTC NAMES rustc DOC "rustc for the Rust example")
if(TFC_RUSTC AND NOT TFC_SANITIZE)
  set(TFC_RUST_EXAMPLE ${CMAKE_CURRENT_BINARY_DIR}/tfcompat_check_rs)
  add_custom_command(OUTPUT ${TFC_RUST_EXAMPLE}
    COMMAND ${TFC_RUSTC} --edition 2021 -O ${PROJECT_SOURCE_DIR}/examples/rust/tfcompat_check.rs
            -o ${TFC_RUST_EXAMPLE} -L native=$<TARGET_FILE_DIR:tfcompat>
            -C link-args=-Wl,-rpath,$<TARGET_FILE_DIR:tfcompat>
    DEPENDS ${PROJECT_SOURCE_DIR}/examples/rust/tfcompat_check.rs tfcompat
    COMMENT "rustc examples/rust/tfcompat_check.rs" VERBATIM)
  add_custom_target(tfcompat_check_rs ALL DEPENDS ${TFC_RUST_EXAMPLE})
  add_test(NAME rust
           COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/examples/test_rust.sh ${TFC_RUST_EXAMPLE} ${PROJECT_SOURCE_DIR})
elseif(NOT TFC_RUSTC)
  message(STATUS "No rustc: the rust test is not registered (tools/bootstrap.sh installs rustc)")
endif()
tfc_add_test(test_registry unit/test_registry.c)
find_package(Threads REQUIRED)
target_link_libraries(test_registry PRIVATE Threads::Threads)
tfc_add_fuzz(registry fuzz/fuzz_registry.c)
tfc_add_test(test_gate unit/test_gate.c)
# The CI gate (examples/ci_gate.sh, POSIX sh over the command's JSON, read
# with python3) on accepted and refused corpus models.
find_program(TFC_PYTHON3 NAMES python3 DOC "python3 for the Python binding's tests")
if(TARGET tfcompat_cli AND TFC_PYTHON3)
  add_test(NAME example_ci_gate
           COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/examples/test_ci_gate.sh $<TARGET_FILE:tfcompat_cli> ${PROJECT_SOURCE_DIR})
  set_tests_properties(example_ci_gate PROPERTIES ENVIRONMENT "PYTHON3=${TFC_PYTHON3}")
endif()
# The command's contract across every command: --help/-h, documentation of
# every command and option (docs/CLI.md, docs/tfcompat.1), usage errors,
# one JSON object per --json run, and a man page that groff renders cleanly.
if(TARGET tfcompat_cli AND TFC_PYTHON3)
  add_test(NAME cli_contract
           COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/cli/test_cli_contract.sh $<TARGET_FILE:tfcompat_cli> ${PROJECT_SOURCE_DIR})
  set_tests_properties(cli_contract PROPERTIES ENVIRONMENT "PYTHON3=${TFC_PYTHON3}")
endif()
