# ARGS: %s check
# EXIT: 1
# INPUT: ../check/bad-signal-twice.s
# The subcommand may follow the input, as with LLVM tools: this checks the input.
