#include "support/golden.h"

#include <QDir>
#include <QFile>

namespace Kibitz::Test {

QString goldenDir()
{
  const QString fromEnv = qEnvironmentVariable("KIBITZ_GOLDEN_DIR");
  const QString dir = fromEnv.isEmpty() ? QStringLiteral(KIBITZ_SHARED_DIR "/golden") : fromEnv;
  return QDir(dir).exists() ? QDir(dir).absolutePath() : QString();
}

QByteArray readGolden(const QString& relativePath)
{
  QFile file(goldenDir() + QLatin1Char('/') + relativePath);
  if (!file.open(QIODevice::ReadOnly))
    return {};
  return file.readAll();
}

}  // namespace Kibitz::Test
