# ARGS: check %s
# EXIT: 1
# Only wave 0 runs the workgroup barrier: the other waves never arrive.
.text
.type k,@function
.set sgprWaveIdx, 5
.set sgprLoopCounterL, 15
k:
v_readfirstlane_b32 s57, v0
s_lshr_b32 s[sgprWaveIdx], s57, 5                  // wave index
s_load_b32 s[sgprLoopCounterL], s[0:1], 0x10       // loop count, unknown here
s_wait_kmcnt 0x0
s_cmp_eq_u32 s[sgprWaveIdx], 0
s_cbranch_scc0 label_skip0
s_barrier_signal -1
s_barrier_wait -1
s_barrier_signal -3
label_skip0:
s_barrier_wait -3
s_endpgm
