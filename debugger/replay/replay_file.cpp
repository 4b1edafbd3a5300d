#include "replay/replay_file.h"

#include "replay/compression.h"
#include "replay/release_later.h"
#include "replay/replay_json.h"
#include "replay/replay_validation.h"
#include "files/atomic_file.h"

#include "core/json_limits.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

#include <array>
#include <cstring>

#include <sys/stat.h>

namespace Kibitz::Debugger::ReplayFile {

namespace {
// zlib level 4: about three times faster than the default 6 on a 200-round OrkIsland
// replay (12 vs 34 ms) for files about 10% larger (9.6% of the native log instead of 8.8%).
constexpr int kCompressionLevel = 4;

// How countJson sees each byte outside strings.
enum ByteKind : unsigned char { Other, Quote, Open, Scalar };
constexpr std::array<unsigned char, 256> kByteKinds = [] {
  std::array<unsigned char, 256> kinds{};
  kinds[uchar('"')] = Quote;
  kinds[uchar('[')] = kinds[uchar('{')] = Open;
  // Numbers, true, false and null (and whatever malformed word the parser will refuse).
  for (int c = 0; c < 256; ++c)
    if ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '-' || c == '+' || c == '.')
      kinds[size_t(c)] = Scalar;
  return kinds;
}();

QString mebibytes(qint64 bytes)
{
  return QString::number(double(bytes) / double(1 << 20), 'f', 1);
}
}  // namespace

JsonCount countJson(QByteArrayView json)
{
  JsonCount count;
  const char* p = json.data();
  const char* const end = p + json.size();
  bool inScalar = false;  // the previous byte was part of a number or a word
  while (p < end) {
    const unsigned char kind = kByteKinds[uchar(*p)];
    if (kind == Scalar) {
      count.values += !inScalar;
      inScalar = true;
      ++p;
      continue;
    }
    inScalar = false;
    if (kind == Open) {
      ++count.values;
      ++count.containers;
    } else if (kind == Quote) {
      ++count.values;
      // To the closing quote: the next '"' after an even run of backslashes (memchr, since
      // most of a replay is text in strings; a malformed text is the parser's to refuse).
      const char* quote = p + 1;
      while ((quote = static_cast<const char*>(std::memchr(quote, '"', size_t(end - quote))))) {
        const char* run = quote;
        while (run > p + 1 && run[-1] == '\\')
          --run;
        if ((quote - run) % 2 == 0)
          break;
        ++quote;
      }
      if (!quote)
        break;
      p = quote;
    }
    ++p;
  }
  return count;
}

QString documentProblem(QByteArrayView json, const QString& subject)
{
  const JsonCount count = countJson(json);
  const qint64 needed = count.documentBytes(json.size());
  const qint64 limit = std::min(kMaxDocumentBytes, kMaxDocumentPerJsonByte * qint64(json.size()) + (qint64(16) << 20));
  if (needed <= limit)
    return {};
  return QStringLiteral("%1 has %2 JSON values (%3 of them arrays and objects), more than %4 bytes of JSON may hold: "
                        "reading them would take about %5 MiB, and the limit is %6 MiB")
      .arg(subject)
      .arg(count.values)
      .arg(count.containers)
      .arg(json.size())
      .arg(mebibytes(needed), mebibytes(limit));
}

QByteArray serialize(const Replay& replay)
{
  return Compression::gzip(QJsonDocument(ReplayJson::toJson(replay)).toJson(QJsonDocument::Compact), kCompressionLevel);
}

std::optional<Replay> parse(const QByteArray& bytes, QString* error, ReplayValidation::FrameStates frames)
{
  QByteArray json = bytes;
  if (Compression::looksGzipped(bytes)) {
    std::optional<QByteArray> inflated = Compression::gunzip(bytes, kMaxJsonBytes, error);
    if (!inflated)
      return std::nullopt;
    json = std::move(*inflated);
  }
  if (const QString tooLarge = Rules::JsonLimits::problem(json, kMaxJsonBytes); !tooLarge.isEmpty()) {
    *error = tooLarge;
    return std::nullopt;
  }
  // Counted before Qt builds the document: a small file of `[0],[0],...` would take
  // some 44 times its text.
  if (const QString tooMany = documentProblem(json, QStringLiteral("the replay")); !tooMany.isEmpty()) {
    *error = tooMany;
    return std::nullopt;
  }
  if (json.trimmed().isEmpty()) {
    *error = QStringLiteral("the file is empty");
    return std::nullopt;
  }
  QJsonParseError parseError;
  QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
  if (parseError.error != QJsonParseError::NoError) {
    *error = QStringLiteral("not valid JSON at byte %1: %2").arg(parseError.offset).arg(parseError.errorString());
    return std::nullopt;
  }
  if (!document.isObject()) {
    *error = QStringLiteral("not a Kibitz replay (the document is not a JSON object)");
    return std::nullopt;
  }
  std::optional<Replay> replay = ReplayJson::fromJson(document.object(), error);
  releaseLater(std::move(document));
  releaseLater(std::move(json));
  if (!replay || !ReplayValidation::check(*replay, error, frames))
    return std::nullopt;
  return replay;
}

std::optional<QByteArray> readBytes(const QString& path, qint64 maxBytes, QString* error)
{
  QFile file(path);
  const QFileInfo info(path);
  if (!info.exists()) {
    *error = QStringLiteral("%1: no such file").arg(path);
    return std::nullopt;
  }
  if (info.isDir()) {
    *error = QStringLiteral("%1: is a folder, not a file").arg(path);
    return std::nullopt;
  }
  // A device (/dev/zero) or a kernel file (/proc/self/pagemap: "regular", size 0, read
  // without end) is no replay: refused by its kind before a byte is read. Pipes stay
  // welcome (kibitz-cli info <(zcat m.kbz.gz)), read within the bound below.
  struct stat st {};
  const QString real = info.canonicalFilePath();
  if (::stat(QFile::encodeName(path).constData(), &st) == 0
      && (S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode) || S_ISSOCK(st.st_mode)
          || (S_ISREG(st.st_mode) && (real.startsWith(QLatin1String("/proc/")) || real.startsWith(QLatin1String("/sys/")))))) {
    *error = QStringLiteral("%1: is a device or a kernel file, not a file Kibitz reads").arg(path);
    return std::nullopt;
  }
  if (!file.open(QIODevice::ReadOnly)) {
    *error = QStringLiteral("%1: cannot read (%2)").arg(path, file.errorString());
    return std::nullopt;
  }
  if (file.size() > maxBytes) {
    *error = QStringLiteral("%1: %2 bytes is more than the %3 MiB Kibitz accepts").arg(path).arg(file.size()).arg(maxBytes >> 20);
    return std::nullopt;
  }
  // In chunks: QIODevice::read(n) allocates n bytes before reading any, and a pipe or a
  // file that grows after the check above has no size to trust.
  QByteArray bytes;
  bytes.reserve(qsizetype(std::min(file.size(), maxBytes)) + 1);
  while (bytes.size() <= maxBytes) {
    const QByteArray chunk = file.read(std::min<qint64>(qint64(1) << 20, maxBytes + 1 - bytes.size()));
    if (chunk.isEmpty())
      break;
    bytes += chunk;
  }
  if (bytes.size() > maxBytes) {
    *error = QStringLiteral("%1: larger than the %2 MiB Kibitz accepts").arg(path).arg(maxBytes >> 20);
    return std::nullopt;
  }
  return bytes;
}

std::optional<Replay> read(const QString& path, QString* error)
{
  std::optional<QByteArray> bytes = readBytes(path, kMaxFileBytes, error);
  if (!bytes)
    return std::nullopt;
  QString problem;
  std::optional<Replay> replay = parse(*bytes, &problem);
  if (!replay)
    *error = QStringLiteral("%1: %2").arg(path, problem);
  return replay;
}

bool write(const QString& path, const Replay& replay, QString* error)
{
  return AtomicFile::write(path, serialize(replay), error);
}

}  // namespace Kibitz::Debugger::ReplayFile
