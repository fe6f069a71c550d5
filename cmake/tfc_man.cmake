# Writes the manual page tfcompat.1 from docs/tfcompat.1.in and the --help
# texts of the built command, so that the page and --help have one source:
# SYNOPSIS is every command's usage lines, COMMANDS every command's whole
# --help text, as printed; the version is project(VERSION).
# cmake -DTFCOMPAT=EXE -DTEMPLATE=docs/tfcompat.1.in -DOUT=tfcompat.1 -DVERSION=X.Y.Z -P tfc_man.cmake
foreach(v TFCOMPAT TEMPLATE OUT VERSION)
  if(NOT DEFINED ${v})
    message(FATAL_ERROR "tfc_man.cmake: -D${v}=... is required")
  endif()
endforeach()

# Text as roff shows it verbatim in no-fill mode.
function(tfc_roff_verbatim out text)
  string(REPLACE "\\" "\\e" text "${text}")
  string(REPLACE "-" "\\-" text "${text}")
  string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" text "${text}")
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

# The help of each command, in the order of `tfcompat --help`; "scan --from"
# is scan's second form, which has a help of its own.
set(helps "inspect" "check" "releases" "registry" "tflite" "scan" "scan --from A --to B" "fixture")
set(synopsis ".nf\n")
set(commands "")
foreach(h IN LISTS helps)
  separate_arguments(args UNIX_COMMAND "${h} --help")
  execute_process(COMMAND ${TFCOMPAT} ${args} OUTPUT_VARIABLE text RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0 OR NOT text MATCHES "^usage: ")
    message(FATAL_ERROR "tfc_man.cmake: 'tfcompat ${h} --help' exited ${rc}: ${text}")
  endif()
  string(FIND "${text}" "\n\n" blank)
  if(blank LESS 0)
    set(blank -1)
  endif()
  string(SUBSTRING "${text}" 0 ${blank} usage)
  string(REGEX REPLACE "^usage: " "" usage "${usage}")
  string(REGEX REPLACE "\n       " "\n" usage "${usage}") # continuation lines, less "usage: "
  tfc_roff_verbatim(usage "${usage}")
  string(APPEND synopsis "${usage}\n")
  string(REGEX REPLACE "\n+$" "" text "${text}")
  tfc_roff_verbatim(text "${text}")
  string(REPLACE " A --to B" " --to" title "tfcompat ${h}")
  tfc_roff_verbatim(title "${title}")
  string(APPEND commands ".SS \"${title}\"\n.nf\n${text}\n.fi\n")
endforeach()
string(APPEND synopsis "tfcompat \\-\\-help | \\-\\-version\ntfcompat COMMAND \\-\\-help\n.fi")

file(READ ${TEMPLATE} page)
string(REPLACE "@PROJECT_VERSION@" "${VERSION}" page "${page}")
string(REPLACE "@TFC_MAN_SYNOPSIS@" "${synopsis}" page "${page}")
string(REPLACE "@TFC_MAN_COMMANDS@" "${commands}" page "${page}")
file(WRITE ${OUT}.tmp "${page}")
file(RENAME ${OUT}.tmp ${OUT})
