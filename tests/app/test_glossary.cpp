// The glossary (translations/glossary.tsv) kept: wherever the English of a catalogue entry
// or of a rules help page line says a checked term, its translation says the glossary's
// word and none of the variants a reviewer ruled out. The shared web page takes the
// window's words for what the window already says.
#include "share/html_strings.h"
#include "share/result_words.h"

#include "core/board_word.h"
#include "core/game.h"
#include "core/parameters.h"
#include "core/registry.h"
#include "core/replay_format.h"

#include "support/test_matches.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QtTest>

using namespace Kibitz;

namespace {

const QString kSourceDir = QStringLiteral(KIBITZ_SOURCE_DIR);
const QStringList kLanguages{QStringLiteral("it"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW")};

QRegularExpression pattern(const QString& text)
{
  return QRegularExpression(text, QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
}

// One checked row of the glossary.
struct Term {
  QString name;
  QString scope;  // "all" or a game id
  QRegularExpression english;
  QHash<QString, QRegularExpression> use;    // language -> the word to use
  QHash<QString, QRegularExpression> avoid;  // language -> a ruled-out variant
};

QList<Term> checkedTerms(QString* error)
{
  QList<Term> terms;
  QFile file(kSourceDir + QStringLiteral("/translations/glossary.tsv"));
  if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
    *error = file.errorString();
    return terms;
  }
  const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
  for (const QString& line : lines) {
    if (line.isEmpty() || line.startsWith(QLatin1Char('#')) || line.startsWith(QLatin1String("term\t")))
      continue;
    QStringList f = line.split(QLatin1Char('\t'));
    while (f.size() < 10)
      f << QString();
    if (f[1] != QLatin1String("yes"))
      continue;
    Term term{f[0], f[2], pattern(f[3]), {}, {}};
    for (int i = 0; i < kLanguages.size(); ++i) {
      if (!f[4 + i].isEmpty())
        term.use.insert(kLanguages[i], pattern(f[4 + i]));
      if (!f[7 + i].isEmpty())
        term.avoid.insert(kLanguages[i], pattern(f[7 + i]));
    }
    for (const QRegularExpression& re : QList<QRegularExpression>{term.english} + term.use.values() + term.avoid.values())
      if (!re.isValid()) {
        *error = QStringLiteral("%1: bad pattern %2 (%3)").arg(term.name, re.pattern(), re.errorString());
        return {};
      }
    terms << term;
  }
  return terms;
}

// A text as the check reads it: without markup, mnemonics, `code`, ALL-CAPS protocol words
// and identifiers (energy=, rows*cols), which are not words to translate.
QString words(QString text)
{
  static const QRegularExpression code(QStringLiteral("`[^`]*`"));
  static const QRegularExpression tag(QStringLiteral("<[a-z/][^>]*>"));
  static const QRegularExpression identifier(QStringLiteral("[A-Za-z0-9_.]*[_=*<>][A-Za-z0-9_.=*<>]*"));
  static const QRegularExpression capitals(QStringLiteral("\\b[A-Z]{2,}\\b"));
  text.replace(code, QStringLiteral(" ")).replace(tag, QStringLiteral(" "));
  text.remove(QStringLiteral("**")).remove(QLatin1Char('&'));
  return text.replace(identifier, QStringLiteral(" ")).replace(capitals, QStringLiteral(" "));
}

// A translated text and what it translates, and where.
struct Entry {
  QString where;
  QString game;  // empty when it belongs to no one game
  QString english;
  QString translated;
};

// Every text a game says through GameTerms, with its disambiguation (null for none): its
// board words, metric and event labels, parameter, bot and game descriptions, and its
// import formats' descriptions. A glossary row limited to the game checks all of them.
QList<QPair<QString, QString>> gameTexts(const Rules::Game& game)
{
  const Rules::GameInfo& info = game.info();
  QList<QPair<QString, QString>> texts;
  for (const Rules::BoardWord& word : info.boardWords) {
    const char* disambiguation = Rules::disambiguationOf(word);
    texts << qMakePair(QString::fromUtf8(word.source), disambiguation ? QString::fromUtf8(disambiguation) : QString());
  }
  const auto plain = [&](const QString& text) {
    if (!text.isEmpty())
      texts << qMakePair(text, QString());
  };
  for (const Rules::MetricSpec& metric : info.metrics)
    plain(metric.label);
  for (const Rules::EventSpec& event : info.events)
    plain(event.label);
  for (const Rules::ParameterSpec& parameter : info.parameters)
    plain(parameter.description);
  for (const Rules::BuiltinBotSpec& bot : info.builtinBots)
    plain(bot.description);
  plain(info.name);
  plain(info.description);
  for (const Rules::ReplayFormat* format : game.formats())
    plain(format->description());
  return texts;
}

// The game a catalogue entry belongs to: a board's context names its game (FencingBoard,
// OrkIslandBoard: a folder of rules/), and a GameTerms entry is the game's that says it
// (gameTexts) when only one does; "water" is two entries, told apart by disambiguation.
QString gameOfEntry(const QString& context, const QString& source, const QString& disambiguation)
{
  if (context == QLatin1String("GameTerms")) {
    QStringList games;
    for (const Rules::Game* game : Rules::Registry::all())
      if (gameTexts(*game).contains(qMakePair(source, disambiguation)) && !games.contains(game->info().id))
        games << game->info().id;
    return games.size() == 1 ? games.first() : QString();
  }
  static const QStringList games = QDir(kSourceDir + QStringLiteral("/rules")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
  for (const QString& id : games)
    if (id != QLatin1String("core") && context.toLower().contains(id))
      return id;
  return {};
}

// The finished entries of kibitz_<language>.ts (an unfinished one is another test's matter).
QList<Entry> catalogueEntries(const QString& language)
{
  QList<Entry> out;
  QFile file(kSourceDir + QStringLiteral("/translations/kibitz_%1.ts").arg(language));
  if (!file.open(QIODevice::ReadOnly))
    return out;
  QXmlStreamReader xml(&file);
  QString context, source, comment, translation;
  bool finished = false;
  while (!xml.atEnd()) {
    xml.readNext();
    if (xml.isStartElement()) {
      if (xml.name() == QLatin1String("name"))
        context = xml.readElementText();
      else if (xml.name() == QLatin1String("source"))
        source = xml.readElementText();
      else if (xml.name() == QLatin1String("comment"))
        comment = xml.readElementText();
      else if (xml.name() == QLatin1String("translation")) {
        finished = !xml.attributes().hasAttribute(QLatin1String("type"));
        translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
      }
    } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
      if (finished && !translation.isEmpty())
        out << Entry{context, gameOfEntry(context, source, comment), source, translation};
      source.clear();
      comment.clear();
      translation.clear();
    }
  }
  return out;
}

// The rules help pages, line by line: each translation keeps the English page's lines.
QList<Entry> helpEntries(const QString& language, QStringList* problems)
{
  QList<Entry> out;
  const QDir help(kSourceDir + QStringLiteral("/resources/help"));
  for (const QString& game : help.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
    const auto read = [&](const QString& name) {
      QFile file(help.filePath(game + QLatin1Char('/') + name + QStringLiteral(".md")));
      return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()).split(QLatin1Char('\n')) : QStringList();
    };
    const QStringList english = read(QStringLiteral("en"));
    const QStringList translated = read(language);
    if (english.isEmpty() || english.size() != translated.size()) {
      *problems << QStringLiteral("help/%1/%2.md: %3 lines, en.md %4").arg(game, language).arg(translated.size()).arg(english.size());
      continue;
    }
    bool fence = false;  // code blocks are the protocol, not prose
    for (int i = 0; i < english.size(); ++i) {
      if (english[i].startsWith(QLatin1String("```")))
        fence = !fence;
      else if (!fence)
        out << Entry{QStringLiteral("help/%1/%2.md:%3").arg(game, language).arg(i + 1), game, english[i], translated[i]};
    }
  }
  return out;
}

}  // namespace

class TestGlossary : public QObject {
  Q_OBJECT
private slots:
  void translationsKeepTheGlossary_data()
  {
    QTest::addColumn<QString>("language");
    for (const QString& language : kLanguages)
      QTest::newRow(qPrintable(language)) << language;
  }

  void translationsKeepTheGlossary()
  {
    QFETCH(QString, language);
    QString error;
    const QList<Term> terms = checkedTerms(&error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(terms.size() >= 50);
    QStringList problems;
    const QList<Entry> catalogue = catalogueEntries(language);
    QVERIFY(catalogue.size() > 1000);
    const QList<Entry> entries = catalogue + helpEntries(language, &problems);
    int checked = 0;
    for (const Term& term : terms) {
      for (const Entry& entry : entries) {
        if (term.scope != QLatin1String("all") && term.scope != entry.game)
          continue;
        if (!term.english.match(words(entry.english)).hasMatch())
          continue;
        ++checked;
        const QString text = words(entry.translated);
        const auto report = [&](const QString& what) {
          problems << QStringLiteral("%1 [%2] %3\n    en: %4\n    %5: %6")
                          .arg(term.name, entry.where, what, entry.english.left(160), language, entry.translated.left(160));
        };
        if (term.use.contains(language) && !term.use[language].match(text).hasMatch())
          report(QStringLiteral("lacks /%1/").arg(term.use[language].pattern()));
        if (term.avoid.contains(language) && term.avoid[language].match(text).hasMatch())
          report(QStringLiteral("says /%1/").arg(term.avoid[language].pattern()));
      }
    }
    QVERIFY(checked > 800);
    QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 problem(s):\n").arg(problems.size()) + problems.mid(0, 40).join(QLatin1Char('\n'))));
  }

  // A row limited to one game sees every text of that game, not only its board words:
  // Angel Empire's parameters (the four "fondi" a budget row missed), Fencing's bots,
  // OrkIsland's import formats, every game's description.
  void gameRowsSeeTheWholeGame()
  {
    const QList<Entry> catalogue = catalogueEntries(QStringLiteral("it"));
    QVERIFY(catalogue.size() > 1000);
    QHash<QString, QString> gameOf;  // "source#disambiguation" of GameTerms -> game
    for (const Entry& entry : catalogue)
      if (entry.where == QLatin1String("GameTerms"))
        gameOf.insert(entry.english, entry.game);
    int seen = 0;
    for (const Rules::Game* game : Rules::Registry::all()) {
      QStringList own;  // texts of this game only
      for (const auto& [text, disambiguation] : gameTexts(*game)) {
        bool shared = false;
        for (const Rules::Game* other : Rules::Registry::all())
          shared = shared || (other != game && gameTexts(*other).contains(qMakePair(text, disambiguation)));
        if (!shared && disambiguation.isEmpty())
          own << text;
      }
      for (const QString& text : own) {
        if (!gameOf.contains(text))
          continue;  // not translated through GameTerms (an identifier, a format's name)
        QVERIFY2(gameOf.value(text) == game->info().id,
                 qPrintable(QStringLiteral("%1: \"%2\" belongs to %3").arg(game->info().id, text, gameOf.value(text))));
        ++seen;
      }
      QVERIFY2(gameOf.value(game->info().description) == game->info().id, qPrintable(game->info().id));
    }
    QVERIFY(seen > 100);
    if (Rules::Registry::find(QStringLiteral("angelempire")))
      QCOMPARE(gameOf.value(QStringLiteral("CPU budget of battle 1")), QStringLiteral("angelempire"));
  }

  // What the check reads of a text, and a ruled-out word caught.
  void wordsLeaveCodeOut()
  {
    QCOMPARE(words(QStringLiteral("energy=%1 / `drugCount` **Energy**")).simplified(), QStringLiteral("%1 / Energy"));
    QCOMPARE(words(QStringLiteral("Compare &Replays… FLAG")).simplified(), QStringLiteral("Compare Replays…"));
    const QRegularExpression drug = pattern(QStringLiteral("\\bdrog[ah]e?\\b"));
    QVERIFY(drug.match(QStringLiteral("prende una droga")).hasMatch());
    QVERIFY(!drug.match(QStringLiteral("sostanza dopante")).hasMatch());
  }

  // The shared page's words are the window's: note categories, Fencing's energy, and the
  // two "water"s (OrkIsland's terrain, Angel Empire's element), which Chinese tells apart.
  void webPageSaysWhatTheWindowSays_data()
  {
    QTest::addColumn<QString>("language");
    for (const QString& language : kLanguages)
      QTest::newRow(qPrintable(language)) << language;
  }

  void webPageSaysWhatTheWindowSays()
  {
    QFETCH(QString, language);
    QTranslator window;
    QVERIFY(window.load(QStringLiteral(":/i18n/kibitz_%1.qm").arg(language)));
    const auto says = [&](const char* context, const char* source) { return window.translate(context, source); };
    QMap<QString, QJsonObject> tables;  // by game
    for (const Rules::Game* game : Rules::Registry::all()) {
      QString error;
      const std::optional<QJsonObject> table = Debugger::HtmlStrings::table(language, {}, game->info().boardWords, &error);
      QVERIFY2(table, qPrintable(error));
      tables.insert(game->info().id, *table);
      // Each word the game's boards show, as the window's boards say it (Rules::translated).
      for (const Rules::BoardWord& word : game->info().boardWords) {
        const QJsonValue page = table->value(QStringLiteral("term:") + QString::fromUtf8(word.source));
        const QString text = page.isObject() ? page.toObject().value(QStringLiteral("other")).toString() : page.toString();
        const QString expected = window.translate("GameTerms", word.source, Rules::disambiguationOf(word), Rules::isCounted(word) ? 2 : -1);
        QCOMPARE(text, expected.isEmpty() ? QString::fromUtf8(word.source) : expected);
      }
    }
    // The note categories, as the window's notes say them.
    QVERIFY(!tables.isEmpty());
    const QJsonObject anyPage = tables.first();
    QCOMPARE(anyPage.value(QStringLiteral("bug")).toString(), says("Kibitz::Notes", "bug"));
    QCOMPARE(anyPage.value(QStringLiteral("blunder")).toString(), says("Kibitz::Notes", "blunder"));
    QCOMPARE(anyPage.value(QStringLiteral("good-move")).toString(), says("Kibitz::Notes", "good move"));
    // The page's texts that the window says too (same English, mnemonics aside) are said
    // alike: "Values reported by %1", "Logarithmic scale", "Turn"...
    const auto bare = [](QString text) {
      static const QRegularExpression mnemonic(QStringLiteral("\\(&.\\)"));
      return text.remove(mnemonic).remove(QLatin1Char('&')).trimmed().toLower();
    };
    const QList<Entry> catalogue = catalogueEntries(language);
    int shared = 0;
    for (const Entry& page : catalogue) {
      if (page.where != QLatin1String("HtmlExport"))
        continue;
      for (const Entry& window : catalogue)
        if (window.where != QLatin1String("HtmlExport") && bare(window.english) == bare(page.english)) {
          QVERIFY2(bare(window.translated) == bare(page.translated),
                   qPrintable(QStringLiteral("\"%1\": the page says \"%2\", %3 says \"%4\"")
                                  .arg(page.english, page.translated, window.where, window.translated)));
          ++shared;
        }
    }
    QVERIFY(shared >= 10);
    // How the match ended: the window's words (ResultWords), in the page's language, and
    // not the game's English line.
    const Debugger::Replay replay = Test::fencerVsFencerReplay(4);
    const QString result = Debugger::HtmlStrings::resultLine(language, replay);
    QCOMPARE(result, Debugger::ResultWords::summary(replay, &window));
    QVERIFY(!result.isEmpty());
    QVERIFY2(result != Debugger::ResultWords::summary(replay), qPrintable(result));
    // Each game's name, on the page's heading as in the window's lists; Simplified Chinese
    // writes Angel Empire's 天使帝国, not the original's Traditional 天使帝國.
    for (const Rules::Game* game : Rules::Registry::all()) {
      const QString name = game->info().name;
      const QString window_ = window.translate("GameTerms", name.toUtf8().constData());
      QCOMPARE(Debugger::HtmlStrings::gameTerm(language, name), window_.isEmpty() ? name : window_);
    }
    if (language == QLatin1String("zh_CN") && Rules::Registry::find(QStringLiteral("angelempire")))
      QVERIFY(Debugger::HtmlStrings::gameTerm(language, Rules::Registry::find(QStringLiteral("angelempire"))->info().name).startsWith(QStringLiteral("天使帝国")));
    // Angel Empire's page header says the stage with the window header's word (a board word,
    // compared above), not the engine's token.
    if (tables.contains(QStringLiteral("angelempire")))
      QVERIFY(tables[QStringLiteral("angelempire")].value(QStringLiteral("term:buying the army")).toString() != QLatin1String("buying the army"));
    // OrkIsland's terrain "water" and Angel Empire's element "water" are two entries; the
    // Chinese words differ.
    if (language.startsWith(QLatin1String("zh")) && tables.contains(QStringLiteral("orkisland")) && tables.contains(QStringLiteral("angelempire")))
      QVERIFY(tables[QStringLiteral("orkisland")].value(QStringLiteral("term:water")) != tables[QStringLiteral("angelempire")].value(QStringLiteral("term:water")));
  }
};

QTEST_MAIN(TestGlossary)
#include "test_glossary.moc"
