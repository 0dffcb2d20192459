	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	load_transpose          ; -- Begin function load_transpose
	.globl	load_transpose
	.p2align	8
	.type	load_transpose,@function
load_transpose:                         ; @load_transpose
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshl_or_b32 v1, ttmp9, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x3
	global_load_tr16_b128 v[2:5], v1, s[6:7] scale_offset
	global_load_tr8_b64 v[6:7], v1, s[4:5] scale_offset
	global_load_tr8_b64 v[8:9], v1, s[8:9] scale_offset
	global_load_tr4_b64 v[10:11], v1, s[8:9] offset:32768 scale_offset
	s_wait_loadcnt 0x3
	v_bfe_i32 v2, v2, 0, 16
	v_ashrrev_i32_e32 v3, 16, v5
	s_wait_loadcnt 0x2
	v_add3_u32 v0, v7, v0, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add3_u32 v0, v0, v2, v3
	s_wait_loadcnt 0x0
	v_add3_u32 v0, v0, v9, v10
	global_store_b32 v1, v0, s[10:11] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel load_transpose
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
		.amdhsa_next_free_vgpr 12
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
.Lfunc_end0:
	.size	load_transpose, .Lfunc_end0-load_transpose
                                        ; -- End function
	.set load_transpose.num_vgpr, 12
	.set load_transpose.num_agpr, 0
	.set load_transpose.numbered_sgpr, 12
	.set load_transpose.num_named_barrier, 0
	.set load_transpose.private_seg_size, 0
	.set load_transpose.uses_vcc, 0
	.set load_transpose.uses_flat_scratch, 0
	.set load_transpose.has_dyn_sized_stack, 0
	.set load_transpose.has_recursion, 0
	.set load_transpose.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 148
; TotalNumSgprs: 12
; NumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 12
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
	.protected	__clang_ocl_kern_imp_load_transpose ; -- Begin function __clang_ocl_kern_imp_load_transpose
	.globl	__clang_ocl_kern_imp_load_transpose
	.p2align	2
	.type	__clang_ocl_kern_imp_load_transpose,@function
__clang_ocl_kern_imp_load_transpose:    ; @__clang_ocl_kern_imp_load_transpose
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v18, 0x3ff, v31
	v_mov_b32_e32 v9, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v8, ttmp9, 5, v18
	v_lshlrev_b64_e32 v[10:11], 3, v[8:9]
	v_lshl_add_u64 v[14:15], v[8:9], 4, v[2:3]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u64_e32 v[12:13], v[0:1], v[10:11]
	v_add_nc_u64_e32 v[4:5], v[4:5], v[10:11]
	global_load_tr16_b128 v[0:3], v[14:15], off
	global_load_tr8_b64 v[16:17], v[12:13], off
	s_clause 0x1
	global_load_tr8_b64 v[10:11], v[4:5], off
	global_load_tr4_b64 v[12:13], v[4:5], off offset:32768
	s_wait_loadcnt 0x3
	v_bfe_i32 v0, v0, 0, 16
	v_ashrrev_i32_e32 v1, 16, v3
	s_wait_loadcnt 0x2
	v_add3_u32 v2, v17, v18, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add3_u32 v0, v2, v0, v1
	s_wait_loadcnt 0x0
	v_add3_u32 v2, v0, v11, v12
	v_lshl_add_u64 v[0:1], v[8:9], 2, v[6:7]
	global_store_b32 v[0:1], v2, off
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_load_transpose, .Lfunc_end1-__clang_ocl_kern_imp_load_transpose
                                        ; -- End function
	.set __clang_ocl_kern_imp_load_transpose.num_vgpr, 32
	.set __clang_ocl_kern_imp_load_transpose.num_agpr, 0
	.set __clang_ocl_kern_imp_load_transpose.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_load_transpose.num_named_barrier, 0
	.set __clang_ocl_kern_imp_load_transpose.private_seg_size, 0
	.set __clang_ocl_kern_imp_load_transpose.uses_vcc, 0
	.set __clang_ocl_kern_imp_load_transpose.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_load_transpose.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_load_transpose.has_recursion, 0
	.set __clang_ocl_kern_imp_load_transpose.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 184
; TotalNumSgprs: 32
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	monitor_poll            ; -- Begin function monitor_poll
	.globl	monitor_poll
	.p2align	8
	.type	monitor_poll,@function
monitor_poll:                           ; @monitor_poll
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b64 s[2:3], s[0:1], 0x10
	v_mov_b32_e32 v1, 0
	s_wait_xcnt 0x0
	s_movk_i32 s0, 0x64
	s_branch .LBB2_2
.LBB2_1:                                ;   in Loop: Header=BB2_2 Depth=1
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB2_13
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	s_wait_kmcnt 0x0
	global_load_monitor_b32 v2, v1, s[4:5]
	s_mov_b32 s1, -1
	s_wait_loadcnt 0x0
	v_cmp_ne_u32_e32 vcc_lo, 0, v2
	s_cbranch_vccnz .LBB2_1
; %bb.3:                                ;   in Loop: Header=BB2_2 Depth=1
	s_monitor_sleep 1
	global_load_monitor_b32 v2, v1, s[4:5]
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, 0, v2
	s_cbranch_vccz .LBB2_1
; %bb.4:                                ;   in Loop: Header=BB2_2 Depth=1
	s_monitor_sleep 1
	global_load_monitor_b32 v2, v1, s[4:5]
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, 0, v2
	s_cbranch_vccz .LBB2_1
; %bb.5:                                ;   in Loop: Header=BB2_2 Depth=1
	s_monitor_sleep 1
	global_load_monitor_b32 v2, v1, s[4:5]
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, 0, v2
	s_cbranch_vccz .LBB2_1
; %bb.6:                                ;   in Loop: Header=BB2_2 Depth=1
	s_monitor_sleep 1
	global_load_monitor_b32 v2, v1, s[4:5]
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, 0, v2
	s_cbranch_vccz .LBB2_1
; %bb.7:                                ;   in Loop: Header=BB2_2 Depth=1
	s_monitor_sleep 1
	global_load_monitor_b32 v2, v1, s[4:5]
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, 0, v2
	s_cbranch_vccz .LBB2_1
; %bb.8:                                ;   in Loop: Header=BB2_2 Depth=1
	s_monitor_sleep 1
	global_load_monitor_b32 v2, v1, s[4:5]
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, 0, v2
	s_cbranch_vccz .LBB2_1
; %bb.9:                                ;   in Loop: Header=BB2_2 Depth=1
	s_monitor_sleep 1
	global_load_monitor_b32 v2, v1, s[4:5]
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, 0, v2
	s_cbranch_vccz .LBB2_1
; %bb.10:                               ;   in Loop: Header=BB2_2 Depth=1
	s_monitor_sleep 1
	global_load_monitor_b32 v2, v1, s[4:5]
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, 0, v2
	s_cbranch_vccz .LBB2_1
; %bb.11:                               ;   in Loop: Header=BB2_2 Depth=1
	s_monitor_sleep 1
	global_load_monitor_b32 v2, v1, s[4:5]
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, 0, v2
	s_cbranch_vccz .LBB2_1
; %bb.12:                               ;   in Loop: Header=BB2_2 Depth=1
	s_add_co_i32 s0, s0, -10
	s_monitor_sleep 1
	s_cmp_eq_u32 s0, 0
	s_cselect_b32 s1, -1, 0
	s_branch .LBB2_1
.LBB2_13:
	v_lshl_or_b32 v0, ttmp9, 5, v0
	global_load_b32 v1, v0, s[6:7] scale_offset
	s_wait_loadcnt 0x0
	v_add_nc_u32_e32 v1, v1, v2
	global_store_b32 v0, v1, s[2:3] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel monitor_poll
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
		.amdhsa_next_free_vgpr 3
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
	.size	monitor_poll, .Lfunc_end2-monitor_poll
                                        ; -- End function
	.set monitor_poll.num_vgpr, 3
	.set monitor_poll.num_agpr, 0
	.set monitor_poll.numbered_sgpr, 8
	.set monitor_poll.num_named_barrier, 0
	.set monitor_poll.private_seg_size, 0
	.set monitor_poll.uses_vcc, 1
	.set monitor_poll.uses_flat_scratch, 0
	.set monitor_poll.has_dyn_sized_stack, 0
	.set monitor_poll.has_recursion, 0
	.set monitor_poll.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 400
; TotalNumSgprs: 10
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 3
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
	.protected	__clang_ocl_kern_imp_monitor_poll ; -- Begin function __clang_ocl_kern_imp_monitor_poll
	.globl	__clang_ocl_kern_imp_monitor_poll
	.p2align	2
	.type	__clang_ocl_kern_imp_monitor_poll,@function
__clang_ocl_kern_imp_monitor_poll:      ; @__clang_ocl_kern_imp_monitor_poll
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_movk_i32 s1, 0x64
	s_mov_b32 s0, 0
                                        ; implicit-def: $sgpr2
	s_branch .LBB3_11
.LBB3_1:                                ;   in Loop: Header=BB3_11 Depth=1
	s_or_b32 exec_lo, exec_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_not1_b32 s12, s12, exec_lo
.LBB3_2:                                ;   in Loop: Header=BB3_11 Depth=1
	s_or_b32 exec_lo, exec_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_not1_b32 s11, s12, exec_lo
.LBB3_3:                                ;   in Loop: Header=BB3_11 Depth=1
	s_or_b32 exec_lo, exec_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_not1_b32 s10, s11, exec_lo
.LBB3_4:                                ;   in Loop: Header=BB3_11 Depth=1
	s_or_b32 exec_lo, exec_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_not1_b32 s9, s10, exec_lo
.LBB3_5:                                ;   in Loop: Header=BB3_11 Depth=1
	s_or_b32 exec_lo, exec_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_not1_b32 s8, s9, exec_lo
.LBB3_6:                                ;   in Loop: Header=BB3_11 Depth=1
	s_or_b32 exec_lo, exec_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_not1_b32 s7, s8, exec_lo
.LBB3_7:                                ;   in Loop: Header=BB3_11 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_not1_b32 s6, s7, exec_lo
.LBB3_8:                                ;   in Loop: Header=BB3_11 Depth=1
	s_or_b32 exec_lo, exec_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_not1_b32 s5, s6, exec_lo
.LBB3_9:                                ;   in Loop: Header=BB3_11 Depth=1
	s_or_b32 exec_lo, exec_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_and_not1_b32 s2, s2, exec_lo
	s_and_b32 s4, s5, exec_lo
	s_or_b32 s2, s2, s4
.LBB3_10:                               ;   in Loop: Header=BB3_11 Depth=1
	s_or_b32 exec_lo, exec_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, exec_lo, s2
	s_or_b32 s0, s3, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB3_22
.LBB3_11:                               ; =>This Inner Loop Header: Depth=1
	global_load_monitor_b32 v6, v[0:1], off
	s_or_b32 s2, s2, exec_lo
	s_mov_b32 s3, exec_lo
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_cmpx_eq_u32_e32 0, v6
	s_cbranch_execz .LBB3_10
; %bb.12:                               ;   in Loop: Header=BB3_11 Depth=1
	s_monitor_sleep 1
	global_load_monitor_b32 v6, v[0:1], off
	s_mov_b32 s5, -1
	s_mov_b32 s4, exec_lo
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_cmpx_eq_u32_e32 0, v6
	s_cbranch_execz .LBB3_9
; %bb.13:                               ;   in Loop: Header=BB3_11 Depth=1
	s_monitor_sleep 1
	global_load_monitor_b32 v6, v[0:1], off
	s_mov_b32 s6, -1
	s_mov_b32 s5, exec_lo
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_cmpx_eq_u32_e32 0, v6
	s_cbranch_execz .LBB3_8
; %bb.14:                               ;   in Loop: Header=BB3_11 Depth=1
	s_monitor_sleep 1
	global_load_monitor_b32 v6, v[0:1], off
	s_mov_b32 s7, -1
	s_mov_b32 s6, exec_lo
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_cmpx_eq_u32_e32 0, v6
	s_cbranch_execz .LBB3_7
; %bb.15:                               ;   in Loop: Header=BB3_11 Depth=1
	s_monitor_sleep 1
	global_load_monitor_b32 v6, v[0:1], off
	s_mov_b32 s8, -1
	s_mov_b32 s7, exec_lo
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_cmpx_eq_u32_e32 0, v6
	s_cbranch_execz .LBB3_6
; %bb.16:                               ;   in Loop: Header=BB3_11 Depth=1
	s_monitor_sleep 1
	global_load_monitor_b32 v6, v[0:1], off
	s_mov_b32 s9, -1
	s_mov_b32 s8, exec_lo
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_cmpx_eq_u32_e32 0, v6
	s_cbranch_execz .LBB3_5
; %bb.17:                               ;   in Loop: Header=BB3_11 Depth=1
	s_monitor_sleep 1
	global_load_monitor_b32 v6, v[0:1], off
	s_mov_b32 s10, -1
	s_mov_b32 s9, exec_lo
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_cmpx_eq_u32_e32 0, v6
	s_cbranch_execz .LBB3_4
; %bb.18:                               ;   in Loop: Header=BB3_11 Depth=1
	s_monitor_sleep 1
	global_load_monitor_b32 v6, v[0:1], off
	s_mov_b32 s11, -1
	s_mov_b32 s10, exec_lo
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_cmpx_eq_u32_e32 0, v6
	s_cbranch_execz .LBB3_3
; %bb.19:                               ;   in Loop: Header=BB3_11 Depth=1
	s_monitor_sleep 1
	global_load_monitor_b32 v6, v[0:1], off
	s_mov_b32 s12, -1
	s_mov_b32 s11, exec_lo
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_cmpx_eq_u32_e32 0, v6
	s_cbranch_execz .LBB3_2
; %bb.20:                               ;   in Loop: Header=BB3_11 Depth=1
	s_monitor_sleep 1
	global_load_monitor_b32 v6, v[0:1], off
	s_mov_b32 s13, exec_lo
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_cmpx_eq_u32_e32 0, v6
	s_cbranch_execz .LBB3_1
; %bb.21:                               ;   in Loop: Header=BB3_11 Depth=1
	s_add_co_i32 s1, s1, -10
	s_monitor_sleep 1
	s_cmp_eq_u32 s1, 0
	s_cselect_b32 s12, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_not1_b32 s12, s12, exec_lo
	s_branch .LBB3_1
.LBB3_22:
	s_or_b32 exec_lo, exec_lo, s0
	v_and_b32_e32 v0, 0x3ff, v31
	v_mov_b32_e32 v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v0, ttmp9, 5, v0
	v_lshlrev_b64_e32 v[0:1], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u64_e32 v[2:3], v[2:3], v[0:1]
	v_add_nc_u64_e32 v[0:1], v[4:5], v[0:1]
	global_load_b32 v2, v[2:3], off
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_add_nc_u32_e32 v2, v2, v6
	global_store_b32 v[0:1], v2, off
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_monitor_poll, .Lfunc_end3-__clang_ocl_kern_imp_monitor_poll
                                        ; -- End function
	.set __clang_ocl_kern_imp_monitor_poll.num_vgpr, 32
	.set __clang_ocl_kern_imp_monitor_poll.num_agpr, 0
	.set __clang_ocl_kern_imp_monitor_poll.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_monitor_poll.num_named_barrier, 0
	.set __clang_ocl_kern_imp_monitor_poll.private_seg_size, 0
	.set __clang_ocl_kern_imp_monitor_poll.uses_vcc, 0
	.set __clang_ocl_kern_imp_monitor_poll.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_monitor_poll.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_monitor_poll.has_recursion, 0
	.set __clang_ocl_kern_imp_monitor_poll.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 668
; TotalNumSgprs: 32
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	lds_barrier_object      ; -- Begin function lds_barrier_object
	.globl	lds_barrier_object
	.p2align	8
	.type	lds_barrier_object,@function
lds_barrier_object:                     ; @lds_barrier_object
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b128 s[4:7], s[0:1], 0x0
	v_lshl_or_b32 v4, ttmp9, 5, v0
	v_xor_b32_e32 v5, 1, v0
	v_mov_b64_e32 v[2:3], 1
	s_wait_xcnt 0x0
	s_load_b64 s[0:1], s[0:1], 0x10
	s_wait_kmcnt 0x0
	global_load_b32 v1, v4, s[6:7] scale_offset
	v_lshl_add_u32 v0, v0, 2, s5
	v_mov_b32_e32 v6, s4
	v_lshl_add_u32 v5, v5, 2, s5
	s_wait_loadcnt 0x0
	ds_store_b32 v0, v1
	ds_atomic_barrier_arrive_rtn_b64 v[0:1], v6, v[2:3]
	ds_load_b32 v2, v5
	s_wait_dscnt 0x0
	v_ashrrev_i32_e32 v3, 31, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u64_e32 v[0:1], v[0:1], v[2:3]
	global_store_b64 v4, v[0:1], s[0:1] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lds_barrier_object
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
		.amdhsa_next_free_vgpr 7
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
.Lfunc_end4:
	.size	lds_barrier_object, .Lfunc_end4-lds_barrier_object
                                        ; -- End function
	.set lds_barrier_object.num_vgpr, 7
	.set lds_barrier_object.num_agpr, 0
	.set lds_barrier_object.numbered_sgpr, 8
	.set lds_barrier_object.num_named_barrier, 0
	.set lds_barrier_object.private_seg_size, 0
	.set lds_barrier_object.uses_vcc, 0
	.set lds_barrier_object.uses_flat_scratch, 0
	.set lds_barrier_object.has_dyn_sized_stack, 0
	.set lds_barrier_object.has_recursion, 0
	.set lds_barrier_object.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 140
; TotalNumSgprs: 8
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 7
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
	.protected	__clang_ocl_kern_imp_lds_barrier_object ; -- Begin function __clang_ocl_kern_imp_lds_barrier_object
	.globl	__clang_ocl_kern_imp_lds_barrier_object
	.p2align	2
	.type	__clang_ocl_kern_imp_lds_barrier_object,@function
__clang_ocl_kern_imp_lds_barrier_object: ; @__clang_ocl_kern_imp_lds_barrier_object
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v8, 0x3ff, v31
	v_mov_b32_e32 v7, 0
	v_bitop3_b32 v10, v31, 1, 0x3ff bitop3:0x6c
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshl_or_b32 v6, ttmp9, 5, v8
	v_lshl_add_u32 v8, v8, 2, v1
	v_lshl_add_u32 v10, v10, 2, v1
	s_delay_alu instid0(VALU_DEP_3)
	v_lshl_add_u64 v[2:3], v[6:7], 2, v[2:3]
	global_load_b32 v9, v[2:3], off
	s_wait_xcnt 0x0
	v_mov_b64_e32 v[2:3], 1
	s_wait_loadcnt 0x0
	ds_store_b32 v8, v9
	ds_atomic_barrier_arrive_rtn_b64 v[0:1], v0, v[2:3]
	ds_load_b32 v2, v10
	s_wait_dscnt 0x0
	v_ashrrev_i32_e32 v3, 31, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u64_e32 v[0:1], v[0:1], v[2:3]
	v_lshl_add_u64 v[2:3], v[6:7], 3, v[4:5]
	global_store_b64 v[2:3], v[0:1], off
	s_set_pc_i64 s[30:31]
.Lfunc_end5:
	.size	__clang_ocl_kern_imp_lds_barrier_object, .Lfunc_end5-__clang_ocl_kern_imp_lds_barrier_object
                                        ; -- End function
	.set __clang_ocl_kern_imp_lds_barrier_object.num_vgpr, 32
	.set __clang_ocl_kern_imp_lds_barrier_object.num_agpr, 0
	.set __clang_ocl_kern_imp_lds_barrier_object.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_lds_barrier_object.num_named_barrier, 0
	.set __clang_ocl_kern_imp_lds_barrier_object.private_seg_size, 0
	.set __clang_ocl_kern_imp_lds_barrier_object.uses_vcc, 0
	.set __clang_ocl_kern_imp_lds_barrier_object.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_lds_barrier_object.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_lds_barrier_object.has_recursion, 0
	.set __clang_ocl_kern_imp_lds_barrier_object.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 160
; TotalNumSgprs: 32
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	tensor_to_lds           ; -- Begin function tensor_to_lds
	.globl	tensor_to_lds
	.p2align	8
	.type	tensor_to_lds,@function
tensor_to_lds:                          ; @tensor_to_lds
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x2
	s_load_b128 s[12:15], s[0:1], 0x0
	s_load_b256 s[4:11], s[0:1], 0x20
	s_load_b32 s2, s[0:1], 0x40
	s_wait_kmcnt 0x0
	tensor_load_to_lds s[12:15], s[4:11]
	v_lshl_add_u32 v1, v0, 2, s2
	s_load_b64 s[0:1], s[0:1], 0x48
	v_lshl_or_b32 v0, ttmp9, 5, v0
	s_wait_tensorcnt 0x0
	; wave barrier
	ds_load_2addr_b32 v[2:3], v1 offset1:32
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v1, v3, v2
	s_wait_kmcnt 0x0
	global_store_b32 v0, v1, s[0:1] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tensor_to_lds
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 80
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
.Lfunc_end6:
	.size	tensor_to_lds, .Lfunc_end6-tensor_to_lds
                                        ; -- End function
	.set tensor_to_lds.num_vgpr, 4
	.set tensor_to_lds.num_agpr, 0
	.set tensor_to_lds.numbered_sgpr, 16
	.set tensor_to_lds.num_named_barrier, 0
	.set tensor_to_lds.private_seg_size, 0
	.set tensor_to_lds.uses_vcc, 0
	.set tensor_to_lds.uses_flat_scratch, 0
	.set tensor_to_lds.has_dyn_sized_stack, 0
	.set tensor_to_lds.has_recursion, 0
	.set tensor_to_lds.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 116
; TotalNumSgprs: 16
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 16
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
	.protected	__clang_ocl_kern_imp_tensor_to_lds ; -- Begin function __clang_ocl_kern_imp_tensor_to_lds
	.globl	__clang_ocl_kern_imp_tensor_to_lds
	.p2align	2
	.type	__clang_ocl_kern_imp_tensor_to_lds,@function
__clang_ocl_kern_imp_tensor_to_lds:     ; @__clang_ocl_kern_imp_tensor_to_lds
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_readfirstlane_b32 s0, v4
	v_readfirstlane_b32 s8, v0
	v_readfirstlane_b32 s9, v1
	v_readfirstlane_b32 s10, v2
	v_readfirstlane_b32 s11, v3
	v_readfirstlane_b32 s1, v5
	v_readfirstlane_b32 s2, v6
	v_readfirstlane_b32 s3, v7
	v_readfirstlane_b32 s4, v8
	v_readfirstlane_b32 s5, v9
	v_readfirstlane_b32 s6, v10
	v_readfirstlane_b32 s7, v11
	v_and_b32_e32 v2, 0x3ff, v31
	v_dual_mov_b32 v15, v14 :: v_dual_mov_b32 v14, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	tensor_load_to_lds s[8:11], s[0:7]
	v_lshl_add_u32 v0, v2, 2, v12
	v_lshl_or_b32 v2, ttmp9, 5, v2
	s_wait_tensorcnt 0x0
	; wave barrier
	ds_load_2addr_b32 v[0:1], v0 offset1:32
	s_wait_dscnt 0x0
	v_dual_mov_b32 v3, 0 :: v_dual_add_nc_u32 v4, v1, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[14:15]
	global_store_b32 v[0:1], v4, off
	s_set_pc_i64 s[30:31]
.Lfunc_end7:
	.size	__clang_ocl_kern_imp_tensor_to_lds, .Lfunc_end7-__clang_ocl_kern_imp_tensor_to_lds
                                        ; -- End function
	.set __clang_ocl_kern_imp_tensor_to_lds.num_vgpr, 32
	.set __clang_ocl_kern_imp_tensor_to_lds.num_agpr, 0
	.set __clang_ocl_kern_imp_tensor_to_lds.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_tensor_to_lds.num_named_barrier, 0
	.set __clang_ocl_kern_imp_tensor_to_lds.private_seg_size, 0
	.set __clang_ocl_kern_imp_tensor_to_lds.uses_vcc, 0
	.set __clang_ocl_kern_imp_tensor_to_lds.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_tensor_to_lds.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_tensor_to_lds.has_recursion, 0
	.set __clang_ocl_kern_imp_tensor_to_lds.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 156
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
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'int2*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'short8_*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'int2*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 32
    .name:           load_transpose
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 32
      - 1
      - 1
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         load_transpose.kd
    .uses_dynamic_stack: false
    .vgpr_count:     12
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
      - .actual_access:  read_only
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
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 32
    .name:           monitor_poll
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 32
      - 1
      - 1
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         monitor_poll.kd
    .uses_dynamic_stack: false
    .vgpr_count:     3
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .address_space:  local
        .offset:         0
        .pointee_align:  8
        .size:           4
        .type_name:      'long*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  local
        .offset:         4
        .pointee_align:  4
        .size:           4
        .type_name:      'int*'
        .value_kind:     dynamic_shared_pointer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
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
        .type_name:      'long*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 32
    .name:           lds_barrier_object
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 32
      - 1
      - 1
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         lds_barrier_object.kd
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .offset:         0
        .size:           16
        .type_name:      int4
        .value_kind:     by_value
      - .offset:         32
        .size:           32
        .type_name:      int8_
        .value_kind:     by_value
      - .address_space:  local
        .offset:         64
        .pointee_align:  4
        .size:           4
        .type_name:      'int*'
        .value_kind:     dynamic_shared_pointer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         72
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 32
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 32
    .name:           tensor_to_lds
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 32
      - 1
      - 1
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         tensor_to_lds.kd
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
