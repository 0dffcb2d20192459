# ARGS: --passes=dce
# The second write of v1 runs under a narrowed EXEC: the lanes it leaves
# off keep the first write's value, which the store reads. Both stay.
v_mov_b32 v1, 1
s_mov_b32 exec_lo, s4
v_mov_b32 v1, 2
s_mov_b32 exec_lo, -1
global_store_b32 v0, v1, s[0:1]
s_endpgm
