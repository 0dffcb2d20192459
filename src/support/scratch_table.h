// A table indexed by register unit (or any small dense key) that a hot
// function needs for one call and that each call touches in only a few
// entries: the schedule pass runs the cycle model and the hazard rules on
// tens of thousands of short sequences, and allocating and clearing a
// 2,199-entry table for each was most of their time.
//
//   ScratchTable<uint32_t, Tag> ready(isa::kNumUnits, 0);
//   ready.at(u) = 7;       // marks u touched
//   ready.get(u);          // read without touching
//   T* run = ready.range(u, 8); // marks u..u+7 touched, as one entry
//   // on destruction the touched entries go back to the initial value
//
// One table per thread and Tag is reused, with its list of touched
// entries (growing that list anew was several allocations per call); a
// second live table of the same Tag on a thread (a nested call) gets its
// own storage.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace silken {

template <class T, class Tag>
class ScratchTable {
public:
  ScratchTable(size_t size, T initial) : initial_(initial) {
    static thread_local std::vector<T> shared;
    static thread_local std::vector<uint32_t> sharedTouched; // its capacity kept too
    static thread_local std::vector<Run> sharedRuns;
    static thread_local bool inUse = false;
    if (!inUse) {
      inUse = true;
      inUse_ = &inUse;
      table_ = &shared;
      touched_ = &sharedTouched;
      runs_ = &sharedRuns;
    } else {
      table_ = &own_;
      touched_ = &ownTouched_;
      runs_ = &ownRuns_;
    }
    if (table_->size() < size)
      table_->resize(size, initial);
  }
  ~ScratchTable() {
    reset();
    if (inUse_)
      *inUse_ = false;
  }
  ScratchTable(const ScratchTable&) = delete;
  ScratchTable& operator=(const ScratchTable&) = delete;

  const T& get(size_t k) const { return (*table_)[k]; }
  /// The entry, to change: it is reset when the table goes.
  T& at(size_t k) {
    touched_->push_back(uint32_t(k));
    return (*table_)[k];
  }
  /// Entries [k, k + count), to change: one touched entry for all (a
  /// WMMA writes 32 units; a list entry per unit was most of the cost).
  T* range(size_t k, size_t count) {
    runs_->push_back({uint32_t(k), uint32_t(count)});
    return table_->data() + k;
  }
  const T* data() const { return table_->data(); }
  /// Every touched entry back to the initial value now.
  void reset() {
    for (uint32_t k : *touched_)
      (*table_)[k] = initial_;
    touched_->clear();
    T* t = table_->data();
    for (const Run& r : *runs_) {
      if (r.count > kShortRun) {
        std::fill_n(t + r.first, r.count, initial_);
        continue;
      }
      // Most runs are a register or a tuple: stores, not a memset call each.
      for (uint32_t i = 0; i < kShortRun; ++i)
        if (i < r.count)
          t[r.first + i] = initial_;
    }
    runs_->clear();
  }

private:
  static constexpr uint32_t kShortRun = 8;
  struct Run {
    uint32_t first, count;
  };
  std::vector<T>* table_ = nullptr;
  std::vector<T> own_;
  std::vector<uint32_t> ownTouched_;
  std::vector<uint32_t>* touched_ = nullptr; // the entries to reset
  std::vector<Run> ownRuns_;
  std::vector<Run>* runs_ = nullptr; // the runs of entries to reset
  bool* inUse_ = nullptr;
  T initial_;
};

} // namespace silken
