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
	s_load_b128 s[4:7], s[0:1], 0x18
	s_load_b64 s[8:9], s[0:1], 0x10
	v_bfe_u32 v8, v0, 10, 10
	v_and_b32_e32 v5, 0x3ff, v0
	s_lshl_b32 s10, ttmp9, 4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_or_b32 v0, ttmp7, 4, v8
	v_or_b32_e32 v1, s10, v5
	s_wait_kmcnt 0x0
	s_cmp_eq_u32 s6, 0
	s_cbranch_scc1 .LBB0_5
; %bb.1:
	s_load_b128 s[0:3], s[0:1], 0x0
	v_mad_u32 v6, s7, v8, v1
	v_mad_u32 v2, s6, v0, v5
	v_lshl_add_u32 v9, v5, 2, s5
	s_wait_kmcnt 0x0
	global_load_b32 v4, v6, s[2:3] scale_offset
	global_load_b32 v3, v2, s[0:1] scale_offset
	s_wait_xcnt 0x1
	v_dual_add_nc_u32 v6, 16, v8 :: v_dual_lshlrev_b32 v7, 4, v8
	v_lshl_add_u32 v8, v8, 6, s4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v10, s7, v6
	v_add_lshl_u32 v7, v7, v5, 2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_add_nc_u32 v6, s4, v7 :: v_dual_add_nc_u32 v7, s5, v7
	s_mov_b32 s4, 16
	s_lshl_b32 s5, s7, 4
	v_add3_u32 v10, v5, v10, s10
	v_mov_b32_e32 v5, 0
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	ds_load_2addr_b32 v[12:13], v9 offset1:16
	ds_load_2addr_b32 v[14:15], v9 offset0:32 offset1:48
	ds_load_2addr_b32 v[16:17], v9 offset0:64 offset1:80
	ds_load_2addr_b32 v[18:19], v8 offset1:1
	ds_load_2addr_b32 v[20:21], v8 offset0:2 offset1:3
	ds_load_2addr_b32 v[22:23], v8 offset0:4 offset1:5
	ds_load_2addr_b32 v[24:25], v8 offset0:6 offset1:7
	ds_load_2addr_b32 v[26:27], v9 offset0:96 offset1:112
	ds_load_2addr_b32 v[28:29], v9 offset0:128 offset1:144
	ds_load_2addr_b32 v[30:31], v9 offset0:160 offset1:176
	ds_load_2addr_b32 v[32:33], v9 offset0:192 offset1:208
	ds_load_2addr_b32 v[34:35], v8 offset0:8 offset1:9
	ds_load_2addr_b32 v[36:37], v8 offset0:10 offset1:11
	ds_load_2addr_b32 v[38:39], v8 offset0:12 offset1:13
	ds_load_2addr_b32 v[40:41], v8 offset0:14 offset1:15
	ds_load_2addr_b32 v[42:43], v9 offset0:224 offset1:240
	s_add_co_i32 s4, s4, 16
	s_and_not1_b32 vcc_lo, exec_lo, s10
	s_wait_dscnt 0xc
	s_wait_xcnt 0x0
	v_dual_fmac_f32 v5, v18, v12 :: v_dual_add_nc_u32 v10, s5, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v5, v19, v13
	s_wait_dscnt 0xb
	v_fmac_f32_e32 v5, v20, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v5, v21, v15
	s_wait_dscnt 0xa
	v_fmac_f32_e32 v5, v22, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v5, v23, v17
	s_wait_dscnt 0x8
	v_fmac_f32_e32 v5, v24, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v5, v25, v27
	s_wait_dscnt 0x4
	v_fmac_f32_e32 v5, v34, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v5, v35, v29
	s_wait_dscnt 0x3
	v_fmac_f32_e32 v5, v36, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v5, v37, v31
	s_wait_dscnt 0x2
	v_fmac_f32_e32 v5, v38, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v5, v39, v33
	s_wait_dscnt 0x0
	v_fmac_f32_e32 v5, v40, v42
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v5, v41, v43
	s_barrier_signal -1
	s_barrier_wait -1
	s_cbranch_vccz .LBB0_6
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	ds_store_b32 v6, v3
	ds_store_b32 v7, v4
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_cmp_ge_u32 s4, s6
	s_cselect_b32 s10, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s10
	s_barrier_wait -1
	s_cbranch_vccnz .LBB0_2
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	v_add_nc_u32_e32 v11, s4, v2
	global_load_b32 v3, v11, s[0:1] scale_offset
	global_load_b32 v4, v10, s[2:3] scale_offset
	s_branch .LBB0_2
.LBB0_5:
	v_mov_b32_e32 v5, 0
.LBB0_6:
	v_mad_u32 v0, s7, v0, v1
	global_store_b32 v0, v5, s[8:9] scale_offset
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
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 11
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
.Lfunc_end0:
	.size	sgemm_prefetch, .Lfunc_end0-sgemm_prefetch
                                        ; -- End function
	.set sgemm_prefetch.num_vgpr, 44
	.set sgemm_prefetch.num_agpr, 0
	.set sgemm_prefetch.numbered_sgpr, 11
	.set sgemm_prefetch.num_named_barrier, 0
	.set sgemm_prefetch.private_seg_size, 0
	.set sgemm_prefetch.uses_vcc, 1
	.set sgemm_prefetch.uses_flat_scratch, 0
	.set sgemm_prefetch.has_dyn_sized_stack, 0
	.set sgemm_prefetch.has_recursion, 0
	.set sgemm_prefetch.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 616
; TotalNumSgprs: 13
; NumVgprs: 44
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 44
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
	v_bfe_u32 v19, v31, 10, 10
	v_and_b32_e32 v21, 0x3ff, v31
	s_and_b32 s1, ttmp7, 0xffff
	s_lshl_b32 s0, ttmp9, 4
	s_mov_b32 s2, 0
	v_lshl_or_b32 v14, s1, 4, v19
	v_dual_mov_b32 v13, 0 :: v_dual_bitop2_b32 v15, s0, v21 bitop3:0x54
	s_mov_b32 s1, exec_lo
	v_cmpx_ne_u32_e32 0, v8
	s_cbranch_execz .LBB1_6
; %bb.1:
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u32 v10, v9, v19, v15
	v_mad_u32 v12, v8, v14, v21
	v_mov_b32_e32 v11, 0
	v_lshl_add_u32 v20, v21, 2, v7
	s_mov_b32 s3, 16
	v_dual_lshlrev_b32 v17, 4, v19 :: v_dual_mov_b32 v13, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_lshl_u32 v18, v17, v21, 2
	v_lshl_add_u64 v[24:25], v[12:13], 2, v[0:1]
	v_add_nc_u32_e32 v13, 16, v19
	v_lshl_add_u64 v[22:23], v[10:11], 2, v[2:3]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_dual_add_nc_u32 v17, v6, v18 :: v_dual_add_nc_u32 v18, v7, v18
	global_load_b32 v16, v[22:23], off
	global_load_b32 v10, v[24:25], off
	v_mul_lo_u32 v13, v9, v13
	v_lshl_add_u32 v19, v19, 6, v6
	v_add3_u32 v6, v21, v13, s0
	v_dual_lshlrev_b32 v21, 4, v9 :: v_dual_mov_b32 v13, 0
	s_branch .LBB1_3
.LBB1_2:                                ;   in Loop: Header=BB1_3 Depth=1
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s4
	ds_load_2addr_b32 v[22:23], v20 offset1:16
	ds_load_2addr_b32 v[24:25], v20 offset0:32 offset1:48
	ds_load_2addr_b32 v[26:27], v20 offset0:64 offset1:80
	ds_load_2addr_b32 v[28:29], v19 offset1:1
	ds_load_2addr_b32 v[30:31], v19 offset0:2 offset1:3
	ds_load_2addr_b32 v[32:33], v19 offset0:4 offset1:5
	ds_load_2addr_b32 v[34:35], v19 offset0:6 offset1:7
	ds_load_2addr_b32 v[36:37], v20 offset0:96 offset1:112
	ds_load_2addr_b32 v[38:39], v20 offset0:128 offset1:144
	ds_load_2addr_b32 v[48:49], v20 offset0:160 offset1:176
	ds_load_2addr_b32 v[50:51], v20 offset0:192 offset1:208
	ds_load_2addr_b32 v[52:53], v19 offset0:8 offset1:9
	ds_load_2addr_b32 v[54:55], v19 offset0:10 offset1:11
	ds_load_2addr_b32 v[64:65], v19 offset0:12 offset1:13
	ds_load_2addr_b32 v[66:67], v19 offset0:14 offset1:15
	ds_load_2addr_b32 v[68:69], v20 offset0:224 offset1:240
	s_and_b32 s0, exec_lo, vcc_lo
	v_add_nc_u32_e32 v6, v6, v21
	s_or_b32 s2, s0, s2
	s_add_co_i32 s3, s3, 16
	s_wait_dscnt 0xc
	v_fmac_f32_e32 v13, v28, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v13, v29, v23
	s_wait_dscnt 0xb
	v_fmac_f32_e32 v13, v30, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v13, v31, v25
	s_wait_dscnt 0xa
	v_fmac_f32_e32 v13, v32, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v13, v33, v27
	s_wait_dscnt 0x8
	v_fmac_f32_e32 v13, v34, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v13, v35, v37
	s_wait_dscnt 0x4
	v_fmac_f32_e32 v13, v52, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v13, v53, v39
	s_wait_dscnt 0x3
	v_fmac_f32_e32 v13, v54, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v13, v55, v49
	s_wait_dscnt 0x2
	v_fmac_f32_e32 v13, v64, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v13, v65, v51
	s_wait_dscnt 0x0
	v_fmac_f32_e32 v13, v66, v68
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v13, v67, v69
	s_barrier_signal -1
	s_barrier_wait -1
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execz .LBB1_5
.LBB1_3:                                ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	ds_store_b32 v17, v10
	ds_store_b32 v18, v16
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s4, exec_lo
	v_cmp_ge_u32_e32 vcc_lo, s3, v8
	s_barrier_wait -1
	s_wait_xcnt 0x0
	v_cmpx_lt_u32_e64 s3, v8
	s_cbranch_execz .LBB1_2
; %bb.4:                                ;   in Loop: Header=BB1_3 Depth=1
	v_dual_mov_b32 v7, v11 :: v_dual_add_nc_u32 v10, s3, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u64 v[22:23], v[10:11], 2, v[0:1]
	v_lshl_add_u64 v[24:25], v[6:7], 2, v[2:3]
	global_load_b32 v10, v[22:23], off
	global_load_b32 v16, v[24:25], off
	s_branch .LBB1_2
.LBB1_5:
	s_or_b32 exec_lo, exec_lo, s2
.LBB1_6:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s1
	v_mad_u32 v0, v9, v14, v15
	v_mov_b32_e32 v1, 0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[4:5]
	global_store_b32 v[0:1], v13, off
	s_wait_loadcnt 0x0
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_sgemm_prefetch, .Lfunc_end1-__clang_ocl_kern_imp_sgemm_prefetch
                                        ; -- End function
	.set __clang_ocl_kern_imp_sgemm_prefetch.num_vgpr, 70
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
; codeLenInByte = 692
; TotalNumSgprs: 34
; NumVgprs: 70
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 70
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
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         sgemm_prefetch.kd
    .uses_dynamic_stack: false
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
