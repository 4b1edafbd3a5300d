#pragma once

// Screenshots in GUI tests, one convention for all: a test renders what it checks with
// saveScreenshot(); the picture is kept only when KIBITZ_SCREENSHOT_DIR names a folder
// (KIBITZ_SCREENSHOT_DIR=/tmp/shots ctest -R board), so a normal run writes nothing.
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QPixmap>
#include <QString>
#include <QWidget>

namespace Kibitz::Test {

// Saves `image` as `name` (may hold a sub-folder: "angelempire/walls.png") under
// KIBITZ_SCREENSHOT_DIR; true when the image is not empty and, if kept, was written.
inline bool saveScreenshot(const QImage& image, const QString& name)
{
  if (image.isNull())
    return false;
  const QString dir = qEnvironmentVariable("KIBITZ_SCREENSHOT_DIR");
  if (dir.isEmpty())
    return true;
  const QString path = QDir(dir).filePath(name);
  QDir().mkpath(QFileInfo(path).absolutePath());
  return image.save(path);
}

// The widget as it is drawn now.
inline bool saveScreenshot(QWidget& widget, const QString& name)
{
  return saveScreenshot(widget.grab().toImage(), name);
}

}  // namespace Kibitz::Test
