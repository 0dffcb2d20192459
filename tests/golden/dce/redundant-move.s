# ARGS: --passes=dce
# Redundant moves: v1 already holds v2 on both paths into L1, so the second
# v_mov_b32 v1, v2 goes, and so does the mirror v_mov_b32 v2, v1 and the
# s_mov_b32 s4, 7 of a constant s4 holds on both paths. (The v_mov fillers
# give each block the 9 VALU slots a deleted VALU needs before it.)
v_mov_b32 v40, 0
v_mov_b32 v41, 0
v_mov_b32 v42, 0
v_mov_b32 v43, 0
v_mov_b32 v44, 0
v_mov_b32 v45, 0
v_mov_b32 v46, 0
v_mov_b32 v47, 0
v_mov_b32 v48, 0
v_mov_b32 v1, v2
s_mov_b32 s4, 7
s_cbranch_scc0 L1
v_add_f32 v3, v1, v1
L1:
v_mov_b32 v50, 0
v_mov_b32 v51, 0
v_mov_b32 v52, 0
v_mov_b32 v53, 0
v_mov_b32 v54, 0
v_mov_b32 v55, 0
v_mov_b32 v56, 0
v_mov_b32 v57, 0
v_mov_b32 v58, 0
v_mov_b32 v1, v2
v_mov_b32 v2, v1
s_mov_b32 s4, 7
global_store_b32 v0, v1, s[4:5]
global_store_b32 v0, v3, s[4:5]
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
global_store_b32 v0, v48, s[4:5]
global_store_b32 v0, v58, s[4:5]
s_endpgm
