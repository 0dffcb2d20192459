# ARGS: check %s
# EXIT: 1
# A combined wait that covers the load but not the LDS read.
global_load_b32 v1, v0, s[0:1]
ds_load_b32 v2, v3
s_wait_loadcnt_dscnt 0x1
v_add_f32 v4, v1, v2
s_endpgm
