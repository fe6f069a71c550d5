# Library sources, one line per module (module = header = source file).
list(APPEND TFC_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/common.c
  ${CMAKE_CURRENT_LIST_DIR}/verdict.c
  ${CMAKE_CURRENT_LIST_DIR}/opver/op_version.c
)

# The op-version module (its own public header, tfcompat/opver.h).
include(${CMAKE_CURRENT_LIST_DIR}/opver/opver.cmake)
