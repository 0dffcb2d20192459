# ARGS: --passes=
# EXIT: 1
.macro FOO
  s_nop 0
