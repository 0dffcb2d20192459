# ARGS: --passes=waitcnt
# Buffer annotations: buffer 0 then buffer 1 are filled; reading buffer 0
# needs only the older load: s_wait_tensorcnt 1.
tensor_load_to_lds s[8:11], s[12:19] // st.token:0
tensor_load_to_lds s[8:11], s[12:19] // silken: lds=1
ds_load_b32 v1, v2 // st.token:0
s_endpgm
