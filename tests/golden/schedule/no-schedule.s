# ARGS: --passes=schedule
# A range between `// silken: no-schedule` and `// silken: end` stays as
# written; the same code outside it is scheduled.
.text
// silken: no-schedule
v_mul_lo_u32 v1, v2, v3
v_add_nc_u32 v4, v1, v1
v_add_f32 v5, v6, v7
v_add_f32 v8, v9, v10
// silken: end
s_nop 0
v_mul_lo_u32 v1, v2, v3
v_add_nc_u32 v4, v1, v1
v_add_f32 v5, v6, v7
v_add_f32 v8, v9, v10
s_endpgm
