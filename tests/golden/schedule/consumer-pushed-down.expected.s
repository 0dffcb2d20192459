# ARGS: --passes=schedule
# The consumer of an 11-cycle multiply waits for it; independent VALU
# issues in between instead.
.text
v_mul_lo_u32 v1, v2, v3
v_add_f32 v5, v6, v7
v_add_f32 v8, v9, v10
v_mov_b32 v11, 0
v_add_nc_u32 v4, v1, v1
s_endpgm
