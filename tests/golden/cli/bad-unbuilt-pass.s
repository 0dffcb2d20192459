# ARGS: --passes=dce
# EXIT: 2
s_nop 0
