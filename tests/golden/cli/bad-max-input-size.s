# ARGS: --max-input-size=64 --passes=
# EXIT: 1
# A file over --max-input-size is refused before it is read (default 256M;
# source offsets are 32-bit, so at most 4294967294).
  s_endpgm
