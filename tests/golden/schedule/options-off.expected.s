# ARGS: --passes=schedule --schedule-enabled=false
# Off: nothing moves.
.text
v_mul_lo_u32 v1, v2, v3
v_add_nc_u32 v4, v1, v1
v_add_f32 v5, v6, v7
s_endpgm
