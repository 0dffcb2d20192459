	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.hidden	load_pair_sum                   ; -- Begin function load_pair_sum
	.globl	load_pair_sum
	.p2align	2
	.type	load_pair_sum,@function
load_pair_sum:                          ; @load_pair_sum
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_mov_b32_e32 v3, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshl_add_u64 v[4:5], v[2:3], 2, v[0:1]
	v_add_nc_u32_e32 v2, 17, v2
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[0:1]
	s_clause 0x1
	global_load_b32 v2, v[4:5], off
	global_load_b32 v0, v[0:1], off
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_add_nc_u32_e32 v0, v0, v2
	s_set_pc_i64 s[30:31]
.Lfunc_end0:
	.size	load_pair_sum, .Lfunc_end0-load_pair_sum
                                        ; -- End function
	.set load_pair_sum.num_vgpr, 6
	.set load_pair_sum.num_agpr, 0
	.set load_pair_sum.numbered_sgpr, 32
	.set load_pair_sum.num_named_barrier, 0
	.set load_pair_sum.private_seg_size, 0
	.set load_pair_sum.uses_vcc, 0
	.set load_pair_sum.uses_flat_scratch, 0
	.set load_pair_sum.has_dyn_sized_stack, 0
	.set load_pair_sum.has_recursion, 0
	.set load_pair_sum.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 80
; TotalNumSgprs: 32
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	store_scaled                    ; -- Begin function store_scaled
	.globl	store_scaled
	.p2align	2
	.type	store_scaled,@function
store_scaled:                           ; @store_scaled
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v5, v3 :: v_dual_mov_b32 v3, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v8, v5, v4 :: v_dual_add_f32 v4, v5, v4
	v_lshl_add_u64 v[6:7], v[2:3], 2, v[0:1]
	v_add_nc_u32_e32 v2, 0x1000, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[0:1]
	s_clause 0x1
	global_store_b32 v[6:7], v8, off
	global_store_b32 v[0:1], v4, off
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	store_scaled, .Lfunc_end1-store_scaled
                                        ; -- End function
	.set store_scaled.num_vgpr, 9
	.set store_scaled.num_agpr, 0
	.set store_scaled.numbered_sgpr, 32
	.set store_scaled.num_named_barrier, 0
	.set store_scaled.private_seg_size, 0
	.set store_scaled.uses_vcc, 0
	.set store_scaled.uses_flat_scratch, 0
	.set store_scaled.has_dyn_sized_stack, 0
	.set store_scaled.has_recursion, 0
	.set store_scaled.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 96
; TotalNumSgprs: 32
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	bump_counter                    ; -- Begin function bump_counter
	.globl	bump_counter
	.p2align	2
	.type	bump_counter,@function
bump_counter:                           ; @bump_counter
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	global_atomic_add_u32 v0, v[0:1], v2, off th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	s_set_pc_i64 s[30:31]
.Lfunc_end2:
	.size	bump_counter, .Lfunc_end2-bump_counter
                                        ; -- End function
	.set bump_counter.num_vgpr, 3
	.set bump_counter.num_agpr, 0
	.set bump_counter.numbered_sgpr, 32
	.set bump_counter.num_named_barrier, 0
	.set bump_counter.private_seg_size, 0
	.set bump_counter.uses_vcc, 0
	.set bump_counter.uses_flat_scratch, 0
	.set bump_counter.has_dyn_sized_stack, 0
	.set bump_counter.has_recursion, 0
	.set bump_counter.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 28
; TotalNumSgprs: 32
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	lerp_at                         ; -- Begin function lerp_at
	.globl	lerp_at
	.p2align	2
	.type	lerp_at,@function
lerp_at:                                ; @lerp_at
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v6, v5 :: v_dual_mov_b32 v5, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[4:5], 2, v[4:5]
	v_add_nc_u64_e32 v[0:1], v[0:1], v[4:5]
	v_add_nc_u64_e32 v[2:3], v[2:3], v[4:5]
	global_load_b32 v0, v[0:1], off
	global_load_b32 v1, v[2:3], off
	s_wait_loadcnt 0x0
	v_sub_f32_e32 v1, v1, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v0, v6, v1
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	lerp_at, .Lfunc_end3-lerp_at
                                        ; -- End function
	.set lerp_at.num_vgpr, 7
	.set lerp_at.num_agpr, 0
	.set lerp_at.numbered_sgpr, 32
	.set lerp_at.num_named_barrier, 0
	.set lerp_at.private_seg_size, 0
	.set lerp_at.uses_vcc, 0
	.set lerp_at.uses_flat_scratch, 0
	.set lerp_at.has_dyn_sized_stack, 0
	.set lerp_at.has_recursion, 0
	.set lerp_at.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 76
; TotalNumSgprs: 32
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	call_load_helpers       ; -- Begin function call_load_helpers
	.globl	call_load_helpers
	.p2align	8
	.type	call_load_helpers,@function
call_load_helpers:                      ; @call_load_helpers
; %bb.0:
	s_mov_b32 s32, 0
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b128 s[4:7], s[0:1], 0x0
	v_lshl_or_b32 v6, ttmp9, 6, v0
	s_wait_xcnt 0x0
	s_load_b64 s[0:1], s[0:1], 0x10
	s_get_pc_i64 s[2:3]
	s_add_nc_u64 s[2:3], s[2:3], load_pair_sum@rel64+4
	v_add_nc_u32_e32 v0, 0x2000, v6
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v2, v6 :: v_dual_mov_b32 v1, s5
	global_load_b32 v7, v0, s[4:5] scale_offset
	s_wait_xcnt 0x0
	v_mov_b32_e32 v0, s4
	s_swap_pc_i64 s[30:31], s[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v3, v0 :: v_dual_mov_b32 v0, s0
	s_get_pc_i64 s[2:3]
	s_add_nc_u64 s[2:3], s[2:3], bump_counter@rel64+4
	v_dual_mov_b32 v1, s1 :: v_dual_bitop2_b32 v2, 1, v3 bitop3:0x40
	s_swap_pc_i64 s[30:31], s[2:3]
	v_add_nc_u32_e32 v1, v3, v7
	v_and_b32_e32 v0, 0xfff, v0
	s_clause 0x1
	global_store_b32 v6, v1, s[6:7] scale_offset
	global_store_b32 v0, v6, s[6:7] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel call_load_helpers
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
		.amdhsa_next_free_sgpr 33
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
	.size	call_load_helpers, .Lfunc_end4-call_load_helpers
                                        ; -- End function
	.set call_load_helpers.num_vgpr, max(8, load_pair_sum.num_vgpr, bump_counter.num_vgpr)
	.set call_load_helpers.num_agpr, max(0, load_pair_sum.num_agpr, bump_counter.num_agpr)
	.set call_load_helpers.numbered_sgpr, max(33, load_pair_sum.numbered_sgpr, bump_counter.numbered_sgpr)
	.set call_load_helpers.num_named_barrier, max(0, load_pair_sum.num_named_barrier, bump_counter.num_named_barrier)
	.set call_load_helpers.private_seg_size, 0+max(load_pair_sum.private_seg_size, bump_counter.private_seg_size)
	.set call_load_helpers.uses_vcc, or(0, load_pair_sum.uses_vcc, bump_counter.uses_vcc)
	.set call_load_helpers.uses_flat_scratch, or(0, load_pair_sum.uses_flat_scratch, bump_counter.uses_flat_scratch)
	.set call_load_helpers.has_dyn_sized_stack, or(0, load_pair_sum.has_dyn_sized_stack, bump_counter.has_dyn_sized_stack)
	.set call_load_helpers.has_recursion, or(0, load_pair_sum.has_recursion, bump_counter.has_recursion)
	.set call_load_helpers.has_indirect_call, or(0, load_pair_sum.has_indirect_call, bump_counter.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 188
; TotalNumSgprs: 33
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 33
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
	.protected	__clang_ocl_kern_imp_call_load_helpers ; -- Begin function __clang_ocl_kern_imp_call_load_helpers
	.globl	__clang_ocl_kern_imp_call_load_helpers
	.p2align	2
	.type	__clang_ocl_kern_imp_call_load_helpers,@function
__clang_ocl_kern_imp_call_load_helpers: ; @__clang_ocl_kern_imp_call_load_helpers
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s2, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b32 s0, -1
	scratch_store_b32 off, v14, s33         ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s0
	v_dual_mov_b32 v7, v3 :: v_dual_mov_b32 v6, v2
	v_and_b32_e32 v2, 0x3ff, v31
	v_writelane_b32 v14, s30, 0
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], load_pair_sum@rel64+4
	s_add_co_i32 s32, s32, 16
	v_dual_mov_b32 v9, v5 :: v_dual_mov_b32 v10, v4
	v_lshl_or_b32 v8, ttmp9, 6, v2
	v_writelane_b32 v14, s31, 1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v13, 0 :: v_dual_add_nc_u32 v12, 0x2000, v8
	v_lshl_add_u64 v[2:3], v[12:13], 2, v[0:1]
	global_load_b32 v11, v[2:3], off
	s_wait_xcnt 0x0
	v_mov_b32_e32 v2, v8
	s_swap_pc_i64 s[30:31], s[0:1]
	v_dual_mov_b32 v3, v0 :: v_dual_mov_b32 v0, v10
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], bump_counter@rel64+4
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v1, v9 :: v_dual_bitop2_b32 v2, 1, v3 bitop3:0x40
	s_swap_pc_i64 s[30:31], s[0:1]
	v_and_b32_e32 v0, 0xfff, v0
	v_add_nc_u32_e32 v4, v3, v11
	v_readlane_b32 s31, v14, 1
	v_readlane_b32 s30, v14, 0
	s_mov_b32 s32, s33
	v_dual_mov_b32 v9, v13 :: v_dual_lshlrev_b32 v12, 2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u64_e32 v[0:1], v[6:7], v[12:13]
	v_lshl_add_u64 v[2:3], v[8:9], 2, v[6:7]
	s_clause 0x1
	global_store_b32 v[2:3], v4, off
	global_store_b32 v[0:1], v8, off
	s_wait_xcnt 0x0
	s_xor_saveexec_b32 s0, -1
	scratch_load_b32 v14, off, s33          ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s0
	s_mov_b32 s33, s2
	s_wait_loadcnt 0x0
	s_set_pc_i64 s[30:31]
.Lfunc_end5:
	.size	__clang_ocl_kern_imp_call_load_helpers, .Lfunc_end5-__clang_ocl_kern_imp_call_load_helpers
                                        ; -- End function
	.set __clang_ocl_kern_imp_call_load_helpers.num_vgpr, max(32, load_pair_sum.num_vgpr, bump_counter.num_vgpr)
	.set __clang_ocl_kern_imp_call_load_helpers.num_agpr, max(0, load_pair_sum.num_agpr, bump_counter.num_agpr)
	.set __clang_ocl_kern_imp_call_load_helpers.numbered_sgpr, max(34, load_pair_sum.numbered_sgpr, bump_counter.numbered_sgpr)
	.set __clang_ocl_kern_imp_call_load_helpers.num_named_barrier, max(0, load_pair_sum.num_named_barrier, bump_counter.num_named_barrier)
	.set __clang_ocl_kern_imp_call_load_helpers.private_seg_size, 16+max(load_pair_sum.private_seg_size, bump_counter.private_seg_size)
	.set __clang_ocl_kern_imp_call_load_helpers.uses_vcc, or(0, load_pair_sum.uses_vcc, bump_counter.uses_vcc)
	.set __clang_ocl_kern_imp_call_load_helpers.uses_flat_scratch, or(0, load_pair_sum.uses_flat_scratch, bump_counter.uses_flat_scratch)
	.set __clang_ocl_kern_imp_call_load_helpers.has_dyn_sized_stack, or(0, load_pair_sum.has_dyn_sized_stack, bump_counter.has_dyn_sized_stack)
	.set __clang_ocl_kern_imp_call_load_helpers.has_recursion, or(0, load_pair_sum.has_recursion, bump_counter.has_recursion)
	.set __clang_ocl_kern_imp_call_load_helpers.has_indirect_call, or(0, load_pair_sum.has_indirect_call, bump_counter.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 324
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 16
; MemoryBound: 0
	.text
	.protected	call_lerp_store         ; -- Begin function call_lerp_store
	.globl	call_lerp_store
	.p2align	8
	.type	call_lerp_store,@function
call_lerp_store:                        ; @call_lerp_store
; %bb.0:
	s_mov_b32 s32, 0
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b128 s[4:7], s[0:1], 0x0
	s_wait_xcnt 0x0
	s_load_b96 s[0:2], s[0:1], 0x10
	v_lshl_or_b32 v7, ttmp9, 6, v0
	s_get_pc_i64 s[8:9]
	s_add_nc_u64 s[8:9], s[8:9], lerp_at@rel64+4
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v4, v7 :: v_dual_mov_b32 v0, s4
	v_dual_mov_b32 v1, s5 :: v_dual_mov_b32 v2, s6
	v_dual_mov_b32 v3, s7 :: v_dual_mov_b32 v5, s2
	s_swap_pc_i64 s[30:31], s[8:9]
	v_dual_mov_b32 v3, v0 :: v_dual_mov_b32 v0, s0
	v_dual_mov_b32 v1, s1 :: v_dual_mov_b32 v2, v7
	v_mov_b32_e32 v4, s2
	s_get_pc_i64 s[4:5]
	s_add_nc_u64 s[4:5], s[4:5], store_scaled@rel64+4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_swap_pc_i64 s[30:31], s[4:5]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel call_lerp_store
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
		.amdhsa_next_free_sgpr 33
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
.Lfunc_end6:
	.size	call_lerp_store, .Lfunc_end6-call_lerp_store
                                        ; -- End function
	.set call_lerp_store.num_vgpr, max(8, lerp_at.num_vgpr, store_scaled.num_vgpr)
	.set call_lerp_store.num_agpr, max(0, lerp_at.num_agpr, store_scaled.num_agpr)
	.set call_lerp_store.numbered_sgpr, max(33, lerp_at.numbered_sgpr, store_scaled.numbered_sgpr)
	.set call_lerp_store.num_named_barrier, max(0, lerp_at.num_named_barrier, store_scaled.num_named_barrier)
	.set call_lerp_store.private_seg_size, 0+max(lerp_at.private_seg_size, store_scaled.private_seg_size)
	.set call_lerp_store.uses_vcc, or(0, lerp_at.uses_vcc, store_scaled.uses_vcc)
	.set call_lerp_store.uses_flat_scratch, or(0, lerp_at.uses_flat_scratch, store_scaled.uses_flat_scratch)
	.set call_lerp_store.has_dyn_sized_stack, or(0, lerp_at.has_dyn_sized_stack, store_scaled.has_dyn_sized_stack)
	.set call_lerp_store.has_recursion, or(0, lerp_at.has_recursion, store_scaled.has_recursion)
	.set call_lerp_store.has_indirect_call, or(0, lerp_at.has_indirect_call, store_scaled.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 148
; TotalNumSgprs: 33
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 33
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
	.protected	__clang_ocl_kern_imp_call_lerp_store ; -- Begin function __clang_ocl_kern_imp_call_lerp_store
	.globl	__clang_ocl_kern_imp_call_lerp_store
	.p2align	2
	.type	__clang_ocl_kern_imp_call_lerp_store,@function
__clang_ocl_kern_imp_call_lerp_store:   ; @__clang_ocl_kern_imp_call_lerp_store
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s2, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b32 s0, -1
	scratch_store_b32 off, v11, s33         ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s0
	v_mov_b32_e32 v9, v4
	v_and_b32_e32 v4, 0x3ff, v31
	v_writelane_b32 v11, s30, 0
	v_dual_mov_b32 v7, v6 :: v_dual_mov_b32 v8, v5
	v_mov_b32_e32 v5, v6
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_or_b32 v10, ttmp9, 6, v4
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], lerp_at@rel64+4
	s_add_co_i32 s32, s32, 16
	v_writelane_b32 v11, s31, 1
	v_mov_b32_e32 v4, v10
	s_swap_pc_i64 s[30:31], s[0:1]
	v_dual_mov_b32 v3, v0 :: v_dual_mov_b32 v0, v9
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], store_scaled@rel64+4
	v_dual_mov_b32 v1, v8 :: v_dual_mov_b32 v2, v10
	v_mov_b32_e32 v4, v7
	v_readlane_b32 s31, v11, 1
	v_readlane_b32 s30, v11, 0
	s_mov_b32 s32, s33
	s_xor_saveexec_b32 s3, -1
	scratch_load_b32 v11, off, s33          ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s3
	s_mov_b32 s33, s2
	s_set_pc_i64 s[0:1]
.Lfunc_end7:
	.size	__clang_ocl_kern_imp_call_lerp_store, .Lfunc_end7-__clang_ocl_kern_imp_call_lerp_store
                                        ; -- End function
	.set __clang_ocl_kern_imp_call_lerp_store.num_vgpr, max(32, lerp_at.num_vgpr, store_scaled.num_vgpr)
	.set __clang_ocl_kern_imp_call_lerp_store.num_agpr, max(0, lerp_at.num_agpr, store_scaled.num_agpr)
	.set __clang_ocl_kern_imp_call_lerp_store.numbered_sgpr, max(34, lerp_at.numbered_sgpr, store_scaled.numbered_sgpr)
	.set __clang_ocl_kern_imp_call_lerp_store.num_named_barrier, max(0, lerp_at.num_named_barrier, store_scaled.num_named_barrier)
	.set __clang_ocl_kern_imp_call_lerp_store.private_seg_size, 16+max(lerp_at.private_seg_size, store_scaled.private_seg_size)
	.set __clang_ocl_kern_imp_call_lerp_store.uses_vcc, or(0, lerp_at.uses_vcc, store_scaled.uses_vcc)
	.set __clang_ocl_kern_imp_call_lerp_store.uses_flat_scratch, or(0, lerp_at.uses_flat_scratch, store_scaled.uses_flat_scratch)
	.set __clang_ocl_kern_imp_call_lerp_store.has_dyn_sized_stack, or(0, lerp_at.has_dyn_sized_stack, store_scaled.has_dyn_sized_stack)
	.set __clang_ocl_kern_imp_call_lerp_store.has_recursion, or(0, lerp_at.has_recursion, store_scaled.has_recursion)
	.set __clang_ocl_kern_imp_call_lerp_store.has_indirect_call, or(0, lerp_at.has_indirect_call, store_scaled.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 208
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 16
; MemoryBound: 0
	.text
	.protected	call_lerp_twice         ; -- Begin function call_lerp_twice
	.globl	call_lerp_twice
	.p2align	8
	.type	call_lerp_twice,@function
call_lerp_twice:                        ; @call_lerp_twice
; %bb.0:
	s_mov_b32 s32, 0
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshl_or_b32 v7, ttmp9, 6, v0
	s_wait_xcnt 0x0
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], lerp_at@rel64+4
	s_wait_kmcnt 0x0
	s_load_b32 s2, s[10:11], ttmp9 offset:0x0 scale_offset
	v_dual_mov_b32 v0, s4 :: v_dual_mov_b32 v1, s5
	v_dual_mov_b32 v2, s6 :: v_dual_mov_b32 v3, s7
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v4, v7 :: v_dual_mov_b32 v5, s2
	s_swap_pc_i64 s[30:31], s[0:1]
	s_sub_f32 s2, 1.0, s2
	v_dual_mov_b32 v8, v0 :: v_dual_add_nc_u32 v4, 1, v7
	v_dual_mov_b32 v0, s6 :: v_dual_mov_b32 v1, s7
	v_dual_mov_b32 v2, s4 :: v_dual_mov_b32 v3, s5
	v_mov_b32_e32 v5, s2
	s_swap_pc_i64 s[30:31], s[0:1]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f32_e32 v0, v8, v0
	global_store_b32 v7, v0, s[8:9] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel call_lerp_twice
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
.Lfunc_end8:
	.size	call_lerp_twice, .Lfunc_end8-call_lerp_twice
                                        ; -- End function
	.set call_lerp_twice.num_vgpr, max(9, lerp_at.num_vgpr)
	.set call_lerp_twice.num_agpr, max(0, lerp_at.num_agpr)
	.set call_lerp_twice.numbered_sgpr, max(33, lerp_at.numbered_sgpr)
	.set call_lerp_twice.num_named_barrier, max(0, lerp_at.num_named_barrier)
	.set call_lerp_twice.private_seg_size, 0+max(lerp_at.private_seg_size)
	.set call_lerp_twice.uses_vcc, or(0, lerp_at.uses_vcc)
	.set call_lerp_twice.uses_flat_scratch, or(0, lerp_at.uses_flat_scratch)
	.set call_lerp_twice.has_dyn_sized_stack, or(0, lerp_at.has_dyn_sized_stack)
	.set call_lerp_twice.has_recursion, or(0, lerp_at.has_recursion)
	.set call_lerp_twice.has_indirect_call, or(0, lerp_at.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 156
; TotalNumSgprs: 33
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 33
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
	.protected	__clang_ocl_kern_imp_call_lerp_twice ; -- Begin function __clang_ocl_kern_imp_call_lerp_twice
	.globl	__clang_ocl_kern_imp_call_lerp_twice
	.p2align	2
	.type	__clang_ocl_kern_imp_call_lerp_twice,@function
__clang_ocl_kern_imp_call_lerp_twice:   ; @__clang_ocl_kern_imp_call_lerp_twice
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s2, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b32 s0, -1
	scratch_store_b32 off, v16, s33         ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s0
	s_mov_b32 s0, ttmp9
	s_mov_b32 s1, 0
	v_dual_mov_b32 v13, v1 :: v_dual_mov_b32 v14, v0
	v_lshl_add_u64 v[0:1], s[0:1], 2, v[6:7]
	v_writelane_b32 v16, s30, 0
	v_dual_mov_b32 v9, v5 :: v_dual_mov_b32 v8, v4
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], lerp_at@rel64+4
	global_load_b32 v7, v[0:1], off
	s_wait_xcnt 0x0
	v_and_b32_e32 v0, 0x3ff, v31
	s_add_co_i32 s32, s32, 16
	v_mov_b32_e32 v1, v13
	v_writelane_b32 v16, s31, 1
	v_dual_mov_b32 v11, v3 :: v_dual_mov_b32 v12, v2
	v_lshl_or_b32 v10, ttmp9, 6, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_dual_mov_b32 v0, v14 :: v_dual_mov_b32 v4, v10
	s_wait_loadcnt 0x0
	v_mov_b32_e32 v5, v7
	s_swap_pc_i64 s[30:31], s[0:1]
	v_dual_mov_b32 v15, v0 :: v_dual_add_nc_u32 v4, 1, v10
	v_dual_sub_f32 v5, 1.0, v7 :: v_dual_mov_b32 v0, v12
	v_dual_mov_b32 v1, v11 :: v_dual_mov_b32 v2, v14
	v_mov_b32_e32 v3, v13
	s_swap_pc_i64 s[30:31], s[0:1]
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_mov_b32 v11, 0 :: v_dual_mul_f32 v2, v15, v0
	v_readlane_b32 s31, v16, 1
	v_readlane_b32 s30, v16, 0
	s_mov_b32 s32, s33
	v_lshl_add_u64 v[0:1], v[10:11], 2, v[8:9]
	global_store_b32 v[0:1], v2, off
	s_wait_xcnt 0x0
	s_xor_saveexec_b32 s0, -1
	scratch_load_b32 v16, off, s33          ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s0
	s_mov_b32 s33, s2
	s_wait_loadcnt 0x0
	s_set_pc_i64 s[30:31]
.Lfunc_end9:
	.size	__clang_ocl_kern_imp_call_lerp_twice, .Lfunc_end9-__clang_ocl_kern_imp_call_lerp_twice
                                        ; -- End function
	.set __clang_ocl_kern_imp_call_lerp_twice.num_vgpr, max(32, lerp_at.num_vgpr)
	.set __clang_ocl_kern_imp_call_lerp_twice.num_agpr, max(0, lerp_at.num_agpr)
	.set __clang_ocl_kern_imp_call_lerp_twice.numbered_sgpr, max(34, lerp_at.numbered_sgpr)
	.set __clang_ocl_kern_imp_call_lerp_twice.num_named_barrier, max(0, lerp_at.num_named_barrier)
	.set __clang_ocl_kern_imp_call_lerp_twice.private_seg_size, 16+max(lerp_at.private_seg_size)
	.set __clang_ocl_kern_imp_call_lerp_twice.uses_vcc, or(0, lerp_at.uses_vcc)
	.set __clang_ocl_kern_imp_call_lerp_twice.uses_flat_scratch, or(0, lerp_at.uses_flat_scratch)
	.set __clang_ocl_kern_imp_call_lerp_twice.has_dyn_sized_stack, or(0, lerp_at.has_dyn_sized_stack)
	.set __clang_ocl_kern_imp_call_lerp_twice.has_recursion, or(0, lerp_at.has_recursion)
	.set __clang_ocl_kern_imp_call_lerp_twice.has_indirect_call, or(0, lerp_at.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 304
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 16
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
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'atomic_uint*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           call_load_helpers
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     33
    .sgpr_spill_count: 0
    .symbol:         call_load_helpers.kd
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
        .type_name:      'float*'
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
      - .offset:         24
        .size:           4
        .type_name:      float
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           call_lerp_store
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     33
    .sgpr_spill_count: 0
    .symbol:         call_lerp_store.kd
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
        .type_name:      'float*'
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
    .max_flat_workgroup_size: 64
    .name:           call_lerp_twice
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     33
    .sgpr_spill_count: 0
    .symbol:         call_lerp_twice.kd
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
