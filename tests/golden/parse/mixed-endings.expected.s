# ARGS: --passes=
# LF, CR and CRLF lines in one file, each kept as it came.
  s_nop 0  s_nop 1

  s_nop 2 /* ab */
  s_endpgm