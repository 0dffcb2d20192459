# ARGS: --passes=peephole
# Adjacent s_nop merge: s_nop N waits N+1 cycles, so s_nop 1 + s_nop 2 is
# s_nop 4. A run merges over several sweeps until the next merge would pass
# s_nop 127 (LLVM's 7-bit limit for gfx12+): s_nop 108 and s_nop 104 stay
# apart. A nop separated from another by an instruction stays too.
s_nop 1
s_nop 2
s_nop 0
s_nop 0
s_nop 0
s_nop 100
s_nop 100
s_nop 3
s_mov_b32 s0, 1
s_nop 3
s_endpgm
