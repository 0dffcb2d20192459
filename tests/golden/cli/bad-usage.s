# ARGS: --no-such-flag
# EXIT: 2
s_nop 0
