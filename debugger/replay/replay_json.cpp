#include "replay/replay_json.h"

#include "core/json_reader.h"
#include "core/place.h"
#include "replay/parallel_strided.h"
#include "telemetry/bot_values.h"

#include <QHash>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <optional>
#include <vector>

namespace Kibitz::Debugger::ReplayJson {

using Rules::JsonReader;

namespace {

constexpr qsizetype kMaxFrames = 10'000'000;
constexpr qsizetype kMaxPlayers = 64;
const QString kFormatName = QStringLiteral("kibitz-replay");

QJsonArray toArray(const QStringList& list)
{
  return QJsonArray::fromStringList(list);
}

// A bot's input as the lines that changed since its previous input (an OrkIsland island
// with a few orks moved), or an empty object when the whole text is shorter to write.
QJsonObject inputChanges(const QString& previous, const QString& input)
{
  if (previous.isNull())
    return {};
  // One pass over both texts, line against line, compared as memory (this runs for every
  // exchange of a recorded match; counting lines first cost more than the comparison).
  struct Change {
    qsizetype line;
    QStringView text;
  };
  std::vector<Change> changes;
  qsizetype lines = 0;
  qsizetype a = 0;  // start of the current line in previous
  qsizetype b = 0;  // and in input
  while (true) {
    qsizetype endA = previous.indexOf(QLatin1Char('\n'), a);
    qsizetype endB = input.indexOf(QLatin1Char('\n'), b);
    if ((endA < 0) != (endB < 0))
      return {};  // not the same number of lines
    if (endA < 0) {
      endA = previous.size();
      endB = input.size();
    }
    const bool same = endA - a == endB - b &&
                      std::memcmp(previous.constData() + a, input.constData() + b, size_t(endB - b) * sizeof(QChar)) == 0;
    if (!same)
      changes.push_back({lines, QStringView(input).sliced(b, endB - b)});
    ++lines;
    if (endB >= input.size())
      break;
    a = endA + 1;
    b = endB + 1;
  }
  // Worth it only for inputs of a few lines or more, most of them unchanged.
  if (lines < 4 || 2 * qsizetype(changes.size()) > lines)
    return {};
  QJsonArray changed;
  for (const Change& c : changes)
    changed.append(QJsonArray{c.line, c.text.toString()});
  return QJsonObject{{QStringLiteral("lines"), lines}, {QStringLiteral("changed"), changed}};
}

// A bot's CPU time and memory (format 4), kept small: CPU to 10 µs, the peak only when it
// is not the current memory.
void writeUsage(const PlayerExchange& x, QJsonObject* o)
{
  if (x.cpuMs >= 0)
    o->insert(QStringLiteral("cpuMs"), std::round(x.cpuMs * 100) / 100);
  if (x.rssKb >= 0)
    o->insert(QStringLiteral("rssKb"), x.rssKb);
  if (x.peakRssKb >= 0 && x.peakRssKb != x.rssKb)
    o->insert(QStringLiteral("peakRssKb"), x.peakRssKb);
}

// Bounded: a day of CPU, a pebibyte of memory; a peak below the current memory is refused.
constexpr double kMaxCpuMs = 86'400'000;
constexpr qint64 kMaxRssKb = qint64(1) << 40;

// A duration `key` of `o` into `*ms` when present: a finite number from 0 to a day (1e308 or
// -5 would reach the charts' axes and the slowest-turns list).
void readMilliseconds(const QJsonObject& o, const QString& key, const QString& path, double* ms, QString* error)
{
  const QJsonValue value = o.value(key);
  if (value.isUndefined() || !error->isEmpty())
    return;
  const double read = value.toDouble(-1);
  if (!value.isDouble() || !std::isfinite(read) || read < 0 || read > kMaxCpuMs)
    *error = QStringLiteral("%1.%2: expected a number of milliseconds from 0 to %3").arg(path, key).arg(kMaxCpuMs, 0, 'f', 0);
  else
    *ms = read;
}

void readUsage(const QJsonObject& o, const QString& path, PlayerExchange* x, QString* error)
{
  readMilliseconds(o, QStringLiteral("cpuMs"), path, &x->cpuMs, error);
  JsonReader r(o, path, error);
  if (o.contains(QStringLiteral("rssKb")))
    x->rssKb = r.integer(QStringLiteral("rssKb"), 0, kMaxRssKb);
  if (o.contains(QStringLiteral("peakRssKb")))
    x->peakRssKb = r.integer(QStringLiteral("peakRssKb"), std::max<qint64>(x->rssKb, 0), kMaxRssKb);
  else
    x->peakRssKb = x->rssKb;
}

// `sameInputAs`: the index of an earlier exchange of the frame with the same input, or -1.
// `previousInput`: the player's input in its previous exchange (null if none).
QJsonObject exchangeToJson(const PlayerExchange& x, int sameInputAs, const QString& previousInput)
{
  QJsonObject o{{QStringLiteral("player"), x.player},
                {QStringLiteral("output"), toArray(x.output)},
                {QStringLiteral("timeMs"), x.timeMs},
                {QStringLiteral("limitMs"), x.limitMs},
                {QStringLiteral("status"), QString::fromLatin1(Rules::moveStatusName(x.status))}};
  if (sameInputAs >= 0) {
    o.insert(QStringLiteral("inputSameAs"), sameInputAs);
  } else if (const QJsonObject changes = inputChanges(previousInput, x.input); !changes.isEmpty()) {
    o.insert(QStringLiteral("inputChanges"), changes);
  } else {
    o.insert(QStringLiteral("input"), x.input);
  }
  writeUsage(x, &o);
  if (!x.stderrText.isEmpty())
    o.insert(QStringLiteral("stderr"), x.stderrText);
  if (x.stderrTruncated)
    o.insert(QStringLiteral("stderrTruncated"), true);
  if (!x.error.isEmpty())
    o.insert(QStringLiteral("error"), x.error);
  if (!x.marks.isEmpty())
    o.insert(QStringLiteral("marks"), BotMarks::toJson(x.marks));
  if (!x.markErrors.isEmpty())
    o.insert(QStringLiteral("markErrors"), toArray(x.markErrors));
  if (x.profile)
    o.insert(QStringLiteral("profile"), TurnProfiles::toJson(*x.profile));
  return o;
}

// The state fields that are equal in every frame (an OrkIsland map): written once, as
// `sharedState`. Only for two frames or more, so that a one-frame file stays plain.
QJsonObject sharedStateOf(const QList<Frame>& frames)
{
  QJsonObject shared;
  if (frames.size() < 2)
    return shared;
  const QJsonObject& first = frames.first().state;
  for (auto it = first.begin(); it != first.end(); ++it) {
    bool same = true;
    for (qsizetype f = 1; f < frames.size() && same; ++f) {
      const auto other = frames[f].state.constFind(it.key());
      same = other != frames[f].state.constEnd() && *other == it.value();
    }
    if (same)
      shared.insert(it.key(), it.value());
  }
  return shared;
}

// `lastInputs`: each player's input in its latest exchange before this frame.
QJsonObject frameToJson(const Frame& frame, const QJsonObject& sharedState, const QHash<int, QString>& lastInputs)
{
  QJsonObject state = frame.state;
  for (auto it = sharedState.begin(); it != sharedState.end(); ++it)
    state.remove(it.key());
  QJsonObject o{{QStringLiteral("state"), state}};
  if (!frame.exchanges.isEmpty()) {
    QJsonArray io;
    for (qsizetype i = 0; i < frame.exchanges.size(); ++i) {
      // Players of full-information games often receive the same text: written once.
      int sameAs = -1;
      for (qsizetype j = 0; j < i && sameAs < 0; ++j)
        if (!frame.exchanges[i].input.isEmpty() && frame.exchanges[j].input == frame.exchanges[i].input)
          sameAs = int(j);
      const PlayerExchange& x = frame.exchanges[i];
      io.append(exchangeToJson(x, sameAs, lastInputs.value(x.player)));
    }
    o.insert(QStringLiteral("io"), io);
  }
  if (!frame.events.isEmpty()) {
    QJsonArray events;
    for (const Rules::Event& e : frame.events) {
      QJsonObject event{{QStringLiteral("type"), e.type}, {QStringLiteral("player"), e.player}, {QStringLiteral("text"), e.text}};
      if (!e.data.isEmpty())
        event.insert(QStringLiteral("data"), e.data);
      if (!e.place.isEmpty())
        event.insert(QStringLiteral("place"), e.place);
      events.append(event);
    }
    o.insert(QStringLiteral("events"), events);
  }
  QJsonArray metrics;
  for (const QList<double>& perPlayer : frame.metrics) {
    QJsonArray values;
    for (double v : perPlayer)
      values.append(v);
    metrics.append(values);
  }
  o.insert(QStringLiteral("metrics"), metrics);
  return o;
}

// Optional fields: absent means the default; present but of the wrong type is an error.
QString optionalText(const QJsonObject& o, const QString& key, const QString& path, QString* error)
{
  const QJsonValue v = o.value(key);
  if (v.isUndefined())
    return {};
  if (!v.isString() && error->isEmpty())
    *error = QStringLiteral("%1.%2: expected a string").arg(path, key);
  return v.toString();
}

QStringList stringList(const QJsonValue& value, const QString& path, QString* error)
{
  QStringList list;
  if (!value.isArray()) {
    if (error->isEmpty())
      *error = QStringLiteral("%1: expected an array of strings").arg(path);
    return list;
  }
  const QJsonArray array = value.toArray();
  for (qsizetype i = 0; i < array.size(); ++i) {
    if (!array[i].isString()) {
      if (error->isEmpty())
        *error = QStringLiteral("%1[%2]: expected a string").arg(path).arg(i);
      return {};
    }
    list << array[i].toString();
  }
  return list;
}

// An input written as `inputChanges`, read but not yet applied: the number of lines of
// the player's previous input, and the changed lines in order (a line changed twice keeps
// its last text).
struct InputChanges {
  qint64 lines = 0;
  std::vector<std::pair<qsizetype, QString>> changed;
};

// Reads `inputChanges` (on any thread: it needs no other frame).
InputChanges readInputChanges(const QJsonValue& value, const QString& path, QString* error)
{
  InputChanges changes;
  const QJsonObject o = value.toObject();
  JsonReader r(o, path, error);
  if (!value.isObject()) {
    r.fail(QStringLiteral("%1: expected an object").arg(path));
    return changes;
  }
  changes.lines = r.integer(QStringLiteral("lines"), 1, std::numeric_limits<int>::max());
  const QJsonArray changed = r.array(QStringLiteral("changed"), 0, changes.lines);
  changes.changed.reserve(size_t(changed.size()));
  for (qsizetype k = 0; k < changed.size() && error->isEmpty(); ++k) {
    const QJsonArray change = changed[k].toArray();
    const int line = change.isEmpty() ? -1 : Rules::exactInt(change[0]).value_or(-1);
    if (!changed[k].isArray() || change.size() != 2 || !change[1].isString() || line < 0 || line >= changes.lines) {
      r.fail(QStringLiteral("%1.changed[%2]: expected [line index below %3, text]").arg(path).arg(k).arg(changes.lines));
      return changes;
    }
    changes.changed.emplace_back(line, change[1].toString());
  }
  std::stable_sort(changes.changed.begin(), changes.changed.end(),
                   [](const auto& x, const auto& y) { return x.first < y.first; });
  // A later change of the same line wins.
  std::vector<std::pair<qsizetype, QString>> last;
  last.reserve(changes.changed.size());
  for (size_t k = 0; k < changes.changed.size(); ++k)
    if (k + 1 == changes.changed.size() || changes.changed[k + 1].first != changes.changed[k].first)
      last.push_back(std::move(changes.changed[k]));
  changes.changed = std::move(last);
  return changes;
}

// The input `changes` make of `previous` (which has `previousLines` lines): one pass over
// the previous input that copies the unchanged runs between the changed lines whole. This
// runs in frame order, one input after the other: it is kept to the copying.
QString applyInputChanges(const InputChanges& changes, const QString& previous, qint64 previousLines,
                          const QString& path, QString* error)
{
  if (previous.isNull()) {
    *error = QStringLiteral("%1: this player has no earlier input to change").arg(path);
    return {};
  }
  if (changes.lines != previousLines) {
    *error = QStringLiteral("%1.lines: %2 is out of range %3..%3").arg(path).arg(changes.lines).arg(previousLines);
    return {};
  }
  QString input;
  input.reserve(previous.size() + 64);
  const QStringView before(previous);
  qsizetype line = 0;      // the line `pos` starts
  qsizetype pos = 0;       // where that line starts in `previous`
  qsizetype copyFrom = 0;  // the start of the unchanged run not yet copied
  for (const auto& [target, text] : changes.changed) {
    while (line < target) {
      pos = before.indexOf(QLatin1Char('\n'), pos) + 1;
      ++line;
    }
    input += before.mid(copyFrom, pos - copyFrom);
    input += text;
    const qsizetype end = before.indexOf(QLatin1Char('\n'), pos);
    copyFrom = end < 0 ? before.size() : end;  // the line end stays
    pos = end < 0 ? before.size() : end + 1;
    ++line;
  }
  input += before.mid(copyFrom);
  return input;
}

qsizetype lineCount(const QString& text)
{
  return text.count(QLatin1Char('\n')) + 1;
}

QString exchangePath(const QString& framePath, qsizetype exchange)
{
  return QStringLiteral("%1.io[%2]").arg(framePath).arg(exchange);
}

// How an exchange's input is written when it refers to other inputs; resolved once every
// frame is read, in frame order (readFrames), because it depends on earlier frames.
struct InputReference {
  std::optional<InputChanges> changes;  // `inputChanges`: lines changed since the player's previous input
  int sameAs = -1;                      // `inputSameAs`: the index of an earlier exchange of the same frame
  qsizetype lines = 0;                  // a literal input's number of lines
};

// `earlier`: the exchanges of the frame read so far (for the range of `inputSameAs`).
// An input written as a reference is left empty and its reference kept in `reference`.
bool readExchange(const QJsonValue& value, const QString& path, int numPlayers, const QList<PlayerExchange>& earlier,
                  PlayerExchange* x, InputReference* reference, QString* error)
{
  if (!value.isObject()) {
    *error = QStringLiteral("%1: expected an object").arg(path);
    return false;
  }
  const QJsonObject o = value.toObject();
  JsonReader r(o, path, error);
  x->player = int(r.integer(QStringLiteral("player"), 0, numPlayers - 1));
  const int inputForms = int(o.contains(QStringLiteral("input"))) + int(o.contains(QStringLiteral("inputSameAs"))) +
                         int(o.contains(QStringLiteral("inputChanges")));
  if (inputForms > 1 && error->isEmpty())
    *error = QStringLiteral("%1: more than one of input, inputSameAs and inputChanges").arg(path);
  if (o.contains(QStringLiteral("inputChanges"))) {
    if (error->isEmpty())
      reference->changes = readInputChanges(o.value(QStringLiteral("inputChanges")), path + QStringLiteral(".inputChanges"), error);
  } else if (o.contains(QStringLiteral("inputSameAs"))) {
    const qint64 same = earlier.isEmpty() ? 0 : r.integer(QStringLiteral("inputSameAs"), 0, earlier.size() - 1);
    if (earlier.isEmpty() && error->isEmpty())
      *error = QStringLiteral("%1.inputSameAs: no earlier exchange in this frame").arg(path);
    reference->sameAs = int(same);
  } else {
    x->input = r.text(QStringLiteral("input"));
    reference->lines = lineCount(x->input);
  }
  x->output = stringList(o.value(QStringLiteral("output")), r.path(QStringLiteral("output")), error);
  readMilliseconds(o, QStringLiteral("timeMs"), path, &x->timeMs, error);
  x->limitMs = int(r.integer(QStringLiteral("limitMs"), 0, 86'400'000));
  readUsage(o, path, x, error);
  const QString status = r.text(QStringLiteral("status"));
  if (error->isEmpty() && !Rules::moveStatusFromName(status, &x->status))
    *error = QStringLiteral("%1.status: unknown status '%2' (valid: ok, invalid, timeout, crashed)").arg(path, status);
  x->stderrText = optionalText(o, QStringLiteral("stderr"), path, error);
  x->stderrTruncated = o.value(QStringLiteral("stderrTruncated")).toBool(false);
  // The values it reported: files keep the stderr, not the values; parsed once, here.
  BotValues::readInto(x);
  x->error = optionalText(o, QStringLiteral("error"), path, error);
  // Bot marks (optional: files written before them have none).
  const QJsonValue marks = o.value(QStringLiteral("marks"));
  if (!marks.isUndefined() && error->isEmpty()) {
    if (!marks.isArray())
      *error = QStringLiteral("%1.marks: expected an array").arg(path);
    else
      BotMarks::fromJson(marks.toArray(), path + QStringLiteral(".marks"), &x->marks, error);
  }
  const QJsonValue markErrors = o.value(QStringLiteral("markErrors"));
  if (!markErrors.isUndefined() && error->isEmpty())
    x->markErrors = stringList(markErrors, path + QStringLiteral(".markErrors"), error);
  // A profiled bot's samples of the turn (optional).
  const QJsonValue profile = o.value(QStringLiteral("profile"));
  if (!profile.isUndefined() && error->isEmpty()) {
    TurnProfile p;
    if (TurnProfiles::fromJson(profile, path + QStringLiteral(".profile"), &p, error))
      x->profile = std::move(p);
  }
  return error->isEmpty();
}

bool readFrame(const QJsonValue& value, const QString& path, int numPlayers, int numMetrics,
               const QJsonObject& sharedState, Frame* frame, QList<InputReference>* references, QString* error)
{
  if (!value.isObject()) {
    *error = QStringLiteral("%1: expected an object").arg(path);
    return false;
  }
  const QJsonObject o = value.toObject();
  JsonReader r(o, path, error);
  frame->state = r.object(QStringLiteral("state"));
  if (!error->isEmpty())
    return false;
  for (auto it = sharedState.begin(); it != sharedState.end(); ++it) {
    if (frame->state.contains(it.key())) {
      *error = QStringLiteral("%1.state.%2: also in sharedState").arg(path, it.key());
      return false;
    }
    frame->state.insert(it.key(), it.value());  // implicitly shared by every frame
  }
  const QJsonValue io = o.value(QStringLiteral("io"));
  if (!io.isUndefined()) {
    if (!io.isArray() || io.toArray().size() > numPlayers) {
      *error = QStringLiteral("%1.io: expected an array of at most %2 exchanges").arg(path).arg(numPlayers);
      return false;
    }
    const QJsonArray array = io.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
      PlayerExchange x;
      InputReference reference;
      if (!readExchange(array[i], exchangePath(path, i), numPlayers, frame->exchanges, &x, &reference, error))
        return false;
      frame->exchanges << x;
      *references << reference;
    }
  }
  const QJsonValue events = o.value(QStringLiteral("events"));
  if (!events.isUndefined()) {
    if (!events.isArray()) {
      *error = QStringLiteral("%1.events: expected an array").arg(path);
      return false;
    }
    const QJsonArray array = events.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
      const QString eventPath = QStringLiteral("%1.events[%2]").arg(path).arg(i);
      if (!array[i].isObject()) {
        *error = QStringLiteral("%1: expected an object").arg(eventPath);
        return false;
      }
      const QJsonObject eo = array[i].toObject();
      JsonReader er(eo, eventPath, error);
      Rules::Event e;
      e.type = er.text(QStringLiteral("type"));
      e.player = int(er.integer(QStringLiteral("player"), -1, numPlayers - 1));
      e.text = er.text(QStringLiteral("text"));
      if (const QJsonValue data = eo.value(QStringLiteral("data")); !data.isUndefined()) {
        if (!data.isObject()) {
          *error = QStringLiteral("%1.data: expected an object").arg(eventPath);
          return false;
        }
        e.data = data.toObject();
      }
      // Optional (replays before it have none): a board anchor, checked so that no board is
      // asked to find an arbitrary string.
      if (const QJsonValue place = eo.value(QStringLiteral("place")); !place.isUndefined()) {
        if (!place.isString() || !Rules::Place::isValid(place.toString())) {
          *error = QStringLiteral("%1.place: expected a place (cell:N, cell:R,C, unit:ID or players[N])").arg(eventPath);
          return false;
        }
        e.place = place.toString();
      }
      if (!error->isEmpty())
        return false;
      frame->events << e;
    }
  }
  const QJsonArray metrics = r.array(QStringLiteral("metrics"), numMetrics, numMetrics);
  for (qsizetype m = 0; m < metrics.size() && error->isEmpty(); ++m) {
    const QJsonArray values = metrics[m].toArray();
    if (!metrics[m].isArray() || values.size() != numPlayers) {
      *error = QStringLiteral("%1.metrics[%2]: expected %3 numbers").arg(path).arg(m).arg(numPlayers);
      return false;
    }
    QList<double> perPlayer;
    for (qsizetype p = 0; p < values.size(); ++p) {
      if (!values[p].isDouble()) {
        *error = QStringLiteral("%1.metrics[%2][%3]: expected a number").arg(path).arg(m).arg(p);
        return false;
      }
      perPlayer << values[p].toDouble();
    }
    frame->metrics << perPlayer;
  }
  return error->isEmpty();
}

// Every frame, read on every core (most of the time of opening a long replay); then the
// inputs written as references to earlier ones are resolved in frame order. The error is
// the first frame's that has one.
bool readFrames(const QJsonArray& array, int numPlayers, int numMetrics, const QJsonObject& sharedState,
                QList<Frame>* frames, QString* error)
{
  const qsizetype count = array.size();
  const auto n = static_cast<size_t>(count);
  std::vector<Frame> read(n);
  std::vector<QList<InputReference>> references(n);
  std::vector<QString> errors(n);
  parallelStrided(count, 64, [&](qsizetype first, qsizetype step) {
    for (qsizetype i = first; i < count; i += step)
      readFrame(array[i], QStringLiteral("frames[%1]").arg(i), numPlayers, numMetrics, sharedState, &read[size_t(i)],
                &references[size_t(i)], &errors[size_t(i)]);
  });
  // Each player's input in its latest exchange so far, and its number of lines.
  QHash<int, std::pair<QString, qsizetype>> lastInputs;
  frames->reserve(count);
  for (qsizetype i = 0; i < count; ++i) {
    if (!errors[size_t(i)].isEmpty()) {
      *error = errors[size_t(i)];
      return false;
    }
    Frame& frame = read[size_t(i)];
    QList<InputReference>& frameReferences = references[size_t(i)];
    for (qsizetype k = 0; k < frame.exchanges.size(); ++k) {
      PlayerExchange& x = frame.exchanges[k];
      InputReference& reference = frameReferences[k];
      if (reference.changes) {
        const auto& [previous, previousLines] = lastInputs.value(x.player);
        x.input = applyInputChanges(*reference.changes, previous, previousLines,
                                    exchangePath(QStringLiteral("frames[%1]").arg(i), k) + QStringLiteral(".inputChanges"),
                                    error);
        if (!error->isEmpty())
          return false;
        reference.lines = reference.changes->lines;
      } else if (reference.sameAs >= 0) {
        x.input = frame.exchanges[reference.sameAs].input;  // shared, not copied
        reference.lines = frameReferences[reference.sameAs].lines;
      }
    }
    for (qsizetype k = 0; k < frame.exchanges.size(); ++k)
      lastInputs.insert(frame.exchanges[k].player, {frame.exchanges[k].input, frameReferences[k].lines});
    frames->append(std::move(frame));
  }
  return true;
}

}  // namespace

QJsonObject toJson(const Replay& replay)
{
  QJsonArray players;
  for (const PlayerRecord& p : replay.players) {
    QJsonObject player{{QStringLiteral("name"), p.name}, {QStringLiteral("bot"), p.bot}};
    if (!p.profiler.isEmpty())
      player.insert(QStringLiteral("profiler"), p.profiler);
    if (!p.profileSources.isEmpty())
      player.insert(QStringLiteral("profileSources"), TurnProfiles::sourcesToJson(p.profileSources));
    players.append(player);
  }
  const QJsonObject sharedState = sharedStateOf(replay.frames);
  // Each frame needs the players' previous inputs (inputChanges); with those known, the
  // frames are converted on every core (most of the time of writing a long replay).
  std::vector<QHash<int, QString>> previousInputs(size_t(replay.frames.size()));
  QHash<int, QString> lastInputs;
  for (qsizetype f = 0; f < replay.frames.size(); ++f) {
    previousInputs[size_t(f)] = lastInputs;
    for (const PlayerExchange& x : replay.frames[f].exchanges)
      lastInputs.insert(x.player, x.input);
  }
  std::vector<QJsonObject> converted(size_t(replay.frames.size()));
  parallelStrided(replay.frames.size(), 32, [&](qsizetype first, qsizetype step) {
    for (qsizetype f = first; f < replay.frames.size(); f += step)
      converted[size_t(f)] = frameToJson(replay.frames[f], sharedState, previousInputs[size_t(f)]);
  });
  QJsonArray frames;
  for (QJsonObject& frame : converted)
    frames.append(std::move(frame));
  QJsonArray returns;
  for (double r : replay.result.returns)
    returns.append(r);
  QJsonObject o{
      {QStringLiteral("format"), kFormatName},
      {QStringLiteral("version"), Replay::kFormatVersion},
      {QStringLiteral("game"), replay.gameId},
      {QStringLiteral("rulesVersion"), replay.rulesVersion},
      {QStringLiteral("parameters"), replay.parameters},
      {QStringLiteral("seed"), QString::number(replay.seed)},
      {QStringLiteral("players"), players},
      {QStringLiteral("metrics"), toArray(replay.metricKeys)},
      {QStringLiteral("createdBy"), replay.createdBy},
      {QStringLiteral("createdAt"), replay.createdAt},
      {QStringLiteral("frames"), frames},
      {QStringLiteral("result"), QJsonObject{{QStringLiteral("complete"), replay.result.complete},
                                             {QStringLiteral("returns"), returns},
                                             {QStringLiteral("text"), replay.result.text}}},
      {QStringLiteral("annotations"), replay.annotations},
  };
  if (!replay.origin.isEmpty())
    o.insert(QStringLiteral("origin"), replay.origin);
  if (!sharedState.isEmpty())
    o.insert(QStringLiteral("sharedState"), sharedState);
  return o;
}

QJsonObject standaloneFrame(const Frame& frame)
{
  return frameToJson(frame, QJsonObject(), QHash<int, QString>());
}

std::optional<Replay> fromJson(const QJsonObject& json, QString* error)
{
  QString problem;
  JsonReader r(json, QString(), &problem);
  const QString format = r.text(QStringLiteral("format"));
  if (!problem.isEmpty() || format != kFormatName) {
    *error = QStringLiteral("not a Kibitz replay (the \"format\" field is not \"%1\")").arg(kFormatName);
    return std::nullopt;
  }
  const qint64 version = r.integer(QStringLiteral("version"), 1, std::numeric_limits<int>::max());
  if (!problem.isEmpty()) {
    *error = problem;
    return std::nullopt;
  }
  if (version > Replay::kFormatVersion) {
    *error = QStringLiteral("replay format version %1 is newer than this Kibitz reads (up to %2): update Kibitz")
                 .arg(version)
                 .arg(Replay::kFormatVersion);
    return std::nullopt;
  }

  Replay replay;
  replay.gameId = r.text(QStringLiteral("game"));
  replay.rulesVersion = r.text(QStringLiteral("rulesVersion"));
  replay.parameters = r.object(QStringLiteral("parameters"));
  const QString seed = r.text(QStringLiteral("seed"));
  bool seedOk = false;
  replay.seed = seed.toULongLong(&seedOk);
  if (problem.isEmpty() && !seedOk)
    problem = QStringLiteral("seed: '%1' is not an unsigned 64-bit integer").arg(seed);
  const QJsonArray players = r.array(QStringLiteral("players"), 1, kMaxPlayers);
  for (qsizetype i = 0; i < players.size() && problem.isEmpty(); ++i) {
    const QJsonObject po = players[i].toObject();
    JsonReader pr(po, QStringLiteral("players[%1]").arg(i), &problem);
    if (!players[i].isObject())
      pr.fail(QStringLiteral("players[%1]: expected an object").arg(i));
    replay.players << PlayerRecord{pr.text(QStringLiteral("name")), pr.text(QStringLiteral("bot"))};
    const QString profiler = optionalText(po, QStringLiteral("profiler"), QStringLiteral("players[%1]").arg(i), &problem);
    if (!profiler.isEmpty() && profiler != QLatin1String("perf") && profiler != QLatin1String("python") && problem.isEmpty())
      problem = QStringLiteral("players[%1].profiler: '%2' is not a profiler Kibitz knows (perf, python)").arg(i).arg(profiler.left(40));
    replay.players.last().profiler = profiler;
    // Where the profiled functions are defined (optional; older files have none).
    const QJsonValue sources = po.value(QStringLiteral("profileSources"));
    if (!sources.isUndefined() && problem.isEmpty())
      TurnProfiles::sourcesFromJson(sources, QStringLiteral("players[%1].profileSources").arg(i),
                                    &replay.players.last().profileSources, &problem);
  }
  replay.metricKeys = stringList(json.value(QStringLiteral("metrics")), QStringLiteral("metrics"), &problem);
  replay.createdBy = optionalText(json, QStringLiteral("createdBy"), QString(), &problem);
  replay.createdAt = optionalText(json, QStringLiteral("createdAt"), QString(), &problem);
  const QJsonValue origin = json.value(QStringLiteral("origin"));
  if (!origin.isUndefined() && !origin.isObject() && problem.isEmpty())
    problem = QStringLiteral("origin: expected an object");
  replay.origin = origin.toObject();
  // Version 2: state fields common to every frame, written once.
  const QJsonValue shared = json.value(QStringLiteral("sharedState"));
  if (!shared.isUndefined() && (!shared.isObject() || version < 2) && problem.isEmpty())
    problem = version < 2 ? QStringLiteral("sharedState: not part of format version 1")
                          : QStringLiteral("sharedState: expected an object");
  const QJsonObject sharedState = shared.toObject();
  const QJsonArray frames = r.array(QStringLiteral("frames"), 1, kMaxFrames);
  if (problem.isEmpty())
    readFrames(frames, int(replay.players.size()), int(replay.metricKeys.size()), sharedState, &replay.frames, &problem);
  const QJsonObject result = r.object(QStringLiteral("result"));
  if (problem.isEmpty()) {
    JsonReader rr(result, QStringLiteral("result"), &problem);
    replay.result.complete = rr.boolean(QStringLiteral("complete"));
    replay.result.text = rr.text(QStringLiteral("text"));
    const QJsonArray returns = rr.array(QStringLiteral("returns"), 0, replay.players.size());
    for (const QJsonValue& v : returns)
      replay.result.returns << v.toDouble();
  }
  const QJsonValue annotations = json.value(QStringLiteral("annotations"));
  if (!annotations.isUndefined() && !annotations.isArray() && problem.isEmpty())
    problem = QStringLiteral("annotations: expected an array");
  replay.annotations = annotations.toArray();
  if (!problem.isEmpty()) {
    *error = problem;
    return std::nullopt;
  }
  return replay;
}

}  // namespace Kibitz::Debugger::ReplayJson
