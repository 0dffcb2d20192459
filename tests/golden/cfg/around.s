# ARGS: cfg --around .LBB0_1 --depth 1 %s
# INPUT: loop-dot.s
