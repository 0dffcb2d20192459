	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	stencil7_lds            ; -- Begin function stencil7_lds
	.globl	stencil7_lds
	.p2align	8
	.type	stencil7_lds,@function
stencil7_lds:                           ; @stencil7_lds
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b64 s[2:3], s[0:1], 0x0
	s_load_b32 s4, s[0:1], 0x18
	v_lshl_or_b32 v2, ttmp9, 7, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_ashrrev_i32_e32 v3, 31, v2
	s_wait_kmcnt 0x0
	global_load_b32 v4, v2, s[2:3] scale_offset
	v_lshl_add_u32 v1, v0, 2, s4
	s_mov_b32 s4, exec_lo
	s_wait_loadcnt 0x0
	ds_store_b32 v1, v4 offset:12
	v_cmpx_gt_u32_e32 3, v0
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_b32 s5, s[0:1], 0x1c
	v_add_nc_u32_e32 v0, 0x80, v2
	v_max_i32_e32 v4, 3, v2
	s_wait_kmcnt 0x0
	s_add_co_i32 s5, s5, -1
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_min_i32_e32 v0, s5, v0
	s_clause 0x1
	global_load_b32 v4, v4, s[2:3] offset:-12 scale_offset
	global_load_b32 v0, v0, s[2:3] scale_offset
	s_wait_loadcnt 0x0
	ds_store_2addr_b32 v1, v4, v0 offset1:131
.LBB0_2:
	s_or_b32 exec_lo, exec_lo, s4
	s_load_b128 s[4:7], s[0:1], 0x8
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_mov_b32_e32 v0, 0
	s_wait_xcnt 0x0
	s_movk_i32 s0, 0xffe4
	s_barrier_wait -1
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	v_add_nc_u32_e32 v4, s0, v1
	s_wait_kmcnt 0x0
	s_load_b32 s1, s[6:7], 0x0
	s_add_co_i32 s0, s0, 4
	s_wait_xcnt 0x0
	s_add_nc_u64 s[6:7], s[6:7], 4
	s_cmp_lg_u32 s0, 0
	ds_load_b32 v4, v4 offset:28
	s_wait_dscnt 0x0
	s_wait_kmcnt 0x0
	v_fmac_f32_e32 v0, s1, v4
	s_cbranch_scc1 .LBB0_3
; %bb.4:
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[4:5]
	global_store_b32 v[2:3], v0, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel stencil7_lds
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
	.size	stencil7_lds, .Lfunc_end0-stencil7_lds
                                        ; -- End function
	.set stencil7_lds.num_vgpr, 5
	.set stencil7_lds.num_agpr, 0
	.set stencil7_lds.numbered_sgpr, 8
	.set stencil7_lds.num_named_barrier, 0
	.set stencil7_lds.private_seg_size, 0
	.set stencil7_lds.uses_vcc, 0
	.set stencil7_lds.uses_flat_scratch, 0
	.set stencil7_lds.has_dyn_sized_stack, 0
	.set stencil7_lds.has_recursion, 0
	.set stencil7_lds.has_indirect_call, 0
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
	.protected	__clang_ocl_kern_imp_stencil7_lds ; -- Begin function __clang_ocl_kern_imp_stencil7_lds
	.globl	__clang_ocl_kern_imp_stencil7_lds
	.p2align	2
	.type	__clang_ocl_kern_imp_stencil7_lds,@function
__clang_ocl_kern_imp_stencil7_lds:      ; @__clang_ocl_kern_imp_stencil7_lds
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v12, 0x3ff, v31
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshl_or_b32 v8, ttmp9, 7, v12
	v_lshl_add_u32 v6, v12, 2, v6
	v_ashrrev_i32_e32 v9, 31, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[10:11], v[8:9], 2, v[0:1]
	global_load_b32 v10, v[10:11], off
	s_wait_loadcnt 0x0
	ds_store_b32 v6, v10 offset:12
	s_wait_xcnt 0x0
	v_cmpx_gt_u32_e32 3, v12
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_dual_mov_b32 v13, 0 :: v_dual_add_nc_u32 v10, 0x80, v8
	v_dual_add_nc_u32 v7, -1, v7 :: v_dual_max_i32 v12, 3, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_min_i32_e32 v10, v10, v7
	v_lshl_add_u64 v[12:13], v[12:13], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[0:1], v[10:11], 2, v[0:1]
	s_clause 0x1
	global_load_b32 v7, v[12:13], off offset:-12
	global_load_b32 v0, v[0:1], off
	s_wait_loadcnt 0x0
	ds_store_2addr_b32 v6, v7, v0 offset1:131
.LBB1_2:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[0:1], 0
	s_barrier_wait -1
.LBB1_3:                                ; =>This Inner Loop Header: Depth=1
	s_wait_xcnt 0x0
	v_add_nc_u64_e32 v[10:11], s[0:1], v[4:5]
	ds_load_b32 v7, v6
	s_add_nc_u64 s[0:1], s[0:1], 4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u32 s0, 28
	global_load_b32 v1, v[10:11], off
	s_wait_loadcnt_dscnt 0x0
	v_dual_add_nc_u32 v6, 4, v6 :: v_dual_fmac_f32 v0, v1, v7
	s_cbranch_scc0 .LBB1_3
; %bb.4:
	v_lshl_add_u64 v[2:3], v[8:9], 2, v[2:3]
	global_store_b32 v[2:3], v0, off
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_stencil7_lds, .Lfunc_end1-__clang_ocl_kern_imp_stencil7_lds
                                        ; -- End function
	.set __clang_ocl_kern_imp_stencil7_lds.num_vgpr, 32
	.set __clang_ocl_kern_imp_stencil7_lds.num_agpr, 0
	.set __clang_ocl_kern_imp_stencil7_lds.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_stencil7_lds.num_named_barrier, 0
	.set __clang_ocl_kern_imp_stencil7_lds.private_seg_size, 0
	.set __clang_ocl_kern_imp_stencil7_lds.uses_vcc, 0
	.set __clang_ocl_kern_imp_stencil7_lds.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_stencil7_lds.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_stencil7_lds.has_recursion, 0
	.set __clang_ocl_kern_imp_stencil7_lds.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 300
; TotalNumSgprs: 32
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	jacobi1d_lds            ; -- Begin function jacobi1d_lds
	.globl	jacobi1d_lds
	.p2align	8
	.type	jacobi1d_lds,@function
jacobi1d_lds:                           ; @jacobi1d_lds
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b128 s[4:7], s[0:1], 0x0
	v_lshl_or_b32 v2, ttmp9, 7, v0
	v_add_nc_u32_e32 v4, 1, v0
	s_mov_b32 s2, exec_lo
	s_delay_alu instid0(VALU_DEP_2)
	v_ashrrev_i32_e32 v3, 31, v2
	s_wait_kmcnt 0x0
	global_load_b32 v1, v2, s[4:5] scale_offset
	v_lshl_add_u32 v5, v4, 2, s6
	s_wait_loadcnt 0x0
	ds_store_b32 v5, v1
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB2_2
; %bb.1:
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v5, s6
	v_mov_b32_e32 v6, s7
	ds_store_2addr_b32 v5, v1, v1 offset1:129
	ds_store_2addr_b32 v6, v1, v1 offset1:129
.LBB2_2:
	s_or_b32 exec_lo, exec_lo, s2
	s_load_b32 s0, s[0:1], 0x10
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_wait_kmcnt 0x0
	s_cmp_lt_i32 s0, 1
	s_cbranch_scc1 .LBB2_5
; %bb.3:
	v_lshlrev_b32_e32 v1, 2, v4
.LBB2_4:                                ; =>This Inner Loop Header: Depth=1
	s_mov_b32 s1, s6
	s_mov_b32 s6, s7
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v5, s1, v1
	v_lshl_add_u32 v6, v0, 2, s1
	s_add_co_i32 s0, s0, -1
	s_mov_b32 s7, s1
	s_cmp_lg_u32 s0, 0
	ds_load_b32 v5, v5
	ds_load_2addr_b32 v[6:7], v6 offset1:2
	s_wait_dscnt 0x0
	v_dual_add_f32 v6, v6, v7 :: v_dual_add_nc_u32 v7, s6, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, 0x3e800000, v6
	v_fmac_f32_e32 v6, 0.5, v5
	ds_store_b32 v7, v6
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_cbranch_scc1 .LBB2_4
.LBB2_5:
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[4:5]
	v_lshl_add_u32 v2, v4, 2, s6
	ds_load_b32 v2, v2
	s_wait_dscnt 0x0
	global_store_b32 v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel jacobi1d_lds
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
		.amdhsa_next_free_vgpr 8
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
	.size	jacobi1d_lds, .Lfunc_end2-jacobi1d_lds
                                        ; -- End function
	.set jacobi1d_lds.num_vgpr, 8
	.set jacobi1d_lds.num_agpr, 0
	.set jacobi1d_lds.numbered_sgpr, 8
	.set jacobi1d_lds.num_named_barrier, 0
	.set jacobi1d_lds.private_seg_size, 0
	.set jacobi1d_lds.uses_vcc, 0
	.set jacobi1d_lds.uses_flat_scratch, 0
	.set jacobi1d_lds.has_dyn_sized_stack, 0
	.set jacobi1d_lds.has_recursion, 0
	.set jacobi1d_lds.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 304
; TotalNumSgprs: 8
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 8
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
	.protected	__clang_ocl_kern_imp_jacobi1d_lds ; -- Begin function __clang_ocl_kern_imp_jacobi1d_lds
	.globl	__clang_ocl_kern_imp_jacobi1d_lds
	.p2align	2
	.type	__clang_ocl_kern_imp_jacobi1d_lds,@function
__clang_ocl_kern_imp_jacobi1d_lds:      ; @__clang_ocl_kern_imp_jacobi1d_lds
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v6, 0x3ff, v31
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v8, ttmp9, 7, v6
	v_dual_add_nc_u32 v5, 1, v6 :: v_dual_ashrrev_i32 v9, 31, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u64 v[0:1], v[8:9], 2, v[0:1]
	v_lshl_add_u32 v8, v5, 2, v2
	global_load_b32 v7, v[0:1], off
	s_wait_loadcnt 0x0
	ds_store_b32 v8, v7
	s_wait_xcnt 0x0
	v_cmpx_eq_u32_e32 0, v6
	s_cbranch_execz .LBB3_2
; %bb.1:
	v_mov_b32_e32 v7, 0
	ds_store_2addr_b32 v2, v7, v7 offset1:129
	ds_store_2addr_b32 v3, v7, v7 offset1:129
.LBB3_2:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	v_cmpx_lt_i32_e32 0, v4
	s_cbranch_execz .LBB3_6
; %bb.3:
	v_lshlrev_b32_e32 v7, 2, v5
	s_mov_b32 s1, 0
.LBB3_4:                                ; =>This Inner Loop Header: Depth=1
	v_dual_mov_b32 v10, v2 :: v_dual_add_nc_u32 v4, -1, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v2, v10, v7
	v_lshl_add_u32 v8, v6, 2, v10
	ds_load_b32 v11, v2
	ds_load_2addr_b32 v[8:9], v8 offset1:2
	v_mov_b32_e32 v2, v3
	v_cmp_eq_u32_e32 vcc_lo, 0, v4
	s_or_b32 s1, vcc_lo, s1
	s_wait_dscnt 0x0
	v_add_f32_e32 v8, v8, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v3, 0x3e800000, v8
	v_fmac_f32_e32 v3, 0.5, v11
	v_add_nc_u32_e32 v8, v2, v7
	ds_store_b32 v8, v3
	v_mov_b32_e32 v3, v10
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB3_4
; %bb.5:
	s_or_b32 exec_lo, exec_lo, s1
.LBB3_6:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s0
	v_lshl_add_u32 v2, v5, 2, v2
	ds_load_b32 v2, v2
	s_wait_dscnt 0x0
	global_store_b32 v[0:1], v2, off
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_jacobi1d_lds, .Lfunc_end3-__clang_ocl_kern_imp_jacobi1d_lds
                                        ; -- End function
	.set __clang_ocl_kern_imp_jacobi1d_lds.num_vgpr, 32
	.set __clang_ocl_kern_imp_jacobi1d_lds.num_agpr, 0
	.set __clang_ocl_kern_imp_jacobi1d_lds.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_jacobi1d_lds.num_named_barrier, 0
	.set __clang_ocl_kern_imp_jacobi1d_lds.private_seg_size, 0
	.set __clang_ocl_kern_imp_jacobi1d_lds.uses_vcc, 1
	.set __clang_ocl_kern_imp_jacobi1d_lds.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_jacobi1d_lds.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_jacobi1d_lds.has_recursion, 0
	.set __clang_ocl_kern_imp_jacobi1d_lds.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 320
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
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         24
        .pointee_align:  4
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         28
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 128
    .name:           stencil7_lds
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 128
      - 1
      - 1
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         stencil7_lds.kd
    .uses_dynamic_stack: false
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .address_space:  global
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         8
        .pointee_align:  4
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  local
        .offset:         12
        .pointee_align:  4
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 128
    .name:           jacobi1d_lds
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 128
      - 1
      - 1
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         jacobi1d_lds.kd
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
