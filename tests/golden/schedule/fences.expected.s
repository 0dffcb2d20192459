# ARGS: --passes=schedule
# Nothing moves across a fence: s_nop, v_nop, an s_wait_*, a barrier, a
# label, s_set_vgpr_msb, s_setprio, s_wait_alu and an unknown .long.
.text
v_add_f32 v1, v2, v3
v_add_f32 v5, v1, v1
s_nop 0
global_load_b32 v8, v[10:11], off
v_nop
global_load_b32 v9, v[12:13], off
s_wait_loadcnt 0x0
global_load_b32 v14, v[12:13], off
s_barrier_signal -1
global_load_b32 v15, v[12:13], off
s_setprio 1
global_load_b32 v16, v[12:13], off
s_set_vgpr_msb 0
global_load_b32 v17, v[12:13], off
s_wait_alu 0xfffe
global_load_b32 v18, v[12:13], off
.long 0
global_load_b32 v19, v[12:13], off
L:
global_load_b32 v20, v[12:13], off
s_endpgm
