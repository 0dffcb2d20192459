# ARGS:
# The default chain on TensileLite's shape: expert scheduling mode 2, the
# WMMA in an earlier block, the moves at the start of the store block right
# after its s_nop 0 / s_set_vgpr_msb 0. Every path into the store block has
# the nine VALU slots of the WMMA's block; the s_wait_alu depctr_va_vdst(0)
# before the store drains every VALU write, so no later count sees the
# moves. waitcnt runs again after peephole and adds nothing.
s_setreg_IMM32_b32 hwreg(26,0,2), 2
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
.Lstore:
v_cvt_pk_bf16_f32 v24, v0, v1
v_cvt_pk_bf16_f32 v25, v2, v3
s_wait_alu depctr_va_vdst(0)
global_store_b64 v[40:41], v[24:25], off
s_endpgm
