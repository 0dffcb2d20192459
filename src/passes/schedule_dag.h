// The schedule pass's dependence graph and list scheduler over one region.
//
// Nodes are the region's instructions in their original order. An edge
// i -> j (i before j) means j must stay after i:
//   - RAW, WAR, WAW on any register unit (isa::defUse: SCC, VCC, EXEC, M0
//     and the MSB state included; vector instructions also read EXEC);
//   - memory: two instructions counting on one wait counter keep their
//     order (an s_wait_*cnt N after the region counts the youngest N);
//     a store, atomic, LDS write or side effect keeps its order with every
//     memory instruction; a memory instruction that writes VGPRs keeps its
//     order with every WMMA (the unresolved WMMA-source/ds_load rule of
//     gfx1250-scheduling.md §1.1);
//   - an instruction that overwrites a register a memory instruction
//     before it in the block reads (the sources xcnt guards) keeps its
//     order with every memory instruction of the region, so the waits on
//     xcnt see the same interleaving as written;
//   - every WMMA keeps its order with every other WMMA (and, on request,
//     every VALU-pipe instruction with every other one);
//   - an instruction the ISA table does not know, or flags with a side
//     effect, keeps its order with everything.
// The scheduler is top-down and cycle-driven: among the instructions
// whose predecessors have issued, the one ready soonest, then the longest
// latency path to the region's end (loads early, consumers late), then the
// original position. Deterministic; it reorders, never renames.
#pragma once

#include "ir/module.h"
#include "semantics/def_use.h"

#include <cstdint>
#include <span>
#include <vector>

namespace silken::passes {

struct DagEdge {
  uint32_t to = 0;
  uint16_t latency = 0; ///< RAW: the producer's latency; other orders 0
};

struct ScheduleDag {
  /// Node i's edges, in the order they were found.
  std::span<const DagEdge> succs(uint32_t i) const {
    return {edges_.data() + first_[i], edges_.data() + first_[i + 1]};
  }
  uint32_t size() const { return n_; }
  /// Per node, how many edges end there.
  std::vector<uint32_t> predCount;
  /// Longest latency path from a node to the region's end (its own
  /// latency at least).
  std::vector<uint32_t> height;
  /// Whether i -> j is an edge (i < j).
  bool edge(uint32_t i, uint32_t j) const;

  std::vector<uint64_t> matrix_; ///< n*n bits, row i = successors of i
  uint32_t n_ = 0;
  /// The edges grouped by source (one array, not a vector per node: a
  /// region's graph is built for every scheduler round).
  std::vector<DagEdge> edges_;
  std::vector<uint32_t> first_; ///< n+1 offsets into edges_
};

/// The graph of `insts` (instruction statements in order), each under the
/// MSB state before it. `memorySources`: the units memory instructions
/// before the region (in its block) read. `keepSlotOrder`: VALU-pipe
/// instructions (the hazard model's slots) also keep their order among
/// themselves, so the number of slots between any of them and code outside
/// the region stays as written.
ScheduleDag buildScheduleDag(std::span<const ir::Stmt* const> insts,
                             std::span<const isa::MsbState> msb,
                             const isa::RegUnits& memorySources = {},
                             bool keepSlotOrder = false);
/// The same into `dag`, its vectors' capacity reused (a graph per
/// scheduler round of every region).
void buildScheduleDag(ScheduleDag& dag, std::span<const ir::Stmt* const> insts,
                      std::span<const isa::MsbState> msb, const isa::RegUnits& memorySources,
                      bool keepSlotOrder);

/// A topological order of the graph's nodes (node indices).
std::vector<uint32_t> listSchedule(const ScheduleDag& dag,
                                   std::span<const ir::Stmt* const> insts);

/// Whether `order` keeps every edge of `dag` (a node before its successors)
/// and names every node once.
bool keepsDependences(const ScheduleDag& dag, std::span<const uint32_t> order);

} // namespace silken::passes
