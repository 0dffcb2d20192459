	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	buffer_sizes            ; -- Begin function buffer_sizes
	.globl	buffer_sizes
	.p2align	8
	.type	buffer_sizes,@function
buffer_sizes:                           ; @buffer_sizes
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b32 s4, s[0:1], 0x10
	s_wait_xcnt 0x0
	s_load_b128 s[0:3], s[0:1], 0x0
	v_lshl_or_b32 v7, ttmp9, 6, v0
	s_mov_b32 s8, 0
	s_movk_i32 s10, 0x1000
	s_mov_b32 s7, s8
	s_movk_i32 s11, 0x2000
	v_mul_lo_u32 v0, v7, 12
	v_dual_lshlrev_b32 v10, 1, v7 :: v_dual_lshlrev_b32 v11, 2, v7
	v_dual_lshlrev_b32 v12, 3, v7 :: v_dual_lshlrev_b32 v13, 4, v7
	s_movk_i32 s12, 0x4000
	s_mov_b32 s13, 0x8000
	s_mov_b32 s14, 0x10000
	s_wait_kmcnt 0x0
	s_lshl_b32 s9, s4, 25
	s_lshr_b32 s6, s4, 7
	s_or_b64 s[4:5], s[0:1], s[8:9]
	s_movk_i32 s0, 0x5000
	s_clause 0x5
	buffer_load_u8 v14, v7, s[4:7], null offen
	buffer_load_u16 v15, v10, s[4:7], s10 offen
	buffer_load_b32 v16, v11, s[4:7], s11 offen
	buffer_load_b64 v[8:9], v12, s[4:7], s12 offen
	buffer_load_b96 v[4:6], v0, s[4:7], s13 offen
	buffer_load_b128 v[0:3], v13, s[4:7], s14 offen
	s_wait_xcnt 0x0
	s_or_b64 s[4:5], s[2:3], s[8:9]
	s_wait_loadcnt 0x3
	v_add3_u32 v17, v15, v14, v16
	s_wait_loadcnt 0x1
	v_dual_add_nc_u32 v5, v5, v9 :: v_dual_add_nc_u32 v4, v4, v8
	s_wait_loadcnt 0x0
	v_dual_add_nc_u32 v3, v14, v3 :: v_dual_add_nc_u32 v2, v15, v2
	v_dual_add_nc_u32 v1, v16, v1 :: v_dual_add_nc_u32 v0, v6, v0
	v_lshrrev_b32_e32 v6, 3, v16
	s_clause 0x4
	buffer_store_b32 v17, v11, s[4:7], null offen
	buffer_store_b64 v[4:5], v12, s[4:7], s10 offen
	buffer_store_b128 v[0:3], v13, s[4:7], s11 offen
	buffer_store_b8 v6, v7, s[4:7], s12 offen
	buffer_store_b16 v8, v10, s[4:7], s0 offen
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel buffer_sizes
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
		.amdhsa_next_free_vgpr 113
		.amdhsa_next_free_sgpr 15
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
	.size	buffer_sizes, .Lfunc_end0-buffer_sizes
                                        ; -- End function
	.set buffer_sizes.num_vgpr, 18
	.set buffer_sizes.num_agpr, 0
	.set buffer_sizes.numbered_sgpr, 15
	.set buffer_sizes.num_named_barrier, 0
	.set buffer_sizes.private_seg_size, 0
	.set buffer_sizes.uses_vcc, 0
	.set buffer_sizes.uses_flat_scratch, 0
	.set buffer_sizes.has_dyn_sized_stack, 0
	.set buffer_sizes.has_recursion, 0
	.set buffer_sizes.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 336
; TotalNumSgprs: 15
; NumVgprs: 18
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 15
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
	.protected	__clang_ocl_kern_imp_buffer_sizes ; -- Begin function __clang_ocl_kern_imp_buffer_sizes
	.globl	__clang_ocl_kern_imp_buffer_sizes
	.p2align	2
	.type	__clang_ocl_kern_imp_buffer_sizes,@function
__clang_ocl_kern_imp_buffer_sizes:      ; @__clang_ocl_kern_imp_buffer_sizes
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v6, v0 :: v_dual_lshlrev_b32 v0, 25, v4
	v_dual_mov_b32 v9, 0 :: v_dual_lshrrev_b32 v8, 7, v4
	v_and_b32_e32 v10, 0x3ff, v31
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v4, v8 :: v_dual_bitop2_b32 v7, v1, v0 bitop3:0x54
	v_dual_mov_b32 v5, v9 :: v_dual_bitop2_b32 v3, v3, v0 bitop3:0x54
	s_delay_alu instid0(VALU_DEP_3)
	v_lshl_or_b32 v18, ttmp9, 6, v10
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	v_readfirstlane_b32 s4, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_readfirstlane_b32 s5, v7
	v_readfirstlane_b32 s6, v8
	v_readfirstlane_b32 s7, v9
	v_cmp_eq_u64_e32 vcc_lo, s[4:5], v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_eq_u64_e64 s0, s[6:7], v[8:9]
	s_and_b32 s0, vcc_lo, s0
	s_and_saveexec_b32 s0, s0
	s_wait_loadcnt 0x0
	buffer_load_u8 v19, v18, s[4:7], null offen
	s_wait_xcnt 0x0
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB1_1
; %bb.2:
	s_mov_b32 exec_lo, s1
	v_lshlrev_b32_e32 v17, 1, v18
	s_movk_i32 s3, 0x1000
	s_mov_b32 s1, exec_lo
.LBB1_3:                                ; =>This Inner Loop Header: Depth=1
	v_readfirstlane_b32 s4, v6
	v_readfirstlane_b32 s5, v7
	v_readfirstlane_b32 s6, v8
	v_readfirstlane_b32 s7, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, s[4:5], v[6:7]
	v_cmp_eq_u64_e64 s0, s[6:7], v[8:9]
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s0, s0
	s_wait_loadcnt 0x0
	buffer_load_u16 v21, v17, s[4:7], s3 offen
	s_wait_xcnt 0x0
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB1_3
; %bb.4:
	s_mov_b32 exec_lo, s1
	v_lshlrev_b32_e32 v23, 2, v18
	s_movk_i32 s2, 0x2000
	s_mov_b32 s1, exec_lo
.LBB1_5:                                ; =>This Inner Loop Header: Depth=1
	v_readfirstlane_b32 s4, v6
	v_readfirstlane_b32 s5, v7
	v_readfirstlane_b32 s6, v8
	v_readfirstlane_b32 s7, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, s[4:5], v[6:7]
	v_cmp_eq_u64_e64 s0, s[6:7], v[8:9]
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s0, s0
	s_wait_loadcnt 0x0
	buffer_load_b32 v20, v23, s[4:7], s2 offen
	s_wait_xcnt 0x0
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB1_5
; %bb.6:
	s_mov_b32 exec_lo, s1
	v_lshlrev_b32_e32 v22, 3, v18
	s_movk_i32 s1, 0x4000
	s_mov_b32 s8, exec_lo
.LBB1_7:                                ; =>This Inner Loop Header: Depth=1
	v_readfirstlane_b32 s4, v6
	v_readfirstlane_b32 s5, v7
	v_readfirstlane_b32 s6, v8
	v_readfirstlane_b32 s7, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, s[4:5], v[6:7]
	v_cmp_eq_u64_e64 s0, s[6:7], v[8:9]
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s0, s0
	s_wait_loadcnt 0x0
	buffer_load_b64 v[0:1], v22, s[4:7], s1 offen
	s_wait_xcnt 0x0
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB1_7
; %bb.8:
	s_mov_b32 exec_lo, s8
	v_mul_lo_u32 v10, v18, 12
	s_mov_b32 s9, 0x8000
	s_mov_b32 s8, exec_lo
.LBB1_9:                                ; =>This Inner Loop Header: Depth=1
	v_readfirstlane_b32 s4, v6
	v_readfirstlane_b32 s5, v7
	v_readfirstlane_b32 s6, v8
	v_readfirstlane_b32 s7, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, s[4:5], v[6:7]
	v_cmp_eq_u64_e64 s0, s[6:7], v[8:9]
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s0, s0
	s_wait_loadcnt 0x0
	buffer_load_b96 v[14:16], v10, s[4:7], s9 offen
                                        ; implicit-def: $vgpr10
	s_wait_xcnt 0x0
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB1_9
; %bb.10:
	s_mov_b32 exec_lo, s8
	v_lshlrev_b32_e32 v24, 4, v18
	s_mov_b32 s9, 0x10000
	s_mov_b32 s8, exec_lo
.LBB1_11:                               ; =>This Inner Loop Header: Depth=1
	v_readfirstlane_b32 s4, v6
	v_readfirstlane_b32 s5, v7
	v_readfirstlane_b32 s6, v8
	v_readfirstlane_b32 s7, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, s[4:5], v[6:7]
	v_cmp_eq_u64_e64 s0, s[6:7], v[8:9]
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s0, s0
	s_wait_loadcnt 0x0
	buffer_load_b128 v[10:13], v24, s[4:7], s9 offen
                                        ; implicit-def: $vgpr6_vgpr7_vgpr8_vgpr9
	s_wait_xcnt 0x0
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB1_11
; %bb.12:
	s_mov_b32 exec_lo, s8
	s_wait_loadcnt 0x3
	v_add3_u32 v6, v21, v19, v20
	s_mov_b32 s8, exec_lo
.LBB1_13:                               ; =>This Inner Loop Header: Depth=1
	v_readfirstlane_b32 s4, v2
	v_readfirstlane_b32 s5, v3
	v_readfirstlane_b32 s6, v4
	v_readfirstlane_b32 s7, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, s[4:5], v[2:3]
	v_cmp_eq_u64_e64 s0, s[6:7], v[4:5]
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s0, s0
	buffer_store_b32 v6, v23, s[4:7], null offen
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr23
	s_wait_xcnt 0x0
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB1_13
; %bb.14:
	s_mov_b32 exec_lo, s8
	s_wait_loadcnt 0x1
	v_dual_add_nc_u32 v7, v15, v1 :: v_dual_add_nc_u32 v6, v14, v0
	s_mov_b32 s8, exec_lo
.LBB1_15:                               ; =>This Inner Loop Header: Depth=1
	v_readfirstlane_b32 s4, v2
	v_readfirstlane_b32 s5, v3
	v_readfirstlane_b32 s6, v4
	v_readfirstlane_b32 s7, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, s[4:5], v[2:3]
	v_cmp_eq_u64_e64 s0, s[6:7], v[4:5]
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s0, s0
	buffer_store_b64 v[6:7], v22, s[4:7], s3 offen
                                        ; implicit-def: $vgpr6_vgpr7
                                        ; implicit-def: $vgpr22
	s_wait_xcnt 0x0
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB1_15
; %bb.16:
	s_mov_b32 exec_lo, s8
	s_wait_loadcnt 0x0
	v_dual_add_nc_u32 v9, v19, v13 :: v_dual_add_nc_u32 v8, v21, v12
	v_add_nc_u32_e32 v7, v20, v11
	v_add_nc_u32_e32 v6, v16, v10
	s_mov_b32 s3, exec_lo
.LBB1_17:                               ; =>This Inner Loop Header: Depth=1
	v_readfirstlane_b32 s4, v2
	v_readfirstlane_b32 s5, v3
	v_readfirstlane_b32 s6, v4
	v_readfirstlane_b32 s7, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, s[4:5], v[2:3]
	v_cmp_eq_u64_e64 s0, s[6:7], v[4:5]
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s0, s0
	buffer_store_b128 v[6:9], v24, s[4:7], s2 offen
                                        ; implicit-def: $vgpr6_vgpr7_vgpr8_vgpr9
                                        ; implicit-def: $vgpr24
	s_wait_xcnt 0x0
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB1_17
; %bb.18:
	s_mov_b32 exec_lo, s3
	v_lshrrev_b32_e32 v1, 3, v20
	s_mov_b32 s2, exec_lo
.LBB1_19:                               ; =>This Inner Loop Header: Depth=1
	v_readfirstlane_b32 s4, v2
	v_readfirstlane_b32 s5, v3
	v_readfirstlane_b32 s6, v4
	v_readfirstlane_b32 s7, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, s[4:5], v[2:3]
	v_cmp_eq_u64_e64 s0, s[6:7], v[4:5]
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s0, s0
	buffer_store_b8 v1, v18, s[4:7], s1 offen
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr18
	s_wait_xcnt 0x0
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB1_19
; %bb.20:
	s_mov_b32 exec_lo, s2
	s_movk_i32 s2, 0x5000
	s_mov_b32 s1, exec_lo
.LBB1_21:                               ; =>This Inner Loop Header: Depth=1
	v_readfirstlane_b32 s4, v2
	v_readfirstlane_b32 s5, v3
	v_readfirstlane_b32 s6, v4
	v_readfirstlane_b32 s7, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, s[4:5], v[2:3]
	v_cmp_eq_u64_e64 s0, s[6:7], v[4:5]
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s0, s0
	buffer_store_b16 v0, v17, s[4:7], s2 offen
                                        ; implicit-def: $vgpr2_vgpr3_vgpr4_vgpr5
                                        ; implicit-def: $vgpr0_vgpr1
                                        ; implicit-def: $vgpr17
	s_wait_xcnt 0x0
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB1_21
; %bb.22:
	s_mov_b32 exec_lo, s1
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_buffer_sizes, .Lfunc_end1-__clang_ocl_kern_imp_buffer_sizes
                                        ; -- End function
	.set __clang_ocl_kern_imp_buffer_sizes.num_vgpr, 32
	.set __clang_ocl_kern_imp_buffer_sizes.num_agpr, 0
	.set __clang_ocl_kern_imp_buffer_sizes.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_buffer_sizes.num_named_barrier, 0
	.set __clang_ocl_kern_imp_buffer_sizes.private_seg_size, 0
	.set __clang_ocl_kern_imp_buffer_sizes.uses_vcc, 1
	.set __clang_ocl_kern_imp_buffer_sizes.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_buffer_sizes.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_buffer_sizes.has_recursion, 0
	.set __clang_ocl_kern_imp_buffer_sizes.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1052
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	buffer_atomics          ; -- Begin function buffer_atomics
	.globl	buffer_atomics
	.p2align	8
	.type	buffer_atomics,@function
buffer_atomics:                         ; @buffer_atomics
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b96 s[8:10], s[0:1], 0x10
	s_wait_xcnt 0x0
	s_load_b128 s[0:3], s[0:1], 0x0
	v_dual_mov_b32 v2, 1 :: v_dual_lshlrev_b32 v1, 2, v0
	v_lshl_or_b32 v0, ttmp9, 6, v0
	s_mov_b32 s12, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_and_b32_e32 v3, 28, v1
	v_and_b32_e32 v1, 12, v1
	v_cvt_f32_u32_e32 v4, v0
	s_mov_b32 s7, s12
	s_wait_kmcnt 0x0
	s_lshl_b32 s13, s10, 25
	s_lshr_b32 s6, s10, 7
	s_or_b64 s[4:5], s[0:1], s[12:13]
	s_or_b64 s[0:1], s[2:3], s[12:13]
	s_mov_b32 s2, s6
	s_mov_b32 s3, s12
	buffer_atomic_add_u32 v2, v3, s[4:7], null offen th:TH_ATOMIC_RETURN
	s_wait_xcnt 0x0
	buffer_atomic_max_num_f32 v4, v1, s[0:3], null offen
	s_wait_loadcnt 0x0
	global_store_b32 v0, v2, s[8:9] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel buffer_atomics
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
		.amdhsa_next_free_sgpr 14
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
.Lfunc_end2:
	.size	buffer_atomics, .Lfunc_end2-buffer_atomics
                                        ; -- End function
	.set buffer_atomics.num_vgpr, 5
	.set buffer_atomics.num_agpr, 0
	.set buffer_atomics.numbered_sgpr, 14
	.set buffer_atomics.num_named_barrier, 0
	.set buffer_atomics.private_seg_size, 0
	.set buffer_atomics.uses_vcc, 0
	.set buffer_atomics.uses_flat_scratch, 0
	.set buffer_atomics.has_dyn_sized_stack, 0
	.set buffer_atomics.has_recursion, 0
	.set buffer_atomics.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; TotalNumSgprs: 14
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 14
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
	.protected	__clang_ocl_kern_imp_buffer_atomics ; -- Begin function __clang_ocl_kern_imp_buffer_atomics
	.globl	__clang_ocl_kern_imp_buffer_atomics
	.p2align	2
	.type	__clang_ocl_kern_imp_buffer_atomics,@function
__clang_ocl_kern_imp_buffer_atomics:    ; @__clang_ocl_kern_imp_buffer_atomics
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v12, 0x3ff, v31
	v_dual_mov_b32 v7, v3 :: v_dual_mov_b32 v8, v2
	v_dual_lshlrev_b32 v9, 25, v6 :: v_dual_mov_b32 v11, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_lshrrev_b32 v2, 7, v6 :: v_dual_lshlrev_b32 v13, 2, v12
	v_lshl_or_b32 v6, ttmp9, 6, v12
	v_dual_mov_b32 v3, v11 :: v_dual_bitop2_b32 v1, v1, v9 bitop3:0x54
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mov_b32 v10, v2 :: v_dual_bitop2_b32 v9, v7, v9 bitop3:0x54
	v_dual_mov_b32 v12, 1 :: v_dual_bitop2_b32 v7, 28, v13 bitop3:0x40
	s_mov_b32 s1, exec_lo
.LBB3_1:                                ; =>This Inner Loop Header: Depth=1
	v_readfirstlane_b32 s4, v0
	v_readfirstlane_b32 s5, v1
	v_readfirstlane_b32 s6, v2
	v_readfirstlane_b32 s7, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, s[4:5], v[0:1]
	v_cmp_eq_u64_e64 s0, s[6:7], v[2:3]
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s0, s0
	s_wait_loadcnt 0x0
	buffer_atomic_add_u32 v12, v7, s[4:7], null offen th:TH_ATOMIC_RETURN
                                        ; implicit-def: $vgpr0_vgpr1_vgpr2_vgpr3
                                        ; implicit-def: $vgpr7
	s_wait_xcnt 0x0
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB3_1
; %bb.2:
	s_mov_b32 exec_lo, s1
	v_cvt_f32_u32_e32 v0, v6
	v_and_b32_e32 v1, 12, v13
	s_mov_b32 s1, exec_lo
.LBB3_3:                                ; =>This Inner Loop Header: Depth=1
	v_readfirstlane_b32 s4, v8
	v_readfirstlane_b32 s5, v9
	v_readfirstlane_b32 s6, v10
	v_readfirstlane_b32 s7, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, s[4:5], v[8:9]
	v_cmp_eq_u64_e64 s0, s[6:7], v[10:11]
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s0, s0
	buffer_atomic_max_num_f32 v0, v1, s[4:7], null offen
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr8_vgpr9
	s_wait_xcnt 0x0
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB3_3
; %bb.4:
	s_mov_b32 exec_lo, s1
	v_mov_b32_e32 v7, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[0:1], v[6:7], 2, v[4:5]
	s_wait_loadcnt 0x0
	global_store_b32 v[0:1], v12, off
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_buffer_atomics, .Lfunc_end3-__clang_ocl_kern_imp_buffer_atomics
                                        ; -- End function
	.set __clang_ocl_kern_imp_buffer_atomics.num_vgpr, 32
	.set __clang_ocl_kern_imp_buffer_atomics.num_agpr, 0
	.set __clang_ocl_kern_imp_buffer_atomics.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_buffer_atomics.num_named_barrier, 0
	.set __clang_ocl_kern_imp_buffer_atomics.private_seg_size, 0
	.set __clang_ocl_kern_imp_buffer_atomics.uses_vcc, 1
	.set __clang_ocl_kern_imp_buffer_atomics.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_buffer_atomics.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_buffer_atomics.has_recursion, 0
	.set __clang_ocl_kern_imp_buffer_atomics.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 300
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
        .offset:         0
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           buffer_sizes
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         buffer_sizes.kd
    .uses_dynamic_stack: false
    .vgpr_count:     18
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
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'int*'
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
    .name:           buffer_atomics
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         buffer_atomics.kd
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
