# ARGS: does-not-exist.s
# EXIT: 1
# NOINPUT
