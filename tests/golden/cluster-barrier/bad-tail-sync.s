# ARGS: --passes=cluster-barrier --cluster-barrier-tail-sync=bogus
# EXIT: 2
s_nop 0
