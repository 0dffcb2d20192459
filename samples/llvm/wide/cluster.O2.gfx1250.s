	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	cluster_exchange        ; -- Begin function cluster_exchange
	.globl	cluster_exchange
	.p2align	8
	.type	cluster_exchange,@function
cluster_exchange:                       ; @cluster_exchange
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b128 s[0:3], s[0:1], 0x0
	v_lshl_or_b32 v2, ttmp9, 10, v0
	s_and_b32 s4, ttmp6, 15
	s_bfe_u32 s5, ttmp6, 0x4000c
	v_mad_u32_u24 v1, v0, 7, s4
	s_cmp_eq_u32 0, 0
	v_lshl_or_b32 v0, s4, 6, v2
	s_wait_kmcnt 0x0
	global_store_b32 v0, v1, s[0:1] scale_offset
	global_wb scope:SCOPE_DEV
	s_wait_storecnt 0x0
	s_barrier_signal_isfirst -1
	s_wait_xcnt 0x0
	v_mov_b32_e32 v1, 0
	s_barrier_wait -1
	s_cselect_b32 s6, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB0_2
; %bb.1:
	s_barrier_signal -3
.LBB0_2:
	s_add_co_i32 s6, s5, 1
	s_not_b32 s5, s5
	v_cvt_f32_ubyte0_e32 v3, s6
	s_add_co_i32 s4, s4, 1
	s_barrier_wait -3
	global_inv scope:SCOPE_DEV
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[2:3]
	v_rcp_iflag_f32_e32 v3, v3
	v_nop
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_3)
	v_readfirstlane_b32 s7, v3
	s_mul_f32 s7, s7, 0x4f7ffffe
	s_cvt_u32_f32 s7, s7
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s5, s5, s7
	s_mul_hi_u32 s5, s7, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_co_i32 s7, s7, s5
	s_mul_hi_u32 s5, s4, s7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s5, s5, s6
	s_sub_co_i32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s5, s4, s6
	s_cmp_ge_u32 s4, s6
	s_cselect_b32 s4, s5, s4
	s_sub_co_i32 s5, s4, s6
	s_cmp_ge_u32 s4, s6
	s_cselect_b32 s4, s5, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	v_lshl_add_u32 v2, s4, 6, v2
	global_load_b32 v2, v2, s[0:1] scale_offset
	s_wait_loadcnt 0x0
	global_store_b32 v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel cluster_exchange
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
	.size	cluster_exchange, .Lfunc_end0-cluster_exchange
                                        ; -- End function
	.set cluster_exchange.num_vgpr, 4
	.set cluster_exchange.num_agpr, 0
	.set cluster_exchange.numbered_sgpr, 8
	.set cluster_exchange.num_named_barrier, 0
	.set cluster_exchange.private_seg_size, 0
	.set cluster_exchange.uses_vcc, 1
	.set cluster_exchange.uses_flat_scratch, 0
	.set cluster_exchange.has_dyn_sized_stack, 0
	.set cluster_exchange.has_recursion, 0
	.set cluster_exchange.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 300
; TotalNumSgprs: 10
; NumVgprs: 4
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
	.protected	__clang_ocl_kern_imp_cluster_exchange ; -- Begin function __clang_ocl_kern_imp_cluster_exchange
	.globl	__clang_ocl_kern_imp_cluster_exchange
	.p2align	2
	.type	__clang_ocl_kern_imp_cluster_exchange,@function
__clang_ocl_kern_imp_cluster_exchange:  ; @__clang_ocl_kern_imp_cluster_exchange
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v7, 0x3ff, v31
	s_and_b32 s0, ttmp6, 15
	v_mov_b32_e32 v5, 0
	s_bfe_u32 s1, ttmp6, 0x4000c
	s_cmp_eq_u32 0, 0
	v_lshl_or_b32 v6, ttmp9, 10, v7
	v_mad_u32_u24 v7, v7, 7, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v4, s0, 6, v6
	v_lshl_add_u64 v[8:9], v[4:5], 2, v[0:1]
	global_store_b32 v[8:9], v7, off
	global_wb scope:SCOPE_DEV
	s_wait_storecnt 0x0
	s_barrier_signal_isfirst -1
	s_barrier_wait -1
	s_cselect_b32 s2, -1, 0
	s_wait_xcnt 0x0
	s_and_not1_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccnz .LBB1_2
; %bb.1:
	s_barrier_signal -3
.LBB1_2:
	s_add_co_i32 s2, s1, 1
	s_not_b32 s1, s1
	v_cvt_f32_ubyte0_e32 v7, s2
	s_add_co_i32 s0, s0, 1
	s_barrier_wait -3
	global_inv scope:SCOPE_DEV
	v_rcp_iflag_f32_e32 v7, v7
	v_nop
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_3)
	v_readfirstlane_b32 s3, v7
	v_mov_b32_e32 v7, v5
	s_mul_f32 s3, s3, 0x4f7ffffe
	s_cvt_u32_f32 s3, s3
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s1, s1, s3
	s_mul_hi_u32 s1, s3, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_co_i32 s3, s3, s1
	s_mul_hi_u32 s1, s0, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s1, s1, s2
	s_sub_co_i32 s0, s0, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s1, s0, s2
	s_cmp_ge_u32 s0, s2
	s_cselect_b32 s0, s1, s0
	s_sub_co_i32 s1, s0, s2
	s_cmp_ge_u32 s0, s2
	s_cselect_b32 s0, s1, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v6, s0, 6, v6
	v_lshl_add_u64 v[0:1], v[6:7], 2, v[0:1]
	global_load_b32 v6, v[0:1], off
	s_wait_xcnt 0x0
	v_lshl_add_u64 v[0:1], v[4:5], 2, v[2:3]
	s_wait_loadcnt 0x0
	global_store_b32 v[0:1], v6, off
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_cluster_exchange, .Lfunc_end1-__clang_ocl_kern_imp_cluster_exchange
                                        ; -- End function
	.set __clang_ocl_kern_imp_cluster_exchange.num_vgpr, 32
	.set __clang_ocl_kern_imp_cluster_exchange.num_agpr, 0
	.set __clang_ocl_kern_imp_cluster_exchange.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_cluster_exchange.num_named_barrier, 0
	.set __clang_ocl_kern_imp_cluster_exchange.private_seg_size, 0
	.set __clang_ocl_kern_imp_cluster_exchange.uses_vcc, 1
	.set __clang_ocl_kern_imp_cluster_exchange.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_cluster_exchange.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_cluster_exchange.has_recursion, 0
	.set __clang_ocl_kern_imp_cluster_exchange.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 320
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	cluster_broadcast_loads ; -- Begin function cluster_broadcast_loads
	.globl	cluster_broadcast_loads
	.p2align	8
	.type	cluster_broadcast_loads,@function
cluster_broadcast_loads:                ; @cluster_broadcast_loads
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	s_mov_b32 m0, 15
	s_wait_kmcnt 0x0
	s_clause 0x2
	cluster_load_b32 v1, v0, s[4:5] scale_offset
	cluster_load_b64 v[6:7], v0, s[6:7] scale_offset
	cluster_load_b128 v[2:5], v0, s[8:9] scale_offset
	s_wait_xcnt 0x0
	v_lshl_or_b32 v0, ttmp9, 6, v0
	s_wait_loadcnt 0x1
	v_add3_u32 v1, v6, v1, v7
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v1, v1, v2, v5
	global_store_b32 v0, v1, s[10:11] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel cluster_broadcast_loads
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
.Lfunc_end2:
	.size	cluster_broadcast_loads, .Lfunc_end2-cluster_broadcast_loads
                                        ; -- End function
	.set cluster_broadcast_loads.num_vgpr, 8
	.set cluster_broadcast_loads.num_agpr, 0
	.set cluster_broadcast_loads.numbered_sgpr, 12
	.set cluster_broadcast_loads.num_named_barrier, 0
	.set cluster_broadcast_loads.private_seg_size, 0
	.set cluster_broadcast_loads.uses_vcc, 0
	.set cluster_broadcast_loads.uses_flat_scratch, 0
	.set cluster_broadcast_loads.has_dyn_sized_stack, 0
	.set cluster_broadcast_loads.has_recursion, 0
	.set cluster_broadcast_loads.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 120
; TotalNumSgprs: 12
; NumVgprs: 8
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
	.protected	__clang_ocl_kern_imp_cluster_broadcast_loads ; -- Begin function __clang_ocl_kern_imp_cluster_broadcast_loads
	.globl	__clang_ocl_kern_imp_cluster_broadcast_loads
	.p2align	2
	.type	__clang_ocl_kern_imp_cluster_broadcast_loads,@function
__clang_ocl_kern_imp_cluster_broadcast_loads: ; @__clang_ocl_kern_imp_cluster_broadcast_loads
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v16, 0x3ff, v31
	v_mov_b32_e32 v9, 0
	s_mov_b32 m0, 15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v8, 2, v16
	v_add_nc_u64_e32 v[10:11], v[0:1], v[8:9]
	v_lshlrev_b32_e32 v8, 3, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_nc_u64_e32 v[12:13], v[2:3], v[8:9]
	v_lshlrev_b32_e32 v8, 4, v16
	v_add_nc_u64_e32 v[4:5], v[4:5], v[8:9]
	cluster_load_b32 v8, v[10:11], off
	cluster_load_b64 v[14:15], v[12:13], off
	cluster_load_b128 v[0:3], v[4:5], off
	s_wait_loadcnt 0x0
	v_add3_u32 v1, v14, v8, v15
	v_lshl_or_b32 v8, ttmp9, 6, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add3_u32 v2, v1, v0, v3
	v_lshl_add_u64 v[0:1], v[8:9], 2, v[6:7]
	global_store_b32 v[0:1], v2, off
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_cluster_broadcast_loads, .Lfunc_end3-__clang_ocl_kern_imp_cluster_broadcast_loads
                                        ; -- End function
	.set __clang_ocl_kern_imp_cluster_broadcast_loads.num_vgpr, 32
	.set __clang_ocl_kern_imp_cluster_broadcast_loads.num_agpr, 0
	.set __clang_ocl_kern_imp_cluster_broadcast_loads.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_cluster_broadcast_loads.num_named_barrier, 0
	.set __clang_ocl_kern_imp_cluster_broadcast_loads.private_seg_size, 0
	.set __clang_ocl_kern_imp_cluster_broadcast_loads.uses_vcc, 0
	.set __clang_ocl_kern_imp_cluster_broadcast_loads.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_cluster_broadcast_loads.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_cluster_broadcast_loads.has_recursion, 0
	.set __clang_ocl_kern_imp_cluster_broadcast_loads.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 148
; TotalNumSgprs: 32
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	cluster_async_lds       ; -- Begin function cluster_async_lds
	.globl	cluster_async_lds
	.p2align	8
	.type	cluster_async_lds,@function
cluster_async_lds:                      ; @cluster_async_lds
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b96 s[4:6], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 2, v0
	s_mov_b32 m0, 3
	s_wait_xcnt 0x0
	s_load_b64 s[0:1], s[0:1], 0x10
	s_wait_kmcnt 0x0
	v_dual_add_nc_u32 v2, s6, v1 :: v_dual_sub_nc_u32 v1, s6, v1
	cluster_load_async_to_lds_b32 v2, v0, s[4:5] scale_offset
	v_lshl_or_b32 v0, ttmp9, 6, v0
	s_wait_asynccnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v1, v1 offset:252
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v1, ttmp7, v1
	global_store_b32 v0, v1, s[0:1] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel cluster_async_lds
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 113
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
	.size	cluster_async_lds, .Lfunc_end4-cluster_async_lds
                                        ; -- End function
	.set cluster_async_lds.num_vgpr, 3
	.set cluster_async_lds.num_agpr, 0
	.set cluster_async_lds.numbered_sgpr, 7
	.set cluster_async_lds.num_named_barrier, 0
	.set cluster_async_lds.private_seg_size, 0
	.set cluster_async_lds.uses_vcc, 0
	.set cluster_async_lds.uses_flat_scratch, 0
	.set cluster_async_lds.has_dyn_sized_stack, 0
	.set cluster_async_lds.has_recursion, 0
	.set cluster_async_lds.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 116
; TotalNumSgprs: 7
; NumVgprs: 3
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
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_cluster_async_lds ; -- Begin function __clang_ocl_kern_imp_cluster_async_lds
	.globl	__clang_ocl_kern_imp_cluster_async_lds
	.p2align	2
	.type	__clang_ocl_kern_imp_cluster_async_lds,@function
__clang_ocl_kern_imp_cluster_async_lds: ; @__clang_ocl_kern_imp_cluster_async_lds
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v5, v4 :: v_dual_mov_b32 v4, v3
	v_and_b32_e32 v3, 0x3ff, v31
	v_mov_b32_e32 v7, 0
	s_mov_b32 m0, 3
	s_and_b32 s0, ttmp7, 0xffff
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v6, 2, v3
	v_add_nc_u64_e32 v[0:1], v[0:1], v[6:7]
	v_add_nc_u32_e32 v8, v2, v6
	cluster_load_async_to_lds_b32 v8, v[0:1], off
	v_sub_nc_u32_e32 v0, v2, v6
	v_lshl_or_b32 v6, ttmp9, 6, v3
	s_wait_asynccnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v0, v0 offset:252
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v2, s0, v0
	v_lshl_add_u64 v[0:1], v[6:7], 2, v[4:5]
	global_store_b32 v[0:1], v2, off
	s_set_pc_i64 s[30:31]
.Lfunc_end5:
	.size	__clang_ocl_kern_imp_cluster_async_lds, .Lfunc_end5-__clang_ocl_kern_imp_cluster_async_lds
                                        ; -- End function
	.set __clang_ocl_kern_imp_cluster_async_lds.num_vgpr, 32
	.set __clang_ocl_kern_imp_cluster_async_lds.num_agpr, 0
	.set __clang_ocl_kern_imp_cluster_async_lds.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_cluster_async_lds.num_named_barrier, 0
	.set __clang_ocl_kern_imp_cluster_async_lds.private_seg_size, 0
	.set __clang_ocl_kern_imp_cluster_async_lds.uses_vcc, 0
	.set __clang_ocl_kern_imp_cluster_async_lds.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_cluster_async_lds.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_cluster_async_lds.has_recursion, 0
	.set __clang_ocl_kern_imp_cluster_async_lds.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 132
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
      - .address_space:  global
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           cluster_exchange
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         cluster_exchange.kd
    .uses_dynamic_stack: false
    .vgpr_count:     4
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
        .type_name:      'int2*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'int4*'
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
    .max_flat_workgroup_size: 64
    .name:           cluster_broadcast_loads
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         cluster_broadcast_loads.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           cluster_async_lds
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     7
    .sgpr_spill_count: 0
    .symbol:         cluster_async_lds.kd
    .uses_dynamic_stack: false
    .vgpr_count:     3
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
