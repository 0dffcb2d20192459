# ARGS: check -j 0
# EXIT: 2
s_nop 0
