# ARGS: --passes=
# EXIT: 1
  v_mov_b32 v[7:4], v1
