# ARGS: --passes=peephole
# vW (v0) is written again between the move and the read of vT (v24): the
# read must keep v24. Refused.
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
v_mov_b32 v0, 1.0
v_cvt_pk_bf16_f32 v25, v24, v0
global_store_b32 v[40:41], v25, off
s_endpgm
