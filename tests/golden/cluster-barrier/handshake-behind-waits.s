# ARGS: --passes=cluster-barrier
# The handshakes of Rules 1 and 2 are there, behind counter waits (waitcnt
# puts them after label_GSU_1 when the gate's compare reads a register
# still loading, and between the cluster wait and the load): both rules
# see them and add nothing. They looked only at the first instruction and
# built a second handshake: here the safety net then left the kernel
# unchanged (KernelUnchanged), in the pipeline fuzzer's kernel it did not,
# and each round and each run added one more.
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
s_wait_loadcnt_dscnt 0x0
s_wait_kmcnt 0x0
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
s_wait_loadcnt 0x0
tensor_load_to_lds s[sgprtdmA0:sgprtdmA0+3], s[sgprtdmA1:sgprtdmA1+7] // prefetch
label_ShadowInitStart:
label_KernelEnd:
s_endpgm
