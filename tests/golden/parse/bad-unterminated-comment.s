# ARGS: --passes=
# EXIT: 1
s_nop 0
/* never closed
s_endpgm
