# ARGS: --passes=waitcnt
# A wait a member of an s_clause needs goes before the clause, never inside
# it: the third member reads s2 of the scalar load before the clause. The
# window counts memory instructions only (LLVM 22 puts s_nop inside).
s_load_b32 s2, s[0:1], 0x0
s_mov_b32 s3, 4
s_wait_kmcnt 0x0
s_clause 0x2
s_load_b32 s4, s[8:9], 0x0
s_nop 0
s_load_b32 s5, s[8:9], 0x4
s_nop 0
s_load_b32 s6, s[8:9], s2 offset:0x0
s_wait_kmcnt 0x0
s_add_u32 s7, s4, s6
s_endpgm
