	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	async_load_sizes        ; -- Begin function async_load_sizes
	.globl	async_load_sizes
	.p2align	8
	.type	async_load_sizes,@function
async_load_sizes:                       ; @async_load_sizes
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b256 s[4:11], s[0:1], 0x10
	s_load_b128 s[12:15], s[0:1], 0x0
	s_wait_kmcnt 0x0
	v_add_nc_u32_e32 v1, s8, v0
	s_load_b64 s[0:1], s[0:1], 0x30
	global_load_async_to_lds_b8 v1, v0, s[12:13]
	v_lshlrev_b32_e32 v1, 2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, s9, v1
	global_load_async_to_lds_b32 v2, v0, s[14:15] scale_offset
	v_lshlrev_b32_e32 v2, 3, v0
	v_dual_add_nc_u32 v3, s10, v2 :: v_dual_sub_nc_u32 v1, s9, v1
	v_sub_nc_u32_e32 v2, s10, v2
	global_load_async_to_lds_b64 v3, v0, s[4:5] offset:8 scale_offset
	v_lshlrev_b32_e32 v3, 4, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_add_nc_u32 v4, s11, v3 :: v_dual_sub_nc_u32 v3, s11, v3
	global_load_async_to_lds_b128 v4, v0, s[6:7] scale_offset
	v_sub_nc_u32_e32 v4, s8, v0
	v_lshl_or_b32 v0, ttmp9, 6, v0
	s_wait_asynccnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_i8 v4, v4 offset:63
	ds_load_b32 v1, v1 offset:252
	ds_load_b32 v2, v2 offset:508
	ds_load_b32 v3, v3 offset:1016
	s_wait_dscnt 0x2
	v_add_nc_u32_e32 v1, v1, v4
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v1, v1, v2, v3
	s_wait_kmcnt 0x0
	global_store_b32 v0, v1, s[0:1] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel async_load_sizes
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 56
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
		.amdhsa_next_free_sgpr 16
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
	.size	async_load_sizes, .Lfunc_end0-async_load_sizes
                                        ; -- End function
	.set async_load_sizes.num_vgpr, 5
	.set async_load_sizes.num_agpr, 0
	.set async_load_sizes.numbered_sgpr, 16
	.set async_load_sizes.num_named_barrier, 0
	.set async_load_sizes.private_seg_size, 0
	.set async_load_sizes.uses_vcc, 0
	.set async_load_sizes.uses_flat_scratch, 0
	.set async_load_sizes.has_dyn_sized_stack, 0
	.set async_load_sizes.has_recursion, 0
	.set async_load_sizes.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 244
; TotalNumSgprs: 16
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 16
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
	.protected	__clang_ocl_kern_imp_async_load_sizes ; -- Begin function __clang_ocl_kern_imp_async_load_sizes
	.globl	__clang_ocl_kern_imp_async_load_sizes
	.p2align	2
	.type	__clang_ocl_kern_imp_async_load_sizes,@function
__clang_ocl_kern_imp_async_load_sizes:  ; @__clang_ocl_kern_imp_async_load_sizes
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v14, 0x3ff, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v15, 0 :: v_dual_add_nc_u32 v16, v8, v14
	v_add_nc_u64_e32 v[0:1], v[0:1], v[14:15]
	global_load_async_to_lds_b8 v16, v[0:1], off
	v_dual_mov_b32 v1, v15 :: v_dual_lshlrev_b32 v0, 2, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_nc_u64_e32 v[2:3], v[2:3], v[0:1]
	v_dual_add_nc_u32 v1, v9, v0 :: v_dual_sub_nc_u32 v0, v9, v0
	global_load_async_to_lds_b32 v1, v[2:3], off
	v_dual_mov_b32 v3, v15 :: v_dual_lshlrev_b32 v2, 3, v14
	v_add_nc_u64_e32 v[4:5], v[4:5], v[2:3]
	v_add_nc_u32_e32 v1, v10, v2
	global_load_async_to_lds_b64 v1, v[4:5], off offset:8
	v_dual_mov_b32 v5, v15 :: v_dual_lshlrev_b32 v4, 4, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_sub_nc_u32 v2, v10, v2 :: v_dual_add_nc_u32 v1, v11, v4
	v_add_nc_u64_e32 v[6:7], v[6:7], v[4:5]
	global_load_async_to_lds_b128 v1, v[6:7], off
	v_dual_sub_nc_u32 v1, v8, v14 :: v_dual_sub_nc_u32 v3, v11, v4
	v_lshl_or_b32 v14, ttmp9, 6, v14
	s_wait_asynccnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_i8 v1, v1 offset:63
	ds_load_b32 v0, v0 offset:252
	ds_load_b32 v2, v2 offset:508
	ds_load_b32 v3, v3 offset:1016
	s_wait_dscnt 0x2
	v_add_nc_u32_e32 v0, v0, v1
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v2, v0, v2, v3
	v_lshl_add_u64 v[0:1], v[14:15], 2, v[12:13]
	global_store_b32 v[0:1], v2, off
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_async_load_sizes, .Lfunc_end1-__clang_ocl_kern_imp_async_load_sizes
                                        ; -- End function
	.set __clang_ocl_kern_imp_async_load_sizes.num_vgpr, 32
	.set __clang_ocl_kern_imp_async_load_sizes.num_agpr, 0
	.set __clang_ocl_kern_imp_async_load_sizes.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_async_load_sizes.num_named_barrier, 0
	.set __clang_ocl_kern_imp_async_load_sizes.private_seg_size, 0
	.set __clang_ocl_kern_imp_async_load_sizes.uses_vcc, 0
	.set __clang_ocl_kern_imp_async_load_sizes.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_async_load_sizes.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_async_load_sizes.has_recursion, 0
	.set __clang_ocl_kern_imp_async_load_sizes.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 264
; TotalNumSgprs: 32
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	async_store_from_lds    ; -- Begin function async_store_from_lds
	.globl	async_store_from_lds
	.p2align	8
	.type	async_store_from_lds,@function
async_store_from_lds:                   ; @async_store_from_lds
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshl_or_b32 v1, ttmp9, 6, v0
	s_wait_kmcnt 0x0
	global_load_b32 v2, v1, s[4:5] scale_offset
	v_lshlrev_b32_e32 v6, 2, v0
	v_lshl_add_u32 v8, v0, 4, s11
	v_xor_b32_e32 v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u32 v0, v0, 4, s11
	s_wait_loadcnt 0x0
	v_add_nc_u32_e32 v3, 1, v2
	v_add_nc_u32_e32 v7, s10, v6
	v_dual_add_nc_u32 v4, 2, v2 :: v_dual_add_nc_u32 v5, 3, v2
	ds_store_b32 v7, v2
	ds_store_b128 v8, v[2:5]
	v_sub_nc_u32_e32 v2, s10, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v2, 0xfc, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_clause 0x1
	global_store_async_from_lds_b32 v1, v2, s[6:7] scale_offset
	global_store_async_from_lds_b128 v1, v0, s[8:9] scale_offset
	s_wait_asynccnt 0x0
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel async_store_from_lds
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
.Lfunc_end2:
	.size	async_store_from_lds, .Lfunc_end2-async_store_from_lds
                                        ; -- End function
	.set async_store_from_lds.num_vgpr, 9
	.set async_store_from_lds.num_agpr, 0
	.set async_store_from_lds.numbered_sgpr, 12
	.set async_store_from_lds.num_named_barrier, 0
	.set async_store_from_lds.private_seg_size, 0
	.set async_store_from_lds.uses_vcc, 0
	.set async_store_from_lds.uses_flat_scratch, 0
	.set async_store_from_lds.has_dyn_sized_stack, 0
	.set async_store_from_lds.has_recursion, 0
	.set async_store_from_lds.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 172
; TotalNumSgprs: 12
; NumVgprs: 9
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
	.protected	__clang_ocl_kern_imp_async_store_from_lds ; -- Begin function __clang_ocl_kern_imp_async_store_from_lds
	.globl	__clang_ocl_kern_imp_async_store_from_lds
	.p2align	2
	.type	__clang_ocl_kern_imp_async_store_from_lds,@function
__clang_ocl_kern_imp_async_store_from_lds: ; @__clang_ocl_kern_imp_async_store_from_lds
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v9, 0x3ff, v31
	v_mov_b32_e32 v13, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v12, ttmp9, 6, v9
	v_lshlrev_b64_e32 v[14:15], 2, v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_nc_u64_e32 v[0:1], v[0:1], v[14:15]
	global_load_b32 v8, v[0:1], off
	s_wait_xcnt 0x0
	v_lshlrev_b32_e32 v0, 2, v9
	v_lshl_add_u32 v1, v9, 4, v7
	v_dual_add_nc_u32 v16, v6, v0 :: v_dual_sub_nc_u32 v6, v6, v0
	s_wait_loadcnt 0x0
	v_dual_add_nc_u32 v9, 1, v8 :: v_dual_add_nc_u32 v10, 2, v8
	v_add_nc_u32_e32 v11, 3, v8
	ds_store_b32 v16, v8
	ds_store_b128 v1, v[8:11]
	v_add_nc_u64_e32 v[0:1], v[2:3], v[14:15]
	v_add_nc_u32_e32 v2, 0xfc, v6
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_store_async_from_lds_b32 v[0:1], v2, off
	v_bitop3_b32 v2, v31, 1, 0x3ff bitop3:0x6c
	v_lshl_add_u64 v[0:1], v[12:13], 4, v[4:5]
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v2, v2, 4, v7
	global_store_async_from_lds_b128 v[0:1], v2, off
	s_wait_asynccnt 0x0
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_async_store_from_lds, .Lfunc_end3-__clang_ocl_kern_imp_async_store_from_lds
                                        ; -- End function
	.set __clang_ocl_kern_imp_async_store_from_lds.num_vgpr, 32
	.set __clang_ocl_kern_imp_async_store_from_lds.num_agpr, 0
	.set __clang_ocl_kern_imp_async_store_from_lds.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_async_store_from_lds.num_named_barrier, 0
	.set __clang_ocl_kern_imp_async_store_from_lds.private_seg_size, 0
	.set __clang_ocl_kern_imp_async_store_from_lds.uses_vcc, 0
	.set __clang_ocl_kern_imp_async_store_from_lds.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_async_store_from_lds.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_async_store_from_lds.has_recursion, 0
	.set __clang_ocl_kern_imp_async_store_from_lds.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 208
; TotalNumSgprs: 32
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	async_double_buffer     ; -- Begin function async_double_buffer
	.globl	async_double_buffer
	.p2align	8
	.type	async_double_buffer,@function
async_double_buffer:                    ; @async_double_buffer
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b64 s[2:3], s[0:1], 0x10
	s_load_b128 s[4:7], s[0:1], 0x0
	v_dual_mov_b32 v3, 0 :: v_dual_lshlrev_b32 v2, 2, v0
	s_wait_xcnt 0x0
	s_mov_b32 s1, 0
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v1, s2, v2
	s_cmp_eq_u32 s3, 0
	global_load_async_to_lds_b32 v1, v0, s[4:5] scale_offset
	s_cbranch_scc1 .LBB4_7
; %bb.1:
	v_add_nc_u64_e32 v[4:5], s[4:5], v[2:3]
	s_mov_b32 s5, 0
	s_mov_b32 s8, 0
	s_branch .LBB4_3
.LBB4_2:                                ;   in Loop: Header=BB4_3 Depth=1
	s_barrier_signal -1
	v_add_nc_u32_e32 v2, s8, v0
	s_and_b32 s5, s5, 64
	s_mov_b32 s8, s4
	s_lshl2_add_u32 s5, s5, s2
	s_cmp_lg_u32 s3, s4
	v_and_b32_e32 v2, 63, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u32 v2, v2, 2, s5
	s_mov_b32 s5, s0
	s_barrier_wait -1
	ds_load_b32 v2, v2
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v3, v2, v3
	s_barrier_signal -1
	s_barrier_wait -1
	s_cbranch_scc0 .LBB4_7
.LBB4_3:                                ; =>This Inner Loop Header: Depth=1
	s_add_co_i32 s4, s8, 1
	s_mov_b32 s9, -1
	s_cmp_ge_u32 s4, s3
	s_cbranch_scc0 .LBB4_5
; %bb.4:                                ;   in Loop: Header=BB4_3 Depth=1
	s_wait_asynccnt 0x0
	s_add_co_i32 s0, s5, 64
	s_mov_b32 s9, 0
.LBB4_5:                                ;   in Loop: Header=BB4_3 Depth=1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccnz .LBB4_2
; %bb.6:                                ;   in Loop: Header=BB4_3 Depth=1
	s_add_co_i32 s0, s5, 64
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s9, s0, 64
	v_lshl_add_u64 v[6:7], s[0:1], 2, v[4:5]
	v_lshl_add_u32 v2, s9, 2, v1
	global_load_async_to_lds_b32 v2, v[6:7], off
	s_wait_asynccnt 0x1
	s_branch .LBB4_2
.LBB4_7:
	v_lshl_or_b32 v0, ttmp9, 6, v0
	global_store_b32 v0, v3, s[6:7] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel async_double_buffer
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
		.amdhsa_next_free_sgpr 10
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
.Lfunc_end4:
	.size	async_double_buffer, .Lfunc_end4-async_double_buffer
                                        ; -- End function
	.set async_double_buffer.num_vgpr, 8
	.set async_double_buffer.num_agpr, 0
	.set async_double_buffer.numbered_sgpr, 10
	.set async_double_buffer.num_named_barrier, 0
	.set async_double_buffer.private_seg_size, 0
	.set async_double_buffer.uses_vcc, 1
	.set async_double_buffer.uses_flat_scratch, 0
	.set async_double_buffer.has_dyn_sized_stack, 0
	.set async_double_buffer.has_recursion, 0
	.set async_double_buffer.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 280
; TotalNumSgprs: 12
; NumVgprs: 8
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
	.protected	__clang_ocl_kern_imp_async_double_buffer ; -- Begin function __clang_ocl_kern_imp_async_double_buffer
	.globl	__clang_ocl_kern_imp_async_double_buffer
	.p2align	2
	.type	__clang_ocl_kern_imp_async_double_buffer,@function
__clang_ocl_kern_imp_async_double_buffer: ; @__clang_ocl_kern_imp_async_double_buffer
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v8, 0x3ff, v31
	v_mov_b32_e32 v7, 0
	s_mov_b32 s2, exec_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v6, 2, v8
	v_add_nc_u64_e32 v[0:1], v[0:1], v[6:7]
	v_add_nc_u32_e32 v6, v4, v6
	global_load_async_to_lds_b32 v6, v[0:1], off
	v_cmpx_ne_u32_e32 0, v5
	s_cbranch_execz .LBB5_8
; %bb.1:
	v_mov_b32_e32 v7, 0
	s_mov_b32 s1, 0
	s_mov_b32 s0, 64
	s_mov_b32 s3, 0
	s_mov_b32 s5, s1
	s_branch .LBB5_3
.LBB5_2:                                ;   in Loop: Header=BB5_3 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	s_barrier_signal -1
	v_add_nc_u32_e32 v9, s5, v8
	s_sub_co_i32 s6, s0, 64
	v_cmp_eq_u32_e32 vcc_lo, s4, v5
	s_and_b32 s5, s6, 64
	s_add_co_i32 s0, s0, 64
	v_lshl_add_u32 v10, s5, 2, v4
	v_and_b32_e32 v9, 63, v9
	s_mov_b32 s5, s4
	s_or_b32 s3, vcc_lo, s3
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u32 v9, v9, 2, v10
	s_barrier_wait -1
	ds_load_b32 v9, v9
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v7, v9, v7
	s_barrier_signal -1
	s_barrier_wait -1
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execz .LBB5_7
.LBB5_3:                                ; =>This Inner Loop Header: Depth=1
	s_add_co_i32 s4, s5, 1
	s_mov_b32 s6, exec_lo
	v_cmpx_ge_u32_e64 s4, v5
	s_xor_b32 s6, exec_lo, s6
; %bb.4:                                ;   in Loop: Header=BB5_3 Depth=1
	s_wait_asynccnt 0x0
; %bb.5:                                ;   in Loop: Header=BB5_3 Depth=1
	s_and_not1_saveexec_b32 s6, s6
	s_cbranch_execz .LBB5_2
; %bb.6:                                ;   in Loop: Header=BB5_3 Depth=1
	s_and_b32 s7, s0, 64
	v_lshl_add_u64 v[10:11], s[0:1], 2, v[0:1]
	v_lshl_add_u32 v9, s7, 2, v6
	global_load_async_to_lds_b32 v9, v[10:11], off
	s_wait_asynccnt 0x1
	s_branch .LBB5_2
.LBB5_7:
	s_or_b32 exec_lo, exec_lo, s3
.LBB5_8:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s2
	v_lshl_add_u32 v0, ttmp9, 6, v8
	v_mov_b32_e32 v1, 0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[2:3]
	global_store_b32 v[0:1], v7, off
	s_set_pc_i64 s[30:31]
.Lfunc_end5:
	.size	__clang_ocl_kern_imp_async_double_buffer, .Lfunc_end5-__clang_ocl_kern_imp_async_double_buffer
                                        ; -- End function
	.set __clang_ocl_kern_imp_async_double_buffer.num_vgpr, 32
	.set __clang_ocl_kern_imp_async_double_buffer.num_agpr, 0
	.set __clang_ocl_kern_imp_async_double_buffer.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_async_double_buffer.num_named_barrier, 0
	.set __clang_ocl_kern_imp_async_double_buffer.private_seg_size, 0
	.set __clang_ocl_kern_imp_async_double_buffer.uses_vcc, 1
	.set __clang_ocl_kern_imp_async_double_buffer.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_async_double_buffer.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_async_double_buffer.has_recursion, 0
	.set __clang_ocl_kern_imp_async_double_buffer.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 300
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
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'int2*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'int4*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         32
        .pointee_align:  1
        .size:           4
        .type_name:      'char*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  local
        .offset:         36
        .pointee_align:  4
        .size:           4
        .type_name:      'int*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  local
        .offset:         40
        .pointee_align:  8
        .size:           4
        .type_name:      'int2*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  local
        .offset:         44
        .pointee_align:  16
        .size:           4
        .type_name:      'int4*'
        .value_kind:     dynamic_shared_pointer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         48
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 56
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           async_load_sizes
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         async_load_sizes.kd
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
        .type_name:      'int4*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         24
        .pointee_align:  4
        .size:           4
        .type_name:      'int*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  local
        .offset:         28
        .pointee_align:  16
        .size:           4
        .type_name:      'int4*'
        .value_kind:     dynamic_shared_pointer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           async_store_from_lds
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         async_store_from_lds.kd
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .actual_access:  read_only
        .address_space:  global
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
      - .address_space:  local
        .offset:         16
        .pointee_align:  4
        .size:           4
        .type_name:      'int*'
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
    .max_flat_workgroup_size: 64
    .name:           async_double_buffer
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         async_double_buffer.kd
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
