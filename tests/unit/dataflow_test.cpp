#include "analysis/dataflow.h"
#include "analysis/liveness.h"
#include "ir/loops.h"
#include "test_util.h"

#include <doctest/doctest.h>

using namespace silken;
using silken::test::Parsed;

namespace {

// bb0 -> L1 <-> L2 (a loop whose header is entered twice: from bb0 and
// from the jump at the end), then the exit.
const char* kLoop = "s_mov_b32 s0, 4\n"            // bb0
                    "L1:\n s_add_u32 s1, s1, 1\n"  // bb1
                    "L2:\n s_sub_u32 s0, s0, 1\n"  // bb2
                    " s_cmp_lg_u32 s0, 0\n s_cbranch_scc1 L1\n"
                    " s_endpgm\n";                 // bb3

} // namespace

TEST_CASE("dataflow: forward, a value that changes on the back edge") {
  Parsed p(kLoop);
  REQUIRE(p.errors().empty());
  const ir::Function& fn = p.module->functions[0];
  REQUIRE(fn.blocks.size() == 4);
  // The longest chain of blocks to each block, capped at 3: grows along
  // the back edge until the cap, then settles.
  int visits = 0;
  auto r = analysis::solveForward<int>(
      fn, ir::visitingOrder(fn),
      [&](uint32_t b, const std::vector<std::optional<int>>& out) -> std::optional<int> {
        std::optional<int> in;
        if (b == 0)
          in = 0;
        for (uint32_t pr : fn.blocks[b].preds)
          if (out[pr])
            in = std::max(in.value_or(0), *out[pr]);
        return in;
      },
      [](int& into, const int& from) { into = std::max(into, from); },
      [&](uint32_t, int v) {
        ++visits;
        return std::min(v + 1, 3);
      });
  CHECK(*r.in[0] == 0);
  CHECK(*r.in[1] == 3); // 1 from bb0, then 3 around the loop
  CHECK(*r.out[2] == 3);
  CHECK(*r.in[3] == 3);
  CHECK(visits < 12); // each block again only when its input grew
}

TEST_CASE("dataflow: backward liveness around a loop") {
  Parsed p(kLoop);
  REQUIRE(p.errors().empty());
  const ir::Function& fn = p.module->functions[0];
  analysis::Liveness lv = analysis::computeLiveness(fn);
  // s1 is read in the loop before it is written: live into the loop and
  // at its entry; s0 is written before the loop: not live at the entry.
  CHECK(lv.liveIn(1).test(isa::kSgprUnitBase + 1));
  CHECK(lv.liveIn(0).test(isa::kSgprUnitBase + 1));
  CHECK_FALSE(lv.liveIn(0).test(isa::kSgprUnitBase + 0));
  CHECK(lv.liveIn(1).test(isa::kSgprUnitBase + 0)); // around the back edge
  CHECK(lv.liveOut(2).test(isa::kSgprUnitBase + 1));
  CHECK(lv.liveOut(3).none()); // s_endpgm
}

TEST_CASE("dataflow: the worklist pops the smallest queued position, each once") {
  analysis::detail::Worklist work(70000); // three levels of bits
  std::vector<uint32_t> popped;
  for (int i = 0; i < 3; ++i)
    popped.push_back(work.pop());
  CHECK(popped == std::vector<uint32_t>{0, 1, 2});
  work.push(1);
  work.push(1); // already queued: once
  work.push(69999);
  CHECK(work.pop() == 1);
  CHECK(work.pop() == 3);
  size_t left = 1;
  uint32_t last = 3;
  while (!work.empty()) {
    uint32_t p = work.pop();
    CHECK(p > last);
    last = p;
    ++left;
  }
  CHECK(left == 70000 - 3);
  CHECK(last == 69999);
  work.push(64 * 64 + 5); // into an emptied word of every level
  CHECK(work.pop() == 64 * 64 + 5);
  CHECK(work.empty());
}
