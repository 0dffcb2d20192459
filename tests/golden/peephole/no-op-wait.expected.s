# ARGS: --passes=peephole
# A wait whose every counter is at its largest value waits for nothing and
# goes. 0x40 is over the field: the hardware may read it modulo the field
# (a wait for 0), so it stays; a real wait stays.
global_load_b32 v1, v0, s[0:1]
s_wait_loadcnt 0x40
s_wait_loadcnt 0
global_store_b32 v0, v1, s[0:1]
s_endpgm
