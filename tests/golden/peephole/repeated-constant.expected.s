# ARGS: --passes=peephole
# The second s_mov_b32 s6, 7 goes: s6 holds 7 already. When s6 is written
# between the two (a move whose destination was rewritten), or a label
# separates them, both stay.
s_mov_b32 s6, 7
s_mov_b32 s7, 1
s_mov_b32 s8, 5
s_add_u32 s8, s8, 1
s_mov_b32 s8, 5
s_mov_b32 s9, 3
L1:
s_mov_b32 s9, 3
global_store_b32 v0, v1, s[6:7]
global_store_b32 v0, v1, s[8:9]
s_endpgm
