# Every test program, by kind. tfc_add_test / tfc_add_fuzz are defined in
# tests/CMakeLists.txt. Tools that only some tests need are looked up once.
find_program(TFC_PYTHON3 NAMES python3 DOC "python3 for the Python binding and the CI gate")
find_program(TFC_RUSTC NAMES rustc DOC "rustc for the Rust example")
find_program(TFC_CXX_COMPILER NAMES g++ c++ clang++ DOC "C++ compiler for the header test")
find_package(Threads REQUIRED)

# ---- unit tests, one per public header -----------------------------------
tfc_add_test(test_common unit/test_common.c)
tfc_add_test(test_version unit/test_version.c)
tfc_add_test(test_verdict unit/test_verdict.c)
tfc_add_test(test_versiondef unit/test_versiondef.c)
tfc_add_test(test_fixture unit/test_fixture.c)
tfc_add_test(test_container unit/test_container.c)
tfc_add_test(test_file unit/test_file.c)
target_link_libraries(test_file PRIVATE Threads::Threads)
tfc_add_test(test_checkpoint unit/test_checkpoint.c)
tfc_add_test(test_release unit/test_release.c)
tfc_add_test(test_history unit/test_history.c)
tfc_add_test(test_registry unit/test_registry.c)
target_link_libraries(test_registry PRIVATE Threads::Threads)
tfc_add_test(test_policy unit/test_policy.c)
tfc_add_test(test_op_deprecation unit/test_op_deprecation.c)
tfc_add_test(test_gate unit/test_gate.c)
tfc_add_test(test_check unit/test_check.c)
tfc_add_test(test_tiers unit/test_tiers.c)
tfc_add_test(test_artifact unit/test_artifact.c)
tfc_add_test(test_opreg unit/test_opreg.c)
tfc_add_test(test_scan unit/test_scan.c)
tfc_add_test(test_product unit/test_product.c)
# The catalogue's generator refuses what the release tables do not back.
add_test(NAME gen_products COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/gen/test_gen_products.sh $<TARGET_FILE:tfc_gen>
                                   ${PROJECT_SOURCE_DIR})
# The watch table's generator holds attr names to the scan's bounds (issue 26 point 4).
add_test(NAME gen_opreg_watch COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/gen/test_gen_opreg_watch.sh $<TARGET_FILE:tfc_gen>
                                      ${PROJECT_SOURCE_DIR})
# The TF.js tables' generator refuses malformed weight-loader and npm bundle rows (issue 29).
if(TFC_PYTHON3)
  add_test(NAME gen_tfjs COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/gen/test_gen_tfjs.sh $<TARGET_FILE:tfc_gen>
                                 ${PROJECT_SOURCE_DIR})
  set_tests_properties(gen_tfjs PROPERTIES ENVIRONMENT "PYTHON3=${TFC_PYTHON3}")
endif()
tfc_add_test(test_opver unit/test_opver.c)
tfc_add_test(test_tflite unit/test_tflite.c)
tfc_add_test(test_resolver unit/test_resolver.c)
tfc_add_test(test_runtime unit/test_runtime.c)
tfc_add_test(test_delegate unit/test_delegate.c)
# The ABI of caller structs (common.h, "Caller structs"): every _init and
# consumer with older, smaller and newer, larger layouts.
tfc_add_test(test_struct_abi unit/test_struct_abi.c)
# TensorFlow.js model.json (tfcompat/tfjs.h).
tfc_add_test(test_tfjs unit/test_tfjs.c)
# tfjs-converter@X on SavedModels: the graph the converter validates (src/tfjs/tfjs_convert.c).
tfc_add_test(test_tfjs_convert unit/test_tfjs_convert.c)

# ---- internal modules (tfc__ helpers, no public header of their own) ---------
tfc_add_test(test_internal_flatbuf internal/test_flatbuf.c)
tfc_add_test(test_internal_op_version internal/test_op_version.c)
# The all-release TFLite answer from the release tables = each release's interpreter (issue 26).
tfc_add_test(test_internal_release_axis internal/test_release_axis.c)
# The reading layer's read of a path the walk has looked at (issue 26).
tfc_add_test(test_internal_file_looked internal/test_file_looked.c)
# The parse's shortcuts answer what its general path answers (issue 26, eighth pass).
tfc_add_test(test_internal_parse_plain internal/test_parse_plain.c)

# Allocation failure at every allocation of every public entry point.
tfc_add_test(test_alloc_failure unit/test_alloc_failure.c)
# the library's default allocations (malloc) are counted and failed too
target_link_options(test_alloc_failure PRIVATE "LINKER:--wrap=malloc,--wrap=calloc,--wrap=realloc,--wrap=free")

# ---- data-driven vectors and real corpus ------------------------------------
tfc_add_test(test_accept_vectors vectors/test_accept_vectors.c)
tfc_add_test(test_tflite_corpus corpus/test_tflite_corpus.c)
tfc_add_test(test_op_version_corpus corpus/test_op_version_corpus.c)

# ---- a new release is data (issue 18 point 6) --------------------------------
# Configures and BUILDS a second, scratch tree (the library and the command,
# about 30 s on two cores) from these sources with a copy of data/ that gains
# a release 2.22.0 (TFC_DATA_DIR, tools/gen/gen.cmake), then asks that build
# about 2.22.0. Label "builds": `ctest -LE builds` leaves it out.
add_test(NAME new_release_is_data
         COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/data/test_new_release.sh ${PROJECT_SOURCE_DIR} ${CMAKE_C_COMPILER})
set_tests_properties(new_release_is_data PROPERTIES LABELS "builds" TIMEOUT 300 PROCESSORS 2)

# ---- the hostile-input catalogue (tests/hostile/catalogue.tsv) ---------------
# Every named input through its entry point in a child process: expected
# code, at most 1 s of CPU and 64 MiB of heap each. make_hostile (built,
# not run) is the provenance of tests/hostile/inputs/.
add_executable(test_hostile hostile/test_hostile.c)
target_compile_options(test_hostile PRIVATE ${TFC_WARNINGS} -Wno-missing-prototypes)
target_compile_definitions(test_hostile PRIVATE _GNU_SOURCE)
target_link_libraries(test_hostile PRIVATE tfcompat_static)
add_test(NAME hostile_catalogue
         COMMAND test_hostile ${TFC_TEST_DIR}/hostile/catalogue.tsv ${TFC_TEST_DIR}/hostile/inputs)
# swap_shim.so, preloaded: a path named "swapfifo*" becomes a FIFO when it is
# opened, the stat/open race made deterministic (the @swapfifo rows).
add_library(swap_shim MODULE hostile/swap_shim.c)
target_link_libraries(swap_shim PRIVATE ${CMAKE_DL_LIBS})
set_target_properties(swap_shim PROPERTIES PREFIX "" C_VISIBILITY_PRESET default)
add_dependencies(test_hostile swap_shim)
target_link_libraries(test_hostile PRIVATE ${CMAKE_DL_LIBS})
set(_tfc_hostile_env "LD_PRELOAD=$<TARGET_FILE:swap_shim>")
if(TFC_SANITIZE)
  # the preloaded shim comes before the ASan runtime in the library list
  list(APPEND _tfc_hostile_env "ASAN_OPTIONS=verify_asan_link_order=0")
endif()
set_tests_properties(hostile_catalogue PROPERTIES ENVIRONMENT "${_tfc_hostile_env}")
# One reading path: no raw open/read of a path outside src/core/file.c
# (allow-list: hostile/raw_reads_allowed.tsv).
add_test(NAME one_reading_path
         COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/hostile/test_one_reading_path.sh ${PROJECT_SOURCE_DIR} ${CMAKE_C_COMPILER})
# One allocator: no malloc/free of the C library in src/ outside
# src/core/common.c (allow-list: hostile/allocs_allowed.tsv).
add_test(NAME one_allocator
         COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/hostile/test_one_allocator.sh ${PROJECT_SOURCE_DIR} ${CMAKE_C_COMPILER})
# One writing path: no write, create, rename or remove of a file outside
# src/core/write.c (allow-list: hostile/writes_allowed.tsv).
if(TFC_PYTHON3)
  add_test(NAME one_writing_path
           COMMAND ${TFC_PYTHON3} ${CMAKE_CURRENT_SOURCE_DIR}/hostile/test_one_writing_path.py ${PROJECT_SOURCE_DIR} ${CMAKE_C_COMPILER})
endif()
add_executable(make_hostile hostile/make_hostile.c support/tbytes.c ${PROJECT_SOURCE_DIR}/tools/fbbuild/fbbuild.c ${PROJECT_SOURCE_DIR}/src/checkpoint/crc32c.c)
target_compile_options(make_hostile PRIVATE ${TFC_WARNINGS} -Wno-missing-prototypes)
target_compile_definitions(make_hostile PRIVATE _POSIX_C_SOURCE=200809L)
target_include_directories(make_hostile PRIVATE ${TFC_TEST_DIR} ${TFC_TEST_DIR}/support ${PROJECT_SOURCE_DIR}/tools/fbbuild ${TFC_PRIVATE_INCLUDES} ${PROJECT_SOURCE_DIR}/include ${PROJECT_BINARY_DIR}/include)
target_link_libraries(make_hostile PRIVATE tfc::snappy)
# The inputs are exactly what make_hostile writes, each under 2 MB.
add_test(NAME hostile_inputs_made
         COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/hostile/test_inputs_made.sh $<TARGET_FILE:make_hostile> ${PROJECT_SOURCE_DIR})

# ---- 8 threads sharing registries, resolvers and parsed models ---------------
# A plain concurrency test here; tools/tsan.sh builds it with ThreadSanitizer.
add_executable(tsan_shared tsan/tsan_shared.c)
target_compile_options(tsan_shared PRIVATE ${TFC_WARNINGS} -Wno-missing-prototypes)
target_compile_definitions(tsan_shared PRIVATE _POSIX_C_SOURCE=200809L)
target_link_libraries(tsan_shared PRIVATE tfcompat_static Threads::Threads)
add_test(NAME tsan_shared COMMAND tsan_shared ${TFC_TEST_DIR})

# ---- fuzz harnesses, replayed over their seed corpus ------------------------
tfc_add_fuzz(versiondef fuzz/fuzz_versiondef.c)
tfc_add_fuzz(container fuzz/fuzz_container.c)
# tfc_fixture_write: what it writes reads back exactly (issue 22).
tfc_add_fuzz(fixture fuzz/fuzz_fixture.c)
tfc_add_fuzz(checkpoint fuzz/fuzz_checkpoint.c)
tfc_add_fuzz(registry fuzz/fuzz_registry.c)
# Target strings: the check layer's parser of what users type.
tfc_add_fuzz(target fuzz/fuzz_target.c)
tfc_add_fuzz(release fuzz/fuzz_release.c)
tfc_add_fuzz(tflite fuzz/fuzz_tflite.c)
tfc_add_fuzz(op_version fuzz/fuzz_op_version.c)
# Path-based entries (memfd files), the SavedModel directory layout, and the
# command's argument parsing (issue 10).
tfc_add_fuzz(paths fuzz/fuzz_paths.c)
tfc_add_fuzz(saved_model_dir fuzz/fuzz_saved_model_dir.c)
tfc_add_fuzz(scan_walk fuzz/fuzz_scan_walk.c)
tfc_add_fuzz(tfjs fuzz/fuzz_tfjs.c)
tfc_add_fuzz(tfjs_convert fuzz/fuzz_tfjs_convert.c)
if(TFC_BUILD_CLI)
  # The command's sources with its main() renamed, for the argument harness.
  file(GLOB _tfc_cli_sources ${PROJECT_SOURCE_DIR}/src/cli/*.c)
  add_library(tfc_cli_for_fuzz OBJECT ${_tfc_cli_sources})
  target_compile_definitions(tfc_cli_for_fuzz PRIVATE main=tfc_cli_main _POSIX_C_SOURCE=200809L)
  target_compile_options(tfc_cli_for_fuzz PRIVATE ${TFC_WARNINGS} -Wno-missing-prototypes)
  target_include_directories(tfc_cli_for_fuzz PRIVATE ${PROJECT_SOURCE_DIR}/include ${PROJECT_BINARY_DIR}/include)
  tfc_add_fuzz(cli fuzz/fuzz_cli.c)
  foreach(t replay_cli fuzz_cli)
    if(TARGET ${t})
      target_sources(${t} PRIVATE $<TARGET_OBJECTS:tfc_cli_for_fuzz>)
      target_compile_definitions(${t} PRIVATE TFC_TEST_DIR="${TFC_TEST_DIR}" _DEFAULT_SOURCE)
    endif()
  endforeach()
endif()

# ---- the command: golden tests on the built binary --------------------------
if(TFC_BUILD_CLI)
  tfc_add_test(test_cli_checkpoint cli/test_cli_checkpoint.c
    ${PROJECT_SOURCE_DIR}/src/cli/inspect_checkpoint.c ${PROJECT_SOURCE_DIR}/src/cli/json.c)
  tfc_add_test(test_cli_json cli/test_cli_json.c ${PROJECT_SOURCE_DIR}/src/cli/json.c)
  foreach(t test_cli test_cli_registry test_cli_tflite)
    tfc_add_test(${t} cli/${t}.c)
    target_compile_definitions(${t} PRIVATE TFC_CLI_PATH="$<TARGET_FILE:tfcompat_cli>")
    add_dependencies(${t} tfcompat_cli)
  endforeach()
  # Issue 10 through the command: long SavedModel paths, one answer per
  # model from check/inspect/min-runtime, capped verdicts.
  add_test(NAME cli_hostile
           COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/hostile/test_cli_hostile.sh $<TARGET_FILE:tfcompat_cli> ${PROJECT_SOURCE_DIR})
  # The contract across every command: --help/-h, documentation of every
  # command and option (docs/CLI.md, docs/tfcompat.1), usage errors, one
  # JSON object per --json run, and a man page that groff renders cleanly.
  if(TFC_PYTHON3)
    add_test(NAME cli_contract
             COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/cli/test_cli_contract.sh $<TARGET_FILE:tfcompat_cli> ${PROJECT_SOURCE_DIR})
    set_tests_properties(cli_contract PROPERTIES ENVIRONMENT "PYTHON3=${TFC_PYTHON3}")
    # The CI gate (examples/ci_gate.sh, POSIX sh over the command's JSON) on
    # accepted and refused corpus models.
    # `tfcompat scan` over a store assembled from the corpus: records,
    # formats, --jobs, summary, exit codes.
    add_test(NAME cli_scan
             COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/cli/test_cli_scan.sh $<TARGET_FILE:tfcompat_cli> ${PROJECT_SOURCE_DIR})
    set_tests_properties(cli_scan PROPERTIES ENVIRONMENT "PYTHON3=${TFC_PYTHON3}")
    # `tfcompat fixture`: each kind read back by inspect --json and check.
    add_test(NAME cli_fixture
             COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/cli/test_cli_fixture.sh $<TARGET_FILE:tfcompat_cli> ${PROJECT_SOURCE_DIR})
    set_tests_properties(cli_fixture PROPERTIES ENVIRONMENT "PYTHON3=${TFC_PYTHON3}")
    # The walk policy: links to directories not entered without --follow and
    # counted, models below a SavedModel, scan --from/--to exit codes (issue 25).
    add_test(NAME cli_walk
             COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/cli/test_cli_walk.sh $<TARGET_FILE:tfcompat_cli> ${PROJECT_SOURCE_DIR})
    set_tests_properties(cli_walk PROPERTIES ENVIRONMENT "PYTHON3=${TFC_PYTHON3}")
    # Products and moves: PRODUCT@VERSION targets, releases --product,
    # per-product policy, the catalogue held to its sources, scan --from --to.
    add_test(NAME cli_products
             COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/cli/test_cli_products.sh $<TARGET_FILE:tfcompat_cli> ${PROJECT_SOURCE_DIR})
    set_tests_properties(cli_products PROPERTIES ENVIRONMENT "PYTHON3=${TFC_PYTHON3}")
    # TensorFlow.js model.json (issue 29): inspect, check, releases, scan.
    add_test(NAME cli_tfjs
             COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/cli/test_cli_tfjs.sh $<TARGET_FILE:tfcompat_cli> ${PROJECT_SOURCE_DIR})
    set_tests_properties(cli_tfjs PROPERTIES ENVIRONMENT "PYTHON3=${TFC_PYTHON3}")
    # tests/corpus/tfjs and the TF.js fuzz seeds are what make_corpus_models.py writes.
    add_test(NAME tfjs_corpus_generated
             COMMAND ${TFC_PYTHON3} ${CMAKE_CURRENT_SOURCE_DIR}/tfjs_runtime/make_corpus_models.py --check ${PROJECT_SOURCE_DIR})
    # One release grammar: malformed spellings exit 64 in every option,
    # registry/resolver files name the line, product names one way.
    add_test(NAME cli_release_grammar
             COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/cli/test_cli_release_grammar.sh $<TARGET_FILE:tfcompat_cli> ${PROJECT_SOURCE_DIR})
    # scan ROOT --product NAME: per model the loading versions, the store summary.
    add_test(NAME cli_scan_product
             COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/cli/test_cli_scan_product.sh $<TARGET_FILE:tfcompat_cli> ${PROJECT_SOURCE_DIR})
    set_tests_properties(cli_scan_product PROPERTIES ENVIRONMENT "PYTHON3=${TFC_PYTHON3}")
    # Cross-kind targets (issue 25): one rule, the same exit code in every command.
    add_test(NAME cli_crosskind
             COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/cli/test_cli_crosskind.sh $<TARGET_FILE:tfcompat_cli> ${PROJECT_SOURCE_DIR})
    set_tests_properties(cli_crosskind PROPERTIES ENVIRONMENT "PYTHON3=${TFC_PYTHON3}")
    add_test(NAME example_ci_gate
             COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/examples/test_ci_gate.sh $<TARGET_FILE:tfcompat_cli> ${PROJECT_SOURCE_DIR})
    set_tests_properties(example_ci_gate PROPERTIES ENVIRONMENT "PYTHON3=${TFC_PYTHON3}")
    # The output layer's escaping contract, sink by sink: hostile file names
    # (workflow commands, markup, control bytes, non-UTF-8, formulas) through
    # every format of check, tflite check, scan and scan --from --to.
    add_test(NAME cli_output_sinks
             COMMAND ${TFC_PYTHON3} ${CMAKE_CURRENT_SOURCE_DIR}/cli/test_output_sinks.py $<TARGET_FILE:tfcompat_cli> ${PROJECT_SOURCE_DIR})
  endif()
  # The CI formats (github, junit, sarif) of check, tflite check and scan,
  # validated against the published schemas in tests/schemas, and the exits
  # that protect a gate. Needs a python3 with jsonschema and xmllint.
  find_program(TFC_XMLLINT NAMES xmllint DOC "xmllint (libxml2-utils) for the JUnit XSD")
  set(TFC_PYTHON3_JSONSCHEMA "")
  foreach(_py ${TFC_PYTHON3} /usr/bin/python3)
    if(NOT TFC_PYTHON3_JSONSCHEMA AND EXISTS "${_py}")
      execute_process(COMMAND ${_py} -c "import jsonschema" RESULT_VARIABLE _rc OUTPUT_QUIET ERROR_QUIET)
      if(_rc EQUAL 0)
        set(TFC_PYTHON3_JSONSCHEMA ${_py})
      endif()
    endif()
  endforeach()
  if(TFC_XMLLINT AND TFC_PYTHON3_JSONSCHEMA)
    add_test(NAME cli_formats
             COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/cli/test_cli_formats.sh $<TARGET_FILE:tfcompat_cli> ${PROJECT_SOURCE_DIR})
    set_tests_properties(cli_formats PROPERTIES ENVIRONMENT "PYTHON3=${TFC_PYTHON3_JSONSCHEMA};XMLLINT=${TFC_XMLLINT}")
    # SARIF GitHub code scanning can place (relative URIs, regions, rule
    # texts) and JUnit classnames that group by target (tests/ci).
    add_test(NAME ci_formats
             COMMAND ${TFC_PYTHON3_JSONSCHEMA} ${CMAKE_CURRENT_SOURCE_DIR}/ci/test_ci_formats.py $<TARGET_FILE:tfcompat_cli> ${PROJECT_SOURCE_DIR})
    set_tests_properties(ci_formats PROPERTIES ENVIRONMENT "XMLLINT=${TFC_XMLLINT}")
  else()
    message(STATUS "No xmllint or no python3 with jsonschema: the cli_formats test is not registered "
                   "(tools/bootstrap.sh installs libxml2-utils and python3-jsonschema)")
  endif()
  # The HTML report of scan in a real browser: headless Chromium renders it
  # (a screenshot checked for the outcome colours) and filters it (the DOM).
  find_program(TFC_CHROMIUM NAMES chromium chromium-browser DOC "headless Chromium for the HTML report test")
  if(TFC_CHROMIUM AND TFC_PYTHON3)
    add_test(NAME cli_report_html
             COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/cli/test_report_html.sh $<TARGET_FILE:tfcompat_cli> ${PROJECT_SOURCE_DIR})
    set_tests_properties(cli_report_html PROPERTIES ENVIRONMENT "PYTHON3=${TFC_PYTHON3};CHROMIUM=${TFC_CHROMIUM}")
    # docs/report.png rendered again by tools/report-png.sh; the README
    # caption's numbers are what its scan answers now.
    add_test(NAME docs_report_png
             COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/readme/test_report_png.sh $<TARGET_FILE:tfcompat_cli> ${PROJECT_SOURCE_DIR})
    set_tests_properties(docs_report_png PROPERTIES ENVIRONMENT "PYTHON3=${TFC_PYTHON3};CHROMIUM=${TFC_CHROMIUM}")
  else()
    message(STATUS "No chromium (or no python3): the cli_report_html test is not registered "
                   "(tools/bootstrap.sh installs chromium)")
  endif()
  # The composite GitHub Action (action.yml) run locally with the inputs of
  # .github/workflows/model-gate.yml, and with inputs that fail the gate.
  set(_tfc_yaml 1)
  if(TFC_PYTHON3)
    execute_process(COMMAND ${TFC_PYTHON3} -c "import yaml" RESULT_VARIABLE _tfc_yaml OUTPUT_QUIET ERROR_QUIET)
  endif()
  if(_tfc_yaml EQUAL 0)
    add_test(NAME ci_action
             COMMAND ${TFC_PYTHON3} ${CMAKE_CURRENT_SOURCE_DIR}/ci/test_action.py $<TARGET_FILE:tfcompat_cli> ${PROJECT_SOURCE_DIR})
  else()
    message(STATUS "No python3 with yaml: the ci_action test is not registered (tools/bootstrap.sh installs python3-yaml)")
  endif()
endif()

# ---- ABI discipline ------------------------------------------------------------
# Exported symbols against the checked-in list, SONAME and version node, and
# every public header compiled alone as C99/C11 and C++11/C++17.
add_test(NAME abi_symbols
         COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/abi/check_symbols.sh $<TARGET_FILE:tfcompat>
                 ${CMAKE_CURRENT_SOURCE_DIR}/abi/symbols.txt ${PROJECT_SOURCE_DIR}/include ${TFC_SOVERSION})
# The whole ABI (signatures, struct layouts, enums, SONAME) against the
# committed baseline, with libabigail's abidiff (Debian abigail-tools,
# installed by tools/bootstrap.sh). Needs debug information: not in a
# Release build (no -g) nor under sanitizers (other code generation).
find_program(TFC_ABIDIFF abidiff)
find_program(TFC_ABIDW abidw)
string(TOUPPER "${CMAKE_BUILD_TYPE}" _tfc_bt)
if(TFC_ABIDIFF AND TFC_ABIDW AND NOT TFC_SANITIZE AND _tfc_bt MATCHES "RELWITHDEBINFO|DEBUG")
  add_test(NAME abi_abidiff
           COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/abi/check_abidiff.sh ${TFC_ABIDW} ${TFC_ABIDIFF} $<TARGET_FILE:tfcompat>
                   ${CMAKE_CURRENT_SOURCE_DIR}/abi/libtfcompat.abi ${PROJECT_SOURCE_DIR}/include ${PROJECT_BINARY_DIR}/include
                   ${CMAKE_CURRENT_SOURCE_DIR}/abi/symbols.txt)
elseif(NOT TFC_ABIDIFF OR NOT TFC_ABIDW)
  message(STATUS "No abidiff/abidw: the abi_abidiff test is not registered (tools/bootstrap.sh installs abigail-tools)")
endif()
# Header = module = prefix, "Since" on every public function, one header per exported name.
if(TFC_PYTHON3)
  add_test(NAME abi_prefixes
           COMMAND ${TFC_PYTHON3} ${CMAKE_CURRENT_SOURCE_DIR}/abi/check_prefixes.py ${PROJECT_SOURCE_DIR}/include
                   ${PROJECT_BINARY_DIR}/include ${CMAKE_CURRENT_SOURCE_DIR}/abi/symbols.txt)
endif()
# The tiers: <tfcompat.h> alone declares exactly the core of symbols.txt (at
# most 80 functions), TFC_BUILDING_BLOCKS the rest.
add_test(NAME abi_tiers
         COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/abi/check_tiers.sh ${CMAKE_C_COMPILER} ${CMAKE_CURRENT_SOURCE_DIR}/abi/symbols.txt
                 ${PROJECT_SOURCE_DIR}/include ${PROJECT_BINARY_DIR}/include)
if(TFC_SANITIZE)
  set(TFC_HEADERTEST_LIBDIR -) # an ASan-built .so needs the sanitizer runtime: compile only
else()
  set(TFC_HEADERTEST_LIBDIR $<TARGET_FILE_DIR:tfcompat>)
endif()
add_test(NAME headers_c
         COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/headertest/headertest.sh ${CMAKE_C_COMPILER} - ${TFC_HEADERTEST_LIBDIR}
                 ${PROJECT_SOURCE_DIR}/include ${PROJECT_BINARY_DIR}/include)
if(TFC_CXX_COMPILER)
  add_test(NAME headers_cxx
           COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/headertest/headertest.sh - ${TFC_CXX_COMPILER} ${TFC_HEADERTEST_LIBDIR}
                   ${PROJECT_SOURCE_DIR}/include ${PROJECT_BINARY_DIR}/include)
else()
  message(STATUS "No C++ compiler: headers_cxx not registered (tools/bootstrap.sh installs g++)")
endif()

# ---- examples and bindings -----------------------------------------------------
# The serving gate (examples/serving_gate.c), linked against the shared
# library, on a TF Serving base path assembled from the corpus at test time.
add_executable(serving_gate ${PROJECT_SOURCE_DIR}/examples/serving_gate.c)
target_compile_options(serving_gate PRIVATE ${TFC_WARNINGS})
target_link_libraries(serving_gate PRIVATE tfcompat)
add_test(NAME example_serving_gate
         COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/examples/test_serving_gate.sh $<TARGET_FILE:serving_gate> ${PROJECT_SOURCE_DIR})

# A plugin host's own versioning scheme (examples/own_scheme/) with its
# cmocka tests on plugins written at test time by tfc_fixture_write and, to
# compare, by `tfcompat fixture`.
add_library(own_scheme STATIC ${PROJECT_SOURCE_DIR}/examples/own_scheme/own_scheme.c)
target_compile_options(own_scheme PRIVATE ${TFC_WARNINGS})
target_link_libraries(own_scheme PUBLIC tfcompat)
add_executable(test_own_scheme ${PROJECT_SOURCE_DIR}/examples/own_scheme/test_own_scheme.c)
target_compile_options(test_own_scheme PRIVATE ${TFC_WARNINGS} -Wno-missing-prototypes)
target_link_libraries(test_own_scheme PRIVATE own_scheme tfc::cmocka)
add_test(NAME example_own_scheme COMMAND test_own_scheme)
if(TFC_BUILD_CLI)
  set_tests_properties(example_own_scheme PROPERTIES ENVIRONMENT "OWN_SCHEME_TFCOMPAT=$<TARGET_FILE:tfcompat_cli>")
endif()

# Not under sanitizers: python3, rustc-built programs and the installed
# package cannot load an ASan-built .so without the sanitizer runtime.
if(TFC_SANITIZE)
  message(STATUS "Sanitizer build: the python, python_dask, rust and install_and_build_examples tests are left out "
                 "(they load the library into python3, a rustc program or an installed copy; "
                 "the plain build runs them)")
endif()
# But the Python binding's own test runs there, with the sanitizer runtime
# preloaded into python3 and its children: close() under record() in flight
# (a heap-use-after-free before issue 25) must be clean under ASan+UBSan.
if(TFC_SANITIZE AND TFC_PYTHON3)
  execute_process(COMMAND ${CMAKE_C_COMPILER} -print-file-name=libasan.so OUTPUT_VARIABLE _tfc_libasan
                  OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
  execute_process(COMMAND ${CMAKE_C_COMPILER} -print-file-name=libubsan.so OUTPUT_VARIABLE _tfc_libubsan
                  OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
  if(IS_ABSOLUTE "${_tfc_libasan}" AND EXISTS "${_tfc_libasan}" AND IS_ABSOLUTE "${_tfc_libubsan}"
     AND EXISTS "${_tfc_libubsan}")
    add_test(NAME python_binding_asan COMMAND ${TFC_PYTHON3} ${CMAKE_CURRENT_SOURCE_DIR}/python/test_binding.py)
    # python3 itself is not leak-free: leaks are the C tests' to find
    set_tests_properties(python_binding_asan PROPERTIES ENVIRONMENT
      "TFCOMPAT_LIBRARY=$<TARGET_FILE:tfcompat>;LD_PRELOAD=${_tfc_libasan} ${_tfc_libubsan};ASAN_OPTIONS=detect_leaks=0:abort_on_error=1;UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1")
  endif()
endif()
if(NOT TFC_SANITIZE)
  # The Python package (python/tfcompat) over ctypes, against the freshly
  # built shared library, cross-checked with the command's JSON.
  if(TFC_PYTHON3)
    set(TFC_PYTHON_ENV "TFCOMPAT_LIBRARY=$<TARGET_FILE:tfcompat>")
    if(TFC_BUILD_CLI)
      list(APPEND TFC_PYTHON_ENV "TFCOMPAT_CLI=$<TARGET_FILE:tfcompat_cli>")
    endif()
    add_test(NAME python COMMAND ${TFC_PYTHON3} ${CMAKE_CURRENT_SOURCE_DIR}/python/test_tfcompat.py)
    set_tests_properties(python PROPERTIES ENVIRONMENT "${TFC_PYTHON_ENV}")
    # The one release grammar from Python, and the products tool reading through it.
    add_test(NAME python_release_grammar COMMAND ${TFC_PYTHON3} ${CMAKE_CURRENT_SOURCE_DIR}/python/test_release_grammar.py)
    set_tests_properties(python_release_grammar PROPERTIES ENVIRONMENT "${TFC_PYTHON_ENV}")
    # tfcompat.migrate (its own module) against `tfcompat scan --from --to`.
    if(TFC_BUILD_CLI)
      add_test(NAME python_migrate COMMAND ${TFC_PYTHON3} ${CMAKE_CURRENT_SOURCE_DIR}/python/test_migrate.py)
      set_tests_properties(python_migrate PROPERTIES ENVIRONMENT "${TFC_PYTHON_ENV}")
      # tfcompat.migrate.product_scan against `tfcompat scan --product`.
      add_test(NAME python_product_scan COMMAND ${TFC_PYTHON3} ${CMAKE_CURRENT_SOURCE_DIR}/python/test_product_scan.py)
      set_tests_properties(python_product_scan PROPERTIES ENVIRONMENT "${TFC_PYTHON_ENV}")
    endif()
    # The one binding (python/tfcompat/_native.py): no other file uses ctypes,
    # constants equal the headers, one error hierarchy, NUL/type checks in
    # every function, close() under record() in flight (issue 25 point 4).
    add_test(NAME python_binding COMMAND ${TFC_PYTHON3} ${CMAKE_CURRENT_SOURCE_DIR}/python/test_binding.py)
    set_tests_properties(python_binding PROPERTIES ENVIRONMENT "${TFC_PYTHON_ENV}")
    # One question, one answer: check, releases, scan, the C gate and Python
    # agree on every model the tests carry, for every release and runtime.
    # The examples of README.md and docs/*.md, run as printed and compared
    # with what they print.
    if(TFC_BUILD_CLI)
      add_test(NAME readme COMMAND ${TFC_PYTHON3} ${CMAKE_CURRENT_SOURCE_DIR}/readme/test_readme.py
                    ${PROJECT_SOURCE_DIR}/README.md $<TARGET_FILE:tfcompat_cli> $<TARGET_FILE:tfcompat>
                    ${PROJECT_SOURCE_DIR}/include ${PROJECT_BINARY_DIR}/include ${CMAKE_C_COMPILER})
      # The man page is the --help texts (cmake/tfc_man.cmake); every place
      # that shows the version says project(VERSION).
      add_test(NAME man_page_and_versions COMMAND ${TFC_PYTHON3} ${CMAKE_CURRENT_SOURCE_DIR}/readme/test_man_versions.py
                    ${PROJECT_VERSION} $<TARGET_FILE:tfcompat_cli> ${PROJECT_BINARY_DIR} ${PROJECT_SOURCE_DIR})
    endif()
    # The release that wrote a model (MetaInfoDef.tensorflow_version) loads it.
    if(TFC_BUILD_CLI)
      add_test(NAME writer_accepts COMMAND ${TFC_PYTHON3} ${CMAKE_CURRENT_SOURCE_DIR}/consistency/test_writer_accepts.py
                    $<TARGET_FILE:tfcompat_cli>)
    endif()
    if(TFC_BUILD_CLI)
      add_test(NAME consistency COMMAND ${TFC_PYTHON3} ${CMAKE_CURRENT_SOURCE_DIR}/consistency/test_consistency.py)
      set_tests_properties(consistency PROPERTIES ENVIRONMENT "${TFC_PYTHON_ENV}" TIMEOUT 900)
    endif()
    # A scan record's all-release answer is outcome-only but for the release
    # it shows, whose code and message are the full answer's (issue 26).
    if(TFC_BUILD_CLI)
      add_test(NAME scan_shown COMMAND ${TFC_PYTHON3} ${CMAKE_CURRENT_SOURCE_DIR}/consistency/test_scan_shown.py
                    $<TARGET_FILE:tfcompat_cli>)
    endif()
    # tfcompat.dask on a distributed.LocalCluster (two worker processes) over
    # the corpus replicated to thousands of paths, against `tfcompat scan`.
    # Needs a python3 with dask and distributed (Debian: python3-distributed,
    # installed by tools/bootstrap.sh): the first of python3 and
    # /usr/bin/python3 that has them.
    set(TFC_PYTHON3_DASK "")
    foreach(py IN ITEMS ${TFC_PYTHON3} /usr/bin/python3)
      if(NOT TFC_PYTHON3_DASK AND EXISTS ${py})
        execute_process(COMMAND ${py} -c "import dask.bag, distributed" RESULT_VARIABLE _tfc_dask_rc
                        OUTPUT_QUIET ERROR_QUIET)
        if(_tfc_dask_rc EQUAL 0)
          set(TFC_PYTHON3_DASK ${py})
        endif()
      endif()
    endforeach()
    if(TFC_BUILD_CLI)
      set_tests_properties(readme PROPERTIES ENVIRONMENT "TFC_PYTHON3_DASK=${TFC_PYTHON3_DASK}")
    endif()
    if(TFC_PYTHON3_DASK AND TFC_BUILD_CLI)
      add_test(NAME python_dask COMMAND ${TFC_PYTHON3_DASK} ${CMAKE_CURRENT_SOURCE_DIR}/python/test_dask.py)
      set_tests_properties(python_dask PROPERTIES ENVIRONMENT "${TFC_PYTHON_ENV}" TIMEOUT 600 RUN_SERIAL TRUE)
    else()
      message(STATUS "No python3 with dask and distributed: the python_dask test is not registered "
                     "(tools/bootstrap.sh installs python3-distributed)")
    endif()
    # The README's `pip install ./python` in fresh venvs, offline: of the
    # python3 found first and of Debian's /usr/bin/python3, each when it can
    # make a venv with pip (Debian: python3-venv).
    set(TFC_VENV_PYTHONS "")
    foreach(py IN ITEMS ${TFC_PYTHON3} /usr/bin/python3)
      if(EXISTS ${py} AND NOT py IN_LIST TFC_VENV_PYTHONS)
        execute_process(COMMAND ${py} -c "import venv, ensurepip" RESULT_VARIABLE _tfc_venv_rc OUTPUT_QUIET ERROR_QUIET)
        if(_tfc_venv_rc EQUAL 0)
          list(APPEND TFC_VENV_PYTHONS ${py})
        else()
          message(STATUS "${py} cannot make a venv with pip (Debian: apt-get install python3-venv): "
                         "left out of the python_venv test")
        endif()
      endif()
    endforeach()
    if(TFC_VENV_PYTHONS)
      add_test(NAME python_venv
               COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/python/test_venv.sh ${PROJECT_SOURCE_DIR} ${PROJECT_BINARY_DIR}
                       ${PROJECT_VERSION} ${TFC_VENV_PYTHONS})
      set_tests_properties(python_venv PROPERTIES TIMEOUT 600)
    else()
      message(STATUS "No python3 that can make a venv (Debian: python3-venv, installed by tools/bootstrap.sh): "
                     "the python_venv test is not registered")
    endif()
  else()
    message(STATUS "No python3: the python test is not registered (tools/bootstrap.sh installs python3)")
  endif()
  # The Rust example (examples/rust/tfcompat_check.rs): plain rustc, no cargo,
  # no crates (Debian's rustc 1.63 is enough).
  if(TFC_RUSTC)
    set(TFC_RUST_EXAMPLE ${CMAKE_CURRENT_BINARY_DIR}/tfcompat_check_rs)
    add_custom_command(OUTPUT ${TFC_RUST_EXAMPLE}
      COMMAND ${CMAKE_COMMAND} -E env --unset=MAKEFLAGS --unset=MFLAGS
              ${TFC_RUSTC} --edition 2021 -O ${PROJECT_SOURCE_DIR}/examples/rust/tfcompat_check.rs
              -o ${TFC_RUST_EXAMPLE} -L native=$<TARGET_FILE_DIR:tfcompat>
              -C link-args=-Wl,-rpath,$<TARGET_FILE_DIR:tfcompat>
      DEPENDS ${PROJECT_SOURCE_DIR}/examples/rust/tfcompat_check.rs tfcompat
      COMMENT "rustc examples/rust/tfcompat_check.rs" VERBATIM)
    add_custom_target(tfcompat_check_rs ALL DEPENDS ${TFC_RUST_EXAMPLE})
    add_test(NAME rust
             COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/examples/test_rust.sh ${TFC_RUST_EXAMPLE} ${PROJECT_SOURCE_DIR})
  else()
    message(STATUS "No rustc: the rust test is not registered (tools/bootstrap.sh installs rustc)")
  endif()
  # The installed package: headers, libraries (SONAME), tfcompat.pc, CMake
  # config, man page and the command; the examples, the Python suite and the
  # Rust example against it.
  if(TFC_BUILD_CLI)
    add_test(NAME install_and_build_examples
             COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/install/test_install.sh ${PROJECT_BINARY_DIR} ${PROJECT_SOURCE_DIR}
                     "${TFC_PYTHON3}" "${TFC_RUSTC}")
  endif()
endif()

# ---- real runtimes: LiteRT.js and tfjs-tflite under Node ---------------------
# tests/runtime/package.json pins real TFLite/LiteRT builds (WebAssembly);
# tools/bootstrap.sh installs them with `npm ci`. The comparison program is
# always built (tools/gen_runtime_profile.sh uses its --write-probes mode); the
# test is registered when node and the installed packages are there.
find_program(TFC_NODE NAMES node nodejs DOC "Node.js for the real-runtime test (tests/runtime)")
add_executable(test_litert_runtime runtime/test_litert_runtime.c)
target_compile_options(test_litert_runtime PRIVATE ${TFC_WARNINGS} -Wno-missing-prototypes)
target_compile_definitions(test_litert_runtime PRIVATE TFC_TEST_DIR="${TFC_TEST_DIR}" _POSIX_C_SOURCE=200809L)
target_link_libraries(test_litert_runtime PRIVATE tfcompat_static tfc_test_support)
file(READ ${CMAKE_CURRENT_SOURCE_DIR}/runtime/package.json TFC_RUNTIME_PACKAGE_JSON)
string(REGEX MATCHALL "\"(litertjs|tfjs-tflite)-[0-9][^\"]*\"" TFC_RUNTIMES "${TFC_RUNTIME_PACKAGE_JSON}")
string(REPLACE "\"" "" TFC_RUNTIMES "${TFC_RUNTIMES}")
set(TFC_RUNTIMES_MISSING "")
foreach(rt ${TFC_RUNTIMES})
  if(NOT EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/runtime/node_modules/${rt}/package.json)
    list(APPEND TFC_RUNTIMES_MISSING ${rt})
  endif()
endforeach()
set(TFC_NODE_MAJOR 0)
if(TFC_NODE)
  execute_process(COMMAND ${TFC_NODE} --version OUTPUT_VARIABLE TFC_NODE_VERSION
                  OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET RESULT_VARIABLE TFC_NODE_RC)
  if(TFC_NODE_RC EQUAL 0 AND TFC_NODE_VERSION MATCHES "^v([0-9]+)")
    set(TFC_NODE_MAJOR ${CMAKE_MATCH_1})
  endif()
endif()
if(NOT TFC_NODE)
  message(STATUS "No node: the litert_runtime test is not registered (tools/bootstrap.sh installs nodejs and npm, then runs npm ci in tests/runtime)")
elseif(TFC_NODE_MAJOR LESS 20)
  # The pinned runtimes were measured under Node 20 (their profiles say so).
  message(STATUS "node ${TFC_NODE_VERSION} is older than 20: the litert_runtime test is not registered")
elseif(TFC_RUNTIMES_MISSING)
  message(STATUS "Runtimes not installed (${TFC_RUNTIMES_MISSING}): the litert_runtime test is not registered (run tools/bootstrap.sh, or npm ci in tests/runtime)")
else()
  target_compile_definitions(test_litert_runtime PRIVATE TFC_NODE_PATH="${TFC_NODE}")
  add_test(NAME litert_runtime COMMAND test_litert_runtime ${TFC_RUNTIMES})
  set_tests_properties(litert_runtime PROPERTIES TIMEOUT 900)
endif()

# ---- the TensorFlow.js oracle: real @tensorflow/tfjs releases under Node ------
# tests/tfjs_runtime/package.json pins them; tools/bootstrap.sh installs them
# with `npm ci`. Each model of tests/tfjs_runtime/models, and the three graph
# models of tests/corpus/tfjs (ours, with MoveNet's, BlazeFace's and a small
# model's op sets; on zero weights and their tfcompatFeeds),
# is run once in each release and the outcome compared with
# tfc_tfjs_model_check.
add_executable(test_tfjs_runtime tfjs_runtime/test_tfjs_runtime.c)
target_compile_options(test_tfjs_runtime PRIVATE ${TFC_WARNINGS} -Wno-missing-prototypes)
target_compile_definitions(test_tfjs_runtime PRIVATE _POSIX_C_SOURCE=200809L)
target_link_libraries(test_tfjs_runtime PRIVATE tfcompat_static)
file(READ ${CMAKE_CURRENT_SOURCE_DIR}/tfjs_runtime/package.json TFC_TFJS_PACKAGE_JSON)
string(REGEX MATCHALL "\"tfjs-[0-9][^\"]*\"" TFC_TFJS_RUNTIMES "${TFC_TFJS_PACKAGE_JSON}")
string(REPLACE "\"" "" TFC_TFJS_RUNTIMES "${TFC_TFJS_RUNTIMES}")
set(TFC_TFJS_MISSING "")
set(TFC_TFJS_RELEASES "")
foreach(rt ${TFC_TFJS_RUNTIMES})
  if(NOT EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/tfjs_runtime/node_modules/${rt}/package.json)
    list(APPEND TFC_TFJS_MISSING ${rt})
  endif()
  string(REGEX REPLACE "^tfjs-" "" _rel ${rt})
  list(APPEND TFC_TFJS_RELEASES ${_rel})
endforeach()
string(REPLACE ";" "," TFC_TFJS_RELEASES "${TFC_TFJS_RELEASES}")
file(GLOB TFC_TFJS_MODELS ${CMAKE_CURRENT_SOURCE_DIR}/tfjs_runtime/models/*.json)
if(NOT TFC_NODE OR TFC_NODE_MAJOR LESS 20)
  message(STATUS "No node 20 or newer: the tfjs_runtime test is not registered")
elseif(TFC_TFJS_MISSING)
  message(STATUS "TensorFlow.js releases not installed (${TFC_TFJS_MISSING}): the tfjs_runtime test is not registered (run tools/bootstrap.sh, or npm ci in tests/tfjs_runtime)")
else()
  add_test(NAME tfjs_runtime COMMAND test_tfjs_runtime ${TFC_NODE} ${CMAKE_CURRENT_SOURCE_DIR}/tfjs_runtime/oracle.mjs
                                     ${TFC_TFJS_RELEASES} ${TFC_TFJS_MODELS}
                                     --real ${TFC_TEST_DIR}/corpus/tfjs/movenet_like_model.json
                                     ${TFC_TEST_DIR}/corpus/tfjs/blazeface_like_model.json
                                     ${TFC_TEST_DIR}/corpus/tfjs/small_graph_model.json)
  set_tests_properties(tfjs_runtime PROPERTIES TIMEOUT 600)
  # The runtime op lists of data/ equal the compiled npm packages' op mappers.
  if(TFC_PYTHON3)
    string(REPLACE "," ";" _tfc_tfjs_release_list "${TFC_TFJS_RELEASES}")
    add_test(NAME tfjs_npm_op_lists COMMAND ${TFC_PYTHON3} ${CMAKE_CURRENT_SOURCE_DIR}/tfjs_runtime/test_npm_op_lists.py
                                            ${PROJECT_SOURCE_DIR} ${_tfc_tfjs_release_list})
  endif()
endif()
tfc_add_test(test_release_grammar unit/test_release_grammar.c)

# ---- real TensorFlow.js graph models: npm @vladmandic/human (tests/tfjs_models) --
# tests/tfjs_models/package.json pins the package; tools/bootstrap.sh installs
# it with `npm ci` (README.md there: provenance and licences; nothing of it is
# committed). tfjs_real_models: inspect, check --target tfjs@X and releases on
# each graph model, against answers computed from data/; with the pinned
# TensorFlow.js releases too, tfjs_real_models_runtime runs each model once in
# each release (oracle.mjs, on its own weights) and compares with the tool.
set(TFC_TFJS_REAL_DIR ${CMAKE_CURRENT_SOURCE_DIR}/tfjs_models/node_modules/@vladmandic/human/models)
if(NOT EXISTS ${TFC_TFJS_REAL_DIR}/movenet-lightning.json)
  message(STATUS "Real TF.js models not installed (npm @vladmandic/human): the tfjs_real_models tests are not registered (run tools/bootstrap.sh, or npm ci in tests/tfjs_models)")
elseif(TFC_BUILD_CLI AND TFC_PYTHON3)
  add_test(NAME tfjs_real_models COMMAND ${TFC_PYTHON3} ${CMAKE_CURRENT_SOURCE_DIR}/tfjs_models/test_real_models.py
                                         ${PROJECT_SOURCE_DIR} $<TARGET_FILE:tfcompat_cli> ${TFC_TFJS_REAL_DIR})
  file(GLOB TFC_TFJS_REAL_MODELS ${TFC_TFJS_REAL_DIR}/*.json)
  list(REMOVE_ITEM TFC_TFJS_REAL_MODELS ${TFC_TFJS_REAL_DIR}/models.json)  # the package's size index
  if(TFC_NODE AND NOT TFC_NODE_MAJOR LESS 20 AND NOT TFC_TFJS_MISSING)
    add_test(NAME tfjs_real_models_runtime
             COMMAND test_tfjs_runtime ${TFC_NODE} ${CMAKE_CURRENT_SOURCE_DIR}/tfjs_runtime/oracle.mjs
                     ${TFC_TFJS_RELEASES} ${TFC_TFJS_REAL_MODELS})
    set_tests_properties(tfjs_real_models_runtime PROPERTIES TIMEOUT 600)
  else()
    message(STATUS "The pinned TensorFlow.js releases (tests/tfjs_runtime) or node 20 are missing: the tfjs_real_models_runtime test is not registered")
  endif()
endif()
