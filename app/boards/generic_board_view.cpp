#include "boards/generic_board_view.h"

#include "replay/replay.h"

#include <QJsonDocument>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace Kibitz::App {

GenericBoardView::GenericBoardView(QWidget* parent) : BoardView(parent), text_(new QPlainTextEdit(this))
{
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(text_);
  text_->setReadOnly(true);
  text_->setFont(QFont(QStringLiteral("monospace")));
}

void GenericBoardView::showFrame(const Debugger::Replay& replay, int turn)
{
  if (turn < 0 || turn >= replay.frames.size()) {
    text_->clear();
    return;
  }
  text_->setPlainText(QString::fromUtf8(QJsonDocument(replay.frames[turn].state).toJson(QJsonDocument::Indented)));
}

}  // namespace Kibitz::App
