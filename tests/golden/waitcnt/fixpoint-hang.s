# ARGS: --passes=waitcnt
# A fuzzed LLVM kernel (scripts/fuzz --seed 11, mutant 114) on which the
# old fixpoint never settled; the worklist ends (a state only grows).
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	wmma_gemm_f16           ; -- Begin function wmma_gemm_f16
		.amdhsa_user_sgpr_queue_ptr 0
	.p2align	8)
	.type	wmma_gemm_f16,@function
wmma_gemm_f16:                          ; @wmma_gemm_f16
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x20
	s_load_b32 s8, s[0:1], 0x30
	v_dual_lshrrev_b32 v1, 1, v0 :: v_dual_bitop2_b32 v10, 15, v0 bitop3:0x40
	v_mov_b32_e32 v9, 0
	s_lshl_b32 s9, ttmp9, 4
	s_mov_b32 s3, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_and_b32_e32 v14, 8, v1
	v_lshl_or_b32 v8, ttmp7, 4, v10
	v_dual_mov_b32 v7, v9 :: v_dual_mov_b32 v6, v9
	v_dual_mov_b32 v5, v9 :: v_dual_mov_b32 v4, v9
	v_dual_mov_b32 v3, v9 :: v_dual_mov_b32 v2, v9
	v_dual_mov_b32 v1, v9 :: v_dual_mov_b32 v0, v9
	s_wait_kmcnt 0x0
	s_cmp_eq_u32 s5, 0
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_dual_mov_b32 v1, 0 :: v_dual_bitop2_b32 v0, s9, v10 bitop3:0x54
	s_mov_b32 s2, s5
	s_load_b128 s[12:15], s[0:1], 0x10
	v_mul_u64_e32 v[2:3], s[2:3], v[8:9]
  s_cbranch_execz .LBB0_2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_mul_u64_e32 v[4:5], s[2:3], v[0:1]
	v_lshlrev_b32_e32 v0, 1, v14
	s_mov_b32 s2, s3
	s_wait_kmcnt 0x0
	v_lshl_add_u64 v[6:7], v[2:3], 1, s[14:15]
	v_mov_b32_e32 v2, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_lshl_add_u64 v[12:13], v[4:5], 1, s[12:13]
	v_dual_mov_b32 v3, v1 :: v_dual_mov_b32 v4, v1
	v_add_nc_u64_e32 v[10:11], v[6:7], v[0:1]
	v_mov_b32_e32 v5, v1
	s_delay_alu instid0(VALU_DEP_4)
	v_add_nc_u64_e32 v[12:13], v[12:13], v[0:1]
	v_dual_mov_b32 v0, v1 :: v_dual_mov_b32 v6, v1
	v_mov_b32_e32 v7, v1
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	s_lshl_b64 s[10:11], s[2:3], 1
	s_add_co_i32 s2, s2, 32
	s_delay_alu instid0(VALU_DEP_3)
	v_add_nc_u64_e32 v[32:33], s[10:11], v[12:13]
	v_add_nc_u64_e32 v[34:35], s[10:11], v[10:11]
	s_cmp_ge_u32 s2, s5
	s_clause 0x1
	global_load_b128 v[16:19], v[32:33], off
	global_load_b128 v[20:23], v[32:33], off offset:32
	s_clause 0x1
	global_load_b128 v[24:27], v[34:35], off
	global_load_b128 v[28:31], v[34:35], off offset:32
	s_wait_loadcnt 0x0
	v_wmma_f32_16x16x32_f16 v[0:7], v[16:23], v[24:31], v[0:7]
	s_cbranch_scc0 .LBB0_2
.LBB0_3:
	s_load_b128 s[0:3], s[0:1], 0x0
	v_add_nc_u32_e32 v10, s9, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, s4, v10
	s_and_saveexec_b32 s4, vcc_lo
	s_cbranch_execz .LBB0_7
; %bb.4:
	s_mov_b32 s5, 0
	s_mov_b32 s4, s6
	v_mov_b32_e32 v11, 0
	v_mul_u64_e32 v[8:9], s[4:5], v[8:9]
	s_mov_b32 s4, s7
	s_cmp_eq_f32 s8, 0
	v_pk_mul_f32 v[6:7], s[4:5], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[4:5], s[4:5], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], s[4:5], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[0:1], s[4:5], v[0:1] op_sel_hi:[0,1]
	s_cbranch_scc1 .LBB0_6
; %bb.5:
	s_wait_kmcnt 0x0
	v_lshl_add_u64 v[12:13], v[8:9], 2, s[2:3]
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[20:21], v[10:11], 2, v[12:13]
	s_clause 0x1
	global_load_b128 v[12:15], v[20:21], off offset:16
	global_load_b128 v[16:19], v[20:21], off
	s_wait_loadcnt 0x1
	v_pk_fma_f32 v[6:7], s[8:9], v[14:15], v[6:7] op_sel_hi:[0,1,1]
	s_wait_loadcnt 0x0
	v_pk_fma_f32 v[2:3], s[8:9], v[18:19], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], s[8:9], v[12:13], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], s[8:9], v[16:17], v[0:1] op_sel_hi:[0,1,1]
.LBB0_6:
	s_wait_kmcnt 0x0
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[0:1]
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[8:9], v[10:11], 2, v[8:9]
	s_clause 0x1
	global_store_b128 v[8:9], v[4:7], off offset:16
	global_store_b128 v[8:9], v[0:3], off
.LBB0_7:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_gemm_f16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 52
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
	.globl	wmma_gemm_f16
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
		.amdhsa_next_free_vgpr 36
		.amdhsa_next_free_sgpr 16
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
	.size	wmma_gemm_f16, .Lfunc_end0-wmma_gemm_f16
                                        ; -- End function
	.set wmma_gemm_f16.num_vgpr, 36
	.set wmma_gemm_f16.num_agpr, 0
	.set wmma_gemm_f16.numbered_sgpr, 16
	.set wmma_gemm_f16.num_named_barrier, 0
	.set wmma_gemm_f16.private_seg_size, 0
	.set wmma_gemm_f16.uses_vcc, 1
	.set wmma_gemm_f16.uses_flat_scratch, 0
	.set wmma_gemm_f16.has_dyn_sized_stack, 0
	.set wmma_gemm_f16.has_recursion, 0
	.set wmma_gemm_f16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 556
; TotalNumSgprs: 18
; NumVgprs: 36
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 36
; NamedBarCnt: 0
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
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
  - .ar3s:
      - .actual_v[access:  write_only
        .address_space:  global
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
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .type_name:      float
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 52
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 32
    .name:           wmma_gemm_f16
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 32
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         wmma_gemm_f16.kd
    .uses_dynamic_stack: false
    .vgpr_count:     36
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
