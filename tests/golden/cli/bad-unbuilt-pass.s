# ARGS: --passes=peephole
# EXIT: 2
s_nop 0
