// The command line before CLI11 sees it, and CLI11's complaints after:
// response files, a subcommand wherever it is written, and usage errors in
// silken's own style with "did you mean" notes. Only the driver uses this.
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace CLI {
class App;
class ParseError;
} // namespace CLI

namespace silken::driver {

/// Replaces each `@FILE` argument by the arguments FILE holds (split at
/// white space; '...', "..." and backslash quote), recursively. On an
/// unreadable file or a loop, returns false with `error`.
bool expandResponseFiles(std::vector<std::string>& args, std::string& error);

/// Whether parsing `args` may need more than the options `core` has so
/// far (the start-up registers the rest only then: CLI11 compares each new
/// option with every earlier one, and the pass flags and the subcommands'
/// options were half of start-up's instructions). True when an argument
/// names a subcommand (`commandNames`), asks for help, or is an option
/// `core` lacks (a pass flag, a misspelling, a subcommand's option written
/// before it); parsing then sees every option, exactly as if all had been
/// registered from the start. Conservative: a value that looks like an
/// option or a command name only costs the full registration.
bool needsEveryOption(const CLI::App& core, const std::vector<std::string>& args,
                      const std::vector<std::string>& commandNames);

/// The usage checks CLI11 does not make the way silken wants them. Moves the
/// subcommand, wherever it is written, to the front (so `silken k.s check`
/// checks k.s and an option before the subcommand belongs to it); then
/// refuses an option the command does not have (naming the command that
/// has it, or the closest spelling) and a misspelled subcommand. Returns
/// false with the message lines (without "silken: ") in `error`.
bool normalizeArgs(const CLI::App& app, std::vector<std::string>& args,
                   std::vector<std::string>& error);

/// A CLI11 parse error (a bad value, a missing argument) in silken's words.
std::vector<std::string> describeParseError(const CLI::ParseError& e);

/// Prints a usage error the way every usage error looks, and returns 2:
///   silken: error: <first line>
///   silken: note: <each further line>
///   Run 'silken [command] --help' for usage.
int usageError(std::ostream& err, const std::vector<std::string>& lines,
               const std::string& command = "");

} // namespace silken::driver
