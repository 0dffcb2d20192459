# ARGS: check %s
# EXIT: 1
# Twelve tensor loads in flight: the TDM deadlock.
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
tensor_load_to_lds s[8:11], s[12:19]
s_endpgm
