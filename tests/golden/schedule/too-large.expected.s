# ARGS: --passes=schedule --schedule-max-region=3
# Above the size cap the region is left as written, with a remark.
.text
v_mul_lo_u32 v1, v2, v3
v_add_nc_u32 v4, v1, v1
v_add_f32 v5, v6, v7
v_add_f32 v8, v9, v10
s_endpgm
