	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	cas_float_add_global    ; -- Begin function cas_float_add_global
	.globl	cas_float_add_global
	.p2align	8
	.type	cas_float_add_global,@function
cas_float_add_global:                   ; @cas_float_add_global
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b128 s[4:7], s[0:1], 0x0
	v_lshl_or_b32 v2, ttmp9, 6, v0
	v_dual_mov_b32 v3, 0 :: v_dual_bitop2_b32 v0, 15, v0 bitop3:0x40
	s_wait_xcnt 0x0
	s_load_b64 s[0:1], s[0:1], 0x10
	s_mov_b32 s2, 0
	s_wait_kmcnt 0x0
	global_load_b32 v6, v2, s[6:7] scale_offset
	global_load_b32 v4, v0, s[4:5] scale_offset scope:SCOPE_DEV
	s_wait_xcnt 0x0
	v_dual_mov_b32 v1, v3 :: v_dual_lshlrev_b32 v0, 2, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u64_e32 v[0:1], s[4:5], v[0:1]
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_mov_b32_e32 v5, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v4, v6, v5
	global_wb scope:SCOPE_DEV
	s_wait_storecnt 0x0
	global_atomic_cmpswap_b32 v4, v[0:1], v[4:5], off th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	global_inv scope:SCOPE_DEV
	v_cmp_eq_u32_e32 vcc_lo, v4, v5
	s_or_b32 s2, vcc_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execnz .LBB0_1
; %bb.2:
	s_or_b32 exec_lo, exec_lo, s2
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[0:1]
	global_store_b32 v[0:1], v5, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel cas_float_add_global
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
	.size	cas_float_add_global, .Lfunc_end0-cas_float_add_global
                                        ; -- End function
	.set cas_float_add_global.num_vgpr, 7
	.set cas_float_add_global.num_agpr, 0
	.set cas_float_add_global.numbered_sgpr, 8
	.set cas_float_add_global.num_named_barrier, 0
	.set cas_float_add_global.private_seg_size, 0
	.set cas_float_add_global.uses_vcc, 1
	.set cas_float_add_global.uses_flat_scratch, 0
	.set cas_float_add_global.has_dyn_sized_stack, 0
	.set cas_float_add_global.has_recursion, 0
	.set cas_float_add_global.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 208
; TotalNumSgprs: 10
; NumVgprs: 7
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
	.protected	__clang_ocl_kern_imp_cas_float_add_global ; -- Begin function __clang_ocl_kern_imp_cas_float_add_global
	.globl	__clang_ocl_kern_imp_cas_float_add_global
	.p2align	2
	.type	__clang_ocl_kern_imp_cas_float_add_global,@function
__clang_ocl_kern_imp_cas_float_add_global: ; @__clang_ocl_kern_imp_cas_float_add_global
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v7, 0 :: v_dual_bitop2_b32 v6, 15, v31 bitop3:0x40
	v_and_b32_e32 v10, 0x3ff, v31
	s_mov_b32 s0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mov_b32 v9, v7 :: v_dual_lshlrev_b32 v8, 2, v6
	v_lshl_or_b32 v6, ttmp9, 6, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u64_e32 v[0:1], v[0:1], v[8:9]
	v_lshl_add_u64 v[10:11], v[6:7], 2, v[2:3]
	global_load_b32 v8, v[10:11], off
	global_load_b32 v2, v[0:1], off scope:SCOPE_DEV
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_mov_b32_e32 v3, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v2, v8, v3
	global_wb scope:SCOPE_DEV
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	global_atomic_cmpswap_b32 v2, v[0:1], v[2:3], off th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	global_inv scope:SCOPE_DEV
	v_cmp_eq_u32_e32 vcc_lo, v2, v3
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB1_1
; %bb.2:
	s_or_b32 exec_lo, exec_lo, s0
	v_lshl_add_u64 v[0:1], v[6:7], 2, v[4:5]
	global_store_b32 v[0:1], v3, off
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_cas_float_add_global, .Lfunc_end1-__clang_ocl_kern_imp_cas_float_add_global
                                        ; -- End function
	.set __clang_ocl_kern_imp_cas_float_add_global.num_vgpr, 32
	.set __clang_ocl_kern_imp_cas_float_add_global.num_agpr, 0
	.set __clang_ocl_kern_imp_cas_float_add_global.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_cas_float_add_global.num_named_barrier, 0
	.set __clang_ocl_kern_imp_cas_float_add_global.private_seg_size, 0
	.set __clang_ocl_kern_imp_cas_float_add_global.uses_vcc, 1
	.set __clang_ocl_kern_imp_cas_float_add_global.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_cas_float_add_global.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_cas_float_add_global.has_recursion, 0
	.set __clang_ocl_kern_imp_cas_float_add_global.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 204
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	cas_float_add_local     ; -- Begin function cas_float_add_local
	.globl	cas_float_add_local
	.p2align	8
	.type	cas_float_add_local,@function
cas_float_add_local:                    ; @cas_float_add_local
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x0
	s_load_b128 s[4:7], s[0:1], 0x8
	v_cmp_gt_u32_e32 vcc_lo, 8, v0
	s_wait_kmcnt 0x0
	v_lshl_add_u32 v1, v0, 2, s2
	s_and_saveexec_b32 s0, vcc_lo
; %bb.1:
	v_mov_b32_e32 v2, 0
	ds_store_b32 v1, v2
; %bb.2:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_lshl_or_b32 v2, ttmp9, 6, v0
	v_and_b32_e32 v3, 7, v0
	s_mov_b32 s1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u32 v3, v3, 2, s2
	s_barrier_wait -1
	global_load_b32 v2, v2, s[4:5] scale_offset
	ds_load_b32 v4, v3
.LBB2_3:                                ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt_dscnt 0x0
	v_add_f32_e32 v5, v2, v4
	ds_cmpstore_rtn_b32 v5, v3, v5, v4
	s_wait_dscnt 0x0
	v_cmp_eq_u32_e64 s0, v5, v4
	v_mov_b32_e32 v4, v5
	s_or_b32 s1, s0, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB2_3
; %bb.4:
	s_or_b32 exec_lo, exec_lo, s1
	s_barrier_signal -1
	s_barrier_wait -1
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB2_6
; %bb.5:
	ds_load_b32 v1, v1
	v_lshl_or_b32 v0, ttmp9, 3, v0
	s_wait_dscnt 0x0
	global_store_b32 v0, v1, s[6:7] scale_offset
.LBB2_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel cas_float_add_local
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
	.size	cas_float_add_local, .Lfunc_end2-cas_float_add_local
                                        ; -- End function
	.set cas_float_add_local.num_vgpr, 6
	.set cas_float_add_local.num_agpr, 0
	.set cas_float_add_local.numbered_sgpr, 8
	.set cas_float_add_local.num_named_barrier, 0
	.set cas_float_add_local.private_seg_size, 0
	.set cas_float_add_local.uses_vcc, 1
	.set cas_float_add_local.uses_flat_scratch, 0
	.set cas_float_add_local.has_dyn_sized_stack, 0
	.set cas_float_add_local.has_recursion, 0
	.set cas_float_add_local.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 228
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
	.protected	__clang_ocl_kern_imp_cas_float_add_local ; -- Begin function __clang_ocl_kern_imp_cas_float_add_local
	.globl	__clang_ocl_kern_imp_cas_float_add_local
	.p2align	2
	.type	__clang_ocl_kern_imp_cas_float_add_local,@function
__clang_ocl_kern_imp_cas_float_add_local: ; @__clang_ocl_kern_imp_cas_float_add_local
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v5, v4 :: v_dual_mov_b32 v4, v3
	v_dual_mov_b32 v3, v2 :: v_dual_mov_b32 v2, v1
	v_and_b32_e32 v1, 0x3ff, v31
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 8, v1
	v_lshl_add_u32 v6, v1, 2, v0
	s_and_saveexec_b32 s0, vcc_lo
; %bb.1:
	v_mov_b32_e32 v7, 0
	ds_store_b32 v6, v7
; %bb.2:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_lshl_add_u32 v8, ttmp9, 6, v1
	v_mov_b32_e32 v9, 0
	s_mov_b32 s1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_lshl_add_u64 v[2:3], v[8:9], 2, v[2:3]
	s_barrier_wait -1
	global_load_b32 v2, v[2:3], off
	s_wait_xcnt 0x0
	v_and_b32_e32 v3, 7, v1
	v_lshl_add_u32 v0, v3, 2, v0
	ds_load_b32 v3, v0
.LBB3_3:                                ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt_dscnt 0x0
	v_add_f32_e32 v7, v2, v3
	ds_cmpstore_rtn_b32 v7, v0, v7, v3
	s_wait_dscnt 0x0
	v_cmp_eq_u32_e64 s0, v7, v3
	v_mov_b32_e32 v3, v7
	s_or_b32 s1, s0, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB3_3
; %bb.4:
	s_or_b32 exec_lo, exec_lo, s1
	s_barrier_signal -1
	s_barrier_wait -1
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB3_6
; %bb.5:
	ds_load_b32 v2, v6
	v_lshl_or_b32 v0, ttmp9, 3, v1
	v_mov_b32_e32 v1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[4:5]
	s_wait_dscnt 0x0
	global_store_b32 v[0:1], v2, off
.LBB3_6:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_cas_float_add_local, .Lfunc_end3-__clang_ocl_kern_imp_cas_float_add_local
                                        ; -- End function
	.set __clang_ocl_kern_imp_cas_float_add_local.num_vgpr, 32
	.set __clang_ocl_kern_imp_cas_float_add_local.num_agpr, 0
	.set __clang_ocl_kern_imp_cas_float_add_local.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_cas_float_add_local.num_named_barrier, 0
	.set __clang_ocl_kern_imp_cas_float_add_local.private_seg_size, 0
	.set __clang_ocl_kern_imp_cas_float_add_local.uses_vcc, 1
	.set __clang_ocl_kern_imp_cas_float_add_local.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_cas_float_add_local.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_cas_float_add_local.has_recursion, 0
	.set __clang_ocl_kern_imp_cas_float_add_local.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 272
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	cas_list_push64         ; -- Begin function cas_list_push64
	.globl	cas_list_push64
	.p2align	8
	.type	cas_list_push64,@function
cas_list_push64:                        ; @cas_list_push64
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b64 s[2:3], s[0:1], 0x10
	v_lshl_or_b32 v0, ttmp9, 6, v0
	s_mov_b32 s4, 0
	s_wait_kmcnt 0x0
	global_load_b32 v1, v0, s[2:3] scale_offset
	s_wait_xcnt 0x0
	s_mov_b32 s2, exec_lo
	s_wait_loadcnt 0x0
	v_cmpx_ne_u32_e32 0, v1
	s_cbranch_execz .LBB4_3
; %bb.1:
	s_load_b128 s[0:3], s[0:1], 0x0
	v_mov_b32_e32 v1, 0
	s_wait_kmcnt 0x0
	global_load_b64 v[2:3], v1, s[0:1] scope:SCOPE_DEV
	v_lshl_add_u64 v[4:5], v[0:1], 3, s[2:3]
.LBB4_2:                                ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	global_store_b64 v[4:5], v[2:3], off
	global_wb scope:SCOPE_DEV
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	global_atomic_cmpswap_b64 v[6:7], v1, v[0:3], s[0:1] th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	v_cmp_eq_u64_e32 vcc_lo, v[6:7], v[2:3]
	v_mov_b64_e32 v[2:3], v[6:7]
	s_or_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s4
	s_cbranch_execnz .LBB4_2
.LBB4_3:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel cas_list_push64
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
		.amdhsa_next_free_sgpr 5
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
.Lfunc_end4:
	.size	cas_list_push64, .Lfunc_end4-cas_list_push64
                                        ; -- End function
	.set cas_list_push64.num_vgpr, 8
	.set cas_list_push64.num_agpr, 0
	.set cas_list_push64.numbered_sgpr, 5
	.set cas_list_push64.num_named_barrier, 0
	.set cas_list_push64.private_seg_size, 0
	.set cas_list_push64.uses_vcc, 1
	.set cas_list_push64.uses_flat_scratch, 0
	.set cas_list_push64.has_dyn_sized_stack, 0
	.set cas_list_push64.has_recursion, 0
	.set cas_list_push64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 180
; TotalNumSgprs: 7
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 7
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
	.protected	__clang_ocl_kern_imp_cas_list_push64 ; -- Begin function __clang_ocl_kern_imp_cas_list_push64
	.globl	__clang_ocl_kern_imp_cas_list_push64
	.p2align	2
	.type	__clang_ocl_kern_imp_cas_list_push64,@function
__clang_ocl_kern_imp_cas_list_push64:   ; @__clang_ocl_kern_imp_cas_list_push64
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v6, 0x3ff, v31
	v_mov_b32_e32 v7, 0
	s_mov_b32 s1, 0
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v6, ttmp9, 6, v6
	v_lshl_add_u64 v[4:5], v[6:7], 2, v[4:5]
	global_load_b32 v4, v[4:5], off
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_cmpx_ne_u32_e32 0, v4
	s_cbranch_execz .LBB5_3
; %bb.1:
	global_load_b64 v[8:9], v[0:1], off scope:SCOPE_DEV
	v_lshl_add_u64 v[2:3], v[6:7], 3, v[2:3]
.LBB5_2:                                ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	global_store_b64 v[2:3], v[8:9], off
	global_wb scope:SCOPE_DEV
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	global_atomic_cmpswap_b64 v[4:5], v[0:1], v[6:9], off th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	v_cmp_eq_u64_e32 vcc_lo, v[4:5], v[8:9]
	v_mov_b64_e32 v[8:9], v[4:5]
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB5_2
.LBB5_3:
	s_or_b32 exec_lo, exec_lo, s0
	s_set_pc_i64 s[30:31]
.Lfunc_end5:
	.size	__clang_ocl_kern_imp_cas_list_push64, .Lfunc_end5-__clang_ocl_kern_imp_cas_list_push64
                                        ; -- End function
	.set __clang_ocl_kern_imp_cas_list_push64.num_vgpr, 32
	.set __clang_ocl_kern_imp_cas_list_push64.num_agpr, 0
	.set __clang_ocl_kern_imp_cas_list_push64.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_cas_list_push64.num_named_barrier, 0
	.set __clang_ocl_kern_imp_cas_list_push64.private_seg_size, 0
	.set __clang_ocl_kern_imp_cas_list_push64.uses_vcc, 1
	.set __clang_ocl_kern_imp_cas_list_push64.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_cas_list_push64.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_cas_list_push64.has_recursion, 0
	.set __clang_ocl_kern_imp_cas_list_push64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 180
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
    .max_flat_workgroup_size: 64
    .name:           cas_float_add_global
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         cas_float_add_global.kd
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .address_space:  local
        .offset:         0
        .pointee_align:  4
        .size:           4
        .type_name:      'atomic_uint*'
        .value_kind:     dynamic_shared_pointer
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
    .max_flat_workgroup_size: 64
    .name:           cas_float_add_local
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         cas_float_add_local.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .address_space:  global
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'atomic_ulong*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'ulong*'
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
    .max_flat_workgroup_size: 64
    .name:           cas_list_push64
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     7
    .sgpr_spill_count: 0
    .symbol:         cas_list_push64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
