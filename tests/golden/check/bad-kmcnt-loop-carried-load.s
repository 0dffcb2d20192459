# ARGS: check %s
# EXIT: 1
# The scalar prefetch at the bottom of the loop may be outstanding when the
# next iteration's messages issue: 0x1 is enough only on the way in.
s_mov_b32 s6, 0
.Lloop:
s_sendmsg_rtn_b32 s2, sendmsg(MSG_RTN_GET_DOORBELL)
s_sendmsg_rtn_b32 s3, sendmsg(MSG_RTN_GET_DDID)
s_wait_kmcnt 0x1
s_add_co_i32 s6, s6, s2
s_wait_kmcnt 0x0
s_add_co_i32 s6, s6, s3
s_prefetch_data s[0:1], 0x0, null, 3
s_cmp_lt_u32 s6, 64
s_cbranch_scc1 .Lloop
s_endpgm
