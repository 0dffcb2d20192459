# ARGS: check -Wno-barrier-unmodelled-path -Wfoo %s
# INPUT: warn-undecidable.s
# warn-undecidable.s with its warning's category turned off: no warning, the
# summary counts it as suppressed, and an unknown category is itself a warning.
