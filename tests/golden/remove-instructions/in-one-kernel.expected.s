# ARGS: --passes= --remove-instructions=s_nop --remove-instructions-in=k2
# Only the kernel --remove-instructions-in names loses its s_nop.
.text
.type k1,@function
k1:
	s_nop 3
	s_endpgm
.type k2,@function
k2:
	v_mov_b32 v0, v1
	s_endpgm
