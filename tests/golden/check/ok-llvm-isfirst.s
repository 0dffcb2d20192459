# ARGS: check %s
# LLVM's s_cluster_barrier lowering: the first wave to arrive signals.
.text
.type k,@function
k:
s_cmp_eq_u32 0, 0
s_barrier_signal_isfirst -1
s_barrier_wait -1
s_cselect_b32 s7, -1, 0
s_and_not1_b32 vcc_lo, exec_lo, s7
s_cbranch_vccnz .LBB0_2
s_barrier_signal -3
.LBB0_2:
s_barrier_wait -3
s_endpgm
