# ARGS: --passes=loop-remarks
# Two nested loops; loop-remarks changes nothing, and with no pass between
# its two looks the "before" figures equal the others.
.text
.type k,@function
k:
	s_mov_b32 s4, 0
.LOuter:
	global_load_b128 v[8:11], v0, s[0:1]
	s_mov_b32 s5, 0
.LInner:
	ds_load_b128 v[12:15], v1
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x32_f16 v[16:23], v[8:15], v[8:15], v[16:23]
	s_nop 3
	s_add_co_u32 s5, s5, 1
	s_cmp_lt_u32 s5, 8
	s_cbranch_scc1 .LInner
	s_wait_loadcnt 0x0
	v_add_f32 v2, v8, v9
	s_add_co_u32 s4, s4, 1
	s_cmp_lt_u32 s4, 4
	s_cbranch_scc1 .LOuter
	global_store_b128 v0, v[16:19], s[0:1]
	s_endpgm
