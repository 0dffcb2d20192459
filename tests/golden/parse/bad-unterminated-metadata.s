# ARGS: --passes=
# EXIT: 1
.amdgpu_metadata
---
amdhsa.version: [1, 2]
