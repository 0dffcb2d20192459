// dce's rules about single instructions and its per-block hazard lookup,
// apart from the sweeps (dce.cpp): which classes are VALU-pipe slots, which
// effects no liveness sees, which writes never go, what a self-copy is.
#pragma once

#include "analysis/hazards.h"
#include "analysis/ordering.h"
#include "ir/module.h"
#include "isa/instr_info.h"
#include "semantics/def_use.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace silken::passes::dce {

constexpr unsigned kSafeSlots = 9; ///< the longest hazard distance in VALU slots (H2, iu8/FP8)

bool isValuPipe(const isa::InstrInfo& info);
/// The effects no liveness can see: anything of these and it stays.
bool hasOtherEffects(const isa::InstrInfo& info);
/// Whether instruction `i` of block `b` may go at all once its writes are
/// unread: no ordering fence, no effect liveness cannot see, nothing the
/// CFG reads (feedsControlFlow).
bool mayGo(const ir::Inst& inst, const isa::InstrInfo& info, const analysis::Ordering& order,
           uint32_t b, uint32_t i);
/// A VALU slot the hazard distances count (v_nop is only padding).
bool takesValuSlot(const ir::Inst& inst);
/// EXEC, M0 and the MSB state: never deleted for being unread.
isa::RegUnits protectedUnits();
/// s_mov_b32 sX, sX / s_mov_b64 s[X:Y], s[X:Y]: a copy onto itself.
bool isSaluSelfMove(const ir::Inst& inst);
/// Per statement of a block (`index`: the statement of each hazard
/// sequence position), the first satisfied requirement whose producer and
/// consumer lie strictly around it, or -1.
std::vector<int32_t> firstSpanning(std::span<const analysis::HazardRequirement> reqs,
                                   const std::vector<uint32_t>& index, size_t statements);
/// Whether a block needs the hazard check for a dead SALU: only the SMEM
/// soft-clause rule and the s_wait_alu rules count scalar instructions.
bool scalarHazardsPossible(const std::vector<ir::Stmt>& stmts);

/// The VALU-only conditions of a dead VALU (dce.cpp's file comment), or ""
/// when they hold: `expert` mode anywhere in the function, the VALU slots
/// before it in its block, whether an s_delay_alu follows it.
std::string valuRule(bool expert, unsigned slotsBefore, bool delayFollows);
/// valuRule's answer is not "" (without making its message).
bool valuRuleKeeps(bool expert, unsigned slotsBefore, bool delayFollows);

/// The last s_delay_alu of a block, if it has one.
std::optional<size_t> lastDelayAlu(const std::vector<ir::Stmt>& stmts);

/// Per statement of block `b`: 1 for a VALU candidate that valuRule keeps
/// however much around it dies (every VALU slot before it counted, the
/// most decide can see). dce's walk takes these as staying from the start,
/// so their feeders are not first taken for dead and then found live.
std::vector<char> keptWhateverDies(const std::vector<ir::Stmt>& stmts,
                                   const analysis::Ordering& order, uint32_t b, bool expert);

/// Part of how the CFG reads an indirect jump: s_get_pc_i64, or an operand
/// that names a label (s_add_u32 s0, s0, target@rel32@lo ..., a tail call's
/// f@gotpcrel+4), read as ir::buildCfg reads it. Deleting one would turn a
/// resolved jump or tail call into an exit to unknown code, which waits for
/// everything: a second run would add waits. A symbol the file does not
/// define counts too: the CFG reads a jump through one as a tail call to
/// code outside the file.
bool feedsControlFlow(const ir::Inst& inst);

} // namespace silken::passes::dce
