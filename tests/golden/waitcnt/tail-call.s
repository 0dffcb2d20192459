# ARGS: --passes=waitcnt
# A tail call (s_setpc to another function's address): the callee waits at
# its entry, so only the target register needs its wait; the return of
# `f` waits for its own load.
.text
.type f,@function
f:
	global_load_b32 v0, v[0:1], off
	s_set_pc_i64 s[30:31]
.type h,@function
h:
	global_load_b32 v4, v[0:1], off
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], f@gotpcrel+4
	s_load_b64 s[0:1], s[0:1], 0x0
	s_set_pc_i64 s[0:1]
