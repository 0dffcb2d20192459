# ARGS: --passes=waitcnt,
# EXIT: 2
s_nop 0
