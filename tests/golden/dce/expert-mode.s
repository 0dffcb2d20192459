# ARGS: --passes=dce
# In expert scheduling mode (SCHED_MODE 2) every VALU counts for the
# s_wait_alu depctr waits: a dead VALU stays, with a missed remark.
s_setreg_imm32_b32 hwreg(HW_REG_WAVE_SCHED_MODE, 0, 2), 2
v_add_f32 v10, v1, v1
v_add_f32 v11, v1, v1
v_add_f32 v12, v1, v1
v_add_f32 v13, v1, v1
v_add_f32 v14, v1, v1
v_add_f32 v15, v1, v1
v_add_f32 v16, v1, v1
v_add_f32 v17, v1, v1
v_add_f32 v5, v6, v7
global_store_b128 v0, v[10:13], s[0:1]
global_store_b128 v0, v[14:17], s[0:1]
s_endpgm
