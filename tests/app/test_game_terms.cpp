// Every metric and event label a compiled game declares is in the catalogue translators
// see, and the catalogue is translated in every language.
#include "application/language_manager.h"
#include "panels/game_terms.h"

#include "core/registry.h"

#include <QtTest>

using namespace Kibitz;

class TestGameTerms : public QObject {
  Q_OBJECT
private slots:
  void everyLabelIsCatalogued()
  {
    QSet<QString> catalogue;
    for (const char* term : App::gameTermCatalog())
      catalogue.insert(QString::fromUtf8(term));
    for (const Rules::Game* game : Rules::Registry::all()) {
      for (const Rules::MetricSpec& m : game->info().metrics)
        QVERIFY2(catalogue.contains(m.label), qPrintable(game->info().id + QStringLiteral(": metric label not in app/panels/game_terms_catalog.cpp: ") + m.label));
      for (const Rules::EventSpec& e : game->info().events)
        QVERIFY2(catalogue.contains(e.label), qPrintable(game->info().id + QStringLiteral(": event label not in app/panels/game_terms_catalog.cpp: ") + e.label));
    }
  }

  void termsAreTranslated()
  {
    App::LanguageManager languages;
    QVERIFY(languages.setLanguage(QStringLiteral("it")));
    QCOMPARE(App::gameTerm(QStringLiteral("Score")), QStringLiteral("Punteggio"));
    QVERIFY(languages.setLanguage(QStringLiteral("zh_CN")));
    QVERIFY(App::gameTerm(QStringLiteral("Energy")) != QStringLiteral("Energy"));
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
    QCOMPARE(App::gameTerm(QStringLiteral("Score")), QStringLiteral("Score"));
  }
};

QTEST_MAIN(TestGameTerms)
#include "test_game_terms.moc"
