// The schedule pass's dependence graph and list scheduler (schedule_dag.h
// says which orders are kept). The register edges come from one walk that
// remembers, per register unit, the last writer and the readers since it,
// so building costs the units each instruction touches, not a pair test of
// every two instructions; only memory instructions and WMMAs are compared
// pairwise.
//
//   before                                   after
//   v_add_f32 v1, v2, v3                     global_load_b32 v8, v[4:5], off
//   v_mul_f32 v6, v1, v1                     v_add_f32 v1, v2, v3
//   global_load_b32 v8, v[4:5], off          v_mul_f32 v6, v1, v1
#include "passes/schedule_dag.h"

#include "isa/instr_info.h"
#include "semantics/inst_facts.h"
#include "semantics/valu_pipes.h"

#include <algorithm>
#include <array>
#include <cstdint>

namespace silken::passes {
namespace {

using isa::InstrClass;

struct Facts {
  isa::UnitRuns units; ///< reads and writes (a vector instruction's include EXEC)
  uint16_t latency = 1;
  uint8_t counters = 0;
  uint8_t issue = 1;
  InstrClass cls = InstrClass::Unknown;
  bool orderAll = false; ///< keeps its order with everything
  bool memory = false;
  bool memWriter = false;
  bool vgprWrite = false;
  bool wmma = false;
};

bool writesMemory(const isa::InstrInfo& info, const ir::Inst& inst) {
  switch (info.cls) {
  case InstrClass::VmemStore: case InstrClass::VmemAtomic: case InstrClass::DsStore:
  case InstrClass::DsAtomic: case InstrClass::Tensor: case InstrClass::AsyncLds:
  case InstrClass::CacheControl:
    return true;
  default:
    return info.has(isa::kMayStore) || isa::isMemoryAtomic(inst);
  }
}

Facts factsOf(const ir::Stmt& s, isa::MsbState msb) {
  Facts f;
  const isa::InstrInfo& info = isa::instrInfo(isa::MnemonicId(s.inst->opcode));
  f.units = isa::defUseRuns(s, msb);
  f.cls = info.cls;
  f.issue = std::max<uint8_t>(info.issue, 1);
  f.latency = std::max<uint16_t>(info.latency, 1);
  f.counters = isa::countersOf(*s.inst);
  constexpr uint16_t kOrdered = isa::kSideEffect | isa::kBarrier | isa::kWait |
                                isa::kTerminator | isa::kCall | isa::kPosition |
                                isa::kIndexed | isa::kClause;
  f.orderAll = s.isFence() || !info.known() || f.units.fence() || (info.flags & kOrdered) != 0;
  f.memory = f.counters != 0 || info.has(isa::kMayLoad) || info.has(isa::kMayStore) ||
             info.cls == InstrClass::Prefetch || info.cls == InstrClass::CacheControl;
  f.memWriter = f.memory && writesMemory(info, *s.inst);
  f.units.forEachUnit(isa::UnitRuns::kWrites,
                      [&](uint32_t u) { f.vgprWrite |= u < isa::kSgprUnitBase; });
  f.wmma = info.cls == InstrClass::Wmma;
  return f;
}

// The memory and matrix orders (schedule_dag.h) between i < j.
bool orderedPair(const Facts& a, const Facts& b) {
  if (a.memory && b.memory &&
      ((a.counters & b.counters) != 0 || a.memWriter || b.memWriter))
    return true;
  if (a.wmma && b.wmma)
    return true;
  return (a.wmma && b.memory && b.vgprWrite) || (b.wmma && a.memory && a.vgprWrite);
}

// Collects the edges, each pair once (the larger latency kept), then
// groups them by source.
class Builder {
public:
  explicit Builder(ScheduleDag& dag) : dag_(dag) {}

  void add(uint32_t from, uint32_t to, uint16_t latency) {
    size_t bit = size_t(from) * dag_.n_ + to;
    uint64_t& word = dag_.matrix_[bit / 64];
    if (word >> (bit % 64) & 1) { // already there: keep the larger latency
      if (latency == 0)
        return; // nothing to raise (an order edge, met again for each unit)
      for (size_t k = bySource_[from]; k != kEnd; k = next_[k])
        if (found_[k].to == to)
          found_[k].latency = std::max(found_[k].latency, latency);
      return;
    }
    word |= uint64_t(1) << (bit % 64);
    found_.push_back({to, latency});
    from_.push_back(from);
    next_.push_back(bySource_[from]); // a list per source, newest first
    bySource_[from] = found_.size() - 1;
  }

  // The edges in the order each source found them.
  void finish() {
    const uint32_t n = dag_.n_;
    dag_.first_.assign(n + 1, 0);
    dag_.predCount.assign(n, 0);
    for (size_t k = 0; k < found_.size(); ++k) {
      ++dag_.first_[from_[k] + 1];
      ++dag_.predCount[found_[k].to];
    }
    for (uint32_t i = 0; i < n; ++i)
      dag_.first_[i + 1] += dag_.first_[i];
    dag_.edges_.resize(found_.size());
    next_.assign(dag_.first_.begin(), dag_.first_.end() - 1); // (the lists are done with)
    for (size_t k = 0; k < found_.size(); ++k)
      dag_.edges_[next_[from_[k]]++] = found_[k];
  }

  void reset(uint32_t n) {
    found_.clear();
    from_.clear();
    next_.clear();
    bySource_.assign(n, kEnd);
  }

private:
  static constexpr size_t kEnd = SIZE_MAX;
  ScheduleDag& dag_;
  // Per thread, their capacity kept: a graph is built per scheduler round.
  static thread_local std::vector<DagEdge> found_;
  static thread_local std::vector<uint32_t> from_;
  static thread_local std::vector<size_t> next_, bySource_;
};

thread_local std::vector<DagEdge> Builder::found_;
thread_local std::vector<uint32_t> Builder::from_;
thread_local std::vector<size_t> Builder::next_, Builder::bySource_;

} // namespace

bool ScheduleDag::edge(uint32_t i, uint32_t j) const {
  size_t bit = size_t(i) * n_ + j;
  return (matrix_[bit / 64] >> (bit % 64)) & 1;
}

ScheduleDag buildScheduleDag(std::span<const ir::Stmt* const> insts,
                             std::span<const isa::MsbState> msb,
                             const isa::RegUnits& memorySources, bool keepSlotOrder) {
  ScheduleDag dag;
  buildScheduleDag(dag, insts, msb, memorySources, keepSlotOrder);
  return dag;
}

void buildScheduleDag(ScheduleDag& dag, std::span<const ir::Stmt* const> insts,
                      std::span<const isa::MsbState> msb, const isa::RegUnits& memorySources,
                      bool keepSlotOrder) {
  const uint32_t n = uint32_t(insts.size());
  dag.n_ = n;
  dag.matrix_.assign((size_t(n) * n + 63) / 64, 0);
  dag.height.assign(n, 0);
  // Per thread, their capacity kept (a graph is built per scheduler round).
  static thread_local std::vector<Facts> facts;
  static thread_local std::vector<uint32_t> touched, overwriters, memories;
  facts.clear();
  touched.clear();
  overwriters.clear(); // of the memory sources
  memories.clear();    // the memory nodes
  for (uint32_t i = 0; i < n; ++i)
    facts.push_back(factsOf(*insts[i], msb[i]));

  Builder b(dag);
  b.reset(n);
  // Per unit: the last writer and the readers since; reused across calls
  // (a region touches few of the units) and left clean for the next one.
  static thread_local std::vector<int32_t> lastWriter(isa::kNumUnits, -1);
  static thread_local std::vector<std::vector<uint32_t>> readers(isa::kNumUnits);
  int32_t lastOrderAll = -1, lastSlot = -1;
  isa::RegUnits sources = memorySources; // read by memory instructions so far
  for (uint32_t j = 0; j < n; ++j) {
    const Facts& f = facts[j];
    constexpr uint32_t kReads = isa::UnitRuns::kReads, kWrites = isa::UnitRuns::kWrites;
    int32_t previous = -1; // a tuple's units share their writer: one add for the run
    f.units.forEachUnit(kReads, [&](uint32_t u) {
      int32_t w = lastWriter[u];
      if (w >= 0 && w != previous)
        b.add(uint32_t(w), j, facts[size_t(w)].latency);
      previous = w;
    });
    bool overwrites = false; // a source of an earlier memory instruction
    f.units.forEachUnit(kWrites, [&](uint32_t u) {
      if (lastWriter[u] >= 0)
        b.add(uint32_t(lastWriter[u]), j, 0);
      for (uint32_t r : readers[u])
        if (r != j)
          b.add(r, j, 0);
      overwrites |= sources.test(u);
    });
    // A unit is listed in `touched` once, when it first leaves its clean state.
    f.units.forEachUnit(kReads, [&](uint32_t u) {
      if (lastWriter[u] < 0 && readers[u].empty())
        touched.push_back(u);
      readers[u].push_back(j);
    });
    f.units.forEachUnit(kWrites, [&](uint32_t u) {
      if (lastWriter[u] < 0 && readers[u].empty())
        touched.push_back(u);
      lastWriter[u] = int32_t(j);
      readers[u].clear();
    });
    if (f.orderAll) {
      for (uint32_t i = 0; i < j; ++i)
        b.add(i, j, 0);
      lastOrderAll = int32_t(j);
    } else if (lastOrderAll >= 0) {
      b.add(uint32_t(lastOrderAll), j, 0);
    }
    if (overwrites) {
      for (uint32_t i : memories)
        b.add(i, j, 0);
      overwriters.push_back(j);
    }
    if (f.memory) {
      for (uint32_t i : overwriters)
        if (i != j)
          b.add(i, j, 0);
      memories.push_back(j);
      f.units.setUnits(sources, kReads);
    }
    if (keepSlotOrder && isa::isValuSlot(*insts[j]->inst)) {
      if (lastSlot >= 0)
        b.add(uint32_t(lastSlot), j, 0);
      lastSlot = int32_t(j);
    }
    if (f.memory || f.wmma)
      for (uint32_t i = 0; i < j; ++i)
        if (orderedPair(facts[i], f))
          b.add(i, j, 0);
  }
  for (uint32_t u : touched) {
    lastWriter[u] = -1;
    readers[u].clear();
  }
  b.finish();
  for (uint32_t i = n; i-- > 0;) {
    uint32_t h = facts[i].latency;
    for (const DagEdge& e : dag.succs(i))
      h = std::max(h, uint32_t(e.latency) + dag.height[e.to]);
    dag.height[i] = h;
  }
}

std::vector<uint32_t> listSchedule(const ScheduleDag& dag,
                                   std::span<const ir::Stmt* const> insts) {
  const uint32_t n = dag.size();
  static thread_local std::vector<uint32_t> left, earliest, ready; // capacity kept
  left.assign(n, 0);
  earliest.assign(n, 0);
  ready.clear();
  std::vector<uint32_t> order;
  order.reserve(n);
  for (uint32_t i = 0; i < n; ++i)
    if ((left[i] = dag.predCount[i]) == 0)
      ready.push_back(i);
  std::array<uint32_t, isa::kNumClasses> unitFree{};
  auto classOf = [&](uint32_t i) {
    return size_t(isa::instrInfo(isa::MnemonicId(insts[i]->inst->opcode)).cls);
  };
  uint32_t cycle = 0;
  while (!ready.empty()) {
    size_t best = 0;
    uint32_t bestAt = 0;
    for (size_t k = 0; k < ready.size(); ++k) {
      uint32_t i = ready[k];
      uint32_t at = std::max({earliest[i], unitFree[classOf(i)], cycle});
      if (k == 0) {
        bestAt = at;
        continue;
      }
      uint32_t b = ready[best];
      // Soonest, then the longest path to the end, then the input order.
      if (at < bestAt || (at == bestAt && (dag.height[i] > dag.height[b] ||
                                           (dag.height[i] == dag.height[b] && i < b)))) {
        best = k;
        bestAt = at;
      }
    }
    uint32_t i = ready[best];
    ready.erase(ready.begin() + std::ptrdiff_t(best));
    order.push_back(i);
    const isa::InstrInfo& info = isa::instrInfo(isa::MnemonicId(insts[i]->inst->opcode));
    unitFree[size_t(info.cls)] = bestAt + std::max<uint32_t>(info.issue, 1);
    cycle = bestAt + 1;
    for (const DagEdge& e : dag.succs(i)) {
      earliest[e.to] = std::max(earliest[e.to], bestAt + std::max<uint32_t>(e.latency, 1));
      if (--left[e.to] == 0)
        ready.push_back(e.to);
    }
  }
  return order;
}

bool keepsDependences(const ScheduleDag& dag, std::span<const uint32_t> order) {
  const size_t n = dag.size();
  if (order.size() != n)
    return false;
  std::vector<uint32_t> pos(n, UINT32_MAX);
  for (uint32_t k = 0; k < order.size(); ++k) {
    if (order[k] >= n || pos[order[k]] != UINT32_MAX)
      return false;
    pos[order[k]] = k;
  }
  for (uint32_t i = 0; i < n; ++i)
    for (const DagEdge& e : dag.succs(i))
      if (pos[i] > pos[e.to])
        return false;
  return true;
}

} // namespace silken::passes
