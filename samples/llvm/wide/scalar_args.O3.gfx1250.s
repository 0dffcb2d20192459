	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	many_args               ; -- Begin function many_args
	.globl	many_args
	.p2align	8
	.type	many_args,@function
many_args:                              ; @many_args
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x2
	s_load_b96 s[12:14], s[0:1], 0x48
	s_load_b96 s[8:10], s[0:1], 0x58
	s_load_i8 s11, s[0:1], 0x57
	v_lshl_or_b32 v0, ttmp9, 6, v0
	s_wait_kmcnt 0x0
	s_lshl_b64 s[2:3], s[12:13], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_nc_u64 s[2:3], s[8:9], s[2:3]
	global_load_b32 v1, v0, s[2:3] scale_offset
	s_clause 0x4
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b96 s[20:22], s[0:1], 0x10
	s_load_b64 s[2:3], s[0:1], 0x20
	s_load_b32 s8, s[0:1], 0x44
	s_load_b128 s[16:19], s[0:1], 0x30
	s_wait_kmcnt 0x0
	s_sext_i32_i8 s0, s6
	s_xor_b32 s9, s20, s21
	v_cvt_f32_f64_e32 v2, s[2:3]
	s_cls_i32 s1, s21
	s_ashr_i32 s2, s9, 31
	s_add_co_i32 s1, s1, -1
	s_add_co_i32 s2, s2, 32
	s_cvt_f32_i32 s3, s0
	s_min_u32 s2, s1, s2
	s_ashr_i32 s6, s6, 16
	s_lshl_b64 s[0:1], s[20:21], s2
	s_sub_co_i32 s2, 32, s2
	s_min_u32 s0, s0, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_3)
	s_or_b32 s0, s1, s0
	s_cvt_f32_i32 s1, s7
	s_cvt_f32_i32 s0, s0
	v_ldexp_f32 v3, s0, s2
	s_sext_i32_i16 s0, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cvt_f32_i32 s0, s0
	s_wait_loadcnt 0x0
	v_fma_f32 v1, v1, s8, s3
	s_cvt_f32_i32 s3, s6
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_3)
	v_add_f32_e32 v1, s3, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, s1, v1
	v_add_f32_e32 v1, v1, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, s22, v1
	v_add_f32_e32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e64 v1, s16, s19
	v_add_f32_e32 v1, s0, v1
	s_cvt_f32_i32 s0, s11
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_3)
	v_add_f32_e32 v1, s0, v1
	s_cvt_f32_u32 s0, s10
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_3)
	v_add_f32_e32 v1, s0, v1
	global_store_b32 v0, v1, s[4:5] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel many_args
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 100
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
		.amdhsa_next_free_sgpr 23
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
.Lfunc_end0:
	.size	many_args, .Lfunc_end0-many_args
                                        ; -- End function
	.set many_args.num_vgpr, 4
	.set many_args.num_agpr, 0
	.set many_args.numbered_sgpr, 23
	.set many_args.num_named_barrier, 0
	.set many_args.private_seg_size, 0
	.set many_args.uses_vcc, 0
	.set many_args.uses_flat_scratch, 0
	.set many_args.has_dyn_sized_stack, 0
	.set many_args.has_recursion, 0
	.set many_args.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 312
; TotalNumSgprs: 23
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 23
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
	.protected	__clang_ocl_kern_imp_many_args ; -- Begin function __clang_ocl_kern_imp_many_args
	.globl	__clang_ocl_kern_imp_many_args
	.p2align	2
	.type	__clang_ocl_kern_imp_many_args,@function
__clang_ocl_kern_imp_many_args:         ; @__clang_ocl_kern_imp_many_args
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	scratch_load_b64 v[22:23], v14, off offset:8
	v_dual_mov_b32 v21, v6 :: v_dual_mov_b32 v20, v5
	v_and_b32_e32 v5, 0x3ff, v31
	v_dual_mov_b32 v25, 0 :: v_dual_mov_b32 v19, v16
	v_mov_b32_e32 v18, v15
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cls_i32_e32 v15, v21
	v_lshl_or_b32 v24, ttmp9, 6, v5
	s_clause 0x1
	scratch_load_i16 v5, v14, off offset:16
	scratch_load_i8 v6, v14, off offset:23
	v_cvt_f32_f64_e32 v8, v[8:9]
	v_cvt_f32_i32_e32 v2, v2
	v_cvt_f32_i32_e32 v3, v3
	v_lshlrev_b64_e32 v[24:25], 2, v[24:25]
	v_cvt_f32_i32_e32 v4, v4
	v_add_nc_u32_e32 v15, -1, v15
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_nc_u64_e32 v[0:1], v[0:1], v[24:25]
	s_wait_loadcnt 0x2
	v_lshl_add_u64 v[18:19], v[22:23], 2, v[18:19]
	v_add_nc_u64_e32 v[18:19], v[18:19], v[24:25]
	scratch_load_b32 v11, v14, off offset:4
	global_load_b32 v12, v[18:19], off
	s_wait_xcnt 0x1
	v_xor_b32_e32 v14, v20, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v14, 31, v14
	v_add_nc_u32_e32 v14, 32, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v16, v15, v14
	v_lshlrev_b64_e32 v[14:15], v16, v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v9, 1, v14
	v_or_b32_e32 v9, v15, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f32_i32_e32 v9, v9
	s_wait_loadcnt 0x0
	v_dual_fmac_f32 v2, v12, v11 :: v_dual_sub_nc_u32 v11, 32, v16
	v_add_f32_e32 v2, v2, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f32 v3, v9, v11
	v_add_f32_e32 v2, v2, v4
	v_cvt_f32_i32_e32 v4, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v2, v2, v3
	v_cvt_f32_i32_e32 v3, v5
	v_add_f32_e32 v2, v7, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v8
	v_fmac_f32_e32 v2, v10, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v2, v2, v3
	v_cvt_f32_u32_e32 v3, v17
	v_add_f32_e32 v2, v2, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v3
	global_store_b32 v[0:1], v2, off
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_many_args, .Lfunc_end1-__clang_ocl_kern_imp_many_args
                                        ; -- End function
	.set __clang_ocl_kern_imp_many_args.num_vgpr, 32
	.set __clang_ocl_kern_imp_many_args.num_agpr, 0
	.set __clang_ocl_kern_imp_many_args.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_many_args.num_named_barrier, 0
	.set __clang_ocl_kern_imp_many_args.private_seg_size, 0
	.set __clang_ocl_kern_imp_many_args.uses_vcc, 0
	.set __clang_ocl_kern_imp_many_args.uses_flat_scratch, 1
	.set __clang_ocl_kern_imp_many_args.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_many_args.has_recursion, 0
	.set __clang_ocl_kern_imp_many_args.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 324
; TotalNumSgprs: 32
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	uniform_chain           ; -- Begin function uniform_chain
	.globl	uniform_chain
	.p2align	8
	.type	uniform_chain,@function
uniform_chain:                          ; @uniform_chain
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b128 s[4:7], s[0:1], 0x0
	v_lshl_or_b32 v0, ttmp9, 6, v0
	s_wait_xcnt 0x0
	s_load_b96 s[0:2], s[0:1], 0x10
	s_wait_kmcnt 0x0
	global_load_b32 v1, v0, s[4:5] scale_offset
	s_ashr_i32 s3, s2, 31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_nc_u64 s[2:3], s[4:5], s[2:3]
	s_load_b32 s2, s[2:3], 0x0
	s_wait_kmcnt 0x0
	s_and_b32 s2, s2, 0xff
	s_load_b32 s2, s[4:5], s2 offset:0x0 scale_offset
	s_wait_kmcnt 0x0
	s_and_b32 s3, s2, 15
	s_lshr_b32 s2, s2, 2
	s_load_b32 s3, s[6:7], s3 offset:0x0 scale_offset
	s_and_b32 s2, s2, 60
	s_load_b32 s2, s[6:7], s2 offset:0x0
	s_wait_kmcnt 0x0
	v_mul_lo_u32 v2, s3, v0
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v1, v2, s2, v1
	global_store_b32 v0, v1, s[0:1] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel uniform_chain
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
		.amdhsa_inst_pref_size 2
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
	.size	uniform_chain, .Lfunc_end2-uniform_chain
                                        ; -- End function
	.set uniform_chain.num_vgpr, 3
	.set uniform_chain.num_agpr, 0
	.set uniform_chain.numbered_sgpr, 8
	.set uniform_chain.num_named_barrier, 0
	.set uniform_chain.private_seg_size, 0
	.set uniform_chain.uses_vcc, 0
	.set uniform_chain.uses_flat_scratch, 0
	.set uniform_chain.has_dyn_sized_stack, 0
	.set uniform_chain.has_recursion, 0
	.set uniform_chain.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 172
; TotalNumSgprs: 8
; NumVgprs: 3
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
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_uniform_chain ; -- Begin function __clang_ocl_kern_imp_uniform_chain
	.globl	__clang_ocl_kern_imp_uniform_chain
	.p2align	2
	.type	__clang_ocl_kern_imp_uniform_chain,@function
__clang_ocl_kern_imp_uniform_chain:     ; @__clang_ocl_kern_imp_uniform_chain
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_ashrrev_i32_e32 v7, 31, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_lshl_add_u64 v[6:7], v[6:7], 2, v[0:1]
	global_load_b32 v12, v[6:7], off
	s_wait_xcnt 0x0
	v_and_b32_e32 v6, 0x3ff, v31
	v_lshl_or_b32 v6, ttmp9, 6, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64_e32 v[8:9], 2, v[6:7]
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u64_e32 v[10:11], v[0:1], v[8:9]
	global_load_b32 v7, v[10:11], off
	s_wait_xcnt 0x0
	v_mov_b32_e32 v11, 0
	s_wait_loadcnt 0x1
	v_and_b32_e32 v10, 0xff, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v10, 2, v10
	v_add_nc_u64_e32 v[0:1], v[0:1], v[10:11]
	global_load_b32 v12, v[0:1], off
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_and_b32_e32 v0, 15, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v10, 2, v0
	v_add_nc_u64_e32 v[0:1], v[2:3], v[10:11]
	v_lshrrev_b32_e32 v10, 2, v12
	s_delay_alu instid0(VALU_DEP_1)
	v_and_b32_e32 v10, 60, v10
	global_load_b32 v12, v[0:1], off
	s_wait_xcnt 0x0
	v_add_nc_u64_e32 v[0:1], v[2:3], v[10:11]
	global_load_b32 v2, v[0:1], off
	s_wait_xcnt 0x0
	v_add_nc_u64_e32 v[0:1], v[4:5], v[8:9]
	s_wait_loadcnt 0x1
	v_mul_lo_u32 v3, v12, v6
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v2, v3, v2, v7
	global_store_b32 v[0:1], v2, off
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_uniform_chain, .Lfunc_end3-__clang_ocl_kern_imp_uniform_chain
                                        ; -- End function
	.set __clang_ocl_kern_imp_uniform_chain.num_vgpr, 32
	.set __clang_ocl_kern_imp_uniform_chain.num_agpr, 0
	.set __clang_ocl_kern_imp_uniform_chain.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_uniform_chain.num_named_barrier, 0
	.set __clang_ocl_kern_imp_uniform_chain.private_seg_size, 0
	.set __clang_ocl_kern_imp_uniform_chain.uses_vcc, 0
	.set __clang_ocl_kern_imp_uniform_chain.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_uniform_chain.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_uniform_chain.has_recursion, 0
	.set __clang_ocl_kern_imp_uniform_chain.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 252
; TotalNumSgprs: 32
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
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           1
        .type_name:      char
        .value_kind:     by_value
      - .offset:         10
        .size:           2
        .type_name:      short
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         16
        .size:           8
        .type_name:      long
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         32
        .size:           8
        .type_name:      double
        .value_kind:     by_value
      - .offset:         48
        .size:           16
        .type_name:      float4
        .value_kind:     by_value
      - .offset:         64
        .size:           24
        .type_name:      params_t
        .value_kind:     by_value
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         88
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         96
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 16
    .kernarg_segment_size: 100
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           many_args
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     23
    .sgpr_spill_count: 0
    .symbol:         many_args.kd
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           uniform_chain
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         uniform_chain.kd
    .uses_dynamic_stack: false
    .vgpr_count:     3
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
