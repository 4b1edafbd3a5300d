// What an external game's referee sends that Kibitz parses without a process
// (docs/external-games.md): the cg dialect's command headers, one per input line, and the
// tier-1 kibitz frame, the whole input read as its JSON (the first byte picks 1..8 players).
#include "fuzz_support.h"

#include "external/cg_command.h"
#include "external/kibitz_frame.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Kibitz::Debugger;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
  const QByteArray input = Kibitz::Fuzz::bytes(data, size);
  for (const QByteArray& line : input.split('\n')) {
    QString error;
    const std::optional<CgCommand::Header> header = CgCommand::parseHeader(QString::fromUtf8(line), &error);
    Kibitz::Fuzz::check(header || !error.isEmpty(), "a refused header says why");
    if (header) {
      Kibitz::Fuzz::check(!header->name.isEmpty(), "a command has a name");
      Kibitz::Fuzz::check(header->lineCount >= 0 && header->lineCount <= CgCommand::kMaxLines, "a bounded line count");
    }
  }

  const int players = size > 0 ? 1 + data[0] % 8 : 2;
  const QJsonDocument doc = QJsonDocument::fromJson(input.mid(1));
  const KibitzFrame frame = KibitzFrame::read(doc.isObject() ? QJsonValue(doc.object()) : QJsonValue(doc.array()), players);
  Kibitz::Fuzz::check(frame.metrics.size() <= KibitzFrame::kMaxMetrics, "at most kMaxMetrics metrics");
  for (const auto& metric : frame.metrics)
    Kibitz::Fuzz::check(metric.second.size() == players, "one value per player");
  const QJsonObject grid = frame.json.value(QStringLiteral("grid")).toObject();
  if (!grid.isEmpty()) {
    const int rows = grid.value(QStringLiteral("rows")).toInt();
    const QJsonArray cells = grid.value(QStringLiteral("cells")).toArray();
    Kibitz::Fuzz::check(rows >= 1 && rows <= KibitzFrame::kMaxGridSide && cells.size() == rows, "a bounded grid, all rows kept");
  }
  Kibitz::Fuzz::check(frame.json.value(QStringLiteral("marks")).toArray().size() <= KibitzFrame::kMaxMarks,
                      "at most kMaxMarks marks");
  // What the replay stores is already clean: reading it again keeps it as it is.
  const KibitzFrame again = KibitzFrame::read(frame.json, players);
  Kibitz::Fuzz::check(again.json == frame.json && again.errors.isEmpty(), "a cleaned kibitz frame reads back unchanged",
                      again.errors.join(QStringLiteral("; ")));
  return 0;
}
