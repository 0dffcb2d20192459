# ARGS: --passes=dce
# s4 is read on one path only: live, it stays. s6 is overwritten on both
# paths before any read: the first write goes.
s_mov_b32 s4, 1
s_cmp_eq_u32 s0, 0
s_cbranch_scc1 A
s_mov_b32 s6, 3
global_store_b32 v0, v1, s[4:5]
s_branch B
A:
s_mov_b32 s6, 4
B:
global_store_b32 v0, v1, s[6:7]
s_endpgm
