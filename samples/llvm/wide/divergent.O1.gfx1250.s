	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	div_nested_return       ; -- Begin function div_nested_return
	.globl	div_nested_return
	.p2align	8
	.type	div_nested_return,@function
div_nested_return:                      ; @div_nested_return
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b64 s[2:3], s[0:1], 0x0
	v_lshl_or_b32 v0, ttmp9, 6, v0
	s_mov_b32 s6, -1
	s_mov_b32 s5, 0
	v_mov_b32_e32 v1, 0
	s_wait_kmcnt 0x0
	global_load_b32 v2, v0, s[2:3] scale_offset
	s_wait_loadcnt 0x0
	v_and_b32_e32 v3, 1, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u32_e32 vcc_lo, 1, v3
                                        ; implicit-def: $vgpr3
	s_and_saveexec_b32 s4, vcc_lo
	s_cbranch_execz .LBB0_8
; %bb.1:
	v_and_b32_e32 v3, 0xfff, v2
	s_mov_b32 s6, 0
	s_mov_b32 s7, 0
	s_mov_b32 s5, exec_lo
	global_load_b32 v4, v3, s[2:3] scale_offset
                                        ; implicit-def: $vgpr3
	s_wait_loadcnt 0x0
	v_cmpx_ne_u32_e32 0, v4
	s_cbranch_execz .LBB0_7
; %bb.2:
	s_load_b64 s[6:7], s[0:1], 0x10
	v_and_b32_e32 v3, 2, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_ne_u32_e32 vcc_lo, 0, v3
                                        ; implicit-def: $vgpr3
	s_wait_kmcnt 0x0
	v_lshl_add_u64 v[6:7], v[0:1], 2, s[6:7]
	s_mov_b32 s6, 0
	s_mov_b32 s7, 0
	global_store_b32 v[6:7], v4, off
	s_wait_xcnt 0x0
	s_and_saveexec_b32 s8, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s8, exec_lo, s8
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_and_b32_e32 v3, 0xfff, v4
	s_mov_b32 s7, exec_lo
                                        ; implicit-def: $vgpr4
	global_load_b32 v3, v3, s[2:3] scale_offset
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_add_nc_u32_e32 v3, v3, v2
                                        ; implicit-def: $vgpr2
.LBB0_4:
	s_and_not1_saveexec_b32 s2, s8
; %bb.5:
	v_add_nc_u32_e32 v2, v4, v2
	s_mov_b32 s6, exec_lo
; %bb.6:
	s_or_b32 exec_lo, exec_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s7, s7, exec_lo
	s_and_b32 s6, s6, exec_lo
.LBB0_7:
	s_or_b32 exec_lo, exec_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s5, s7, exec_lo
	s_or_not1_b32 s6, s6, exec_lo
.LBB0_8:
	s_or_b32 exec_lo, exec_lo, s4
	s_and_saveexec_b32 s2, s6
; %bb.9:
	v_lshl_add_u32 v3, v2, 1, v2
	s_or_b32 s5, s5, exec_lo
; %bb.10:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s5
	s_cbranch_execz .LBB0_12
; %bb.11:
	s_load_b64 s[0:1], s[0:1], 0x8
	s_wait_kmcnt 0x0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[0:1]
	global_store_b32 v[0:1], v3, off
.LBB0_12:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel div_nested_return
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
	.size	div_nested_return, .Lfunc_end0-div_nested_return
                                        ; -- End function
	.set div_nested_return.num_vgpr, 8
	.set div_nested_return.num_agpr, 0
	.set div_nested_return.numbered_sgpr, 9
	.set div_nested_return.num_named_barrier, 0
	.set div_nested_return.private_seg_size, 0
	.set div_nested_return.uses_vcc, 1
	.set div_nested_return.uses_flat_scratch, 0
	.set div_nested_return.has_dyn_sized_stack, 0
	.set div_nested_return.has_recursion, 0
	.set div_nested_return.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 340
; TotalNumSgprs: 11
; NumVgprs: 8
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
	.protected	__clang_ocl_kern_imp_div_nested_return ; -- Begin function __clang_ocl_kern_imp_div_nested_return
	.globl	__clang_ocl_kern_imp_div_nested_return
	.p2align	2
	.type	__clang_ocl_kern_imp_div_nested_return,@function
__clang_ocl_kern_imp_div_nested_return: ; @__clang_ocl_kern_imp_div_nested_return
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v6, 0x3ff, v31
	v_mov_b32_e32 v7, 0
	s_mov_b32 s2, -1
	s_mov_b32 s1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v6, ttmp9, 6, v6
	v_lshl_add_u64 v[8:9], v[6:7], 2, v[0:1]
	global_load_b32 v8, v[8:9], off
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_and_b32_e32 v9, 1, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u32_e32 vcc_lo, 1, v9
                                        ; implicit-def: $vgpr9
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB1_8
; %bb.1:
	v_and_b32_e32 v9, 0xfff, v8
	s_mov_b32 s2, 0
	s_mov_b32 s3, 0
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v11, v7 :: v_dual_lshlrev_b32 v10, 2, v9
                                        ; implicit-def: $vgpr9
	v_add_nc_u64_e32 v[10:11], v[0:1], v[10:11]
	global_load_b32 v10, v[10:11], off
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_cmpx_ne_u32_e32 0, v10
	s_cbranch_execz .LBB1_7
; %bb.2:
	v_and_b32_e32 v9, 2, v10
	v_lshl_add_u64 v[4:5], v[6:7], 2, v[4:5]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_cmp_ne_u32_e32 vcc_lo, 0, v9
	global_store_b32 v[4:5], v10, off
                                        ; implicit-def: $vgpr9
	s_wait_xcnt 0x0
	s_and_saveexec_b32 s4, vcc_lo
	s_xor_b32 s4, exec_lo, s4
	s_cbranch_execz .LBB1_4
; %bb.3:
	v_and_b32_e32 v4, 0xfff, v10
	s_mov_b32 s3, exec_lo
                                        ; implicit-def: $vgpr10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v5, 0 :: v_dual_lshlrev_b32 v4, 2, v4
	v_add_nc_u64_e32 v[0:1], v[0:1], v[4:5]
	global_load_b32 v0, v[0:1], off
	s_wait_loadcnt 0x0
	v_add_nc_u32_e32 v9, v0, v8
                                        ; implicit-def: $vgpr8
.LBB1_4:
	s_wait_xcnt 0x0
	s_and_not1_saveexec_b32 s4, s4
; %bb.5:
	v_add_nc_u32_e32 v8, v10, v8
	s_mov_b32 s2, exec_lo
; %bb.6:
	s_or_b32 exec_lo, exec_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s3, s3, exec_lo
	s_and_b32 s2, s2, exec_lo
.LBB1_7:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s1, s3, exec_lo
	s_or_not1_b32 s2, s2, exec_lo
.LBB1_8:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s2
; %bb.9:
	v_lshl_add_u32 v9, v8, 1, v8
	s_or_b32 s1, s1, exec_lo
; %bb.10:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s1
	s_cbranch_execz .LBB1_12
; %bb.11:
	v_lshl_add_u64 v[0:1], v[6:7], 2, v[2:3]
	global_store_b32 v[0:1], v9, off
.LBB1_12:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_div_nested_return, .Lfunc_end1-__clang_ocl_kern_imp_div_nested_return
                                        ; -- End function
	.set __clang_ocl_kern_imp_div_nested_return.num_vgpr, 32
	.set __clang_ocl_kern_imp_div_nested_return.num_agpr, 0
	.set __clang_ocl_kern_imp_div_nested_return.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_div_nested_return.num_named_barrier, 0
	.set __clang_ocl_kern_imp_div_nested_return.private_seg_size, 0
	.set __clang_ocl_kern_imp_div_nested_return.uses_vcc, 1
	.set __clang_ocl_kern_imp_div_nested_return.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_div_nested_return.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_div_nested_return.has_recursion, 0
	.set __clang_ocl_kern_imp_div_nested_return.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 360
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	div_switch              ; -- Begin function div_switch
	.globl	div_switch
	.p2align	8
	.type	div_switch,@function
div_switch:                             ; @div_switch
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshl_or_b32 v0, ttmp9, 6, v0
	s_wait_xcnt 0x0
	s_mov_b32 s0, exec_lo
                                        ; implicit-def: $vgpr2
	s_wait_kmcnt 0x0
	global_load_b32 v1, v0, s[4:5] scale_offset
	s_wait_loadcnt 0x0
	v_dual_ashrrev_i32 v1, 31, v0 :: v_dual_bitop2_b32 v3, 7, v1 bitop3:0x40
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_lt_i32_e32 1, v3
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB2_14
; %bb.1:
	s_mov_b32 s1, exec_lo
                                        ; implicit-def: $vgpr2
	v_cmpx_lt_i32_e32 2, v3
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB2_11
; %bb.2:
	s_mov_b32 s2, exec_lo
                                        ; implicit-def: $vgpr2
	v_cmpx_lt_i32_e32 4, v3
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB2_6
; %bb.3:
	v_mov_b32_e32 v2, 0
	s_mov_b32 s3, exec_lo
	v_cmpx_eq_u32_e32 5, v3
	s_cbranch_execz .LBB2_5
; %bb.4:
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[8:9]
	global_load_b32 v2, v[2:3], off offset:512
	s_wait_loadcnt 0x0
	v_add_f32_e32 v2, v2, v2
.LBB2_5:
	s_or_b32 exec_lo, exec_lo, s3
                                        ; implicit-def: $vgpr3
.LBB2_6:
	s_and_not1_saveexec_b32 s2, s2
	s_cbranch_execz .LBB2_10
; %bb.7:
	v_mov_b32_e32 v2, 0
	s_mov_b32 s3, exec_lo
	v_cmpx_eq_u32_e32 3, v3
	s_cbranch_execz .LBB2_9
; %bb.8:
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[6:7]
	global_load_b32 v2, v[2:3], off offset:256
.LBB2_9:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s3
.LBB2_10:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s2
.LBB2_11:
	s_and_not1_saveexec_b32 s1, s1
	s_cbranch_execz .LBB2_13
; %bb.12:
	s_wait_loadcnt 0x0
	v_lshlrev_b64_e32 v[2:3], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u64_e32 v[4:5], s[6:7], v[2:3]
	v_add_nc_u64_e32 v[2:3], s[8:9], v[2:3]
	global_load_b32 v4, v[4:5], off
	global_load_b32 v2, v[2:3], off
	s_wait_loadcnt 0x0
	v_mul_f32_e32 v2, v4, v2
.LBB2_13:
	s_or_b32 exec_lo, exec_lo, s1
                                        ; implicit-def: $vgpr3
.LBB2_14:
	s_and_not1_saveexec_b32 s0, s0
	s_cbranch_execz .LBB2_20
; %bb.15:
	s_mov_b32 s1, exec_lo
                                        ; implicit-def: $vgpr2
	v_cmpx_lt_i32_e32 0, v3
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB2_17
; %bb.16:
	s_wait_loadcnt 0x0
	v_lshlrev_b64_e32 v[2:3], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u64_e32 v[4:5], s[6:7], v[2:3]
	v_add_nc_u64_e32 v[2:3], s[8:9], v[2:3]
	global_load_b32 v4, v[4:5], off
	global_load_b32 v2, v[2:3], off
	s_wait_loadcnt 0x0
	v_sub_f32_e32 v2, v4, v2
.LBB2_17:
	s_and_not1_saveexec_b32 s1, s1
	s_cbranch_execz .LBB2_19
; %bb.18:
	s_wait_loadcnt 0x0
	v_lshlrev_b64_e32 v[2:3], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u64_e32 v[4:5], s[6:7], v[2:3]
	v_add_nc_u64_e32 v[2:3], s[8:9], v[2:3]
	global_load_b32 v4, v[4:5], off
	global_load_b32 v2, v[2:3], off
	s_wait_loadcnt 0x0
	v_add_f32_e32 v2, v4, v2
.LBB2_19:
	s_or_b32 exec_lo, exec_lo, s1
.LBB2_20:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[10:11]
	s_wait_loadcnt 0x0
	global_store_b32 v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel div_switch
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
	.size	div_switch, .Lfunc_end2-div_switch
                                        ; -- End function
	.set div_switch.num_vgpr, 6
	.set div_switch.num_agpr, 0
	.set div_switch.numbered_sgpr, 12
	.set div_switch.num_named_barrier, 0
	.set div_switch.private_seg_size, 0
	.set div_switch.uses_vcc, 0
	.set div_switch.uses_flat_scratch, 0
	.set div_switch.has_dyn_sized_stack, 0
	.set div_switch.has_recursion, 0
	.set div_switch.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 460
; TotalNumSgprs: 12
; NumVgprs: 6
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
	.protected	__clang_ocl_kern_imp_div_switch ; -- Begin function __clang_ocl_kern_imp_div_switch
	.globl	__clang_ocl_kern_imp_div_switch
	.p2align	2
	.type	__clang_ocl_kern_imp_div_switch,@function
__clang_ocl_kern_imp_div_switch:        ; @__clang_ocl_kern_imp_div_switch
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v8, 0x3ff, v31
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v8, ttmp9, 6, v8
	v_ashrrev_i32_e32 v9, 31, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_lshl_add_u64 v[0:1], v[8:9], 2, v[0:1]
	global_load_b32 v0, v[0:1], off
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_and_b32_e32 v1, 7, v0
                                        ; implicit-def: $vgpr0
	v_cmpx_lt_i32_e32 1, v1
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB3_14
; %bb.1:
	s_mov_b32 s1, exec_lo
                                        ; implicit-def: $vgpr0
	v_cmpx_lt_i32_e32 2, v1
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB3_11
; %bb.2:
	s_mov_b32 s2, exec_lo
                                        ; implicit-def: $vgpr0
	v_cmpx_lt_i32_e32 4, v1
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB3_6
; %bb.3:
	v_mov_b32_e32 v0, 0
	s_mov_b32 s3, exec_lo
	v_cmpx_eq_u32_e32 5, v1
	s_cbranch_execz .LBB3_5
; %bb.4:
	v_lshl_add_u64 v[0:1], v[8:9], 2, v[4:5]
	global_load_b32 v0, v[0:1], off offset:512
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_add_f32_e32 v0, v0, v0
.LBB3_5:
	s_or_b32 exec_lo, exec_lo, s3
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr2_vgpr3
.LBB3_6:
	s_and_not1_saveexec_b32 s2, s2
	s_cbranch_execz .LBB3_10
; %bb.7:
	v_mov_b32_e32 v0, 0
	s_mov_b32 s3, exec_lo
	v_cmpx_eq_u32_e32 3, v1
	s_cbranch_execz .LBB3_9
; %bb.8:
	v_lshl_add_u64 v[0:1], v[8:9], 2, v[2:3]
	global_load_b32 v0, v[0:1], off offset:256
.LBB3_9:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s3
.LBB3_10:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s2
                                        ; implicit-def: $vgpr2_vgpr3
                                        ; implicit-def: $vgpr4_vgpr5
.LBB3_11:
	s_and_not1_saveexec_b32 s1, s1
	s_cbranch_execz .LBB3_13
; %bb.12:
	s_wait_loadcnt 0x0
	v_lshlrev_b64_e32 v[0:1], 2, v[8:9]
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u64_e32 v[2:3], v[2:3], v[0:1]
	v_add_nc_u64_e32 v[0:1], v[4:5], v[0:1]
	global_load_b32 v2, v[2:3], off
	global_load_b32 v0, v[0:1], off
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_mul_f32_e32 v0, v2, v0
.LBB3_13:
	s_or_b32 exec_lo, exec_lo, s1
                                        ; implicit-def: $vgpr2_vgpr3
                                        ; implicit-def: $vgpr4_vgpr5
                                        ; implicit-def: $vgpr1
.LBB3_14:
	s_and_not1_saveexec_b32 s0, s0
	s_cbranch_execz .LBB3_20
; %bb.15:
	s_mov_b32 s1, exec_lo
                                        ; implicit-def: $vgpr0
	v_cmpx_lt_i32_e32 0, v1
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB3_17
; %bb.16:
	s_wait_loadcnt 0x0
	v_lshlrev_b64_e32 v[0:1], 2, v[8:9]
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u64_e32 v[2:3], v[2:3], v[0:1]
	v_add_nc_u64_e32 v[0:1], v[4:5], v[0:1]
                                        ; implicit-def: $vgpr4_vgpr5
	global_load_b32 v2, v[2:3], off
	global_load_b32 v0, v[0:1], off
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_sub_f32_e32 v0, v2, v0
                                        ; implicit-def: $vgpr2_vgpr3
.LBB3_17:
	s_and_not1_saveexec_b32 s1, s1
	s_cbranch_execz .LBB3_19
; %bb.18:
	s_wait_loadcnt 0x0
	v_lshlrev_b64_e32 v[0:1], 2, v[8:9]
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u64_e32 v[2:3], v[2:3], v[0:1]
	v_add_nc_u64_e32 v[0:1], v[4:5], v[0:1]
	global_load_b32 v2, v[2:3], off
	global_load_b32 v0, v[0:1], off
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_add_f32_e32 v0, v2, v0
.LBB3_19:
	s_or_b32 exec_lo, exec_lo, s1
.LBB3_20:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s0
	v_lshl_add_u64 v[2:3], v[8:9], 2, v[6:7]
	s_wait_loadcnt 0x0
	global_store_b32 v[2:3], v0, off
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_div_switch, .Lfunc_end3-__clang_ocl_kern_imp_div_switch
                                        ; -- End function
	.set __clang_ocl_kern_imp_div_switch.num_vgpr, 32
	.set __clang_ocl_kern_imp_div_switch.num_agpr, 0
	.set __clang_ocl_kern_imp_div_switch.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_div_switch.num_named_barrier, 0
	.set __clang_ocl_kern_imp_div_switch.private_seg_size, 0
	.set __clang_ocl_kern_imp_div_switch.uses_vcc, 0
	.set __clang_ocl_kern_imp_div_switch.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_div_switch.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_div_switch.has_recursion, 0
	.set __clang_ocl_kern_imp_div_switch.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 480
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           div_nested_return
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         div_nested_return.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
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
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
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
    .name:           div_switch
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         div_switch.kd
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
