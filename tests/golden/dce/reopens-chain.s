# ARGS:
# Found by the pipeline fuzzer's smoke (seed 1): dce deletes the SCC writer
# that kept rule 1 from firing, so a second run of the chain added the
# handshake. After a deletion the chain runs another round (AnotherRound):
# the output is idempotent (the runner checks it).
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
s_cmp_eq_u32 s1, 0                                 // SCC live across the label
label_GSU_1:
s_mov_b32 s16, s[sgprLoopCounterL]                 // copy loop counter
s_cselect_b32 s2, 1, 0                             // reads SCC
s_cmp_eq_u32 s[sgprLoopCounterL], 0                // numIter == 0?
s_cbranch_scc1 label_ShadowInitStart              // skip the prefetch
tensor_load_to_lds s[sgprtdmA0:sgprtdmA0+3], s[sgprtdmA1:sgprtdmA1+7] // prefetch
label_ShadowInitStart:
label_KernelEnd:
s_endpgm
