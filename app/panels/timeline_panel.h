#pragma once

#include <QWidget>

class QAction;
class QComboBox;
class QLabel;

namespace Kibitz::App {

class Playback;
class ReplayDocument;
class TimelineSlider;

// Transport controls (the Go menu's actions as buttons), the turn counter, the speed
// and the event timeline.
class TimelinePanel final : public QWidget {
  Q_OBJECT
public:
  TimelinePanel(ReplayDocument* document, Playback* playback, const QList<QAction*>& transport, QWidget* parent = nullptr);
  TimelineSlider* slider() const { return slider_; }

protected:
  void changeEvent(QEvent* event) override;

private:
  void retranslateUi();
  void updateTurnLabel();

  ReplayDocument* document_;
  Playback* playback_;
  TimelineSlider* slider_;
  QLabel* turnLabel_;
  QLabel* speedLabel_;
  QComboBox* speed_;
};

}  // namespace Kibitz::App
