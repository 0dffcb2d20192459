	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	fence_work_item_sub_group ; -- Begin function fence_work_item_sub_group
	.globl	fence_work_item_sub_group
	.p2align	8
	.type	fence_work_item_sub_group,@function
fence_work_item_sub_group:              ; @fence_work_item_sub_group
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b96 s[4:6], s[0:1], 0x0
	v_lshl_or_b32 v1, ttmp9, 6, v0
	v_xor_b32_e32 v9, 2, v0
	v_xor_b32_e32 v10, 3, v0
	s_wait_xcnt 0x0
	s_load_b64 s[0:1], s[0:1], 0x10
	v_dual_add_nc_u32 v3, 64, v1 :: v_dual_bitop2_b32 v5, 1, v0 bitop3:0x14
	v_add_nc_u32_e32 v6, 0x80, v1
	s_wait_kmcnt 0x0
	v_lshl_add_u32 v2, v0, 2, s6
	global_store_b32 v1, v0, s[4:5] scale_offset
	v_lshl_add_u32 v5, v5, 2, s6
	v_lshl_add_u32 v9, v9, 2, s6
	ds_store_b32 v2, v1
	global_load_b32 v4, v3, s[4:5] scale_offset
	ds_load_b32 v7, v5
	global_load_b32 v8, v6, s[4:5] scale_offset
	s_wait_loadcnt_dscnt 0x100
	v_add_nc_u32_e32 v4, v7, v4
	v_lshl_add_u32 v7, v10, 2, s6
	v_add_nc_u32_e32 v10, 0xc0, v1
	ds_store_b32 v9, v4
	ds_load_b32 v4, v7
	s_wait_loadcnt_dscnt 0x0
	v_add_nc_u32_e32 v4, v4, v8
	v_add_nc_u32_e32 v8, 0x100, v1
	s_clause 0x1
	global_store_b32 v10, v4, s[4:5] scale_offset
	global_load_b32 v4, v8, s[4:5] scale_offset
	global_load_b32 v11, v1, s[0:1] scale_offset
	ds_load_b32 v12, v2
	ds_store_b32 v2, v1
	s_wait_loadcnt_dscnt 0x1
	v_add3_u32 v4, v12, v4, v11
	s_clause 0x2
	global_store_b32 v1, v4, s[0:1] scale_offset
	global_store_b32 v1, v0, s[4:5] scale_offset
	global_load_b32 v0, v3, s[4:5] scale_offset
	s_wait_xcnt 0x0
	ds_load_b32 v3, v5
	global_load_b32 v4, v6, s[4:5] scale_offset
	s_wait_loadcnt_dscnt 0x100
	v_add_nc_u32_e32 v0, v3, v0
	ds_store_b32 v9, v0
	ds_load_b32 v0, v7
	s_wait_loadcnt_dscnt 0x0
	v_add_nc_u32_e32 v0, v0, v4
	s_clause 0x1
	global_store_b32 v10, v0, s[4:5] scale_offset
	global_load_b32 v0, v8, s[4:5] scale_offset
	global_load_b32 v3, v1, s[0:1] scale_offset
	ds_load_b32 v2, v2
	s_wait_loadcnt_dscnt 0x0
	v_add3_u32 v0, v2, v0, v3
	global_store_b32 v1, v0, s[0:1] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel fence_work_item_sub_group
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
		.amdhsa_next_free_sgpr 7
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
.Lfunc_end0:
	.size	fence_work_item_sub_group, .Lfunc_end0-fence_work_item_sub_group
                                        ; -- End function
	.set fence_work_item_sub_group.num_vgpr, 13
	.set fence_work_item_sub_group.num_agpr, 0
	.set fence_work_item_sub_group.numbered_sgpr, 7
	.set fence_work_item_sub_group.num_named_barrier, 0
	.set fence_work_item_sub_group.private_seg_size, 0
	.set fence_work_item_sub_group.uses_vcc, 0
	.set fence_work_item_sub_group.uses_flat_scratch, 0
	.set fence_work_item_sub_group.has_dyn_sized_stack, 0
	.set fence_work_item_sub_group.has_recursion, 0
	.set fence_work_item_sub_group.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 440
; TotalNumSgprs: 7
; NumVgprs: 13
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
	.protected	__clang_ocl_kern_imp_fence_work_item_sub_group ; -- Begin function __clang_ocl_kern_imp_fence_work_item_sub_group
	.globl	__clang_ocl_kern_imp_fence_work_item_sub_group
	.p2align	2
	.type	__clang_ocl_kern_imp_fence_work_item_sub_group,@function
__clang_ocl_kern_imp_fence_work_item_sub_group: ; @__clang_ocl_kern_imp_fence_work_item_sub_group
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v18, 0x3ff, v31
	v_dual_mov_b32 v5, v4 :: v_dual_mov_b32 v4, v3
	v_bitop3_b32 v16, v31, 1, 0x3ff bitop3:0x6c
	v_bitop3_b32 v17, v31, 2, 0x3ff bitop3:0x6c
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_or_b32 v6, ttmp9, 6, v18
	v_mov_b32_e32 v7, 0
	v_lshl_add_u32 v19, v18, 2, v2
	v_lshl_add_u32 v20, v16, 2, v2
	v_lshl_add_u32 v23, v17, 2, v2
	v_add_nc_u32_e32 v10, 64, v6
	v_lshlrev_b64_e32 v[8:9], 2, v[6:7]
	v_dual_mov_b32 v11, v7 :: v_dual_mov_b32 v15, v7
	ds_store_b32 v19, v6
	v_add_nc_u32_e32 v14, 0x80, v6
	v_bitop3_b32 v22, v31, 3, 0x3ff bitop3:0x6c
	v_lshl_add_u64 v[10:11], v[10:11], 2, v[0:1]
	v_add_nc_u64_e32 v[12:13], v[0:1], v[8:9]
	v_add_nc_u64_e32 v[4:5], v[4:5], v[8:9]
	v_mov_b32_e32 v17, v7
	v_lshl_add_u32 v22, v22, 2, v2
	v_add_nc_u32_e32 v2, 0xc0, v6
	s_clause 0x1
	global_store_b32 v[12:13], v18, off
	global_load_b32 v3, v[10:11], off
	ds_load_b32 v16, v20
	s_wait_loadcnt_dscnt 0x0
	v_add_nc_u32_e32 v3, v16, v3
	v_add_nc_u32_e32 v16, 0x100, v6
	ds_store_b32 v23, v3
	v_mov_b32_e32 v3, v7
	v_lshl_add_u64 v[14:15], v[14:15], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_load_b32 v21, v[14:15], off
	ds_load_b32 v24, v22
	v_lshl_add_u64 v[0:1], v[16:17], 2, v[0:1]
	s_wait_loadcnt_dscnt 0x0
	v_add_nc_u32_e32 v7, v24, v21
	s_clause 0x1
	global_store_b32 v[2:3], v7, off
	global_load_b32 v7, v[0:1], off
	global_load_b32 v8, v[4:5], off
	ds_load_b32 v9, v19
	global_store_b32 v[12:13], v18, off
	ds_store_b32 v19, v6
	s_wait_loadcnt_dscnt 0x1
	v_add3_u32 v7, v9, v7, v8
	global_store_b32 v[4:5], v7, off
	global_load_b32 v6, v[10:11], off
	s_wait_xcnt 0x1
	ds_load_b32 v7, v20
	global_load_b32 v8, v[14:15], off
	s_wait_loadcnt_dscnt 0x100
	v_add_nc_u32_e32 v6, v7, v6
	ds_store_b32 v23, v6
	ds_load_b32 v6, v22
	s_wait_loadcnt_dscnt 0x0
	v_add_nc_u32_e32 v6, v6, v8
	s_clause 0x1
	global_store_b32 v[2:3], v6, off
	global_load_b32 v2, v[0:1], off
	global_load_b32 v3, v[4:5], off
	s_wait_xcnt 0x1
	ds_load_b32 v0, v19
	s_wait_loadcnt_dscnt 0x0
	v_add3_u32 v0, v0, v2, v3
	global_store_b32 v[4:5], v0, off
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_fence_work_item_sub_group, .Lfunc_end1-__clang_ocl_kern_imp_fence_work_item_sub_group
                                        ; -- End function
	.set __clang_ocl_kern_imp_fence_work_item_sub_group.num_vgpr, 32
	.set __clang_ocl_kern_imp_fence_work_item_sub_group.num_agpr, 0
	.set __clang_ocl_kern_imp_fence_work_item_sub_group.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_fence_work_item_sub_group.num_named_barrier, 0
	.set __clang_ocl_kern_imp_fence_work_item_sub_group.private_seg_size, 0
	.set __clang_ocl_kern_imp_fence_work_item_sub_group.uses_vcc, 0
	.set __clang_ocl_kern_imp_fence_work_item_sub_group.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_fence_work_item_sub_group.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_fence_work_item_sub_group.has_recursion, 0
	.set __clang_ocl_kern_imp_fence_work_item_sub_group.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 532
; TotalNumSgprs: 32
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	fence_work_group        ; -- Begin function fence_work_group
	.globl	fence_work_group
	.p2align	8
	.type	fence_work_group,@function
fence_work_group:                       ; @fence_work_group
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b96 s[4:6], s[0:1], 0x0
	v_lshl_or_b32 v1, ttmp9, 6, v0
	v_xor_b32_e32 v2, 1, v0
	s_wait_xcnt 0x0
	s_load_b64 s[0:1], s[0:1], 0x10
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u32_e32 v4, 64, v1
	v_add_nc_u32_e32 v5, 0x80, v1
	s_wait_kmcnt 0x0
	v_lshl_add_u32 v3, v0, 2, s6
	v_lshl_add_u32 v2, v2, 2, s6
	global_store_b32 v1, v0, s[4:5] scale_offset
	ds_store_b32 v3, v1
	s_wait_storecnt 0x0
	global_load_b32 v4, v4, s[4:5] scale_offset
	ds_load_b32 v2, v2
	s_wait_loadcnt_dscnt 0x0
	v_add_nc_u32_e32 v2, v2, v4
	v_add_nc_u32_e32 v4, 0x100, v1
	global_load_b32 v5, v5, s[4:5] scale_offset
	v_xor_b32_e32 v6, 2, v0
	v_xor_b32_e32 v0, 3, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v6, v6, 2, s6
	v_lshl_add_u32 v0, v0, 2, s6
	ds_store_b32 v6, v2
	v_add_nc_u32_e32 v2, 0xc0, v1
	s_wait_loadcnt_dscnt 0x0
	ds_load_b32 v0, v0
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v0, v0, v5
	global_store_b32 v2, v0, s[4:5] scale_offset
	s_wait_storecnt 0x0
	global_load_b32 v0, v4, s[4:5] scale_offset
	global_load_b32 v2, v1, s[0:1] scale_offset
	ds_load_b32 v3, v3
	s_wait_loadcnt_dscnt 0x0
	v_add3_u32 v0, v3, v0, v2
	global_store_b32 v1, v0, s[0:1] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel fence_work_group
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
		.amdhsa_next_free_sgpr 7
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
	.size	fence_work_group, .Lfunc_end2-fence_work_group
                                        ; -- End function
	.set fence_work_group.num_vgpr, 7
	.set fence_work_group.num_agpr, 0
	.set fence_work_group.numbered_sgpr, 7
	.set fence_work_group.num_named_barrier, 0
	.set fence_work_group.private_seg_size, 0
	.set fence_work_group.uses_vcc, 0
	.set fence_work_group.uses_flat_scratch, 0
	.set fence_work_group.has_dyn_sized_stack, 0
	.set fence_work_group.has_recursion, 0
	.set fence_work_group.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 288
; TotalNumSgprs: 7
; NumVgprs: 7
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
	.protected	__clang_ocl_kern_imp_fence_work_group ; -- Begin function __clang_ocl_kern_imp_fence_work_group
	.globl	__clang_ocl_kern_imp_fence_work_group
	.p2align	2
	.type	__clang_ocl_kern_imp_fence_work_group,@function
__clang_ocl_kern_imp_fence_work_group:  ; @__clang_ocl_kern_imp_fence_work_group
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v5, v4 :: v_dual_mov_b32 v4, v3
	v_and_b32_e32 v3, 0x3ff, v31
	v_bitop3_b32 v14, v31, 1, 0x3ff bitop3:0x6c
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_lshl_or_b32 v6, ttmp9, 6, v3
	v_mov_b32_e32 v7, 0
	v_lshl_add_u32 v15, v3, 2, v2
	v_lshl_add_u32 v14, v14, 2, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_nc_u32_e32 v10, 64, v6
	v_lshlrev_b64_e32 v[8:9], 2, v[6:7]
	v_mov_b32_e32 v11, v7
	ds_store_b32 v15, v6
	v_lshl_add_u64 v[10:11], v[10:11], 2, v[0:1]
	v_add_nc_u64_e32 v[12:13], v[0:1], v[8:9]
	v_add_nc_u64_e32 v[4:5], v[4:5], v[8:9]
	global_store_b32 v[12:13], v3, off
	s_wait_storecnt 0x0
	global_load_b32 v3, v[10:11], off
	ds_load_b32 v12, v14
	s_wait_xcnt 0x0
	v_dual_mov_b32 v11, v7 :: v_dual_add_nc_u32 v10, 0x80, v6
	v_bitop3_b32 v13, v31, 3, 0x3ff bitop3:0x6c
	s_wait_loadcnt_dscnt 0x0
	v_add_nc_u32_e32 v3, v12, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_lshl_add_u64 v[10:11], v[10:11], 2, v[0:1]
	global_load_b32 v10, v[10:11], off
	s_wait_xcnt 0x0
	v_bitop3_b32 v11, v31, 2, 0x3ff bitop3:0x6c
	v_lshl_add_u32 v11, v11, 2, v2
	v_lshl_add_u32 v2, v13, 2, v2
	ds_store_b32 v11, v3
	v_mov_b32_e32 v3, v7
	s_wait_loadcnt_dscnt 0x0
	ds_load_b32 v11, v2
	v_add_nc_u32_e32 v2, 0xc0, v6
	v_add_nc_u32_e32 v6, 0x100, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	v_lshl_add_u64 v[0:1], v[6:7], 2, v[0:1]
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v10, v11, v10
	global_store_b32 v[2:3], v10, off
	s_wait_storecnt 0x0
	global_load_b32 v2, v[0:1], off
	global_load_b32 v3, v[4:5], off
	s_wait_xcnt 0x1
	ds_load_b32 v0, v15
	s_wait_loadcnt_dscnt 0x0
	v_add3_u32 v0, v0, v2, v3
	global_store_b32 v[4:5], v0, off
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_fence_work_group, .Lfunc_end3-__clang_ocl_kern_imp_fence_work_group
                                        ; -- End function
	.set __clang_ocl_kern_imp_fence_work_group.num_vgpr, 32
	.set __clang_ocl_kern_imp_fence_work_group.num_agpr, 0
	.set __clang_ocl_kern_imp_fence_work_group.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_fence_work_group.num_named_barrier, 0
	.set __clang_ocl_kern_imp_fence_work_group.private_seg_size, 0
	.set __clang_ocl_kern_imp_fence_work_group.uses_vcc, 0
	.set __clang_ocl_kern_imp_fence_work_group.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_fence_work_group.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_fence_work_group.has_recursion, 0
	.set __clang_ocl_kern_imp_fence_work_group.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 384
; TotalNumSgprs: 32
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	fence_device_all_svm    ; -- Begin function fence_device_all_svm
	.globl	fence_device_all_svm
	.p2align	8
	.type	fence_device_all_svm,@function
fence_device_all_svm:                   ; @fence_device_all_svm
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b96 s[4:6], s[0:1], 0x0
	v_lshl_or_b32 v1, ttmp9, 6, v0
	v_xor_b32_e32 v2, 1, v0
	v_xor_b32_e32 v10, 3, v0
	s_wait_xcnt 0x0
	s_load_b64 s[0:1], s[0:1], 0x10
	v_add_nc_u32_e32 v4, 64, v1
	v_add_nc_u32_e32 v7, 0x80, v1
	s_wait_kmcnt 0x0
	v_lshl_add_u32 v3, v0, 2, s6
	v_lshl_add_u32 v2, v2, 2, s6
	global_store_b32 v1, v0, s[4:5] scale_offset
	ds_store_b32 v3, v1
	global_wb scope:SCOPE_DEV
	s_wait_storecnt 0x0
	global_load_b32 v5, v4, s[4:5] scale_offset
	ds_load_b32 v6, v2
	s_wait_loadcnt_dscnt 0x0
	v_dual_add_nc_u32 v5, v6, v5 :: v_dual_bitop2_b32 v9, 2, v0 bitop3:0x14
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u32 v9, v9, 2, s6
	v_lshl_add_u32 v6, v10, 2, s6
	v_add_nc_u32_e32 v10, 0xc0, v1
	global_load_b32 v8, v7, s[4:5] scale_offset
	ds_store_b32 v9, v5
	global_wb scope:SCOPE_DEV
	s_wait_storecnt 0x0
	s_wait_loadcnt_dscnt 0x0
	global_inv scope:SCOPE_DEV
	ds_load_b32 v5, v6
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v5, v5, v8
	v_add_nc_u32_e32 v8, 0x100, v1
	global_store_b32 v10, v5, s[4:5] scale_offset
	global_wb scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	global_inv scope:SCOPE_DEV
	global_load_b32 v5, v8, s[4:5] scale_offset
	ds_load_b32 v11, v3
	global_load_b32 v12, v1, s[0:1] scale_offset
	ds_store_b32 v3, v1
	s_wait_loadcnt_dscnt 0x1
	v_add3_u32 v5, v11, v5, v12
	s_clause 0x1
	global_store_b32 v1, v5, s[0:1] scale_offset
	global_store_b32 v1, v0, s[4:5] scale_offset
	global_wb scope:SCOPE_SYS
	s_wait_storecnt 0x0
	global_load_b32 v0, v4, s[4:5] scale_offset
	ds_load_b32 v2, v2
	s_wait_loadcnt_dscnt 0x0
	v_add_nc_u32_e32 v0, v2, v0
	global_load_b32 v4, v7, s[4:5] scale_offset
	ds_store_b32 v9, v0
	global_wb scope:SCOPE_SYS
	s_wait_storecnt 0x0
	s_wait_loadcnt_dscnt 0x0
	global_inv scope:SCOPE_SYS
	ds_load_b32 v0, v6
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v0, v0, v4
	global_store_b32 v10, v0, s[4:5] scale_offset
	global_wb scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	global_inv scope:SCOPE_SYS
	global_load_b32 v0, v8, s[4:5] scale_offset
	global_load_b32 v2, v1, s[0:1] scale_offset
	ds_load_b32 v3, v3
	s_wait_loadcnt_dscnt 0x0
	v_add3_u32 v0, v3, v0, v2
	global_store_b32 v1, v0, s[0:1] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel fence_device_all_svm
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
		.amdhsa_next_free_sgpr 7
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
.Lfunc_end4:
	.size	fence_device_all_svm, .Lfunc_end4-fence_device_all_svm
                                        ; -- End function
	.set fence_device_all_svm.num_vgpr, 13
	.set fence_device_all_svm.num_agpr, 0
	.set fence_device_all_svm.numbered_sgpr, 7
	.set fence_device_all_svm.num_named_barrier, 0
	.set fence_device_all_svm.private_seg_size, 0
	.set fence_device_all_svm.uses_vcc, 0
	.set fence_device_all_svm.uses_flat_scratch, 0
	.set fence_device_all_svm.has_dyn_sized_stack, 0
	.set fence_device_all_svm.has_recursion, 0
	.set fence_device_all_svm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 592
; TotalNumSgprs: 7
; NumVgprs: 13
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
	.protected	__clang_ocl_kern_imp_fence_device_all_svm ; -- Begin function __clang_ocl_kern_imp_fence_device_all_svm
	.globl	__clang_ocl_kern_imp_fence_device_all_svm
	.p2align	2
	.type	__clang_ocl_kern_imp_fence_device_all_svm,@function
__clang_ocl_kern_imp_fence_device_all_svm: ; @__clang_ocl_kern_imp_fence_device_all_svm
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v18, 0x3ff, v31
	v_dual_mov_b32 v5, v4 :: v_dual_mov_b32 v4, v3
	v_bitop3_b32 v3, v31, 1, 0x3ff bitop3:0x6c
	v_bitop3_b32 v17, v31, 2, 0x3ff bitop3:0x6c
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_or_b32 v6, ttmp9, 6, v18
	v_mov_b32_e32 v7, 0
	v_lshl_add_u32 v19, v18, 2, v2
	v_lshl_add_u32 v20, v3, 2, v2
	v_lshl_add_u32 v23, v17, 2, v2
	v_add_nc_u32_e32 v10, 64, v6
	v_lshlrev_b64_e32 v[8:9], 2, v[6:7]
	v_dual_mov_b32 v11, v7 :: v_dual_mov_b32 v15, v7
	ds_store_b32 v19, v6
	v_add_nc_u32_e32 v14, 0x80, v6
	v_bitop3_b32 v22, v31, 3, 0x3ff bitop3:0x6c
	v_lshl_add_u64 v[10:11], v[10:11], 2, v[0:1]
	v_add_nc_u64_e32 v[12:13], v[0:1], v[8:9]
	v_add_nc_u64_e32 v[4:5], v[4:5], v[8:9]
	v_mov_b32_e32 v17, v7
	v_lshl_add_u32 v22, v22, 2, v2
	v_add_nc_u32_e32 v2, 0xc0, v6
	global_store_b32 v[12:13], v18, off
	global_wb scope:SCOPE_DEV
	s_wait_storecnt 0x0
	global_load_b32 v3, v[10:11], off
	ds_load_b32 v16, v20
	s_wait_loadcnt_dscnt 0x0
	v_add_nc_u32_e32 v3, v16, v3
	v_add_nc_u32_e32 v16, 0x100, v6
	ds_store_b32 v23, v3
	v_mov_b32_e32 v3, v7
	v_lshl_add_u64 v[14:15], v[14:15], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_load_b32 v21, v[14:15], off
	v_lshl_add_u64 v[0:1], v[16:17], 2, v[0:1]
	global_wb scope:SCOPE_DEV
	s_wait_storecnt 0x0
	s_wait_loadcnt_dscnt 0x0
	global_inv scope:SCOPE_DEV
	ds_load_b32 v24, v22
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v7, v24, v21
	global_store_b32 v[2:3], v7, off
	global_wb scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	global_inv scope:SCOPE_DEV
	global_load_b32 v7, v[0:1], off
	ds_load_b32 v8, v19
	global_load_b32 v9, v[4:5], off
	global_store_b32 v[12:13], v18, off
	ds_store_b32 v19, v6
	s_wait_loadcnt_dscnt 0x1
	v_add3_u32 v7, v8, v7, v9
	global_store_b32 v[4:5], v7, off
	global_wb scope:SCOPE_SYS
	s_wait_storecnt 0x0
	global_load_b32 v6, v[10:11], off
	s_wait_xcnt 0x1
	ds_load_b32 v7, v20
	s_wait_loadcnt_dscnt 0x0
	v_add_nc_u32_e32 v6, v7, v6
	global_load_b32 v8, v[14:15], off
	ds_store_b32 v23, v6
	global_wb scope:SCOPE_SYS
	s_wait_storecnt 0x0
	s_wait_loadcnt_dscnt 0x0
	global_inv scope:SCOPE_SYS
	ds_load_b32 v6, v22
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v6, v6, v8
	global_store_b32 v[2:3], v6, off
	global_wb scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	global_inv scope:SCOPE_SYS
	global_load_b32 v2, v[0:1], off
	global_load_b32 v3, v[4:5], off
	s_wait_xcnt 0x1
	ds_load_b32 v0, v19
	s_wait_loadcnt_dscnt 0x0
	v_add3_u32 v0, v0, v2, v3
	global_store_b32 v[4:5], v0, off
	s_set_pc_i64 s[30:31]
.Lfunc_end5:
	.size	__clang_ocl_kern_imp_fence_device_all_svm, .Lfunc_end5-__clang_ocl_kern_imp_fence_device_all_svm
                                        ; -- End function
	.set __clang_ocl_kern_imp_fence_device_all_svm.num_vgpr, 32
	.set __clang_ocl_kern_imp_fence_device_all_svm.num_agpr, 0
	.set __clang_ocl_kern_imp_fence_device_all_svm.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_fence_device_all_svm.num_named_barrier, 0
	.set __clang_ocl_kern_imp_fence_device_all_svm.private_seg_size, 0
	.set __clang_ocl_kern_imp_fence_device_all_svm.uses_vcc, 0
	.set __clang_ocl_kern_imp_fence_device_all_svm.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_fence_device_all_svm.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_fence_device_all_svm.has_recursion, 0
	.set __clang_ocl_kern_imp_fence_device_all_svm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 680
; TotalNumSgprs: 32
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	barrier_flags           ; -- Begin function barrier_flags
	.globl	barrier_flags
	.p2align	8
	.type	barrier_flags,@function
barrier_flags:                          ; @barrier_flags
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b96 s[0:2], s[0:1], 0x0
	s_lshl_b32 s3, ttmp9, 6
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_lshlrev_b32 v3, 2, v0 :: v_dual_bitop2_b32 v1, s3, v0 bitop3:0x54
	s_wait_kmcnt 0x0
	global_load_b32 v2, v1, s[0:1] scale_offset
	v_add_nc_u32_e32 v4, s2, v3
	s_wait_loadcnt 0x0
	ds_store_b32 v4, v2
	v_sub_nc_u32_e32 v2, s2, v3
	v_add_nc_u32_e32 v3, 0x1000, v1
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v2, v2 offset:252
	s_wait_dscnt 0x0
	global_store_b32 v1, v2, s[0:1] scale_offset
	s_wait_xcnt 0x0
	v_bitop3_b32 v2, s3, 1, v0 bitop3:0x36
	v_add_nc_u32_e32 v1, 0x2000, v1
	s_wait_storecnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_load_b32 v2, v2, s[0:1] scale_offset
	s_wait_loadcnt 0x0
	v_add_nc_u32_e32 v2, 1, v2
	ds_store_b32 v4, v2
	v_xor_b32_e32 v2, 5, v0
	v_xor_b32_e32 v0, 7, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v2, v2, 2, s2
	v_lshl_add_u32 v0, v0, 2, s2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v2, v2
	s_wait_dscnt 0x0
	global_store_b32 v3, v2, s[0:1] scale_offset
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v0, v0
	s_wait_dscnt 0x0
	global_store_b32 v1, v0, s[0:1] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel barrier_flags
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
		.amdhsa_next_free_sgpr 4
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
.Lfunc_end6:
	.size	barrier_flags, .Lfunc_end6-barrier_flags
                                        ; -- End function
	.set barrier_flags.num_vgpr, 5
	.set barrier_flags.num_agpr, 0
	.set barrier_flags.numbered_sgpr, 4
	.set barrier_flags.num_named_barrier, 0
	.set barrier_flags.private_seg_size, 0
	.set barrier_flags.uses_vcc, 0
	.set barrier_flags.uses_flat_scratch, 0
	.set barrier_flags.has_dyn_sized_stack, 0
	.set barrier_flags.has_recursion, 0
	.set barrier_flags.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 276
; TotalNumSgprs: 4
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 4
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
	.protected	__clang_ocl_kern_imp_barrier_flags ; -- Begin function __clang_ocl_kern_imp_barrier_flags
	.globl	__clang_ocl_kern_imp_barrier_flags
	.p2align	2
	.type	__clang_ocl_kern_imp_barrier_flags,@function
__clang_ocl_kern_imp_barrier_flags:     ; @__clang_ocl_kern_imp_barrier_flags
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v3, 0x3ff, v31
	s_lshl_b32 s0, ttmp9, 6
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_dual_mov_b32 v5, 0 :: v_dual_bitop2_b32 v4, s0, v3 bitop3:0x54
	v_lshlrev_b32_e32 v9, 2, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u64 v[6:7], v[4:5], 2, v[0:1]
	v_add_nc_u32_e32 v10, v2, v9
	global_load_b32 v8, v[6:7], off
	s_wait_loadcnt 0x0
	ds_store_b32 v10, v8
	v_sub_nc_u32_e32 v8, v2, v9
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v8, v8 offset:252
	s_wait_dscnt 0x0
	global_store_b32 v[6:7], v8, off
	s_wait_xcnt 0x0
	v_mov_b32_e32 v7, v5
	v_bitop3_b32 v6, s0, 1, v3 bitop3:0x36
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[6:7], v[6:7], 2, v[0:1]
	s_wait_storecnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_load_b32 v3, v[6:7], off
	s_wait_xcnt 0x0
	v_add_nc_u32_e32 v6, 0x1000, v4
	v_dual_mov_b32 v7, v5 :: v_dual_add_nc_u32 v4, 0x2000, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u64 v[6:7], v[6:7], 2, v[0:1]
	v_lshl_add_u64 v[0:1], v[4:5], 2, v[0:1]
	s_wait_loadcnt 0x0
	v_add_nc_u32_e32 v3, 1, v3
	ds_store_b32 v10, v3
	v_bitop3_b32 v3, v31, 5, 0x3ff bitop3:0x6c
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u32 v3, v3, 2, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	global_store_b32 v[6:7], v3, off
	s_barrier_signal -1
	s_wait_xcnt 0x0
	v_bitop3_b32 v3, v31, 7, 0x3ff bitop3:0x6c
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u32 v2, v3, 2, v2
	s_barrier_wait -1
	ds_load_b32 v2, v2
	s_wait_dscnt 0x0
	global_store_b32 v[0:1], v2, off
	s_set_pc_i64 s[30:31]
.Lfunc_end7:
	.size	__clang_ocl_kern_imp_barrier_flags, .Lfunc_end7-__clang_ocl_kern_imp_barrier_flags
                                        ; -- End function
	.set __clang_ocl_kern_imp_barrier_flags.num_vgpr, 32
	.set __clang_ocl_kern_imp_barrier_flags.num_agpr, 0
	.set __clang_ocl_kern_imp_barrier_flags.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_barrier_flags.num_named_barrier, 0
	.set __clang_ocl_kern_imp_barrier_flags.private_seg_size, 0
	.set __clang_ocl_kern_imp_barrier_flags.uses_vcc, 0
	.set __clang_ocl_kern_imp_barrier_flags.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_barrier_flags.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_barrier_flags.has_recursion, 0
	.set __clang_ocl_kern_imp_barrier_flags.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 356
; TotalNumSgprs: 32
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	message_passing         ; -- Begin function message_passing
	.globl	message_passing
	.p2align	8
	.type	message_passing,@function
message_passing:                        ; @message_passing
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x18
	s_load_b128 s[4:7], s[0:1], 0x0
	v_lshl_or_b32 v1, ttmp9, 6, v0
	s_mov_b32 s3, -1
	s_wait_kmcnt 0x0
	s_cmp_eq_u32 ttmp9, s2
	s_cbranch_scc1 .LBB8_4
; %bb.1:
	v_mov_b32_e32 v2, 0
	s_load_b64 s[0:1], s[0:1], 0x10
	s_mov_b32 s3, 0
	global_load_b32 v3, v2, s[6:7] scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	v_cmp_ne_u32_e32 vcc_lo, 0, v3
	s_cbranch_vccnz .LBB8_3
.LBB8_2:                                ; =>This Inner Loop Header: Depth=1
	s_sleep 1
	global_load_b32 v3, v2, s[6:7] scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	s_cbranch_vccnz .LBB8_2
.LBB8_3:
	v_lshl_or_b32 v2, s2, 6, v0
	global_inv scope:SCOPE_DEV
	global_load_b32 v2, v2, s[4:5] scale_offset
	s_wait_loadcnt 0x0
	s_wait_kmcnt 0x0
	global_store_b32 v1, v2, s[0:1] scale_offset
.LBB8_4:
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccz .LBB8_7
; %bb.5:
	s_wait_xcnt 0x0
	v_lshl_add_u32 v2, v1, 1, v1
	s_mov_b32 s0, exec_lo
	global_store_b32 v1, v2, s[4:5] scale_offset
	global_wb scope:SCOPE_DEV
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB8_7
; %bb.6:
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v1, 1
	global_store_b32 v0, v1, s[6:7] scope:SCOPE_DEV
.LBB8_7:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel message_passing
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
.Lfunc_end8:
	.size	message_passing, .Lfunc_end8-message_passing
                                        ; -- End function
	.set message_passing.num_vgpr, 4
	.set message_passing.num_agpr, 0
	.set message_passing.numbered_sgpr, 8
	.set message_passing.num_named_barrier, 0
	.set message_passing.private_seg_size, 0
	.set message_passing.uses_vcc, 1
	.set message_passing.uses_flat_scratch, 0
	.set message_passing.has_dyn_sized_stack, 0
	.set message_passing.has_recursion, 0
	.set message_passing.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 260
; TotalNumSgprs: 10
; NumVgprs: 4
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
	.protected	__clang_ocl_kern_imp_message_passing ; -- Begin function __clang_ocl_kern_imp_message_passing
	.globl	__clang_ocl_kern_imp_message_passing
	.p2align	2
	.type	__clang_ocl_kern_imp_message_passing,@function
__clang_ocl_kern_imp_message_passing:   ; @__clang_ocl_kern_imp_message_passing
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v7, 0x3ff, v31
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_or_b32 v8, ttmp9, 6, v7
	v_cmpx_ne_u32_e64 ttmp9, v6
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB9_3
; %bb.1:
	s_and_not1_saveexec_b32 s0, s0
	s_cbranch_execnz .LBB9_6
.LBB9_2:
	s_or_b32 exec_lo, exec_lo, s0
	s_set_pc_i64 s[30:31]
.LBB9_3:
	global_load_b32 v9, v[2:3], off scope:SCOPE_DEV
	s_mov_b32 s2, 0
	s_mov_b32 s1, exec_lo
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_cmpx_eq_u32_e32 0, v9
	s_cbranch_execz .LBB9_5
.LBB9_4:                                ; =>This Inner Loop Header: Depth=1
	s_sleep 1
	global_load_b32 v9, v[2:3], off scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	v_cmp_ne_u32_e32 vcc_lo, 0, v9
	s_or_b32 s2, vcc_lo, s2
	s_wait_xcnt 0x0
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execnz .LBB9_4
.LBB9_5:
	s_or_b32 exec_lo, exec_lo, s1
	v_lshl_add_u32 v2, v6, 6, v7
	v_mov_b32_e32 v3, 0
	s_wait_storecnt 0x0
	global_inv scope:SCOPE_DEV
                                        ; implicit-def: $vgpr7
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[0:1]
	v_mov_b32_e32 v9, v3
	global_load_b32 v2, v[0:1], off
	s_wait_xcnt 0x0
	v_lshl_add_u64 v[0:1], v[8:9], 2, v[4:5]
                                        ; implicit-def: $vgpr8
	s_wait_loadcnt 0x0
	global_store_b32 v[0:1], v2, off
                                        ; implicit-def: $vgpr0_vgpr1
                                        ; implicit-def: $vgpr2_vgpr3
	s_wait_xcnt 0x0
	s_and_not1_saveexec_b32 s0, s0
	s_cbranch_execz .LBB9_2
.LBB9_6:
	v_mov_b32_e32 v9, 0
	v_lshl_add_u32 v4, v8, 1, v8
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u64 v[0:1], v[8:9], 2, v[0:1]
	global_store_b32 v[0:1], v4, off
	global_wb scope:SCOPE_DEV
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	v_cmpx_eq_u32_e32 0, v7
	s_cbranch_execz .LBB9_8
; %bb.7:
	v_mov_b32_e32 v0, 1
	global_store_b32 v[2:3], v0, off scope:SCOPE_DEV
.LBB9_8:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s0
	s_set_pc_i64 s[30:31]
.Lfunc_end9:
	.size	__clang_ocl_kern_imp_message_passing, .Lfunc_end9-__clang_ocl_kern_imp_message_passing
                                        ; -- End function
	.set __clang_ocl_kern_imp_message_passing.num_vgpr, 32
	.set __clang_ocl_kern_imp_message_passing.num_agpr, 0
	.set __clang_ocl_kern_imp_message_passing.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_message_passing.num_named_barrier, 0
	.set __clang_ocl_kern_imp_message_passing.private_seg_size, 0
	.set __clang_ocl_kern_imp_message_passing.uses_vcc, 1
	.set __clang_ocl_kern_imp_message_passing.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_message_passing.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_message_passing.has_recursion, 0
	.set __clang_ocl_kern_imp_message_passing.has_indirect_call, 0
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
      - .address_space:  local
        .offset:         8
        .pointee_align:  4
        .size:           4
        .type_name:      'uint*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  global
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           fence_work_item_sub_group
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     7
    .sgpr_spill_count: 0
    .symbol:         fence_work_item_sub_group.kd
    .uses_dynamic_stack: false
    .vgpr_count:     13
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
      - .address_space:  global
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           fence_work_group
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     7
    .sgpr_spill_count: 0
    .symbol:         fence_work_group.kd
    .uses_dynamic_stack: false
    .vgpr_count:     7
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
      - .address_space:  global
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           fence_device_all_svm
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     7
    .sgpr_spill_count: 0
    .symbol:         fence_device_all_svm.kd
    .uses_dynamic_stack: false
    .vgpr_count:     13
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
    .name:           barrier_flags
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     4
    .sgpr_spill_count: 0
    .symbol:         barrier_flags.kd
    .uses_dynamic_stack: false
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .address_space:  global
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'atomic_uint*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'uint*'
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
    .name:           message_passing
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         message_passing.kd
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
