// The peephole pass's pattern file: its data model and its reader.
//
// A pattern names one to four instructions of a block (linked by shared
// variables, not necessarily adjacent), the constraints they must meet and
// the rewrite (delete some, replace some). The grammar is docs/peephole.md;
// the built-in table is isa/gfx1250-peephole.patterns, compiled into the
// binary. The reader checks everything it can without a kernel (mnemonics,
// constraint names and arities, variables bound before use, a link
// constraint between several instructions) and reports a clang-style
// diagnostic at the offending token.
//
//   pattern MergeNops
//     match   $a = s_nop $n
//     match   $b = s_nop $m
//     require adjacent($a, $b)
//     require at-most({$n + $m + 1}, 127)
//     rewrite $a = s_nop {$n + $m + 1}
//     rewrite delete $b
//   end
#pragma once

#include "isa/mnemonics.h"
#include "support/diag.h"
#include "support/source.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace silken::passes {

/// One operand slot of a `match` line.
struct OperandPattern {
  enum class Kind : uint8_t { Any, Var, Int } kind = Kind::Any;
  std::string var;   ///< Var: the variable name without '$'
  int64_t value = 0; ///< Int: the constant it must be
};

struct MatchLine {
  std::string var;                       ///< the instruction's variable
  std::vector<isa::MnemonicId> mnemonics; ///< any of these (aliases resolved)
  std::vector<OperandPattern> operands;
};

/// An argument of a constraint or of a rewrite: a variable, a number, or a
/// sum `{$n + $m - 1}` of numbers and integer variables.
struct Term {
  enum class Kind : uint8_t { Var, Int, Sum } kind = Kind::Int;
  std::string var;
  int64_t value = 0;
  int sign = 1;            ///< a part of a Sum: +1 or -1
  std::vector<Term> parts; ///< Sum: Var or Int terms, each with its sign
};

enum class ConstraintKind : uint8_t {
  Adjacent,       ///< adjacent($i, $j): $j is the instruction right after $i
  NoWriteBetween, ///< no-write-between($i, $j)
  SameMsb,        ///< same-msb($i, $j): one known s_set_vgpr_msb state at both
  SingleUse,      ///< single-use($v, $j): $v's value is read by $j alone
  FlagsDead,      ///< flags-dead($i): the SCC/VCC $i writes are read by nobody
  MsbRedundant,   ///< msb-redundant($i): it sets the state already in force
  WaitsForNothing, ///< waits-for-nothing($i): every counter at its largest value
  SelfCopy,       ///< self-copy($i): source and destination are the same units
  AtMost,         ///< at-most(term, term)
  Vgpr,           ///< vgpr($v)
  Sgpr,           ///< sgpr($v)
};

struct Constraint {
  ConstraintKind kind;
  std::vector<Term> args;
  SourceLoc loc;
};

struct RewriteLine {
  bool erase = false;   ///< `rewrite delete $i`
  std::string var;      ///< the instruction replaced or deleted
  std::string mnemonic; ///< replacement: as written (checked against the ISA)
  std::vector<Term> operands;
};

struct Pattern {
  std::string name;
  std::string option; ///< "" = on by default; "fp-contract": only with that flag
  std::vector<MatchLine> matches;
  std::vector<Constraint> constraints;
  std::vector<RewriteLine> rewrites;
  SourceLoc loc;
};

/// The built-in table (isa/gfx1250-peephole.patterns), compiled in.
std::string_view builtinPeepholePatterns();

/// Reads a pattern file; false (with diagnostics in `diags`, which must be
/// bound to `file`) when anything is malformed.
bool readPeepholePatterns(const SourceFile& file, DiagEngine& diags, std::vector<Pattern>& out);

/// The constraint names, for documentation and "did you mean".
std::vector<std::string_view> constraintNames();

} // namespace silken::passes
