# ARGS: --passes=
  v_add_f32 v1, v2, v3
  v_wmma_f32_16x16x32_f17 v[0:7], v[8:15], v[16:23], v[0:7]
  s_endpgm
