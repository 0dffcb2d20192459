# ARGS: --remarks -
# EXIT: 2
# Remarks on stdout would mix JSON into the assembly.
s_nop 0
