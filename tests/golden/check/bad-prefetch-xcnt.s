# ARGS: check %s
# EXIT: 1
# The prefetch's address SGPRs are overwritten while it may still be
# translating (no s_wait_xcnt 0x0 between): a scalar memory source, so an
# error under every xcnt policy but off.
.text
.type k,@function
k:
s_prefetch_data s[8:9], 0x0, null, 31
s_mov_b32 s8, 0
s_endpgm
