# ARGS: check %s
# EXIT: 1
# The SCC of s_barrier_signal_isfirst read before kmcnt says it arrived.
s_barrier_signal_isfirst -1
s_cselect_b32 s6, 1, 0
s_barrier_wait -1
s_endpgm
