# ARGS: --passes=
# A fragment: the branch target is in code the file does not show.
s_cmp_eq_u32 s0, 0
s_cbranch_scc1 label_toPGR1                        // PGR=2 but only 1 loop
s_endpgm
