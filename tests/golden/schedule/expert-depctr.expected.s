# ARGS: --passes=schedule
# Expert scheduling mode 2 (--schedule-expert-depctr, the default): the multiply's
# consumer (v1, which the store reads) moves below independent VALU, so
# depctr_va_vdst(2) in front of the store no longer proves v1 done (no
# younger VALU write is left after it): it becomes depctr_va_vdst(0), a
# DepctrRecomputed remark. The zero wait at the top keeps producers of
# earlier code out of the region.
.text
s_setreg_imm32_b32 hwreg(HW_REG_WAVE_SCHED_MODE, 0, 2), 2
s_wait_alu depctr_va_vdst(0) depctr_vm_vsrc(0)
v_mul_lo_u32 v4, v5, v6
v_add_f32 v7, v2, v3
v_add_f32 v11, v2, v3
v_add_nc_u32 v1, v4, v4
s_wait_alu depctr_va_vdst(0)
global_store_b32 v[8:9], v1, off
s_endpgm
