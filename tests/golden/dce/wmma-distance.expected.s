# ARGS: --passes=dce
# v_add_f32 v5 is dead, but it is one of the four VALU slots that keep the
# WMMA's result from the v_mov that reads it (H1): deleting it would make
# that distance three. It stays, with a missed remark.
v_add_f32 v20, v1, v1
v_add_f32 v21, v1, v1
v_add_f32 v22, v1, v1
v_add_f32 v23, v1, v1
v_add_f32 v24, v1, v1
v_add_f32 v25, v1, v1
v_add_f32 v26, v1, v1
v_add_f32 v27, v1, v1
v_wmma_f32_16x16x32_bf16 v[40:47], v[48:55], v[56:63], v[40:47]
v_add_f32 v30, v1, v1
v_add_f32 v5, v6, v7
v_add_f32 v31, v1, v1
v_add_f32 v32, v1, v1
v_mov_b32 v33, v40
global_store_b128 v0, v[20:23], s[0:1]
global_store_b128 v0, v[24:27], s[0:1]
global_store_b128 v0, v[30:33], s[0:1]
s_endpgm
