#include "analysis/kernel_metadata.h"
#include "test_util.h"

#include <doctest/doctest.h>

using namespace silken;

TEST_CASE("kernel metadata: waves per workgroup of the named kernel only") {
  test::Parsed p(".amdgpu_metadata\n---\namdhsa.kernels:\n"
                 "  - .args:\n      - .name: k\n        .size: 8\n"
                 "    .max_flat_workgroup_size: 256\n    .name: other\n    .wavefront_size: 32\n"
                 "  - .args:\n      - .name: A\n"
                 "    .max_flat_workgroup_size: 64\n    .name: k\n    .wavefront_size: 32\n"
                 "amdhsa.target: amdgcn-amd-amdhsa--gfx1250\n...\n.end_amdgpu_metadata\n");
  std::optional<analysis::WorkgroupShape> k = analysis::workgroupShape(*p.module, "k");
  REQUIRE(k.has_value());
  CHECK(k->maxFlatWorkgroupSize == 64); // not the argument named k of `other`
  CHECK(k->maxWaves() == 2);
  CHECK(analysis::workgroupShape(*p.module, "other")->maxWaves() == 8);
  CHECK_FALSE(analysis::workgroupShape(*p.module, "missing").has_value());
}
