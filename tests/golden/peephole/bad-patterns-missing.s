# ARGS: --peephole-patterns=no-such.patterns
# EXIT: 1
s_nop 0
s_endpgm
