# ARGS: --passes=waitcnt --waitcnt-lds-dma=all
# The conservative mode waits for every tensor/async load before an LDS
# access, except the ones constant addresses prove disjoint from a read:
# the read of [0x100, 0x104) lies below both tensor buffers (0x1000 and
# 0x3000 onward), so it waits for nothing; the read of 0x1000 waits only
# for the first (s_wait_tensorcnt 0x1); a DS store still waits for all.
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
v_mov_b32 v5, 0x100
ds_load_b32 v2, v5
v_mov_b32 v0, 0x1000
ds_load_b32 v1, v0
ds_store_b32 v5, v2 offset:4
s_wait_dscnt 0x0
global_store_b32 v3, v1, s[4:5]
global_store_b32 v3, v2, s[4:5] offset:4
s_endpgm
