// The schedule pass: statements that keep their place inside the ordering
// analysis's regions (schedule_impl.h).
//
// s_delay_alu is a fence, but it describes its neighbours: instid0 is a
// dependence of the next instruction, instid1 one of the instruction
// `instskip` further, each on the n-th previous VALU (VALU_DEP_n), TRANS
// (TRANS32_DEP_n) or the last SALU (SALU_CYCLE_n). A hint that is not
// regenerated (schedule_delay_alu.cpp takes the others out) keeps every
// instruction from the furthest producer it counts back to through the
// last consumer it names in place, so the hint still means what it meant
// (gfx1250-scheduling.md §2).
//
//   v_mul_f32 v1, v2, v3          pinned: the VALU_DEP_1 producer
//   s_delay_alu instid0(VALU_DEP_1)
//   v_add_f32 v4, v1, v1          pinned: the consumer
//   v_mov_b32 v5, 0               free again
#include "passes/schedule_impl.h"

#include "isa/instr_info.h"
#include "isa/mnemonic_ids.h"
#include "semantics/def_use.h"

#include <algorithm>
#include <array>
#include <optional>

namespace silken::passes::sched {
namespace {

// What one instid field counts back to (gfx1250-isa.md §1.5).
enum class DepKind : uint8_t { None, Valu, Trans, Salu, Unknown };

struct DepField {
  DepKind kind = DepKind::None;
  unsigned n = 0; ///< the n-th previous one of its kind
};

DepField depOf(unsigned id) {
  if (id == 0)
    return {};
  if (id <= 4)
    return {DepKind::Valu, id};
  if (id <= 7)
    return {DepKind::Trans, id - 4};
  if (id == 8) // FMA_ACCUM_CYCLE_1: the previous VALU
    return {DepKind::Valu, 1};
  if (id <= 11)
    return {DepKind::Salu, 1};
  return {DepKind::Unknown, 0};
}

struct Delay {
  DepField id0, id1;
  unsigned skip = 0; ///< instid1's instruction, counted from instid0's (0 = the same)
};

std::optional<unsigned> fieldValue(std::string_view body, std::string_view field,
                                   std::span<const std::pair<std::string_view, unsigned>> names) {
  size_t at = body.find(field);
  if (at == std::string_view::npos)
    return 0u;
  size_t open = at + field.size();
  size_t close = body.find(')', open);
  if (open >= body.size() || body[open] != '(' || close == std::string_view::npos)
    return std::nullopt;
  std::string_view name = body.substr(open + 1, close - open - 1);
  for (const auto& [spelling, value] : names)
    if (spelling == name)
      return value;
  return std::nullopt;
}

// The fields of an s_delay_alu; nullopt when its operand cannot be read.
std::optional<Delay> decodeDelay(const ir::Stmt& s) {
  const ir::Inst& inst = *s.inst;
  if (inst.operands.size() != 1)
    return std::nullopt;
  const ir::Operand& op = inst.operands[0];
  unsigned id0 = 0, skip = 0, id1 = 0;
  if (op.kind == ir::OperandKind::Imm && op.hasValue) {
    id0 = unsigned(op.value & 0xf);
    skip = unsigned((op.value >> 4) & 0x7);
    id1 = unsigned((op.value >> 7) & 0xf);
  } else if (op.kind == ir::OperandKind::Func) {
    static constexpr std::pair<std::string_view, unsigned> kIds[] = {
        {"NO_DEP", 0},           {"VALU_DEP_1", 1},   {"VALU_DEP_2", 2},
        {"VALU_DEP_3", 3},       {"VALU_DEP_4", 4},   {"TRANS32_DEP_1", 5},
        {"TRANS32_DEP_2", 6},    {"TRANS32_DEP_3", 7}, {"FMA_ACCUM_CYCLE_1", 8},
        {"SALU_CYCLE_1", 9},     {"SALU_CYCLE_2", 10}, {"SALU_CYCLE_3", 11}};
    static constexpr std::pair<std::string_view, unsigned> kSkips[] = {
        {"SAME", 0}, {"NEXT", 1}, {"SKIP_1", 2}, {"SKIP_2", 3}, {"SKIP_3", 4}, {"SKIP_4", 5}};
    std::string_view body = s.edited ? s.text : s.body;
    auto a = fieldValue(body, "instid0", kIds), b = fieldValue(body, "instskip", kSkips),
         c = fieldValue(body, "instid1", kIds);
    if (!a || !b || !c)
      return std::nullopt;
    id0 = *a, skip = *b, id1 = *c;
  } else {
    return std::nullopt;
  }
  if (skip > 5)
    return std::nullopt;
  return Delay{depOf(id0), depOf(id1), skip};
}

bool counts(DepKind kind, isa::InstrClass cls) {
  switch (kind) {
  case DepKind::Valu: return cls == isa::InstrClass::Valu || cls == isa::InstrClass::Vopd;
  case DepKind::Trans: return cls == isa::InstrClass::Trans;
  case DepKind::Salu: return cls == isa::InstrClass::Salu;
  default: return false;
  }
}

// The statement the dependence of `consumer` counts back to (0 when the
// walk reaches the block's start, or the field is not understood).
uint32_t producerOf(const ir::Block& block, uint32_t consumer, DepField dep) {
  if (dep.kind == DepKind::None)
    return consumer;
  if (dep.kind == DepKind::Unknown)
    return 0;
  unsigned seen = 0;
  for (uint32_t i = consumer; i-- > 0;) {
    const ir::Stmt& s = block.stmts[i];
    if (s.isInstr() && !s.isFence() && counts(dep.kind, isa::instrInfo(s.inst->opcode).cls) &&
        ++seen == dep.n)
      return i;
  }
  return 0;
}

// The index of the k-th instruction after statement `from` (the block's
// size when it has fewer).
uint32_t instructionAfter(const ir::Block& block, uint32_t from, unsigned k) {
  unsigned seen = 0;
  for (uint32_t i = from + 1; i < block.stmts.size(); ++i)
    if (block.stmts[i].isInstr() && seen++ == k)
      return i;
  return uint32_t(block.stmts.size());
}

// "\r\n", "\n", "\r" or "" at the end of a statement's bytes.
std::string_view lineEnd(std::string_view raw) {
  if (raw.ends_with("\r\n"))
    return raw.substr(raw.size() - 2);
  if (raw.ends_with('\n') || raw.ends_with('\r'))
    return raw.substr(raw.size() - 1);
  return {};
}

} // namespace

bool movableText(const ir::Stmt& s) {
  if (!s.startsLine)
    return false;
  return s.raw.empty() || s.raw.back() == '\n' || s.raw.back() == '\r';
}

bool isDelayAlu(const ir::Stmt& s) {
  return s.isInstr() && !s.isFence() && isa::Opcode(s.inst->opcode) == "s_delay_alu";
}

DelayExtent delayExtent(const ir::Block& block, uint32_t d) {
  const uint32_t n = uint32_t(block.stmts.size());
  std::optional<Delay> delay = decodeDelay(block.stmts[d]);
  Delay any{{DepKind::Unknown, 0}, {DepKind::Unknown, 0}, 5};
  const Delay& dl = delay ? *delay : any;
  DelayExtent e;
  e.decoded = delay.has_value();
  e.c0 = instructionAfter(block, d, 0);
  e.c1 = dl.id1.kind == DepKind::None ? e.c0 : instructionAfter(block, d, dl.skip);
  e.first = d;
  if (e.c0 < n)
    e.first = std::min(e.first, producerOf(block, e.c0, dl.id0));
  if (e.c1 < n && dl.id1.kind != DepKind::None)
    e.first = std::min(e.first, producerOf(block, e.c1, dl.id1));
  return e;
}

std::vector<char> pinnedStatements(const ir::Block& block) {
  const uint32_t n = uint32_t(block.stmts.size());
  std::vector<char> pinned(n, 0);
  for (uint32_t d = 0; d < n; ++d) {
    const ir::Stmt& s = block.stmts[d];
    if (!s.isInstr())
      continue;
    if (!movableText(s))
      pinned[d] = 1;
    if (!isDelayAlu(s))
      continue;
    DelayExtent e = delayExtent(block, d);
    uint32_t last = std::min(std::max(e.c0, e.c1), n - 1);
    for (uint32_t i = e.first; i <= last; ++i)
      pinned[i] = 1;
  }
  return pinned;
}

ir::Stmt withLineEndOf(ir::Module& m, const ir::Stmt& s, const ir::Stmt& slot) {
  std::string_view mine = lineEnd(s.raw), want = lineEnd(slot.raw);
  if (mine == want)
    return s;
  ir::Stmt out = s;
  out.raw = m.intern(std::string(s.raw.substr(0, s.raw.size() - mine.size())) + std::string(want));
  // The printer and others find the body inside raw: keep it there.
  out.body = out.raw.substr(size_t(s.body.data() - s.raw.data()), s.body.size());
  return out;
}

std::string regionVeto(const ir::Block& block, uint32_t begin, uint32_t end,
                        isa::MsbState msb) {
  for (uint32_t i = begin; i < end; ++i) {
    const ir::Stmt& s = block.stmts[i];
    if (!s.isInstr())
      continue;
    std::string_view body = s.edited ? s.text : s.body;
    if (body.find("flat_scratch") != std::string_view::npos ||
        isa::defUseRuns(s, msb).overlaps(isa::kSgprUnitBase + 102, isa::kSgprUnitBase + 104,
                                        isa::UnitRuns::kWrites))
      return "it touches the flat-scratch base (H9 counts the SALU between its pair)";
  }
  return "";
}

} // namespace silken::passes::sched
