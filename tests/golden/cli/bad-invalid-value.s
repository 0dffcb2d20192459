# ARGS: --color=sometimes
# EXIT: 2
s_nop 0
