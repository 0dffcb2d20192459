# ARGS: --passes=dce
# s4 feeds only s5, and nothing reads s5 or the SCC of the add: both go,
# the second sweep finding the first dead once the add is gone.
s_mov_b32 s4, 7
s_add_u32 s5, s4, s1
s_mov_b32 s6, 1
global_store_b32 v0, v1, s[6:7]
s_endpgm
