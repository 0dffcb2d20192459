# ARGS: --passes=waitcnt
# Two loads into one VGPR may write it out of order: the first completes
# before the second issues (LLVM 22 waits too). The same for two ds_load
# into one VGPR: LLVM 22 waits dscnt 0, and so does silken.
global_load_b32 v0, v[2:3], off
global_load_b32 v8, v[2:3], off
global_load_b32 v0, v[4:5], off
ds_load_b32 v1, v6
ds_load_b32 v1, v7
v_add_f32 v9, v0, v1
s_endpgm
