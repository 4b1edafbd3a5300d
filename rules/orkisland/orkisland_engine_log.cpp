// § numbers: the Rules reference of docs/games/orkisland.md.
#include "orkisland/orkisland_engine_log.h"

#include "orkisland/orkisland_state.h"

#include <algorithm>

namespace Kibitz::Rules::OrkIsland {

std::optional<ImportedMatch> EngineLogFormat::importMatch(const QByteArray&, QString* error) const
{
  *error = QStringLiteral("an engine log holds no states: import the native log (orkisland-log) instead");
  return std::nullopt;
}

std::optional<QByteArray> EngineLogFormat::exportMatch(const ExportInput& input, QString* error) const
{
  std::vector<const OrkIslandState*> frames;
  for (size_t t = 0; t < input.frames.size(); ++t) {
    const auto* state = dynamic_cast<const OrkIslandState*>(input.frames[t].get());
    if (!state) {
      *error = QStringLiteral("frame %1 is not an OrkIsland state").arg(t);
      return std::nullopt;
    }
    frames.push_back(state);
  }
  if (frames.empty()) {
    *error = QStringLiteral("nothing to export: the match has no states");
    return std::nullopt;
  }
  const QStringList names = input.setup ? input.setup->playerNames : frames.front()->names();
  QString out;
  const auto line = [&out](const QString& text) {
    out += text;
    out += QLatin1Char('\n');
  };
  line(QStringLiteral("info: seed %1").arg(frames.front()->seed()));
  line(QStringLiteral("info: loading game"));
  line(QStringLiteral("info: loaded game"));
  for (const QString& name : names)
    line(QStringLiteral("info: loading player %1").arg(name));
  line(QStringLiteral("info: players loaded"));

  for (size_t t = 0; t + 1 < frames.size(); ++t) {
    // The turn again, from its recorded replies, for the warnings it issued.
    std::unique_ptr<State> replayed = frames[t]->clone();
    std::vector<Move> moves(kNumPlayers);
    const std::vector<RecordedReply>* replies = t < input.replies.size() ? &input.replies[t] : nullptr;
    for (int p = 0; p < kNumPlayers; ++p) {
      const RecordedReply* reply = replies && size_t(p) < replies->size() ? &(*replies)[size_t(p)] : nullptr;
      if (reply && reply->acted && reply->answered)
        moves[size_t(p)] = frames[t]->parseReply(p, reply->lines);
      else
        moves[size_t(p)] = Move::failed(reply && reply->acted ? Move::Status::Crashed : Move::Status::Timeout, QString());
    }
    replayed->applyMoves(moves);
    const auto& after = static_cast<const OrkIslandState&>(*replayed);
    line(QStringLiteral("info: start round %1").arg(frames[t]->round()));
    for (int p = 0; p < kNumPlayers; ++p) {
      line(QStringLiteral("info:     start player %1").arg(p));
      const QString text = replies && size_t(p) < replies->size() ? (*replies)[size_t(p)].stderrText : QString();
      // A course player's execute() prints its duplicate warnings on its own stderr, as the
      // original's does (§20.1): those are in `text`, in call order, and are not repeated.
      QStringList printedByBot = text.split(QLatin1Char('\n'));
      for (const QString& warning : after.lastPlayerWarnings(p))
        if (!warning.startsWith(QLatin1String("warning: command already requested")) || !printedByBot.removeOne(warning))
          line(warning);
      if (!text.isEmpty())
        out += text.endsWith(QLatin1Char('\n')) ? text : text + QLatin1Char('\n');
      line(QStringLiteral("info:     end player %1").arg(p));
    }
    for (const QString& warning : after.lastFilterWarnings())
      line(warning);
    line(QStringLiteral("info: end round %1").arg(frames[t]->round()));
  }

  // Final scores; the top score starts at 0, so all-zero scores list every player (§12).
  const OrkIslandState& last = *frames.back();
  int64_t top = 0;
  for (int p = 0; p < kNumPlayers; ++p) {
    line(QStringLiteral("info: player %1 got score %2").arg(names.value(p)).arg(last.totalScore(p)));
    top = std::max(top, last.totalScore(p));
  }
  QStringList winners;
  for (int p = 0; p < kNumPlayers; ++p)
    if (last.totalScore(p) == top)
      winners << names.value(p);
  line(QStringLiteral("info: player(s) %1 got top score").arg(winners.join(QLatin1Char(' '))));
  line(QStringLiteral("info: game played"));
  return out.toUtf8();
}

QString EngineLogFormat::description() const
{
  return QString::fromUtf8(QT_TRANSLATE_NOOP("GameTerms", "OrkIsland engine log (the original's stderr)"));  // the window shows it translated
}

}  // namespace Kibitz::Rules::OrkIsland
