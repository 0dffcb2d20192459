# ARGS: --max-input-size=4G --passes=
# EXIT: 2
# The limit itself must stay below 4 GiB (32-bit source offsets).
  s_endpgm
