// § numbers: the Rules reference of docs/games/fencing.md.
#include "fencing/fencing_state.h"

#include "core/game.h"
#include "core/json_reader.h"
#include "core/place.h"
#include "core/reply_limits.h"

#include <QJsonArray>

#include <algorithm>
#include <climits>
#include <cstdlib>

namespace Kibitz::Rules::Fencing {

int* Fencer::skillSlot(Skill which)
{
  switch (which) {
  case Skill::Break: return &breakSkill;
  case Skill::Walk: return &walkSkill;
  case Skill::DoubleWalk: return &doubleWalkSkill;
  case Skill::Retreat: return &retreatSkill;
  case Skill::DoubleRetreat: return &doubleRetreatSkill;
  case Skill::LungeDistance: return &lungeDistanceSkill;
  case Skill::EnergyMax: return &energyMax;
  case Skill::None: break;
  }
  return nullptr;
}

int Fencer::skill(Skill which) const
{
  const int* slot = const_cast<Fencer*>(this)->skillSlot(which);
  return slot ? *slot : 0;
}

FencingState::FencingState(const Game& game, int league, QStringList names)
    : State(game, 2), league_(league), names_(std::move(names))
{
  fencers_[0].position = kSpawnA;
  fencers_[1].position = kSpawnB;
}

std::unique_ptr<State> FencingState::clone() const
{
  return std::make_unique<FencingState>(*this);
}

PlayerSet FencingState::actingPlayers() const
{
  if (isTerminal() || restart_)
    return {};
  return PlayerSet::firstN(2);
}

int FencingState::lungeReach(int player) const
{
  return actionInfo(Action::Lunge).distance + fencer(player).lungeDistanceSkill;
}

int FencingState::positionSeenBy(int player, int viewer) const
{
  const int p = fencers_[size_t(player)].position;
  return viewer == 0 ? p : kPisteMax - p;
}

QString FencingState::fencerLine(int player, int viewer) const
{
  const Fencer& f = fencers_[size_t(player)];
  const int fields[12] = {positionSeenBy(player, viewer), f.energy, f.score, int(f.drugs.size()), f.energyMax,
                          f.breakSkill, f.walkSkill, f.doubleWalkSkill, f.retreatSkill, f.doubleRetreatSkill,
                          f.lungeDistanceSkill, f.parryDistanceSkill};
  // Built by hand: this runs twice per player and turn, and QString::arg is slow here.
  QString line;
  line.reserve(48);
  for (int i = 0; i < 12; ++i) {
    if (i > 0)
      line += QLatin1Char(' ');
    line += QString::number(fields[i]);
  }
  return line;
}

QString FencingState::observation(int player) const
{
  return fencerLine(player, player) + QLatin1Char('\n') + fencerLine(1 - player, player) + QLatin1Char('\n');
}

int FencingState::timeLimitMs(int) const
{
  // The first play turn is always engine turn 0 (a respawn cannot come first).
  return turn() == 0 ? kFirstTurnLimitMs : kTurnLimitMs;
}

Move FencingState::parseReply(int, const QStringList& lines) const
{
  if (const QString tooLong = ReplyLimits::problem(lines); !tooLong.isEmpty())
    return Move::invalid(tooLong);
  const QString line = lines.value(0);
  // The referee splits on single spaces and Java drops trailing empty fields (§9.2).
  QStringList fields = line.split(QLatin1Char(' '));
  while (!fields.isEmpty() && fields.last().isEmpty())
    fields.removeLast();
  if (line.isEmpty())
    fields = QStringList{QString()};
  const auto invalidFormat = [&] {
    return Move::invalid(QStringLiteral("Excepted: '<action>' found: '%1'").arg(line));
  };
  if (fields.size() != 1)
    return invalidFormat();
  const std::optional<Action> action = actionFromName(fields[0]);
  if (!action)
    return invalidFormat();
  const int actionLeague = actionInfo(*action).league;
  if (actionLeague > league_) {
    // The original prints the action's league minus one (its 0-based value), §9.3.
    const qint64 shown = actionLeague == INT_MAX ? INT_MAX : actionLeague - 1;
    return Move::invalid(QStringLiteral("Illegal action for your current league level %1), available in the league level %2")
                             .arg(league_)
                             .arg(shown));
  }
  return Move::ok({int32_t(*action)});
}

QStringList FencingState::formatMove(int, const Move& move) const
{
  if (!move.isOk() || move.words.isEmpty())
    return {};
  return {actionName(Action(move.words[0]))};
}

QString FencingState::name(int player) const
{
  return names_.value(player, player == 0 ? QStringLiteral("A") : QStringLiteral("B"));
}

void FencingState::deactivate(int player, const QString& reason)
{
  Fencer& f = fencers_[size_t(player)];
  f.active = false;
  f.deactivation = reason;
  addEvent({QStringLiteral("deactivated"), player, reason, {}, Place::player(player)});
}

void FencingState::doApplyMoves(std::span<const Move> moves)
{
  if (restart_) {
    respawn();
    return;
  }
  // §7.1(b): parse both, deactivate every failing player, and apply nothing if any failed.
  std::array<Action, 2> actions{Action::Suppress, Action::Suppress};
  bool failed = false;
  for (int p = 0; p < 2; ++p) {
    const Move& move = moves[size_t(p)];
    if (move.isOk() && !move.words.isEmpty() && move.words[0] >= 0 && move.words[0] < kActionCount
        && actionInfo(Action(move.words[0])).league <= league_) {
      actions[size_t(p)] = Action(move.words[0]);
      continue;
    }
    failed = true;
    QString reason = move.error;
    if (move.status == Move::Status::Timeout || move.status == Move::Status::Crashed || reason.isEmpty())
      reason = QStringLiteral("%1 timeout!").arg(name(p));  // the referee's words for both (§9.3)
    fencers_[size_t(p)].crashed = move.status == Move::Status::Crashed;
    deactivate(p, reason);
  }
  if (failed) {
    over_ = true;
    return;
  }
  playTick(actions[0], actions[1]);
}

void FencingState::respawn()
{
  restart_ = false;
  fencers_[0].position = kSpawnA;
  fencers_[1].position = kSpawnB;
  fencers_[0].touched = fencers_[1].touched = false;
  addEvent({QStringLiteral("respawn"), -1, QStringLiteral("Hâlte, En Garde!")});
  endCheck();
}

bool FencingState::isTouched(int striker, int defender, const std::array<Action, 2>& actions)
{
  Fencer& s = fencers_[size_t(striker)];
  Fencer& d = fencers_[size_t(defender)];
  const int distance = std::abs(s.position - d.position);
  const int reach = lungeReach(striker);
  const bool parried = actionInfo(actions[size_t(defender)]).distance < 0;
  const int defense = parried ? actionInfo(Action::Parry).distance + d.parryDistanceSkill : 0;
  const bool touched = distance <= reach + defense;
  if (!touched && parried) {
    // §7.2 step 4: a parried (or missed) lunge transfers 2 energy, capped for the gainer only.
    d.energy = std::min(d.energy + 2, d.energyMax);
    s.energy -= 2;
    addEvent({QStringLiteral("parry"), defender, QStringLiteral("Parry!"), {}, Place::player(defender)});
  }
  return touched;
}

void FencingState::playTick(Action a, Action b)
{
  std::array<Action, 2> actions{a, b};
  for (int p = 0; p < 2; ++p)
    fencers_[size_t(p)].lastAction = actions[size_t(p)];

  // 1. Energy, B then A: the cost is paid first; below zero the action is suppressed.
  for (int p : {1, 0}) {
    Fencer& f = fencers_[size_t(p)];
    int delta = actionInfo(actions[size_t(p)]).energy;
    if (actions[size_t(p)] == Action::Break)
      delta += f.breakSkill;
    f.energy = std::min(f.energy + delta, f.energyMax);
    if (f.energy < 0) {
      actions[size_t(p)] = Action::Suppress;
      addEvent({QStringLiteral("forfeit"), p, QStringLiteral("out of energy"), {}, Place::player(p)});
    }
  }

  // 2. Drugs, A then B.
  for (int p : {0, 1}) {
    const ActionInfo& info = actionInfo(actions[size_t(p)]);
    if (info.drugValue <= 0)
      continue;
    Fencer& f = fencers_[size_t(p)];
    if (f.drugs.size() < kDrugLimit) {
      if (int* slot = f.skillSlot(info.skill))
        *slot += info.drugValue;
      f.drugs.append(actions[size_t(p)]);
      addEvent({QStringLiteral("drug"), p, QString::fromLatin1(info.name), {}, Place::player(p)});
    } else {
      f.cheater = true;
      addEvent({QStringLiteral("doping"), p, QStringLiteral("doping"), {}, Place::player(p)});
    }
  }

  // 3. Movement, A then B, independent (no blocking).
  std::array<bool, 2> legal{true, true};
  for (int p : {0, 1}) {
    const ActionInfo& info = actionInfo(actions[size_t(p)]);
    if (info.move == 0)
      continue;
    Fencer& f = fencers_[size_t(p)];
    const int m = info.move + f.skill(info.skill);
    if (m == 0)
      continue;
    const int target = f.position + orientation(p) * m;
    legal[size_t(p)] = target >= kPisteMin && target <= kPisteMax;
    f.position = std::clamp(target, kPisteMin, kPisteMax);
  }

  // 4. Touches, only when both moves stayed on the piste.
  if (legal[0] && legal[1]) {
    fencers_[0].touched = fencers_[1].touched = false;
    for (int striker : {0, 1}) {
      if (actionInfo(actions[size_t(striker)]).distance <= 0)
        continue;
      const int defender = 1 - striker;
      if (isTouched(striker, defender, actions)) {
        fencers_[size_t(defender)].touched = true;
        fencers_[size_t(striker)].score += 1;
        addEvent({QStringLiteral("touch"), striker, QStringLiteral("touché!"), {}, Place::player(1 - striker)});  // the fencer touched
      }
    }
  }

  // 5. Off-track: the opponent of whoever left the piste scores (HEAD behaviour).
  for (int p : {0, 1}) {
    if (legal[size_t(p)])
      continue;
    fencers_[size_t(1 - p)].score += 1;
    restart_ = true;
    addEvent({QStringLiteral("offtrack"), p, QStringLiteral("off-site!"), {}, Place::player(p)});
  }

  // 6. End check.
  endCheck();

  // 7. Respawn after a touch, or after a collision (equal positions collide).
  if (fencers_[0].touched || fencers_[1].touched) {
    restart_ = true;
  } else if (fencers_[0].position >= fencers_[1].position) {
    restart_ = true;
    addEvent({QStringLiteral("collision"), -1, QStringLiteral("collision")});
  }
}

void FencingState::endCheck()
{
  const Fencer& a = fencers_[0];
  const Fencer& b = fencers_[1];
  const auto lost = [](const Fencer& f) { return f.energy < 0 || f.cheater; };
  if (lost(a) || lost(b)) {
    over_ = true;
    return;
  }
  if ((a.score >= kTargetScore && a.score - b.score >= 1) || (b.score >= kTargetScore && b.score - a.score >= 1))
    over_ = true;
}

QList<double> FencingState::returns() const
{
  const Fencer& a = fencers_[0];
  const Fencer& b = fencers_[1];
  const bool nonCombativity = a.active && b.active && a.score == 0 && b.score == 0 && a.energy >= 0 && b.energy >= 0;
  const auto penalty = [&](const Fencer& f) { return nonCombativity || !f.active || f.energy < 0 || f.cheater; };
  const auto finalScore = [&](const Fencer& me, const Fencer& other) -> double {
    if (penalty(me))
      return -1;
    return (me.score > other.score || penalty(other)) ? 1 : 0;
  };
  return {finalScore(a, b), finalScore(b, a)};
}

QString FencingState::resultText(const QStringList& playerNames) const
{
  const QList<double> r = returns();
  const QString a = playerNames.value(0, name(0));
  const QString b = playerNames.value(1, name(1));
  QString text = QStringLiteral("%1 %2-%3 %4, final %5/%6")
                     .arg(a)
                     .arg(fencers_[0].score)
                     .arg(fencers_[1].score)
                     .arg(b)
                     .arg(r[0])
                     .arg(r[1]);
  for (int p : {0, 1}) {
    const Fencer& f = fencers_[size_t(p)];
    const QString who = playerNames.value(p, name(p));
    if (!f.active)
      text += QStringLiteral("; %1 deactivated: %2%3").arg(who, f.deactivation,
                                                         f.crashed ? QStringLiteral(" (the bot crashed)") : QString());
    else if (f.energy < 0)
      text += QStringLiteral("; %1 ran out of energy").arg(who);
    else if (f.cheater)
      text += QStringLiteral("; %1 doped").arg(who);
  }
  return text;
}

double FencingState::metric(int metricIndex, int player) const
{
  const Fencer& f = fencers_[size_t(player)];
  switch (metricIndex) {
  case 0: return f.score;
  case 1: return f.energy;
  case 2: return f.position;
  }
  return 0;
}

QJsonObject FencingState::toJson() const
{
  QJsonArray players;
  for (const Fencer& f : fencers_) {
    QJsonArray drugs;
    for (Action d : f.drugs)
      drugs.append(actionName(d));
    QJsonObject fencer{
        {QStringLiteral("position"), f.position},
        {QStringLiteral("energy"), f.energy},
        {QStringLiteral("energyMax"), f.energyMax},
        {QStringLiteral("score"), f.score},
        {QStringLiteral("drugs"), drugs},
        {QStringLiteral("breakSkill"), f.breakSkill},
        {QStringLiteral("walkSkill"), f.walkSkill},
        {QStringLiteral("doubleWalkSkill"), f.doubleWalkSkill},
        {QStringLiteral("retreatSkill"), f.retreatSkill},
        {QStringLiteral("doubleRetreatSkill"), f.doubleRetreatSkill},
        {QStringLiteral("lungeDistanceSkill"), f.lungeDistanceSkill},
        {QStringLiteral("parryDistanceSkill"), f.parryDistanceSkill},
        {QStringLiteral("touched"), f.touched},
        {QStringLiteral("cheater"), f.cheater},
        {QStringLiteral("active"), f.active},
        {QStringLiteral("lastAction"), actionName(f.lastAction)},
        {QStringLiteral("deactivation"), f.deactivation},
    };
    if (f.crashed)  // written only when true: older replays have no such field
      fencer.insert(QStringLiteral("crashed"), true);
    players.append(fencer);
  }
  return QJsonObject{
      {QStringLiteral("tick"), turn()},
      {QStringLiteral("league"), league_},
      {QStringLiteral("restart"), restart_},
      {QStringLiteral("over"), over_},
      {QStringLiteral("players"), players},
  };
}

std::unique_ptr<FencingState> FencingState::fromJson(const Game& game, const QStringList& names,
                                                     const QJsonObject& json, QString* error)
{
  QString problem;
  JsonReader root(json, QString(), &problem);
  const int league = int(root.integer(QStringLiteral("league"), 1, 3));
  auto state = std::make_unique<FencingState>(game, league, names);
  state->setTurn(int(root.integer(QStringLiteral("tick"), 0, kMaxTurns)));
  state->restart_ = root.boolean(QStringLiteral("restart"));
  state->over_ = root.boolean(QStringLiteral("over"));
  const QJsonArray players = root.array(QStringLiteral("players"), 2, 2);
  for (int p = 0; p < players.size() && problem.isEmpty(); ++p) {
    const QJsonObject object = players[p].toObject();
    JsonReader r(object, QStringLiteral("players[%1]").arg(p), &problem);
    if (!players[p].isObject())
      r.fail(QStringLiteral("players[%1]: expected an object").arg(p));
    Fencer& f = state->fencers_[size_t(p)];
    // Bounds are generous: the reachable range is much smaller, but a hand-made state
    // may explore further; what matters is that nothing can overflow.
    f.position = int(r.integer(QStringLiteral("position"), kPisteMin, kPisteMax));
    f.energy = int(r.integer(QStringLiteral("energy"), -1000, 1000));
    f.energyMax = int(r.integer(QStringLiteral("energyMax"), 0, 1000));
    f.score = int(r.integer(QStringLiteral("score"), 0, 1000));
    f.breakSkill = int(r.integer(QStringLiteral("breakSkill"), -1000, 1000));
    f.walkSkill = int(r.integer(QStringLiteral("walkSkill"), -1000, 1000));
    f.doubleWalkSkill = int(r.integer(QStringLiteral("doubleWalkSkill"), -1000, 1000));
    f.retreatSkill = int(r.integer(QStringLiteral("retreatSkill"), -1000, 1000));
    f.doubleRetreatSkill = int(r.integer(QStringLiteral("doubleRetreatSkill"), -1000, 1000));
    f.lungeDistanceSkill = int(r.integer(QStringLiteral("lungeDistanceSkill"), -1000, 1000));
    f.parryDistanceSkill = int(r.integer(QStringLiteral("parryDistanceSkill"), -1000, 1000));
    f.touched = r.boolean(QStringLiteral("touched"));
    f.cheater = r.boolean(QStringLiteral("cheater"));
    f.active = r.boolean(QStringLiteral("active"));
    f.deactivation = r.text(QStringLiteral("deactivation"));
    f.crashed = object.value(QStringLiteral("crashed")).toBool(false);
    const std::optional<Action> last = actionFromName(r.text(QStringLiteral("lastAction")));
    if (!last)
      r.fail(QStringLiteral("%1: unknown action").arg(r.path(QStringLiteral("lastAction"))));
    else
      f.lastAction = *last;
    const QJsonArray drugs = r.array(QStringLiteral("drugs"), 0, kDrugLimit);
    for (int i = 0; i < drugs.size(); ++i) {
      const std::optional<Action> drug = actionFromName(drugs[i].toString());
      if (!drug || !isDrug(*drug)) {
        r.fail(QStringLiteral("players[%1].drugs[%2]: not a drug").arg(p).arg(i));
        break;
      }
      f.drugs.append(*drug);
    }
  }
  if (!problem.isEmpty()) {
    *error = problem;
    return nullptr;
  }
  return state;
}

}  // namespace Kibitz::Rules::Fencing
