# ARGS: check %s
# EXIT: 1
# The load at the loop bottom is read at the top of the next iteration.
s_mov_b32 s2, 4
v_mov_b32 v1, 0
label_loop:
v_add_f32 v2, v1, v1
global_load_b32 v1, v0, s[0:1]
s_sub_u32 s2, s2, 1
s_cmp_lg_u32 s2, 0
s_cbranch_scc1 label_loop
s_endpgm
