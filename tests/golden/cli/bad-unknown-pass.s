# ARGS: --passes=waitcn
# EXIT: 2
s_nop 0
