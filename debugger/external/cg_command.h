#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace Kibitz::Debugger {

// The framing of the `cg` dialect (the protocol CodinGame's servers speak with an SDK
// referee, docs/external-games.md): a header line `[[NAME] N]` followed by N lines, in
// both directions. Facts from the protocol only; no SDK code.
namespace CgCommand {

// The most lines one command may announce: a larger count is a protocol break, not a
// reason to wait for (or buffer) that many lines.
constexpr int kMaxLines = 100'000;

struct Header {
  QString name;
  int lineCount = 0;
};

// The header in `line`, or nullopt with `error` saying what is wrong ("expected [[NAME] N]",
// "announces 200000 lines, the most is 100000").
std::optional<Header> parseHeader(const QString& line, QString* error);

// `[[NAME] N]` and the lines, each ended by '\n'.
QByteArray format(const QString& name, const QStringList& lines);

}  // namespace CgCommand
}  // namespace Kibitz::Debugger
