// The OrkIsland configuration (.cnf) reader, and the round 0 an accepted file leads to.
#include "fuzz_support.h"

#include "core/registry.h"
#include "orkisland/orkisland_config.h"
#include "orkisland/orkisland_state.h"

namespace {

using namespace Kibitz::Rules;

// Generated maps are tried on small boards only: a 1000 x 1000 one is legitimately slow
// to generate, which says nothing about the reader.
constexpr int kMaxGeneratedSide = 50;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
  QString error;
  const std::optional<OrkIsland::Config> config = OrkIsland::parseCnf(Kibitz::Fuzz::bytes(data, size), &error);
  Kibitz::Fuzz::check(config || !error.isEmpty(), "a refused .cnf says why");
  if (!config || (!config->fixed && config->settings.rows > kMaxGeneratedSide))
    return 0;
  const Game& game = *Registry::find(u"orkisland");
  const QStringList names{QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C"), QStringLiteral("D")};
  const std::unique_ptr<OrkIsland::OrkIslandState> state =
      OrkIsland::OrkIslandState::create(game, *config, 1, names, 1000, 100, &error);
  Kibitz::Fuzz::check(state || !error.isEmpty(), "a refused round 0 says why");
  if (state) {
    // Its replay must open: the state restores from its own JSON.
    Kibitz::Fuzz::check(OrkIsland::OrkIslandState::fromJson(game, names, state->toJson(), &error) != nullptr,
                        "round 0 restores from its JSON", error);
  }
  return 0;
}
