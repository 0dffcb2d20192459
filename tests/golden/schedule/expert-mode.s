# ARGS: --passes=schedule --schedule-mca-check=false --schedule-expert-depctr=false
# After the SCHED_MODE write turns on expert scheduling mode 2, with
# --schedule-expert-depctr=false a region with VALU stays as written (its
# s_wait_alu depctr counts are not recomputed); a scalar-only region is
# still scheduled. (expert-depctr.s: the default.)
.text
s_setreg_imm32_b32 hwreg(HW_REG_WAVE_SCHED_MODE, 0, 2), 2
v_mul_lo_u32 v1, v2, v3
v_add_nc_u32 v4, v1, v1
v_add_f32 v5, v6, v7
v_add_f32 v8, v9, v10
s_nop 0
s_mul_i32 s1, s2, s3
s_add_co_i32 s4, s1, s1
s_load_b32 s8, s[10:11], 0x0
s_endpgm
