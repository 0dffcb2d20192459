# ARGS: check %s
# Messages alone complete in order on kmcnt (LLVM 22 waits 0x1 for the
# older of two): a scalar load waited for before them, or issued after the
# wait, does not matter.
s_load_b32 s4, s[0:1], 0x0
s_wait_kmcnt 0x0
s_sendmsg_rtn_b32 s2, sendmsg(MSG_RTN_GET_DOORBELL)
s_sendmsg_rtn_b32 s3, sendmsg(MSG_RTN_GET_DDID)
s_wait_kmcnt 0x1
s_load_b32 s5, s[0:1], 0x4
s_add_co_i32 s2, s2, s4
s_wait_kmcnt 0x0
s_add_co_i32 s3, s3, s5
s_endpgm
