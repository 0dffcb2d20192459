// What the `silken` command does, as library functions the driver calls
// (and tests can call without a process).
#pragma once

#include "passes/pass.h"
#include "tool/files.h"
#include "tool/instrument.h"

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace silken::tool {

struct CommonOptions {
  std::string input = "-";  ///< "-" = stdin
  std::string output = "-"; ///< "-" = stdout
  bool werror = false;      ///< warnings fail the run
  unsigned errorLimit = 20; ///< 0 = no limit
  bool color = false;
  uint64_t maxInputSize = kDefaultMaxInputSize; ///< larger inputs are refused unread
  /// Grow the heap for the input before parsing (one file per process; a
  /// batch leaves it to malloc's per-thread arenas).
  bool growHeap = true;
  /// Heap grown per input byte (address space; only what is used is
  /// touched): the chain and `check` took 8 to 31 times the input on the
  /// corpus (peak RSS less start-up), so 32; past the grown heap every
  /// 4 KiB costs a page fault.
  unsigned heapPerInputByte = 32;
};

struct RewriteOptions : CommonOptions {
  std::vector<const passes::PassInfo*> pipeline;
  std::string remarksFile;   ///< empty = no remarks file
  std::string remarksFilter; ///< re2 pattern on pass names
  bool remarksSummary = false; ///< print a per-pass count on stderr
  bool timePasses = false;     ///< print where the time went on stderr
  passes::PassOptions passOptions;
  InstrumentOptions instrument; ///< --print-after, --verify-each, ...
};

/// Options of the read-only subcommands (cfg, stats, isa, check).
struct ReportOptions : CommonOptions {
  std::string format; ///< cfg: dot | json; stats, check: text | json (check: sarif too)
  /// stats, cfg: run these passes first and report on their result
  std::vector<const passes::PassInfo*> pipeline;
  bool annotate = false; ///< cfg: mark what the passes changed
  bool cycles = false;   ///< stats: silken's cycle estimate per block
  bool defUse = false;   ///< isa: per instruction, the register units read and written
  std::string function;  ///< cfg: draw only this function
  std::string around;    ///< cfg: draw only the blocks near this label
  unsigned depth = 2;    ///< cfg: how many edges away from `around`
  std::string waveIdxSymbol = "sgprWaveIdx"; ///< check: the wave-index symbol
  std::string loopCounterSymbol = "sgprLoopCounterL"; ///< check: the loop counter
  std::string serialSymbol = "vgprSerial"; ///< check: the thread-serial VGPR
  bool checkBarriers = true; ///< check: barrier use
  bool checkWaits = true;    ///< check: wait counts
  /// check: source overwrites (xcnt); findings only `llvm` asks for are
  /// warnings of their own category
  isa::XcntPolicy checkXcnt = isa::XcntPolicy::Llvm;
  unsigned barrierStateLimit = 64; ///< check: path states per block before widening
  size_t waitSearchLimit = size_t(1) << 26; ///< check: statements the wait searches may visit
  /// check: -W<category> / -Wno-<category> / -Werror, in order, without "-W"
  std::vector<std::string> warningFlags;
};

/// Reads and checks the peephole patterns (the --peephole-patterns file, or
/// the built-in table) into options.peephole.table, once before any input
/// is read; false after printing their diagnostics to `err` (exit 1).
bool preparePeephole(passes::PassOptions& options, bool color, std::ostream& err);

/// silken [INPUT] [-o OUTPUT] [--passes=...]: returns the exit code.
int runRewrite(const RewriteOptions& options, std::ostream& out, std::ostream& err);

/// silken cfg [INPUT] --format=dot|json
int runCfg(const ReportOptions& options, std::ostream& out, std::ostream& err);

/// silken stats [INPUT] --format=text|json [--passes=...]
int runStats(const ReportOptions& options, std::ostream& out, std::ostream& err);

/// Many files in one run (silken INPUT... --output-dir DIR, silken check
/// INPUT...): each file on its own, `jobs` at a time; what is printed does
/// not depend on `jobs`.
struct BatchOptions {
  std::vector<std::string> inputs;
  unsigned jobs = 1;
  std::string outputDir;  ///< rewrite: where the outputs go
  std::string suffix;     ///< rewrite: k.s -> k<suffix>.s
  std::string remarksDir; ///< rewrite: k.s -> DIR/k<suffix>.remarks.json
  bool progress = false;  ///< a progress line on stderr (when it is a terminal)
  bool summary = false;   ///< a summary line per file and one for the run
};

/// silken INPUT... --output-dir DIR: returns 1 if any file failed.
int runRewriteBatch(const RewriteOptions& options, const BatchOptions& batch,
                    std::ostream& out, std::ostream& err);

/// silken check INPUT...: verify barriers and waits; diagnostics on stderr
/// (or one JSON / SARIF document on `out` with --format=json|sarif); exit 1
/// on an error in any file.
int runCheck(const ReportOptions& options, const BatchOptions& batch, std::ostream& out,
             std::ostream& err);

/// silken isa [INPUT]: how the ISA table classifies each distinct mnemonic;
/// exit 1 if one is not classified.
int runIsa(const ReportOptions& options, std::ostream& out, std::ostream& err);

} // namespace silken::tool
