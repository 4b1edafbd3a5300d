#include "arena/job_line.h"

#include "arena/bot_version.h"

#include "core/json_limits.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace Kibitz::Debugger::Arena::JobLine {

namespace {

constexpr int kVersion = 1;
constexpr double kMaxExactInteger = 9007199254740992.0;  // 2^53

const QString kKind = QStringLiteral("kibitz");

QJsonValue seedValue(uint64_t seed)
{
  if (double(seed) < kMaxExactInteger)
    return QJsonValue(qint64(seed));
  return QString::number(seed);  // beyond what a JSON number holds exactly everywhere
}

// A lone surrogate (a "\ud800" escape in a line) becomes U+FFFD: what the arena keeps,
// prints and stores is valid Unicode. SQLite converts invalid UTF-16 by rules of its own
// (the fuzzer found a result's text stored with the character after it lost).
QString validUnicode(QString text)
{
  if (text.isValidUtf16())
    return text;
  for (qsizetype i = 0; i < text.size(); ++i) {
    if (text[i].isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate())
      ++i;
    else if (text[i].isSurrogate())
      text[i] = QChar::ReplacementCharacter;
  }
  return text;
}

// A time as result lines and the database store it: ISO 8601, bounded.
bool validTime(const QString& text)
{
  return text.size() <= 40 && QDateTime::fromString(text, Qt::ISODateWithMs).isValid();
}

QByteArray compact(const QJsonObject& object)
{
  return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

// Reads the fields of one object, remembering the first problem.
class Reader {
public:
  Reader(const QJsonObject& object, QString where) : object_(object), where_(std::move(where)) {}

  bool ok() const { return error_.isEmpty(); }
  const QString& error() const { return error_; }
  bool has(const QString& key) const { return object_.contains(key); }

  QString text(const QString& key, bool required = true)
  {
    const QJsonValue v = object_.value(key);
    if (v.isUndefined() && !required)
      return {};
    if (!v.isString())
      return problem(key, QStringLiteral("a string")), QString();
    return validUnicode(v.toString());
  }
  qint64 integer(const QString& key, qint64 low, qint64 high, bool required = true, qint64 fallback = 0)
  {
    const QJsonValue v = object_.value(key);
    if (v.isUndefined() && !required)
      return fallback;
    const double d = v.toDouble(std::nan(""));
    if (!v.isDouble() || d != std::floor(d) || d < double(low) || d > double(high))
      return problem(key, QStringLiteral("an integer in %1..%2").arg(low).arg(high)), fallback;
    return qint64(d);
  }
  double number(const QString& key, bool required = true)
  {
    const QJsonValue v = object_.value(key);
    if (v.isUndefined() && !required)
      return 0;
    if (!v.isDouble() || !std::isfinite(v.toDouble()))
      return problem(key, QStringLiteral("a number")), 0.0;
    return v.toDouble();
  }
  bool boolean(const QString& key, bool required = true)
  {
    const QJsonValue v = object_.value(key);
    if (v.isUndefined() && !required)
      return false;
    if (!v.isBool())
      return problem(key, QStringLiteral("true or false")), false;
    return v.toBool();
  }
  uint64_t seed(const QString& key)
  {
    const QJsonValue v = object_.value(key);
    if (v.isString()) {
      bool ok = false;
      const uint64_t s = v.toString().toULongLong(&ok);
      if (ok)
        return s;
    } else if (v.isDouble() && v.toDouble() >= 0 && v.toDouble() < kMaxExactInteger && v.toDouble() == std::floor(v.toDouble())) {
      return uint64_t(v.toInteger());
    }
    problem(key, QStringLiteral("an unsigned 64-bit integer (a number, or a string beyond 2^53)"));
    return 0;
  }
  QJsonArray array(const QString& key)
  {
    const QJsonValue v = object_.value(key);
    if (!v.isArray())
      return problem(key, QStringLiteral("an array")), QJsonArray();
    return v.toArray();
  }
  QJsonObject object(const QString& key, bool required = true)
  {
    const QJsonValue v = object_.value(key);
    if (v.isUndefined() && !required)
      return {};
    if (!v.isObject())
      return problem(key, QStringLiteral("an object")), QJsonObject();
    return v.toObject();
  }
  void fail(const QString& message)
  {
    if (error_.isEmpty())
      error_ = where_.isEmpty() ? message : QStringLiteral("%1: %2").arg(where_, message);
  }

private:
  void problem(const QString& key, const QString& expected)
  {
    fail(object_.contains(key) ? QStringLiteral("\"%1\" must be %2").arg(key, expected)
                               : QStringLiteral("\"%1\" is missing (%2)").arg(key, expected));
  }

  QJsonObject object_;
  QString where_;
  QString error_;
};

std::optional<QJsonObject> parseObject(QByteArrayView line, const QString& kind, QString* error)
{
  if (line.size() > kMaxLineBytes) {
    *error = QStringLiteral("the line is longer than %1 bytes").arg(kMaxLineBytes);
    return std::nullopt;
  }
  if (const QString tooDeep = Rules::JsonLimits::problem(line, kMaxLineBytes); !tooDeep.isEmpty()) {
    *error = tooDeep;
    return std::nullopt;
  }
  QJsonParseError parseError;
  const QJsonDocument doc = QJsonDocument::fromJson(line.toByteArray(), &parseError);
  if (parseError.error != QJsonParseError::NoError) {
    *error = QStringLiteral("not JSON: %1 at offset %2").arg(parseError.errorString()).arg(parseError.offset);
    return std::nullopt;
  }
  if (!doc.isObject()) {
    *error = QStringLiteral("not a JSON object");
    return std::nullopt;
  }
  const QJsonObject o = doc.object();
  if (o.value(kKind).toString() != kind) {
    *error = QStringLiteral("not a %1 line (\"kibitz\": \"%1\" is missing)").arg(kind);
    return std::nullopt;
  }
  if (o.value(QStringLiteral("version")).toInt(-1) != kVersion) {
    *error = QStringLiteral("\"version\" must be %1").arg(kVersion);
    return std::nullopt;
  }
  return o;
}

}  // namespace

QByteArray job(const MatchJob& job)
{
  QJsonArray seats;
  for (const JobSeat& s : job.seats)
    seats << QJsonObject{{QStringLiteral("entrant"), s.entrant}, {QStringLiteral("name"), s.name}, {QStringLiteral("bot"), s.bot}};
  QJsonObject parameters;
  for (auto it = job.parameters.cbegin(); it != job.parameters.cend(); ++it)
    parameters.insert(it.key(), it.value());
  QJsonObject o{{kKind, QStringLiteral("job")},
                {QStringLiteral("version"), kVersion},
                {QStringLiteral("schedule"), job.schedule},
                {QStringLiteral("index"), job.index},
                {QStringLiteral("game"), job.gameId},
                {QStringLiteral("seed"), seedValue(job.seed)},
                {QStringLiteral("parameters"), parameters},
                {QStringLiteral("seats"), seats}};
  if (job.timeLimitMs > 0)
    o.insert(QStringLiteral("time_limit_ms"), job.timeLimitMs);
  if (job.noTimeLimit)
    o.insert(QStringLiteral("no_time_limit"), true);
  if (job.referee) {  // an external game (docs/external-games.md)
    static const char* const kSeedLines[] = {"none", "before", "after"};
    o.insert(QStringLiteral("referee"),
             QJsonObject{{QStringLiteral("command"), job.referee->command},
                         {QStringLiteral("dialect"), ExternalReferee::dialectName(job.referee->dialect)},
                         {QStringLiteral("name"), job.referee->name},
                         {QStringLiteral("timeout_ms"), job.referee->replyTimeoutMs},
                         {QStringLiteral("seed_line"), QLatin1String(kSeedLines[int(job.referee->seedLine)])}});
  }
  return compact(o);
}

std::optional<MatchJob> parseJob(QByteArrayView line, QString* error)
{
  const std::optional<QJsonObject> o = parseObject(line, QStringLiteral("job"), error);
  if (!o)
    return std::nullopt;
  Reader r(*o, QString());
  MatchJob job;
  job.schedule = r.text(QStringLiteral("schedule"));
  job.index = r.integer(QStringLiteral("index"), 0, qint64(1) << 50);
  job.gameId = r.text(QStringLiteral("game"));
  job.seed = r.seed(QStringLiteral("seed"));
  const QJsonObject parameters = r.object(QStringLiteral("parameters"), false);
  for (auto it = parameters.begin(); it != parameters.end(); ++it) {
    if (!it.value().isString()) {
      r.fail(QStringLiteral("parameter \"%1\" must be a string").arg(it.key()));
      break;
    }
    job.parameters.insert(validUnicode(it.key()), validUnicode(it.value().toString()));
  }
  job.timeLimitMs = int(r.integer(QStringLiteral("time_limit_ms"), 1, 86'400'000, false));
  job.noTimeLimit = r.boolean(QStringLiteral("no_time_limit"), false);
  if (r.has(QStringLiteral("referee"))) {
    Reader e(r.object(QStringLiteral("referee")), QStringLiteral("referee"));
    ExternalReferee referee;
    referee.command = e.text(QStringLiteral("command"));
    const std::optional<ExternalReferee::Dialect> dialect = ExternalReferee::dialectFromName(e.text(QStringLiteral("dialect")));
    referee.name = e.text(QStringLiteral("name"), false);
    referee.replyTimeoutMs = int(e.integer(QStringLiteral("timeout_ms"), 1, 86'400'000, false, referee.replyTimeoutMs));
    const std::optional<ExternalReferee::SeedLine> seedLine =
        ExternalReferee::seedLineFromName(e.has(QStringLiteral("seed_line")) ? e.text(QStringLiteral("seed_line")) : QStringLiteral("none"));
    if (e.ok() && (!dialect || !seedLine || referee.command.isEmpty()))
      e.fail(QStringLiteral("a command, a dialect (cg or brutaltester) and a seed_line (none, before, after) are needed"));
    if (!e.ok())
      r.fail(e.error());
    else
      referee.dialect = *dialect, referee.seedLine = *seedLine, job.referee = referee;
  }
  const QJsonArray seats = r.array(QStringLiteral("seats"));
  if (r.ok() && seats.isEmpty())
    r.fail(QStringLiteral("\"seats\" is empty"));
  for (qsizetype i = 0; r.ok() && i < seats.size(); ++i) {
    if (!seats[i].isObject()) {
      r.fail(QStringLiteral("seat %1 is not an object").arg(i));
      break;
    }
    Reader s(seats[i].toObject(), QStringLiteral("seat %1").arg(i));
    JobSeat seat;
    seat.entrant = int(s.integer(QStringLiteral("entrant"), 0, 1'000'000));
    seat.name = s.text(QStringLiteral("name"));
    seat.bot = s.text(QStringLiteral("bot"));
    if (s.ok() && seat.bot.isEmpty())
      s.fail(QStringLiteral("\"bot\" is empty"));
    if (!s.ok())
      r.fail(s.error());
    job.seats << seat;
  }
  if (r.ok() && job.gameId.isEmpty())
    r.fail(QStringLiteral("\"game\" is empty"));
  if (!r.ok()) {
    *error = r.error();
    return std::nullopt;
  }
  return job;
}

QByteArray result(const MatchOutcome& outcome)
{
  QJsonObject o{{kKind, QStringLiteral("result")},
                {QStringLiteral("version"), kVersion},
                {QStringLiteral("schedule"), outcome.schedule},
                {QStringLiteral("index"), outcome.index},
                {QStringLiteral("game"), outcome.gameId},
                {QStringLiteral("seed"), seedValue(outcome.seed)}};
  if (!outcome.played()) {
    o.insert(QStringLiteral("error"), outcome.error);
    return compact(o);
  }
  QJsonArray seats;
  for (const SeatOutcome& s : outcome.seats) {
    QJsonObject seat{{QStringLiteral("entrant"), s.entrant},
                     {QStringLiteral("name"), s.name},
                     {QStringLiteral("bot"), s.bot},
                     {QStringLiteral("score"), s.score},
                     {QStringLiteral("faults"), s.faults},
                     {QStringLiteral("timeouts"), s.timeouts},
                     {QStringLiteral("max_reply_ms"), s.maxReplyMs},
                     {QStringLiteral("max_share_of_limit"), s.maxShareOfLimit}};
    if (!s.error.isEmpty())
      seat.insert(QStringLiteral("error"), s.error);
    if (!s.version.isEmpty())
      seat.insert(QStringLiteral("version"), s.version);
    if (s.gameScore)
      seat.insert(QStringLiteral("game_score"), *s.gameScore);
    if (!s.values.isEmpty())
      seat.insert(QStringLiteral("values"), BotValues::toJson(s.values));
    if (s.replies > 0) {  // what the bot cost; older workers leave it out
      seat.insert(QStringLiteral("replies"), s.replies);
      seat.insert(QStringLiteral("p95_reply_ms"), s.p95ReplyMs);
    }
    if (s.peakRssKb >= 0)
      seat.insert(QStringLiteral("peak_rss_kb"), s.peakRssKb);
    if (!s.valueProblem.isEmpty())  // the worker's arena warns about it
      seat.insert(QStringLiteral("value_problem"), s.valueProblem);
    seats << seat;
  }
  o.insert(QStringLiteral("seats"), seats);
  o.insert(QStringLiteral("result"), outcome.result);
  o.insert(QStringLiteral("complete"), outcome.complete);
  o.insert(QStringLiteral("turns"), outcome.turns);
  o.insert(QStringLiteral("duration_ms"), outcome.durationMs);
  if (!outcome.replay.isEmpty())
    o.insert(QStringLiteral("replay"), outcome.replay);
  if (!outcome.finishedAt.isEmpty())
    o.insert(QStringLiteral("finished_at"), outcome.finishedAt);
  return compact(o);
}

QByteArray errorLine(qint64 lineNumber, const QString& error)
{
  return compact(QJsonObject{{kKind, QStringLiteral("result")},
                             {QStringLiteral("version"), kVersion},
                             {QStringLiteral("line"), lineNumber},
                             {QStringLiteral("error"), error}});
}

std::optional<MatchOutcome> parseResult(QByteArrayView line, QString* error)
{
  const std::optional<QJsonObject> o = parseObject(line, QStringLiteral("result"), error);
  if (!o)
    return std::nullopt;
  Reader r(*o, QString());
  MatchOutcome outcome;
  if (o->contains(QStringLiteral("error"))) {
    outcome.error = r.text(QStringLiteral("error"));
    if (outcome.error.isEmpty())
      outcome.error = QStringLiteral("(no reason given)");
    outcome.schedule = validUnicode(o->value(QStringLiteral("schedule")).toString());
    outcome.index = o->value(QStringLiteral("index")).toInteger(-1);
    outcome.gameId = validUnicode(o->value(QStringLiteral("game")).toString());
    return outcome;
  }
  outcome.schedule = r.text(QStringLiteral("schedule"));
  outcome.index = r.integer(QStringLiteral("index"), 0, qint64(1) << 50);
  outcome.gameId = r.text(QStringLiteral("game"));
  outcome.seed = r.seed(QStringLiteral("seed"));
  outcome.result = r.text(QStringLiteral("result"));
  outcome.complete = r.boolean(QStringLiteral("complete"));
  outcome.turns = int(r.integer(QStringLiteral("turns"), 0, 1'000'000'000));
  outcome.durationMs = r.number(QStringLiteral("duration_ms"));
  outcome.replay = r.text(QStringLiteral("replay"), false);
  outcome.finishedAt = r.text(QStringLiteral("finished_at"), false);
  if (r.ok() && !outcome.finishedAt.isEmpty() && !validTime(outcome.finishedAt))
    r.fail(QStringLiteral("\"finished_at\" must be a time in ISO 8601 (2026-12-05T03:16:15.000Z)"));
  const QJsonArray seats = r.array(QStringLiteral("seats"));
  if (r.ok() && seats.isEmpty())
    r.fail(QStringLiteral("\"seats\" is empty"));
  for (qsizetype i = 0; r.ok() && i < seats.size(); ++i) {
    Reader s(seats[i].toObject(), QStringLiteral("seat %1").arg(i));
    if (!seats[i].isObject())
      s.fail(QStringLiteral("not an object"));
    SeatOutcome seat;
    seat.entrant = int(s.integer(QStringLiteral("entrant"), 0, 1'000'000));
    seat.name = s.text(QStringLiteral("name"));
    seat.bot = s.text(QStringLiteral("bot"));
    seat.score = s.number(QStringLiteral("score"));
    seat.error = s.text(QStringLiteral("error"), false);
    seat.version = s.text(QStringLiteral("version"), false);
    if (s.ok() && !BotVersion::valid(seat.version))
      s.fail(QStringLiteral("\"version\" must be 8 to 64 lowercase hex digits (a SHA-256 of the bot's file)"));
    seat.faults = int(s.integer(QStringLiteral("faults"), 0, 1'000'000'000, false));
    seat.timeouts = int(s.integer(QStringLiteral("timeouts"), 0, 1'000'000'000, false));
    seat.maxReplyMs = s.number(QStringLiteral("max_reply_ms"), false);
    seat.maxShareOfLimit = s.number(QStringLiteral("max_share_of_limit"), false);
    if (seats[i].toObject().contains(QStringLiteral("game_score")))
      seat.gameScore = s.number(QStringLiteral("game_score"));
    seat.values = BotValues::fromJson(seats[i].toObject().value(QStringLiteral("values")).toArray());
    seat.valueProblem = s.text(QStringLiteral("value_problem"), false);
    seat.replies = int(s.integer(QStringLiteral("replies"), 0, 1'000'000'000, false));
    seat.p95ReplyMs = s.number(QStringLiteral("p95_reply_ms"), false);
    seat.peakRssKb = s.integer(QStringLiteral("peak_rss_kb"), 0, qint64(1) << 50, false, -1);
    if (!s.ok())
      r.fail(s.error());
    outcome.seats << seat;
  }
  if (!r.ok()) {
    *error = r.error();
    return std::nullopt;
  }
  return outcome;
}

}  // namespace Kibitz::Debugger::Arena::JobLine
