# ARGS: --format=json -Wno-lds-dma check %s
# Options written before the subcommand belong to it: they are accepted
# (the start-up registers every option once an argument names a command).
s_nop 0
s_endpgm
