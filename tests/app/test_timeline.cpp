// The timeline on a long match: markers are aggregated per pixel column (one per row and
// column, the weightiest kind shown), the tooltip counts what a column stands for and names
// each event's kind in the window's language.
#include "application/language_manager.h"
#include "document/replay_document.h"
#include "panels/game_terms.h"
#include "widgets/timeline_slider.h"

#include "core/registry.h"

#include "support/screenshots.h"
#include "support/test_matches.h"

#include <QtTest>

using namespace Kibitz;

class TestTimeline : public QObject {
  Q_OBJECT
private slots:
  void longMatchesAggregateMarkersPerColumn()
  {
    // Fencing: 200 turns of parries, touches, drugs... on a 120-pixel timeline.
    const Debugger::Replay replay = Test::fencerVsFencerReplay(3);
    App::ReplayDocument document;
    document.setReplay(replay, QString());
    App::TimelineSlider slider(&document);
    slider.resize(120 + 2 * 10, slider.sizeHint().height());
    slider.show();
    QVERIFY(Kibitz::Test::saveScreenshot(slider, QStringLiteral("timeline/aggregated.png")));
    // Some turn whose column holds more events than the turn itself says so.
    bool counted = false;
    for (int turn = 0; turn <= document.lastTurn() && !counted; ++turn)
      counted = slider.eventsText(turn).contains(QStringLiteral("around this turn"));
    QVERIFY(counted);
    // A touch (a Highlight) is drawn in its colour wherever one happened, whatever else shares its column.
    const QColor touch = App::TimelineSlider::colorForEvent(Rules::EventTone::Highlight, 0);
    const QImage image = slider.grab().toImage();
    int touches = 0;
    for (int turn = 1; turn <= document.lastTurn(); ++turn)
      for (const Rules::Event& e : replay.frames[turn].events)
        if (e.type == QLatin1String("touch")) {
          ++touches;
          bool found = false;
          const int x = slider.xOfTurn(turn);
          for (int y = 0; y < 40 && !found; ++y)
            found = image.pixelColor(x, y) == touch;
          QVERIFY2(found, qPrintable(QStringLiteral("the touch of turn %1 is hidden").arg(turn)));
        }
    QVERIFY(touches > 0);
  }

  // The tooltip names each event's kind in the window's language, then whose it is.
  void tooltipsNameTheEventsInTheUiLanguage()
  {
    const Debugger::Replay replay = Test::fencerVsFencerReplay(3);
    const Rules::Game* game = Rules::Registry::find(replay.gameId);
    QVERIFY(game);
    App::ReplayDocument document;
    document.setReplay(replay, QString());
    App::TimelineSlider slider(&document);
    App::LanguageManager languages;
    QVERIFY(languages.setLanguage(QStringLiteral("it")));
    int checked = 0;
    for (int turn = 1; turn <= document.lastTurn(); ++turn)
      for (const Rules::Event& e : replay.frames[turn].events) {
        const QString label = App::eventLabel(game, e.type);
        QVERIFY2(label != e.type, qPrintable(QStringLiteral("no label for ") + e.type));
        const QString who = e.player >= 0 ? replay.players[e.player].name : QString();
        const QString line = who.isEmpty() ? QStringLiteral("%1: %2").arg(label, e.text)
                                           : QStringLiteral("%1 (%2): %3").arg(label, who, e.text);
        QVERIFY2(slider.eventsText(turn).split(QLatin1Char('\n')).contains(line), qPrintable(slider.eventsText(turn)));
        ++checked;
      }
    QVERIFY(checked > 0);
    // Italian labels, not the English ones: "touch" is "Stoccata" or the like, never "Touch".
    bool translated = false;
    for (const Rules::EventSpec& spec : game->info().events)
      translated = translated || App::eventLabel(game, spec.type) != spec.label;
    QVERIFY(translated);
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
  }
};

QTEST_MAIN(TestTimeline)
#include "test_timeline.moc"
