# ARGS: check %s
# Constant LDS addresses prove the buffers apart: the transfers fill
# [0x1000, ...) and [0x200, 0x210); the ds_loads read [0x20, 0x30) and
# [0x210, 0x214). No warning, although nothing waits for the transfers
# before the reads (their own waits come before the reads of their buffers).
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
v_mov_b32 v4, 0x200
global_load_async_to_lds_b128 v4, v[6:7], off
v_mov_b32 v0, 0
ds_load_b128 v[8:11], v0 offset:32
v_mov_b32 v5, 0x210
ds_load_b32 v2, v5
s_wait_tensorcnt 0x0
s_wait_asynccnt 0x0
ds_load_b32 v3, v0 offset:0x1000
s_wait_dscnt 0x0
global_store_b128 v3, v[8:11], s[4:5]
global_store_b32 v3, v2, s[4:5] offset:16
s_endpgm
