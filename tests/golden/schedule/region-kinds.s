# ARGS: --passes=schedule --schedule-mca-check=false --schedule-wmma-regions=false --schedule-memory-regions=false --schedule-valu-regions=false
# One region of each kind (docs/schedule.md), split by s_nop: with the
# wmma, memory and valu kinds off, only the scalar region is reordered;
# each other one says which flag kept it.
.text
v_wmma_f32_16x16x32_f16 v[0:7], v[8:15], v[16:23], v[0:7]
v_wmma_f32_16x16x32_f16 v[40:47], v[24:31], v[32:39], v[40:47]
v_add_f32 v50, v51, v52
v_add_f32 v53, v54, v55
s_nop 0
v_add_f32 v1, v2, v3
v_mul_f32 v4, v1, v1
global_load_b32 v8, v[10:11], off
s_nop 0
v_mul_lo_u32 v20, v21, v22
v_add_nc_u32 v23, v20, v20
v_add_f32 v24, v25, v26
v_add_f32 v27, v28, v29
s_nop 0
s_mul_i32 s1, s2, s3
s_add_co_i32 s4, s1, s1
s_load_b32 s8, s[10:11], 0x0
s_endpgm
