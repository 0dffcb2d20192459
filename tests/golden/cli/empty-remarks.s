# ARGS: --passes=
