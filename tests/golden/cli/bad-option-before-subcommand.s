# ARGS: --passes=waitcnt check %s
# EXIT: 2
# A rewrite option given to check is an error naming the command that has it.
s_nop 0
