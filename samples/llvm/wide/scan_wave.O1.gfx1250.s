	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	scan_wave_permlane      ; -- Begin function scan_wave_permlane
	.globl	scan_wave_permlane
	.p2align	8
	.type	scan_wave_permlane,@function
scan_wave_permlane:                     ; @scan_wave_permlane
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b128 s[0:3], s[0:1], 0x0
	v_lshl_or_b32 v1, ttmp9, 5, v0
	v_cmp_lt_u32_e32 vcc_lo, 15, v0
	s_wait_kmcnt 0x0
	global_load_b32 v2, v1, s[0:1] scale_offset
	s_wait_loadcnt 0x0
	v_add_nc_u32_dpp v2, v2, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_dpp v2, v2, v2 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_nc_u32_dpp v2, v2, v2 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_dpp v2, v2, v2 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_e32 v3, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_permlanex16_b32 v3, v3, -1, -1
	v_cndmask_b32_e32 v0, 0, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v0, v0, v2
	global_store_b32 v1, v0, s[2:3] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel scan_wave_permlane
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
		.amdhsa_next_free_vgpr 4
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
	.size	scan_wave_permlane, .Lfunc_end0-scan_wave_permlane
                                        ; -- End function
	.set scan_wave_permlane.num_vgpr, 4
	.set scan_wave_permlane.num_agpr, 0
	.set scan_wave_permlane.numbered_sgpr, 4
	.set scan_wave_permlane.num_named_barrier, 0
	.set scan_wave_permlane.private_seg_size, 0
	.set scan_wave_permlane.uses_vcc, 1
	.set scan_wave_permlane.uses_flat_scratch, 0
	.set scan_wave_permlane.has_dyn_sized_stack, 0
	.set scan_wave_permlane.has_recursion, 0
	.set scan_wave_permlane.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 132
; TotalNumSgprs: 6
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 6
; NumVGPRsForWavesPerEU: 4
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
	.protected	__clang_ocl_kern_imp_scan_wave_permlane ; -- Begin function __clang_ocl_kern_imp_scan_wave_permlane
	.globl	__clang_ocl_kern_imp_scan_wave_permlane
	.p2align	2
	.type	__clang_ocl_kern_imp_scan_wave_permlane,@function
__clang_ocl_kern_imp_scan_wave_permlane: ; @__clang_ocl_kern_imp_scan_wave_permlane
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v6, 0x3ff, v31
	v_mov_b32_e32 v5, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshl_or_b32 v4, ttmp9, 5, v6
	v_cmp_lt_u32_e32 vcc_lo, 15, v6
	v_lshlrev_b64_e32 v[4:5], 2, v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_nc_u64_e32 v[0:1], v[0:1], v[4:5]
	global_load_b32 v0, v[0:1], off
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_add_nc_u32_dpp v0, v0, v0 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_nc_u32_dpp v0, v0, v0 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_dpp v0, v0, v0 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_nc_u32_dpp v7, v0, v0 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mov_b32_e32 v0, v7
	v_permlanex16_b32 v0, v0, -1, -1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v6, 0, v0, vcc_lo
	v_add_nc_u64_e32 v[0:1], v[2:3], v[4:5]
	v_add_nc_u32_e32 v2, v6, v7
	global_store_b32 v[0:1], v2, off
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_scan_wave_permlane, .Lfunc_end1-__clang_ocl_kern_imp_scan_wave_permlane
                                        ; -- End function
	.set __clang_ocl_kern_imp_scan_wave_permlane.num_vgpr, 32
	.set __clang_ocl_kern_imp_scan_wave_permlane.num_agpr, 0
	.set __clang_ocl_kern_imp_scan_wave_permlane.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_scan_wave_permlane.num_named_barrier, 0
	.set __clang_ocl_kern_imp_scan_wave_permlane.private_seg_size, 0
	.set __clang_ocl_kern_imp_scan_wave_permlane.uses_vcc, 1
	.set __clang_ocl_kern_imp_scan_wave_permlane.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_scan_wave_permlane.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_scan_wave_permlane.has_recursion, 0
	.set __clang_ocl_kern_imp_scan_wave_permlane.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 152
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	scan_lookback           ; -- Begin function scan_lookback
	.globl	scan_lookback
	.p2align	8
	.type	scan_lookback,@function
scan_lookback:                          ; @scan_lookback
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b64 s[2:3], s[0:1], 0x0
	s_load_b64 s[4:5], s[0:1], 0x10
	v_lshl_or_b32 v2, ttmp9, 5, v0
	v_cmp_lt_u32_e32 vcc_lo, 15, v0
	s_wait_kmcnt 0x0
	global_load_b32 v1, v2, s[2:3] scale_offset
	s_wait_loadcnt 0x0
	v_add_nc_u32_dpp v1, v1, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_dpp v1, v1, v1 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_nc_u32_dpp v1, v1, v1 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_dpp v1, v1, v1 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_readlane_b32 s2, v1, 15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v3, 0, s2, vcc_lo
	v_cmp_eq_u32_e64 s2, 0, v0
	v_dual_add_nc_u32 v1, v3, v1 :: v_dual_mov_b32 v3, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_readlane_b32 s3, v1, 31
	s_and_saveexec_b32 s6, s2
	s_cbranch_execz .LBB2_2
; %bb.1:
	s_lshl_b32 s7, s3, 2
	s_cmp_eq_u32 ttmp9, 0
	s_cselect_b32 s8, 2, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s7, s7, s8
	v_dual_mov_b32 v0, ttmp9 :: v_dual_mov_b32 v4, s7
	global_wb scope:SCOPE_DEV
	s_wait_storecnt 0x0
	global_store_b32 v0, v4, s[4:5] scale_offset scope:SCOPE_DEV
.LBB2_2:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s6
	s_cmp_eq_u32 ttmp9, 0
	s_mov_b32 s6, 0
	s_cbranch_scc1 .LBB2_14
; %bb.3:
	s_add_co_i32 s7, ttmp9, -1
	s_branch .LBB2_5
.LBB2_4:                                ;   in Loop: Header=BB2_5 Depth=1
	s_mov_b32 s7, s10
	s_mov_b32 s6, s9
	s_and_b32 vcc_lo, exec_lo, s8
	s_cbranch_vccnz .LBB2_11
.LBB2_5:                                ; =>This Inner Loop Header: Depth=1
	s_cmp_lt_i32 s7, 0
	s_cbranch_scc1 .LBB2_8
; %bb.6:                                ;   in Loop: Header=BB2_5 Depth=1
	s_wait_xcnt 0x0
	v_mov_b32_e32 v0, s7
	global_load_b32 v0, v0, s[4:5] scale_offset scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	global_inv scope:SCOPE_DEV
	v_readfirstlane_b32 s8, v0
	s_and_b32 s10, s8, 3
	s_cbranch_scc0 .LBB2_9
; %bb.7:                                ;   in Loop: Header=BB2_5 Depth=1
	s_lshr_b32 s8, s8, 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_co_i32 s9, s8, s6
	s_cmp_eq_u32 s10, 2
	s_cselect_b32 s8, -1, 0
	s_cmp_lg_u32 s10, 2
	s_sub_co_ci_u32 s10, s7, 0
	s_cbranch_execnz .LBB2_4
	s_branch .LBB2_10
.LBB2_8:                                ;   in Loop: Header=BB2_5 Depth=1
                                        ; implicit-def: $sgpr7
	s_cbranch_execz .LBB2_5
	s_branch .LBB2_11
.LBB2_9:                                ;   in Loop: Header=BB2_5 Depth=1
                                        ; implicit-def: $sgpr9
                                        ; implicit-def: $sgpr8
                                        ; implicit-def: $sgpr10
.LBB2_10:                               ;   in Loop: Header=BB2_5 Depth=1
	s_mov_b32 s8, 0
	s_mov_b32 s10, s7
	s_mov_b32 s9, s6
	s_sleep 1
	s_branch .LBB2_4
.LBB2_11:
	s_wait_xcnt 0x0
	s_and_saveexec_b32 s7, s2
	s_cbranch_execz .LBB2_13
; %bb.12:
	s_add_co_i32 s2, s6, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b32 s2, s2, 2
	s_or_b32 s2, s2, 2
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v0, ttmp9 :: v_dual_mov_b32 v4, s2
	global_wb scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	global_store_b32 v0, v4, s[4:5] scale_offset scope:SCOPE_DEV
.LBB2_13:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s7
.LBB2_14:
	s_load_b64 s[0:1], s[0:1], 0x8
	v_add_nc_u32_e32 v4, s6, v1
	s_wait_kmcnt 0x0
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[0:1]
	global_store_b32 v[0:1], v4, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel scan_lookback
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
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 11
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
.Lfunc_end2:
	.size	scan_lookback, .Lfunc_end2-scan_lookback
                                        ; -- End function
	.set scan_lookback.num_vgpr, 5
	.set scan_lookback.num_agpr, 0
	.set scan_lookback.numbered_sgpr, 11
	.set scan_lookback.num_named_barrier, 0
	.set scan_lookback.private_seg_size, 0
	.set scan_lookback.uses_vcc, 1
	.set scan_lookback.uses_flat_scratch, 0
	.set scan_lookback.has_dyn_sized_stack, 0
	.set scan_lookback.has_recursion, 0
	.set scan_lookback.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 508
; TotalNumSgprs: 13
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 13
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
	.protected	__clang_ocl_kern_imp_scan_lookback ; -- Begin function __clang_ocl_kern_imp_scan_lookback
	.globl	__clang_ocl_kern_imp_scan_lookback
	.p2align	2
	.type	__clang_ocl_kern_imp_scan_lookback,@function
__clang_ocl_kern_imp_scan_lookback:     ; @__clang_ocl_kern_imp_scan_lookback
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v9, 0x3ff, v31
	v_mov_b32_e32 v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshl_or_b32 v6, ttmp9, 5, v9
	v_cmp_lt_u32_e32 vcc_lo, 15, v9
	v_lshl_add_u64 v[0:1], v[6:7], 2, v[0:1]
	global_load_b32 v0, v[0:1], off
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_add_nc_u32_dpp v0, v0, v0 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_dpp v0, v0, v0 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_nc_u32_dpp v0, v0, v0 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_dpp v0, v0, v0 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_readlane_b32 s0, v0, 15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v1, 0, s0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v9
	v_add_nc_u32_e32 v8, v1, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_readlane_b32 s1, v8, 31
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB3_2
; %bb.1:
	s_lshl_b32 s4, s1, 2
	s_cmp_eq_u32 ttmp9, 0
	s_mov_b32 s2, ttmp9
	s_cselect_b32 s5, 2, 1
	s_mov_b32 s3, 0
	s_or_b32 s4, s4, s5
	v_lshl_add_u64 v[0:1], s[2:3], 2, v[4:5]
	v_mov_b32_e32 v9, s4
	global_wb scope:SCOPE_DEV
	s_wait_storecnt 0x0
	global_store_b32 v[0:1], v9, off scope:SCOPE_DEV
.LBB3_2:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	s_cmp_eq_u32 ttmp9, 0
	s_mov_b32 s2, 0
	s_cbranch_scc1 .LBB3_14
; %bb.3:
	s_add_co_i32 s0, ttmp9, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v0, s0
                                        ; implicit-def: $sgpr3
	v_mov_b32_e32 v9, v1
	s_branch .LBB3_6
.LBB3_4:                                ;   in Loop: Header=BB3_6 Depth=1
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_and_not1_b32 s0, s3, exec_lo
	s_and_b32 s3, s5, exec_lo
	s_or_b32 s3, s0, s3
.LBB3_5:                                ;   in Loop: Header=BB3_6 Depth=1
	s_or_b32 exec_lo, exec_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s0, exec_lo, s3
	s_or_b32 s2, s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execz .LBB3_11
.LBB3_6:                                ; =>This Inner Loop Header: Depth=1
	s_or_b32 s3, s3, exec_lo
	s_mov_b32 s4, exec_lo
	v_cmpx_lt_i32_e32 -1, v0
	s_cbranch_execz .LBB3_5
; %bb.7:                                ;   in Loop: Header=BB3_6 Depth=1
	v_lshl_add_u64 v[10:11], v[0:1], 2, v[4:5]
	s_mov_b32 s6, exec_lo
                                        ; implicit-def: $sgpr5
	global_load_b32 v11, v[10:11], off scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	global_inv scope:SCOPE_DEV
	s_wait_xcnt 0x0
	v_and_b32_e32 v10, 3, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_ne_u32_e32 0, v10
	s_xor_b32 s6, exec_lo, s6
; %bb.8:                                ;   in Loop: Header=BB3_6 Depth=1
	v_lshrrev_b32_e32 v11, 2, v11
	v_cmp_ne_u32_e64 s0, 2, v10
	v_cmp_eq_u32_e64 s5, 2, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v9, v11, v9
	v_subrev_co_ci_u32_e64 v0, null, 0, v0, s0
; %bb.9:                                ;   in Loop: Header=BB3_6 Depth=1
	s_and_not1_saveexec_b32 s0, s6
	s_cbranch_execz .LBB3_4
; %bb.10:                               ;   in Loop: Header=BB3_6 Depth=1
	s_and_not1_b32 s5, s5, exec_lo
	s_sleep 1
	s_branch .LBB3_4
.LBB3_11:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB3_13
; %bb.12:
	v_add_nc_u32_e32 v10, s1, v9
	s_mov_b32 s2, ttmp9
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u64 v[0:1], s[2:3], 2, v[4:5]
	v_lshl_or_b32 v4, v10, 2, 2
	global_wb scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	global_store_b32 v[0:1], v4, off scope:SCOPE_DEV
.LBB3_13:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	s_branch .LBB3_15
.LBB3_14:
	v_mov_b32_e32 v9, 0
.LBB3_15:
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v4, v9, v8
	v_lshl_add_u64 v[0:1], v[6:7], 2, v[2:3]
	global_store_b32 v[0:1], v4, off
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_scan_lookback, .Lfunc_end3-__clang_ocl_kern_imp_scan_lookback
                                        ; -- End function
	.set __clang_ocl_kern_imp_scan_lookback.num_vgpr, 32
	.set __clang_ocl_kern_imp_scan_lookback.num_agpr, 0
	.set __clang_ocl_kern_imp_scan_lookback.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_scan_lookback.num_named_barrier, 0
	.set __clang_ocl_kern_imp_scan_lookback.private_seg_size, 0
	.set __clang_ocl_kern_imp_scan_lookback.uses_vcc, 1
	.set __clang_ocl_kern_imp_scan_lookback.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_scan_lookback.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_scan_lookback.has_recursion, 0
	.set __clang_ocl_kern_imp_scan_lookback.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 564
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
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 32
    .name:           scan_wave_permlane
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 32
      - 1
      - 1
    .sgpr_count:     6
    .sgpr_spill_count: 0
    .symbol:         scan_wave_permlane.kd
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
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'atomic_uint*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 32
    .name:           scan_lookback
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 32
      - 1
      - 1
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         scan_lookback.kd
    .uses_dynamic_stack: false
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
