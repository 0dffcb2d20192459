	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	prefetch_scalar         ; -- Begin function prefetch_scalar
	.globl	prefetch_scalar
	.p2align	8
	.type	prefetch_scalar,@function
prefetch_scalar:                        ; @prefetch_scalar
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b128 s[4:7], s[0:1], 0x0
	s_lshl_b32 s8, ttmp9, 6
	s_mov_b32 s9, 0
	s_wait_xcnt 0x0
	s_load_b96 s[0:2], s[0:1], 0x10
	s_lshl_b64 s[10:11], s[8:9], 2
	v_dual_mov_b32 v1, 0 :: v_dual_bitop2_b32 v0, s8, v0 bitop3:0x54
	s_wait_kmcnt 0x0
	s_add_nc_u64 s[10:11], s[6:7], s[10:11]
	s_prefetch_data s[4:5], 0x0, null, 3
	s_prefetch_data s[10:11], 0x0, null, 1
	s_cmp_eq_u32 s2, 0
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_mov_b32_e32 v2, v0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	global_load_b32 v3, v2, s[6:7] scale_offset
	s_load_b32 s3, s[4:5], 0x0
	v_add_nc_u32_e32 v2, 0x1000, v2
	s_add_co_i32 s2, s2, -1
	s_wait_xcnt 0x0
	s_add_nc_u64 s[4:5], s[4:5], 4
	s_cmp_lg_u32 s2, 0
	s_wait_loadcnt 0x0
	s_wait_kmcnt 0x0
	v_fmac_f32_e32 v1, s3, v3
	s_cbranch_scc1 .LBB0_2
.LBB0_3:
	global_store_b32 v0, v1, s[0:1] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel prefetch_scalar
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
		.amdhsa_next_free_sgpr 12
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
.Lfunc_end0:
	.size	prefetch_scalar, .Lfunc_end0-prefetch_scalar
                                        ; -- End function
	.set prefetch_scalar.num_vgpr, 4
	.set prefetch_scalar.num_agpr, 0
	.set prefetch_scalar.numbered_sgpr, 12
	.set prefetch_scalar.num_named_barrier, 0
	.set prefetch_scalar.private_seg_size, 0
	.set prefetch_scalar.uses_vcc, 0
	.set prefetch_scalar.uses_flat_scratch, 0
	.set prefetch_scalar.has_dyn_sized_stack, 0
	.set prefetch_scalar.has_recursion, 0
	.set prefetch_scalar.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 164
; TotalNumSgprs: 12
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 12
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
	.protected	__clang_ocl_kern_imp_prefetch_scalar ; -- Begin function __clang_ocl_kern_imp_prefetch_scalar
	.globl	__clang_ocl_kern_imp_prefetch_scalar
	.p2align	2
	.type	__clang_ocl_kern_imp_prefetch_scalar,@function
__clang_ocl_kern_imp_prefetch_scalar:   ; @__clang_ocl_kern_imp_prefetch_scalar
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_lshl_b32 s0, ttmp9, 6
	s_mov_b32 s1, 0
	v_readfirstlane_b32 s2, v0
	v_lshl_add_u64 v[8:9], s[0:1], 2, v[2:3]
	v_readfirstlane_b32 s3, v1
	v_mov_b32_e32 v7, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_readfirstlane_b32 s4, v8
	v_readfirstlane_b32 s5, v9
	v_and_or_b32 v8, v31, 0x3ff, s0
	s_prefetch_data s[2:3], 0x0, null, 3
	s_prefetch_data s[4:5], 0x0, null, 1
	s_mov_b32 s0, exec_lo
	v_cmpx_ne_u32_e32 0, v6
	s_cbranch_execz .LBB1_4
; %bb.1:
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v10, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v7, v11
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u64 v[12:13], v[10:11], 2, v[2:3]
	v_add_nc_u32_e32 v10, 0x1000, v10
	global_load_b32 v9, v[0:1], off
	global_load_b32 v12, v[12:13], off
	v_add_nc_u32_e32 v6, -1, v6
	s_wait_xcnt 0x1
	v_add_nc_u64_e32 v[0:1], 4, v[0:1]
	s_wait_loadcnt 0x0
	v_fmac_f32_e32 v7, v9, v12
	v_cmp_eq_u32_e32 vcc_lo, 0, v6
	s_or_b32 s1, vcc_lo, s1
	s_wait_xcnt 0x0
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB1_2
; %bb.3:
	s_or_b32 exec_lo, exec_lo, s1
.LBB1_4:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s0
	v_mov_b32_e32 v9, 0
	v_lshl_add_u64 v[0:1], v[8:9], 2, v[4:5]
	global_store_b32 v[0:1], v7, off
	s_wait_kmcnt 0x0
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_prefetch_scalar, .Lfunc_end1-__clang_ocl_kern_imp_prefetch_scalar
                                        ; -- End function
	.set __clang_ocl_kern_imp_prefetch_scalar.num_vgpr, 32
	.set __clang_ocl_kern_imp_prefetch_scalar.num_agpr, 0
	.set __clang_ocl_kern_imp_prefetch_scalar.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_prefetch_scalar.num_named_barrier, 0
	.set __clang_ocl_kern_imp_prefetch_scalar.private_seg_size, 0
	.set __clang_ocl_kern_imp_prefetch_scalar.uses_vcc, 1
	.set __clang_ocl_kern_imp_prefetch_scalar.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_prefetch_scalar.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_prefetch_scalar.has_recursion, 0
	.set __clang_ocl_kern_imp_prefetch_scalar.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 232
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	prefetch_stream         ; -- Begin function prefetch_stream
	.globl	prefetch_stream
	.p2align	8
	.type	prefetch_stream,@function
prefetch_stream:                        ; @prefetch_stream
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b32 s2, s[0:1], 0x10
	v_lshl_or_b32 v0, ttmp9, 6, v0
	s_mov_b32 s3, exec_lo
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_u32_e64 s2, v0
	s_cbranch_execz .LBB2_3
; %bb.1:
	s_load_b128 s[4:7], s[0:1], 0x0
	s_wait_xcnt 0x0
	s_load_b32 s0, s[0:1], 0x14
	v_mov_b32_e32 v1, 0
	s_wait_xcnt 0x0
	s_mov_b32 s1, 0
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	s_wait_kmcnt 0x0
	global_load_b32 v4, v0, s[4:5] scale_offset
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[4:5]
	global_prefetch_b8 v[2:3], off offset:65536
	s_wait_loadcnt 0x0
	v_fma_f32 v2, v4, s0, 1.0
	global_store_b32 v0, v2, s[6:7] scale_offset
	s_wait_xcnt 0x0
	v_add_nc_u32_e32 v0, 0x1000, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_le_u32_e32 vcc_lo, s2, v0
	s_or_b32 s1, vcc_lo, s1
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB2_2
.LBB2_3:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel prefetch_stream
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
	.size	prefetch_stream, .Lfunc_end2-prefetch_stream
                                        ; -- End function
	.set prefetch_stream.num_vgpr, 5
	.set prefetch_stream.num_agpr, 0
	.set prefetch_stream.numbered_sgpr, 8
	.set prefetch_stream.num_named_barrier, 0
	.set prefetch_stream.private_seg_size, 0
	.set prefetch_stream.uses_vcc, 1
	.set prefetch_stream.uses_flat_scratch, 0
	.set prefetch_stream.has_dyn_sized_stack, 0
	.set prefetch_stream.has_recursion, 0
	.set prefetch_stream.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 176
; TotalNumSgprs: 10
; NumVgprs: 5
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
	.protected	__clang_ocl_kern_imp_prefetch_stream ; -- Begin function __clang_ocl_kern_imp_prefetch_stream
	.globl	__clang_ocl_kern_imp_prefetch_stream
	.p2align	2
	.type	__clang_ocl_kern_imp_prefetch_stream,@function
__clang_ocl_kern_imp_prefetch_stream:   ; @__clang_ocl_kern_imp_prefetch_stream
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v6, 0x3ff, v31
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v6, ttmp9, 6, v6
	v_cmpx_lt_u32_e64 v6, v4
	s_cbranch_execz .LBB3_3
; %bb.1:
	v_mov_b32_e32 v7, 0
	s_mov_b32 s1, 0
.LBB3_2:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[8:9], 2, v[6:7]
	v_add_nc_u32_e32 v6, 0x1000, v6
	v_cmp_ge_u32_e32 vcc_lo, v6, v4
	s_delay_alu instid0(VALU_DEP_3)
	v_add_nc_u64_e32 v[10:11], v[0:1], v[8:9]
	v_add_nc_u64_e32 v[8:9], v[2:3], v[8:9]
	s_or_b32 s1, vcc_lo, s1
	global_load_b32 v12, v[10:11], off
	global_prefetch_b8 v[10:11], off offset:65536
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_fma_f32 v10, v12, v5, 1.0
	global_store_b32 v[8:9], v10, off
	s_wait_xcnt 0x0
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB3_2
.LBB3_3:
	s_or_b32 exec_lo, exec_lo, s0
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_prefetch_stream, .Lfunc_end3-__clang_ocl_kern_imp_prefetch_stream
                                        ; -- End function
	.set __clang_ocl_kern_imp_prefetch_stream.num_vgpr, 32
	.set __clang_ocl_kern_imp_prefetch_stream.num_agpr, 0
	.set __clang_ocl_kern_imp_prefetch_stream.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_prefetch_stream.num_named_barrier, 0
	.set __clang_ocl_kern_imp_prefetch_stream.private_seg_size, 0
	.set __clang_ocl_kern_imp_prefetch_stream.uses_vcc, 1
	.set __clang_ocl_kern_imp_prefetch_stream.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_prefetch_stream.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_prefetch_stream.has_recursion, 0
	.set __clang_ocl_kern_imp_prefetch_stream.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 160
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	prefetch_generic_sum            ; -- Begin function prefetch_generic_sum
	.globl	prefetch_generic_sum
	.p2align	2
	.type	prefetch_generic_sum,@function
prefetch_generic_sum:                   ; @prefetch_generic_sum
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_mov_b32_e32 v3, 0
	s_mov_b32 s3, 0
	s_mov_b32 s2, exec_lo
	v_cmpx_ne_u32_e32 0, v2
	s_cbranch_execz .LBB4_4
; %bb.1:
	v_add_nc_u64_e32 v[0:1], 64, v[0:1]
	v_mov_b32_e32 v3, 0
	s_mov_b64 s[0:1], 0xffffffffffffffc0
.LBB4_2:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_add_nc_u64_e32 v[4:5], s[0:1], v[0:1]
	flat_prefetch_b8 v[0:1]
	v_add_nc_u64_e32 v[0:1], 4, v[0:1]
	flat_load_b32 v4, v[4:5]
	s_wait_loadcnt_dscnt 0x0
	v_dual_add_f32 v3, v3, v4 :: v_dual_add_nc_u32 v2, -1, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u32_e32 vcc_lo, 0, v2
	s_or_b32 s3, vcc_lo, s3
	s_wait_xcnt 0x0
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB4_2
; %bb.3:
	s_or_b32 exec_lo, exec_lo, s3
.LBB4_4:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s2
	v_mov_b32_e32 v0, v3
	s_set_pc_i64 s[30:31]
.Lfunc_end4:
	.size	prefetch_generic_sum, .Lfunc_end4-prefetch_generic_sum
                                        ; -- End function
	.set prefetch_generic_sum.num_vgpr, 6
	.set prefetch_generic_sum.num_agpr, 0
	.set prefetch_generic_sum.numbered_sgpr, 32
	.set prefetch_generic_sum.num_named_barrier, 0
	.set prefetch_generic_sum.private_seg_size, 0
	.set prefetch_generic_sum.uses_vcc, 1
	.set prefetch_generic_sum.uses_flat_scratch, 0
	.set prefetch_generic_sum.has_dyn_sized_stack, 0
	.set prefetch_generic_sum.has_recursion, 0
	.set prefetch_generic_sum.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 136
; TotalNumSgprs: 34
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	prefetch_flat           ; -- Begin function prefetch_flat
	.globl	prefetch_flat
	.p2align	8
	.type	prefetch_flat,@function
prefetch_flat:                          ; @prefetch_flat
; %bb.0:
	s_mov_b32 s32, 0
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x10
	s_load_b128 s[4:7], s[0:1], 0x0
	v_lshl_or_b32 v6, ttmp9, 6, v0
	v_mov_b32_e32 v1, 0
	s_wait_xcnt 0x0
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], prefetch_generic_sum@rel64+4
	s_wait_kmcnt 0x0
	v_mul_lo_u32 v0, s2, v6
	v_mov_b32_e32 v2, s2
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	s_swap_pc_i64 s[30:31], s[0:1]
	global_store_b32 v6, v0, s[6:7] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel prefetch_flat
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
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
		.amdhsa_next_free_sgpr 33
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 1
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
.Lfunc_end5:
	.size	prefetch_flat, .Lfunc_end5-prefetch_flat
                                        ; -- End function
	.set prefetch_flat.num_vgpr, max(7, prefetch_generic_sum.num_vgpr)
	.set prefetch_flat.num_agpr, max(0, prefetch_generic_sum.num_agpr)
	.set prefetch_flat.numbered_sgpr, max(33, prefetch_generic_sum.numbered_sgpr)
	.set prefetch_flat.num_named_barrier, max(0, prefetch_generic_sum.num_named_barrier)
	.set prefetch_flat.private_seg_size, 0+max(prefetch_generic_sum.private_seg_size)
	.set prefetch_flat.uses_vcc, or(1, prefetch_generic_sum.uses_vcc)
	.set prefetch_flat.uses_flat_scratch, or(0, prefetch_generic_sum.uses_flat_scratch)
	.set prefetch_flat.has_dyn_sized_stack, or(0, prefetch_generic_sum.has_dyn_sized_stack)
	.set prefetch_flat.has_recursion, or(0, prefetch_generic_sum.has_recursion)
	.set prefetch_flat.has_indirect_call, or(0, prefetch_generic_sum.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 112
; TotalNumSgprs: 35
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 35
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
	.protected	__clang_ocl_kern_imp_prefetch_flat ; -- Begin function __clang_ocl_kern_imp_prefetch_flat
	.globl	__clang_ocl_kern_imp_prefetch_flat
	.p2align	2
	.type	__clang_ocl_kern_imp_prefetch_flat,@function
__clang_ocl_kern_imp_prefetch_flat:     ; @__clang_ocl_kern_imp_prefetch_flat
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s4, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b32 s0, -1
	scratch_store_b32 off, v12, s33         ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s0
	v_dual_mov_b32 v7, v3 :: v_dual_mov_b32 v6, v2
	v_and_b32_e32 v2, 0x3ff, v31
	v_mov_b32_e32 v11, 0
	v_writelane_b32 v12, s30, 0
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], prefetch_generic_sum@rel64+4
	s_add_co_i32 s32, s32, 16
	v_lshl_or_b32 v8, ttmp9, 6, v2
	v_mov_b32_e32 v2, v4
	v_writelane_b32 v12, s31, 1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v10, v4, v8
	v_lshl_add_u64 v[0:1], v[10:11], 2, v[0:1]
	s_swap_pc_i64 s[30:31], s[0:1]
	v_mov_b32_e32 v9, v11
	v_readlane_b32 s31, v12, 1
	v_readlane_b32 s30, v12, 0
	s_mov_b32 s32, s33
	v_lshl_add_u64 v[2:3], v[8:9], 2, v[6:7]
	global_store_b32 v[2:3], v0, off
	s_wait_xcnt 0x0
	s_xor_saveexec_b32 s0, -1
	scratch_load_b32 v12, off, s33          ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s0
	s_mov_b32 s33, s4
	s_wait_loadcnt 0x0
	s_set_pc_i64 s[30:31]
.Lfunc_end6:
	.size	__clang_ocl_kern_imp_prefetch_flat, .Lfunc_end6-__clang_ocl_kern_imp_prefetch_flat
                                        ; -- End function
	.set __clang_ocl_kern_imp_prefetch_flat.num_vgpr, max(32, prefetch_generic_sum.num_vgpr)
	.set __clang_ocl_kern_imp_prefetch_flat.num_agpr, max(0, prefetch_generic_sum.num_agpr)
	.set __clang_ocl_kern_imp_prefetch_flat.numbered_sgpr, max(34, prefetch_generic_sum.numbered_sgpr)
	.set __clang_ocl_kern_imp_prefetch_flat.num_named_barrier, max(0, prefetch_generic_sum.num_named_barrier)
	.set __clang_ocl_kern_imp_prefetch_flat.private_seg_size, 16+max(prefetch_generic_sum.private_seg_size)
	.set __clang_ocl_kern_imp_prefetch_flat.uses_vcc, or(1, prefetch_generic_sum.uses_vcc)
	.set __clang_ocl_kern_imp_prefetch_flat.uses_flat_scratch, or(0, prefetch_generic_sum.uses_flat_scratch)
	.set __clang_ocl_kern_imp_prefetch_flat.has_dyn_sized_stack, or(0, prefetch_generic_sum.has_dyn_sized_stack)
	.set __clang_ocl_kern_imp_prefetch_flat.has_recursion, or(0, prefetch_generic_sum.has_recursion)
	.set __clang_ocl_kern_imp_prefetch_flat.has_indirect_call, or(0, prefetch_generic_sum.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 216
; TotalNumSgprs: 36
; NumVgprs: 32
; ScratchSize: 16
; MemoryBound: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 32
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 34
	.set amdgpu.max_num_named_barrier, 0
	.text
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  constant
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'float*'
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
    .name:           prefetch_scalar
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         prefetch_scalar.kd
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      float
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           prefetch_stream
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         prefetch_stream.kd
    .uses_dynamic_stack: false
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           prefetch_flat
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     35
    .sgpr_spill_count: 0
    .symbol:         prefetch_flat.kd
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
