# Library sources, one line per module (module = header = source file).
list(APPEND TFC_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/common.c
  ${CMAKE_CURRENT_LIST_DIR}/verdict.c
  ${CMAKE_CURRENT_LIST_DIR}/wire.c
  ${CMAKE_CURRENT_LIST_DIR}/versiondef.c
  ${CMAKE_CURRENT_LIST_DIR}/accept.c
  ${CMAKE_CURRENT_LIST_DIR}/nameset.c
  ${CMAKE_CURRENT_LIST_DIR}/container.c
  ${CMAKE_CURRENT_LIST_DIR}/file.c
  ${CMAKE_CURRENT_LIST_DIR}/crc32c.c
  ${CMAKE_CURRENT_LIST_DIR}/checkpoint.c
  ${CMAKE_CURRENT_LIST_DIR}/opver/op_version.c
)

# The op-version module (its own public header, tfcompat/opver.h).
include(${CMAKE_CURRENT_LIST_DIR}/opver/opver.cmake)
