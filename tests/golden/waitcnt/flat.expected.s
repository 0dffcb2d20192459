# ARGS: --passes=waitcnt
# FLAT may reach LDS and memory: it counts on both, and only 0 is safe.
flat_load_b32 v1, v[2:3]
s_wait_loadcnt_dscnt 0x0
v_add_f32 v4, v1, v1
s_endpgm
