# ARGS: --passes=waitcnt --xcnt=off
# CHECK: none
# Without XNACK replay the WAR wait on xcnt is not needed.
global_store_b32 v1, v2, s[0:1]
v_mov_b32 v1, 0
s_endpgm
