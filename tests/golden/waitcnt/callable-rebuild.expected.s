# ARGS: --passes=waitcnt --waitcnt-rebuild --waitcnt-remove-redundant
# Rebuilding and removing redundant waits never drops a callable function's
# entry waits (the caller's operations) nor its release wait after global_wb.
.text
.type helper,@function
helper:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	global_store_b32 v[0:1], v2, off
	global_wb scope:SCOPE_DEV
	s_wait_storecnt 0x0
	global_store_b32 v[0:1], v3, off offset:4 scope:SCOPE_DEV
	s_set_pc_i64 s[30:31]
