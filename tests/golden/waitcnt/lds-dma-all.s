# ARGS: --passes=waitcnt --waitcnt-lds-dma=all
# The conservative rule: every outstanding tensor load completes before an
# LDS access.
tensor_load_to_lds s[8:11], s[12:19]
ds_load_b32 v1, v2
s_endpgm
