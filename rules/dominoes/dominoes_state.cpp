// § numbers: the Rules reference of docs/games/dominoes.md.
#include "dominoes/dominoes_state.h"

#include "core/json_reader.h"
#include "core/place.h"
#include "core/reply_limits.h"
#include "dominoes/dominoes_protocol.h"

#include <QJsonArray>

#include <bit>

namespace Kibitz::Rules::Dominoes {

namespace {

// Reads `count` integers in [minimum, maximum] from a JSON array; fails naming the element.
bool readIntegers(JsonReader& reader, const QString& key, int count, int minimum, int maximum, int* out)
{
  const QJsonArray array = reader.array(key, count, count);
  if (!reader.ok())
    return false;
  for (int i = 0; i < count; ++i) {
    const std::optional<int> n = exactInt(array[i]);
    if (!n || *n < minimum || *n > maximum) {
      reader.fail(QStringLiteral("%1[%2]: expected an integer in %3..%4").arg(reader.path(key)).arg(i).arg(minimum).arg(maximum));
      return false;
    }
    out[i] = *n;
  }
  return true;
}

QJsonArray toArray(const int8_t* values, int count)
{
  QJsonArray array;
  for (int i = 0; i < count; ++i)
    array.append(values[i]);
  return array;
}

}  // namespace

DominoesState::DominoesState(const Game& game, int timeLimitMs) : State(game, 1), timeLimitMs_(timeLimitMs) {}

DominoesState::DominoesState(const Game& game, uint32_t seed, int timeLimitMs)
    : State(game, 1), deal_(dealDeck(seed)), timeLimitMs_(timeLimitMs)
{
  // The first domino goes down without matching; it counts in F (§6).
  board_.setCell(deal_.firstCell, deal_.order[0]);
}

std::unique_ptr<State> DominoesState::clone() const
{
  return std::unique_ptr<State>(new DominoesState(*this));
}

PlayerSet DominoesState::actingPlayers() const
{
  return over_ ? PlayerSet() : PlayerSet::only(0);
}

QString DominoesState::observation(int) const
{
  return observationText(board_);
}

QString DominoesState::finalMessage(int) const
{
  return endText(board_);
}

Move DominoesState::parseReply(int, const QStringList& lines) const
{
  if (const QString tooLong = ReplyLimits::problem(lines); !tooLong.isEmpty())
    return Move::invalid(tooLong);
  return parseCommand(board_, lines.value(0));
}

QStringList DominoesState::formatMove(int, const Move& move) const
{
  const QString line = formatCommand(move);
  return line.isEmpty() ? QStringList() : QStringList{line};
}

QString DominoesState::moveError(const Move& move) const
{
  if (over_)
    return QStringLiteral("the game is over");
  return commandError(board_, move);
}

void DominoesState::finish(const QString& reason)
{
  over_ = true;
  endReason_ = reason;
  addEvent({QStringLiteral("end"), 0,
            QStringLiteral("game over (%1): final score %2 (S %3, F %4)")
                .arg(reason).arg(board_.finalScore()).arg(board_.total()).arg(board_.placed()),
            QJsonObject{{QStringLiteral("score"), board_.finalScore()},
                        {QStringLiteral("total"), board_.total()},
                        {QStringLiteral("placed"), board_.placed()}}});
}

void DominoesState::doApplyMoves(std::span<const Move> moves)
{
  const Move& move = moves[0];
  // §12 rows 4-5: an invalid reply, a timeout or a crash ends the game as it stands.
  switch (move.status) {
  case Move::Status::Ok: break;
  case Move::Status::Invalid:
    finish(move.error.isEmpty() ? QStringLiteral("invalid reply") : move.error);
    return;
  case Move::Status::Timeout:
    finish(move.error.isEmpty() ? QStringLiteral("timeout") : QStringLiteral("timeout: ") + move.error);
    return;
  case Move::Status::Crashed:
    finish(move.error.isEmpty() ? QStringLiteral("the bot crashed") : QStringLiteral("crashed: ") + move.error);
    return;
  }
  if (const QString error = commandError(board_, move); !error.isEmpty()) {
    finish(error);
    return;
  }
  switch (Command(move.words[0])) {
  case Command::Reveal: {
    const int slot = move.words[1];
    const int pattern = deal_.order[size_t(board_.nextReveal())];
    board_.reveal(slot, pattern);
    addEvent({QStringLiteral("reveal"), 0,
              QStringLiteral("revealed pattern %1 (%2) into slot %3, %4 left")
                  .arg(pattern).arg(patternText(pattern)).arg(slot).arg(board_.revealsLeft()),
              QJsonObject{{QStringLiteral("slot"), slot},
                          {QStringLiteral("pattern"), pattern},
                          {QStringLiteral("left"), board_.revealsLeft()}}});
    break;
  }
  case Command::Place: {
    const int slot = move.words[1], cell = move.words[2];
    const int pattern = board_.slot(slot);
    const int q = board_.pending();
    const int neighbours = board_.constraintAt(cell).neighbours;
    const Mask deadBefore = board_.deadCells();
    const int points = board_.place(slot, cell);
    addEvent({QStringLiteral("place"), 0,
              QStringLiteral("pattern %1 (%2) at %3: %4 neighbour(s) x bonus %5 (%6 pending) = +%7")
                  .arg(pattern).arg(patternText(pattern)).arg(cellText(cell)).arg(neighbours)
                  .arg(bonus(q)).arg(q).arg(points),
              QJsonObject{{QStringLiteral("slot"), slot},
                          {QStringLiteral("cell"), cell},
                          {QStringLiteral("pattern"), pattern},
                          {QStringLiteral("neighbours"), neighbours},
                          {QStringLiteral("bonus"), bonus(q)},
                          {QStringLiteral("pending"), q},
                          {QStringLiteral("points"), points}},
              Place::cell(cell)});
    for (int dead : maskToList(board_.deadCells() & ~deadBefore))
      addEvent({QStringLiteral("dead"), 0, QStringLiteral("%1 can no longer be filled").arg(cellText(dead)),
                QJsonObject{{QStringLiteral("cell"), dead}}, Place::cell(dead)});
    break;
  }
  case Command::Quit:
    finish(QStringLiteral("QUIT"));
    return;
  }
  if (board_.isFinished())
    finish(board_.finishReason());
}

QList<double> DominoesState::returns() const
{
  return {double(board_.finalScore())};
}

QString DominoesState::resultText(const QStringList& playerNames) const
{
  QString text = QStringLiteral("%1: final score %2 (S %3, F %4 placed)")
                     .arg(playerNames.value(0, QStringLiteral("Player")))
                     .arg(board_.finalScore()).arg(board_.total()).arg(board_.placed());
  if (!endReason_.isEmpty())
    text += QStringLiteral("; ") + endReason_;
  return text;
}

double DominoesState::metric(int metricIndex, int) const
{
  switch (metricIndex) {
  case 0: return board_.finalScore();
  case 1: return board_.total();
  case 2: return board_.placed();
  case 3: return board_.pending();
  case 4: return std::popcount(board_.deadCells());
  }
  return 0;
}

QJsonObject DominoesState::seatView(int) const
{
  QJsonObject json = toJson();
  json.remove(QStringLiteral("deck"));  // the dominoes still to come are nobody's to see
  return json;
}

QJsonObject DominoesState::toJson() const
{
  std::array<int8_t, kCells> grid;
  for (int cell = 0; cell < kCells; ++cell)
    grid[size_t(cell)] = int8_t(board_.at(cell));
  std::array<int8_t, kSlots> stack;
  for (int slot = 0; slot < kSlots; ++slot)
    stack[size_t(slot)] = int8_t(board_.slot(slot));
  return QJsonObject{
      {QStringLiteral("turn"), turn()},
      {QStringLiteral("deck"), toArray(deal_.order.data(), kPatterns)},
      {QStringLiteral("firstCell"), deal_.firstCell},
      {QStringLiteral("grid"), toArray(grid.data(), kCells)},
      {QStringLiteral("stack"), toArray(stack.data(), kSlots)},
      {QStringLiteral("next"), board_.nextReveal()},
      {QStringLiteral("total"), board_.total()},
      {QStringLiteral("over"), over_},
      {QStringLiteral("endReason"), endReason_},
  };
}

std::unique_ptr<DominoesState> DominoesState::fromJson(const Game& game, int timeLimitMs, const QJsonObject& json,
                                                       QString* error)
{
  QString problem;
  JsonReader root(json, QString(), &problem);
  std::unique_ptr<DominoesState> state(new DominoesState(game, timeLimitMs));
  // At most 63 reveals, 63 placements and a final command.
  state->setTurn(int(root.integer(QStringLiteral("turn"), 0, 2 * (kPatterns - 1) + 1)));
  state->deal_.firstCell = int(root.integer(QStringLiteral("firstCell"), 0, kCells - 1));
  const int next = int(root.integer(QStringLiteral("next"), 1, kPatterns));
  const int total = int(root.integer(QStringLiteral("total"), 0, (kPatterns - 1) * kMaxPlacementGain));
  state->over_ = root.boolean(QStringLiteral("over"));
  state->endReason_ = root.text(QStringLiteral("endReason"));
  std::array<int, kPatterns> deck{};
  std::array<int, kCells> grid{};
  std::array<int, kSlots> stack{};
  if (root.ok() && readIntegers(root, QStringLiteral("deck"), kPatterns, 0, kPatterns - 1, deck.data())
      && readIntegers(root, QStringLiteral("grid"), kCells, kEmpty, kPatterns - 1, grid.data())
      && readIntegers(root, QStringLiteral("stack"), kSlots, kEmpty, kPatterns - 1, stack.data())) {
    Mask seen = 0;
    for (int i = 0; i < kPatterns && root.ok(); ++i) {
      if (seen >> deck[size_t(i)] & 1)
        root.fail(QStringLiteral("deck[%1]: pattern %2 appears twice").arg(i).arg(deck[size_t(i)]));
      seen |= Mask{1} << deck[size_t(i)];
      state->deal_.order[size_t(i)] = int8_t(deck[size_t(i)]);
    }
    // The grid and the stack hold exactly the dealt dominoes deck[0..next-1], once each.
    Mask dealt = 0;
    for (int i = 0; i < next && root.ok(); ++i)
      dealt |= Mask{1} << deck[size_t(i)];
    Mask shown = 0;
    const auto take = [&](int pattern, const QString& where) {
      if (pattern == kEmpty || !root.ok())
        return;
      if (!(dealt >> pattern & 1))
        root.fail(QStringLiteral("%1: pattern %2 has not been dealt (next is %3)").arg(where).arg(pattern).arg(next));
      else if (shown >> pattern & 1)
        root.fail(QStringLiteral("%1: pattern %2 appears twice").arg(where).arg(pattern));
      shown |= Mask{1} << pattern;
    };
    for (int cell = 0; cell < kCells; ++cell)
      take(grid[size_t(cell)], QStringLiteral("grid[%1]").arg(cell));
    for (int slot = 0; slot < kSlots; ++slot)
      take(stack[size_t(slot)], QStringLiteral("stack[%1]").arg(slot));
    if (root.ok() && shown != dealt)
      root.fail(QStringLiteral("grid, stack: %1 dealt domino(s) are missing").arg(std::popcount(dealt & ~shown)));
    if (root.ok() && grid[size_t(state->deal_.firstCell)] != deck[0])
      root.fail(QStringLiteral("grid[%1]: the first domino (pattern %2) must be at firstCell")
                    .arg(state->deal_.firstCell).arg(deck[0]));
  }
  if (root.ok()) {
    for (int cell = 0; cell < kCells; ++cell)
      state->board_.setCell(cell, grid[size_t(cell)]);
    for (int slot = 0; slot < kSlots; ++slot)
      state->board_.setSlot(slot, stack[size_t(slot)]);
    state->board_.setNextReveal(next);
    state->board_.setTotal(total);
    if (!state->over_ && state->board_.isFinished())
      root.fail(QStringLiteral("over: false, but the game has ended (%1)").arg(state->board_.finishReason()));
  }
  if (!problem.isEmpty()) {
    *error = problem;
    return nullptr;
  }
  return state;
}

}  // namespace Kibitz::Rules::Dominoes
