# ARGS: --passes=dce
# s2 is written at the end of the loop body and read at its top in the
# next iteration: live around the back edge, it stays.
s_mov_b32 s2, 0
s_mov_b32 s3, 8
L:
s_add_u32 s4, s2, 1
global_store_b32 v0, v1, s[4:5]
s_add_u32 s2, s2, 4
s_sub_u32 s3, s3, 1
s_cmp_lg_u32 s3, 0
s_cbranch_scc1 L
s_endpgm
