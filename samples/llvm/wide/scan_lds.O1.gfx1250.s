	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	scan_hillis_steele      ; -- Begin function scan_hillis_steele
	.globl	scan_hillis_steele
	.p2align	8
	.type	scan_hillis_steele,@function
scan_hillis_steele:                     ; @scan_hillis_steele
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b32 s3, s[0:1], 0x10
	v_lshl_or_b32 v2, ttmp9, 7, v0
	s_wait_xcnt 0x0
	s_mov_b32 s0, 1
	s_wait_kmcnt 0x0
	global_load_b32 v1, v2, s[4:5] scale_offset
	v_lshl_add_u32 v3, v0, 2, s3
	s_add_co_i32 s1, s3, 0x200
	s_wait_loadcnt 0x0
	ds_store_b32 v3, v1
	v_mov_b32_e32 v3, 0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_branch .LBB0_2
.LBB0_1:                                ;   in Loop: Header=BB0_2 Depth=1
	s_or_b32 exec_lo, exec_lo, s3
	v_lshl_add_u32 v4, v0, 2, s2
	s_lshl_b32 s4, s0, 1
	s_mov_b32 s3, s2
	s_cmp_lt_u32 s0, 64
	s_mov_b32 s0, s4
	s_wait_dscnt 0x0
	ds_store_b32 v4, v1
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_cbranch_scc0 .LBB0_4
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	s_mov_b32 s2, s1
	s_mov_b32 s1, s3
	s_mov_b32 s3, exec_lo
	v_lshl_add_u32 v1, v0, 2, s1
	ds_load_b32 v1, v1
	v_cmpx_le_u32_e64 s0, v0
	s_cbranch_execz .LBB0_1
; %bb.3:                                ;   in Loop: Header=BB0_2 Depth=1
	v_subrev_nc_u32_e32 v4, s0, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u32 v4, v4, 2, s1
	ds_load_b32 v4, v4
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v1, v4, v1
	s_branch .LBB0_1
.LBB0_4:
	v_lshl_add_u32 v0, v0, 2, s2
	ds_load_b32 v4, v0
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[6:7]
	s_wait_dscnt 0x0
	global_store_b32 v[0:1], v4, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel scan_hillis_steele
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
		.amdhsa_next_free_vgpr 5
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
.Lfunc_end0:
	.size	scan_hillis_steele, .Lfunc_end0-scan_hillis_steele
                                        ; -- End function
	.set scan_hillis_steele.num_vgpr, 5
	.set scan_hillis_steele.num_agpr, 0
	.set scan_hillis_steele.numbered_sgpr, 8
	.set scan_hillis_steele.num_named_barrier, 0
	.set scan_hillis_steele.private_seg_size, 0
	.set scan_hillis_steele.uses_vcc, 0
	.set scan_hillis_steele.uses_flat_scratch, 0
	.set scan_hillis_steele.has_dyn_sized_stack, 0
	.set scan_hillis_steele.has_recursion, 0
	.set scan_hillis_steele.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 284
; TotalNumSgprs: 8
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 5
; NamedBarCnt: 0
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_scan_hillis_steele ; -- Begin function __clang_ocl_kern_imp_scan_hillis_steele
	.globl	__clang_ocl_kern_imp_scan_hillis_steele
	.p2align	2
	.type	__clang_ocl_kern_imp_scan_hillis_steele,@function
__clang_ocl_kern_imp_scan_hillis_steele: ; @__clang_ocl_kern_imp_scan_hillis_steele
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v5, 0x3ff, v31
	v_mov_b32_e32 v7, 0
	s_mov_b32 s0, 1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v6, ttmp9, 7, v5
	v_lshl_add_u64 v[0:1], v[6:7], 2, v[0:1]
	global_load_b32 v0, v[0:1], off
	s_wait_xcnt 0x0
	v_lshl_add_u32 v1, v5, 2, v4
	s_wait_loadcnt 0x0
	ds_store_b32 v1, v0
	v_add_nc_u32_e32 v0, 0x200, v4
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_branch .LBB1_2
.LBB1_1:                                ;   in Loop: Header=BB1_2 Depth=1
	s_or_b32 exec_lo, exec_lo, s1
	v_lshl_add_u32 v8, v5, 2, v1
	s_lshl_b32 s1, s0, 1
	s_cmp_gt_u32 s0, 63
	s_mov_b32 s0, s1
	s_wait_dscnt 0x0
	ds_store_b32 v8, v4
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_mov_b32_e32 v4, v1
	s_barrier_wait -1
	s_cbranch_scc1 .LBB1_4
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v1, v0 :: v_dual_mov_b32 v0, v4
	s_mov_b32 s1, exec_lo
	v_lshl_add_u32 v4, v5, 2, v0
	ds_load_b32 v4, v4
	v_cmpx_le_u32_e64 s0, v5
	s_cbranch_execz .LBB1_1
; %bb.3:                                ;   in Loop: Header=BB1_2 Depth=1
	v_subrev_nc_u32_e32 v8, s0, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u32 v8, v8, 2, v0
	ds_load_b32 v8, v8
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v4, v8, v4
	s_branch .LBB1_1
.LBB1_4:
	v_lshl_add_u32 v0, v5, 2, v1
	ds_load_b32 v4, v0
	v_lshl_add_u64 v[0:1], v[6:7], 2, v[2:3]
	s_wait_dscnt 0x0
	global_store_b32 v[0:1], v4, off
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_scan_hillis_steele, .Lfunc_end1-__clang_ocl_kern_imp_scan_hillis_steele
                                        ; -- End function
	.set __clang_ocl_kern_imp_scan_hillis_steele.num_vgpr, 32
	.set __clang_ocl_kern_imp_scan_hillis_steele.num_agpr, 0
	.set __clang_ocl_kern_imp_scan_hillis_steele.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_scan_hillis_steele.num_named_barrier, 0
	.set __clang_ocl_kern_imp_scan_hillis_steele.private_seg_size, 0
	.set __clang_ocl_kern_imp_scan_hillis_steele.uses_vcc, 0
	.set __clang_ocl_kern_imp_scan_hillis_steele.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_scan_hillis_steele.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_scan_hillis_steele.has_recursion, 0
	.set __clang_ocl_kern_imp_scan_hillis_steele.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 284
; TotalNumSgprs: 32
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	scan_blelloch           ; -- Begin function scan_blelloch
	.globl	scan_blelloch
	.p2align	8
	.type	scan_blelloch,@function
scan_blelloch:                          ; @scan_blelloch
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b128 s[4:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v8, 1, v0
	s_wait_xcnt 0x0
	s_load_b96 s[0:2], s[0:1], 0x10
	s_mov_b32 s3, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v2, ttmp9, 8, v8
	v_dual_mov_b32 v3, 0 :: v_dual_bitop2_b32 v4, 1, v2 bitop3:0x54
	v_dual_add_nc_u32 v9, 2, v8 :: v_dual_bitop2_b32 v7, 1, v8 bitop3:0x54
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b32 v10, v2, s[4:5] scale_offset
	global_load_b32 v11, v4, s[4:5] scale_offset
	v_mov_b32_e32 v5, v3
	v_lshl_add_u32 v6, v0, 3, s2
	v_lshl_add_u32 v1, v7, 2, s2
	s_wait_xcnt 0x0
	s_movk_i32 s4, 0x80
	s_wait_loadcnt 0x1
	ds_store_b32 v6, v10
	s_wait_loadcnt 0x0
	ds_store_b32 v1, v11
	s_branch .LBB2_2
.LBB2_1:                                ;   in Loop: Header=BB2_2 Depth=1
	s_or_b32 exec_lo, exec_lo, s5
	s_lshr_b32 s4, s4, 1
	s_lshl_b32 s3, s3, 1
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .LBB2_4
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s5, exec_lo
	s_barrier_wait -1
	v_cmpx_gt_u32_e64 s4, v0
	s_cbranch_execz .LBB2_1
; %bb.3:                                ;   in Loop: Header=BB2_2 Depth=1
	v_mul_lo_u32 v10, s3, v7
	v_mul_lo_u32 v11, s3, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_lshlrev_b32 v10, 2, v10 :: v_dual_lshlrev_b32 v11, 2, v11
	v_add3_u32 v10, s2, v10, -4
	s_delay_alu instid0(VALU_DEP_2)
	v_add3_u32 v11, s2, v11, -4
	ds_load_b32 v10, v10
	ds_load_b32 v12, v11
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v10, v12, v10
	ds_store_b32 v11, v10
	s_branch .LBB2_1
.LBB2_4:
	s_mov_b32 s3, exec_lo
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB2_6
; %bb.5:
	v_dual_mov_b32 v9, ttmp9 :: v_dual_mov_b32 v10, s2
	v_mov_b32_e32 v12, 0
	ds_load_b32 v11, v10 offset:1020
	ds_store_b32 v10, v12 offset:1020
	s_wait_dscnt 0x1
	global_store_b32 v9, v11, s[0:1] scale_offset
.LBB2_6:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s3
	v_add_nc_u32_e32 v8, 2, v8
	s_mov_b32 s1, 1
	s_movk_i32 s0, 0x100
	s_branch .LBB2_8
.LBB2_7:                                ;   in Loop: Header=BB2_8 Depth=1
	s_or_b32 exec_lo, exec_lo, s3
	s_lshl_b32 s3, s1, 1
	s_cmp_lt_u32 s1, 0x41
	s_mov_b32 s1, s3
	s_cbranch_scc0 .LBB2_10
.LBB2_8:                                ; =>This Inner Loop Header: Depth=1
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_lshr_b32 s0, s0, 1
	s_mov_b32 s3, exec_lo
	s_barrier_wait -1
	v_cmpx_gt_u32_e64 s1, v0
	s_cbranch_execz .LBB2_7
; %bb.9:                                ;   in Loop: Header=BB2_8 Depth=1
	v_mul_u32_u24_e32 v9, s0, v8
	v_mul_u32_u24_e32 v11, s0, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_lshlrev_b32 v9, 2, v9 :: v_dual_lshlrev_b32 v11, 2, v11
	v_add3_u32 v9, s2, v9, -4
	s_delay_alu instid0(VALU_DEP_2)
	v_add3_u32 v11, s2, v11, -4
	ds_load_b32 v10, v9
	ds_load_b32 v12, v11
	s_wait_dscnt 0x1
	ds_store_b32 v11, v10
	ds_load_b32 v10, v9
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v10, v10, v12
	ds_store_b32 v9, v10
	s_branch .LBB2_7
.LBB2_10:
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v6, v6
	ds_load_b32 v7, v1
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[6:7]
	v_lshl_add_u64 v[2:3], v[4:5], 2, s[6:7]
	s_wait_dscnt 0x1
	global_store_b32 v[0:1], v6, off
	s_wait_dscnt 0x0
	global_store_b32 v[2:3], v7, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel scan_blelloch
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
		.amdhsa_next_free_vgpr 13
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
	.size	scan_blelloch, .Lfunc_end2-scan_blelloch
                                        ; -- End function
	.set scan_blelloch.num_vgpr, 13
	.set scan_blelloch.num_agpr, 0
	.set scan_blelloch.numbered_sgpr, 8
	.set scan_blelloch.num_named_barrier, 0
	.set scan_blelloch.private_seg_size, 0
	.set scan_blelloch.uses_vcc, 0
	.set scan_blelloch.uses_flat_scratch, 0
	.set scan_blelloch.has_dyn_sized_stack, 0
	.set scan_blelloch.has_recursion, 0
	.set scan_blelloch.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 612
; TotalNumSgprs: 8
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 13
; NamedBarCnt: 0
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_scan_blelloch ; -- Begin function __clang_ocl_kern_imp_scan_blelloch
	.globl	__clang_ocl_kern_imp_scan_blelloch
	.p2align	2
	.type	__clang_ocl_kern_imp_scan_blelloch,@function
__clang_ocl_kern_imp_scan_blelloch:     ; @__clang_ocl_kern_imp_scan_blelloch
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v7, 0x3ff, v31
	s_mov_b32 s0, 1
	s_movk_i32 s1, 0x80
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v9, 0 :: v_dual_lshlrev_b32 v13, 1, v7
	v_mov_b32_e32 v11, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshl_or_b32 v8, ttmp9, 8, v13
	v_or_b32_e32 v12, 1, v13
	v_or_b32_e32 v10, 1, v8
	v_lshl_add_u64 v[14:15], v[8:9], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u64 v[0:1], v[10:11], 2, v[0:1]
	s_clause 0x1
	global_load_b32 v15, v[14:15], off
	global_load_b32 v16, v[0:1], off
	s_wait_xcnt 0x0
	v_lshl_add_u32 v1, v7, 3, v6
	v_add_nc_u32_e32 v14, 2, v13
	v_lshl_add_u32 v0, v12, 2, v6
	s_wait_loadcnt 0x1
	ds_store_b32 v1, v15
	s_wait_loadcnt 0x0
	ds_store_b32 v0, v16
	s_branch .LBB3_2
.LBB3_1:                                ;   in Loop: Header=BB3_2 Depth=1
	s_or_b32 exec_lo, exec_lo, s2
	s_lshr_b32 s1, s1, 1
	s_lshl_b32 s0, s0, 1
	s_cmp_eq_u32 s1, 0
	s_cbranch_scc1 .LBB3_4
.LBB3_2:                                ; =>This Inner Loop Header: Depth=1
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s2, exec_lo
	s_barrier_wait -1
	v_cmpx_gt_u32_e64 s1, v7
	s_cbranch_execz .LBB3_1
; %bb.3:                                ;   in Loop: Header=BB3_2 Depth=1
	v_mul_lo_u32 v15, s0, v12
	v_mul_lo_u32 v16, s0, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_lshlrev_b32 v15, 2, v15 :: v_dual_lshlrev_b32 v16, 2, v16
	v_add3_u32 v15, v6, v15, -4
	s_delay_alu instid0(VALU_DEP_2)
	v_add3_u32 v16, v6, v16, -4
	ds_load_b32 v15, v15
	ds_load_b32 v17, v16
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v15, v17, v15
	ds_store_b32 v16, v15
	s_branch .LBB3_1
.LBB3_4:
	s_mov_b32 s1, 0
	s_mov_b32 s2, exec_lo
	v_cmpx_eq_u32_e32 0, v7
	s_cbranch_execz .LBB3_6
; %bb.5:
	ds_load_b32 v14, v6 offset:1020
	s_mov_b32 s0, ttmp9
	v_mov_b32_e32 v15, 0
	v_lshl_add_u64 v[4:5], s[0:1], 2, v[4:5]
	ds_store_b32 v6, v15 offset:1020
	s_wait_dscnt 0x1
	global_store_b32 v[4:5], v14, off
.LBB3_6:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	v_add_nc_u32_e32 v4, 2, v13
	s_mov_b32 s1, 1
	s_movk_i32 s0, 0x100
	s_branch .LBB3_8
.LBB3_7:                                ;   in Loop: Header=BB3_8 Depth=1
	s_or_b32 exec_lo, exec_lo, s2
	s_lshl_b32 s2, s1, 1
	s_cmp_gt_u32 s1, 64
	s_mov_b32 s1, s2
	s_cbranch_scc1 .LBB3_10
.LBB3_8:                                ; =>This Inner Loop Header: Depth=1
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_lshr_b32 s0, s0, 1
	s_mov_b32 s2, exec_lo
	s_barrier_wait -1
	v_cmpx_gt_u32_e64 s1, v7
	s_cbranch_execz .LBB3_7
; %bb.9:                                ;   in Loop: Header=BB3_8 Depth=1
	v_mul_u32_u24_e32 v5, s0, v4
	v_mul_u32_u24_e32 v14, s0, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_lshlrev_b32 v5, 2, v5 :: v_dual_lshlrev_b32 v14, 2, v14
	v_add3_u32 v5, v6, v5, -4
	s_delay_alu instid0(VALU_DEP_2)
	v_add3_u32 v14, v6, v14, -4
	ds_load_b32 v13, v5
	ds_load_b32 v15, v14
	s_wait_dscnt 0x1
	ds_store_b32 v14, v13
	ds_load_b32 v13, v5
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v13, v13, v15
	ds_store_b32 v5, v13
	s_branch .LBB3_7
.LBB3_10:
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v4, v1
	ds_load_b32 v5, v0
	v_lshl_add_u64 v[0:1], v[8:9], 2, v[2:3]
	v_lshl_add_u64 v[2:3], v[10:11], 2, v[2:3]
	s_wait_dscnt 0x1
	global_store_b32 v[0:1], v4, off
	s_wait_dscnt 0x0
	global_store_b32 v[2:3], v5, off
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_scan_blelloch, .Lfunc_end3-__clang_ocl_kern_imp_scan_blelloch
                                        ; -- End function
	.set __clang_ocl_kern_imp_scan_blelloch.num_vgpr, 32
	.set __clang_ocl_kern_imp_scan_blelloch.num_agpr, 0
	.set __clang_ocl_kern_imp_scan_blelloch.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_scan_blelloch.num_named_barrier, 0
	.set __clang_ocl_kern_imp_scan_blelloch.private_seg_size, 0
	.set __clang_ocl_kern_imp_scan_blelloch.uses_vcc, 0
	.set __clang_ocl_kern_imp_scan_blelloch.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_scan_blelloch.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_scan_blelloch.has_recursion, 0
	.set __clang_ocl_kern_imp_scan_blelloch.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 620
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
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         16
        .pointee_align:  4
        .size:           4
        .type_name:      'uint*'
        .value_kind:     dynamic_shared_pointer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 128
    .name:           scan_hillis_steele
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 128
      - 1
      - 1
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         scan_hillis_steele.kd
    .uses_dynamic_stack: false
    .vgpr_count:     5
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
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
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
      - .address_space:  local
        .offset:         24
        .pointee_align:  4
        .size:           4
        .type_name:      'int*'
        .value_kind:     dynamic_shared_pointer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 128
    .name:           scan_blelloch
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 128
      - 1
      - 1
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         scan_blelloch.kd
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
