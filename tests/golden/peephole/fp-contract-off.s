# ARGS: --passes=peephole
# INPUT: fp-contract.s
