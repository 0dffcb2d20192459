#include "check/wait_counts.h"
#include "isa/mnemonic_ids.h"

#include "check/wait_check.h"
#include "isa/control_flow.h"
#include "isa/instr_info.h"
#include "isa/wait_codec.h"
#include "semantics/inst_facts.h"

#include <algorithm>
#include <array>
#include <string>

namespace silken::check {
namespace {

enum : int { kLoad = 0, kStore, kDs, kKm, kX, kAsync, kTensor, kN = isa::kNumCounters };
constexpr std::array<int, kN> kMax = [] {
  std::array<int, kN> m{};
  for (int c = 0; c < kN; ++c)
    m[size_t(c)] = int(isa::kMaxWaitValue[size_t(c)]);
  return m;
}();

// The most operations that may be outstanding per counter on any path, and
// what the release and xcnt rules need to know about them.
struct Counts {
  std::array<int, kN> n{};
  bool writeback = false;   ///< a global_wb may not have completed
  int dsAfterStore = -1;    ///< DS operations since the youngest pending DS store (-1: none)
  bool dsUnordered = false; ///< FLAT counts on dscnt too: only a wait for 0 orders it
  bool xNonAtomic = false;  ///< a non-atomic memory translation may be in flight
  int xSmem = 0, xVmem = 0; ///< translations in flight by kind (bounds)
  int loadResults = 0;      ///< loadcnt operations that write registers (not global_inv)
  int ownStores = 0;        ///< storecnt operations of this function (translations may pend)
  int atomicStores = 0;     ///< non-returning atomics (storecnt) an acquire waits for
  /// Per result counter: the caller's operations may still be outstanding.
  std::array<bool, kN> caller{};
  friend bool operator==(const Counts&, const Counts&) = default;

  void join(const Counts& o) {
    for (int c = 0; c < kN; ++c)
      n[c] = std::max(n[c], o.n[c]);
    writeback |= o.writeback;
    if (dsAfterStore < 0 || (o.dsAfterStore >= 0 && o.dsAfterStore < dsAfterStore))
      dsAfterStore = o.dsAfterStore;
    dsUnordered |= o.dsUnordered;
    xNonAtomic |= o.xNonAtomic;
    xSmem = std::max(xSmem, o.xSmem);
    xVmem = std::max(xVmem, o.xVmem);
    loadResults = std::max(loadResults, o.loadResults);
    ownStores = std::max(ownStores, o.ownStores);
    atomicStores = std::max(atomicStores, o.atomicStores);
    for (int c = 0; c < kN; ++c)
      caller[c] = caller[c] || o.caller[c];
  }

  void wait(int c, int v) {
    n[c] = std::min(n[c], v);
    if (c == kX)
      xSmem = std::min(xSmem, v), xVmem = std::min(xVmem, v);
    if (c == kLoad)
      loadResults = std::min(loadResults, v);
    if (c == kStore)
      ownStores = std::min(ownStores, v), atomicStores = std::min(atomicStores, v);
    if (c == kDs && dsAfterStore >= 0 && (v == 0 || (!dsUnordered && v <= dsAfterStore)))
      dsAfterStore = -1;
    settle();
  }

  // Consequences of the counts: a translation ends before its operation
  // does, and a counter at 0 has nothing of any kind pending.
  void settle() {
    xSmem = std::min(xSmem, n[kKm]);
    xVmem = std::min(xVmem, std::min(63, n[kLoad] + ownStores + n[kAsync]));
    n[kX] = std::min(n[kX], std::min(63, xSmem + xVmem));
    if (n[kStore] == 0)
      writeback = false;
    if (n[kDs] == 0)
      dsAfterStore = -1, dsUnordered = false;
    if (n[kX] == 0)
      xNonAtomic = false;
    for (int c = 0; c < kN; ++c)
      caller[c] = caller[c] && n[c] > 0;
  }
};

bool releasesLds(isa::Opcode name, const ir::Inst& inst) {
  if (name == "tensor_store_from_lds")
    return true;
  if ((name != "s_barrier_signal" && name != "s_barrier_signal_isfirst") || inst.operands.empty())
    return false;
  const ir::Operand& id = inst.operands[0];
  if (id.kind == ir::OperandKind::Reg)
    return id.reg.file == ir::RegFile::M0;
  if (id.kind != ir::OperandKind::Imm)
    return true;
  int64_t v = isa::signExtend16(id.value);
  return v == -1 || v >= 1;
}

class CountChecker {
public:
  CountChecker(const ir::Function& fn, DiagEngine& diags, isa::XcntPolicy xcnt)
      : fn_(fn), diags_(diags), xcnt_(xcnt) {}

  void run() {
    size_t n = fn_.blocks.size();
    std::vector<Counts> out(n);
    std::vector<char> known(n, 0);
    for (bool changed = true; changed;) {
      changed = false;
      for (uint32_t b = 0; b < n; ++b) {
        Counts c = walk(b, entry(b, out, known), false);
        if (!known[b] || !(c == out[b])) {
          out[b] = c;
          known[b] = 1;
          changed = true;
        }
      }
    }
    for (uint32_t b = 0; b < n; ++b)
      walk(b, entry(b, out, known), true);
  }

private:
  Counts start() const {
    Counts c;
    if (fn_.callable) { // the caller's operations
      for (int k : {kLoad, kDs, kKm, kStore})
        c.n[k] = kMax[k];
      for (int k : {kLoad, kDs, kKm})
        c.caller[k] = true;
      c.loadResults = kMax[kLoad];
    }
    return c;
  }

  Counts entry(uint32_t b, const std::vector<Counts>& out, const std::vector<char>& known) const {
    const ir::Block& blk = fn_.blocks[b];
    bool any = false;
    Counts c;
    if (b == 0 || blk.preds.empty()) {
      c = start();
      any = true;
    }
    for (uint32_t p : blk.preds) {
      if (!known[p])
        continue;
      if (!any)
        c = out[p];
      else
        c.join(out[p]);
      any = true;
    }
    return c;
  }

  Counts walk(uint32_t b, Counts c, bool report) {
    const ir::Block& blk = fn_.blocks[b];
    for (const ir::Stmt& s : blk.stmts) {
      if (s.kind != ir::StmtKind::Instr || s.isFence())
        continue;
      const ir::Inst& inst = *s.inst;
      const isa::InstrInfo& info = isa::instrInfo(inst.opcode);
      isa::Opcode name(inst.opcode);
      if (info.cls == isa::InstrClass::Wait) {
        applyWait(c, inst);
        continue;
      }
      if (report)
        checkBefore(s, name, info, c, &s == blk.terminator() && blk.returns);
      if (info.has(isa::kCall)) {
        c = Counts{}; // the callee waited for everything but its stores
        c.n[kStore] = kMax[kStore];
        continue;
      }
      uint8_t counters = isa::countersOf(inst);
      for (int k = 0; k < kN; ++k)
        if (counters & (1 << k))
          c.n[k] = std::min(kMax[k], c.n[k] + 1);
      if (counters & isa::kDsCnt) {
        if (info.has(isa::kMayStore) && info.cls != isa::InstrClass::Flat)
          c.dsAfterStore = 0;
        else if (c.dsAfterStore >= 0)
          c.dsAfterStore = std::min(63, c.dsAfterStore + 1);
        c.dsUnordered |= info.cls == isa::InstrClass::Flat;
      }
      if (info.cls == isa::InstrClass::CacheControl && (counters & isa::kStoreCnt))
        c.writeback = true;
      if ((counters & isa::kLoadCnt) && info.cls != isa::InstrClass::CacheControl)
        c.loadResults = std::min(63, c.loadResults + 1);
      if (counters & isa::kStoreCnt) {
        c.ownStores = std::min(63, c.ownStores + 1);
        if (isa::isMemoryAtomic(inst))
          c.atomicStores = std::min(63, c.atomicStores + 1);
      }
      if (counters & isa::kXCnt) {
        int& kind = (counters & isa::kKmCnt) ? c.xSmem : c.xVmem;
        kind = std::min(63, kind + 1);
        c.xNonAtomic |= !isa::isMemoryAtomic(inst);
      }
    }
    return c;
  }

  static void applyWait(Counts& c, const ir::Inst& inst) {
    isa::WaitValues v = isa::decodeWait(inst);
    for (int k = 0; k < kN; ++k)
      if (v[size_t(k)])
        c.wait(k, int(*v[size_t(k)]));
  }

  void checkBefore(const ir::Stmt& s, isa::Opcode name, const isa::InstrInfo& info,
                   const Counts& c, bool returns) {
    uint32_t len = uint32_t(std::max<size_t>(1, s.name.size()));
    uint8_t counters = isa::countersOf(*s.inst);
    if ((counters & isa::kTensorCnt) && c.n[kTensor] >= 11)
      diags_.error(s.loc, len,
                   "tensor operation issued while up to " + std::to_string(c.n[kTensor]) +
                       " are in flight: at most 11 may be (s_wait_tensorcnt 10 first)");
    if (returns && (c.caller[kLoad] || c.caller[kDs] || c.caller[kKm]))
      diags_.error(s.loc, len,
                   "returns while the caller's memory operations may be outstanding (a "
                   "callable function waits for them at its entry)");
    if (name == "global_inv" && c.atomicStores)
      diags_.error(s.loc, len,
                   "global_inv (an acquire) issues while an atomic may be outstanding "
                   "(needs s_wait_storecnt 0x0)");
    if (name == "global_inv" && c.loadResults)
      diags_.error(s.loc, len,
                   "global_inv (an acquire) issues while loads may be outstanding "
                   "(needs s_wait_loadcnt 0x0)");
    bool signal = (name == "s_barrier_signal" || name == "s_barrier_signal_isfirst");
    bool releasePoint = signal || name == "global_inv" ||
                        (counters != 0 && info.cls != isa::InstrClass::CacheControl);
    if (releasePoint && c.writeback && c.loadResults)
      diags_.error(s.loc, len,
                   "follows a cache writeback (a release) while loads may be outstanding "
                   "(needs s_wait_loadcnt 0x0)");
    if (releasePoint && c.writeback && c.n[kStore])
      diags_.error(s.loc, len,
                   "follows a cache writeback (a release) that may not be complete "
                   "(needs s_wait_storecnt 0x0)");
    if (releasesLds(name, *s.inst) && c.dsAfterStore >= 0)
      diags_.error(s.loc, len,
                   "this wave's LDS stores may not be complete before it (the LDS release "
                   "needs s_wait_dscnt)");
    if (xcnt_ != isa::XcntPolicy::Off && isa::isMemoryAtomic(*s.inst) && c.n[kX]) {
      std::string m = "atomic issued while memory translations may be in flight "
                      "(needs s_wait_xcnt 0x0)";
      if (c.xNonAtomic)
        diags_.error(s.loc, len, m);
      else if (xcnt_ == isa::XcntPolicy::Llvm)
        diags_.warning(s.loc, len, m, kXcntLlvm);
    }
  }

  const ir::Function& fn_;
  DiagEngine& diags_;
  isa::XcntPolicy xcnt_;
};

} // namespace

void checkWaitCounts(const ir::Function& fn, DiagEngine& diags, isa::XcntPolicy xcnt) {
  CountChecker(fn, diags, xcnt).run();
}

} // namespace silken::check
