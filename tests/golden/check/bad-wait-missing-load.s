# ARGS: check %s
# EXIT: 1
# A load's result read with no wait.
global_load_b32 v1, v0, s[0:1]
v_add_f32 v2, v1, v1
s_endpgm
