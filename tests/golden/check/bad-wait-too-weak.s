# ARGS: check %s
# EXIT: 1
# Two loads, the older read after a wait that leaves both in flight.
global_load_b32 v1, v0, s[0:1]
global_load_b32 v2, v0, s[0:1] offset:4
s_wait_loadcnt 0x2
v_add_f32 v3, v1, v1
s_endpgm
