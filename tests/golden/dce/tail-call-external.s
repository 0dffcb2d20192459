# ARGS:
# A tail call through the GOT to a function the file does not define: the
# CFG still reads `s_set_pc_i64 s[0:1]` as a tail call (to `g`, outside the
# file) through the s_add that names it, so dce keeps that s_add although
# its result is overwritten. It kept it only for labels the file defines,
# and a second run saw an exit to unknown code and added waits (found by
# the pipeline fuzzer).
.text
.type h,@function
h:
	global_load_b32 v4, v[0:1], off
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], g@gotpcrel+4
	s_load_b64 s[0:1], s[2:3], 0x0
	s_set_pc_i64 s[0:1]
