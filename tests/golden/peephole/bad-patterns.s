# ARGS: --peephole-patterns=bad-patterns.patterns
# EXIT: 1
# A malformed pattern file is a clang-style error at its token (with a
# "did you mean" where one is close), before any input is read; nothing is
# written.
s_nop 0
s_endpgm
