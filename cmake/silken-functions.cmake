# silken_rewrite: one rewrite as a build step.
#
#   find_package(silken REQUIRED)       # or add_subdirectory(silken)
#   silken_rewrite(OUTPUT k.opt.s INPUT k.s
#                  [PASSES waitcnt cluster-barrier | PASSES none]
#                  [REMARKS k.remarks.json]
#                  [OPTIONS --waitcnt-rebuild ...]
#                  [DEPENDS other files])
#   add_custom_target(kernels ALL DEPENDS ${CMAKE_CURRENT_BINARY_DIR}/k.opt.s)
#
# Adds a custom command that writes OUTPUT (and REMARKS) from INPUT. It
# depends on INPUT and on the silken binary, so Ninja or make -j run the
# rewrites in parallel and rerun only the ones whose input or silken
# changed. A relative INPUT is taken from the current source directory,
# relative OUTPUT and REMARKS from the current binary directory. silken runs
# in the current source directory and is given INPUT relative to it, so
# diagnostics and remarks name the file the same way on every machine.
# Without PASSES the default chain runs; PASSES none runs no pass.

function(silken_rewrite)
  cmake_parse_arguments(PARSE_ARGV 0 arg "" "OUTPUT;INPUT;REMARKS" "PASSES;OPTIONS;DEPENDS")
  if(NOT arg_OUTPUT OR NOT arg_INPUT)
    message(FATAL_ERROR "silken_rewrite: OUTPUT and INPUT are required")
  endif()
  if(arg_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "silken_rewrite: unexpected arguments: ${arg_UNPARSED_ARGUMENTS}")
  endif()
  set(src "${CMAKE_CURRENT_SOURCE_DIR}")
  cmake_path(ABSOLUTE_PATH arg_INPUT BASE_DIRECTORY "${src}" NORMALIZE OUTPUT_VARIABLE input)
  cmake_path(ABSOLUTE_PATH arg_OUTPUT BASE_DIRECTORY "${CMAKE_CURRENT_BINARY_DIR}"
             NORMALIZE OUTPUT_VARIABLE output)
  cmake_path(RELATIVE_PATH input BASE_DIRECTORY "${src}" OUTPUT_VARIABLE input_rel)
  set(args "${input_rel}" -o "${output}")
  set(outputs "${output}")
  if(DEFINED arg_PASSES OR "PASSES" IN_LIST arg_KEYWORDS_MISSING_VALUES)
    list(JOIN arg_PASSES "," passes)
    if(passes STREQUAL "none")
      set(passes "")
    endif()
    list(APPEND args "--passes=${passes}")
  endif()
  if(arg_REMARKS)
    cmake_path(ABSOLUTE_PATH arg_REMARKS BASE_DIRECTORY "${CMAKE_CURRENT_BINARY_DIR}"
               NORMALIZE OUTPUT_VARIABLE remarks)
    list(APPEND args --remarks "${remarks}")
    list(APPEND outputs "${remarks}")
  endif()
  add_custom_command(
    OUTPUT ${outputs}
    COMMAND silken::silken ${args} ${arg_OPTIONS}
    DEPENDS "${input}" silken::silken $<TARGET_FILE:silken::silken> ${arg_DEPENDS}
    WORKING_DIRECTORY "${src}"
    COMMENT "silken ${input_rel}"
    VERBATIM)
endfunction()
