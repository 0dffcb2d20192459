# ARGS: --remarks-ouput=r.json
# EXIT: 2
s_nop 0
