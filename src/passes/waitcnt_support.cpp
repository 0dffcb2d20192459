#include "passes/waitcnt_support.h"

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
    return info.cls == InstrClass::Smem || info.cls == InstrClass::Barrier ? kEvSmem : kEvMessage;
  case kX: return info.cls == InstrClass::Smem ? kEvXSmem : kEvXVmem;
  case kAsync: return isLoad ? kEvAsyncLoad : kEvAsyncStore;
  default: return kEvTensor;
  }
}

std::string counterName(int c) { return std::string(isa::counterName(c)); }

// LDS buffer annotations in a statement's comment: `// silken: lds=0,1` or
// StinkyTofu's `// st.token:0,1`. On a tensor/async load: the buffers it
// fills; on a DS access or barrier signal: the buffers it reads or publishes.
std::vector<uint32_t> ldsTokens(const ir::Stmt& s) {
  std::vector<uint32_t> out;
  if (s.raw.empty() || s.body.empty())
    return out;
  std::string_view comment = s.raw.substr(size_t(s.body.data() - s.raw.data()) + s.body.size());
  for (std::string_view key : {"st.token:", "silken: lds="}) {
    size_t at = comment.find(key);
    if (at == std::string_view::npos)
      continue;
    size_t i = at + key.size();
    while (i < comment.size()) {
      size_t j = i;
      uint32_t v = 0;
      while (j < comment.size() && comment[j] >= '0' && comment[j] <= '9' && v <= 0xffff)
        v = v * 10 + uint32_t(comment[j++] - '0');
      if (j == i || v > 0xffff) // a number no buffer has ends the list
        break;
      out.push_back(kTokenBase + v);
      if (j >= comment.size() || comment[j] != ',')
        break;
      i = j + 1;
    }
  }
  return out;
}


} // namespace silken::passes::wc
