# ARGS: --passes=schedule
# Already in the scheduler's order: the region is kept, with a remark
# giving its cycles.
.text
global_load_b32 v8, v[10:11], off
v_add_f32 v1, v2, v3
v_mul_f32 v4, v1, v1
s_endpgm
