# ARGS: --passes=loop-remarks --loop-remarks-cycles=blocks
# INPUT: nested.s
# The same loops, cycles over every block of each loop.
