# ARGS: --passes=waitcnt
# The default trusts the kernel's own tensorcnt/asynccnt waits, but where
# the LDS addresses are constants that prove a read overlaps a transfer
# still in flight, the wait is inserted: the tensor load fills from 0x1000
# (s1), the first ds_load reads 0x1000; the second tensor load fills from
# 0x3000 and the async load [0x200, 0x210), which no read touches, so the
# wait lets those stay in flight (s_wait_tensorcnt 0x1).
.text
.type k,@function
k:
s_load_b256 s[12:19], s[8:9], 0x10
s_mov_b32 s0, 1
s_mov_b32 s1, 0x1000
s_mov_b32 s2, 0
s_mov_b32 s3, 0
s_mov_b32 s20, 1
s_mov_b32 s21, 0x3000
s_mov_b32 s22, 0
s_mov_b32 s23, 0
s_wait_kmcnt 0x0
tensor_load_to_lds s[0:3], s[12:19]
tensor_load_to_lds s[20:23], s[12:19]
v_mov_b32 v4, 0x200
global_load_async_to_lds_b128 v4, v[6:7], off
v_mov_b32 v0, 0x1000
ds_load_b32 v1, v0
v_mov_b32 v5, 0x100
ds_load_b32 v2, v5
s_wait_dscnt 0x0
global_store_b32 v3, v1, s[4:5]
global_store_b32 v3, v2, s[4:5] offset:4
s_endpgm
