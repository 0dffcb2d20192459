# ARGS: --passes= --remarks-filter=(
# EXIT: 2
s_nop 0
