# ARGS: --passes=cluster-barrier
# minimal (the default): the tail workgroup wait runs before the tail guard,
# on paths the load is not on; the signal goes right after the guard, with a sync (no metadata: more than one wave).
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
s_cmp_eq_u32 s[sgprLoopCounterL], 0                // gate: only signal when LoopCounterL != 0
s_cbranch_scc1 label_skipCBPreSignal_LCL_a6koTwx37srjDQf9 // skip cluster barrier when LoopCounterL == 0
s_barrier_signal -1
s_barrier_wait -1                                  // sync workgroup before cluster signal
s_cmp_eq_u32 s[sgprWaveIdx], 0                     // Check for waveID 0
s_cbranch_scc0 label_skipCBPreSignal_HjD6C6WHQvh50fqM // Execute cluster barrier signal for waveID 0
s_barrier_signal -3                                // cluster_barrier signal
label_skipCBPreSignal_HjD6C6WHQvh50fqM:
label_skipCBPreSignal_LCL_a6koTwx37srjDQf9:
s_mov_b32 s16, s[sgprLoopCounterL]                 // copy loop counter
s_cmp_eq_u32 s[sgprLoopCounterL], 0                // numIter == 0?
s_cbranch_scc1 label_ShadowInitStart              // skip the prefetch
s_barrier_wait -3                                  // cluster_barrier wait
tensor_load_to_lds s[sgprtdmA0:sgprtdmA0+3], s[sgprtdmA1:sgprtdmA1+7] // prefetch
label_ShadowInitStart:

/******************************************/
/* Tail Loop                              */
/******************************************/
s_barrier_signal -1
s_barrier_wait -1                                  // WAR before tail loads
s_cmp_eq_u32 s[sgprLoopCounterL], 0                // numIterL == 0
s_cbranch_scc1 label_SkipTailLoopL                 // skip the tail
s_barrier_signal -1
s_barrier_wait -1                                  // tail workgroup sync
s_cmp_eq_u32 s[sgprWaveIdx], 0                     // Check for waveID 0
s_cbranch_scc0 label_skipCBPreSignal_cYrqZNJTz7dkaAT7 // Execute cluster barrier signal for waveID 0
s_barrier_signal -3                                // cluster_barrier signal
label_skipCBPreSignal_cYrqZNJTz7dkaAT7:
s_and_b32 s6, s7, 63                               // tail size
s_barrier_wait -3                                  // cluster barrier wait
tensor_load_to_lds s[sgprtdmA0:sgprtdmA0+3], s[sgprtdmA1:sgprtdmA1+7] // tail tile
s_wait_tensorcnt 0x0
label_SkipTailLoopL:
label_KernelEnd:
s_endpgm
