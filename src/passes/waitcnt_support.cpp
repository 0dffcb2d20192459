#include "passes/waitcnt_support.h"

#include "analysis/lds_ranges.h"

namespace silken::passes::wc {

// The event kind an instruction's issue counts as on counter c.
uint16_t eventKind(const isa::InstrInfo& info, int c, bool isLoad) {
  using isa::InstrClass;
  switch (c) {
  case kLoad:
    // FLAT loads count on loadcnt in order with the other VMEM loads on
    // gfx1250 (LLVM 22 waits loadcnt N > 0 across them); only on dscnt
    // does a FLAT operation complete out of order.
    if (info.cls == InstrClass::CacheControl) return kEvVmemOther;
    return kEvVmemLoad;
  case kStore:
    return info.cls == InstrClass::CacheControl ? kEvWriteback : kEvVmemStore;
  case kDs: return info.cls == InstrClass::Flat ? kEvFlat : kEvDs;
  // s_get_barrier_state, s_barrier_signal_isfirst and s_barrier_leave
  // return out of order on kmcnt, like SMEM (LLVM 22's SMEM_ACCESS event).
  case kKm:
    return isa::kmcntOutOfOrder(info) ? kEvSmem : kEvMessage;
  case kX: return info.cls == InstrClass::Smem ? kEvXSmem : kEvXVmem;
  case kAsync: return isLoad ? kEvAsyncLoad : kEvAsyncStore;
  default: return kEvTensor;
  }
}

std::string counterName(int c) { return std::string(isa::counterName(c)); }

LdsFacts collectLdsFacts(const ir::Function& fn) {
  size_t transfers = 0;
  for (const ir::Block& b : fn.blocks)
    for (const ir::Stmt& s : b.stmts)
      transfers += s.isInstr() && s.inst && analysis::writesLdsAsync(*s.inst);
  if (transfers == 0 || transfers > kMaxLdsTransfers)
    return {};
  LdsFacts facts;
  analysis::LdsRanges ranges(fn);
  for (uint32_t b = 0; b < fn.blocks.size(); ++b)
    for (uint32_t i = 0; i < fn.blocks[b].stmts.size(); ++i) {
      const ir::Stmt& s = fn.blocks[b].stmts[i];
      if (!s.isInstr() || !s.inst)
        continue;
      if (analysis::writesLdsAsync(*s.inst))
        facts.transfers.push_back({s.id,
                                   isa::instrInfo(s.inst->opcode).cls == isa::InstrClass::Tensor
                                       ? kTensor : kAsync,
                                   ranges.of(b, i), analysis::ldsBufferTokens(s)});
      else if (analysis::accessesLds(*s.inst))
        if (std::optional<analysis::LdsRange> r = ranges.of(b, i))
          facts.accesses.push_back({s.id, *r});
    }
  std::sort(facts.accesses.begin(), facts.accesses.end(),
            [](const auto& x, const auto& y) { return x.first < y.first; });
  for (uint32_t i = 0; i < facts.transfers.size(); ++i)
    facts.transferById.emplace_back(facts.transfers[i].id, i);
  std::sort(facts.transferById.begin(), facts.transferById.end());
  return facts;
}

std::optional<analysis::LdsRange> LdsFacts::accessRange(uint32_t id) const {
  auto it = std::lower_bound(accesses.begin(), accesses.end(), id,
                             [](const auto& x, uint32_t v) { return x.first < v; });
  if (it == accesses.end() || it->first != id)
    return std::nullopt;
  return it->second;
}

std::vector<uint32_t> ldsTokens(const ir::Stmt& s) {
  std::vector<uint32_t> out = analysis::ldsBufferTokens(s);
  for (uint32_t& t : out)
    t += kTokenBase;
  return out;
}


} // namespace silken::passes::wc
