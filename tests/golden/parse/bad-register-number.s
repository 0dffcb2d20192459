# ARGS: --passes=
# EXIT: 1
# Register numbers are range-checked as text, before any arithmetic.
  v_mov_b32 v99999999999, v1
  s_mov_b32 s0, s4294967296
  v_mov_b32 v0, ttmp123456789012345678901234567890
  v_mov_b32 v256, v1
  v_mov_b32 v0, v[0:9223372036854775807]
  v_mov_b32 v0, v[9223372036854775807]
  v_mov_b32 v0, v255.h
