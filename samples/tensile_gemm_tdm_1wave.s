
/******************************************/
/* Begin Kernel                           */
/******************************************/
/* silken sample kernel (hand-written, TensileLite-shaped), not produced by TensileLite */
.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
.text
.protected Cijk_Alik_Bljk_BBS_BH_MT16x16x64_MI16x16x1_SN_TDM1_WG16_2_1_SilkenSample1W
.globl Cijk_Alik_Bljk_BBS_BH_MT16x16x64_MI16x16x1_SN_TDM1_WG16_2_1_SilkenSample1W
.p2align 8
.type Cijk_Alik_Bljk_BBS_BH_MT16x16x64_MI16x16x1_SN_TDM1_WG16_2_1_SilkenSample1W,@function
.section .rodata,#alloc
.p2align 6
.amdhsa_kernel Cijk_Alik_Bljk_BBS_BH_MT16x16x64_MI16x16x1_SN_TDM1_WG16_2_1_SilkenSample1W
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 64 // vgprs
  .amdhsa_next_free_sgpr 80 // sgprs
  .amdhsa_group_segment_fixed_size 8192 // lds bytes
  .amdhsa_wavefront_size32 1 // 32-thread wavefronts
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_float_denorm_mode_16_64 3
  .amdhsa_user_sgpr_count 2
.end_amdhsa_kernel
.text
/* Num VGPR   =64 */
/* Num AccVGPR=0 */
/* Num SGPR   =80 */

/******************************************/
/* Optimizations and Config:              */
/******************************************/
/* ThreadTile= 8 x 1 */
/* SubGroup= 2 x 16 */
/* NumThreads=32 (1 wave per workgroup) */
/* PrefetchGlobalRead=2, PrefetchLocalRead=1 */
/* DirectToLds=TDM (tensor_load_to_lds) */
.amdgpu_metadata
---
amdhsa.version:
  - 1
  - 1
amdhsa.kernels:
  - .name: Cijk_Alik_Bljk_BBS_BH_MT16x16x64_MI16x16x1_SN_TDM1_WG16_2_1_SilkenSample1W
    .symbol: 'Cijk_Alik_Bljk_BBS_BH_MT16x16x64_MI16x16x1_SN_TDM1_WG16_2_1_SilkenSample1W.kd'
    .language:                   OpenCL C
    .language_version:
      - 2
      - 0
    .args:
      - .name:            SizesFree0
        .size:            4
        .offset:          0
        .value_kind:      by_value
        .value_type:      u32
      - .name:            SizesFree1
        .size:            4
        .offset:          4
        .value_kind:      by_value
        .value_type:      u32
      - .name:            SizesFree2
        .size:            4
        .offset:          8
        .value_kind:      by_value
        .value_type:      u32
      - .name:            SizesSum0
        .size:            4
        .offset:          12
        .value_kind:      by_value
        .value_type:      u32
      - .name:            D
        .size:            8
        .offset:          16
        .value_kind:      global_buffer
        .value_type:      bf16
        .address_space:   generic
      - .name:            C
        .size:            8
        .offset:          24
        .value_kind:      global_buffer
        .value_type:      bf16
        .address_space:   generic
      - .name:            A
        .size:            8
        .offset:          32
        .value_kind:      global_buffer
        .value_type:      bf16
        .address_space:   generic
      - .name:            B
        .size:            8
        .offset:          40
        .value_kind:      global_buffer
        .value_type:      bf16
        .address_space:   generic
      - .name:            strideD1
        .size:            4
        .offset:          48
        .value_kind:      by_value
        .value_type:      u32
      - .name:            strideC1
        .size:            4
        .offset:          52
        .value_kind:      by_value
        .value_type:      u32
      - .name:            strideA1
        .size:            4
        .offset:          56
        .value_kind:      by_value
        .value_type:      u32
      - .name:            strideB1
        .size:            4
        .offset:          60
        .value_kind:      by_value
        .value_type:      u32
      - .name:            alpha
        .size:            4
        .offset:          64
        .value_kind:      by_value
        .value_type:      f32
      - .name:            beta
        .size:            4
        .offset:          68
        .value_kind:      by_value
        .value_type:      f32
      - .name:            GSU
        .size:            4
        .offset:          72
        .value_kind:      by_value
        .value_type:      u32
    .group_segment_fixed_size:   8192
    .kernarg_segment_align:      8
    .kernarg_segment_size:       80
    .max_flat_workgroup_size:    32
    .private_segment_fixed_size: 0
    .sgpr_count:                 80
    .sgpr_spill_count:           0
    .vgpr_count:                 64
    .vgpr_spill_count:           0
    .wavefront_size:             32
...
.end_amdgpu_metadata
Cijk_Alik_Bljk_BBS_BH_MT16x16x64_MI16x16x1_SN_TDM1_WG16_2_1_SilkenSample1W:
label_ASM_Start:  /// Main body of the asm kernel
s_setreg_IMM32_b32 hwreg(26,0,2), 2                // same mode setreg TensileLite emits at entry

/******************************************/
/* VGPR Assignments                       */
/******************************************/
/* ValuC range: [0-8), serializedStore enabled */
.set vgprValuC, 0
/* ValuA/B   Xn=PLR buffer idx,  In=InnerUnroll idx */
.set vgprLocalReadAddrA, 8
.set vgprLocalReadAddrB, 9
.set vgprSerial, 10
.set vgprBase, 16

/******************************************/
/* VGPR Macro Assignments                 */
/******************************************/
.set vgprValuA_X0_I0_BASE, vgprBase+0
.set vgprValuB_X0_I0_BASE, vgprBase+16
.set vgprValuA_X0_I0, vgprValuA_X0_I0_BASE+0
.set vgprValuA_X1_I0, vgprValuA_X0_I0_BASE+8
.set vgprValuB_X0_I0, vgprValuB_X0_I0_BASE+0
.set vgprValuB_X1_I0, vgprValuB_X0_I0_BASE+8

/******************************************/
/* SGPR Assignments                       */
/******************************************/
.set sgprKernArgAddress, 0
.set sgprWorkGroup0, 2
.set sgprWorkGroup1, 3
.set sgprWorkGroup2, 4
.set sgprWaveIdx, 5
.set sgprGSUSumIdx, 6
.set sgprLoopCounterL, 8
.set sgprOrigLoopCounter, 9
.set sgprSizesFree, 12
.set sgprSizesSum, 15
.set sgprAddressD, 16
.set sgprAddressC, 18
.set sgprAddressA, 20
.set sgprAddressB, 22
.set sgprStrides, 24
.set sgprAlpha, 28
.set sgprBeta, 29
.set sgprGSU, 30
.set sgprGlobalReadIncsA, 31
.set sgprSrdD, 36
.set sgprSrdC, 40
.set sgprtdmAGroup0, 44
.set sgprtdmAGroup1, 48
.set sgprtdmBGroup0, 56
.set sgprtdmBGroup1, 60
.set sgprGlobalReadIncsB, 68

/* Size Assignments */
.set sgprSizeI, sgprSizesFree+0
.set sgprSizeJ, sgprSizesFree+1
.set sgprSizeK, sgprSizesFree+2
.set sgprSizeL, sgprSizesSum+0

/* Stride Assignments (unit strides are compile-time constants) */
.set constStrideD0I, 1
.set sgprStrideD1J, sgprStrides+0
.set constStrideC0I, 1
.set sgprStrideC1J, sgprStrides+1
.set constStrideAL, 1
.set sgprStrideA0I, sgprStrides+2
.set constStrideBL, 1
.set sgprStrideB1J, sgprStrides+3

.set MT0, 16
.set MT1, 16
.set DepthU, 64
/* 2GB limit - set offsets to -1 to exceed this and clamp */
.set BufferLimit, 0xffffffff
.set BufferOOB, 0xfffff000
.set Srd127_96, 0x0

/******************************************/
/* Allocate Resources                     */
/******************************************/
s_load_b128 s[sgprSizesFree:sgprSizesFree+3], s[sgprKernArgAddress:sgprKernArgAddress+1], 0x0 // SizesFree0..2, SizesSum0
s_load_b256 s[sgprAddressD:sgprAddressD+7], s[sgprKernArgAddress:sgprKernArgAddress+1], 0x10 // D, C, A, B
s_load_b128 s[sgprStrides:sgprStrides+3], s[sgprKernArgAddress:sgprKernArgAddress+1], 0x30 // strideD1, strideC1, strideA1, strideB1
s_load_b96 s[sgprAlpha:sgprAlpha+2], s[sgprKernArgAddress:sgprKernArgAddress+1], 0x40 // alpha, beta, GSU

/* Init workgroup id from ttmp (no cluster remap) */
s_mov_b32 s[sgprWorkGroup0], ttmp9                 // wg_x
s_and_b32 s[sgprWorkGroup1], ttmp7, 0xffff         // wg_y = ttmp7[15:0]
s_lshr_b32 s[sgprWorkGroup2], ttmp7, 0x10          // wg_z = ttmp7[31:16]
s_set_vgpr_msb 0                                   // src0: 0, src1: 0, src2: 0, dst: 0
v_mov_b32 v[vgprSerial], v0                        // thread serial id
v_lshrrev_b32 v11, 5, v[vgprSerial]                // wave id = serial / 32
v_readfirstlane_b32 s[sgprWaveIdx], v11            // WaveIdx (always 0 here)
s_wait_kmcnt 0                                     // wait for kernel args
s_cmp_eq_u32 s[sgprSizeJ], 0                       // SizeJ == 0 ?
s_cbranch_scc0 label_NoEarlyStop_N0                // continue if N != 0
label_EarlyStop_if_N_is_0:
s_endpgm                                           // nothing to do
label_NoEarlyStop_N0:

/******************************************/
/* Global Read Addresses (TDM D#)         */
/******************************************/
/* D# A: group0 = {valid, lds addr, global addr lo/hi|type} */
s_mul_i32 s72, s[sgprWorkGroup0], MT0              // first row of the A tile
s_mul_hi_u32 s73, s72, s[sgprStrideA0I]            // row offset hi
s_mul_i32 s72, s72, s[sgprStrideA0I]               // row offset lo (elements)
s_lshl_b64 s[72:73], s[72:73], 1                   // * bpe
s_add_u32 s[sgprtdmAGroup0+2], s[sgprAddressA], s72 // tile base lo
s_addc_u32 s[sgprtdmAGroup0+3], s[sgprAddressA+1], s73 // tile base hi
s_or_b32 s[sgprtdmAGroup0+3], s[sgprtdmAGroup0+3], 0x80000000 // set type field to 2(image)
s_mov_b32 s[sgprtdmAGroup0], 1                     // D# valid
s_mov_b32 s[sgprtdmAGroup0+1], 0                   // ldsOffset A = 0 (LDS0)
s_mov_b32 s[sgprtdmAGroup1], 0x10000               // Set data_size to 1
s_lshl_b32 s[sgprtdmAGroup1+1], s[sgprSizeL], 0x10 // tensor dim0 lo = SizeL
s_lshr_b32 s74, s[sgprSizeL], 0x10                 // tensor dim0 hi
s_lshl_b32 s75, s[sgprSizeI], 0x10                 // tensor dim1 lo = SizeI
s_or_b32 s[sgprtdmAGroup1+2], s74, s75             // dim0 hi | dim1 lo
s_lshr_b32 s[sgprtdmAGroup1+3], s[sgprSizeI], 0x10 // tensor dim1 hi
s_or_b32 s[sgprtdmAGroup1+3], s[sgprtdmAGroup1+3], 0x400000 // set tile0 to 64
s_mov_b32 s[sgprtdmAGroup1+4], 0x10                // set tile1 to 16
s_mov_b32 s[sgprtdmAGroup1+5], s[sgprStrideA0I]    // dim1 stride
s_mov_b64 s[sgprtdmAGroup1+6:sgprtdmAGroup1+7], 0  // unused D# dwords
/* D# B */
s_mul_i32 s72, s[sgprWorkGroup1], MT1              // first column of the B tile
s_mul_hi_u32 s73, s72, s[sgprStrideB1J]            // column offset hi
s_mul_i32 s72, s72, s[sgprStrideB1J]               // column offset lo (elements)
s_lshl_b64 s[72:73], s[72:73], 1                   // * bpe
s_add_u32 s[sgprtdmBGroup0+2], s[sgprAddressB], s72 // tile base lo
s_addc_u32 s[sgprtdmBGroup0+3], s[sgprAddressB+1], s73 // tile base hi
s_or_b32 s[sgprtdmBGroup0+3], s[sgprtdmBGroup0+3], 0x80000000 // set type field to 2(image)
s_mov_b32 s[sgprtdmBGroup0], 1                     // D# valid
s_mov_b32 s[sgprtdmBGroup0+1], 2048                // ldsOffset B = 2048 (LDS0)
s_mov_b32 s[sgprtdmBGroup1], 0x10000               // Set data_size to 1
s_lshl_b32 s[sgprtdmBGroup1+1], s[sgprSizeL], 0x10 // tensor dim0 lo = SizeL
s_lshr_b32 s74, s[sgprSizeL], 0x10                 // tensor dim0 hi
s_lshl_b32 s75, s[sgprSizeJ], 0x10                 // tensor dim1 lo = SizeJ
s_or_b32 s[sgprtdmBGroup1+2], s74, s75             // dim0 hi | dim1 lo
s_lshr_b32 s[sgprtdmBGroup1+3], s[sgprSizeJ], 0x10 // tensor dim1 hi
s_or_b32 s[sgprtdmBGroup1+3], s[sgprtdmBGroup1+3], 0x400000 // set tile0 to 64
s_mov_b32 s[sgprtdmBGroup1+4], 0x10                // set tile1 to 16
s_mov_b32 s[sgprtdmBGroup1+5], s[sgprStrideB1J]    // dim1 stride
s_mov_b64 s[sgprtdmBGroup1+6:sgprtdmBGroup1+7], 0  // unused D# dwords
s_mov_b32 s[sgprGlobalReadIncsA], 128              // DepthU*Bpe
s_mov_b32 s[sgprGlobalReadIncsB], 128              // DepthU*Bpe

/* Local read addresses: lane l reads row l%16, k-half l/16 */
v_and_b32 v11, 15, v[vgprSerial]                   // row/col in tile
v_lshlrev_b32 v11, 7, v11                          // * DepthU*Bpe
v_lshrrev_b32 v12, 4, v[vgprSerial]                // k-half
v_lshlrev_b32 v12, 4, v12                          // * 16 bytes
v_add_nc_u32 v[vgprLocalReadAddrA], v11, v12       // lrA = row*128 + khalf*16
v_add_nc_u32 v[vgprLocalReadAddrB], 2048, v[vgprLocalReadAddrA] // lrB = lrA + 2048

/* SRDs for D and C */
s_mov_b64 s[sgprSrdD:sgprSrdD+1], s[sgprAddressD:sgprAddressD+1] // init SRD base address D
s_mov_b32 s[sgprSrdD+2], BufferLimit               // num_records
s_mov_b32 s[sgprSrdD+3], Srd127_96                 // Set bits 127_96 in SRD
s_mov_b64 s[sgprSrdC:sgprSrdC+1], s[sgprAddressC:sgprAddressC+1] // init SRD base address C
s_mov_b32 s[sgprSrdC+2], BufferLimit               // num_records
s_mov_b32 s[sgprSrdC+3], Srd127_96                 // Set bits 127_96 in SRD

/******************************************/
/* Loop counter and GSU split             */
/******************************************/
s_lshr_b32 s[sgprLoopCounterL], s[sgprSizesSum+0], 6 // s[sgprLoopCounterL] = s[sgprSizesSum+0] / 64
s_and_b32 s72, s[sgprGSU], 0x3fff                  // Restore GSU
s_cmp_eq_u32 s72, 1                                // GSU == 1 ?
s_cbranch_scc1 label_GSU_1                         // branch if GSU == 1
s_ff1_i32_b32 s73, s72                             // log2(GSU), GSU is a power of two
s_sub_u32 s74, s72, 1                              // GSU-1
s_and_b32 s[sgprGSUSumIdx], s[sgprWorkGroup2], s74 // gsuSumIdx = wg2 % GSU
s_and_b32 s[sgprGSUSumIdx+1], s[sgprLoopCounterL], s74 // numIterPerWgRemainder
s_lshr_b32 s[sgprLoopCounterL], s[sgprLoopCounterL], s73 // numIterMyWg = LCL / GSU
s_add_u32 s75, 1, s[sgprLoopCounterL]              // tmp<-numIterMyWg+1
s_cmp_lt_u32 s[sgprGSUSumIdx], s[sgprGSUSumIdx+1]  // gsuSumIdx < numIterPerWgRemainder
s_cmov_b32 s[sgprLoopCounterL], s75                // numIterMyWg++ if needed
label_GSU_1:
s_mov_b32 s[sgprOrigLoopCounter], s[sgprLoopCounterL] // copy loop counter
s_cmp_eq_u32 s[sgprLoopCounterL], 0                // at last iteration?
s_cbranch_scc1 label_ShadowInitStart               // skip to ShadowInitStart iter b/c numIter==0

/* Global Read A/B (PGR1) */
tensor_load_to_lds s[sgprtdmAGroup0:sgprtdmAGroup0+3], s[sgprtdmAGroup1:sgprtdmAGroup1+7] // sync LDS0
tensor_load_to_lds s[sgprtdmBGroup0:sgprtdmBGroup0+3], s[sgprtdmBGroup1:sgprtdmBGroup1+7] // sync LDS0
s_add_u32 s[sgprtdmAGroup0+2], s[sgprtdmAGroup0+2], s[sgprGlobalReadIncsA] // TDM increment lo
s_addc_u32 s[sgprtdmAGroup0+3], s[sgprtdmAGroup0+3], 0 // TDM increment hi (carry)
s_add_u32 s[sgprtdmBGroup0+2], s[sgprtdmBGroup0+2], s[sgprGlobalReadIncsB] // TDM increment lo
s_addc_u32 s[sgprtdmBGroup0+3], s[sgprtdmBGroup0+3], 0 // TDM increment hi (carry)
label_ShadowInitStart:
s_set_vgpr_msb 0                                   // src0: 0, src1: 0, src2: 0, dst: 0
v_mov_b32 v[vgprValuC+0], 0                        // initC
v_mov_b32 v[vgprValuC+1], 0                        // initC
v_mov_b32 v[vgprValuC+2], 0                        // initC
v_mov_b32 v[vgprValuC+3], 0                        // initC
v_mov_b32 v[vgprValuC+4], 0                        // initC
v_mov_b32 v[vgprValuC+5], 0                        // initC
v_mov_b32 v[vgprValuC+6], 0                        // initC
v_mov_b32 v[vgprValuC+7], 0                        // initC
s_cmp_eq_u32 s[sgprLoopCounterL], 0                // at last iteration?
s_cbranch_scc0 label_NoBranch_Q7M2XK4RJ9WD3TFB     // Only branch on scc1
s_getpc_b64 s[76:77]                               // addr of next instr
s_add_i32 s78, label_PrefetchGlobalLastIterEnd, 4  // target branch offset
s_add_u32 s76, s76, s78                            // add target branch offset
s_addc_u32 s77, s77, 0                             // add high and carry
s_setpc_b64 s[76:77]                               // branch to label_PrefetchGlobalLastIterEnd
label_NoBranch_Q7M2XK4RJ9WD3TFB:

/* Global Read A/B (PGR2) */
s_xor_b32 s[sgprtdmAGroup0+1], s[sgprtdmAGroup0+1], 0x1000 // swap TDM dst to LDS1
s_xor_b32 s[sgprtdmBGroup0+1], s[sgprtdmBGroup0+1], 0x1000 // swap TDM dst to LDS1
s_cmp_eq_u32 s[sgprLoopCounterL], 0x1              // PGR=2 but only 1 loop
s_cbranch_scc1 label_skipPGR2_1                    // PGR=2 but only 1 loop
tensor_load_to_lds s[sgprtdmAGroup0:sgprtdmAGroup0+3], s[sgprtdmAGroup1:sgprtdmAGroup1+7] // sync LDS1
tensor_load_to_lds s[sgprtdmBGroup0:sgprtdmBGroup0+3], s[sgprtdmBGroup1:sgprtdmBGroup1+7] // sync LDS1
s_add_u32 s[sgprtdmAGroup0+2], s[sgprtdmAGroup0+2], s[sgprGlobalReadIncsA] // TDM increment lo
s_addc_u32 s[sgprtdmAGroup0+3], s[sgprtdmAGroup0+3], 0 // TDM increment hi (carry)
s_add_u32 s[sgprtdmBGroup0+2], s[sgprtdmBGroup0+2], s[sgprGlobalReadIncsB] // TDM increment lo
s_addc_u32 s[sgprtdmBGroup0+3], s[sgprtdmBGroup0+3], 0 // TDM increment hi (carry)
s_branch label_skipPGR2_2                          // jump to PGR=2 label
label_skipPGR2_1:
s_wait_tensorcnt 0                                 // only LDS0 in flight
label_skipPGR2_2:
s_wait_tensorcnt 2                                 // LDS0 landed, LDS1 may be in flight
s_set_vgpr_msb 0                                   // src0: 0, src1: 0, src2: 0, dst: 0
s_wait_alu depctr_va_vdst(0)
ds_load_b128 v[vgprValuA_X0_I0+0:vgprValuA_X0_I0+0+3], v[vgprLocalReadAddrA+0] offset:0 // L -> Reg lro=0 rIdx=0 buf LDS0
ds_load_b128 v[vgprValuA_X0_I0+4:vgprValuA_X0_I0+4+3], v[vgprLocalReadAddrA+0] offset:32 // L -> Reg lro=0 rIdx=1 buf LDS0
ds_load_b128 v[vgprValuB_X0_I0+0:vgprValuB_X0_I0+0+3], v[vgprLocalReadAddrB+0] offset:0 // L -> Reg lro=0 rIdx=0 buf LDS0
ds_load_b128 v[vgprValuB_X0_I0+4:vgprValuB_X0_I0+4+3], v[vgprLocalReadAddrB+0] offset:32 // L -> Reg lro=0 rIdx=1 buf LDS0
label_openLoopL:
s_cmp_eq_u32 s[sgprLoopCounterL], 0x1              // LoopCounterL == 1 (PGR=2: single-loop -> toPGR1)
s_cbranch_scc1 label_toPGR1                        // PGR=2 but only 1 loop, toPGR1
s_cmp_le_u32 s[sgprLoopCounterL], 0x2              // LoopCounterL < EndCounter
s_cbranch_scc1 label_LoopEndL                      // do not enter LoopL

/******************************************/
/* Unrolled Loop(s) - Begin               */
/******************************************/
.align 16
label_LoopBeginL:
/* iter 0: read X1 of current buffer, mac X0 */
s_set_vgpr_msb 0                                   // src0: 0, src1: 0, src2: 0, dst: 0
ds_load_b128 v[vgprValuA_X1_I0+0:vgprValuA_X1_I0+0+3], v[vgprLocalReadAddrA+0] offset:64 // L -> Reg lro=32 rIdx=0
ds_load_b128 v[vgprValuA_X1_I0+4:vgprValuA_X1_I0+4+3], v[vgprLocalReadAddrA+0] offset:96 // L -> Reg lro=32 rIdx=1
ds_load_b128 v[vgprValuB_X1_I0+0:vgprValuB_X1_I0+0+3], v[vgprLocalReadAddrB+0] offset:64 // L -> Reg lro=32 rIdx=0
ds_load_b128 v[vgprValuB_X1_I0+4:vgprValuB_X1_I0+4+3], v[vgprLocalReadAddrB+0] offset:96 // L -> Reg lro=32 rIdx=1
s_xor_b32 s[sgprtdmAGroup0+1], s[sgprtdmAGroup0+1], 0x1000 // TDM dst -> buffer being consumed
s_xor_b32 s[sgprtdmBGroup0+1], s[sgprtdmBGroup0+1], 0x1000 // TDM dst -> buffer being consumed
s_wait_dscnt 4                                     // X0 ready
v_wmma_f32_16x16x32_bf16 v[vgprValuC+0:vgprValuC+0+7], v[vgprValuA_X0_I0+0:vgprValuA_X0_I0+0+7], v[vgprValuB_X0_I0+0:vgprValuB_X0_I0+0+7], v[vgprValuC+0:vgprValuC+0+7] // left value = v[0+0:7+0]
s_wait_alu depctr_vm_vsrc(0)
v_xor_b32 v[vgprLocalReadAddrA], 0x1000, v[vgprLocalReadAddrA] // swap Red Blk
v_xor_b32 v[vgprLocalReadAddrB], 0x1000, v[vgprLocalReadAddrB] // swap Red Blk
/* iter 1: refill consumed buffer, read X0 of next buffer, mac X1 */
s_wait_dscnt 0                                     // X1 ready, current buffer fully read
s_wait_tensorcnt 0                                 // next buffer landed
s_barrier_signal -1
s_barrier_wait -1                                  // LDS WAR: all reads done before TDM refill
tensor_load_to_lds s[sgprtdmAGroup0:sgprtdmAGroup0+3], s[sgprtdmAGroup1:sgprtdmAGroup1+7] // sync LDS
tensor_load_to_lds s[sgprtdmBGroup0:sgprtdmBGroup0+3], s[sgprtdmBGroup1:sgprtdmBGroup1+7] // sync LDS
s_add_u32 s[sgprtdmAGroup0+2], s[sgprtdmAGroup0+2], s[sgprGlobalReadIncsA] // TDM increment lo
s_addc_u32 s[sgprtdmAGroup0+3], s[sgprtdmAGroup0+3], 0 // TDM increment hi (carry)
s_add_u32 s[sgprtdmBGroup0+2], s[sgprtdmBGroup0+2], s[sgprGlobalReadIncsB] // TDM increment lo
s_addc_u32 s[sgprtdmBGroup0+3], s[sgprtdmBGroup0+3], 0 // TDM increment hi (carry)
s_wait_alu depctr_va_vdst(0)
ds_load_b128 v[vgprValuA_X0_I0+0:vgprValuA_X0_I0+0+3], v[vgprLocalReadAddrA+0] offset:0 // L -> Reg lro=0 rIdx=0
ds_load_b128 v[vgprValuA_X0_I0+4:vgprValuA_X0_I0+4+3], v[vgprLocalReadAddrA+0] offset:32 // L -> Reg lro=0 rIdx=1
ds_load_b128 v[vgprValuB_X0_I0+0:vgprValuB_X0_I0+0+3], v[vgprLocalReadAddrB+0] offset:0 // L -> Reg lro=0 rIdx=0
ds_load_b128 v[vgprValuB_X0_I0+4:vgprValuB_X0_I0+4+3], v[vgprLocalReadAddrB+0] offset:32 // L -> Reg lro=0 rIdx=1
v_wmma_f32_16x16x32_bf16 v[vgprValuC+0:vgprValuC+0+7], v[vgprValuA_X1_I0+0:vgprValuA_X1_I0+0+7], v[vgprValuB_X1_I0+0:vgprValuB_X1_I0+0+7], v[vgprValuC+0:vgprValuC+0+7] // left value = v[0+0:7+0]
s_sub_u32 s[sgprLoopCounterL], s[sgprLoopCounterL], 1 // dec counterL
s_cmp_eq_i32 s[sgprLoopCounterL], 0x2              // counterL==2
s_cbranch_scc0 label_LoopBeginL                    // restart LoopL
label_LoopEndL:
/* second-to-last iteration: no more global reads */
s_set_vgpr_msb 0                                   // src0: 0, src1: 0, src2: 0, dst: 0
ds_load_b128 v[vgprValuA_X1_I0+0:vgprValuA_X1_I0+0+3], v[vgprLocalReadAddrA+0] offset:64 // L -> Reg lro=32 rIdx=0
ds_load_b128 v[vgprValuA_X1_I0+4:vgprValuA_X1_I0+4+3], v[vgprLocalReadAddrA+0] offset:96 // L -> Reg lro=32 rIdx=1
ds_load_b128 v[vgprValuB_X1_I0+0:vgprValuB_X1_I0+0+3], v[vgprLocalReadAddrB+0] offset:64 // L -> Reg lro=32 rIdx=0
ds_load_b128 v[vgprValuB_X1_I0+4:vgprValuB_X1_I0+4+3], v[vgprLocalReadAddrB+0] offset:96 // L -> Reg lro=32 rIdx=1
s_wait_dscnt 4                                     // X0 ready
v_wmma_f32_16x16x32_bf16 v[vgprValuC+0:vgprValuC+0+7], v[vgprValuA_X0_I0+0:vgprValuA_X0_I0+0+7], v[vgprValuB_X0_I0+0:vgprValuB_X0_I0+0+7], v[vgprValuC+0:vgprValuC+0+7] // left value = v[0+0:7+0]
s_wait_alu depctr_vm_vsrc(0)
v_xor_b32 v[vgprLocalReadAddrA], 0x1000, v[vgprLocalReadAddrA] // swap Red Blk
v_xor_b32 v[vgprLocalReadAddrB], 0x1000, v[vgprLocalReadAddrB] // swap Red Blk
s_wait_dscnt 0                                     // X1 ready
s_wait_tensorcnt 0                                 // last buffer landed
s_wait_alu depctr_va_vdst(0)
ds_load_b128 v[vgprValuA_X0_I0+0:vgprValuA_X0_I0+0+3], v[vgprLocalReadAddrA+0] offset:0 // L -> Reg lro=0 rIdx=0
ds_load_b128 v[vgprValuA_X0_I0+4:vgprValuA_X0_I0+4+3], v[vgprLocalReadAddrA+0] offset:32 // L -> Reg lro=0 rIdx=1
ds_load_b128 v[vgprValuB_X0_I0+0:vgprValuB_X0_I0+0+3], v[vgprLocalReadAddrB+0] offset:0 // L -> Reg lro=0 rIdx=0
ds_load_b128 v[vgprValuB_X0_I0+4:vgprValuB_X0_I0+4+3], v[vgprLocalReadAddrB+0] offset:32 // L -> Reg lro=0 rIdx=1
v_wmma_f32_16x16x32_bf16 v[vgprValuC+0:vgprValuC+0+7], v[vgprValuA_X1_I0+0:vgprValuA_X1_I0+0+7], v[vgprValuB_X1_I0+0:vgprValuB_X1_I0+0+7], v[vgprValuC+0:vgprValuC+0+7] // left value = v[0+0:7+0]
label_toPGR1:
/* last iteration */
s_set_vgpr_msb 0                                   // src0: 0, src1: 0, src2: 0, dst: 0
ds_load_b128 v[vgprValuA_X1_I0+0:vgprValuA_X1_I0+0+3], v[vgprLocalReadAddrA+0] offset:64 // L -> Reg lro=32 rIdx=0
ds_load_b128 v[vgprValuA_X1_I0+4:vgprValuA_X1_I0+4+3], v[vgprLocalReadAddrA+0] offset:96 // L -> Reg lro=32 rIdx=1
ds_load_b128 v[vgprValuB_X1_I0+0:vgprValuB_X1_I0+0+3], v[vgprLocalReadAddrB+0] offset:64 // L -> Reg lro=32 rIdx=0
ds_load_b128 v[vgprValuB_X1_I0+4:vgprValuB_X1_I0+4+3], v[vgprLocalReadAddrB+0] offset:96 // L -> Reg lro=32 rIdx=1
s_wait_dscnt 4                                     // X0 ready
v_wmma_f32_16x16x32_bf16 v[vgprValuC+0:vgprValuC+0+7], v[vgprValuA_X0_I0+0:vgprValuA_X0_I0+0+7], v[vgprValuB_X0_I0+0:vgprValuB_X0_I0+0+7], v[vgprValuC+0:vgprValuC+0+7] // left value = v[0+0:7+0]
s_wait_dscnt 0                                     // X1 ready
v_wmma_f32_16x16x32_bf16 v[vgprValuC+0:vgprValuC+0+7], v[vgprValuA_X1_I0+0:vgprValuA_X1_I0+0+7], v[vgprValuB_X1_I0+0:vgprValuB_X1_I0+0+7], v[vgprValuC+0:vgprValuC+0+7] // left value = v[0+0:7+0]
label_PrefetchGlobalLastIterEnd:

/******************************************/
/* Tail Loop                              */
/******************************************/
s_barrier_signal -1
s_barrier_wait -1                                  // Barrier before tail TDM loads (WAR hazard with NLL LDS reads)
// numIterL = sizeL % DepthU
s_and_b32 s[sgprLoopCounterL], 63, s[sgprSizesSum+0] // s[sgprLoopCounterL] = s[sgprSizesSum+0] % 64
s_and_b32 s76, s[sgprGSU], 0x3fff                  // Restore GSU
s_cmp_eq_u32 s76, 1                                // GSU == 1 ?
s_cbranch_scc1 label_GSU_4                         // GSU == 1: this WG owns the tail
s_sub_u32 s77, s76, 1                              // GSU-1
s_cmp_lg_u32 s[sgprGSUSumIdx], s77                 // gsuSumIdx == GSU-1 ?
s_cmov_b32 s[sgprLoopCounterL], 0                  // numIter=0 unless last GSU slice
label_GSU_4:
s_cmp_eq_u32 s[sgprLoopCounterL], 0                // numIterL == 0
s_mov_b32 s[sgprOrigLoopCounter], 0                // repurpose to count each localRead increment
s_cbranch_scc1 label_SkipTailLoopL                 // skip to end of tail loop b/c numIter==0
s_and_b32 s72, s[sgprSizeL], 63                    // tail size in elements
s_lshl_b32 s73, s72, 0x10                          // tail dim0 in D# bits [31:16]
// TDM reset tensor dim for tail
s_and_b32 s[sgprtdmAGroup1+1], s[sgprtdmAGroup1+1], 0xffff
s_or_b32 s[sgprtdmAGroup1+1], s[sgprtdmAGroup1+1], s73
s_and_b32 s[sgprtdmAGroup1+2], s[sgprtdmAGroup1+2], 0xffff0000
s_and_b32 s[sgprtdmAGroup0+1], s[sgprtdmAGroup0+1], 0xffffefff // tail reads land in LDS0
// TDM reset tensor dim for tail
s_and_b32 s[sgprtdmBGroup1+1], s[sgprtdmBGroup1+1], 0xffff
s_or_b32 s[sgprtdmBGroup1+1], s[sgprtdmBGroup1+1], s73
s_and_b32 s[sgprtdmBGroup1+2], s[sgprtdmBGroup1+2], 0xffff0000
s_and_b32 s[sgprtdmBGroup0+1], s[sgprtdmBGroup0+1], 0xffffefff // tail reads land in LDS0

/* Tail global read A */
tensor_load_to_lds s[sgprtdmAGroup0:sgprtdmAGroup0+3], s[sgprtdmAGroup1:sgprtdmAGroup1+7] // sync LDS0

/* Tail global read B */
tensor_load_to_lds s[sgprtdmBGroup0:sgprtdmBGroup0+3], s[sgprtdmBGroup1:sgprtdmBGroup1+7] // sync LDS0
s_wait_tensorcnt 0                                 // wait for global read

/* Recalc local read offsets */
v_and_b32 v[vgprLocalReadAddrA], 0xffffefff, v[vgprLocalReadAddrA] // lrA back to LDS0
v_and_b32 v[vgprLocalReadAddrB], 0xffffefff, v[vgprLocalReadAddrB] // lrB back to LDS0
.set vgprValuA_X0_I0_BASE, 16
.set vgprValuA_X0_I0, vgprValuA_X0_I0_BASE+0
.set vgprValuB_X0_I0_BASE, 24
.set vgprValuB_X0_I0, vgprValuB_X0_I0_BASE+0

/* tail loop: macs */
.align 16
label_TailLoopBeginL:

/* local read a */
s_set_vgpr_msb 0                                   // src0: 0, src1: 0, src2: 0, dst: 0
s_wait_alu depctr_va_vdst(0)
ds_load_b128 v[vgprValuA_X0_I0+0:vgprValuA_X0_I0+0+3], v[vgprLocalReadAddrA+0] offset:0 // L -> Reg lro=0 rIdx=0
ds_load_b128 v[vgprValuA_X0_I0+4:vgprValuA_X0_I0+4+3], v[vgprLocalReadAddrA+0] offset:32 // L -> Reg lro=0 rIdx=1

/* local read b */
ds_load_b128 v[vgprValuB_X0_I0+0:vgprValuB_X0_I0+0+3], v[vgprLocalReadAddrB+0] offset:0 // L -> Reg lro=0 rIdx=0
ds_load_b128 v[vgprValuB_X0_I0+4:vgprValuB_X0_I0+4+3], v[vgprLocalReadAddrB+0] offset:32 // L -> Reg lro=0 rIdx=1

/* local read inc a/b */
s_mov_b32 s72, 64                                  // inc
s_wait_alu depctr_vm_vsrc(0)
v_add_nc_u32 v[vgprLocalReadAddrA+0], s72, v[vgprLocalReadAddrA+0] // lrA += 64 (bpeDS)
v_add_nc_u32 v[vgprLocalReadAddrB+0], s72, v[vgprLocalReadAddrB+0] // lrB += 64 (bpeDS)
s_wait_dscnt 0                                     // 4wait for local read
v_wmma_f32_16x16x32_bf16 v[vgprValuC+0:vgprValuC+0+7], v[vgprValuA_X0_I0+0:vgprValuA_X0_I0+0+7], v[vgprValuB_X0_I0+0:vgprValuB_X0_I0+0+7], v[vgprValuC+0:vgprValuC+0+7] // left value = v[0+0:7+0]

/* closeLoop loopL finalLoop=1 tailLoop=1 */
s_sub_i32 s[sgprLoopCounterL], s[sgprLoopCounterL], 0x20 // dec counterL (tailLoop)
s_add_u32 s[sgprOrigLoopCounter], s[sgprOrigLoopCounter], 0x20 // inc counterL
s_cmp_le_i32 s[sgprLoopCounterL], 0x0              // counterL<=0
s_cbranch_scc0 label_TailLoopBeginL                // restart LoopL
label_TailLoopEndL:
label_SkipTailLoopL:
.set vgprValuA_X0_I0_BASE, UNDEF
.set vgprValuA_X0_I0, UNDEF
.set vgprValuB_X0_I0_BASE, UNDEF
.set vgprValuB_X0_I0, UNDEF
.set sgprLoopCounterL, UNDEF
.set sgprOrigLoopCounter, UNDEF
.set sgprGlobalReadIncsA, UNDEF
.set sgprGlobalReadIncsB, UNDEF

/******************************************/
/* Global Write Elements                  */
/******************************************/
s_set_vgpr_msb 0                                   // src0: 0, src1: 0, src2: 0, dst: 0
v_and_b32 v12, 15, v[vgprSerial]                   // tid1 = serial % 16
v_lshrrev_b32 v13, 4, v[vgprSerial]                // serial / 16
v_lshlrev_b32 v13, 3, v13                          // tid0 * continuous_output (8)
s_mul_i32 s72, MT0, s[sgprWorkGroup0]              // wgp0 * MT0
s_mul_i32 s73, MT1, s[sgprWorkGroup1]              // wgp1 * MT1
s_wait_alu depctr_sa_sdst(0)
v_add_nc_u32 v13, s72, v13                         // coord0
v_add_nc_u32 v12, s73, v12                         // coord1
v_mul_lo_u32 v14, v12, s[sgprStrideC1J]            // coord1 * strideC1J
v_add_lshl_u32 v14, v14, v13, 1                    // C offset = (coord0 + coord1*strideC1J) * bpe
v_mul_lo_u32 v15, v12, s[sgprStrideD1J]            // coord1 * strideD1J
v_add_lshl_u32 v15, v15, v13, 1                    // D offset = (coord0 + coord1*strideD1J) * bpe
v_mul_f32 v[vgprValuC+0], s[sgprAlpha], v[vgprValuC+0] // *= alpha
v_mul_f32 v[vgprValuC+1], s[sgprAlpha], v[vgprValuC+1] // *= alpha
v_mul_f32 v[vgprValuC+2], s[sgprAlpha], v[vgprValuC+2] // *= alpha
v_mul_f32 v[vgprValuC+3], s[sgprAlpha], v[vgprValuC+3] // *= alpha
v_mul_f32 v[vgprValuC+4], s[sgprAlpha], v[vgprValuC+4] // *= alpha
v_mul_f32 v[vgprValuC+5], s[sgprAlpha], v[vgprValuC+5] // *= alpha
v_mul_f32 v[vgprValuC+6], s[sgprAlpha], v[vgprValuC+6] // *= alpha
v_mul_f32 v[vgprValuC+7], s[sgprAlpha], v[vgprValuC+7] // *= alpha
s_cmp_eq_u32 s[sgprBeta], 0                        // Beta == 0 ?
s_cbranch_scc1 label_GW_Beta0                      // skip C read if beta is zero
buffer_load_b128 v[48:51], v14, s[sgprSrdC:sgprSrdC+3], null offen offset:0 // load C (8 x bf16)
s_wait_loadcnt 0                                   // wait C
v_cvt_f32_bf16 v52, v48.l op_sel:[0,0]             // cvt bf16 to f32
v_cvt_f32_bf16 v53, v48.h op_sel:[1,0]             // cvt bf16 to f32
v_cvt_f32_bf16 v54, v49.l op_sel:[0,0]             // cvt bf16 to f32
v_cvt_f32_bf16 v55, v49.h op_sel:[1,0]             // cvt bf16 to f32
v_fmac_f32 v[vgprValuC+0], v52, s[sgprBeta]        // finalSum = sum*alpha + C*beta
v_fmac_f32 v[vgprValuC+1], v53, s[sgprBeta]        // finalSum = sum*alpha + C*beta
v_fmac_f32 v[vgprValuC+2], v54, s[sgprBeta]        // finalSum = sum*alpha + C*beta
v_fmac_f32 v[vgprValuC+3], v55, s[sgprBeta]        // finalSum = sum*alpha + C*beta
v_cvt_f32_bf16 v52, v50.l op_sel:[0,0]             // cvt bf16 to f32
v_cvt_f32_bf16 v53, v50.h op_sel:[1,0]             // cvt bf16 to f32
v_cvt_f32_bf16 v54, v51.l op_sel:[0,0]             // cvt bf16 to f32
v_cvt_f32_bf16 v55, v51.h op_sel:[1,0]             // cvt bf16 to f32
v_fmac_f32 v[vgprValuC+4], v52, s[sgprBeta]        // finalSum = sum*alpha + C*beta
v_fmac_f32 v[vgprValuC+5], v53, s[sgprBeta]        // finalSum = sum*alpha + C*beta
v_fmac_f32 v[vgprValuC+6], v54, s[sgprBeta]        // finalSum = sum*alpha + C*beta
v_fmac_f32 v[vgprValuC+7], v55, s[sgprBeta]        // finalSum = sum*alpha + C*beta
label_GW_Beta0:
v_cvt_pk_bf16_f32 v56, v[vgprValuC+0], v[vgprValuC+1] // convert C to bf16 and Pack with neighbor
v_cvt_pk_bf16_f32 v57, v[vgprValuC+2], v[vgprValuC+3] // convert C to bf16 and Pack with neighbor
v_cvt_pk_bf16_f32 v58, v[vgprValuC+4], v[vgprValuC+5] // convert C to bf16 and Pack with neighbor
v_cvt_pk_bf16_f32 v59, v[vgprValuC+6], v[vgprValuC+7] // convert C to bf16 and Pack with neighbor
s_wait_alu depctr_va_vdst(0)
buffer_store_b128 v[56:59], v15, s[sgprSrdD:sgprSrdD+3], null offen offset:0 scope:SCOPE_CU th:TH_STORE_RT // store D
s_branch label_KernelEnd                           // jump to end
label_KernelEnd:
s_endpgm                                           // Kernel End
label_ASM_End:  /// The end of the kernel
