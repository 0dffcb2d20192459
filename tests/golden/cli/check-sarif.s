# ARGS: check --format=sarif %s
# EXIT: 1
# INPUT: ../check/bad-signal-twice.s
