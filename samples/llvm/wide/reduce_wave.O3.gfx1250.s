	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	wave_sum_swizzle        ; -- Begin function wave_sum_swizzle
	.globl	wave_sum_swizzle
	.p2align	8
	.type	wave_sum_swizzle,@function
wave_sum_swizzle:                       ; @wave_sum_swizzle
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b64 s[2:3], s[0:1], 0x0
	v_lshl_or_b32 v1, ttmp9, 6, v0
	v_and_b32_e32 v0, 31, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u32_e32 v2, 0x1000, v1
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b32 v3, v1, s[2:3] scale_offset
	global_load_b32 v4, v2, s[2:3] scale_offset
	s_wait_xcnt 0x0
	s_mov_b32 s2, exec_lo
	s_wait_loadcnt 0x0
	v_add_nc_u32_e32 v2, v4, v3
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,1)
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v2, v2, v3
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,2)
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v2, v2, v3
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,4)
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v2, v2, v3
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,8)
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v2, v2, v3
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,16)
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_b64 s[0:1], s[0:1], 0x8
	s_wait_dscnt 0x0
	v_dual_lshrrev_b32 v0, 3, v1 :: v_dual_add_nc_u32 v1, v2, v3
	s_wait_kmcnt 0x0
	global_store_b32 v0, v1, s[0:1]
.LBB0_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wave_sum_swizzle
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
	.size	wave_sum_swizzle, .Lfunc_end0-wave_sum_swizzle
                                        ; -- End function
	.set wave_sum_swizzle.num_vgpr, 5
	.set wave_sum_swizzle.num_agpr, 0
	.set wave_sum_swizzle.numbered_sgpr, 4
	.set wave_sum_swizzle.num_named_barrier, 0
	.set wave_sum_swizzle.private_seg_size, 0
	.set wave_sum_swizzle.uses_vcc, 0
	.set wave_sum_swizzle.uses_flat_scratch, 0
	.set wave_sum_swizzle.has_dyn_sized_stack, 0
	.set wave_sum_swizzle.has_recursion, 0
	.set wave_sum_swizzle.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 212
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
	.protected	__clang_ocl_kern_imp_wave_sum_swizzle ; -- Begin function __clang_ocl_kern_imp_wave_sum_swizzle
	.globl	__clang_ocl_kern_imp_wave_sum_swizzle
	.p2align	2
	.type	__clang_ocl_kern_imp_wave_sum_swizzle,@function
__clang_ocl_kern_imp_wave_sum_swizzle:  ; @__clang_ocl_kern_imp_wave_sum_swizzle
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v4, 0x3ff, v31
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v4, ttmp9, 6, v4
	v_dual_mov_b32 v5, 0 :: v_dual_add_nc_u32 v6, 0x1000, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v7, v5
	v_lshl_add_u64 v[8:9], v[4:5], 2, v[0:1]
	v_lshl_add_u64 v[0:1], v[6:7], 2, v[0:1]
	s_clause 0x1
	global_load_b32 v6, v[8:9], off
	global_load_b32 v7, v[0:1], off
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_dual_add_nc_u32 v0, v7, v6 :: v_dual_bitop2_b32 v6, 31, v31 bitop3:0x40
	ds_swizzle_b32 v1, v0 offset:swizzle(SWAP,1)
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v0, v0, v1
	ds_swizzle_b32 v1, v0 offset:swizzle(SWAP,2)
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v0, v0, v1
	ds_swizzle_b32 v1, v0 offset:swizzle(SWAP,4)
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v0, v0, v1
	ds_swizzle_b32 v1, v0 offset:swizzle(SWAP,8)
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v0, v0, v1
	ds_swizzle_b32 v1, v0 offset:swizzle(SWAP,16)
	v_cmpx_eq_u32_e32 0, v6
	s_cbranch_execz .LBB1_2
; %bb.1:
	s_wait_dscnt 0x0
	v_dual_lshrrev_b32 v4, 3, v4 :: v_dual_add_nc_u32 v0, v0, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u64_e32 v[2:3], v[2:3], v[4:5]
	global_store_b32 v[2:3], v0, off
.LBB1_2:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_wave_sum_swizzle, .Lfunc_end1-__clang_ocl_kern_imp_wave_sum_swizzle
                                        ; -- End function
	.set __clang_ocl_kern_imp_wave_sum_swizzle.num_vgpr, 32
	.set __clang_ocl_kern_imp_wave_sum_swizzle.num_agpr, 0
	.set __clang_ocl_kern_imp_wave_sum_swizzle.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_wave_sum_swizzle.num_named_barrier, 0
	.set __clang_ocl_kern_imp_wave_sum_swizzle.private_seg_size, 0
	.set __clang_ocl_kern_imp_wave_sum_swizzle.uses_vcc, 0
	.set __clang_ocl_kern_imp_wave_sum_swizzle.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_wave_sum_swizzle.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_wave_sum_swizzle.has_recursion, 0
	.set __clang_ocl_kern_imp_wave_sum_swizzle.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 248
; TotalNumSgprs: 32
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	wave_readlane           ; -- Begin function wave_readlane
	.globl	wave_readlane
	.p2align	8
	.type	wave_readlane,@function
wave_readlane:                          ; @wave_readlane
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b128 s[4:7], s[0:1], 0x0
	v_lshl_or_b32 v1, ttmp9, 5, v0
	s_wait_xcnt 0x0
	s_load_b64 s[0:1], s[0:1], 0x10
	s_wait_kmcnt 0x0
	global_load_b32 v1, v1, s[4:5] scale_offset
	s_clause 0x7
	s_load_b32 s2, s[0:1], 0x0
	s_load_b32 s3, s[0:1], 0x10
	s_load_b32 s4, s[0:1], 0x20
	s_load_b32 s5, s[0:1], 0x30
	s_load_b32 s8, s[0:1], 0x40
	s_load_b32 s9, s[0:1], 0x50
	s_load_b32 s10, s[0:1], 0x60
	s_load_b32 s11, s[0:1], 0x70
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_readlane_b32 s0, v1, 0
	v_readlane_b32 s1, v1, 1
	v_readlane_b32 s12, v1, 4
	v_readlane_b32 s13, v1, 5
	v_readlane_b32 s14, v1, 8
	s_wait_kmcnt 0x0
	s_mul_i32 s2, s2, s0
	v_readlane_b32 s15, v1, 9
	s_mul_i32 s0, s3, s12
	s_xor_b32 s1, s2, s1
	v_readlane_b32 s16, v1, 12
	s_add_co_i32 s0, s0, s1
	s_mul_i32 s1, s4, s14
	s_xor_b32 s0, s0, s13
	v_readlane_b32 s17, v1, 13
	s_add_co_i32 s1, s1, s0
	v_readlane_b32 s18, v1, 16
	s_mul_i32 s0, s5, s16
	s_xor_b32 s1, s1, s15
	v_readlane_b32 s19, v1, 17
	s_add_co_i32 s0, s0, s1
	v_readlane_b32 s2, v1, 20
	s_mul_i32 s1, s8, s18
	s_xor_b32 s0, s0, s17
	v_readlane_b32 s3, v1, 21
	s_add_co_i32 s1, s1, s0
	v_readlane_b32 s4, v1, 24
	s_mul_i32 s0, s9, s2
	s_xor_b32 s1, s1, s19
	v_readlane_b32 s5, v1, 25
	s_add_co_i32 s0, s0, s1
	v_readlane_b32 s2, v1, 28
	s_mul_i32 s1, s10, s4
	s_xor_b32 s0, s0, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_add_co_i32 s1, s1, s0
	v_readlane_b32 s0, v1, 29
	s_xor_b32 s1, s1, s5
	s_mul_i32 s2, s11, s2
	s_add_co_i32 s2, s2, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s0, s2, s0
	s_and_b32 s0, s0, 0x3ff
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v1, s0 :: v_dual_add_nc_u32 v0, v1, v0
	global_store_b32 v1, v0, s[6:7] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wave_readlane
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
		.amdhsa_next_free_vgpr 2
		.amdhsa_next_free_sgpr 20
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
	.size	wave_readlane, .Lfunc_end2-wave_readlane
                                        ; -- End function
	.set wave_readlane.num_vgpr, 2
	.set wave_readlane.num_agpr, 0
	.set wave_readlane.numbered_sgpr, 20
	.set wave_readlane.num_named_barrier, 0
	.set wave_readlane.private_seg_size, 0
	.set wave_readlane.uses_vcc, 0
	.set wave_readlane.uses_flat_scratch, 0
	.set wave_readlane.has_dyn_sized_stack, 0
	.set wave_readlane.has_recursion, 0
	.set wave_readlane.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 396
; TotalNumSgprs: 20
; NumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 2
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
	.protected	__clang_ocl_kern_imp_wave_readlane ; -- Begin function __clang_ocl_kern_imp_wave_readlane
	.globl	__clang_ocl_kern_imp_wave_readlane
	.p2align	2
	.type	__clang_ocl_kern_imp_wave_readlane,@function
__clang_ocl_kern_imp_wave_readlane:     ; @__clang_ocl_kern_imp_wave_readlane
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v8, 0x3ff, v31
	v_mov_b32_e32 v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v6, ttmp9, 5, v8
	v_lshl_add_u64 v[0:1], v[6:7], 2, v[0:1]
	global_load_b32 v9, v[0:1], off
	s_clause 0x7
	global_load_b32 v6, v[4:5], off
	global_load_b32 v10, v[4:5], off offset:16
	global_load_b32 v11, v[4:5], off offset:32
	global_load_b32 v12, v[4:5], off offset:48
	global_load_b32 v13, v[4:5], off offset:64
	global_load_b32 v14, v[4:5], off offset:80
	global_load_b32 v15, v[4:5], off offset:96
	global_load_b32 v16, v[4:5], off offset:112
	s_wait_loadcnt 0x8
	v_readlane_b32 s0, v9, 0
	v_readlane_b32 s1, v9, 4
	s_wait_loadcnt 0x7
	s_wait_xcnt 0x8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v0, v6, s0
	v_readlane_b32 s0, v9, 1
	v_xor_b32_e32 v0, s0, v0
	v_readlane_b32 s0, v9, 5
	s_wait_loadcnt 0x6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mad_u32 v0, v10, s1, v0
	v_readlane_b32 s1, v9, 8
	v_xor_b32_e32 v0, s0, v0
	v_readlane_b32 s0, v9, 9
	s_wait_loadcnt 0x5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mad_u32 v0, v11, s1, v0
	v_readlane_b32 s1, v9, 12
	v_xor_b32_e32 v0, s0, v0
	v_readlane_b32 s0, v9, 13
	s_wait_loadcnt 0x4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mad_u32 v0, v12, s1, v0
	v_readlane_b32 s1, v9, 16
	v_xor_b32_e32 v0, s0, v0
	v_readlane_b32 s0, v9, 17
	s_wait_loadcnt 0x3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mad_u32 v0, v13, s1, v0
	v_readlane_b32 s1, v9, 20
	v_xor_b32_e32 v0, s0, v0
	v_readlane_b32 s0, v9, 21
	s_wait_loadcnt 0x2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mad_u32 v0, v14, s1, v0
	v_readlane_b32 s1, v9, 24
	v_xor_b32_e32 v0, s0, v0
	v_readlane_b32 s0, v9, 25
	s_wait_loadcnt 0x1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u32 v0, v15, s1, v0
	v_xor_b32_e32 v0, s0, v0
	v_readlane_b32 s0, v9, 28
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u32 v0, v16, s0, v0
	v_readlane_b32 s0, v9, 29
	v_bitop3_b32 v0, v0, 0x3ff, s0 bitop3:0x48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v6, 2, v0
	v_add_nc_u64_e32 v[0:1], v[2:3], v[6:7]
	v_add_nc_u32_e32 v2, v9, v8
	global_store_b32 v[0:1], v2, off
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_wave_readlane, .Lfunc_end3-__clang_ocl_kern_imp_wave_readlane
                                        ; -- End function
	.set __clang_ocl_kern_imp_wave_readlane.num_vgpr, 32
	.set __clang_ocl_kern_imp_wave_readlane.num_agpr, 0
	.set __clang_ocl_kern_imp_wave_readlane.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_wave_readlane.num_named_barrier, 0
	.set __clang_ocl_kern_imp_wave_readlane.private_seg_size, 0
	.set __clang_ocl_kern_imp_wave_readlane.uses_vcc, 0
	.set __clang_ocl_kern_imp_wave_readlane.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_wave_readlane.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_wave_readlane.has_recursion, 0
	.set __clang_ocl_kern_imp_wave_readlane.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 488
; TotalNumSgprs: 32
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	wave_reduce_builtins    ; -- Begin function wave_reduce_builtins
	.globl	wave_reduce_builtins
	.p2align	8
	.type	wave_reduce_builtins,@function
wave_reduce_builtins:                   ; @wave_reduce_builtins
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b128 s[4:7], s[0:1], 0x0
	v_lshl_or_b32 v1, ttmp9, 6, v0
	s_wait_xcnt 0x0
	s_load_b64 s[0:1], s[0:1], 0x10
	s_mov_b32 s3, exec_lo
	s_mov_b32 s2, 0
	s_wait_kmcnt 0x0
	global_load_b32 v3, v1, s[4:5] scale_offset
.LBB4_1:                                ; =>This Inner Loop Header: Depth=1
	s_ctz_i32_b32 s8, s3
	s_wait_loadcnt 0x0
	v_readlane_b32 s9, v3, s8
	s_bitset0_b32 s3, s8
	s_add_co_i32 s2, s2, s9
	s_cmp_lg_u32 s3, 0
	s_cbranch_scc1 .LBB4_1
; %bb.2:
	v_mov_b32_e32 v2, s2
	s_mov_b32 s3, exec_lo
	s_mov_b32 s2, 0
.LBB4_3:                                ; =>This Inner Loop Header: Depth=1
	s_ctz_i32_b32 s8, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s9, v3, s8
	s_bitset0_b32 s3, s8
	s_max_u32 s2, s2, s9
	s_cmp_lg_u32 s3, 0
	s_cbranch_scc1 .LBB4_3
; %bb.4:
	v_add_nc_u32_e32 v3, 64, v1
	s_mov_b32 s3, exec_lo
	global_load_b32 v4, v3, s[4:5] scale_offset
	s_wait_xcnt 0x0
	v_mov_b32_e32 v3, s2
	s_mov_b32 s2, 0
.LBB4_5:                                ; =>This Inner Loop Header: Depth=1
	s_ctz_i32_b32 s4, s3
	s_wait_loadcnt 0x0
	v_readlane_b32 s5, v4, s4
	s_bitset0_b32 s3, s4
	s_xor_b32 s2, s2, s5
	s_cmp_lg_u32 s3, 0
	s_cbranch_scc1 .LBB4_5
; %bb.6:
	global_load_b32 v1, v1, s[0:1] scale_offset
	v_mov_b32_e32 v4, s2
	s_wait_xcnt 0x0
	s_mov_b32 s1, exec_lo
	s_mov_b32 s0, 0x7fc00000
.LBB4_7:                                ; =>This Inner Loop Header: Depth=1
	s_ctz_i32_b32 s2, s1
	s_wait_loadcnt 0x0
	v_readlane_b32 s3, v1, s2
	s_bitset0_b32 s1, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_cmp_lg_u32 s1, 0
	v_max_num_f32_e64 v5, s0, s3
	v_readfirstlane_b32 s0, v5
	s_cbranch_scc1 .LBB4_7
; %bb.8:
	s_mov_b32 s1, 0
	s_mov_b32 s2, exec_lo
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB4_10
; %bb.9:
	v_dual_mov_b32 v5, s0 :: v_dual_mov_b32 v0, 0
	s_lshl_b32 s0, ttmp9, 2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_nc_u64 s[0:1], s[6:7], s[0:1]
	global_store_b128 v0, v[2:5], s[0:1]
.LBB4_10:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wave_reduce_builtins
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
.Lfunc_end4:
	.size	wave_reduce_builtins, .Lfunc_end4-wave_reduce_builtins
                                        ; -- End function
	.set wave_reduce_builtins.num_vgpr, 6
	.set wave_reduce_builtins.num_agpr, 0
	.set wave_reduce_builtins.numbered_sgpr, 10
	.set wave_reduce_builtins.num_named_barrier, 0
	.set wave_reduce_builtins.private_seg_size, 0
	.set wave_reduce_builtins.uses_vcc, 0
	.set wave_reduce_builtins.uses_flat_scratch, 0
	.set wave_reduce_builtins.has_dyn_sized_stack, 0
	.set wave_reduce_builtins.has_recursion, 0
	.set wave_reduce_builtins.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 332
; TotalNumSgprs: 10
; NumVgprs: 6
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
	.protected	__clang_ocl_kern_imp_wave_reduce_builtins ; -- Begin function __clang_ocl_kern_imp_wave_reduce_builtins
	.globl	__clang_ocl_kern_imp_wave_reduce_builtins
	.p2align	2
	.type	__clang_ocl_kern_imp_wave_reduce_builtins,@function
__clang_ocl_kern_imp_wave_reduce_builtins: ; @__clang_ocl_kern_imp_wave_reduce_builtins
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v12, 0x3ff, v31
	v_mov_b32_e32 v11, 0
	s_mov_b32 s1, exec_lo
	s_mov_b32 s0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v10, ttmp9, 6, v12
	v_lshlrev_b64_e32 v[8:9], 2, v[10:11]
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u64_e32 v[6:7], v[0:1], v[8:9]
	global_load_b32 v7, v[6:7], off
.LBB5_1:                                ; =>This Inner Loop Header: Depth=1
	s_ctz_i32_b32 s2, s1
	s_wait_loadcnt 0x0
	v_readlane_b32 s3, v7, s2
	s_bitset0_b32 s1, s2
	s_add_co_i32 s0, s0, s3
	s_cmp_lg_u32 s1, 0
	s_cbranch_scc1 .LBB5_1
; %bb.2:
	s_wait_xcnt 0x0
	v_mov_b32_e32 v6, s0
	s_mov_b32 s1, exec_lo
	s_mov_b32 s0, 0
.LBB5_3:                                ; =>This Inner Loop Header: Depth=1
	s_ctz_i32_b32 s2, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s3, v7, s2
	s_bitset0_b32 s1, s2
	s_max_u32 s0, s0, s3
	s_cmp_lg_u32 s1, 0
	s_cbranch_scc1 .LBB5_3
; %bb.4:
	v_dual_mov_b32 v7, s0 :: v_dual_add_nc_u32 v10, 64, v10
	s_mov_b32 s1, exec_lo
	s_mov_b32 s0, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[0:1], v[10:11], 2, v[0:1]
	global_load_b32 v0, v[0:1], off
.LBB5_5:                                ; =>This Inner Loop Header: Depth=1
	s_ctz_i32_b32 s2, s1
	s_wait_loadcnt 0x0
	v_readlane_b32 s3, v0, s2
	s_bitset0_b32 s1, s2
	s_xor_b32 s0, s0, s3
	s_cmp_lg_u32 s1, 0
	s_cbranch_scc1 .LBB5_5
; %bb.6:
	s_wait_xcnt 0x0
	v_add_nc_u64_e32 v[0:1], v[4:5], v[8:9]
	v_mov_b32_e32 v8, s0
	s_mov_b32 s0, exec_lo
	s_mov_b32 s2, 0x7fc00000
	global_load_b32 v0, v[0:1], off
.LBB5_7:                                ; =>This Inner Loop Header: Depth=1
	s_ctz_i32_b32 s1, s0
	s_wait_loadcnt 0x0
	v_readlane_b32 s3, v0, s1
	s_bitset0_b32 s0, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	s_cmp_lg_u32 s0, 0
	s_wait_xcnt 0x0
	v_max_num_f32_e64 v1, s2, s3
	v_readfirstlane_b32 s2, v1
	s_cbranch_scc1 .LBB5_7
; %bb.8:
	s_mov_b32 s1, 0
	s_mov_b32 s3, exec_lo
	v_cmpx_eq_u32_e32 0, v12
	s_cbranch_execz .LBB5_10
; %bb.9:
	s_lshl_b32 s0, ttmp9, 2
	v_mov_b32_e32 v9, s2
	v_lshl_add_u64 v[0:1], s[0:1], 2, v[2:3]
	global_store_b128 v[0:1], v[6:9], off
.LBB5_10:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s3
	s_set_pc_i64 s[30:31]
.Lfunc_end5:
	.size	__clang_ocl_kern_imp_wave_reduce_builtins, .Lfunc_end5-__clang_ocl_kern_imp_wave_reduce_builtins
                                        ; -- End function
	.set __clang_ocl_kern_imp_wave_reduce_builtins.num_vgpr, 32
	.set __clang_ocl_kern_imp_wave_reduce_builtins.num_agpr, 0
	.set __clang_ocl_kern_imp_wave_reduce_builtins.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_wave_reduce_builtins.num_named_barrier, 0
	.set __clang_ocl_kern_imp_wave_reduce_builtins.private_seg_size, 0
	.set __clang_ocl_kern_imp_wave_reduce_builtins.uses_vcc, 0
	.set __clang_ocl_kern_imp_wave_reduce_builtins.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_wave_reduce_builtins.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_wave_reduce_builtins.has_recursion, 0
	.set __clang_ocl_kern_imp_wave_reduce_builtins.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 356
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
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           wave_sum_swizzle
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     4
    .sgpr_spill_count: 0
    .symbol:         wave_sum_swizzle.kd
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
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
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
    .max_flat_workgroup_size: 32
    .name:           wave_readlane
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 32
      - 1
      - 1
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         wave_readlane.kd
    .uses_dynamic_stack: false
    .vgpr_count:     2
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           wave_reduce_builtins
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         wave_reduce_builtins.kd
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
