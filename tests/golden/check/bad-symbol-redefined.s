# ARGS: check %s
# EXIT: 1
# vgprX names v4, then v8, then v4 again: only the last use reads the
# loaded register, and only it needs the wait.
.set vgprX, 4
  global_load_b32 v[vgprX], v1, s[0:1]
.set vgprX, 8
  v_add_f32 v[vgprX], v[vgprX], v2
.set vgprX, 4
  v_mov_b32 v3, v[vgprX]
  s_endpgm
