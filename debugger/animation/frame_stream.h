#pragma once

#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <optional>

namespace Kibitz::Debugger {

// Raw frames from the window's program to kibitz-cli: kibitz-cli is QtCore only, so the
// boards the window draws are drawn by `kibitz --export-animation` (offscreen), which
// writes on its stdout one line "KIBITZ-FRAMES 1 WIDTH HEIGHT COUNT" and then COUNT frames
// of WIDTH*HEIGHT*4 bytes (R, G, B, A, rows top to bottom).
namespace FrameStream {

constexpr int kMaxSide = 4096;
constexpr int kMaxFrames = 100'000;
constexpr int kFrameTimeoutMs = 120'000;  // the renderer draws a frame in this time or is stopped

struct Header {
  int width = 0;
  int height = 0;
  int count = 0;
  qsizetype frameBytes() const { return qsizetype(width) * height * 4; }
};

QByteArray headerLine(const Header& header);
std::optional<Header> parseHeader(const QByteArray& line, QString* error);

// The window's program beside kibitz-cli: ../app/kibitz in the build tree, or the same
// folder once installed. Empty, with an error saying where it looked, when it is missing.
QString rendererProgram(QString* error);

// Runs the renderer and reads its frames, each bounded in size and time.
class Reader {
public:
  ~Reader();
  bool start(const QString& program, const QStringList& args, QString* error);
  std::optional<Header> header() const { return header_; }
  // The next frame; false with an error (the renderer's own message when it stopped).
  bool next(QByteArray* frame, QString* error);

private:
  bool fill(qsizetype bytes, int timeoutMs, QString* error);
  QString stopped();

  QProcess process_;
  QByteArray buffer_;
  std::optional<Header> header_;
};

}  // namespace FrameStream

}  // namespace Kibitz::Debugger
