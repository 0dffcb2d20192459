# ARGS: check %s
# EXIT: 1
# global_inv (an acquire) while the atomic load may be outstanding.
global_load_b32 v1, v0, s[2:3] scope:SCOPE_DEV
global_inv scope:SCOPE_DEV
s_wait_loadcnt 0x0
global_store_b32 v0, v1, s[0:1]
s_endpgm
