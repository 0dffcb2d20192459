# ARGS: --passes=waitcnt
# CHECK: warns
# A tensor load fills LDS, a ds_load reads it: without annotations or
# constant addresses the input's own waits are trusted, so nothing is
# added; `silken check` warns about the gap [-Wlds-dma].
tensor_load_to_lds s[8:11], s[12:19]
ds_load_b32 v1, v2
s_endpgm
