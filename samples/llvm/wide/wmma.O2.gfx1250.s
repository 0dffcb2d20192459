	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	wmma_bf16_chain         ; -- Begin function wmma_bf16_chain
	.globl	wmma_bf16_chain
	.p2align	8
	.type	wmma_bf16_chain,@function
wmma_bf16_chain:                        ; @wmma_bf16_chain
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	s_wait_xcnt 0x0
	s_lshl_b32 s0, ttmp9, 5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v25, 0 :: v_dual_bitop2_b32 v24, s0, v0 bitop3:0x54
	v_lshlrev_b64_e32 v[32:33], 5, v[24:25]
	v_add_nc_u32_e32 v24, s0, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[0:1], 5, v[24:25]
	v_add_nc_u32_e32 v24, 32, v24
	v_lshlrev_b64_e32 v[24:25], 5, v[24:25]
	s_wait_kmcnt 0x0
	v_add_nc_u64_e32 v[26:27], s[8:9], v[32:33]
	s_delay_alu instid0(VALU_DEP_4)
	v_add_nc_u64_e32 v[28:29], s[4:5], v[0:1]
	v_add_nc_u64_e32 v[30:31], s[6:7], v[0:1]
	s_clause 0x1
	global_load_b128 v[4:7], v[26:27], off offset:16
	global_load_b128 v[0:3], v[26:27], off
	s_clause 0x1
	global_load_b128 v[12:15], v[28:29], off offset:16
	global_load_b128 v[8:11], v[28:29], off
	s_clause 0x1
	global_load_b128 v[20:23], v[30:31], off offset:16
	global_load_b128 v[16:19], v[30:31], off
	v_add_nc_u64_e32 v[34:35], s[4:5], v[24:25]
	v_add_nc_u64_e32 v[36:37], s[6:7], v[24:25]
	s_clause 0x1
	global_load_b128 v[28:31], v[34:35], off offset:16
	global_load_b128 v[24:27], v[34:35], off
	s_wait_loadcnt 0x2
	v_wmma_f32_16x16x32_bf16 v[0:7], v[8:15], v[16:23], v[0:7]
	s_clause 0x1
	global_load_b128 v[12:15], v[36:37], off offset:16
	global_load_b128 v[8:11], v[36:37], off
	s_wait_loadcnt 0x0
	v_wmma_f32_16x16x32_bf16 v[0:7], v[24:31], v[8:15], v[0:7]
	v_nop
	v_nop
	v_nop
	v_nop
	v_add_nc_u64_e32 v[8:9], s[10:11], v[32:33]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_pk_mul_f32 v[6:7], v[6:7], 0.5 op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], 0.5 op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], 0.5 op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], 0.5 op_sel_hi:[1,0]
	s_clause 0x1
	global_store_b128 v[8:9], v[4:7], off offset:16
	global_store_b128 v[8:9], v[0:3], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_bf16_chain
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
		.amdhsa_next_free_vgpr 38
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
	.size	wmma_bf16_chain, .Lfunc_end0-wmma_bf16_chain
                                        ; -- End function
	.set wmma_bf16_chain.num_vgpr, 38
	.set wmma_bf16_chain.num_agpr, 0
	.set wmma_bf16_chain.numbered_sgpr, 12
	.set wmma_bf16_chain.num_named_barrier, 0
	.set wmma_bf16_chain.private_seg_size, 0
	.set wmma_bf16_chain.uses_vcc, 0
	.set wmma_bf16_chain.uses_flat_scratch, 0
	.set wmma_bf16_chain.has_dyn_sized_stack, 0
	.set wmma_bf16_chain.has_recursion, 0
	.set wmma_bf16_chain.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 344
; TotalNumSgprs: 12
; NumVgprs: 38
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 38
; NamedBarCnt: 0
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_wmma_bf16_chain ; -- Begin function __clang_ocl_kern_imp_wmma_bf16_chain
	.globl	__clang_ocl_kern_imp_wmma_bf16_chain
	.p2align	2
	.type	__clang_ocl_kern_imp_wmma_bf16_chain,@function
__clang_ocl_kern_imp_wmma_bf16_chain:   ; @__clang_ocl_kern_imp_wmma_bf16_chain
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_lshl_b32 s0, ttmp9, 5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_and_or_b32 v32, 0x3ff, v31, s0
	v_mov_b32_e32 v33, 0
	v_lshlrev_b64_e32 v[48:49], 5, v[32:33]
	v_add_nc_u32_e32 v32, s0, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshlrev_b64_e32 v[8:9], 5, v[32:33]
	v_add_nc_u64_e32 v[4:5], v[4:5], v[48:49]
	v_add_nc_u32_e32 v32, 32, v32
	s_delay_alu instid0(VALU_DEP_3)
	v_add_nc_u64_e32 v[34:35], v[0:1], v[8:9]
	v_add_nc_u64_e32 v[36:37], v[2:3], v[8:9]
	s_clause 0x1
	global_load_b128 v[12:15], v[4:5], off offset:16
	global_load_b128 v[8:11], v[4:5], off
	s_clause 0x1
	global_load_b128 v[20:23], v[34:35], off offset:16
	global_load_b128 v[16:19], v[34:35], off
	s_clause 0x1
	global_load_b128 v[28:31], v[36:37], off offset:16
	global_load_b128 v[24:27], v[36:37], off
	s_wait_xcnt 0x4
	v_lshlrev_b64_e32 v[4:5], 5, v[32:33]
	s_wait_loadcnt 0x0
	v_wmma_f32_16x16x32_bf16 v[8:15], v[16:23], v[24:31], v[8:15]
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u64_e32 v[0:1], v[0:1], v[4:5]
	v_add_nc_u64_e32 v[2:3], v[2:3], v[4:5]
	s_clause 0x1
	global_load_b128 v[36:39], v[0:1], off offset:16
	global_load_b128 v[32:35], v[0:1], off
	s_clause 0x1
	global_load_b128 v[20:23], v[2:3], off offset:16
	global_load_b128 v[16:19], v[2:3], off
	s_wait_loadcnt 0x0
	v_wmma_f32_16x16x32_bf16 v[8:15], v[32:39], v[16:23], v[8:15]
	v_nop
	v_nop
	v_nop
	v_nop
	v_add_nc_u64_e32 v[16:17], v[6:7], v[48:49]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_pk_mul_f32 v[6:7], v[14:15], 0.5 op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[12:13], 0.5 op_sel_hi:[1,0]
	s_wait_xcnt 0x0
	v_pk_mul_f32 v[2:3], v[10:11], 0.5 op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[8:9], 0.5 op_sel_hi:[1,0]
	s_clause 0x1
	global_store_b128 v[16:17], v[4:7], off offset:16
	global_store_b128 v[16:17], v[0:3], off
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_wmma_bf16_chain, .Lfunc_end1-__clang_ocl_kern_imp_wmma_bf16_chain
                                        ; -- End function
	.set __clang_ocl_kern_imp_wmma_bf16_chain.num_vgpr, 50
	.set __clang_ocl_kern_imp_wmma_bf16_chain.num_agpr, 0
	.set __clang_ocl_kern_imp_wmma_bf16_chain.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_wmma_bf16_chain.num_named_barrier, 0
	.set __clang_ocl_kern_imp_wmma_bf16_chain.private_seg_size, 0
	.set __clang_ocl_kern_imp_wmma_bf16_chain.uses_vcc, 0
	.set __clang_ocl_kern_imp_wmma_bf16_chain.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_wmma_bf16_chain.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_wmma_bf16_chain.has_recursion, 0
	.set __clang_ocl_kern_imp_wmma_bf16_chain.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 344
; TotalNumSgprs: 32
; NumVgprs: 50
; ScratchSize: 0
; MemoryBound: 1
	.text
	.protected	wmma_lds_transpose      ; -- Begin function wmma_lds_transpose
	.globl	wmma_lds_transpose
	.p2align	8
	.type	wmma_lds_transpose,@function
wmma_lds_transpose:                     ; @wmma_lds_transpose
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b32 s2, s[0:1], 0x20
	s_wait_kmcnt 0x0
	s_cmp_eq_u32 s2, 0
	s_cbranch_scc1 .LBB2_3
; %bb.1:
	s_clause 0x1
	s_load_b32 s3, s[0:1], 0x10
	s_load_b128 s[4:7], s[0:1], 0x0
	v_mov_b32_e32 v11, 0
	s_mul_i32 s8, ttmp9, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshl_or_b32 v10, s8, 5, v0
	v_lshl_or_b32 v1, s8, 6, v0
	v_dual_mov_b32 v2, v11 :: v_dual_mov_b32 v3, v11
	v_dual_mov_b32 v4, v11 :: v_dual_mov_b32 v5, v11
	v_dual_mov_b32 v6, v11 :: v_dual_mov_b32 v7, v11
	v_dual_mov_b32 v8, v11 :: v_dual_mov_b32 v9, v11
	s_wait_kmcnt 0x0
	v_lshl_add_u32 v12, v0, 4, s3
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_nc_u32_e32 v13, 32, v1
	v_nop
	v_nop
	v_nop
	v_lshlrev_b64_e32 v[22:23], 5, v[10:11]
	v_add_nc_u32_e32 v10, 32, v10
	s_add_co_i32 s2, s2, -1
	s_clause 0x1
	global_load_b128 v[14:17], v1, s[6:7] scale_offset
	global_load_b128 v[18:21], v13, s[6:7] scale_offset
	s_wait_xcnt 0x1
	v_add_nc_u32_e32 v1, 64, v1
	s_cmp_lg_u32 s2, 0
	s_wait_loadcnt 0x1
	ds_store_b128 v12, v[14:17]
	s_wait_loadcnt 0x0
	ds_store_b128 v12, v[18:21] offset:512
	v_add_nc_u64_e32 v[22:23], s[4:5], v[22:23]
	s_wait_dscnt 0x0
	; wave barrier
	s_clause 0x1
	global_load_b128 v[18:21], v[22:23], off offset:16
	global_load_b128 v[14:17], v[22:23], off
	s_wait_xcnt 0x0
	ds_load_tr16_b128 v[22:25], v12
	ds_load_tr16_b128 v[26:29], v12 offset:512
	; wave barrier
	s_wait_loadcnt_dscnt 0x0
	v_wmma_f32_16x16x32_f16 v[2:9], v[14:21], v[22:29], v[2:9]
	s_cbranch_scc1 .LBB2_2
	s_branch .LBB2_4
.LBB2_3:
	v_mov_b32_e32 v9, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v8, v9 :: v_dual_mov_b32 v7, v9
	v_dual_mov_b32 v6, v9 :: v_dual_mov_b32 v5, v9
	v_dual_mov_b32 v4, v9 :: v_dual_mov_b32 v3, v9
	v_mov_b32_e32 v2, v9
.LBB2_4:
	s_load_b64 s[0:1], s[0:1], 0x18
	v_lshl_or_b32 v0, ttmp9, 5, v0
	v_mov_b32_e32 v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[0:1], 5, v[0:1]
	s_wait_kmcnt 0x0
	v_add_nc_u64_e32 v[0:1], s[0:1], v[0:1]
	s_clause 0x1
	global_store_b128 v[0:1], v[6:9], off offset:16
	global_store_b128 v[0:1], v[2:5], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_lds_transpose
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
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
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 9
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
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
	.size	wmma_lds_transpose, .Lfunc_end2-wmma_lds_transpose
                                        ; -- End function
	.set wmma_lds_transpose.num_vgpr, 30
	.set wmma_lds_transpose.num_agpr, 0
	.set wmma_lds_transpose.numbered_sgpr, 9
	.set wmma_lds_transpose.num_named_barrier, 0
	.set wmma_lds_transpose.private_seg_size, 0
	.set wmma_lds_transpose.uses_vcc, 0
	.set wmma_lds_transpose.uses_flat_scratch, 0
	.set wmma_lds_transpose.has_dyn_sized_stack, 0
	.set wmma_lds_transpose.has_recursion, 0
	.set wmma_lds_transpose.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 392
; TotalNumSgprs: 9
; NumVgprs: 30
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 9
; NumVGPRsForWavesPerEU: 30
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
	.protected	__clang_ocl_kern_imp_wmma_lds_transpose ; -- Begin function __clang_ocl_kern_imp_wmma_lds_transpose
	.globl	__clang_ocl_kern_imp_wmma_lds_transpose
	.p2align	2
	.type	__clang_ocl_kern_imp_wmma_lds_transpose,@function
__clang_ocl_kern_imp_wmma_lds_transpose: ; @__clang_ocl_kern_imp_wmma_lds_transpose
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v17, v6
	v_mov_b32_e32 v16, v5
	v_and_b32_e32 v6, 0x3ff, v31
	s_mov_b32 s1, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_mov_b32 v14, v15 :: v_dual_mov_b32 v13, v15
	v_dual_mov_b32 v12, v15 :: v_dual_mov_b32 v11, v15
	v_dual_mov_b32 v10, v15 :: v_dual_mov_b32 v9, v15
	v_mov_b32_e32 v8, v15
	s_mov_b32 s0, exec_lo
	v_cmpx_ne_u32_e32 0, v7
	s_cbranch_execz .LBB3_4
; %bb.1:
	v_mul_lo_u32 v15, ttmp9, v7
	v_mov_b32_e32 v5, 0
	v_lshl_add_u32 v20, v6, 4, v4
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_mov_b32 v8, v5 :: v_dual_mov_b32 v9, v5
	v_dual_mov_b32 v10, v5 :: v_dual_mov_b32 v11, v5
	v_dual_mov_b32 v12, v5 :: v_dual_mov_b32 v13, v5
	v_mov_b32_e32 v14, v5
	v_lshl_add_u32 v18, v15, 5, v6
	v_lshl_add_u32 v4, v15, 6, v6
	v_mov_b32_e32 v15, v5
.LBB3_2:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_mov_b32 v23, v5 :: v_dual_add_nc_u32 v22, 32, v4
	v_nop
	v_nop
	v_nop
	v_lshl_add_u64 v[30:31], v[4:5], 4, v[2:3]
	v_dual_mov_b32 v19, v5 :: v_dual_add_nc_u32 v7, -1, v7
	v_add_nc_u32_e32 v4, 64, v4
	v_lshl_add_u64 v[32:33], v[22:23], 4, v[2:3]
	s_clause 0x1
	global_load_b128 v[22:25], v[30:31], off
	global_load_b128 v[26:29], v[32:33], off
	s_wait_xcnt 0x1
	v_lshlrev_b64_e32 v[30:31], 5, v[18:19]
	v_cmp_eq_u32_e32 vcc_lo, 0, v7
	v_add_nc_u32_e32 v18, 32, v18
	s_wait_loadcnt 0x1
	ds_store_b128 v20, v[22:25]
	s_wait_loadcnt 0x0
	ds_store_b128 v20, v[26:29] offset:512
	v_add_nc_u64_e32 v[30:31], v[0:1], v[30:31]
	s_or_b32 s1, vcc_lo, s1
	s_wait_dscnt 0x0
	; wave barrier
	s_clause 0x1
	global_load_b128 v[26:29], v[30:31], off offset:16
	global_load_b128 v[22:25], v[30:31], off
	s_wait_xcnt 0x0
	ds_load_tr16_b128 v[30:33], v20
	ds_load_tr16_b128 v[34:37], v20 offset:512
	; wave barrier
	s_wait_loadcnt_dscnt 0x0
	v_wmma_f32_16x16x32_f16 v[8:15], v[22:29], v[30:37], v[8:15]
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB3_2
; %bb.3:
	s_or_b32 exec_lo, exec_lo, s1
.LBB3_4:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s0
	v_lshl_add_u32 v0, ttmp9, 5, v6
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64_e32 v[0:1], 5, v[0:1]
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u64_e32 v[0:1], v[16:17], v[0:1]
	s_clause 0x1
	global_store_b128 v[0:1], v[12:15], off offset:16
	global_store_b128 v[0:1], v[8:11], off
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_wmma_lds_transpose, .Lfunc_end3-__clang_ocl_kern_imp_wmma_lds_transpose
                                        ; -- End function
	.set __clang_ocl_kern_imp_wmma_lds_transpose.num_vgpr, 38
	.set __clang_ocl_kern_imp_wmma_lds_transpose.num_agpr, 0
	.set __clang_ocl_kern_imp_wmma_lds_transpose.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_wmma_lds_transpose.num_named_barrier, 0
	.set __clang_ocl_kern_imp_wmma_lds_transpose.private_seg_size, 0
	.set __clang_ocl_kern_imp_wmma_lds_transpose.uses_vcc, 1
	.set __clang_ocl_kern_imp_wmma_lds_transpose.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_wmma_lds_transpose.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_wmma_lds_transpose.has_recursion, 0
	.set __clang_ocl_kern_imp_wmma_lds_transpose.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 424
; TotalNumSgprs: 34
; NumVgprs: 38
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 50
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
        .type_name:      'bf16x16*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'bf16x16*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'f32x8*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'f32x8*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 32
    .name:           wmma_bf16_chain
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 32
      - 1
      - 1
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         wmma_bf16_chain.kd
    .uses_dynamic_stack: false
    .vgpr_count:     38
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'half16*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'half8*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         16
        .pointee_align:  16
        .size:           4
        .type_name:      'half8*'
        .value_kind:     dynamic_shared_pointer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'f32x8*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 32
    .name:           wmma_lds_transpose
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 32
      - 1
      - 1
    .sgpr_count:     9
    .sgpr_spill_count: 0
    .symbol:         wmma_lds_transpose.kd
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
