# ARGS: --passes=dce
# Copies are tracked in physical registers: under s_set_vgpr_msb 0x40 the
# second v_mov_b32 v1, v2 writes v257, not v1, so it is no repeat and stays.
# Back in window 0 a repeat of the first goes. (v_add_f32 reads v257
# through src0 window 1.)
v_mov_b32 v40, 0
v_mov_b32 v41, 0
v_mov_b32 v42, 0
v_mov_b32 v43, 0
v_mov_b32 v44, 0
v_mov_b32 v45, 0
v_mov_b32 v46, 0
v_mov_b32 v47, 0
v_mov_b32 v1, v2
s_set_vgpr_msb 0x40
v_mov_b32 v1, v2
s_set_vgpr_msb 0x4000
global_store_b32 v0, v1, s[4:5]
s_set_vgpr_msb 1
v_add_f32 v9, v1, 1.0
s_set_vgpr_msb 0x100
global_store_b32 v0, v9, s[4:5]
global_store_b32 v0, v40, s[4:5]
global_store_b32 v0, v41, s[4:5]
global_store_b32 v0, v42, s[4:5]
global_store_b32 v0, v43, s[4:5]
global_store_b32 v0, v44, s[4:5]
global_store_b32 v0, v45, s[4:5]
global_store_b32 v0, v46, s[4:5]
global_store_b32 v0, v47, s[4:5]
s_endpgm
