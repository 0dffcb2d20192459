# ARGS: --passes=waitcnt
# Overwriting the address register of an outstanding store: xcnt (WAR).
global_store_b32 v1, v2, s[0:1]
v_mov_b32 v1, 0
s_endpgm
