# ARGS: --passes=waitcnt
# vgprX names v4, then v8, then v4 again: the wait goes before the last
# use only (the first reads v8, which no load writes).
.set vgprX, 4
  global_load_b32 v[vgprX], v1, s[0:1]
.set vgprX, 8
  v_add_f32 v[vgprX], v[vgprX], v2
.set vgprX, 4
  v_mov_b32 v3, v[vgprX]
  s_endpgm
