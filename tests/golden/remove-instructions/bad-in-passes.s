# ARGS: --passes=waitcnt,remove-instructions
# EXIT: 2
# remove-instructions is not placed with --passes: its option requests it.
s_endpgm
