/// \file
/// remove-instructions: ablation. Removes every instruction whose mnemonic
/// --remove-instructions=a,b,c names, in every function or only in those
/// --remove-instructions-in=k1,k2 names, with one InstructionRemoved remark
/// each (its text and statement id). Names are resolved as the parser
/// resolves mnemonics (isa::lookupMnemonic: case, aliases such as s_add_u32
/// for s_add_co_u32, encoding suffixes such as _e32), so `v_add_f32_e32`
/// names the same instructions as `v_add_f32`. A VOPD pair matches by its X
/// half's mnemonic.
///
/// Not in the default chain (passes.def, Placement::AfterChain): when the
/// option is given it runs after every chain pass (so it also removes what
/// the chain added), and waitcnt, when it is in the pipeline, runs once more
/// after it, so the waits stay complete for the code that is left. With
/// --passes= nothing runs but the removal, and it is truly last. With the
/// default chain its output is a fixed point only when what it removes is
/// nothing a chain pass puts back and feeds nothing dce could then delete
/// (README: run the removal alone on the chain's output for ablation).
///
/// Invariant: every other statement keeps its bytes; the IR stays valid
/// (the pipeline re-splits blocks after it, as for any pass marked
/// changesCfg: removing a branch changes the graph). Not kept, by request:
/// what the kernel computes, its hazards (s_nop padding), and, without
/// waitcnt after it, its waits (--verify-each does not count the silken
/// check findings it makes against it).
///
/// Conservative cases: an unknown mnemonic or function name is an error
/// with a "did you mean" note (exit 1, nothing written), never a silent
/// no-op; an instruction the ISA table does not know is never matched.
///
///   --remove-instructions=s_setprio:
///     s_setprio 3                    (removed)
///     v_wmma_f32_16x16x32_f16 ...    v_wmma_f32_16x16x32_f16 ...
///     s_setprio 0                    (removed)
#include "isa/mnemonics.h"
#include "passes/factories.h"
#include "support/spell.h"

#include <algorithm>
#include <set>
#include <string>
#include <vector>

namespace silken::passes {
namespace {

// "a,b,c" -> {"a","b","c"}; "" -> {}.
std::vector<std::string_view> splitList(std::string_view list) {
  std::vector<std::string_view> out;
  if (list.empty())
    return out;
  size_t start = 0;
  while (true) {
    size_t comma = list.find(',', start);
    out.push_back(list.substr(start, comma == std::string_view::npos ? list.npos : comma - start));
    if (comma == std::string_view::npos)
      return out;
    start = comma + 1;
  }
}

// An "unknown X" error with the closest candidate as a note.
void unknown(DiagEngine& diags, const std::string& what, std::string_view name,
             const std::vector<std::string_view>& candidates) {
  diags.error({}, 0, what + " '" + std::string(name) + "'");
  std::string_view hint = closestMatch(name, candidates);
  if (!hint.empty())
    diags.note({}, 0, "did you mean '" + std::string(hint) + "'?");
}

class RemoveInstructionsPass : public Pass {
public:
  bool run(ir::Module& module, PassContext& ctx) override {
    const RemoveInstructionsOptions& o = ctx.options.removeInstructions;
    std::set<isa::MnemonicId> ids;
    if (!resolveNames(o.names, ids, ctx.diags))
      return false;
    std::vector<std::string_view> kernels = splitList(o.in);
    if (!checkKernels(module, kernels, ctx.diags))
      return false;
    ctx.remarks.emit(ctx.optionsRemark(nullptr, "remove-instructions options"));
    bool changed = false;
    for (ir::Function& fn : module.functions) {
      if (!kernels.empty() && std::find(kernels.begin(), kernels.end(), fn.name) == kernels.end())
        continue;
      for (ir::Block& block : fn.blocks) {
        std::vector<ir::Stmt> kept;
        kept.reserve(block.stmts.size());
        for (ir::Stmt& stmt : block.stmts) {
          if (!matches(stmt, ids)) {
            kept.push_back(stmt);
            continue;
          }
          remarkRemoved(ctx, fn, stmt);
          changed = true;
        }
        if (kept.size() != block.stmts.size())
          block.stmts = std::move(kept);
      }
    }
    return changed;
  }

private:
  static bool resolveNames(std::string_view list, std::set<isa::MnemonicId>& ids,
                           DiagEngine& diags) {
    std::vector<std::string_view> known = isa::allMnemonics();
    for (const isa::Alias& a : isa::allAliases())
      known.push_back(a.alias);
    bool ok = true;
    for (std::string_view name : splitList(list)) {
      isa::MnemonicId id = name.empty() ? isa::kUnknownMnemonic : isa::lookupMnemonic(name);
      if (name.empty()) {
        diags.error({}, 0, "--remove-instructions: empty name in '" + std::string(list) + "'");
        ok = false;
      } else if (id == isa::kUnknownMnemonic) {
        unknown(diags, "--remove-instructions: unknown instruction", name, known);
        ok = false;
      } else {
        ids.insert(id);
      }
    }
    return ok;
  }

  static bool checkKernels(const ir::Module& module, const std::vector<std::string_view>& names,
                           DiagEngine& diags) {
    std::vector<std::string_view> known;
    for (const ir::Function& fn : module.functions)
      if (!fn.name.empty())
        known.push_back(fn.name);
    bool ok = true;
    for (std::string_view name : names)
      if (std::find(known.begin(), known.end(), name) == known.end()) {
        unknown(diags, "--remove-instructions-in: no kernel named", name, known);
        ok = false;
      }
    return ok;
  }

  static bool matches(const ir::Stmt& stmt, const std::set<isa::MnemonicId>& ids) {
    return stmt.isInstr() && stmt.inst && !stmt.isFence() && ids.count(stmt.inst->opcode);
  }

  static void remarkRemoved(PassContext& ctx, const ir::Function& fn, const ir::Stmt& stmt) {
    std::string text(stmt.edited ? stmt.text : stmt.body);
    std::string_view canonical = isa::mnemonicName(stmt.inst->opcode);
    Remark r = ctx.remark(RemarkKind::Passed, "InstructionRemoved", fn, stmt.loc,
                          "removed '" + text + "' (statement " + std::to_string(stmt.id) +
                              ", as --remove-instructions asked)");
    r.args.emplace_back("instruction", text);
    r.args.emplace_back("mnemonic", std::string(canonical));
    r.args.emplace_back("stmt", int64_t(stmt.id));
    ctx.remarks.emit(std::move(r));
  }
};

} // namespace

std::unique_ptr<Pass> createRemoveInstructionsPass() {
  return std::make_unique<RemoveInstructionsPass>();
}

} // namespace silken::passes
