// `silken check`, LDS filled behind the wave's back: a DS access or a
// barrier signal that may see LDS a tensor_load_to_lds or async load of
// this wave is still writing, with no s_wait_tensorcnt/s_wait_asynccnt
// on some path that completes it. A warning [-Wlds-dma]: double-buffered
// loops rightly read one buffer while the other fills, and silken proves
// that only where the LDS addresses are constants or annotated
// (analysis/lds_ranges.h); buffers proven disjoint are not reported. A
// barrier signal publishes all of LDS, and such a loop signals while the
// next buffer fills: it is reported only when annotations (`// silken:
// lds=N`) say it publishes a buffer a transfer in flight fills.
//
//   s_mov_b32 s1, 0x1000
//   tensor_load_to_lds s[0:3], s[4:11]   ; fills [0x1000, ...)
//   v_mov_b32 v0, 0x1000
//   ds_load_b32 v1, v0                   ; warning: overlaps, no wait
//   ds_load_b32 v2, v0 offset:0          ; (after s_wait_tensorcnt 0: fine)
//
// Forward over the CFG: per counter, each transfer that may be in flight
// with the fewest operations of its counter issued after it on any path;
// a wait for N completes those with N or more younger (only a wait for 0
// when asynccnt mixes loads with other kinds, which complete out of order).
// A state names at most 16 transfers; the others fold into one unnamed
// entry per counter that keeps their annotations, so that a graph with
// thousands of transfers joining stays linear.
#pragma once

#include "ir/module.h"
#include "support/diag.h"

#include <string_view>

namespace silken::check {

constexpr std::string_view kLdsDma = "lds-dma"; ///< warning category

void checkLdsDma(const ir::Function& fn, DiagEngine& diags);

} // namespace silken::check
