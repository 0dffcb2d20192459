# ARGS: --passes=waitcnt
# A callable function (it returns through s[30:31]): the caller's loads, LDS
# operations and scalar loads may be in flight at its entry, writing any
# register, as LLVM 22 assumes (s_wait_loadcnt_dscnt 0 and s_wait_kmcnt 0
# first). At the return loadcnt, dscnt and kmcnt are 0; stores may pend.
.text
.type helper,@function
helper:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_mov_b32_e32 v4, v3
	global_load_b32 v1, v[4:5], off
	global_store_b32 v[6:7], v2, off
	s_wait_loadcnt 0x0
	s_set_pc_i64 s[30:31]
