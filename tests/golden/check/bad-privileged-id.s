# ARGS: check %s
# EXIT: 1
# -2 and -4 belong to the trap handler.
.text
.type k,@function
.set sgprWaveIdx, 5
.set sgprLoopCounterL, 15
k:
v_readfirstlane_b32 s57, v0
s_lshr_b32 s[sgprWaveIdx], s57, 5                  // wave index
s_load_b32 s[sgprLoopCounterL], s[0:1], 0x10       // loop count, unknown here
s_wait_kmcnt 0x0
s_barrier_signal -2
s_barrier_wait 0xfffe
s_endpgm
