# ARGS: check -o report.txt
# EXIT: 2
# check writes diagnostics to stderr; -o needs a document format.
s_nop 0
