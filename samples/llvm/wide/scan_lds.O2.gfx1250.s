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
	s_load_b64 s[2:3], s[0:1], 0x0
	s_load_b32 s4, s[0:1], 0x10
	v_lshl_or_b32 v2, ttmp9, 7, v0
	s_wait_kmcnt 0x0
	global_load_b32 v3, v2, s[2:3] scale_offset
	v_lshl_add_u32 v1, v0, 2, s4
	s_wait_xcnt 0x0
	s_mov_b32 s2, exec_lo
	s_wait_loadcnt 0x0
	ds_store_b32 v1, v3
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v1
	v_cmpx_ne_u32_e32 0, v0
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_add_nc_u32_e32 v4, -4, v1
	ds_load_b32 v4, v4
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v3, v4, v3
.LBB0_2:
	s_or_b32 exec_lo, exec_lo, s2
	s_wait_dscnt 0x0
	ds_store_b32 v1, v3 offset:512
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s2, exec_lo
	s_barrier_wait -1
	ds_load_b32 v3, v1 offset:512
	v_cmpx_lt_u32_e32 1, v0
	s_cbranch_execz .LBB0_4
; %bb.3:
	ds_load_b32 v4, v1 offset:504
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v3, v4, v3
.LBB0_4:
	s_or_b32 exec_lo, exec_lo, s2
	s_wait_dscnt 0x0
	ds_store_b32 v1, v3
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s2, exec_lo
	s_barrier_wait -1
	ds_load_b32 v3, v1
	v_cmpx_lt_u32_e32 3, v0
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_add_nc_u32_e32 v4, -16, v1
	ds_load_b32 v4, v4
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v3, v4, v3
.LBB0_6:
	s_or_b32 exec_lo, exec_lo, s2
	s_wait_dscnt 0x0
	ds_store_b32 v1, v3 offset:512
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s2, exec_lo
	s_barrier_wait -1
	ds_load_b32 v3, v1 offset:512
	v_cmpx_lt_u32_e32 7, v0
	s_cbranch_execz .LBB0_8
; %bb.7:
	ds_load_b32 v4, v1 offset:480
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v3, v4, v3
.LBB0_8:
	s_or_b32 exec_lo, exec_lo, s2
	s_wait_dscnt 0x0
	ds_store_b32 v1, v3
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s2, exec_lo
	s_barrier_wait -1
	ds_load_b32 v3, v1
	v_cmpx_lt_u32_e32 15, v0
	s_cbranch_execz .LBB0_10
; %bb.9:
	v_subrev_nc_u32_e32 v4, 64, v1
	ds_load_b32 v4, v4
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v3, v4, v3
.LBB0_10:
	s_or_b32 exec_lo, exec_lo, s2
	s_wait_dscnt 0x0
	ds_store_b32 v1, v3 offset:512
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_mov_b32_e32 v3, 0
	s_mov_b32 s2, exec_lo
	s_barrier_wait -1
	ds_load_b32 v4, v1 offset:512
	v_cmpx_lt_u32_e32 31, v0
	s_cbranch_execz .LBB0_12
; %bb.11:
	ds_load_b32 v5, v1 offset:384
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v4, v5, v4
.LBB0_12:
	s_or_b32 exec_lo, exec_lo, s2
	s_wait_dscnt 0x0
	ds_store_b32 v1, v4
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_load_b64 s[0:1], s[0:1], 0x8
	s_mov_b32 s2, exec_lo
	s_barrier_wait -1
	ds_load_b32 v4, v1
	v_cmpx_lt_u32_e32 63, v0
	s_cbranch_execz .LBB0_14
; %bb.13:
	v_add_nc_u32_e32 v0, 0xffffff00, v1
	ds_load_b32 v0, v0
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v4, v0, v4
.LBB0_14:
	s_or_b32 exec_lo, exec_lo, s2
	s_wait_dscnt 0x0
	ds_store_b32 v1, v4 offset:512
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v4, v1 offset:512
	s_wait_kmcnt 0x0
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[0:1]
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
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 5
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
.Lfunc_end0:
	.size	scan_hillis_steele, .Lfunc_end0-scan_hillis_steele
                                        ; -- End function
	.set scan_hillis_steele.num_vgpr, 6
	.set scan_hillis_steele.num_agpr, 0
	.set scan_hillis_steele.numbered_sgpr, 5
	.set scan_hillis_steele.num_named_barrier, 0
	.set scan_hillis_steele.private_seg_size, 0
	.set scan_hillis_steele.uses_vcc, 0
	.set scan_hillis_steele.uses_flat_scratch, 0
	.set scan_hillis_steele.has_dyn_sized_stack, 0
	.set scan_hillis_steele.has_recursion, 0
	.set scan_hillis_steele.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 608
; TotalNumSgprs: 5
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 5
; NumVGPRsForWavesPerEU: 6
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
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v6, ttmp9, 7, v5
	v_lshl_add_u64 v[0:1], v[6:7], 2, v[0:1]
	global_load_b32 v1, v[0:1], off
	s_wait_xcnt 0x0
	v_lshl_add_u32 v0, v5, 2, v4
	s_wait_loadcnt 0x0
	ds_store_b32 v0, v1
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v1, v0
	v_cmpx_ne_u32_e32 0, v5
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_add_nc_u32_e32 v4, -4, v0
	ds_load_b32 v4, v4
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v1, v4, v1
.LBB1_2:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	ds_store_b32 v0, v1 offset:512
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	ds_load_b32 v1, v0 offset:512
	v_cmpx_lt_u32_e32 1, v5
	s_cbranch_execz .LBB1_4
; %bb.3:
	ds_load_b32 v4, v0 offset:504
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v1, v4, v1
.LBB1_4:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	ds_store_b32 v0, v1
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	ds_load_b32 v1, v0
	v_cmpx_lt_u32_e32 3, v5
	s_cbranch_execz .LBB1_6
; %bb.5:
	v_add_nc_u32_e32 v4, -16, v0
	ds_load_b32 v4, v4
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v1, v4, v1
.LBB1_6:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	ds_store_b32 v0, v1 offset:512
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	ds_load_b32 v1, v0 offset:512
	v_cmpx_lt_u32_e32 7, v5
	s_cbranch_execz .LBB1_8
; %bb.7:
	ds_load_b32 v4, v0 offset:480
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v1, v4, v1
.LBB1_8:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	ds_store_b32 v0, v1
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	ds_load_b32 v1, v0
	v_cmpx_lt_u32_e32 15, v5
	s_cbranch_execz .LBB1_10
; %bb.9:
	v_subrev_nc_u32_e32 v4, 64, v0
	ds_load_b32 v4, v4
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v1, v4, v1
.LBB1_10:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	ds_store_b32 v0, v1 offset:512
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	ds_load_b32 v1, v0 offset:512
	v_cmpx_lt_u32_e32 31, v5
	s_cbranch_execz .LBB1_12
; %bb.11:
	ds_load_b32 v4, v0 offset:384
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v1, v4, v1
.LBB1_12:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	ds_store_b32 v0, v1
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	ds_load_b32 v1, v0
	v_cmpx_lt_u32_e32 63, v5
	s_cbranch_execz .LBB1_14
; %bb.13:
	v_add_nc_u32_e32 v4, 0xffffff00, v0
	ds_load_b32 v4, v4
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v1, v4, v1
.LBB1_14:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	ds_store_b32 v0, v1 offset:512
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v4, v0 offset:512
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
; codeLenInByte = 592
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
	s_clause 0x1
	s_load_b64 s[2:3], s[0:1], 0x0
	s_load_b32 s9, s[0:1], 0x18
	v_dual_mov_b32 v3, 0 :: v_dual_lshlrev_b32 v4, 1, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x80, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v2, ttmp9, 8, v4
	s_wait_kmcnt 0x0
	v_lshl_add_u64 v[6:7], v[2:3], 2, s[2:3]
	v_lshl_add_u32 v1, v0, 3, s9
	global_load_b64 v[6:7], v[6:7], off
	s_wait_loadcnt 0x0
	ds_store_2addr_b32 v1, v6, v7 offset1:1
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB2_2
; %bb.1:
	ds_load_2addr_b32 v[6:7], v1 offset1:1
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v5, v7, v6
	ds_store_b32 v1, v5 offset:4
.LBB2_2:
	s_or_b32 exec_lo, exec_lo, s2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_dual_add_nc_u32 v15, 2, v4 :: v_dual_bitop2_b32 v14, 1, v4 bitop3:0x54
	v_cmp_gt_u32_e64 s2, 64, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_lshlrev_b32 v5, 3, v14 :: v_dual_lshlrev_b32 v4, 3, v15
	s_barrier_wait -1
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB2_4
; %bb.3:
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v6, s9, v5, -4
	v_add3_u32 v7, s9, v4, -4
	ds_load_b32 v6, v6
	ds_load_b32 v8, v7
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v6, v8, v6
	ds_store_b32 v7, v6
.LBB2_4:
	s_or_b32 exec_lo, exec_lo, s3
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_cmp_gt_u32_e64 s3, 32, v0
	v_dual_lshlrev_b32 v7, 4, v14 :: v_dual_lshlrev_b32 v6, 4, v15
	s_barrier_wait -1
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB2_6
; %bb.5:
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v8, s9, v7, -4
	v_add3_u32 v9, s9, v6, -4
	ds_load_b32 v8, v8
	ds_load_b32 v10, v9
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v8, v10, v8
	ds_store_b32 v9, v8
.LBB2_6:
	s_or_b32 exec_lo, exec_lo, s4
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_cmp_gt_u32_e64 s4, 16, v0
	v_dual_lshlrev_b32 v9, 5, v14 :: v_dual_lshlrev_b32 v8, 5, v15
	s_barrier_wait -1
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB2_8
; %bb.7:
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v10, s9, v9, -4
	v_add3_u32 v11, s9, v8, -4
	ds_load_b32 v10, v10
	ds_load_b32 v12, v11
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v10, v12, v10
	ds_store_b32 v11, v10
.LBB2_8:
	s_or_b32 exec_lo, exec_lo, s5
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_cmp_gt_u32_e64 s5, 8, v0
	v_dual_lshlrev_b32 v11, 6, v14 :: v_dual_lshlrev_b32 v10, 6, v15
	s_barrier_wait -1
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB2_10
; %bb.9:
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v12, s9, v11, -4
	v_add3_u32 v13, s9, v10, -4
	ds_load_b32 v12, v12
	ds_load_b32 v16, v13
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v12, v16, v12
	ds_store_b32 v13, v12
.LBB2_10:
	s_or_b32 exec_lo, exec_lo, s6
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_cmp_gt_u32_e64 s6, 4, v0
	v_dual_lshlrev_b32 v13, 7, v14 :: v_dual_lshlrev_b32 v12, 7, v15
	s_barrier_wait -1
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB2_12
; %bb.11:
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v16, s9, v13, -4
	v_add3_u32 v17, s9, v12, -4
	ds_load_b32 v16, v16
	ds_load_b32 v18, v17
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v16, v18, v16
	ds_store_b32 v17, v16
.LBB2_12:
	s_or_b32 exec_lo, exec_lo, s7
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_cmp_gt_u32_e64 s7, 2, v0
	v_dual_lshlrev_b32 v16, 8, v14 :: v_dual_lshlrev_b32 v14, 8, v15
	s_barrier_wait -1
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB2_14
; %bb.13:
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v15, s9, v16, -4
	v_add3_u32 v17, s9, v14, -4
	ds_load_b32 v15, v15
	ds_load_b32 v18, v17
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v15, v18, v15
	ds_store_b32 v17, v15
.LBB2_14:
	s_or_b32 exec_lo, exec_lo, s8
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_cmp_eq_u32_e64 s8, 0, v0
	s_barrier_wait -1
	s_and_saveexec_b32 s10, s8
	s_cbranch_execz .LBB2_16
; %bb.15:
	v_mov_b32_e32 v0, s9
	ds_load_2addr_b32 v[18:19], v0 offset0:127 offset1:255
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v15, v19, v18
	ds_store_b32 v0, v15 offset:1020
.LBB2_16:
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s8
	s_cbranch_execz .LBB2_18
; %bb.17:
	v_dual_mov_b32 v0, ttmp9 :: v_dual_mov_b32 v15, s9
	s_load_b64 s[12:13], s[0:1], 0x10
	v_mov_b32_e32 v18, 0
	ds_load_b32 v17, v15 offset:1020
	ds_store_b32 v15, v18 offset:1020
	s_wait_dscnt 0x1
	s_wait_kmcnt 0x0
	global_store_b32 v0, v17, s[12:13] scale_offset
.LBB2_18:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s10
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_and_saveexec_b32 s10, s8
	s_cbranch_execz .LBB2_20
; %bb.19:
	v_mov_b32_e32 v0, s9
	ds_load_2addr_b32 v[18:19], v0 offset0:127 offset1:255
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v15, v19, v18
	ds_store_2addr_b32 v0, v19, v15 offset0:127 offset1:255
.LBB2_20:
	s_or_b32 exec_lo, exec_lo, s10
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB2_22
; %bb.21:
	v_add3_u32 v0, s9, v16, -4
	v_add3_u32 v14, s9, v14, -4
	ds_load_b32 v15, v0
	ds_load_b32 v16, v14
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v15, v16, v15
	ds_store_b32 v0, v16
	ds_store_b32 v14, v15
.LBB2_22:
	s_or_b32 exec_lo, exec_lo, s8
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB2_24
; %bb.23:
	v_add3_u32 v0, s9, v13, -4
	v_add3_u32 v12, s9, v12, -4
	ds_load_b32 v13, v0
	ds_load_b32 v14, v12
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v13, v14, v13
	ds_store_b32 v0, v14
	ds_store_b32 v12, v13
.LBB2_24:
	s_or_b32 exec_lo, exec_lo, s7
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB2_26
; %bb.25:
	v_add3_u32 v0, s9, v11, -4
	v_add3_u32 v10, s9, v10, -4
	ds_load_b32 v11, v0
	ds_load_b32 v12, v10
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v11, v12, v11
	ds_store_b32 v0, v12
	ds_store_b32 v10, v11
.LBB2_26:
	s_or_b32 exec_lo, exec_lo, s6
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB2_28
; %bb.27:
	v_add3_u32 v0, s9, v9, -4
	v_add3_u32 v8, s9, v8, -4
	ds_load_b32 v9, v0
	ds_load_b32 v10, v8
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v9, v10, v9
	ds_store_b32 v0, v10
	ds_store_b32 v8, v9
.LBB2_28:
	s_or_b32 exec_lo, exec_lo, s5
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB2_30
; %bb.29:
	v_add3_u32 v0, s9, v7, -4
	v_add3_u32 v6, s9, v6, -4
	ds_load_b32 v7, v0
	ds_load_b32 v8, v6
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v7, v8, v7
	ds_store_b32 v0, v8
	ds_store_b32 v6, v7
.LBB2_30:
	s_or_b32 exec_lo, exec_lo, s4
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB2_32
; %bb.31:
	v_add3_u32 v0, s9, v5, -4
	v_add3_u32 v4, s9, v4, -4
	ds_load_b32 v5, v0
	ds_load_b32 v6, v4
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v5, v6, v5
	ds_store_b32 v0, v6
	ds_store_b32 v4, v5
.LBB2_32:
	s_or_b32 exec_lo, exec_lo, s3
	s_load_b64 s[0:1], s[0:1], 0x8
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB2_34
; %bb.33:
	ds_load_2addr_b32 v[4:5], v1 offset1:1
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v0, v5, v4
	ds_store_2addr_b32 v1, v5, v0 offset1:1
.LBB2_34:
	s_or_b32 exec_lo, exec_lo, s2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_wait_kmcnt 0x0
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[0:1]
	s_barrier_wait -1
	ds_load_2addr_b32 v[0:1], v1 offset1:1
	s_wait_dscnt 0x0
	global_store_b64 v[2:3], v[0:1], off
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
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 14
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 12
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
	.set scan_blelloch.num_vgpr, 20
	.set scan_blelloch.num_agpr, 0
	.set scan_blelloch.numbered_sgpr, 14
	.set scan_blelloch.num_named_barrier, 0
	.set scan_blelloch.private_seg_size, 0
	.set scan_blelloch.uses_vcc, 1
	.set scan_blelloch.uses_flat_scratch, 0
	.set scan_blelloch.has_dyn_sized_stack, 0
	.set scan_blelloch.has_recursion, 0
	.set scan_blelloch.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1512
; TotalNumSgprs: 16
; NumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 20
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
	v_and_b32_e32 v14, 0x3ff, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mov_b32 v9, 0 :: v_dual_lshlrev_b32 v7, 1, v14
	v_cmp_gt_u32_e32 vcc_lo, 0x80, v14
	v_lshl_or_b32 v8, ttmp9, 8, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[0:1], v[8:9], 2, v[0:1]
	global_load_b64 v[10:11], v[0:1], off
	s_wait_xcnt 0x0
	v_lshl_add_u32 v0, v14, 3, v6
	s_wait_loadcnt 0x0
	ds_store_2addr_b32 v0, v10, v11 offset1:1
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB3_2
; %bb.1:
	ds_load_2addr_b32 v[10:11], v0 offset1:1
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v1, v11, v10
	ds_store_b32 v0, v1 offset:4
.LBB3_2:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_dual_add_nc_u32 v20, 2, v7 :: v_dual_bitop2_b32 v19, 1, v7 bitop3:0x54
	v_cmp_gt_u32_e64 s0, 64, v14
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_lshlrev_b32 v7, 3, v19 :: v_dual_lshlrev_b32 v1, 3, v20
	s_barrier_wait -1
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB3_4
; %bb.3:
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v10, v6, v7, -4
	v_add3_u32 v11, v6, v1, -4
	ds_load_b32 v10, v10
	ds_load_b32 v12, v11
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v10, v12, v10
	ds_store_b32 v11, v10
.LBB3_4:
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_cmp_gt_u32_e64 s1, 32, v14
	v_dual_lshlrev_b32 v11, 4, v19 :: v_dual_lshlrev_b32 v10, 4, v20
	s_barrier_wait -1
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB3_6
; %bb.5:
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v12, v6, v11, -4
	v_add3_u32 v13, v6, v10, -4
	ds_load_b32 v12, v12
	ds_load_b32 v15, v13
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v12, v15, v12
	ds_store_b32 v13, v12
.LBB3_6:
	s_or_b32 exec_lo, exec_lo, s2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_cmp_gt_u32_e64 s2, 16, v14
	v_dual_lshlrev_b32 v13, 5, v19 :: v_dual_lshlrev_b32 v12, 5, v20
	s_barrier_wait -1
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB3_8
; %bb.7:
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v15, v6, v13, -4
	v_add3_u32 v16, v6, v12, -4
	ds_load_b32 v15, v15
	ds_load_b32 v17, v16
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v15, v17, v15
	ds_store_b32 v16, v15
.LBB3_8:
	s_or_b32 exec_lo, exec_lo, s3
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_cmp_gt_u32_e64 s3, 8, v14
	v_dual_lshlrev_b32 v16, 6, v19 :: v_dual_lshlrev_b32 v15, 6, v20
	s_barrier_wait -1
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB3_10
; %bb.9:
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v17, v6, v16, -4
	v_add3_u32 v18, v6, v15, -4
	ds_load_b32 v17, v17
	ds_load_b32 v21, v18
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v17, v21, v17
	ds_store_b32 v18, v17
.LBB3_10:
	s_or_b32 exec_lo, exec_lo, s4
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_cmp_gt_u32_e64 s4, 4, v14
	v_dual_lshlrev_b32 v18, 7, v19 :: v_dual_lshlrev_b32 v17, 7, v20
	s_barrier_wait -1
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB3_12
; %bb.11:
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v21, v6, v18, -4
	v_add3_u32 v22, v6, v17, -4
	ds_load_b32 v21, v21
	ds_load_b32 v23, v22
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v21, v23, v21
	ds_store_b32 v22, v21
.LBB3_12:
	s_or_b32 exec_lo, exec_lo, s5
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_cmp_gt_u32_e64 s5, 2, v14
	v_dual_lshlrev_b32 v21, 8, v19 :: v_dual_lshlrev_b32 v19, 8, v20
	s_barrier_wait -1
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB3_14
; %bb.13:
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v20, v6, v21, -4
	v_add3_u32 v22, v6, v19, -4
	ds_load_b32 v20, v20
	ds_load_b32 v23, v22
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v20, v23, v20
	ds_store_b32 v22, v20
.LBB3_14:
	s_or_b32 exec_lo, exec_lo, s6
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_cmp_eq_u32_e64 s6, 0, v14
	s_barrier_wait -1
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB3_16
; %bb.15:
	ds_load_2addr_b32 v[22:23], v6 offset0:127 offset1:255
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v14, v23, v22
	ds_store_b32 v6, v14 offset:1020
.LBB3_16:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB3_18
; %bb.17:
	ds_load_b32 v14, v6 offset:1020
	s_mov_b32 s8, ttmp9
	s_mov_b32 s9, 0
	v_mov_b32_e32 v20, 0
	v_lshl_add_u64 v[4:5], s[8:9], 2, v[4:5]
	ds_store_b32 v6, v20 offset:1020
	s_wait_dscnt 0x1
	global_store_b32 v[4:5], v14, off
.LBB3_18:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s7
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB3_20
; %bb.19:
	ds_load_2addr_b32 v[4:5], v6 offset0:127 offset1:255
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v4, v5, v4
	ds_store_2addr_b32 v6, v5, v4 offset0:127 offset1:255
.LBB3_20:
	s_or_b32 exec_lo, exec_lo, s7
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB3_22
; %bb.21:
	v_add3_u32 v4, v6, v21, -4
	v_add3_u32 v5, v6, v19, -4
	ds_load_b32 v14, v4
	ds_load_b32 v19, v5
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v14, v19, v14
	ds_store_b32 v4, v19
	ds_store_b32 v5, v14
.LBB3_22:
	s_or_b32 exec_lo, exec_lo, s6
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB3_24
; %bb.23:
	v_add3_u32 v4, v6, v18, -4
	v_add3_u32 v5, v6, v17, -4
	ds_load_b32 v14, v4
	ds_load_b32 v17, v5
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v14, v17, v14
	ds_store_b32 v4, v17
	ds_store_b32 v5, v14
.LBB3_24:
	s_or_b32 exec_lo, exec_lo, s5
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB3_26
; %bb.25:
	v_add3_u32 v4, v6, v16, -4
	v_add3_u32 v5, v6, v15, -4
	ds_load_b32 v14, v4
	ds_load_b32 v15, v5
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v14, v15, v14
	ds_store_b32 v4, v15
	ds_store_b32 v5, v14
.LBB3_26:
	s_or_b32 exec_lo, exec_lo, s4
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB3_28
; %bb.27:
	v_add3_u32 v4, v6, v13, -4
	v_add3_u32 v5, v6, v12, -4
	ds_load_b32 v12, v4
	ds_load_b32 v13, v5
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v12, v13, v12
	ds_store_b32 v4, v13
	ds_store_b32 v5, v12
.LBB3_28:
	s_or_b32 exec_lo, exec_lo, s3
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB3_30
; %bb.29:
	v_add3_u32 v4, v6, v11, -4
	v_add3_u32 v5, v6, v10, -4
	ds_load_b32 v10, v4
	ds_load_b32 v11, v5
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v10, v11, v10
	ds_store_b32 v4, v11
	ds_store_b32 v5, v10
.LBB3_30:
	s_or_b32 exec_lo, exec_lo, s2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB3_32
; %bb.31:
	v_add3_u32 v4, v6, v7, -4
	v_add3_u32 v1, v6, v1, -4
	ds_load_b32 v5, v4
	ds_load_b32 v6, v1
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v5, v6, v5
	ds_store_b32 v4, v6
	ds_store_b32 v1, v5
.LBB3_32:
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB3_34
; %bb.33:
	ds_load_2addr_b32 v[4:5], v0 offset1:1
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v1, v5, v4
	ds_store_2addr_b32 v0, v5, v1 offset1:1
.LBB3_34:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_lshl_add_u64 v[2:3], v[8:9], 2, v[2:3]
	s_barrier_wait -1
	ds_load_2addr_b32 v[0:1], v0 offset1:1
	s_wait_dscnt 0x0
	global_store_b64 v[2:3], v[0:1], off
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_scan_blelloch, .Lfunc_end3-__clang_ocl_kern_imp_scan_blelloch
                                        ; -- End function
	.set __clang_ocl_kern_imp_scan_blelloch.num_vgpr, 32
	.set __clang_ocl_kern_imp_scan_blelloch.num_agpr, 0
	.set __clang_ocl_kern_imp_scan_blelloch.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_scan_blelloch.num_named_barrier, 0
	.set __clang_ocl_kern_imp_scan_blelloch.private_seg_size, 0
	.set __clang_ocl_kern_imp_scan_blelloch.uses_vcc, 1
	.set __clang_ocl_kern_imp_scan_blelloch.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_scan_blelloch.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_scan_blelloch.has_recursion, 0
	.set __clang_ocl_kern_imp_scan_blelloch.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1484
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
    .sgpr_count:     5
    .sgpr_spill_count: 0
    .symbol:         scan_hillis_steele.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
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
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         scan_blelloch.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
