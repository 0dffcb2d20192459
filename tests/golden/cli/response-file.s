# ARGS: @response-file.rsp
# Arguments from a file: response-file.rsp says --passes= --remarks-summary.
s_nop 0
