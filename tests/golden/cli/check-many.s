# ARGS: check -j 2 %s ../check/bad-signal-twice.s ../check/bad-wait-join.s no-such.s
# EXIT: 1
# Several files in one run: each on its own, a summary line each and one at the end.
.text
s_endpgm
