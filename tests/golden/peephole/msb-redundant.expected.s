# ARGS: --passes=peephole
# An s_set_vgpr_msb that sets the state already in force goes, with the
# s_nop 0 right before it. One after a join of different states stays (the
# state there is unknown), and so does one whose bits [15:8] (the state
# LLVM believed came before) disagree with the analysis.
v_mov_b32 v1, v2
s_set_vgpr_msb 0x41
v_mov_b32 v1, v2
v_mov_b32 v1, v2
s_set_vgpr_msb 0x4100
s_cbranch_scc0 L1
s_set_vgpr_msb 0x41
L1:
s_set_vgpr_msb 0
v_mov_b32 v1, v2
s_set_vgpr_msb 0x4000
global_store_b32 v0, v1, s[0:1]
s_endpgm
