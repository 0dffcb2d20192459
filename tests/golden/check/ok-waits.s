# ARGS: check %s
# Every dependency waited for, in order.
global_load_b32 v1, v0, s[0:1]
global_load_b32 v2, v0, s[0:1] offset:4
s_wait_loadcnt 0x1
v_add_f32 v3, v1, v1
s_wait_loadcnt 0x0
v_add_f32 v4, v2, v2
s_endpgm
