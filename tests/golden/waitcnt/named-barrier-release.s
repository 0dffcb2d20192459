# ARGS: --passes=waitcnt
# The LDS release before a named barrier (id 1, in m0 or as an immediate),
# as before the workgroup barrier, and before a tensor store that reads LDS.
s_barrier_join 1
ds_store_b32 v2, v1
s_barrier_signal 1
s_barrier_wait 1
ds_store_b32 v2, v3 offset:64
tensor_store_from_lds s[4:7], s[8:15]
s_endpgm
