# ARGS: chek
# EXIT: 2
s_nop 0
