# ARGS: --passes=waitcnt
# DS stores complete before the workgroup barrier signal (release).
ds_store_b32 v1, v2
s_barrier_signal -1
s_barrier_wait -1
s_endpgm
