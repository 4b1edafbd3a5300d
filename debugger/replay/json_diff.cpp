#include "replay/json_diff.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

namespace Kibitz::Debugger::JsonDiff {

namespace {

QString join(const QString& path, const QString& key)
{
  return path.isEmpty() ? key : path + QLatin1Char('.') + key;
}

void walk(const QJsonValue& a, const QJsonValue& b, const QString& path, qsizetype limit, QList<Difference>* out)
{
  if (out->size() >= limit || a == b)
    return;
  if (a.isObject() && b.isObject()) {
    const QJsonObject oa = a.toObject();
    const QJsonObject ob = b.toObject();
    QStringList keys = oa.keys();
    for (const QString& k : ob.keys())
      if (!oa.contains(k))
        keys << k;
    for (const QString& k : keys)
      walk(oa.value(k), ob.value(k), join(path, k), limit, out);
    return;
  }
  if (a.isArray() && b.isArray()) {
    const QJsonArray aa = a.toArray();
    const QJsonArray ab = b.toArray();
    const qsizetype n = std::max(aa.size(), ab.size());
    for (qsizetype i = 0; i < n; ++i)
      walk(i < aa.size() ? aa[i] : QJsonValue(QJsonValue::Undefined), i < ab.size() ? ab[i] : QJsonValue(QJsonValue::Undefined),
           QStringLiteral("%1[%2]").arg(path).arg(i), limit, out);
    return;
  }
  out->append({path, a, b});
}

}  // namespace

QList<Difference> differences(const QJsonValue& left, const QJsonValue& right, qsizetype limit)
{
  QList<Difference> out;
  walk(left, right, QString(), limit, &out);
  return out;
}

QString shortText(const QJsonValue& value)
{
  if (value.isUndefined())
    return QStringLiteral("(absent)");
  if (value.isString())
    return QLatin1Char('"') + value.toString() + QLatin1Char('"');
  if (value.isDouble())
    return QString::number(value.toDouble(), 'g', 17);
  if (value.isBool())
    return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
  if (value.isNull())
    return QStringLiteral("null");
  const QByteArray json = value.isObject() ? QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact)
                                           : QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact);
  return json.size() > 80 ? QString::fromUtf8(json.left(77)) + QStringLiteral("...") : QString::fromUtf8(json);
}

QString describe(const Difference& d)
{
  return QStringLiteral("%1: %2 -> %3").arg(d.path.isEmpty() ? QStringLiteral("(root)") : d.path, shortText(d.left), shortText(d.right));
}

}  // namespace Kibitz::Debugger::JsonDiff

namespace Kibitz::Debugger::JsonDiff {

namespace {
void collect(const QJsonValue& value, const QString& path, QList<QPair<QString, QJsonValue>>* out)
{
  if (value.isObject()) {
    const QJsonObject o = value.toObject();
    for (auto it = o.begin(); it != o.end(); ++it)
      collect(it.value(), path.isEmpty() ? it.key() : path + QLatin1Char('.') + it.key(), out);
  } else if (value.isArray()) {
    const QJsonArray a = value.toArray();
    for (qsizetype i = 0; i < a.size(); ++i)
      collect(a[i], QStringLiteral("%1[%2]").arg(path).arg(i), out);
  } else {
    out->append({path, value});
  }
}
}  // namespace

QList<QPair<QString, QJsonValue>> leaves(const QJsonValue& value)
{
  QList<QPair<QString, QJsonValue>> out;
  collect(value, QString(), &out);
  return out;
}

}  // namespace Kibitz::Debugger::JsonDiff
