	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	lds_partial             ; -- Begin function lds_partial
	.globl	lds_partial
	.p2align	8
	.type	lds_partial,@function
lds_partial:                            ; @lds_partial
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b32 s2, s[0:1], 0x10
	v_lshl_or_b32 v1, ttmp9, 10, v0
	s_wait_xcnt 0x0
	s_mov_b32 s0, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v2, 64, v1
	v_or_b32_e32 v3, 0x80, v1
	v_or_b32_e32 v9, 0x200, v1
	v_or_b32_e32 v4, 0xc0, v1
	v_or_b32_e32 v10, 0x240, v1
	v_or_b32_e32 v5, 0x100, v1
	v_or_b32_e32 v11, 0x280, v1
	v_or_b32_e32 v6, 0x140, v1
	v_or_b32_e32 v7, 0x180, v1
	v_or_b32_e32 v8, 0x1c0, v1
	s_wait_kmcnt 0x0
	s_clause 0x7
	global_load_b32 v12, v1, s[4:5] scale_offset
	global_load_b32 v13, v2, s[4:5] scale_offset
	global_load_b32 v14, v3, s[4:5] scale_offset
	global_load_b32 v15, v4, s[4:5] scale_offset
	global_load_b32 v16, v5, s[4:5] scale_offset
	global_load_b32 v17, v6, s[4:5] scale_offset
	global_load_b32 v18, v7, s[4:5] scale_offset
	global_load_b32 v19, v8, s[4:5] scale_offset
	s_wait_xcnt 0x6
	v_or_b32_e32 v2, 0x2c0, v1
	s_wait_xcnt 0x5
	v_or_b32_e32 v3, 0x300, v1
	s_wait_xcnt 0x4
	v_or_b32_e32 v4, 0x340, v1
	s_wait_xcnt 0x3
	v_or_b32_e32 v5, 0x380, v1
	v_or_b32_e32 v1, 0x3c0, v1
	s_clause 0x7
	global_load_b32 v6, v9, s[4:5] scale_offset
	global_load_b32 v7, v10, s[4:5] scale_offset
	global_load_b32 v8, v11, s[4:5] scale_offset
	global_load_b32 v20, v2, s[4:5] scale_offset
	global_load_b32 v21, v3, s[4:5] scale_offset
	global_load_b32 v22, v4, s[4:5] scale_offset
	global_load_b32 v23, v5, s[4:5] scale_offset
	global_load_b32 v24, v1, s[4:5] scale_offset
	s_wait_xcnt 0x0
	v_lshlrev_b32_e32 v1, 2, v0
	s_cmp_eq_u32 s2, 0
	s_wait_loadcnt 0xe
	ds_store_2addr_stride64_b32 v1, v12, v13 offset1:1
	s_wait_loadcnt 0xc
	ds_store_2addr_stride64_b32 v1, v14, v15 offset0:2 offset1:3
	s_wait_loadcnt 0xa
	ds_store_2addr_stride64_b32 v1, v16, v17 offset0:4 offset1:5
	s_wait_loadcnt 0x8
	ds_store_2addr_stride64_b32 v1, v18, v19 offset0:6 offset1:7
	s_wait_loadcnt 0x6
	ds_store_2addr_stride64_b32 v1, v6, v7 offset0:8 offset1:9
	s_wait_loadcnt 0x4
	ds_store_2addr_stride64_b32 v1, v8, v20 offset0:10 offset1:11
	s_wait_loadcnt 0x2
	ds_store_2addr_stride64_b32 v1, v21, v22 offset0:12 offset1:13
	s_wait_loadcnt 0x0
	ds_store_2addr_stride64_b32 v1, v23, v24 offset0:14 offset1:15
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_cbranch_scc1 .LBB0_6
; %bb.1:
	s_and_b32 s1, s2, 3
	s_cmp_lt_u32 s2, 4
	s_cbranch_scc1 .LBB0_7
; %bb.2:
	v_mov_b32_e32 v1, 0
	s_and_b32 s0, s2, -4
	s_mov_b32 s2, 0
	s_mov_b32 s3, 0
	s_mov_b32 s4, 0
	s_mov_b32 s5, 0
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_add_nc_u32 v2, s5, v0 :: v_dual_add_nc_u32 v3, s4, v0
	v_dual_add_nc_u32 v4, s3, v0 :: v_dual_add_nc_u32 v6, s2, v0
	s_add_co_i32 s5, s5, 4
	v_and_b32_e32 v5, 63, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v7, 63, v3
	v_dual_add_nc_u32 v10, 1, v2 :: v_dual_bitop2_b32 v8, 63, v4 bitop3:0x40
	v_dual_add_nc_u32 v11, 2, v3 :: v_dual_bitop2_b32 v9, 63, v6 bitop3:0x40
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_lshlrev_b32 v5, 2, v5 :: v_dual_lshlrev_b32 v7, 2, v7
	v_dual_lshlrev_b32 v8, 2, v8 :: v_dual_lshlrev_b32 v9, 2, v9
	v_dual_add_nc_u32 v12, 3, v4 :: v_dual_add_nc_u32 v13, 5, v6
	ds_load_b32 v5, v5
	ds_load_b32 v7, v7 offset:256
	ds_load_b32 v8, v8 offset:512
	v_and_b32_e32 v11, 63, v11
	v_and_b32_e32 v10, 63, v10
	v_and_b32_e32 v13, 63, v13
	v_dual_add_nc_u32 v14, 4, v3 :: v_dual_bitop2_b32 v12, 63, v12 bitop3:0x40
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_add_nc_u32 v15, 6, v4 :: v_dual_lshlrev_b32 v11, 2, v11
	v_dual_lshlrev_b32 v10, 2, v10 :: v_dual_lshlrev_b32 v13, 2, v13
	s_delay_alu instid0(VALU_DEP_3)
	v_lshlrev_b32_e32 v12, 2, v12
	ds_load_b32 v9, v9 offset:768
	ds_load_b32 v10, v10 offset:1024
	ds_load_b32 v11, v11 offset:1280
	ds_load_b32 v12, v12 offset:1536
	ds_load_b32 v13, v13 offset:1792
	s_add_co_i32 s4, s4, 8
	s_add_co_i32 s3, s3, 12
	s_add_co_i32 s2, s2, 20
	v_add_nc_u32_e32 v3, 6, v3
	s_cmp_lg_u32 s0, s5
	s_wait_dscnt 0x7
	v_dual_mul_f32 v1, v1, v5 :: v_dual_add_nc_u32 v5, 2, v2
	v_dual_add_nc_u32 v16, 10, v6 :: v_dual_add_nc_u32 v4, 9, v4
	s_wait_dscnt 0x6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_add_f32 v1, v1, v7 :: v_dual_add_nc_u32 v2, 3, v2
	v_and_b32_e32 v5, 63, v5
	v_and_b32_e32 v7, 63, v14
	v_dual_add_nc_u32 v6, 15, v6 :: v_dual_bitop2_b32 v3, 63, v3 bitop3:0x40
	s_wait_dscnt 0x5
	v_dual_mul_f32 v1, v1, v8 :: v_dual_bitop2_b32 v8, 63, v15 bitop3:0x40
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_lshlrev_b32 v5, 2, v5 :: v_dual_lshlrev_b32 v7, 2, v7
	s_wait_dscnt 0x4
	v_dual_sub_f32 v1, v1, v9 :: v_dual_bitop2_b32 v9, 63, v16 bitop3:0x40
	ds_load_b32 v5, v5 offset:2048
	ds_load_b32 v7, v7 offset:2304
	v_dual_lshlrev_b32 v8, 2, v8 :: v_dual_bitop2_b32 v2, 63, v2 bitop3:0x40
	s_wait_dscnt 0x5
	v_dual_mul_f32 v1, v1, v10 :: v_dual_bitop2_b32 v4, 63, v4 bitop3:0x40
	v_dual_lshlrev_b32 v9, 2, v9 :: v_dual_bitop2_b32 v6, 63, v6 bitop3:0x40
	ds_load_b32 v8, v8 offset:2560
	s_wait_dscnt 0x5
	v_dual_add_f32 v1, v1, v11 :: v_dual_lshlrev_b32 v2, 2, v2
	v_dual_lshlrev_b32 v3, 2, v3 :: v_dual_lshlrev_b32 v4, 2, v4
	ds_load_b32 v9, v9 offset:2816
	s_wait_dscnt 0x5
	v_dual_mul_f32 v1, v1, v12 :: v_dual_lshlrev_b32 v6, 2, v6
	s_wait_dscnt 0x4
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_f32_e32 v1, v1, v13
	ds_load_b32 v2, v2 offset:3072
	ds_load_b32 v3, v3 offset:3328
	ds_load_b32 v4, v4 offset:3584
	ds_load_b32 v6, v6 offset:3840
	s_wait_dscnt 0x7
	v_mul_f32_e32 v1, v1, v5
	s_wait_dscnt 0x6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v7
	s_wait_dscnt 0x5
	v_mul_f32_e32 v1, v1, v8
	s_wait_dscnt 0x4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v1, v9
	s_wait_dscnt 0x3
	v_mul_f32_e32 v1, v1, v2
	s_wait_dscnt 0x2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v3
	s_wait_dscnt 0x1
	v_mul_f32_e32 v1, v1, v4
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_f32_e32 v1, v1, v6
	s_cbranch_scc1 .LBB0_3
; %bb.4:
	s_cmp_lg_u32 s1, 0
	s_cselect_b32 s2, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccnz .LBB0_8
.LBB0_5:
	v_lshl_or_b32 v0, ttmp9, 6, v0
	global_store_b32 v0, v1, s[6:7] scale_offset
	s_endpgm
.LBB0_6:
	v_mov_b32_e32 v1, 0
	v_lshl_or_b32 v0, ttmp9, 6, v0
	global_store_b32 v0, v1, s[6:7] scale_offset
	s_endpgm
.LBB0_7:
	v_mov_b32_e32 v1, 0
	s_cbranch_execz .LBB0_5
.LBB0_8:
	s_lshl_b32 s2, s0, 1
	s_mul_i32 s3, s0, 3
	s_mul_i32 s4, s0, 5
	s_lshl_b32 s5, s0, 10
.LBB0_9:                                ; =>This Inner Loop Header: Depth=1
	v_dual_add_nc_u32 v2, s0, v0 :: v_dual_add_nc_u32 v3, s2, v0
	s_and_b32 s8, s5, 0xc00
	s_add_co_i32 s1, s1, -1
	s_add_co_i32 s0, s0, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_add_nc_u32 v4, s3, v0 :: v_dual_bitop2_b32 v2, 63, v2 bitop3:0x40
	v_dual_add_nc_u32 v5, s4, v0 :: v_dual_bitop2_b32 v3, 63, v3 bitop3:0x40
	s_add_co_i32 s2, s2, 2
	v_lshl_or_b32 v2, v2, 2, s8
	s_add_co_i32 s3, s3, 3
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_or_b32 v3, v3, 2, s8
	s_add_co_i32 s4, s4, 5
	s_addk_co_i32 s5, 0x400
	ds_load_b32 v2, v2
	s_cmp_lg_u32 s1, 0
	ds_load_b32 v3, v3 offset:256
	s_wait_dscnt 0x1
	v_dual_mul_f32 v1, v1, v2 :: v_dual_bitop2_b32 v4, 63, v4 bitop3:0x40
	v_and_b32_e32 v5, 63, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshl_or_b32 v4, v4, 2, s8
	s_wait_dscnt 0x0
	v_add_f32_e32 v1, v1, v3
	s_delay_alu instid0(VALU_DEP_3)
	v_lshl_or_b32 v5, v5, 2, s8
	ds_load_b32 v4, v4 offset:512
	ds_load_b32 v5, v5 offset:768
	s_wait_dscnt 0x1
	v_mul_f32_e32 v1, v1, v4
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_f32_e32 v1, v1, v5
	s_cbranch_scc1 .LBB0_9
	s_branch .LBB0_5
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lds_partial
		.amdhsa_group_segment_fixed_size 4096
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
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
		.amdhsa_next_free_sgpr 9
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 12
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
	.size	lds_partial, .Lfunc_end0-lds_partial
                                        ; -- End function
	.set lds_partial.num_vgpr, 25
	.set lds_partial.num_agpr, 0
	.set lds_partial.numbered_sgpr, 9
	.set lds_partial.num_named_barrier, 0
	.set lds_partial.private_seg_size, 0
	.set lds_partial.uses_vcc, 1
	.set lds_partial.uses_flat_scratch, 0
	.set lds_partial.has_dyn_sized_stack, 0
	.set lds_partial.has_recursion, 0
	.set lds_partial.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1448
; TotalNumSgprs: 11
; NumVgprs: 25
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 11
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
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
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
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           lds_partial
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         lds_partial.kd
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
