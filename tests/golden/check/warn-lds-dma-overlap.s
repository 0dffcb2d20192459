# ARGS: check %s
# The LDS addresses are constants: the transfer fills [0x1000, ...) and the
# ds_load reads [0x1010, 0x1014) after the async load wrote 0x1000 onward.
# The tensor case is only a bound (its end depends on tiles), the async
# load's is exact: both overlap the reads, so the warning says so.
.text
.type k,@function
k:
s_load_b256 s[12:19], s[8:9], 0x10
s_mov_b32 s0, 1
s_mov_b32 s1, 0x1000
s_mov_b32 s2, 0
s_mov_b32 s3, 0
s_wait_kmcnt 0x0
tensor_load_to_lds s[0:3], s[12:19]
v_mov_b32 v0, 0x1000
ds_load_b32 v1, v0 offset:0
v_mov_b32 v4, 0x2000
global_load_async_to_lds_b32 v4, v[6:7], off offset:16
v_mov_b32 v5, 0x2000
ds_load_b32 v2, v5 offset:16
s_wait_dscnt 0x0
global_store_b32 v3, v1, s[4:5]
global_store_b32 v3, v2, s[4:5] offset:4
s_endpgm
