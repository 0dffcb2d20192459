# ARGS:
# In the default chain peephole runs last; waitcnt has its last word after
# it. The loop head's s_nop 0 + s_set_vgpr_msb 0 go (the state is 0 on both
# incoming edges); running the chain again changes nothing.
s_mov_b32 s2, 4
L_loop:
global_load_b32 v1, v0, s[0:1]
s_sub_u32 s2, s2, 1
s_cmp_eq_u32 s2, 0
s_wait_loadcnt 0x0
s_wait_xcnt 0x1
v_mov_b32 v2, v1
global_store_b32 v0, v2, s[0:1]
s_cbranch_scc0 L_loop
s_endpgm
