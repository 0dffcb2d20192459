// What decides a block for dce and peephole (block_key.h).
#include "passes/block_key.h"

#include "semantics/def_use.h"

namespace silken::passes {

BlockKey blockKey(const ir::Function& fn, uint32_t b, analysis::FunctionAnalyses& fa,
                  bool expert, bool liveOut) {
  BlockKey k;
  const std::vector<ir::Stmt>& stmts = fn.blocks[b].stmts;
  const analysis::Ordering& order = fa.ordering();
  k.content.reserve(3 * stmts.size());
  for (uint32_t i = 0; i < stmts.size(); ++i) {
    const ir::Stmt& s = stmts[i];
    // An instruction is immutable and owned by the module; other
    // statements are their text, which is never edited in place. The id
    // too: statements of one text share an instruction (ir::Inst), and a
    // key stands for these statements, whose remarks were said.
    std::string_view text = s.edited ? s.text : s.raw;
    k.content.push_back(s.inst ? uint64_t(reinterpret_cast<uintptr_t>(s.inst))
                               : uint64_t(reinterpret_cast<uintptr_t>(text.data())));
    k.content.push_back(s.id);
    k.content.push_back(uint64_t(s.kind) << 56 | uint64_t(order.fence(b, i)) << 48 |
                        uint64_t(order.held(b, i)) << 40 | uint64_t(text.size() & 0xffffffffff));
  }
  if (liveOut)
    k.liveOut = fa.liveness().liveOut(b);
  k.withLiveOut = liveOut;
  k.msb = fa.msbBefore(b, 0);
  k.expert = expert;
  return k;
}

size_t BlockKeyHash::operator()(const BlockKey& k) const {
  uint64_t h = uint64_t(k.msb.bits) << 1 ^ uint64_t(k.msb.known) ^ uint64_t(k.expert) << 9 ^
               uint64_t(k.withLiveOut) << 10;
  for (uint64_t v : k.content)
    h = (h ^ v) * 1099511628211ull;
  const unsigned long* words = isa::unitWords(k.liveOut);
  for (size_t w = 0; w < isa::kUnitWords; ++w)
    h = (h ^ words[w]) * 1099511628211ull;
  return size_t(h ^ (h >> 31));
}

} // namespace silken::passes
