// The basic-block graph of each function.
//
// Blocks split at every label and after every branch or terminator. Edges:
// s_branch (taken), s_cbranch_* (taken + fall-through), s_endpgm (none),
// s_setpc_b64 (resolved through the long-branch idiom when possible), calls
// (fall-through). A target the file does not define is unknown code: an
// exit at which everything is live.
#pragma once

#include "ir/module.h"
#include "support/diag.h"

#include <string>
#include <unordered_set>

namespace silken::ir {

/// The block-splitting rule, one statement at a time, so the parser can
/// build blocks while it reads and buildCfg can see that they are right.
class BlockSplitter {
public:
  /// Whether `s`, coming next, must open a new block.
  bool startsBlock(const Stmt& s) const;
  /// Records `s`; `opensBlock` says it is the first of its block.
  void add(const Stmt& s, bool opensBlock);

private:
  bool hasInstr_ = false; // the current block holds code
  bool closed_ = false;   // the current block ended with a branch or end
};

/// Re-splits every function of the module into blocks and links them.
/// Passes call it after they add labels or branches. Warnings about
/// undefined targets go to `diags` when it is not null. `split`: the
/// caller made the blocks by the splitting rule (the parser), so they are
/// not checked against it.
void buildCfg(Module& module, DiagEngine* diags, bool split = false);

/// Re-splits and links one function.
void buildCfg(const Module& module, Function& function, DiagEngine* diags,
              bool split = false);

/// Whether the blocks of `fn` already follow the splitting rule.
bool followsSplitRule(const Function& fn);

/// Marks the functions that are callable, not kernels (Function::callable):
/// named functions that no `.amdhsa_kernel` descriptor names, when the file
/// has descriptors; without any, those that return through s[30:31]. The
/// blocks must follow the split rule (after buildCfg).
void classifyCallables(std::vector<Function>& functions,
                       const std::unordered_set<std::string_view>& kernelDescriptors);

/// s_setpc_b64 / s_set_pc_i64 on the return address s[30:31].
bool isReturn(const Stmt& stmt);

/// The label a branch instruction jumps to, or empty.
std::string_view branchTarget(const Stmt& stmt);

/// The label an operand's symbol names, its relocation specifier dropped:
/// `f` of `f@gotpcrel`, `L` of `L@rel32@lo`. How the CFG reads the
/// long-branch and tail-call idioms; a pass that keeps their pieces must
/// read them alike.
inline std::string_view symbolLabel(std::string_view symbol) {
  return symbol.substr(0, symbol.find('@'));
}

} // namespace silken::ir
