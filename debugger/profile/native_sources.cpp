#include "profile/native_sources.h"

#include <QDeadlineTimer>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>

namespace Kibitz::Debugger::NativeSources {

QString foldedName(const QString& demangled)
{
  // The parameter list is the first '(' outside template arguments, except in an
  // operator's own name ("operator()", "operator<").
  int angle = 0;
  qsizetype cut = demangled.size();
  const QStringView text(demangled);
  for (qsizetype i = 0; i < text.size(); ++i) {
    const QChar c = text[i];
    if (text.mid(i, 8) == QLatin1String("operator")) {
      // Past the operator's name: "()" itself, else up to its parameter list.
      qsizetype j = i + 8;
      if (text.mid(j, 2) == QLatin1String("()"))
        j += 2;
      else
        while (j < demangled.size() && demangled[j] != QLatin1Char('('))
          ++j;
      i = j - 1;
      continue;
    }
    if (c == QLatin1Char('<'))
      ++angle;
    else if (c == QLatin1Char('>') && angle > 0)
      --angle;
    else if (c == QLatin1Char('(') && angle == 0 && i > 0) {
      cut = i;
      break;
    }
  }
  QString name = demangled.left(cut).trimmed();
  name.replace(QLatin1Char(' '), QLatin1Char('_'));
  name.replace(QLatin1Char(';'), QLatin1Char(':'));
  return name;
}

SourcePlaces parseNm(QByteArrayView text, const QSet<QString>& functions)
{
  SourcePlaces places;
  while (!text.isEmpty() && places.size() < SourcePlace::kMaxFunctions) {
    const qsizetype nl = text.indexOf('\n');
    const QByteArrayView line = nl < 0 ? text : text.first(nl);
    text = nl < 0 ? QByteArrayView() : text.sliced(nl + 1);
    // "0000000000001149 T think_hard(int)\t/src/bot.cpp:3": a tab before the place.
    const qsizetype tab = line.lastIndexOf('\t');
    const qsizetype firstSpace = line.indexOf(' ');
    if (tab < 0 || firstSpace < 0 || firstSpace + 3 > tab || line.size() > 16384)
      continue;
    const char type = line[firstSpace + 1];
    if (type != 'T' && type != 't' && type != 'W' && type != 'w')
      continue;  // code only
    const QString name = foldedName(QString::fromUtf8(line.sliced(firstSpace + 3, tab - firstSpace - 3)));
    if (!functions.contains(name) || places.contains(name))
      continue;
    const QByteArrayView place = line.sliced(tab + 1).trimmed();
    const qsizetype colon = place.lastIndexOf(':');
    if (colon <= 0)
      continue;
    bool ok = false;
    const int number = place.sliced(colon + 1).toInt(&ok);
    const QString file = QString::fromUtf8(place.first(colon));
    if (!ok || number < 1 || number > SourcePlace::kMaxLine || file.size() > SourcePlace::kMaxFileChars ||
        file.contains(QLatin1Char('\t')) || file == QLatin1String("??"))
      continue;
    places.insert(name, {file, number});
  }
  return places;
}

SourcePlaces resolve(const QString& binary, const QSet<QString>& functions)
{
  const QString nm = QStandardPaths::findExecutable(QStringLiteral("nm"));
  const QFileInfo info(binary);
  if (nm.isEmpty() || functions.isEmpty() || !info.isFile() || info.size() > kMaxBinaryBytes)
    return {};
  QProcess process;
  process.setStandardInputFile(QProcess::nullDevice());
  process.setStandardErrorFile(QProcess::nullDevice());
  process.start(nm, {QStringLiteral("-C"), QStringLiteral("-l"), QStringLiteral("--defined-only"), binary});
  QByteArray text;
  QDeadlineTimer deadline(kTimeoutMs);
  if (process.waitForStarted(kTimeoutMs)) {
    while (!deadline.hasExpired() && text.size() <= kMaxOutputBytes) {
      if (process.bytesAvailable() == 0) {
        if (process.state() == QProcess::NotRunning)
          break;
        process.waitForReadyRead(int(qBound(qint64(1), deadline.remainingTime(), qint64(1000))));
        continue;
      }
      text += process.read(1 << 20);
    }
  }
  if (process.state() != QProcess::NotRunning) {
    process.kill();
    process.waitForFinished(kTimeoutMs);
  }
  return parseNm(text, functions);  // what came in time: a cut last line is skipped
}

}  // namespace Kibitz::Debugger::NativeSources
