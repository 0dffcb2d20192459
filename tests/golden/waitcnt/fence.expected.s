# ARGS: --passes=waitcnt
# An instruction silken does not know may read anything: wait for everything.
global_load_b32 v1, v0, s[0:1]
s_wait_loadcnt 0x0
.long 0xbf800000
s_endpgm
