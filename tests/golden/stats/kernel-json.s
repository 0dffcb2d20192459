# ARGS: stats --format=json %s
	.text
	.type	k,@function
k:
	s_load_b64 s[0:1], s[4:5], 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s2, 4
.LBB0_1:
	global_load_b32 v1, v0, s[0:1]
	s_wait_loadcnt_dscnt 0x0
	ds_store_b32 v0, v1
	s_barrier_signal -1
	s_barrier_wait 0xffff
	s_sub_co_u32 s2, s2, 1
	s_cmp_lg_u32 s2, 0
	s_cbranch_scc1 .LBB0_1
	s_cmp_eq_u32 s3, 0
	s_cbranch_scc0 .Lskip
	s_barrier_signal -3
.Lskip:
	s_barrier_wait -3
	s_endpgm
