# ARGS: check %s
# A barrier inside an EXEC-narrowed region: a warning (EXEC may still hold
# every lane), exit 0.
.text
.type k,@function
k:
v_cmp_gt_u32_e32 vcc_lo, 16, v0
s_and_saveexec_b32 s0, vcc_lo
s_barrier_signal -1
s_barrier_wait -1
s_or_b32 exec_lo, exec_lo, s0
s_barrier_signal -1
s_barrier_wait -1
s_endpgm
