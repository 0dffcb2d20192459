#include "analysis/lds_ranges.h"
#include "isa/mnemonic_ids.h"

#include "isa/instr_info.h"
#include "isa/mnemonics.h"
#include "semantics/def_use.h"

#include <algorithm>
#include <cstdio>
#include <vector>

namespace silken::analysis {
namespace {

// Statements one backward value search may visit before it gives up, and
// all searches of one function together.
constexpr size_t kSearchBudget = 1 << 12;
constexpr size_t kFunctionBudget = 1 << 20;

std::optional<uint32_t> vgprUnit(const ir::Operand& op) {
  if (op.kind != ir::OperandKind::Reg || op.reg.file != ir::RegFile::V || op.reg.count != 1 ||
      op.reg.half != ir::RegHalf::Full)
    return std::nullopt;
  return isa::kVgprUnitBase + 2u * op.reg.first;
}

// Bytes per lane from the type suffix: ds_load_b128 -> 16, ds_load_u16_d16_hi
// -> 2. Packed and unusual forms are unknown.
std::optional<uint32_t> accessBytes(std::string_view name) {
  if (name.find("_pk_") != std::string_view::npos || name.find("_tr") != std::string_view::npos ||
      name.find("addtid") != std::string_view::npos || name.find("bvh") != std::string_view::npos)
    return std::nullopt;
  static constexpr std::pair<std::string_view, uint32_t> kSizes[] = {
      {"b8", 1},  {"u8", 1},  {"i8", 1},  {"b16", 2}, {"u16", 2}, {"i16", 2},
      {"f16", 2}, {"bf16", 2}, {"b32", 4}, {"u32", 4}, {"i32", 4}, {"f32", 4},
      {"b64", 8}, {"u64", 8}, {"i64", 8}, {"f64", 8}, {"b96", 12}, {"b128", 16}};
  while (!name.empty()) {
    size_t cut = name.rfind('_');
    std::string_view token = cut == std::string_view::npos ? name : name.substr(cut + 1);
    for (const auto& [suffix, bytes] : kSizes)
      if (token == suffix)
        return bytes;
    if (cut == std::string_view::npos)
      break;
    name = name.substr(0, cut);
  }
  return std::nullopt;
}

// s_mov_b32 s1, 0x1000 / s_movk_i32 / v_mov_b32 v0, 16: a whole 32-bit
// register set to a literal.
bool isLiteralMove(const ir::Stmt& s) {
  isa::Opcode name(s.inst->opcode);
  const auto& ops = s.inst->operands;
  return (name == "s_mov_b32" || name == "s_movk_i32" || name == "v_mov_b32") &&
         !s.inst->isDual() && ops.size() == 2 && ops[1].kind == ir::OperandKind::Imm &&
         !ops[1].neg && !ops[1].abs && s.inst->modifiers.empty();
}

int64_t modifierValue(const ir::Inst& inst, std::string_view name) {
  const ir::Modifier* m = inst.modifier(name);
  return m && m->hasNumber ? m->number : 0;
}

std::optional<LdsRange> span(uint64_t base, uint64_t lo, uint64_t hi) {
  if (base + hi > kLdsBytes)
    return std::nullopt; // outside LDS: a reading silken cannot trust
  return LdsRange{uint32_t(base + lo), uint32_t(base + hi), true};
}

} // namespace

LdsRelation relate(const std::optional<LdsRange>& a, const std::optional<LdsRange>& b) {
  if (!a || !b)
    return LdsRelation::Unknown;
  if (a->hi <= b->lo || b->hi <= a->lo)
    return LdsRelation::Disjoint;
  // An open range is certain only about its first byte.
  auto certain = [](const LdsRange& r) { return r.exactEnd ? r : LdsRange{r.lo, r.lo + 1, true}; };
  LdsRange x = certain(*a), y = certain(*b);
  return x.hi <= y.lo || y.hi <= x.lo ? LdsRelation::Unknown : LdsRelation::Overlap;
}

LdsRelation relateTransfer(const std::vector<uint32_t>& transferTokens,
                           const std::optional<LdsRange>& transferRange,
                           const std::vector<uint32_t>& accessTokens,
                           const std::optional<LdsRange>& accessRange) {
  if (!transferTokens.empty() && !accessTokens.empty()) {
    for (uint32_t x : accessTokens)
      if (std::find(transferTokens.begin(), transferTokens.end(), x) != transferTokens.end())
        return LdsRelation::Overlap;
    return LdsRelation::Disjoint;
  }
  return relate(transferRange, accessRange);
}

std::string rangeText(const LdsRange& r) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "[0x%x, 0x%x%s", r.lo, r.hi, r.exactEnd ? ")" : ") at most");
  return buf;
}

std::vector<uint32_t> ldsBufferTokens(const ir::Stmt& s) {
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
      out.push_back(v);
      if (j >= comment.size() || comment[j] != ',')
        break;
      i = j + 1;
    }
  }
  return out;
}

bool writesLdsAsync(const ir::Inst& inst) {
  isa::Opcode name(inst.opcode);
  if (name == "tensor_load_to_lds")
    return true;
  // The class first: asked of every instruction, a name search was most
  // of the question's cost.
  return isa::instrInfo(inst.opcode).cls == isa::InstrClass::AsyncLds &&
         isa::mnemonicName(inst.opcode).find("_load_async_to_lds") != std::string_view::npos;
}

bool accessesLds(const ir::Inst& inst) {
  const isa::InstrInfo& info = isa::instrInfo(inst.opcode);
  bool ds = info.cls == isa::InstrClass::DsLoad || info.cls == isa::InstrClass::DsStore ||
            info.cls == isa::InstrClass::DsAtomic;
  return ds && (info.has(isa::kMayLoad) || info.has(isa::kMayStore));
}

LdsRanges::LdsRanges(const ir::Function& fn) : fn_(fn), literalWritten_(isa::kNumUnits, 0) {
  for (const ir::Block& b : fn.blocks)
    for (const ir::Stmt& s : b.stmts) {
      if (!s.isInstr() || !s.inst)
        continue;
      isa::UnitRuns du = isa::defUseRuns(s, isa::MsbState{});
      if (du.fence() || du.writesExec() ||
          du.overlaps(isa::kMsbUnit, isa::kMsbUnit + 1, isa::UnitRuns::kWrites))
        vgprValuesKnown_ = false;
      if (isLiteralMove(s))
        du.forEachUnit(isa::UnitRuns::kWrites, [&](uint32_t u) { literalWritten_[u] = 1; });
    }
}

std::optional<uint32_t> LdsRanges::valueBefore(uint32_t block, uint32_t index,
                                               uint32_t unit) const {
  if ((unit < isa::kSgprUnitBase && !vgprValuesKnown_) || !literalWritten_[unit])
    return std::nullopt; // no literal ever reaches it
  std::optional<uint32_t> value;
  std::vector<char> seen(fn_.blocks.size(), 0);
  std::vector<std::pair<uint32_t, uint32_t>> work{{block, index}}; // (block, statements left)
  size_t budget = kSearchBudget;
  while (!work.empty()) {
    auto [b, i] = work.back();
    work.pop_back();
    const ir::Block& blk = fn_.blocks[b];
    bool written = false;
    while (i > 0 && !written) {
      const ir::Stmt& s = blk.stmts[--i];
      if (budget-- == 0 || ++visited_ > kFunctionBudget || s.kind == ir::StmtKind::Opaque)
        return std::nullopt;
      if (!s.isInstr())
        continue;
      if (!s.inst)
        return std::nullopt;
      isa::UnitRuns du = isa::defUseRuns(s, isa::MsbState{});
      if (du.fence())
        return std::nullopt;
      if (!du.overlaps(unit, unit + 1, isa::UnitRuns::kWrites))
        continue;
      // Only a whole-register move of a literal gives a value.
      if (!isLiteralMove(s))
        return std::nullopt;
      uint32_t v = uint32_t(s.inst->operands[1].value);
      if (value && *value != v)
        return std::nullopt;
      value = v;
      written = true;
    }
    if (written)
      continue;
    if (b == 0 || blk.preds.empty())
      return std::nullopt; // the function's entry: an argument or the caller's value
    for (uint32_t p : blk.preds)
      if (!seen[p]) {
        seen[p] = 1;
        work.push_back({p, uint32_t(fn_.blocks[p].stmts.size())});
      }
  }
  return value;
}

std::optional<LdsRange> LdsRanges::of(uint32_t block, uint32_t index) const {
  auto [it, fresh] = answers_.try_emplace({block, index});
  if (fresh)
    it->second = compute(block, index);
  return it->second;
}

std::optional<LdsRange> LdsRanges::compute(uint32_t block, uint32_t index) const {
  const ir::Stmt& s = fn_.blocks[block].stmts[index];
  if (!s.inst || s.inst->operands.empty())
    return std::nullopt;
  const ir::Inst& inst = *s.inst;
  const auto& ops = inst.operands;
  std::string_view name = isa::mnemonicName(inst.opcode);
  if (isa::Opcode(inst.opcode) == "tensor_load_to_lds") {
    const ir::Operand& g0 = ops[0];
    if (g0.kind != ir::OperandKind::Reg || g0.reg.file != ir::RegFile::S || g0.reg.count < 2)
      return std::nullopt;
    std::optional<uint32_t> base =
        valueBefore(block, index, isa::kSgprUnitBase + uint32_t(g0.reg.first) + 1);
    if (!base || *base >= kLdsBytes)
      return std::nullopt;
    return LdsRange{*base, kLdsBytes, false}; // its end depends on tiles and padding
  }
  if (!writesLdsAsync(inst) && !accessesLds(inst))
    return std::nullopt;
  // The LDS address: an async load's first operand; a DS instruction's
  // first, or second when it returns data.
  const isa::InstrInfo& info = isa::instrInfo(inst.opcode);
  size_t at = writesLdsAsync(inst) ? 0 : info.defs > 0 ? 1 : 0;
  if (at >= ops.size())
    return std::nullopt;
  std::optional<uint32_t> unit = vgprUnit(ops[at]);
  std::optional<uint32_t> bytes = accessBytes(name);
  if (!unit || !bytes)
    return std::nullopt;
  std::optional<uint32_t> base = valueBefore(block, index, *unit);
  if (!base || *base >= kLdsBytes)
    return std::nullopt;
  if (name.find("2addr") != std::string_view::npos) {
    uint64_t scale = *bytes * (name.find("stride64") != std::string_view::npos ? 64u : 1u);
    int64_t o0 = modifierValue(inst, "offset0"), o1 = modifierValue(inst, "offset1");
    if (o0 < 0 || o1 < 0)
      return std::nullopt;
    uint64_t lo = uint64_t(std::min(o0, o1)) * scale, hi = uint64_t(std::max(o0, o1)) * scale + *bytes;
    return span(*base, lo, hi);
  }
  int64_t offset = modifierValue(inst, "offset");
  if (offset < 0)
    return std::nullopt;
  return span(*base, uint64_t(offset), uint64_t(offset) + *bytes);
}

} // namespace silken::analysis
