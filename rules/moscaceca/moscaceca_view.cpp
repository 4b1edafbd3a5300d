#include "moscaceca/moscaceca_view.h"

#include <QStringList>

namespace Kibitz::Rules::MoscaCeca {

namespace {

std::optional<ViewKind> kindFromName(QStringView name)
{
  if (name == QLatin1String("OUT")) return ViewKind::Out;
  if (name == QLatin1String("FREE")) return ViewKind::Free;
  if (name == QLatin1String("FLAG")) return ViewKind::Flag;
  if (name == QLatin1String("CLOTH")) return ViewKind::Cloth;
  if (name == QLatin1String("COLUMN")) return ViewKind::Column;
  return std::nullopt;
}

class LineReader {
public:
  LineReader(QStringView text, QString* error) : error_(error)
  {
    for (QStringView line : text.split(QLatin1Char('\n')))
      lines_ << line.toString();
    if (!lines_.isEmpty() && lines_.last().isEmpty())
      lines_.removeLast();
  }
  bool atEnd() const { return next_ >= lines_.size(); }
  QString peek() const { return atEnd() ? QString() : lines_[next_]; }
  // The next line's tokens when it starts with `keyword` and has `count` integers after it.
  bool ints(const char* keyword, int count, QList<int>* values, int skipWords = 0, QStringList* words = nullptr)
  {
    if (atEnd())
      return fail(QStringLiteral("missing %1 line").arg(QLatin1String(keyword)));
    const QString line = lines_[next_++];
    const QStringList tokens = line.split(QLatin1Char(' '));
    if (tokens.value(0) != QLatin1String(keyword) || tokens.size() != 1 + skipWords + count)
      return fail(QStringLiteral("line %1: expected %2 with %3 values: '%4'").arg(next_).arg(QLatin1String(keyword)).arg(skipWords + count).arg(line));
    values->clear();
    for (int i = 0; i < skipWords; ++i)
      words->append(tokens[1 + i]);
    for (int i = 0; i < count; ++i) {
      bool ok = false;
      values->append(tokens[1 + skipWords + i].toInt(&ok));
      if (!ok)
        return fail(QStringLiteral("line %1: '%2' is not an integer").arg(next_).arg(tokens[1 + skipWords + i]));
    }
    return true;
  }
  QString take() { return atEnd() ? QString() : lines_[next_++]; }
  int lineNumber() const { return next_; }
  bool fail(const QString& message)
  {
    if (error_->isEmpty())
      *error_ = message;
    return false;
  }

private:
  QStringList lines_;
  int next_ = 0;
  QString* error_;
};

}  // namespace

std::optional<Observation> parseObservation(QStringView text, QString* error)
{
  QString problem;
  LineReader in(text, &problem);
  Observation obs;
  QList<int> v;
  const auto failed = [&]() -> std::optional<Observation> {
    *error = problem.isEmpty() ? QStringLiteral("malformed observation") : problem;
    return std::nullopt;
  };
  if (in.peek().startsWith(QLatin1String("MOSCACECA "))) {
    Header h;
    if (!in.ints("MOSCACECA", 1, &v) || v[0] != 1)
      return in.fail(QStringLiteral("unsupported protocol version")), failed();
    if (!in.ints("BOARD", 1, &v)) return failed();
    h.boardSize = v[0];
    if (!in.ints("TURNS", 1, &v)) return failed();
    h.maxTurns = v[0];
    if (!in.ints("PLAYERS", 2, &v)) return failed();
    h.players = v[0];
    h.agentsPerPlayer = v[1];
    if (!in.ints("PLAYER", 1, &v)) return failed();
    h.player = v[0];
    if (h.agentsPerPlayer < 1 || h.agentsPerPlayer > kMaxAgents || !in.ints("AGENTS", h.agentsPerPlayer, &v))
      return failed();
    h.agents = v;
    if (!in.ints("TIMELIMIT", 2, &v)) return failed();
    h.decisionMs = v[0];
    h.firstDecisionMs = v[1];
    obs.header = h;
  }
  View& view = obs.view;
  if (!in.ints("TURN", 2, &v)) return failed();
  view.turn = v[0];
  view.agent = v[1];
  const QString resultLine = in.take();
  if (!resultLine.startsWith(QLatin1String("RESULT ")))
    return in.fail(QStringLiteral("line %1: expected RESULT: '%2'").arg(in.lineNumber()).arg(resultLine)), failed();
  const std::optional<Outcome> outcome = outcomeFromText(QStringView(resultLine).mid(7));
  if (!outcome)
    return in.fail(QStringLiteral("line %1: unknown outcome '%2'").arg(in.lineNumber()).arg(resultLine)), failed();
  view.result = *outcome;
  if (!in.ints("POS", 2, &v)) return failed();
  view.row = v[0];
  view.col = v[1];
  if (!in.ints("ENERGY", 1, &v)) return failed();
  view.energy = v[0];
  if (!in.ints("CLOTH", 1, &v)) return failed();
  view.cloth = v[0];
  if (!in.ints("COLUMN_DISTANCE", 1, &v)) return failed();
  view.columnDistance = v[0];
  QStringList words;
  if (!in.ints("HERE", 1, &v, 1, &words)) return failed();
  const std::optional<ViewKind> hereKind = kindFromName(words.value(0));
  if (!hereKind || *hereKind == ViewKind::Out)
    return in.fail(QStringLiteral("line %1: bad HERE kind '%2'").arg(in.lineNumber()).arg(words.value(0))), failed();
  view.here = ViewCell{*hereKind, v[0], -1};
  for (int d = 0; d < kDirCount; ++d) {
    words.clear();
    if (!in.ints("NEAR", 2, &v, 2, &words)) return failed();
    const std::optional<ViewKind> kind = kindFromName(words.value(1));
    if (words.value(0) != QLatin1String(dirName(d)) || !kind)
      return in.fail(QStringLiteral("line %1: expected NEAR %2 <kind>").arg(in.lineNumber()).arg(QLatin1String(dirName(d)))), failed();
    view.near[size_t(d)] = ViewCell{*kind, v[0], v[1]};
  }
  if (!in.ints("FLAGS", 1, &v)) return failed();
  const int count = v[0];
  if (count < 0 || count > 10000)
    return in.fail(QStringLiteral("line %1: bad flag count %2").arg(in.lineNumber()).arg(count)), failed();
  for (int i = 0; i < count; ++i) {
    const QStringList tokens = in.take().split(QLatin1Char(' '));
    bool okRow = false;
    bool okCol = false;
    const int r = tokens.value(0).toInt(&okRow);
    const int c = tokens.value(1).toInt(&okCol);
    if (tokens.size() != 2 || !okRow || !okCol)
      return in.fail(QStringLiteral("line %1: expected '<row> <col>' of a flag").arg(in.lineNumber())), failed();
    view.flags.append({r, c});
  }
  if (in.take() != QLatin1String("GO") || !in.atEnd())
    return in.fail(QStringLiteral("line %1: expected GO as the last line").arg(in.lineNumber())), failed();
  return obs;
}

bool isLegalFromView(const View& view, int player, const Order& order)
{
  const auto target = [&]() -> const ViewCell& { return view.near[size_t(order.dir)]; };
  switch (order.command) {
  case Command::Move:
    return target().kind != ViewKind::Out && target().agent < 0;
  case Command::Flag: {
    if (view.here.kind != ViewKind::Free)
      return false;
    int cost = kFlagCostAlone;
    for (const ViewCell& c : view.near)
      if (c.kind == ViewKind::Flag && c.value == player)
        cost = kFlagCostNearOwnFlag;
    return view.cloth >= cost;
  }
  case Command::Consume:
    return view.here.isResource();
  case Command::Attack:
    return !view.here.isResource() && target().agent >= 0 && target().agent != player
           && target().kind == ViewKind::Flag && target().value == player;
  case Command::Wait:
    if (view.here.kind == ViewKind::Cloth)
      return false;
    if (view.here.kind == ViewKind::Column) {
      if (view.energy < kMaxEnergy)
        return false;
      for (const ViewCell& c : view.near)
        if (c.kind != ViewKind::Out && c.agent < 0 && !c.isResource())
          return false;
    }
    return true;
  }
  return false;
}

QList<Order> legalOrdersFromView(const View& view, int player)
{
  QList<Order> orders;
  const auto consider = [&](Command command, int dir) {
    const Order order{command, dir};
    if (isLegalFromView(view, player, order))
      orders << order;
  };
  for (int d = 0; d < kDirCount; ++d)
    consider(Command::Move, d);
  consider(Command::Flag, -1);
  consider(Command::Consume, -1);
  for (int d = 0; d < kDirCount; ++d)
    consider(Command::Attack, d);
  consider(Command::Wait, -1);
  return orders;
}

}  // namespace Kibitz::Rules::MoscaCeca
