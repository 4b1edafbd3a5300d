// § numbers: the Rules reference of docs/games/orkisland.md.
#include "orkisland/orkisland_state.h"

#include "core/json_reader.h"
#include "core/place.h"
#include "core/reply_limits.h"
#include "orkisland/orkisland_config.h"
#include "orkisland/orkisland_generator.h"
#include "orkisland/orkisland_text.h"

#include <QJsonArray>

#include <algorithm>
#include <numeric>

namespace Kibitz::Rules::OrkIsland {

namespace {

QString playerName(const QStringList& names, int player)
{
  return names.value(player, QStringLiteral("player %1").arg(player));
}

// Reply line kinds of the §14.2 protocol.
enum class LineKind { Blank, Command, End, HalfEnd, Malformed };

struct ReplyLine {
  LineKind kind = LineKind::Blank;
  int32_t unit = 0;
  int32_t dir = 0;
};

ReplyLine classify(const QString& line)
{
  const QList<QStringView> tokens = QStringView(line).split(QLatin1Char(' '), Qt::SkipEmptyParts);
  QList<QStringView> words;
  for (QStringView t : tokens)
    for (QStringView w : t.split(QLatin1Char('\t'), Qt::SkipEmptyParts))
      words << w;
  ReplyLine r;
  if (words.isEmpty())
    return r;
  bool ok = false;
  const int32_t unit = words[0].toInt(&ok);
  if (!ok || words.size() > 2) {
    r.kind = LineKind::Malformed;
    return r;
  }
  r.unit = unit;
  if (words.size() == 1)
    r.kind = unit == -1 ? LineKind::End : LineKind::HalfEnd;
  else {
    r.kind = LineKind::Command;  // "-1 b" is a command for unit -1 (filtered as out of range)
    r.dir = dirFromLetter(words[1]);
  }
  return r;
}

// A city or a path that changed owner is marked at its middle cell.
QString middlePlace(const std::vector<Pos>& cells)
{
  return cells.empty() ? QString() : Place::cell(cells[cells.size() / 2].i, cells[cells.size() / 2].j);
}

}  // namespace

OrkIslandState::OrkIslandState(const Game& game, std::shared_ptr<const Board> board, const Settings& settings,
                               QStringList names, int64_t seed, int timeLimitMs)
    : State(game, kNumPlayers), board_(std::move(board)), settings_(settings), names_(std::move(names)), seed_(seed),
      timeLimitMs_(timeLimitMs), rng_(seed)
{
  s_.units.resize(size_t(settings_.nbUnits()));
  for (int id = 0; id < settings_.nbUnits(); ++id)
    s_.units[size_t(id)] = {id / settings_.nbOrks, 0, 0, settings_.initialHealth};
  s_.cityOwners.assign(board_->cities.size(), -1);
  s_.pathOwners.assign(board_->paths.size(), -1);
  unitAt_.assign(board_->types.size(), -1);
  // The settings never change during a match: their JSON is made once and shared by the
  // JSON of every state (and recognised as equal at once when a replay is written).
  for (const auto& [key, value] : settings_.entries())
    settingsJson_.insert(QLatin1String(key), value);
}

std::unique_ptr<OrkIslandState> OrkIslandState::create(const Game& game, const Config& config, int64_t seed,
                                                       QStringList names, int timeLimitMs, int maxGeneratorAttempts,
                                                       QString* error)
{
  EngineRandom rng(seed);
  std::shared_ptr<Board> board;
  if (config.fixed) {
    board = std::make_shared<Board>(config.fixedMap);
  } else {
    std::optional<Board> generated = generateMap1(config.settings, rng, maxGeneratorAttempts, error);
    if (!generated)
      return nullptr;
    if (const QString problem = checkScoreBound(config.settings, *generated); !problem.isEmpty()) {
      *error = QStringLiteral("seed %1: %2").arg(seed).arg(problem);
      return nullptr;
    }
    board = std::make_shared<Board>(std::move(*generated));
  }
  auto state = std::make_unique<OrkIslandState>(game, std::move(board), config.settings, std::move(names), seed, timeLimitMs);
  state->rng_ = rng;
  for (int pl = 0; pl < kNumPlayers; ++pl) {
    std::vector<int> ids(size_t(config.settings.nbOrks));
    std::iota(ids.begin(), ids.end(), pl * config.settings.nbOrks);
    if (!state->spawn(ids)) {
      *error = QStringLiteral("cannot find a cell to place the orks of player %1").arg(pl);
      return nullptr;
    }
  }
  return state;
}

std::unique_ptr<State> OrkIslandState::clone() const
{
  return std::make_unique<OrkIslandState>(*this);
}

PlayerSet OrkIslandState::actingPlayers() const
{
  PlayerSet set;
  if (isTerminal())
    return set;
  for (int p = 0; p < kNumPlayers; ++p)
    if (alive(p))
      set.insert(p);
  return set;
}

std::vector<int> OrkIslandState::orks(int player) const
{
  std::vector<int> ids;
  for (size_t id = 0; id < s_.units.size(); ++id)
    if (s_.units[id].owner == player)
      ids.push_back(int(id));
  return ids;
}

std::string OrkIslandState::setupBlock(int player) const
{
  std::string out;
  appendSettingsBlock(out, settings_);
  appendNamesLine(out, names_);
  out += "me " + std::to_string(player) + '\n';
  out += "player_seed " + std::to_string(playerSeed(seed_, player)) + '\n';
  return out;
}

QString OrkIslandState::observation(int player) const
{
  // After round 0 every player receives the same state block (§14.2): made once per
  // state, not once per player (it is 10 KB of text on a 70 x 70 island).
  if (s_.round > 0 && !stateBlockCache_.isNull())
    return stateBlockCache_;
  std::string out;
  if (s_.round == 0)
    out = setupBlock(player);
  appendStateBlock(out);
  // Names may be UTF-8 (the setup block lists them); the state block itself is ASCII.
  QString text = s_.round == 0 ? QString::fromStdString(out) : QString::fromLatin1(out.data(), qsizetype(out.size()));
  if (s_.round > 0)
    stateBlockCache_ = text;
  return text;
}

void OrkIslandState::appendStateBlock(std::string& out) const
{
  out.reserve(out.size() + board_->mapText.size() + s_.units.size() * 16 + 512);
  out += "\n\n";
  out += board_->mapText;
  out += "\nround ";
  out += std::to_string(s_.round);
  out += "\ntotal_score";
  for (int64_t score : s_.scores)
    out += ' ' + std::to_string(score);
  out += "\nstatus";
  for (int status : s_.status)
    out += status == 0 ? " 0" : " -1";
  out += "\n\ncity_owners\n";
  for (int owner : s_.cityOwners)
    out += ' ' + std::to_string(owner);
  out += "\n\npath_owners\n";
  for (int owner : s_.pathOwners)
    out += ' ' + std::to_string(owner);
  out += "\n\nunits\n";
  for (const Unit& u : s_.units) {
    out += std::to_string(u.owner);
    out += ' ';
    out += std::to_string(u.i);
    out += ' ';
    out += std::to_string(u.j);
    out += ' ';
    out += std::to_string(u.health);
    out += " \n";
  }
  out += '\n';
}

void OrkIslandState::appendCommandsBlock(std::string& out) const
{
  out += "commands\n";
  for (const ExecutedMove& m : s_.executed) {
    out += std::to_string(m.unit);
    out += ' ';
    out += kDirLetter[size_t(m.dir)];
    out += '\n';
  }
  out += "-1\n";
}

bool OrkIslandState::replyComplete(int, const QStringList& lines) const
{
  if (lines.isEmpty())
    return false;
  const LineKind kind = classify(lines.last()).kind;
  return kind == LineKind::End || kind == LineKind::HalfEnd || kind == LineKind::Malformed;
}

Move OrkIslandState::parseReply(int, const QStringList& lines) const
{
  if (const QString tooLong = ReplyLimits::problem(lines); !tooLong.isEmpty())
    return Move::invalid(tooLong);
  Move move;
  move.status = Move::Status::Ok;
  for (int k = 0; k < lines.size(); ++k) {
    const ReplyLine line = classify(lines[k]);
    switch (line.kind) {
    case LineKind::Blank:
      continue;
    case LineKind::Command:
      // Calls past the 1001st change nothing (§16 row 3), so they need not be kept.
      if (move.words.size() < 2 * (kMaxCommandsPerRound + 1)) {
        move.words.append(line.unit);
        move.words.append(line.dir);
      }
      continue;
    case LineKind::End:
    case LineKind::HalfEnd:  // "only half an operation given": the answer ends here
      return move;
    case LineKind::Malformed:
      return Move::invalid(QStringLiteral("line %1: expected '<unit id> <b|r|t|l|n>' or '-1', got '%2'")
                               .arg(k + 1).arg(lines[k].left(60)));
    }
  }
  return Move::invalid(QStringLiteral("the reply does not end with a line '-1'"));
}

QStringList OrkIslandState::formatMove(int, const Move& move) const
{
  QStringList lines;
  if (!move.isOk())
    return lines;
  for (qsizetype k = 0; k + 1 < move.words.size(); k += 2) {
    const int dir = move.words[k + 1];
    const char letter = dir >= 0 && dir < kDirCount ? kDirLetter[size_t(dir)] : 'x';
    lines << QStringLiteral("%1 %2").arg(move.words[k]).arg(QLatin1Char(letter));
  }
  lines << QStringLiteral("-1");
  return lines;
}

void OrkIslandState::placeUnit(int id, int i, int j)
{
  Unit& u = s_.units[size_t(id)];
  u.i = i;
  u.j = j;
  unitAt_[size_t(board_->index(i, j))] = id;
}

bool OrkIslandState::spawn(const std::vector<int>& ids)
{
  const Board& b = *board_;
  const auto valid = [&](int i, int j) {
    const CellType t = b.type(i, j);
    if (t == CellType::Water || t == CellType::City || t == CellType::Path || unitAt_[size_t(b.index(i, j))] != -1)
      return false;
    for (int d = 0; d < 4; ++d) {
      const int ii = i + kDirDi[size_t(d)], jj = j + kDirDj[size_t(d)];
      if (b.inside(ii, jj) && unitAt_[size_t(b.index(ii, jj))] != -1)
        return false;
    }
    return true;
  };
  std::vector<Pos> candidates = b.spawnCandidates;
  for (int id : ids) {
    bool placed = false;
    while (!candidates.empty() && !placed) {
      const int k = rng_.random(0, int(candidates.size()) - 1);
      const Pos p = candidates[size_t(k)];
      candidates.erase(candidates.begin() + k);
      if (valid(p.i, p.j)) {
        placeUnit(id, p.i, p.j);
        placed = true;
      }
    }
    for (int i = 0; i < b.rows && !placed; ++i)
      for (int j = 0; j < b.cols && !placed; ++j)
        if (valid(i, j)) {
          placeUnit(id, i, j);
          placed = true;
        }
    if (!placed)
      return false;
  }
  return true;
}

void OrkIslandState::collectWarnings()
{
  warnings_.clear();
  for (const QStringList& list : playerWarnings_)
    warnings_ << list;
  warnings_ << filterWarnings_;
}

void OrkIslandState::doApplyMoves(std::span<const Move> moves)
{
  stateBlockCache_ = QString();
  warnings_.clear();
  for (QStringList& list : playerWarnings_)
    list.clear();
  filterWarnings_.clear();
  s_.executed.clear();
  const int round = s_.round;
  const int nbUnits = settings_.nbUnits();

  // Players whose reply failed die (§14.2): this round's commands are discarded too.
  for (int p = 0; p < kNumPlayers; ++p) {
    if (!alive(p))
      continue;
    const Move* move = size_t(p) < moves.size() ? &moves[size_t(p)] : nullptr;
    if (move && move->isOk())
      continue;
    const Move::Status status = move ? move->status : Move::Status::Timeout;
    QString reason = move ? move->error : QString();
    if (reason.isEmpty())
      reason = status == Move::Status::Crashed ? QStringLiteral("crashed") : status == Move::Status::Timeout
                                                                               ? QStringLiteral("timeout")
                                                                               : QStringLiteral("invalid reply");
    s_.status[size_t(p)] = -1;
    deathReason_[size_t(p)] = reason;
    addEvent({QStringLiteral("player_dead"), p, QStringLiteral("player %1 is dead: %2").arg(p).arg(reason)});
  }

  // Issuing (§8.1): the 1000-call limit and "only the first command per id matters".
  std::array<std::vector<std::pair<int32_t, int32_t>>, kNumPlayers> issued;
  std::vector<int8_t> seenBy(size_t(nbUnits), -1);
  for (int p = 0; p < kNumPlayers; ++p) {
    if (!alive(p))
      continue;
    const Move& move = moves[size_t(p)];
    std::vector<int32_t> foreignIds;  // ids outside 0..nbUnits-1 already requested
    const qsizetype calls = move.words.size() / 2;
    for (qsizetype k = 0; k < calls; ++k) {
      if (k == kMaxCommandsPerRound) {
        const QString text = QStringLiteral("error: player %1 exceeded %2 commands in round %3; remaining commands ignored")
                                 .arg(p).arg(kMaxCommandsPerRound).arg(round);
        playerWarnings_[size_t(p)] << text;
        addEvent({QStringLiteral("command_limit"), p, text});
        break;
      }
      const int32_t id = move.words[2 * k];
      const int32_t dir = move.words[2 * k + 1];
      bool duplicate = false;
      if (id >= 0 && id < nbUnits) {
        duplicate = seenBy[size_t(id)] == p;
        seenBy[size_t(id)] = int8_t(p);
      } else {
        duplicate = std::find(foreignIds.begin(), foreignIds.end(), id) != foreignIds.end();
        if (!duplicate)
          foreignIds.push_back(id);
      }
      if (duplicate) {
        playerWarnings_[size_t(p)] << QStringLiteral("warning: command already requested for unit %1").arg(id);
        continue;
      }
      issued[size_t(p)].push_back({id, dir});
    }
  }

  // Filtering (§8.2) into the execution list.
  struct Command {
    int unit;
    int dir;
  };
  std::vector<Command> v;
  v.reserve(size_t(nbUnits));
  for (int p = 0; p < kNumPlayers; ++p)
    for (const auto& [id, dir] : issued[size_t(p)]) {
      if (id < 0 || id >= nbUnits) {
        filterWarnings_ << QStringLiteral("warning: id out of range : %1").arg(id);
      } else if (s_.units[size_t(id)].owner != p) {
        filterWarnings_ << QStringLiteral("warning: unit %1 of player %2 not owned by %3").arg(id).arg(s_.units[size_t(id)].owner).arg(p);
      } else if (dir < 0 || dir > int(Dir::None)) {
        filterWarnings_ << QStringLiteral("warning: direction not valid: %1").arg(dir);
      } else if (dir != int(Dir::None)) {
        v.push_back({id, dir});
      }
    }

  // Execution in one random order (§9).
  const Board& b = *board_;
  const std::vector<int> perm = rng_.permutation(int(v.size()));
  std::vector<uint8_t> killed(size_t(nbUnits), 0);
  const auto kill = [&](int id) {
    Unit& u = s_.units[size_t(id)];
    unitAt_[size_t(b.index(u.i, u.j))] = -1;
    u.health = settings_.initialHealth;
    killed[size_t(id)] = 1;
  };
  for (int k : perm) {
    const Command& c = v[size_t(k)];
    if (killed[size_t(c.unit)])
      continue;
    Unit& u = s_.units[size_t(c.unit)];
    const int ni = u.i + kDirDi[size_t(c.dir)], nj = u.j + kDirDj[size_t(c.dir)];
    if (!b.inside(ni, nj) || b.type(ni, nj) == CellType::Water)
      continue;
    const int64_t health = int64_t(u.health) - settings_.cost(b.type(ni, nj));
    const int target = unitAt_[size_t(b.index(ni, nj))];
    if (target == -1) {
      if (health < 0) {
        addEvent({QStringLiteral("death"), u.owner,
                        QStringLiteral("ork %1 of player %2 died of exhaustion at (%3, %4)").arg(c.unit).arg(u.owner).arg(u.i).arg(u.j),
                  {}, Place::cell(u.i, u.j)});
        kill(c.unit);
        continue;
      }
    } else {
      Unit& w = s_.units[size_t(target)];
      if (w.owner == u.owner)
        continue;
      const bool wins = health > w.health || (health == w.health && rng_.random(0, 1) == 1);
      const int attacker = u.owner, defender = w.owner;
      if (!wins) {
        addEvent({QStringLiteral("fight"), defender,
                        QStringLiteral("ork %1 of player %2 lost its attack on ork %3 of player %4 at (%5, %6)")
                            .arg(c.unit).arg(attacker).arg(target).arg(defender).arg(ni).arg(nj),
                  {}, Place::cell(ni, nj)});
        // The attacker dies where it stood: it had not moved yet.
        addEvent({QStringLiteral("death"), attacker,
                        QStringLiteral("ork %1 of player %2 was captured by player %3").arg(c.unit).arg(attacker).arg(defender),
                  {}, Place::cell(u.i, u.j)});
        kill(c.unit);
        u.owner = defender;
        continue;
      }
      addEvent({QStringLiteral("fight"), attacker,
                      QStringLiteral("ork %1 of player %2 beat ork %3 of player %4 at (%5, %6)")
                          .arg(c.unit).arg(attacker).arg(target).arg(defender).arg(ni).arg(nj),
                {}, Place::cell(ni, nj)});
      addEvent({QStringLiteral("death"), defender,
                      QStringLiteral("ork %1 of player %2 was captured by player %3").arg(target).arg(defender).arg(attacker),
                {}, Place::cell(ni, nj)});
      kill(target);
      w.owner = attacker;
    }
    unitAt_[size_t(b.index(u.i, u.j))] = -1;
    u.health = int(health);
    placeUnit(c.unit, ni, nj);
    s_.executed.push_back({c.unit, c.dir});
  }

  // Respawn (§10), then scoring (§11).
  std::vector<int> dead;
  for (int id = 0; id < nbUnits; ++id)
    if (killed[size_t(id)])
      dead.push_back(id);
  s_.round = round + 1;  // the log's round line; State::turn() counts the same turn
  collectWarnings();
  if (!spawn(dead)) {
    abortError_ = QStringLiteral("round %1: cannot find a cell to regenerate units; the match stopped").arg(round);
    filterWarnings_ << QStringLiteral("error: ") + abortError_;
    collectWarnings();
    return;
  }
  scoreRound();
}

void OrkIslandState::scoreRound()
{
  stateBlockCache_ = QString();
  const Board& b = *board_;
  // The owner rule of §11: a unique strict plurality (>= 1) takes over; ties keep the owner.
  const auto owner = [&](const std::vector<Pos>& cells, int current) {
    std::array<int, kNumPlayers> count{};
    for (const Pos& p : cells) {
      const int id = unitAt_[size_t(b.index(p.i, p.j))];
      if (id != -1)
        ++count[size_t(s_.units[size_t(id)].owner)];
    }
    int best = 0, bestPlayer = -1;
    for (int p = 0; p < kNumPlayers; ++p) {
      if (count[size_t(p)] > best) {
        best = count[size_t(p)];
        bestPlayer = p;
      } else if (count[size_t(p)] == best) {
        bestPlayer = -1;
      }
    }
    return bestPlayer == -1 ? current : bestPlayer;
  };
  for (size_t c = 0; c < b.cities.size(); ++c) {
    int& o = s_.cityOwners[c];
    const int next = owner(b.cities[c], o);
    if (next != o)
      addEvent({QStringLiteral("city"), next, QStringLiteral("player %1 took city %2 (from %3)").arg(next).arg(c).arg(o), {},
                middlePlace(b.cities[c])});
    o = next;
    if (o != -1)
      s_.scores[size_t(o)] += int64_t(settings_.bonusPerCityCell) * int64_t(b.cities[c].size());
  }
  for (size_t k = 0; k < b.paths.size(); ++k) {
    int& o = s_.pathOwners[k];
    const int next = owner(b.paths[k].cells, o);
    if (next != o)
      addEvent({QStringLiteral("path"), next, QStringLiteral("player %1 took path %2 (from %3)").arg(next).arg(k).arg(o), {},
                middlePlace(b.paths[k].cells)});
    o = next;
    if (o != -1)
      s_.scores[size_t(o)] += int64_t(settings_.bonusPerPathCell) * int64_t(b.paths[k].cells.size());
  }
  // Networks: union-find over each player's cities, joined by its paths whose both ends it owns.
  const size_t n = b.cities.size();
  std::vector<int> parent(n);
  const auto find = [&](int x) {
    while (parent[size_t(x)] != x)
      x = parent[size_t(x)] = parent[size_t(parent[size_t(x)])];
    return x;
  };
  for (int pl = 0; pl < kNumPlayers; ++pl) {
    std::iota(parent.begin(), parent.end(), 0);
    for (size_t k = 0; k < b.paths.size(); ++k) {
      const PathInfo& path = b.paths[k];
      if (s_.pathOwners[k] == pl && s_.cityOwners[size_t(path.a)] == pl && s_.cityOwners[size_t(path.b)] == pl)
        parent[size_t(find(path.a))] = find(path.b);
    }
    std::vector<int> size(n, 0);
    for (size_t c = 0; c < n; ++c)
      if (s_.cityOwners[c] == pl)
        ++size[size_t(find(int(c)))];
    for (size_t c = 0; c < n; ++c)
      if (size[c] > 0)
        s_.scores[size_t(pl)] += int64_t(settings_.factorConnectedComponent) * (int64_t(1) << size[c]);
  }
}

QList<double> OrkIslandState::returns() const
{
  QList<double> r;
  for (int64_t score : s_.scores)
    r << double(score);
  return r;
}

QString OrkIslandState::resultText(const QStringList& playerNames) const
{
  int64_t top = 0;  // the original starts its maximum at 0 (§12)
  for (int64_t score : s_.scores)
    top = std::max(top, score);
  QStringList parts, winners;
  for (int p = 0; p < kNumPlayers; ++p) {
    const QString name = playerName(playerNames.isEmpty() ? names_ : playerNames, p);
    QString part = QStringLiteral("%1 %2").arg(name).arg(s_.scores[size_t(p)]);
    if (!alive(p))
      part += QStringLiteral(" (dead: %1)").arg(deathReason_[size_t(p)]);
    parts << part;
    if (s_.scores[size_t(p)] == top)
      winners << name;
  }
  QString text = parts.join(QStringLiteral(", "));
  if (!abortError_.isEmpty())
    text += QStringLiteral("; ") + abortError_;
  return text + QStringLiteral("; top score: ") + winners.join(QLatin1Char(' '));
}

double OrkIslandState::metric(int metricIndex, int player) const
{
  switch (metricIndex) {
  case 0: return double(s_.scores[size_t(player)]);
  case 1: return double(std::count_if(s_.units.begin(), s_.units.end(), [&](const Unit& u) { return u.owner == player; }));
  case 2: {
    int64_t total = 0;
    for (const Unit& u : s_.units)
      if (u.owner == player)
        total += u.health;
    return double(total);
  }
  case 3: return double(std::count(s_.cityOwners.begin(), s_.cityOwners.end(), player));
  case 4: return double(std::count(s_.pathOwners.begin(), s_.pathOwners.end(), player));
  }
  return 0;
}

bool OrkIslandState::setSnapshot(Snapshot snapshot, QString* error)
{
  stateBlockCache_ = QString();
  const Board& b = *board_;
  const auto fail = [&](const QString& message) {
    *error = message;
    return false;
  };
  if (snapshot.round < 0 || snapshot.round > settings_.nbRounds)
    return fail(QStringLiteral("round %1 is outside 0..%2").arg(snapshot.round).arg(settings_.nbRounds));
  if (int(snapshot.units.size()) != settings_.nbUnits())
    return fail(QStringLiteral("%1 units, expected nb_players x nb_orks = %2").arg(snapshot.units.size()).arg(settings_.nbUnits()));
  if (snapshot.cityOwners.size() != b.cities.size() || snapshot.pathOwners.size() != b.paths.size())
    return fail(QStringLiteral("%1 city owners and %2 path owners for %3 cities and %4 paths")
                    .arg(snapshot.cityOwners.size()).arg(snapshot.pathOwners.size()).arg(b.cities.size()).arg(b.paths.size()));
  for (int owner : snapshot.cityOwners)
    if (owner < -1 || owner >= kNumPlayers)
      return fail(QStringLiteral("city owner %1 is not -1..3").arg(owner));
  for (int owner : snapshot.pathOwners)
    if (owner < -1 || owner >= kNumPlayers)
      return fail(QStringLiteral("path owner %1 is not -1..3").arg(owner));
  for (int p = 0; p < kNumPlayers; ++p) {
    if (snapshot.scores[size_t(p)] < 0)
      return fail(QStringLiteral("player %1 has a negative score").arg(p));
    if (snapshot.status[size_t(p)] != 0 && snapshot.status[size_t(p)] != -1)
      return fail(QStringLiteral("player %1 has status %2 (0 or -1)").arg(p).arg(snapshot.status[size_t(p)]));
  }
  std::vector<int> at(b.types.size(), -1);
  for (size_t id = 0; id < snapshot.units.size(); ++id) {
    const Unit& u = snapshot.units[id];
    if (u.owner < 0 || u.owner >= kNumPlayers)
      return fail(QStringLiteral("unit %1: owner %2 is not 0..3").arg(id).arg(u.owner));
    if (!b.inside(u.i, u.j) || b.type(u.i, u.j) == CellType::Water)
      return fail(QStringLiteral("unit %1: (%2, %3) is not a land cell").arg(id).arg(u.i).arg(u.j));
    if (u.health < 0 || u.health > settings_.initialHealth)
      return fail(QStringLiteral("unit %1: health %2 is outside 0..%3").arg(id).arg(u.health).arg(settings_.initialHealth));
    int& cell = at[size_t(b.index(u.i, u.j))];
    if (cell != -1)
      return fail(QStringLiteral("units %1 and %2 share cell (%3, %4)").arg(cell).arg(id).arg(u.i).arg(u.j));
    cell = int(id);
  }
  for (const ExecutedMove& m : snapshot.executed)
    if (m.unit < 0 || m.unit >= settings_.nbUnits() || m.dir < 0 || m.dir >= int(Dir::None))
      return fail(QStringLiteral("executed command '%1 %2' is not a unit and a direction b/r/t/l").arg(m.unit).arg(m.dir));
  s_ = std::move(snapshot);
  setTurn(s_.round);
  unitAt_ = std::move(at);
  return true;
}

std::vector<Unit> OrkIslandState::unitsInJson(const QJsonObject& json)
{
  const QJsonArray flat = json.value(QLatin1String("units")).toArray();
  std::vector<Unit> out;
  out.reserve(size_t(flat.size() / 4));
  for (qsizetype k = 0; k + 3 < flat.size(); k += 4)
    out.push_back({flat[k].toInt(-1), flat[k + 1].toInt(), flat[k + 2].toInt(), flat[k + 3].toInt()});
  return out;
}

QJsonObject OrkIslandState::toJson() const
{
  QJsonArray units;
  for (const Unit& u : s_.units)
    units << u.owner << u.i << u.j << u.health;
  QJsonArray cityOwners, pathOwners, scores, status, deaths, executed;
  for (int o : s_.cityOwners)
    cityOwners << o;
  for (int o : s_.pathOwners)
    pathOwners << o;
  for (int p = 0; p < kNumPlayers; ++p) {
    scores << QString::number(s_.scores[size_t(p)]);
    status << s_.status[size_t(p)];
    deaths << deathReason_[size_t(p)];
  }
  for (const ExecutedMove& m : s_.executed)
    executed << m.unit << m.dir;
  return QJsonObject{
      {QStringLiteral("settings"), settingsJson_},
      {QStringLiteral("map"), board_->json},
      {QStringLiteral("seed"), QString::number(seed_)},
      {QStringLiteral("timeLimitMs"), timeLimitMs_},
      {QStringLiteral("rng"), qint64(rng_.state())},
      {QStringLiteral("round"), s_.round},
      {QStringLiteral("units"), units},
      {QStringLiteral("cityOwners"), cityOwners},
      {QStringLiteral("pathOwners"), pathOwners},
      {QStringLiteral("scores"), scores},
      {QStringLiteral("status"), status},
      {QStringLiteral("deathReasons"), deaths},
      {QStringLiteral("executed"), executed},
      {QStringLiteral("abortError"), abortError_},
  };
}

namespace {

// The island of a state's "map" block: parsed, validated and finished (cities, paths,
// rendered text). Restoring every frame of a replay parses the same map again and again,
// so the last one parsed on each thread is kept and reused while the JSON is the same.
std::shared_ptr<const Board> parseBoard(const QJsonObject& mapJson, const Settings& settings, QString* problem)
{
  JsonReader mr(mapJson, QStringLiteral("map"), problem);
  const QJsonArray rows = mr.array(QStringLiteral("rows"), settings.rows, settings.rows);
  const int cells = settings.rows * settings.cols;
  const QJsonArray cities = mr.array(QStringLiteral("cities"), 0, cells);
  const QJsonArray paths = mr.array(QStringLiteral("paths"), 0, cells);
  if (!problem->isEmpty())
    return nullptr;
  auto board = std::make_shared<Board>();
  board->rows = settings.rows;
  board->cols = settings.cols;
  board->types.reserve(size_t(cells));
  for (int i = 0; i < rows.size(); ++i) {
    const QString row = rows[i].toString();
    if (row.size() != settings.cols) {
      *problem = QStringLiteral("map.rows[%1]: expected %2 cells").arg(i).arg(settings.cols);
      return nullptr;
    }
    for (QChar c : row) {
      const int type = c.unicode() < 128 ? cellTypeFromChar(char(c.unicode())) : -1;
      if (type < 0) {
        *problem = QStringLiteral("map.rows[%1]: '%2' is not a cell").arg(i).arg(c);
        return nullptr;
      }
      board->types.push_back(CellType(type));
    }
  }
  // Flat arrays of integers: `skip` leading values, then (i, j) pairs.
  const auto readCells = [&](const QJsonValue& value, const QString& path, int skip, std::vector<int>* head,
                             std::vector<Pos>* out) {
    const QJsonArray array = value.toArray();
    if (!value.isArray() || array.size() < skip || (array.size() - skip) % 2 != 0 || array.size() > 2 * cells + skip) {
      *problem = QStringLiteral("%1: expected %2 integers then (i, j) pairs").arg(path).arg(skip);
      return false;
    }
    for (int k = 0; k < array.size(); ++k) {
      const std::optional<int> n = exactInt(array[k]);
      if (!n) {
        *problem = QStringLiteral("%1[%2]: expected an integer").arg(path).arg(k);
        return false;
      }
      if (k < skip)
        head->push_back(*n);
      else if ((k - skip) % 2 == 1)
        out->push_back({int(array[k - 1].toDouble()), *n});
    }
    return true;
  };
  for (int c = 0; c < cities.size(); ++c) {
    std::vector<int> head;
    std::vector<Pos> city;
    if (!readCells(cities[c], QStringLiteral("map.cities[%1]").arg(c), 0, &head, &city))
      return nullptr;
    board->cities.push_back(std::move(city));
  }
  for (int k = 0; k < paths.size(); ++k) {
    std::vector<int> head;
    PathInfo path;
    if (!readCells(paths[k], QStringLiteral("map.paths[%1]").arg(k), 2, &head, &path.cells))
      return nullptr;
    path.a = head[0];
    path.b = head[1];
    board->paths.push_back(std::move(path));
  }
  if (const QString invalid = board->validate(); !invalid.isEmpty()) {
    *problem = QStringLiteral("map: ") + invalid;
    return nullptr;
  }
  board->finish();
  return board;
}

std::shared_ptr<const Board> boardFromJson(const QJsonObject& mapJson, const Settings& settings, QString* problem)
{
  thread_local QJsonObject lastJson;
  thread_local std::shared_ptr<const Board> lastBoard;
  if (lastBoard && lastBoard->rows == settings.rows && lastBoard->cols == settings.cols && mapJson == lastJson)
    return lastBoard;
  std::shared_ptr<const Board> board = parseBoard(mapJson, settings, problem);
  if (board) {
    lastJson = mapJson;
    lastBoard = board;
  }
  return board;
}

}  // namespace

std::unique_ptr<OrkIslandState> OrkIslandState::fromJson(const Game& game, const QStringList& names,
                                                         const QJsonObject& json, QString* error)
{
  QString problem;
  JsonReader root(json, QString(), &problem);
  const auto done = [&]() -> std::unique_ptr<OrkIslandState> {
    *error = problem;
    return nullptr;
  };

  Settings settings;
  const QJsonObject settingsJson = root.object(QStringLiteral("settings"));
  if (!problem.isEmpty())
    return done();
  JsonReader sr(settingsJson, QStringLiteral("settings"), &problem);
  for (const auto& [key, value] : Settings().entries()) {
    (void)value;
    settings.set(key, int(sr.integer(QLatin1String(key), INT32_MIN, INT32_MAX)));
  }
  if (!problem.isEmpty())
    return done();
  if (const QString rule = checkSettings(settings); !rule.isEmpty()) {
    problem = QStringLiteral("settings: ") + rule;
    return done();
  }

  const QJsonObject mapJson = root.object(QStringLiteral("map"));
  if (!problem.isEmpty())
    return done();
  std::shared_ptr<const Board> board = boardFromJson(mapJson, settings, &problem);
  if (!board)
    return done();

  bool seedOk = false;
  const int64_t seed = root.text(QStringLiteral("seed")).toLongLong(&seedOk);
  if (problem.isEmpty() && !seedOk)
    problem = QStringLiteral("seed: expected an integer in a string");
  const int timeLimit = int(root.integer(QStringLiteral("timeLimitMs"), 1, 3600000));
  const uint32_t rng = uint32_t(root.integer(QStringLiteral("rng"), 0, 2147483647));
  if (!problem.isEmpty())
    return done();

  auto state = std::make_unique<OrkIslandState>(game, board, settings, names, seed, timeLimit);
  state->rng_.setState(rng);
  Snapshot snap;
  snap.round = int(root.integer(QStringLiteral("round"), 0, settings.nbRounds));
  const int nbUnits = settings.nbUnits();
  const QJsonArray units = root.array(QStringLiteral("units"), 4 * nbUnits, 4 * nbUnits);
  const QJsonArray cityOwners = root.array(QStringLiteral("cityOwners"), qsizetype(board->cities.size()), qsizetype(board->cities.size()));
  const QJsonArray pathOwners = root.array(QStringLiteral("pathOwners"), qsizetype(board->paths.size()), qsizetype(board->paths.size()));
  const QJsonArray scores = root.array(QStringLiteral("scores"), kNumPlayers, kNumPlayers);
  const QJsonArray status = root.array(QStringLiteral("status"), kNumPlayers, kNumPlayers);
  const QJsonArray deaths = root.array(QStringLiteral("deathReasons"), kNumPlayers, kNumPlayers);
  const QJsonArray executed = root.array(QStringLiteral("executed"), 0, 2 * qsizetype(nbUnits));
  state->abortError_ = root.text(QStringLiteral("abortError"));
  if (!problem.isEmpty())
    return done();
  const auto integerAt = [&](const QJsonArray& array, int k, const QString& path, int* out) {
    const std::optional<int> n = exactInt(array[k]);
    if (!n) {
      problem = QStringLiteral("%1[%2]: expected an integer").arg(path).arg(k);
      return false;
    }
    *out = *n;
    return true;
  };
  for (int id = 0; id < nbUnits; ++id) {
    Unit u;
    if (!integerAt(units, 4 * id, QStringLiteral("units"), &u.owner) || !integerAt(units, 4 * id + 1, QStringLiteral("units"), &u.i)
        || !integerAt(units, 4 * id + 2, QStringLiteral("units"), &u.j)
        || !integerAt(units, 4 * id + 3, QStringLiteral("units"), &u.health))
      return done();
    snap.units.push_back(u);
  }
  for (int c = 0; c < cityOwners.size(); ++c) {
    int o = 0;
    if (!integerAt(cityOwners, c, QStringLiteral("cityOwners"), &o))
      return done();
    snap.cityOwners.push_back(o);
  }
  for (int k = 0; k < pathOwners.size(); ++k) {
    int o = 0;
    if (!integerAt(pathOwners, k, QStringLiteral("pathOwners"), &o))
      return done();
    snap.pathOwners.push_back(o);
  }
  for (int p = 0; p < kNumPlayers; ++p) {
    bool ok = false;
    snap.scores[size_t(p)] = scores[p].toString().toLongLong(&ok);
    if (!ok || !scores[p].isString()) {
      problem = QStringLiteral("scores[%1]: expected an integer in a string").arg(p);
      return done();
    }
    if (!integerAt(status, p, QStringLiteral("status"), &snap.status[size_t(p)]))
      return done();
    state->deathReason_[size_t(p)] = deaths[p].toString();
  }
  if (executed.size() % 2 != 0) {
    problem = QStringLiteral("executed: expected (unit, direction) pairs");
    return done();
  }
  for (int k = 0; k + 1 < executed.size(); k += 2) {
    ExecutedMove m;
    if (!integerAt(executed, k, QStringLiteral("executed"), &m.unit) || !integerAt(executed, k + 1, QStringLiteral("executed"), &m.dir))
      return done();
    snap.executed.push_back(m);
  }
  if (!state->setSnapshot(std::move(snap), &problem))
    return done();
  return state;
}

}  // namespace Kibitz::Rules::OrkIsland
