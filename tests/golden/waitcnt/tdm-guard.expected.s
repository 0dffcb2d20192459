# ARGS: --passes=waitcnt
# At most 11 tensor operations in flight: a wait before the 12th issue.
tensor_load_to_lds s[8:11], s[12:19]
tensor_load_to_lds s[8:11], s[12:19]
tensor_load_to_lds s[8:11], s[12:19]
tensor_load_to_lds s[8:11], s[12:19]
tensor_load_to_lds s[8:11], s[12:19]
tensor_load_to_lds s[8:11], s[12:19]
tensor_load_to_lds s[8:11], s[12:19]
tensor_load_to_lds s[8:11], s[12:19]
tensor_load_to_lds s[8:11], s[12:19]
tensor_load_to_lds s[8:11], s[12:19]
tensor_load_to_lds s[8:11], s[12:19]
s_wait_tensorcnt 0xa
tensor_load_to_lds s[8:11], s[12:19]
s_endpgm
