// § numbers: the Rules reference of docs/games/angelempire.md.
#include "angelempire/angelempire_state.h"

#include "core/json_reader.h"
#include "core/place.h"

#include <QJsonArray>

#include <algorithm>
#include <climits>

namespace Kibitz::Rules::AngelEmpire {

namespace {

// A map cell as a place: cell x y is row y, column x.
QString placeOf(Point p)
{
  return Place::cell(p.y, p.x);
}

constexpr int kMaxId = 2 * kArmySlots;
// Bounds for restored amounts: far above what a campaign within §8's ranges reaches
// (money grows by at most allowance + 4200 per battle), low enough that no sum overflows.
constexpr int kMaxMoney = 500'000'000;
constexpr int kMaxArmyValue = kArmySlots * 400;

QString cellText(Point p)
{
  return QStringLiteral("(%1, %2)").arg(p.x).arg(p.y);
}

QString unitText(const Cell& c)
{
  return QStringLiteral("%1 #%2").arg(typeLabel(c.type)).arg(c.id);
}

QString percentText(int percent)
{
  return percent == 200 ? QStringLiteral("x2") : percent == 50 ? QStringLiteral("x0.5") : QStringLiteral("x1");
}

QString stageName(Stage stage)
{
  switch (stage) {
  case Stage::Build: return QStringLiteral("build");
  case Stage::Command: return QStringLiteral("command");
  case Stage::Over: return QStringLiteral("over");
  }
  return {};
}

}  // namespace

QString battleEndName(BattleEnd reason)
{
  switch (reason) {
  case BattleEnd::CpuWipedOut: return QStringLiteral("CPU wiped out");
  case BattleEnd::PlayerWipedOut: return QStringLiteral("Player wiped out");
  case BattleEnd::TurnLimit: return QStringLiteral("turn limit");
  case BattleEnd::Error: return QStringLiteral("error");
  case BattleEnd::EmptyArmy: return QStringLiteral("empty army");
  case BattleEnd::Crashed: return QStringLiteral("bot crashed");
  }
  return {};
}

AngelEmpireState::AngelEmpireState(const Game& game, const Settings& settings, const Scenario& scenario,
                                   uint64_t seed, QString playerName)
    : State(game, 1), settings_(settings), scenario_(scenario), playerName_(std::move(playerName)),
      random_(int64_t(seed & EngineRandom::kMask))
{
  pending_ = headerText(settings_.battles, settings_.turns, settings_.timeLimitMs);
  startBattle(1, settings_.budget);
  // No turn has been played: the timeline's events start with the first applyMoves().
  clearEvents();
}

std::unique_ptr<State> AngelEmpireState::clone() const
{
  return std::make_unique<AngelEmpireState>(*this);
}

PlayerSet AngelEmpireState::actingPlayers() const
{
  return stage_ == Stage::Over ? PlayerSet{} : PlayerSet::only(0);
}

QString AngelEmpireState::observation(int) const
{
  switch (stage_) {
  case Stage::Build: return pending_ + buildRequest(battle_, money_);
  case Stage::Command: return pending_ + turnRequest(board_, battle_, turn_, killCredit_, leftover_);
  case Stage::Over: break;
  }
  return {};
}

QString AngelEmpireState::finalMessage(int) const
{
  return stage_ == Stage::Over ? pending_ : QString();
}

int AngelEmpireState::total() const
{
  int sum = 0;
  for (const BattleResult& r : results_)
    sum += r.score;
  return sum;
}

QString AngelEmpireState::where() const
{
  return stage_ == Stage::Build ? QStringLiteral("battle %1, army").arg(battle_)
                                : QStringLiteral("battle %1, turn %2").arg(battle_).arg(turn_);
}

// ---------------------------------------------------------------------------------------
// Protocol

ErrorCode AngelEmpireState::check(const Command& command, QString* why) const
{
  if (stage_ == Stage::Over) {
    *why = QStringLiteral("the campaign is over");
    return ErrorCode::Input;
  }
  if (stage_ == Stage::Build) {
    if (command.kind != CommandKind::Army) {
      *why = QStringLiteral("a BUILD request is answered with ARMY, not %1").arg(formatCommand(command));
      return ErrorCode::Input;
    }
    int cost = 0;
    for (int i = 0; i < kArmySlots; ++i) {
      const int t = command.army[size_t(i)];
      if (t != kSpace && !isUnitType(t)) {
        *why = QStringLiteral("slot %1 holds %2, not SPACE (1) or a unit type 2..9").arg(i).arg(t);
        return ErrorCode::InvalidType;
      }
      if (isUnitType(t))
        cost += unitStats(t).price;
    }
    if (cost > money_) {
      *why = QStringLiteral("the army costs %1, more than the budget %2").arg(cost).arg(money_);
      return ErrorCode::ExceedCost;
    }
    return ErrorCode::Success;
  }
  switch (command.kind) {
  case CommandKind::Army:
    *why = QStringLiteral("a TURN block is answered with MOVE, MOVE_ATTACK or END_TURN, not ARMY");
    return ErrorCode::Input;
  case CommandKind::EndTurn: return ErrorCode::Success;
  case CommandKind::Move: return board_.checkMove(command.src, command.dest, kSidePlayer, why);
  case CommandKind::MoveAttack:
    return board_.checkMoveAndAttack(command.src, command.dest, command.target, kSidePlayer, why);
  }
  return ErrorCode::Input;
}

Move AngelEmpireState::parseReply(int, const QStringList& lines) const
{
  QString error;
  const std::optional<Command> command = parseCommandLine(lines.value(0), &error);
  if (!command)
    return Move::invalid(error);
  QString why;
  const ErrorCode code = check(*command, &why);
  if (code != ErrorCode::Success)
    return Move::invalid(QStringLiteral("%1: %2 (answer '%3')").arg(errorName(code), why, lines.value(0).left(80)));
  return commandToMove(*command);
}

QStringList AngelEmpireState::formatMove(int, const Move& move) const
{
  const std::optional<Command> command = commandFromMove(move);
  if (!move.isOk() || !command)
    return {};
  return {formatCommand(*command)};
}

// ---------------------------------------------------------------------------------------
// Campaign flow

void AngelEmpireState::startBattle(int k, int money)
{
  battle_ = k;
  turn_ = 0;
  stage_ = Stage::Build;
  money_ = money;
  leftover_ = money;  // until an army is bought (an invalid army leaves all of it)
  killCredit_ = 0;
  cpuValueLost_ = 0;
  cpuScore_ = 0;
  cpuBudget_ = settings_.cpuBudget + settings_.cpuIncrease * (k - 1);
  board_.clear();
  const BattleScenario* scenario = scenario_.battle(k);
  if (scenario)
    for (Point w : scenario->walls)
      board_.at(w).type = kWall;
  // §5.2 step 2: the CPU army is bought before the Player's, from the seed alone.
  if (scenario && !scenario->cpu.empty()) {
    cpuArmy_ = scenario->cpu;
    int cost = 0;
    for (const Placement& u : cpuArmy_)
      cost += unitStats(u.type).price;
    cpuUnspent_ = cpuBudget_ - cost;
  } else {
    CpuArmy army = generateCpuArmy(random_, cpuBudget_);
    cpuArmy_ = std::move(army.units);
    cpuUnspent_ = army.unspent;
  }
  QStringList units;
  for (const Placement& u : cpuArmy_)
    units << QStringLiteral("%1 %2").arg(typeName(u.type), cellText(u.cell));
  addEvent({QStringLiteral("battle"), 0,
                  QStringLiteral("battle %1 [戰役] starts: budget %2, CPU budget %3 (unspent %4), CPU army: %5")
                      .arg(k).arg(money).arg(cpuBudget_).arg(cpuUnspent_)
                      .arg(units.isEmpty() ? QStringLiteral("none") : units.join(QStringLiteral(", ")))});
}

void AngelEmpireState::endBattle(BattleEnd reason)
{
  BattleResult r;
  r.money = money_;
  r.leftover = leftover_;
  r.cpuBudget = cpuBudget_;
  r.reason = reason;
  r.killCredit = killCredit_;
  for (int x = 0; x < kMapX; ++x)
    for (int y = 0; y < kMapY; ++y) {
      const Cell& c = board_.at({x, y});
      if (c.isUnit() && c.side == kSidePlayer)
        r.survivorCredit += unitStats(c.type).price / 2;
    }
  const bool zero = reason == BattleEnd::Error || reason == BattleEnd::EmptyArmy || reason == BattleEnd::Crashed;
  r.score = zero ? 0 : r.killCredit + r.survivorCredit;
  results_.push_back(r);
  const int next = settings_.allowance + r.score + r.leftover;
  if (!crashed_)
    pending_ += QStringLiteral("BATTLE_END %1 %2\n").arg(battle_).arg(r.score);
  addEvent({QStringLiteral("battleEnd"), 0,
                  QStringLiteral("battle %1 ends (%2) [戰役結束]: kill credit %3, survivor credit %4, score %5, "
                                 "leftover %6, next budget %7")
                      .arg(battle_).arg(battleEndName(reason)).arg(r.killCredit).arg(r.survivorCredit)
                      .arg(r.score).arg(r.leftover).arg(next)});
  if (battle_ >= settings_.battles) {
    stage_ = Stage::Over;
    turn_ = 0;
    QStringList scores;
    for (const BattleResult& b : results_)
      scores << QString::number(b.score);
    if (!crashed_)
      pending_ += QStringLiteral("GAME_END %1\n").arg(total());
    addEvent({QStringLiteral("gameEnd"), 0,
                    QStringLiteral("campaign over: total %1 (%2)").arg(total()).arg(scores.join(QLatin1Char(' ')))});
    return;
  }
  startBattle(battle_ + 1, next);
}

void AngelEmpireState::failBattle(const QString& code, const QString& why)
{
  pending_ += QStringLiteral("ERROR %1\n").arg(code);
  addEvent({QStringLiteral("error"), 0, QStringLiteral("%1: %2 [錯誤]: %3").arg(where(), code, why.left(200))});
  endBattle(BattleEnd::Error);
}

void AngelEmpireState::doApplyMoves(std::span<const Move> moves)
{
  pending_.clear();
  const Move& move = moves[0];
  switch (move.status) {
  case Move::Status::Crashed:
    // §7.4: this battle and every later one score 0; nothing more is sent.
    crashed_ = true;
    addEvent({QStringLiteral("crash"), 0, QStringLiteral("%1: the bot crashed: %2").arg(where(), move.error)});
    while (stage_ != Stage::Over)
      endBattle(BattleEnd::Crashed);
    return;
  case Move::Status::Timeout:
    failBattle(QStringLiteral("TIMEOUT"),
               QStringLiteral("no answer within %1 ms%2").arg(settings_.timeLimitMs)
                   .arg(move.error.isEmpty() ? QString() : QStringLiteral(" (") + move.error + QLatin1Char(')')));
    return;
  case Move::Status::Invalid: {
    // parseReply() puts the code first ("ERR_ILLEGAL_DEST: ..."); anything else is ERR_INPUT.
    const ErrorCode code = errorFromName(move.error.section(QLatin1Char(':'), 0, 0));
    failBattle(errorName(code == ErrorCode::Success ? ErrorCode::Input : code), move.error);
    return;
  }
  case Move::Status::Ok: break;
  }
  const std::optional<Command> command = commandFromMove(move);
  if (!command) {
    failBattle(errorName(ErrorCode::Input), QStringLiteral("the move does not encode a command"));
    return;
  }
  QString why;
  const ErrorCode code = check(*command, &why);
  if (code != ErrorCode::Success) {
    failBattle(errorName(code), QStringLiteral("%1 (answer '%2')").arg(why, formatCommand(*command).left(80)));
    return;
  }
  if (stage_ == Stage::Build)
    buyArmy(*command);
  else
    playCommand(*command);
}

void AngelEmpireState::buyArmy(const Command& command)
{
  int cost = 0;
  int id = 0;
  QStringList bought;
  for (int i = 0; i < kArmySlots; ++i) {
    const int t = command.army[size_t(i)];
    if (!isUnitType(t))
      continue;
    cost += unitStats(t).price;
    Cell& c = board_.at(playerSlotCell(i));
    c = Cell{t, kSidePlayer, unitStats(t).live, false, ++id};
    bought << QStringLiteral("%1 %2").arg(typeName(t), cellText(playerSlotCell(i)));
  }
  leftover_ = money_ - cost;
  for (const Placement& u : cpuArmy_)
    board_.at(u.cell) = Cell{u.type, kSideCpu, unitStats(u.type).live, false, ++id};
  addEvent({QStringLiteral("army"), 0,
                  QStringLiteral("battle %1: army bought for %2, leftover %3: %4")
                      .arg(battle_).arg(cost).arg(leftover_)
                      .arg(bought.isEmpty() ? QStringLiteral("none") : bought.join(QStringLiteral(", ")))});
  if (bought.isEmpty()) {
    endBattle(BattleEnd::EmptyArmy);
    return;
  }
  turn_ = 1;
  stage_ = Stage::Command;
  board_.resetMoved();
}

void AngelEmpireState::playCommand(const Command& command)
{
  if (command.kind == CommandKind::EndTurn) {
    const int idle = board_.idle(kSidePlayer);
    if (idle > 0)
      addEvent({QStringLiteral("endTurn"), 0,
                      QStringLiteral("%1: END_TURN with %2 unit(s) that did not act").arg(where()).arg(idle)});
    cpuPhase();
    return;
  }
  if (command.kind == CommandKind::Move) {
    board_.move(command.src, command.dest);
  } else if (afterAttack(board_.moveAndAttack(command.src, command.dest, command.target), kSidePlayer)) {
    return;
  }
  if (board_.idle(kSidePlayer) == 0)
    cpuPhase();
}

bool AngelEmpireState::afterAttack(const AttackOutcome& o, int side)
{
  const int who = side == kSidePlayer ? 0 : -1;
  const bool spell = unitStats(o.attacker.type).spell;
  const auto hitData = [](const Cell& striker, const Cell& victim, Point at, int damage, int hpAfter) {
    return QJsonObject{{QStringLiteral("attacker"), striker.id}, {QStringLiteral("victim"), victim.id},
                       {QStringLiteral("x"), at.x},          {QStringLiteral("y"), at.y},
                       {QStringLiteral("damage"), damage},   {QStringLiteral("hp"), std::max(0, hpAfter)}};
  };
  addEvent({spell ? QStringLiteral("spell") : QStringLiteral("attack"), who,
            QStringLiteral("%1: %2 %3 %4 at %5: %6 damage %7 -> HP %8")
                .arg(where(), unitText(o.attacker), spell ? QStringLiteral("casts on [法術]") : QStringLiteral("attacks [攻擊]"),
                     unitText(o.defender), cellText(o.target), percentText(o.percent))
                .arg(o.damage).arg(std::max(0, o.defenderLive)),
            hitData(o.attacker, o.defender, o.target, o.damage, o.defenderLive), placeOf(o.target)});
  const auto killed = [&](const Cell& victim, const Cell& killer, Point at) {
    const int price = unitStats(victim.type).price;
    int credit = 0;
    if (victim.side == kSideCpu) {
      credit = price / 2;
      killCredit_ += credit;
      cpuValueLost_ += price;
    } else {
      cpuScore_ += price / 2;
    }
    addEvent({QStringLiteral("kill"), victim.side == kSideCpu ? 0 : -1,
                    QStringLiteral("%1: %2 kills [擊殺] %3 %4, credit %5")
                        .arg(where(), unitText(killer), victim.side == kSideCpu ? QStringLiteral("CPU") : QStringLiteral("Player"),
                             unitText(victim))
                        .arg(credit),
                    {}, placeOf(at)});
  };
  if (o.defenderKilled)
    killed(o.defender, o.attacker, o.target);
  if (o.countered) {
    addEvent({QStringLiteral("counter"), side == kSidePlayer ? -1 : 0,
              QStringLiteral("%1: %2 strikes back [反擊] at %3: %4 damage %5 -> HP %6")
                  .arg(where(), unitText(o.defender), unitText(o.attacker), percentText(o.counterPercent))
                  .arg(o.counterDamage).arg(o.attackerLive),
              hitData(o.defender, o.attacker, o.from, o.counterDamage, o.attackerLive), placeOf(o.from)});
    if (o.attackerKilled)
      killed(o.attacker, o.defender, o.from);
  }
  return checkWipeOut();
}

bool AngelEmpireState::checkWipeOut()
{
  if (board_.units(kSideCpu) == 0) {
    endBattle(BattleEnd::CpuWipedOut);
    return true;
  }
  if (board_.units(kSidePlayer) == 0) {
    endBattle(BattleEnd::PlayerWipedOut);
    return true;
  }
  return false;
}

void AngelEmpireState::cpuPhase()
{
  board_.resetMoved();
  for (int id = 1; id <= kMaxId; ++id) {
    Point src{-1, -1};
    for (int x = 0; x < kMapX && src.x < 0; ++x)
      for (int y = 0; y < kMapY; ++y)
        if (board_.at({x, y}).isUnit() && board_.at({x, y}).side == kSideCpu && board_.at({x, y}).id == id) {
          src = {x, y};
          break;
        }
    if (src.x < 0)
      continue;
    const CpuAction action = chooseCpuAction(board_, src);
    if (action.attack) {
      if (afterAttack(board_.moveAndAttack(action.src, action.dest, action.target), kSideCpu))
        return;
    } else {
      board_.move(action.src, action.dest);
    }
  }
  if (turn_ >= settings_.turns) {
    endBattle(BattleEnd::TurnLimit);
    return;
  }
  ++turn_;
  board_.resetMoved();
}

// ---------------------------------------------------------------------------------------
// Results

QList<double> AngelEmpireState::returns() const
{
  return {double(total())};
}

QString AngelEmpireState::resultText(const QStringList& playerNames) const
{
  QStringList scores;
  for (const BattleResult& r : results_)
    scores << QString::number(r.score);
  QString text = QStringLiteral("%1 scored %2 in %3 battle(s): %4")
                     .arg(playerNames.value(0, playerName_)).arg(total()).arg(results_.size())
                     .arg(scores.join(QLatin1Char(' ')));
  if (crashed_)
    text += QStringLiteral(" (the bot crashed)");
  return text;
}

double AngelEmpireState::metric(int metricIndex, int) const
{
  switch (metricIndex) {
  case 0: return total() + (stage_ == Stage::Over ? 0 : killCredit_);
  case 1: return battle_;
  case 2: return killCredit_;
  case 3: return leftover_;
  case 4: return board_.units(kSidePlayer);
  case 5: return board_.totalLive(kSidePlayer);
  case 6: return board_.totalValue(kSidePlayer);
  case 7: return board_.units(kSideCpu);
  case 8: return board_.totalLive(kSideCpu);
  case 9: return board_.totalValue(kSideCpu);
  case 10: return cpuValueLost_;
  case 11: return cpuScore_;
  case 12: return results_.empty() ? 0 : results_.back().score;
  case 13: return money_;
  case 14: return cpuBudget_;
  }
  return 0;
}

// ---------------------------------------------------------------------------------------
// JSON

QJsonObject AngelEmpireState::toJson() const
{
  QJsonArray board;
  for (int x = 0; x < kMapX; ++x)
    for (int y = 0; y < kMapY; ++y) {
      const Cell& c = board_.at({x, y});
      board.append(QJsonArray{c.type, c.side, c.live, c.moved ? 1 : 0, c.id});
    }
  QJsonArray army;
  for (const Placement& u : cpuArmy_)
    army.append(QJsonArray{u.cell.x, u.cell.y, u.type});
  QJsonArray results;
  for (const BattleResult& r : results_)
    results.append(QJsonObject{
        {QStringLiteral("score"), r.score},
        {QStringLiteral("killCredit"), r.killCredit},
        {QStringLiteral("survivorCredit"), r.survivorCredit},
        {QStringLiteral("money"), r.money},
        {QStringLiteral("leftover"), r.leftover},
        {QStringLiteral("cpuBudget"), r.cpuBudget},
        {QStringLiteral("reason"), int(r.reason)},
    });
  return QJsonObject{
      {QStringLiteral("stage"), stageName(stage_)},
      {QStringLiteral("decisions"), turn()},
      {QStringLiteral("battle"), battle_},
      {QStringLiteral("turn"), turn_},
      {QStringLiteral("money"), money_},
      {QStringLiteral("leftover"), leftover_},
      {QStringLiteral("killCredit"), killCredit_},
      {QStringLiteral("cpuBudget"), cpuBudget_},
      {QStringLiteral("cpuUnspent"), cpuUnspent_},
      {QStringLiteral("cpuValueLost"), cpuValueLost_},
      {QStringLiteral("cpuScore"), cpuScore_},
      {QStringLiteral("crashed"), crashed_},
      {QStringLiteral("random"), qint64(random_.state())},
      {QStringLiteral("pending"), pending_},
      {QStringLiteral("cpuArmy"), army},
      {QStringLiteral("board"), board},
      {QStringLiteral("results"), results},
      {QStringLiteral("scenario"), scenario_.toJson()},
  };
}

std::unique_ptr<AngelEmpireState> AngelEmpireState::fromJson(const Game& game, const Settings& settings, uint64_t seed,
                                                             QString playerName, const QJsonObject& json, QString* error)
{
  QString problem;
  JsonReader r(json, QString(), &problem);
  auto finish = [&]() -> std::unique_ptr<AngelEmpireState> {
    *error = problem;
    return nullptr;
  };
  const QString stage = r.text(QStringLiteral("stage"));
  const QJsonArray scenarioJson = r.array(QStringLiteral("scenario"), 0, settings.battles);
  if (!problem.isEmpty())
    return finish();
  std::optional<Scenario> scenario = Scenario::fromJson(scenarioJson, settings.battles, &problem);
  if (!scenario)
    return finish();
  auto s = std::make_unique<AngelEmpireState>(game, settings, *scenario, seed, std::move(playerName));
  if (stage == QLatin1String("build"))
    s->stage_ = Stage::Build;
  else if (stage == QLatin1String("command"))
    s->stage_ = Stage::Command;
  else if (stage == QLatin1String("over"))
    s->stage_ = Stage::Over;
  else
    r.fail(QStringLiteral("stage: '%1' is not build, command or over").arg(stage.left(40)));
  s->setTurn(int(r.integer(QStringLiteral("decisions"), 0, INT_MAX)));
  s->battle_ = int(r.integer(QStringLiteral("battle"), 1, settings.battles));
  s->turn_ = int(r.integer(QStringLiteral("turn"), 0, settings.turns));
  const qint64 maxCpuBudget = qint64(settings.cpuBudget) + qint64(settings.cpuIncrease) * (settings.battles - 1);
  s->money_ = int(r.integer(QStringLiteral("money"), 0, kMaxMoney));
  s->leftover_ = int(r.integer(QStringLiteral("leftover"), 0, s->money_));
  s->killCredit_ = int(r.integer(QStringLiteral("killCredit"), 0, kMaxArmyValue / 2));
  s->cpuBudget_ = int(r.integer(QStringLiteral("cpuBudget"), 0, maxCpuBudget));
  s->cpuUnspent_ = int(r.integer(QStringLiteral("cpuUnspent"), -kMaxArmyValue, maxCpuBudget));
  s->cpuValueLost_ = int(r.integer(QStringLiteral("cpuValueLost"), 0, kMaxArmyValue));
  s->cpuScore_ = int(r.integer(QStringLiteral("cpuScore"), 0, kMaxArmyValue / 2));
  s->crashed_ = r.boolean(QStringLiteral("crashed"));
  s->random_.setState(uint32_t(r.integer(QStringLiteral("random"), 0, EngineRandom::kMask)));
  s->pending_ = r.text(QStringLiteral("pending"));
  const QJsonArray army = r.array(QStringLiteral("cpuArmy"), 0, kArmySlots);
  const QJsonArray board = r.array(QStringLiteral("board"), kCells, kCells);
  const QJsonArray results = r.array(QStringLiteral("results"), 0, settings.battles);
  if (!problem.isEmpty())
    return finish();

  const auto ints = [&](const QJsonValue& v, int count, const QString& path, std::vector<int>* out) {
    const QJsonArray a = v.toArray();
    if (!v.isArray() || a.size() != count) {
      r.fail(QStringLiteral("%1: expected an array of %2 integers").arg(path).arg(count));
      return false;
    }
    out->clear();
    for (const QJsonValue& e : a) {
      const std::optional<int> n = exactInt(e);
      if (!n) {
        r.fail(QStringLiteral("%1: expected integers").arg(path));
        return false;
      }
      out->push_back(*n);
    }
    return true;
  };
  std::vector<int> v;
  s->cpuArmy_.clear();
  for (int i = 0; i < army.size(); ++i) {
    const QString path = QStringLiteral("cpuArmy[%1]").arg(i);
    if (!ints(army[i], 3, path, &v))
      return finish();
    if (v[0] < 7 || v[0] >= kMapX || v[1] < 0 || v[1] >= kMapY || !isUnitType(v[2])) {
      r.fail(QStringLiteral("%1: [%2, %3, %4] is not a CPU unit in columns 7..9").arg(path).arg(v[0]).arg(v[1]).arg(v[2]));
      return finish();
    }
    s->cpuArmy_.push_back({{v[0], v[1]}, v[2]});
  }
  s->board_.clear();
  for (int i = 0; i < kCells; ++i) {
    const QString path = QStringLiteral("board[%1]").arg(i);
    if (!ints(board[i], 5, path, &v))
      return finish();
    Cell c{v[0], v[1], v[2], v[3] != 0, v[4]};
    const bool valid = c.isUnit() ? (c.side == kSidePlayer || c.side == kSideCpu) && c.live >= 1
                                        && c.live <= unitStats(c.type).live && (v[3] == 0 || v[3] == 1)
                                        && c.id >= 1 && c.id <= kMaxId
                                  : (c.type == kWall || c.type == kSpace) && c.side == 0 && c.live == 0 && v[3] == 0
                                        && c.id == 0;
    if (!valid) {
      r.fail(QStringLiteral("%1: [%2, %3, %4, %5, %6] is not a valid cell").arg(path).arg(v[0]).arg(v[1]).arg(v[2]).arg(v[3]).arg(v[4]));
      return finish();
    }
    s->board_.at({i / kMapY, i % kMapY}) = c;
  }
  for (int i = 0; i < results.size(); ++i) {
    const QJsonObject o = results[i].toObject();
    JsonReader rr(o, QStringLiteral("results[%1]").arg(i), &problem);
    BattleResult b;
    b.killCredit = int(rr.integer(QStringLiteral("killCredit"), 0, kMaxArmyValue / 2));
    b.survivorCredit = int(rr.integer(QStringLiteral("survivorCredit"), 0, kMaxArmyValue / 2));
    b.score = int(rr.integer(QStringLiteral("score"), 0, kMaxArmyValue));
    b.money = int(rr.integer(QStringLiteral("money"), 0, kMaxMoney));
    b.leftover = int(rr.integer(QStringLiteral("leftover"), 0, b.money));
    b.cpuBudget = int(rr.integer(QStringLiteral("cpuBudget"), 0, maxCpuBudget));
    b.reason = BattleEnd(rr.integer(QStringLiteral("reason"), 0, int(BattleEnd::Crashed)));
    if (!problem.isEmpty())
      return finish();
    s->results_.push_back(b);
  }
  // Consistency the flow relies on: one result per finished battle, armies on the map
  // only while commands are asked for, and both sides present then.
  const int finished = s->stage_ == Stage::Over ? settings.battles : s->battle_ - 1;
  if (int(s->results_.size()) != finished)
    r.fail(QStringLiteral("results: %1 entries for %2 finished battle(s)").arg(s->results_.size()).arg(finished));
  else if (s->stage_ == Stage::Build && (s->board_.units(kSidePlayer) > 0 || s->board_.units(kSideCpu) > 0))
    r.fail(QStringLiteral("board: units on the map before the army is bought"));
  else if (s->stage_ == Stage::Command && (s->board_.units(kSidePlayer) == 0 || s->board_.units(kSideCpu) == 0))
    r.fail(QStringLiteral("board: a side is empty during a battle"));
  else if (s->stage_ == Stage::Command && s->turn_ < 1)
    r.fail(QStringLiteral("turn: 0 during a battle"));
  if (!problem.isEmpty())
    return finish();
  return s;
}

}  // namespace Kibitz::Rules::AngelEmpire
