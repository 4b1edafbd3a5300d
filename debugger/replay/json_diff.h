#pragma once

#include <QJsonValue>
#include <QString>
#include <QStringList>

namespace Kibitz::Debugger::JsonDiff {

struct Difference {
  QString path;  // "players[0].energy"
  QJsonValue left;
  QJsonValue right;
};

// The leaves where two JSON values differ, in document order, at most `limit` of them.
QList<Difference> differences(const QJsonValue& left, const QJsonValue& right, qsizetype limit = 100);
// "players[0].energy: 5 -> 7"
QString describe(const Difference& difference);
// A JSON value as one short line of text.
QString shortText(const QJsonValue& value);

}  // namespace Kibitz::Debugger::JsonDiff

namespace Kibitz::Debugger::JsonDiff {
// Every leaf of a JSON value with its path, in document order ("players[0].energy").
QList<QPair<QString, QJsonValue>> leaves(const QJsonValue& value);
}  // namespace Kibitz::Debugger::JsonDiff
