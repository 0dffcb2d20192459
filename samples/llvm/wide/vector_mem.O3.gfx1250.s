	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	vec_sizes               ; -- Begin function vec_sizes
	.globl	vec_sizes
	.p2align	8
	.type	vec_sizes,@function
vec_sizes:                              ; @vec_sizes
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_mov_b32_e32 v21, 0
	v_lshl_or_b32 v20, ttmp9, 6, v0
	s_wait_xcnt 0x0
	s_load_b128 s[0:3], s[0:1], 0x20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[0:1], 5, v[20:21]
	v_mad_u32 v8, v20, 3, 2
	s_wait_kmcnt 0x0
	v_add_nc_u64_e32 v[22:23], s[10:11], v[0:1]
	global_load_b128 v[0:3], v20, s[8:9] scale_offset
	s_wait_loadcnt 0x0
	v_lshlrev_b64_e32 v[0:1], 6, v[20:21]
	global_load_b32 v2, v8, s[6:7] scale_offset
	global_load_b128 v[4:7], v[22:23], off
	global_load_b64 v[24:25], v20, s[4:5] scale_offset
	v_add_nc_u64_e32 v[0:1], s[0:1], v[0:1]
	global_load_b128 v[8:11], v[22:23], off offset:16
	s_clause 0x1
	global_load_b128 v[12:15], v[0:1], off
	global_load_b128 v[16:19], v[0:1], off offset:48
	s_wait_loadcnt 0x4
	s_wait_xcnt 0x0
	v_pk_add_f32 v[0:1], v[2:3], v[6:7]
	s_wait_loadcnt 0x3
	v_pk_add_f32 v[2:3], v[24:25], v[4:5]
	s_wait_loadcnt 0x2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_pk_add_f32 v[0:1], v[10:11], v[0:1]
	v_pk_add_f32 v[2:3], v[8:9], v[2:3]
	s_wait_loadcnt 0x1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_pk_add_f32 v[0:1], v[14:15], v[0:1]
	v_pk_add_f32 v[4:5], v[12:13], v[2:3]
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_pk_add_f32 v[2:3], v[18:19], v[0:1]
	v_pk_add_f32 v[0:1], v[16:17], v[4:5]
	global_store_b128 v20, v[0:3], s[2:3] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vec_sizes
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
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
	.size	vec_sizes, .Lfunc_end0-vec_sizes
                                        ; -- End function
	.set vec_sizes.num_vgpr, 26
	.set vec_sizes.num_agpr, 0
	.set vec_sizes.numbered_sgpr, 12
	.set vec_sizes.num_named_barrier, 0
	.set vec_sizes.private_seg_size, 0
	.set vec_sizes.uses_vcc, 0
	.set vec_sizes.uses_flat_scratch, 0
	.set vec_sizes.has_dyn_sized_stack, 0
	.set vec_sizes.has_recursion, 0
	.set vec_sizes.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 280
; TotalNumSgprs: 12
; NumVgprs: 26
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 113
; NamedBarCnt: 0
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_vec_sizes ; -- Begin function __clang_ocl_kern_imp_vec_sizes
	.globl	__clang_ocl_kern_imp_vec_sizes
	.p2align	2
	.type	__clang_ocl_kern_imp_vec_sizes,@function
__clang_ocl_kern_imp_vec_sizes:         ; @__clang_ocl_kern_imp_vec_sizes
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v12, 0x3ff, v31
	v_mov_b32_e32 v13, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_or_b32 v12, ttmp9, 6, v12
	v_mov_b32_e32 v15, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_lshlrev_b64_e32 v[24:25], 4, v[12:13]
	v_mad_u32 v14, v12, 3, 2
	v_lshlrev_b64_e32 v[16:17], 5, v[12:13]
	v_add_nc_u64_e32 v[4:5], v[4:5], v[24:25]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u64_e32 v[26:27], v[6:7], v[16:17]
	v_lshl_add_u64 v[16:17], v[12:13], 3, v[0:1]
	v_lshl_add_u64 v[14:15], v[14:15], 2, v[2:3]
	global_load_b128 v[0:3], v[4:5], off
	s_wait_loadcnt 0x0
	v_lshlrev_b64_e32 v[0:1], 6, v[12:13]
	global_load_b128 v[4:7], v[26:27], off
	global_load_b32 v2, v[14:15], off
	global_load_b64 v[28:29], v[16:17], off
	v_add_nc_u64_e32 v[0:1], v[8:9], v[0:1]
	global_load_b128 v[12:15], v[26:27], off offset:16
	s_clause 0x1
	global_load_b128 v[16:19], v[0:1], off
	global_load_b128 v[20:23], v[0:1], off offset:48
	s_wait_loadcnt 0x4
	s_wait_xcnt 0x0
	v_pk_add_f32 v[0:1], v[2:3], v[6:7]
	s_wait_loadcnt 0x3
	v_pk_add_f32 v[2:3], v[28:29], v[4:5]
	v_add_nc_u64_e32 v[6:7], v[10:11], v[24:25]
	s_wait_loadcnt 0x2
	v_pk_add_f32 v[0:1], v[14:15], v[0:1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_pk_add_f32 v[2:3], v[12:13], v[2:3]
	s_wait_loadcnt 0x1
	v_pk_add_f32 v[0:1], v[18:19], v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_pk_add_f32 v[4:5], v[16:17], v[2:3]
	s_wait_loadcnt 0x0
	v_pk_add_f32 v[2:3], v[22:23], v[0:1]
	s_delay_alu instid0(VALU_DEP_2)
	v_pk_add_f32 v[0:1], v[20:21], v[4:5]
	global_store_b128 v[6:7], v[0:3], off
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_vec_sizes, .Lfunc_end1-__clang_ocl_kern_imp_vec_sizes
                                        ; -- End function
	.set __clang_ocl_kern_imp_vec_sizes.num_vgpr, 32
	.set __clang_ocl_kern_imp_vec_sizes.num_agpr, 0
	.set __clang_ocl_kern_imp_vec_sizes.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_vec_sizes.num_named_barrier, 0
	.set __clang_ocl_kern_imp_vec_sizes.private_seg_size, 0
	.set __clang_ocl_kern_imp_vec_sizes.uses_vcc, 0
	.set __clang_ocl_kern_imp_vec_sizes.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_vec_sizes.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_vec_sizes.has_recursion, 0
	.set __clang_ocl_kern_imp_vec_sizes.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 304
; TotalNumSgprs: 32
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 1
	.text
	.protected	vec_transpose4          ; -- Begin function vec_transpose4
	.globl	vec_transpose4
	.p2align	8
	.type	vec_transpose4,@function
vec_transpose4:                         ; @vec_transpose4
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b128 s[0:3], s[0:1], 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_or_b32 v28, ttmp9, 8, v0
	s_wait_kmcnt 0x0
	s_clause 0x3
	global_load_b128 v[12:15], v28, s[0:1] scale_offset
	global_load_b128 v[0:3], v28, s[0:1] offset:16 scale_offset
	global_load_b128 v[16:19], v28, s[0:1] offset:32 scale_offset
	global_load_b128 v[8:11], v28, s[0:1] offset:48 scale_offset
	s_wait_loadcnt 0x2
	v_dual_mov_b32 v20, v12 :: v_dual_mov_b32 v21, v0
	s_wait_loadcnt 0x0
	v_dual_mov_b32 v22, v16 :: v_dual_mov_b32 v23, v8
	v_dual_mov_b32 v6, v13 :: v_dual_mov_b32 v7, v1
	v_dual_mov_b32 v8, v17 :: v_dual_mov_b32 v24, v14
	v_dual_mov_b32 v25, v2 :: v_dual_mov_b32 v26, v18
	v_dual_mov_b32 v27, v10 :: v_dual_mov_b32 v2, v15
	v_dual_mov_b32 v4, v19 :: v_dual_mov_b32 v5, v11
	s_clause 0x3
	global_store_b128 v28, v[20:23], s[2:3] scale_offset
	global_store_b128 v28, v[6:9], s[2:3] offset:16 scale_offset
	global_store_b128 v28, v[24:27], s[2:3] offset:32 scale_offset
	global_store_b128 v28, v[2:5], s[2:3] offset:48 scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vec_transpose4
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
		.amdhsa_next_free_sgpr 4
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
	.size	vec_transpose4, .Lfunc_end2-vec_transpose4
                                        ; -- End function
	.set vec_transpose4.num_vgpr, 29
	.set vec_transpose4.num_agpr, 0
	.set vec_transpose4.numbered_sgpr, 4
	.set vec_transpose4.num_named_barrier, 0
	.set vec_transpose4.private_seg_size, 0
	.set vec_transpose4.uses_vcc, 0
	.set vec_transpose4.uses_flat_scratch, 0
	.set vec_transpose4.has_dyn_sized_stack, 0
	.set vec_transpose4.has_recursion, 0
	.set vec_transpose4.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 212
; TotalNumSgprs: 4
; NumVgprs: 29
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 4
; NumVGPRsForWavesPerEU: 113
; NamedBarCnt: 0
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_vec_transpose4 ; -- Begin function __clang_ocl_kern_imp_vec_transpose4
	.globl	__clang_ocl_kern_imp_vec_transpose4
	.p2align	2
	.type	__clang_ocl_kern_imp_vec_transpose4,@function
__clang_ocl_kern_imp_vec_transpose4:    ; @__clang_ocl_kern_imp_vec_transpose4
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v4, 0x3ff, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v5, 0 :: v_dual_lshlrev_b32 v4, 2, v4
	v_lshl_or_b32 v4, ttmp9, 8, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[8:9], 4, v[4:5]
	v_add_nc_u64_e32 v[0:1], v[0:1], v[8:9]
	v_add_nc_u64_e32 v[28:29], v[2:3], v[8:9]
	s_clause 0x3
	global_load_b128 v[16:19], v[0:1], off
	global_load_b128 v[4:7], v[0:1], off offset:16
	global_load_b128 v[20:23], v[0:1], off offset:32
	global_load_b128 v[12:15], v[0:1], off offset:48
	s_wait_loadcnt 0x2
	s_wait_xcnt 0x0
	v_dual_mov_b32 v0, v16 :: v_dual_mov_b32 v1, v4
	s_wait_loadcnt 0x0
	v_dual_mov_b32 v2, v20 :: v_dual_mov_b32 v3, v12
	v_dual_mov_b32 v10, v17 :: v_dual_mov_b32 v11, v5
	v_dual_mov_b32 v12, v21 :: v_dual_mov_b32 v24, v18
	v_dual_mov_b32 v25, v6 :: v_dual_mov_b32 v26, v22
	v_dual_mov_b32 v27, v14 :: v_dual_mov_b32 v6, v19
	v_dual_mov_b32 v8, v23 :: v_dual_mov_b32 v9, v15
	s_clause 0x3
	global_store_b128 v[28:29], v[0:3], off
	global_store_b128 v[28:29], v[10:13], off offset:16
	global_store_b128 v[28:29], v[24:27], off offset:32
	global_store_b128 v[28:29], v[6:9], off offset:48
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_vec_transpose4, .Lfunc_end3-__clang_ocl_kern_imp_vec_transpose4
                                        ; -- End function
	.set __clang_ocl_kern_imp_vec_transpose4.num_vgpr, 32
	.set __clang_ocl_kern_imp_vec_transpose4.num_agpr, 0
	.set __clang_ocl_kern_imp_vec_transpose4.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_vec_transpose4.num_named_barrier, 0
	.set __clang_ocl_kern_imp_vec_transpose4.private_seg_size, 0
	.set __clang_ocl_kern_imp_vec_transpose4.uses_vcc, 0
	.set __clang_ocl_kern_imp_vec_transpose4.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_vec_transpose4.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_vec_transpose4.has_recursion, 0
	.set __clang_ocl_kern_imp_vec_transpose4.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 232
; TotalNumSgprs: 32
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 1
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
        .type_name:      'float2*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'float3*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'float8*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         32
        .size:           8
        .type_name:      'float16*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         40
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           vec_sizes
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         vec_sizes.kd
    .uses_dynamic_stack: false
    .vgpr_count:     26
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           vec_transpose4
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     4
    .sgpr_spill_count: 0
    .symbol:         vec_transpose4.kd
    .uses_dynamic_stack: false
    .vgpr_count:     29
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
