# ARGS: --passes=dce
# Nine VALU slots before it in its block, no hazard it keeps apart, no
# expert scheduling mode, no s_delay_alu after it: the dead VALU goes.
v_add_f32 v10, v1, v1
v_add_f32 v11, v1, v1
v_add_f32 v12, v1, v1
v_add_f32 v13, v1, v1
v_add_f32 v14, v1, v1
v_add_f32 v15, v1, v1
v_add_f32 v16, v1, v1
v_add_f32 v17, v1, v1
v_add_f32 v18, v1, v1
global_store_b128 v0, v[10:13], s[0:1]
global_store_b128 v0, v[14:17], s[0:1]
global_store_b32 v0, v18, s[0:1]
s_endpgm
