// Tool (not a test): runs the hazard model (analysis/hazards.h) on every
// block of the files given and prints each unsatisfied requirement as
// `file:line: H1 WmmaToValu: producer line N, needs R, has P`, then per rule
// how many requirements were listed and how the text satisfies them.
// docs/hazards.md records what it finds on samples/ and the corpus.
//
//   silken_hazard_scan [--expect-none] FILE...
//
// Exit 1 if a file does not parse, or with --expect-none if any requirement
// is unsatisfied (CTest `hazards-compiled`: LLVM's and TensileLite's output
// must show none).
#include "analysis/hazards.h"
#include "asm/parser.h"
#include "support/diag.h"

#include <array>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string_view>

using namespace silken;

int main(int argc, char** argv) {
  std::array<std::array<unsigned, 5>, analysis::kNumHazardKinds> byMeans{};
  int status = 0, first = 1;
  bool expectNone = argc > 1 && std::string_view(argv[1]) == "--expect-none";
  first += expectNone;
  unsigned unsatisfied = 0;
  for (int a = first; a < argc; ++a) {
    std::ifstream in(argv[a], std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    SourceFile file(argv[a], text.str());
    DiagEngine diags(&file);
    std::unique_ptr<ir::Module> m = as::parseModule(file, diags);
    if (!in || diags.errorCount()) {
      std::fprintf(stderr, "%s: does not parse\n", argv[a]);
      status = 1;
      continue;
    }
    for (const ir::Function& fn : m->functions) {
      std::vector<std::vector<analysis::HazardRequirement>> all = analysis::findBlockHazards(fn);
      for (size_t b = 0; b < all.size(); ++b) {
        const std::vector<ir::Stmt>& stmts = fn.blocks[b].stmts;
        for (const analysis::HazardRequirement& r : all[b]) {
          ++byMeans[size_t(r.kind)][size_t(r.means)];
          if (r.satisfied())
            continue;
          ++unsatisfied;
          const analysis::HazardRule& rule = analysis::hazardRule(r.kind);
          std::printf("%s:%u: %s %s: producer line %u, needs %u, has %u\n", argv[a],
                      stmts[r.consumer].loc.line, std::string(rule.id).c_str(),
                      std::string(rule.name).c_str(), stmts[r.producer].loc.line,
                      unsigned(r.required), unsigned(r.provided));
        }
      }
    }
  }
  std::printf("rule\tdistance\tfillers\twait\torder\tunsatisfied\n");
  for (const analysis::HazardRule& rule : analysis::hazardRules()) {
    const auto& n = byMeans[size_t(rule.kind)];
    std::printf("%s %s\t%u\t%u\t%u\t%u\t%u\n", std::string(rule.id).c_str(),
                std::string(rule.name).c_str(), n[0], n[1], n[2], n[3], n[4]);
  }
  return expectNone && unsatisfied ? 1 : status;
}
