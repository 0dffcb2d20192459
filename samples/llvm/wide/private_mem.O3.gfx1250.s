	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	private_dynamic         ; -- Begin function private_dynamic
	.globl	private_dynamic
	.p2align	8
	.type	private_dynamic,@function
private_dynamic:                        ; @private_dynamic
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	v_lshl_or_b32 v0, ttmp9, 6, v0
	s_clause 0x1
	s_load_b64 s[2:3], s[0:1], 0x0
	s_load_b96 s[4:6], s[0:1], 0x10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v2, 0x60, v0
	v_ashrrev_i32_e32 v3, 31, v2
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[98:99], v[2:3], 2, s[2:3]
	s_cmp_lt_i32 s6, 1
	s_clause 0x17
	global_load_b128 v[2:5], v[98:99], off
	global_load_b128 v[6:9], v[98:99], off offset:16
	global_load_b128 v[10:13], v[98:99], off offset:32
	global_load_b128 v[14:17], v[98:99], off offset:48
	global_load_b128 v[18:21], v[98:99], off offset:64
	global_load_b128 v[22:25], v[98:99], off offset:80
	global_load_b128 v[26:29], v[98:99], off offset:96
	global_load_b128 v[30:33], v[98:99], off offset:112
	global_load_b128 v[34:37], v[98:99], off offset:128
	global_load_b128 v[38:41], v[98:99], off offset:144
	global_load_b128 v[42:45], v[98:99], off offset:160
	global_load_b128 v[46:49], v[98:99], off offset:176
	global_load_b128 v[50:53], v[98:99], off offset:192
	global_load_b128 v[54:57], v[98:99], off offset:208
	global_load_b128 v[58:61], v[98:99], off offset:224
	global_load_b128 v[62:65], v[98:99], off offset:240
	global_load_b128 v[66:69], v[98:99], off offset:256
	global_load_b128 v[70:73], v[98:99], off offset:272
	global_load_b128 v[74:77], v[98:99], off offset:288
	global_load_b128 v[78:81], v[98:99], off offset:304
	global_load_b128 v[82:85], v[98:99], off offset:320
	global_load_b128 v[86:89], v[98:99], off offset:336
	global_load_b128 v[90:93], v[98:99], off offset:352
	global_load_b128 v[94:97], v[98:99], off offset:368
	s_wait_loadcnt 0x17
	scratch_store_b128 off, v[2:5], off
	s_wait_loadcnt 0x16
	scratch_store_b128 off, v[6:9], off offset:16
	s_wait_loadcnt 0x15
	scratch_store_b128 off, v[10:13], off offset:32
	s_wait_loadcnt 0x14
	scratch_store_b128 off, v[14:17], off offset:48
	s_wait_loadcnt 0x13
	scratch_store_b128 off, v[18:21], off offset:64
	s_wait_loadcnt 0x12
	scratch_store_b128 off, v[22:25], off offset:80
	s_wait_loadcnt 0x11
	scratch_store_b128 off, v[26:29], off offset:96
	s_wait_loadcnt 0x10
	scratch_store_b128 off, v[30:33], off offset:112
	s_wait_loadcnt 0xf
	scratch_store_b128 off, v[34:37], off offset:128
	s_wait_loadcnt 0xe
	scratch_store_b128 off, v[38:41], off offset:144
	s_wait_loadcnt 0xd
	scratch_store_b128 off, v[42:45], off offset:160
	s_wait_loadcnt 0xc
	scratch_store_b128 off, v[46:49], off offset:176
	s_wait_loadcnt 0xb
	scratch_store_b128 off, v[50:53], off offset:192
	s_wait_loadcnt 0xa
	scratch_store_b128 off, v[54:57], off offset:208
	s_wait_loadcnt 0x9
	scratch_store_b128 off, v[58:61], off offset:224
	s_wait_loadcnt 0x8
	scratch_store_b128 off, v[62:65], off offset:240
	s_wait_loadcnt 0x7
	scratch_store_b128 off, v[66:69], off offset:256
	s_wait_loadcnt 0x6
	scratch_store_b128 off, v[70:73], off offset:272
	s_wait_loadcnt 0x5
	scratch_store_b128 off, v[74:77], off offset:288
	s_wait_loadcnt 0x4
	scratch_store_b128 off, v[78:81], off offset:304
	s_wait_loadcnt 0x3
	scratch_store_b128 off, v[82:85], off offset:320
	s_wait_loadcnt 0x2
	scratch_store_b128 off, v[86:89], off offset:336
	s_wait_loadcnt 0x1
	scratch_store_b128 off, v[90:93], off offset:352
	s_wait_loadcnt 0x0
	scratch_store_b128 off, v[94:97], off offset:368
	s_cbranch_scc1 .LBB0_6
; %bb.1:
	s_load_b64 s[0:1], s[0:1], 0x8
	s_mov_b32 s8, s6
	s_wait_kmcnt 0x0
	s_load_b32 s7, s[0:1], 0x0
	s_add_nc_u64 s[2:3], s[0:1], 4
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	s_wait_kmcnt 0x0
	s_mul_hi_i32 s9, s7, 0x2aaaaaab
	s_add_co_i32 s8, s8, -1
	s_wait_xcnt 0x1
	s_lshr_b32 s10, s9, 31
	s_wait_xcnt 0x0
	s_lshr_b32 s9, s9, 4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_co_i32 s9, s9, s10
	s_mulk_i32 s9, 0x60
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s9, s7, s9
	s_load_b32 s7, s[2:3], 0x0
	s_lshl_b32 s9, s9, 2
	s_wait_xcnt 0x0
	s_add_nc_u64 s[2:3], s[2:3], 4
	s_wait_kmcnt 0x0
	s_mul_hi_i32 s10, s7, 0x2aaaaaab
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_lshr_b32 s11, s10, 31
	s_lshr_b32 s10, s10, 4
	s_add_co_i32 s10, s10, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mulk_i32 s10, 0x60
	s_sub_co_i32 s10, s7, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b32 s10, s10, 2
	s_clause 0x1
	scratch_load_b32 v1, off, s9
	scratch_load_b32 v2, off, s10
	s_cmp_lg_u32 s8, 0
	s_wait_loadcnt 0x1
	scratch_store_b32 off, v1, s10
	s_wait_loadcnt 0x0
	scratch_store_b32 off, v2, s9
	s_cbranch_scc1 .LBB0_2
; %bb.3:
	s_wait_xcnt 0x1
	v_mov_b32_e32 v1, 0
	s_add_nc_u64 s[0:1], s[0:1], 8
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	s_wait_xcnt 0x0
	s_load_b32 s2, s[0:1], 0x0
	s_add_co_i32 s6, s6, -1
	s_wait_xcnt 0x0
	s_add_nc_u64 s[0:1], s[0:1], 4
	s_wait_kmcnt 0x0
	s_mul_hi_i32 s3, s2, 0x2aaaaaab
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_lshr_b32 s7, s3, 31
	s_lshr_b32 s3, s3, 4
	s_add_co_i32 s3, s3, s7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mulk_i32 s3, 0x60
	s_sub_co_i32 s2, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b32 s2, s2, 2
	s_cmp_lg_u32 s6, 0
	scratch_load_b32 v2, off, s2
	s_wait_loadcnt 0x0
	v_mad_u32 v1, v1, 31, v2
	s_cbranch_scc1 .LBB0_4
; %bb.5:
	global_store_b32 v0, v1, s[4:5] scale_offset
	s_endpgm
.LBB0_6:
	v_mov_b32_e32 v1, 0
	global_store_b32 v0, v1, s[4:5] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel private_dynamic
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 388
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
		.amdhsa_enable_private_segment 1
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
		.amdhsa_inst_pref_size 9
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
	.size	private_dynamic, .Lfunc_end0-private_dynamic
                                        ; -- End function
	.set private_dynamic.num_vgpr, 100
	.set private_dynamic.num_agpr, 0
	.set private_dynamic.numbered_sgpr, 12
	.set private_dynamic.num_named_barrier, 0
	.set private_dynamic.private_seg_size, 388
	.set private_dynamic.uses_vcc, 0
	.set private_dynamic.uses_flat_scratch, 1
	.set private_dynamic.has_dyn_sized_stack, 0
	.set private_dynamic.has_recursion, 0
	.set private_dynamic.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1124
; TotalNumSgprs: 12
; NumVgprs: 100
; ScratchSize: 388
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
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_private_dynamic ; -- Begin function __clang_ocl_kern_imp_private_dynamic
	.globl	__clang_ocl_kern_imp_private_dynamic
	.p2align	2
	.type	__clang_ocl_kern_imp_private_dynamic,@function
__clang_ocl_kern_imp_private_dynamic:   ; @__clang_ocl_kern_imp_private_dynamic
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v7, 0x3ff, v31
	v_cmp_lt_i32_e32 vcc_lo, 0, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshl_or_b32 v8, ttmp9, 6, v7
	v_mov_b32_e32 v7, 0
	v_mul_lo_u32 v10, 0x60, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[0:1], v[10:11], 2, v[0:1]
	s_clause 0x17
	global_load_b128 v[10:13], v[0:1], off
	global_load_b128 v[14:17], v[0:1], off offset:16
	global_load_b128 v[18:21], v[0:1], off offset:32
	global_load_b128 v[22:25], v[0:1], off offset:48
	global_load_b128 v[26:29], v[0:1], off offset:64
	global_load_b128 v[30:33], v[0:1], off offset:80
	global_load_b128 v[34:37], v[0:1], off offset:96
	global_load_b128 v[48:51], v[0:1], off offset:112
	global_load_b128 v[52:55], v[0:1], off offset:128
	global_load_b128 v[64:67], v[0:1], off offset:144
	global_load_b128 v[68:71], v[0:1], off offset:160
	global_load_b128 v[80:83], v[0:1], off offset:176
	global_load_b128 v[84:87], v[0:1], off offset:192
	global_load_b128 v[96:99], v[0:1], off offset:208
	global_load_b128 v[100:103], v[0:1], off offset:224
	global_load_b128 v[112:115], v[0:1], off offset:240
	global_load_b128 v[116:119], v[0:1], off offset:256
	global_load_b128 v[128:131], v[0:1], off offset:272
	global_load_b128 v[132:135], v[0:1], off offset:288
	global_load_b128 v[144:147], v[0:1], off offset:304
	global_load_b128 v[148:151], v[0:1], off offset:320
	global_load_b128 v[160:163], v[0:1], off offset:336
	global_load_b128 v[164:167], v[0:1], off offset:352
	global_load_b128 v[176:179], v[0:1], off offset:368
	s_wait_loadcnt 0x17
	scratch_store_b128 off, v[10:13], s32
	s_wait_loadcnt 0x16
	scratch_store_b128 off, v[14:17], s32 offset:16
	s_wait_loadcnt 0x15
	scratch_store_b128 off, v[18:21], s32 offset:32
	s_wait_loadcnt 0x14
	scratch_store_b128 off, v[22:25], s32 offset:48
	s_wait_loadcnt 0x13
	scratch_store_b128 off, v[26:29], s32 offset:64
	s_wait_loadcnt 0x12
	scratch_store_b128 off, v[30:33], s32 offset:80
	s_wait_loadcnt 0x11
	scratch_store_b128 off, v[34:37], s32 offset:96
	s_wait_loadcnt 0x10
	scratch_store_b128 off, v[48:51], s32 offset:112
	s_wait_loadcnt 0xf
	scratch_store_b128 off, v[52:55], s32 offset:128
	s_wait_loadcnt 0xe
	scratch_store_b128 off, v[64:67], s32 offset:144
	s_wait_loadcnt 0xd
	scratch_store_b128 off, v[68:71], s32 offset:160
	s_wait_loadcnt 0xc
	scratch_store_b128 off, v[80:83], s32 offset:176
	s_wait_loadcnt 0xb
	scratch_store_b128 off, v[84:87], s32 offset:192
	s_wait_loadcnt 0xa
	scratch_store_b128 off, v[96:99], s32 offset:208
	s_wait_loadcnt 0x9
	scratch_store_b128 off, v[100:103], s32 offset:224
	s_wait_loadcnt 0x8
	scratch_store_b128 off, v[112:115], s32 offset:240
	s_wait_loadcnt 0x7
	scratch_store_b128 off, v[116:119], s32 offset:256
	s_wait_loadcnt 0x6
	scratch_store_b128 off, v[128:131], s32 offset:272
	s_wait_loadcnt 0x5
	scratch_store_b128 off, v[132:135], s32 offset:288
	s_wait_loadcnt 0x4
	scratch_store_b128 off, v[144:147], s32 offset:304
	s_wait_loadcnt 0x3
	scratch_store_b128 off, v[148:151], s32 offset:320
	s_wait_loadcnt 0x2
	scratch_store_b128 off, v[160:163], s32 offset:336
	s_wait_loadcnt 0x1
	scratch_store_b128 off, v[164:167], s32 offset:352
	s_wait_loadcnt 0x0
	scratch_store_b128 off, v[176:179], s32 offset:368
	s_wait_xcnt 0x0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB1_6
; %bb.1:
	global_load_b32 v7, v[2:3], off
	v_add_nc_u64_e32 v[0:1], 4, v[2:3]
	v_mov_b32_e32 v9, v6
	s_mov_b32 s1, 0
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_mul_hi_i32 v10, 0x2aaaaaab, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v9, -1, v9
	v_cmp_eq_u32_e32 vcc_lo, 0, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_lshrrev_b32 v11, 31, v10 :: v_dual_lshrrev_b32 v10, 4, v10
	s_or_b32 s1, vcc_lo, s1
	v_add_nc_u32_e32 v10, v10, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v10, 0x60, v10
	v_sub_nc_u32_e32 v10, v7, v10
	global_load_b32 v7, v[0:1], off
	s_wait_xcnt 0x0
	v_add_nc_u64_e32 v[0:1], 4, v[0:1]
	s_wait_loadcnt 0x0
	v_mul_hi_i32 v11, 0x2aaaaaab, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_lshrrev_b32 v12, 31, v11 :: v_dual_lshrrev_b32 v11, 4, v11
	v_add_nc_u32_e32 v11, v11, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v11, 0x60, v11
	v_sub_nc_u32_e32 v11, v7, v11
	s_clause 0x1
	scratch_load_b32 v12, v10, s32 scale_offset
	scratch_load_b32 v13, v11, s32 scale_offset
	s_wait_loadcnt 0x1
	scratch_store_b32 v11, v12, s32 scale_offset
	s_wait_loadcnt 0x0
	scratch_store_b32 v10, v13, s32 scale_offset
	s_wait_xcnt 0x0
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB1_2
; %bb.3:
	s_or_b32 exec_lo, exec_lo, s1
	v_add_nc_u64_e32 v[0:1], 8, v[2:3]
	v_mov_b32_e32 v7, 0
	s_mov_b32 s1, 0
.LBB1_4:                                ; =>This Inner Loop Header: Depth=1
	global_load_b32 v2, v[0:1], off
	s_wait_xcnt 0x0
	v_add_nc_u64_e32 v[0:1], 4, v[0:1]
	v_add_nc_u32_e32 v6, -1, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_eq_u32_e32 vcc_lo, 0, v6
	s_or_b32 s1, vcc_lo, s1
	s_wait_loadcnt 0x0
	v_mul_hi_i32 v3, 0x2aaaaaab, v2
	v_dual_lshrrev_b32 v9, 31, v3 :: v_dual_lshrrev_b32 v3, 4, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v3, v3, v9
	v_mul_lo_u32 v3, 0x60, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_nc_u32_e32 v2, v2, v3
	scratch_load_b32 v2, v2, s32 scale_offset
	s_wait_loadcnt 0x0
	v_mad_u32 v7, v7, 31, v2
	s_wait_xcnt 0x0
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB1_4
; %bb.5:
	s_or_b32 exec_lo, exec_lo, s1
.LBB1_6:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s0
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[0:1], v[8:9], 2, v[4:5]
	global_store_b32 v[0:1], v7, off
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_private_dynamic, .Lfunc_end1-__clang_ocl_kern_imp_private_dynamic
                                        ; -- End function
	.set __clang_ocl_kern_imp_private_dynamic.num_vgpr, 180
	.set __clang_ocl_kern_imp_private_dynamic.num_agpr, 0
	.set __clang_ocl_kern_imp_private_dynamic.numbered_sgpr, 33
	.set __clang_ocl_kern_imp_private_dynamic.num_named_barrier, 0
	.set __clang_ocl_kern_imp_private_dynamic.private_seg_size, 388
	.set __clang_ocl_kern_imp_private_dynamic.uses_vcc, 1
	.set __clang_ocl_kern_imp_private_dynamic.uses_flat_scratch, 1
	.set __clang_ocl_kern_imp_private_dynamic.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_private_dynamic.has_recursion, 0
	.set __clang_ocl_kern_imp_private_dynamic.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1180
; TotalNumSgprs: 35
; NumVgprs: 180
; ScratchSize: 388
; MemoryBound: 0
	.text
	.protected	private_stack_walk      ; -- Begin function private_stack_walk
	.globl	private_stack_walk
	.p2align	8
	.type	private_stack_walk,@function
private_stack_walk:                     ; @private_stack_walk
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b64 s[2:3], s[0:1], 0x10
	s_load_b128 s[20:23], s[0:1], 0x0
	v_lshl_or_b32 v0, ttmp9, 6, v0
	v_dual_mov_b32 v9, 1 :: v_dual_mov_b32 v11, 0
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v4, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_mov_b32 v5, 0 :: v_dual_ashrrev_i32 v1, 31, v0
	v_dual_mov_b32 v6, 0 :: v_dual_mov_b32 v7, 0
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v13, 0
	v_dual_mov_b32 v14, 0 :: v_dual_mov_b32 v15, 0
	v_dual_mov_b32 v16, 0 :: v_dual_mov_b32 v17, 0
	v_dual_mov_b32 v18, 0 :: v_dual_mov_b32 v19, 0
	s_wait_kmcnt 0x0
	global_load_b32 v3, v0, s[2:3] scale_offset
	v_mov_b32_e32 v20, 0
	s_mov_b32 s17, 0
.LBB2_1:                                ; =>This Inner Loop Header: Depth=1
	v_cmp_eq_u32_e32 vcc_lo, 1, v11
	v_cmp_eq_u32_e64 s0, 2, v11
	v_cmp_eq_u32_e64 s1, 3, v11
	s_wait_xcnt 0x0
	v_cmp_eq_u32_e64 s2, 4, v11
	v_cmp_eq_u32_e64 s3, 5, v11
	s_wait_loadcnt 0x0
	v_cndmask_b32_e32 v21, v3, v4, vcc_lo
	v_cmp_eq_u32_e64 s4, 6, v11
	v_cmp_eq_u32_e64 s5, 7, v11
	v_cmp_eq_u32_e64 s6, 8, v11
	v_cmp_eq_u32_e64 s7, 9, v11
	v_cndmask_b32_e64 v21, v21, v5, s0
	v_cmp_eq_u32_e64 s8, 10, v11
	v_cmp_eq_u32_e64 s9, 11, v11
	v_cmp_eq_u32_e64 s10, 12, v11
	v_cmp_eq_u32_e64 s11, 13, v11
	v_cndmask_b32_e64 v21, v21, v6, s1
	v_cmp_eq_u32_e64 s12, 14, v11
	v_cmp_eq_u32_e64 s13, 15, v11
	v_cmp_eq_u32_e64 s14, 0, v11
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v21, v21, v7, s2
	v_cndmask_b32_e64 v21, v21, v8, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v21, v21, v10, s4
	v_cndmask_b32_e64 v21, v21, v12, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v21, v21, v13, s6
	v_cndmask_b32_e64 v21, v21, v14, s7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v21, v21, v15, s8
	v_cndmask_b32_e64 v21, v21, v16, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v21, v21, v17, s10
	v_cndmask_b32_e64 v21, v21, v18, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v21, v21, v19, s12
	v_cndmask_b32_e64 v22, v21, v20, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshl_add_u64 v[22:23], v[22:23], 4, s[20:21]
	global_load_b96 v[22:24], v[22:23], off
	s_wait_loadcnt 0x0
	v_cmp_lt_i32_e64 s15, -1, v22
	v_cmp_lt_i32_e64 s16, -1, v23
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_add_f32 v2, v2, v24 :: v_dual_cndmask_b32 v11, v11, v9, s15
	s_and_b32 s6, s15, s6
	s_and_b32 s2, s15, s2
	s_and_b32 s1, s15, s1
	s_and_b32 vcc_lo, s15, vcc_lo
	s_and_b32 s13, s15, s13
	s_and_b32 s12, s15, s12
	s_and_b32 s11, s15, s11
	s_and_b32 s10, s15, s10
	s_and_b32 s9, s15, s9
	s_and_b32 s8, s15, s8
	s_and_b32 s7, s15, s7
	v_dual_cndmask_b32 v13, v13, v22, s6 :: v_dual_cndmask_b32 v7, v7, v22, s2
	s_and_b32 s5, s15, s5
	s_and_b32 s4, s15, s4
	s_and_b32 s3, s15, s3
	s_and_b32 s0, s15, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_cndmask_b32 v6, v6, v22, s1 :: v_dual_cndmask_b32 v5, v5, v22, s0
	v_cndmask_b32_e32 v4, v4, v22, vcc_lo
	s_and_b32 vcc_lo, s15, s14
	v_cmp_eq_u32_e64 s1, 13, v11
	v_cmp_eq_u32_e64 s2, 12, v11
	v_dual_cndmask_b32 v20, v20, v22, s13 :: v_dual_cndmask_b32 v19, v19, v22, s12
	v_dual_cndmask_b32 v18, v18, v22, s11 :: v_dual_cndmask_b32 v17, v17, v22, s10
	v_cndmask_b32_e64 v8, v8, v22, s3
	v_dual_cndmask_b32 v16, v16, v22, s9 :: v_dual_cndmask_b32 v15, v15, v22, s8
	v_dual_cndmask_b32 v14, v14, v22, s7 :: v_dual_cndmask_b32 v12, v12, v22, s5
	v_dual_cndmask_b32 v10, v10, v22, s4 :: v_dual_cndmask_b32 v3, v3, v22, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 15, v11
	v_cmp_eq_u32_e64 s0, 14, v11
	v_cmp_eq_u32_e64 s3, 11, v11
	v_cmp_eq_u32_e64 s4, 10, v11
	v_cmp_eq_u32_e64 s5, 9, v11
	v_cmp_eq_u32_e64 s6, 8, v11
	v_cmp_eq_u32_e64 s7, 7, v11
	v_cmp_eq_u32_e64 s8, 6, v11
	v_cmp_eq_u32_e64 s9, 5, v11
	v_cmp_eq_u32_e64 s10, 4, v11
	v_cmp_eq_u32_e64 s11, 3, v11
	v_cmp_eq_u32_e64 s12, 2, v11
	v_cmp_eq_u32_e64 s13, 1, v11
	v_cmp_eq_u32_e64 s14, 0, v11
	v_add_co_ci_u32_e64 v9, null, 0, v11, s16
	v_add_co_ci_u32_e64 v11, null, -1, v11, s16
	s_and_b32 s2, s16, s2
	s_and_b32 s1, s16, s1
	s_and_b32 s14, s16, s14
	s_and_b32 s13, s16, s13
	s_and_b32 s12, s16, s12
	s_and_b32 s11, s16, s11
	s_and_b32 s10, s16, s10
	s_and_b32 s9, s16, s9
	s_and_b32 s8, s16, s8
	s_and_b32 s7, s16, s7
	s_and_b32 s6, s16, s6
	s_and_b32 s5, s16, s5
	s_and_b32 s4, s16, s4
	s_and_b32 s3, s16, s3
	v_dual_cndmask_b32 v17, v17, v23, s2 :: v_dual_cndmask_b32 v18, v18, v23, s1
	v_cmp_lt_u32_e64 s1, 14, v11
	s_and_b32 s0, s16, s0
	s_and_b32 vcc_lo, s16, vcc_lo
	v_dual_cndmask_b32 v3, v3, v23, s14 :: v_dual_cndmask_b32 v4, v4, v23, s13
	v_dual_cndmask_b32 v5, v5, v23, s12 :: v_dual_cndmask_b32 v8, v8, v23, s9
	v_dual_cndmask_b32 v6, v6, v23, s11 :: v_dual_cndmask_b32 v7, v7, v23, s10
	v_dual_cndmask_b32 v10, v10, v23, s8 :: v_dual_cndmask_b32 v12, v12, v23, s7
	v_dual_cndmask_b32 v13, v13, v23, s6 :: v_dual_cndmask_b32 v14, v14, v23, s5
	v_dual_cndmask_b32 v15, v15, v23, s4 :: v_dual_cndmask_b32 v16, v16, v23, s3
	v_dual_cndmask_b32 v19, v19, v23, s0 :: v_dual_cndmask_b32 v20, v20, v23, vcc_lo
	s_or_b32 s17, s1, s17
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s17
	s_cbranch_execnz .LBB2_1
; %bb.2:
	s_or_b32 exec_lo, exec_lo, s17
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[22:23]
	global_store_b32 v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel private_stack_walk
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
		.amdhsa_next_free_sgpr 24
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 8
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
	.size	private_stack_walk, .Lfunc_end2-private_stack_walk
                                        ; -- End function
	.set private_stack_walk.num_vgpr, 25
	.set private_stack_walk.num_agpr, 0
	.set private_stack_walk.numbered_sgpr, 24
	.set private_stack_walk.num_named_barrier, 0
	.set private_stack_walk.private_seg_size, 0
	.set private_stack_walk.uses_vcc, 1
	.set private_stack_walk.uses_flat_scratch, 0
	.set private_stack_walk.has_dyn_sized_stack, 0
	.set private_stack_walk.has_recursion, 0
	.set private_stack_walk.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1004
; TotalNumSgprs: 26
; NumVgprs: 25
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 26
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
	.protected	__clang_ocl_kern_imp_private_stack_walk ; -- Begin function __clang_ocl_kern_imp_private_stack_walk
	.globl	__clang_ocl_kern_imp_private_stack_walk
	.p2align	2
	.type	__clang_ocl_kern_imp_private_stack_walk,@function
__clang_ocl_kern_imp_private_stack_walk: ; @__clang_ocl_kern_imp_private_stack_walk
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v6, 0x3ff, v31
	v_dual_mov_b32 v13, 1 :: v_dual_mov_b32 v15, 0
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v9, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_lshl_or_b32 v6, ttmp9, 6, v6
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v11, 0
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v14, 0
	v_dual_mov_b32 v16, 0 :: v_dual_ashrrev_i32 v7, 31, v6
	v_dual_mov_b32 v17, 0 :: v_dual_mov_b32 v18, 0
	v_mov_b32_e32 v19, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_lshl_add_u64 v[4:5], v[6:7], 2, v[4:5]
	v_dual_mov_b32 v20, 0 :: v_dual_mov_b32 v21, 0
	v_dual_mov_b32 v22, 0 :: v_dual_mov_b32 v23, 0
	global_load_b32 v5, v[4:5], off
	s_wait_xcnt 0x0
	v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v24, 0
	s_mov_b32 s17, 0
.LBB3_1:                                ; =>This Inner Loop Header: Depth=1
	v_cmp_eq_u32_e32 vcc_lo, 1, v15
	v_cmp_eq_u32_e64 s0, 2, v15
	v_cmp_eq_u32_e64 s1, 3, v15
	v_cmp_eq_u32_e64 s2, 4, v15
	v_cmp_eq_u32_e64 s3, 5, v15
	s_wait_loadcnt 0x0
	v_cndmask_b32_e32 v25, v5, v8, vcc_lo
	v_cmp_eq_u32_e64 s4, 6, v15
	v_cmp_eq_u32_e64 s5, 7, v15
	v_cmp_eq_u32_e64 s6, 8, v15
	v_cmp_eq_u32_e64 s7, 9, v15
	v_cndmask_b32_e64 v25, v25, v9, s0
	v_cmp_eq_u32_e64 s8, 10, v15
	v_cmp_eq_u32_e64 s9, 11, v15
	v_cmp_eq_u32_e64 s10, 12, v15
	v_cmp_eq_u32_e64 s11, 13, v15
	v_cndmask_b32_e64 v25, v25, v10, s1
	v_cmp_eq_u32_e64 s12, 14, v15
	v_cmp_eq_u32_e64 s13, 15, v15
	v_cmp_eq_u32_e64 s14, 0, v15
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v25, v25, v11, s2
	v_cndmask_b32_e64 v25, v25, v12, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v25, v25, v14, s4
	v_cndmask_b32_e64 v25, v25, v16, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v25, v25, v17, s6
	v_cndmask_b32_e64 v25, v25, v18, s7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v25, v25, v19, s8
	v_cndmask_b32_e64 v25, v25, v20, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v25, v25, v21, s10
	v_cndmask_b32_e64 v25, v25, v22, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v25, v25, v23, s12
	v_cndmask_b32_e64 v26, v25, v24, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshl_add_u64 v[26:27], v[26:27], 4, v[0:1]
	global_load_b96 v[26:28], v[26:27], off
	s_wait_loadcnt 0x0
	v_cmp_lt_i32_e64 s15, -1, v26
	v_cmp_lt_i32_e64 s16, -1, v27
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_add_f32 v4, v4, v28 :: v_dual_cndmask_b32 v15, v15, v13, s15
	s_and_b32 s6, s15, s6
	s_and_b32 s2, s15, s2
	s_and_b32 s1, s15, s1
	s_and_b32 vcc_lo, s15, vcc_lo
	s_and_b32 s13, s15, s13
	s_and_b32 s12, s15, s12
	s_and_b32 s11, s15, s11
	s_and_b32 s10, s15, s10
	s_and_b32 s9, s15, s9
	s_and_b32 s8, s15, s8
	s_and_b32 s7, s15, s7
	v_dual_cndmask_b32 v17, v17, v26, s6 :: v_dual_cndmask_b32 v11, v11, v26, s2
	s_and_b32 s5, s15, s5
	s_and_b32 s4, s15, s4
	s_and_b32 s3, s15, s3
	s_and_b32 s0, s15, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_cndmask_b32 v10, v10, v26, s1 :: v_dual_cndmask_b32 v9, v9, v26, s0
	v_cndmask_b32_e32 v8, v8, v26, vcc_lo
	s_and_b32 vcc_lo, s15, s14
	v_cmp_eq_u32_e64 s1, 13, v15
	v_cmp_eq_u32_e64 s2, 12, v15
	v_dual_cndmask_b32 v24, v24, v26, s13 :: v_dual_cndmask_b32 v23, v23, v26, s12
	v_dual_cndmask_b32 v22, v22, v26, s11 :: v_dual_cndmask_b32 v21, v21, v26, s10
	v_cndmask_b32_e64 v12, v12, v26, s3
	v_dual_cndmask_b32 v20, v20, v26, s9 :: v_dual_cndmask_b32 v19, v19, v26, s8
	v_dual_cndmask_b32 v18, v18, v26, s7 :: v_dual_cndmask_b32 v16, v16, v26, s5
	v_dual_cndmask_b32 v14, v14, v26, s4 :: v_dual_cndmask_b32 v5, v5, v26, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 15, v15
	v_cmp_eq_u32_e64 s0, 14, v15
	v_cmp_eq_u32_e64 s3, 11, v15
	v_cmp_eq_u32_e64 s4, 10, v15
	v_cmp_eq_u32_e64 s5, 9, v15
	v_cmp_eq_u32_e64 s6, 8, v15
	v_cmp_eq_u32_e64 s7, 7, v15
	v_cmp_eq_u32_e64 s8, 6, v15
	v_cmp_eq_u32_e64 s9, 5, v15
	v_cmp_eq_u32_e64 s10, 4, v15
	v_cmp_eq_u32_e64 s11, 3, v15
	v_cmp_eq_u32_e64 s12, 2, v15
	v_cmp_eq_u32_e64 s13, 1, v15
	v_cmp_eq_u32_e64 s14, 0, v15
	v_add_co_ci_u32_e64 v13, null, 0, v15, s16
	v_add_co_ci_u32_e64 v15, null, -1, v15, s16
	s_and_b32 s2, s16, s2
	s_and_b32 s1, s16, s1
	s_and_b32 s14, s16, s14
	s_and_b32 s13, s16, s13
	s_and_b32 s12, s16, s12
	s_and_b32 s11, s16, s11
	s_and_b32 s10, s16, s10
	s_and_b32 s9, s16, s9
	s_and_b32 s8, s16, s8
	s_and_b32 s7, s16, s7
	s_and_b32 s6, s16, s6
	s_and_b32 s5, s16, s5
	s_and_b32 s4, s16, s4
	s_and_b32 s3, s16, s3
	v_dual_cndmask_b32 v21, v21, v27, s2 :: v_dual_cndmask_b32 v22, v22, v27, s1
	v_cmp_lt_u32_e64 s1, 14, v15
	s_and_b32 s0, s16, s0
	s_and_b32 vcc_lo, s16, vcc_lo
	v_dual_cndmask_b32 v5, v5, v27, s14 :: v_dual_cndmask_b32 v14, v14, v27, s8
	v_dual_cndmask_b32 v8, v8, v27, s13 :: v_dual_cndmask_b32 v9, v9, v27, s12
	v_dual_cndmask_b32 v16, v16, v27, s7 :: v_dual_cndmask_b32 v10, v10, v27, s11
	v_dual_cndmask_b32 v11, v11, v27, s10 :: v_dual_cndmask_b32 v12, v12, v27, s9
	v_dual_cndmask_b32 v17, v17, v27, s6 :: v_dual_cndmask_b32 v18, v18, v27, s5
	v_dual_cndmask_b32 v19, v19, v27, s4 :: v_dual_cndmask_b32 v20, v20, v27, s3
	v_dual_cndmask_b32 v23, v23, v27, s0 :: v_dual_cndmask_b32 v24, v24, v27, vcc_lo
	s_or_b32 s17, s1, s17
	s_wait_xcnt 0x0
	s_and_not1_b32 exec_lo, exec_lo, s17
	s_cbranch_execnz .LBB3_1
; %bb.2:
	s_or_b32 exec_lo, exec_lo, s17
	v_lshl_add_u64 v[0:1], v[6:7], 2, v[2:3]
	global_store_b32 v[0:1], v4, off
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_private_stack_walk, .Lfunc_end3-__clang_ocl_kern_imp_private_stack_walk
                                        ; -- End function
	.set __clang_ocl_kern_imp_private_stack_walk.num_vgpr, 32
	.set __clang_ocl_kern_imp_private_stack_walk.num_agpr, 0
	.set __clang_ocl_kern_imp_private_stack_walk.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_private_stack_walk.num_named_barrier, 0
	.set __clang_ocl_kern_imp_private_stack_walk.private_seg_size, 0
	.set __clang_ocl_kern_imp_private_stack_walk.uses_vcc, 1
	.set __clang_ocl_kern_imp_private_stack_walk.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_private_stack_walk.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_private_stack_walk.has_recursion, 0
	.set __clang_ocl_kern_imp_private_stack_walk.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 996
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 180
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 33
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
        .type_name:      'int*'
        .value_kind:     global_buffer
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
    .name:           private_dynamic
    .private_segment_fixed_size: 388
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         private_dynamic.kd
    .uses_dynamic_stack: false
    .vgpr_count:     100
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'node_t*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
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
    .name:           private_stack_walk
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         private_stack_walk.kd
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
