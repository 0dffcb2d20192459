	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	narrow_loads            ; -- Begin function narrow_loads
	.globl	narrow_loads
	.p2align	8
	.type	narrow_loads,@function
narrow_loads:                           ; @narrow_loads
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshl_or_b32 v0, ttmp9, 6, v0
	s_wait_xcnt 0x0
	s_load_b64 s[0:1], s[0:1], 0x20
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u32 v1, v0, 1, v0
	v_add_nc_u32_e32 v4, 7, v0
	s_wait_kmcnt 0x0
	global_load_i8 v1, v1, s[6:7]
	s_clause 0x1
	global_load_u8 v2, v0, s[4:5]
	global_load_u16 v3, v0, s[8:9] scale_offset
	global_load_i16 v4, v4, s[10:11] scale_offset
	s_wait_loadcnt 0x1
	v_mad_i32_i24 v1, v1, v2, v3
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_nc_u32_e32 v1, v1, v4
	global_store_b32 v0, v1, s[0:1] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel narrow_loads
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
.Lfunc_end0:
	.size	narrow_loads, .Lfunc_end0-narrow_loads
                                        ; -- End function
	.set narrow_loads.num_vgpr, 5
	.set narrow_loads.num_agpr, 0
	.set narrow_loads.numbered_sgpr, 12
	.set narrow_loads.num_named_barrier, 0
	.set narrow_loads.private_seg_size, 0
	.set narrow_loads.uses_vcc, 0
	.set narrow_loads.uses_flat_scratch, 0
	.set narrow_loads.has_dyn_sized_stack, 0
	.set narrow_loads.has_recursion, 0
	.set narrow_loads.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 148
; TotalNumSgprs: 12
; NumVgprs: 5
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
	.protected	__clang_ocl_kern_imp_narrow_loads ; -- Begin function __clang_ocl_kern_imp_narrow_loads
	.globl	__clang_ocl_kern_imp_narrow_loads
	.p2align	2
	.type	__clang_ocl_kern_imp_narrow_loads,@function
__clang_ocl_kern_imp_narrow_loads:      ; @__clang_ocl_kern_imp_narrow_loads
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v10, 0x3ff, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v10, ttmp9, 6, v10
	v_dual_mov_b32 v11, 0 :: v_dual_add_nc_u32 v14, 7, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v13, v11 :: v_dual_mov_b32 v15, v11
	v_lshl_add_u32 v12, v10, 1, v10
	v_lshl_add_u64 v[4:5], v[10:11], 1, v[4:5]
	v_add_nc_u64_e32 v[0:1], v[0:1], v[10:11]
	v_add_nc_u64_e32 v[2:3], v[2:3], v[12:13]
	global_load_u16 v12, v[4:5], off
	s_wait_xcnt 0x0
	v_lshl_add_u64 v[4:5], v[14:15], 1, v[6:7]
	global_load_u8 v0, v[0:1], off
	global_load_i8 v1, v[2:3], off
	global_load_i16 v2, v[4:5], off
	s_wait_loadcnt 0x1
	v_mad_i32_i24 v0, v1, v0, v12
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_nc_u32_e32 v2, v0, v2
	v_lshl_add_u64 v[0:1], v[10:11], 2, v[8:9]
	global_store_b32 v[0:1], v2, off
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_narrow_loads, .Lfunc_end1-__clang_ocl_kern_imp_narrow_loads
                                        ; -- End function
	.set __clang_ocl_kern_imp_narrow_loads.num_vgpr, 32
	.set __clang_ocl_kern_imp_narrow_loads.num_agpr, 0
	.set __clang_ocl_kern_imp_narrow_loads.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_narrow_loads.num_named_barrier, 0
	.set __clang_ocl_kern_imp_narrow_loads.private_seg_size, 0
	.set __clang_ocl_kern_imp_narrow_loads.uses_vcc, 0
	.set __clang_ocl_kern_imp_narrow_loads.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_narrow_loads.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_narrow_loads.has_recursion, 0
	.set __clang_ocl_kern_imp_narrow_loads.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 184
; TotalNumSgprs: 32
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	narrow_lds_bytes        ; -- Begin function narrow_lds_bytes
	.globl	narrow_lds_bytes
	.p2align	8
	.type	narrow_lds_bytes,@function
narrow_lds_bytes:                       ; @narrow_lds_bytes
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b96 s[4:6], s[0:1], 0x0
	v_lshl_or_b32 v1, ttmp9, 6, v0
	s_wait_xcnt 0x0
	s_load_b64 s[0:1], s[0:1], 0x10
	s_wait_kmcnt 0x0
	global_load_u8 v2, v1, s[4:5]
	v_add_nc_u32_e32 v3, s6, v0
	s_wait_loadcnt 0x0
	ds_store_b8 v3, v2
	v_dual_add_nc_u32 v2, 1, v0 :: v_dual_add_nc_u32 v4, 2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_nc_u32 v0, s6, v0 :: v_dual_bitop2_b32 v2, 63, v2 bitop3:0x40
	v_dual_add_nc_u32 v2, s6, v2 :: v_dual_bitop2_b32 v4, 63, v4 bitop3:0x40
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v4, s6, v4
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_u8 v2, v2
	ds_load_u8 v4, v4
	s_wait_dscnt 0x0
	v_xor_b32_e32 v2, v4, v2
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b8 v3, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_u8 v0, v0 offset:63
	s_wait_dscnt 0x0
	global_store_b8 v1, v0, s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel narrow_lds_bytes
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
	.size	narrow_lds_bytes, .Lfunc_end2-narrow_lds_bytes
                                        ; -- End function
	.set narrow_lds_bytes.num_vgpr, 5
	.set narrow_lds_bytes.num_agpr, 0
	.set narrow_lds_bytes.numbered_sgpr, 7
	.set narrow_lds_bytes.num_named_barrier, 0
	.set narrow_lds_bytes.private_seg_size, 0
	.set narrow_lds_bytes.uses_vcc, 0
	.set narrow_lds_bytes.uses_flat_scratch, 0
	.set narrow_lds_bytes.has_dyn_sized_stack, 0
	.set narrow_lds_bytes.has_recursion, 0
	.set narrow_lds_bytes.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 208
; TotalNumSgprs: 7
; NumVgprs: 5
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
	.protected	__clang_ocl_kern_imp_narrow_lds_bytes ; -- Begin function __clang_ocl_kern_imp_narrow_lds_bytes
	.globl	__clang_ocl_kern_imp_narrow_lds_bytes
	.p2align	2
	.type	__clang_ocl_kern_imp_narrow_lds_bytes,@function
__clang_ocl_kern_imp_narrow_lds_bytes:  ; @__clang_ocl_kern_imp_narrow_lds_bytes
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v5, v4 :: v_dual_mov_b32 v4, v3
	v_and_b32_e32 v3, 0x3ff, v31
	v_mov_b32_e32 v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshl_or_b32 v6, ttmp9, 6, v3
	v_add_nc_u32_e32 v8, 2, v3
	v_add_nc_u64_e32 v[0:1], v[0:1], v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v8, 63, v8
	v_add_nc_u32_e32 v8, v2, v8
	global_load_u8 v0, v[0:1], off
	s_wait_xcnt 0x0
	v_add_nc_u32_e32 v1, v2, v3
	s_wait_loadcnt 0x0
	ds_store_b8 v1, v0
	v_add_nc_u32_e32 v0, 1, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 63, v0
	v_add_nc_u32_e32 v0, v2, v0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_u8 v0, v0
	ds_load_u8 v8, v8
	s_wait_dscnt 0x0
	v_xor_b32_e32 v0, v8, v0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b8 v1, v0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_sub_nc_u32_e32 v0, v2, v3
	s_barrier_wait -1
	ds_load_u8 v2, v0 offset:63
	v_add_nc_u64_e32 v[0:1], v[4:5], v[6:7]
	s_wait_dscnt 0x0
	global_store_b8 v[0:1], v2, off
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_narrow_lds_bytes, .Lfunc_end3-__clang_ocl_kern_imp_narrow_lds_bytes
                                        ; -- End function
	.set __clang_ocl_kern_imp_narrow_lds_bytes.num_vgpr, 32
	.set __clang_ocl_kern_imp_narrow_lds_bytes.num_agpr, 0
	.set __clang_ocl_kern_imp_narrow_lds_bytes.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_narrow_lds_bytes.num_named_barrier, 0
	.set __clang_ocl_kern_imp_narrow_lds_bytes.private_seg_size, 0
	.set __clang_ocl_kern_imp_narrow_lds_bytes.uses_vcc, 0
	.set __clang_ocl_kern_imp_narrow_lds_bytes.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_narrow_lds_bytes.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_narrow_lds_bytes.has_recursion, 0
	.set __clang_ocl_kern_imp_narrow_lds_bytes.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 208
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
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         32
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           narrow_loads
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         narrow_loads.kd
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
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         8
        .pointee_align:  1
        .size:           4
        .type_name:      'uchar*'
        .value_kind:     dynamic_shared_pointer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           narrow_lds_bytes
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     7
    .sgpr_spill_count: 0
    .symbol:         narrow_lds_bytes.kd
    .uses_dynamic_stack: false
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
