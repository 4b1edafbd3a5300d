// Games own their words: every label and description a compiled game declares (metrics,
// events, parameters, built-in bots, the game itself) is marked with QT_TRANSLATE_NOOP in
// rules/<id>/, so lupdate puts it in the catalogues; each catalogue holds it finished.
#include "application/language_manager.h"
#include "panels/game_terms.h"

#include "core/registry.h"

#include <QFile>
#include <QXmlStreamReader>
#include <QtTest>

using namespace Kibitz;

namespace {

// The finished GameTerms translations of one .ts file: source -> translation.
QHash<QString, QString> finishedGameTerms(const QString& path)
{
  QHash<QString, QString> out;
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly))
    return out;
  QXmlStreamReader xml(&file);
  QString context, source, translation;
  bool unfinished = false;
  while (!xml.atEnd()) {
    xml.readNext();
    if (xml.isStartElement()) {
      if (xml.name() == QLatin1String("name") && source.isNull())
        context = xml.readElementText();
      else if (xml.name() == QLatin1String("source"))
        source = xml.readElementText();
      else if (xml.name() == QLatin1String("translation")) {
        unfinished = xml.attributes().hasAttribute(QLatin1String("type"));
        translation = xml.readElementText();
      }
    } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
      if (context == QLatin1String("GameTerms") && !unfinished && !translation.isEmpty())
        out.insert(source, translation);
      source = QString();
    } else if (xml.isEndElement() && xml.name() == QLatin1String("context")) {
      context.clear();
    }
  }
  return out;
}

QStringList termsOf(const Rules::GameInfo& info)
{
  QStringList terms{info.description};
  for (const Rules::MetricSpec& m : info.metrics)
    terms << m.label;
  for (const Rules::EventSpec& e : info.events)
    terms << e.label;
  for (const Rules::ParameterSpec& p : info.parameters)
    terms << p.description;
  for (const Rules::BuiltinBotSpec& b : info.builtinBots)
    terms << b.description;
  return terms;
}

}  // namespace

class TestGameTerms : public QObject {
  Q_OBJECT
private slots:
  void everyTermIsTranslatedInEveryLanguage_data()
  {
    QTest::addColumn<QString>("language");
    for (const char* lang : {"it", "zh_CN", "zh_TW"})
      QTest::newRow(lang) << QString::fromLatin1(lang);
  }

  void everyTermIsTranslatedInEveryLanguage()
  {
    QFETCH(QString, language);
    const QString path = QStringLiteral(KIBITZ_SOURCE_DIR "/translations/kibitz_%1.ts").arg(language);
    const QHash<QString, QString> translated = finishedGameTerms(path);
    QVERIFY2(!translated.isEmpty(), qPrintable(path + QStringLiteral(": no GameTerms context")));
    for (const Rules::Game* game : Rules::Registry::all())
      for (const QString& term : termsOf(game->info()))
        QVERIFY2(translated.contains(term),
                 qPrintable(QStringLiteral("%1 (%2): not translated: %3").arg(game->info().id, language, term)));
  }

  void termsFollowTheLanguage()
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
