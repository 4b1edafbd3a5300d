#include "replay/replay_loader.h"

#include "replay/compression.h"
#include "replay/replay_convert.h"
#include "replay/replay_file.h"

#include "core/replay_format.h"

#include <QFileInfo>

namespace Kibitz::Debugger::ReplayLoader {

std::optional<Replay> load(const QString& path, QString* error, QString* importedFrom,
                           const ReplayConvert::ImportOptions& importOptions, ReplayValidation::FrameStates frames)
{
  const std::optional<QByteArray> bytes = ReplayFile::readBytes(path, ReplayFile::kMaxFileBytes, error);
  if (!bytes)
    return std::nullopt;
  return loadBytes(*bytes, path, error, importedFrom, importOptions, frames);
}

std::optional<Replay> loadBytes(const QByteArray& bytes, const QString& path, QString* error, QString* importedFrom,
                                const ReplayConvert::ImportOptions& importOptions, ReplayValidation::FrameStates frames)
{
  const QByteArray head = bytes.left(64 * 1024);
  const bool kibitz = Compression::looksGzipped(head) || head.contains("\"kibitz-replay\"");
  // Foreign formats are recognised from the whole file: some put their telling keys late.
  if (!kibitz) {
    const Rules::Game* game = nullptr;
    if (const Rules::ReplayFormat* format = ReplayConvert::sniffFormat(bytes, &game)) {
      if (importedFrom)
        *importedFrom = format->id();
      return ReplayConvert::importMatch(*game, *format, bytes, QFileInfo(path).fileName(), error, importOptions);
    }
  }
  QString problem;
  std::optional<Replay> replay = ReplayFile::parse(bytes, &problem, frames);
  if (!replay)
    *error = kibitz ? QStringLiteral("%1: %2").arg(path, problem)
                    : QStringLiteral("%1: not a Kibitz replay nor a format Kibitz can import (%2)").arg(path, problem);
  return replay;
}

}  // namespace Kibitz::Debugger::ReplayLoader
