# ARGS: cfg --annotate %s
# INPUT: ../stats/kernel.s
