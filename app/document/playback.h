#pragma once

#include <QObject>
#include <QTimer>

#include <functional>

namespace Kibitz::App {

class ReplayDocument;

// Steps the document's turn: single steps, jumps, and timed play forward or backward at
// 0.25x to 64x of the original viewer's pace (400 ms a frame at 1x).
class Playback : public QObject {
  Q_OBJECT
public:
  static constexpr int kBaseIntervalMs = 400;
  explicit Playback(ReplayDocument* document, QObject* parent = nullptr);

  bool isPlaying() const { return timer_.isActive(); }
  bool isReverse() const { return reverse_; }
  double speed() const { return speed_; }
  static QList<double> speeds();

  // Breakpoints: called for every turn timed play steps onto (forward or backward);
  // when it returns true, play stops there. Empty: play runs to the end.
  using StopCondition = std::function<bool(int turn)>;
  void setStopCondition(StopCondition condition) { stopCondition_ = std::move(condition); }

public slots:
  void first();
  void last();
  void next();
  void previous();
  void forward10();
  void back10();
  void play();
  void playReverse();
  void pause();
  void setSpeed(double speed);

signals:
  void playingChanged(bool playing, bool reverse);
  void speedChanged(double speed);
  // Timed play stopped at `turn` because the stop condition held there.
  void stoppedAt(int turn);

private:
  void tick();
  void stepBy(int delta);

  ReplayDocument* document_;
  QTimer timer_;
  StopCondition stopCondition_;
  double speed_ = 1.0;
  bool reverse_ = false;
};

}  // namespace Kibitz::App
