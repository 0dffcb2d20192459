# ARGS: --passes=waitcnt --print-before=waitcnt --print-after=waitcnt
# --print-before / --print-after dump the module on stderr around a pass.
global_load_b32 v1, v0, s[0:1]
s_wait_loadcnt 0x0
v_add_f32 v2, v1, v1
s_endpgm
