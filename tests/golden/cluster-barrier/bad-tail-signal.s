# ARGS: --passes=cluster-barrier --cluster-barrier-tail-signal=bogus
# EXIT: 2
s_nop 0
