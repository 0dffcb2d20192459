# ARGS: check %s
# EXIT: 1
# An LDS read used with no dscnt wait.
ds_load_b32 v1, v2
v_add_f32 v3, v1, v1
s_endpgm
