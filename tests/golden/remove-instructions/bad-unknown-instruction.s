# ARGS: --passes= --remove-instructions=s_setprio,s_setpri
# EXIT: 1
# An unknown mnemonic is an error with a "did you mean" note; nothing is written.
s_setprio 3
s_endpgm
