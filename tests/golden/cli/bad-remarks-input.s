# ARGS: --remarks %s %s
# EXIT: 2
# Remarks over the input would destroy it.
s_nop 0
