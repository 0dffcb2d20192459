	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	atomic_ld_st_orders     ; -- Begin function atomic_ld_st_orders
	.globl	atomic_ld_st_orders
	.p2align	8
	.type	atomic_ld_st_orders,@function
atomic_ld_st_orders:                    ; @atomic_ld_st_orders
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b128 s[0:3], s[0:1], 0x0
	v_lshl_or_b32 v0, ttmp9, 6, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v1, 64, v0
	v_add_nc_u32_e32 v2, 0x80, v0
	v_add_nc_u32_e32 v4, 0xc0, v0
	v_add_nc_u32_e32 v5, 0x100, v0
	v_add_nc_u32_e32 v6, 0x140, v0
	s_wait_kmcnt 0x0
	global_load_b32 v3, v0, s[0:1] scale_offset
	s_wait_loadcnt 0x0
	global_load_b32 v1, v1, s[0:1] scale_offset scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	global_inv scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	global_load_b32 v2, v2, s[0:1] scale_offset scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	global_inv scope:SCOPE_SYS
	v_dual_add_nc_u32 v7, v1, v3 :: v_dual_add_nc_u32 v1, v2, v1
	v_add_nc_u32_e32 v2, v2, v3
	v_add_nc_u32_e32 v3, 0x180, v0
	s_wait_loadcnt 0x0
	global_store_b32 v4, v7, s[0:1] scale_offset
	global_wb scope:SCOPE_DEV
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	global_store_b32 v5, v1, s[0:1] scale_offset scope:SCOPE_DEV
	global_wb scope:SCOPE_SYS
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	s_clause 0x1
	global_store_b32 v6, v2, s[0:1] scale_offset scope:SCOPE_SYS
	global_load_b32 v1, v3, s[0:1] scale_offset
	s_wait_loadcnt 0x0
	global_store_b32 v0, v1, s[2:3] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomic_ld_st_orders
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
	.size	atomic_ld_st_orders, .Lfunc_end0-atomic_ld_st_orders
                                        ; -- End function
	.set atomic_ld_st_orders.num_vgpr, 8
	.set atomic_ld_st_orders.num_agpr, 0
	.set atomic_ld_st_orders.numbered_sgpr, 4
	.set atomic_ld_st_orders.num_named_barrier, 0
	.set atomic_ld_st_orders.private_seg_size, 0
	.set atomic_ld_st_orders.uses_vcc, 0
	.set atomic_ld_st_orders.uses_flat_scratch, 0
	.set atomic_ld_st_orders.has_dyn_sized_stack, 0
	.set atomic_ld_st_orders.has_recursion, 0
	.set atomic_ld_st_orders.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 284
; TotalNumSgprs: 4
; NumVgprs: 8
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
	.protected	__clang_ocl_kern_imp_atomic_ld_st_orders ; -- Begin function __clang_ocl_kern_imp_atomic_ld_st_orders
	.globl	__clang_ocl_kern_imp_atomic_ld_st_orders
	.p2align	2
	.type	__clang_ocl_kern_imp_atomic_ld_st_orders,@function
__clang_ocl_kern_imp_atomic_ld_st_orders: ; @__clang_ocl_kern_imp_atomic_ld_st_orders
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v4, 0x3ff, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v4, ttmp9, 6, v4
	v_dual_mov_b32 v5, 0 :: v_dual_add_nc_u32 v8, 64, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[6:7], 2, v[4:5]
	v_dual_mov_b32 v9, v5 :: v_dual_mov_b32 v11, v5
	v_add_nc_u32_e32 v10, 0x80, v4
	v_lshl_add_u64 v[8:9], v[8:9], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_nc_u64_e32 v[12:13], v[0:1], v[6:7]
	v_lshl_add_u64 v[10:11], v[10:11], 2, v[0:1]
	global_load_b32 v14, v[12:13], off
	s_wait_loadcnt 0x0
	global_load_b32 v15, v[8:9], off scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	global_inv scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	global_load_b32 v16, v[10:11], off scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	global_inv scope:SCOPE_SYS
	v_dual_mov_b32 v9, v5 :: v_dual_add_nc_u32 v8, 0xc0, v4
	v_dual_mov_b32 v11, v5 :: v_dual_mov_b32 v13, v5
	v_add_nc_u32_e32 v10, 0x100, v4
	v_add_nc_u32_e32 v12, 0x140, v4
	v_add_nc_u32_e32 v4, 0x180, v4
	v_lshl_add_u64 v[8:9], v[8:9], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshl_add_u64 v[10:11], v[10:11], 2, v[0:1]
	v_lshl_add_u64 v[12:13], v[12:13], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[0:1], v[4:5], 2, v[0:1]
	v_dual_add_nc_u32 v17, v15, v14 :: v_dual_add_nc_u32 v15, v16, v15
	v_add_nc_u32_e32 v14, v16, v14
	s_wait_loadcnt 0x0
	global_store_b32 v[8:9], v17, off
	global_wb scope:SCOPE_DEV
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	global_store_b32 v[10:11], v15, off scope:SCOPE_DEV
	global_wb scope:SCOPE_SYS
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	s_clause 0x1
	global_store_b32 v[12:13], v14, off scope:SCOPE_SYS
	global_load_b32 v4, v[0:1], off
	s_wait_xcnt 0x0
	v_add_nc_u64_e32 v[0:1], v[2:3], v[6:7]
	s_wait_loadcnt 0x0
	global_store_b32 v[0:1], v4, off
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_atomic_ld_st_orders, .Lfunc_end1-__clang_ocl_kern_imp_atomic_ld_st_orders
                                        ; -- End function
	.set __clang_ocl_kern_imp_atomic_ld_st_orders.num_vgpr, 32
	.set __clang_ocl_kern_imp_atomic_ld_st_orders.num_agpr, 0
	.set __clang_ocl_kern_imp_atomic_ld_st_orders.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_atomic_ld_st_orders.num_named_barrier, 0
	.set __clang_ocl_kern_imp_atomic_ld_st_orders.private_seg_size, 0
	.set __clang_ocl_kern_imp_atomic_ld_st_orders.uses_vcc, 0
	.set __clang_ocl_kern_imp_atomic_ld_st_orders.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_atomic_ld_st_orders.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_atomic_ld_st_orders.has_recursion, 0
	.set __clang_ocl_kern_imp_atomic_ld_st_orders.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 396
; TotalNumSgprs: 32
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	atomic_rmw_ops          ; -- Begin function atomic_rmw_ops
	.globl	atomic_rmw_ops
	.p2align	8
	.type	atomic_rmw_ops,@function
atomic_rmw_ops:                         ; @atomic_rmw_ops
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshl_or_b32 v6, ttmp9, 6, v0
	v_and_b32_e32 v3, 31, v0
	v_dual_mov_b32 v0, 0 :: v_dual_bitop2_b32 v5, 7, v0 bitop3:0x40
	s_wait_kmcnt 0x0
	global_load_b32 v1, v6, s[8:9] scale_offset
	s_wait_loadcnt 0x0
	global_atomic_min_i32 v4, v3, v1, s[4:5] scale_offset th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	global_wb scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	global_atomic_max_i32 v2, v3, v1, s[4:5] offset:128 scale_offset th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	global_inv scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	global_atomic_and_b32 v3, v1, s[4:5] offset:256 scale_offset
	s_wait_xcnt 0x0
	global_atomic_xor_b32 v4, v3, v4, s[4:5] offset:384 scale_offset th:TH_ATOMIC_RETURN
	s_wait_xcnt 0x0
	global_atomic_or_b64 v[0:1], v5, v[0:1], s[6:7] scale_offset th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	v_ashrrev_i32_e32 v3, 31, v2
	v_add_nc_u32_e32 v7, 16, v6
	global_wb scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	global_atomic_sub_u64 v5, v[2:3], s[6:7] offset:64 scale_offset scope:SCOPE_DEV
	s_wait_storecnt 0x0
	global_inv scope:SCOPE_DEV
	s_wait_xcnt 0x0
	global_atomic_swap_b64 v[0:1], v7, v[0:1], s[6:7] scale_offset th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	global_inv scope:SCOPE_DEV
	v_ashrrev_i32_e32 v5, 31, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u64_e32 v[0:1], v[0:1], v[4:5]
	global_store_b64 v6, v[0:1], s[10:11] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomic_rmw_ops
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
	.size	atomic_rmw_ops, .Lfunc_end2-atomic_rmw_ops
                                        ; -- End function
	.set atomic_rmw_ops.num_vgpr, 8
	.set atomic_rmw_ops.num_agpr, 0
	.set atomic_rmw_ops.numbered_sgpr, 12
	.set atomic_rmw_ops.num_named_barrier, 0
	.set atomic_rmw_ops.private_seg_size, 0
	.set atomic_rmw_ops.uses_vcc, 0
	.set atomic_rmw_ops.uses_flat_scratch, 0
	.set atomic_rmw_ops.has_dyn_sized_stack, 0
	.set atomic_rmw_ops.has_recursion, 0
	.set atomic_rmw_ops.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 292
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
	.protected	__clang_ocl_kern_imp_atomic_rmw_ops ; -- Begin function __clang_ocl_kern_imp_atomic_rmw_ops
	.globl	__clang_ocl_kern_imp_atomic_rmw_ops
	.p2align	2
	.type	__clang_ocl_kern_imp_atomic_rmw_ops,@function
__clang_ocl_kern_imp_atomic_rmw_ops:    ; @__clang_ocl_kern_imp_atomic_rmw_ops
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v8, 0x3ff, v31
	v_mov_b32_e32 v9, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v8, ttmp9, 6, v8
	v_lshl_add_u64 v[4:5], v[8:9], 2, v[4:5]
	v_add_nc_u32_e32 v14, 16, v8
	global_load_b32 v5, v[4:5], off
	s_wait_xcnt 0x0
	v_dual_mov_b32 v11, v9 :: v_dual_bitop2_b32 v4, 31, v31 bitop3:0x40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_lshlrev_b32 v10, 2, v4 :: v_dual_bitop2_b32 v4, 7, v31 bitop3:0x40
	v_add_nc_u64_e32 v[0:1], v[0:1], v[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_lshlrev_b32 v10, 3, v4 :: v_dual_mov_b32 v4, v9
	v_add_nc_u64_e32 v[10:11], v[2:3], v[10:11]
	s_wait_loadcnt 0x0
	global_atomic_min_i32 v13, v[0:1], v5, off th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	global_wb scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	global_atomic_max_i32 v12, v[0:1], v5, off offset:128 th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	global_inv scope:SCOPE_DEV
	v_mov_b32_e32 v15, v9
	s_wait_loadcnt 0x0
	s_clause 0x1
	global_atomic_and_b32 v[0:1], v5, off offset:256
	global_atomic_xor_b32 v0, v[0:1], v13, off offset:384 th:TH_ATOMIC_RETURN
	s_wait_xcnt 0x0
	global_atomic_or_b64 v[4:5], v[10:11], v[4:5], off th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[2:3], v[14:15], 3, v[2:3]
	global_wb scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	global_atomic_sub_u64 v[10:11], v[12:13], off offset:64 scope:SCOPE_DEV
	s_wait_storecnt 0x0
	global_inv scope:SCOPE_DEV
	s_wait_xcnt 0x0
	global_atomic_swap_b64 v[2:3], v[2:3], v[4:5], off th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	global_inv scope:SCOPE_DEV
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u64_e32 v[0:1], v[2:3], v[0:1]
	v_lshl_add_u64 v[2:3], v[8:9], 3, v[6:7]
	global_store_b64 v[2:3], v[0:1], off
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_atomic_rmw_ops, .Lfunc_end3-__clang_ocl_kern_imp_atomic_rmw_ops
                                        ; -- End function
	.set __clang_ocl_kern_imp_atomic_rmw_ops.num_vgpr, 32
	.set __clang_ocl_kern_imp_atomic_rmw_ops.num_agpr, 0
	.set __clang_ocl_kern_imp_atomic_rmw_ops.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_atomic_rmw_ops.num_named_barrier, 0
	.set __clang_ocl_kern_imp_atomic_rmw_ops.private_seg_size, 0
	.set __clang_ocl_kern_imp_atomic_rmw_ops.uses_vcc, 0
	.set __clang_ocl_kern_imp_atomic_rmw_ops.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_atomic_rmw_ops.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_atomic_rmw_ops.has_recursion, 0
	.set __clang_ocl_kern_imp_atomic_rmw_ops.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 364
; TotalNumSgprs: 32
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	atomic_float_add        ; -- Begin function atomic_float_add
	.globl	atomic_float_add
	.p2align	8
	.type	atomic_float_add,@function
atomic_float_add:                       ; @atomic_float_add
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b96 s[4:6], s[0:1], 0x0
	s_load_b64 s[2:3], s[0:1], 0x10
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execz .LBB4_2
; %bb.1:
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, s6
	ds_store_b32 v2, v1
.LBB4_2:
	s_or_b32 exec_lo, exec_lo, s7
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_lshl_or_b32 v2, ttmp9, 6, v0
	v_mov_b32_e32 v3, 0
	s_mov_b32 s7, exec_lo
	s_barrier_wait -1
	s_wait_kmcnt 0x0
	global_load_b32 v1, v2, s[2:3] scale_offset
	s_wait_xcnt 0x0
	s_load_b64 s[2:3], s[0:1], 0x18
	s_wait_xcnt 0x0
	s_brev_b32 s1, 1
.LBB4_3:                                ; =>This Inner Loop Header: Depth=1
	s_ctz_i32_b32 s0, s7
	s_wait_loadcnt 0x0
	v_readlane_b32 s8, v1, s0
	s_lshl_b32 s0, 1, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 s7, s7, s0
	s_add_f32 s1, s1, s8
	s_cbranch_scc1 .LBB4_3
; %bb.4:
	v_mbcnt_lo_u32_b32 v4, exec_lo, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_eq_u32_e64 s0, 0, v4
	s_and_saveexec_b32 s7, s0
	s_xor_b32 s0, exec_lo, s7
; %bb.5:
	v_dual_mov_b32 v4, s6 :: v_dual_mov_b32 v5, s1
	ds_add_f32 v4, v5
; %bb.6:
	s_or_b32 exec_lo, exec_lo, s0
	v_dual_add_f32 v5, v1, v1 :: v_dual_bitop2_b32 v4, 3, v0 bitop3:0x40
	global_atomic_add_f32 v0, v4, v1, s[4:5] scale_offset th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	global_wb scope:SCOPE_SYS
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	s_wait_loadcnt_dscnt 0x0
	global_atomic_add_f32 v4, v5, s[4:5] offset:16 scale_offset scope:SCOPE_SYS
	s_barrier_signal -1
	s_barrier_wait -1
	s_wait_xcnt 0x0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB4_9
; %bb.7:
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mbcnt_lo_u32_b32 v1, s1, 0
	v_cmp_eq_u32_e32 vcc_lo, 0, v1
	s_and_b32 s7, exec_lo, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 exec_lo, s7
	s_cbranch_execz .LBB4_9
; %bb.8:
	v_mov_b32_e32 v1, s6
	s_bcnt1_i32_b32 s1, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cvt_f32_ubyte0_e32 v4, s1
	ds_load_b32 v1, v1
	s_wait_dscnt 0x0
	v_dual_mul_f32 v1, v1, v4 :: v_dual_mov_b32 v4, 0
	global_atomic_add_f32 v4, v1, s[4:5] offset:32 scope:SCOPE_DEV
.LBB4_9:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_kmcnt 0x0
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[2:3]
	global_store_b32 v[2:3], v0, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomic_float_add
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
	.size	atomic_float_add, .Lfunc_end4-atomic_float_add
                                        ; -- End function
	.set atomic_float_add.num_vgpr, 6
	.set atomic_float_add.num_agpr, 0
	.set atomic_float_add.numbered_sgpr, 9
	.set atomic_float_add.num_named_barrier, 0
	.set atomic_float_add.private_seg_size, 0
	.set atomic_float_add.uses_vcc, 1
	.set atomic_float_add.uses_flat_scratch, 0
	.set atomic_float_add.has_dyn_sized_stack, 0
	.set atomic_float_add.has_recursion, 0
	.set atomic_float_add.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 412
; TotalNumSgprs: 11
; NumVgprs: 6
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
	.protected	__clang_ocl_kern_imp_atomic_float_add ; -- Begin function __clang_ocl_kern_imp_atomic_float_add
	.globl	__clang_ocl_kern_imp_atomic_float_add
	.p2align	2
	.type	__clang_ocl_kern_imp_atomic_float_add,@function
__clang_ocl_kern_imp_atomic_float_add:  ; @__clang_ocl_kern_imp_atomic_float_add
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v9, v4 :: v_dual_mov_b32 v8, v3
	v_and_b32_e32 v3, 0x3ff, v31
	v_dual_mov_b32 v7, v6 :: v_dual_mov_b32 v6, v5
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	s_and_saveexec_b32 s0, vcc_lo
; %bb.1:
	v_mov_b32_e32 v4, 0
	ds_store_b32 v2, v4
; %bb.2:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_lshl_add_u32 v4, ttmp9, 6, v3
	v_dual_mov_b32 v5, 0 :: v_dual_bitop2_b32 v3, 3, v3 bitop3:0x40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_lshl_add_u64 v[8:9], v[4:5], 2, v[8:9]
	s_barrier_wait -1
	global_load_b32 v10, v[8:9], off
	s_wait_xcnt 0x0
	v_dual_mov_b32 v9, v5 :: v_dual_lshlrev_b32 v8, 2, v3
	v_add_nc_u64_e32 v[8:9], v[0:1], v[8:9]
	s_wait_loadcnt 0x0
	v_add_f32_e32 v11, v10, v10
	ds_add_f32 v2, v10
	global_atomic_add_f32 v3, v[8:9], v10, off th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	global_wb scope:SCOPE_SYS
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	s_wait_loadcnt_dscnt 0x0
	global_atomic_add_f32 v[8:9], v11, off offset:16 scope:SCOPE_SYS
	s_barrier_signal -1
	s_barrier_wait -1
	s_wait_xcnt 0x0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB5_4
; %bb.3:
	ds_load_b32 v2, v2
	s_wait_dscnt 0x0
	global_atomic_add_f32 v[0:1], v2, off offset:32 scope:SCOPE_DEV
.LBB5_4:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	v_lshl_add_u64 v[0:1], v[4:5], 2, v[6:7]
	global_store_b32 v[0:1], v3, off
	s_set_pc_i64 s[30:31]
.Lfunc_end5:
	.size	__clang_ocl_kern_imp_atomic_float_add, .Lfunc_end5-__clang_ocl_kern_imp_atomic_float_add
                                        ; -- End function
	.set __clang_ocl_kern_imp_atomic_float_add.num_vgpr, 32
	.set __clang_ocl_kern_imp_atomic_float_add.num_agpr, 0
	.set __clang_ocl_kern_imp_atomic_float_add.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_atomic_float_add.num_named_barrier, 0
	.set __clang_ocl_kern_imp_atomic_float_add.private_seg_size, 0
	.set __clang_ocl_kern_imp_atomic_float_add.uses_vcc, 1
	.set __clang_ocl_kern_imp_atomic_float_add.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_atomic_float_add.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_atomic_float_add.has_recursion, 0
	.set __clang_ocl_kern_imp_atomic_float_add.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 272
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
    .name:           atomic_ld_st_orders
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     4
    .sgpr_spill_count: 0
    .symbol:         atomic_ld_st_orders.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .address_space:  global
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'atomic_int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'atomic_ulong*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           atomic_rmw_ops
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         atomic_rmw_ops.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
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
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           atomic_float_add
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         atomic_float_add.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
