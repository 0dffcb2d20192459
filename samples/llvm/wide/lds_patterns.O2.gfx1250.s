	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	lds_transpose32         ; -- Begin function lds_transpose32
	.globl	lds_transpose32
	.p2align	8
	.type	lds_transpose32,@function
lds_transpose32:                        ; @lds_transpose32
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b64 s[4:5], s[0:1], 0x10
	v_bfe_u32 v1, v0, 10, 10
	v_and_b32_e32 v0, 0x3ff, v0
	s_lshl_b32 s6, ttmp7, 5
	s_lshl_b32 s7, ttmp9, 5
	s_wait_xcnt 0x0
	s_load_b128 s[0:3], s[0:1], 0x0
	v_or_b32_e32 v3, s7, v0
	s_wait_kmcnt 0x0
	s_lshl_b32 s8, s5, 3
	v_or_b32_e32 v2, s6, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u32 v2, v2, s5, v3
	v_add_nc_u32_e32 v3, s8, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v4, s8, v3
	v_add_nc_u32_e32 v5, s8, v4
	s_clause 0x3
	global_load_b32 v6, v2, s[0:1] scale_offset
	global_load_b32 v7, v3, s[0:1] scale_offset
	global_load_b32 v8, v4, s[0:1] scale_offset
	global_load_b32 v9, v5, s[0:1] scale_offset
	s_wait_xcnt 0x3
	v_lshlrev_b32_e32 v2, 2, v0
	s_wait_xcnt 0x2
	v_mul_u32_u24_e32 v3, 0x84, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v2, s4, v2, v3
	v_or_b32_e32 v3, s7, v1
	s_wait_loadcnt 0x3
	ds_store_b32 v2, v6
	s_wait_loadcnt 0x2
	ds_store_b32 v2, v7 offset:1056
	s_wait_loadcnt 0x1
	ds_store_b32 v2, v8 offset:2112
	s_wait_loadcnt 0x0
	ds_store_b32 v2, v9 offset:3168
	v_mad_u32_u24 v2, 0x84, v0, s4
	v_or_b32_e32 v0, s6, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v2, v1, 2, v2
	v_mad_u32 v4, v3, s5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v5, s8, v4
	v_add_nc_u32_e32 v6, s8, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v7, s8, v6
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_2addr_b32 v[0:1], v2 offset1:8
	ds_load_2addr_b32 v[2:3], v2 offset0:16 offset1:24
	s_wait_dscnt 0x1
	s_clause 0x1
	global_store_b32 v4, v0, s[2:3] scale_offset
	global_store_b32 v5, v1, s[2:3] scale_offset
	s_wait_dscnt 0x0
	s_clause 0x1
	global_store_b32 v6, v2, s[2:3] scale_offset
	global_store_b32 v7, v3, s[2:3] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lds_transpose32
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
		.amdhsa_next_free_vgpr 10
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
	.size	lds_transpose32, .Lfunc_end0-lds_transpose32
                                        ; -- End function
	.set lds_transpose32.num_vgpr, 10
	.set lds_transpose32.num_agpr, 0
	.set lds_transpose32.numbered_sgpr, 9
	.set lds_transpose32.num_named_barrier, 0
	.set lds_transpose32.private_seg_size, 0
	.set lds_transpose32.uses_vcc, 0
	.set lds_transpose32.uses_flat_scratch, 0
	.set lds_transpose32.has_dyn_sized_stack, 0
	.set lds_transpose32.has_recursion, 0
	.set lds_transpose32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 384
; TotalNumSgprs: 9
; NumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 9
; NumVGPRsForWavesPerEU: 10
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
	.protected	__clang_ocl_kern_imp_lds_transpose32 ; -- Begin function __clang_ocl_kern_imp_lds_transpose32
	.globl	__clang_ocl_kern_imp_lds_transpose32
	.p2align	2
	.type	__clang_ocl_kern_imp_lds_transpose32,@function
__clang_ocl_kern_imp_lds_transpose32:   ; @__clang_ocl_kern_imp_lds_transpose32
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_bfe_u32 v14, v31, 10, 10
	v_and_b32_e32 v15, 0x3ff, v31
	s_lshl_b32 s0, ttmp7, 5
	s_lshl_b32 s1, ttmp9, 5
	s_and_b32 s0, s0, 0x1fffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_lshlrev_b32 v16, 3, v5 :: v_dual_bitop2_b32 v7, s1, v15 bitop3:0x54
	v_or_b32_e32 v6, s0, v14
	v_mad_u32 v6, v6, v5, v7
	v_mov_b32_e32 v7, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshl_add_u64 v[8:9], v[6:7], 2, v[0:1]
	v_add_nc_u32_e32 v6, v6, v16
	v_lshl_add_u64 v[10:11], v[6:7], 2, v[0:1]
	v_add_nc_u32_e32 v6, v6, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshl_add_u64 v[12:13], v[6:7], 2, v[0:1]
	v_add_nc_u32_e32 v6, v6, v16
	v_lshl_add_u64 v[0:1], v[6:7], 2, v[0:1]
	s_clause 0x3
	global_load_b32 v6, v[8:9], off
	global_load_b32 v17, v[10:11], off
	global_load_b32 v18, v[12:13], off
	global_load_b32 v19, v[0:1], off
	s_wait_xcnt 0x0
	v_lshlrev_b32_e32 v0, 2, v15
	v_mul_u32_u24_e32 v1, 0x84, v14
	v_or_b32_e32 v8, s0, v15
	s_delay_alu instid0(VALU_DEP_2)
	v_add3_u32 v0, v4, v0, v1
	v_or_b32_e32 v1, s1, v14
	s_wait_loadcnt 0x3
	ds_store_b32 v0, v6
	s_wait_loadcnt 0x2
	ds_store_b32 v0, v17 offset:1056
	s_wait_loadcnt 0x1
	ds_store_b32 v0, v18 offset:2112
	s_wait_loadcnt 0x0
	ds_store_b32 v0, v19 offset:3168
	v_mad_u32_u24 v0, 0x84, v15, v4
	v_mad_u32 v6, v1, v5, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v8, v14, 2, v0
	v_lshl_add_u64 v[0:1], v[6:7], 2, v[2:3]
	v_add_nc_u32_e32 v6, v6, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshl_add_u64 v[10:11], v[6:7], 2, v[2:3]
	v_add_nc_u32_e32 v6, v6, v16
	v_lshl_add_u64 v[12:13], v[6:7], 2, v[2:3]
	v_add_nc_u32_e32 v6, v6, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[2:3], v[6:7], 2, v[2:3]
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_2addr_b32 v[4:5], v8 offset1:8
	ds_load_2addr_b32 v[8:9], v8 offset0:16 offset1:24
	s_wait_dscnt 0x1
	s_clause 0x1
	global_store_b32 v[0:1], v4, off
	global_store_b32 v[10:11], v5, off
	s_wait_dscnt 0x0
	s_clause 0x1
	global_store_b32 v[12:13], v8, off
	global_store_b32 v[2:3], v9, off
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_lds_transpose32, .Lfunc_end1-__clang_ocl_kern_imp_lds_transpose32
                                        ; -- End function
	.set __clang_ocl_kern_imp_lds_transpose32.num_vgpr, 32
	.set __clang_ocl_kern_imp_lds_transpose32.num_agpr, 0
	.set __clang_ocl_kern_imp_lds_transpose32.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_lds_transpose32.num_named_barrier, 0
	.set __clang_ocl_kern_imp_lds_transpose32.private_seg_size, 0
	.set __clang_ocl_kern_imp_lds_transpose32.uses_vcc, 0
	.set __clang_ocl_kern_imp_lds_transpose32.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_lds_transpose32.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_lds_transpose32.has_recursion, 0
	.set __clang_ocl_kern_imp_lds_transpose32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 440
; TotalNumSgprs: 32
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	lds_append_consume      ; -- Begin function lds_append_consume
	.globl	lds_append_consume
	.p2align	8
	.type	lds_append_consume,@function
lds_append_consume:                     ; @lds_append_consume
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b128 s[4:7], s[0:1], 0x0
	s_mov_b32 s2, exec_lo
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB2_2
; %bb.1:
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v1, s6 :: v_dual_mov_b32 v2, 0
	ds_store_2addr_b32 v1, v2, v2 offset1:1
.LBB2_2:
	s_or_b32 exec_lo, exec_lo, s2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_lshl_or_b32 v2, ttmp9, 8, v0
	s_wait_xcnt 0x0
	s_load_b64 s[0:1], s[0:1], 0x10
	v_mov_b32_e32 v3, 0
	s_mov_b32 s2, exec_lo
	s_barrier_wait -1
	s_wait_kmcnt 0x0
	global_load_b32 v1, v2, s[4:5] scale_offset
	s_wait_loadcnt 0x0
	v_cmpx_lt_i32_e32 0, v1
	s_cbranch_execz .LBB2_4
; %bb.3:
	s_mov_b32 m0, s6
	ds_append v4
	s_wait_dscnt 0x0
	v_lshl_add_u32 v4, v4, 2, s7
	ds_store_b32 v4, v1
.LBB2_4:
	s_or_b32 exec_lo, exec_lo, s2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 m0, s6
	v_lshlrev_b32_e32 v0, 2, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_xor_b32_e32 v0, 16, v0
	ds_bpermute_b32 v0, v0, v1
	s_barrier_wait -1
	s_wait_dscnt 0x0
	ds_consume v4 offset:4
	s_wait_dscnt 0x0
	v_and_b32_e32 v4, 0xff, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u32 v4, v4, 2, s7
	ds_load_b32 v1, v4
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v4, v1, v0
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[0:1]
	global_store_b32 v[0:1], v4, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lds_append_consume
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
.Lfunc_end2:
	.size	lds_append_consume, .Lfunc_end2-lds_append_consume
                                        ; -- End function
	.set lds_append_consume.num_vgpr, 5
	.set lds_append_consume.num_agpr, 0
	.set lds_append_consume.numbered_sgpr, 8
	.set lds_append_consume.num_named_barrier, 0
	.set lds_append_consume.private_seg_size, 0
	.set lds_append_consume.uses_vcc, 0
	.set lds_append_consume.uses_flat_scratch, 0
	.set lds_append_consume.has_dyn_sized_stack, 0
	.set lds_append_consume.has_recursion, 0
	.set lds_append_consume.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 268
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
	.protected	__clang_ocl_kern_imp_lds_append_consume ; -- Begin function __clang_ocl_kern_imp_lds_append_consume
	.globl	__clang_ocl_kern_imp_lds_append_consume
	.p2align	2
	.type	__clang_ocl_kern_imp_lds_append_consume,@function
__clang_ocl_kern_imp_lds_append_consume: ; @__clang_ocl_kern_imp_lds_append_consume
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v8, 0x3ff, v31
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v8
; %bb.1:
	v_mov_b32_e32 v6, 0
	ds_store_2addr_b32 v2, v6, v6 offset1:1
; %bb.2:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_lshl_add_u32 v6, ttmp9, 8, v8
	v_mov_b32_e32 v7, 0
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[0:1], v[6:7], 2, v[0:1]
	s_barrier_wait -1
	global_load_b32 v0, v[0:1], off
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_cmpx_lt_i32_e32 0, v0
	s_cbranch_execz .LBB3_4
; %bb.3:
	v_readfirstlane_b32 s1, v2
	s_mov_b32 m0, s1
	ds_append v1
	s_wait_dscnt 0x0
	v_lshl_add_u32 v1, v1, 2, v3
	ds_store_b32 v1, v0
.LBB3_4:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_readfirstlane_b32 s0, v2
	v_lshlrev_b32_e32 v2, 2, v8
	s_mov_b32 m0, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_xor_b32_e32 v2, 16, v2
	ds_bpermute_b32 v0, v2, v0
	s_barrier_wait -1
	s_wait_dscnt 0x0
	ds_consume v1 offset:4
	s_wait_dscnt 0x0
	v_and_b32_e32 v1, 0xff, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u32 v1, v1, 2, v3
	ds_load_b32 v1, v1
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v2, v1, v0
	v_lshl_add_u64 v[0:1], v[6:7], 2, v[4:5]
	global_store_b32 v[0:1], v2, off
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_lds_append_consume, .Lfunc_end3-__clang_ocl_kern_imp_lds_append_consume
                                        ; -- End function
	.set __clang_ocl_kern_imp_lds_append_consume.num_vgpr, 32
	.set __clang_ocl_kern_imp_lds_append_consume.num_agpr, 0
	.set __clang_ocl_kern_imp_lds_append_consume.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_lds_append_consume.num_named_barrier, 0
	.set __clang_ocl_kern_imp_lds_append_consume.private_seg_size, 0
	.set __clang_ocl_kern_imp_lds_append_consume.uses_vcc, 0
	.set __clang_ocl_kern_imp_lds_append_consume.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_lds_append_consume.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_lds_append_consume.has_recursion, 0
	.set __clang_ocl_kern_imp_lds_append_consume.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 268
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
    .name:           lds_transpose32
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 32
      - 8
      - 1
    .sgpr_count:     9
    .sgpr_spill_count: 0
    .symbol:         lds_transpose32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     10
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
      - .address_space:  local
        .offset:         8
        .pointee_align:  4
        .size:           4
        .type_name:      'int*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  local
        .offset:         12
        .pointee_align:  4
        .size:           4
        .type_name:      'int*'
        .value_kind:     dynamic_shared_pointer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           lds_append_consume
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         lds_append_consume.kd
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
