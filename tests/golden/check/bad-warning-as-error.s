# ARGS: check -Werror %s
# EXIT: 1
# INPUT: warn-undecidable.s
# -Werror: the unmodelled-path warning fails the check.
