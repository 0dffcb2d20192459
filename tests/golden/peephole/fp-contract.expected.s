# ARGS: --passes=peephole --peephole-fp-contract
# With --peephole-fp-contract, v_mul_f32 + v_add_f32 into v_fma_f32 when
# the product is read by the add alone. Not when the product is read later,
# nor across an s_set_vgpr_msb change. Without the flag nothing changes
# (fp-contract-off.s): the fma rounds once where the pair rounds twice.
v_mov_b32 v20, 0
v_mov_b32 v21, 0
v_mov_b32 v22, 0
v_mov_b32 v23, 0
v_mov_b32 v24, 0
v_mov_b32 v25, 0
v_mov_b32 v26, 0
v_mov_b32 v27, 0
v_mov_b32 v28, 0
v_fma_f32 v4, v2, v3, v5
v_fma_f32 v7, v2, v3, v8
v_mul_f32 v9, v2, v3
v_add_f32 v10, v9, v5
global_store_b32 v0, v9, s[0:1]
v_mul_f32 v11, v2, v3
s_set_vgpr_msb 0x55
v_add_f32 v12, v11, v5
s_set_vgpr_msb 0x5500
global_store_b32 v0, v4, s[0:1]
global_store_b32 v0, v7, s[0:1]
global_store_b32 v0, v10, s[0:1]
global_store_b32 v0, v12, s[0:1]
s_endpgm
