#include "animation/frame_stream.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>

namespace Kibitz::Debugger::FrameStream {

namespace {
const QByteArray kMagic = "KIBITZ-FRAMES 1 ";
constexpr qsizetype kMaxHeaderBytes = 128;
}

QByteArray headerLine(const Header& header)
{
  return kMagic + QByteArray::number(header.width) + ' ' + QByteArray::number(header.height) + ' ' +
         QByteArray::number(header.count) + '\n';
}

std::optional<Header> parseHeader(const QByteArray& line, QString* error)
{
  const QList<QByteArray> fields = line.trimmed().split(' ');
  bool ok[3] = {false, false, false};
  Header header;
  if (line.startsWith(kMagic) && fields.size() == 5) {
    header.width = fields[2].toInt(&ok[0]);
    header.height = fields[3].toInt(&ok[1]);
    header.count = fields[4].toInt(&ok[2]);
  }
  if (!ok[0] || !ok[1] || !ok[2] || header.width < 1 || header.height < 1 || header.width > kMaxSide ||
      header.height > kMaxSide || header.count < 0 || header.count > kMaxFrames) {
    *error = QStringLiteral("the renderer did not start its frames as expected (it wrote \"%1\")")
                 .arg(QString::fromLatin1(line.left(60).toPercentEncoding(" ")));
    return std::nullopt;
  }
  return header;
}

QString rendererProgram(QString* error)
{
  const QDir here(QCoreApplication::applicationDirPath());
  const QStringList candidates{here.filePath(QStringLiteral("../app/kibitz")), here.filePath(QStringLiteral("kibitz"))};
  for (const QString& candidate : candidates)
    if (QFileInfo(candidate).isExecutable())
      return QDir::cleanPath(candidate);
  *error = QStringLiteral("animations are drawn by the window's program, kibitz, which is not beside kibitz-cli (looked for %1); "
                          "build it (cmake --build BUILD --target kibitz) or install Kibitz whole")
               .arg(candidates.join(QStringLiteral(" and ")));
  return {};
}

Reader::~Reader()
{
  if (process_.state() != QProcess::NotRunning) {
    process_.kill();
    process_.waitForFinished(10'000);
  }
}

bool Reader::start(const QString& program, const QStringList& args, QString* error)
{
  QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
  environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
  process_.setProcessEnvironment(environment);
  process_.setProcessChannelMode(QProcess::SeparateChannels);
  process_.start(program, args);
  if (!process_.waitForStarted(30'000)) {
    *error = QStringLiteral("cannot start %1: %2").arg(program, process_.errorString());
    return false;
  }
  QElapsedTimer clock;
  clock.start();
  while (!buffer_.contains('\n')) {
    if (buffer_.size() > kMaxHeaderBytes) {
      parseHeader(buffer_, error);
      return false;
    }
    if (!fill(buffer_.size() + 1, int(kFrameTimeoutMs - clock.elapsed()), error))
      return false;
  }
  const qsizetype end = buffer_.indexOf('\n');
  header_ = parseHeader(buffer_.left(end), error);
  buffer_.remove(0, end + 1);
  return header_.has_value();
}

QString Reader::stopped()
{
  const QString said = QString::fromUtf8(process_.readAllStandardError().right(2000)).trimmed();
  const QString last = said.section(QLatin1Char('\n'), -3);
  return last.isEmpty() ? QStringLiteral("the renderer stopped (exit code %1)").arg(process_.exitCode())
                        : QStringLiteral("the renderer stopped: %1").arg(last);
}

// Reads until `bytes` are buffered, in `timeoutMs` at most.
bool Reader::fill(qsizetype bytes, int timeoutMs, QString* error)
{
  QElapsedTimer clock;
  clock.start();
  while (buffer_.size() < bytes) {
    buffer_ += process_.read(bytes - buffer_.size());
    if (buffer_.size() >= bytes)
      break;
    if (process_.state() == QProcess::NotRunning) {
      *error = stopped();
      return false;
    }
    if (clock.elapsed() > timeoutMs) {
      *error = QStringLiteral("the renderer drew nothing for %1 s").arg(timeoutMs / 1000);
      return false;
    }
    // The renderer's stderr is read as it comes, so that it never blocks on a full pipe.
    process_.waitForReadyRead(500);
    if (process_.bytesAvailable() == 0 && process_.state() == QProcess::NotRunning)
      process_.waitForFinished(0);
  }
  return true;
}

bool Reader::next(QByteArray* frame, QString* error)
{
  if (!header_ || !fill(header_->frameBytes(), kFrameTimeoutMs, error))
    return false;
  *frame = buffer_.left(header_->frameBytes());
  buffer_.remove(0, header_->frameBytes());
  return true;
}

}  // namespace Kibitz::Debugger::FrameStream
