# ARGS: --passes=peephole
# The move is the one VALU slot between a TRANS result (v30) and the VALU
# that reads it (H4): without it the v_add would read v30 right after the
# v_rcp. Refused by the block's hazard walk.
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
v_rcp_f32 v30, v31
v_mov_b32 v24, v0
v_add_f32 v25, v30, v24
global_store_b32 v[40:41], v25, off
s_endpgm
