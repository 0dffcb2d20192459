# ARGS: --passes=waitcnt
# A tensor load fills LDS, a ds_load reads it: without annotations the
# input's own waits are trusted, so nothing is added.
tensor_load_to_lds s[8:11], s[12:19]
ds_load_b32 v1, v2
s_endpgm
