# ARGS: --passes=
# Metadata YAML and macro/rept/if regions are kept verbatim, never parsed.
.amdgpu_metadata
---
amdhsa.kernels:
  - .name: k
    s_nop: this is YAML, not an instruction
    .args:
      - .name: a
...
.end_amdgpu_metadata
.macro LOAD dst, addr
  global_load_b32 \dst, \addr, off
.endm
.rept 2
  s_nop 0
.endr
.if 1
  s_nop 1
.else
  s_nop 2
.endif
s_endpgm
