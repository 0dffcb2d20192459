# ARGS: --passes=schedule
# A .set that redefines a symbol between two uses is a fence: the load
# reading sIdx after it never moves above it.
.text
.set sIdx, 4
v_mul_lo_u32 v1, v2, v3
v_add_nc_u32 v4, v1, v1
.set sIdx, 6
v_add_f32 v5, v6, v7
s_load_b32 s[sIdx], s[10:11], 0x0
s_endpgm
