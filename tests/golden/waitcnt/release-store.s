# ARGS: --passes=waitcnt
# A release store at agent scope: the cache writeback completes (storecnt
# 0) before the store it releases for, and the atomic store waits for the
# translations in flight (xcnt 0), as LLVM 22 emits.
global_store_b32 v0, v3, s[0:1]
global_wb scope:SCOPE_DEV
global_store_b32 v0, v1, s[0:1] offset:32 scope:SCOPE_DEV
global_atomic_add_u32 v0, v1, s[0:1] scope:SCOPE_DEV
s_endpgm
