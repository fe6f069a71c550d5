# Finds protobuf-c, snappy and (for tests) cmocka. Debian's protobuf-c and
# cmocka packages ship no usable imported targets, so pkg-config is the
# fallback; each dependency ends up as an imported target tfc::<name>.
find_package(PkgConfig)

find_program(PROTOC_C_EXECUTABLE NAMES protoc-c protoc-gen-c REQUIRED)

if(NOT TARGET tfc::protobuf-c)
  if(PKG_CONFIG_FOUND)
    pkg_check_modules(TFC_PROTOBUFC IMPORTED_TARGET libprotobuf-c)
  endif()
  add_library(tfc::protobuf-c INTERFACE IMPORTED)
  if(TFC_PROTOBUFC_FOUND)
    target_link_libraries(tfc::protobuf-c INTERFACE PkgConfig::TFC_PROTOBUFC)
  else()
    find_path(TFC_PROTOBUFC_INCLUDE protobuf-c/protobuf-c.h REQUIRED)
    find_library(TFC_PROTOBUFC_LIB protobuf-c REQUIRED)
    target_include_directories(tfc::protobuf-c INTERFACE ${TFC_PROTOBUFC_INCLUDE})
    target_link_libraries(tfc::protobuf-c INTERFACE ${TFC_PROTOBUFC_LIB})
  endif()
endif()

if(NOT TARGET tfc::snappy)
  add_library(tfc::snappy INTERFACE IMPORTED)
  find_path(TFC_SNAPPY_INCLUDE snappy-c.h REQUIRED)
  find_library(TFC_SNAPPY_LIB snappy REQUIRED)
  target_include_directories(tfc::snappy INTERFACE ${TFC_SNAPPY_INCLUDE})
  target_link_libraries(tfc::snappy INTERFACE ${TFC_SNAPPY_LIB})
endif()
