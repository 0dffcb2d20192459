	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	sgemm_prefetch          ; -- Begin function sgemm_prefetch
	.globl	sgemm_prefetch
	.p2align	8
	.type	sgemm_prefetch,@function
sgemm_prefetch:                         ; @sgemm_prefetch
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b64 s[8:9], s[0:1], 0x20
	s_load_b64 s[2:3], s[0:1], 0x10
	v_bfe_u32 v2, v0, 10, 10
	v_and_b32_e32 v3, 0x3ff, v0
	s_mov_b32 s10, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_or_b32 v0, ttmp7, 4, v2
	v_lshl_or_b32 v1, ttmp9, 4, v3
	s_wait_kmcnt 0x0
	s_cmp_eq_u32 s8, 0
	s_cbranch_scc1 .LBB0_7
; %bb.1:
	s_load_b128 s[4:7], s[0:1], 0x0
	v_mad_u32 v4, s9, v2, v1
	v_mad_u32 v6, s8, v0, v3
	s_wait_xcnt 0x0
	s_load_b64 s[0:1], s[0:1], 0x18
	s_wait_kmcnt 0x0
	global_load_b32 v9, v4, s[6:7] scale_offset
	global_load_b32 v8, v6, s[4:5] scale_offset
	s_wait_xcnt 0x1
	v_lshlrev_b32_e32 v4, 4, v2
	s_wait_xcnt 0x0
	v_add_nc_u32_e32 v6, 16, v6
	v_lshl_add_u32 v7, v2, 6, s0
	v_lshl_add_u32 v10, v3, 2, s1
	v_add_lshl_u32 v5, v4, v3, 2
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v3, 0 :: v_dual_add_nc_u32 v4, s0, v5
	v_add_nc_u32_e32 v5, s1, v5
.LBB0_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_5 Depth 2
	s_wait_loadcnt 0x0
	ds_store_b32 v4, v8
	ds_store_b32 v5, v9
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_add_co_i32 s0, s10, 16
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_u32 s0, s8
	s_barrier_wait -1
	s_cbranch_scc1 .LBB0_4
; %bb.3:                                ;   in Loop: Header=BB0_2 Depth=1
	v_add_nc_u32_e32 v8, s0, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_mad_u32 v9, v8, s9, v1
	v_add_nc_u32_e32 v8, s10, v6
	global_load_b32 v8, v8, s[4:5] scale_offset
	global_load_b32 v9, v9, s[6:7] scale_offset
.LBB0_4:                                ;   in Loop: Header=BB0_2 Depth=1
	v_mov_b32_e32 v11, v10
	s_mov_b32 s1, 0
.LBB0_5:                                ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_delay_alu instid0(SALU_CYCLE_1)
	v_add_nc_u32_e32 v12, s1, v7
	s_add_co_i32 s1, s1, 4
	ds_load_b32 v13, v11
	ds_load_b32 v12, v12
	v_add_nc_u32_e32 v11, 64, v11
	s_cmp_eq_u32 s1, 64
	s_wait_dscnt 0x0
	v_fmac_f32_e32 v3, v12, v13
	s_cbranch_scc0 .LBB0_5
; %bb.6:                                ;   in Loop: Header=BB0_2 Depth=1
	s_barrier_signal -1
	s_cmp_ge_u32 s0, s8
	s_mov_b32 s10, s0
	s_barrier_wait -1
	s_cbranch_scc0 .LBB0_2
	s_branch .LBB0_8
.LBB0_7:
	v_mov_b32_e32 v3, 0
.LBB0_8:
	v_mad_u32 v0, s9, v0, v1
	global_store_b32 v0, v3, s[2:3] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sgemm_prefetch
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 11
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
.Lfunc_end0:
	.size	sgemm_prefetch, .Lfunc_end0-sgemm_prefetch
                                        ; -- End function
	.set sgemm_prefetch.num_vgpr, 14
	.set sgemm_prefetch.num_agpr, 0
	.set sgemm_prefetch.numbered_sgpr, 11
	.set sgemm_prefetch.num_named_barrier, 0
	.set sgemm_prefetch.private_seg_size, 0
	.set sgemm_prefetch.uses_vcc, 0
	.set sgemm_prefetch.uses_flat_scratch, 0
	.set sgemm_prefetch.has_dyn_sized_stack, 0
	.set sgemm_prefetch.has_recursion, 0
	.set sgemm_prefetch.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 400
; TotalNumSgprs: 11
; NumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 14
; NamedBarCnt: 0
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	__clang_ocl_kern_imp_sgemm_prefetch ; -- Begin function __clang_ocl_kern_imp_sgemm_prefetch
	.globl	__clang_ocl_kern_imp_sgemm_prefetch
	.p2align	2
	.type	__clang_ocl_kern_imp_sgemm_prefetch,@function
__clang_ocl_kern_imp_sgemm_prefetch:    ; @__clang_ocl_kern_imp_sgemm_prefetch
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_bfe_u32 v14, v31, 10, 10
	v_and_b32_e32 v21, 0x3ff, v31
	s_and_b32 s0, ttmp7, 0xffff
	v_mov_b32_e32 v15, 0
	s_mov_b32 s2, 0
	v_lshl_or_b32 v12, s0, 4, v14
	v_lshl_or_b32 v13, ttmp9, 4, v21
	s_mov_b32 s0, exec_lo
	v_cmpx_ne_u32_e32 0, v8
	s_cbranch_execz .LBB1_8
; %bb.1:
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mad_u32 v10, v9, v14, v13
	v_dual_mov_b32 v11, 0 :: v_dual_lshlrev_b32 v15, 4, v14
	s_mov_b32 s1, 0
	v_add_lshl_u32 v15, v15, v21, 2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshl_add_u64 v[16:17], v[10:11], 2, v[2:3]
	v_mad_u32 v10, v8, v12, v21
	v_lshl_add_u64 v[18:19], v[10:11], 2, v[0:1]
	global_load_b32 v20, v[16:17], off
	global_load_b32 v19, v[18:19], off
	s_wait_xcnt 0x1
	v_dual_add_nc_u32 v16, v6, v15 :: v_dual_add_nc_u32 v17, v7, v15
	s_wait_xcnt 0x0
	v_dual_mov_b32 v15, 0 :: v_dual_add_nc_u32 v18, 16, v10
	v_lshl_add_u32 v6, v14, 6, v6
	v_lshl_add_u32 v7, v21, 2, v7
.LBB1_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_5 Depth 2
	s_wait_loadcnt 0x0
	ds_store_b32 v16, v19
	ds_store_b32 v17, v20
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_add_co_i32 s3, s2, 16
	s_mov_b32 s4, exec_lo
	s_barrier_wait -1
	v_cmpx_lt_u32_e64 s3, v8
	s_cbranch_execz .LBB1_4
; %bb.3:                                ;   in Loop: Header=BB1_2 Depth=1
	v_add_nc_u32_e32 v10, s2, v18
	v_add_nc_u32_e32 v19, s3, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u64 v[20:21], v[10:11], 2, v[0:1]
	v_mad_u32 v10, v19, v9, v13
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[22:23], v[10:11], 2, v[2:3]
	global_load_b32 v19, v[20:21], off
	global_load_b32 v20, v[22:23], off
.LBB1_4:                                ;   in Loop: Header=BB1_2 Depth=1
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s4
	v_mov_b32_e32 v10, v7
	s_mov_b32 s2, 0
.LBB1_5:                                ;   Parent Loop BB1_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_delay_alu instid0(SALU_CYCLE_1)
	v_add_nc_u32_e32 v21, s2, v6
	s_add_co_i32 s2, s2, 4
	ds_load_b32 v22, v10
	ds_load_b32 v21, v21
	v_add_nc_u32_e32 v10, 64, v10
	s_cmp_eq_u32 s2, 64
	s_wait_dscnt 0x0
	v_fmac_f32_e32 v15, v21, v22
	s_cbranch_scc0 .LBB1_5
; %bb.6:                                ;   in Loop: Header=BB1_2 Depth=1
	s_barrier_signal -1
	v_cmp_ge_u32_e32 vcc_lo, s3, v8
	s_mov_b32 s2, s3
	s_or_b32 s1, vcc_lo, s1
	s_barrier_wait -1
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB1_2
; %bb.7:
	s_or_b32 exec_lo, exec_lo, s1
.LBB1_8:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s0
	v_mad_u32 v0, v9, v12, v13
	v_mov_b32_e32 v1, 0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[4:5]
	global_store_b32 v[0:1], v15, off
	s_wait_loadcnt 0x0
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_sgemm_prefetch, .Lfunc_end1-__clang_ocl_kern_imp_sgemm_prefetch
                                        ; -- End function
	.set __clang_ocl_kern_imp_sgemm_prefetch.num_vgpr, 32
	.set __clang_ocl_kern_imp_sgemm_prefetch.num_agpr, 0
	.set __clang_ocl_kern_imp_sgemm_prefetch.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_sgemm_prefetch.num_named_barrier, 0
	.set __clang_ocl_kern_imp_sgemm_prefetch.private_seg_size, 0
	.set __clang_ocl_kern_imp_sgemm_prefetch.uses_vcc, 1
	.set __clang_ocl_kern_imp_sgemm_prefetch.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_sgemm_prefetch.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_sgemm_prefetch.has_recursion, 0
	.set __clang_ocl_kern_imp_sgemm_prefetch.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 460
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
      - .address_space:  local
        .offset:         24
        .pointee_align:  4
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  local
        .offset:         28
        .pointee_align:  4
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         32
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           sgemm_prefetch
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 16
      - 16
      - 1
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         sgemm_prefetch.kd
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
