# ARGS: --passes=peephole
# Hazard padding stays: the self-move is the one VALU between the v_cmpx
# (it writes EXEC) and the v_permlane16 (H5 needs one that is not v_nop);
# deleting it would break H5, so the pass refuses with a remark.
v_mov_b32 v10, 0
v_mov_b32 v11, 0
v_mov_b32 v12, 0
v_mov_b32 v13, 0
v_mov_b32 v14, 0
v_mov_b32 v15, 0
v_mov_b32 v16, 0
v_mov_b32 v17, 0
v_cmpx_eq_u32 v0, v1
v_mov_b32 v5, v5
v_permlane16_b32 v2, v3, s0, s1
global_store_b32 v0, v2, s[0:1]
s_endpgm
