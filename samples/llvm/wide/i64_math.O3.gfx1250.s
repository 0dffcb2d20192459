	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	i64_divrem              ; -- Begin function i64_divrem
	.globl	i64_divrem
	.p2align	8
	.type	i64_divrem,@function
i64_divrem:                             ; @i64_divrem
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b128 s[4:7], s[0:1], 0x0
	v_lshl_or_b32 v0, ttmp9, 6, v0
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b64 v[2:3], v0, s[4:5] scale_offset
	global_load_b64 v[4:5], v0, s[6:7] scale_offset
	s_wait_loadcnt 0x0
	v_dual_mov_b32 v1, 0 :: v_dual_bitop2_b32 v7, v3, v5 bitop3:0x54
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v6, v1 :: v_dual_bitop2_b32 v4, 1, v4 bitop3:0x54
	v_cmp_ne_u64_e32 vcc_lo, 0, v[6:7]
                                        ; implicit-def: $vgpr6_vgpr7
	s_and_saveexec_b32 s2, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s3, exec_lo, s2
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_cvt_f32_u32_e32 v6, v4
	v_cvt_f32_u32_e32 v7, v5
	v_sub_nc_u64_e32 v[8:9], 0, v[4:5]
	v_dual_mov_b32 v15, v1 :: v_dual_mov_b32 v17, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmamk_f32 v6, v7, 0x4f800000, v6
	v_rcp_f32_e32 v6, v6
	v_nop
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, 0x5f7ffffc, v6
	v_mul_f32_e32 v7, 0x2f800000, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_trunc_f32_e32 v7, v7
	v_fmamk_f32 v6, v7, 0xcf800000, v6
	v_cvt_u32_f32_e32 v11, v7
	v_mov_b32_e32 v7, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v6, v6
	v_dual_mov_b32 v16, v11 :: v_dual_mov_b32 v10, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_u64_e32 v[12:13], v[8:9], v[10:11]
	v_dual_mov_b32 v14, v13 :: v_dual_mov_b32 v13, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_u64_e32 v[18:19], v[6:7], v[14:15]
	v_mul_u64_e32 v[20:21], v[16:17], v[12:13]
	v_mul_u64_e32 v[14:15], v[16:17], v[14:15]
	v_mul_hi_u32 v12, v6, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u64_e32 v[12:13], v[12:13], v[18:19]
	v_add_co_u32 v7, vcc_lo, v12, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e32 v16, vcc_lo, v13, v21, vcc_lo
	v_add_co_ci_u32_e32 v15, vcc_lo, 0, v15, vcc_lo
	v_add_nc_u64_e32 v[12:13], v[16:17], v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, vcc_lo, v6, v12
	v_add_co_ci_u32_e64 v10, null, v11, v13, vcc_lo
	v_dual_mov_b32 v13, v1 :: v_dual_mov_b32 v11, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mov_b32_e32 v7, v10
	v_mul_u64_e32 v[8:9], v[8:9], v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mov_b32 v7, v1 :: v_dual_mov_b32 v12, v9
	v_dual_mov_b32 v16, v8 :: v_dual_mov_b32 v9, v1
	v_mul_hi_u32 v8, v6, v8
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_u64_e32 v[14:15], v[6:7], v[12:13]
	v_mul_u64_e32 v[16:17], v[10:11], v[16:17]
	v_mul_u64_e32 v[12:13], v[10:11], v[12:13]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u64_e32 v[8:9], v[8:9], v[14:15]
	v_mov_b32_e32 v15, v1
	v_add_co_u32 v7, vcc_lo, v8, v16
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e32 v14, vcc_lo, v9, v17, vcc_lo
	v_add_co_ci_u32_e32 v13, vcc_lo, 0, v13, vcc_lo
	v_mov_b32_e32 v7, v1
	v_add_nc_u64_e32 v[8:9], v[14:15], v[12:13]
	v_dual_mov_b32 v12, v2 :: v_dual_mov_b32 v13, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v8, vcc_lo, v6, v8
	v_add_co_ci_u32_e64 v6, null, v10, v9, vcc_lo
	v_dual_mov_b32 v10, v3 :: v_dual_mov_b32 v9, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_u64_e32 v[12:13], v[12:13], v[6:7]
	v_mul_u64_e32 v[6:7], v[10:11], v[6:7]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_u64_e32 v[14:15], v[10:11], v[8:9]
	v_mul_hi_u32 v8, v2, v8
	v_add_nc_u64_e32 v[8:9], v[8:9], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v8, vcc_lo, v8, v14
	v_add_co_ci_u32_e32 v10, vcc_lo, v9, v15, vcc_lo
	v_add_co_ci_u32_e32 v7, vcc_lo, 0, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u64_e32 v[6:7], v[10:11], v[6:7]
	v_mul_u64_e32 v[8:9], v[4:5], v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v10, v3, v9
	v_sub_co_u32 v8, vcc_lo, v2, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_co_ci_u32_e64 v15, null, v3, v9, vcc_lo
	v_sub_co_ci_u32_e64 v10, null, v10, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_co_u32 v12, s2, v8, v4
	v_cmp_ge_u32_e32 vcc_lo, v8, v4
	v_subrev_co_ci_u32_e64 v13, null, 0, v10, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cmp_ge_u32_e64 s2, v12, v4
	v_add_nc_u64_e32 v[10:11], 2, v[6:7]
	v_cndmask_b32_e64 v16, 0, -1, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, v13, v5
	v_add_nc_u64_e32 v[8:9], 1, v[6:7]
	v_cndmask_b32_e64 v12, 0, -1, s2
	v_cmp_ge_u32_e64 s2, v13, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v14, 0, -1, s2
	v_cmp_eq_u32_e64 s2, v15, v5
	v_cndmask_b32_e32 v12, v14, v12, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v15, v5
	v_cndmask_b32_e64 v13, 0, -1, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ne_u32_e32 vcc_lo, 0, v12
	v_dual_cndmask_b32 v12, v13, v16, s2 :: v_dual_cndmask_b32 v8, v8, v10, vcc_lo
	v_cndmask_b32_e32 v9, v9, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ne_u32_e32 vcc_lo, 0, v12
	v_dual_cndmask_b32 v6, v6, v8 :: v_dual_cndmask_b32 v7, v7, v9
.LBB0_2:
	s_or_saveexec_b32 s6, s3
	s_load_b128 s[0:3], s[0:1], 0x10
	s_xor_b32 exec_lo, exec_lo, s6
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_cvt_f32_u32_e32 v6, v4
	v_sub_nc_u32_e32 v7, 0, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rcp_iflag_f32_e32 v6, v6
	v_nop
	v_mul_f32_e32 v6, 0x4f7ffffe, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v6, v6
	v_mul_lo_u32 v7, v7, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v7, v6, v7
	v_add_nc_u32_e32 v6, v6, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v6, v2, v6
	v_mul_lo_u32 v7, v6, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_nc_u32 v8, 1, v6 :: v_dual_sub_nc_u32 v7, v2, v7
	v_sub_nc_u32_e32 v9, v7, v4
	v_cmp_ge_u32_e32 vcc_lo, v7, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v7, v7, v9 :: v_dual_cndmask_b32 v6, v6, v8
	v_cmp_ge_u32_e32 vcc_lo, v7, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v7, 0 :: v_dual_add_nc_u32 v8, 1, v6
	v_cndmask_b32_e32 v6, v6, v8, vcc_lo
.LBB0_4:
	s_or_b32 exec_lo, exec_lo, s6
	v_add_nc_u32_e32 v8, 0x1000, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_u64_e32 v[4:5], v[6:7], v[4:5]
	v_lshlrev_b64_e32 v[0:1], 3, v[0:1]
	global_load_b64 v[8:9], v8, s[4:5] scale_offset
	v_sub_nc_u64_e32 v[2:3], v[2:3], v[4:5]
	s_wait_kmcnt 0x0
	v_add_nc_u64_e32 v[4:5], s[0:1], v[0:1]
	v_add_nc_u64_e32 v[0:1], s[2:3], v[0:1]
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_3)
	v_sub_nc_u64_e32 v[2:3], v[2:3], v[8:9]
	global_store_b64 v[4:5], v[6:7], off
	global_store_b64 v[0:1], v[2:3], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel i64_divrem
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 113
		.amdhsa_next_free_sgpr 8
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 8
		.amdhsa_round_robin_scheduling 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	i64_divrem, .Lfunc_end0-i64_divrem
                                        ; -- End function
	.set i64_divrem.num_vgpr, 22
	.set i64_divrem.num_agpr, 0
	.set i64_divrem.numbered_sgpr, 8
	.set i64_divrem.num_named_barrier, 0
	.set i64_divrem.private_seg_size, 0
	.set i64_divrem.uses_vcc, 1
	.set i64_divrem.uses_flat_scratch, 0
	.set i64_divrem.has_dyn_sized_stack, 0
	.set i64_divrem.has_recursion, 0
	.set i64_divrem.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 948
; TotalNumSgprs: 10
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 113
; NamedBarCnt: 0
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_i64_divrem ; -- Begin function __clang_ocl_kern_imp_i64_divrem
	.globl	__clang_ocl_kern_imp_i64_divrem
	.p2align	2
	.type	__clang_ocl_kern_imp_i64_divrem,@function
__clang_ocl_kern_imp_i64_divrem:        ; @__clang_ocl_kern_imp_i64_divrem
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v8, 0x3ff, v31
	v_mov_b32_e32 v11, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v10, ttmp9, 6, v8
	v_lshlrev_b64_e32 v[8:9], 3, v[10:11]
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u64_e32 v[14:15], v[0:1], v[8:9]
	v_add_nc_u64_e32 v[16:17], v[2:3], v[8:9]
	global_load_b64 v[2:3], v[14:15], off
	global_load_b64 v[12:13], v[16:17], off
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x1
	v_or_b32_e32 v15, v3, v13
	v_dual_mov_b32 v14, v11 :: v_dual_bitop2_b32 v12, 1, v12 bitop3:0x54
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[14:15]
                                        ; implicit-def: $vgpr14_vgpr15
	s_wait_xcnt 0x0
	s_and_saveexec_b32 s0, vcc_lo
	s_xor_b32 s1, exec_lo, s0
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_cvt_f32_u32_e32 v14, v12
	v_cvt_f32_u32_e32 v15, v13
	v_sub_nc_u64_e32 v[16:17], 0, v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmamk_f32 v14, v15, 0x4f800000, v14
	v_rcp_f32_e32 v14, v14
	v_nop
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v14, 0x5f7ffffc, v14
	v_mul_f32_e32 v15, 0x2f800000, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_trunc_f32_e32 v15, v15
	v_fmamk_f32 v14, v15, 0xcf800000, v14
	v_cvt_u32_f32_e32 v19, v15
	v_dual_mov_b32 v15, v11 :: v_dual_mov_b32 v25, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v14, v14
	v_dual_mov_b32 v24, v19 :: v_dual_mov_b32 v18, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_u64_e32 v[20:21], v[16:17], v[18:19]
	v_dual_mov_b32 v23, v11 :: v_dual_mov_b32 v22, v21
	v_mov_b32_e32 v21, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_u64_e32 v[26:27], v[14:15], v[22:23]
	v_mul_u64_e32 v[28:29], v[24:25], v[20:21]
	v_mul_u64_e32 v[22:23], v[24:25], v[22:23]
	v_mul_hi_u32 v20, v14, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u64_e32 v[20:21], v[20:21], v[26:27]
	v_add_co_u32 v15, vcc_lo, v20, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e32 v24, vcc_lo, v21, v29, vcc_lo
	v_add_co_ci_u32_e32 v23, vcc_lo, 0, v23, vcc_lo
	v_add_nc_u64_e32 v[20:21], v[24:25], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v14, vcc_lo, v14, v20
	v_add_co_ci_u32_e64 v18, null, v19, v21, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mov_b32_e32 v15, v18
	v_mul_u64_e32 v[16:17], v[16:17], v[14:15]
	v_dual_mov_b32 v21, v11 :: v_dual_mov_b32 v15, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v19, v11 :: v_dual_mov_b32 v24, v16
	v_mov_b32_e32 v20, v17
	v_mul_hi_u32 v16, v14, v16
	v_mov_b32_e32 v17, v11
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_u64_e32 v[24:25], v[18:19], v[24:25]
	v_mul_u64_e32 v[22:23], v[14:15], v[20:21]
	v_mul_u64_e32 v[20:21], v[18:19], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u64_e32 v[16:17], v[16:17], v[22:23]
	v_mov_b32_e32 v23, v11
	v_add_co_u32 v15, vcc_lo, v16, v24
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e32 v22, vcc_lo, v17, v25, vcc_lo
	v_add_co_ci_u32_e32 v21, vcc_lo, 0, v21, vcc_lo
	v_mov_b32_e32 v15, v11
	v_add_nc_u64_e32 v[16:17], v[22:23], v[20:21]
	v_dual_mov_b32 v20, v2 :: v_dual_mov_b32 v21, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v16, vcc_lo, v14, v16
	v_add_co_ci_u32_e64 v14, null, v18, v17, vcc_lo
	v_dual_mov_b32 v18, v3 :: v_dual_mov_b32 v17, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_u64_e32 v[20:21], v[20:21], v[14:15]
	v_mul_u64_e32 v[14:15], v[18:19], v[14:15]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_u64_e32 v[22:23], v[18:19], v[16:17]
	v_mul_hi_u32 v16, v2, v16
	v_add_nc_u64_e32 v[16:17], v[16:17], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v11, vcc_lo, v16, v22
	v_add_co_ci_u32_e32 v18, vcc_lo, v17, v23, vcc_lo
	v_add_co_ci_u32_e32 v15, vcc_lo, 0, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u64_e32 v[14:15], v[18:19], v[14:15]
	v_mul_u64_e32 v[16:17], v[12:13], v[14:15]
	v_add_nc_u64_e32 v[18:19], 2, v[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v11, v3, v17
	v_sub_co_u32 v16, vcc_lo, v2, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_co_ci_u32_e64 v22, null, v3, v17, vcc_lo
	v_sub_co_ci_u32_e64 v11, null, v11, v13, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_co_u32 v20, s0, v16, v12
	v_cmp_ge_u32_e32 vcc_lo, v16, v12
	v_subrev_co_ci_u32_e64 v11, null, 0, v11, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cmp_ge_u32_e64 s0, v20, v12
	v_add_nc_u64_e32 v[16:17], 1, v[14:15]
	v_cndmask_b32_e64 v23, 0, -1, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, v11, v13
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v20, 0, -1, s0
	v_cmp_ge_u32_e64 s0, v11, v13
	v_cndmask_b32_e64 v21, 0, -1, s0
	v_cmp_eq_u32_e64 s0, v22, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v11, v21, v20, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v22, v13
	v_cndmask_b32_e64 v20, 0, -1, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 0, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v11, v20, v23, s0
	v_dual_cndmask_b32 v17, v17, v19 :: v_dual_cndmask_b32 v16, v16, v18
	v_cmp_ne_u32_e32 vcc_lo, 0, v11
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_cndmask_b32 v15, v15, v17 :: v_dual_cndmask_b32 v14, v14, v16
.LBB1_2:
	s_and_not1_saveexec_b32 s0, s1
	s_cbranch_execz .LBB1_4
; %bb.3:
	v_cvt_f32_u32_e32 v11, v12
	v_sub_nc_u32_e32 v14, 0, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rcp_iflag_f32_e32 v11, v11
	v_nop
	v_mul_f32_e32 v11, 0x4f7ffffe, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v11, v11
	v_mul_lo_u32 v14, v14, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v14, v11, v14
	v_add_nc_u32_e32 v11, v11, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v11, v2, v11
	v_mul_lo_u32 v14, v11, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_nc_u32 v14, v2, v14 :: v_dual_add_nc_u32 v15, 1, v11
	v_sub_nc_u32_e32 v16, v14, v12
	v_cmp_ge_u32_e32 vcc_lo, v14, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v14, v14, v16 :: v_dual_cndmask_b32 v11, v11, v15
	v_cmp_ge_u32_e32 vcc_lo, v14, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v15, 1, v11
	v_dual_cndmask_b32 v14, v11, v15 :: v_dual_mov_b32 v15, 0
.LBB1_4:
	s_or_b32 exec_lo, exec_lo, s0
	v_dual_mov_b32 v11, 0 :: v_dual_add_nc_u32 v10, 0x1000, v10
	v_add_nc_u64_e32 v[4:5], v[4:5], v[8:9]
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u64 v[0:1], v[10:11], 3, v[0:1]
	v_mul_u64_e32 v[10:11], v[14:15], v[12:13]
	global_load_b64 v[0:1], v[0:1], off
	v_sub_nc_u64_e32 v[2:3], v[2:3], v[10:11]
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_nc_u64_e32 v[0:1], v[2:3], v[0:1]
	v_add_nc_u64_e32 v[2:3], v[6:7], v[8:9]
	global_store_b64 v[4:5], v[14:15], off
	global_store_b64 v[2:3], v[0:1], off
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_i64_divrem, .Lfunc_end1-__clang_ocl_kern_imp_i64_divrem
                                        ; -- End function
	.set __clang_ocl_kern_imp_i64_divrem.num_vgpr, 32
	.set __clang_ocl_kern_imp_i64_divrem.num_agpr, 0
	.set __clang_ocl_kern_imp_i64_divrem.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_i64_divrem.num_named_barrier, 0
	.set __clang_ocl_kern_imp_i64_divrem.private_seg_size, 0
	.set __clang_ocl_kern_imp_i64_divrem.uses_vcc, 1
	.set __clang_ocl_kern_imp_i64_divrem.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_i64_divrem.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_i64_divrem.has_recursion, 0
	.set __clang_ocl_kern_imp_i64_divrem.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 960
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	i64_shifts_lcg          ; -- Begin function i64_shifts_lcg
	.globl	i64_shifts_lcg
	.p2align	8
	.type	i64_shifts_lcg,@function
i64_shifts_lcg:                         ; @i64_shifts_lcg
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b64 s[2:3], s[0:1], 0x0
	s_load_b32 s4, s[0:1], 0x18
	v_lshl_or_b32 v0, ttmp9, 6, v0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s5, 0
	s_wait_kmcnt 0x0
	global_load_b64 v[2:3], v0, s[2:3] scale_offset
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .LBB2_3
; %bb.1:
	s_wait_xcnt 0x0
	s_load_b64 s[2:3], s[0:1], 0x8
	s_wait_kmcnt 0x0
	v_add_nc_u64_e32 v[4:5], s[2:3], v[0:1]
	s_mov_b64 s[2:3], 0x14057b7ef767814f
	global_load_u8 v4, v[4:5], off
	s_wait_loadcnt 0x0
	v_and_b32_e32 v4, 63, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_and_b32_e32 v4, 0xffff, v4
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_mad_nc_u64_u32 v[6:7], 0x4c957f2d, v2, s[2:3]
	s_and_b32 s6, s5, 7
	s_add_co_i32 s5, s5, 1
	s_sub_co_i32 s7, 0, s6
	s_cmp_lg_u32 s4, s5
	v_mad_u32 v3, 0x4c957f2d, v3, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u32 v7, 0x5851f42d, v2, v3
	v_lshrrev_b64 v[2:3], v4, v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v3, v3, v7
	v_xor_b32_e32 v2, v2, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[6:7], s6, v[2:3]
	v_lshrrev_b64 v[2:3], s7, v[2:3]
	v_or_b32_e32 v3, v7, v3
	s_delay_alu instid0(VALU_DEP_2)
	v_or_b32_e32 v2, v6, v2
	s_cbranch_scc1 .LBB2_2
.LBB2_3:
	s_load_b64 s[0:1], s[0:1], 0x10
	s_wait_kmcnt 0x0
	v_lshl_add_u64 v[0:1], v[0:1], 3, s[0:1]
	s_wait_loadcnt 0x0
	global_store_b64 v[0:1], v[2:3], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel i64_shifts_lcg
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 113
		.amdhsa_next_free_sgpr 8
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 3
		.amdhsa_round_robin_scheduling 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end2:
	.size	i64_shifts_lcg, .Lfunc_end2-i64_shifts_lcg
                                        ; -- End function
	.set i64_shifts_lcg.num_vgpr, 8
	.set i64_shifts_lcg.num_agpr, 0
	.set i64_shifts_lcg.numbered_sgpr, 8
	.set i64_shifts_lcg.num_named_barrier, 0
	.set i64_shifts_lcg.private_seg_size, 0
	.set i64_shifts_lcg.uses_vcc, 0
	.set i64_shifts_lcg.uses_flat_scratch, 0
	.set i64_shifts_lcg.has_dyn_sized_stack, 0
	.set i64_shifts_lcg.has_recursion, 0
	.set i64_shifts_lcg.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 284
; TotalNumSgprs: 8
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 113
; NamedBarCnt: 0
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_i64_shifts_lcg ; -- Begin function __clang_ocl_kern_imp_i64_shifts_lcg
	.globl	__clang_ocl_kern_imp_i64_shifts_lcg
	.p2align	2
	.type	__clang_ocl_kern_imp_i64_shifts_lcg,@function
__clang_ocl_kern_imp_i64_shifts_lcg:    ; @__clang_ocl_kern_imp_i64_shifts_lcg
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v7, 0x3ff, v31
	v_mov_b32_e32 v9, 0
	s_mov_b32 s3, 0
	s_mov_b32 s2, exec_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v8, ttmp9, 6, v7
	v_lshl_add_u64 v[0:1], v[8:9], 3, v[0:1]
	global_load_b64 v[0:1], v[0:1], off
	s_wait_xcnt 0x0
	v_cmpx_ne_u32_e32 0, v6
	s_cbranch_execz .LBB3_4
; %bb.1:
	v_add_nc_u64_e32 v[2:3], v[2:3], v[8:9]
	s_mov_b64 s[0:1], 0x14057b7ef767814f
	s_mov_b32 s4, 0
	global_load_u8 v2, v[2:3], off
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_and_b32_e32 v2, 63, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_and_b32_e32 v2, 0xffff, v2
.LBB3_2:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_1)
	v_mad_nc_u64_u32 v[10:11], 0x4c957f2d, v0, s[0:1]
	s_and_b32 s5, s4, 7
	s_add_co_i32 s4, s4, 1
	s_sub_co_i32 s6, 0, s5
	v_cmp_eq_u32_e32 vcc_lo, s4, v6
	s_or_b32 s3, vcc_lo, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u32 v1, 0x4c957f2d, v1, v11
	v_mad_u32 v11, 0x5851f42d, v0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b64 v[0:1], v2, v[10:11]
	v_xor_b32_e32 v1, v1, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v0, v0, v10
	v_lshlrev_b64_e32 v[10:11], s5, v[0:1]
	v_lshrrev_b64 v[0:1], s6, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_or_b32_e32 v1, v11, v1
	v_or_b32_e32 v0, v10, v0
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB3_2
; %bb.3:
	s_or_b32 exec_lo, exec_lo, s3
.LBB3_4:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s2
	v_lshl_add_u64 v[2:3], v[8:9], 3, v[4:5]
	s_wait_loadcnt 0x0
	global_store_b64 v[2:3], v[0:1], off
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_i64_shifts_lcg, .Lfunc_end3-__clang_ocl_kern_imp_i64_shifts_lcg
                                        ; -- End function
	.set __clang_ocl_kern_imp_i64_shifts_lcg.num_vgpr, 32
	.set __clang_ocl_kern_imp_i64_shifts_lcg.num_agpr, 0
	.set __clang_ocl_kern_imp_i64_shifts_lcg.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_i64_shifts_lcg.num_named_barrier, 0
	.set __clang_ocl_kern_imp_i64_shifts_lcg.private_seg_size, 0
	.set __clang_ocl_kern_imp_i64_shifts_lcg.uses_vcc, 1
	.set __clang_ocl_kern_imp_i64_shifts_lcg.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_i64_shifts_lcg.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_i64_shifts_lcg.has_recursion, 0
	.set __clang_ocl_kern_imp_i64_shifts_lcg.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 288
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 32
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 32
	.set amdgpu.max_num_named_barrier, 0
	.text
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           i64_divrem
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         i64_divrem.kd
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           i64_shifts_lcg
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         i64_shifts_lcg.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
