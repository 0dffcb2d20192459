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
	s_load_b128 s[4:7], s[0:1], 0x0
	v_dual_mov_b32 v1, v0 :: v_dual_lshlrev_b32 v2, 2, v0
	v_lshl_or_b32 v3, ttmp9, 10, v0
	s_mov_b32 s2, 0
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	s_wait_kmcnt 0x0
	global_load_b32 v4, v3, s[4:5] scale_offset
	s_wait_xcnt 0x0
	v_dual_add_nc_u32 v5, s2, v2 :: v_dual_add_nc_u32 v3, 64, v3
	s_addk_co_i32 s2, 0x100
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u32 s2, 0x1000
	s_wait_loadcnt 0x0
	ds_store_b32 v5, v4
	s_cbranch_scc0 .LBB0_1
; %bb.2:
	s_load_b32 s0, s[0:1], 0x10
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_mov_b32_e32 v2, 0
	s_wait_xcnt 0x0
	s_mov_b32 s1, 0
	s_barrier_wait -1
	s_wait_kmcnt 0x0
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc1 .LBB0_5
; %bb.3:
	v_dual_mov_b32 v3, v1 :: v_dual_mov_b32 v4, v1
	v_mov_b32_e32 v5, v1
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_and_b32_e32 v6, 63, v4
	s_and_b32 s2, s1, 0xc00
	v_dual_add_nc_u32 v4, 1, v4 :: v_dual_bitop2_b32 v8, 63, v3 bitop3:0x40
	v_add_nc_u32_e32 v3, 3, v3
	s_delay_alu instid0(VALU_DEP_3)
	v_lshl_or_b32 v6, v6, 2, s2
	s_add_co_i32 s0, s0, -1
	s_addk_co_i32 s1, 0x400
	s_cmp_lg_u32 s0, 0
	ds_load_b32 v6, v6
	v_dual_add_nc_u32 v5, 2, v5 :: v_dual_bitop2_b32 v7, 63, v5 bitop3:0x40
	v_lshl_or_b32 v8, v8, 2, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v7, v7, 2, s2
	ds_load_b32 v7, v7 offset:256
	s_wait_dscnt 0x1
	v_mul_f32_e32 v2, v2, v6
	s_wait_dscnt 0x0
	v_dual_add_f32 v2, v2, v7 :: v_dual_bitop2_b32 v9, 63, v1 bitop3:0x40
	v_add_nc_u32_e32 v1, 5, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_or_b32 v9, v9, 2, s2
	ds_load_b32 v8, v8 offset:512
	ds_load_b32 v9, v9 offset:768
	s_wait_dscnt 0x1
	v_mul_f32_e32 v2, v2, v8
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_f32_e32 v2, v2, v9
	s_cbranch_scc1 .LBB0_4
.LBB0_5:
	v_lshl_or_b32 v0, ttmp9, 6, v0
	global_store_b32 v0, v2, s[6:7] scale_offset
	s_endpgm
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
		.amdhsa_next_free_sgpr 8
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
	.size	lds_partial, .Lfunc_end0-lds_partial
                                        ; -- End function
	.set lds_partial.num_vgpr, 10
	.set lds_partial.num_agpr, 0
	.set lds_partial.numbered_sgpr, 8
	.set lds_partial.num_named_barrier, 0
	.set lds_partial.private_seg_size, 0
	.set lds_partial.uses_vcc, 0
	.set lds_partial.uses_flat_scratch, 0
	.set lds_partial.has_dyn_sized_stack, 0
	.set lds_partial.has_recursion, 0
	.set lds_partial.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 364
; TotalNumSgprs: 8
; NumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 8
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
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         lds_partial.kd
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
