// The in-memory model of one assembly file.
//
// Module -> Function -> Block -> Stmt. Every statement of the input (labels,
// directives, instructions, comments, blank lines) is a Stmt that keeps its
// exact bytes (`raw`), so printing an untouched module gives back the input
// byte for byte. Passes rebuild a block's `stmts` vector to insert, move or
// delete; an edited or new statement is printed from `text` instead.
#pragma once

#include "ir/symbols.h"
#include "support/arena.h"
#include "support/source.h"
#include "support/string_map.h"

#include <cstdint>
#include <deque>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace silken::ir {

enum class RegFile : uint8_t {
  None,
  V,       ///< v0..v255 as written (the s_set_vgpr_msb window is applied later)
  S,       ///< s0..s105
  TTMP,    ///< ttmp0..ttmp15
  VCC,     ///< units 0 = vcc_lo, 1 = vcc_hi
  EXEC,    ///< units 0 = exec_lo, 1 = exec_hi
  M0,
  SCC,
  Null,    ///< null: reads as zero, writes are dropped
  Special, ///< src_* constants, flat_scratch, lds_direct, ...
};

enum class RegHalf : uint8_t { Full, Lo, Hi }; ///< true16 v32.l / v32.h

struct RegRef {
  RegFile file = RegFile::None;
  RegHalf half = RegHalf::Full;
  bool symbolic = false; ///< the index was written with .set symbols
  uint16_t first = 0;
  uint16_t count = 0;
};

enum class OperandKind : uint8_t {
  Reg,   ///< v7, s[4:7], vcc_lo, s[sgprFoo+1]
  Imm,   ///< an integer literal or constant expression with a known value
  Float, ///< 1.0, -4.0, 1e-3
  Expr,  ///< an expression whose value the file does not fix (labels, ...)
  Off,   ///< `off`
  Func,  ///< hwreg(...), sendmsg(...), depctr_*(N)..., instid0(...) | ...
};

// Packed to 48 bytes: a large kernel holds a million of these.
struct Operand {
  OperandKind kind = OperandKind::Imm;
  bool neg : 1 = false; ///< -v2 or neg(v2)
  bool abs : 1 = false; ///< |v1| or abs(v1)
  bool sext : 1 = false;
  bool hasValue : 1 = false;
  RegRef reg;
  uint32_t symbolSize = 0;
  int64_t value = 0;
  std::string_view text; ///< exact spelling, source modifiers included
  const char* symbolData = nullptr;

  /// The first symbol an Expr/Imm refers to (a label use), or empty.
  std::string_view symbol() const { return {symbolData, symbolSize}; }
  void setSymbol(std::string_view s) {
    symbolData = s.data();
    symbolSize = uint32_t(s.size()); // inputs are under 4 GiB
  }
};
static_assert(sizeof(void*) != 8 || sizeof(Operand) == 48);

/// offset:64, th:TH_LOAD_NT, op_sel:[1,0], clamp, bitop3:0x54 ...
struct Modifier {
  std::string_view name;
  std::string_view value; ///< text after ':' (empty for a bare flag)
  bool hasNumber = false;
  int64_t number = 0;
};

/// The register def/use of an instruction, kept for it by the semantics
/// layer (semantics/def_use_memo.cpp fills it; def_use.h reads the first
/// entry inline, def_use_memo.cpp the others) as a few runs
/// of register units per MSB state: passes ask the same instruction's
/// def/use many times. Two MSB states' answers in one cache line (instead
/// of 3 x 2,199 bits per state), made on the first question (parse + print
/// never asks); a third state asked gets another such line, chained, at
/// most kChain lines in all (the last entry is then reused). An instruction
/// naming no VGPR has one answer for every state, kept once.
struct alignas(64) DefUseMemo {
  static constexpr unsigned kRuns = 6;
  static constexpr unsigned kChain = 2;
  struct Entry {
    uint8_t state = 0; ///< 0: nothing kept yet
    uint8_t msbBits = 0;
    bool msbKnown = true;
    uint8_t count = 0;
    uint32_t runs[kRuns];
  };
  Entry entries[2];
  DefUseMemo* next = nullptr; ///< two more MSB states
};
static_assert(sizeof(void*) != 8 || sizeof(DefUseMemo) == 64);

/// One instruction's parsed form. Statements of the same text share one
/// record when the text and the values of the .set symbols it reads decide
/// it (no label, no diagnostic; asm/same_text.h): its views then point into
/// the first such statement, so a position in a statement's own text is found with
/// Stmt::ownText, never by comparing pointers with its body.
struct Inst {
  std::string_view mnemonic; ///< as written (case and alias kept)
  int32_t opcode = -1;       ///< isa mnemonic id; -1 = unknown (a fence)
  std::string_view dualMnemonic; ///< VOPD: the Y half, empty otherwise
  int32_t dualOpcode = -1;
  uint8_t dualFirstOperand = 0; ///< VOPD: index of Y's first operand
  std::span<const Operand> operands;   ///< owned by the Module's arena
  std::span<const Modifier> modifiers; ///< owned by the Module's arena

  /// See DefUseMemo: null until def/use is first asked, then from
  /// `defUseMemos`, the owning module's arena (null for an instruction no
  /// module made: nothing is kept).
  mutable DefUseMemo* defUseMemo = nullptr;
  Arena<DefUseMemo>* defUseMemos = nullptr;

  bool isDual() const { return !dualMnemonic.empty(); }
  const Modifier* modifier(std::string_view name) const;
};

enum class StmtKind : uint8_t {
  Trivia,    ///< blank line or comment only
  Label,     ///< name:
  Directive, ///< .text, .set, .p2align ...
  Instr,     ///< a machine instruction (known or not)
  Opaque,    ///< .macro/.rept/.if region or .amdgpu_metadata block, verbatim
};

struct Stmt {
  StmtKind kind = StmtKind::Trivia;
  bool edited = false; ///< print from `text`, not `raw`
  bool startsLine = true; ///< raw begins a line (false after `label:` on one line)
  SourceLoc loc;       ///< first token; invalid for statements a pass made
  uint32_t ordinal = 0; ///< input position, for .set lookups
  /// Stable identity within the module: the input position for input
  /// statements, a fresh number (Module::newStmtId) for pass-made ones. It
  /// survives moves, so remarks and snapshots can say what moved or died.
  uint32_t id = 0;
  std::string_view raw;  ///< exact input bytes, terminator included
  std::string_view name; ///< label, directive name or mnemonic
  std::string_view body; ///< first to last token of the statement (no comment)
  std::string_view text; ///< replacement body when edited or new
  /// Owned by the Module (Instr statements only). Const: an instruction
  /// never changes after parsing (a pass makes a new one), which is what
  /// lets Inst::defUseMemo never go stale.
  const Inst* inst = nullptr;

  bool isInstr() const { return kind == StmtKind::Instr; }
  /// `part`, a view into this instruction's Inst (an operand's or
  /// modifier's text), as it appears in this statement's own text (`body`,
  /// or `text` when edited); empty if it is not there. The Inst may be
  /// another statement's of the same text, whose body starts the same way.
  std::string_view ownText(std::string_view part) const;
  /// An instruction the ISA table does not know, an opaque region, or a
  /// `.long` in code: every pass must treat it as a fence.
  bool isFence() const {
    if (kind == StmtKind::Instr)
      return !inst || inst->opcode < 0 || (inst->isDual() && inst->dualOpcode < 0);
    return kind != StmtKind::Trivia && kind != StmtKind::Label && isDataOrRegionFence();
  }

private:
  bool isDataOrRegionFence() const; // isFence of a directive or an opaque region
public:
};

// 96 bytes: a large kernel holds a million of these, and passes copy them.
static_assert(sizeof(void*) != 8 || sizeof(Stmt) == 96);

struct Block {
  std::vector<Stmt> stmts;
  std::vector<uint32_t> succs; ///< block indices within the function
  std::vector<uint32_t> preds;
  /// Control may leave to code the file does not show (an undefined label,
  /// a computed jump): everything is live there.
  bool exitsToUnknown = false;
  /// The block ends the program (s_endpgm) or returns.
  bool endsProgram = false;
  /// It ends in a return: s_setpc_b64 / s_set_pc_i64 on the return address
  /// s[30:31] (also counted in exitsToUnknown: the caller reads anything).
  bool returns = false;
  /// It ends in a jump to another function (an s_setpc whose target comes
  /// from a symbol that is not a label of this function): a tail call.
  bool tailCalls = false;

  std::vector<std::string_view> labels() const;
  /// The last instruction of the block, or nullptr.
  const Stmt* terminator() const;
};

struct Function {
  std::string_view name; ///< kernel symbol; empty for file-level code
  bool isKernel = false; ///< named by .type X,@function (a kernel unless callable)
  /// A callable function, not a kernel: no `.amdhsa_kernel` descriptor
  /// names it and the file has descriptors, or it returns through s[30:31].
  /// The caller's memory operations may be in flight at its entry.
  bool callable = false;
  std::vector<Block> blocks;
};

class Module {
public:
  explicit Module(const SourceFile& file) : file_(&file) {}
  // Instructions point into the module's arenas: it never moves.
  Module(const Module&) = delete;
  Module& operator=(const Module&) = delete;

  const SourceFile& file() const { return *file_; }
  std::vector<Function> functions;
  ir::SymbolTable symbols;

  /// Keeps text a pass made alive as long as the module (string_views into
  /// it stay valid: a deque never moves its elements).
  std::string_view intern(std::string text);
  /// Like intern, but as a source the lexer can read (for pass-made text).
  const SourceFile& addSnippet(std::string text);
  /// A trailing comment ("// ...") for the pass-made statement `id`, printed
  /// after its text. Kept here, not in every Stmt: few statements have one.
  void setComment(uint32_t id, std::string_view comment) {
    comments_[id] = intern(std::string(comment));
  }
  std::string_view commentOf(uint32_t id) const {
    auto it = comments_.find(id);
    return it == comments_.end() ? std::string_view{} : it->second;
  }
  /// A fresh statement id for a pass-made statement (after every input id).
  uint32_t newStmtId() { return nextStmtId_++; }
  /// Every id handed out so far is below this.
  uint32_t stmtIdLimit() const { return nextStmtId_; }
  /// The parser: input statements took ids 0..count-1.
  void setInputStmtCount(uint32_t count) { nextStmtId_ = count; }

  /// A new instruction record owned by the module (stable address).
  Inst* newInst() {
    Inst* inst = insts_.make();
    inst->defUseMemos = &defUseMemos_;
    return inst;
  }
  /// Gives `inst` module-owned copies of its operands and modifiers.
  void setParts(Inst& inst, std::span<const Operand> operands,
                std::span<const Modifier> modifiers) {
    inst.operands = operands_.copy(operands);
    inst.modifiers = modifiers_.copy(modifiers);
  }

  /// Records every label the file defines (including inside macro and .if
  /// regions), so a branch to another function's label is not "undefined".
  void indexLabels();
  bool labelDefined(std::string_view name) const {
    return labels_.contains(name);
  }

  /// The line terminator new lines get: the file's first ("\n", "\r\n", "\r").
  std::string_view newline = "\n";

private:
  const SourceFile* file_;
  uint32_t nextStmtId_ = 0;
  std::deque<std::string> strings_;
  std::deque<SourceFile> snippets_;
  Arena<Inst> insts_;
  Arena<DefUseMemo> defUseMemos_;
  Arena<Operand> operands_;
  Arena<Modifier> modifiers_;
  StringMap<char> labels_; // lookup only (StringMap never iterates)
  std::unordered_map<uint32_t, std::string_view> comments_; // lookup only
};

} // namespace silken::ir
