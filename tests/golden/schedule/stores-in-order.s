# ARGS: --passes=schedule
# Stores keep their order with each other and with every other memory
# instruction; the VALU around them may still move.
.text
v_mul_lo_u32 v1, v2, v3
v_add_nc_u32 v4, v1, v1
global_store_b32 v[10:11], v20, off
global_store_b32 v[12:13], v21, off
global_load_b32 v22, v[14:15], off
v_add_f32 v5, v6, v7
s_endpgm
