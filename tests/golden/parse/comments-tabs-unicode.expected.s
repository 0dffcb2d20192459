# ARGS: --passes=
# Tabs and Unicode in comments are kept byte for byte.
	.text		// tabbed directive, café — λ
	s_nop	0	/* 漢字 in a block comment */
  v_mov_b32 v0, v1 ; 😀 after a semicolon
/* multi-line ü
	é */ s_endpgm
