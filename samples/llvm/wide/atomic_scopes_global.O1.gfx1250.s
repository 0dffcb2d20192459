	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	atom_global_relaxed_acquire ; -- Begin function atom_global_relaxed_acquire
	.globl	atom_global_relaxed_acquire
	.p2align	8
	.type	atom_global_relaxed_acquire,@function
atom_global_relaxed_acquire:            ; @atom_global_relaxed_acquire
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b128 s[0:3], s[0:1], 0x0
	v_lshl_or_b32 v0, ttmp9, 6, v0
	v_dual_mov_b32 v1, 6 :: v_dual_mov_b32 v2, 1
	v_dual_mov_b32 v3, 2 :: v_dual_mov_b32 v4, 3
	s_delay_alu instid0(VALU_DEP_3)
	v_add_nc_u32_e32 v9, 0x2000, v0
	v_dual_mov_b32 v5, 4 :: v_dual_add_nc_u32 v10, 0x4000, v0
	v_dual_mov_b32 v6, 5 :: v_dual_add_nc_u32 v11, 0x6000, v0
	v_dual_mov_b32 v7, 7 :: v_dual_add_nc_u32 v12, 0x8000, v0
	v_dual_mov_b32 v8, 8 :: v_dual_add_nc_u32 v13, 0xa000, v0
	v_add_nc_u32_e32 v14, 0xc000, v0
	v_add_nc_u32_e32 v15, 0xe000, v0
	v_add_nc_u32_e32 v16, 0x1c000, v0
	s_wait_kmcnt 0x0
	global_atomic_add_u32 v0, v2, s[0:1] scale_offset
	s_wait_xcnt 0x0
	global_atomic_add_u32 v9, v9, v3, s[0:1] scale_offset th:TH_ATOMIC_RETURN
	s_wait_xcnt 0x0
	s_clause 0x1
	global_atomic_add_u32 v10, v4, s[0:1] scale_offset
	global_atomic_add_u32 v10, v11, v5, s[0:1] scale_offset th:TH_ATOMIC_RETURN
	s_wait_xcnt 0x0
	global_atomic_add_u32 v12, v6, s[0:1] scale_offset scope:SCOPE_DEV
	s_wait_xcnt 0x0
	global_atomic_add_u32 v11, v13, v1, s[0:1] scale_offset th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	s_wait_xcnt 0x0
	global_atomic_add_u32 v14, v7, s[0:1] scale_offset scope:SCOPE_SYS
	s_wait_xcnt 0x0
	global_atomic_add_u32 v12, v15, v8, s[0:1] scale_offset th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	v_add_nc_u32_e32 v13, 0x14000, v0
	v_add_nc_u32_e32 v14, 0x18000, v0
	s_wait_xcnt 0x0
	v_add_nc_u32_e32 v15, 0x1a000, v0
	s_wait_loadcnt 0x1
	v_xad_u32 v9, v10, v9, v11
	v_add_nc_u32_e32 v10, 0x10000, v0
	v_add_nc_u32_e32 v11, 0x12000, v0
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v9, v12, v9
	v_add_nc_u32_e32 v12, 0x16000, v0
	global_store_b32 v0, v9, s[2:3] scale_offset
	s_wait_xcnt 0x0
	s_clause 0x1
	global_atomic_add_u32 v10, v2, s[0:1] scale_offset
	global_atomic_add_u32 v2, v11, v3, s[0:1] scale_offset th:TH_ATOMIC_RETURN
	s_wait_xcnt 0x0
	v_add_nc_u32_e32 v3, 0x1e000, v0
	global_atomic_add_u32 v13, v4, s[0:1] scale_offset
	s_wait_storecnt 0x0
	global_atomic_add_u32 v4, v12, v5, s[0:1] scale_offset th:TH_ATOMIC_RETURN
	s_wait_loadcnt 0x0
	global_atomic_add_u32 v14, v6, s[0:1] scale_offset scope:SCOPE_DEV
	s_wait_storecnt 0x0
	global_inv scope:SCOPE_DEV
	s_wait_xcnt 0x0
	global_atomic_add_u32 v1, v15, v1, s[0:1] scale_offset th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	global_inv scope:SCOPE_DEV
	global_atomic_add_u32 v16, v7, s[0:1] scale_offset scope:SCOPE_SYS
	s_wait_storecnt 0x0
	global_inv scope:SCOPE_SYS
	s_wait_xcnt 0x0
	global_atomic_add_u32 v3, v3, v8, s[0:1] scale_offset th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	global_inv scope:SCOPE_SYS
	v_add_nc_u32_e32 v0, 0x1000, v0
	v_add_nc_u32_e32 v2, v2, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xad_u32 v1, v4, v2, v1
	v_xor_b32_e32 v1, v3, v1
	global_store_b32 v0, v1, s[2:3] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atom_global_relaxed_acquire
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
	.size	atom_global_relaxed_acquire, .Lfunc_end0-atom_global_relaxed_acquire
                                        ; -- End function
	.set atom_global_relaxed_acquire.num_vgpr, 17
	.set atom_global_relaxed_acquire.num_agpr, 0
	.set atom_global_relaxed_acquire.numbered_sgpr, 4
	.set atom_global_relaxed_acquire.num_named_barrier, 0
	.set atom_global_relaxed_acquire.private_seg_size, 0
	.set atom_global_relaxed_acquire.uses_vcc, 0
	.set atom_global_relaxed_acquire.uses_flat_scratch, 0
	.set atom_global_relaxed_acquire.has_dyn_sized_stack, 0
	.set atom_global_relaxed_acquire.has_recursion, 0
	.set atom_global_relaxed_acquire.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 580
; TotalNumSgprs: 4
; NumVgprs: 17
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
	.protected	__clang_ocl_kern_imp_atom_global_relaxed_acquire ; -- Begin function __clang_ocl_kern_imp_atom_global_relaxed_acquire
	.globl	__clang_ocl_kern_imp_atom_global_relaxed_acquire
	.p2align	2
	.type	__clang_ocl_kern_imp_atom_global_relaxed_acquire,@function
__clang_ocl_kern_imp_atom_global_relaxed_acquire: ; @__clang_ocl_kern_imp_atom_global_relaxed_acquire
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v4, 0x3ff, v31
	v_dual_mov_b32 v24, 6 :: v_dual_mov_b32 v5, 0
	v_dual_mov_b32 v25, 1 :: v_dual_mov_b32 v20, 2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_lshl_or_b32 v4, ttmp9, 6, v4
	v_dual_mov_b32 v26, 3 :: v_dual_mov_b32 v27, 4
	v_dual_mov_b32 v7, v5 :: v_dual_mov_b32 v9, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_lshlrev_b64_e32 v[10:11], 2, v[4:5]
	v_dual_mov_b32 v17, v5 :: v_dual_add_nc_u32 v6, 0x2000, v4
	v_dual_mov_b32 v13, v5 :: v_dual_add_nc_u32 v8, 0x4000, v4
	v_dual_mov_b32 v15, v5 :: v_dual_add_nc_u32 v12, 0x6000, v4
	v_add_nc_u64_e32 v[18:19], v[0:1], v[10:11]
	v_dual_mov_b32 v33, 8 :: v_dual_add_nc_u32 v14, 0x8000, v4
	v_dual_mov_b32 v35, 2 :: v_dual_add_nc_u32 v16, 0xa000, v4
	v_lshl_add_u64 v[6:7], v[6:7], 2, v[0:1]
	v_lshl_add_u64 v[8:9], v[8:9], 2, v[0:1]
	v_lshl_add_u64 v[12:13], v[12:13], 2, v[0:1]
	v_lshl_add_u64 v[14:15], v[14:15], 2, v[0:1]
	global_atomic_add_u32 v[18:19], v25, off
	s_wait_xcnt 0x0
	global_atomic_add_u32 v28, v[6:7], v20, off th:TH_ATOMIC_RETURN
	s_wait_xcnt 0x0
	global_atomic_add_u32 v[8:9], v26, off
	s_wait_xcnt 0x0
	global_atomic_add_u32 v29, v[12:13], v27, off th:TH_ATOMIC_RETURN
	v_dual_mov_b32 v30, 5 :: v_dual_mov_b32 v32, 7
	v_dual_mov_b32 v9, v5 :: v_dual_add_nc_u32 v8, 0xc000, v4
	v_lshl_add_u64 v[6:7], v[16:17], 2, v[0:1]
	s_wait_xcnt 0x0
	v_dual_mov_b32 v13, v5 :: v_dual_add_nc_u32 v12, 0xe000, v4
	global_atomic_add_u32 v[14:15], v30, off scope:SCOPE_DEV
	s_wait_xcnt 0x0
	global_atomic_add_u32 v31, v[6:7], v24, off th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	s_wait_xcnt 0x0
	v_lshl_add_u64 v[6:7], v[8:9], 2, v[0:1]
	v_add_nc_u64_e32 v[10:11], v[2:3], v[10:11]
	v_lshl_add_u64 v[8:9], v[12:13], 2, v[0:1]
	global_atomic_add_u32 v[6:7], v32, off scope:SCOPE_SYS
	s_wait_xcnt 0x0
	global_atomic_add_u32 v34, v[8:9], v33, off th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	v_dual_mov_b32 v7, v5 :: v_dual_add_nc_u32 v6, 0x10000, v4
	s_wait_xcnt 0x0
	v_dual_mov_b32 v9, v5 :: v_dual_add_nc_u32 v8, 0x12000, v4
	v_dual_mov_b32 v15, v5 :: v_dual_add_nc_u32 v12, 0x14000, v4
	v_mov_b32_e32 v19, v5
	v_lshl_add_u64 v[6:7], v[6:7], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[8:9], v[8:9], 2, v[0:1]
	v_add_nc_u32_e32 v14, 0x16000, v4
	v_add_nc_u32_e32 v16, 0x18000, v4
	v_dual_mov_b32 v21, v5 :: v_dual_add_nc_u32 v18, 0x1a000, v4
	v_dual_mov_b32 v23, v5 :: v_dual_add_nc_u32 v20, 0x1c000, v4
	v_add_nc_u32_e32 v22, 0x1e000, v4
	v_lshl_add_u64 v[12:13], v[12:13], 2, v[0:1]
	v_lshl_add_u64 v[14:15], v[14:15], 2, v[0:1]
	v_lshl_add_u64 v[16:17], v[16:17], 2, v[0:1]
	v_lshl_add_u64 v[18:19], v[18:19], 2, v[0:1]
	v_lshl_add_u64 v[20:21], v[20:21], 2, v[0:1]
	v_lshl_add_u64 v[0:1], v[22:23], 2, v[0:1]
	v_add_nc_u32_e32 v4, 0x1000, v4
	s_wait_loadcnt 0x1
	v_xad_u32 v28, v29, v28, v31
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_xor_b32_e32 v28, v34, v28
	global_store_b32 v[10:11], v28, off
	s_wait_xcnt 0x0
	s_clause 0x1
	global_atomic_add_u32 v[6:7], v25, off
	global_atomic_add_u32 v6, v[8:9], v35, off th:TH_ATOMIC_RETURN
	s_wait_xcnt 0x0
	global_atomic_add_u32 v[12:13], v26, off
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	global_atomic_add_u32 v7, v[14:15], v27, off th:TH_ATOMIC_RETURN
	s_wait_loadcnt 0x0
	global_atomic_add_u32 v[16:17], v30, off scope:SCOPE_DEV
	s_wait_storecnt 0x0
	global_inv scope:SCOPE_DEV
	s_wait_xcnt 0x0
	global_atomic_add_u32 v8, v[18:19], v24, off th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	global_inv scope:SCOPE_DEV
	global_atomic_add_u32 v[20:21], v32, off scope:SCOPE_SYS
	s_wait_storecnt 0x0
	global_inv scope:SCOPE_SYS
	s_wait_xcnt 0x0
	global_atomic_add_u32 v0, v[0:1], v33, off th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	global_inv scope:SCOPE_SYS
	v_add_nc_u32_e32 v1, v6, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xad_u32 v1, v7, v1, v8
	v_xor_b32_e32 v6, v0, v1
	v_lshl_add_u64 v[0:1], v[4:5], 2, v[2:3]
	global_store_b32 v[0:1], v6, off
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_atom_global_relaxed_acquire, .Lfunc_end1-__clang_ocl_kern_imp_atom_global_relaxed_acquire
                                        ; -- End function
	.set __clang_ocl_kern_imp_atom_global_relaxed_acquire.num_vgpr, 36
	.set __clang_ocl_kern_imp_atom_global_relaxed_acquire.num_agpr, 0
	.set __clang_ocl_kern_imp_atom_global_relaxed_acquire.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_atom_global_relaxed_acquire.num_named_barrier, 0
	.set __clang_ocl_kern_imp_atom_global_relaxed_acquire.private_seg_size, 0
	.set __clang_ocl_kern_imp_atom_global_relaxed_acquire.uses_vcc, 0
	.set __clang_ocl_kern_imp_atom_global_relaxed_acquire.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_atom_global_relaxed_acquire.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_atom_global_relaxed_acquire.has_recursion, 0
	.set __clang_ocl_kern_imp_atom_global_relaxed_acquire.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 796
; TotalNumSgprs: 32
; NumVgprs: 36
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	atom_global_release_acq_rel ; -- Begin function atom_global_release_acq_rel
	.globl	atom_global_release_acq_rel
	.p2align	8
	.type	atom_global_release_acq_rel,@function
atom_global_release_acq_rel:            ; @atom_global_release_acq_rel
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b128 s[0:3], s[0:1], 0x0
	v_lshl_or_b32 v0, ttmp9, 6, v0
	v_dual_mov_b32 v1, 6 :: v_dual_mov_b32 v2, 1
	v_dual_mov_b32 v3, 2 :: v_dual_mov_b32 v4, 3
	s_delay_alu instid0(VALU_DEP_3)
	v_add_nc_u32_e32 v9, 0x2000, v0
	v_dual_mov_b32 v5, 4 :: v_dual_add_nc_u32 v10, 0x4000, v0
	v_dual_mov_b32 v6, 5 :: v_dual_add_nc_u32 v11, 0x6000, v0
	v_dual_mov_b32 v7, 7 :: v_dual_add_nc_u32 v12, 0x8000, v0
	v_dual_mov_b32 v8, 8 :: v_dual_add_nc_u32 v13, 0xa000, v0
	v_add_nc_u32_e32 v14, 0xc000, v0
	v_add_nc_u32_e32 v15, 0xe000, v0
	v_add_nc_u32_e32 v16, 0x1c000, v0
	s_wait_kmcnt 0x0
	global_atomic_add_u32 v0, v2, s[0:1] scale_offset
	s_wait_xcnt 0x0
	global_atomic_add_u32 v9, v9, v3, s[0:1] scale_offset th:TH_ATOMIC_RETURN
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	global_atomic_add_u32 v10, v4, s[0:1] scale_offset
	s_wait_storecnt 0x0
	global_atomic_add_u32 v10, v11, v5, s[0:1] scale_offset th:TH_ATOMIC_RETURN
	global_wb scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	global_atomic_add_u32 v12, v6, s[0:1] scale_offset scope:SCOPE_DEV
	global_wb scope:SCOPE_DEV
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	global_atomic_add_u32 v11, v13, v1, s[0:1] scale_offset th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	global_wb scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	global_atomic_add_u32 v14, v7, s[0:1] scale_offset scope:SCOPE_SYS
	global_wb scope:SCOPE_SYS
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	global_atomic_add_u32 v12, v15, v8, s[0:1] scale_offset th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	v_add_nc_u32_e32 v13, 0x14000, v0
	v_add_nc_u32_e32 v14, 0x18000, v0
	s_wait_xcnt 0x0
	v_add_nc_u32_e32 v15, 0x1a000, v0
	v_xad_u32 v9, v10, v9, v11
	v_add_nc_u32_e32 v10, 0x10000, v0
	v_add_nc_u32_e32 v11, 0x12000, v0
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v9, v12, v9
	v_add_nc_u32_e32 v12, 0x16000, v0
	global_store_b32 v0, v9, s[2:3] scale_offset
	s_wait_xcnt 0x0
	s_clause 0x1
	global_atomic_add_u32 v10, v2, s[0:1] scale_offset
	global_atomic_add_u32 v2, v11, v3, s[0:1] scale_offset th:TH_ATOMIC_RETURN
	s_wait_xcnt 0x0
	v_add_nc_u32_e32 v3, 0x1e000, v0
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	global_atomic_add_u32 v13, v4, s[0:1] scale_offset
	s_wait_storecnt 0x0
	global_atomic_add_u32 v4, v12, v5, s[0:1] scale_offset th:TH_ATOMIC_RETURN
	s_wait_loadcnt 0x0
	global_wb scope:SCOPE_DEV
	s_wait_storecnt 0x0
	global_atomic_add_u32 v14, v6, s[0:1] scale_offset scope:SCOPE_DEV
	s_wait_storecnt 0x0
	global_inv scope:SCOPE_DEV
	global_wb scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	global_atomic_add_u32 v1, v15, v1, s[0:1] scale_offset th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	global_inv scope:SCOPE_DEV
	global_wb scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	global_atomic_add_u32 v16, v7, s[0:1] scale_offset scope:SCOPE_SYS
	s_wait_storecnt 0x0
	global_inv scope:SCOPE_SYS
	global_wb scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	global_atomic_add_u32 v3, v3, v8, s[0:1] scale_offset th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	global_inv scope:SCOPE_SYS
	v_add_nc_u32_e32 v0, 0x1000, v0
	v_add_nc_u32_e32 v2, v2, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xad_u32 v1, v4, v2, v1
	v_xor_b32_e32 v1, v3, v1
	global_store_b32 v0, v1, s[2:3] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atom_global_release_acq_rel
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
		.amdhsa_inst_pref_size 6
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
	.size	atom_global_release_acq_rel, .Lfunc_end2-atom_global_release_acq_rel
                                        ; -- End function
	.set atom_global_release_acq_rel.num_vgpr, 17
	.set atom_global_release_acq_rel.num_agpr, 0
	.set atom_global_release_acq_rel.numbered_sgpr, 4
	.set atom_global_release_acq_rel.num_named_barrier, 0
	.set atom_global_release_acq_rel.private_seg_size, 0
	.set atom_global_release_acq_rel.uses_vcc, 0
	.set atom_global_release_acq_rel.uses_flat_scratch, 0
	.set atom_global_release_acq_rel.has_dyn_sized_stack, 0
	.set atom_global_release_acq_rel.has_recursion, 0
	.set atom_global_release_acq_rel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 740
; TotalNumSgprs: 4
; NumVgprs: 17
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
	.protected	__clang_ocl_kern_imp_atom_global_release_acq_rel ; -- Begin function __clang_ocl_kern_imp_atom_global_release_acq_rel
	.globl	__clang_ocl_kern_imp_atom_global_release_acq_rel
	.p2align	2
	.type	__clang_ocl_kern_imp_atom_global_release_acq_rel,@function
__clang_ocl_kern_imp_atom_global_release_acq_rel: ; @__clang_ocl_kern_imp_atom_global_release_acq_rel
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v4, 0x3ff, v31
	v_dual_mov_b32 v24, 6 :: v_dual_mov_b32 v5, 0
	v_dual_mov_b32 v25, 1 :: v_dual_mov_b32 v20, 2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_lshl_or_b32 v4, ttmp9, 6, v4
	v_dual_mov_b32 v26, 3 :: v_dual_mov_b32 v27, 4
	v_dual_mov_b32 v7, v5 :: v_dual_mov_b32 v9, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_lshlrev_b64_e32 v[10:11], 2, v[4:5]
	v_dual_mov_b32 v17, v5 :: v_dual_add_nc_u32 v6, 0x2000, v4
	v_dual_mov_b32 v13, v5 :: v_dual_add_nc_u32 v8, 0x4000, v4
	v_dual_mov_b32 v15, v5 :: v_dual_add_nc_u32 v12, 0x6000, v4
	v_add_nc_u64_e32 v[18:19], v[0:1], v[10:11]
	v_dual_mov_b32 v33, 8 :: v_dual_add_nc_u32 v14, 0x8000, v4
	v_dual_mov_b32 v35, 2 :: v_dual_add_nc_u32 v16, 0xa000, v4
	v_lshl_add_u64 v[6:7], v[6:7], 2, v[0:1]
	v_lshl_add_u64 v[8:9], v[8:9], 2, v[0:1]
	v_lshl_add_u64 v[12:13], v[12:13], 2, v[0:1]
	v_lshl_add_u64 v[14:15], v[14:15], 2, v[0:1]
	global_atomic_add_u32 v[18:19], v25, off
	s_wait_xcnt 0x0
	global_atomic_add_u32 v28, v[6:7], v20, off th:TH_ATOMIC_RETURN
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	global_atomic_add_u32 v[8:9], v26, off
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	global_atomic_add_u32 v29, v[12:13], v27, off th:TH_ATOMIC_RETURN
	v_dual_mov_b32 v30, 5 :: v_dual_mov_b32 v32, 7
	v_dual_mov_b32 v9, v5 :: v_dual_add_nc_u32 v8, 0xc000, v4
	v_lshl_add_u64 v[6:7], v[16:17], 2, v[0:1]
	s_wait_xcnt 0x0
	v_dual_mov_b32 v13, v5 :: v_dual_add_nc_u32 v12, 0xe000, v4
	global_wb scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	global_atomic_add_u32 v[14:15], v30, off scope:SCOPE_DEV
	global_wb scope:SCOPE_DEV
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	global_atomic_add_u32 v31, v[6:7], v24, off th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	s_wait_xcnt 0x0
	v_lshl_add_u64 v[6:7], v[8:9], 2, v[0:1]
	v_add_nc_u64_e32 v[10:11], v[2:3], v[10:11]
	v_lshl_add_u64 v[8:9], v[12:13], 2, v[0:1]
	global_wb scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	global_atomic_add_u32 v[6:7], v32, off scope:SCOPE_SYS
	global_wb scope:SCOPE_SYS
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	global_atomic_add_u32 v34, v[8:9], v33, off th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	v_dual_mov_b32 v7, v5 :: v_dual_add_nc_u32 v6, 0x10000, v4
	s_wait_xcnt 0x0
	v_dual_mov_b32 v9, v5 :: v_dual_add_nc_u32 v8, 0x12000, v4
	v_dual_mov_b32 v15, v5 :: v_dual_add_nc_u32 v12, 0x14000, v4
	v_mov_b32_e32 v19, v5
	v_lshl_add_u64 v[6:7], v[6:7], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[8:9], v[8:9], 2, v[0:1]
	v_add_nc_u32_e32 v14, 0x16000, v4
	v_add_nc_u32_e32 v16, 0x18000, v4
	v_dual_mov_b32 v21, v5 :: v_dual_add_nc_u32 v18, 0x1a000, v4
	v_dual_mov_b32 v23, v5 :: v_dual_add_nc_u32 v20, 0x1c000, v4
	v_add_nc_u32_e32 v22, 0x1e000, v4
	v_lshl_add_u64 v[12:13], v[12:13], 2, v[0:1]
	v_lshl_add_u64 v[14:15], v[14:15], 2, v[0:1]
	v_lshl_add_u64 v[16:17], v[16:17], 2, v[0:1]
	v_lshl_add_u64 v[18:19], v[18:19], 2, v[0:1]
	v_lshl_add_u64 v[20:21], v[20:21], 2, v[0:1]
	v_lshl_add_u64 v[0:1], v[22:23], 2, v[0:1]
	v_add_nc_u32_e32 v4, 0x1000, v4
	v_xad_u32 v28, v29, v28, v31
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_xor_b32_e32 v28, v34, v28
	global_store_b32 v[10:11], v28, off
	s_wait_xcnt 0x0
	s_clause 0x1
	global_atomic_add_u32 v[6:7], v25, off
	global_atomic_add_u32 v6, v[8:9], v35, off th:TH_ATOMIC_RETURN
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	global_atomic_add_u32 v[12:13], v26, off
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	global_atomic_add_u32 v7, v[14:15], v27, off th:TH_ATOMIC_RETURN
	s_wait_loadcnt 0x0
	global_wb scope:SCOPE_DEV
	s_wait_storecnt 0x0
	global_atomic_add_u32 v[16:17], v30, off scope:SCOPE_DEV
	s_wait_storecnt 0x0
	global_inv scope:SCOPE_DEV
	global_wb scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	global_atomic_add_u32 v8, v[18:19], v24, off th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	global_inv scope:SCOPE_DEV
	global_wb scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	global_atomic_add_u32 v[20:21], v32, off scope:SCOPE_SYS
	s_wait_storecnt 0x0
	global_inv scope:SCOPE_SYS
	global_wb scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	global_atomic_add_u32 v0, v[0:1], v33, off th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	global_inv scope:SCOPE_SYS
	v_add_nc_u32_e32 v1, v6, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xad_u32 v1, v7, v1, v8
	v_xor_b32_e32 v6, v0, v1
	v_lshl_add_u64 v[0:1], v[4:5], 2, v[2:3]
	global_store_b32 v[0:1], v6, off
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_atom_global_release_acq_rel, .Lfunc_end3-__clang_ocl_kern_imp_atom_global_release_acq_rel
                                        ; -- End function
	.set __clang_ocl_kern_imp_atom_global_release_acq_rel.num_vgpr, 36
	.set __clang_ocl_kern_imp_atom_global_release_acq_rel.num_agpr, 0
	.set __clang_ocl_kern_imp_atom_global_release_acq_rel.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_atom_global_release_acq_rel.num_named_barrier, 0
	.set __clang_ocl_kern_imp_atom_global_release_acq_rel.private_seg_size, 0
	.set __clang_ocl_kern_imp_atom_global_release_acq_rel.uses_vcc, 0
	.set __clang_ocl_kern_imp_atom_global_release_acq_rel.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_atom_global_release_acq_rel.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_atom_global_release_acq_rel.has_recursion, 0
	.set __clang_ocl_kern_imp_atom_global_release_acq_rel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 960
; TotalNumSgprs: 32
; NumVgprs: 36
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	atom_global_seq_cst     ; -- Begin function atom_global_seq_cst
	.globl	atom_global_seq_cst
	.p2align	8
	.type	atom_global_seq_cst,@function
atom_global_seq_cst:                    ; @atom_global_seq_cst
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b64 s[2:3], s[0:1], 0x0
	v_lshl_or_b32 v0, ttmp9, 6, v0
	v_dual_mov_b32 v1, 6 :: v_dual_mov_b32 v2, 1
	v_dual_mov_b32 v3, 2 :: v_dual_mov_b32 v4, 3
	v_dual_mov_b32 v5, 4 :: v_dual_mov_b32 v6, 5
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_mov_b32 v7, 7 :: v_dual_add_nc_u32 v8, 0x2000, v0
	v_add_nc_u32_e32 v10, 0x6000, v0
	v_add_nc_u32_e32 v9, 0x4000, v0
	v_add_nc_u32_e32 v11, 0x8000, v0
	v_add_nc_u32_e32 v12, 0xa000, v0
	v_add_nc_u32_e32 v13, 0xc000, v0
	v_add_nc_u32_e32 v14, 0xe000, v0
	s_mov_b32 s4, exec_lo
	s_mov_b32 s5, 0
	s_mov_b32 s6, exec_lo
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_atomic_add_u32 v0, v2, s[2:3] scale_offset
	global_atomic_add_u32 v2, v8, v3, s[2:3] scale_offset th:TH_ATOMIC_RETURN
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	global_atomic_add_u32 v9, v4, s[2:3] scale_offset
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	v_mov_b32_e32 v4, 8
	global_atomic_add_u32 v3, v10, v5, s[2:3] scale_offset th:TH_ATOMIC_RETURN
	s_wait_loadcnt 0x0
	global_wb scope:SCOPE_DEV
	s_wait_storecnt 0x0
	global_atomic_add_u32 v11, v6, s[2:3] scale_offset scope:SCOPE_DEV
	s_wait_storecnt 0x0
	global_inv scope:SCOPE_DEV
	global_wb scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	global_atomic_add_u32 v5, v12, v1, s[2:3] scale_offset th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	global_inv scope:SCOPE_DEV
	global_wb scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	global_atomic_add_u32 v13, v7, s[2:3] scale_offset scope:SCOPE_SYS
	s_wait_storecnt 0x0
	global_inv scope:SCOPE_SYS
	global_wb scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	global_atomic_add_u32 v4, v14, v4, s[2:3] scale_offset th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	global_inv scope:SCOPE_SYS
	v_mbcnt_lo_u32_b32 v6, s4, 0
	v_mov_b32_e32 v1, 0
                                        ; implicit-def: $vgpr7
	s_delay_alu instid0(VALU_DEP_2)
	v_cmpx_eq_u32_e32 0, v6
	s_cbranch_execz .LBB4_2
; %bb.1:
	s_bcnt1_i32_b32 s4, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v7, s4
	s_wait_loadcnt 0x0
	global_atomic_add_u32 v7, v1, v7, s[2:3] offset:524288 th:TH_ATOMIC_RETURN
	s_wait_loadcnt 0x0
.LBB4_2:
	s_or_b32 exec_lo, exec_lo, s6
	s_load_b64 s[0:1], s[0:1], 0x8
	v_readfirstlane_b32 s4, v7
	s_mov_b32 s6, exec_lo
                                        ; implicit-def: $vgpr7
.LBB4_3:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ctz_i32_b32 s7, s6
	v_readlane_b32 s8, v0, s7
	v_writelane_b32 v7, s5, s7
	s_lshl_b32 s7, 1, s7
	s_add_co_i32 s5, s5, s8
	s_and_not1_b32 s6, s6, s7
	s_cbranch_scc1 .LBB4_3
; %bb.4:
	v_mbcnt_lo_u32_b32 v8, exec_lo, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_eq_u32_e32 vcc_lo, 0, v8
                                        ; implicit-def: $vgpr8
	s_and_saveexec_b32 s6, vcc_lo
	s_xor_b32 s6, exec_lo, s6
	s_cbranch_execz .LBB4_6
; %bb.5:
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v9, s5
	global_wb scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	global_atomic_add_u32 v8, v8, v9, s[2:3] offset:524292 th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	global_inv scope:SCOPE_DEV
.LBB4_6:
	s_or_b32 exec_lo, exec_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	s_mov_b32 s6, exec_lo
	v_readfirstlane_b32 s5, v8
	v_mbcnt_lo_u32_b32 v9, s6, 0
	s_mov_b32 s7, exec_lo
	v_cmpx_eq_u32_e32 0, v9
	s_cbranch_execz .LBB4_8
; %bb.7:
	s_bcnt1_i32_b32 s6, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v9, s6
	global_wb scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	global_atomic_add_u32 v8, v9, s[2:3] offset:524296 scope:SCOPE_SYS
.LBB4_8:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s7
	v_xad_u32 v2, v3, v2, v5
	v_dual_add_nc_u32 v3, s5, v7 :: v_dual_add_nc_u32 v5, s4, v6
	s_wait_kmcnt 0x0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[0:1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v2, v4, v2
	v_add3_u32 v2, v2, v5, v3
	global_store_b32 v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atom_global_seq_cst
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
		.amdhsa_next_free_vgpr 113
		.amdhsa_next_free_sgpr 9
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 6
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
	.size	atom_global_seq_cst, .Lfunc_end4-atom_global_seq_cst
                                        ; -- End function
	.set atom_global_seq_cst.num_vgpr, 15
	.set atom_global_seq_cst.num_agpr, 0
	.set atom_global_seq_cst.numbered_sgpr, 9
	.set atom_global_seq_cst.num_named_barrier, 0
	.set atom_global_seq_cst.private_seg_size, 0
	.set atom_global_seq_cst.uses_vcc, 1
	.set atom_global_seq_cst.uses_flat_scratch, 0
	.set atom_global_seq_cst.has_dyn_sized_stack, 0
	.set atom_global_seq_cst.has_recursion, 0
	.set atom_global_seq_cst.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 768
; TotalNumSgprs: 11
; NumVgprs: 15
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 11
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
	.protected	__clang_ocl_kern_imp_atom_global_seq_cst ; -- Begin function __clang_ocl_kern_imp_atom_global_seq_cst
	.globl	__clang_ocl_kern_imp_atom_global_seq_cst
	.p2align	2
	.type	__clang_ocl_kern_imp_atom_global_seq_cst,@function
__clang_ocl_kern_imp_atom_global_seq_cst: ; @__clang_ocl_kern_imp_atom_global_seq_cst
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v4, 0x3ff, v31
	v_dual_mov_b32 v20, 6 :: v_dual_mov_b32 v5, 0
	v_dual_mov_b32 v21, 2 :: v_dual_mov_b32 v22, 1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_lshl_or_b32 v4, ttmp9, 6, v4
	v_dual_mov_b32 v23, 3 :: v_dual_mov_b32 v24, 4
	v_dual_mov_b32 v7, v5 :: v_dual_mov_b32 v9, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_lshlrev_b64_e32 v[10:11], 2, v[4:5]
	v_dual_mov_b32 v17, v5 :: v_dual_add_nc_u32 v6, 0x2000, v4
	v_dual_mov_b32 v13, v5 :: v_dual_add_nc_u32 v8, 0x4000, v4
	v_dual_mov_b32 v15, v5 :: v_dual_add_nc_u32 v12, 0x6000, v4
	v_add_nc_u64_e32 v[18:19], v[0:1], v[10:11]
	v_add_nc_u32_e32 v14, 0x8000, v4
	v_add_nc_u32_e32 v16, 0xa000, v4
	v_lshl_add_u64 v[6:7], v[6:7], 2, v[0:1]
	v_lshl_add_u64 v[8:9], v[8:9], 2, v[0:1]
	v_lshl_add_u64 v[12:13], v[12:13], 2, v[0:1]
	s_clause 0x1
	global_atomic_add_u32 v[18:19], v22, off
	global_atomic_add_u32 v18, v[6:7], v21, off th:TH_ATOMIC_RETURN
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	global_atomic_add_u32 v[8:9], v23, off
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	global_atomic_add_u32 v19, v[12:13], v24, off th:TH_ATOMIC_RETURN
	s_wait_loadcnt 0x0
	v_dual_mov_b32 v21, 5 :: v_dual_mov_b32 v13, v5
	v_lshl_add_u64 v[14:15], v[14:15], 2, v[0:1]
	v_lshl_add_u64 v[6:7], v[16:17], 2, v[0:1]
	v_dual_mov_b32 v9, v5 :: v_dual_add_nc_u32 v8, 0xc000, v4
	v_add_nc_u32_e32 v12, 0xe000, v4
	global_wb scope:SCOPE_DEV
	s_wait_storecnt 0x0
	global_atomic_add_u32 v[14:15], v21, off scope:SCOPE_DEV
	s_wait_storecnt 0x0
	global_inv scope:SCOPE_DEV
	global_wb scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	global_atomic_add_u32 v5, v[6:7], v20, off th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	global_inv scope:SCOPE_DEV
	v_mov_b32_e32 v14, 7
	v_lshl_add_u64 v[6:7], v[8:9], 2, v[0:1]
	v_lshl_add_u64 v[8:9], v[12:13], 2, v[0:1]
	v_mov_b32_e32 v12, 8
	global_wb scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	global_atomic_add_u32 v[6:7], v14, off scope:SCOPE_SYS
	s_wait_storecnt 0x0
	global_inv scope:SCOPE_SYS
	global_wb scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	global_atomic_add_u32 v6, v[8:9], v12, off th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	global_inv scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	global_atomic_add_u32 v7, v[0:1], v22, off offset:524288 th:TH_ATOMIC_RETURN
	s_wait_loadcnt 0x0
	global_wb scope:SCOPE_DEV
	s_wait_storecnt 0x0
	global_atomic_add_u32 v4, v[0:1], v4, off offset:524292 th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	global_inv scope:SCOPE_DEV
	global_wb scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	global_atomic_add_u32 v[0:1], v22, off offset:524296 scope:SCOPE_SYS
	s_wait_xcnt 0x0
	v_xad_u32 v0, v19, v18, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v5, v6, v0
	v_add_nc_u64_e32 v[0:1], v[2:3], v[10:11]
	v_add3_u32 v2, v5, v7, v4
	global_store_b32 v[0:1], v2, off
	s_set_pc_i64 s[30:31]
.Lfunc_end5:
	.size	__clang_ocl_kern_imp_atom_global_seq_cst, .Lfunc_end5-__clang_ocl_kern_imp_atom_global_seq_cst
                                        ; -- End function
	.set __clang_ocl_kern_imp_atom_global_seq_cst.num_vgpr, 32
	.set __clang_ocl_kern_imp_atom_global_seq_cst.num_agpr, 0
	.set __clang_ocl_kern_imp_atom_global_seq_cst.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_atom_global_seq_cst.num_named_barrier, 0
	.set __clang_ocl_kern_imp_atom_global_seq_cst.private_seg_size, 0
	.set __clang_ocl_kern_imp_atom_global_seq_cst.uses_vcc, 0
	.set __clang_ocl_kern_imp_atom_global_seq_cst.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_atom_global_seq_cst.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_atom_global_seq_cst.has_recursion, 0
	.set __clang_ocl_kern_imp_atom_global_seq_cst.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 636
; TotalNumSgprs: 32
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 36
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
        .type_name:      'atomic_uint*'
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
    .max_flat_workgroup_size: 64
    .name:           atom_global_relaxed_acquire
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     4
    .sgpr_spill_count: 0
    .symbol:         atom_global_relaxed_acquire.kd
    .uses_dynamic_stack: false
    .vgpr_count:     17
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .address_space:  global
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'atomic_uint*'
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
    .max_flat_workgroup_size: 64
    .name:           atom_global_release_acq_rel
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     4
    .sgpr_spill_count: 0
    .symbol:         atom_global_release_acq_rel.kd
    .uses_dynamic_stack: false
    .vgpr_count:     17
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .address_space:  global
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'atomic_uint*'
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
    .max_flat_workgroup_size: 64
    .name:           atom_global_seq_cst
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         atom_global_seq_cst.kd
    .uses_dynamic_stack: false
    .vgpr_count:     15
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
