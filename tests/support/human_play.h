#pragma once

// Human play in GUI tests (tests/app/test_human_play_*.cpp): the test's settings and
// window, a match with seats played by hand started in it, the Play panel that answers
// them, and the replies the replay recorded for a seat.
#include "application/language_manager.h"
#include "document/replay_document.h"
#include "mainwindow/main_window.h"
#include "play/play_feature.h"
#include "play/play_panel.h"

#include "match/match_builder.h"

#include <QCoreApplication>
#include <QTest>

namespace Kibitz::Test {

// Keeps the test's settings apart from the user's (application `testName`) and makes the
// windows' language manager, in English.
inline App::LanguageManager* playTestLanguages(QObject* owner, const QString& testName)
{
  QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
  QCoreApplication::setApplicationName(testName);
  auto* languages = new App::LanguageManager(owner);
  languages->setLanguage(QStringLiteral("en"));
  return languages;
}

// Shows `window` as the play tests see it: at `size`, no message box waiting for a click.
// False when it is not exposed.
inline bool showPlayWindow(App::MainWindow& window, QSize size = {1400, 900})
{
  window.setInteractive(false);
  window.resize(size);
  window.show();
  return QTest::qWaitForWindowExposed(&window);
}

// Starts `bots` ("human" for a seat played by hand) in `window`; false when the builder
// refuses (with `error`).
inline bool startHumanMatch(App::MainWindow& window, const QString& gameId, const QStringList& bots, uint64_t seed,
                            const QMap<QString, QString>& parameters, QString* error)
{
  Debugger::MatchRequest request;
  request.gameId = gameId;
  request.seed = seed;
  request.bots = bots;
  request.parameters = parameters;
  request.humanSeats = true;
  std::unique_ptr<Debugger::MatchRunner> runner = Debugger::MatchBuilder::build(request, error);
  return runner && window.startMatch(std::move(runner));
}

inline App::PlayPanel* playPanel(App::MainWindow& window)
{
  auto* feature = window.feature<App::PlayFeature>();
  return feature ? feature->panel() : nullptr;
}

// Waits until a seat played by hand is asked (true) or the match is over (false).
inline bool waitForQuestion(App::MainWindow& window, int timeoutMs = 30000)
{
  App::PlayPanel* panel = playPanel(window);
  // Either way the caller reads the outcome below: a question, or the match's end.
  (void)QTest::qWaitFor([&] { return panel->askedSeat() >= 0 || !window.isMatchRunning(); }, timeoutMs);
  return panel->askedSeat() >= 0;
}

// The reply lines `seat` gave, turn by turn, as the replay records them.
inline QList<QStringList> recordedReplies(const Debugger::Replay& replay, int seat)
{
  QList<QStringList> replies;
  for (const Debugger::Frame& frame : replay.frames)
    for (const Debugger::PlayerExchange& exchange : frame.exchanges)
      if (exchange.player == seat)
        replies << exchange.output;
  return replies;
}

}  // namespace Kibitz::Test
