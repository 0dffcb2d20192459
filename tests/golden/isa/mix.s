# ARGS: isa %s
	s_load_b64 s[0:1], s[4:5], 0x0
	v_dual_mov_b32 v1, 0 :: v_dual_add_nc_u32 v2, v3, v4
	global_atomic_add_u32 v0, v1, s[0:1]
	s_setreg_IMM32_b32 hwreg(26,0,2), 2
	s_add_u32 s0, s0, 1
	v_add_f32_e32 v1, v2, v3
