# ARGS: --passes=peephole
# Expert scheduling mode 2 (s_setreg of SCHED_MODE = 2). First block: the
# move goes and the s_wait_alu depctr_va_vdst(1) after it, which counts it,
# becomes va_vdst(0) (stricter, never looser); the store between reads only
# VGPRs written in the block, whose waits the hazard walk checks. Second
# block: no drain (va_vdst(0)) after the move in its block, so a wait in a
# later block may count it: refused.
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
v_mov_b32 v24, v0
v_add_f32 v25, v24, v26
v_add_f32 v27, v28, v29
s_wait_alu depctr_va_vdst(1)
global_store_b32 v[40:41], v25, off
s_wait_alu depctr_va_vdst(0)
s_cbranch_scc0 .Lend
v_mov_b32 v34, v1
v_add_f32 v35, v34, v26
v_mov_b32 v63, 0
v_mov_b32 v64, 0
v_add_f32 v42, v43, v44
v_add_f32 v45, v46, v47
v_add_f32 v48, v49, v50
v_add_f32 v51, v52, v53
v_add_f32 v54, v55, v56
v_add_f32 v57, v58, v59
v_add_f32 v60, v61, v62
s_branch .Lend
.Lend:
s_wait_alu depctr_va_vdst(0)
global_store_b32 v[40:41], v25, off
s_endpgm
