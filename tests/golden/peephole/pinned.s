# ARGS: --passes=peephole
# Nothing inside a pinned range changes.
// silken: no-schedule
s_nop 0
s_nop 0
// silken: end
s_nop 0
s_nop 0
s_endpgm
