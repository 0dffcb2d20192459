# ARGS: --passes=
# EXIT: 1
label_LoopBeginL:
  s_nop 0
label_LoopBeginL:
  s_endpgm
