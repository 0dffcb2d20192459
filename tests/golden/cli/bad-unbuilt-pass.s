# ARGS: --passes=schedule
# EXIT: 2
s_nop 0
