# ARGS: cfg --format=dot %s
	.text
	.globl	k
	.type	k,@function
k:
	s_mov_b32 s0, 4
.LBB0_1:                                ; loop header
	s_sub_co_u32 s0, s0, 1
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc0 .LBB0_1
; %bb.2:
	s_cbranch_execz .Lexit
	s_nop 0
.Lexit:
	s_endpgm
