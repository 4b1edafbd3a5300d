#pragma once

#include "match/match_request.h"

#include <QJsonObject>
#include <QMap>
#include <QWidget>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QToolButton;

namespace Kibitz::Rules {
class Game;
}

namespace Kibitz::App {

class ExternalRefereeForm;

// The Arena window's setup: the game (or an external game and its referee), its bots (built-in, an external command, the editor's
// bot, a course player), matches, first seed, jobs, the database and the replay folder.
class ArenaSetupForm final : public QWidget {
  Q_OBJECT
public:
  explicit ArenaSetupForm(QWidget* parent = nullptr);

  bool setGame(const QString& gameId);
  QString gameId() const;
  // The referee's part of the form, shown while "External game" is chosen.
  ExternalRefereeForm* externalForm() const { return external_; }
  // Adds a bot (`name` empty: its default name, numbered when it repeats).
  void addBot(const QString& spec, const QString& name = {});
  void removeBot(int row);
  void clearBots();
  int botCount() const;
  QTableWidget* botTable() const { return bots_; }
  QToolButton* addButton() const { return add_; }

  void setMatches(qint64 matches);
  qint64 matches() const;
  void setSeed(quint64 seed);
  void setJobs(int jobs);
  int jobs() const;
  void setDatabasePath(const QString& path);
  QString databasePath() const;
  void setReplaysDir(const QString& dir);
  QString replaysDir() const;

  // The arena's arguments as `kibitz-cli arena` takes them; false with the reason.
  bool request(Debugger::MatchRequest* request, QString* error) const;
  // Fills the form from a database's arguments (ResultsDb::identity), so that the same
  // arena can go on; false when they are not complete.
  bool loadIdentity(const QJsonObject& identity, QString* error);
  void setEditable(bool editable);
  // The seats of a match (0: the game's default), from a reopened database.
  int tableSize() const { return table_; }

  // A default database for `gameId` in the application's data folder
  // (QStandardPaths::AppDataLocation/arena).
  static QString defaultDatabasePath(const QString& gameId);

signals:
  // Something the window should say (a bot that could not be added).
  void message(const QString& text);

protected:
  void changeEvent(QEvent* event) override;

private:
  void retranslate();
  // The chosen game: a built-in one, or the shared external game (1..8 players, no bots).
  const Rules::Game* game() const;
  bool isExternal() const;
  void rebuildAddMenu();
  QString uniqueName(const QString& base) const;
  void addExternal(int kind);
  // Beside "Matches": how many the arena plays (whole rounds) for these bots.
  void updateMatchesNote();
  // Below "Database": the folder it is in, in full.
  void updateDatabaseFolder();

  QComboBox* game_;
  ExternalRefereeForm* external_;
  QTableWidget* bots_;
  QToolButton* add_;
  QPushButton* remove_;
  QSpinBox* matches_;
  QLabel* matchesNote_ = nullptr;
  QLineEdit* seed_;  // text: a seed is any 64-bit number (a spin box stops at 2^31 - 1)
  QSpinBox* jobs_;
  QLineEdit* db_;
  QLabel* dbFolder_ = nullptr;
  QPushButton* dbBrowse_;
  QLineEdit* replays_;
  QPushButton* replaysBrowse_;
  QFormLayout* form_;
  QList<QLabel*> labels_;
  bool dbChosen_ = false;  // the user chose the database: a game change keeps it
  // From a reopened database: what the form does not show, kept so that the arena goes on.
  QMap<QString, QString> parameters_;
  int timeLimitMs_ = 0;
  bool noTimeLimit_ = false;
  int table_ = 0;
};

}  // namespace Kibitz::App
