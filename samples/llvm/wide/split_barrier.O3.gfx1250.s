	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	split_overlap           ; -- Begin function split_overlap
	.globl	split_overlap
	.p2align	8
	.type	split_overlap,@function
split_overlap:                          ; @split_overlap
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b32 s2, s[0:1], 0x10
	v_lshl_or_b32 v1, ttmp9, 8, v0
	s_wait_xcnt 0x0
	s_load_b64 s[0:1], s[0:1], 0x18
	v_lshlrev_b32_e32 v0, 2, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u32_e32 v4, 0x1000, v1
	s_wait_kmcnt 0x0
	global_load_b32 v2, v1, s[4:5] scale_offset
	v_add_nc_u32_e32 v3, s2, v0
	s_wait_loadcnt 0x0
	ds_store_b32 v3, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_clause 0x1
	global_load_b32 v2, v1, s[0:1] scale_offset
	global_load_b32 v3, v4, s[0:1] scale_offset
	s_barrier_wait -1
	s_wait_loadcnt 0x0
	v_dual_fmac_f32 v3, 2.0, v2 :: v_dual_sub_nc_u32 v0, s2, v0
	ds_load_b32 v0, v0 offset:1020
	s_wait_dscnt 0x0
	v_add_f32_e32 v0, v3, v0
	global_store_b32 v1, v0, s[6:7] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel split_overlap
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
	.size	split_overlap, .Lfunc_end0-split_overlap
                                        ; -- End function
	.set split_overlap.num_vgpr, 5
	.set split_overlap.num_agpr, 0
	.set split_overlap.numbered_sgpr, 8
	.set split_overlap.num_named_barrier, 0
	.set split_overlap.private_seg_size, 0
	.set split_overlap.uses_vcc, 0
	.set split_overlap.uses_flat_scratch, 0
	.set split_overlap.has_dyn_sized_stack, 0
	.set split_overlap.has_recursion, 0
	.set split_overlap.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 180
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
	.protected	__clang_ocl_kern_imp_split_overlap ; -- Begin function __clang_ocl_kern_imp_split_overlap
	.globl	__clang_ocl_kern_imp_split_overlap
	.p2align	2
	.type	__clang_ocl_kern_imp_split_overlap,@function
__clang_ocl_kern_imp_split_overlap:     ; @__clang_ocl_kern_imp_split_overlap
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v7, v6 :: v_dual_mov_b32 v6, v5
	v_and_b32_e32 v5, 0x3ff, v31
	v_mov_b32_e32 v9, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshl_or_b32 v8, ttmp9, 8, v5
	v_lshlrev_b32_e32 v5, 2, v5
	v_lshlrev_b64_e32 v[10:11], 2, v[8:9]
	v_add_nc_u32_e32 v8, 0x1000, v8
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v13, v4, v5
	v_add_nc_u64_e32 v[0:1], v[0:1], v[10:11]
	global_load_b32 v12, v[0:1], off
	s_wait_xcnt 0x0
	v_add_nc_u64_e32 v[0:1], v[6:7], v[10:11]
	v_lshl_add_u64 v[6:7], v[8:9], 2, v[6:7]
	s_wait_loadcnt 0x0
	ds_store_b32 v13, v12
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_clause 0x1
	global_load_b32 v8, v[0:1], off
	global_load_b32 v9, v[6:7], off
	s_wait_xcnt 0x1
	v_sub_nc_u32_e32 v0, v4, v5
	s_barrier_wait -1
	ds_load_b32 v4, v0 offset:1020
	v_add_nc_u64_e32 v[0:1], v[2:3], v[10:11]
	s_wait_loadcnt 0x0
	v_fmac_f32_e32 v9, 2.0, v8
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v2, v9, v4
	global_store_b32 v[0:1], v2, off
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_split_overlap, .Lfunc_end1-__clang_ocl_kern_imp_split_overlap
                                        ; -- End function
	.set __clang_ocl_kern_imp_split_overlap.num_vgpr, 32
	.set __clang_ocl_kern_imp_split_overlap.num_agpr, 0
	.set __clang_ocl_kern_imp_split_overlap.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_split_overlap.num_named_barrier, 0
	.set __clang_ocl_kern_imp_split_overlap.private_seg_size, 0
	.set __clang_ocl_kern_imp_split_overlap.uses_vcc, 0
	.set __clang_ocl_kern_imp_split_overlap.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_split_overlap.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_split_overlap.has_recursion, 0
	.set __clang_ocl_kern_imp_split_overlap.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 204
; TotalNumSgprs: 32
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	split_isfirst           ; -- Begin function split_isfirst
	.globl	split_isfirst
	.p2align	8
	.type	split_isfirst,@function
split_isfirst:                          ; @split_isfirst
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b64 s[2:3], s[0:1], 0x0
	s_load_b96 s[4:6], s[0:1], 0x10
	v_lshl_or_b32 v2, ttmp9, 8, v0
	s_cmp_eq_u32 0, 0
	s_wait_kmcnt 0x0
	global_load_b32 v1, v2, s[2:3] scale_offset
	v_lshl_add_u32 v3, v0, 2, s6
	s_wait_loadcnt 0x0
	ds_store_b32 v3, v1
	v_mov_b32_e32 v3, 0
	s_wait_dscnt 0x0
	s_barrier_signal_isfirst -1
	s_wait_kmcnt 0x0
	s_cselect_b32 s2, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccnz .LBB2_2
; %bb.1:
	s_get_barrier_state s2, -1
	s_load_b64 s[0:1], s[0:1], 0x8
	s_wait_kmcnt 0x0
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v1, ttmp9 :: v_dual_mov_b32 v4, s2
	global_store_b32 v1, v4, s[0:1] scale_offset
.LBB2_2:
	s_wait_xcnt 0x0
	v_xor_b32_e32 v1, 32, v0
	v_xor_b32_e32 v0, 64, v0
	s_barrier_wait -1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v1, v1, 2, s6
	v_lshl_add_u32 v0, v0, 2, s6
	ds_load_b32 v1, v1
	ds_load_b32 v0, v0
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v4, v0, v1
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[4:5]
	global_store_b32 v[0:1], v4, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel split_isfirst
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
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 7
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
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
	.size	split_isfirst, .Lfunc_end2-split_isfirst
                                        ; -- End function
	.set split_isfirst.num_vgpr, 5
	.set split_isfirst.num_agpr, 0
	.set split_isfirst.numbered_sgpr, 7
	.set split_isfirst.num_named_barrier, 0
	.set split_isfirst.private_seg_size, 0
	.set split_isfirst.uses_vcc, 1
	.set split_isfirst.uses_flat_scratch, 0
	.set split_isfirst.has_dyn_sized_stack, 0
	.set split_isfirst.has_recursion, 0
	.set split_isfirst.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 232
; TotalNumSgprs: 9
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 9
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
	.protected	__clang_ocl_kern_imp_split_isfirst ; -- Begin function __clang_ocl_kern_imp_split_isfirst
	.globl	__clang_ocl_kern_imp_split_isfirst
	.p2align	2
	.type	__clang_ocl_kern_imp_split_isfirst,@function
__clang_ocl_kern_imp_split_isfirst:     ; @__clang_ocl_kern_imp_split_isfirst
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v7, 0x3ff, v31
	v_mov_b32_e32 v9, 0
	s_cmp_eq_u32 0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v8, ttmp9, 8, v7
	v_lshl_add_u64 v[0:1], v[8:9], 2, v[0:1]
	global_load_b32 v0, v[0:1], off
	s_wait_xcnt 0x0
	v_lshl_add_u32 v1, v7, 2, v6
	s_wait_loadcnt 0x0
	ds_store_b32 v1, v0
	s_wait_dscnt 0x0
	s_barrier_signal_isfirst -1
	s_wait_kmcnt 0x0
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB3_2
; %bb.1:
	s_get_barrier_state s2, -1
	s_mov_b32 s0, ttmp9
	s_mov_b32 s1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	v_lshl_add_u64 v[0:1], s[0:1], 2, v[2:3]
	s_wait_kmcnt 0x0
	v_mov_b32_e32 v2, s2
	global_store_b32 v[0:1], v2, off
.LBB3_2:
	s_wait_xcnt 0x0
	v_xor_b32_e32 v0, 32, v7
	v_xor_b32_e32 v1, 64, v7
	s_barrier_wait -1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v0, v0, 2, v6
	v_lshl_add_u32 v1, v1, 2, v6
	ds_load_b32 v0, v0
	ds_load_b32 v1, v1
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v2, v1, v0
	v_lshl_add_u64 v[0:1], v[8:9], 2, v[4:5]
	global_store_b32 v[0:1], v2, off
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_split_isfirst, .Lfunc_end3-__clang_ocl_kern_imp_split_isfirst
                                        ; -- End function
	.set __clang_ocl_kern_imp_split_isfirst.num_vgpr, 32
	.set __clang_ocl_kern_imp_split_isfirst.num_agpr, 0
	.set __clang_ocl_kern_imp_split_isfirst.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_split_isfirst.num_named_barrier, 0
	.set __clang_ocl_kern_imp_split_isfirst.private_seg_size, 0
	.set __clang_ocl_kern_imp_split_isfirst.uses_vcc, 1
	.set __clang_ocl_kern_imp_split_isfirst.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_split_isfirst.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_split_isfirst.has_recursion, 0
	.set __clang_ocl_kern_imp_split_isfirst.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 236
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	split_pipelined_loop    ; -- Begin function split_pipelined_loop
	.globl	split_pipelined_loop
	.p2align	8
	.type	split_pipelined_loop,@function
split_pipelined_loop:                   ; @split_pipelined_loop
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b64 s[2:3], s[0:1], 0x0
	s_load_b64 s[4:5], s[0:1], 0x10
	v_lshl_or_b32 v6, ttmp9, 8, v0
	v_mov_b32_e32 v7, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v5, v7 :: v_dual_mov_b32 v4, v7
	v_dual_mov_b32 v3, v7 :: v_dual_mov_b32 v2, v7
	s_wait_kmcnt 0x0
	global_load_b128 v[8:11], v6, s[2:3] scale_offset
	v_lshl_add_u32 v1, v0, 4, s4
	s_cmp_eq_u32 s5, 0
	s_wait_loadcnt 0x0
	ds_store_b128 v1, v[8:11]
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_cbranch_scc1 .LBB4_3
; %bb.1:
	v_mov_b32_e32 v2, 0
	v_add_nc_u32_e32 v8, 0x4000, v6
	s_mov_b32 s6, 1
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_mov_b32 v3, v2 :: v_dual_mov_b32 v4, v2
	v_mov_b32_e32 v5, v2
.LBB4_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_nc_u32_e32 v9, s6, v0
	global_load_b128 v[10:13], v8, s[2:3] scale_offset
	s_barrier_wait -1
	s_wait_xcnt 0x0
	v_add_nc_u32_e32 v8, 0x4000, v8
	v_and_b32_e32 v9, 0xff, v9
	s_add_co_i32 s6, s6, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_cmp_le_u32 s6, s5
	v_lshl_add_u32 v9, v9, 4, s4
	ds_load_b128 v[14:17], v9
	s_wait_dscnt 0x0
	v_pk_add_f32 v[4:5], v[4:5], v[16:17]
	v_pk_add_f32 v[2:3], v[2:3], v[14:15]
	s_barrier_signal -1
	s_barrier_wait -1
	s_wait_loadcnt 0x0
	ds_store_b128 v1, v[10:13]
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_cbranch_scc1 .LBB4_2
.LBB4_3:
	s_load_b64 s[0:1], s[0:1], 0x8
	s_barrier_wait -1
	s_wait_kmcnt 0x0
	v_lshl_add_u64 v[0:1], v[6:7], 4, s[0:1]
	global_store_b128 v[0:1], v[2:5], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel split_pipelined_loop
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
		.amdhsa_next_free_vgpr 18
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
.Lfunc_end4:
	.size	split_pipelined_loop, .Lfunc_end4-split_pipelined_loop
                                        ; -- End function
	.set split_pipelined_loop.num_vgpr, 18
	.set split_pipelined_loop.num_agpr, 0
	.set split_pipelined_loop.numbered_sgpr, 7
	.set split_pipelined_loop.num_named_barrier, 0
	.set split_pipelined_loop.private_seg_size, 0
	.set split_pipelined_loop.uses_vcc, 0
	.set split_pipelined_loop.uses_flat_scratch, 0
	.set split_pipelined_loop.has_dyn_sized_stack, 0
	.set split_pipelined_loop.has_recursion, 0
	.set split_pipelined_loop.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 304
; TotalNumSgprs: 7
; NumVgprs: 18
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 7
; NumVGPRsForWavesPerEU: 18
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
	.protected	__clang_ocl_kern_imp_split_pipelined_loop ; -- Begin function __clang_ocl_kern_imp_split_pipelined_loop
	.globl	__clang_ocl_kern_imp_split_pipelined_loop
	.p2align	2
	.type	__clang_ocl_kern_imp_split_pipelined_loop,@function
__clang_ocl_kern_imp_split_pipelined_loop: ; @__clang_ocl_kern_imp_split_pipelined_loop
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v14, 0x3ff, v31
	v_mov_b32_e32 v11, 0
	s_mov_b32 s1, 0
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_or_b32 v10, ttmp9, 8, v14
	v_dual_mov_b32 v9, v11 :: v_dual_mov_b32 v8, v11
	v_lshl_add_u32 v15, v14, 4, v4
	s_delay_alu instid0(VALU_DEP_3)
	v_lshl_add_u64 v[6:7], v[10:11], 4, v[0:1]
	global_load_b128 v[16:19], v[6:7], off
	s_wait_xcnt 0x0
	v_dual_mov_b32 v7, v11 :: v_dual_mov_b32 v6, v11
	s_wait_loadcnt 0x0
	ds_store_b128 v15, v[16:19]
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_cmpx_ne_u32_e32 0, v5
	s_cbranch_execz .LBB5_4
; %bb.1:
	v_dual_mov_b32 v13, 0 :: v_dual_add_nc_u32 v12, 0x4000, v10
	s_mov_b32 s2, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v6, v13 :: v_dual_mov_b32 v7, v13
	v_dual_mov_b32 v8, v13 :: v_dual_mov_b32 v9, v13
.LBB5_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_nc_u32_e32 v18, s2, v14
	v_lshl_add_u64 v[16:17], v[12:13], 4, v[0:1]
	s_add_co_i32 s2, s2, 1
	v_add_nc_u32_e32 v12, 0x4000, v12
	v_cmp_gt_u32_e32 vcc_lo, s2, v5
	v_and_b32_e32 v20, 0xff, v18
	global_load_b128 v[16:19], v[16:17], off
	s_barrier_wait -1
	s_or_b32 s1, vcc_lo, s1
	v_lshl_add_u32 v20, v20, 4, v4
	ds_load_b128 v[20:23], v20
	s_wait_dscnt 0x0
	v_pk_add_f32 v[8:9], v[8:9], v[22:23]
	v_pk_add_f32 v[6:7], v[6:7], v[20:21]
	s_barrier_signal -1
	s_barrier_wait -1
	s_wait_loadcnt 0x0
	ds_store_b128 v15, v[16:19]
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_wait_xcnt 0x0
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB5_2
; %bb.3:
	s_or_b32 exec_lo, exec_lo, s1
.LBB5_4:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s0
	v_lshl_add_u64 v[0:1], v[10:11], 4, v[2:3]
	s_barrier_wait -1
	global_store_b128 v[0:1], v[6:9], off
	s_set_pc_i64 s[30:31]
.Lfunc_end5:
	.size	__clang_ocl_kern_imp_split_pipelined_loop, .Lfunc_end5-__clang_ocl_kern_imp_split_pipelined_loop
                                        ; -- End function
	.set __clang_ocl_kern_imp_split_pipelined_loop.num_vgpr, 32
	.set __clang_ocl_kern_imp_split_pipelined_loop.num_agpr, 0
	.set __clang_ocl_kern_imp_split_pipelined_loop.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_split_pipelined_loop.num_named_barrier, 0
	.set __clang_ocl_kern_imp_split_pipelined_loop.private_seg_size, 0
	.set __clang_ocl_kern_imp_split_pipelined_loop.uses_vcc, 1
	.set __clang_ocl_kern_imp_split_pipelined_loop.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_split_pipelined_loop.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_split_pipelined_loop.has_recursion, 0
	.set __clang_ocl_kern_imp_split_pipelined_loop.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 328
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
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
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
    .max_flat_workgroup_size: 256
    .name:           split_overlap
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         split_overlap.kd
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
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         24
        .pointee_align:  4
        .size:           4
        .type_name:      'uint*'
        .value_kind:     dynamic_shared_pointer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           split_isfirst
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     9
    .sgpr_spill_count: 0
    .symbol:         split_isfirst.kd
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
    .name:           split_pipelined_loop
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     7
    .sgpr_spill_count: 0
    .symbol:         split_pipelined_loop.kd
    .uses_dynamic_stack: false
    .vgpr_count:     18
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
