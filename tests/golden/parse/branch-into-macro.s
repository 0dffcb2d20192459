# ARGS: --passes=waitcnt,cluster-barrier
# A branch to a label inside a macro body (llvm-mc-22 accepts it: the
# label exists where the macro is expanded, which silken does not do). The
# branch leaves to unknown code, everything is live there, and nothing is
# inserted; the file defines the label, so there is no warning for it. The
# macro use is an unknown instruction, a fence.
.macro BODY
  s_nop 0
label_inside:
  s_nop 1
.endm
  s_cmp_eq_u32 s0, 0
  s_cbranch_scc1 label_inside
  BODY
  s_endpgm
