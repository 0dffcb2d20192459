# ARGS: check %s
# EXIT: 1
# A return with its own load still outstanding.
.text
.type helper,@function
helper:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	global_load_b32 v0, v[0:1], off
	s_set_pc_i64 s[30:31]
