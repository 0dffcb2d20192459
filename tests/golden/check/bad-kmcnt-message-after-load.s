# ARGS: check %s
# EXIT: 1
# A scalar load may still be outstanding when the messages issue: kmcnt
# counts out of order, so 0x1 says nothing about the older message.
s_load_b32 s4, s[0:1], 0x0
s_sendmsg_rtn_b32 s2, sendmsg(MSG_RTN_GET_DOORBELL)
s_sendmsg_rtn_b32 s3, sendmsg(MSG_RTN_GET_DDID)
s_wait_kmcnt 0x1
s_add_co_i32 s2, s2, 7
s_wait_kmcnt 0x0
s_add_co_i32 s3, s3, s4
s_endpgm
