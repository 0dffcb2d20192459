# ARGS: --passes=dce
# The add's s5 is dead but its SCC is read by the branch: it stays. The
# compare's SCC is overwritten by the add before any read: it goes.
s_cmp_eq_u32 s0, 0
s_add_u32 s5, s0, s1
s_cbranch_scc1 L
s_nop 0
L:
s_endpgm
