# ARGS: --passes=dce
# A dead VALU with fewer than 9 VALU slots before it in its block may be
# the distance a hazard from an earlier block needs: kept, with a missed
# remark. The dead SALU next to it goes.
v_add_f32 v5, v6, v7
s_mov_b32 s9, 0
global_store_b32 v0, v1, s[0:1]
s_endpgm
