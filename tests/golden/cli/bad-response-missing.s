# ARGS: @no-such.rsp
# EXIT: 2
s_nop 0
