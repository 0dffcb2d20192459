	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	box9_lds                ; -- Begin function box9_lds
	.globl	box9_lds
	.p2align	8
	.type	box9_lds,@function
box9_lds:                               ; @box9_lds
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b128 s[4:7], s[0:1], 0x8
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	s_lshl_b32 s2, ttmp9, 4
	s_lshl_b32 s3, ttmp7, 4
	s_mov_b32 s8, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v2, v0, 4, v1
	v_cmpx_gt_u32_e32 0x144, v2
	s_cbranch_execz .LBB0_3
; %bb.1:
	s_load_b64 s[12:13], s[0:1], 0x18
	s_wait_xcnt 0x0
	s_load_b64 s[0:1], s[0:1], 0x0
	s_wait_kmcnt 0x0
	v_lshl_add_u32 v3, v2, 2, s6
	v_mov_b32_e32 v4, v2
	s_add_co_i32 s9, s3, -1
	s_add_co_i32 s10, s2, -1
	s_mov_b32 s11, 0
	s_mov_b32 s14, 0
	s_add_co_i32 s12, s12, -1
	s_add_co_i32 s13, s13, -1
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_mul_hi_u32 v5, v4, 0x38e38e39
	v_add_nc_u32_e32 v6, s14, v2
	s_addk_co_i32 s14, 0x100
	v_add_nc_u32_e32 v4, 0x100, v4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v5, 2, v5
	v_mul_hi_u32 v7, v6, 0x38e38e39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v5, v5, 18
	v_dual_lshrrev_b32 v7, 2, v7 :: v_dual_sub_nc_u32 v5, s10, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_nc_u32 v7, s9, v7 :: v_dual_add_nc_u32 v5, v6, v5
	v_maxmin_i32 v6, v7, 0, s13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_maxmin_i32 v5, v5, 0, s12
	v_mad_u32 v5, v6, s7, v5
	v_add3_u32 v6, v2, s14, 0xffffff00
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u32_e32 vcc_lo, 0x43, v6
	s_or_b32 s11, vcc_lo, s11
	global_load_b32 v5, v5, s[0:1] scale_offset
	s_wait_loadcnt 0x0
	ds_store_b32 v3, v5
	v_add_nc_u32_e32 v3, 0x400, v3
	s_and_not1_b32 exec_lo, exec_lo, s11
	s_cbranch_execnz .LBB0_2
.LBB0_3:
	s_or_b32 exec_lo, exec_lo, s8
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_mul_u32_u24_e32 v3, 0x48, v0
	v_dual_lshlrev_b32 v4, 2, v1 :: v_dual_mov_b32 v2, 0
	s_wait_xcnt 0x0
	s_mov_b32 s0, 0
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v3, v3, v4, s6
	s_barrier_wait -1
.LBB0_4:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_5 Depth 2
	s_mov_b32 s1, -12
.LBB0_5:                                ;   Parent Loop BB0_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_add_nc_u32_e32 v4, s1, v3
	s_add_co_i32 s1, s1, 4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u32 s1, 0
	ds_load_b32 v4, v4 offset:12
	s_wait_dscnt 0x0
	v_add_f32_e32 v2, v2, v4
	s_cbranch_scc0 .LBB0_5
; %bb.6:                                ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v3, 0x48, v3
	s_add_co_i32 s0, s0, 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u32 s0, 3
	s_cbranch_scc0 .LBB0_4
; %bb.7:
	v_dual_add_nc_u32 v0, s3, v0 :: v_dual_add_nc_u32 v1, s2, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_mad_u32 v0, s7, v0, v1
	v_mul_f32_e32 v1, 0x3de38e39, v2
	global_store_b32 v0, v1, s[4:5] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel box9_lds
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 15
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
	.size	box9_lds, .Lfunc_end0-box9_lds
                                        ; -- End function
	.set box9_lds.num_vgpr, 8
	.set box9_lds.num_agpr, 0
	.set box9_lds.numbered_sgpr, 15
	.set box9_lds.num_named_barrier, 0
	.set box9_lds.private_seg_size, 0
	.set box9_lds.uses_vcc, 1
	.set box9_lds.uses_flat_scratch, 0
	.set box9_lds.has_dyn_sized_stack, 0
	.set box9_lds.has_recursion, 0
	.set box9_lds.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 488
; TotalNumSgprs: 17
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 8
; NamedBarCnt: 0
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	__clang_ocl_kern_imp_box9_lds ; -- Begin function __clang_ocl_kern_imp_box9_lds
	.globl	__clang_ocl_kern_imp_box9_lds
	.p2align	2
	.type	__clang_ocl_kern_imp_box9_lds,@function
__clang_ocl_kern_imp_box9_lds:          ; @__clang_ocl_kern_imp_box9_lds
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v8, 0x3ff, v31
	v_bfe_u32 v9, v31, 10, 10
	s_and_b32 s1, ttmp7, 0xffff
	s_lshl_b32 s0, ttmp9, 4
	s_lshl_b32 s1, s1, 4
	s_mov_b32 s2, exec_lo
	v_lshl_or_b32 v10, v9, 4, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_u32_e32 0x144, v10
	s_cbranch_execz .LBB1_3
; %bb.1:
	v_dual_add_nc_u32 v11, -1, v6 :: v_dual_add_nc_u32 v12, -1, v7
	v_lshl_add_u32 v13, v10, 2, v4
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v14, v10
	s_add_co_i32 s3, s1, -1
	s_add_co_i32 s4, s0, -1
	s_mov_b32 s5, 0
	s_mov_b32 s6, 0
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v15, s6, v10
	v_mul_hi_u32 v6, v14, 0x38e38e39
	s_addk_co_i32 s6, 0x100
	v_add_nc_u32_e32 v14, 0x100, v14
	v_mul_hi_u32 v16, v15, 0x38e38e39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_lshrrev_b32 v16, 2, v16 :: v_dual_lshrrev_b32 v6, 2, v6
	v_add_nc_u32_e32 v16, s3, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v6, v6, 18
	v_sub_nc_u32_e32 v6, s4, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_nc_u32_e32 v6, v15, v6
	v_maxmin_i32 v15, v16, 0, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_maxmin_i32 v6, v6, 0, v11
	v_mad_u32 v6, v15, v5, v6
	v_add3_u32 v15, v10, s6, 0xffffff00
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_lt_u32_e32 vcc_lo, 0x43, v15
	s_or_b32 s5, vcc_lo, s5
	v_lshl_add_u64 v[16:17], v[6:7], 2, v[0:1]
	global_load_b32 v6, v[16:17], off
	s_wait_loadcnt 0x0
	ds_store_b32 v13, v6
	v_add_nc_u32_e32 v13, 0x400, v13
	s_wait_xcnt 0x0
	s_and_not1_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB1_2
.LBB1_3:
	s_or_b32 exec_lo, exec_lo, s2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_mul_u32_u24_e32 v1, 0x48, v9
	v_dual_lshlrev_b32 v6, 2, v8 :: v_dual_mov_b32 v0, 0
	s_mov_b32 s2, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v1, v1, v6, v4
	s_barrier_wait -1
.LBB1_4:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_5 Depth 2
	s_mov_b32 s3, 0
.LBB1_5:                                ;   Parent Loop BB1_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_add_nc_u32_e32 v4, s3, v1
	s_add_co_i32 s3, s3, 4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u32 s3, 12
	ds_load_b32 v4, v4
	s_wait_dscnt 0x0
	v_add_f32_e32 v0, v0, v4
	s_cbranch_scc0 .LBB1_5
; %bb.6:                                ;   in Loop: Header=BB1_4 Depth=1
	v_add_nc_u32_e32 v1, 0x48, v1
	s_add_co_i32 s2, s2, 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u32 s2, 3
	s_cbranch_scc0 .LBB1_4
; %bb.7:
	v_dual_add_nc_u32 v1, s1, v9 :: v_dual_add_nc_u32 v4, s0, v8
	v_mul_f32_e32 v6, 0x3de38e39, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u32 v4, v5, v1, v4
	v_mov_b32_e32 v5, 0
	v_lshl_add_u64 v[0:1], v[4:5], 2, v[2:3]
	global_store_b32 v[0:1], v6, off
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_box9_lds, .Lfunc_end1-__clang_ocl_kern_imp_box9_lds
                                        ; -- End function
	.set __clang_ocl_kern_imp_box9_lds.num_vgpr, 32
	.set __clang_ocl_kern_imp_box9_lds.num_agpr, 0
	.set __clang_ocl_kern_imp_box9_lds.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_box9_lds.num_named_barrier, 0
	.set __clang_ocl_kern_imp_box9_lds.private_seg_size, 0
	.set __clang_ocl_kern_imp_box9_lds.uses_vcc, 1
	.set __clang_ocl_kern_imp_box9_lds.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_box9_lds.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_box9_lds.has_recursion, 0
	.set __clang_ocl_kern_imp_box9_lds.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 488
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	blur_separable          ; -- Begin function blur_separable
	.globl	blur_separable
	.p2align	8
	.type	blur_separable,@function
blur_separable:                         ; @blur_separable
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b64 s[4:5], s[0:1], 0x10
	v_bfe_u32 v12, v0, 10, 10
	s_wait_xcnt 0x0
	s_load_b128 s[0:3], s[0:1], 0x0
	v_and_b32_e32 v13, 0x3ff, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_lshl_or_b32 v1, ttmp7, 4, v12
	v_cmp_gt_u32_e32 vcc_lo, 15, v12
	v_lshlrev_b32_e32 v15, 8, v12
	s_wait_kmcnt 0x0
	v_mul_lo_u32 v0, s5, v1
	v_lshl_or_b32 v1, ttmp9, 4, v13
	v_lshlrev_b32_e32 v13, 4, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_nc_u32_e64 v2, v1, 1 clamp
	v_dual_add_nc_u32 v14, v0, v1 :: v_dual_add_nc_u32 v0, v0, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v8, 1, v14
	s_clause 0x2
	global_load_b128 v[0:3], v0, s[0:1] scale_offset
	global_load_b128 v[4:7], v14, s[0:1] scale_offset
	global_load_b128 v[8:11], v8, s[0:1] scale_offset
	s_wait_xcnt 0x0
	s_mov_b32 s0, 0x3e800000
	s_wait_loadcnt 0x1
	v_pk_mul_f32 v[6:7], v[6:7], 0.5 op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], 0.5 op_sel_hi:[1,0]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_pk_fma_f32 v[2:3], v[2:3], s[0:1], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[0:1], v[0:1], s[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_add3_u32 v4, s4, v15, v13
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_pk_fma_f32 v[2:3], v[10:11], s[0:1], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[0:1], v[8:9], s[0:1], v[0:1] op_sel_hi:[1,0,1]
	ds_store_b128 v4, v[0:3]
	v_sub_nc_u32_e64 v0, v12, 1 clamp
	v_add_co_ci_u32_e64 v1, null, 0, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_lshlrev_b32 v0, 8, v0 :: v_dual_lshlrev_b32 v8, 8, v1
	v_add3_u32 v5, s4, v0, v13
	s_delay_alu instid0(VALU_DEP_2)
	v_add3_u32 v8, s4, v8, v13
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b128 v[0:3], v4
	ds_load_b128 v[4:7], v5
	ds_load_b128 v[8:11], v8
	s_wait_dscnt 0x2
	v_pk_mul_f32 v[2:3], v[2:3], 0.5 op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], 0.5 op_sel_hi:[1,0]
	s_wait_dscnt 0x1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_pk_fma_f32 v[2:3], v[6:7], s[0:1], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[0:1], v[4:5], s[0:1], v[0:1] op_sel_hi:[1,0,1]
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_pk_fma_f32 v[2:3], v[10:11], s[0:1], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[0:1], v[8:9], s[0:1], v[0:1] op_sel_hi:[1,0,1]
	global_store_b128 v14, v[0:3], s[2:3] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel blur_separable
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 16
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
	.size	blur_separable, .Lfunc_end2-blur_separable
                                        ; -- End function
	.set blur_separable.num_vgpr, 16
	.set blur_separable.num_agpr, 0
	.set blur_separable.numbered_sgpr, 6
	.set blur_separable.num_named_barrier, 0
	.set blur_separable.private_seg_size, 0
	.set blur_separable.uses_vcc, 1
	.set blur_separable.uses_flat_scratch, 0
	.set blur_separable.has_dyn_sized_stack, 0
	.set blur_separable.has_recursion, 0
	.set blur_separable.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 424
; TotalNumSgprs: 8
; NumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 16
; NamedBarCnt: 0
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	__clang_ocl_kern_imp_blur_separable ; -- Begin function __clang_ocl_kern_imp_blur_separable
	.globl	__clang_ocl_kern_imp_blur_separable
	.p2align	2
	.type	__clang_ocl_kern_imp_blur_separable,@function
__clang_ocl_kern_imp_blur_separable:    ; @__clang_ocl_kern_imp_blur_separable
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_bfe_u32 v20, v31, 10, 10
	s_and_b32 s0, ttmp7, 0xffff
	v_and_b32_e32 v21, 0x3ff, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshl_or_b32 v6, s0, 4, v20
	s_mov_b32 s0, 0x3e800000
	v_lshl_or_b32 v8, ttmp9, 4, v21
	v_cmp_gt_u32_e32 vcc_lo, 15, v20
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v5, v5, v6
	v_sub_nc_u32_e64 v6, v8, 1 clamp
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v7, 0 :: v_dual_add_nc_u32 v6, v5, v6
	v_lshl_add_u64 v[10:11], v[6:7], 4, v[0:1]
	v_add_nc_u32_e32 v6, v5, v8
	v_lshlrev_b32_e32 v5, 8, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[18:19], 4, v[6:7]
	v_add_nc_u32_e32 v6, 1, v6
	v_lshl_add_u64 v[6:7], v[6:7], 4, v[0:1]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_nc_u64_e32 v[0:1], v[0:1], v[18:19]
	s_clause 0x2
	global_load_b128 v[6:9], v[6:7], off
	global_load_b128 v[10:13], v[10:11], off
	global_load_b128 v[14:17], v[0:1], off
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_pk_mul_f32 v[0:1], v[16:17], 0.5 op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], 0.5 op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v16, 4, v21
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_pk_fma_f32 v[0:1], v[12:13], s[0:1], v[0:1] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[10:11], s[0:1], v[14:15] op_sel_hi:[1,0,1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add3_u32 v5, v4, v5, v16
	v_pk_fma_f32 v[8:9], v[8:9], s[0:1], v[0:1] op_sel_hi:[1,0,1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_pk_fma_f32 v[6:7], v[6:7], s[0:1], v[10:11] op_sel_hi:[1,0,1]
	v_sub_nc_u32_e64 v0, v20, 1 clamp
	v_add_co_ci_u32_e64 v1, null, 0, v20, vcc_lo
	ds_store_b128 v5, v[6:9]
	v_dual_lshlrev_b32 v0, 8, v0 :: v_dual_lshlrev_b32 v1, 8, v1
	v_add3_u32 v0, v4, v0, v16
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b128 v[6:9], v5
	ds_load_b128 v[10:13], v0
	v_add3_u32 v0, v4, v1, v16
	ds_load_b128 v[14:17], v0
	s_wait_dscnt 0x2
	v_pk_mul_f32 v[0:1], v[8:9], 0.5 op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[6:7], 0.5 op_sel_hi:[1,0]
	v_add_nc_u64_e32 v[6:7], v[2:3], v[18:19]
	s_wait_dscnt 0x1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_pk_fma_f32 v[0:1], v[12:13], s[0:1], v[0:1] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[10:11], s[0:1], v[4:5] op_sel_hi:[1,0,1]
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_pk_fma_f32 v[2:3], v[16:17], s[0:1], v[0:1] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[0:1], v[14:15], s[0:1], v[4:5] op_sel_hi:[1,0,1]
	global_store_b128 v[6:7], v[0:3], off
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_blur_separable, .Lfunc_end3-__clang_ocl_kern_imp_blur_separable
                                        ; -- End function
	.set __clang_ocl_kern_imp_blur_separable.num_vgpr, 32
	.set __clang_ocl_kern_imp_blur_separable.num_agpr, 0
	.set __clang_ocl_kern_imp_blur_separable.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_blur_separable.num_named_barrier, 0
	.set __clang_ocl_kern_imp_blur_separable.private_seg_size, 0
	.set __clang_ocl_kern_imp_blur_separable.uses_vcc, 1
	.set __clang_ocl_kern_imp_blur_separable.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_blur_separable.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_blur_separable.has_recursion, 0
	.set __clang_ocl_kern_imp_blur_separable.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 436
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
      - .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           box9_lds
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 16
      - 16
      - 1
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         box9_lds.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         16
        .pointee_align:  16
        .size:           4
        .type_name:      'float4*'
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
    .name:           blur_separable
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 16
      - 16
      - 1
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         blur_separable.kd
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
