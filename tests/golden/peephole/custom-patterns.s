# ARGS: --passes=peephole --peephole-patterns=custom.patterns
# --peephole-patterns replaces the built-in table: the s_setprio 0 goes,
# the s_nop pair stays.
s_setprio 0
s_nop 0
s_nop 0
s_endpgm
