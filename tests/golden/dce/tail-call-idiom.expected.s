# ARGS:
# A tail call through the GOT: the CFG reads `s_set_pc_i64 s[0:1]` as a
# jump to `f` because the s_add after s_get_pc_i64 names it
# (f@gotpcrel+4), and the callee waits for what it reads. The s_add's
# result is overwritten before the jump, but dce keeps it: without it the
# jump is an exit to unknown code, which waits for every load, and a
# second run of the chain would add `s_wait_loadcnt 0x0` (found by the
# pipeline fuzzer: the old rule looked the symbol up with its `@gotpcrel`).
.text
.type f,@function
f:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_set_pc_i64 s[30:31]
.type h,@function
h:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	global_load_b32 v4, v[0:1], off
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], f@gotpcrel+4
	s_load_b64 s[0:1], s[2:3], 0x0
	s_wait_kmcnt 0x0
	s_set_pc_i64 s[0:1]
