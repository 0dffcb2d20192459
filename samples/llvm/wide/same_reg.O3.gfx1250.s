	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	waw_dead_loads          ; -- Begin function waw_dead_loads
	.globl	waw_dead_loads
	.p2align	8
	.type	waw_dead_loads,@function
waw_dead_loads:                         ; @waw_dead_loads
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b128 s[4:7], s[0:1], 0x8
	v_lshl_or_b32 v0, ttmp9, 6, v0
	s_wait_kmcnt 0x0
	s_cmp_lt_i32 s6, 1
	s_cbranch_scc1 .LBB0_6
; %bb.1:
	s_load_b64 s[0:1], s[0:1], 0x0
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, v0
	s_mov_b32 s2, 0
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	v_add_nc_u32_e32 v2, 0x1000, v2
	s_add_co_i32 s2, s2, 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s6, s2
	s_cbranch_scc0 .LBB0_5
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	s_and_b32 s3, s2, s7
	s_cbranch_scc1 .LBB0_2
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	s_wait_kmcnt 0x0
	global_load_b32 v3, v2, s[0:1] scale_offset
	s_wait_loadcnt 0x0
	v_add_nc_u32_e32 v1, v3, v1
	s_branch .LBB0_2
.LBB0_5:
	global_store_b32 v0, v1, s[4:5] scale_offset
	s_endpgm
.LBB0_6:
	v_mov_b32_e32 v1, 0
	global_store_b32 v0, v1, s[4:5] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel waw_dead_loads
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
	.size	waw_dead_loads, .Lfunc_end0-waw_dead_loads
                                        ; -- End function
	.set waw_dead_loads.num_vgpr, 4
	.set waw_dead_loads.num_agpr, 0
	.set waw_dead_loads.numbered_sgpr, 8
	.set waw_dead_loads.num_named_barrier, 0
	.set waw_dead_loads.private_seg_size, 0
	.set waw_dead_loads.uses_vcc, 0
	.set waw_dead_loads.uses_flat_scratch, 0
	.set waw_dead_loads.has_dyn_sized_stack, 0
	.set waw_dead_loads.has_recursion, 0
	.set waw_dead_loads.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 156
; TotalNumSgprs: 8
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 8
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
	.protected	__clang_ocl_kern_imp_waw_dead_loads ; -- Begin function __clang_ocl_kern_imp_waw_dead_loads
	.globl	__clang_ocl_kern_imp_waw_dead_loads
	.p2align	2
	.type	__clang_ocl_kern_imp_waw_dead_loads,@function
__clang_ocl_kern_imp_waw_dead_loads:    ; @__clang_ocl_kern_imp_waw_dead_loads
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v6, 0x3ff, v31
	v_mov_b32_e32 v10, 0
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_or_b32 v6, ttmp9, 6, v6
	v_cmpx_lt_i32_e32 0, v4
	s_cbranch_execz .LBB1_6
; %bb.1:
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v8, v6
	s_mov_b32 s1, 0
	s_mov_b32 s2, 0
	s_branch .LBB1_3
.LBB1_2:                                ;   in Loop: Header=BB1_3 Depth=1
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s3
	s_add_co_i32 s2, s2, 1
	v_add_nc_u32_e32 v8, 0x1000, v8
	v_cmp_eq_u32_e32 vcc_lo, s2, v4
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execz .LBB1_5
.LBB1_3:                                ; =>This Inner Loop Header: Depth=1
	v_and_b32_e32 v7, s2, v5
	s_mov_b32 s3, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v7
	s_cbranch_execz .LBB1_2
; %bb.4:                                ;   in Loop: Header=BB1_3 Depth=1
	v_ashrrev_i32_e32 v9, 31, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[12:13], v[8:9], 2, v[0:1]
	global_load_b32 v7, v[12:13], off
	s_wait_loadcnt 0x0
	v_add_nc_u32_e32 v10, v7, v10
	s_branch .LBB1_2
.LBB1_5:
	s_or_b32 exec_lo, exec_lo, s1
.LBB1_6:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	s_or_b32 exec_lo, exec_lo, s0
	v_ashrrev_i32_e32 v7, 31, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[0:1], v[6:7], 2, v[2:3]
	global_store_b32 v[0:1], v10, off
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_waw_dead_loads, .Lfunc_end1-__clang_ocl_kern_imp_waw_dead_loads
                                        ; -- End function
	.set __clang_ocl_kern_imp_waw_dead_loads.num_vgpr, 32
	.set __clang_ocl_kern_imp_waw_dead_loads.num_agpr, 0
	.set __clang_ocl_kern_imp_waw_dead_loads.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_waw_dead_loads.num_named_barrier, 0
	.set __clang_ocl_kern_imp_waw_dead_loads.private_seg_size, 0
	.set __clang_ocl_kern_imp_waw_dead_loads.uses_vcc, 1
	.set __clang_ocl_kern_imp_waw_dead_loads.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_waw_dead_loads.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_waw_dead_loads.has_recursion, 0
	.set __clang_ocl_kern_imp_waw_dead_loads.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 216
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	flat_or_global                  ; -- Begin function flat_or_global
	.globl	flat_or_global
	.p2align	2
	.type	flat_or_global,@function
flat_or_global:                         ; @flat_or_global
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_mov_b32_e32 v6, v5
                                        ; implicit-def: $vgpr7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v5, 1, v6
	v_cmp_eq_u32_e32 vcc_lo, 1, v5
	v_ashrrev_i32_e32 v5, 31, v4
	s_and_saveexec_b32 s0, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB2_2
; %bb.1:
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[0:1], v[4:5], 2, v[0:1]
                                        ; implicit-def: $vgpr4_vgpr5
	flat_load_b32 v7, v[0:1]
.LBB2_2:
	s_wait_xcnt 0x0
	s_and_not1_saveexec_b32 s0, s0
	s_cbranch_execz .LBB2_4
; %bb.3:
	v_lshl_add_u64 v[0:1], v[4:5], 2, v[2:3]
	s_wait_loadcnt_dscnt 0x0
	global_load_b32 v7, v[0:1], off offset:12
.LBB2_4:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	v_and_b32_e32 v0, 2, v6
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_ne_u32_e32 0, v0
	s_cbranch_execz .LBB2_6
; %bb.5:
	s_wait_loadcnt_dscnt 0x0
	v_and_b32_e32 v0, 0x3ff, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v0, 2, v0
	v_add_nc_u64_e32 v[0:1], v[2:3], v[0:1]
	global_load_b32 v7, v[0:1], off
.LBB2_6:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	v_mov_b32_e32 v0, v7
	s_set_pc_i64 s[30:31]
.Lfunc_end2:
	.size	flat_or_global, .Lfunc_end2-flat_or_global
                                        ; -- End function
	.set flat_or_global.num_vgpr, 8
	.set flat_or_global.num_agpr, 0
	.set flat_or_global.numbered_sgpr, 32
	.set flat_or_global.num_named_barrier, 0
	.set flat_or_global.private_seg_size, 0
	.set flat_or_global.uses_vcc, 1
	.set flat_or_global.uses_flat_scratch, 0
	.set flat_or_global.has_dyn_sized_stack, 0
	.set flat_or_global.has_recursion, 0
	.set flat_or_global.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 192
; TotalNumSgprs: 34
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	waw_flat_global         ; -- Begin function waw_flat_global
	.globl	waw_flat_global
	.p2align	8
	.type	waw_flat_global,@function
waw_flat_global:                        ; @waw_flat_global
; %bb.0:
	s_mov_b32 s32, 0
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b96 s[8:10], s[0:1], 0x0
	s_load_b128 s[4:7], s[0:1], 0x10
	v_lshl_or_b32 v8, ttmp9, 6, v0
	s_mov_b64 s[2:3], src_shared_base
	s_wait_xcnt 0x0
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], flat_or_global@rel64+4
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v4, v0 :: v_dual_mov_b32 v3, s9
	global_load_b32 v1, v0, s[8:9] offset:256 scale_offset
	v_lshl_add_u32 v2, v0, 2, s10
	s_wait_loadcnt 0x0
	ds_store_b32 v2, v1
	; wave barrier
	global_load_b32 v5, v8, s[6:7] scale_offset
	s_wait_loadcnt 0x0
	v_dual_mov_b32 v2, s8 :: v_dual_bitop2_b32 v1, 4, v5 bitop3:0x40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 0, v1
	v_cndmask_b32_e32 v6, s10, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_cndmask_b32 v1, s3, v3 :: v_dual_mov_b32 v0, v6
	s_swap_pc_i64 s[30:31], s[0:1]
	global_store_b32 v8, v0, s[4:5] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel waw_flat_global
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
		.amdhsa_next_free_sgpr 33
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
.Lfunc_end3:
	.size	waw_flat_global, .Lfunc_end3-waw_flat_global
                                        ; -- End function
	.set waw_flat_global.num_vgpr, max(9, flat_or_global.num_vgpr)
	.set waw_flat_global.num_agpr, max(0, flat_or_global.num_agpr)
	.set waw_flat_global.numbered_sgpr, max(33, flat_or_global.numbered_sgpr)
	.set waw_flat_global.num_named_barrier, max(0, flat_or_global.num_named_barrier)
	.set waw_flat_global.private_seg_size, 0+max(flat_or_global.private_seg_size)
	.set waw_flat_global.uses_vcc, or(1, flat_or_global.uses_vcc)
	.set waw_flat_global.uses_flat_scratch, or(0, flat_or_global.uses_flat_scratch)
	.set waw_flat_global.has_dyn_sized_stack, or(0, flat_or_global.has_dyn_sized_stack)
	.set waw_flat_global.has_recursion, or(0, flat_or_global.has_recursion)
	.set waw_flat_global.has_indirect_call, or(0, flat_or_global.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 180
; TotalNumSgprs: 35
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 35
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
	.protected	__clang_ocl_kern_imp_waw_flat_global ; -- Begin function __clang_ocl_kern_imp_waw_flat_global
	.globl	__clang_ocl_kern_imp_waw_flat_global
	.p2align	2
	.type	__clang_ocl_kern_imp_waw_flat_global,@function
__clang_ocl_kern_imp_waw_flat_global:   ; @__clang_ocl_kern_imp_waw_flat_global
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s4, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b32 s0, -1
	scratch_store_b32 off, v14, s33         ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s0
	v_dual_mov_b32 v9, v4 :: v_dual_mov_b32 v8, v3
	v_and_b32_e32 v4, 0x3ff, v31
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v7, v6
	v_mov_b32_e32 v6, v5
	s_mov_b64 s[0:1], src_shared_base
	s_delay_alu instid0(VALU_DEP_3)
	v_lshlrev_b32_e32 v10, 2, v4
	v_writelane_b32 v14, s30, 0
	s_get_pc_i64 s[2:3]
	s_add_nc_u64 s[2:3], s[2:3], flat_or_global@rel64+4
	s_add_co_i32 s32, s32, 16
	v_add_nc_u64_e32 v[12:13], v[0:1], v[10:11]
	v_add_nc_u32_e32 v5, v2, v10
	v_lshl_or_b32 v10, ttmp9, 6, v4
	v_writelane_b32 v14, s31, 1
	s_delay_alu instid0(VALU_DEP_2)
	v_lshlrev_b64_e32 v[10:11], 2, v[10:11]
	global_load_b32 v3, v[12:13], off offset:256
	v_add_nc_u64_e32 v[6:7], v[6:7], v[10:11]
	s_wait_loadcnt 0x0
	ds_store_b32 v5, v3
	; wave barrier
	global_load_b32 v5, v[6:7], off
	s_wait_loadcnt 0x0
	v_and_b32_e32 v3, 4, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	s_wait_xcnt 0x0
	v_dual_mov_b32 v3, v1 :: v_dual_cndmask_b32 v7, s1, v1, vcc_lo
	v_dual_cndmask_b32 v6, v2, v0, vcc_lo :: v_dual_mov_b32 v2, v0
	v_dual_mov_b32 v1, v7 :: v_dual_mov_b32 v0, v6
	s_swap_pc_i64 s[30:31], s[2:3]
	v_add_nc_u64_e32 v[2:3], v[8:9], v[10:11]
	v_readlane_b32 s31, v14, 1
	v_readlane_b32 s30, v14, 0
	s_mov_b32 s32, s33
	global_store_b32 v[2:3], v0, off
	s_wait_xcnt 0x0
	s_xor_saveexec_b32 s0, -1
	scratch_load_b32 v14, off, s33          ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s0
	s_mov_b32 s33, s4
	s_wait_loadcnt 0x0
	s_set_pc_i64 s[30:31]
.Lfunc_end4:
	.size	__clang_ocl_kern_imp_waw_flat_global, .Lfunc_end4-__clang_ocl_kern_imp_waw_flat_global
                                        ; -- End function
	.set __clang_ocl_kern_imp_waw_flat_global.num_vgpr, max(32, flat_or_global.num_vgpr)
	.set __clang_ocl_kern_imp_waw_flat_global.num_agpr, max(0, flat_or_global.num_agpr)
	.set __clang_ocl_kern_imp_waw_flat_global.numbered_sgpr, max(34, flat_or_global.numbered_sgpr)
	.set __clang_ocl_kern_imp_waw_flat_global.num_named_barrier, max(0, flat_or_global.num_named_barrier)
	.set __clang_ocl_kern_imp_waw_flat_global.private_seg_size, 16+max(flat_or_global.private_seg_size)
	.set __clang_ocl_kern_imp_waw_flat_global.uses_vcc, or(1, flat_or_global.uses_vcc)
	.set __clang_ocl_kern_imp_waw_flat_global.uses_flat_scratch, or(0, flat_or_global.uses_flat_scratch)
	.set __clang_ocl_kern_imp_waw_flat_global.has_dyn_sized_stack, or(0, flat_or_global.has_dyn_sized_stack)
	.set __clang_ocl_kern_imp_waw_flat_global.has_recursion, or(0, flat_or_global.has_recursion)
	.set __clang_ocl_kern_imp_waw_flat_global.has_indirect_call, or(0, flat_or_global.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 316
; TotalNumSgprs: 36
; NumVgprs: 32
; ScratchSize: 16
; MemoryBound: 0
	.text
	.protected	waw_d16_halves          ; -- Begin function waw_d16_halves
	.globl	waw_d16_halves
	.p2align	8
	.type	waw_d16_halves,@function
waw_d16_halves:                         ; @waw_d16_halves
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshl_or_b32 v0, ttmp9, 6, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v1, 0x1000, v0
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_u16 v2, v0, s[4:5] scale_offset
	global_load_u16 v3, v0, s[6:7] scale_offset
	s_clause 0x1
	global_load_u16 v4, v1, s[10:11] scale_offset
	global_load_u16 v5, v0, s[10:11] scale_offset
	s_wait_loadcnt 0x2
	s_wait_xcnt 0x1
	v_lshl_or_b32 v1, v3, 16, v2
	s_wait_loadcnt 0x1
	v_lshlrev_b32_e32 v2, 16, v4
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_bitop3_b32 v1, v2, v1, v5 bitop3:0x36
	global_store_b32 v0, v1, s[8:9] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel waw_d16_halves
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
.Lfunc_end5:
	.size	waw_d16_halves, .Lfunc_end5-waw_d16_halves
                                        ; -- End function
	.set waw_d16_halves.num_vgpr, 6
	.set waw_d16_halves.num_agpr, 0
	.set waw_d16_halves.numbered_sgpr, 12
	.set waw_d16_halves.num_named_barrier, 0
	.set waw_d16_halves.private_seg_size, 0
	.set waw_d16_halves.uses_vcc, 0
	.set waw_d16_halves.uses_flat_scratch, 0
	.set waw_d16_halves.has_dyn_sized_stack, 0
	.set waw_d16_halves.has_recursion, 0
	.set waw_d16_halves.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 152
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
	.protected	__clang_ocl_kern_imp_waw_d16_halves ; -- Begin function __clang_ocl_kern_imp_waw_d16_halves
	.globl	__clang_ocl_kern_imp_waw_d16_halves
	.p2align	2
	.type	__clang_ocl_kern_imp_waw_d16_halves,@function
__clang_ocl_kern_imp_waw_d16_halves:    ; @__clang_ocl_kern_imp_waw_d16_halves
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v8, 0x3ff, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v8, ttmp9, 6, v8
	v_dual_mov_b32 v9, 0 :: v_dual_add_nc_u32 v12, 0x1000, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[10:11], 1, v[8:9]
	v_mov_b32_e32 v13, v9
	v_lshl_add_u64 v[12:13], v[12:13], 1, v[6:7]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_nc_u64_e32 v[0:1], v[0:1], v[10:11]
	v_add_nc_u64_e32 v[2:3], v[2:3], v[10:11]
	v_add_nc_u64_e32 v[6:7], v[6:7], v[10:11]
	global_load_u16 v10, v[0:1], off
	global_load_u16 v11, v[2:3], off
	s_clause 0x1
	global_load_u16 v14, v[12:13], off
	global_load_u16 v15, v[6:7], off
	s_wait_loadcnt 0x2
	s_wait_xcnt 0x3
	v_lshl_or_b32 v0, v11, 16, v10
	s_wait_loadcnt 0x1
	v_lshlrev_b32_e32 v1, 16, v14
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x2
	s_delay_alu instid0(VALU_DEP_1)
	v_bitop3_b32 v2, v1, v0, v15 bitop3:0x36
	v_lshl_add_u64 v[0:1], v[8:9], 2, v[4:5]
	global_store_b32 v[0:1], v2, off
	s_set_pc_i64 s[30:31]
.Lfunc_end6:
	.size	__clang_ocl_kern_imp_waw_d16_halves, .Lfunc_end6-__clang_ocl_kern_imp_waw_d16_halves
                                        ; -- End function
	.set __clang_ocl_kern_imp_waw_d16_halves.num_vgpr, 32
	.set __clang_ocl_kern_imp_waw_d16_halves.num_agpr, 0
	.set __clang_ocl_kern_imp_waw_d16_halves.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_waw_d16_halves.num_named_barrier, 0
	.set __clang_ocl_kern_imp_waw_d16_halves.private_seg_size, 0
	.set __clang_ocl_kern_imp_waw_d16_halves.uses_vcc, 0
	.set __clang_ocl_kern_imp_waw_d16_halves.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_waw_d16_halves.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_waw_d16_halves.has_recursion, 0
	.set __clang_ocl_kern_imp_waw_d16_halves.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 196
; TotalNumSgprs: 32
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	waw_scratch_global      ; -- Begin function waw_scratch_global
	.globl	waw_scratch_global
	.p2align	8
	.type	waw_scratch_global,@function
waw_scratch_global:                     ; @waw_scratch_global
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b64 s[10:11], s[0:1], 0x4
	s_clause 0x1
	s_load_b96 s[4:6], s[2:3], 0x10
	s_load_b64 s[8:9], s[2:3], 0x0
	s_wait_kmcnt 0x0
	s_lshr_b32 s0, s10, 16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s0, s0, s11
	v_mul_u32_u24_e32 v1, s0, v0
	s_lshl_b32 s0, ttmp9, 6
	s_cmp_lt_i32 s6, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_lshlrev_b32 v4, 8, v1 :: v_dual_bitop2_b32 v2, s0, v0 bitop3:0x54
	s_cbranch_scc1 .LBB7_11
; %bb.1:
	s_cmp_lt_u32 s6, 20
	s_cselect_b32 s7, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB7_6
; %bb.2:
	s_add_co_i32 s1, s6, -1
	s_mov_b32 s7, -1
	v_lshl_add_u32 v1, s1, 12, v2
	s_cmp_lt_u32 s1, 64
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_ge_i32_e32 vcc_lo, v1, v2
	v_mov_b32_e32 v1, 0
	s_and_b32 s10, vcc_lo, s1
	s_and_saveexec_b32 s1, s10
	s_cbranch_execz .LBB7_7
; %bb.3:
	v_dual_mov_b32 v1, v2 :: v_dual_mov_b32 v3, v4
	s_and_b32 s7, s6, 0x7e
	s_mov_b32 s10, 1
	s_mov_b32 s11, 0
	s_mov_b32 s12, s7
.LBB7_4:                                ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u32 v5, s11, 12, v2
	v_lshl_add_u32 v6, s10, 12, v1
	s_add_co_i32 s12, s12, -2
	s_add_co_i32 s11, s11, 2
	s_add_co_i32 s10, s10, 2
	s_clause 0x1
	global_load_b32 v7, v5, s[8:9] scale_offset
	global_load_b32 v8, v6, s[8:9] scale_offset
	s_cmp_lg_u32 s12, 0
	s_wait_loadcnt 0x0
	ds_store_2addr_b32 v3, v7, v8 offset1:1
	v_add_nc_u32_e32 v3, 8, v3
	s_cbranch_scc1 .LBB7_4
; %bb.5:
	s_cmp_lg_u32 s6, s7
	v_mov_b32_e32 v1, s7
	s_cselect_b32 s7, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_not1_b32 s7, s7, exec_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB7_8
	s_branch .LBB7_10
.LBB7_6:
	v_mov_b32_e32 v1, 0
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB7_8
	s_branch .LBB7_10
.LBB7_7:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB7_10
.LBB7_8:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v0, v1, 12, v0
	v_add_nc_u32_e32 v0, s0, v0
	s_mov_b32 s0, 0
.LBB7_9:                                ; =>This Inner Loop Header: Depth=1
	global_load_b32 v3, v0, s[8:9] scale_offset
	v_dual_add_nc_u32 v1, 1, v1 :: v_dual_bitop2_b32 v5, 63, v1 bitop3:0x40
	s_wait_xcnt 0x0
	v_add_nc_u32_e32 v0, 0x1000, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshl_add_u32 v5, v5, 2, v4
	v_cmp_eq_u32_e32 vcc_lo, s6, v1
	s_or_b32 s0, vcc_lo, s0
	s_wait_loadcnt 0x0
	ds_store_b32 v5, v3
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB7_9
.LBB7_10:
	s_or_b32 exec_lo, exec_lo, s1
.LBB7_11:
	global_load_b32 v0, v2, s[4:5] scale_offset
	s_load_b64 s[0:1], s[2:3], 0x8
	s_wait_xcnt 0x0
	s_mov_b32 s2, exec_lo
	s_wait_loadcnt 0x0
	v_dual_ashrrev_i32 v3, 31, v2 :: v_dual_bitop2_b32 v5, 63, v0 bitop3:0x40
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u32 v1, v5, 2, v4
	ds_load_b32 v1, v1
	s_wait_dscnt 0x0
	v_cmpx_gt_i32_e32 0, v1
	s_cbranch_execz .LBB7_13
; %bb.12:
	v_add_nc_u32_e32 v1, v5, v2
	global_load_b32 v1, v1, s[8:9] scale_offset
.LBB7_13:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	v_add_nc_u32_e32 v0, 5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 63, v0
	v_lshl_add_u32 v0, v0, 2, v4
	ds_load_b32 v0, v0
	s_wait_loadcnt_dscnt 0x0
	v_add_nc_u32_e32 v4, v0, v1
	s_wait_kmcnt 0x0
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[0:1]
	global_store_b32 v[0:1], v4, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel waw_scratch_global
		.amdhsa_group_segment_fixed_size 16384
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 4
		.amdhsa_user_sgpr_dispatch_ptr 1
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
.Lfunc_end7:
	.size	waw_scratch_global, .Lfunc_end7-waw_scratch_global
                                        ; -- End function
	.set waw_scratch_global.num_vgpr, 9
	.set waw_scratch_global.num_agpr, 0
	.set waw_scratch_global.numbered_sgpr, 13
	.set waw_scratch_global.num_named_barrier, 0
	.set waw_scratch_global.private_seg_size, 0
	.set waw_scratch_global.uses_vcc, 1
	.set waw_scratch_global.uses_flat_scratch, 0
	.set waw_scratch_global.has_dyn_sized_stack, 0
	.set waw_scratch_global.has_recursion, 0
	.set waw_scratch_global.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 592
; TotalNumSgprs: 15
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 16384 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 113
; NamedBarCnt: 0
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 4
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_waw_scratch_global ; -- Begin function __clang_ocl_kern_imp_waw_scratch_global
	.globl	__clang_ocl_kern_imp_waw_scratch_global
	.p2align	2
	.type	__clang_ocl_kern_imp_waw_scratch_global,@function
__clang_ocl_kern_imp_waw_scratch_global: ; @__clang_ocl_kern_imp_waw_scratch_global
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v10, 0x3ff, v31
	s_lshl_b32 s2, ttmp9, 6
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v8, s2, v10
	v_cmpx_lt_i32_e32 0, v6
	s_cbranch_execz .LBB8_10
; %bb.1:
	v_cmp_gt_u32_e64 s3, 20, v6
	v_mov_b32_e32 v9, 0
	s_mov_b32 s4, exec_lo
	v_cmpx_lt_u32_e32 19, v6
	s_cbranch_execz .LBB8_7
; %bb.2:
	v_add_nc_u32_e32 v7, -1, v6
	s_mov_b32 s5, -1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v9, v7, 12, v8
	v_cmp_ge_i32_e32 vcc_lo, v9, v8
	v_mov_b32_e32 v9, 0
	v_cmp_gt_u32_e64 s0, 64, v7
	s_and_b32 s6, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB8_6
; %bb.3:
	v_and_b32_e32 v9, 0x7e, v6
	v_mov_b32_e32 v7, v8
	s_mov_b32 s5, s32
	s_mov_b32 s7, 1
	s_mov_b32 s6, 0
	v_mov_b32_e32 v11, v9
	s_mov_b32 s8, 0
.LBB8_4:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshl_add_u32 v12, s8, 12, v8
	v_lshl_add_u32 v14, s7, 12, v7
	v_add_nc_u32_e32 v11, -2, v11
	s_add_co_i32 s8, s8, 2
	s_add_co_i32 s7, s7, 2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_ashrrev_i32 v13, 31, v12 :: v_dual_ashrrev_i32 v15, 31, v14
	v_cmp_eq_u32_e32 vcc_lo, 0, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshl_add_u64 v[12:13], v[12:13], 2, v[0:1]
	v_lshl_add_u64 v[14:15], v[14:15], 2, v[0:1]
	s_clause 0x1
	global_load_b32 v16, v[12:13], off
	global_load_b32 v17, v[14:15], off
	s_wait_loadcnt 0x0
	scratch_store_b64 off, v[16:17], s5
	s_wait_xcnt 0x0
	s_add_co_i32 s5, s5, 8
	s_or_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s6
	s_cbranch_execnz .LBB8_4
; %bb.5:
	s_or_b32 exec_lo, exec_lo, s6
	v_cmp_ne_u32_e32 vcc_lo, v6, v9
	s_or_not1_b32 s5, vcc_lo, exec_lo
.LBB8_6:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_and_not1_b32 s0, s3, exec_lo
	s_and_b32 s3, s5, exec_lo
	s_or_b32 s3, s0, s3
.LBB8_7:
	s_or_b32 exec_lo, exec_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 exec_lo, exec_lo, s3
	s_cbranch_execz .LBB8_10
; %bb.8:
	v_lshl_or_b32 v7, v9, 12, v10
	s_mov_b32 s0, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v10, s2, v7
.LBB8_9:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[12:13], v[10:11], 2, v[0:1]
	v_dual_add_nc_u32 v9, 1, v9 :: v_dual_bitop2_b32 v11, 63, v9 bitop3:0x40
	v_add_nc_u32_e32 v10, 0x1000, v10
	global_load_b32 v7, v[12:13], off
	v_cmp_eq_u32_e32 vcc_lo, v6, v9
	s_or_b32 s0, vcc_lo, s0
	s_wait_loadcnt 0x0
	scratch_store_b32 v11, v7, s32 scale_offset
	s_wait_xcnt 0x0
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB8_9
.LBB8_10:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v9, 31, v8
	s_mov_b32 s0, exec_lo
	v_lshl_add_u64 v[4:5], v[8:9], 2, v[4:5]
	global_load_b32 v4, v[4:5], off
	s_wait_loadcnt 0x0
	v_and_b32_e32 v6, 63, v4
	scratch_load_b32 v5, v6, s32 scale_offset
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_cmpx_gt_i32_e32 0, v5
	s_cbranch_execz .LBB8_12
; %bb.11:
	v_add_nc_u32_e32 v6, v6, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[0:1], v[6:7], 2, v[0:1]
	global_load_b32 v5, v[0:1], off
.LBB8_12:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	v_add_nc_u32_e32 v0, 5, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_and_b32_e32 v0, 63, v0
	scratch_load_b32 v0, v0, s32 scale_offset
	s_wait_loadcnt 0x0
	v_add_nc_u32_e32 v4, v0, v5
	s_wait_xcnt 0x0
	v_lshl_add_u64 v[0:1], v[8:9], 2, v[2:3]
	global_store_b32 v[0:1], v4, off
	s_set_pc_i64 s[30:31]
.Lfunc_end8:
	.size	__clang_ocl_kern_imp_waw_scratch_global, .Lfunc_end8-__clang_ocl_kern_imp_waw_scratch_global
                                        ; -- End function
	.set __clang_ocl_kern_imp_waw_scratch_global.num_vgpr, 32
	.set __clang_ocl_kern_imp_waw_scratch_global.num_agpr, 0
	.set __clang_ocl_kern_imp_waw_scratch_global.numbered_sgpr, 33
	.set __clang_ocl_kern_imp_waw_scratch_global.num_named_barrier, 0
	.set __clang_ocl_kern_imp_waw_scratch_global.private_seg_size, 260
	.set __clang_ocl_kern_imp_waw_scratch_global.uses_vcc, 1
	.set __clang_ocl_kern_imp_waw_scratch_global.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_waw_scratch_global.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_waw_scratch_global.has_recursion, 0
	.set __clang_ocl_kern_imp_waw_scratch_global.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 612
; TotalNumSgprs: 35
; NumVgprs: 32
; ScratchSize: 260
; MemoryBound: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 32
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 34
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
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           waw_dead_loads
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         waw_dead_loads.kd
    .uses_dynamic_stack: false
    .vgpr_count:     4
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
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
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
    .max_flat_workgroup_size: 64
    .name:           waw_flat_global
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     35
    .sgpr_spill_count: 0
    .symbol:         waw_flat_global.kd
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           waw_d16_halves
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         waw_d16_halves.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
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
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 16384
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           waw_scratch_global
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         waw_scratch_global.kd
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
