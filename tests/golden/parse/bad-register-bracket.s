# ARGS: --passes=
# EXIT: 1
  s_mov_b32 s[
