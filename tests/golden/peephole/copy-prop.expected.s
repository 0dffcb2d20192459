# ARGS: --passes=peephole
# Copy propagation of WMMA result moves: v24 and v25 are copies of the
# WMMA's v0 and v1, read once by the v_cvt_pk, which overwrites v24 and
# leaves v25 dead. The reads take v0 and v1 and both moves go (two sweeps:
# they share the reader). Nine VALU slots before the moves: a hazard from a
# caller cannot need them as distance.
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
v_mov_b32 v16, 0xffff0000
v_cvt_pk_bf16_f32 v24, v0, v1            // convert C to bf16
global_store_b32 v[40:41], v24, off
s_endpgm
