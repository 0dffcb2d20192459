# ARGS: --passes=schedule --schedule-latency=valu=1,ds_load=56
# consumer-pushed-down.s with every VALU result ready after one cycle
# (--schedule-latency; v_mul_lo_u32 is of class valu): nothing is gained
# by moving the consumer, so the region stays as written. The Options
# remark records the overrides.
.text
v_mul_lo_u32 v1, v2, v3
v_add_nc_u32 v4, v1, v1
v_add_f32 v5, v6, v7
v_add_f32 v8, v9, v10
v_mov_b32 v11, 0
s_endpgm
