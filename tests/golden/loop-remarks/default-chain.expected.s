# ARGS: --remarks-summary
# In the default chain when remarks are requested: waitcnt adds the wait the
# loop's load needs before its use, so "after" differs from "before"; the
# table on stderr comes with --remarks-summary.
.text
.type k,@function
k:
	s_mov_b32 s4, 0
.LLoop:
	global_load_b32 v1, v0, s[0:1]
	s_nop 1
	s_wait_loadcnt 0x0
	v_add_f32 v2, v1, v2
	s_add_co_u32 s4, s4, 1
	s_cmp_lt_u32 s4, 16
	s_cbranch_scc1 .LLoop
	global_store_b32 v0, v2, s[0:1]
	s_endpgm
