# ARGS: --passes=waitcnt
# Async loads into LDS, annotated with the buffers they fill: reading buffer
# 0 needs only the older of the two complete (asynccnt 1).
global_load_async_to_lds_b128 v1, v[2:3], off // st.token:0
global_load_async_to_lds_b128 v1, v[2:3], off offset:16 // st.token:1
ds_load_b32 v4, v5 // st.token:0
s_endpgm
