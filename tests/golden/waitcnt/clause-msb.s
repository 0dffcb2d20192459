# ARGS: --passes=waitcnt
# An s_set_vgpr_msb inside an s_clause window counts toward its length
# (LLVM 22: s_clause 0x3c over 60 loads and one s_set_vgpr_msb). The window
# of `s_clause 0x2` ends at the second load; the third load is not a member,
# so the wait for v5 goes right before it, letting the two members run.
global_load_b32 v5, v[0:1], off
s_clause 0x2
global_load_b32 v1, v[2:3], off
s_set_vgpr_msb 0
global_load_b32 v2, v[2:3], off
global_load_b32 v3, v5, s[0:1]
s_endpgm
