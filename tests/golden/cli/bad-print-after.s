# ARGS: --print-after=waitcnnt
# EXIT: 2
# A pass name an instrumentation flag does not know is a usage error.
s_endpgm
