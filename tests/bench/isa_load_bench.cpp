// Benchmark (not a test): how long the ISA tables take to load. Prints the
// time to build the mnemonic index and the family matcher and to classify
// (a) the first 250 mnemonics and (b) all of them. Run by scripts/bench.
#include "isa/instr_info.h"
#include "isa/mnemonics.h"

#include <chrono>
#include <cstdio>

int main() {
  using clock = std::chrono::steady_clock;
  auto ms = [](clock::time_point a, clock::time_point b) {
    return std::chrono::duration<double, std::milli>(b - a).count();
  };
  auto t0 = clock::now();
  silken::isa::MnemonicId id = silken::isa::lookupMnemonic("v_add_f32");
  auto t1 = clock::now();
  size_t n = silken::isa::allMnemonics().size();
  unsigned known = silken::isa::instrInfo(id).known();
  for (size_t i = 0; i < 250 && i < n; ++i)
    known += silken::isa::instrInfo(silken::isa::MnemonicId(i * (n / 250))).known();
  auto t2 = clock::now();
  for (size_t i = 0; i < n; ++i)
    known += silken::isa::instrInfo(silken::isa::MnemonicId(i)).known();
  auto t3 = clock::now();
  std::printf("isa tables: mnemonic index %.3f ms, +250 mnemonics classified %.3f ms, "
              "all %zu classified %.3f ms (%u known)\n",
              ms(t0, t1), ms(t1, t2), n, ms(t1, t3), known);
  return 0;
}
