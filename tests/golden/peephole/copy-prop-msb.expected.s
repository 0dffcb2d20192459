# ARGS: --passes=peephole
# An s_set_vgpr_msb between the move and the read: the state is back to 0
# at the read, but the pass does not follow vT across a window change.
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
s_set_vgpr_msb 0x40
v_mov_b32 v30, 0
s_set_vgpr_msb 0x4000
v_add_f32 v25, v24, v26
global_store_b32 v[40:41], v25, off
s_endpgm
