# ARGS: --passes=waitcnt
# s_barrier_signal_isfirst returns its SCC on kmcnt: it is waited for
# (kmcnt 0) before an SCC reader, unless an s_barrier_wait -1 came between
# (the wave passed the barrier its signal joined: LLVM 22 waits nothing).
s_barrier_signal_isfirst -1
s_cselect_b32 s6, 1, 0
s_barrier_wait -1
s_barrier_signal_isfirst -1
s_barrier_wait -1
s_cselect_b32 s7, -1, 0
s_endpgm
