#include "replay/turn_profile.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace Kibitz::Debugger {

const QString TurnProfile::kOther = QStringLiteral("[other]");

namespace {

// Control characters would turn a stack into several lines of folded text.
QString cleanStack(const QString& stack)
{
  QString out;
  out.reserve(std::min(stack.size(), TurnProfile::kMaxStackChars));
  for (const QChar c : stack)
    if (!c.isNull() && c.category() != QChar::Other_Control && c != QLatin1Char(' '))
      out += c;
    else if (c == QLatin1Char(' '))
      out += QLatin1Char('_');  // folded text ends a stack at its last space
  // Keep the leaf end: the functions that spent the time.
  if (out.size() > TurnProfile::kMaxStackChars)
    out = QStringLiteral("[cut]") + out.right(TurnProfile::kMaxStackChars - 5);
  return out.isEmpty() ? QStringLiteral("[unknown]") : out;
}

}  // namespace

TurnProfile TurnProfile::fromCounts(const QHash<QString, qint64>& counts)
{
  QHash<QString, qint64> clean;
  for (auto it = counts.begin(); it != counts.end(); ++it)
    if (it.value() > 0)
      clean[cleanStack(it.key())] += std::min(it.value(), kMaxSamples);
  QList<FoldedStack> all;
  all.reserve(clean.size());
  for (auto it = clean.begin(); it != clean.end(); ++it)
    all.append({it.key(), it.value()});
  // Heaviest first; equal counts by name, so that the same samples fold the same way.
  std::sort(all.begin(), all.end(), [](const FoldedStack& a, const FoldedStack& b) {
    return a.count != b.count ? a.count > b.count : a.stack < b.stack;
  });
  TurnProfile profile;
  const bool cut = all.size() > kMaxStacks;
  qint64 other = 0;
  for (const FoldedStack& s : all) {
    profile.samples += s.count;
    if (s.stack == kOther || (cut && profile.folded.size() >= kMaxStacks - 1))
      other += s.count;
    else
      profile.folded.append(s);
  }
  if (other > 0) {
    const auto at = std::find_if(profile.folded.begin(), profile.folded.end(),
                                 [other](const FoldedStack& s) { return s.count < other; });
    profile.folded.insert(at, {kOther, other});
  }
  return profile;
}

namespace TurnProfiles {

QJsonObject toJson(const TurnProfile& profile)
{
  QJsonArray folded;
  for (const FoldedStack& s : profile.folded)
    folded.append(QJsonArray{s.stack, s.count});
  return QJsonObject{{QStringLiteral("samples"), profile.samples}, {QStringLiteral("folded"), folded}};
}

bool fromJson(const QJsonValue& value, const QString& path, TurnProfile* profile, QString* error)
{
  const auto refuse = [&](const QString& what) {
    *error = QStringLiteral("%1.%2").arg(path, what);
    return false;
  };
  if (!value.isObject()) {
    *error = QStringLiteral("%1: expected an object {\"samples\": N, \"folded\": [[stack, count], ...]}").arg(path);
    return false;
  }
  const QJsonObject o = value.toObject();
  const QJsonValue samples = o.value(QStringLiteral("samples"));
  const double n = samples.toDouble(-1);
  if (!samples.isDouble() || n < 0 || n > double(TurnProfile::kMaxSamples) || n != std::floor(n))
    return refuse(QStringLiteral("samples: expected a whole number from 0 to %1").arg(TurnProfile::kMaxSamples));
  const QJsonValue folded = o.value(QStringLiteral("folded"));
  if (!folded.isArray())
    return refuse(QStringLiteral("folded: expected an array of [stack, count]"));
  const QJsonArray array = folded.toArray();
  if (array.size() > TurnProfile::kMaxStacks)
    return refuse(QStringLiteral("folded: %1 stacks, at most %2").arg(array.size()).arg(TurnProfile::kMaxStacks));
  TurnProfile p;
  p.samples = qint64(n);
  qint64 sum = 0;
  for (qsizetype i = 0; i < array.size(); ++i) {
    const QJsonArray pair = array[i].toArray();
    const QString where = QStringLiteral("folded[%1]").arg(i);
    if (!array[i].isArray() || pair.size() != 2 || !pair[0].isString() || !pair[1].isDouble())
      return refuse(where + QStringLiteral(": expected [stack text, count]"));
    const QString stack = pair[0].toString();
    const double count = pair[1].toDouble();
    if (stack.isEmpty() || stack.size() > TurnProfile::kMaxStackChars)
      return refuse(where + QStringLiteral(": a stack of 1 to %1 characters").arg(TurnProfile::kMaxStackChars));
    for (const QChar c : stack)
      if (c.category() == QChar::Other_Control || c == QLatin1Char(' '))
        return refuse(where + QStringLiteral(": a stack holds no spaces or control characters"));
    if (count < 1 || count > n || count != std::floor(count))
      return refuse(where + QStringLiteral(": count %1 is not a whole number from 1 to the samples (%2)").arg(count).arg(p.samples));
    sum += qint64(count);
    p.folded.append({stack, qint64(count)});
  }
  if (sum != p.samples)
    return refuse(QStringLiteral("samples: %1, but the stacks count %2").arg(p.samples).arg(sum));
  *profile = std::move(p);
  return true;
}

namespace {

bool cleanText(const QString& text)
{
  for (const QChar c : text)
    if (c.category() == QChar::Other_Control)
      return false;
  return true;
}

}  // namespace

QJsonObject sourcesToJson(const SourcePlaces& places)
{
  QJsonObject o;
  for (auto it = places.begin(); it != places.end(); ++it)
    o.insert(it.key(), QJsonArray{it->file, it->line});
  return o;
}

bool sourcesFromJson(const QJsonValue& value, const QString& path, SourcePlaces* places, QString* error)
{
  if (!value.isObject()) {
    *error = QStringLiteral("%1: expected an object {\"function\": [\"file\", line], ...}").arg(path);
    return false;
  }
  const QJsonObject o = value.toObject();
  if (o.size() > SourcePlace::kMaxFunctions) {
    *error = QStringLiteral("%1: %2 functions, at most %3").arg(path).arg(o.size()).arg(SourcePlace::kMaxFunctions);
    return false;
  }
  SourcePlaces read;
  for (auto it = o.begin(); it != o.end(); ++it) {
    const QString where = QStringLiteral("%1[\"%2\"]").arg(path, it.key().left(60));
    const QJsonArray pair = it.value().toArray();
    if (it.key().isEmpty() || it.key().size() > SourcePlace::kMaxNameChars || !cleanText(it.key())) {
      *error = where + QStringLiteral(": a function name of 1 to %1 characters without control characters").arg(SourcePlace::kMaxNameChars);
      return false;
    }
    if (!it.value().isArray() || pair.size() != 2 || !pair[0].isString() || !pair[1].isDouble()) {
      *error = where + QStringLiteral(": expected [file, line]");
      return false;
    }
    const QString file = pair[0].toString();
    const double line = pair[1].toDouble();
    if (file.isEmpty() || file.size() > SourcePlace::kMaxFileChars || !cleanText(file)) {
      *error = where + QStringLiteral(": a file name of 1 to %1 characters without control characters").arg(SourcePlace::kMaxFileChars);
      return false;
    }
    if (line < 1 || line > SourcePlace::kMaxLine || line != std::floor(line)) {
      *error = where + QStringLiteral(": line %1 is not a whole number from 1 to %2").arg(line).arg(SourcePlace::kMaxLine);
      return false;
    }
    read.insert(it.key(), {file, int(line)});
  }
  *places = std::move(read);
  return true;
}

SourcePlaces placesUsedBy(const SourcePlaces& places, const QList<TurnProfile>& profiles)
{
  SourcePlaces used;
  if (places.isEmpty())
    return used;
  for (const TurnProfile& profile : profiles)
    for (const FoldedStack& s : profile.folded)
      for (const QString& f : s.stack.split(QLatin1Char(';'))) {
        if (used.size() >= SourcePlace::kMaxFunctions)
          return used;
        if (const auto it = places.find(f); it != places.end())
          used.insert(f, *it);
      }
  return used;
}

}  // namespace TurnProfiles
}  // namespace Kibitz::Debugger
