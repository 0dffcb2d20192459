# ARGS: --passes=schedule
# The load of load-hoisted.s stays where it is by default: in the llvm-mca-22
# view (results complete in order) every later instruction would wait for
# it, so the order is not "no slower by either model".
.text
v_add_f32 v1, v2, v3
v_mul_f32 v4, v1, v1
v_add_f32 v5, v4, v4
global_load_b32 v8, v[10:11], off
s_endpgm
