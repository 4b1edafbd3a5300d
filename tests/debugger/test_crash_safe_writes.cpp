// Writes that survive a crash: a child process (this executable, started again with
// KIBITZ_CRASH_WRITER set) saves two versions of a file over each other without end, and
// is killed with SIGKILL at many moments. After every kill the file must be one of the
// two versions, whole and readable, never a torn one. Also: opening a replay never
// changes it, and a replay from a newer Kibitz is refused with its version.

#include "files/atomic_file.h"
#include "replay/replay.h"
#include "replay/replay_file.h"
#include "replay/replay_json.h"
#include "replay/replay_loader.h"

#include "support/require_game.h"
#include "support/test_matches.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <cstdio>

using namespace Kibitz;

namespace {

constexpr char kWriterVariable[] = "KIBITZ_CRASH_WRITER";

// The child: KIBITZ_CRASH_WRITER="KIND|TARGET|SOURCE_A|SOURCE_B". Prints "writing N"
// before and "wrote N" after each save, so that the parent knows where its kill landed.
int runWriter(const QString& spec)
{
  const QStringList parts = spec.split(QLatin1Char('|'));
  if (parts.size() != 4)
    return 2;
  const QString kind = parts[0];
  const QString target = parts[1];
  QString error;
  std::optional<Debugger::Replay> replays[2];
  QByteArray bytes[2];
  for (int v = 0; v < 2; ++v) {
    if (kind == QLatin1String("replay")) {
      replays[v] = Debugger::ReplayFile::read(parts[2 + v], &error);
      if (!replays[v])
        return 3;
    } else {
      QFile f(parts[2 + v]);
      if (!f.open(QIODevice::ReadOnly))
        return 3;
      bytes[v] = f.readAll();
    }
  }
  for (qint64 n = 0;; ++n) {
    const int v = int(n % 2);
    std::printf("writing %lld\n", static_cast<long long>(n));
    std::fflush(stdout);
    bool ok = true;
    if (kind == QLatin1String("replay")) {
      ok = Debugger::ReplayFile::write(target, *replays[v], &error);
    } else if (kind == QLatin1String("bytes")) {
      ok = Debugger::AtomicFile::write(target, bytes[v], &error);
    } else if (kind == QLatin1String("settings")) {
      // Settings Kibitz owns: QSettings keeps its own atomic save.
      QSettings settings(target, QSettings::IniFormat);
      const QStringList lines = QString::fromUtf8(bytes[v]).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
      for (int i = 0; i < lines.size(); ++i)
        settings.setValue(QStringLiteral("key%1").arg(i), lines[i]);
      settings.sync();
      ok = settings.status() == QSettings::NoError;
    } else {
      return 2;
    }
    if (!ok) {
      std::fprintf(stderr, "%s\n", qPrintable(error));
      return 4;
    }
    std::printf("wrote %lld\n", static_cast<long long>(n));
    std::fflush(stdout);
  }
}

QByteArray readAll(const QString& path)
{
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
  QFile f(path);
  return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// What the settings file holds, as the lines of the version it came from.
QString settingsVersion(const QString& path, int keys)
{
  QSettings settings(path, QSettings::IniFormat);
  if (settings.status() != QSettings::NoError)
    return QStringLiteral("<unreadable>");
  QStringList values;
  for (int i = 0; i < keys; ++i)
    values << settings.value(QStringLiteral("key%1").arg(i)).toString();
  return values.join(QLatin1Char('\n'));
}

}  // namespace

class TestCrashSafeWrites : public QObject {
  Q_OBJECT

  // Starts the writer on `target`, waits for its first whole save, kills it after `delayUs`
  // and says whether the kill landed inside a save.
  bool killWriterOnce(const QString& kind, const QString& target, const QString& a, const QString& b, int delayUs,
                      bool* midWrite)
  {
    // QSettings locks its file with a QLockFile, which a killed writer leaves behind. The
    // next one takes it over once it sees the owner gone, but on a busy machine the dead
    // writer's PID may already belong to another process, and then it waits 30 s for the
    // lock to go stale. What is tested is the file, not that wait: clear the lock.
    QFile::remove(target + QStringLiteral(".lock"));
    QProcess writer;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QString::fromLatin1(kWriterVariable), QStringList{kind, target, a, b}.join(QLatin1Char('|')));
    writer.setProcessEnvironment(env);
    writer.start(QCoreApplication::applicationFilePath(), {});
    if (!writer.waitForStarted())
      return false;
    QByteArray out;
    while (!out.contains("wrote 0\n")) {
      if (!writer.waitForReadyRead(60000)) {
        qWarning() << "the writer did not save within 60 s:" << writer.readAllStandardError();
        writer.kill();
        writer.waitForFinished();
        return false;
      }
      out += writer.readAllStandardOutput();
    }
    QThread::usleep(delayUs);
    writer.kill();
    writer.waitForFinished();
    out += writer.readAllStandardOutput();
    const QList<QByteArray> lines = out.trimmed().split('\n');
    *midWrite = lines.last().startsWith("writing");
    return writer.exitStatus() == QProcess::CrashExit;
  }

  // Kills `kind`'s writer at `kills` moments spread over several saves; `check` says whether
  // the target is a whole version. Fails when a kill never landed inside a save.
  void killAtManyPoints(const QString& kind, const QString& target, const QString& a, const QString& b, int kills,
                        int spreadUs, const std::function<bool(const QString&)>& check)
  {
    int interrupted = 0;
    for (int k = 0; k < kills; ++k) {
      bool midWrite = false;
      const int delayUs = int((qint64(k) * 7919) % spreadUs);  // spread over the saves, not in step with them
      QVERIFY2(killWriterOnce(kind, target, a, b, delayUs, &midWrite), qPrintable(kind));
      interrupted += midWrite ? 1 : 0;
      QVERIFY2(check(target), qPrintable(QStringLiteral("%1: after a kill at %2 us the file is neither version").arg(kind).arg(delayUs)));
    }
    qInfo("%s: %d of %d kills landed inside a save", qPrintable(kind), interrupted, kills);
    // No half-written temporary is left beside it either. On Linux QSaveFile writes an
    // unnamed O_TMPFILE, and at the commit links it in as name.XXXXXX and renames that
    // over the target: a kill between those two calls leaves that copy, but it is whole
    // (its bytes were all written and flushed before the link). QSettings keeps a lock file.
    const QString name = QFileInfo(target).fileName();
    const QDir folder = QFileInfo(target).dir();
    const QRegularExpression committing(QStringLiteral("^%1\\.[A-Za-z0-9]{6}$").arg(QRegularExpression::escape(name)));
    int committed = 0;
    for (const QString& f : folder.entryList({name + QStringLiteral("*")}, QDir::Files | QDir::Hidden)) {
      if (f == name || f == name + QStringLiteral(".lock"))
        continue;
      QVERIFY2(committing.match(f).hasMatch(), qPrintable(QStringLiteral("%1 was left behind").arg(f)));
      QVERIFY2(check(folder.filePath(f)), qPrintable(QStringLiteral("%1 was left behind, and is not a whole version").arg(f)));
      ++committed;
    }
    // That instant is short: most kills must not land in it.
    QVERIFY2(committed <= kills / 10, qPrintable(QStringLiteral("%1: %2 finished copies left behind").arg(kind).arg(committed)));
    QVERIFY2(interrupted >= kills / 4, qPrintable(QStringLiteral("%1: only %2 of %3 kills landed inside a save").arg(kind).arg(interrupted).arg(kills)));
  }

private slots:
  void replaysAreWholeAfterAKill()
  {
    KIBITZ_REQUIRE_GAME("orkisland");
    QTemporaryDir dir;
    const QString a = dir.filePath(QStringLiteral("a.kbz"));
    const QString b = dir.filePath(QStringLiteral("b.kbz"));
    QString error;
    // Two 200-round OrkIsland matches: large enough that a save takes milliseconds.
    const Debugger::Replay ra = Test::playMatch(QStringLiteral("orkisland"), QStringList(4, QStringLiteral("builtin:dummy")), 1);
    const Debugger::Replay rb = Test::playMatch(QStringLiteral("orkisland"), QStringList(4, QStringLiteral("builtin:dummy")), 2);
    QVERIFY(!ra.frames.empty() && !rb.frames.empty());
    QVERIFY(Debugger::ReplayFile::write(a, ra, &error) && Debugger::ReplayFile::write(b, rb, &error));
    const QByteArray bytesA = readAll(a), bytesB = readAll(b);
    QVERIFY(bytesA != bytesB);
    const QString target = dir.filePath(QStringLiteral("match.kbz"));
    killAtManyPoints(QStringLiteral("replay"), target, a, b, 40, 60000, [&](const QString& path) {
      const QByteArray now = readAll(path);
      QString problem;
      return (now == bytesA || now == bytesB) && Debugger::ReplayFile::read(path, &problem).has_value();
    });
  }

  void filesAreWholeAfterAKill()
  {
    // Every other file Kibitz writes (breakpoints, reports, recovery, CSV, PNG) goes
    // through AtomicFile: two 8 MiB versions, so that a kill often lands in the middle.
    QTemporaryDir dir;
    const QString a = dir.filePath(QStringLiteral("a.bin"));
    const QString b = dir.filePath(QStringLiteral("b.bin"));
    QVERIFY(writeFile(a, QByteArray(8 << 20, 'a')) && writeFile(b, QByteArray((8 << 20) + 4096, 'b')));
    const QByteArray hashA = QCryptographicHash::hash(readAll(a), QCryptographicHash::Sha256);
    const QByteArray hashB = QCryptographicHash::hash(readAll(b), QCryptographicHash::Sha256);
    const QString target = dir.filePath(QStringLiteral("breakpoints.json"));
    killAtManyPoints(QStringLiteral("bytes"), target, a, b, 40, 40000, [&](const QString& path) {
      const QByteArray h = QCryptographicHash::hash(readAll(path), QCryptographicHash::Sha256);
      return h == hashA || h == hashB;
    });
  }

  void settingsAreWholeAfterAKill()
  {
    QTemporaryDir dir;
    const QString a = dir.filePath(QStringLiteral("a.txt"));
    const QString b = dir.filePath(QStringLiteral("b.txt"));
    QByteArray versionA, versionB;
    for (int i = 0; i < 2000; ++i) {
      versionA += "first version, line " + QByteArray::number(i) + '\n';
      versionB += "second version, line " + QByteArray::number(i) + '\n';
    }
    QVERIFY(writeFile(a, versionA) && writeFile(b, versionB));
    const QString target = dir.filePath(QStringLiteral("kibitz.conf"));
    killAtManyPoints(QStringLiteral("settings"), target, a, b, 30, 30000, [&](const QString& path) {
      const QString now = settingsVersion(path, 2000);
      return now == QString::fromUtf8(versionA).trimmed() || now == QString::fromUtf8(versionB).trimmed();
    });
  }

  void openingAReplayNeverChangesIt()
  {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("match.kbz"));
    QString error;
    QVERIFY(Debugger::ReplayFile::write(path, Test::fencerVsFencerReplay(3), &error));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadGroup);  // a read-only file opens too
    const QByteArray before = readAll(path);
    const QDateTime modified = QFileInfo(path).lastModified();
    QVERIFY2(Debugger::ReplayFile::read(path, &error).has_value(), qPrintable(error));
    QVERIFY2(Debugger::ReplayLoader::load(path, &error).has_value(), qPrintable(error));
    QCOMPARE(readAll(path), before);
    QCOMPARE(QFileInfo(path).lastModified(), modified);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("match.kbz")});
  }

  void aReplayFromANewerKibitzIsRefusedNotRewritten()
  {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("future.kbz"));
    QString error;
    // The replay as a newer Kibitz would stamp it (plain JSON, which Kibitz also reads).
    QJsonObject root = Debugger::ReplayJson::toJson(Test::fencerVsFencerReplay(4));
    const int newer = Debugger::Replay::kFormatVersion + 1;
    root.insert(QStringLiteral("version"), newer);
    const QByteArray future = QJsonDocument(root).toJson(QJsonDocument::Compact);
    QVERIFY(writeFile(path, future));
    QVERIFY(!Debugger::ReplayLoader::load(path, &error).has_value());
    QVERIFY2(error.contains(QStringLiteral("version %1 is newer").arg(newer)), qPrintable(error));
    QVERIFY(!Debugger::ReplayFile::read(path, &error).has_value());
    QCOMPARE(readAll(path), future);
  }
};

int main(int argc, char** argv)
{
  const QString writer = qEnvironmentVariable(kWriterVariable);
  QCoreApplication app(argc, argv);
  if (!writer.isEmpty())
    return runWriter(writer);
  TestCrashSafeWrites test;
  return QTest::qExec(&test, argc, argv);
}

#include "test_crash_safe_writes.moc"
