#include "isa/msb_fields.h"

#include <vector>

namespace silken::isa {

const MsbFields& msbFields(MnemonicId id) {
  static const std::vector<MsbFields> table = [] {
    std::vector<MsbFields> t(allMnemonics().size());
    struct Row {
      const char *name, *plain, *returning;
    };
    static const Row rows[] = {
#define SILKEN_MSB_FIELDS(name, plain, returning) {name, plain, returning},
#include "../../isa/gfx1250-msb-fields.def"
    };
    for (const Row& r : rows) {
      MnemonicId m = lookupMnemonic(r.name);
      if (m >= 0)
        t[size_t(m)] = {r.plain, *r.returning ? r.returning : nullptr};
    }
    return t;
  }();
  static const MsbFields none;
  return id >= 0 && size_t(id) < table.size() ? table[size_t(id)] : none;
}

} // namespace silken::isa
