// What a kernel's descriptor and metadata say about its launch shape, read
// from the `.amdgpu_metadata` YAML (`.max_flat_workgroup_size`,
// `.wavefront_size`) and the `.amdhsa_wavefront_size32` directive.
#pragma once

#include "ir/module.h"

#include <optional>
#include <string_view>

namespace silken::analysis {

struct WorkgroupShape {
  unsigned maxFlatWorkgroupSize = 0; ///< threads
  unsigned waveSize = 0;             ///< lanes per wave
  /// Waves one workgroup can have at most.
  unsigned maxWaves() const { return (maxFlatWorkgroupSize + waveSize - 1) / waveSize; }
};

/// The kernel's shape, or nullopt if the file does not say (no metadata
/// entry for `kernel`, or no workgroup size in it).
std::optional<WorkgroupShape> workgroupShape(const ir::Module& m, std::string_view kernel);

} // namespace silken::analysis
