# ARGS: --passes=waitcnt
# A release store at agent scope: LLVM 22's sequence is global_wb, then
# loadcnt 0 and storecnt 0 (the returning atomic before it completes), and
# the atomic store waits for the translations in flight (xcnt 0).
global_store_b32 v0, v3, s[0:1]
global_atomic_min_i32 v4, v0, v5, s[0:1] th:TH_ATOMIC_RETURN
global_wb scope:SCOPE_DEV
global_store_b32 v0, v1, s[0:1] offset:32 scope:SCOPE_DEV
global_atomic_add_u32 v0, v1, s[0:1] scope:SCOPE_DEV
s_endpgm
