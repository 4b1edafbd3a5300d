#pragma once

#include <QDialog>

#include <memory>

class QCheckBox;
class QPushButton;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QGridLayout;
class QLabel;
class QProgressBar;
class QLineEdit;
class QSpinBox;
class QToolButton;

namespace Kibitz::Rules {
class Game;
}
namespace Kibitz::Debugger {
class MatchRunner;
struct Replay;
}

namespace Kibitz::App {

class MatchPrebuild;
class ExternalRefereeForm;

// Game, seed, one bot per player and every game parameter (from the game's own
// description, with its range, in a group that folds). The seats and their bots are
// remembered per game for the next match.
class NewMatchDialog final : public QDialog {
  Q_OBJECT
public:
  explicit NewMatchDialog(QWidget* parent = nullptr);

  void setGame(const QString& gameId);
  void setSeed(quint64 seed);
  // Sets a player's bot spec ("builtin:fencer", "script:/p.actions", "cmd:./bot").
  void setBot(int player, const QString& spec);
  // Chooses "My bot" (the editor's current bot) for a player; false when the editor is
  // not installed.
  bool setMyBot(int player);
  void setParameter(const QString& key, const QString& value);
  void setPlayerName(int player, const QString& name);
  // Turns the dialog into "continue this replay from `turn`": game, seed and parameters
  // are the original's and cannot change; the bots can.
  void setContinuation(const Debugger::Replay* original, const QString& originalFile, int turn);
  // "Profile this bot" for `player` (an external bot's seat; issue #49): the match records
  // where its bot spends each turn (MatchRequest::profileSeats).
  void setProfiled(int player, bool on);
  bool isProfiled(int player) const;
  // Why profiling cannot work on this machine (the CLI's words), shown under the seats
  // while a native bot is to be profiled; empty when it can.
  QString profileNote() const;
  // The match described by the form, or null with an error naming the problem. Closed
  // with Debug, a match to debug: a seat's bot has a debug attachment (match_debugging.h),
  // which the Bot Debugger finds when the match starts.
  std::unique_ptr<Debugger::MatchRunner> createRunner(QString* error) const;
  // The dialog was closed with Debug rather than OK.
  bool debugRequested() const { return debugRequested_; }
  // Debug debugs `seat` (when an external bot plays it) and is the default button: the
  // dialog continues a match whose bot the user was debugging.
  void setDebugSeat(int seat);
  QPushButton* debugButton() const { return debugButton_; }
  QSize sizeHint() const override;

  // Start and Debug: a "My bot" seat whose bot is not built (or changed since) is saved
  // and built first, the dialog showing the build's progress; it closes once the bot runs,
  // or says why not and stays (issue #47, 10).
  void accept() override;
  // Closing it while something builds starts no match when the build ends.
  void reject() override;
  // Whether a build for "My bot" is under way (its last output line is shown).
  bool isBuildingMyBot() const { return buildingMyBot_; }
  // Whether My bot, a course player (eda:) or a debug build is being made before the match:
  // on a thread, the dialog saying which and for how long (#47, 10).
  bool isBuilding() const;
  QString buildStatusText() const;

protected:
  void showEvent(QShowEvent* event) override;

private:
  bool sizedOnce_ = false;

public:

protected:
  void changeEvent(QEvent* event) override;

private:
  struct PlayerRow {
    QLineEdit* name;
    QComboBox* kind;
    QLineEdit* argument;
    QCheckBox* profile = nullptr;
  };
  void updateProfileNote();
  void retranslateUi();
  void rebuildForGame();
  void rebuildPlayers();
  // Each seat not renamed by the user takes the name its bot plays under: a course
  // player's PLAYER_NAME, else the game's seat name; repeats are numbered.
  void refreshSeatNames();
  // "Parameters (17, 2 changed)"; the group folds.
  void updateParametersHeader();
  // The seats of this game as the next dialog restores them (QSettings, per game id; an
  // external game's with its referee).
  void saveSeats() const;
  void restoreSeats();
  // "External game" is chosen: a referee plays the rules (docs/external-games.md).
  bool isExternal() const;
  static QString externalDescription();
  // The seat's bot as saved: a spec, or "mybot" for the editor's bot.
  QString savedSeatSpec(int player) const;
  const Rules::Game* game() const;
  QString parameterValue(const QString& key) const;
  // Empty with `error` when the seat cannot be played (e.g. "My bot" is not built).
  QString botSpec(int player, QString* error) const;
  // After My bot is ready: compiles the course players whose build is missing (and a
  // debugged editor bot's debug build), then accepts.
  void acceptAfterPrebuild();
  void prebuilt(const QString& key, const QString& problem);
  // The busy bar shown, OK and Debug disabled, while something builds.
  void showBuilding(bool on);

  QComboBox* gameCombo_;
  QLineEdit* seedEdit_;
  QSpinBox* playerCount_;
  QFormLayout* form_;
  QFormLayout* parametersForm_;
  QGridLayout* playersGrid_;
  QLabel* gameLabel_;
  QLabel* seedLabel_;
  QLabel* playerCountLabel_;
  QToolButton* parametersToggle_;
  QWidget* parametersBox_;
  QLabel* playersLabel_;
  QLabel* descriptionLabel_;
  QDialogButtonBox* buttons_;
  QPushButton* debugButton_;
  bool debugRequested_ = false;
  int debugSeat_ = -1;  // setDebugSeat()
  QCheckBox* noTimeLimit_;
  QLabel* sandboxNote_;  // shown while the sandbox setting is on
  QLabel* buildStatus_;  // "Building my bot…" and the build's last line
  QProgressBar* buildProgress_;
  bool buildingMyBot_ = false;
  bool abandoned_ = false;  // closed while building: the build's end starts nothing
  QString buildError_;      // a failed build before the match, which createRunner reports
  MatchPrebuild* prebuild_;  // bots compiled before the match
  ExternalRefereeForm* externalForm_;
  QLabel* profileNote_;  // a profiling refusal, while a bot is to be profiled
  QList<QWidget*> parameterEditors_;
  QList<PlayerRow> players_;
  const Debugger::Replay* original_ = nullptr;
  QString originalFile_;
  int fromTurn_ = 0;
};

}  // namespace Kibitz::App
