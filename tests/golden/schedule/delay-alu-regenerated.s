# ARGS: --passes=schedule
# The hints no longer pin what they name: the region is reordered without
# them and its hints are made again from the new order (v1's producer is now
# the 4th VALU back: VALU_DEP_4; v7's is 6 back, past what a hint encodes:
# none).
.text
v_add_f32 v1, v2, v3
v_mul_f32 v4, v5, v5
s_delay_alu instid0(VALU_DEP_2)
v_add_f32 v6, v1, v1
v_mul_lo_u32 v7, v8, v9
v_add_nc_u32 v10, v7, v7
v_add_f32 v11, v12, v13
v_mov_b32 v14, 0
s_endpgm
