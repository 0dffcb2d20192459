# ARGS: --passes=schedule
# The output of consumer-pushed-down.s: scheduling its own output changes
# nothing (the scheduler reruns on its result until it settles).
.text
v_mul_lo_u32 v1, v2, v3
v_add_f32 v5, v6, v7
v_add_f32 v8, v9, v10
v_mov_b32 v11, 0
v_add_nc_u32 v4, v1, v1
s_endpgm
