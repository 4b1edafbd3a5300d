#pragma once

#include <QObject>

namespace Kibitz::App {

// Spin boxes, combo boxes and sliders take the mouse wheel only once they have the focus
// (a click or Tab gives it): scrolling the New Match dialog's list of parameters once
// changed OrkIsland's "board rows" from 70 to 40 without a word. An unfocused one passes
// the wheel to the scroll area that holds it. Installed once on the application.
class WheelGuard final : public QObject {
  Q_OBJECT
public:
  // Idempotent; the main window calls it.
  static void install();

protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

private:
  using QObject::QObject;
};

}  // namespace Kibitz::App
