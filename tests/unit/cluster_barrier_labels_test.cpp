// The cluster-barrier pass's labels depend on the kernel, the rule and the
// anchor's ordinal among the rule's anchors, never on where the anchor
// sits in the file: unrelated edits keep them.
#include "passes/factories.h"
#include "remarks/remark.h"
#include "test_util.h"

#include <doctest/doctest.h>

#include <re2/re2.h>

#include <set>

using namespace silken;

namespace {

constexpr const char* kKernel =
    ".text\n.globl k\n.type k,@function\n"
    ".set sgprWaveIdx, 5\n.set sgprLoopCounterL, 15\n"
    "k:\n"
    "s_lshr_b32 s[sgprWaveIdx], s57, 5\n"
    "label_GSU_1:\n"
    "s_cmp_eq_u32 s[sgprLoopCounterL], 0\n"
    "s_cbranch_scc1 label_ShadowInitStart\n"
    "tensor_load_to_lds s[20:23], s[24:31]\n"
    "label_ShadowInitStart:\n"
    "label_LoopBeginL:\n"
    "s_barrier_signal -1\n"
    "s_barrier_wait -1\n"
    "tensor_load_to_lds s[20:23], s[24:31]\n"
    "s_sub_u32 s[sgprLoopCounterL], s[sgprLoopCounterL], 1\n"
    "s_cmp_eq_u32 s[sgprLoopCounterL], 0\n"
    "s_cbranch_scc0 label_LoopBeginL\n"
    "/* Tail Loop */\n"
    "s_barrier_signal -1\n"
    "s_barrier_wait -1\n"
    "tensor_load_to_lds s[20:23], s[24:31]\n"
    "s_endpgm\n";

// The label_skipCB* names the pass defines in its output.
std::set<std::string> labelsAfterPass(const std::string& text) {
  test::Parsed p(text);
  RemarkSink remarks("input.s");
  passes::PassOptions options;
  passes::PassContext ctx{*p.diags, remarks, options};
  passes::createClusterBarrierPass()->run(*p.module, ctx);
  std::set<std::string> out;
  std::string printed = p.print();
  re2::StringPiece in(printed);
  std::string name;
  static const RE2 kLabel("(?m)^(label_skipCB[A-Za-z_]*_[0-9A-Za-z]{16}):");
  while (RE2::FindAndConsume(&in, kLabel, &name))
    out.insert(name);
  return out;
}

} // namespace

TEST_CASE("cluster-barrier: ten comment lines above the kernel keep every label") {
  std::set<std::string> plain = labelsAfterPass(kKernel);
  std::string comments;
  for (int i = 0; i < 10; ++i)
    comments += "// an unrelated comment line " + std::to_string(i) + "\n";
  std::set<std::string> shifted = labelsAfterPass(comments + kKernel);
  CHECK(plain.size() == 4); // rule 1 outer+inner, rule 4, rule 5a
  CHECK(plain == shifted);
  // Ten comment lines inside the kernel, between two anchors, too.
  std::string inside = kKernel;
  inside.insert(inside.find("label_LoopBeginL:"), comments);
  CHECK(labelsAfterPass(inside) == plain);
}
