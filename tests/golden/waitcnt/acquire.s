# ARGS: --passes=waitcnt
# An acquire: the atomic load completes before the cache invalidate.
global_load_b32 v1, v0, s[2:3] scope:SCOPE_DEV
global_inv scope:SCOPE_DEV
global_load_b32 v2, v0, s[0:1]
v_add_nc_u32_e32 v1, v1, v2
global_store_b32 v0, v1, s[0:1]
s_endpgm
