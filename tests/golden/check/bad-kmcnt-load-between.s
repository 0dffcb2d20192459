# ARGS: check %s
# EXIT: 1
# A scalar load issued after the message and before the wait: the wait's
# one outstanding operation may be the message.
s_sendmsg_rtn_b32 s2, sendmsg(MSG_RTN_GET_DOORBELL)
s_load_b32 s4, s[0:1], 0x0
s_wait_kmcnt 0x1
s_add_co_i32 s2, s2, 7
s_wait_kmcnt 0x0
s_add_co_i32 s3, s2, s4
s_endpgm
