# ARGS:
# CHECK: clean
# The default chain: schedule first (the multiply's consumer goes down, the
# load stays first), then waitcnt: the input's wait still covers the load.
# The output passes silken check.
.text
.globl k
.type k,@function
k:
global_load_b32 v1, v[2:3], off
v_mul_lo_u32 v4, v5, v6
v_add_nc_u32 v7, v4, v4
v_add_f32 v8, v9, v10
v_add_f32 v11, v12, v13
s_wait_loadcnt 0x0
v_add_f32 v14, v1, v1
global_store_b32 v[2:3], v14, off
s_endpgm
