	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	bitonic_global_step     ; -- Begin function bitonic_global_step
	.globl	bitonic_global_step
	.p2align	8
	.type	bitonic_global_step,@function
bitonic_global_step:                    ; @bitonic_global_step
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b32 s2, s[0:1], 0x8
	s_lshl_b32 s3, ttmp9, 6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, s3, v0
	s_wait_kmcnt 0x0
	v_bitop3_b32 v0, s2, s3, v0 bitop3:0x1e
	s_mov_b32 s2, exec_lo
	v_cmpx_gt_u32_e64 v0, v2
	s_cbranch_execz .LBB0_3
; %bb.1:
	s_load_b64 s[2:3], s[0:1], 0x0
	s_wait_xcnt 0x0
	s_load_b32 s0, s[0:1], 0xc
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b32 v4, v2, s[2:3] scale_offset
	global_load_b32 v5, v0, s[2:3] scale_offset
	v_and_b32_e32 v1, s0, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_cmp_ne_u32_e64 s0, 0, v1
	s_wait_loadcnt 0x0
	v_cmp_gt_u32_e32 vcc_lo, v4, v5
	s_xor_b32 s0, s0, vcc_lo
	s_and_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB0_3
; %bb.2:
	v_mov_b32_e32 v3, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v1, v3
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[2:3]
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[2:3]
	s_clause 0x1
	global_store_b32 v[2:3], v5, off
	global_store_b32 v[0:1], v4, off
.LBB0_3:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bitonic_global_step
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
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
		.amdhsa_next_free_sgpr 4
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
.Lfunc_end0:
	.size	bitonic_global_step, .Lfunc_end0-bitonic_global_step
                                        ; -- End function
	.set bitonic_global_step.num_vgpr, 6
	.set bitonic_global_step.num_agpr, 0
	.set bitonic_global_step.numbered_sgpr, 4
	.set bitonic_global_step.num_named_barrier, 0
	.set bitonic_global_step.private_seg_size, 0
	.set bitonic_global_step.uses_vcc, 1
	.set bitonic_global_step.uses_flat_scratch, 0
	.set bitonic_global_step.has_dyn_sized_stack, 0
	.set bitonic_global_step.has_recursion, 0
	.set bitonic_global_step.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 204
; TotalNumSgprs: 6
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 6
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
	.protected	__clang_ocl_kern_imp_bitonic_global_step ; -- Begin function __clang_ocl_kern_imp_bitonic_global_step
	.globl	__clang_ocl_kern_imp_bitonic_global_step
	.p2align	2
	.type	__clang_ocl_kern_imp_bitonic_global_step,@function
__clang_ocl_kern_imp_bitonic_global_step: ; @__clang_ocl_kern_imp_bitonic_global_step
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v5, 0x3ff, v31
	s_lshl_b32 s0, ttmp9, 6
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_or_b32_e32 v4, s0, v5
	v_bitop3_b32 v6, v2, s0, v5 bitop3:0x1e
	v_cmpx_gt_u32_e64 v6, v4
	s_cbranch_execz .LBB1_3
; %bb.1:
	v_dual_mov_b32 v5, 0 :: v_dual_bitop2_b32 v3, v3, v4 bitop3:0x40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mov_b32_e32 v7, v5
	v_lshl_add_u64 v[8:9], v[4:5], 2, v[0:1]
	v_cmp_ne_u32_e64 s0, 0, v3
	s_delay_alu instid0(VALU_DEP_3)
	v_lshl_add_u64 v[0:1], v[6:7], 2, v[0:1]
	s_clause 0x1
	global_load_b32 v2, v[8:9], off
	global_load_b32 v5, v[0:1], off
	s_wait_loadcnt 0x0
	v_cmp_gt_u32_e32 vcc_lo, v2, v5
	s_xor_b32 s0, s0, vcc_lo
	s_wait_xcnt 0x0
	s_and_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB1_3
; %bb.2:
	s_clause 0x1
	global_store_b32 v[8:9], v5, off
	global_store_b32 v[0:1], v2, off
.LBB1_3:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_bitonic_global_step, .Lfunc_end1-__clang_ocl_kern_imp_bitonic_global_step
                                        ; -- End function
	.set __clang_ocl_kern_imp_bitonic_global_step.num_vgpr, 32
	.set __clang_ocl_kern_imp_bitonic_global_step.num_agpr, 0
	.set __clang_ocl_kern_imp_bitonic_global_step.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_bitonic_global_step.num_named_barrier, 0
	.set __clang_ocl_kern_imp_bitonic_global_step.private_seg_size, 0
	.set __clang_ocl_kern_imp_bitonic_global_step.uses_vcc, 1
	.set __clang_ocl_kern_imp_bitonic_global_step.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_bitonic_global_step.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_bitonic_global_step.has_recursion, 0
	.set __clang_ocl_kern_imp_bitonic_global_step.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 192
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	bitonic_local_sort      ; -- Begin function bitonic_local_sort
	.globl	bitonic_local_sort
	.p2align	8
	.type	bitonic_local_sort,@function
bitonic_local_sort:                     ; @bitonic_local_sort
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b96 s[0:2], s[0:1], 0x0
	v_lshl_or_b32 v4, ttmp9, 7, v0
	v_mov_b32_e32 v5, 0
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[2:3], v[4:5], 2, s[0:1]
	global_load_b32 v6, v4, s[0:1] scale_offset
	s_wait_xcnt 0x0
	v_or_b32_e32 v4, 64, v4
	v_lshl_add_u32 v1, v0, 2, s2
	global_load_b32 v7, v4, s[0:1] scale_offset
	s_wait_xcnt 0x0
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[0:1]
	s_mov_b32 s1, 2
	s_wait_loadcnt 0x0
	ds_store_2addr_stride64_b32 v1, v6, v7 offset1:1
	v_lshlrev_b32_e32 v6, 1, v0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_branch .LBB2_2
.LBB2_1:                                ;   in Loop: Header=BB2_2 Depth=1
	s_lshl_b32 s0, s1, 1
	s_cmp_gt_u32 s1, 64
	s_mov_b32 s1, s0
	s_cbranch_scc1 .LBB2_6
.LBB2_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB2_4 Depth 2
	s_lshr_b32 s3, s1, 1
	s_branch .LBB2_4
.LBB2_3:                                ;   in Loop: Header=BB2_4 Depth=2
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_lshr_b32 s3, s3, 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u32 s3, 0
	s_barrier_wait -1
	s_cbranch_scc1 .LBB2_1
.LBB2_4:                                ;   Parent Loop BB2_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_add_co_i32 s0, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v7, s0, v0
	v_sub_nc_u32_e32 v11, v6, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v7, v11, 2, s2
	v_and_b32_e32 v11, s1, v11
	v_lshl_add_u32 v8, s3, 2, v7
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_ne_u32_e64 s0, 0, v11
	ds_load_b32 v9, v7
	ds_load_b32 v10, v8
	s_wait_dscnt 0x0
	v_cmp_gt_u32_e32 vcc_lo, v9, v10
	s_xor_b32 s4, s0, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB2_3
; %bb.5:                                ;   in Loop: Header=BB2_4 Depth=2
	ds_store_b32 v7, v10
	ds_store_b32 v8, v9
	s_branch .LBB2_3
.LBB2_6:
	ds_load_2addr_stride64_b32 v[0:1], v1 offset1:1
	s_wait_dscnt 0x0
	s_clause 0x1
	global_store_b32 v[2:3], v0, off
	global_store_b32 v[4:5], v1, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bitonic_local_sort
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 12
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
		.amdhsa_next_free_sgpr 5
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
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
	.size	bitonic_local_sort, .Lfunc_end2-bitonic_local_sort
                                        ; -- End function
	.set bitonic_local_sort.num_vgpr, 12
	.set bitonic_local_sort.num_agpr, 0
	.set bitonic_local_sort.numbered_sgpr, 5
	.set bitonic_local_sort.num_named_barrier, 0
	.set bitonic_local_sort.private_seg_size, 0
	.set bitonic_local_sort.uses_vcc, 1
	.set bitonic_local_sort.uses_flat_scratch, 0
	.set bitonic_local_sort.has_dyn_sized_stack, 0
	.set bitonic_local_sort.has_recursion, 0
	.set bitonic_local_sort.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 344
; TotalNumSgprs: 7
; NumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 7
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
	.protected	__clang_ocl_kern_imp_bitonic_local_sort ; -- Begin function __clang_ocl_kern_imp_bitonic_local_sort
	.globl	__clang_ocl_kern_imp_bitonic_local_sort
	.p2align	2
	.type	__clang_ocl_kern_imp_bitonic_local_sort,@function
__clang_ocl_kern_imp_bitonic_local_sort: ; @__clang_ocl_kern_imp_bitonic_local_sort
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v3, 0x3ff, v31
	s_mov_b32 s1, 2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v6, ttmp9, 7, v3
	v_mov_b32_e32 v7, 0
	v_lshl_add_u64 v[4:5], v[6:7], 2, v[0:1]
	v_or_b32_e32 v6, 64, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[0:1], v[6:7], 2, v[0:1]
	v_lshl_add_u32 v6, v3, 2, v2
	s_clause 0x1
	global_load_b32 v7, v[4:5], off
	global_load_b32 v8, v[0:1], off
	s_wait_loadcnt 0x0
	ds_store_2addr_stride64_b32 v6, v7, v8 offset1:1
	v_lshlrev_b32_e32 v7, 1, v3
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_branch .LBB3_2
.LBB3_1:                                ;   in Loop: Header=BB3_2 Depth=1
	s_lshl_b32 s0, s1, 1
	s_cmp_gt_u32 s1, 64
	s_mov_b32 s1, s0
	s_cbranch_scc1 .LBB3_6
.LBB3_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB3_4 Depth 2
	s_lshr_b32 s2, s1, 1
	s_branch .LBB3_4
.LBB3_3:                                ;   in Loop: Header=BB3_4 Depth=2
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_lshr_b32 s2, s2, 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u32 s2, 0
	s_barrier_wait -1
	s_cbranch_scc1 .LBB3_1
.LBB3_4:                                ;   Parent Loop BB3_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_add_co_i32 s0, s2, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v8, s0, v3
	v_sub_nc_u32_e32 v12, v7, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v8, v12, 2, v2
	v_and_b32_e32 v12, s1, v12
	v_lshl_add_u32 v9, s2, 2, v8
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_ne_u32_e64 s0, 0, v12
	ds_load_b32 v10, v8
	ds_load_b32 v11, v9
	s_wait_dscnt 0x0
	v_cmp_gt_u32_e32 vcc_lo, v10, v11
	s_xor_b32 s3, s0, vcc_lo
	s_wait_xcnt 0x0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB3_3
; %bb.5:                                ;   in Loop: Header=BB3_4 Depth=2
	ds_store_b32 v8, v11
	ds_store_b32 v9, v10
	s_branch .LBB3_3
.LBB3_6:
	ds_load_2addr_stride64_b32 v[2:3], v6 offset1:1
	s_wait_dscnt 0x0
	s_clause 0x1
	global_store_b32 v[4:5], v2, off
	global_store_b32 v[0:1], v3, off
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_bitonic_local_sort, .Lfunc_end3-__clang_ocl_kern_imp_bitonic_local_sort
                                        ; -- End function
	.set __clang_ocl_kern_imp_bitonic_local_sort.num_vgpr, 32
	.set __clang_ocl_kern_imp_bitonic_local_sort.num_agpr, 0
	.set __clang_ocl_kern_imp_bitonic_local_sort.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_bitonic_local_sort.num_named_barrier, 0
	.set __clang_ocl_kern_imp_bitonic_local_sort.private_seg_size, 0
	.set __clang_ocl_kern_imp_bitonic_local_sort.uses_vcc, 1
	.set __clang_ocl_kern_imp_bitonic_local_sort.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_bitonic_local_sort.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_bitonic_local_sort.has_recursion, 0
	.set __clang_ocl_kern_imp_bitonic_local_sort.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 340
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
      - .address_space:  global
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           bitonic_global_step
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     6
    .sgpr_spill_count: 0
    .symbol:         bitonic_global_step.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .address_space:  global
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         8
        .pointee_align:  4
        .size:           4
        .type_name:      'uint*'
        .value_kind:     dynamic_shared_pointer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 12
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           bitonic_local_sort
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     7
    .sgpr_spill_count: 0
    .symbol:         bitonic_local_sort.kd
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
