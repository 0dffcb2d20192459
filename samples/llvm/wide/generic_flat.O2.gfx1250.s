	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.hidden	gen_sum3                        ; -- Begin function gen_sum3
	.globl	gen_sum3
	.p2align	2
	.type	gen_sum3,@function
gen_sum3:                               ; @gen_sum3
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_ashrrev_i32_e32 v3, 31, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[0:1]
	flat_load_b96 v[0:2], v[0:1]
	s_wait_loadcnt_dscnt 0x0
	s_wait_xcnt 0x0
	v_add3_u32 v0, v1, v0, v2
	s_set_pc_i64 s[30:31]
.Lfunc_end0:
	.size	gen_sum3, .Lfunc_end0-gen_sum3
                                        ; -- End function
	.set gen_sum3.num_vgpr, 4
	.set gen_sum3.num_agpr, 0
	.set gen_sum3.numbered_sgpr, 32
	.set gen_sum3.num_named_barrier, 0
	.set gen_sum3.private_seg_size, 0
	.set gen_sum3.uses_vcc, 0
	.set gen_sum3.uses_flat_scratch, 0
	.set gen_sum3.has_dyn_sized_stack, 0
	.set gen_sum3.has_recursion, 0
	.set gen_sum3.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 56
; TotalNumSgprs: 32
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	gen_store_inc                   ; -- Begin function gen_store_inc
	.globl	gen_store_inc
	.p2align	2
	.type	gen_store_inc,@function
gen_store_inc:                          ; @gen_store_inc
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v4, v3 :: v_dual_ashrrev_i32 v3, 31, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[0:1]
	v_add_nc_u64_e32 v[2:3], 4, v[0:1]
	flat_load_b32 v2, v[2:3]
	s_wait_loadcnt_dscnt 0x0
	v_add_nc_u32_e32 v5, v2, v4
	flat_store_b64 v[0:1], v[4:5]
	s_wait_dscnt 0x0
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	gen_store_inc, .Lfunc_end1-gen_store_inc
                                        ; -- End function
	.set gen_store_inc.num_vgpr, 6
	.set gen_store_inc.num_agpr, 0
	.set gen_store_inc.numbered_sgpr, 32
	.set gen_store_inc.num_named_barrier, 0
	.set gen_store_inc.private_seg_size, 0
	.set gen_store_inc.uses_vcc, 0
	.set gen_store_inc.uses_flat_scratch, 0
	.set gen_store_inc.has_dyn_sized_stack, 0
	.set gen_store_inc.has_recursion, 0
	.set gen_store_inc.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 72
; TotalNumSgprs: 32
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	gen_atomic                      ; -- Begin function gen_atomic
	.globl	gen_atomic
	.p2align	2
	.type	gen_atomic,@function
gen_atomic:                             ; @gen_atomic
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_wait_storecnt 0x0
	flat_atomic_add_u32 v0, v[0:1], v2 th:TH_ATOMIC_RETURN
	s_wait_loadcnt_dscnt 0x0
	s_set_pc_i64 s[30:31]
.Lfunc_end2:
	.size	gen_atomic, .Lfunc_end2-gen_atomic
                                        ; -- End function
	.set gen_atomic.num_vgpr, 3
	.set gen_atomic.num_agpr, 0
	.set gen_atomic.numbered_sgpr, 32
	.set gen_atomic.num_named_barrier, 0
	.set gen_atomic.private_seg_size, 0
	.set gen_atomic.uses_vcc, 0
	.set gen_atomic.uses_flat_scratch, 0
	.set gen_atomic.has_dyn_sized_stack, 0
	.set gen_atomic.has_recursion, 0
	.set gen_atomic.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 32
; TotalNumSgprs: 32
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	flat_from_global        ; -- Begin function flat_from_global
	.globl	flat_from_global
	.p2align	8
	.type	flat_from_global,@function
flat_from_global:                       ; @flat_from_global
; %bb.0:
	s_mov_b32 s32, 0
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b128 s[0:3], s[0:1], 0x0
	v_mov_b32_e32 v6, v0
	s_get_pc_i64 s[4:5]
	s_add_nc_u64 s[4:5], s[4:5], gen_sum3@rel64+4
	s_wait_kmcnt 0x0
	v_mov_b32_e32 v0, s0
	v_lshl_or_b32 v7, ttmp9, 6, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_dual_mov_b32 v1, s1 :: v_dual_mov_b32 v2, v7
	s_swap_pc_i64 s[30:31], s[4:5]
	s_add_nc_u64 s[4:5], s[0:1], 0x8000
	v_dual_mov_b32 v8, v0 :: v_dual_mov_b32 v0, s4
	v_dual_mov_b32 v1, s5 :: v_dual_mov_b32 v2, v7
	s_get_pc_i64 s[6:7]
	s_add_nc_u64 s[6:7], s[6:7], gen_store_inc@rel64+4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mov_b32_e32 v3, v8
	s_swap_pc_i64 s[30:31], s[6:7]
	v_dual_mov_b32 v1, 0 :: v_dual_bitop2_b32 v0, 15, v6 bitop3:0x40
	v_dual_mov_b32 v2, v8 :: v_dual_lshlrev_b32 v0, 2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_nc_u64_e32 v[0:1], s[0:1], v[0:1]
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], gen_atomic@rel64+4
	v_add_nc_u64_e32 v[0:1], 0x10000, v[0:1]
	s_swap_pc_i64 s[30:31], s[0:1]
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v0, v0, v8
	global_store_b32 v7, v0, s[2:3] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel flat_from_global
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
.Lfunc_end3:
	.size	flat_from_global, .Lfunc_end3-flat_from_global
                                        ; -- End function
	.set flat_from_global.num_vgpr, max(9, gen_sum3.num_vgpr, gen_store_inc.num_vgpr, gen_atomic.num_vgpr)
	.set flat_from_global.num_agpr, max(0, gen_sum3.num_agpr, gen_store_inc.num_agpr, gen_atomic.num_agpr)
	.set flat_from_global.numbered_sgpr, max(33, gen_sum3.numbered_sgpr, gen_store_inc.numbered_sgpr, gen_atomic.numbered_sgpr)
	.set flat_from_global.num_named_barrier, max(0, gen_sum3.num_named_barrier, gen_store_inc.num_named_barrier, gen_atomic.num_named_barrier)
	.set flat_from_global.private_seg_size, 0+max(gen_sum3.private_seg_size, gen_store_inc.private_seg_size, gen_atomic.private_seg_size)
	.set flat_from_global.uses_vcc, or(0, gen_sum3.uses_vcc, gen_store_inc.uses_vcc, gen_atomic.uses_vcc)
	.set flat_from_global.uses_flat_scratch, or(0, gen_sum3.uses_flat_scratch, gen_store_inc.uses_flat_scratch, gen_atomic.uses_flat_scratch)
	.set flat_from_global.has_dyn_sized_stack, or(0, gen_sum3.has_dyn_sized_stack, gen_store_inc.has_dyn_sized_stack, gen_atomic.has_dyn_sized_stack)
	.set flat_from_global.has_recursion, or(0, gen_sum3.has_recursion, gen_store_inc.has_recursion, gen_atomic.has_recursion)
	.set flat_from_global.has_indirect_call, or(0, gen_sum3.has_indirect_call, gen_store_inc.has_indirect_call, gen_atomic.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 212
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
	.protected	__clang_ocl_kern_imp_flat_from_global ; -- Begin function __clang_ocl_kern_imp_flat_from_global
	.globl	__clang_ocl_kern_imp_flat_from_global
	.p2align	2
	.type	__clang_ocl_kern_imp_flat_from_global,@function
__clang_ocl_kern_imp_flat_from_global:  ; @__clang_ocl_kern_imp_flat_from_global
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s2, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b32 s0, -1
	scratch_store_b32 off, v13, s33         ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s0
	v_dual_mov_b32 v9, v1 :: v_dual_mov_b32 v8, v0
	v_and_b32_e32 v0, 0x3ff, v31
	v_writelane_b32 v13, s30, 0
	v_dual_mov_b32 v7, v3 :: v_dual_mov_b32 v6, v2
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], gen_sum3@rel64+4
	v_lshl_or_b32 v10, ttmp9, 6, v0
	v_mov_b32_e32 v0, v8
	s_add_co_i32 s32, s32, 16
	v_writelane_b32 v13, s31, 1
	s_delay_alu instid0(VALU_DEP_3)
	v_mov_b32_e32 v2, v10
	s_swap_pc_i64 s[30:31], s[0:1]
	v_dual_mov_b32 v12, v0 :: v_dual_mov_b32 v2, v10
	v_add_nc_u64_e32 v[0:1], 0x8000, v[8:9]
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], gen_store_inc@rel64+4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_mov_b32_e32 v3, v12
	s_swap_pc_i64 s[30:31], s[0:1]
	v_dual_mov_b32 v1, 0 :: v_dual_bitop2_b32 v0, 15, v31 bitop3:0x40
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], gen_atomic@rel64+4
	v_dual_mov_b32 v2, v12 :: v_dual_lshlrev_b32 v0, 2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u64_e32 v[0:1], v[8:9], v[0:1]
	v_add_nc_u64_e32 v[0:1], 0x10000, v[0:1]
	s_swap_pc_i64 s[30:31], s[0:1]
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_ashrrev_i32 v11, 31, v10 :: v_dual_add_nc_u32 v2, v0, v12
	v_readlane_b32 s31, v13, 1
	v_readlane_b32 s30, v13, 0
	s_mov_b32 s32, s33
	v_lshl_add_u64 v[0:1], v[10:11], 2, v[6:7]
	global_store_b32 v[0:1], v2, off
	s_wait_xcnt 0x0
	s_xor_saveexec_b32 s0, -1
	scratch_load_b32 v13, off, s33          ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s0
	s_mov_b32 s33, s2
	s_wait_loadcnt 0x0
	s_set_pc_i64 s[30:31]
.Lfunc_end4:
	.size	__clang_ocl_kern_imp_flat_from_global, .Lfunc_end4-__clang_ocl_kern_imp_flat_from_global
                                        ; -- End function
	.set __clang_ocl_kern_imp_flat_from_global.num_vgpr, max(32, gen_sum3.num_vgpr, gen_store_inc.num_vgpr, gen_atomic.num_vgpr)
	.set __clang_ocl_kern_imp_flat_from_global.num_agpr, max(0, gen_sum3.num_agpr, gen_store_inc.num_agpr, gen_atomic.num_agpr)
	.set __clang_ocl_kern_imp_flat_from_global.numbered_sgpr, max(34, gen_sum3.numbered_sgpr, gen_store_inc.numbered_sgpr, gen_atomic.numbered_sgpr)
	.set __clang_ocl_kern_imp_flat_from_global.num_named_barrier, max(0, gen_sum3.num_named_barrier, gen_store_inc.num_named_barrier, gen_atomic.num_named_barrier)
	.set __clang_ocl_kern_imp_flat_from_global.private_seg_size, 16+max(gen_sum3.private_seg_size, gen_store_inc.private_seg_size, gen_atomic.private_seg_size)
	.set __clang_ocl_kern_imp_flat_from_global.uses_vcc, or(0, gen_sum3.uses_vcc, gen_store_inc.uses_vcc, gen_atomic.uses_vcc)
	.set __clang_ocl_kern_imp_flat_from_global.uses_flat_scratch, or(0, gen_sum3.uses_flat_scratch, gen_store_inc.uses_flat_scratch, gen_atomic.uses_flat_scratch)
	.set __clang_ocl_kern_imp_flat_from_global.has_dyn_sized_stack, or(0, gen_sum3.has_dyn_sized_stack, gen_store_inc.has_dyn_sized_stack, gen_atomic.has_dyn_sized_stack)
	.set __clang_ocl_kern_imp_flat_from_global.has_recursion, or(0, gen_sum3.has_recursion, gen_store_inc.has_recursion, gen_atomic.has_recursion)
	.set __clang_ocl_kern_imp_flat_from_global.has_indirect_call, or(0, gen_sum3.has_indirect_call, gen_store_inc.has_indirect_call, gen_atomic.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 328
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 16
; MemoryBound: 0
	.text
	.protected	flat_from_local         ; -- Begin function flat_from_local
	.globl	flat_from_local
	.p2align	8
	.type	flat_from_local,@function
flat_from_local:                        ; @flat_from_local
; %bb.0:
	s_mov_b32 s32, 0
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b128 s[4:7], s[0:1], 0x8
	s_mov_b64 s[2:3], src_shared_base
	v_mov_b32_e32 v6, v0
	s_load_b32 s2, s[0:1], 0x0
	s_wait_xcnt 0x0
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], gen_sum3@rel64+4
	v_lshl_or_b32 v7, ttmp9, 6, v6
	s_wait_kmcnt 0x0
	global_load_b32 v0, v7, s[4:5] scale_offset
	v_lshl_add_u32 v1, v6, 2, s2
	s_wait_loadcnt 0x0
	ds_store_b32 v1, v0
	v_dual_mov_b32 v1, s3 :: v_dual_bitop2_b32 v2, 60, v6 bitop3:0x40
	v_mov_b32_e32 v0, s2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_swap_pc_i64 s[30:31], s[0:1]
	s_add_co_i32 s4, s2, 0x100
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_dual_mov_b32 v3, v0 :: v_dual_mov_b32 v0, s4
	v_dual_mov_b32 v1, s3 :: v_dual_mov_b32 v2, v6
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], gen_store_inc@rel64+4
	s_swap_pc_i64 s[30:31], s[0:1]
	s_barrier_signal -1
	v_dual_mov_b32 v1, s3 :: v_dual_add_nc_u32 v0, 1, v6
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], gen_atomic@rel64+4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v2, 1 :: v_dual_bitop2_b32 v0, 63, v0 bitop3:0x40
	v_lshl_add_u32 v0, v0, 2, s2
	s_barrier_wait -1
	ds_load_b32 v3, v0 offset:256
	v_mov_b32_e32 v0, s2
	s_swap_pc_i64 s[30:31], s[0:1]
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v0, v0, v3
	global_store_b32 v7, v0, s[6:7] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel flat_from_local
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
.Lfunc_end5:
	.size	flat_from_local, .Lfunc_end5-flat_from_local
                                        ; -- End function
	.set flat_from_local.num_vgpr, max(8, gen_sum3.num_vgpr, gen_store_inc.num_vgpr, gen_atomic.num_vgpr)
	.set flat_from_local.num_agpr, max(0, gen_sum3.num_agpr, gen_store_inc.num_agpr, gen_atomic.num_agpr)
	.set flat_from_local.numbered_sgpr, max(33, gen_sum3.numbered_sgpr, gen_store_inc.numbered_sgpr, gen_atomic.numbered_sgpr)
	.set flat_from_local.num_named_barrier, max(0, gen_sum3.num_named_barrier, gen_store_inc.num_named_barrier, gen_atomic.num_named_barrier)
	.set flat_from_local.private_seg_size, 0+max(gen_sum3.private_seg_size, gen_store_inc.private_seg_size, gen_atomic.private_seg_size)
	.set flat_from_local.uses_vcc, or(0, gen_sum3.uses_vcc, gen_store_inc.uses_vcc, gen_atomic.uses_vcc)
	.set flat_from_local.uses_flat_scratch, or(0, gen_sum3.uses_flat_scratch, gen_store_inc.uses_flat_scratch, gen_atomic.uses_flat_scratch)
	.set flat_from_local.has_dyn_sized_stack, or(0, gen_sum3.has_dyn_sized_stack, gen_store_inc.has_dyn_sized_stack, gen_atomic.has_dyn_sized_stack)
	.set flat_from_local.has_recursion, or(0, gen_sum3.has_recursion, gen_store_inc.has_recursion, gen_atomic.has_recursion)
	.set flat_from_local.has_indirect_call, or(0, gen_sum3.has_indirect_call, gen_store_inc.has_indirect_call, gen_atomic.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 276
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
	.protected	__clang_ocl_kern_imp_flat_from_local ; -- Begin function __clang_ocl_kern_imp_flat_from_local
	.globl	__clang_ocl_kern_imp_flat_from_local
	.p2align	2
	.type	__clang_ocl_kern_imp_flat_from_local,@function
__clang_ocl_kern_imp_flat_from_local:   ; @__clang_ocl_kern_imp_flat_from_local
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s4, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b32 s0, -1
	scratch_store_b32 off, v12, s33         ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s0
	v_and_b32_e32 v7, 0x3ff, v31
	v_dual_mov_b32 v9, v4 :: v_dual_mov_b32 v8, v3
	v_dual_mov_b32 v3, v2 :: v_dual_mov_b32 v2, v1
	v_dual_mov_b32 v6, v0 :: v_dual_mov_b32 v1, 0
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_or_b32 v0, ttmp9, 6, v7
	s_mov_b64 s[0:1], src_shared_base
	v_writelane_b32 v12, s30, 0
	s_get_pc_i64 s[2:3]
	s_add_nc_u64 s[2:3], s[2:3], gen_sum3@rel64+4
	s_add_co_i32 s32, s32, 16
	v_lshlrev_b64_e32 v[10:11], 2, v[0:1]
	v_writelane_b32 v12, s31, 1
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u64_e32 v[0:1], v[2:3], v[10:11]
	v_and_b32_e32 v2, 60, v31
	global_load_b32 v0, v[0:1], off
	s_wait_xcnt 0x0
	v_lshl_add_u32 v1, v7, 2, v6
	s_wait_loadcnt 0x0
	ds_store_b32 v1, v0
	v_dual_mov_b32 v1, s1 :: v_dual_mov_b32 v0, v6
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_swap_pc_i64 s[30:31], s[2:3]
	v_dual_mov_b32 v3, v0 :: v_dual_add_nc_u32 v0, 0x100, v6
	v_dual_mov_b32 v1, s1 :: v_dual_mov_b32 v2, v7
	s_get_pc_i64 s[2:3]
	s_add_nc_u64 s[2:3], s[2:3], gen_store_inc@rel64+4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_swap_pc_i64 s[30:31], s[2:3]
	s_barrier_signal -1
	v_dual_mov_b32 v1, s1 :: v_dual_add_nc_u32 v0, 1, v7
	s_get_pc_i64 s[2:3]
	s_add_nc_u64 s[2:3], s[2:3], gen_atomic@rel64+4
	v_dual_mov_b32 v2, 1 :: v_dual_bitop2_b32 v0, 63, v0 bitop3:0x40
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u32 v0, v0, 2, v6
	s_barrier_wait -1
	ds_load_b32 v4, v0 offset:256
	v_mov_b32_e32 v0, v6
	s_swap_pc_i64 s[30:31], s[2:3]
	v_add_nc_u64_e32 v[2:3], v[8:9], v[10:11]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u32_e32 v0, v0, v4
	v_readlane_b32 s31, v12, 1
	v_readlane_b32 s30, v12, 0
	s_mov_b32 s32, s33
	global_store_b32 v[2:3], v0, off
	s_wait_xcnt 0x0
	s_xor_saveexec_b32 s0, -1
	scratch_load_b32 v12, off, s33          ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s0
	s_mov_b32 s33, s4
	s_wait_loadcnt 0x0
	s_set_pc_i64 s[30:31]
.Lfunc_end6:
	.size	__clang_ocl_kern_imp_flat_from_local, .Lfunc_end6-__clang_ocl_kern_imp_flat_from_local
                                        ; -- End function
	.set __clang_ocl_kern_imp_flat_from_local.num_vgpr, max(32, gen_sum3.num_vgpr, gen_store_inc.num_vgpr, gen_atomic.num_vgpr)
	.set __clang_ocl_kern_imp_flat_from_local.num_agpr, max(0, gen_sum3.num_agpr, gen_store_inc.num_agpr, gen_atomic.num_agpr)
	.set __clang_ocl_kern_imp_flat_from_local.numbered_sgpr, max(34, gen_sum3.numbered_sgpr, gen_store_inc.numbered_sgpr, gen_atomic.numbered_sgpr)
	.set __clang_ocl_kern_imp_flat_from_local.num_named_barrier, max(0, gen_sum3.num_named_barrier, gen_store_inc.num_named_barrier, gen_atomic.num_named_barrier)
	.set __clang_ocl_kern_imp_flat_from_local.private_seg_size, 16+max(gen_sum3.private_seg_size, gen_store_inc.private_seg_size, gen_atomic.private_seg_size)
	.set __clang_ocl_kern_imp_flat_from_local.uses_vcc, or(0, gen_sum3.uses_vcc, gen_store_inc.uses_vcc, gen_atomic.uses_vcc)
	.set __clang_ocl_kern_imp_flat_from_local.uses_flat_scratch, or(0, gen_sum3.uses_flat_scratch, gen_store_inc.uses_flat_scratch, gen_atomic.uses_flat_scratch)
	.set __clang_ocl_kern_imp_flat_from_local.has_dyn_sized_stack, or(0, gen_sum3.has_dyn_sized_stack, gen_store_inc.has_dyn_sized_stack, gen_atomic.has_dyn_sized_stack)
	.set __clang_ocl_kern_imp_flat_from_local.has_recursion, or(0, gen_sum3.has_recursion, gen_store_inc.has_recursion, gen_atomic.has_recursion)
	.set __clang_ocl_kern_imp_flat_from_local.has_indirect_call, or(0, gen_sum3.has_indirect_call, gen_store_inc.has_indirect_call, gen_atomic.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 400
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 16
; MemoryBound: 0
	.text
	.protected	flat_inline_mixed       ; -- Begin function flat_inline_mixed
	.globl	flat_inline_mixed
	.p2align	8
	.type	flat_inline_mixed,@function
flat_inline_mixed:                      ; @flat_inline_mixed
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b96 s[4:6], s[0:1], 0x0
	v_lshl_or_b32 v1, ttmp9, 6, v0
	s_mov_b64 s[2:3], src_shared_base
	s_wait_xcnt 0x0
	s_load_b96 s[0:2], s[0:1], 0x10
	s_wait_kmcnt 0x0
	global_load_b32 v2, v1, s[4:5] scale_offset
	v_lshl_add_u32 v3, v0, 2, s6
	s_add_nc_u64 s[8:9], s[4:5], 0x4000
	s_bitcmp0_b32 s2, 0
	s_cselect_b32 s3, s9, s3
	s_cselect_b32 s2, s8, s6
	s_wait_loadcnt 0x0
	ds_store_b32 v3, v2
	v_xor_b32_e32 v3, 3, v0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	flat_load_b32 v2, v0, s[2:3] scale_offset
	global_load_b32 v4, v1, s[4:5] offset:256 scale_offset
	flat_load_b32 v5, v3, s[2:3] scale_offset
	s_wait_xcnt 0x0
	v_xor_b32_e32 v3, 1, v0
	v_xor_b32_e32 v0, 2, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v3, v3, 2, s6
	ds_load_b32 v3, v3
	s_wait_loadcnt_dscnt 0x200
	v_mul_lo_u32 v6, v3, v2
	v_add_nc_u32_e32 v2, v3, v2
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_2)
	v_add3_u32 v3, v6, v4, v5
	flat_store_b32 v0, v2, s[2:3] scale_offset
	global_store_b32 v1, v3, s[0:1] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel flat_inline_mixed
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
		.amdhsa_next_free_sgpr 10
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
.Lfunc_end7:
	.size	flat_inline_mixed, .Lfunc_end7-flat_inline_mixed
                                        ; -- End function
	.set flat_inline_mixed.num_vgpr, 7
	.set flat_inline_mixed.num_agpr, 0
	.set flat_inline_mixed.numbered_sgpr, 10
	.set flat_inline_mixed.num_named_barrier, 0
	.set flat_inline_mixed.private_seg_size, 0
	.set flat_inline_mixed.uses_vcc, 0
	.set flat_inline_mixed.uses_flat_scratch, 0
	.set flat_inline_mixed.has_dyn_sized_stack, 0
	.set flat_inline_mixed.has_recursion, 0
	.set flat_inline_mixed.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 240
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
	.protected	__clang_ocl_kern_imp_flat_inline_mixed ; -- Begin function __clang_ocl_kern_imp_flat_inline_mixed
	.globl	__clang_ocl_kern_imp_flat_inline_mixed
	.p2align	2
	.type	__clang_ocl_kern_imp_flat_inline_mixed,@function
__clang_ocl_kern_imp_flat_inline_mixed: ; @__clang_ocl_kern_imp_flat_inline_mixed
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v7, v4 :: v_dual_mov_b32 v6, v3
	v_and_b32_e32 v3, 0x3ff, v31
	s_mov_b64 s[0:1], src_shared_base
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshl_or_b32 v8, ttmp9, 6, v3
	v_dual_lshlrev_b32 v4, 2, v3 :: v_dual_bitop2_b32 v3, 1, v5 bitop3:0x40
	v_ashrrev_i32_e32 v9, 31, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v5, v2, v4
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_bitop3_b32 v3, v31, 2, 0x3ff bitop3:0x6c
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[8:9], 2, v[8:9]
	v_add_nc_u64_e32 v[10:11], v[0:1], v[8:9]
	v_add_nc_u64_e32 v[0:1], 0x4000, v[0:1]
	global_load_b32 v12, v[10:11], off
	v_cndmask_b32_e32 v0, v2, v0, vcc_lo
	v_cndmask_b32_e32 v1, s1, v1, vcc_lo
	s_wait_loadcnt 0x0
	ds_store_b32 v5, v12
	v_mov_b32_e32 v5, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_nc_u64_e32 v[12:13], v[0:1], v[4:5]
	v_lshlrev_b32_e32 v4, 2, v3
	v_bitop3_b32 v3, v31, 3, 0x3ff bitop3:0x6c
	v_add_nc_u64_e32 v[14:15], v[0:1], v[4:5]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v4, 2, v3
	v_add_nc_u64_e32 v[0:1], v[0:1], v[4:5]
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	flat_load_b32 v3, v[12:13]
	global_load_b32 v4, v[10:11], off offset:256
	flat_load_b32 v5, v[0:1]
	s_wait_xcnt 0x0
	v_bitop3_b32 v0, v31, 1, 0x3ff bitop3:0x6c
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u32 v0, v0, 2, v2
	ds_load_b32 v2, v0
	v_add_nc_u64_e32 v[0:1], v[6:7], v[8:9]
	s_wait_loadcnt_dscnt 0x200
	v_mul_lo_u32 v10, v2, v3
	v_add_nc_u32_e32 v2, v2, v3
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_2)
	v_add3_u32 v3, v10, v4, v5
	flat_store_b32 v[14:15], v2
	global_store_b32 v[0:1], v3, off
	s_wait_dscnt 0x0
	s_set_pc_i64 s[30:31]
.Lfunc_end8:
	.size	__clang_ocl_kern_imp_flat_inline_mixed, .Lfunc_end8-__clang_ocl_kern_imp_flat_inline_mixed
                                        ; -- End function
	.set __clang_ocl_kern_imp_flat_inline_mixed.num_vgpr, 32
	.set __clang_ocl_kern_imp_flat_inline_mixed.num_agpr, 0
	.set __clang_ocl_kern_imp_flat_inline_mixed.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_flat_inline_mixed.num_named_barrier, 0
	.set __clang_ocl_kern_imp_flat_inline_mixed.private_seg_size, 0
	.set __clang_ocl_kern_imp_flat_inline_mixed.uses_vcc, 1
	.set __clang_ocl_kern_imp_flat_inline_mixed.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_flat_inline_mixed.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_flat_inline_mixed.has_recursion, 0
	.set __clang_ocl_kern_imp_flat_inline_mixed.has_indirect_call, 0
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
      - .address_space:  global
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           flat_from_global
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     33
    .sgpr_spill_count: 0
    .symbol:         flat_from_global.kd
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .address_space:  local
        .offset:         0
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
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           flat_from_local
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     33
    .sgpr_spill_count: 0
    .symbol:         flat_from_local.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .address_space:  global
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
    .max_flat_workgroup_size: 64
    .name:           flat_inline_mixed
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         flat_inline_mixed.kd
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
