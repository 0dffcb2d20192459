#include "passes/waitcnt_scoreboard.h"

#include <algorithm>
#include <bit>

namespace silken::passes::wc {

bool Scoreboard::outOfOrder(int counter) const {
  uint16_t e = events_[counter];
  if (std::popcount(e) > 1)
    return true; // mixed kinds complete in no fixed order
  if (counter == kKm && (e & kEvSmem))
    return true; // scalar memory returns out of order
  if (counter == kX && (e & kEvXSmem))
    return true;
  if (e & (kEvFlat | kEvUnknown))
    return true;
  return false;
}

void Scoreboard::enterCallable() {
  for (int c : {kLoad, kDs, kKm}) {
    pending_[c] = kMaxWait[c];
    events_[c] |= kEvUnknown;
    unknownWrites_[c] = true;
  }
  pending_[kStore] = kMaxWait[kStore];
  events_[kStore] |= kEvVmemStore;
}

void Scoreboard::workgroupBarrierWaited() {
  auto it = regs_.find(isa::kSccUnit);
  if (!sccFromWorkgroupIsfirst_ || it == regs_.end())
    return;
  it->second.younger[kKm] = kNotPending;
  pendingMask_[kKm].reset(isa::kSccUnit);
  if (std::all_of(it->second.younger.begin(), it->second.younger.end(),
                  [](uint8_t y) { return y == kNotPending; }))
    regs_.erase(it);
}

void Scoreboard::afterCall() {
  for (int c = 0; c < kCounters; ++c)
    if (c != kStore)
      applyWait(c, 0);
  ownStores_ = 0; // their translations are done: xcnt is 0 after a call
  pending_[kStore] = kMaxWait[kStore];
  events_[kStore] |= kEvVmemStore;
}

void Scoreboard::issue(int counter, uint16_t event, const isa::RegUnits& units, uint32_t line,
                       const std::vector<uint32_t>& extraIds, bool flat, bool atomic) {
  // Everything pending on this counter gets one younger operation.
  for (auto& [unit, entry] : regs_)
    if (entry.younger[counter] != kNotPending)
      ++entry.younger[counter];
  if (counter == kDs && dsStoreYounger_ != kNotPending)
    ++dsStoreYounger_;
  pending_[counter] = uint8_t(std::min<unsigned>(pending_[counter] + 1u, kMaxWait[counter]));
  if (counter == kStore) {
    ownStores_ = uint8_t(std::min<unsigned>(ownStores_ + 1u, kMaxWait[kStore]));
    if (atomic)
      atomicStores_ = uint8_t(std::min<unsigned>(atomicStores_ + 1u, kMaxWait[kStore]));
  }
  events_[counter] |= event;
  auto mark = [&](uint32_t id) {
    auto [it, inserted] = regs_.try_emplace(id);
    if (inserted) {
      it->second.younger.fill(kNotPending);
      it->second.producer.fill(0);
    }
    it->second.younger[counter] = 0;
    it->second.producer[counter] = line;
    if (id < isa::kNumUnits)
      pendingMask_[counter].set(id);
    if (counter == kX) {
      it->second.xSmem = event == kEvXSmem;
      it->second.xFlat = flat;
    }
  };
  for (size_t u = units._Find_first(); u < units.size(); u = units._Find_next(u))
    mark(uint32_t(u));
  for (uint32_t id : extraIds)
    mark(id);
  // A unit whose younger count reached the counter's capacity is complete.
  applyOne(counter, pending_[counter]);
}

void Scoreboard::noteDsStore(uint32_t line) {
  dsStoreYounger_ = 0;
  dsStoreProducer_ = line;
}

void Scoreboard::applyWait(int counter, unsigned n) {
  applyOne(counter, n);
  // What else the wait implies for xcnt (the address translations):
  // kmcnt 0 completes every SMEM; and a VMEM operation's translation ends
  // before the operation does, in issue order, so with no SMEM in flight at
  // most as many translations are outstanding as VMEM operations are.
  if (counter == kKm && n == 0 && (events_[kX] & kEvXSmem)) {
    for (auto& [unit, entry] : regs_)
      if (entry.xSmem) {
        entry.younger[kX] = kNotPending;
        if (unit < isa::kNumUnits)
          pendingMask_[kX].reset(unit);
      }
    events_[kX] &= uint16_t(~kEvXSmem);
    applyOne(kX, events_[kX] ? pending_[kX] : 0); // drops the completed entries
  }
  unsigned vmem = unsigned(pending_[kLoad]) + ownStores_ + pending_[kAsync];
  if (!(events_[kX] & kEvXSmem) && pending_[kX] > vmem)
    applyOne(kX, vmem);
}

void Scoreboard::applyOne(int counter, unsigned n) {
  if (n >= pending_[counter]) {
    n = pending_[counter];
  } else if (outOfOrder(counter) && n > 0) {
    return; // out of order: only a wait for zero says which completed
  }
  pending_[counter] = uint8_t(n);
  if (counter == kStore) {
    ownStores_ = std::min(ownStores_, uint8_t(n));
    atomicStores_ = std::min(atomicStores_, uint8_t(n));
  }
  for (auto it = regs_.begin(); it != regs_.end();) {
    Entry& e = it->second;
    if (e.younger[counter] != kNotPending && e.younger[counter] >= n) {
      e.younger[counter] = kNotPending;
      if (it->first < isa::kNumUnits)
        pendingMask_[counter].reset(it->first);
    }
    bool any = std::any_of(e.younger.begin(), e.younger.end(),
                           [](uint8_t y) { return y != kNotPending; });
    it = any ? std::next(it) : regs_.erase(it);
  }
  if (counter == kDs && dsStoreYounger_ != kNotPending && dsStoreYounger_ >= n)
    dsStoreYounger_ = kNotPending;
  if (n == 0) {
    events_[counter] = 0;
    unknownWrites_[counter] = false;
  }
}

std::optional<unsigned> Scoreboard::required(int counter, const isa::RegUnits& units,
                                             uint32_t* producer, XSources sources) const {
  std::optional<unsigned> need;
  auto counts = [sources](const Entry& e) {
    switch (sources) {
    case XSources::All: return true;
    case XSources::Smem: return e.xSmem;
    case XSources::SmemOrFlat: return e.xSmem || e.xFlat;
    case XSources::Flat: return e.xFlat;
    default: return false;
    }
  };
  auto consider = [&](const Entry& entry) {
    uint8_t y = entry.younger[counter];
    if (y == kNotPending || (counter == kX && !counts(entry)))
      return;
    if (!need || y < *need) {
      need = y;
      if (producer)
        *producer = entry.producer[counter];
    }
  };
  // Only the units with a write pending on this counter can matter: most
  // instructions touch none, and the mask says so in one pass over the words.
  isa::RegUnits hit = units & pendingMask_[counter];
  for (size_t u = hit._Find_first(); u < hit.size(); u = hit._Find_next(u)) {
    auto it = regs_.find(uint32_t(u));
    if (it != regs_.end())
      consider(it->second);
  }
  // The caller's operations may write any VGPR or SGPR.
  if (unknownWrites_[counter]) {
    for (size_t u = units._Find_first(); u < isa::kTtmpUnitBase; u = units._Find_next(u)) {
      need = 0;
      if (producer)
        *producer = 0;
      break;
    }
  }
  if (need && outOfOrder(counter))
    need = 0;
  return need;
}

isa::RegUnits Scoreboard::pendingUnits(int counter, const isa::RegUnits& units) const {
  isa::RegUnits out;
  for (const auto& [unit, entry] : regs_)
    if (unit < units.size() && units.test(unit) && entry.younger[counter] != kNotPending)
      out.set(unit);
  if (unknownWrites_[counter])
    for (size_t u = units._Find_first(); u < isa::kTtmpUnitBase; u = units._Find_next(u))
      out.set(u);
  return out;
}

std::optional<unsigned> Scoreboard::requiredIds(int counter, const std::vector<uint32_t>& ids,
                                                uint32_t* producer) const {
  std::optional<unsigned> need;
  for (uint32_t id : ids) {
    auto it = regs_.find(id);
    if (it == regs_.end() || it->second.younger[counter] == kNotPending)
      continue;
    unsigned y = it->second.younger[counter];
    if (!need || y < *need) {
      need = y;
      if (producer)
        *producer = it->second.producer[counter];
    }
  }
  if (need && outOfOrder(counter))
    need = 0;
  return need;
}

std::optional<unsigned> Scoreboard::requiredForDsStores(uint32_t* producer) const {
  if (dsStoreYounger_ == kNotPending)
    return std::nullopt;
  if (producer)
    *producer = dsStoreProducer_;
  return outOfOrder(kDs) ? 0u : unsigned(dsStoreYounger_);
}

void Scoreboard::join(const Scoreboard& o) {
  for (int c = 0; c < kCounters; ++c) {
    pending_[c] = std::max(pending_[c], o.pending_[c]);
    events_[c] |= o.events_[c];
    unknownWrites_[c] = unknownWrites_[c] || o.unknownWrites_[c];
  }
  for (const auto& [unit, theirs] : o.regs_) {
    auto [it, inserted] = regs_.try_emplace(unit, theirs);
    if (inserted)
      continue;
    Entry& mine = it->second;
    mine.xSmem |= theirs.xSmem;
    mine.xFlat |= theirs.xFlat;
    for (int c = 0; c < kCounters; ++c)
      if (theirs.younger[c] < mine.younger[c]) { // the more recent write wins
        mine.younger[c] = theirs.younger[c];
        mine.producer[c] = theirs.producer[c];
      }
  }
  sccFromWorkgroupIsfirst_ = sccFromWorkgroupIsfirst_ && o.sccFromWorkgroupIsfirst_;
  ownStores_ = std::max(ownStores_, o.ownStores_);
  atomicStores_ = std::max(atomicStores_, o.atomicStores_);
  if (o.dsStoreYounger_ < dsStoreYounger_) {
    dsStoreYounger_ = o.dsStoreYounger_;
    dsStoreProducer_ = o.dsStoreProducer_;
  }
  if (!pendingMask_.empty()) {
    pendingMask_.clear();
    thaw(); // either side may have been frozen
  }
}

void Scoreboard::thaw() {
  if (!pendingMask_.empty())
    return;
  pendingMask_.assign(kCounters, {});
  for (const auto& [unit, entry] : regs_)
    for (int c = 0; c < kCounters; ++c)
      if (unit < isa::kNumUnits && entry.younger[c] != kNotPending)
        pendingMask_[c].set(unit);
}

} // namespace silken::passes::wc
