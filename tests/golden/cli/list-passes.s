# ARGS: --list-passes
