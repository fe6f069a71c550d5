# tfc_gen: the one build-time generator of the tables compiled from data/
# (a host C program; the build needs no Python). See tools/gen/gen.h.
#
# The data guard: TFC_RULESET_DATA_SHA256 in CMakeLists.txt is the digest of
# EVERY file under data/ (names and contents). Any change there stops
# configure until TFC_RULESET_VERSION is bumped and the printed digest set.
#
# TFC_DATA_DIR (cache, default data/ of the source tree) builds the TensorFlow
# tables from another folder of the same shape, e.g. a copy of data/ with a
# new release added. Such a build is not a release of the ruleset: the digest
# check is skipped when TFC_DATA_DIR is not the source tree's data/, and only
# then (the build prints that it is a scratch build). The TFLite tables
# (src/opver/opver.cmake) always come from data/ of the source tree.
set(TFC_DATA_DIR "${PROJECT_SOURCE_DIR}/data" CACHE PATH "Folder of the CSV tables compiled in (default: data/)")
get_filename_component(_tfc_data_real "${TFC_DATA_DIR}" REALPATH)
get_filename_component(_tfc_data_src "${PROJECT_SOURCE_DIR}/data" REALPATH)
if(_tfc_data_real STREQUAL _tfc_data_src)
  set(TFC_DATA_SCRATCH OFF)
else()
  set(TFC_DATA_SCRATCH ON)
  message(STATUS "TFC_DATA_DIR=${TFC_DATA_DIR}: a scratch build of other data; the ruleset digest check is skipped")
endif()
file(GLOB_RECURSE _tfc_data_files RELATIVE ${TFC_DATA_DIR} LIST_DIRECTORIES false
     ${TFC_DATA_DIR}/*)
list(SORT _tfc_data_files)
set(_tfc_data_digest "")
foreach(f IN LISTS _tfc_data_files)
  file(SHA256 ${TFC_DATA_DIR}/${f} _h)
  string(APPEND _tfc_data_digest "${f}\n${_h}\n")
endforeach()
string(SHA256 _tfc_data_digest "${_tfc_data_digest}")
# Re-run configure when a data file changes (and, via the directory, when one is added).
list(TRANSFORM _tfc_data_files PREPEND ${TFC_DATA_DIR}/ OUTPUT_VARIABLE _tfc_data_paths)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${_tfc_data_paths} ${TFC_DATA_DIR})
if(NOT TFC_DATA_SCRATCH AND DEFINED TFC_RULESET_DATA_SHA256 AND NOT _tfc_data_digest STREQUAL TFC_RULESET_DATA_SHA256)
  message(FATAL_ERROR "data/ changed: bump TFC_RULESET_VERSION and set TFC_RULESET_DATA_SHA256 to ${_tfc_data_digest} in CMakeLists.txt")
endif()

add_executable(tfc_gen
  ${CMAKE_CURRENT_LIST_DIR}/main.c ${CMAKE_CURRENT_LIST_DIR}/csv.c ${CMAKE_CURRENT_LIST_DIR}/registry.c
  ${CMAKE_CURRENT_LIST_DIR}/opver.c ${CMAKE_CURRENT_LIST_DIR}/opreg.c ${CMAKE_CURRENT_LIST_DIR}/products.c
  ${CMAKE_CURRENT_LIST_DIR}/containers.c ${CMAKE_CURRENT_LIST_DIR}/tfjs.c
  ${CMAKE_CURRENT_LIST_DIR}/tfjs_layers.c ${CMAKE_CURRENT_LIST_DIR}/tfjs_faults.c
  ${TFC_GEN_LIBRARY_SOURCES})
target_include_directories(tfc_gen PRIVATE ${PROJECT_SOURCE_DIR}/include ${PROJECT_BINARY_DIR}/include ${TFC_PRIVATE_INCLUDES}
  ${PROJECT_SOURCE_DIR}/src)
target_compile_options(tfc_gen PRIVATE ${TFC_WARNINGS})
target_compile_definitions(tfc_gen PRIVATE _POSIX_C_SOURCE=200809L)
target_link_libraries(tfc_gen PRIVATE m)

# tfc_gen_tables(OUTPUTS out... SUBCOMMAND name INPUTS in...): one generator run.
function(tfc_gen_tables)
  cmake_parse_arguments(G "" "SUBCOMMAND" "OUTPUTS;INPUTS" ${ARGN})
  foreach(o IN LISTS G_OUTPUTS)
    get_filename_component(_d ${o} DIRECTORY)
    file(MAKE_DIRECTORY ${_d})
  endforeach()
  add_custom_command(
    OUTPUT ${G_OUTPUTS}
    # The generator exits right after writing; leak reports under ASan are noise.
    COMMAND ${CMAKE_COMMAND} -E env ASAN_OPTIONS=detect_leaks=0
            $<TARGET_FILE:tfc_gen> ${G_SUBCOMMAND} ${G_OUTPUTS} ${G_INPUTS}
    DEPENDS tfc_gen ${G_INPUTS}
    COMMENT "tfc_gen ${G_SUBCOMMAND}: tables from data/" VERBATIM)
endfunction()
