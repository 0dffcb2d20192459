// `silken check`, waits, the forward half: how many operations of each
// counter may be outstanding at every point (the most over all paths), and
// the rules that are about counts rather than registers:
//   - at most 11 tensor operations in flight (the gfx1250 TDM deadlock);
//   - an acquire's `global_inv` issues with no load result outstanding;
//   - a release's cache writeback (`global_wb`) completes (storecnt 0)
//     before the next memory operation or barrier signal;
//   - this wave's LDS stores complete before a workgroup or named barrier
//     signal and before `tensor_store_from_lds` (the LDS release);
//   - an atomic issues with no memory translation in flight (xcnt 0; after
//     a non-atomic operation AMD's hazard rule asks for it too, after an
//     atomic only LLVM 22 does: a warning [-Wxcnt-llvm]).
// A kernel starts with nothing in flight; a callable function with its
// caller's loads, LDS operations and scalar loads (and stores) pending;
// after a call everything but stores is complete.
#pragma once

#include "ir/module.h"
#include "isa/xcnt_policy.h"
#include "support/diag.h"

namespace silken::check {

void checkWaitCounts(const ir::Function& fn, DiagEngine& diags,
                     isa::XcntPolicy xcnt = isa::XcntPolicy::Llvm);

} // namespace silken::check
