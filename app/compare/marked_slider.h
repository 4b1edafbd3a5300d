#pragma once

#include <QSlider>

namespace Kibitz::App {

// A horizontal slider with one marked value (the first turn where two replays differ),
// drawn as a red tick over the groove.
class MarkedSlider final : public QSlider {
  Q_OBJECT
public:
  explicit MarkedSlider(QWidget* parent = nullptr);
  void setMarker(int value);  // -1: none
  int marker() const { return marker_; }
  // Lesser marks (turns where the replies differ): short ticks under the groove.
  void setTicks(const QList<int>& values);
  const QList<int>& ticks() const { return ticks_; }

protected:
  void paintEvent(QPaintEvent* event) override;

private:
  int marker_ = -1;
  QList<int> ticks_;
};

}  // namespace Kibitz::App
