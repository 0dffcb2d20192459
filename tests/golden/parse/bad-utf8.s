# ARGS: --passes=
# EXIT: 1
// cafÃ© is fine in a comment
  s_mov_b32 s0, ÿþ
  s_nop Ã©
