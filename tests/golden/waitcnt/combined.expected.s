# ARGS: --passes=waitcnt
# A load and an LDS read both needed: one combined wait.
global_load_b32 v1, v0, s[0:1]
ds_load_b32 v2, v3
s_wait_loadcnt_dscnt 0x0
v_add_f32 v4, v1, v2
s_endpgm
