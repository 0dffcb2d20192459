#include "analysis/cycle_model.h"

#include "semantics/hw_operands.h"
#include "analysis/msb_state.h"
#include "semantics/valu_pipes.h"
#include "isa/mnemonic_ids.h"
#include "support/scratch_table.h"
#include "semantics/inst_facts.h"

#include <algorithm>
#include <bit>
#include <array>
#include <utility>
#include <vector>

namespace silken::analysis {
namespace {

using isa::InstrClass;

// The units an instruction occupies for its table `issue` cycles.
enum class Unit : uint8_t { None, Valu, Trans, Xdl, Salu, Smem, Ds, Vmem, Count };

Unit unitOf(const ir::Inst& inst, const isa::InstrInfo& info) {
  switch (isa::valuPipe(inst)) {
  case isa::ValuPipe::Xdl: return Unit::Xdl;
  case isa::ValuPipe::Trans: return Unit::Trans;
  case isa::ValuPipe::Core:
  case isa::ValuPipe::Dp: return Unit::Valu;
  case isa::ValuPipe::None: break;
  }
  switch (info.cls) {
  case InstrClass::Salu: return Unit::Salu;
  case InstrClass::Smem: return Unit::Smem;
  case InstrClass::DsLoad:
  case InstrClass::DsStore:
  case InstrClass::DsAtomic: return Unit::Ds;
  case InstrClass::VmemLoad:
  case InstrClass::VmemStore:
  case InstrClass::VmemAtomic:
  case InstrClass::Flat:
  case InstrClass::Scratch:
  case InstrClass::Prefetch:
  case InstrClass::CacheControl:
  case InstrClass::Tensor:
  case InstrClass::AsyncLds: return Unit::Vmem;
  default: return Unit::None;
  }
}

// Completion cycles of operations still in flight, oldest first. A vector
// and a read position, not a deque: a deque allocates on construction, and
// the model makes eight of them for each of thousands of short sequences;
// the vector is one of the thread's (queueBuffers), emptied, its capacity
// kept from the estimates before.
class InFlight {
public:
  explicit InFlight(std::vector<uint32_t>& items) : items_(items) { items_.clear(); }
  size_t size() const { return items_.size() - head_; }
  uint32_t front() const { return items_[head_]; }
  void pop_front() { ++head_; }
  void push_back(uint32_t done) { items_.push_back(done); }

private:
  std::vector<uint32_t>& items_;
  size_t head_ = 0;
};

// The queues' storage, per thread: an estimate never runs inside another.
constexpr size_t kQueues = isa::kNumCounters + 1; // the counters and the VALU writes
std::array<std::vector<uint32_t>, kQueues>& queueBuffers() {
  thread_local std::array<std::vector<uint32_t>, kQueues> buffers;
  return buffers;
}

// Waits until at most `allowed` of `q` remain (the youngest ones) and
// drops the others; returns the cycle that takes.
uint32_t drainTo(InFlight& q, size_t allowed) {
  uint32_t until = 0;
  while (q.size() > allowed) {
    until = std::max(until, q.front());
    q.pop_front();
  }
  return until;
}

// Per register unit, when its value is ready (reused table: see
// support/scratch_table.h), and the latest of them.
class ReadyTimes {
public:
  uint32_t operator[](size_t u) const { return ready_.get(u); }
  /// The latest ready time of units [first, end), kMsbUnit left out: the
  /// window state is applied when an instruction is decoded, an ordering
  /// constraint, not a result to wait for.
  uint32_t latestOf(uint32_t first, uint32_t end) const {
    static_assert(isa::kMsbUnit + 1 == isa::kNumUnits, "the window unit is the last");
    const uint32_t* t = ready_.data();
    uint32_t m = 0;
    for (uint32_t u = first, e = std::min(end, isa::kMsbUnit); u < e; ++u)
      m = std::max(m, t[u]);
    return m;
  }
  /// Units [first, end) are ready no earlier than `done`.
  void raise(uint32_t first, uint32_t end, uint32_t done) {
    uint32_t* t = ready_.range(first, end - first);
    for (uint32_t u = first; u < end; ++u)
      t[u - first] = std::max(t[u - first], done);
    latest_ = std::max(latest_, done);
  }
  /// The latest ready time of any unit.
  uint32_t latest() const { return latest_; }

private:
  struct Tag;
  ScratchTable<uint32_t, Tag> ready_{isa::kNumUnits, 0};
  uint32_t latest_ = 0;
};

class Simulator {
public:
  explicit Simulator(const CycleOptions& o)
      : o_(o), inFlight_(queues(std::make_index_sequence<isa::kNumCounters>())),
        valuWrites_(queueBuffers()[isa::kNumCounters]) {}

  uint32_t step(const ir::Stmt& s, isa::MsbState msb) {
    if (s.kind != ir::StmtKind::Instr && !s.isFence())
      return next_;
    ++count_;
    if (s.isFence() || !s.inst) // unknown code: waits for everything
      return issueFence();
    const ir::Inst& inst = *s.inst;
    const isa::InstrInfo& info = isa::instrInfo(inst.opcode);
    // A call's own operands must be ready; the callee waits for the rest.
    // mca reads register names literally (no s_set_vgpr_msb windows).
    isa::UnitRuns du = isa::callOperandsRuns(s, o_.mcaView ? isa::MsbState{} : msb);
    uint32_t latency = o_.latency[size_t(info.cls)] ? o_.latency[size_t(info.cls)] : info.latency;
    if (o_.mcaView && info.has(isa::kCall))
      latency = 100; // what llvm-mca-22 assumes for a call
    uint32_t at = earliest(inst, info, du, latency);
    next_ = at + issueCost(inst, info);
    retire(inst, info, du, at, at + latency);
    return at;
  }

  uint32_t next() const { return next_; }
  uint32_t drained() const { return drained_; }
  uint32_t count() const { return count_; }

private:
  // The first cycle every rule of the model lets the instruction issue in.
  uint32_t earliest(const ir::Inst& inst, const isa::InstrInfo& info, const isa::UnitRuns& du,
                    uint32_t latency) {
    uint32_t at = next_;
    for (uint32_t run : du)
      if (isa::UnitRuns::sets(run) & isa::UnitRuns::kReads)
        at = std::max(at, ready_.latestOf(isa::UnitRuns::first(run), isa::UnitRuns::end(run)));
    at = std::max(at, unitFree_[size_t(unitOf(inst, info))]);
    if (info.cls == InstrClass::Wait)
      at = std::max(at, waitUntil(inst));
    at = windowed(inst, at);
    if (o_.mcaView) {
      if (lastCompletion_ > latency) // mca: results complete in order
        at = std::max(at, lastCompletion_ - latency);
      if (info.cls == InstrClass::AsyncLds) // mca: one async LDS transfer after the other
        at = std::max(at, asyncTransferDone_);
    }
    return at;
  }

  // Front-end cycles the instruction takes.
  uint32_t issueCost(const ir::Inst& inst, const isa::InstrInfo& info) const {
    isa::Opcode op(inst.opcode);
    if (o_.mcaView)
      return info.cls == InstrClass::Wmma ? 1 : info.issue; // one micro-op per cycle
    if (op == "s_nop")
      return 1 + nopCount(inst);
    if (op == "s_delay_alu")
      return 0; // a hint: documents a stall, costs no issue cycle
    return 1;
  }

  // Books the unit, the results and the counted operations of an
  // instruction issued at `at` whose results are ready at `done`.
  void retire(const ir::Inst& inst, const isa::InstrInfo& info, const isa::UnitRuns& du,
              uint32_t at, uint32_t done) {
    Unit unit = unitOf(inst, info);
    // Both halves of a VOPD issue in one VALU slot (gfx1250-scheduling.md §5).
    uint32_t busy = !o_.mcaView && info.cls == InstrClass::Vopd ? 1 : info.issue;
    if (unit != Unit::None)
      unitFree_[size_t(unit)] = std::max(unitFree_[size_t(unit)], at + busy);
    if (info.cls == InstrClass::AsyncLds)
      asyncTransferDone_ = std::max(asyncTransferDone_, done);
    lastCompletion_ = std::max(lastCompletion_, done);
    drained_ = std::max(drained_, next_);
    uint8_t counters = isa::countersOf(inst);
    if (du.any(isa::UnitRuns::kWrites) || counters) // a result or a counted operation
      drained_ = std::max(drained_, done);
    bool writesVgpr = false;
    for (uint32_t run : du)
      if (isa::UnitRuns::sets(run) & isa::UnitRuns::kWrites) {
        ready_.raise(isa::UnitRuns::first(run), isa::UnitRuns::end(run), done);
        writesVgpr |= isa::UnitRuns::first(run) < isa::kSgprUnitBase;
      }
    if (writesVgpr && isa::valuPipe(inst) != isa::ValuPipe::None)
      valuWrites_.push_back(done);
    for (unsigned m = counters & ((1u << isa::kNumCounters) - 1); m != 0; m &= m - 1)
      inFlight_[size_t(std::countr_zero(m))].push_back(done);
    if (isa::isXdlMatrix(inst)) {
      wmmaIssue_ = at;
      window_ = isa::wmmaTiming(inst).window;
    }
  }

  template <size_t... C>
  static std::array<InFlight, sizeof...(C)> queues(std::index_sequence<C...>) {
    return {InFlight(queueBuffers()[C])...};
  }

  static uint32_t nopCount(const ir::Inst& inst) {
    if (inst.operands.empty() || !inst.operands[0].hasValue)
      return 0;
    return uint32_t(std::clamp<int64_t>(inst.operands[0].value, 0, 127));
  }

  uint32_t issueFence() {
    uint32_t at = std::max(next_, ready_.latest());
    next_ = at + 1;
    drained_ = std::max(drained_, next_);
    return at;
  }

  // The cycle the memory or ALU results a wait names are complete.
  uint32_t waitUntil(const ir::Inst& inst) {
    isa::Opcode op(inst.opcode);
    uint32_t until = 0;
    if (o_.mcaView)
      return 0; // mca does not wait (its in-order completion may stall it)
    if (op == "s_wait_idle") {
      for (InFlight& q : inFlight_)
        until = std::max(until, drainTo(q, 0));
      return std::max(until, drainTo(valuWrites_, 0));
    }
    if (std::optional<isa::DepctrWait> alu = isa::decodeDepctr(inst)) {
      if (alu->vaVdst < 15)
        until = drainTo(valuWrites_, alu->vaVdst);
      return until;
    }
    isa::WaitValues values = isa::decodeWait(inst);
    for (int c = 0; c < isa::kNumCounters; ++c)
      if (values[size_t(c)])
        until = std::max(until, drainTo(inFlight_[size_t(c)], *values[size_t(c)]));
    return until;
  }

  // The first cycle from `at` the last WMMA's co-execution window allows.
  uint32_t windowed(const ir::Inst& inst, uint32_t at) const {
    if (o_.mcaView || wmmaIssue_ < 0 || window_.empty())
      return at;
    uint32_t start = uint32_t(wmmaIssue_);
    uint32_t end = start + uint32_t(window_.size());
    if (at >= end)
      return at;
    if (!o_.wmmaCoissue && isa::isValuSlot(inst) && !isa::isXdlMatrix(inst))
      return end;
    while (at < end && !isa::mayIssueInWindow(inst, window_, at - start))
      ++at;
    return at;
  }

  const CycleOptions& o_;
  ReadyTimes ready_;
  std::array<uint32_t, size_t(Unit::Count)> unitFree_{};
  std::array<InFlight, isa::kNumCounters> inFlight_;
  InFlight valuWrites_; // VALU VGPR writes (what va_vdst counts)
  int64_t wmmaIssue_ = -1;
  std::string_view window_;
  uint32_t next_ = 0, drained_ = 0, lastCompletion_ = 0, asyncTransferDone_ = 0, count_ = 0;
};

} // namespace

CycleEstimate estimateCycles(std::span<const ir::Stmt* const> seq, const CycleOptions& options,
                             isa::MsbState msb) {
  Simulator sim(options);
  CycleEstimate out;
  if (options.issueTimes)
    out.issue.reserve(seq.size());
  for (const ir::Stmt* s : seq) {
    uint32_t at = sim.step(*s, msb);
    if (options.issueTimes)
      out.issue.push_back(at);
    msb = isa::msbAfter(*s, msb);
  }
  out.instructions = sim.count();
  out.cycles = out.instructions ? sim.next() : 0;
  out.drained = out.instructions ? sim.drained() : 0;
  return out;
}

std::vector<CycleEstimate> estimateBlockCycles(const ir::Function& fn,
                                               const CycleOptions& options) {
  MsbStates msb = computeMsbStates(fn);
  std::vector<CycleEstimate> out;
  out.reserve(fn.blocks.size());
  std::vector<const ir::Stmt*> seq;
  for (size_t b = 0; b < fn.blocks.size(); ++b) {
    seq.clear();
    for (const ir::Stmt& s : fn.blocks[b].stmts)
      seq.push_back(&s);
    out.push_back(estimateCycles(seq, options, msb.blockEntry[b]));
  }
  return out;
}

} // namespace silken::analysis
