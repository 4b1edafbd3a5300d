#pragma once

#include <QWidget>

class QHBoxLayout;
class QVBoxLayout;

namespace Kibitz::App {

class BoardView;
class ReplayDocument;

// Hosts the board view of the current game and its overlay toggles.
class BoardPanel final : public QWidget {
  Q_OBJECT
public:
  explicit BoardPanel(ReplayDocument* document, QWidget* parent = nullptr);
  BoardView* view() const { return view_; }

protected:
  void changeEvent(QEvent* event) override;

signals:
  void inspectRequested(const QString& path);

private:
  void rebuildView();
  void refresh();

  ReplayDocument* document_;
  QString gameId_;
  BoardView* view_ = nullptr;
  QVBoxLayout* layout_;
  QHBoxLayout* overlays_;
};

}  // namespace Kibitz::App
