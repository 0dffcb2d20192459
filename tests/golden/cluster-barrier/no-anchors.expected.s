# ARGS: --passes=cluster-barrier
# No anchors and no tensor loads: nothing to do.
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
s_nop 0
label_KernelEnd:
s_endpgm
