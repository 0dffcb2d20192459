// peephole's copy propagation of WMMA result moves: what it rewrites, what
// it is not a candidate for, and the edge distances over several paths.
#include "passes/pass.h"
#include "test_util.h"

#include <doctest/doctest.h>

using namespace silken;

namespace {

const char* const kFill = "v_add_f32 v42, v43, v44\nv_add_f32 v45, v46, v47\n"
                          "v_add_f32 v48, v49, v50\nv_add_f32 v51, v52, v53\n"
                          "v_add_f32 v54, v55, v56\nv_add_f32 v57, v58, v59\n"
                          "v_add_f32 v60, v61, v62\nv_add_f32 v63, v64, v65\n"
                          "v_add_f32 v66, v67, v68\n";
const char* const kWmma = "v_wmma_f32_16x16x32_bf16 v[0:7], v[8:15], v[16:23], v[0:7]\n";

struct Run {
  explicit Run(std::string text) : p(std::move(text)), remarks("input.s") {}

  // Runs peephole alone; the printed module.
  std::string peephole() {
    std::vector<const passes::PassInfo*> list{passes::findPass("peephole")};
    passes::PassContext ctx{*p.diags, remarks, options};
    passes::runPipeline(*p.module, ctx, list, [](const std::string&) {});
    return p.print();
  }
  std::vector<std::string> messages(std::string_view name) const {
    std::vector<std::string> out;
    for (const Remark& r : remarks.remarks())
      if (r.name == name && r.message.rfind("CopyPropagateWmmaResult", 0) == 0)
        out.push_back(r.message);
    return out;
  }

  test::Parsed p;
  RemarkSink remarks;
  passes::PassOptions options;
};

} // namespace

TEST_CASE("copy propagation: the reads take vW, the move goes, a second run changes nothing") {
  std::string in = std::string(kWmma) + kFill +
                   "v_mov_b32 v24, v0\nv_mov_b32 v25, v1\n"
                   "v_cvt_pk_bf16_f32 v24, v24, v25\nglobal_store_b32 v[40:41], v24, off\n"
                   "s_endpgm\n";
  Run run(in);
  std::string out = run.peephole();
  CHECK(out.find("v_mov_b32 v24, v0") == std::string::npos);
  CHECK(out.find("v_mov_b32 v25, v1") == std::string::npos);
  CHECK(out.find("v_cvt_pk_bf16_f32 v24, v0, v1") != std::string::npos);
  CHECK(run.messages("PatternApplied").size() == 2);
  Run again(out);
  CHECK(again.peephole() == out);
  CHECK(again.messages("PatternApplied").empty());
}

TEST_CASE("copy propagation: a consumer whose text appears twice is rewritten in both places") {
  // The two consumers share one parsed instruction (ir::Inst): each is
  // rewritten from its own text.
  std::string part = std::string(kWmma) + kFill +
                     "v_mov_b32 v24, v0\nv_mov_b32 v25, v1\n"
                     "v_cvt_pk_bf16_f32 v24, v24, v25\nglobal_store_b32 v[40:41], v24, off\n";
  Run run(part + part + "s_endpgm\n");
  std::vector<const ir::Stmt*> before = run.p.instrs();
  const size_t n = before.size() / 2;
  REQUIRE(before[n - 2]->inst == before[2 * n - 2]->inst);
  std::string out = run.peephole();
  const std::string made = "v_cvt_pk_bf16_f32 v24, v0, v1";
  size_t first = out.find(made);
  REQUIRE(first != std::string::npos);
  CHECK(out.find(made, first + 1) != std::string::npos);
  CHECK(out.find("v_cvt_pk_bf16_f32 v24, v24, v25") == std::string::npos);
  CHECK(run.messages("PatternApplied").size() == 4);
}

TEST_CASE("copy propagation: in expert mode the va_vdst wait that counts the move tightens") {
  std::string in = std::string("s_setreg_IMM32_b32 hwreg(26,0,2), 2\n") + kWmma + kFill +
                   "v_mov_b32 v24, v0\nv_add_f32 v25, v24, v26\nv_add_f32 v27, v28, v29\n"
                   "v_add_f32 v30, v28, v29\nv_add_f32 v31, v28, v29\n"
                   "s_wait_alu depctr_va_vdst(3)\ns_wait_alu depctr_va_vdst(0)\n"
                   "global_store_b32 v[42:43], v25, off\ns_endpgm\n";
  Run run(in);
  std::string out = run.peephole();
  CHECK(out.find("v_add_f32 v25, v0, v26") != std::string::npos);
  CHECK(out.find("s_wait_alu depctr_va_vdst(2)") != std::string::npos);
  CHECK(out.find("s_wait_alu depctr_va_vdst(3)") == std::string::npos);
}

TEST_CASE("copy propagation: a move of what is a WMMA result on one path only is no candidate") {
  std::string in = std::string(kWmma) + "s_cbranch_scc0 .Ljoin\nv_mov_b32 v0, 0\n.Ljoin:\n" +
                   kFill + "v_mov_b32 v24, v0\nv_add_f32 v25, v24, v26\n"
                   "global_store_b32 v[40:41], v25, off\ns_endpgm\n";
  Run run(in);
  std::string out = run.peephole();
  CHECK(out.find("v_mov_b32 v24, v0") != std::string::npos);
  CHECK(run.messages("PatternApplied").empty());
  CHECK(run.messages("PatternRefused").empty()); // no remark: not a WMMA result move
}

TEST_CASE("copy propagation: the edge distance is the fewest slots over every path in") {
  // .Lstore is reached from the entry block (the WMMA and four VALU: five
  // slots) and through a block of five more: the move at its start is
  // refused, by the shorter path.
  std::string in = std::string(kWmma) +
                   "v_add_f32 v42, v43, v44\nv_add_f32 v45, v46, v47\n"
                   "v_add_f32 v48, v49, v50\nv_add_f32 v51, v52, v53\n"
                   "s_cbranch_scc0 .Lstore\n" +
                   "v_add_f32 v54, v55, v56\nv_add_f32 v57, v58, v59\n"
                   "v_add_f32 v60, v61, v62\nv_add_f32 v63, v64, v65\n"
                   "v_add_f32 v66, v67, v68\n"
                   ".Lstore:\n"
                   "v_mov_b32 v24, v0\nv_add_f32 v25, v24, v26\n"
                   "global_store_b32 v[40:41], v25, off\ns_endpgm\n";
  Run run(in);
  std::string out = run.peephole();
  CHECK(out.find("v_mov_b32 v24, v0") != std::string::npos);
  std::vector<std::string> why = run.messages("PatternRefused");
  REQUIRE(why.size() == 1);
  CHECK(why[0].find("a path into it has 5 VALU slots") != std::string::npos);
}
