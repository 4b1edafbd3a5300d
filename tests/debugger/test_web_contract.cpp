// The shared web page's scripts hold no game contract of their own (issue #35, item 3): what
// a board script (resources/web/board_<id>.js) knows of the rules comes from the game
// (GameInfo::viewerConstants, which the page gets as META.constants, or the state's JSON,
// both in docs/replay-format.md); its players' colours are the window's palette (the page
// gets them as META.playerColors); and every word it shows goes through the page's words
// table, translated as the window translates it. Read from the source tree: no browser.
#include "replay/player_colors.h"
#include "share/html_strings.h"
#include "support/require_game.h"

#include "external/external_game.h"

#include "core/game.h"
#include "core/registry.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <cmath>

using namespace Kibitz;

namespace {

QDir webDir()
{
  return QDir(QStringLiteral(KIBITZ_SOURCE_DIR "/resources/web"));
}

// The script without its comments (// to the end of a line, outside a string literal),
// so that what the comments say is not taken for what the code does.
QString code(const QString& path)
{
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly))
    return QString();
  QString out;
  const QString text = QString::fromUtf8(file.readAll());
  QChar quote;
  for (qsizetype i = 0; i < text.size(); ++i) {
    const QChar c = text[i];
    if (!quote.isNull()) {
      out += c;
      if (c == QLatin1Char('\\') && i + 1 < text.size())
        out += text[++i];
      else if (c == quote)
        quote = QChar();
    } else if (c == QLatin1Char('/') && i + 1 < text.size() && text[i + 1] == QLatin1Char('/')) {
      while (i < text.size() && text[i] != QLatin1Char('\n'))
        ++i;
      out += QLatin1Char('\n');
    } else {
      if (c == QLatin1Char('\'') || c == QLatin1Char('"') || c == QLatin1Char('`'))
        quote = c;
      out += c;
    }
  }
  return out;
}

// The script's string literals ('...' and "..."), in order.
QStringList literals(const QString& code)
{
  QStringList out;
  static const QRegularExpression literal(QStringLiteral("'((?:[^'\\\\\\n]|\\\\.)*)'|\"((?:[^\"\\\\\\n]|\\\\.)*)\""));
  for (auto it = literal.globalMatch(code); it.hasNext();) {
    const QRegularExpressionMatch m = it.next();
    out << (m.capturedLength(1) || m.captured(2).isNull() ? m.captured(1) : m.captured(2));
  }
  return out;
}

// Every number and every string in a viewerConstants value.
void collect(const QJsonValue& value, QList<double>* numbers, QStringList* strings)
{
  if (value.isDouble())
    *numbers << value.toDouble();
  else if (value.isString())
    *strings << value.toString();
  else if (value.isArray())
    for (const QJsonValue& v : value.toArray())
      collect(v, numbers, strings);
  else if (value.isObject())
    for (const QJsonValue& v : value.toObject())
      collect(v, numbers, strings);
}

QStringList boardScripts()
{
  return webDir().entryList({QStringLiteral("board_*.js")}, QDir::Files, QDir::Name);
}

QString gameOf(const QString& script)
{
  return script.mid(6, script.size() - 9);  // board_<id>.js
}

// board_extern.js draws every game played by its own referee (docs/external-games.md): the
// game that stands for them all, which is in every build.
const Kibitz::Rules::Game* boardGame(const QString& script)
{
  if (gameOf(script) == QLatin1String("extern"))
    return &Kibitz::Debugger::ExternalGame::generic();
  return Kibitz::Rules::Registry::find(gameOf(script));
}

// Skips the calling test unless the script's game is in this build.
#define REQUIRE_BOARD_GAME(script)                                                               \
  do {                                                                                           \
    if (gameOf(script) != QLatin1String("extern"))                                               \
      KIBITZ_REQUIRE_GAME(gameOf(script));                                                       \
  } while (0)

}  // namespace

class TestWebContract : public QObject {
  Q_OBJECT

private slots:
  void initTestCase()
  {
    QVERIFY2(!boardScripts().isEmpty(), qPrintable(webDir().path()));
  }

  void boards_data()
  {
    QTest::addColumn<QString>("script");
    for (const QString& script : boardScripts())
      QTest::newRow(qPrintable(script)) << script;
  }

  // The page's players take the window's colours: no script holds one of them (or the
  // no-player grey) itself; they draw a player with colorOf(), i.e. META.playerColors.
  void noPlayerColourOfItsOwn_data() { boards_data(); }
  void noPlayerColourOfItsOwn()
  {
    QFETCH(QString, script);
    QSet<QString> palette;
    for (int p = -1; p < Debugger::PlayerColors::kCycle; ++p)
      palette << Debugger::PlayerColors::hex(p).toLower();
    for (const QString& name : QStringList{script, QStringLiteral("viewer.js")}) {
      static const QRegularExpression hex(QStringLiteral("#[0-9a-fA-F]{6}\\b"));
      for (auto it = hex.globalMatch(code(webDir().filePath(name))); it.hasNext();) {
        const QString colour = it.next().captured().toLower();
        QVERIFY2(!palette.contains(colour), qPrintable(QStringLiteral("%1 holds the player colour %2: use colorOf()").arg(name, colour)));
      }
    }
  }

  // A board script takes the rules' facts from its game: a game with viewerConstants is
  // read through them (META.constants), and none of their strings nor their numbers of
  // three digits or more (piste lengths, hit points) is written into the script. Smaller
  // numbers are not checked: they are also the script's pixel offsets.
  void rulesFactsComeFromTheGame_data() { boards_data(); }
  void rulesFactsComeFromTheGame()
  {
    QFETCH(QString, script);
    REQUIRE_BOARD_GAME(script);
    const Rules::Game* game = boardGame(script);
    const QJsonObject constants = game->info().viewerConstants;
    const QString text = code(webDir().filePath(script));
    QVERIFY(!text.isEmpty());
    QVERIFY2(constants.isEmpty() || text.contains(QLatin1String("constants")),
             "the game has viewerConstants and the script does not read them");
    QList<double> numbers;
    QStringList strings;
    for (const QJsonValue& value : constants)
      collect(value, &numbers, &strings);
    const QStringList quoted = literals(text);
    for (const QString& s : strings)
      QVERIFY2(!quoted.contains(s), qPrintable(QStringLiteral("'%1' is the rules' (viewerConstants): read it from constants").arg(s)));
    // Number literals outside strings: digits not inside an identifier or after a '.'.
    QString bare = text;
    static const QRegularExpression literal(QStringLiteral("'(?:[^'\\\\\\n]|\\\\.)*'|\"(?:[^\"\\\\\\n]|\\\\.)*\""));
    bare.replace(literal, QStringLiteral("''"));
    static const QRegularExpression number(QStringLiteral("(?<![\\w.$])\\d+(?:\\.\\d+)?(?![\\w.])"));
    QSet<double> inScript;
    for (auto it = number.globalMatch(bare); it.hasNext();)
      inScript << it.next().captured().toDouble();
    for (double n : numbers)
      if (std::abs(n) >= 100)
        QVERIFY2(!inScript.contains(std::abs(n)),
                 qPrintable(QStringLiteral("%1 is the rules' (viewerConstants): read it from constants").arg(n)));
  }

  // Every word a board script shows is the game's own: a key "term:<English>" of the page's
  // words table that the game declares (GameInfo::boardWords, or a metric or event label),
  // so that the page says it in the page's language as the window does. What is not a word:
  // colours and fonts, the HTML elements and ids the script makes, the state's one-letter
  // codes, the key prefix `term:` and strings without two letters in a row.
  void everyWordIsTranslated_data() { boards_data(); }
  void everyWordIsTranslated()
  {
    QFETCH(QString, script);
    REQUIRE_BOARD_GAME(script);
    const Rules::GameInfo& info = boardGame(script)->info();
    QStringList terms;
    for (const Rules::MetricSpec& metric : info.metrics)
      terms << metric.label;
    for (const Rules::EventSpec& event : info.events)
      terms << event.label;
    QString error;
    const std::optional<QJsonObject> table = Debugger::HtmlStrings::table(QStringLiteral("en"), terms, info.boardWords, &error);
    QVERIFY2(table, qPrintable(error));
    static const QRegularExpression word(QStringLiteral("[A-Za-z]{2}"));
    static const QRegularExpression css(QStringLiteral("^(#[0-9a-fA-F]{3,8}|rgba?\\([\\d.,\\s]+\\)|(bold )?(\\d+)?px system-ui, sans-serif)$"));
    static const QRegularExpression prefix(QStringLiteral("^term:$"));
    const QSet<QString> markup{QStringLiteral("label"), QStringLiteral("select"), QStringLiteral("option"), QStringLiteral("fog")};
    // An external game's board has no words of a game: it shows the page's own (the
    // HtmlExport table), reads the bot marks' grammar and sets the canvas's text alignment.
    const bool external = gameOf(script) == QLatin1String("extern");
    const QSet<QString> externalCode{QStringLiteral("note"),   QStringLiteral("color"),  QStringLiteral("line"),
                                     QStringLiteral("text"),   QStringLiteral("cell:"),  QStringLiteral("center"),
                                     QStringLiteral("middle"), QStringLiteral("left"),   QStringLiteral("alphabetic"),
                                     QStringLiteral("bold ")};
    for (const QString& s : literals(code(webDir().filePath(script)))) {
      if (!s.contains(word) || s.contains(css) || s.contains(prefix) || markup.contains(s))
        continue;
      if (external) {
        QVERIFY2(externalCode.contains(s) || table->contains(s),
                 qPrintable(QStringLiteral("%1 shows '%2', which is not in the page's table (share/html_strings.cpp)").arg(script, s)));
        continue;
      }
      QVERIFY2(s.startsWith(QLatin1String("term:")),
               qPrintable(QStringLiteral("%1 shows '%2', a word of its own: declare it in the game's <id>_words.h").arg(script, s)));
      QVERIFY2(table->contains(s), qPrintable(QStringLiteral("%1 shows '%2', which its game does not declare").arg(script, s)));
    }
  }
};

QTEST_GUILESS_MAIN(TestWebContract)
#include "test_web_contract.moc"
