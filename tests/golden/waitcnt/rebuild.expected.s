# ARGS: --passes=waitcnt --waitcnt-rebuild=true
# --waitcnt-rebuild strips the derivable waits and places them again: the
# over-strong wait for 0 becomes the wait for 1 that suffices.
global_load_b32 v1, v0, s[0:1]
global_load_b32 v2, v0, s[0:1] offset:4
s_wait_loadcnt 0x1
v_add_f32 v3, v1, v1
s_wait_loadcnt 0x0
v_add_f32 v4, v2, v2
s_endpgm
