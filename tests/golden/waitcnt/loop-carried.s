# ARGS: --passes=waitcnt
# A load at the bottom of the loop is read at the top of the next iteration:
# the wait goes on the loop header's path, once.
s_mov_b32 s2, 4
global_load_b32 v1, v0, s[0:1]
label_loop:
v_add_f32 v2, v1, v1
global_load_b32 v1, v0, s[0:1] offset:4
s_sub_u32 s2, s2, 1
s_cmp_lg_u32 s2, 0
s_cbranch_scc1 label_loop
s_endpgm
