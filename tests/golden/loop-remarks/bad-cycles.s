# ARGS: --passes=loop-remarks --loop-remarks-cycles=path-only
# EXIT: 2
# A value the choice does not have is a usage error.
s_endpgm
