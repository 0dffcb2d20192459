	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	radix_histogram         ; -- Begin function radix_histogram
	.globl	radix_histogram
	.p2align	8
	.type	radix_histogram,@function
radix_histogram:                        ; @radix_histogram
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b96 s[4:6], s[0:1], 0x10
	v_cmp_gt_u32_e32 vcc_lo, 16, v0
	s_wait_kmcnt 0x0
	v_lshl_add_u32 v1, v0, 2, s4
	s_and_saveexec_b32 s2, vcc_lo
; %bb.1:
	v_mov_b32_e32 v2, 0
	ds_store_b32 v1, v2
; %bb.2:
	s_or_b32 exec_lo, exec_lo, s2
	s_load_b64 s[8:9], s[0:1], 0x8
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_lshl_or_b32 v2, ttmp9, 8, v0
	s_mov_b32 s7, exec_lo
	s_barrier_wait -1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_u32_e64 s6, v2
	s_cbranch_execz .LBB0_5
; %bb.3:
	s_load_b64 s[2:3], s[0:1], 0x0
	v_mov_b32_e32 v3, 1
	s_wait_xcnt 0x0
	s_and_b32 s1, s5, 31
	s_mov_b32 s5, 0
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	s_wait_kmcnt 0x0
	global_load_b32 v4, v2, s[2:3] scale_offset
	s_wait_xcnt 0x0
	v_add_nc_u32_e32 v2, 0x8000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_le_u32_e64 s0, s6, v2
	s_or_b32 s5, s0, s5
	s_wait_loadcnt 0x0
	v_bfe_u32 v4, v4, s1, 4
	v_lshl_add_u32 v4, v4, 2, s4
	ds_add_u32 v4, v3
	s_and_not1_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB0_4
.LBB0_5:
	s_or_b32 exec_lo, exec_lo, s7
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_wait_xcnt 0x0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_7
; %bb.6:
	ds_load_b32 v1, v1
	v_lshl_add_u32 v0, v0, 7, ttmp9
	s_wait_dscnt 0x0
	s_wait_kmcnt 0x0
	global_atomic_add_u32 v0, v1, s[8:9] scale_offset scope:SCOPE_DEV
.LBB0_7:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel radix_histogram
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
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 10
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
	.size	radix_histogram, .Lfunc_end0-radix_histogram
                                        ; -- End function
	.set radix_histogram.num_vgpr, 5
	.set radix_histogram.num_agpr, 0
	.set radix_histogram.numbered_sgpr, 10
	.set radix_histogram.num_named_barrier, 0
	.set radix_histogram.private_seg_size, 0
	.set radix_histogram.uses_vcc, 1
	.set radix_histogram.uses_flat_scratch, 0
	.set radix_histogram.has_dyn_sized_stack, 0
	.set radix_histogram.has_recursion, 0
	.set radix_histogram.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 272
; TotalNumSgprs: 12
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 12
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
	.protected	__clang_ocl_kern_imp_radix_histogram ; -- Begin function __clang_ocl_kern_imp_radix_histogram
	.globl	__clang_ocl_kern_imp_radix_histogram
	.p2align	2
	.type	__clang_ocl_kern_imp_radix_histogram,@function
__clang_ocl_kern_imp_radix_histogram:   ; @__clang_ocl_kern_imp_radix_histogram
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v7, 0x3ff, v31
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 16, v7
	v_lshl_add_u32 v10, v7, 2, v4
	s_and_saveexec_b32 s0, vcc_lo
; %bb.1:
	v_mov_b32_e32 v8, 0
	ds_store_b32 v10, v8
; %bb.2:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_lshl_add_u32 v8, ttmp9, 8, v7
	s_mov_b32 s1, exec_lo
	s_barrier_wait -1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_lt_u32_e64 v8, v6
	s_cbranch_execz .LBB1_5
; %bb.3:
	v_dual_mov_b32 v9, 0 :: v_dual_bitop2_b32 v5, 31, v5 bitop3:0x40
	v_mov_b32_e32 v11, 1
	s_mov_b32 s2, 0
.LBB1_4:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u64 v[12:13], v[8:9], 2, v[0:1]
	v_add_nc_u32_e32 v8, 0x8000, v8
	global_load_b32 v12, v[12:13], off
	v_cmp_ge_u32_e64 s0, v8, v6
	s_or_b32 s2, s0, s2
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_bfe_u32 v12, v12, v5, 4
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u32 v12, v12, 2, v4
	ds_add_u32 v12, v11
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execnz .LBB1_4
.LBB1_5:
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB1_7
; %bb.6:
	ds_load_b32 v4, v10
	v_lshl_add_u32 v0, v7, 7, ttmp9
	v_mov_b32_e32 v1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[2:3]
	s_wait_dscnt 0x0
	global_atomic_add_u32 v[0:1], v4, off scope:SCOPE_DEV
.LBB1_7:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_radix_histogram, .Lfunc_end1-__clang_ocl_kern_imp_radix_histogram
                                        ; -- End function
	.set __clang_ocl_kern_imp_radix_histogram.num_vgpr, 32
	.set __clang_ocl_kern_imp_radix_histogram.num_agpr, 0
	.set __clang_ocl_kern_imp_radix_histogram.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_radix_histogram.num_named_barrier, 0
	.set __clang_ocl_kern_imp_radix_histogram.private_seg_size, 0
	.set __clang_ocl_kern_imp_radix_histogram.uses_vcc, 1
	.set __clang_ocl_kern_imp_radix_histogram.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_radix_histogram.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_radix_histogram.has_recursion, 0
	.set __clang_ocl_kern_imp_radix_histogram.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 284
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	radix_scatter           ; -- Begin function radix_scatter
	.globl	radix_scatter
	.p2align	8
	.type	radix_scatter,@function
radix_scatter:                          ; @radix_scatter
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	s_wait_xcnt 0x0
	s_mov_b32 s0, exec_lo
	v_cmpx_gt_u32_e32 16, v0
	s_cbranch_execz .LBB2_2
; %bb.1:
	s_wait_kmcnt 0x0
	v_lshl_add_u32 v1, v0, 2, s10
	v_mov_b32_e32 v2, 0
	ds_store_b32 v1, v2
.LBB2_2:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_lshl_or_b32 v0, ttmp9, 8, v0
	s_wait_kmcnt 0x0
	s_and_b32 s0, s11, 31
	v_mov_b32_e32 v3, 1
	s_barrier_wait -1
	global_load_b32 v0, v0, s[4:5] scale_offset
	s_wait_loadcnt 0x0
	v_bfe_u32 v1, v0, s0, 4
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u32 v2, v1, 2, s10
	v_lshl_add_u32 v1, v1, 7, ttmp9
	ds_add_rtn_u32 v2, v2, v3
	global_load_b32 v1, v1, s[8:9] scale_offset
	s_wait_loadcnt_dscnt 0x0
	v_add_nc_u32_e32 v1, v1, v2
	global_store_b32 v1, v0, s[6:7] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel radix_scatter
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
		.amdhsa_next_free_vgpr 4
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
.Lfunc_end2:
	.size	radix_scatter, .Lfunc_end2-radix_scatter
                                        ; -- End function
	.set radix_scatter.num_vgpr, 4
	.set radix_scatter.num_agpr, 0
	.set radix_scatter.numbered_sgpr, 12
	.set radix_scatter.num_named_barrier, 0
	.set radix_scatter.private_seg_size, 0
	.set radix_scatter.uses_vcc, 0
	.set radix_scatter.uses_flat_scratch, 0
	.set radix_scatter.has_dyn_sized_stack, 0
	.set radix_scatter.has_recursion, 0
	.set radix_scatter.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 180
; TotalNumSgprs: 12
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 4
; NamedBarCnt: 0
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_radix_scatter ; -- Begin function __clang_ocl_kern_imp_radix_scatter
	.globl	__clang_ocl_kern_imp_radix_scatter
	.p2align	2
	.type	__clang_ocl_kern_imp_radix_scatter,@function
__clang_ocl_kern_imp_radix_scatter:     ; @__clang_ocl_kern_imp_radix_scatter
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v8, 0x3ff, v31
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_u32_e32 16, v8
; %bb.1:
	v_lshl_add_u32 v9, v8, 2, v6
	v_mov_b32_e32 v10, 0
	ds_store_b32 v9, v10
; %bb.2:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_lshl_add_u32 v8, ttmp9, 8, v8
	v_mov_b32_e32 v9, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[0:1], v[8:9], 2, v[0:1]
	s_barrier_wait -1
	global_load_b32 v10, v[0:1], off
	s_wait_xcnt 0x0
	v_dual_mov_b32 v7, 1 :: v_dual_bitop2_b32 v0, 31, v7 bitop3:0x40
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_bfe_u32 v0, v10, v0, 4
	v_lshl_add_u32 v8, v0, 7, ttmp9
	v_lshl_add_u32 v6, v0, 2, v6
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u64 v[0:1], v[8:9], 2, v[4:5]
	ds_add_rtn_u32 v4, v6, v7
	global_load_b32 v0, v[0:1], off
	s_wait_loadcnt_dscnt 0x0
	v_add_nc_u32_e32 v8, v0, v4
	s_wait_xcnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[0:1], v[8:9], 2, v[2:3]
	global_store_b32 v[0:1], v10, off
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_radix_scatter, .Lfunc_end3-__clang_ocl_kern_imp_radix_scatter
                                        ; -- End function
	.set __clang_ocl_kern_imp_radix_scatter.num_vgpr, 32
	.set __clang_ocl_kern_imp_radix_scatter.num_agpr, 0
	.set __clang_ocl_kern_imp_radix_scatter.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_radix_scatter.num_named_barrier, 0
	.set __clang_ocl_kern_imp_radix_scatter.private_seg_size, 0
	.set __clang_ocl_kern_imp_radix_scatter.uses_vcc, 0
	.set __clang_ocl_kern_imp_radix_scatter.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_radix_scatter.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_radix_scatter.has_recursion, 0
	.set __clang_ocl_kern_imp_radix_scatter.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 220
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
      - .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'atomic_uint*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         16
        .pointee_align:  4
        .size:           4
        .type_name:      'atomic_uint*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         20
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
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
    .max_flat_workgroup_size: 256
    .name:           radix_histogram
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         radix_histogram.kd
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
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         24
        .pointee_align:  4
        .size:           4
        .type_name:      'atomic_uint*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         28
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           radix_scatter
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         radix_scatter.kd
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
