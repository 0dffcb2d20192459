# ARGS: --passes=dce
# Nothing here is read, and nothing goes: a load (memory), a message, hazard
# padding, hints, the MSB state, EXEC and M0 writes, a wait, a barrier.
global_load_b32 v1, v0, s[0:1]
s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
s_nop 3
v_nop
s_setprio 2
s_set_vgpr_msb 0
s_mov_b32 exec_lo, -1
s_mov_b32 m0, 0
s_wait_loadcnt 0x0
s_barrier_signal -1
s_barrier_wait -1
s_endpgm
