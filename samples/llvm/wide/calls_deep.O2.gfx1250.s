	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.hidden	leaf_gather                     ; -- Begin function leaf_gather
	.globl	leaf_gather
	.p2align	2
	.type	leaf_gather,@function
leaf_gather:                            ; @leaf_gather
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_ashrrev_i32_e32 v5, 31, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_lshl_add_u64 v[2:3], v[4:5], 2, v[2:3]
	global_load_b32 v2, v[2:3], off
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[0:1]
	global_load_b32 v0, v[0:1], off
	s_wait_loadcnt 0x0
	s_set_pc_i64 s[30:31]
.Lfunc_end0:
	.size	leaf_gather, .Lfunc_end0-leaf_gather
                                        ; -- End function
	.set leaf_gather.num_vgpr, 6
	.set leaf_gather.num_agpr, 0
	.set leaf_gather.numbered_sgpr, 32
	.set leaf_gather.num_named_barrier, 0
	.set leaf_gather.private_seg_size, 0
	.set leaf_gather.uses_vcc, 0
	.set leaf_gather.uses_flat_scratch, 0
	.set leaf_gather.has_dyn_sized_stack, 0
	.set leaf_gather.has_recursion, 0
	.set leaf_gather.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 76
; TotalNumSgprs: 32
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	mid_combine                     ; -- Begin function mid_combine
	.globl	mid_combine
	.p2align	2
	.type	mid_combine,@function
mid_combine:                            ; @mid_combine
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s2, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b32 s0, -1
	scratch_store_b32 off, v13, s33         ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s0
	v_dual_mov_b32 v6, v4 :: v_dual_mov_b32 v10, v3
	v_dual_mov_b32 v11, v2 :: v_dual_mov_b32 v9, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_mov_b32 v8, v0 :: v_dual_ashrrev_i32 v7, 31, v6
	v_writelane_b32 v13, s30, 0
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], leaf_gather@rel64+4
	s_add_co_i32 s32, s32, 16
	v_lshl_add_u64 v[0:1], v[6:7], 2, v[8:9]
	v_writelane_b32 v13, s31, 1
	global_load_b32 v12, v[0:1], off
	s_wait_xcnt 0x0
	v_dual_mov_b32 v0, v8 :: v_dual_mov_b32 v1, v9
	s_swap_pc_i64 s[30:31], s[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_dual_mov_b32 v7, v0 :: v_dual_add_nc_u32 v4, 1, v6
	v_dual_mov_b32 v0, v8 :: v_dual_mov_b32 v1, v9
	v_dual_mov_b32 v2, v11 :: v_dual_mov_b32 v3, v10
	s_swap_pc_i64 s[30:31], s[0:1]
	v_mad_u32 v0, v7, v12, v0
	v_readlane_b32 s31, v13, 1
	v_readlane_b32 s30, v13, 0
	s_mov_b32 s32, s33
	s_xor_saveexec_b32 s0, -1
	scratch_load_b32 v13, off, s33          ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s0
	s_mov_b32 s33, s2
	s_wait_loadcnt 0x0
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	mid_combine, .Lfunc_end1-mid_combine
                                        ; -- End function
	.set mid_combine.num_vgpr, max(14, leaf_gather.num_vgpr)
	.set mid_combine.num_agpr, max(0, leaf_gather.num_agpr)
	.set mid_combine.numbered_sgpr, max(34, leaf_gather.numbered_sgpr)
	.set mid_combine.num_named_barrier, max(0, leaf_gather.num_named_barrier)
	.set mid_combine.private_seg_size, 16+max(leaf_gather.private_seg_size)
	.set mid_combine.uses_vcc, or(0, leaf_gather.uses_vcc)
	.set mid_combine.uses_flat_scratch, or(0, leaf_gather.uses_flat_scratch)
	.set mid_combine.has_dyn_sized_stack, or(0, leaf_gather.has_dyn_sized_stack)
	.set mid_combine.has_recursion, or(0, leaf_gather.has_recursion)
	.set mid_combine.has_indirect_call, or(0, leaf_gather.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 244
; TotalNumSgprs: 34
; NumVgprs: 14
; ScratchSize: 16
; MemoryBound: 0
	.text
	.hidden	top_level                       ; -- Begin function top_level
	.globl	top_level
	.p2align	2
	.type	top_level,@function
top_level:                              ; @top_level
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s3, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b32 s0, -1
	scratch_store_b32 off, v20, s33         ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s0
	v_writelane_b32 v20, s30, 0
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], mid_combine@rel64+4
	s_add_co_i32 s32, s32, 16
	v_dual_mov_b32 v19, v6 :: v_dual_mov_b32 v18, v5
	v_writelane_b32 v20, s31, 1
	v_dual_mov_b32 v14, v4 :: v_dual_mov_b32 v17, v1
	v_mov_b32_e32 v16, v0
	s_swap_pc_i64 s[30:31], s[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v15, 31, v14
	v_readlane_b32 s31, v20, 1
	v_readlane_b32 s30, v20, 0
	s_mov_b32 s32, s33
	v_lshlrev_b64_e32 v[2:3], 2, v[14:15]
	v_add_nc_u64_e32 v[4:5], v[18:19], v[2:3]
	v_add_nc_u64_e32 v[2:3], v[16:17], v[2:3]
	global_store_b32 v[4:5], v0, off
	global_load_b32 v1, v[2:3], off offset:8
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x1
	v_add_nc_u32_e32 v0, v1, v0
	s_wait_xcnt 0x0
	s_xor_saveexec_b32 s0, -1
	scratch_load_b32 v20, off, s33          ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s0
	s_mov_b32 s33, s3
	s_wait_loadcnt 0x0
	s_set_pc_i64 s[30:31]
.Lfunc_end2:
	.size	top_level, .Lfunc_end2-top_level
                                        ; -- End function
	.set top_level.num_vgpr, max(21, mid_combine.num_vgpr)
	.set top_level.num_agpr, max(0, mid_combine.num_agpr)
	.set top_level.numbered_sgpr, max(34, mid_combine.numbered_sgpr)
	.set top_level.num_named_barrier, max(0, mid_combine.num_named_barrier)
	.set top_level.private_seg_size, 16+max(mid_combine.private_seg_size)
	.set top_level.uses_vcc, or(0, mid_combine.uses_vcc)
	.set top_level.uses_flat_scratch, or(0, mid_combine.uses_flat_scratch)
	.set top_level.has_dyn_sized_stack, or(0, mid_combine.has_dyn_sized_stack)
	.set top_level.has_recursion, or(0, mid_combine.has_recursion)
	.set top_level.has_indirect_call, or(0, mid_combine.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 216
; TotalNumSgprs: 34
; NumVgprs: 21
; ScratchSize: 32
; MemoryBound: 0
	.text
	.hidden	find_first                      ; -- Begin function find_first
	.globl	find_first
	.p2align	2
	.type	find_first,@function
find_first:                             ; @find_first
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_mov_b32_e32 v4, -1
	s_mov_b32 s1, 0
	s_mov_b32 s0, exec_lo
	v_cmpx_lt_i32_e32 0, v2
	s_cbranch_execz .LBB3_6
; %bb.1:
	s_mov_b32 s2, 0
                                        ; implicit-def: $sgpr3
	s_branch .LBB3_3
.LBB3_2:                                ;   in Loop: Header=BB3_3 Depth=1
	s_or_b32 exec_lo, exec_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s4, exec_lo, s3
	s_or_b32 s2, s4, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execz .LBB3_5
.LBB3_3:                                ; =>This Inner Loop Header: Depth=1
	global_load_b32 v4, v[0:1], off
	s_or_b32 s3, s3, exec_lo
	s_wait_loadcnt 0x0
	v_cmp_ne_u32_e32 vcc_lo, v4, v3
	v_mov_b32_e32 v4, s1
	s_wait_xcnt 0x0
	s_and_saveexec_b32 s4, vcc_lo
	s_cbranch_execz .LBB3_2
; %bb.4:                                ;   in Loop: Header=BB3_3 Depth=1
	s_add_co_i32 s1, s1, 1
	v_add_nc_u64_e32 v[0:1], 4, v[0:1]
	v_cmp_eq_u32_e32 vcc_lo, s1, v2
	v_mov_b32_e32 v4, -1
	s_and_not1_b32 s3, s3, exec_lo
	s_and_b32 s5, vcc_lo, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s3, s3, s5
	s_branch .LBB3_2
.LBB3_5:
	s_or_b32 exec_lo, exec_lo, s2
.LBB3_6:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s0
	v_mov_b32_e32 v0, v4
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	find_first, .Lfunc_end3-find_first
                                        ; -- End function
	.set find_first.num_vgpr, 5
	.set find_first.num_agpr, 0
	.set find_first.numbered_sgpr, 32
	.set find_first.num_named_barrier, 0
	.set find_first.private_seg_size, 0
	.set find_first.uses_vcc, 1
	.set find_first.uses_flat_scratch, 0
	.set find_first.has_dyn_sized_stack, 0
	.set find_first.has_recursion, 0
	.set find_first.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 160
; TotalNumSgprs: 34
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	lds_neighbours                  ; -- Begin function lds_neighbours
	.globl	lds_neighbours
	.p2align	2
	.type	lds_neighbours,@function
lds_neighbours:                         ; @lds_neighbours
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_xor_b32_e32 v2, 1, v1
	v_xor_b32_e32 v3, 2, v1
	v_lshl_add_u32 v4, v1, 1, v1
	v_lshl_add_u32 v1, v1, 2, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshl_add_u32 v2, v2, 2, v0
	v_lshl_add_u32 v0, v3, 2, v0
	ds_store_b32 v1, v4
	; wave barrier
	ds_load_b32 v1, v2
	ds_load_b32 v0, v0
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v0, v0, v1
	s_set_pc_i64 s[30:31]
.Lfunc_end4:
	.size	lds_neighbours, .Lfunc_end4-lds_neighbours
                                        ; -- End function
	.set lds_neighbours.num_vgpr, 5
	.set lds_neighbours.num_agpr, 0
	.set lds_neighbours.numbered_sgpr, 32
	.set lds_neighbours.num_named_barrier, 0
	.set lds_neighbours.private_seg_size, 0
	.set lds_neighbours.uses_vcc, 0
	.set lds_neighbours.uses_flat_scratch, 0
	.set lds_neighbours.has_dyn_sized_stack, 0
	.set lds_neighbours.has_recursion, 0
	.set lds_neighbours.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 88
; TotalNumSgprs: 32
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	many_args                       ; -- Begin function many_args
	.globl	many_args
	.p2align	2
	.type	many_args,@function
many_args:                              ; @many_args
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v15, v11 :: v_dual_mov_b32 v11, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_sub_f32 v4, v4, v5 :: v_dual_add_f32 v5, v15, v12
	v_lshl_add_u64 v[16:17], v[10:11], 2, v[8:9]
	v_add_nc_u32_e32 v10, 1, v10
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f32_e32 v4, v4, v6
	global_load_b32 v16, v[16:17], off
	v_lshl_add_u64 v[8:9], v[10:11], 2, v[8:9]
	global_load_b32 v8, v[8:9], off
	v_add_f32_e32 v3, v2, v3
	s_wait_loadcnt 0x1
	v_dual_mul_f32 v2, v4, v7 :: v_dual_fmac_f32 v0, v1, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v1, v5, v13 :: v_dual_fmac_f32 v2, v0, v3
	v_add_f32_e32 v0, v1, v14
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v2, v8, v0
	v_mov_b32_e32 v0, v2
	s_set_pc_i64 s[30:31]
.Lfunc_end5:
	.size	many_args, .Lfunc_end5-many_args
                                        ; -- End function
	.set many_args.num_vgpr, 18
	.set many_args.num_agpr, 0
	.set many_args.numbered_sgpr, 32
	.set many_args.num_named_barrier, 0
	.set many_args.private_seg_size, 0
	.set many_args.uses_vcc, 0
	.set many_args.uses_flat_scratch, 0
	.set many_args.has_dyn_sized_stack, 0
	.set many_args.has_recursion, 0
	.set many_args.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 140
; TotalNumSgprs: 32
; NumVgprs: 18
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	deep_chain              ; -- Begin function deep_chain
	.globl	deep_chain
	.p2align	8
	.type	deep_chain,@function
deep_chain:                             ; @deep_chain
; %bb.0:
	s_mov_b32 s32, 0
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x0
	s_load_b32 s4, s[0:1], 0x20
	v_lshl_or_b32 v21, ttmp9, 6, v0
	s_wait_xcnt 0x0
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], top_level@rel64+4
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v4, v21 :: v_dual_mov_b32 v0, s8
	v_dual_mov_b32 v1, s9 :: v_dual_mov_b32 v2, s10
	v_dual_mov_b32 v3, s11 :: v_dual_mov_b32 v5, s14
	v_mov_b32_e32 v6, s15
	s_swap_pc_i64 s[30:31], s[0:1]
	v_dual_mov_b32 v3, v0 :: v_dual_lshlrev_b32 v0, 4, v21
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], find_first@rel64+4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v2, s4 :: v_dual_ashrrev_i32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[8:9]
	s_swap_pc_i64 s[30:31], s[0:1]
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v0, v0, v3
	global_store_b32 v21, v0, s[12:13] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel deep_chain
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 32
		.amdhsa_kernarg_size 36
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
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 113
		.amdhsa_next_free_sgpr 34
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
.Lfunc_end6:
	.size	deep_chain, .Lfunc_end6-deep_chain
                                        ; -- End function
	.set deep_chain.num_vgpr, max(22, top_level.num_vgpr, find_first.num_vgpr)
	.set deep_chain.num_agpr, max(0, top_level.num_agpr, find_first.num_agpr)
	.set deep_chain.numbered_sgpr, max(33, top_level.numbered_sgpr, find_first.numbered_sgpr)
	.set deep_chain.num_named_barrier, max(0, top_level.num_named_barrier, find_first.num_named_barrier)
	.set deep_chain.private_seg_size, 0+max(top_level.private_seg_size, find_first.private_seg_size)
	.set deep_chain.uses_vcc, or(1, top_level.uses_vcc, find_first.uses_vcc)
	.set deep_chain.uses_flat_scratch, or(0, top_level.uses_flat_scratch, find_first.uses_flat_scratch)
	.set deep_chain.has_dyn_sized_stack, or(0, top_level.has_dyn_sized_stack, find_first.has_dyn_sized_stack)
	.set deep_chain.has_recursion, or(0, top_level.has_recursion, find_first.has_recursion)
	.set deep_chain.has_indirect_call, or(0, top_level.has_indirect_call, find_first.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 176
; TotalNumSgprs: 36
; NumVgprs: 22
; ScratchSize: 32
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 36
; NumVGPRsForWavesPerEU: 113
; NamedBarCnt: 0
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_deep_chain ; -- Begin function __clang_ocl_kern_imp_deep_chain
	.globl	__clang_ocl_kern_imp_deep_chain
	.p2align	2
	.type	__clang_ocl_kern_imp_deep_chain,@function
__clang_ocl_kern_imp_deep_chain:        ; @__clang_ocl_kern_imp_deep_chain
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s6, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b32 s0, -1
	scratch_store_b32 off, v28, s33         ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s0
	v_mov_b32_e32 v24, v0
	v_and_b32_e32 v0, 0x3ff, v31
	v_writelane_b32 v28, s30, 0
	v_dual_mov_b32 v21, v8 :: v_dual_mov_b32 v23, v5
	v_dual_mov_b32 v22, v4 :: v_dual_mov_b32 v25, v1
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_or_b32 v26, ttmp9, 6, v0
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], top_level@rel64+4
	s_add_co_i32 s32, s32, 16
	v_dual_mov_b32 v5, v6 :: v_dual_mov_b32 v6, v7
	v_dual_mov_b32 v4, v26 :: v_dual_mov_b32 v0, v24
	v_writelane_b32 v28, s31, 1
	s_swap_pc_i64 s[30:31], s[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v3, v0 :: v_dual_lshlrev_b32 v0, 4, v26
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], find_first@rel64+4
	v_dual_mov_b32 v2, v21 :: v_dual_ashrrev_i32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[24:25]
	s_swap_pc_i64 s[30:31], s[0:1]
	v_dual_ashrrev_i32 v27, 31, v26 :: v_dual_add_nc_u32 v2, v0, v3
	v_readlane_b32 s31, v28, 1
	v_readlane_b32 s30, v28, 0
	s_mov_b32 s32, s33
	v_lshl_add_u64 v[0:1], v[26:27], 2, v[22:23]
	global_store_b32 v[0:1], v2, off
	s_wait_xcnt 0x0
	s_xor_saveexec_b32 s0, -1
	scratch_load_b32 v28, off, s33          ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s0
	s_mov_b32 s33, s6
	s_wait_loadcnt 0x0
	s_set_pc_i64 s[30:31]
.Lfunc_end7:
	.size	__clang_ocl_kern_imp_deep_chain, .Lfunc_end7-__clang_ocl_kern_imp_deep_chain
                                        ; -- End function
	.set __clang_ocl_kern_imp_deep_chain.num_vgpr, max(32, top_level.num_vgpr, find_first.num_vgpr)
	.set __clang_ocl_kern_imp_deep_chain.num_agpr, max(0, top_level.num_agpr, find_first.num_agpr)
	.set __clang_ocl_kern_imp_deep_chain.numbered_sgpr, max(34, top_level.numbered_sgpr, find_first.numbered_sgpr)
	.set __clang_ocl_kern_imp_deep_chain.num_named_barrier, max(0, top_level.num_named_barrier, find_first.num_named_barrier)
	.set __clang_ocl_kern_imp_deep_chain.private_seg_size, 16+max(top_level.private_seg_size, find_first.private_seg_size)
	.set __clang_ocl_kern_imp_deep_chain.uses_vcc, or(1, top_level.uses_vcc, find_first.uses_vcc)
	.set __clang_ocl_kern_imp_deep_chain.uses_flat_scratch, or(0, top_level.uses_flat_scratch, find_first.uses_flat_scratch)
	.set __clang_ocl_kern_imp_deep_chain.has_dyn_sized_stack, or(0, top_level.has_dyn_sized_stack, find_first.has_dyn_sized_stack)
	.set __clang_ocl_kern_imp_deep_chain.has_recursion, or(0, top_level.has_recursion, find_first.has_recursion)
	.set __clang_ocl_kern_imp_deep_chain.has_indirect_call, or(0, top_level.has_indirect_call, find_first.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 288
; TotalNumSgprs: 36
; NumVgprs: 32
; ScratchSize: 48
; MemoryBound: 0
	.text
	.protected	deep_lds_call           ; -- Begin function deep_lds_call
	.globl	deep_lds_call
	.p2align	8
	.type	deep_lds_call,@function
deep_lds_call:                          ; @deep_lds_call
; %bb.0:
	s_mov_b32 s32, 0
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b32 s4, s[0:1], 0x0
	s_load_b64 s[2:3], s[0:1], 0x8
	v_mov_b32_e32 v5, v0
	s_wait_xcnt 0x0
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], lds_neighbours@rel64+4
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v0, s4 :: v_dual_mov_b32 v1, v5
	s_swap_pc_i64 s[30:31], s[0:1]
	v_add_nc_u32_e32 v1, 5, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, 63, v1
	v_lshl_add_u32 v1, v1, 2, s4
	ds_load_b32 v1, v1
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v0, v1, v0
	v_lshl_or_b32 v1, ttmp9, 6, v5
	global_store_b32 v1, v0, s[2:3] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel deep_lds_call
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
	.size	deep_lds_call, .Lfunc_end8-deep_lds_call
                                        ; -- End function
	.set deep_lds_call.num_vgpr, max(6, lds_neighbours.num_vgpr)
	.set deep_lds_call.num_agpr, max(0, lds_neighbours.num_agpr)
	.set deep_lds_call.numbered_sgpr, max(33, lds_neighbours.numbered_sgpr)
	.set deep_lds_call.num_named_barrier, max(0, lds_neighbours.num_named_barrier)
	.set deep_lds_call.private_seg_size, 0+max(lds_neighbours.private_seg_size)
	.set deep_lds_call.uses_vcc, or(0, lds_neighbours.uses_vcc)
	.set deep_lds_call.uses_flat_scratch, or(0, lds_neighbours.uses_flat_scratch)
	.set deep_lds_call.has_dyn_sized_stack, or(0, lds_neighbours.has_dyn_sized_stack)
	.set deep_lds_call.has_recursion, or(0, lds_neighbours.has_recursion)
	.set deep_lds_call.has_indirect_call, or(0, lds_neighbours.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 132
; TotalNumSgprs: 33
; NumVgprs: 6
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
	.protected	__clang_ocl_kern_imp_deep_lds_call ; -- Begin function __clang_ocl_kern_imp_deep_lds_call
	.globl	__clang_ocl_kern_imp_deep_lds_call
	.p2align	2
	.type	__clang_ocl_kern_imp_deep_lds_call,@function
__clang_ocl_kern_imp_deep_lds_call:     ; @__clang_ocl_kern_imp_deep_lds_call
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s2, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b32 s0, -1
	scratch_store_b32 off, v7, s33          ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s0
	v_and_b32_e32 v6, 0x3ff, v31
	v_writelane_b32 v7, s30, 0
	v_dual_mov_b32 v9, v2 :: v_dual_mov_b32 v8, v1
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_mov_b32 v5, v0 :: v_dual_mov_b32 v1, v6
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], lds_neighbours@rel64+4
	s_add_co_i32 s32, s32, 16
	v_writelane_b32 v7, s31, 1
	s_swap_pc_i64 s[30:31], s[0:1]
	v_dual_add_nc_u32 v1, 5, v6 :: v_dual_mov_b32 v3, 0
	v_lshl_or_b32 v2, ttmp9, 6, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_readlane_b32 s31, v7, 1
	v_readlane_b32 s30, v7, 0
	v_and_b32_e32 v1, 63, v1
	s_mov_b32 s32, s33
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u32 v1, v1, 2, v5
	ds_load_b32 v1, v1
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v4, v1, v0
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[8:9]
	global_store_b32 v[0:1], v4, off
	s_wait_xcnt 0x0
	s_xor_saveexec_b32 s0, -1
	scratch_load_b32 v7, off, s33           ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s0
	s_mov_b32 s33, s2
	s_wait_loadcnt 0x0
	s_set_pc_i64 s[30:31]
.Lfunc_end9:
	.size	__clang_ocl_kern_imp_deep_lds_call, .Lfunc_end9-__clang_ocl_kern_imp_deep_lds_call
                                        ; -- End function
	.set __clang_ocl_kern_imp_deep_lds_call.num_vgpr, max(32, lds_neighbours.num_vgpr)
	.set __clang_ocl_kern_imp_deep_lds_call.num_agpr, max(0, lds_neighbours.num_agpr)
	.set __clang_ocl_kern_imp_deep_lds_call.numbered_sgpr, max(34, lds_neighbours.numbered_sgpr)
	.set __clang_ocl_kern_imp_deep_lds_call.num_named_barrier, max(0, lds_neighbours.num_named_barrier)
	.set __clang_ocl_kern_imp_deep_lds_call.private_seg_size, 16+max(lds_neighbours.private_seg_size)
	.set __clang_ocl_kern_imp_deep_lds_call.uses_vcc, or(0, lds_neighbours.uses_vcc)
	.set __clang_ocl_kern_imp_deep_lds_call.uses_flat_scratch, or(0, lds_neighbours.uses_flat_scratch)
	.set __clang_ocl_kern_imp_deep_lds_call.has_dyn_sized_stack, or(0, lds_neighbours.has_dyn_sized_stack)
	.set __clang_ocl_kern_imp_deep_lds_call.has_recursion, or(0, lds_neighbours.has_recursion)
	.set __clang_ocl_kern_imp_deep_lds_call.has_indirect_call, or(0, lds_neighbours.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 248
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 16
; MemoryBound: 0
	.text
	.protected	deep_spill_call         ; -- Begin function deep_spill_call
	.globl	deep_spill_call
	.p2align	8
	.type	deep_spill_call,@function
deep_spill_call:                        ; @deep_spill_call
; %bb.0:
	s_mov_b32 s32, 0
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b128 s[0:3], s[0:1], 0x0
	v_lshl_or_b32 v18, ttmp9, 6, v0
	s_get_pc_i64 s[4:5]
	s_add_nc_u64 s[4:5], s[4:5], many_args@rel64+4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x1000, v18
	v_dual_mov_b32 v10, v18 :: v_dual_add_nc_u32 v1, 0x2000, v18
	v_add_nc_u32_e32 v2, 0x3000, v18
	v_add_nc_u32_e32 v3, 0x4000, v18
	v_add_nc_u32_e32 v4, 0x5000, v18
	v_add_nc_u32_e32 v5, 0x6000, v18
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v8, s0 :: v_dual_add_nc_u32 v7, 0x7000, v18
	v_mov_b32_e32 v9, s1
	s_clause 0x7
	global_load_b32 v19, v18, s[0:1] scale_offset
	global_load_b32 v20, v0, s[0:1] scale_offset
	global_load_b32 v21, v1, s[0:1] scale_offset
	global_load_b32 v22, v2, s[0:1] scale_offset
	global_load_b32 v14, v3, s[0:1] scale_offset
	global_load_b32 v13, v4, s[0:1] scale_offset
	global_load_b32 v6, v5, s[0:1] scale_offset
	global_load_b32 v23, v7, s[0:1] scale_offset
	s_wait_loadcnt 0x6
	s_wait_xcnt 0x5
	v_dual_mov_b32 v0, v19 :: v_dual_mov_b32 v1, v20
	s_wait_loadcnt 0x4
	s_wait_xcnt 0x3
	v_dual_mov_b32 v2, v21 :: v_dual_mov_b32 v3, v22
	s_wait_loadcnt 0x2
	s_wait_xcnt 0x1
	v_dual_mov_b32 v4, v14 :: v_dual_mov_b32 v5, v13
	s_wait_loadcnt 0x0
	v_dual_mov_b32 v12, v6 :: v_dual_mov_b32 v7, v23
	v_mov_b32_e32 v11, v23
	s_swap_pc_i64 s[30:31], s[4:5]
	v_dual_mov_b32 v24, v0 :: v_dual_add_nc_u32 v10, 1, v18
	v_dual_mov_b32 v0, v23 :: v_dual_mov_b32 v1, v6
	v_dual_mov_b32 v2, v13 :: v_dual_mov_b32 v3, v14
	v_dual_mov_b32 v4, v22 :: v_dual_mov_b32 v5, v21
	v_dual_mov_b32 v6, v20 :: v_dual_mov_b32 v7, v19
	v_dual_mov_b32 v8, s0 :: v_dual_mov_b32 v9, s1
	v_dual_mov_b32 v11, v24 :: v_dual_mov_b32 v12, v20
	v_dual_mov_b32 v13, v21 :: v_dual_mov_b32 v14, v22
	s_swap_pc_i64 s[30:31], s[4:5]
	v_add_f32_e32 v0, v24, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v0, v19, v23
	global_store_b32 v18, v0, s[2:3] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel deep_spill_call
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
.Lfunc_end10:
	.size	deep_spill_call, .Lfunc_end10-deep_spill_call
                                        ; -- End function
	.set deep_spill_call.num_vgpr, max(25, many_args.num_vgpr)
	.set deep_spill_call.num_agpr, max(0, many_args.num_agpr)
	.set deep_spill_call.numbered_sgpr, max(33, many_args.numbered_sgpr)
	.set deep_spill_call.num_named_barrier, max(0, many_args.num_named_barrier)
	.set deep_spill_call.private_seg_size, 0+max(many_args.private_seg_size)
	.set deep_spill_call.uses_vcc, or(0, many_args.uses_vcc)
	.set deep_spill_call.uses_flat_scratch, or(0, many_args.uses_flat_scratch)
	.set deep_spill_call.has_dyn_sized_stack, or(0, many_args.has_dyn_sized_stack)
	.set deep_spill_call.has_recursion, or(0, many_args.has_recursion)
	.set deep_spill_call.has_indirect_call, or(0, many_args.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 388
; TotalNumSgprs: 33
; NumVgprs: 25
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
	.protected	__clang_ocl_kern_imp_deep_spill_call ; -- Begin function __clang_ocl_kern_imp_deep_spill_call
	.globl	__clang_ocl_kern_imp_deep_spill_call
	.p2align	2
	.type	__clang_ocl_kern_imp_deep_spill_call,@function
__clang_ocl_kern_imp_deep_spill_call:   ; @__clang_ocl_kern_imp_deep_spill_call
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s2, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b32 s0, -1
	scratch_store_b32 off, v34, s33         ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s0
	v_dual_mov_b32 v21, v1 :: v_dual_mov_b32 v20, v0
	v_and_b32_e32 v0, 0x3ff, v31
	v_dual_mov_b32 v19, v3 :: v_dual_mov_b32 v18, v2
	v_writelane_b32 v34, s30, 0
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], many_args@rel64+4
	v_lshl_or_b32 v22, ttmp9, 6, v0
	v_mov_b32_e32 v23, 0
	s_add_co_i32 s32, s32, 16
	v_writelane_b32 v34, s31, 1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v0, 0x1000, v22
	v_lshlrev_b64_e32 v[30:31], 2, v[22:23]
	v_dual_mov_b32 v1, v23 :: v_dual_mov_b32 v3, v23
	v_dual_mov_b32 v9, v23 :: v_dual_add_nc_u32 v2, 0x2000, v22
	v_dual_mov_b32 v5, v23 :: v_dual_mov_b32 v7, v23
	v_dual_mov_b32 v11, v23 :: v_dual_add_nc_u32 v4, 0x3000, v22
	v_add_nc_u64_e32 v[16:17], v[20:21], v[30:31]
	v_dual_mov_b32 v13, v23 :: v_dual_add_nc_u32 v6, 0x4000, v22
	v_add_nc_u32_e32 v8, 0x5000, v22
	v_add_nc_u32_e32 v10, 0x6000, v22
	v_add_nc_u32_e32 v12, 0x7000, v22
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[20:21]
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[20:21]
	v_lshl_add_u64 v[4:5], v[4:5], 2, v[20:21]
	v_lshl_add_u64 v[28:29], v[6:7], 2, v[20:21]
	v_lshl_add_u64 v[8:9], v[8:9], 2, v[20:21]
	v_lshl_add_u64 v[10:11], v[10:11], 2, v[20:21]
	v_lshl_add_u64 v[32:33], v[12:13], 2, v[20:21]
	s_clause 0x7
	global_load_b32 v23, v[16:17], off
	global_load_b32 v24, v[0:1], off
	global_load_b32 v25, v[2:3], off
	global_load_b32 v26, v[4:5], off
	global_load_b32 v14, v[28:29], off
	global_load_b32 v13, v[8:9], off
	global_load_b32 v6, v[10:11], off
	global_load_b32 v27, v[32:33], off
	s_wait_xcnt 0x1
	v_dual_mov_b32 v8, v20 :: v_dual_mov_b32 v10, v22
	s_wait_loadcnt 0x7
	v_dual_mov_b32 v9, v21 :: v_dual_mov_b32 v0, v23
	s_wait_loadcnt 0x5
	v_dual_mov_b32 v1, v24 :: v_dual_mov_b32 v2, v25
	s_wait_loadcnt 0x3
	v_dual_mov_b32 v3, v26 :: v_dual_mov_b32 v4, v14
	s_wait_loadcnt 0x1
	v_dual_mov_b32 v5, v13 :: v_dual_mov_b32 v12, v6
	s_wait_loadcnt 0x0
	v_dual_mov_b32 v7, v27 :: v_dual_mov_b32 v11, v27
	s_swap_pc_i64 s[30:31], s[0:1]
	v_dual_mov_b32 v28, v0 :: v_dual_add_nc_u32 v10, 1, v22
	v_dual_mov_b32 v0, v27 :: v_dual_mov_b32 v1, v6
	v_dual_mov_b32 v2, v13 :: v_dual_mov_b32 v3, v14
	v_dual_mov_b32 v4, v26 :: v_dual_mov_b32 v5, v25
	v_dual_mov_b32 v6, v24 :: v_dual_mov_b32 v7, v23
	v_dual_mov_b32 v8, v20 :: v_dual_mov_b32 v9, v21
	v_dual_mov_b32 v11, v28 :: v_dual_mov_b32 v12, v24
	v_dual_mov_b32 v13, v25 :: v_dual_mov_b32 v14, v26
	s_swap_pc_i64 s[30:31], s[0:1]
	v_add_f32_e32 v2, v28, v0
	v_add_nc_u64_e32 v[0:1], v[18:19], v[30:31]
	v_readlane_b32 s31, v34, 1
	v_readlane_b32 s30, v34, 0
	s_mov_b32 s32, s33
	v_fmac_f32_e32 v2, v23, v27
	global_store_b32 v[0:1], v2, off
	s_wait_xcnt 0x0
	s_xor_saveexec_b32 s0, -1
	scratch_load_b32 v34, off, s33          ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s0
	s_mov_b32 s33, s2
	s_wait_loadcnt 0x0
	s_set_pc_i64 s[30:31]
.Lfunc_end11:
	.size	__clang_ocl_kern_imp_deep_spill_call, .Lfunc_end11-__clang_ocl_kern_imp_deep_spill_call
                                        ; -- End function
	.set __clang_ocl_kern_imp_deep_spill_call.num_vgpr, max(35, many_args.num_vgpr)
	.set __clang_ocl_kern_imp_deep_spill_call.num_agpr, max(0, many_args.num_agpr)
	.set __clang_ocl_kern_imp_deep_spill_call.numbered_sgpr, max(34, many_args.numbered_sgpr)
	.set __clang_ocl_kern_imp_deep_spill_call.num_named_barrier, max(0, many_args.num_named_barrier)
	.set __clang_ocl_kern_imp_deep_spill_call.private_seg_size, 16+max(many_args.private_seg_size)
	.set __clang_ocl_kern_imp_deep_spill_call.uses_vcc, or(0, many_args.uses_vcc)
	.set __clang_ocl_kern_imp_deep_spill_call.uses_flat_scratch, or(0, many_args.uses_flat_scratch)
	.set __clang_ocl_kern_imp_deep_spill_call.has_dyn_sized_stack, or(0, many_args.has_dyn_sized_stack)
	.set __clang_ocl_kern_imp_deep_spill_call.has_recursion, or(0, many_args.has_recursion)
	.set __clang_ocl_kern_imp_deep_spill_call.has_indirect_call, or(0, many_args.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 612
; TotalNumSgprs: 34
; NumVgprs: 35
; ScratchSize: 16
; MemoryBound: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 35
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
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           deep_chain
    .private_segment_fixed_size: 32
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     36
    .sgpr_spill_count: 0
    .symbol:         deep_chain.kd
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .address_space:  local
        .offset:         0
        .pointee_align:  4
        .size:           4
        .type_name:      'int*'
        .value_kind:     dynamic_shared_pointer
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
    .name:           deep_lds_call
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     33
    .sgpr_spill_count: 0
    .symbol:         deep_lds_call.kd
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
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           deep_spill_call
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     33
    .sgpr_spill_count: 0
    .symbol:         deep_spill_call.kd
    .uses_dynamic_stack: false
    .vgpr_count:     25
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
