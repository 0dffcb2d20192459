# ARGS: --passes=waitcnt
# At a call only the target (s[12:13], loaded) must be ready; the callee
# waits for the rest itself. After the call everything but stores is
# complete, so v8, loaded before the call, needs no wait after it.
.text
.type k,@function
k:
	s_load_b64 s[12:13], s[4:5], 0x0
	global_load_b32 v8, v0, s[6:7]
	s_swap_pc_i64 s[30:31], s[12:13]
	v_add_f32_e32 v0, v8, v0
	global_store_b32 v1, v0, s[6:7]
	s_endpgm
