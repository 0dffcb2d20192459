# ARGS: stats --passes=waitcnt,cluster-barrier %s
# INPUT: kernel.s
