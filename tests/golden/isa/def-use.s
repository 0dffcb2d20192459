# ARGS: isa --def-use %s
// Per instruction: the units read, may be written and certainly killed.
	s_add_u32 s0, s0, 1                       // scc written
	s_cselect_b32 s1, s2, 0                   // scc read
	s_cmp_eq_u32 s1, 0                        // nothing explicit written
	v_add_co_u32 v1, vcc_lo, v2, v3           // two written operands
	v_cndmask_b32_e32 v4, v5, v6, vcc_lo
	v_fmac_f32_e32 v7, v8, v9                 // the written operand is read too
	v_add_f16 v10.h, v11.l, v12.h             // true16 halves
	s_and_saveexec_b32 s4, s5
	v_cmpx_gt_u32_e32 0x20, v0
	s_mov_b32 m0, s6
	v_dual_mov_b32 v1, 0 :: v_dual_add_nc_u32 v2, v3, v4
	v_add_nc_u32_dpp v0, v1, v2 row_shr:1       // DPP: lanes without a source keep v0
	v_movreld_b32 v18, v1                     // writes v[18 + m0]: a fence
	s_set_vgpr_msb 0x41                       // src0 and dst in window 1
	v_add_f32 v1, v2, v3
	s_cbranch_scc1 .Lnext
.Lnext:
	s_swappc_b64 s[30:31], s[0:1]             // a call: reads and may write all
	s_endpgm
