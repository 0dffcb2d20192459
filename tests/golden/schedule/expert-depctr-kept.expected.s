# ARGS: --passes=schedule --schedule-mca-check=false
# The cases --schedule-expert-depctr (the default) leaves as written, each with an
# ExpertModeKept remark giving the reason. First block: the faster order
# moves v1's producer behind the other VALU writes of its queue, no zero
# wait follows in the block, and the successor's depctr_va_vdst(1) counts
# on the order (the twelve v_mov_b32 close the region's hazard
# neighbourhood). Block .L1: no zero s_wait_alu before the region and v5
# is not written in the block, so a VALU write of v5 in earlier code may
# be proven done only by its distance; the faster order would move the
# global load that reads v5 ahead of the three VALU writes.
.text
s_setreg_imm32_b32 hwreg(HW_REG_WAVE_SCHED_MODE, 0, 2), 2
s_wait_alu depctr_va_vdst(0) depctr_vm_vsrc(0)
v_mul_lo_u32 v4, v6, v6
v_add_nc_u32 v1, v4, v4
v_add_f32 v7, v2, v3
v_add_f32 v11, v2, v3
.L3:
s_wait_alu depctr_va_vdst(1)
global_store_b32 v[8:9], v1, off
v_mov_b32 v30, 0
v_mov_b32 v31, 1
v_mov_b32 v32, 2
v_mov_b32 v33, 3
v_mov_b32 v34, 4
v_mov_b32 v35, 5
v_mov_b32 v36, 6
v_mov_b32 v37, 7
v_mov_b32 v38, 8
v_mov_b32 v39, 9
v_mov_b32 v40, 10
v_mov_b32 v41, 11
s_branch .L1
.L1:
v_mul_lo_u32 v4, v6, v6
v_add_nc_u32 v1, v4, v4
v_add_f32 v7, v2, v3
global_load_b32 v20, v5, s[0:1]
s_wait_alu depctr_vm_vsrc(0)
v_mov_b32 v5, 0
s_endpgm
