# ARGS: --passes=peephole
# v_mov_b32 v5, v5 with both operands in one window goes; under
# s_set_vgpr_msb 0x40 (dst window 1, src0 window 0) it copies v5 into v261
# and stays. A self-move with fewer than 9 VALU slots before it in its
# block stays too (it may be the distance a hazard from an earlier block
# needs).
v_mov_b32 v5, v5
v_mov_b32 v10, 0
v_mov_b32 v11, 0
v_mov_b32 v12, 0
v_mov_b32 v13, 0
v_mov_b32 v14, 0
v_mov_b32 v15, 0
v_mov_b32 v16, 0
v_mov_b32 v17, 0
v_mov_b32 v5, v5
s_set_vgpr_msb 0x40
v_mov_b32 v5, v5
s_set_vgpr_msb 0x4000
global_store_b32 v0, v5, s[0:1]
s_endpgm
