#include "moscaceca/moscaceca_state.h"

#include "core/json_reader.h"

#include <QJsonArray>

// The exact state JSON of MoscaCecaState (toJson / fromJson): the board as rows of
// tokens, agents and players as parallel arrays of their fields.

namespace Kibitz::Rules::MoscaCeca {

namespace {

// Board row tokens of the state JSON: "." plain, "#" column, "c<amount>", "f<player>".
void appendGroundToken(QString& row, const Cell& cell)
{
  switch (cell.ground) {
  case Ground::Plain: row += QLatin1Char('.'); return;
  case Ground::Column: row += QLatin1Char('#'); return;
  case Ground::Cloth: row += QLatin1Char('c'); break;
  case Ground::Flag: row += QLatin1Char('f'); break;
  }
  row += QString::number(cell.value);
}

std::optional<Cell> groundFromToken(QStringView token, int players)
{
  if (token == QLatin1String("."))
    return Cell{};
  if (token == QLatin1String("#"))
    return Cell{Ground::Column, 0};
  // c<amount> or f<player>: decimal digits, no sign, no leading zero.
  if (token.size() < 2 || token.size() > 5 || (token.size() > 2 && token[1] == QLatin1Char('0')))
    return std::nullopt;
  int value = 0;
  for (qsizetype i = 1; i < token.size(); ++i) {
    if (token[i] < QLatin1Char('0') || token[i] > QLatin1Char('9'))
      return std::nullopt;
    value = value * 10 + (token[i].unicode() - '0');
  }
  if (token[0] == QLatin1Char('c') && value >= 1 && value <= kMaxClothPerCell)
    return Cell{Ground::Cloth, value};
  if (token[0] == QLatin1Char('f') && value < players)
    return Cell{Ground::Flag, value};
  return std::nullopt;
}

// Reads the parallel arrays of toJson() ("agents.energy[3]"), each of exactly `count`
// elements. After the first problem every read returns `count` harmless values.
class ArrayFields {
public:
  ArrayFields(const QJsonObject& object, QString path, int count, QString* problem)
      : object_(object), path_(std::move(path)), count_(count), problem_(problem) {}

  std::vector<qint64> integers(const QString& key, qint64 low, qint64 high)
  {
    std::vector<qint64> out(size_t(count_), low);
    const QJsonArray values = array(key);
    for (int i = 0; i < int(values.size()) && ok(); ++i) {
      const QJsonValue v = values[i];
      const double d = v.toDouble(-1e300);
      if (!v.isDouble() || d < double(low) || d > double(high) || d != double(qint64(d)))
        fail(QStringLiteral("%1.%2[%3]: expected an integer in %4..%5").arg(path_, key).arg(i).arg(low).arg(high));
      else
        out[size_t(i)] = qint64(d);
    }
    return out;
  }
  std::vector<bool> booleans(const QString& key)
  {
    std::vector<bool> out(size_t(count_), false);
    const QJsonArray values = array(key);
    for (int i = 0; i < int(values.size()) && ok(); ++i) {
      if (!values[i].isBool())
        fail(QStringLiteral("%1.%2[%3]: expected true or false").arg(path_, key).arg(i));
      out[size_t(i)] = values[i].toBool();
    }
    return out;
  }
  QStringList texts(const QString& key)
  {
    QStringList out;
    const QJsonArray values = array(key);
    for (int i = 0; i < int(values.size()) && ok(); ++i) {
      if (!values[i].isString())
        fail(QStringLiteral("%1.%2[%3]: expected a string").arg(path_, key).arg(i));
      out << values[i].toString();
    }
    while (out.size() < count_)
      out << QString();
    return out;
  }

private:
  bool ok() const { return problem_->isEmpty(); }
  void fail(const QString& message)
  {
    if (problem_->isEmpty())
      *problem_ = message;
  }
  QJsonArray array(const QString& key)
  {
    if (!ok())
      return {};
    const QJsonValue value = object_.value(key);
    if (!value.isArray()) {
      fail(QStringLiteral("%1.%2: missing or not an array").arg(path_, key));
      return {};
    }
    const QJsonArray values = value.toArray();
    if (values.size() != count_) {
      fail(QStringLiteral("%1.%2: %3 elements, expected %4").arg(path_, key).arg(values.size()).arg(count_));
      return {};
    }
    return values;
  }

  const QJsonObject& object_;
  QString path_;
  int count_;
  QString* problem_;
};

}  // namespace

QJsonObject MoscaCecaState::toJson() const
{
  QJsonArray board;
  for (int r = 0; r < boardSize(); ++r) {
    QString row;
    row.reserve(boardSize() * 3);
    for (int c = 0; c < boardSize(); ++c) {
      if (c > 0)
        row += QLatin1Char(' ');
      appendGroundToken(row, cell(r, c));
    }
    board.append(row);
  }
  // Fields as parallel arrays ("agents.energy[3]"): several times cheaper than one
  // object per agent, and JSON diffs stay readable.
  QJsonArray row, col, energy, cloth, on, result;
  for (const Agent& a : agents_) {
    row.append(a.row);
    col.append(a.col);
    energy.append(a.energy);
    cloth.append(a.cloth);
    on.append(a.on);
    result.append(outcomeText(a.result));
  }
  const QJsonObject agents{
      {QStringLiteral("row"), row},       {QStringLiteral("col"), col},   {QStringLiteral("energy"), energy},
      {QStringLiteral("cloth"), cloth},   {QStringLiteral("on"), on},     {QStringLiteral("result"), result},
  };
  QJsonArray viewed, timeouts, disconnected, malformed, illegal, timeout, attacks, hits, destroyed, lost;
  for (const PlayerRecord& r : records_) {
    viewed.append(r.viewed);
    timeouts.append(r.consecutiveTimeouts);
    disconnected.append(r.disconnected);
    malformed.append(r.errors[0]);
    illegal.append(r.errors[1]);
    timeout.append(r.errors[2]);
    attacks.append(r.attacks);
    hits.append(r.hits);
    destroyed.append(r.clothDestroyed);
    lost.append(r.clothLost);
  }
  const QJsonObject players{
      {QStringLiteral("viewed"), viewed},
      {QStringLiteral("consecutiveTimeouts"), timeouts},
      {QStringLiteral("disconnected"), disconnected},
      {QStringLiteral("malformed"), malformed},
      {QStringLiteral("illegal"), illegal},
      {QStringLiteral("timeout"), timeout},
      {QStringLiteral("attacks"), attacks},
      {QStringLiteral("hits"), hits},
      {QStringLiteral("clothDestroyed"), destroyed},
      {QStringLiteral("clothLost"), lost},
  };
  QJsonArray order;
  for (int a : order_)
    order.append(a);
  QJsonArray leaders;
  for (int p = 0; p < numPlayers(); ++p)
    if ((leaders_ >> p) & 1u)
      leaders.append(p);
  return QJsonObject{
      {QStringLiteral("config"), config_.toJson()},
      {QStringLiteral("rng"), qint64(rng_.state())},
      {QStringLiteral("turn"), turn_},
      {QStringLiteral("order"), order},
      {QStringLiteral("orderIndex"), orderIndex_},
      {QStringLiteral("decisions"), turn()},
      {QStringLiteral("over"), over_},
      {QStringLiteral("endReason"), QLatin1String(endReasonName(endReason_))},
      {QStringLiteral("wallClockExpired"), wallClockExpired_},
      {QStringLiteral("leaders"), leaders},
      {QStringLiteral("board"), board},
      {QStringLiteral("agents"), agents},
      {QStringLiteral("players"), players},
  };
}

std::unique_ptr<MoscaCecaState> MoscaCecaState::fromJson(const Game& game, const QStringList& names,
                                                         const QJsonObject& json, QString* error)
{
  QString problem;
  const auto done = [&]() -> std::unique_ptr<MoscaCecaState> {
    *error = problem;
    return nullptr;
  };
  JsonReader root(json, QString(), &problem);
  const int players = int(names.size());
  if (players < 1 || players > kMaxAgents) {
    problem = QStringLiteral("the match has %1 players, moscaceca takes 1..%2").arg(players).arg(kMaxAgents);
    return done();
  }
  const QJsonObject configJson = root.object(QStringLiteral("config"));
  if (!problem.isEmpty())
    return done();
  const std::optional<Config> config = Config::fromJson(configJson, players, &problem);
  if (!config)
    return done();
  const int n = config->boardSize;
  const int agentCount = config->agents();
  auto state = std::make_unique<MoscaCecaState>(game, *config, names);
  MoscaCecaState& s = *state;

  s.rng_.setState(uint32_t(root.integer(QStringLiteral("rng"), 0, EngineRandom::kMask)));
  s.turn_ = int(root.integer(QStringLiteral("turn"), 1, config->maxTurns));
  s.orderIndex_ = int(root.integer(QStringLiteral("orderIndex"), 0, agentCount - 1));
  s.setTurn(int(root.integer(QStringLiteral("decisions"), 0, qint64(config->maxTurns) * agentCount)));
  s.over_ = root.boolean(QStringLiteral("over"));
  const QString reason = root.text(QStringLiteral("endReason"));
  s.wallClockExpired_ = root.boolean(QStringLiteral("wallClockExpired"));
  const QJsonArray order = root.array(QStringLiteral("order"), agentCount, agentCount);
  const QJsonArray leaders = root.array(QStringLiteral("leaders"), 0, players);
  const QJsonArray board = root.array(QStringLiteral("board"), n, n);
  const QJsonObject agents = root.object(QStringLiteral("agents"));
  const QJsonObject records = root.object(QStringLiteral("players"));
  if (!problem.isEmpty())
    return done();

  if (const std::optional<EndReason> r = endReasonFromName(reason))
    s.endReason_ = *r;
  else
    return root.fail(QStringLiteral("endReason: unknown reason '%1'").arg(reason)), done();
  if (s.over_ != (s.endReason_ != EndReason::None))
    return root.fail(QStringLiteral("endReason: '%1' does not match over = %2").arg(reason).arg(s.over_)), done();

  std::vector<bool> seen(size_t(agentCount), false);
  for (int i = 0; i < agentCount; ++i) {
    const int a = exactInt(order[i]).value_or(-1);
    if (a < 0 || a >= agentCount || seen[size_t(a)])
      return root.fail(QStringLiteral("order[%1]: not a permutation of the agents 0..%2").arg(i).arg(agentCount - 1)), done();
    seen[size_t(a)] = true;
    s.order_[size_t(i)] = a;
  }
  s.leaders_ = 0;
  for (int i = 0; i < leaders.size(); ++i) {
    const int p = exactInt(leaders[i]).value_or(-1);
    if (p < 0 || p >= players)
      return root.fail(QStringLiteral("leaders[%1]: expected a player id 0..%2").arg(i).arg(players - 1)), done();
    s.leaders_ |= uint64_t{1} << p;
  }

  for (int r = 0; r < n; ++r) {
    if (!board[r].isString())
      return root.fail(QStringLiteral("board[%1]: expected a string of %2 cells").arg(r).arg(n)), done();
    const QString rowText = board[r].toString();
    const QList<QStringView> tokens = QStringView(rowText).split(QLatin1Char(' '));
    if (tokens.size() != n)
      return root.fail(QStringLiteral("board[%1]: %2 cells, expected %3").arg(r).arg(tokens.size()).arg(n)), done();
    for (int c = 0; c < n; ++c) {
      const std::optional<Cell> cell = groundFromToken(tokens[c], players);
      if (!cell)
        return root.fail(QStringLiteral("board[%1] column %2: '%3' is not '.', '#', c<1..%4> or f<0..%5>")
                             .arg(r).arg(c).arg(tokens[c].toString()).arg(kMaxClothPerCell).arg(players - 1)),
               done();
      s.cells_[size_t(r * n + c)] = *cell;
    }
  }

  ArrayFields a(agents, QStringLiteral("agents"), agentCount, &problem);
  const std::vector<qint64> rows = a.integers(QStringLiteral("row"), 0, n - 1);
  const std::vector<qint64> cols = a.integers(QStringLiteral("col"), 0, n - 1);
  const std::vector<qint64> energies = a.integers(QStringLiteral("energy"), 0, kMaxEnergy);
  const std::vector<qint64> cloths = a.integers(QStringLiteral("cloth"), 0, 2000000000);
  const std::vector<bool> ons = a.booleans(QStringLiteral("on"));
  const QStringList results = a.texts(QStringLiteral("result"));
  for (int i = 0; i < agentCount && problem.isEmpty(); ++i) {
    Agent& agent = s.agents_[size_t(i)];
    agent.row = int(rows[size_t(i)]);
    agent.col = int(cols[size_t(i)]);
    agent.on = ons[size_t(i)];
    agent.energy = int(energies[size_t(i)]);
    agent.cloth = int(cloths[size_t(i)]);
    if (agent.on && agent.energy == 0)
      problem = QStringLiteral("agents.energy[%1]: an agent switched on has energy 1..%2").arg(i).arg(kMaxEnergy);
    const std::optional<Outcome> outcome = outcomeFromText(results[i]);
    if (problem.isEmpty() && !outcome)
      problem = QStringLiteral("agents.result[%1]: unknown outcome '%2'").arg(i).arg(results[i]);
    agent.result = outcome.value_or(Outcome::None);
  }
  ArrayFields r(records, QStringLiteral("players"), players, &problem);
  constexpr qint64 kBig = 2000000000;
  const std::vector<bool> viewed = r.booleans(QStringLiteral("viewed"));
  const std::vector<qint64> timeouts = r.integers(QStringLiteral("consecutiveTimeouts"), 0, kBig);
  const std::vector<bool> disconnected = r.booleans(QStringLiteral("disconnected"));
  const std::vector<qint64> malformed = r.integers(QStringLiteral("malformed"), 0, kBig);
  const std::vector<qint64> illegal = r.integers(QStringLiteral("illegal"), 0, kBig);
  const std::vector<qint64> timeout = r.integers(QStringLiteral("timeout"), 0, kBig);
  const std::vector<qint64> attacks = r.integers(QStringLiteral("attacks"), 0, kBig);
  const std::vector<qint64> hits = r.integers(QStringLiteral("hits"), 0, kBig);
  const std::vector<qint64> destroyed = r.integers(QStringLiteral("clothDestroyed"), 0, qint64(1) << 50);
  const std::vector<qint64> lost = r.integers(QStringLiteral("clothLost"), 0, qint64(1) << 50);
  for (int p = 0; p < players && problem.isEmpty(); ++p) {
    PlayerRecord& record = s.records_[size_t(p)];
    const size_t i = size_t(p);
    record.viewed = viewed[i];
    record.consecutiveTimeouts = int(timeouts[i]);
    record.disconnected = disconnected[i];
    record.errors = {int(malformed[i]), int(illegal[i]), int(timeout[i])};
    record.attacks = int(attacks[i]);
    record.hits = int(hits[i]);
    record.clothDestroyed = destroyed[i];
    record.clothLost = lost[i];
    if (record.hits > record.attacks)
      problem = QStringLiteral("players.hits[%1]: %2 hits but %3 attacks").arg(p).arg(record.hits).arg(record.attacks);
  }
  if (!problem.isEmpty())
    return done();

  // Two agents on one cell, or a match in progress with nobody to decide, is not a state.
  s.agentAt_.assign(s.cells_.size(), -1);
  for (int i = 0; i < agentCount; ++i) {
    const Agent& a = s.agents_[size_t(i)];
    if (!a.on)
      continue;
    int& slot = s.agentAt_[size_t(a.row * n + a.col)];
    if (slot >= 0)
      return root.fail(QStringLiteral("agents[%1]: cell (%2, %3) already holds agent %4").arg(i).arg(a.row).arg(a.col).arg(slot)),
             done();
    slot = i;
  }
  s.rebuildIndexes();
  if (s.columnCells_.empty())
    return root.fail(QStringLiteral("board: no charging column ('#')")), done();
  if (!s.over_ && !s.agents_[size_t(s.order_[size_t(s.orderIndex_)])].on)
    return root.fail(QStringLiteral("orderIndex: agent %1 is switched off and cannot decide").arg(s.order_[size_t(s.orderIndex_)])),
           done();
  return state;
}

}  // namespace Kibitz::Rules::MoscaCeca
