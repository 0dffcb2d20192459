# ARGS:
# After a fence (here data: `.long`) the s_set_vgpr_msb state is unknown,
# which matters to VGPR copies only: `s_sub_u32 s5, s5, 0` becomes
# `s_mov_b32 s5, s5` (AddZero, SCC dead) and that copy onto itself goes
# (SelfMove). SelfMove used to ask for a known state for SGPR copies too,
# left the move for dce, which had run already in the chain's last round,
# and a second run deleted it (not idempotent; found by the pipeline fuzzer).
.text
.globl k
.type k,@function
k:
	.long 0xbf800000
	s_cmp_eq_u32 s5, 0
	s_cbranch_scc1 .Lend
	s_nop 0
.Lend:
	s_endpgm
