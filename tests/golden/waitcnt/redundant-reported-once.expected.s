# ARGS:
# The default chain: peephole merges the two s_nop after waitcnt ran, so
# waitcnt runs again (remark Rerun); the second s_wait_loadcnt is still
# satisfied on every path, and its WaitRedundant remark is said once, not
# again by the rerun.
global_load_b32 v1, v0, s[0:1]
s_wait_loadcnt 0x0
s_wait_loadcnt 0x0
v_add_f32 v2, v1, v1
s_nop 1
global_store_b32 v0, v2, s[0:1]
s_endpgm
