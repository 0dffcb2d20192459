# ARGS: check %s
# EXIT: 1
# Overwriting the address register of an outstanding scalar load (WAR on
# xcnt): AMD's hazard rule and LLVM both require the wait, so an error.
s_load_b32 s4, s[0:1], 0x0
s_mov_b32 s0, 0
s_wait_kmcnt 0x0
s_endpgm
