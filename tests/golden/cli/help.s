# ARGS: --help
