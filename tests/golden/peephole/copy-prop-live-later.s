# ARGS: --passes=peephole
# vT (v24) is read by the v_add and then by a store: the store is not a
# VALU instruction (in expert mode its VGPR read would need its own wait
# rules), so vT stays live past the VALU reads and the move stays.
v_wmma_f32_16x16x32_bf16 v[0:7], v[8:15], v[16:23], v[0:7]
v_mov_b32 v40, 0
v_mov_b32 v41, 0
v_add_f32 v42, v43, v44
v_add_f32 v45, v46, v47
v_add_f32 v48, v49, v50
v_add_f32 v51, v52, v53
v_add_f32 v54, v55, v56
v_add_f32 v57, v58, v59
v_add_f32 v60, v61, v62
v_mov_b32 v24, v0
v_add_f32 v25, v24, v26
global_store_b32 v[40:41], v24, off
s_endpgm
