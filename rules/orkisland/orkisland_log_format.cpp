// § numbers: the Rules reference of docs/games/orkisland.md.
#include "orkisland/orkisland_log_format.h"

#include "core/game.h"
#include "orkisland/orkisland_config.h"
#include "orkisland/orkisland_game.h"
#include "orkisland/orkisland_reconstruct.h"
#include "orkisland/orkisland_state.h"
#include "orkisland/orkisland_text.h"

#include <algorithm>
#include <charconv>
#include <cstdlib>

namespace Kibitz::Rules::OrkIsland {

namespace {

QString at(int line, const QString& message)
{
  return QStringLiteral("line %1: %2").arg(line).arg(message);
}

std::optional<int64_t> parseInt64(std::string_view token)
{
  int64_t value = 0;
  const auto result = std::from_chars(token.data(), token.data() + token.size(), value);
  if (token.empty() || result.ec != std::errc() || result.ptr != token.data() + token.size())
    return std::nullopt;
  return value;
}

// Reads one state block after its map (round .. units) into `snap`.
bool readDynamicPart(TokenReader& in, const Settings& settings, const Board& board, int expectedRound, Snapshot& snap,
                     QString* error)
{
  const auto expect = [&](const char* word) {
    const std::string_view token = in.next();
    if (token != word) {
      *error = at(in.line(), QStringLiteral("expected '%1', found %2").arg(QLatin1String(word), shown(token)));
      return false;
    }
    return true;
  };
  const auto integer = [&](const QString& what, int minimum, int maximum, int* out) {
    const std::string_view token = in.next();
    const std::optional<int> value = parseInt(token);
    if (!value || *value < minimum || *value > maximum) {
      *error = at(in.line(), QStringLiteral("%1: expected an integer in %2..%3, found %4").arg(what).arg(minimum).arg(maximum).arg(shown(token)));
      return false;
    }
    *out = *value;
    return true;
  };
  if (!expect("round") || !integer(QStringLiteral("round"), expectedRound, expectedRound, &snap.round) || !expect("total_score"))
    return false;
  for (int p = 0; p < kNumPlayers; ++p) {
    const std::string_view token = in.next();
    const std::optional<int64_t> score = parseInt64(token);
    if (!score || *score < 0) {
      *error = at(in.line(), QStringLiteral("total_score: expected a non-negative integer, found %1").arg(shown(token)));
      return false;
    }
    snap.scores[size_t(p)] = *score;
  }
  if (!expect("status"))
    return false;
  for (int p = 0; p < kNumPlayers; ++p) {
    const std::string_view token = in.next();
    bool ok = false;
    // A CPU fraction (server logs) or -1 for a dead player.
    const double value = QByteArray(token.data(), qsizetype(token.size())).toDouble(&ok);
    if (!ok) {
      *error = at(in.line(), QStringLiteral("status: expected a number, found %1").arg(shown(token)));
      return false;
    }
    snap.status[size_t(p)] = value < 0 ? -1 : 0;
  }
  if (!expect("city_owners"))
    return false;
  snap.cityOwners.resize(board.cities.size());
  for (size_t c = 0; c < board.cities.size(); ++c)
    if (!integer(QStringLiteral("owner of city %1").arg(c), -1, kNumPlayers - 1, &snap.cityOwners[c]))
      return false;
  if (!expect("path_owners"))
    return false;
  snap.pathOwners.resize(board.paths.size());
  for (size_t k = 0; k < board.paths.size(); ++k)
    if (!integer(QStringLiteral("owner of path %1").arg(k), -1, kNumPlayers - 1, &snap.pathOwners[k]))
      return false;
  if (!expect("units"))
    return false;
  snap.units.resize(size_t(settings.nbUnits()));
  for (int id = 0; id < settings.nbUnits(); ++id) {
    Unit& u = snap.units[size_t(id)];
    const QString what = QStringLiteral("unit %1").arg(id);
    if (!integer(what + QStringLiteral(" owner"), 0, kNumPlayers - 1, &u.owner) || !integer(what + QStringLiteral(" row"), 0, board.rows - 1, &u.i)
        || !integer(what + QStringLiteral(" column"), 0, board.cols - 1, &u.j)
        || !integer(what + QStringLiteral(" health"), 0, settings.initialHealth, &u.health))
      return false;
  }
  return true;
}

bool sameMap(const Board& a, const Board& b)
{
  return a.types == b.types && a.cities == b.cities && a.paths == b.paths;
}

}  // namespace

bool LogFormat::sniff(const QByteArray& head) const
{
  TokenReader in(head);
  const std::string_view first = in.next();
  if (first != "Game" && first != "SecGame")
    return false;
  // Other Jutge games start the same way: when the head reaches the version, check it.
  if (in.next() != "Seed")
    return in.atEnd();
  in.next();
  const std::string_view name = in.next();
  const std::string_view expected = "OrkIsland";
  // The head may end inside the name.
  return name == expected || (in.atEnd() && expected.substr(0, name.size()) == name);
}

std::optional<LogStates> LogFormat::readStates(const QByteArray& data, QString* error) const
{
  if (data.size() > kMaxImportBytes) {
    *error = QStringLiteral("the log is %1 bytes long, more than the limit of %2 bytes").arg(data.size()).arg(kMaxImportBytes);
    return std::nullopt;
  }
  TokenReader in(data);
  LogStates log;
  const std::string_view first = in.next();
  if (first != "Game" && first != "SecGame") {
    *error = at(in.line(), QStringLiteral("an OrkIsland log starts with 'Game' or 'SecGame', found %1").arg(shown(first)));
    return std::nullopt;
  }
  std::string_view token = in.next();
  if (token != "Seed") {
    *error = at(in.line(), QStringLiteral("expected 'Seed', found %1").arg(shown(token)));
    return std::nullopt;
  }
  token = in.next();
  const std::optional<int64_t> seed = parseInt64(token);
  if (!seed) {
    *error = at(in.line(), QStringLiteral("Seed: expected an integer, found %1").arg(shown(token)));
    return std::nullopt;
  }
  for (const char* expected : {"OrkIsland", "1.0"}) {
    token = in.next();
    if (token != expected) {
      *error = at(in.line(), QStringLiteral("expected the version 'OrkIsland 1.0', found %1").arg(shown(token)));
      return std::nullopt;
    }
  }
  Settings settings;
  QMap<QString, QString> raw;
  for (const auto& [key, value] : Settings().entries()) {
    (void)value;
    token = in.next();
    const std::string_view valueToken = in.next();
    const std::optional<int> v = parseInt(valueToken);
    if (token != key || !v) {
      *error = at(in.line(), QStringLiteral("expected '%1 <integer>', found %2 %3").arg(QLatin1String(key), shown(token), shown(valueToken)));
      return std::nullopt;
    }
    settings.set(key, *v);
    raw.insert(QLatin1String(key), QString::number(*v));
  }
  if (const QString problem = checkSettings(settings); !problem.isEmpty()) {
    *error = at(in.line(), problem);
    return std::nullopt;
  }
  token = in.next();
  if (token != "names") {
    *error = at(in.line(), QStringLiteral("expected 'names', found %1").arg(shown(token)));
    return std::nullopt;
  }
  QStringList names;
  for (int p = 0; p < kNumPlayers; ++p) {
    token = in.next();
    if (token.empty()) {
      *error = at(in.line(), QStringLiteral("names: expected 4 names"));
      return std::nullopt;
    }
    names << QString::fromUtf8(token.data(), qsizetype(token.size()));
  }
  std::optional<Parameters> parameters = Parameters::resolve(game_.info().parameters, raw, error);
  if (!parameters)
    return std::nullopt;
  log.setup.parameters = *parameters;
  if (*seed < 0 || *seed > 2147483647) {
    *error = QStringLiteral("Seed %1 is outside 0..2147483647").arg(*seed);
    return std::nullopt;
  }
  log.setup.seed = uint64_t(*seed);
  log.setup.playerNames = names;

  std::shared_ptr<const Board> board;
  std::string_view firstMapText;  // state 0's map block as written, to skip its repeats fast
  std::vector<ExecutedMove> commands;
  for (int round = 0;; ++round) {
    std::shared_ptr<Board> parsed;
    QString problem;
    Snapshot snap;
    bool complete = true;
    if (!board || !in.skipIfNext(firstMapText)) {
      parsed = std::make_shared<Board>();
      const size_t start = in.offset();
      complete = readMapBlock(in, settings, *parsed, &problem);
      if (complete && board && !sameMap(*board, *parsed)) {
        *error = at(in.line(), QStringLiteral("the map of state %1 differs from the map of state 0").arg(round));
        return std::nullopt;
      }
      if (complete && !board) {
        board = parsed;
        firstMapText = in.slice(start, in.offset());  // up to the next token, "round"
      }
    }
    if (complete)
      complete = readDynamicPart(in, settings, *board, round, snap, &problem);
    if (complete) {
      auto state = std::make_unique<OrkIslandState>(game_, board, settings, names, *seed, 1000);
      snap.executed = std::move(commands);
      if (!state->setSnapshot(std::move(snap), &problem)) {
        *error = at(in.line(), QStringLiteral("state %1: %2").arg(round).arg(problem));
        return std::nullopt;
      }
      log.states.push_back(std::move(state));
    }
    if (!complete) {
      if (in.atEnd() && !log.states.empty()) {
        log.truncated = true;
        break;
      }
      *error = problem;
      return std::nullopt;
    }
    if (in.atEnd() || round == settings.nbRounds)
      break;
    token = in.next();
    if (token != "commands") {
      *error = at(in.line(), QStringLiteral("expected 'commands' or the end of the log, found %1").arg(shown(token)));
      return std::nullopt;
    }
    commands.clear();
    for (;;) {
      token = in.next();
      if (token == "-1")
        break;
      const std::optional<int> unit = parseInt(token);
      const std::string_view letter = in.next();
      if (token.empty() || letter.empty()) {
        log.truncated = true;
        return log;
      }
      int dir = -1;
      for (int d = 0; d < int(Dir::None); ++d)
        if (letter.size() == 1 && letter[0] == kDirLetter[size_t(d)])
          dir = d;
      if (!unit || *unit < 0 || *unit >= settings.nbUnits() || dir < 0) {
        *error = at(in.line(), QStringLiteral("commands: expected '<unit 0..%1> <b|r|t|l>' or -1, found %2 %3")
                                   .arg(settings.nbUnits() - 1).arg(shown(token), shown(letter)));
        return std::nullopt;
      }
      if (int(commands.size()) >= settings.nbUnits()) {
        *error = at(in.line(), QStringLiteral("commands: more moves than units in one round"));
        return std::nullopt;
      }
      commands.push_back({*unit, dir});
    }
    if (in.atEnd()) {
      log.truncated = true;
      break;
    }
  }
  return log;
}

std::optional<ImportedMatch> LogFormat::importMatch(const QByteArray& data, QString* error) const
{
  std::optional<LogStates> log = readStates(data, error);
  if (!log)
    return std::nullopt;
  // Re-simulation starts from Kibitz's own round 0: it must be the log's.
  std::unique_ptr<State> start = game_.newInitialState(log->setup, error);
  if (!start)
    return std::nullopt;
  const auto& own = static_cast<const OrkIslandState&>(*start);
  const OrkIslandState& first = *log->states.front();
  if (!(own.board().types == first.board().types && own.board().cities == first.board().cities
        && own.board().paths == first.board().paths)) {
    *error = QStringLiteral("the log's map is not the GENERATOR1 map of seed %1 (a FIXED map?); the header does not "
                            "say which map was used, so the match cannot be re-simulated")
                 .arg(log->setup.seed);
    return std::nullopt;
  }
  if (own.units() != first.units()) {
    *error = QStringLiteral("the log's initial ork placement differs from the one of seed %1").arg(log->setup.seed);
    return std::nullopt;
  }
  // The log lists only the moves that succeeded: find requests that reproduce it.
  std::vector<const OrkIslandState*> logged;
  for (const auto& state : log->states)
    logged.push_back(state.get());
  QString problem;
  std::vector<RequestedRound> partial;
  std::optional<std::vector<RequestedRound>> requests = reconstructRequests(own, logged, &problem, &partial);
  ImportedMatch match;
  match.setup = log->setup;
  if (!requests) {
    // The rounds that re-simulate are played; the rest are shown as the log records them.
    requests = std::move(partial);
    for (size_t r = requests->size() + 1; r < log->states.size(); ++r)
      match.recordedStates.push_back(log->states[r]->toJson());
    match.recordedReason = QStringLiteral("%1; a log lists only the moves that succeeded, so from round %2 on the "
                                          "states are the log's, without the bots' commands or the random "
                                          "generator's state (the match's command trace re-simulates it all)")
                               .arg(problem)
                               .arg(requests->size());
  }
  for (const RequestedRound& round : *requests) {
    std::vector<RecordedReply> turn(kNumPlayers);
    for (int p = 0; p < kNumPlayers; ++p) {
      RecordedReply& reply = turn[size_t(p)];
      reply.acted = round.acted[size_t(p)];
      reply.answered = round.answered[size_t(p)];
      if (!reply.acted || !reply.answered)
        continue;
      for (const auto& [unit, dir] : round.commands[size_t(p)])
        reply.lines << QStringLiteral("%1 %2").arg(unit).arg(QLatin1Char(kDirLetter[size_t(dir)]));
      reply.lines << QStringLiteral("-1");
    }
    match.replies.push_back(std::move(turn));
  }
  // A log that stops before its last round (cut off) still opens, up to where it ends;
  // its last state's scores are not the final ones.
  const int lastRound = int(log->states.size()) - 1;
  const int nbRounds = own.settings().nbRounds;
  if (log->truncated || lastRound < nbRounds) {
    match.truncated = QStringLiteral("the log ends at round %1 of %2 (truncated?)").arg(lastRound).arg(nbRounds);
    match.plannedTurns = nbRounds;
  } else {
    match.expectedReturns = log->states.back()->returns();
  }
  return match;
}

QString checkLoggedRound(const OrkIslandState& before, const OrkIslandState& after)
{
  const Board& b = before.board();
  const Settings& s = before.settings();
  const int round = before.round();
  const auto fail = [&](const QString& message) { return QStringLiteral("round %1: %2").arg(round).arg(message); };
  std::vector<Unit> units = before.units();
  std::vector<int> grid(b.types.size(), -1);
  for (size_t id = 0; id < units.size(); ++id)
    grid[size_t(b.index(units[id].i, units[id].j))] = int(id);
  std::vector<uint8_t> died(units.size(), 0);
  const auto remove = [&](int id) {
    grid[size_t(b.index(units[size_t(id)].i, units[size_t(id)].j))] = -1;
    died[size_t(id)] = 1;
  };
  // A unit that the next state shows respawned (full health, somewhere else or with
  // another owner) may have died before its cell was entered.
  const auto diedUnlogged = [&](int id) {
    const Unit& later = after.unit(id);
    const Unit& now = units[size_t(id)];
    return later.health == s.initialHealth && (later.i != now.i || later.j != now.j || later.owner != now.owner);
  };
  for (const ExecutedMove& m : after.snapshot().executed) {
    Unit& u = units[size_t(m.unit)];
    if (died[size_t(m.unit)])
      return fail(QStringLiteral("unit %1 moves after it died").arg(m.unit));
    const int ni = u.i + kDirDi[size_t(m.dir)], nj = u.j + kDirDj[size_t(m.dir)];
    if (!b.inside(ni, nj) || b.type(ni, nj) == CellType::Water)
      return fail(QStringLiteral("unit %1 moves into water or off the board").arg(m.unit));
    const int64_t health = int64_t(u.health) - s.cost(b.type(ni, nj));
    const int occupant = grid[size_t(b.index(ni, nj))];
    if (occupant != -1) {
      Unit& w = units[size_t(occupant)];
      const bool won = w.owner != u.owner && health >= w.health && after.unit(occupant).owner == u.owner;
      if (!won && !diedUnlogged(occupant))
        return fail(QStringLiteral("unit %1 enters the cell of unit %2, which neither loses a fight to it nor dies")
                        .arg(m.unit).arg(occupant));
      // A won fight gives the defender to the attacker; an unlogged death keeps (exhaustion)
      // or changes (a lost attack) the owner as the next state shows.
      w.owner = won ? u.owner : after.unit(occupant).owner;
      remove(occupant);
    }
    if (health < 0)
      return fail(QStringLiteral("unit %1 has too little health (%2) for its logged move").arg(m.unit).arg(u.health));
    grid[size_t(b.index(u.i, u.j))] = -1;
    u.i = ni;
    u.j = nj;
    u.health = int(health);
    grid[size_t(b.index(ni, nj))] = m.unit;
  }
  for (size_t id = 0; id < units.size(); ++id) {
    if (died[id] || after.unit(int(id)) == units[id])
      continue;
    if (!diedUnlogged(int(id)))
      return fail(QStringLiteral("unit %1 changed without a logged move or a death").arg(id));
    units[id].owner = after.unit(int(id)).owner;  // exhaustion keeps it, a lost attack changes it
    remove(int(id));
  }
  // Respawns, in ascending id order, on free cells away from other units (§6.3).
  const std::vector<Pos>& candidates = b.spawnCandidates;
  for (size_t id = 0; id < units.size(); ++id) {
    if (!died[id])
      continue;
    const Unit& later = after.unit(int(id));
    if (later.owner != units[id].owner || later.health != s.initialHealth)
      return fail(QStringLiteral("unit %1 respawns with owner %2 and health %3, expected owner %4 and health %5")
                      .arg(id).arg(later.owner).arg(later.health).arg(units[id].owner).arg(s.initialHealth));
    const CellType t = b.type(later.i, later.j);
    bool valid = t != CellType::Water && t != CellType::City && t != CellType::Path;
    for (int d = 0; d < 5 && valid; ++d) {
      const int ii = later.i + kDirDi[size_t(d)], jj = later.j + kDirDj[size_t(d)];
      valid = !b.inside(ii, jj) || grid[size_t(b.index(ii, jj))] == -1;
    }
    if (!valid)
      return fail(QStringLiteral("unit %1 respawns at (%2, %3), which is not a free spawn cell").arg(id).arg(later.i).arg(later.j));
    if (std::find(candidates.begin(), candidates.end(), Pos{later.i, later.j}) == candidates.end())
      return fail(QStringLiteral("unit %1 respawns at (%2, %3), not a westmost or eastmost land cell of its row")
                      .arg(id).arg(later.i).arg(later.j));
    units[id] = later;
    grid[size_t(b.index(later.i, later.j))] = int(id);
  }
  // Owners and points from the positions.
  OrkIslandState work(before);
  Snapshot snap = before.snapshot();
  snap.units = units;
  snap.round = after.round();
  snap.status = after.snapshot().status;
  snap.executed.clear();
  QString problem;
  if (!work.setSnapshot(std::move(snap), &problem))
    return fail(problem);
  work.scoreRound();
  if (work.snapshot().cityOwners != after.snapshot().cityOwners)
    return fail(QStringLiteral("city owners differ from the rules' owners"));
  if (work.snapshot().pathOwners != after.snapshot().pathOwners)
    return fail(QStringLiteral("path owners differ from the rules' owners"));
  if (work.snapshot().scores != after.snapshot().scores)
    return fail(QStringLiteral("total_score %1 %2 %3 %4, the rules give %5 %6 %7 %8")
                    .arg(after.totalScore(0)).arg(after.totalScore(1)).arg(after.totalScore(2)).arg(after.totalScore(3))
                    .arg(work.totalScore(0)).arg(work.totalScore(1)).arg(work.totalScore(2)).arg(work.totalScore(3)));
  return {};
}

QByteArray writeLog(std::span<const OrkIslandState* const> frames, const QStringList& names)
{
  std::string out;
  if (frames.empty())
    return {};
  const OrkIslandState& first = *frames.front();
  out.reserve(frames.size() * (first.board().mapText.size() + first.units().size() * 24 + 1024));
  appendLogHeader(out, first.seed(), first.settings(), names);
  first.appendStateBlock(out);
  for (size_t t = 1; t < frames.size(); ++t) {
    if (!frames[t]->abortError().isEmpty())
      break;
    frames[t]->appendCommandsBlock(out);
    frames[t]->appendStateBlock(out);
  }
  return QByteArray::fromStdString(out);
}

std::optional<QByteArray> LogFormat::exportMatch(const ExportInput& input, QString* error) const
{
  std::vector<const OrkIslandState*> frames;
  for (size_t t = 0; t < input.frames.size(); ++t) {
    const auto* state = dynamic_cast<const OrkIslandState*>(input.frames[t].get());
    if (!state) {
      *error = QStringLiteral("frame %1 is not an OrkIsland state").arg(t);
      return std::nullopt;
    }
    frames.push_back(state);
  }
  if (frames.empty()) {
    *error = QStringLiteral("nothing to export: the match has no states");
    return std::nullopt;
  }
  const QStringList names = input.setup ? input.setup->playerNames : frames.front()->names();
  return writeLog(frames, names);
}

QString LogFormat::description() const
{
  return QString::fromUtf8(QT_TRANSLATE_NOOP("GameTerms", "OrkIsland native log (.out of the original engine and viewer)"));  // the window shows it translated
}

}  // namespace Kibitz::Rules::OrkIsland
