	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	reduce_sum_f32          ; -- Begin function reduce_sum_f32
	.globl	reduce_sum_f32
	.p2align	8
	.type	reduce_sum_f32,@function
reduce_sum_f32:                         ; @reduce_sum_f32
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b128 s[4:7], s[0:1], 0x8
	v_lshl_or_b32 v1, ttmp9, 8, v0
	v_mov_b32_e32 v2, 0
	s_mov_b32 s2, exec_lo
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_2)
	v_cmpx_gt_u32_e64 s7, v1
	s_cbranch_execz .LBB0_4
; %bb.1:
	s_load_b64 s[0:1], s[0:1], 0x0
	v_mov_b32_e32 v2, 0
	s_mov_b32 s3, 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	s_wait_kmcnt 0x0
	global_load_b32 v3, v1, s[0:1] scale_offset
	s_wait_loadcnt 0x0
	v_dual_add_f32 v2, v2, v3 :: v_dual_add_nc_u32 v1, 0x4000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_le_u32_e32 vcc_lo, s7, v1
	s_or_b32 s3, vcc_lo, s3
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB0_2
; %bb.3:
	s_or_b32 exec_lo, exec_lo, s3
.LBB0_4:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s2
	v_lshl_add_u32 v1, v0, 2, s6
	s_mov_b32 s0, exec_lo
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	v_cmpx_gt_u32_e32 0x80, v0
	s_cbranch_execz .LBB0_6
; %bb.5:
	ds_load_2addr_stride64_b32 v[2:3], v1 offset1:2
	s_wait_dscnt 0x0
	v_add_f32_e32 v2, v3, v2
	ds_store_b32 v1, v2
.LBB0_6:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	v_cmpx_gt_u32_e32 64, v0
	s_cbranch_execz .LBB0_8
; %bb.7:
	ds_load_2addr_stride64_b32 v[2:3], v1 offset1:1
	s_wait_dscnt 0x0
	v_add_f32_e32 v2, v3, v2
	ds_store_b32 v1, v2
.LBB0_8:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	v_cmpx_gt_u32_e32 32, v0
	s_cbranch_execz .LBB0_10
; %bb.9:
	ds_load_2addr_b32 v[2:3], v1 offset1:32
	s_wait_dscnt 0x0
	v_add_f32_e32 v2, v3, v2
	ds_store_b32 v1, v2
.LBB0_10:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	v_cmpx_gt_u32_e32 16, v0
	s_cbranch_execz .LBB0_12
; %bb.11:
	ds_load_2addr_b32 v[2:3], v1 offset1:16
	s_wait_dscnt 0x0
	v_add_f32_e32 v2, v3, v2
	ds_store_b32 v1, v2
.LBB0_12:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	v_cmpx_gt_u32_e32 8, v0
	s_cbranch_execz .LBB0_14
; %bb.13:
	ds_load_2addr_b32 v[2:3], v1 offset1:8
	s_wait_dscnt 0x0
	v_add_f32_e32 v2, v3, v2
	ds_store_b32 v1, v2
.LBB0_14:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	v_cmpx_gt_u32_e32 4, v0
	s_cbranch_execz .LBB0_16
; %bb.15:
	ds_load_2addr_b32 v[2:3], v1 offset1:4
	s_wait_dscnt 0x0
	v_add_f32_e32 v2, v3, v2
	ds_store_b32 v1, v2
.LBB0_16:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	v_cmpx_gt_u32_e32 2, v0
	s_cbranch_execz .LBB0_18
; %bb.17:
	ds_load_2addr_b32 v[2:3], v1 offset1:2
	s_wait_dscnt 0x0
	v_add_f32_e32 v2, v3, v2
	ds_store_b32 v1, v2
.LBB0_18:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
	s_barrier_wait -1
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_20
; %bb.19:
	ds_load_2addr_b32 v[2:3], v1 offset1:1
	s_wait_dscnt 0x0
	v_add_f32_e32 v0, v3, v2
	ds_store_b32 v1, v0
.LBB0_20:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_22
; %bb.21:
	v_dual_mov_b32 v0, ttmp9 :: v_dual_mov_b32 v1, s6
	ds_load_b32 v1, v1
	s_wait_dscnt 0x0
	global_store_b32 v0, v1, s[4:5] scale_offset
.LBB0_22:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel reduce_sum_f32
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
		.amdhsa_next_free_vgpr 4
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
	.size	reduce_sum_f32, .Lfunc_end0-reduce_sum_f32
                                        ; -- End function
	.set reduce_sum_f32.num_vgpr, 4
	.set reduce_sum_f32.num_agpr, 0
	.set reduce_sum_f32.numbered_sgpr, 8
	.set reduce_sum_f32.num_named_barrier, 0
	.set reduce_sum_f32.private_seg_size, 0
	.set reduce_sum_f32.uses_vcc, 1
	.set reduce_sum_f32.uses_flat_scratch, 0
	.set reduce_sum_f32.has_dyn_sized_stack, 0
	.set reduce_sum_f32.has_recursion, 0
	.set reduce_sum_f32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 624
; TotalNumSgprs: 10
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 10
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
	.protected	__clang_ocl_kern_imp_reduce_sum_f32 ; -- Begin function __clang_ocl_kern_imp_reduce_sum_f32
	.globl	__clang_ocl_kern_imp_reduce_sum_f32
	.p2align	2
	.type	__clang_ocl_kern_imp_reduce_sum_f32,@function
__clang_ocl_kern_imp_reduce_sum_f32:    ; @__clang_ocl_kern_imp_reduce_sum_f32
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v8, 0x3ff, v31
	v_mov_b32_e32 v9, 0
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v6, ttmp9, 8, v8
	v_cmpx_lt_u32_e64 v6, v5
	s_cbranch_execz .LBB1_4
; %bb.1:
	v_mov_b32_e32 v7, 0
	s_mov_b32 s1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v9, v7
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u64 v[10:11], v[6:7], 2, v[0:1]
	v_add_nc_u32_e32 v6, 0x4000, v6
	global_load_b32 v10, v[10:11], off
	v_cmp_ge_u32_e32 vcc_lo, v6, v5
	s_or_b32 s1, vcc_lo, s1
	s_wait_loadcnt 0x0
	v_add_f32_e32 v9, v9, v10
	s_wait_xcnt 0x0
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB1_2
; %bb.3:
	s_or_b32 exec_lo, exec_lo, s1
.LBB1_4:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s0
	v_lshl_add_u32 v0, v8, 2, v4
	s_mov_b32 s0, exec_lo
	ds_store_b32 v0, v9
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	v_cmpx_gt_u32_e32 0x80, v8
	s_cbranch_execz .LBB1_6
; %bb.5:
	ds_load_2addr_stride64_b32 v[6:7], v0 offset1:2
	s_wait_dscnt 0x0
	v_add_f32_e32 v1, v7, v6
	ds_store_b32 v0, v1
.LBB1_6:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	v_cmpx_gt_u32_e32 64, v8
	s_cbranch_execz .LBB1_8
; %bb.7:
	ds_load_2addr_stride64_b32 v[6:7], v0 offset1:1
	s_wait_dscnt 0x0
	v_add_f32_e32 v1, v7, v6
	ds_store_b32 v0, v1
.LBB1_8:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	v_cmpx_gt_u32_e32 32, v8
	s_cbranch_execz .LBB1_10
; %bb.9:
	ds_load_2addr_b32 v[6:7], v0 offset1:32
	s_wait_dscnt 0x0
	v_add_f32_e32 v1, v7, v6
	ds_store_b32 v0, v1
.LBB1_10:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	v_cmpx_gt_u32_e32 16, v8
	s_cbranch_execz .LBB1_12
; %bb.11:
	ds_load_2addr_b32 v[6:7], v0 offset1:16
	s_wait_dscnt 0x0
	v_add_f32_e32 v1, v7, v6
	ds_store_b32 v0, v1
.LBB1_12:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	v_cmpx_gt_u32_e32 8, v8
	s_cbranch_execz .LBB1_14
; %bb.13:
	ds_load_2addr_b32 v[6:7], v0 offset1:8
	s_wait_dscnt 0x0
	v_add_f32_e32 v1, v7, v6
	ds_store_b32 v0, v1
.LBB1_14:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	v_cmpx_gt_u32_e32 4, v8
	s_cbranch_execz .LBB1_16
; %bb.15:
	ds_load_2addr_b32 v[6:7], v0 offset1:4
	s_wait_dscnt 0x0
	v_add_f32_e32 v1, v7, v6
	ds_store_b32 v0, v1
.LBB1_16:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	v_cmpx_gt_u32_e32 2, v8
	s_cbranch_execz .LBB1_18
; %bb.17:
	ds_load_2addr_b32 v[6:7], v0 offset1:2
	s_wait_dscnt 0x0
	v_add_f32_e32 v1, v7, v6
	ds_store_b32 v0, v1
.LBB1_18:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_cmp_eq_u32_e32 vcc_lo, 0, v8
	s_barrier_wait -1
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB1_20
; %bb.19:
	ds_load_2addr_b32 v[6:7], v0 offset1:1
	s_wait_dscnt 0x0
	v_add_f32_e32 v1, v7, v6
	ds_store_b32 v0, v1
.LBB1_20:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB1_22
; %bb.21:
	ds_load_b32 v4, v4
	s_mov_b32 s2, ttmp9
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	v_lshl_add_u64 v[0:1], s[2:3], 2, v[2:3]
	s_wait_dscnt 0x0
	global_store_b32 v[0:1], v4, off
.LBB1_22:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_reduce_sum_f32, .Lfunc_end1-__clang_ocl_kern_imp_reduce_sum_f32
                                        ; -- End function
	.set __clang_ocl_kern_imp_reduce_sum_f32.num_vgpr, 32
	.set __clang_ocl_kern_imp_reduce_sum_f32.num_agpr, 0
	.set __clang_ocl_kern_imp_reduce_sum_f32.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_reduce_sum_f32.num_named_barrier, 0
	.set __clang_ocl_kern_imp_reduce_sum_f32.private_seg_size, 0
	.set __clang_ocl_kern_imp_reduce_sum_f32.uses_vcc, 1
	.set __clang_ocl_kern_imp_reduce_sum_f32.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_reduce_sum_f32.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_reduce_sum_f32.has_recursion, 0
	.set __clang_ocl_kern_imp_reduce_sum_f32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 644
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	reduce_max_i32          ; -- Begin function reduce_max_i32
	.globl	reduce_max_i32
	.p2align	8
	.type	reduce_max_i32,@function
reduce_max_i32:                         ; @reduce_max_i32
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b64 s[4:5], s[0:1], 0x0
	s_load_b32 s2, s[0:1], 0x10
	v_lshl_or_b32 v1, ttmp9, 8, v0
	s_mov_b32 s3, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v2, 0x40000, v1
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b32 v3, v1, s[4:5] scale_offset
	global_load_b32 v4, v2, s[4:5] scale_offset
	s_wait_xcnt 0x1
	v_lshl_add_u32 v1, v0, 2, s2
	s_wait_loadcnt 0x0
	v_max_i32_e32 v2, v3, v4
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	v_cmpx_gt_u32_e32 0x80, v0
	s_cbranch_execz .LBB2_2
; %bb.1:
	ds_load_b32 v2, v1
	ds_load_b32 v3, v1 offset:512
	s_wait_dscnt 0x0
	v_max_i32_e32 v2, v2, v3
	ds_store_b32 v1, v2
.LBB2_2:
	s_or_b32 exec_lo, exec_lo, s3
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s3, exec_lo
	s_barrier_wait -1
	v_cmpx_gt_u32_e32 64, v0
	s_cbranch_execz .LBB2_4
; %bb.3:
	ds_load_b32 v2, v1
	ds_load_b32 v3, v1 offset:256
	s_wait_dscnt 0x0
	v_max_i32_e32 v2, v2, v3
	ds_store_b32 v1, v2
.LBB2_4:
	s_or_b32 exec_lo, exec_lo, s3
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s3, exec_lo
	s_barrier_wait -1
	v_cmpx_gt_u32_e32 32, v0
	s_cbranch_execz .LBB2_6
; %bb.5:
	ds_load_b32 v2, v1
	ds_load_b32 v3, v1 offset:128
	s_wait_dscnt 0x0
	v_max_i32_e32 v2, v2, v3
	ds_store_b32 v1, v2
	ds_load_b32 v2, v1
	ds_load_b32 v3, v1 offset:64
	s_wait_dscnt 0x0
	v_max_i32_e32 v2, v2, v3
	ds_store_b32 v1, v2
	ds_load_b32 v2, v1
	ds_load_b32 v3, v1 offset:32
	s_wait_dscnt 0x0
	v_max_i32_e32 v2, v2, v3
	ds_store_b32 v1, v2
	ds_load_b32 v2, v1
	ds_load_b32 v3, v1 offset:16
	s_wait_dscnt 0x0
	v_max_i32_e32 v2, v2, v3
	ds_store_b32 v1, v2
	ds_load_b32 v2, v1
	ds_load_b32 v3, v1 offset:8
	s_wait_dscnt 0x0
	v_max_i32_e32 v2, v2, v3
	ds_store_b32 v1, v2
	ds_load_b32 v2, v1
	ds_load_b32 v3, v1 offset:4
	s_wait_dscnt 0x0
	v_max_i32_e32 v2, v2, v3
	ds_store_b32 v1, v2
.LBB2_6:
	s_or_b32 exec_lo, exec_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s3, exec_lo
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB2_9
; %bb.7:
	v_mov_b32_e32 v0, s2
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	ds_load_b32 v0, v0
	v_cmp_eq_u32_e32 vcc_lo, 0, v1
	s_and_b32 exec_lo, exec_lo, vcc_lo
	s_cbranch_execz .LBB2_9
; %bb.8:
	s_load_b64 s[0:1], s[0:1], 0x8
	v_mov_b32_e32 v1, 0
	s_wait_dscnt 0x0
	s_wait_kmcnt 0x0
	global_atomic_max_i32 v1, v0, s[0:1] scope:SCOPE_DEV
.LBB2_9:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel reduce_max_i32
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
		.amdhsa_next_free_sgpr 6
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
	.size	reduce_max_i32, .Lfunc_end2-reduce_max_i32
                                        ; -- End function
	.set reduce_max_i32.num_vgpr, 5
	.set reduce_max_i32.num_agpr, 0
	.set reduce_max_i32.numbered_sgpr, 6
	.set reduce_max_i32.num_named_barrier, 0
	.set reduce_max_i32.private_seg_size, 0
	.set reduce_max_i32.uses_vcc, 1
	.set reduce_max_i32.uses_flat_scratch, 0
	.set reduce_max_i32.has_dyn_sized_stack, 0
	.set reduce_max_i32.has_recursion, 0
	.set reduce_max_i32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 536
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
	.protected	__clang_ocl_kern_imp_reduce_max_i32 ; -- Begin function __clang_ocl_kern_imp_reduce_max_i32
	.globl	__clang_ocl_kern_imp_reduce_max_i32
	.p2align	2
	.type	__clang_ocl_kern_imp_reduce_max_i32,@function
__clang_ocl_kern_imp_reduce_max_i32:    ; @__clang_ocl_kern_imp_reduce_max_i32
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v5, 0x3ff, v31
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v6, ttmp9, 8, v5
	v_mov_b32_e32 v7, 0
	v_lshl_add_u64 v[8:9], v[6:7], 2, v[0:1]
	v_add_nc_u32_e32 v6, 0x40000, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[0:1], v[6:7], 2, v[0:1]
	s_clause 0x1
	global_load_b32 v6, v[8:9], off
	global_load_b32 v7, v[0:1], off
	s_wait_xcnt 0x0
	v_lshl_add_u32 v0, v5, 2, v4
	s_wait_loadcnt 0x0
	v_max_i32_e32 v1, v6, v7
	ds_store_b32 v0, v1
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	v_cmpx_gt_u32_e32 0x80, v5
	s_cbranch_execz .LBB3_2
; %bb.1:
	ds_load_b32 v1, v0
	ds_load_b32 v6, v0 offset:512
	s_wait_dscnt 0x0
	v_max_i32_e32 v1, v1, v6
	ds_store_b32 v0, v1
.LBB3_2:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	v_cmpx_gt_u32_e32 64, v5
	s_cbranch_execz .LBB3_4
; %bb.3:
	ds_load_b32 v1, v0
	ds_load_b32 v6, v0 offset:256
	s_wait_dscnt 0x0
	v_max_i32_e32 v1, v1, v6
	ds_store_b32 v0, v1
.LBB3_4:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	v_cmpx_gt_u32_e32 32, v5
	s_cbranch_execz .LBB3_6
; %bb.5:
	ds_load_b32 v1, v0
	ds_load_b32 v6, v0 offset:128
	s_wait_dscnt 0x0
	v_max_i32_e32 v1, v1, v6
	ds_store_b32 v0, v1
	ds_load_b32 v1, v0
	ds_load_b32 v6, v0 offset:64
	s_wait_dscnt 0x0
	v_max_i32_e32 v1, v1, v6
	ds_store_b32 v0, v1
	ds_load_b32 v1, v0
	ds_load_b32 v6, v0 offset:32
	s_wait_dscnt 0x0
	v_max_i32_e32 v1, v1, v6
	ds_store_b32 v0, v1
	ds_load_b32 v1, v0
	ds_load_b32 v6, v0 offset:16
	s_wait_dscnt 0x0
	v_max_i32_e32 v1, v1, v6
	ds_store_b32 v0, v1
	ds_load_b32 v1, v0
	ds_load_b32 v6, v0 offset:8
	s_wait_dscnt 0x0
	v_max_i32_e32 v1, v1, v6
	ds_store_b32 v0, v1
	ds_load_b32 v1, v0
	ds_load_b32 v6, v0 offset:4
	s_wait_dscnt 0x0
	v_max_i32_e32 v1, v1, v6
	ds_store_b32 v0, v1
.LBB3_6:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_cmpx_eq_u32_e32 0, v5
	s_cbranch_execz .LBB3_8
; %bb.7:
	ds_load_b32 v0, v4
	s_wait_dscnt 0x0
	global_atomic_max_i32 v[2:3], v0, off scope:SCOPE_DEV
.LBB3_8:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_reduce_max_i32, .Lfunc_end3-__clang_ocl_kern_imp_reduce_max_i32
                                        ; -- End function
	.set __clang_ocl_kern_imp_reduce_max_i32.num_vgpr, 32
	.set __clang_ocl_kern_imp_reduce_max_i32.num_agpr, 0
	.set __clang_ocl_kern_imp_reduce_max_i32.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_reduce_max_i32.num_named_barrier, 0
	.set __clang_ocl_kern_imp_reduce_max_i32.private_seg_size, 0
	.set __clang_ocl_kern_imp_reduce_max_i32.uses_vcc, 0
	.set __clang_ocl_kern_imp_reduce_max_i32.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_reduce_max_i32.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_reduce_max_i32.has_recursion, 0
	.set __clang_ocl_kern_imp_reduce_max_i32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 516
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
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         16
        .pointee_align:  4
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         20
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           reduce_sum_f32
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         reduce_sum_f32.kd
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
      - .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'atomic_int*'
        .value_kind:     global_buffer
      - .address_space:  local
        .is_volatile:    true
        .offset:         16
        .pointee_align:  4
        .size:           4
        .type_name:      'int*'
        .value_kind:     dynamic_shared_pointer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           reduce_max_i32
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         reduce_max_i32.kd
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
