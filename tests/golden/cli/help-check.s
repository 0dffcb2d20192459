# ARGS: check --help
# NOINPUT
