# ARGS: --passes=
# EXIT: 1
  v_add_f32 v1, v2 v3
  s_load_b32 s0, s[0:1], (4
  s_mov_b32 s0, 1/0
  %% garbage
