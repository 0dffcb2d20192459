# ARGS: --passes=waitcnt
# A release fence's cache writeback completes before the acquire that follows.
global_store_b32 v0, v1, s[0:1]
global_wb scope:SCOPE_DEV
s_wait_storecnt 0x0
global_inv scope:SCOPE_DEV
s_endpgm
