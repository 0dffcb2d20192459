	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	f64_div_sqrt            ; -- Begin function f64_div_sqrt
	.globl	f64_div_sqrt
	.p2align	8
	.type	f64_div_sqrt,@function
f64_div_sqrt:                           ; @f64_div_sqrt
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshl_or_b32 v28, ttmp9, 6, v0
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b64 v[0:1], v28, s[6:7] scale_offset
	global_load_b64 v[2:3], v28, s[4:5] scale_offset
	s_wait_loadcnt 0x1
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 2, 2), 0
	v_fma_f64 v[4:5], v[0:1], v[0:1], 1.0
	s_wait_loadcnt 0x0
	v_div_scale_f64 v[12:13], null, v[0:1], v[0:1], v[2:3]
	v_cmp_gt_f64_e64 s1, 0x10000000, |v[2:3]|
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[4:5]
	v_rcp_f64_e32 v[14:15], v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v6, 0, 0x100, s1
	v_ldexp_f64 v[6:7], |v[2:3]|, v6
	v_cndmask_b32_e64 v8, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_ldexp_f64 v[4:5], v[4:5], v8
	v_fma_f64 v[24:25], -v[12:13], v[14:15], 1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_rsq_f64_e32 v[8:9], v[6:7]
	v_rsq_f64_e32 v[10:11], v[4:5]
	v_cmp_class_f64_e64 s2, v[4:5], 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_2)
	v_fmac_f64_e32 v[14:15], v[14:15], v[24:25]
	v_mul_f64_e32 v[16:17], v[6:7], v[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_fma_f64 v[24:25], -v[12:13], v[14:15], 1.0
	v_mul_f64_e32 v[18:19], v[4:5], v[10:11]
	v_mul_f64_e32 v[10:11], 0.5, v[10:11]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f64_e32 v[14:15], v[14:15], v[24:25]
	v_fma_f64 v[22:23], -v[10:11], v[18:19], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f64_e32 v[18:19], v[18:19], v[22:23]
	v_fmac_f64_e32 v[10:11], v[10:11], v[22:23]
	v_fma_f64 v[22:23], -v[18:19], v[18:19], v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f64_e32 v[18:19], v[22:23], v[10:11]
	v_fma_f64 v[24:25], -v[18:19], v[18:19], v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_fmac_f64_e32 v[18:19], v[24:25], v[10:11]
	v_cndmask_b32_e64 v10, 0, 0xffffff80, s1
	v_cmp_class_f64_e64 s1, v[6:7], 0x260
	v_mul_f64_e32 v[8:9], 0.5, v[8:9]
	v_fma_f64 v[20:21], -v[8:9], v[16:17], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f64_e32 v[16:17], v[16:17], v[20:21]
	v_fmac_f64_e32 v[8:9], v[8:9], v[20:21]
	v_fma_f64 v[20:21], -v[16:17], v[16:17], v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f64_e32 v[16:17], v[20:21], v[8:9]
	v_div_scale_f64 v[20:21], s0, v[2:3], v[0:1], v[2:3]
	v_fma_f64 v[22:23], -v[16:17], v[16:17], v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64_e32 v[26:27], v[20:21], v[14:15]
	v_fmac_f64_e32 v[16:17], v[22:23], v[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_fma_f64 v[8:9], -v[12:13], v[26:27], v[20:21]
	v_cndmask_b32_e64 v12, 0, 0xffffff80, vcc_lo
	s_mov_b32 vcc_lo, s0
	v_ldexp_f64 v[12:13], v[18:19], v12
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ldexp_f64 v[10:11], v[16:17], v10
	v_div_fmas_f64 v[8:9], v[8:9], v[14:15], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v5, v13, v5, s2 :: v_dual_cndmask_b32 v4, v12, v4, s2
	v_dual_cndmask_b32 v7, v11, v7, s1 :: v_dual_cndmask_b32 v6, v10, v6, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[0:1], v[8:9], v[0:1], v[2:3]
	v_add_f64_e32 v[2:3], v[6:7], v[4:5]
	s_clause 0x1
	global_store_b64 v28, v[0:1], s[8:9] scale_offset
	global_store_b64 v28, v[2:3], s[10:11] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel f64_div_sqrt
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
		.amdhsa_next_free_sgpr 12
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 4
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
	.size	f64_div_sqrt, .Lfunc_end0-f64_div_sqrt
                                        ; -- End function
	.set f64_div_sqrt.num_vgpr, 29
	.set f64_div_sqrt.num_agpr, 0
	.set f64_div_sqrt.numbered_sgpr, 12
	.set f64_div_sqrt.num_named_barrier, 0
	.set f64_div_sqrt.private_seg_size, 0
	.set f64_div_sqrt.uses_vcc, 1
	.set f64_div_sqrt.uses_flat_scratch, 0
	.set f64_div_sqrt.has_dyn_sized_stack, 0
	.set f64_div_sqrt.has_recursion, 0
	.set f64_div_sqrt.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 512
; TotalNumSgprs: 14
; NumVgprs: 29
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 14
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
	.protected	__clang_ocl_kern_imp_f64_div_sqrt ; -- Begin function __clang_ocl_kern_imp_f64_div_sqrt
	.globl	__clang_ocl_kern_imp_f64_div_sqrt
	.p2align	2
	.type	__clang_ocl_kern_imp_f64_div_sqrt,@function
__clang_ocl_kern_imp_f64_div_sqrt:      ; @__clang_ocl_kern_imp_f64_div_sqrt
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v8, 0x3ff, v31
	v_mov_b32_e32 v9, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v8, ttmp9, 6, v8
	v_lshlrev_b64_e32 v[8:9], 3, v[8:9]
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u64_e32 v[2:3], v[2:3], v[8:9]
	v_add_nc_u64_e32 v[0:1], v[0:1], v[8:9]
	v_add_nc_u64_e32 v[4:5], v[4:5], v[8:9]
	v_add_nc_u64_e32 v[6:7], v[6:7], v[8:9]
	global_load_b64 v[2:3], v[2:3], off
	global_load_b64 v[0:1], v[0:1], off
	s_wait_loadcnt 0x1
	v_fma_f64 v[10:11], v[2:3], v[2:3], 1.0
	s_wait_loadcnt 0x0
	v_div_scale_f64 v[18:19], null, v[2:3], v[2:3], v[0:1]
	v_cmp_gt_f64_e64 s1, 0x10000000, |v[0:1]|
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[10:11]
	v_rcp_f64_e32 v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v12, 0, 0x100, s1
	v_ldexp_f64 v[12:13], |v[0:1]|, v12
	v_cndmask_b32_e64 v14, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_ldexp_f64 v[10:11], v[10:11], v14
	v_fma_f64 v[30:31], -v[18:19], v[20:21], 1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_rsq_f64_e32 v[14:15], v[12:13]
	v_rsq_f64_e32 v[16:17], v[10:11]
	v_cmp_class_f64_e64 s2, v[10:11], 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_2)
	v_fmac_f64_e32 v[20:21], v[20:21], v[30:31]
	v_mul_f64_e32 v[22:23], v[12:13], v[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_fma_f64 v[30:31], -v[18:19], v[20:21], 1.0
	v_mul_f64_e32 v[24:25], v[10:11], v[16:17]
	v_mul_f64_e32 v[16:17], 0.5, v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f64_e32 v[20:21], v[20:21], v[30:31]
	v_fma_f64 v[28:29], -v[16:17], v[24:25], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f64_e32 v[24:25], v[24:25], v[28:29]
	v_fmac_f64_e32 v[16:17], v[16:17], v[28:29]
	v_fma_f64 v[28:29], -v[24:25], v[24:25], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f64_e32 v[24:25], v[28:29], v[16:17]
	v_fma_f64 v[30:31], -v[24:25], v[24:25], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_fmac_f64_e32 v[24:25], v[30:31], v[16:17]
	v_cndmask_b32_e64 v16, 0, 0xffffff80, s1
	v_cmp_class_f64_e64 s1, v[12:13], 0x260
	v_mul_f64_e32 v[14:15], 0.5, v[14:15]
	v_fma_f64 v[26:27], -v[14:15], v[22:23], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f64_e32 v[22:23], v[22:23], v[26:27]
	v_fmac_f64_e32 v[14:15], v[14:15], v[26:27]
	v_fma_f64 v[26:27], -v[22:23], v[22:23], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f64_e32 v[22:23], v[26:27], v[14:15]
	v_div_scale_f64 v[26:27], s0, v[0:1], v[2:3], v[0:1]
	v_fma_f64 v[28:29], -v[22:23], v[22:23], v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64_e32 v[32:33], v[26:27], v[20:21]
	v_fmac_f64_e32 v[22:23], v[28:29], v[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_fma_f64 v[14:15], -v[18:19], v[32:33], v[26:27]
	v_cndmask_b32_e64 v18, 0, 0xffffff80, vcc_lo
	s_mov_b32 vcc_lo, s0
	v_ldexp_f64 v[18:19], v[24:25], v18
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ldexp_f64 v[16:17], v[22:23], v16
	v_div_fmas_f64 v[14:15], v[14:15], v[20:21], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v11, v19, v11, s2 :: v_dual_cndmask_b32 v10, v18, v10, s2
	v_dual_cndmask_b32 v13, v17, v13, s1 :: v_dual_cndmask_b32 v12, v16, v12, s1
	s_wait_xcnt 0x0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[0:1], v[14:15], v[2:3], v[0:1]
	v_add_f64_e32 v[2:3], v[12:13], v[10:11]
	global_store_b64 v[4:5], v[0:1], off
	global_store_b64 v[6:7], v[2:3], off
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_f64_div_sqrt, .Lfunc_end1-__clang_ocl_kern_imp_f64_div_sqrt
                                        ; -- End function
	.set __clang_ocl_kern_imp_f64_div_sqrt.num_vgpr, 34
	.set __clang_ocl_kern_imp_f64_div_sqrt.num_agpr, 0
	.set __clang_ocl_kern_imp_f64_div_sqrt.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_f64_div_sqrt.num_named_barrier, 0
	.set __clang_ocl_kern_imp_f64_div_sqrt.private_seg_size, 0
	.set __clang_ocl_kern_imp_f64_div_sqrt.uses_vcc, 1
	.set __clang_ocl_kern_imp_f64_div_sqrt.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_f64_div_sqrt.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_f64_div_sqrt.has_recursion, 0
	.set __clang_ocl_kern_imp_f64_div_sqrt.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 528
; TotalNumSgprs: 34
; NumVgprs: 34
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	f64_newton_rsqrt        ; -- Begin function f64_newton_rsqrt
	.globl	f64_newton_rsqrt
	.p2align	8
	.type	f64_newton_rsqrt,@function
f64_newton_rsqrt:                       ; @f64_newton_rsqrt
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b128 s[4:7], s[0:1], 0x0
	v_lshl_or_b32 v0, ttmp9, 6, v0
	s_wait_xcnt 0x0
	s_load_b64 s[0:1], s[0:1], 0x10
	s_mov_b64 s[2:3], 0x3cd203af9ee75616
	s_mov_b32 s12, 0
                                        ; implicit-def: $sgpr8
                                        ; implicit-def: $sgpr10
                                        ; implicit-def: $sgpr9
                                        ; implicit-def: $sgpr11
	v_mov_b32_e32 v1, 0
	s_wait_kmcnt 0x0
	global_load_b64 v[4:5], v0, s[4:5] scale_offset
	s_wait_xcnt 0x0
	s_mov_b32 s5, 0
                                        ; implicit-def: $sgpr4
	s_wait_loadcnt 0x0
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 2, 2), 0
	v_add_f64_e32 v[2:3], 1.0, v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[6:7], null, v[2:3], v[2:3], 1.0
	v_div_scale_f64 v[12:13], vcc_lo, 1.0, v[2:3], 1.0
	v_rcp_f64_e32 v[8:9], v[6:7]
	v_nop
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[10:11], -v[6:7], v[8:9], 1.0
	v_fmac_f64_e32 v[8:9], v[8:9], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[10:11], -v[6:7], v[8:9], 1.0
	v_fmac_f64_e32 v[8:9], v[8:9], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64_e32 v[10:11], v[12:13], v[8:9]
	v_fma_f64 v[6:7], -v[6:7], v[10:11], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[6:7], v[6:7], v[8:9], v[10:11]
	v_div_fixup_f64 v[2:3], v[6:7], v[2:3], 1.0
	v_mul_f64_e32 v[6:7], -0.5, v[4:5]
	s_branch .LBB2_5
.LBB2_1:                                ;   in Loop: Header=BB2_5 Depth=1
	v_mul_f64_e32 v[2:3], v[8:9], v[8:9]
	s_add_co_i32 s14, s12, 3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmaak_f64 v[2:3], v[6:7], v[2:3], 0x3ff80000
	v_mul_f64_e32 v[2:3], v[8:9], v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64_e64 v[10:11], v[2:3], -v[8:9]
	v_mul_f64_e64 v[12:13], |v[2:3]|, s[2:3]
	v_cmp_lt_f64_e64 s16, |v[10:11]|, v[12:13]
	s_or_not1_b32 s16, s16, exec_lo
.LBB2_2:                                ;   in Loop: Header=BB2_5 Depth=1
	s_xor_b32 s17, exec_lo, -1
	s_or_not1_b32 s16, s16, exec_lo
.LBB2_3:                                ;   in Loop: Header=BB2_5 Depth=1
	s_or_b32 exec_lo, exec_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 s11, s11, exec_lo
	s_and_b32 s15, s17, exec_lo
	s_and_not1_b32 s10, s10, exec_lo
	s_or_b32 s11, s11, s15
	s_and_b32 s15, s16, exec_lo
	s_and_not1_b32 s9, s9, exec_lo
	s_or_b32 s10, s10, s15
.LBB2_4:                                ;   in Loop: Header=BB2_5 Depth=1
	s_or_b32 exec_lo, exec_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s13, exec_lo, s10
	v_dual_mov_b32 v10, s14 :: v_dual_mov_b32 v11, s12
	s_or_b32 s5, s13, s5
	s_and_not1_b32 s4, s4, exec_lo
	s_and_b32 s12, s11, exec_lo
	s_and_not1_b32 s8, s8, exec_lo
	s_and_b32 s13, s9, exec_lo
	s_or_b32 s4, s4, s12
	s_or_b32 s8, s8, s13
	s_mov_b32 s12, s14
	s_and_not1_b32 exec_lo, exec_lo, s5
	s_cbranch_execz .LBB2_9
.LBB2_5:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f64_e32 v[4:5], v[2:3], v[2:3]
	s_and_not1_b32 s11, s11, exec_lo
	s_or_b32 s9, s9, exec_lo
	s_or_b32 s10, s10, exec_lo
                                        ; implicit-def: $sgpr14
	v_fmaak_f64 v[4:5], v[6:7], v[4:5], 0x3ff80000
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64_e32 v[4:5], v[2:3], v[4:5]
	v_add_f64_e64 v[2:3], v[4:5], -v[2:3]
	v_mul_f64_e64 v[8:9], |v[4:5]|, s[2:3]
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_nlt_f64_e64 s15, |v[2:3]|, v[8:9]
                                        ; implicit-def: $vgpr2_vgpr3
                                        ; implicit-def: $vgpr8_vgpr9
	s_and_saveexec_b32 s13, s15
	s_cbranch_execz .LBB2_4
; %bb.6:                                ;   in Loop: Header=BB2_5 Depth=1
	v_mul_f64_e32 v[2:3], v[4:5], v[4:5]
	s_mov_b32 s16, -1
	s_mov_b32 s17, -1
                                        ; implicit-def: $sgpr14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmaak_f64 v[2:3], v[6:7], v[2:3], 0x3ff80000
	v_mul_f64_e32 v[8:9], v[4:5], v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64_e64 v[2:3], v[8:9], -v[4:5]
	v_mul_f64_e64 v[10:11], |v[8:9]|, s[2:3]
	v_cmp_nlt_f64_e64 s18, |v[2:3]|, v[10:11]
                                        ; implicit-def: $vgpr2_vgpr3
	s_and_saveexec_b32 s15, s18
	s_cbranch_execz .LBB2_3
; %bb.7:                                ;   in Loop: Header=BB2_5 Depth=1
	s_cmp_lg_u32 s12, 48
	s_cbranch_scc1 .LBB2_1
; %bb.8:                                ;   in Loop: Header=BB2_5 Depth=1
	v_mov_b64_e32 v[2:3], v[8:9]
	s_mov_b32 s14, 50
	s_branch .LBB2_2
.LBB2_9:
	s_or_b32 exec_lo, exec_lo, s5
	s_xor_b32 s2, s8, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s3, s2
	s_xor_b32 s2, exec_lo, s3
	s_cbranch_execz .LBB2_13
; %bb.10:
	s_and_saveexec_b32 s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s3, exec_lo, s3
; %bb.11:
	v_mov_b64_e32 v[2:3], v[8:9]
	v_add_nc_u32_e32 v10, 2, v11
; %bb.12:
	s_or_b32 exec_lo, exec_lo, s3
.LBB2_13:
	s_and_not1_saveexec_b32 s2, s2
; %bb.14:
	v_mov_b64_e32 v[2:3], v[4:5]
	v_add_nc_u32_e32 v10, 1, v11
; %bb.15:
	s_or_b32 exec_lo, exec_lo, s2
	v_lshl_add_u64 v[4:5], v[0:1], 3, s[6:7]
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[0:1]
	global_store_b64 v[4:5], v[2:3], off
	global_store_b32 v[0:1], v10, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel f64_newton_rsqrt
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_next_free_sgpr 19
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 5
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
	.size	f64_newton_rsqrt, .Lfunc_end2-f64_newton_rsqrt
                                        ; -- End function
	.set f64_newton_rsqrt.num_vgpr, 14
	.set f64_newton_rsqrt.num_agpr, 0
	.set f64_newton_rsqrt.numbered_sgpr, 19
	.set f64_newton_rsqrt.num_named_barrier, 0
	.set f64_newton_rsqrt.private_seg_size, 0
	.set f64_newton_rsqrt.uses_vcc, 1
	.set f64_newton_rsqrt.uses_flat_scratch, 0
	.set f64_newton_rsqrt.has_dyn_sized_stack, 0
	.set f64_newton_rsqrt.has_recursion, 0
	.set f64_newton_rsqrt.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 636
; TotalNumSgprs: 21
; NumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 21
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
	.protected	__clang_ocl_kern_imp_f64_newton_rsqrt ; -- Begin function __clang_ocl_kern_imp_f64_newton_rsqrt
	.globl	__clang_ocl_kern_imp_f64_newton_rsqrt
	.p2align	2
	.type	__clang_ocl_kern_imp_f64_newton_rsqrt,@function
__clang_ocl_kern_imp_f64_newton_rsqrt:  ; @__clang_ocl_kern_imp_f64_newton_rsqrt
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v6, 0x3ff, v31
	v_mov_b32_e32 v7, 0
	s_mov_b64 s[0:1], 0x3cd203af9ee75616
	s_mov_b32 s8, 0
	s_mov_b32 s3, 0
	v_lshl_or_b32 v6, ttmp9, 6, v6
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr2
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_lshl_add_u64 v[0:1], v[6:7], 3, v[0:1]
	global_load_b64 v[0:1], v[0:1], off
	s_wait_loadcnt 0x0
	v_add_f64_e32 v[8:9], 1.0, v[0:1]
	v_div_scale_f64 v[10:11], null, v[8:9], v[8:9], 1.0
	v_div_scale_f64 v[16:17], vcc_lo, 1.0, v[8:9], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[12:13], v[10:11]
	v_nop
	v_fma_f64 v[14:15], -v[10:11], v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f64_e32 v[12:13], v[12:13], v[14:15]
	v_fma_f64 v[14:15], -v[10:11], v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f64_e32 v[12:13], v[12:13], v[14:15]
	v_mul_f64_e32 v[14:15], v[16:17], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[10:11], -v[10:11], v[14:15], v[16:17]
	v_div_fmas_f64 v[10:11], v[10:11], v[12:13], v[14:15]
	s_delay_alu instid0(VALU_DEP_1)
	v_div_fixup_f64 v[8:9], v[10:11], v[8:9], 1.0
	v_mul_f64_e32 v[10:11], -0.5, v[0:1]
	s_branch .LBB3_5
.LBB3_1:                                ;   in Loop: Header=BB3_5 Depth=1
	v_mul_f64_e32 v[8:9], v[12:13], v[12:13]
	s_add_co_i32 s10, s8, 3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmaak_f64 v[8:9], v[10:11], v[8:9], 0x3ff80000
	v_mul_f64_e32 v[8:9], v[12:13], v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64_e64 v[14:15], v[8:9], -v[12:13]
	v_mul_f64_e64 v[16:17], |v[8:9]|, s[0:1]
	v_cmp_lt_f64_e64 s12, |v[14:15]|, v[16:17]
	s_or_not1_b32 s12, s12, exec_lo
.LBB3_2:                                ;   in Loop: Header=BB3_5 Depth=1
	s_xor_b32 s13, exec_lo, -1
	s_or_not1_b32 s12, s12, exec_lo
.LBB3_3:                                ;   in Loop: Header=BB3_5 Depth=1
	s_or_b32 exec_lo, exec_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 s7, s7, exec_lo
	s_and_b32 s11, s13, exec_lo
	s_and_not1_b32 s6, s6, exec_lo
	s_or_b32 s7, s7, s11
	s_and_b32 s11, s12, exec_lo
	s_and_not1_b32 s5, s5, exec_lo
	s_or_b32 s6, s6, s11
.LBB3_4:                                ;   in Loop: Header=BB3_5 Depth=1
	s_or_b32 exec_lo, exec_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s9, exec_lo, s6
	v_dual_mov_b32 v14, s10 :: v_dual_mov_b32 v15, s8
	s_or_b32 s3, s9, s3
	s_and_not1_b32 s2, s2, exec_lo
	s_and_b32 s8, s7, exec_lo
	s_and_not1_b32 s4, s4, exec_lo
	s_and_b32 s9, s5, exec_lo
	s_or_b32 s2, s2, s8
	s_or_b32 s4, s4, s9
	s_mov_b32 s8, s10
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execz .LBB3_9
.LBB3_5:                                ; =>This Inner Loop Header: Depth=1
	s_wait_xcnt 0x0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f64_e32 v[0:1], v[8:9], v[8:9]
	s_and_not1_b32 s7, s7, exec_lo
	s_or_b32 s5, s5, exec_lo
	s_or_b32 s6, s6, exec_lo
                                        ; implicit-def: $sgpr10
	v_fmaak_f64 v[0:1], v[10:11], v[0:1], 0x3ff80000
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64_e32 v[0:1], v[8:9], v[0:1]
	v_add_f64_e64 v[8:9], v[0:1], -v[8:9]
	v_mul_f64_e64 v[12:13], |v[0:1]|, s[0:1]
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_nlt_f64_e64 s11, |v[8:9]|, v[12:13]
                                        ; implicit-def: $vgpr8_vgpr9
                                        ; implicit-def: $vgpr12_vgpr13
	s_and_saveexec_b32 s9, s11
	s_cbranch_execz .LBB3_4
; %bb.6:                                ;   in Loop: Header=BB3_5 Depth=1
	v_mul_f64_e32 v[8:9], v[0:1], v[0:1]
	s_mov_b32 s12, -1
	s_mov_b32 s13, -1
                                        ; implicit-def: $sgpr10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmaak_f64 v[8:9], v[10:11], v[8:9], 0x3ff80000
	v_mul_f64_e32 v[12:13], v[0:1], v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64_e64 v[8:9], v[12:13], -v[0:1]
	v_mul_f64_e64 v[14:15], |v[12:13]|, s[0:1]
	v_cmp_nlt_f64_e64 s14, |v[8:9]|, v[14:15]
                                        ; implicit-def: $vgpr8_vgpr9
	s_and_saveexec_b32 s11, s14
	s_cbranch_execz .LBB3_3
; %bb.7:                                ;   in Loop: Header=BB3_5 Depth=1
	s_cmp_lg_u32 s8, 48
	s_cbranch_scc1 .LBB3_1
; %bb.8:                                ;   in Loop: Header=BB3_5 Depth=1
	v_mov_b64_e32 v[8:9], v[12:13]
	s_mov_b32 s10, 50
	s_branch .LBB3_2
.LBB3_9:
	s_or_b32 exec_lo, exec_lo, s3
	s_xor_b32 s0, s4, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s0, exec_lo, s1
	s_cbranch_execz .LBB3_13
; %bb.10:
	s_and_saveexec_b32 s1, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
; %bb.11:
	v_mov_b64_e32 v[8:9], v[12:13]
	v_add_nc_u32_e32 v14, 2, v15
; %bb.12:
	s_or_b32 exec_lo, exec_lo, s1
.LBB3_13:
	s_and_not1_saveexec_b32 s0, s0
; %bb.14:
	v_mov_b64_e32 v[8:9], v[0:1]
	v_add_nc_u32_e32 v14, 1, v15
; %bb.15:
	s_or_b32 exec_lo, exec_lo, s0
	v_lshl_add_u64 v[0:1], v[6:7], 3, v[2:3]
	v_lshl_add_u64 v[2:3], v[6:7], 2, v[4:5]
	global_store_b64 v[0:1], v[8:9], off
	global_store_b32 v[2:3], v14, off
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_f64_newton_rsqrt, .Lfunc_end3-__clang_ocl_kern_imp_f64_newton_rsqrt
                                        ; -- End function
	.set __clang_ocl_kern_imp_f64_newton_rsqrt.num_vgpr, 32
	.set __clang_ocl_kern_imp_f64_newton_rsqrt.num_agpr, 0
	.set __clang_ocl_kern_imp_f64_newton_rsqrt.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_f64_newton_rsqrt.num_named_barrier, 0
	.set __clang_ocl_kern_imp_f64_newton_rsqrt.private_seg_size, 0
	.set __clang_ocl_kern_imp_f64_newton_rsqrt.uses_vcc, 1
	.set __clang_ocl_kern_imp_f64_newton_rsqrt.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_f64_newton_rsqrt.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_f64_newton_rsqrt.has_recursion, 0
	.set __clang_ocl_kern_imp_f64_newton_rsqrt.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 624
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 34
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
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           f64_div_sqrt
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         f64_div_sqrt.kd
    .uses_dynamic_stack: false
    .vgpr_count:     29
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           f64_newton_rsqrt
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     21
    .sgpr_spill_count: 0
    .symbol:         f64_newton_rsqrt.kd
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
