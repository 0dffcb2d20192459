# ARGS: check --format=json %s
# EXIT: 1
# INPUT: ../check/bad-signal-twice.s
