# ARGS: --passes=peephole
# Integer identities become moves when their flag results are dead:
# s_add_u32 s4, s5, 0 is s_mov_b32 s4, s5 (its SCC, a carry of 0, is
# overwritten unread). The one whose SCC the branch reads stays. The vector
# forms need no flag check (v_add_nc_u32 writes no carry); for the *rev
# shifts the amount is the first source (v_and_b32 with -1 and
# v_mul_lo_u32 by 1 are moves too). An identity onto itself is
# deleted.
s_mov_b32 s4, s5
s_mov_b32 s6, s7
s_mov_b32 s8, s9
s_mov_b32 s10, s11
v_mov_b32 v1, v2
v_mov_b32 v3, v4
v_lshlrev_b32 v5, v6, 0
v_mov_b32 v7, v8
v_mov_b32 v9, v10
s_cmp_eq_u32 s0, 0
s_add_u32 s13, s14, 0
s_cbranch_scc1 L1
s_nop 0
L1:
global_store_b32 v0, v1, s[4:5]
global_store_b32 v0, v3, s[6:7]
global_store_b32 v0, v5, s[8:9]
global_store_b32 v0, v5, s[10:11]
global_store_b32 v0, v5, s[12:13]
global_store_b32 v0, v7, s[14:15]
global_store_b32 v0, v9, s[16:17]
s_endpgm
