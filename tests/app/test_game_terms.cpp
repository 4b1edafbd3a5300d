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
        // A counted word's translation is its numerus forms.
        translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
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

// Every finished translation of one .ts file, in every context.
QStringList allTranslations(const QString& path)
{
  QStringList out;
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly))
    return out;
  QXmlStreamReader xml(&file);
  while (!xml.atEnd()) {
    xml.readNext();
    if (xml.isStartElement() && (xml.name() == QLatin1String("translation") || xml.name() == QLatin1String("numerusform"))) {
      const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
      if (!text.isEmpty())
        out << text;
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
  for (const Rules::BoardWord& w : info.boardWords)
    terms << QString::fromUtf8(w.source);
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

  // The glossary a reviewer agreed on: one term per concept, the games' own words. Each row
  // is a word that must not come back, with the term to use instead.
  void translationsKeepTheGlossary_data()
  {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("avoid");
    QTest::addColumn<QString>("use");
    const auto row = [](const char* lang, const char* avoid, const char* use) {
      QTest::newRow(qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(lang), QString::fromUtf8(avoid)))) << QString::fromLatin1(lang)
                                                                                                         << QString::fromUtf8(avoid) << QString::fromUtf8(use);
    };
    row("it", "\\b[Cc]ell[ae]\\b", "casella (a board cell)");
    row("it", "\\bDroga\\b", "sostanza dopante");
    row("it", "\\bSegni\\b", "marcature (bot marks)");
    row("it", "Attacco \\[attacco\\]|Energia \\[energia\\]", "no gloss that repeats the Italian word");
    row("zh_CN", "电脑", "CPU (the spec's name for the computer side)");
    row("zh_CN", "代理(?!人)", "代理人 (Mosca Ceca's agents)");
    row("zh_CN", "击杀奖励", "击杀积分");
    row("zh_CN", "揭示", "翻牌 (Dominoes)");
    row("zh_CN", "画面", "帧 (a frame)");
    row("zh_CN", "战斗结束|预算", "战役结束 / 经费 (Angel Empire)");
    row("zh_TW", "電腦", "CPU");
    row("zh_TW", "代理(?!人)", "代理人");
    row("zh_TW", "擊殺獎勵", "擊殺積分");
    row("zh_TW", "揭示", "翻牌");
    row("zh_TW", "回放", "重播");
    row("zh_TW", "點擊", "點選");
    row("zh_TW", "戰鬥結束|預算", "戰役結束 / 經費");
  }

  void translationsKeepTheGlossary()
  {
    QFETCH(QString, language);
    QFETCH(QString, avoid);
    QFETCH(QString, use);
    const QRegularExpression word(avoid);
    QVERIFY(word.isValid());
    const QStringList texts = allTranslations(QStringLiteral(KIBITZ_SOURCE_DIR "/translations/kibitz_%1.ts").arg(language));
    QVERIFY(texts.size() > 500);
    for (const QString& text : texts)
      QVERIFY2(!word.match(text).hasMatch(), qPrintable(QStringLiteral("\"%1\": use %2").arg(text, use)));
  }

  void angelEmpireNamesBattlesAndTheCampaignApart()
  {
    // A battle is 戰役 (as in the original); the campaign is all of them: 全部戰役.
    App::LanguageManager languages;
    QVERIFY(languages.setLanguage(QStringLiteral("zh_TW")));
    QCOMPARE(App::gameTerm(QStringLiteral("Battle end")), QStringLiteral("戰役結束"));
    QCOMPARE(App::gameTerm(QStringLiteral("Campaign end")), QStringLiteral("全部戰役結束"));
    QVERIFY(languages.setLanguage(QStringLiteral("zh_CN")));
    QCOMPARE(App::gameTerm(QStringLiteral("Battle end")), QStringLiteral("战役结束"));
    QCOMPARE(App::gameTerm(QStringLiteral("Campaign end")), QStringLiteral("全部战役结束"));
    QVERIFY(languages.setLanguage(QStringLiteral("it")));
    QCOMPARE(App::gameTerm(QStringLiteral("Drug")), QStringLiteral("Sostanza dopante"));
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
  }

  // Counts take their plural forms ("1 bandiere" before): numerus entries in every language.
  void countsTakeTheirPluralForms()
  {
    App::LanguageManager languages;
    QVERIFY(languages.setLanguage(QStringLiteral("it")));
    const auto flags = [](int n) { return QCoreApplication::translate("Kibitz::App::MoscaCecaBoard", "%1: %Ln bandiera(e)", nullptr, n).arg(QStringLiteral("P0")); };
    QCOMPARE(flags(1), QStringLiteral("P0: 1 bandiera"));
    QCOMPARE(flags(3), QStringLiteral("P0: 3 bandiere"));
    QCOMPARE(QCoreApplication::translate("Kibitz::App::MoscaCecaBoard", "Territory of %1: %Ln cell(s)", nullptr, 1).arg(QStringLiteral("P1")),
             QStringLiteral("Territorio di P1: 1 casella"));
    QVERIFY(languages.setLanguage(QStringLiteral("zh_CN")));
    QCOMPARE(flags(1), QStringLiteral("P0：1 面 bandiere（旗帜）"));
    // English has its plural forms too: no "(s)" left.
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
    QCOMPARE(flags(1), QStringLiteral("P0: 1 bandiera"));
    QCOMPARE(flags(3), QStringLiteral("P0: 3 bandiere"));
    QCOMPARE(QCoreApplication::translate("Kibitz::App::AngelEmpireBoard", "#%1 can move here (%n step(s))", nullptr, 1).arg(2),
             QStringLiteral("#2 can move here (1 step)"));
    QCOMPARE(QCoreApplication::translate("Kibitz::App::AngelEmpireBoard", "#%1 can move here (%n step(s))", nullptr, 3).arg(2),
             QStringLiteral("#2 can move here (3 steps)"));
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
