# ARGS: check %s
# EXIT: 1
# A second load into v0 before the first is known complete.
global_load_b32 v0, v[2:3], off
global_load_b32 v0, v[4:5], off
s_wait_loadcnt 0x0
v_add_f32 v9, v0, v0
s_endpgm
