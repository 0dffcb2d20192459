# ARGS: --passes=dce
# An SGPR copied onto itself changes nothing: it goes even though s19 is
# read later. A VGPR self-move stays (with different MSB windows it is a
# real copy, and it can be hazard padding).
v_mov_b32 v5, v5
global_store_b32 v0, v5, s[18:19]
s_endpgm
