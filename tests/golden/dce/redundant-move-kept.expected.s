# ARGS: --passes=dce
# What must stay: a move whose destination was rewritten between the two
# copies (v1), whose source was (v3 <- v4), one that holds on one path only
# (v6), and one after an EXEC change (a VALU copy holds only in the lanes
# EXEC had: the second write may reach more lanes).
v_mov_b32 v40, 0
v_mov_b32 v41, 0
v_mov_b32 v42, 0
v_mov_b32 v43, 0
v_mov_b32 v44, 0
v_mov_b32 v45, 0
v_mov_b32 v46, 0
v_mov_b32 v47, 0
v_mov_b32 v1, v2
v_add_f32 v1, v1, 1.0
v_mov_b32 v1, v2
v_mov_b32 v3, v4
v_add_f32 v4, v4, 1.0
v_mov_b32 v3, v4
v_mov_b32 v7, v8
s_mov_b32 exec_lo, s0
v_mov_b32 v7, v8
s_cbranch_scc0 L1
v_mov_b32 v6, v5
L1:
v_mov_b32 v50, 0
v_mov_b32 v51, 0
v_mov_b32 v52, 0
v_mov_b32 v53, 0
v_mov_b32 v54, 0
v_mov_b32 v55, 0
v_mov_b32 v56, 0
v_mov_b32 v57, 0
v_mov_b32 v6, v5
global_store_b32 v0, v1, s[4:5]
global_store_b32 v0, v3, s[4:5]
global_store_b32 v0, v4, s[4:5]
global_store_b32 v0, v6, s[4:5]
global_store_b32 v0, v7, s[4:5]
global_store_b32 v0, v40, s[4:5]
global_store_b32 v0, v50, s[4:5]
global_store_b32 v0, v41, s[4:5]
global_store_b32 v0, v51, s[4:5]
global_store_b32 v0, v42, s[4:5]
global_store_b32 v0, v52, s[4:5]
global_store_b32 v0, v43, s[4:5]
global_store_b32 v0, v53, s[4:5]
global_store_b32 v0, v44, s[4:5]
global_store_b32 v0, v54, s[4:5]
global_store_b32 v0, v45, s[4:5]
global_store_b32 v0, v55, s[4:5]
global_store_b32 v0, v46, s[4:5]
global_store_b32 v0, v56, s[4:5]
global_store_b32 v0, v47, s[4:5]
global_store_b32 v0, v57, s[4:5]
s_endpgm
