	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	loop_chase              ; -- Begin function loop_chase
	.globl	loop_chase
	.p2align	8
	.type	loop_chase,@function
loop_chase:                             ; @loop_chase
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b64 s[2:3], s[0:1], 0x0
	v_lshl_or_b32 v0, ttmp9, 5, v0
	s_mov_b32 s6, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v2, 0 :: v_dual_ashrrev_i32 v1, 31, v0
	s_wait_kmcnt 0x0
	global_load_b32 v3, v0, s[2:3] scale_offset
	s_wait_loadcnt 0x0
	v_cmpx_lt_i32_e32 -1, v3
	s_cbranch_execz .LBB0_4
; %bb.1:
	s_load_b64 s[4:5], s[0:1], 0x8
	v_mov_b32_e32 v2, 0
	s_mov_b32 s7, 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b32 v4, v3, s[4:5] scale_offset
	global_load_b32 v3, v3, s[2:3] scale_offset
	s_wait_loadcnt 0x1
	v_add_f32_e32 v2, v2, v4
	s_wait_loadcnt 0x0
	v_cmp_gt_i32_e32 vcc_lo, 0, v3
	s_or_b32 s7, vcc_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s7
	s_cbranch_execnz .LBB0_2
; %bb.3:
	s_or_b32 exec_lo, exec_lo, s7
.LBB0_4:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s6
	s_load_b64 s[0:1], s[0:1], 0x10
	s_wait_kmcnt 0x0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[0:1]
	global_store_b32 v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel loop_chase
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
.Lfunc_end0:
	.size	loop_chase, .Lfunc_end0-loop_chase
                                        ; -- End function
	.set loop_chase.num_vgpr, 5
	.set loop_chase.num_agpr, 0
	.set loop_chase.numbered_sgpr, 8
	.set loop_chase.num_named_barrier, 0
	.set loop_chase.private_seg_size, 0
	.set loop_chase.uses_vcc, 1
	.set loop_chase.uses_flat_scratch, 0
	.set loop_chase.has_dyn_sized_stack, 0
	.set loop_chase.has_recursion, 0
	.set loop_chase.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 196
; TotalNumSgprs: 10
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 10
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
	.protected	__clang_ocl_kern_imp_loop_chase ; -- Begin function __clang_ocl_kern_imp_loop_chase
	.globl	__clang_ocl_kern_imp_loop_chase
	.p2align	2
	.type	__clang_ocl_kern_imp_loop_chase,@function
__clang_ocl_kern_imp_loop_chase:        ; @__clang_ocl_kern_imp_loop_chase
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v6, 0x3ff, v31
	s_mov_b32 s0, exec_lo
	v_mov_b32_e32 v10, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v6, ttmp9, 5, v6
	v_ashrrev_i32_e32 v7, 31, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[8:9], v[6:7], 2, v[0:1]
	global_load_b32 v8, v[8:9], off
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_cmpx_lt_i32_e32 -1, v8
	s_cbranch_execz .LBB1_4
; %bb.1:
	v_mov_b32_e32 v9, 0
	s_mov_b32 s1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v10, v9
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64_e32 v[12:13], 2, v[8:9]
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u64_e32 v[14:15], v[0:1], v[12:13]
	v_add_nc_u64_e32 v[12:13], v[2:3], v[12:13]
	global_load_b32 v8, v[14:15], off
	global_load_b32 v11, v[12:13], off
	s_wait_loadcnt 0x1
	v_cmp_gt_i32_e32 vcc_lo, 0, v8
	s_wait_loadcnt 0x0
	v_add_f32_e32 v10, v10, v11
	s_or_b32 s1, vcc_lo, s1
	s_wait_xcnt 0x0
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB1_2
; %bb.3:
	s_or_b32 exec_lo, exec_lo, s1
.LBB1_4:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s0
	v_lshl_add_u64 v[0:1], v[6:7], 2, v[4:5]
	global_store_b32 v[0:1], v10, off
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_loop_chase, .Lfunc_end1-__clang_ocl_kern_imp_loop_chase
                                        ; -- End function
	.set __clang_ocl_kern_imp_loop_chase.num_vgpr, 32
	.set __clang_ocl_kern_imp_loop_chase.num_agpr, 0
	.set __clang_ocl_kern_imp_loop_chase.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_loop_chase.num_named_barrier, 0
	.set __clang_ocl_kern_imp_loop_chase.private_seg_size, 0
	.set __clang_ocl_kern_imp_loop_chase.uses_vcc, 1
	.set __clang_ocl_kern_imp_loop_chase.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_loop_chase.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_loop_chase.has_recursion, 0
	.set __clang_ocl_kern_imp_loop_chase.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 204
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	loop_nested_break       ; -- Begin function loop_nested_break
	.globl	loop_nested_break
	.p2align	8
	.type	loop_nested_break,@function
loop_nested_break:                      ; @loop_nested_break
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b96 s[4:6], s[0:1], 0x10
	s_load_b64 s[2:3], s[0:1], 0x8
	v_lshl_or_b32 v0, ttmp9, 5, v0
	s_wait_kmcnt 0x0
	s_cmp_lt_i32 s4, 1
	s_cbranch_scc1 .LBB2_8
; %bb.1:
	s_load_b64 s[0:1], s[0:1], 0x0
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, v0
	s_cmp_gt_i32 s5, 0
	s_mov_b32 s8, 0
	s_cselect_b32 s7, -1, 0
	s_lshl_b32 s9, s5, 10
	s_branch .LBB2_4
.LBB2_2:                                ;   in Loop: Header=BB2_4 Depth=1
	s_or_b32 exec_lo, exec_lo, s10
.LBB2_3:                                ;   in Loop: Header=BB2_4 Depth=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_dual_add_nc_u32 v1, v3, v1 :: v_dual_add_nc_u32 v2, s9, v2
	s_add_co_i32 s8, s8, 1
	s_cmp_lg_u32 s8, s4
	s_cbranch_scc0 .LBB2_7
.LBB2_4:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB2_6 Depth 2
	v_mov_b32_e32 v3, 0
	s_and_not1_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB2_3
; %bb.5:                                ;   in Loop: Header=BB2_4 Depth=1
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v4, v2
	s_mov_b32 s11, 1
	s_mov_b32 s10, 0
.LBB2_6:                                ;   Parent Loop BB2_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_wait_kmcnt 0x0
	global_load_b32 v5, v4, s[0:1] scale_offset
	s_cmp_ge_i32 s11, s5
	s_wait_xcnt 0x0
	v_add_nc_u32_e32 v4, 0x400, v4
	s_cselect_b32 s12, -1, 0
	s_add_co_i32 s11, s11, 1
	s_wait_loadcnt 0x0
	v_add_nc_u32_e32 v3, v5, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_lt_i32_e32 vcc_lo, s6, v3
	s_or_b32 s12, vcc_lo, s12
	s_and_b32 s12, exec_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s12, s10
	s_and_not1_b32 exec_lo, exec_lo, s10
	s_cbranch_execnz .LBB2_6
	s_branch .LBB2_2
.LBB2_7:
	global_store_b32 v0, v1, s[2:3] scale_offset
	s_endpgm
.LBB2_8:
	v_mov_b32_e32 v1, 0
	global_store_b32 v0, v1, s[2:3] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel loop_nested_break
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
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 13
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
.Lfunc_end2:
	.size	loop_nested_break, .Lfunc_end2-loop_nested_break
                                        ; -- End function
	.set loop_nested_break.num_vgpr, 6
	.set loop_nested_break.num_agpr, 0
	.set loop_nested_break.numbered_sgpr, 13
	.set loop_nested_break.num_named_barrier, 0
	.set loop_nested_break.private_seg_size, 0
	.set loop_nested_break.uses_vcc, 1
	.set loop_nested_break.uses_flat_scratch, 0
	.set loop_nested_break.has_dyn_sized_stack, 0
	.set loop_nested_break.has_recursion, 0
	.set loop_nested_break.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 264
; TotalNumSgprs: 15
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 6
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
	.protected	__clang_ocl_kern_imp_loop_nested_break ; -- Begin function __clang_ocl_kern_imp_loop_nested_break
	.globl	__clang_ocl_kern_imp_loop_nested_break
	.p2align	2
	.type	__clang_ocl_kern_imp_loop_nested_break,@function
__clang_ocl_kern_imp_loop_nested_break: ; @__clang_ocl_kern_imp_loop_nested_break
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v8, 0x3ff, v31
	v_mov_b32_e32 v7, 0
	s_mov_b32 s2, exec_lo
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_or_b32 v8, ttmp9, 5, v8
	v_cmpx_lt_i32_e32 0, v4
	s_cbranch_execz .LBB3_8
; %bb.1:
	v_dual_lshlrev_b32 v9, 10, v5 :: v_dual_mov_b32 v7, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_mov_b32_e32 v12, v8
	s_mov_b32 s3, 0
	s_mov_b32 s4, 0
	v_cmp_lt_i32_e32 vcc_lo, 0, v5
	s_branch .LBB3_3
.LBB3_2:                                ;   in Loop: Header=BB3_3 Depth=1
	s_or_b32 exec_lo, exec_lo, s5
	s_add_co_i32 s4, s4, 1
	v_dual_add_nc_u32 v7, v13, v7 :: v_dual_add_nc_u32 v12, v12, v9
	v_cmp_eq_u32_e64 s0, s4, v4
	s_or_b32 s3, s0, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execz .LBB3_7
.LBB3_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB3_5 Depth 2
	v_mov_b32_e32 v13, 0
	s_and_saveexec_b32 s5, vcc_lo
	s_cbranch_execz .LBB3_2
; %bb.4:                                ;   in Loop: Header=BB3_3 Depth=1
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v10, v12
	s_mov_b32 s7, 1
	s_mov_b32 s6, 0
.LBB3_5:                                ;   Parent Loop BB3_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_delay_alu instid0(VALU_DEP_1)
	v_ashrrev_i32_e32 v11, 31, v10
	v_cmp_ge_i32_e64 s0, s7, v5
	s_add_co_i32 s7, s7, 1
	v_lshl_add_u64 v[14:15], v[10:11], 2, v[0:1]
	v_add_nc_u32_e32 v10, 0x400, v10
	global_load_b32 v11, v[14:15], off
	s_wait_loadcnt 0x0
	v_add_nc_u32_e32 v13, v11, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i32_e64 s1, v13, v6
	s_or_b32 s0, s1, s0
	s_and_b32 s0, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s6, s0, s6
	s_wait_xcnt 0x0
	s_and_not1_b32 exec_lo, exec_lo, s6
	s_cbranch_execnz .LBB3_5
; %bb.6:                                ;   in Loop: Header=BB3_3 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	s_branch .LBB3_2
.LBB3_7:
	s_or_b32 exec_lo, exec_lo, s3
.LBB3_8:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	s_or_b32 exec_lo, exec_lo, s2
	v_ashrrev_i32_e32 v9, 31, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[0:1], v[8:9], 2, v[2:3]
	global_store_b32 v[0:1], v7, off
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_loop_nested_break, .Lfunc_end3-__clang_ocl_kern_imp_loop_nested_break
                                        ; -- End function
	.set __clang_ocl_kern_imp_loop_nested_break.num_vgpr, 32
	.set __clang_ocl_kern_imp_loop_nested_break.num_agpr, 0
	.set __clang_ocl_kern_imp_loop_nested_break.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_loop_nested_break.num_named_barrier, 0
	.set __clang_ocl_kern_imp_loop_nested_break.private_seg_size, 0
	.set __clang_ocl_kern_imp_loop_nested_break.uses_vcc, 1
	.set __clang_ocl_kern_imp_loop_nested_break.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_loop_nested_break.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_loop_nested_break.has_recursion, 0
	.set __clang_ocl_kern_imp_loop_nested_break.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 300
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	loop_alias              ; -- Begin function loop_alias
	.globl	loop_alias
	.p2align	8
	.type	loop_alias,@function
loop_alias:                             ; @loop_alias
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b32 s2, s[0:1], 0x10
	v_lshl_or_b32 v0, ttmp9, 5, v0
	s_wait_xcnt 0x0
	s_mov_b32 s0, 0
.LBB4_1:                                ; =>This Inner Loop Header: Depth=1
	s_wait_xcnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v1, s0, v0
	s_add_co_i32 s0, s0, 32
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b32 v2, v1, s[4:5] scale_offset
	global_load_b32 v3, v1, s[6:7] scale_offset
	s_cmp_lt_i32 s0, s2
	s_wait_loadcnt 0x0
	v_add_nc_u32_e32 v2, v3, v2
	global_store_b32 v1, v2, s[6:7] offset:4 scale_offset
	s_cbranch_scc1 .LBB4_1
; %bb.2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel loop_alias
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
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
		.amdhsa_next_free_vgpr 4
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
		.amdhsa_inst_pref_size 1
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
	.size	loop_alias, .Lfunc_end4-loop_alias
                                        ; -- End function
	.set loop_alias.num_vgpr, 4
	.set loop_alias.num_agpr, 0
	.set loop_alias.numbered_sgpr, 8
	.set loop_alias.num_named_barrier, 0
	.set loop_alias.private_seg_size, 0
	.set loop_alias.uses_vcc, 0
	.set loop_alias.uses_flat_scratch, 0
	.set loop_alias.has_dyn_sized_stack, 0
	.set loop_alias.has_recursion, 0
	.set loop_alias.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 124
; TotalNumSgprs: 8
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 4
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
	.protected	__clang_ocl_kern_imp_loop_alias ; -- Begin function __clang_ocl_kern_imp_loop_alias
	.globl	__clang_ocl_kern_imp_loop_alias
	.p2align	2
	.type	__clang_ocl_kern_imp_loop_alias,@function
__clang_ocl_kern_imp_loop_alias:        ; @__clang_ocl_kern_imp_loop_alias
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v5, 0x3ff, v31
	s_mov_b32 s0, 0
	s_mov_b32 s1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_or_b32 v5, ttmp9, 5, v5
.LBB5_1:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_nc_u32_e32 v6, s1, v5
	s_add_co_i32 s1, s1, 32
	v_cmp_ge_i32_e32 vcc_lo, s1, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v7, 31, v6
	s_or_b32 s0, vcc_lo, s0
	v_lshlrev_b64_e32 v[6:7], 2, v[6:7]
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u64_e32 v[8:9], v[0:1], v[6:7]
	v_add_nc_u64_e32 v[6:7], v[2:3], v[6:7]
	global_load_b32 v10, v[8:9], off
	global_load_b32 v11, v[6:7], off
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x1
	v_add_nc_u32_e32 v8, v11, v10
	global_store_b32 v[6:7], v8, off offset:4
	s_wait_xcnt 0x0
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB5_1
; %bb.2:
	s_or_b32 exec_lo, exec_lo, s0
	s_set_pc_i64 s[30:31]
.Lfunc_end5:
	.size	__clang_ocl_kern_imp_loop_alias, .Lfunc_end5-__clang_ocl_kern_imp_loop_alias
                                        ; -- End function
	.set __clang_ocl_kern_imp_loop_alias.num_vgpr, 32
	.set __clang_ocl_kern_imp_loop_alias.num_agpr, 0
	.set __clang_ocl_kern_imp_loop_alias.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_loop_alias.num_named_barrier, 0
	.set __clang_ocl_kern_imp_loop_alias.private_seg_size, 0
	.set __clang_ocl_kern_imp_loop_alias.uses_vcc, 1
	.set __clang_ocl_kern_imp_loop_alias.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_loop_alias.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_loop_alias.has_recursion, 0
	.set __clang_ocl_kern_imp_loop_alias.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 148
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
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
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
    .max_flat_workgroup_size: 32
    .name:           loop_chase
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 32
      - 1
      - 1
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         loop_chase.kd
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
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 32
    .name:           loop_nested_break
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 32
      - 1
      - 1
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         loop_nested_break.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 32
    .name:           loop_alias
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 32
      - 1
      - 1
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         loop_alias.kd
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
