#pragma once

#include "external/external_referee.h"

#include <QMap>
#include <QVariantMap>
#include <QWidget>

#include <optional>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace Kibitz::App {

// The referee of an external game as New Match and the Arena window choose it
// (docs/external-games.md): a command or a file (a .jar runs as an SDK referee, a .py
// through python3), its dialect, its KEY=VALUE parameters (cg), the game's name, where a
// brutaltester referee wants its seed, and whether it and the bots run in the sandbox.
// What was chosen is remembered per referee (Settings::externalReferee) and comes back
// when that referee is chosen again.
class ExternalRefereeForm final : public QWidget {
  Q_OBJECT
public:
  explicit ExternalRefereeForm(QWidget* parent = nullptr);

  // The command that runs a referee given as a file or a command: an existing `.jar` runs
  // as an SDK referee (`java -cp JAR com.codingame.gameengine.core.RefereeMain`), an
  // existing `.py` through `python3`, anything else is taken as a command line as it is.
  static QString commandFor(const QString& fileOrCommand);

  // The referee as typed (a path or a command) and the command that runs it.
  QString refereeText() const;
  void setRefereeText(const QString& text);
  void setDialect(Debugger::ExternalReferee::Dialect dialect);
  void setSeedLine(Debugger::ExternalReferee::SeedLine seedLine);
  void setGameName(const QString& name);
  // One KEY=VALUE per line.
  void setParametersText(const QString& text);
  void setSandbox(bool on);
  bool sandbox() const;
  // The bots' time limit per reply in ms, 0 for the default: a cg referee's own limits, or
  // Kibitz's for a brutaltester referee (which has none). Set, it replaces them
  // (--time-limit); a cg replay is then marked as not following the game's limits.
  void setTimeLimitMs(int ms);
  int timeLimitMs() const;
  // The game id the match gets: "extern" or "extern:NAME".
  QString gameId() const;

  // The referee, or nothing with an error naming the problem (no referee, a bad name).
  std::optional<Debugger::ExternalReferee> referee(QString* error) const;
  // The parameters, or nothing with an error naming the line that is not KEY=VALUE.
  std::optional<QMap<QString, QString>> parameters(QString* error) const;

  // Remembers the form for this referee, with `extra` (the seats) merged in.
  void remember(const QVariantMap& extra = {}) const;
  // What was remembered for the referee now typed (empty: nothing).
  QVariantMap remembered() const;

signals:
  // A referee was chosen (typed, browsed for) and its remembered form restored; `saved`
  // is what was remembered, for the seats.
  void refereeChosen(const QVariantMap& saved);

protected:
  void changeEvent(QEvent* event) override;

private:
  void retranslateUi();
  void restore();
  void updateDialectRows();

  QFormLayout* form_;
  QLineEdit* referee_;
  QPushButton* browse_;
  QLabel* command_;  // the command the referee runs as
  QComboBox* dialect_;
  QLineEdit* name_;
  QPlainTextEdit* parameters_;
  QComboBox* seedLine_;
  QSpinBox* timeLimit_;
  QCheckBox* sandbox_;
  QLabel* refereeLabel_;
  QLabel* dialectLabel_;
  QLabel* nameLabel_;
  QLabel* parametersLabel_;
  QLabel* seedLineLabel_;
  QLabel* timeLimitLabel_;
};

}  // namespace Kibitz::App
