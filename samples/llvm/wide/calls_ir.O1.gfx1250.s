	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.hidden	add_loaded                      ; -- Begin function add_loaded
	.globl	add_loaded
	.p2align	2
	.type	add_loaded,@function
add_loaded:                             ; @add_loaded
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_ashrrev_i32_e32 v3, 31, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	s_clause 0x1
	global_load_b32 v1, v[2:3], off
	global_load_b32 v0, v[2:3], off offset:256
	s_wait_loadcnt 0x1
	v_add_nc_u32_e32 v1, 1, v1
	global_store_b32 v[2:3], v1, off
	s_wait_loadcnt 0x0
	s_set_pc_i64 s[30:31]
.Lfunc_end0:
	.size	add_loaded, .Lfunc_end0-add_loaded
                                        ; -- End function
	.set add_loaded.num_vgpr, 4
	.set add_loaded.num_agpr, 0
	.set add_loaded.numbered_sgpr, 32
	.set add_loaded.num_named_barrier, 0
	.set add_loaded.private_seg_size, 0
	.set add_loaded.uses_vcc, 0
	.set add_loaded.uses_flat_scratch, 0
	.set add_loaded.has_dyn_sized_stack, 0
	.set add_loaded.has_recursion, 0
	.set add_loaded.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 80
; TotalNumSgprs: 32
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	mul_loaded                      ; -- Begin function mul_loaded
	.globl	mul_loaded
	.p2align	2
	.type	mul_loaded,@function
mul_loaded:                             ; @mul_loaded
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_ashrrev_i32_e32 v3, 31, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[0:1]
	global_load_b32 v0, v[0:1], off
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_mul_lo_u32 v0, v0, v2
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	mul_loaded, .Lfunc_end1-mul_loaded
                                        ; -- End function
	.set mul_loaded.num_vgpr, 4
	.set mul_loaded.num_agpr, 0
	.set mul_loaded.numbered_sgpr, 32
	.set mul_loaded.num_named_barrier, 0
	.set mul_loaded.private_seg_size, 0
	.set mul_loaded.uses_vcc, 0
	.set mul_loaded.uses_flat_scratch, 0
	.set mul_loaded.has_dyn_sized_stack, 0
	.set mul_loaded.has_recursion, 0
	.set mul_loaded.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 56
; TotalNumSgprs: 32
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	forward                         ; -- Begin function forward
	.globl	forward
	.p2align	2
	.type	forward,@function
forward:                                ; @forward
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_lshlrev_b32_e32 v2, 1, v2
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], add_loaded@rel64+4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_set_pc_i64 s[0:1]
.Lfunc_end2:
	.size	forward, .Lfunc_end2-forward
                                        ; -- End function
	.set forward.num_vgpr, max(3, add_loaded.num_vgpr)
	.set forward.num_agpr, max(0, add_loaded.num_agpr)
	.set forward.numbered_sgpr, max(16, add_loaded.numbered_sgpr)
	.set forward.num_named_barrier, max(0, add_loaded.num_named_barrier)
	.set forward.private_seg_size, 0+max(add_loaded.private_seg_size)
	.set forward.uses_vcc, or(0, add_loaded.uses_vcc)
	.set forward.uses_flat_scratch, or(0, add_loaded.uses_flat_scratch)
	.set forward.has_dyn_sized_stack, or(0, add_loaded.has_dyn_sized_stack)
	.set forward.has_recursion, or(1, add_loaded.has_recursion)
	.set forward.has_indirect_call, or(0, add_loaded.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 36
; TotalNumSgprs: 32
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	search                          ; -- Begin function search
	.globl	search
	.p2align	2
	.type	search,@function
search:                                 ; @search
; %bb.0:                                ; %entry
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_mov_b32_e32 v4, -1
	s_mov_b32 s3, 0
	s_mov_b32 s2, exec_lo
	v_cmpx_lt_i32_e32 0, v2
	s_cbranch_execz .LBB3_8
; %bb.1:                                ; %loop.preheader
	s_mov_b32 s0, 0
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $sgpr5
	s_branch .LBB3_3
.LBB3_2:                                ; %Flow1
                                        ;   in Loop: Header=BB3_3 Depth=1
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s1, exec_lo, s6
	s_or_b32 s3, s1, s3
	s_and_not1_b32 s1, s4, exec_lo
	s_and_b32 s4, s5, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s4, s1, s4
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execz .LBB3_5
.LBB3_3:                                ; %loop
                                        ; =>This Inner Loop Header: Depth=1
	s_ashr_i32 s1, s0, 31
	s_or_b32 s5, s5, exec_lo
	v_lshl_add_u64 v[6:7], s[0:1], 2, v[0:1]
	s_or_b32 s6, s6, exec_lo
	s_mov_b32 s1, exec_lo
	global_load_b32 v4, v[6:7], off
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_cmpx_ne_u32_e64 v4, v3
	s_cbranch_execz .LBB3_2
; %bb.4:                                ; %cont
                                        ;   in Loop: Header=BB3_3 Depth=1
	s_add_co_i32 s0, s0, 1
	s_and_not1_b32 s6, s6, exec_lo
	v_cmp_ge_i32_e32 vcc_lo, s0, v2
	s_and_not1_b32 s5, s5, exec_lo
	s_and_b32 s7, vcc_lo, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s6, s6, s7
	s_branch .LBB3_2
.LBB3_5:                                ; %loop.exit.guard
	s_or_b32 exec_lo, exec_lo, s3
	v_mov_b32_e32 v4, -1
	s_and_saveexec_b32 s0, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB3_7
; %bb.6:                                ; %found
	global_load_b32 v4, v[6:7], off offset:4
.LBB3_7:                                ; %Flow
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
.LBB3_8:                                ; %Flow2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s2
	s_wait_loadcnt 0x0
	v_mov_b32_e32 v0, v4
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	search, .Lfunc_end3-search
                                        ; -- End function
	.set search.num_vgpr, 8
	.set search.num_agpr, 0
	.set search.numbered_sgpr, 32
	.set search.num_named_barrier, 0
	.set search.private_seg_size, 0
	.set search.uses_vcc, 1
	.set search.uses_flat_scratch, 0
	.set search.has_dyn_sized_stack, 0
	.set search.has_recursion, 0
	.set search.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 228
; TotalNumSgprs: 34
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
	.text
	.globl	indirect_call                   ; -- Begin function indirect_call
	.p2align	8
	.type	indirect_call,@function
indirect_call:                          ; @indirect_call
; %bb.0:
	s_mov_b32 s32, 0
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b96 s[36:38], s[4:5], 0x10
	s_load_b128 s[12:15], s[4:5], 0x0
	s_mov_b64 s[10:11], s[6:7]
	v_and_b32_e32 v40, 0x3ff, v0
	v_mov_b32_e32 v31, v0
	s_add_nc_u64 s[8:9], s[4:5], 32
	s_wait_xcnt 0x0
	s_mov_b64 s[4:5], s[0:1]
	v_mov_b32_e32 v2, v40
	s_wait_kmcnt 0x0
	s_ashr_i32 s39, s38, 31
	v_mov_b32_e32 v0, s14
	s_lshl_b64 s[6:7], s[38:39], 3
	v_mov_b32_e32 v1, s15
	s_add_nc_u64 s[6:7], s[12:13], s[6:7]
	s_load_b64 s[12:13], s[6:7], 0x0
	s_wait_xcnt 0x0
	s_mov_b64 s[6:7], s[2:3]
	s_wait_kmcnt 0x0
	s_swap_pc_i64 s[30:31], s[12:13]
	global_store_b32 v40, v0, s[36:37] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel indirect_call
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(indirect_call.num_agpr, indirect_call.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(indirect_call.numbered_sgpr+2, 1, 0)-2
		.amdhsa_named_barrier_count (((((alignto(indirect_call.num_named_barrier, 4)/4)<<14)&~4080)|16)&114688)>>14
		.amdhsa_reserve_vcc 1
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
	.size	indirect_call, .Lfunc_end4-indirect_call
                                        ; -- End function
	.set indirect_call.num_vgpr, max(41, amdgpu.max_num_vgpr)
	.set indirect_call.num_agpr, max(0, amdgpu.max_num_agpr)
	.set indirect_call.numbered_sgpr, max(40, amdgpu.max_num_sgpr)
	.set indirect_call.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set indirect_call.private_seg_size, 0
	.set indirect_call.uses_vcc, 1
	.set indirect_call.uses_flat_scratch, 1
	.set indirect_call.has_dyn_sized_stack, 1
	.set indirect_call.has_recursion, 1
	.set indirect_call.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 128
; TotalNumSgprs: indirect_call.numbered_sgpr+2
; NumVgprs: indirect_call.num_vgpr
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: (alignto(max(max(totalnumvgprs(indirect_call.num_agpr, indirect_call.num_vgpr), 1, 0), 1), 16)/16)-1
; NumSGPRsForWavesPerEU: max(indirect_call.numbered_sgpr+2, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(indirect_call.num_agpr, indirect_call.num_vgpr), 1, 0)
; NamedBarCnt: alignto(indirect_call.num_named_barrier, 4)/4
; Occupancy: occupancy(16, 16, 1024, 11, 16, max(indirect_call.numbered_sgpr+extrasgprs(indirect_call.uses_vcc, indirect_call.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(indirect_call.num_agpr, indirect_call.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.globl	call_with_loaded_arg            ; -- Begin function call_with_loaded_arg
	.p2align	8
	.type	call_with_loaded_arg,@function
call_with_loaded_arg:                   ; @call_with_loaded_arg
; %bb.0:
	s_mov_b32 s32, 0
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b128 s[16:19], s[4:5], 0x0
	s_load_b96 s[20:22], s[4:5], 0x10
	v_mov_b32_e32 v31, v0
	s_mov_b64 s[12:13], s[2:3]
	s_mov_b64 s[14:15], s[0:1]
	s_mov_b64 s[10:11], s[6:7]
	s_add_nc_u64 s[8:9], s[4:5], 32
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], forward@rel64+4
	s_wait_xcnt 0x0
	s_mov_b64 s[4:5], s[14:15]
	s_mov_b64 s[6:7], s[12:13]
	s_wait_kmcnt 0x0
	v_mov_b32_e32 v0, s18
	v_and_b32_e32 v8, 0x3ff, v31
	s_load_b32 s2, s[16:17], 0x0
	v_mov_b32_e32 v1, s19
	global_load_b32 v2, v8, s[16:17] scale_offset
	s_swap_pc_i64 s[30:31], s[0:1]
	v_dual_mov_b32 v5, v0 :: v_dual_mov_b32 v0, s18
	v_dual_mov_b32 v1, s19 :: v_dual_mov_b32 v2, s22
	v_mov_b32_e32 v3, s2
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], search@rel64+4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_swap_pc_i64 s[30:31], s[0:1]
	v_dual_mov_b32 v4, v0 :: v_dual_mov_b32 v0, s18
	v_mov_b32_e32 v2, v5
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], mul_loaded@rel64+4
	s_mov_b64 s[4:5], s[14:15]
	s_mov_b64 s[6:7], s[12:13]
	s_swap_pc_i64 s[30:31], s[0:1]
	v_add_nc_u32_e32 v0, v4, v0
	global_store_b32 v8, v0, s[20:21] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel call_with_loaded_arg
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 33
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
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
.Lfunc_end5:
	.size	call_with_loaded_arg, .Lfunc_end5-call_with_loaded_arg
                                        ; -- End function
	.set call_with_loaded_arg.num_vgpr, max(32, forward.num_vgpr, search.num_vgpr, mul_loaded.num_vgpr)
	.set call_with_loaded_arg.num_agpr, max(0, forward.num_agpr, search.num_agpr, mul_loaded.num_agpr)
	.set call_with_loaded_arg.numbered_sgpr, max(33, forward.numbered_sgpr, search.numbered_sgpr, mul_loaded.numbered_sgpr)
	.set call_with_loaded_arg.num_named_barrier, max(0, forward.num_named_barrier, search.num_named_barrier, mul_loaded.num_named_barrier)
	.set call_with_loaded_arg.private_seg_size, 0+max(forward.private_seg_size, search.private_seg_size, mul_loaded.private_seg_size)
	.set call_with_loaded_arg.uses_vcc, or(1, forward.uses_vcc, search.uses_vcc, mul_loaded.uses_vcc)
	.set call_with_loaded_arg.uses_flat_scratch, or(0, forward.uses_flat_scratch, search.uses_flat_scratch, mul_loaded.uses_flat_scratch)
	.set call_with_loaded_arg.has_dyn_sized_stack, or(0, forward.has_dyn_sized_stack, search.has_dyn_sized_stack, mul_loaded.has_dyn_sized_stack)
	.set call_with_loaded_arg.has_recursion, or(1, forward.has_recursion, search.has_recursion, mul_loaded.has_recursion)
	.set call_with_loaded_arg.has_indirect_call, or(0, forward.has_indirect_call, search.has_indirect_call, mul_loaded.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 232
; TotalNumSgprs: 35
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 35
; NumVGPRsForWavesPerEU: 32
; NamedBarCnt: 0
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 8
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 32
	.set amdgpu.max_num_named_barrier, 0
	.text
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .name:           tab
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           data
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           out
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .name:           sel
        .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         112
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         120
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         128
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         136
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         144
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         232
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .max_flat_workgroup_size: 64
    .name:           indirect_call
    .private_segment_fixed_size: 0
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         indirect_call.kd
    .uses_dynamic_stack: true
    .vgpr_count:     41
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .address_space:  global
        .name:           idx
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           data
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           out
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .name:           n
        .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         112
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         120
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         128
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         136
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         144
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         232
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .max_flat_workgroup_size: 64
    .name:           call_with_loaded_arg
    .private_segment_fixed_size: 0
    .sgpr_count:     35
    .sgpr_spill_count: 0
    .symbol:         call_with_loaded_arg.kd
    .uses_dynamic_stack: true
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
