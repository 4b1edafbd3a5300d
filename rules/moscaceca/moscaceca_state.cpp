// § numbers: the Rules reference of docs/games/moscaceca.md.
#include "moscaceca/moscaceca_state.h"

#include "core/game.h"
#include "core/place.h"
#include "moscaceca/moscaceca_protocol.h"

#include <algorithm>
#include <tuple>

namespace Kibitz::Rules::MoscaCeca {

namespace {

QString cellText(int row, int col)
{
  return QStringLiteral("(%1, %2)").arg(row).arg(col);
}

}  // namespace

MoscaCecaState::MoscaCecaState(const Game& game, const Config& config, QStringList names)
    : State(game, config.players), config_(config), names_(std::move(names))
{
  cells_.assign(size_t(config_.cells()), Cell{});
  agents_.assign(size_t(config_.agents()), Agent{});
  records_.assign(size_t(config_.players), PlayerRecord{});
  order_.resize(size_t(config_.agents()));
  for (int a = 0; a < config_.agents(); ++a)
    order_[size_t(a)] = a;
}

std::unique_ptr<MoscaCecaState> MoscaCecaState::generate(const Game& game, const Config& config, QStringList names,
                                                         int64_t seed)
{
  auto state = std::make_unique<MoscaCecaState>(game, config, std::move(names));
  MoscaCecaState& s = *state;
  s.rng_.reseed(seed);
  // §3.3: one permutation of the cells, then columns, cloth cells (amounts drawn in
  // that order) and agents' start cells from consecutive slices of it.
  const std::vector<int> perm = s.rng_.permutation(config.cells());
  size_t next = 0;
  for (int i = 0; i < config.columns; ++i)
    s.cells_[size_t(perm[next++])] = Cell{Ground::Column, 0};
  for (int i = 0; i < config.clothCells; ++i)
    s.cells_[size_t(perm[next++])] = Cell{Ground::Cloth, s.rng_.random(config.clothMin, config.clothMax)};
  for (int a = 0; a < config.agents(); ++a) {
    const int index = perm[next++];
    Agent& agent = s.agents_[size_t(a)];
    agent.row = index / config.boardSize;
    agent.col = index % config.boardSize;
    agent.energy = config.startEnergy;
    agent.cloth = config.startCloth;
  }
  s.rebuildIndexes();
  s.leaders_ = s.leaders();
  s.startTurn();
  return state;
}

std::unique_ptr<State> MoscaCecaState::clone() const
{
  return std::make_unique<MoscaCecaState>(*this);
}

void MoscaCecaState::rebuildIndexes()
{
  agentAt_.assign(cells_.size(), -1);
  for (int a = 0; a < agentCount(); ++a)
    if (agents_[size_t(a)].on)
      agentAt_[size_t(agents_[size_t(a)].row * boardSize() + agents_[size_t(a)].col)] = a;
  columnCells_.clear();
  territory_.assign(size_t(numPlayers()), 0);
  for (int i = 0; i < int(cells_.size()); ++i) {
    if (cells_[size_t(i)].ground == Ground::Column)
      columnCells_.push_back(i);
    else if (cells_[size_t(i)].ground == Ground::Flag)
      ++territory_[size_t(cells_[size_t(i)].value)];
  }
}

// ---- queries ---------------------------------------------------------------------

PlayerSet MoscaCecaState::actingPlayers() const
{
  if (over_)
    return {};
  return PlayerSet::only(config_.ownerOf(currentAgent()));
}

int MoscaCecaState::columnDistance(int row, int col) const
{
  int best = -1;
  for (int index : columnCells_) {
    const int d = chebyshev(row, col, index / boardSize(), index % boardSize());
    if (best < 0 || d < best)
      best = d;
  }
  return best;
}

int MoscaCecaState::flagCost(int player, int row, int col) const
{
  for (int d = 0; d < kDirCount; ++d) {
    const int r = row + kDirRow[size_t(d)];
    const int c = col + kDirCol[size_t(d)];
    if (onBoard(r, c) && cell(r, c).ground == Ground::Flag && cell(r, c).value == player)
      return kFlagCostNearOwnFlag;
  }
  return kFlagCostAlone;
}

QList<int> MoscaCecaState::ejectionCandidates(int row, int col) const
{
  QList<int> candidates;
  for (int d = 0; d < kDirCount; ++d) {
    const int r = row + kDirRow[size_t(d)];
    const int c = col + kDirCol[size_t(d)];
    if (onBoard(r, c) && agentAt(r, c) < 0 && !cell(r, c).isResource())
      candidates << r * boardSize() + c;
  }
  return candidates;
}

QString MoscaCecaState::illegalReason(int id, const Order& order) const
{
  const Agent& a = agent(id);
  if (!a.on)
    return QStringLiteral("agent %1 is switched off").arg(id);
  const int player = config_.ownerOf(id);
  const Cell& here = cell(a.row, a.col);
  const QString name = orderText(order);
  switch (order.command) {
  case Command::Move: {
    const int r = a.row + kDirRow[size_t(order.dir)];
    const int c = a.col + kDirCol[size_t(order.dir)];
    if (!onBoard(r, c))
      return QStringLiteral("%1: the target cell %2 is off the board").arg(name, cellText(r, c));
    if (agentAt(r, c) >= 0)
      return QStringLiteral("%1: the target cell %2 holds an agent").arg(name, cellText(r, c));
    return {};
  }
  case Command::Flag: {
    if (here.ground != Ground::Plain)
      return QStringLiteral("FLAG: the cell %1 is not free (it is %2)")
          .arg(cellText(a.row, a.col), QLatin1String(groundKind(here.ground)));
    const int cost = flagCost(player, a.row, a.col);
    if (a.cloth < cost)
      return QStringLiteral("FLAG: needs %1 cloth, the agent carries %2").arg(cost).arg(a.cloth);
    return {};
  }
  case Command::Consume:
    if (!here.isResource())
      return QStringLiteral("CONSUME: the cell %1 is not a resource cell").arg(cellText(a.row, a.col));
    return {};
  case Command::Attack: {
    if (here.isResource())
      return QStringLiteral("%1: the attacker stands on a resource cell").arg(name);
    const int r = a.row + kDirRow[size_t(order.dir)];
    const int c = a.col + kDirCol[size_t(order.dir)];
    if (!onBoard(r, c))
      return QStringLiteral("%1: the target cell %2 is off the board").arg(name, cellText(r, c));
    const int victim = agentAt(r, c);
    if (victim < 0)
      return QStringLiteral("%1: no agent on %2").arg(name, cellText(r, c));
    if (config_.ownerOf(victim) == player)
      return QStringLiteral("%1: the agent on %2 is a team mate").arg(name, cellText(r, c));
    if (cell(r, c).ground != Ground::Flag || cell(r, c).value != player)
      return QStringLiteral("%1: the cell %2 is not the attacker's territory").arg(name, cellText(r, c));
    return {};
  }
  case Command::Wait:
    if (here.ground == Ground::Cloth)
      return QStringLiteral("WAIT: the agent stands on a cloth cell (it must CONSUME or MOVE)");
    if (here.ground == Ground::Column) {
      if (a.energy < kMaxEnergy)
        return QStringLiteral("WAIT: the agent stands on a charging column below %1 energy (it must CONSUME or MOVE)")
            .arg(kMaxEnergy);
      if (!ejectionCandidates(a.row, a.col).isEmpty())
        return QStringLiteral("WAIT: the agent stands on a charging column at %1 energy and can be ejected (it must CONSUME or MOVE)")
            .arg(kMaxEnergy);
    }
    return {};
  }
  return QStringLiteral("unknown command");
}

QList<Order> MoscaCecaState::legalOrders(int id) const
{
  QList<Order> orders;
  const auto consider = [&](Command command, int dir) {
    const Order order{command, dir};
    if (illegalReason(id, order).isEmpty())
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

int MoscaCecaState::territory(int player) const
{
  return territory_[size_t(player)];
}

qint64 MoscaCecaState::totalCloth(int player) const
{
  qint64 sum = 0;
  for (int a = 0; a < agentCount(); ++a)
    if (config_.ownerOf(a) == player)
      sum += agents_[size_t(a)].cloth;
  return sum;
}

qint64 MoscaCecaState::totalEnergy(int player) const
{
  qint64 sum = 0;
  for (int a = 0; a < agentCount(); ++a)
    if (config_.ownerOf(a) == player)
      sum += agents_[size_t(a)].energy;
  return sum;
}

int MoscaCecaState::agentsOn(int player) const
{
  int count = 0;
  for (int a = 0; a < agentCount(); ++a)
    if (config_.ownerOf(a) == player && agents_[size_t(a)].on)
      ++count;
  return count;
}

int MoscaCecaState::rank(int player) const
{
  const auto key = [&](int p) {
    return std::tuple<int, qint64, qint64>(territory_[size_t(p)], totalCloth(p), totalEnergy(p));
  };
  const auto mine = key(player);
  int better = 0;
  for (int p = 0; p < numPlayers(); ++p)
    if (key(p) > mine)
      ++better;
  return 1 + better;
}

uint64_t MoscaCecaState::leaders() const
{
  uint64_t set = 0;
  for (int p = 0; p < numPlayers(); ++p)
    if (rank(p) == 1)
      set |= uint64_t{1} << p;
  return set;
}

QString MoscaCecaState::playerName(int player) const
{
  return names_.value(player, QStringLiteral("P%1").arg(player));
}

// ---- protocol --------------------------------------------------------------------

QString MoscaCecaState::headerText(int player) const
{
  QString agentsLine = QStringLiteral("AGENTS");
  for (int k = 0; k < config_.agentsPerPlayer; ++k)
    agentsLine += QLatin1Char(' ') + QString::number(player * config_.agentsPerPlayer + k);
  return QStringLiteral("MOSCACECA 1\nBOARD %1\nTURNS %2\nPLAYERS %3 %4\nPLAYER %5\n%6\nTIMELIMIT %7 %8\n")
      .arg(config_.boardSize)
      .arg(config_.maxTurns)
      .arg(config_.players)
      .arg(config_.agentsPerPlayer)
      .arg(player)
      .arg(agentsLine)
      .arg(config_.decisionMs)
      .arg(config_.firstDecisionMs);
}

QString MoscaCecaState::viewText(int id) const
{
  const Agent& a = agent(id);
  const Cell& here = cell(a.row, a.col);
  QString text;
  text.reserve(256);
  text += QStringLiteral("TURN %1 %2\n").arg(turn_).arg(id);
  text += QStringLiteral("RESULT ") + outcomeText(a.result) + QLatin1Char('\n');
  text += QStringLiteral("POS %1 %2\n").arg(a.row).arg(a.col);
  text += QStringLiteral("ENERGY %1\n").arg(a.energy);
  text += QStringLiteral("CLOTH %1\n").arg(a.cloth);
  text += QStringLiteral("COLUMN_DISTANCE %1\n").arg(columnDistance(a.row, a.col));
  text += QStringLiteral("HERE %1 %2\n").arg(QLatin1String(groundKind(here.ground))).arg(here.value);
  for (int d = 0; d < kDirCount; ++d) {
    const int r = a.row + kDirRow[size_t(d)];
    const int c = a.col + kDirCol[size_t(d)];
    if (!onBoard(r, c)) {
      text += QStringLiteral("NEAR %1 OUT 0 -1\n").arg(QLatin1String(dirName(d)));
      continue;
    }
    const Cell& near = cell(r, c);
    const int other = agentAt(r, c);
    text += QStringLiteral("NEAR %1 %2 %3 %4\n")
                .arg(QLatin1String(dirName(d)), QLatin1String(groundKind(near.ground)))
                .arg(near.value)
                .arg(other < 0 ? -1 : config_.ownerOf(other));
  }
  const int player = config_.ownerOf(id);
  QString flags;
  int count = 0;
  for (int i = 0; i < int(cells_.size()); ++i) {
    if (cells_[size_t(i)].ground == Ground::Flag && cells_[size_t(i)].value == player) {
      flags += QStringLiteral("%1 %2\n").arg(i / boardSize()).arg(i % boardSize());
      ++count;
    }
  }
  text += QStringLiteral("FLAGS %1\n").arg(count) + flags + QStringLiteral("GO\n");
  return text;
}

QString MoscaCecaState::observation(int player) const
{
  if (over_ || player != config_.ownerOf(currentAgent()))
    return {};
  const QString view = viewText(currentAgent());
  return records_[size_t(player)].viewed ? view : headerText(player) + view;
}

QString MoscaCecaState::finalMessage(int player) const
{
  if (!over_ || player < 0 || player >= numPlayers() || records_[size_t(player)].disconnected)
    return {};
  return QStringLiteral("END %1 %2\n").arg(rank(player)).arg(territory(player));
}

int MoscaCecaState::timeLimitMs(int player) const
{
  if (player < 0 || player >= numPlayers())
    return config_.decisionMs;
  return records_[size_t(player)].viewed ? config_.decisionMs : config_.firstDecisionMs;
}

Move MoscaCecaState::parseReply(int player, const QStringList& lines) const
{
  const QString line = lines.value(0);
  QString why;
  const std::optional<Order> order = parseOrderLine(line, &why);
  if (!order)
    return Move::invalid(kMalformedPrefix + why + QStringLiteral(" (answer \"%1\")").arg(clipAnswer(line)));
  Move move = moveFromOrder(*order);
  // Legality is judged on the current state (§3.5), for the agent deciding now.
  if (!over_ && player == config_.ownerOf(currentAgent())) {
    const QString reason = illegalReason(currentAgent(), *order);
    if (!reason.isEmpty()) {
      move.status = Move::Status::Invalid;
      move.error = kIllegalPrefix + reason;
    }
  }
  return move;
}

QStringList MoscaCecaState::formatMove(int, const Move& move) const
{
  const std::optional<Order> order = orderFromWords(move);
  if (!move.isOk() || !order)
    return {};
  return {orderText(*order)};
}

// ---- turns -----------------------------------------------------------------------

void MoscaCecaState::addEvent(const char* type, int player, const QString& text, QJsonObject data, QString place)
{
  State::addEvent({QLatin1String(type), player, QStringLiteral("turn %1: ").arg(turn_) + text, std::move(data), std::move(place)});
}

void MoscaCecaState::setWallClockExpired()
{
  wallClockExpired_ = true;
}

void MoscaCecaState::startTurn()
{
  // §3.3 draw 2: the order covers every agent, switched-off ones included.
  order_ = rng_.permutation(config_.agents());
  orderIndex_ = 0;
  while (orderIndex_ < config_.agents() && !agents_[size_t(order_[size_t(orderIndex_)])].on)
    ++orderIndex_;
}

void MoscaCecaState::doApplyMoves(std::span<const Move> moves)
{
  const int id = currentAgent();
  const int player = config_.ownerOf(id);
  const Move none;  // a missing entry counts as no answer
  decide(id, size_t(player) < moves.size() ? moves[size_t(player)] : none);
  records_[size_t(player)].viewed = true;  // after decide(): its timeout text names this view's limit
  advance();
}

void MoscaCecaState::decide(int id, const Move& move)
{
  const int player = config_.ownerOf(id);
  PlayerRecord& record = records_[size_t(player)];
  // §3.7: a disconnected bot's decisions are TIMEOUT errors, whatever was passed in.
  if (record.disconnected) {
    botError(id, ErrorKind::Timeout, QStringLiteral("the bot is disconnected"));
    return;
  }
  switch (move.status) {
  case Move::Status::Timeout:
    ++record.consecutiveTimeouts;
    botError(id, ErrorKind::Timeout,
             move.error.isEmpty() ? QStringLiteral("no answer within %1 ms").arg(timeLimitMs(player)) : move.error);
    if (record.consecutiveTimeouts >= config_.timeoutsToDisconnect)
      disconnect(player, QStringLiteral("%1 consecutive timeouts").arg(record.consecutiveTimeouts));
    return;
  case Move::Status::Crashed:
    botError(id, ErrorKind::Timeout,
             move.error.isEmpty() ? QStringLiteral("the bot exited or closed its output") : move.error);
    disconnect(player, move.error.isEmpty() ? QStringLiteral("exited or closed its output") : move.error);
    return;
  case Move::Status::Invalid:
    // Any answer line in time resets the count, even a wrong one.
    record.consecutiveTimeouts = 0;
    if (move.error.startsWith(kIllegalPrefix))
      botError(id, ErrorKind::Illegal, move.error.mid(kIllegalPrefix.size()));
    else if (move.error.startsWith(kMalformedPrefix))
      botError(id, ErrorKind::Malformed, move.error.mid(kMalformedPrefix.size()));
    else
      botError(id, ErrorKind::Malformed, move.error);
    return;
  case Move::Status::Ok:
    break;
  }
  record.consecutiveTimeouts = 0;
  const std::optional<Order> order = orderFromWords(move);
  if (!order) {
    botError(id, ErrorKind::Malformed, QStringLiteral("the move's words do not encode a command"));
    return;
  }
  // A built-in bot's move skips parseReply(): legality is checked here as well.
  const QString reason = illegalReason(id, *order);
  if (!reason.isEmpty()) {
    botError(id, ErrorKind::Illegal, reason);
    return;
  }
  execute(id, *order);
}

void MoscaCecaState::execute(int id, const Order& order)
{
  Agent& a = agents_[size_t(id)];
  const int player = config_.ownerOf(id);
  const QString who = QStringLiteral("agent %1 (%2)").arg(id).arg(playerName(player));
  int cost = 0;
  a.result = Outcome::Ok;
  switch (order.command) {
  case Command::Move: {
    agentAt_[size_t(a.row * boardSize() + a.col)] = -1;
    a.row += kDirRow[size_t(order.dir)];
    a.col += kDirCol[size_t(order.dir)];
    agentAt_[size_t(a.row * boardSize() + a.col)] = id;
    cost = kMoveEnergy;
    break;
  }
  case Command::Flag: {
    const int price = flagCost(player, a.row, a.col);
    cells_[size_t(a.row * boardSize() + a.col)] = Cell{Ground::Flag, player};
    ++territory_[size_t(player)];
    a.cloth -= price;
    cost = kFlagEnergy;
    addEvent("flag", player,
             QStringLiteral("%1 planted a flag [bandiera] on %2 for %3 cloth").arg(who, cellText(a.row, a.col)).arg(price),
             QJsonObject{{QStringLiteral("agent"), id},
                         {QStringLiteral("row"), a.row},
                         {QStringLiteral("col"), a.col},
                         {QStringLiteral("cost"), price}},
             Place::cell(a.row, a.col));
    break;
  }
  case Command::Consume: {
    Cell& here = cells_[size_t(a.row * boardSize() + a.col)];
    if (here.ground == Ground::Cloth) {
      a.cloth += 1;
      if (--here.value == 0) {
        here = Cell{};
        addEvent("cloth_exhausted", player, QStringLiteral("the cloth cell %1 is exhausted by %2")
                                                .arg(cellText(a.row, a.col), who),
                 {}, Place::cell(a.row, a.col));
      }
      break;
    }
    a.energy = std::min(kMaxEnergy, a.energy + kChargePerConsume);
    if (a.energy < kMaxEnergy)
      break;
    // §3.6: at 100 the agent leaves the column for a random valid neighbour.
    const QList<int> candidates = ejectionCandidates(a.row, a.col);
    if (candidates.isEmpty()) {
      addEvent("ejection_impossible", player, QStringLiteral("%1 stays on the charging column %2: no free neighbour")
                                                  .arg(who, cellText(a.row, a.col)),
               {}, Place::cell(a.row, a.col));
      break;
    }
    const int target = candidates[rng_.random(0, int(candidates.size()) - 1)];
    const int fromRow = a.row, fromCol = a.col;
    agentAt_[size_t(a.row * boardSize() + a.col)] = -1;
    a.row = target / boardSize();
    a.col = target % boardSize();
    agentAt_[size_t(target)] = id;
    a.result = Outcome::Ejected;
    addEvent("ejection", player,
             QStringLiteral("%1 ejected from the charging column %2 to %3")
                 .arg(who, cellText(fromRow, fromCol), cellText(a.row, a.col)),
             QJsonObject{{QStringLiteral("agent"), id},
                         {QStringLiteral("fromRow"), fromRow},
                         {QStringLiteral("fromCol"), fromCol},
                         {QStringLiteral("row"), a.row},
                         {QStringLiteral("col"), a.col}},
             Place::cell(a.row, a.col));
    break;
  }
  case Command::Attack: {
    const int r = a.row + kDirRow[size_t(order.dir)];
    const int c = a.col + kDirCol[size_t(order.dir)];
    const int victimId = agentAt(r, c);
    Agent& victim = agents_[size_t(victimId)];
    const int victimPlayer = config_.ownerOf(victimId);
    const bool hit = rng_.random(0, 1) == 1;
    const int loss = hit ? std::min(kAttackLoss, victim.cloth) : 0;
    victim.cloth -= loss;
    PlayerRecord& record = records_[size_t(player)];
    ++record.attacks;
    if (hit)
      ++record.hits;
    record.clothDestroyed += loss;
    records_[size_t(victimPlayer)].clothLost += loss;
    a.result = hit ? Outcome::Hit : Outcome::Miss;
    cost = kAttackEnergy;
    addEvent("attack", player,
             QStringLiteral("%1 attacks [attacca] agent %2 (%3) on %4: %5, %6 cloth destroyed")
                 .arg(who)
                 .arg(victimId)
                 .arg(playerName(victimPlayer), cellText(r, c), hit ? QStringLiteral("hit") : QStringLiteral("miss"))
                 .arg(loss),
             QJsonObject{{QStringLiteral("attacker"), id},
                         {QStringLiteral("row"), a.row},
                         {QStringLiteral("col"), a.col},
                         {QStringLiteral("direction"), QLatin1String(dirName(order.dir))},
                         {QStringLiteral("targetRow"), r},
                         {QStringLiteral("targetCol"), c},
                         {QStringLiteral("victim"), victimId},
                         {QStringLiteral("hit"), hit},
                         {QStringLiteral("cloth"), loss}},
             Place::cell(r, c));  // the cell attacked
    break;
  }
  case Command::Wait:
    break;
  }
  if (cost > 0) {
    a.energy -= cost;
    if (a.energy <= 0) {
      a.energy = 0;
      switchOff(id, QLatin1String(commandName(order.command)));
    }
  }
}

void MoscaCecaState::botError(int id, ErrorKind kind, const QString& detail)
{
  Agent& a = agents_[size_t(id)];
  const int player = config_.ownerOf(id);
  a.result = errorOutcome(kind);
  ++records_[size_t(player)].errors[size_t(kind)];
  addEvent("bot_error", player, QStringLiteral("agent %1 (%2): %3: %4")
                                    .arg(id)
                                    .arg(playerName(player), QLatin1String(errorKindName(kind)), detail));
  if (config_.switchOffOnError)
    switchOff(id, QLatin1String(errorKindName(kind)));
}

void MoscaCecaState::disconnect(int player, const QString& reason)
{
  PlayerRecord& record = records_[size_t(player)];
  if (record.disconnected)
    return;
  record.disconnected = true;
  addEvent("disconnected", player, QStringLiteral("%1's bot is disconnected: %2").arg(playerName(player), reason));
}

void MoscaCecaState::switchOff(int id, const QString& cause)
{
  Agent& a = agents_[size_t(id)];
  if (!a.on)
    return;
  a.on = false;
  agentAt_[size_t(a.row * boardSize() + a.col)] = -1;
  const int player = config_.ownerOf(id);
  addEvent("switched_off", player,
           QStringLiteral("agent %1 (%2) switches off [si spegne] on %3 (%4)")
               .arg(id)
               .arg(playerName(player), cellText(a.row, a.col), cause),
           QJsonObject{{QStringLiteral("agent"), id},
                       {QStringLiteral("row"), a.row},
                       {QStringLiteral("col"), a.col},
                       {QStringLiteral("cause"), cause}},
           Place::cell(a.row, a.col));
}

void MoscaCecaState::advance()
{
  ++orderIndex_;
  while (orderIndex_ < config_.agents() && !agents_[size_t(order_[size_t(orderIndex_)])].on)
    ++orderIndex_;
  if (orderIndex_ < config_.agents())
    return;
  endOfTurn();
}

void MoscaCecaState::endOfTurn()
{
  const uint64_t now = leaders();
  if (now != leaders_) {
    QStringList names;
    for (int p = 0; p < numPlayers(); ++p)
      if ((now >> p) & 1u)
        names << playerName(p);
    addEvent("lead_change", -1, QStringLiteral("new leaders: %1").arg(names.join(QStringLiteral(", "))));
    leaders_ = now;
  }
  bool anyOn = false;
  for (const Agent& a : agents_)
    anyOn = anyOn || a.on;
  if (!anyOn || turn_ >= config_.maxTurns || wallClockExpired_) {
    over_ = true;
    orderIndex_ = 0;
    endReason_ = !anyOn ? EndReason::AllSwitchedOff
                        : turn_ >= config_.maxTurns ? EndReason::MaxTurns : EndReason::WallClock;
    addEvent("match_end", -1, QStringLiteral("match over after %1 turns (%2); %3")
                                  .arg(turn_)
                                  .arg(QLatin1String(endReasonName(endReason_)), rankingText(names_)));
    return;
  }
  ++turn_;
  startTurn();
}

// ---- results ---------------------------------------------------------------------

QList<double> MoscaCecaState::returns() const
{
  QList<double> result;
  for (int p = 0; p < numPlayers(); ++p) {
    int worse = 0;
    const int mine = rank(p);
    for (int q = 0; q < numPlayers(); ++q)
      if (rank(q) > mine)
        ++worse;
    result << double(worse);
  }
  return result;
}

QString MoscaCecaState::rankingText(const QStringList& names) const
{
  std::vector<int> players(static_cast<size_t>(numPlayers()));
  for (int p = 0; p < numPlayers(); ++p)
    players[size_t(p)] = p;
  std::stable_sort(players.begin(), players.end(), [&](int a, int b) { return rank(a) < rank(b); });
  QStringList parts;
  for (int p : players)
    parts << QStringLiteral("%1. %2 %3").arg(rank(p)).arg(names.value(p, playerName(p))).arg(territory(p));
  return QStringLiteral("ranking (territory): ") + parts.join(QStringLiteral(", "));
}

QString MoscaCecaState::resultText(const QStringList& playerNames) const
{
  QStringList winners;
  for (int p = 0; p < numPlayers(); ++p)
    if (rank(p) == 1)
      winners << playerNames.value(p, playerName(p));
  QString text = winners.size() == 1 ? QStringLiteral("%1 wins").arg(winners[0])
                                     : QStringLiteral("%1 share the win").arg(winners.join(QStringLiteral(", ")));
  text += QStringLiteral("; ") + rankingText(playerNames);
  if (over_)
    text += QStringLiteral("; after %1 turns (%2)").arg(turn_).arg(QLatin1String(endReasonName(endReason_)));
  for (int p = 0; p < numPlayers(); ++p)
    if (records_[size_t(p)].disconnected)
      text += QStringLiteral("; %1 was disconnected").arg(playerNames.value(p, playerName(p)));
  return text;
}

double MoscaCecaState::metric(int metricIndex, int player) const
{
  if (player < 0 || player >= numPlayers())
    return 0;
  const PlayerRecord& r = records_[size_t(player)];
  switch (metricIndex) {
  case 0: return territory(player);
  case 1: return double(totalEnergy(player));
  case 2: return double(totalCloth(player));
  case 3: return agentsOn(player);
  case 4: return r.errors[0] + r.errors[1] + r.errors[2];
  case 5: return r.attacks;
  case 6: return r.hits;
  case 7: return double(r.clothDestroyed);
  case 8: return double(r.clothLost);
  case 9: return rank(player);
  }
  return 0;
}

}  // namespace Kibitz::Rules::MoscaCeca
