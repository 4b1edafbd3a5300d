#pragma once

#include <QDialog>

class QTextBrowser;

namespace Kibitz::App {

// The rules of one game, written for a player (resources/help/<id>/<lang>.md), shown in
// the UI language and following it when it changes.
class RulesHelpWindow final : public QDialog {
  Q_OBJECT
public:
  RulesHelpWindow(const QString& gameId, QWidget* parent = nullptr);
  // The Markdown of `gameId` in `language`, falling back to English; empty when the game
  // has no rules page.
  static QString rulesMarkdown(const QString& gameId, const QString& language);
  QString gameId() const { return gameId_; }

protected:
  void changeEvent(QEvent* event) override;

private:
  void load();

  QString gameId_;
  QTextBrowser* browser_;
};

}  // namespace Kibitz::App
