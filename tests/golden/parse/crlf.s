# ARGS: --passes=
  s_nop 0
label:
  s_endpgm
