#pragma once

#include <QWidget>

class QHBoxLayout;
class QLabel;
class QVBoxLayout;

namespace Kibitz::App {

class BoardView;
class ReplayDocument;

// Hosts the board view of the current game and its overlay toggles. A frame that the
// game's board cannot draw (the engine does not restore its state) is shown by the
// generic board, with the reason above it.
class BoardPanel final : public QWidget {
  Q_OBJECT
public:
  explicit BoardPanel(ReplayDocument* document, QWidget* parent = nullptr);
  BoardView* view() const { return view_; }
  // Whether the shown frame fell back to the generic board (tests).
  bool showsFallback() const;

protected:
  void changeEvent(QEvent* event) override;

signals:
  void inspectRequested(const QString& path);
  // The user (or code, through the toggle) turned one of the board's overlays on or off.
  void overlayToggled(const QString& name, bool on);

private:
  void rebuildView();
  void refresh();

  ReplayDocument* document_;
  QString gameId_;
  BoardView* view_ = nullptr;
  BoardView* fallback_ = nullptr;   // the generic board, made when first needed
  QLabel* fallbackReason_ = nullptr;
  QVBoxLayout* layout_;
  QHBoxLayout* overlays_;
};

}  // namespace Kibitz::App
