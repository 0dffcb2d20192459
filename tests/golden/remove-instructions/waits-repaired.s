# ARGS: --passes=waitcnt --remove-instructions=global_load_b64
# CHECK: clean
# With waitcnt in the pipeline the removal runs before waitcnt's last word:
# without the second load, `s_wait_loadcnt 1` would let v1's load be in
# flight at its use, so waitcnt runs again (a Rerun remark) and tightens it.
.text
.type k,@function
k:
	global_load_b32 v1, v0, s[0:1]
	global_load_b64 v[2:3], v0, s[0:1] offset:16
	s_wait_loadcnt 1
	v_add_nc_u32 v4, v1, v1
	s_wait_loadcnt 0
	v_add_nc_u32 v5, v2, v3
	global_store_b32 v0, v4, s[0:1]
	s_endpgm
