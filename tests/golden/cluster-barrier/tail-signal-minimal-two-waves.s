# ARGS: --passes=cluster-barrier
# minimal: no tail workgroup wait, and 64 threads (two waves of 32) per
# workgroup: the signal right after the tail guard, after a workgroup sync.
# (The metadata lists the argument .name before the kernel .name.)
.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
.text
.globl k
.p2align 8
.type k,@function
.set sgprWaveIdx, 5
.set sgprLoopCounterL, 15
.set sgprtdmA0, 20
.set sgprtdmA1, 24
k:
v_readfirstlane_b32 s57, v0                        // first tId
s_lshr_b32 s[sgprWaveIdx], s57, 5                  // wId=fTid // wavelen
s_load_b32 s[sgprLoopCounterL], s[0:1], 0x10       // numIter from the kernel arguments
s_wait_kmcnt 0x0
label_GSU_1:
s_mov_b32 s16, s[sgprLoopCounterL]                 // copy loop counter
s_cmp_eq_u32 s[sgprLoopCounterL], 0                // numIter == 0?
s_cbranch_scc1 label_ShadowInitStart              // skip the prefetch
tensor_load_to_lds s[sgprtdmA0:sgprtdmA0+3], s[sgprtdmA1:sgprtdmA1+7] // prefetch
label_ShadowInitStart:

/******************************************/
/* Tail Loop                              */
/******************************************/
s_cmp_eq_u32 s[sgprLoopCounterL], 0                // numIterL == 0
s_cbranch_scc1 label_SkipTailLoopL                 // skip the tail
s_and_b32 s6, s7, 63                               // tail size
tensor_load_to_lds s[sgprtdmA0:sgprtdmA0+3], s[sgprtdmA1:sgprtdmA1+7] // tail tile
s_wait_tensorcnt 0x0
label_SkipTailLoopL:
label_KernelEnd:
s_endpgm
.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .name:            A
        .offset:          0
        .size:            8
        .value_kind:      global_buffer
    .group_segment_fixed_size:   0
    .kernarg_segment_align:      8
    .kernarg_segment_size:       8
    .max_flat_workgroup_size:    64
    .name:                       k
    .private_segment_fixed_size: 0
    .sgpr_count:                 64
    .symbol:                     'k.kd'
    .vgpr_count:                 8
    .wavefront_size:             32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...
.end_amdgpu_metadata
