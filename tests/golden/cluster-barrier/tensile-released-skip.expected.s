
/******************************************/
/* Begin Kernel                           */
/******************************************/
/* silken sample kernel (hand-written, TensileLite-shaped), not produced by TensileLite */
.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
.text
.protected Cijk_Alik_Bljk_BBS_BH_MT32x32x64_MI16x16x1_SN_TDM1_WG32_4_1_SilkenSample4WR
.globl Cijk_Alik_Bljk_BBS_BH_MT32x32x64_MI16x16x1_SN_TDM1_WG32_4_1_SilkenSample4WR
.p2align 8
.type Cijk_Alik_Bljk_BBS_BH_MT32x32x64_MI16x16x1_SN_TDM1_WG32_4_1_SilkenSample4WR,@function
.section .rodata,#alloc
.p2align 6
.amdhsa_kernel Cijk_Alik_Bljk_BBS_BH_MT32x32x64_MI16x16x1_SN_TDM1_WG32_4_1_SilkenSample4WR
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 64 // vgprs
  .amdhsa_next_free_sgpr 80 // sgprs
  .amdhsa_group_segment_fixed_size 16384 // lds bytes
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
/* ThreadTile= 8 x 1, MIWaveGroup= 2 x 2 */
/* NumThreads=128 (4 waves per workgroup) */
/* PrefetchGlobalRead=2, PrefetchLocalRead=1 */
/* Each wave TDM-loads 8 rows of A and B; every wave reads rows loaded by others */
.amdgpu_metadata
---
amdhsa.version:
  - 1
  - 1
amdhsa.kernels:
  - .name: Cijk_Alik_Bljk_BBS_BH_MT32x32x64_MI16x16x1_SN_TDM1_WG32_4_1_SilkenSample4WR
    .symbol: 'Cijk_Alik_Bljk_BBS_BH_MT32x32x64_MI16x16x1_SN_TDM1_WG32_4_1_SilkenSample4WR.kd'
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
    .group_segment_fixed_size:   16384
    .kernarg_segment_align:      8
    .kernarg_segment_size:       80
    .max_flat_workgroup_size:    128
    .private_segment_fixed_size: 0
    .sgpr_count:                 80
    .sgpr_spill_count:           0
    .vgpr_count:                 64
    .vgpr_spill_count:           0
    .wavefront_size:             32
...
.end_amdgpu_metadata
Cijk_Alik_Bljk_BBS_BH_MT32x32x64_MI16x16x1_SN_TDM1_WG32_4_1_SilkenSample4WR:
label_ASM_Start:  /// Main body of the asm kernel
s_setreg_IMM32_b32 hwreg(26,0,2), 2                // same mode setreg TensileLite emits at entry

/******************************************/
/* VGPR Assignments                       */
/******************************************/
/* ValuC range: [0-8), serializedStore enabled */
.set vgprValuC, 0
.set vgprLocalReadAddrA, 8
.set vgprLocalReadAddrB, 9
.set vgprSerial, 10
.set vgprBase, 16
.set vgprValuA_X0_I0_BASE, vgprBase+0
.set vgprValuB_X0_I0_BASE, vgprBase+16
.set vgprValuA_X0_I0, vgprValuA_X0_I0_BASE+0
.set vgprValuA_X1_I0, vgprValuA_X0_I0_BASE+8
.set vgprValuB_X0_I0, vgprValuB_X0_I0_BASE+0
.set vgprValuB_X1_I0, vgprValuB_X0_I0_BASE+8
.set vgprRemap, 56

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
.set sgprtdmAGroup0, 44
.set sgprtdmAGroup1, 48
.set sgprtdmBGroup0, 56
.set sgprtdmBGroup1, 60
.set sgprGlobalReadIncsB, 68
.set sgprStaggerU, 69
.set sgprSizeI, sgprSizesFree+0
.set sgprSizeJ, sgprSizesFree+1
.set sgprSizeL, sgprSizesSum+0
.set sgprStrideD1J, sgprStrides+0
.set sgprStrideA0I, sgprStrides+2
.set sgprStrideB1J, sgprStrides+3

.set MT0, 32
.set MT1, 32
.set DepthU, 64
.set BufferLimit, 0xffffffff
.set Srd127_96, 0x0

/******************************************/
/* Allocate Resources                     */
/******************************************/
s_load_b128 s[sgprSizesFree:sgprSizesFree+3], s[sgprKernArgAddress:sgprKernArgAddress+1], 0x0 // SizesFree0..2, SizesSum0
s_load_b256 s[sgprAddressD:sgprAddressD+7], s[sgprKernArgAddress:sgprKernArgAddress+1], 0x10 // D, C, A, B
s_load_b128 s[sgprStrides:sgprStrides+3], s[sgprKernArgAddress:sgprKernArgAddress+1], 0x30 // strideD1, strideC1, strideA1, strideB1
s_load_b96 s[sgprAlpha:sgprAlpha+2], s[sgprKernArgAddress:sgprKernArgAddress+1], 0x40 // alpha, beta (ignored: beta==0 kernel), GSU
v_mov_b32 v[vgprSerial], v0                        // thread serial id (0..127)
s_mov_b32 s[sgprWorkGroup0], ttmp9                 // wg_x
s_and_b32 s[sgprWorkGroup1], ttmp7, 0xffff         // wg_y = ttmp7[15:0]
s_lshr_b32 s[sgprWorkGroup2], ttmp7, 0x10          // wg_z = ttmp7[31:16]
v_lshrrev_b32 v11, 5, v[vgprSerial]                // wave id = serial / 32
v_readfirstlane_b32 s[sgprWaveIdx], v11            // WaveIdx (0..3)
s_and_b32 s74, s[sgprWaveIdx], 1                   // wave_m = WaveIdx % 2
s_lshr_b32 s75, s[sgprWaveIdx], 1                  // wave_n = WaveIdx / 2
s_wait_kmcnt 0                                     // wait for kernel args

/******************************************/
/* Global Read Addresses (TDM D#)         */
/******************************************/
/* each wave loads rows [8*WaveIdx, 8*WaveIdx+8) of the A and B tiles */
s_mul_i32 s72, s[sgprWorkGroup0], MT0              // wg0 * MT0
s_lshl_b32 s73, s[sgprWaveIdx], 3                  // WaveIdx * 8 rows
v_and_b32 v11, 15, v[vgprSerial]                   // row in 16-row block
s_add_u32 s72, s72, s73                            // first A row of this wave
s_mov_b32 s[sgprtdmAGroup0], 1                     // D# valid
s_mul_hi_u32 s73, s72, s[sgprStrideA0I]            // row offset hi
s_mul_i32 s72, s72, s[sgprStrideA0I]               // row offset lo (elements)
v_lshlrev_b32 v11, 7, v11                          // * DepthU*Bpe
s_lshl_b64 s[72:73], s[72:73], 1                   // * bpe
v_bfe_u32 v12, v[vgprSerial], 4, 1                 // k-half = (serial / 16) % 2
s_add_u32 s[sgprtdmAGroup0+2], s[sgprAddressA], s72 // tile base lo
s_mov_b32 s[sgprtdmAGroup1], 0x10000               // Set data_size to 1
s_addc_u32 s[sgprtdmAGroup0+3], s[sgprAddressA+1], s73 // tile base hi
s_mov_b32 s[sgprtdmAGroup1+4], 0x8                 // set tile1 to 8
s_or_b32 s[sgprtdmAGroup0+3], s[sgprtdmAGroup0+3], 0x80000000 // set type field to 2(image)
s_lshl_b32 s[sgprtdmAGroup0+1], s[sgprWaveIdx], 10 // woffset = WaveIdx * 8 rows * 128 B (LDS0)
s_lshl_b32 s[sgprtdmAGroup1+1], s[sgprSizeL], 0x10 // tensor dim0 lo = SizeL
s_lshr_b32 s72, s[sgprSizeL], 0x10                 // tensor dim0 hi
s_lshl_b32 s73, s[sgprSizeI], 0x10                 // tensor dim1 lo = SizeI
v_lshlrev_b32 v12, 4, v12                          // * 16 bytes
s_or_b32 s[sgprtdmAGroup1+2], s72, s73             // dim0 hi | dim1 lo
s_lshr_b32 s[sgprtdmAGroup1+3], s[sgprSizeI], 0x10 // tensor dim1 hi
s_mul_i32 s72, s[sgprWorkGroup1], MT1              // wg1 * MT1
s_or_b32 s[sgprtdmAGroup1+3], s[sgprtdmAGroup1+3], 0x400000 // set tile0 to 64
s_lshl_b32 s73, s[sgprWaveIdx], 3                  // WaveIdx * 8 rows
v_add_nc_u32 v11, v11, v12                         // row*128 + khalf*16
s_add_u32 s72, s72, s73                            // first B row of this wave
s_mov_b32 s[sgprtdmAGroup1+5], s[sgprStrideA0I]    // dim1 stride
s_mul_hi_u32 s73, s72, s[sgprStrideB1J]            // row offset hi
s_mul_i32 s72, s72, s[sgprStrideB1J]               // row offset lo (elements)
s_mov_b64 s[sgprtdmAGroup1+6:sgprtdmAGroup1+7], 0  // unused D# dwords
s_lshl_b64 s[72:73], s[72:73], 1                   // * bpe
s_mov_b32 s[sgprtdmBGroup0], 1                     // D# valid
s_add_u32 s[sgprtdmBGroup0+2], s[sgprAddressB], s72 // tile base lo
s_mov_b32 s[sgprtdmBGroup1], 0x10000               // Set data_size to 1
s_addc_u32 s[sgprtdmBGroup0+3], s[sgprAddressB+1], s73 // tile base hi
s_mov_b32 s[sgprtdmBGroup1+1], s[sgprtdmAGroup1+1] // tensor dim0 lo = SizeL
s_or_b32 s[sgprtdmBGroup0+3], s[sgprtdmBGroup0+3], 0x80000000 // set type field to 2(image)
s_add_u32 s[sgprtdmBGroup0+1], s[sgprtdmAGroup0+1], 4096 // B tile after A tile (LDS0)
s_lshr_b32 s72, s[sgprSizeL], 0x10                 // tensor dim0 hi
s_lshl_b32 s73, s[sgprSizeJ], 0x10                 // tensor dim1 lo = SizeJ
s_mov_b32 s[sgprtdmBGroup1+4], 0x8                 // set tile1 to 8
s_or_b32 s[sgprtdmBGroup1+2], s72, s73             // dim0 hi | dim1 lo
s_lshr_b32 s[sgprtdmBGroup1+3], s[sgprSizeJ], 0x10 // tensor dim1 hi
s_mov_b32 s[sgprtdmBGroup1+5], s[sgprStrideB1J]    // dim1 stride

/* Local read addresses: wave (m,n) reads A rows 16m.., B rows 16n.. */
s_or_b32 s[sgprtdmBGroup1+3], s[sgprtdmBGroup1+3], 0x400000 // set tile0 to 64
s_mov_b64 s[sgprtdmBGroup1+6:sgprtdmBGroup1+7], 0  // unused D# dwords
s_mov_b32 s[sgprGlobalReadIncsA], 128              // DepthU*Bpe
s_mov_b32 s[sgprGlobalReadIncsB], 128              // DepthU*Bpe
s_lshr_b32 s[sgprStaggerU], s[sgprGSU], 16         // StaggerU setting: mapping in [15:13], stride in [12:8], amount in [7:0]
s_lshl_b32 s72, s74, 11                            // wave_m * 16 rows * 128 B
s_lshl_b32 s73, s75, 11                            // wave_n * 16 rows * 128 B
s_wait_alu depctr_sa_sdst(0)
v_add_nc_u32 v[vgprLocalReadAddrA], s72, v11       // lrA
v_add3_u32 v[vgprLocalReadAddrB], s73, v11, 4096   // lrB = B tile + wave_n offset
s_lshr_b32 s[sgprLoopCounterL], s[sgprSizesSum+0], 6 // s[sgprLoopCounterL] = s[sgprSizesSum+0] / 64
s_and_b32 s72, s[sgprGSU], 0x3fff                  // Restore GSU
s_mov_b64 s[sgprSrdD:sgprSrdD+1], s[sgprAddressD:sgprAddressD+1] // init SRD base address D

/******************************************/
/* Loop counter and GSU split             */
/******************************************/
s_mov_b32 s[sgprSrdD+2], BufferLimit               // num_records
s_mov_b32 s[sgprSrdD+3], Srd127_96                 // Set bits 127_96 in SRD
s_cmp_eq_u32 s72, 1                                // GSU == 1 ?
s_cbranch_scc1 label_GSU_1                         // branch if GSU == 1
s_ff1_i32_b32 s73, s72                             // log2(GSU), GSU is a power of two
s_sub_u32 s76, s72, 1                              // GSU-1
s_and_b32 s[sgprGSUSumIdx], s[sgprWorkGroup2], s76 // gsuSumIdx = wg2 % GSU
s_and_b32 s[sgprGSUSumIdx+1], s[sgprLoopCounterL], s76 // numIterPerWgRemainder
s_lshr_b32 s[sgprLoopCounterL], s[sgprLoopCounterL], s73 // numIterMyWg = LCL / GSU
s_add_u32 s77, 1, s[sgprLoopCounterL]              // tmp<-numIterMyWg+1
s_cmp_lt_u32 s[sgprGSUSumIdx], s[sgprGSUSumIdx+1]  // gsuSumIdx < numIterPerWgRemainder
s_cmov_b32 s[sgprLoopCounterL], s77                // numIterMyWg++ if needed
label_GSU_1:
s_cmp_eq_u32 s[sgprLoopCounterL], 0                // gate: only signal when LoopCounterL != 0
s_cbranch_scc1 label_skipCBPreSignal_LCL_DLWY6o1NeElsZmHw // skip cluster barrier when LoopCounterL == 0
s_barrier_signal -1
s_barrier_wait -1                                  // sync workgroup before cluster signal
s_cmp_eq_u32 s[sgprWaveIdx], 0                     // Check for waveID 0
s_cbranch_scc0 label_skipCBPreSignal_i4Nwe0NsjzQvoQmW // Execute cluster barrier signal for waveID 0
s_barrier_signal -3                                // cluster_barrier signal
label_skipCBPreSignal_i4Nwe0NsjzQvoQmW:
label_skipCBPreSignal_LCL_DLWY6o1NeElsZmHw:
s_mov_b32 s[sgprOrigLoopCounter], s[sgprLoopCounterL] // copy loop counter
.set sgprWaveIdx, UNDEF                            // WaveIdx no longer needed: s5 is reused
.set sgprStaggerUIter, 5

/* StaggerU: pick the start tile of the unroll loop */
s_and_b32 s18, s[sgprStaggerU], 0x1f00             // StaggerU stride
s_lshr_b32 s18, s18, 0x8
s_and_b32 s19, s[sgprStaggerU], 0xe000             // StaggerU mapping
s_and_b32 s[sgprStaggerU], s[sgprStaggerU], 0xff   // StaggerU amount
s_mov_b32 s16, s[sgprStaggerU]                     // init staggerU
label_beginStaggerUIter:
s_lshl_b32 s17, s16, s18                           // shift by StaggerUStride
s_cmp_ge_u32 s[sgprOrigLoopCounter], s17           // loopCount >= current shift Count
s_cbranch_scc1 label_endStaggerUIter               // jump to end
s_lshr_b32 s16, s16, 1                             // step down to smaller stagger
s_branch label_beginStaggerUIter                   // jump to begin
label_endStaggerUIter:
s_sub_u32 s17, s16, 1                              // staggerU mask
s_cmp_ge_u32 s16, 1                                // if current staggerU >= 1
s_cselect_b32 s[sgprStaggerUIter], s17, 0          // set Mask
s_cmp_eq_u32 s19, 0x0                              // mapping 0: by WG0
s_cbranch_scc0 label_StaggerUMapping_1
s_mov_b32 s16, s[sgprWorkGroup0]
s_branch label_staggerInputEnd
label_StaggerUMapping_1:
s_cmp_eq_u32 s19, 0x2000                           // mapping 1: by WG1
s_cbranch_scc0 label_StaggerUMapping_2
s_mov_b32 s16, s[sgprWorkGroup1]
s_branch label_staggerInputEnd
label_StaggerUMapping_2:
s_cmp_eq_u32 s19, 0x4000                           // mapping 2: all the same
s_cbranch_scc0 label_StaggerUMapping_3
s_mov_b32 s16, -0x1
s_branch label_staggerInputEnd
label_StaggerUMapping_3:
s_cmp_eq_u32 s19, 0x6000                           // mapping 3: linear WG id
s_cbranch_scc0 label_StaggerUMapping_4
s_mul_i32 s17, s[sgprWorkGroup1], 0x20
s_add_u32 s16, s[sgprWorkGroup0], s17
s_branch label_staggerInputEnd
label_StaggerUMapping_4:
s_cmp_eq_u32 s19, 0x8000                           // mapping 4: by WG2
s_cbranch_scc0 label_staggerInputEnd
s_mov_b32 s16, s[sgprWorkGroup2]
label_staggerInputEnd:
s_and_b32 s[sgprStaggerUIter], s[sgprStaggerUIter], s16 // Compute actual stagger start for this tile
s_lshl_b32 s[sgprStaggerUIter], s[sgprStaggerUIter], s18 // shift by StaggerUStride
s_cmp_eq_u32 s[sgprStaggerUIter], 0                // no stagger?
s_cselect_b32 s17, 0, s[sgprGlobalReadIncsA]       // stagger offset: none, or one DepthU step
s_cmp_eq_u32 s[sgprStaggerU], 0x40                 // large stagger amount?
s_cselect_b32 s17, s[sgprGlobalReadIncsB], s17     // ... then the B increment
s_add_u32 s[sgprtdmAGroup0+2], s[sgprtdmAGroup0+2], s17 // stagger A start
s_addc_u32 s[sgprtdmAGroup0+3], s[sgprtdmAGroup0+3], 0
s_add_u32 s[sgprtdmBGroup0+2], s[sgprtdmBGroup0+2], s17 // stagger B start
s_addc_u32 s[sgprtdmBGroup0+3], s[sgprtdmBGroup0+3], 0
s_cmp_eq_u32 s[sgprLoopCounterL], 0                // at last iteration?
s_cbranch_scc1 label_ShadowInitStart               // skip to ShadowInitStart iter b/c numIter==0

/* Global Read A/B (PGR1) */
s_barrier_wait -3                                  // cluster_barrier wait
tensor_load_to_lds s[sgprtdmAGroup0:sgprtdmAGroup0+3], s[sgprtdmAGroup1:sgprtdmAGroup1+7] // sync LDS0
tensor_load_to_lds s[sgprtdmBGroup0:sgprtdmBGroup0+3], s[sgprtdmBGroup1:sgprtdmBGroup1+7] // sync LDS0
label_ShadowInitStart:
v_mov_b32 v[vgprValuC+0], 0                        // initC
v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, 0       // initC
v_dual_mov_b32 v[vgprValuC+3], 0 :: v_dual_mov_b32 v[vgprValuC+4], 0 // initC
v_dual_mov_b32 v[vgprValuC+5], 0 :: v_dual_mov_b32 v[vgprValuC+6], 0 // initC
v_mov_b32 v[vgprValuC+7], 0                        // initC
s_cmp_eq_u32 s[sgprLoopCounterL], 0                // at last iteration?
s_cbranch_scc0 label_NoBranch_8VZC3NPL0YHE5JXA     // Only branch on scc1
s_getpc_b64 s[76:77]                               // addr of next instr
s_add_i32 s78, label_PrefetchGlobalLastIterEnd, 4  // target branch offset
s_add_u32 s76, s76, s78                            // add target branch offset
s_addc_u32 s77, s77, 0                             // add high and carry
s_setpc_b64 s[76:77]                               // branch to label_PrefetchGlobalLastIterEnd
label_NoBranch_8VZC3NPL0YHE5JXA:

/* Global Read A/B (PGR2): pre-increment the D# address, then load */
s_xor_b32 s[sgprtdmAGroup0+1], s[sgprtdmAGroup0+1], 0x2000 // swap TDM dst to LDS1
s_xor_b32 s[sgprtdmBGroup0+1], s[sgprtdmBGroup0+1], 0x2000 // swap TDM dst to LDS1
s_cmp_eq_u32 s[sgprLoopCounterL], 0x1              // PGR=2 but only 1 loop
s_cbranch_scc1 label_skipPGR2_1                    // PGR=2 but only 1 loop
s_add_u32 s[sgprtdmAGroup0+2], s[sgprtdmAGroup0+2], s[sgprGlobalReadIncsA] // TDM increment lo
s_addc_u32 s[sgprtdmAGroup0+3], s[sgprtdmAGroup0+3], 0 // TDM increment hi (carry)
s_add_u32 s[sgprtdmBGroup0+2], s[sgprtdmBGroup0+2], s[sgprGlobalReadIncsB] // TDM increment lo
s_addc_u32 s[sgprtdmBGroup0+3], s[sgprtdmBGroup0+3], 0 // TDM increment hi (carry)
tensor_load_to_lds s[sgprtdmAGroup0:sgprtdmAGroup0+3], s[sgprtdmAGroup1:sgprtdmAGroup1+7] // sync LDS1
tensor_load_to_lds s[sgprtdmBGroup0:sgprtdmBGroup0+3], s[sgprtdmBGroup1:sgprtdmBGroup1+7] // sync LDS1
s_branch label_skipPGR2_2                          // jump to PGR=2 label
label_skipPGR2_1:
s_wait_tensorcnt 0                                 // only LDS0 in flight
label_skipPGR2_2:
s_wait_tensorcnt 2                                 // this wave's LDS0 rows landed
s_barrier_signal -1
s_barrier_wait -1                                  // publish LDS0: every wave's TDM rows visible
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
/* Unrolled Loop - first iteration peeled */
/******************************************/
ds_load_b128 v[vgprValuA_X1_I0+0:vgprValuA_X1_I0+0+3], v[vgprLocalReadAddrA+0] offset:64 // L -> Reg lro=32 rIdx=0
ds_load_b128 v[vgprValuA_X1_I0+4:vgprValuA_X1_I0+4+3], v[vgprLocalReadAddrA+0] offset:96 // L -> Reg lro=32 rIdx=1
ds_load_b128 v[vgprValuB_X1_I0+0:vgprValuB_X1_I0+0+3], v[vgprLocalReadAddrB+0] offset:64 // L -> Reg lro=32 rIdx=0
ds_load_b128 v[vgprValuB_X1_I0+4:vgprValuB_X1_I0+4+3], v[vgprLocalReadAddrB+0] offset:96 // L -> Reg lro=32 rIdx=1
s_xor_b32 s[sgprtdmAGroup0+1], s[sgprtdmAGroup0+1], 0x2000 // TDM dst -> buffer being consumed
s_xor_b32 s[sgprtdmBGroup0+1], s[sgprtdmBGroup0+1], 0x2000 // TDM dst -> buffer being consumed
s_add_u32 s[sgprtdmAGroup0+2], s[sgprtdmAGroup0+2], s[sgprGlobalReadIncsA] // TDM increment lo
s_addc_u32 s[sgprtdmAGroup0+3], s[sgprtdmAGroup0+3], 0 // TDM increment hi (carry)
s_add_u32 s[sgprtdmBGroup0+2], s[sgprtdmBGroup0+2], s[sgprGlobalReadIncsB] // TDM increment lo
s_addc_u32 s[sgprtdmBGroup0+3], s[sgprtdmBGroup0+3], 0 // TDM increment hi (carry)
s_sub_u32 s[sgprLoopCounterL], s[sgprLoopCounterL], 1 // dec counterL
s_wait_dscnt 4                                     // X0 ready
v_wmma_f32_16x16x32_bf16 v[vgprValuC+0:vgprValuC+0+7], v[vgprValuA_X0_I0+0:vgprValuA_X0_I0+0+7], v[vgprValuB_X0_I0+0:vgprValuB_X0_I0+0+7], v[vgprValuC+0:vgprValuC+0+7] // left value = v[0+0:7+0]
s_wait_alu depctr_vm_vsrc(0)
v_xor_b32 v[vgprLocalReadAddrA], 0x2000, v[vgprLocalReadAddrA] // swap Red Blk
v_xor_b32 v[vgprLocalReadAddrB], 0x2000, v[vgprLocalReadAddrB] // swap Red Blk
s_wait_dscnt 0                                     // X1 ready, this wave is done reading the current buffer
s_wait_tensorcnt 0                                 // this wave's rows of the next buffer landed
s_barrier_signal -1
s_barrier_wait -1                                  // all waves: current buffer free (WAR) and next buffer published
tensor_load_to_lds s[sgprtdmAGroup0:sgprtdmAGroup0+3], s[sgprtdmAGroup1:sgprtdmAGroup1+7] // sync LDS
tensor_load_to_lds s[sgprtdmBGroup0:sgprtdmBGroup0+3], s[sgprtdmBGroup1:sgprtdmBGroup1+7] // sync LDS
s_wait_alu depctr_va_vdst(0)
ds_load_b128 v[vgprValuA_X0_I0+0:vgprValuA_X0_I0+0+3], v[vgprLocalReadAddrA+0] offset:0 // L -> Reg lro=0 rIdx=0
ds_load_b128 v[vgprValuA_X0_I0+4:vgprValuA_X0_I0+4+3], v[vgprLocalReadAddrA+0] offset:32 // L -> Reg lro=0 rIdx=1
ds_load_b128 v[vgprValuB_X0_I0+0:vgprValuB_X0_I0+0+3], v[vgprLocalReadAddrB+0] offset:0 // L -> Reg lro=0 rIdx=0
ds_load_b128 v[vgprValuB_X0_I0+4:vgprValuB_X0_I0+4+3], v[vgprLocalReadAddrB+0] offset:32 // L -> Reg lro=0 rIdx=1
v_wmma_f32_16x16x32_bf16 v[vgprValuC+0:vgprValuC+0+7], v[vgprValuA_X1_I0+0:vgprValuA_X1_I0+0+7], v[vgprValuB_X1_I0+0:vgprValuB_X1_I0+0+7], v[vgprValuC+0:vgprValuC+0+7] // left value = v[0+0:7+0]
s_cmp_le_u32 s[sgprLoopCounterL], 0x2              // LoopCounterL < EndCounter
s_cbranch_scc1 label_LoopEndL                      // the peeled iteration was the only one

/******************************************/
/* Unrolled Loop(s) - Begin               */
/******************************************/
.align 16
label_LoopBeginL:
ds_load_b128 v[vgprValuA_X1_I0+0:vgprValuA_X1_I0+0+3], v[vgprLocalReadAddrA+0] offset:64 // L -> Reg lro=32 rIdx=0
ds_load_b128 v[vgprValuA_X1_I0+4:vgprValuA_X1_I0+4+3], v[vgprLocalReadAddrA+0] offset:96 // L -> Reg lro=32 rIdx=1
ds_load_b128 v[vgprValuB_X1_I0+0:vgprValuB_X1_I0+0+3], v[vgprLocalReadAddrB+0] offset:64 // L -> Reg lro=32 rIdx=0
ds_load_b128 v[vgprValuB_X1_I0+4:vgprValuB_X1_I0+4+3], v[vgprLocalReadAddrB+0] offset:96 // L -> Reg lro=32 rIdx=1
s_xor_b32 s[sgprtdmAGroup0+1], s[sgprtdmAGroup0+1], 0x2000 // TDM dst -> buffer being consumed
s_xor_b32 s[sgprtdmBGroup0+1], s[sgprtdmBGroup0+1], 0x2000 // TDM dst -> buffer being consumed
s_add_u32 s[sgprtdmAGroup0+2], s[sgprtdmAGroup0+2], s[sgprGlobalReadIncsA] // TDM increment lo
s_addc_u32 s[sgprtdmAGroup0+3], s[sgprtdmAGroup0+3], 0 // TDM increment hi (carry)
s_add_u32 s[sgprtdmBGroup0+2], s[sgprtdmBGroup0+2], s[sgprGlobalReadIncsB] // TDM increment lo
s_addc_u32 s[sgprtdmBGroup0+3], s[sgprtdmBGroup0+3], 0 // TDM increment hi (carry)
s_sub_u32 s[sgprLoopCounterL], s[sgprLoopCounterL], 1 // dec counterL
s_cmp_eq_i32 s[sgprLoopCounterL], 0x2              // counterL==2 (hoisted: SCC stays live until the loop branch)
s_wait_dscnt 4                                     // X0 ready
v_wmma_f32_16x16x32_bf16 v[vgprValuC+0:vgprValuC+0+7], v[vgprValuA_X0_I0+0:vgprValuA_X0_I0+0+7], v[vgprValuB_X0_I0+0:vgprValuB_X0_I0+0+7], v[vgprValuC+0:vgprValuC+0+7] // left value = v[0+0:7+0]
s_wait_alu depctr_vm_vsrc(0)
v_xor_b32 v[vgprLocalReadAddrA], 0x2000, v[vgprLocalReadAddrA] // swap Red Blk
v_xor_b32 v[vgprLocalReadAddrB], 0x2000, v[vgprLocalReadAddrB] // swap Red Blk
s_wait_dscnt 0                                     // X1 ready, this wave is done reading the current buffer
s_wait_tensorcnt 0                                 // this wave's rows of the next buffer landed
s_barrier_signal -1
s_barrier_wait -1                                  // all waves: current buffer free (WAR) and next buffer published
tensor_load_to_lds s[sgprtdmAGroup0:sgprtdmAGroup0+3], s[sgprtdmAGroup1:sgprtdmAGroup1+7] // sync LDS
tensor_load_to_lds s[sgprtdmBGroup0:sgprtdmBGroup0+3], s[sgprtdmBGroup1:sgprtdmBGroup1+7] // sync LDS
s_wait_alu depctr_va_vdst(0)
ds_load_b128 v[vgprValuA_X0_I0+0:vgprValuA_X0_I0+0+3], v[vgprLocalReadAddrA+0] offset:0 // L -> Reg lro=0 rIdx=0
ds_load_b128 v[vgprValuA_X0_I0+4:vgprValuA_X0_I0+4+3], v[vgprLocalReadAddrA+0] offset:32 // L -> Reg lro=0 rIdx=1
ds_load_b128 v[vgprValuB_X0_I0+0:vgprValuB_X0_I0+0+3], v[vgprLocalReadAddrB+0] offset:0 // L -> Reg lro=0 rIdx=0
ds_load_b128 v[vgprValuB_X0_I0+4:vgprValuB_X0_I0+4+3], v[vgprLocalReadAddrB+0] offset:32 // L -> Reg lro=0 rIdx=1
v_wmma_f32_16x16x32_bf16 v[vgprValuC+0:vgprValuC+0+7], v[vgprValuA_X1_I0+0:vgprValuA_X1_I0+0+7], v[vgprValuB_X1_I0+0:vgprValuB_X1_I0+0+7], v[vgprValuC+0:vgprValuC+0+7] // left value = v[0+0:7+0]
s_cbranch_scc0 label_LoopBeginL                    // restart LoopL
label_LoopEndL:
ds_load_b128 v[vgprValuA_X1_I0+0:vgprValuA_X1_I0+0+3], v[vgprLocalReadAddrA+0] offset:64 // L -> Reg lro=32 rIdx=0
ds_load_b128 v[vgprValuA_X1_I0+4:vgprValuA_X1_I0+4+3], v[vgprLocalReadAddrA+0] offset:96 // L -> Reg lro=32 rIdx=1
ds_load_b128 v[vgprValuB_X1_I0+0:vgprValuB_X1_I0+0+3], v[vgprLocalReadAddrB+0] offset:64 // L -> Reg lro=32 rIdx=0
ds_load_b128 v[vgprValuB_X1_I0+4:vgprValuB_X1_I0+4+3], v[vgprLocalReadAddrB+0] offset:96 // L -> Reg lro=32 rIdx=1
s_wait_dscnt 4                                     // X0 ready
v_wmma_f32_16x16x32_bf16 v[vgprValuC+0:vgprValuC+0+7], v[vgprValuA_X0_I0+0:vgprValuA_X0_I0+0+7], v[vgprValuB_X0_I0+0:vgprValuB_X0_I0+0+7], v[vgprValuC+0:vgprValuC+0+7] // left value = v[0+0:7+0]
s_wait_alu depctr_vm_vsrc(0)
v_xor_b32 v[vgprLocalReadAddrA], 0x2000, v[vgprLocalReadAddrA] // swap Red Blk
v_xor_b32 v[vgprLocalReadAddrB], 0x2000, v[vgprLocalReadAddrB] // swap Red Blk
s_wait_dscnt 0                                     // X1 ready
s_wait_tensorcnt 0                                 // this wave's rows of the last buffer landed
s_barrier_signal -1
s_barrier_wait -1                                  // publish last buffer (no TDM follows)
s_wait_alu depctr_va_vdst(0)
ds_load_b128 v[vgprValuA_X0_I0+0:vgprValuA_X0_I0+0+3], v[vgprLocalReadAddrA+0] offset:0 // L -> Reg lro=0 rIdx=0
ds_load_b128 v[vgprValuA_X0_I0+4:vgprValuA_X0_I0+4+3], v[vgprLocalReadAddrA+0] offset:32 // L -> Reg lro=0 rIdx=1
ds_load_b128 v[vgprValuB_X0_I0+0:vgprValuB_X0_I0+0+3], v[vgprLocalReadAddrB+0] offset:0 // L -> Reg lro=0 rIdx=0
ds_load_b128 v[vgprValuB_X0_I0+4:vgprValuB_X0_I0+4+3], v[vgprLocalReadAddrB+0] offset:32 // L -> Reg lro=0 rIdx=1
v_wmma_f32_16x16x32_bf16 v[vgprValuC+0:vgprValuC+0+7], v[vgprValuA_X1_I0+0:vgprValuA_X1_I0+0+7], v[vgprValuB_X1_I0+0:vgprValuB_X1_I0+0+7], v[vgprValuC+0:vgprValuC+0+7] // left value = v[0+0:7+0]
label_toPGR1:
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
s_cmp_eq_u32 s[sgprOrigLoopCounter], 0             // main loop loaded no chunk?
s_mov_b32 s[sgprOrigLoopCounter], 0                // repurpose to count each localRead increment
s_cselect_b32 s74, 0, s[sgprGlobalReadIncsA]       // tail chunk: chunk 0, or one DepthU step past the last load
s_cmp_eq_u32 s[sgprLoopCounterL], 0                // numIterL == 0
s_cbranch_scc1 label_SkipTailLoopL                 // skip to end of tail loop b/c numIter==0
s_and_b32 s72, s[sgprSizeL], 63                    // tail size in elements
s_lshl_b32 s73, s72, 0x10                          // tail dim0 in D# bits [31:16]
// TDM reset tensor dim for tail, advance to the tail chunk, land in LDS0
s_and_b32 s[sgprtdmAGroup1+1], s[sgprtdmAGroup1+1], 0xffff
s_or_b32 s[sgprtdmAGroup1+1], s[sgprtdmAGroup1+1], s73
s_and_b32 s[sgprtdmAGroup1+2], s[sgprtdmAGroup1+2], 0xffff0000
s_and_b32 s[sgprtdmAGroup0+1], s[sgprtdmAGroup0+1], 0xffffdfff
s_add_u32 s[sgprtdmAGroup0+2], s[sgprtdmAGroup0+2], s74 // advance to the tail chunk
s_addc_u32 s[sgprtdmAGroup0+3], s[sgprtdmAGroup0+3], 0 // TDM increment hi (carry)
s_and_b32 s[sgprtdmBGroup1+1], s[sgprtdmBGroup1+1], 0xffff
s_or_b32 s[sgprtdmBGroup1+1], s[sgprtdmBGroup1+1], s73
s_and_b32 s[sgprtdmBGroup1+2], s[sgprtdmBGroup1+2], 0xffff0000
s_and_b32 s[sgprtdmBGroup0+1], s[sgprtdmBGroup0+1], 0xffffdfff
s_add_u32 s[sgprtdmBGroup0+2], s[sgprtdmBGroup0+2], s74 // advance to the tail chunk
s_addc_u32 s[sgprtdmBGroup0+3], s[sgprtdmBGroup0+3], 0 // TDM increment hi (carry)

/* Tail global read A */
tensor_load_to_lds s[sgprtdmAGroup0:sgprtdmAGroup0+3], s[sgprtdmAGroup1:sgprtdmAGroup1+7] // sync LDS0

/* Tail global read B */
tensor_load_to_lds s[sgprtdmBGroup0:sgprtdmBGroup0+3], s[sgprtdmBGroup1:sgprtdmBGroup1+7] // sync LDS0
s_wait_tensorcnt 0                                 // wait for global read
s_barrier_signal -1
s_barrier_wait -1                                  // Tail loop LW->LR, sync LDS0
v_and_b32 v[vgprLocalReadAddrA], 0xffffdfff, v[vgprLocalReadAddrA] // lrA back to LDS0
v_and_b32 v[vgprLocalReadAddrB], 0xffffdfff, v[vgprLocalReadAddrB] // lrB back to LDS0
.set vgprValuB_X0_I0_BASE, 24
.set vgprValuB_X0_I0, vgprValuB_X0_I0_BASE+0

/* tail loop: macs */
.align 16
label_TailLoopBeginL:
s_wait_alu depctr_va_vdst(0)
ds_load_b128 v[vgprValuA_X0_I0+0:vgprValuA_X0_I0+0+3], v[vgprLocalReadAddrA+0] offset:0 // L -> Reg lro=0 rIdx=0
ds_load_b128 v[vgprValuA_X0_I0+4:vgprValuA_X0_I0+4+3], v[vgprLocalReadAddrA+0] offset:32 // L -> Reg lro=0 rIdx=1
ds_load_b128 v[vgprValuB_X0_I0+0:vgprValuB_X0_I0+0+3], v[vgprLocalReadAddrB+0] offset:0 // L -> Reg lro=0 rIdx=0
ds_load_b128 v[vgprValuB_X0_I0+4:vgprValuB_X0_I0+4+3], v[vgprLocalReadAddrB+0] offset:32 // L -> Reg lro=0 rIdx=1
s_mov_b32 s72, 64                                  // inc
s_wait_alu depctr_vm_vsrc(0)
v_add_nc_u32 v[vgprLocalReadAddrA+0], s72, v[vgprLocalReadAddrA+0] // lrA += 64 (bpeDS)
v_add_nc_u32 v[vgprLocalReadAddrB+0], s72, v[vgprLocalReadAddrB+0] // lrB += 64 (bpeDS)
s_wait_dscnt 0                                     // 4wait for local read
v_wmma_f32_16x16x32_bf16 v[vgprValuC+0:vgprValuC+0+7], v[vgprValuA_X0_I0+0:vgprValuA_X0_I0+0+7], v[vgprValuB_X0_I0+0:vgprValuB_X0_I0+0+7], v[vgprValuC+0:vgprValuC+0+7] // left value = v[0+0:7+0]
s_sub_i32 s[sgprLoopCounterL], s[sgprLoopCounterL], 0x20 // dec counterL (tailLoop)
s_add_u32 s[sgprOrigLoopCounter], s[sgprOrigLoopCounter], 0x20 // inc counterL
s_cmp_le_i32 s[sgprLoopCounterL], 0x0              // counterL<=0
s_cbranch_scc0 label_TailLoopBeginL                // restart LoopL
label_TailLoopEndL:
label_SkipTailLoopL:
.set vgprValuB_X0_I0_BASE, UNDEF
.set vgprValuB_X0_I0, UNDEF
.set sgprLoopCounterL, UNDEF
.set sgprOrigLoopCounter, UNDEF

/******************************************/
/* Global Write (StoreRemap through LDS)  */
/******************************************/
/* StoreRemap: every wave publishes its 16x16 bf16 tile to LDS (column-major 32x32),
   then each of the 128 threads stores one contiguous 16-byte column segment of D */
v_mul_f32 v[vgprValuC+0], s[sgprAlpha], v[vgprValuC+0] // *= alpha
v_mul_f32 v[vgprValuC+1], s[sgprAlpha], v[vgprValuC+1] // *= alpha
v_mul_f32 v[vgprValuC+2], s[sgprAlpha], v[vgprValuC+2] // *= alpha
v_mul_f32 v[vgprValuC+3], s[sgprAlpha], v[vgprValuC+3] // *= alpha
v_mul_f32 v[vgprValuC+4], s[sgprAlpha], v[vgprValuC+4] // *= alpha
v_mul_f32 v[vgprValuC+5], s[sgprAlpha], v[vgprValuC+5] // *= alpha
v_mul_f32 v[vgprValuC+6], s[sgprAlpha], v[vgprValuC+6] // *= alpha
v_mul_f32 v[vgprValuC+7], s[sgprAlpha], v[vgprValuC+7] // *= alpha
v_cvt_pk_bf16_f32 v[vgprRemap+0], v[vgprValuC+0], v[vgprValuC+1] // convert C to bf16 and Pack with neighbor
v_cvt_pk_bf16_f32 v[vgprRemap+1], v[vgprValuC+2], v[vgprValuC+3] // convert C to bf16 and Pack with neighbor
v_cvt_pk_bf16_f32 v[vgprRemap+2], v[vgprValuC+4], v[vgprValuC+5] // convert C to bf16 and Pack with neighbor
v_cvt_pk_bf16_f32 v[vgprRemap+3], v[vgprValuC+6], v[vgprValuC+7] // convert C to bf16 and Pack with neighbor
v_lshrrev_b32 v12, 5, v[vgprSerial]                // wave id = serial / 32 (WaveIdx was released)
v_readfirstlane_b32 s73, v12                       // wave id
v_and_b32 v12, 15, v[vgprSerial]                   // col in wave tile
v_bfe_u32 v13, v[vgprSerial], 4, 1                 // lane / 16
s_and_b32 s72, s73, 1                              // wave_m
v_lshlrev_b32 v13, 3, v13                          // row0 in wave tile = 8 * (lane/16)
s_lshl_b32 s72, s72, 4                             // wave_m * 16 rows
s_lshr_b32 s73, s73, 1                             // wave_n
s_lshl_b32 s73, s73, 4                             // wave_n * 16 cols
s_wait_alu depctr_sa_sdst(0)
v_add_nc_u32 v13, s72, v13                         // row0 in WG tile
v_add_nc_u32 v12, s73, v12                         // col in WG tile
v_lshlrev_b32 v14, 6, v12                          // col * 32 rows * bpe
v_lshl_add_u32 v14, v13, 1, v14                    // + row0 * bpe
s_barrier_signal -1
s_barrier_wait -1                                  // all waves done with A/B LDS before it is reused for C
ds_store_b128 v14, v[vgprRemap+0:vgprRemap+0+3] offset:0 // C tile -> LDS
s_wait_dscnt 0                                     // wait for local write
s_barrier_signal -1
s_barrier_wait -1                                  // C tile complete in LDS
v_lshlrev_b32 v15, 4, v[vgprSerial]                // thread t reads LDS bytes [16t, 16t+16)
ds_load_b128 v[vgprRemap+4:vgprRemap+4+3], v15 offset:0 // LDS -> remapped C
v_lshrrev_b32 v16, 2, v[vgprSerial]                // col = t / 4
v_and_b32 v17, 3, v[vgprSerial]                    // t % 4
v_lshlrev_b32 v17, 3, v17                          // row0 = 8 * (t % 4)
s_mul_i32 s72, MT0, s[sgprWorkGroup0]              // wgp0 * MT0
s_mul_i32 s73, MT1, s[sgprWorkGroup1]              // wgp1 * MT1
s_wait_alu depctr_sa_sdst(0)
v_add_nc_u32 v17, s72, v17                         // coord0
v_add_nc_u32 v16, s73, v16                         // coord1
v_mul_lo_u32 v18, v16, s[sgprStrideD1J]            // coord1 * strideD1J
v_add_lshl_u32 v18, v18, v17, 1                    // D offset = (coord0 + coord1*strideD1J) * bpe
s_wait_dscnt 0                                     // wait for local read
buffer_store_b128 v[vgprRemap+4:vgprRemap+4+3], v18, s[sgprSrdD:sgprSrdD+3], null offen offset:0 scope:SCOPE_CU th:TH_STORE_RT // store D
label_KernelEnd:
s_endpgm                                           // Kernel End
label_ASM_End:  /// The end of the kernel
