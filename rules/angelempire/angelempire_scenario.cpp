#include "angelempire/angelempire_scenario.h"

#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <set>

namespace Kibitz::Rules::AngelEmpire {

namespace {

bool parseInt(const QString& token, int* out)
{
  bool ok = false;
  const int v = token.toInt(&ok);
  if (!ok)
    return false;
  *out = v;
  return true;
}

void sortCpu(std::vector<Placement>& cpu)
{
  std::sort(cpu.begin(), cpu.end(),
            [](const Placement& a, const Placement& b) { return cpuSlotOf(a.cell) < cpuSlotOf(b.cell); });
}

}  // namespace

const BattleScenario* Scenario::battle(int k) const
{
  const auto it = battles.find(k);
  return it == battles.end() ? nullptr : &it->second;
}

std::optional<Scenario> Scenario::parse(const QByteArray& text, int battles, QString* error)
{
  Scenario scenario;
  BattleScenario* current = nullptr;
  std::set<std::pair<int, int>> used;  // cells of the current battle
  const QList<QByteArray> lines = text.split('\n');
  for (int n = 0; n < lines.size(); ++n) {
    QString line = QString::fromUtf8(lines[n]);
    const qsizetype hash = line.indexOf(QLatin1Char('#'));
    if (hash >= 0)
      line.truncate(hash);
    line.replace(QLatin1Char('\t'), QLatin1Char(' '));
    line.remove(QLatin1Char('\r'));
    const QStringList tokens = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (tokens.isEmpty())
      continue;
    const auto bad = [&](const QString& why) {
      *error = QStringLiteral("scenario line %1: %2").arg(n + 1).arg(why);
      return std::nullopt;
    };
    std::vector<int> v(size_t(tokens.size() - 1));
    for (qsizetype i = 1; i < tokens.size(); ++i)
      if (!parseInt(tokens[i], &v[size_t(i - 1)]))
        return bad(QStringLiteral("'%1' is not an integer").arg(tokens[i]));
    const QString& directive = tokens[0];
    if (directive == QLatin1String("BATTLE")) {
      if (v.size() != 1)
        return bad(QStringLiteral("BATTLE takes 1 integer, found %1").arg(v.size()));
      if (v[0] < 1 || v[0] > battles)
        return bad(QStringLiteral("battle %1 is out of range 1..%2").arg(v[0]).arg(battles));
      if (scenario.battles.count(v[0]))
        return bad(QStringLiteral("battle %1 appears twice").arg(v[0]));
      current = &scenario.battles[v[0]];
      used.clear();
    } else if (directive == QLatin1String("WALL") || directive == QLatin1String("CPU")) {
      const bool wall = directive == QLatin1String("WALL");
      if (v.size() != (wall ? 2u : 3u))
        return bad(QStringLiteral("%1 takes %2 integers, found %3").arg(directive).arg(wall ? 2 : 3).arg(v.size()));
      if (!current)
        return bad(QStringLiteral("%1 before any BATTLE line").arg(directive));
      const int x = v[0];
      const int y = v[1];
      const int xMin = wall ? 3 : 7;
      const int xMax = wall ? 6 : 9;
      if (x < xMin || x > xMax)
        return bad(QStringLiteral("x = %1 is out of range %2..%3 for %4").arg(x).arg(xMin).arg(xMax).arg(directive));
      if (y < 0 || y >= kMapY)
        return bad(QStringLiteral("y = %1 is out of range 0..%2").arg(y).arg(kMapY - 1));
      if (!used.insert({x, y}).second)
        return bad(QStringLiteral("cell (%1, %2) is used twice in this battle").arg(x).arg(y));
      if (wall) {
        current->walls.push_back({x, y});
      } else {
        if (!isUnitType(v[2]))
          return bad(QStringLiteral("type %1 is out of range 2..9").arg(v[2]));
        current->cpu.push_back({{x, y}, v[2]});
      }
    } else {
      return bad(QStringLiteral("unknown directive '%1' (BATTLE, WALL or CPU)").arg(directive));
    }
  }
  for (auto& [k, b] : scenario.battles)
    sortCpu(b.cpu);
  return scenario;
}

QJsonArray Scenario::toJson() const
{
  QJsonArray out;
  for (const auto& [k, b] : battles) {
    QJsonArray walls;
    for (Point p : b.walls)
      walls.append(QJsonArray{p.x, p.y});
    QJsonArray cpu;
    for (const Placement& u : b.cpu)
      cpu.append(QJsonArray{u.cell.x, u.cell.y, u.type});
    out.append(QJsonObject{{QStringLiteral("battle"), k}, {QStringLiteral("walls"), walls}, {QStringLiteral("cpu"), cpu}});
  }
  return out;
}

std::optional<Scenario> Scenario::fromJson(const QJsonArray& json, int battles, QString* error)
{
  // Rebuilt as scenario text so that the same range checks apply.
  QByteArray text;
  for (int i = 0; i < json.size(); ++i) {
    const QJsonObject o = json[i].toObject();
    // A non-integer becomes "?", which the parser rejects.
    const auto number = [](const QJsonValue& v) {
      const double d = v.toDouble(0.5);
      return v.isDouble() && std::floor(d) == d && std::abs(d) < 1e9 ? QByteArray::number(qint64(d)) : QByteArray("?");
    };
    if (!json[i].isObject() || !o.value(QStringLiteral("walls")).isArray() || !o.value(QStringLiteral("cpu")).isArray()
        || !o.value(QStringLiteral("battle")).isDouble()) {
      *error = QStringLiteral("scenario[%1]: expected {battle, walls, cpu}").arg(i);
      return std::nullopt;
    }
    text += "BATTLE " + number(o.value(QStringLiteral("battle"))) + '\n';
    for (const QJsonValue& w : o.value(QStringLiteral("walls")).toArray()) {
      const QJsonArray a = w.toArray();
      if (a.size() != 2) {
        *error = QStringLiteral("scenario[%1].walls: expected [x, y] pairs").arg(i);
        return std::nullopt;
      }
      text += "WALL " + number(a[0]) + ' ' + number(a[1]) + '\n';
    }
    for (const QJsonValue& c : o.value(QStringLiteral("cpu")).toArray()) {
      const QJsonArray a = c.toArray();
      if (a.size() != 3) {
        *error = QStringLiteral("scenario[%1].cpu: expected [x, y, type] triples").arg(i);
        return std::nullopt;
      }
      text += "CPU " + number(a[0]) + ' ' + number(a[1]) + ' ' + number(a[2]) + '\n';
    }
  }
  QString why;
  std::optional<Scenario> s = parse(text, battles, &why);
  if (!s)
    *error = QStringLiteral("scenario: ") + why;
  return s;
}

}  // namespace Kibitz::Rules::AngelEmpire
