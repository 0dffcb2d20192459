	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	atom_local_relaxed_acquire ; -- Begin function atom_local_relaxed_acquire
	.globl	atom_local_relaxed_acquire
	.p2align	8
	.type	atom_local_relaxed_acquire,@function
atom_local_relaxed_acquire:             ; @atom_local_relaxed_acquire
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b128 s[4:7], s[0:1], 0x8
	v_lshl_or_b32 v1, ttmp9, 6, v0
	s_wait_xcnt 0x0
	s_load_b32 s0, s[0:1], 0x0
	v_dual_mov_b32 v3, 2 :: v_dual_mov_b32 v6, 4
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u32_e32 v5, 0x1000, v1
	v_add_nc_u32_e32 v7, 0x2000, v1
	s_wait_kmcnt 0x0
	global_load_b32 v2, v1, s[4:5] scale_offset
	v_lshl_add_u32 v0, v0, 2, s0
	s_wait_loadcnt 0x0
	ds_add_u32 v0, v2
	ds_add_rtn_u32 v4, v0, v3 offset:256
	s_wait_dscnt 0x0
	global_store_b32 v5, v4, s[4:5] scale_offset
	ds_sub_u32 v0, v2 offset:512
	ds_or_rtn_b32 v2, v0, v6 offset:768
	global_load_b32 v5, v7, s[4:5] scale_offset
	s_wait_xcnt 0x0
	v_add_nc_u32_e32 v7, 0x4000, v1
	s_wait_loadcnt 0x0
	ds_max_u32 v0, v5 offset:1024
	ds_add_rtn_u32 v5, v0, v5 offset:1280
	global_load_b32 v8, v7, s[4:5] scale_offset
	s_wait_dscnt 0x2
	v_add_nc_u32_e32 v2, v2, v4
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_xor_b32_e32 v2, v5, v2
	global_store_b32 v1, v2, s[6:7] scale_offset
	s_wait_loadcnt 0x0
	ds_add_u32 v0, v8
	s_wait_xcnt 0x0
	ds_add_rtn_u32 v2, v0, v3 offset:256
	v_add_nc_u32_e32 v3, 0x5000, v1
	v_add_nc_u32_e32 v1, 0x6000, v1
	s_wait_dscnt 0x0
	global_store_b32 v3, v2, s[4:5] scale_offset
	ds_sub_u32 v0, v8 offset:512
	s_wait_xcnt 0x0
	ds_or_rtn_b32 v3, v0, v6 offset:768
	global_load_b32 v1, v1, s[4:5] scale_offset
	s_wait_loadcnt 0x0
	ds_max_u32 v0, v1 offset:1024
	ds_add_rtn_u32 v0, v0, v1 offset:1280
	s_wait_dscnt 0x2
	s_wait_xcnt 0x0
	v_add_nc_u32_e32 v1, v3, v2
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_xor_b32_e32 v0, v0, v1
	global_store_b32 v7, v0, s[6:7] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atom_local_relaxed_acquire
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
	.size	atom_local_relaxed_acquire, .Lfunc_end0-atom_local_relaxed_acquire
                                        ; -- End function
	.set atom_local_relaxed_acquire.num_vgpr, 9
	.set atom_local_relaxed_acquire.num_agpr, 0
	.set atom_local_relaxed_acquire.numbered_sgpr, 8
	.set atom_local_relaxed_acquire.num_named_barrier, 0
	.set atom_local_relaxed_acquire.private_seg_size, 0
	.set atom_local_relaxed_acquire.uses_vcc, 0
	.set atom_local_relaxed_acquire.uses_flat_scratch, 0
	.set atom_local_relaxed_acquire.has_dyn_sized_stack, 0
	.set atom_local_relaxed_acquire.has_recursion, 0
	.set atom_local_relaxed_acquire.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 376
; TotalNumSgprs: 8
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 8
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
	.protected	__clang_ocl_kern_imp_atom_local_relaxed_acquire ; -- Begin function __clang_ocl_kern_imp_atom_local_relaxed_acquire
	.globl	__clang_ocl_kern_imp_atom_local_relaxed_acquire
	.p2align	2
	.type	__clang_ocl_kern_imp_atom_local_relaxed_acquire,@function
__clang_ocl_kern_imp_atom_local_relaxed_acquire: ; @__clang_ocl_kern_imp_atom_local_relaxed_acquire
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v5, v4 :: v_dual_mov_b32 v4, v3
	v_dual_mov_b32 v3, v2 :: v_dual_mov_b32 v2, v1
	v_and_b32_e32 v1, 0x3ff, v31
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v14, 2
	v_mov_b32_e32 v16, 4
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshl_or_b32 v6, ttmp9, 6, v1
	v_lshl_add_u32 v13, v1, 2, v0
	v_dual_mov_b32 v1, v7 :: v_dual_add_nc_u32 v0, 0x1000, v6
	v_lshlrev_b64_e32 v[8:9], 2, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[2:3]
	v_add_nc_u64_e32 v[10:11], v[2:3], v[8:9]
	v_add_nc_u64_e32 v[8:9], v[4:5], v[8:9]
	global_load_b32 v12, v[10:11], off
	s_wait_xcnt 0x0
	v_dual_mov_b32 v11, v7 :: v_dual_add_nc_u32 v10, 0x2000, v6
	s_wait_loadcnt 0x0
	ds_add_u32 v13, v12
	ds_add_rtn_u32 v15, v13, v14 offset:256
	v_lshl_add_u64 v[10:11], v[10:11], 2, v[2:3]
	s_wait_dscnt 0x0
	global_store_b32 v[0:1], v15, off
	s_wait_xcnt 0x0
	v_mov_b32_e32 v1, v7
	ds_sub_u32 v13, v12 offset:512
	ds_or_rtn_b32 v12, v13, v16 offset:768
	global_load_b32 v17, v[10:11], off
	v_add_nc_u32_e32 v0, 0x4000, v6
	s_wait_loadcnt 0x0
	ds_max_u32 v13, v17 offset:1024
	ds_add_rtn_u32 v17, v13, v17 offset:1280
	v_lshlrev_b64_e32 v[0:1], 2, v[0:1]
	s_wait_xcnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u64_e32 v[10:11], v[2:3], v[0:1]
	v_add_nc_u64_e32 v[0:1], v[4:5], v[0:1]
	global_load_b32 v10, v[10:11], off
	s_wait_dscnt 0x2
	s_wait_xcnt 0x0
	v_add_nc_u32_e32 v11, v12, v15
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_xor_b32_e32 v11, v17, v11
	global_store_b32 v[8:9], v11, off
	s_wait_xcnt 0x0
	v_dual_mov_b32 v9, v7 :: v_dual_add_nc_u32 v8, 0x5000, v6
	v_add_nc_u32_e32 v6, 0x6000, v6
	s_wait_loadcnt 0x0
	ds_add_u32 v13, v10
	ds_add_rtn_u32 v11, v13, v14 offset:256
	v_lshl_add_u64 v[8:9], v[8:9], 2, v[2:3]
	v_lshl_add_u64 v[2:3], v[6:7], 2, v[2:3]
	s_wait_dscnt 0x0
	global_store_b32 v[8:9], v11, off
	ds_sub_u32 v13, v10 offset:512
	ds_or_rtn_b32 v6, v13, v16 offset:768
	global_load_b32 v2, v[2:3], off
	s_wait_loadcnt 0x0
	ds_max_u32 v13, v2 offset:1024
	s_wait_xcnt 0x0
	ds_add_rtn_u32 v2, v13, v2 offset:1280
	s_wait_dscnt 0x2
	v_add_nc_u32_e32 v3, v6, v11
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_xor_b32_e32 v2, v2, v3
	global_store_b32 v[0:1], v2, off
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_atom_local_relaxed_acquire, .Lfunc_end1-__clang_ocl_kern_imp_atom_local_relaxed_acquire
                                        ; -- End function
	.set __clang_ocl_kern_imp_atom_local_relaxed_acquire.num_vgpr, 32
	.set __clang_ocl_kern_imp_atom_local_relaxed_acquire.num_agpr, 0
	.set __clang_ocl_kern_imp_atom_local_relaxed_acquire.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_atom_local_relaxed_acquire.num_named_barrier, 0
	.set __clang_ocl_kern_imp_atom_local_relaxed_acquire.private_seg_size, 0
	.set __clang_ocl_kern_imp_atom_local_relaxed_acquire.uses_vcc, 0
	.set __clang_ocl_kern_imp_atom_local_relaxed_acquire.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_atom_local_relaxed_acquire.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_atom_local_relaxed_acquire.has_recursion, 0
	.set __clang_ocl_kern_imp_atom_local_relaxed_acquire.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 468
; TotalNumSgprs: 32
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	atom_local_release_acq_rel ; -- Begin function atom_local_release_acq_rel
	.globl	atom_local_release_acq_rel
	.p2align	8
	.type	atom_local_release_acq_rel,@function
atom_local_release_acq_rel:             ; @atom_local_release_acq_rel
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b128 s[4:7], s[0:1], 0x8
	v_lshl_or_b32 v1, ttmp9, 6, v0
	s_wait_xcnt 0x0
	s_load_b32 s0, s[0:1], 0x0
	v_dual_mov_b32 v3, 2 :: v_dual_mov_b32 v6, 4
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u32_e32 v5, 0x1000, v1
	v_add_nc_u32_e32 v7, 0x2000, v1
	s_wait_kmcnt 0x0
	global_load_b32 v2, v1, s[4:5] scale_offset
	v_lshl_add_u32 v0, v0, 2, s0
	s_wait_loadcnt 0x0
	ds_add_u32 v0, v2
	ds_add_rtn_u32 v4, v0, v3 offset:256
	s_wait_dscnt 0x0
	global_store_b32 v5, v4, s[4:5] scale_offset
	ds_sub_u32 v0, v2 offset:512
	ds_or_rtn_b32 v2, v0, v6 offset:768
	global_load_b32 v5, v7, s[4:5] scale_offset
	s_wait_xcnt 0x0
	v_add_nc_u32_e32 v7, 0x4000, v1
	s_wait_loadcnt 0x0
	ds_max_u32 v0, v5 offset:1024
	ds_add_rtn_u32 v5, v0, v5 offset:1280
	global_load_b32 v8, v7, s[4:5] scale_offset
	s_wait_dscnt 0x2
	v_add_nc_u32_e32 v2, v2, v4
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_xor_b32_e32 v2, v5, v2
	global_store_b32 v1, v2, s[6:7] scale_offset
	s_wait_loadcnt 0x0
	ds_add_u32 v0, v8
	s_wait_xcnt 0x0
	ds_add_rtn_u32 v2, v0, v3 offset:256
	v_add_nc_u32_e32 v3, 0x5000, v1
	v_add_nc_u32_e32 v1, 0x6000, v1
	s_wait_dscnt 0x0
	global_store_b32 v3, v2, s[4:5] scale_offset
	ds_sub_u32 v0, v8 offset:512
	s_wait_xcnt 0x0
	ds_or_rtn_b32 v3, v0, v6 offset:768
	global_load_b32 v1, v1, s[4:5] scale_offset
	s_wait_loadcnt 0x0
	ds_max_u32 v0, v1 offset:1024
	ds_add_rtn_u32 v0, v0, v1 offset:1280
	s_wait_dscnt 0x2
	s_wait_xcnt 0x0
	v_add_nc_u32_e32 v1, v3, v2
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_xor_b32_e32 v0, v0, v1
	global_store_b32 v7, v0, s[6:7] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atom_local_release_acq_rel
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
	.size	atom_local_release_acq_rel, .Lfunc_end2-atom_local_release_acq_rel
                                        ; -- End function
	.set atom_local_release_acq_rel.num_vgpr, 9
	.set atom_local_release_acq_rel.num_agpr, 0
	.set atom_local_release_acq_rel.numbered_sgpr, 8
	.set atom_local_release_acq_rel.num_named_barrier, 0
	.set atom_local_release_acq_rel.private_seg_size, 0
	.set atom_local_release_acq_rel.uses_vcc, 0
	.set atom_local_release_acq_rel.uses_flat_scratch, 0
	.set atom_local_release_acq_rel.has_dyn_sized_stack, 0
	.set atom_local_release_acq_rel.has_recursion, 0
	.set atom_local_release_acq_rel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 376
; TotalNumSgprs: 8
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 8
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
	.protected	__clang_ocl_kern_imp_atom_local_release_acq_rel ; -- Begin function __clang_ocl_kern_imp_atom_local_release_acq_rel
	.globl	__clang_ocl_kern_imp_atom_local_release_acq_rel
	.p2align	2
	.type	__clang_ocl_kern_imp_atom_local_release_acq_rel,@function
__clang_ocl_kern_imp_atom_local_release_acq_rel: ; @__clang_ocl_kern_imp_atom_local_release_acq_rel
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v5, v4 :: v_dual_mov_b32 v4, v3
	v_dual_mov_b32 v3, v2 :: v_dual_mov_b32 v2, v1
	v_and_b32_e32 v1, 0x3ff, v31
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v14, 2
	v_mov_b32_e32 v16, 4
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshl_or_b32 v6, ttmp9, 6, v1
	v_lshl_add_u32 v13, v1, 2, v0
	v_dual_mov_b32 v1, v7 :: v_dual_add_nc_u32 v0, 0x1000, v6
	v_lshlrev_b64_e32 v[8:9], 2, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[2:3]
	v_add_nc_u64_e32 v[10:11], v[2:3], v[8:9]
	v_add_nc_u64_e32 v[8:9], v[4:5], v[8:9]
	global_load_b32 v12, v[10:11], off
	s_wait_xcnt 0x0
	v_dual_mov_b32 v11, v7 :: v_dual_add_nc_u32 v10, 0x2000, v6
	s_wait_loadcnt 0x0
	ds_add_u32 v13, v12
	ds_add_rtn_u32 v15, v13, v14 offset:256
	v_lshl_add_u64 v[10:11], v[10:11], 2, v[2:3]
	s_wait_dscnt 0x0
	global_store_b32 v[0:1], v15, off
	s_wait_xcnt 0x0
	v_mov_b32_e32 v1, v7
	ds_sub_u32 v13, v12 offset:512
	ds_or_rtn_b32 v12, v13, v16 offset:768
	global_load_b32 v17, v[10:11], off
	v_add_nc_u32_e32 v0, 0x4000, v6
	s_wait_loadcnt 0x0
	ds_max_u32 v13, v17 offset:1024
	ds_add_rtn_u32 v17, v13, v17 offset:1280
	v_lshlrev_b64_e32 v[0:1], 2, v[0:1]
	s_wait_xcnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u64_e32 v[10:11], v[2:3], v[0:1]
	v_add_nc_u64_e32 v[0:1], v[4:5], v[0:1]
	global_load_b32 v10, v[10:11], off
	s_wait_dscnt 0x2
	s_wait_xcnt 0x0
	v_add_nc_u32_e32 v11, v12, v15
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_xor_b32_e32 v11, v17, v11
	global_store_b32 v[8:9], v11, off
	s_wait_xcnt 0x0
	v_dual_mov_b32 v9, v7 :: v_dual_add_nc_u32 v8, 0x5000, v6
	v_add_nc_u32_e32 v6, 0x6000, v6
	s_wait_loadcnt 0x0
	ds_add_u32 v13, v10
	ds_add_rtn_u32 v11, v13, v14 offset:256
	v_lshl_add_u64 v[8:9], v[8:9], 2, v[2:3]
	v_lshl_add_u64 v[2:3], v[6:7], 2, v[2:3]
	s_wait_dscnt 0x0
	global_store_b32 v[8:9], v11, off
	ds_sub_u32 v13, v10 offset:512
	ds_or_rtn_b32 v6, v13, v16 offset:768
	global_load_b32 v2, v[2:3], off
	s_wait_loadcnt 0x0
	ds_max_u32 v13, v2 offset:1024
	s_wait_xcnt 0x0
	ds_add_rtn_u32 v2, v13, v2 offset:1280
	s_wait_dscnt 0x2
	v_add_nc_u32_e32 v3, v6, v11
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_xor_b32_e32 v2, v2, v3
	global_store_b32 v[0:1], v2, off
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_atom_local_release_acq_rel, .Lfunc_end3-__clang_ocl_kern_imp_atom_local_release_acq_rel
                                        ; -- End function
	.set __clang_ocl_kern_imp_atom_local_release_acq_rel.num_vgpr, 32
	.set __clang_ocl_kern_imp_atom_local_release_acq_rel.num_agpr, 0
	.set __clang_ocl_kern_imp_atom_local_release_acq_rel.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_atom_local_release_acq_rel.num_named_barrier, 0
	.set __clang_ocl_kern_imp_atom_local_release_acq_rel.private_seg_size, 0
	.set __clang_ocl_kern_imp_atom_local_release_acq_rel.uses_vcc, 0
	.set __clang_ocl_kern_imp_atom_local_release_acq_rel.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_atom_local_release_acq_rel.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_atom_local_release_acq_rel.has_recursion, 0
	.set __clang_ocl_kern_imp_atom_local_release_acq_rel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 468
; TotalNumSgprs: 32
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	atom_local_seq_cst      ; -- Begin function atom_local_seq_cst
	.globl	atom_local_seq_cst
	.p2align	8
	.type	atom_local_seq_cst,@function
atom_local_seq_cst:                     ; @atom_local_seq_cst
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b128 s[4:7], s[0:1], 0x8
	v_lshl_or_b32 v1, ttmp9, 6, v0
	s_wait_xcnt 0x0
	s_load_b32 s0, s[0:1], 0x0
	v_dual_mov_b32 v3, 2 :: v_dual_mov_b32 v5, 4
	s_mov_b32 s2, exec_lo
	v_add_nc_u32_e32 v4, 0x1000, v1
	v_add_nc_u32_e32 v6, 0x2000, v1
	s_wait_xcnt 0x0
	s_mov_b32 s1, exec_lo
	s_wait_kmcnt 0x0
	global_load_b32 v2, v1, s[4:5] scale_offset
	v_lshl_add_u32 v0, v0, 2, s0
	s_wait_loadcnt 0x0
	ds_add_u32 v0, v2
	ds_add_rtn_u32 v3, v0, v3 offset:256
	s_wait_dscnt 0x0
	global_store_b32 v4, v3, s[4:5] scale_offset
	s_wait_storecnt 0x0
	ds_sub_u32 v0, v2 offset:512
	s_wait_dscnt 0x0
	ds_or_rtn_b32 v2, v0, v5 offset:768
	s_wait_dscnt 0x0
	global_load_b32 v4, v6, s[4:5] scale_offset
	s_wait_loadcnt 0x0
	ds_max_u32 v0, v4 offset:1024
	s_wait_dscnt 0x0
	ds_add_rtn_u32 v4, v0, v4 offset:1280
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v2, v2, v3
	v_mbcnt_lo_u32_b32 v0, s2, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_xor_b32_e32 v2, v4, v2
	global_store_b32 v1, v2, s[6:7] scale_offset
                                        ; implicit-def: $vgpr2
	s_wait_xcnt 0x0
	v_cmpx_eq_u32_e32 0, v0
; %bb.1:
	s_bcnt1_i32_b32 s2, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v2, s0 :: v_dual_mov_b32 v3, s2
	ds_add_rtn_u32 v2, v2, v3 offset:2048
; %bb.2:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_mov_b32 s2, exec_lo
	s_wait_dscnt 0x0
	v_readfirstlane_b32 s1, v2
	v_mbcnt_lo_u32_b32 v3, s2, 0
	s_mov_b32 s3, exec_lo
	v_cmpx_eq_u32_e32 0, v3
; %bb.3:
	s_bcnt1_i32_b32 s2, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s2, s2, 3
	v_dual_mov_b32 v2, s0 :: v_dual_mov_b32 v3, s2
	ds_add_u32 v2, v3 offset:2052
; %bb.4:
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_add_nc_u32 v0, s1, v0 :: v_dual_mov_b32 v2, s0
	v_add_nc_u32_e32 v1, 0x4000, v1
	s_wait_storecnt_dscnt 0x0
	ds_storexchg_rtn_b32 v2, v2, v0 offset:2056
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v0, v2, v0
	global_store_b32 v1, v0, s[6:7] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atom_local_seq_cst
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
.Lfunc_end4:
	.size	atom_local_seq_cst, .Lfunc_end4-atom_local_seq_cst
                                        ; -- End function
	.set atom_local_seq_cst.num_vgpr, 7
	.set atom_local_seq_cst.num_agpr, 0
	.set atom_local_seq_cst.numbered_sgpr, 8
	.set atom_local_seq_cst.num_named_barrier, 0
	.set atom_local_seq_cst.private_seg_size, 0
	.set atom_local_seq_cst.uses_vcc, 0
	.set atom_local_seq_cst.uses_flat_scratch, 0
	.set atom_local_seq_cst.has_dyn_sized_stack, 0
	.set atom_local_seq_cst.has_recursion, 0
	.set atom_local_seq_cst.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 392
; TotalNumSgprs: 8
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 8
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
	.protected	__clang_ocl_kern_imp_atom_local_seq_cst ; -- Begin function __clang_ocl_kern_imp_atom_local_seq_cst
	.globl	__clang_ocl_kern_imp_atom_local_seq_cst
	.p2align	2
	.type	__clang_ocl_kern_imp_atom_local_seq_cst,@function
__clang_ocl_kern_imp_atom_local_seq_cst: ; @__clang_ocl_kern_imp_atom_local_seq_cst
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v5, v4 :: v_dual_mov_b32 v4, v3
	v_dual_mov_b32 v3, v2 :: v_dual_mov_b32 v2, v1
	v_and_b32_e32 v1, 0x3ff, v31
	v_mov_b32_e32 v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshl_or_b32 v6, ttmp9, 6, v1
	v_lshl_add_u32 v1, v1, 2, v0
	v_lshlrev_b64_e32 v[8:9], 2, v[6:7]
	v_add_nc_u32_e32 v12, 0x2000, v6
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u64_e32 v[10:11], v[2:3], v[8:9]
	global_load_b32 v14, v[10:11], off
	s_wait_xcnt 0x0
	v_dual_mov_b32 v10, 2 :: v_dual_mov_b32 v11, v7
	v_mov_b32_e32 v13, v7
	s_wait_loadcnt 0x0
	ds_add_u32 v1, v14
	ds_add_rtn_u32 v15, v1, v10 offset:256
	v_add_nc_u32_e32 v10, 0x1000, v6
	v_mov_b32_e32 v16, 4
	v_add_nc_u32_e32 v6, 0x4000, v6
	s_delay_alu instid0(VALU_DEP_3)
	v_lshl_add_u64 v[10:11], v[10:11], 2, v[2:3]
	v_lshl_add_u64 v[2:3], v[12:13], 2, v[2:3]
	s_wait_dscnt 0x0
	global_store_b32 v[10:11], v15, off
	s_wait_storecnt 0x0
	ds_sub_u32 v1, v14 offset:512
	s_wait_dscnt 0x0
	ds_or_rtn_b32 v10, v1, v16 offset:768
	s_wait_dscnt 0x0
	global_load_b32 v2, v[2:3], off
	s_wait_loadcnt 0x0
	ds_max_u32 v1, v2 offset:1024
	s_wait_dscnt 0x0
	ds_add_rtn_u32 v1, v1, v2 offset:1280
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v10, v10, v15
	v_add_nc_u64_e32 v[2:3], v[4:5], v[8:9]
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_mov_b32 v8, 1 :: v_dual_bitop2_b32 v1, v1, v10 bitop3:0x14
	global_store_b32 v[2:3], v1, off
	s_wait_xcnt 0x0
	ds_add_rtn_u32 v1, v0, v8 offset:2048
	v_mov_b32_e32 v2, 3
	ds_add_u32 v0, v2 offset:2052
	s_wait_storecnt_dscnt 0x0
	ds_storexchg_rtn_b32 v0, v0, v1 offset:2056
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v2, v0, v1
	v_lshl_add_u64 v[0:1], v[6:7], 2, v[4:5]
	global_store_b32 v[0:1], v2, off
	s_set_pc_i64 s[30:31]
.Lfunc_end5:
	.size	__clang_ocl_kern_imp_atom_local_seq_cst, .Lfunc_end5-__clang_ocl_kern_imp_atom_local_seq_cst
                                        ; -- End function
	.set __clang_ocl_kern_imp_atom_local_seq_cst.num_vgpr, 32
	.set __clang_ocl_kern_imp_atom_local_seq_cst.num_agpr, 0
	.set __clang_ocl_kern_imp_atom_local_seq_cst.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_atom_local_seq_cst.num_named_barrier, 0
	.set __clang_ocl_kern_imp_atom_local_seq_cst.private_seg_size, 0
	.set __clang_ocl_kern_imp_atom_local_seq_cst.uses_vcc, 0
	.set __clang_ocl_kern_imp_atom_local_seq_cst.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_atom_local_seq_cst.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_atom_local_seq_cst.has_recursion, 0
	.set __clang_ocl_kern_imp_atom_local_seq_cst.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 352
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
      - .address_space:  local
        .offset:         0
        .pointee_align:  4
        .size:           4
        .type_name:      'atomic_uint*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
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
    .name:           atom_local_relaxed_acquire
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         atom_local_relaxed_acquire.kd
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .address_space:  local
        .offset:         0
        .pointee_align:  4
        .size:           4
        .type_name:      'atomic_uint*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
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
    .name:           atom_local_release_acq_rel
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         atom_local_release_acq_rel.kd
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .address_space:  local
        .offset:         0
        .pointee_align:  4
        .size:           4
        .type_name:      'atomic_uint*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
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
    .name:           atom_local_seq_cst
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         atom_local_seq_cst.kd
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
