#include "share/html_strings.h"

#include "share/result_words.h"

#include <QCoreApplication>
#include <QTranslator>

namespace Kibitz::Debugger::HtmlStrings {

namespace {

// Every text resources/web/*.js shows, under one context so that lupdate gathers them.
const char* const kStrings[] = {
    QT_TRANSLATE_NOOP("HtmlExport", "Turn"),
    QT_TRANSLATE_NOOP("HtmlExport", "Speed"),
    QT_TRANSLATE_NOOP("HtmlExport", "Chart"),
    QT_TRANSLATE_NOOP("HtmlExport", "Players"),
    QT_TRANSLATE_NOOP("HtmlExport", "Events"),
    QT_TRANSLATE_NOOP("HtmlExport", "Notes"),
    QT_TRANSLATE_NOOP("HtmlExport", "Bot marks"),
    QT_TRANSLATE_NOOP("HtmlExport", "Bot output"),
    // The chart's choices besides the game's metrics, as the window's Charts panel has them.
    QT_TRANSLATE_NOOP("HtmlExport", "Reply time (ms)"),
    QT_TRANSLATE_NOOP("HtmlExport", "limit %1 ms"),
    QT_TRANSLATE_NOOP("HtmlExport", "Logarithmic scale"),
    QT_TRANSLATE_NOOP("HtmlExport", "Values reported by %1"),
    QT_TRANSLATE_NOOP("HtmlExport", "First turn"),
    QT_TRANSLATE_NOOP("HtmlExport", "Previous turn (Left)"),
    QT_TRANSLATE_NOOP("HtmlExport", "Play or pause (Space)"),
    QT_TRANSLATE_NOOP("HtmlExport", "Next turn (Right)"),
    QT_TRANSLATE_NOOP("HtmlExport", "Last turn"),
    QT_TRANSLATE_NOOP("HtmlExport", "of %1"),
    QT_TRANSLATE_NOOP("HtmlExport", "%1: %2"),
    QT_TRANSLATE_NOOP("HtmlExport", "%1 · %2 · %3"),
    QT_TRANSLATE_NOOP("HtmlExport", "no result"),
    QT_TRANSLATE_NOOP("HtmlExport", "match in progress (live)"),
    QT_TRANSLATE_NOOP("HtmlExport", "Kibitz replay format version %1, made by %2."),
    QT_TRANSLATE_NOOP("HtmlExport", "No events on this turn."),
    QT_TRANSLATE_NOOP("HtmlExport", "No notes."),
    QT_TRANSLATE_NOOP("HtmlExport", "No marks on this turn."),
    QT_TRANSLATE_NOOP("HtmlExport", "Turn %1, %2: %3"),
    QT_TRANSLATE_NOOP("HtmlExport", "%1 (%2 ms, %3):"),
    QT_TRANSLATE_NOOP("HtmlExport", "stderr:"),
    QT_TRANSLATE_NOOP("HtmlExport", "No bot output on this turn."),
    QT_TRANSLATE_NOOP("HtmlExport", "This page cannot draw the game %1."),
    QT_TRANSLATE_NOOP("HtmlExport", "The replay in this page cannot be shown: %1"),
    // The board of an external game (board_extern.js).
    QT_TRANSLATE_NOOP("HtmlExport", "Scores"),
    QT_TRANSLATE_NOOP("HtmlExport", "Last input"),
    QT_TRANSLATE_NOOP("HtmlExport", "Last reply"),
    QT_TRANSLATE_NOOP("HtmlExport", "Summary"),
    QT_TRANSLATE_NOOP("HtmlExport", "Referee log"),
};

// Words the window already says: the page takes them from the window's own entries, so that
// the two cannot drift apart (they did: the page had its own note categories). The key is
// what the page's scripts ask for. (A game's words come from the game: GameInfo::boardWords.)
struct WindowWord {
  const char* key;
  const char* context;
  const char* source;
};
const WindowWord kWindowWords[] = {
    {"idea", "Kibitz::Notes", QT_TRANSLATE_NOOP("Kibitz::Notes", "idea")},
    {"bug", "Kibitz::Notes", QT_TRANSLATE_NOOP("Kibitz::Notes", "bug")},
    {"blunder", "Kibitz::Notes", QT_TRANSLATE_NOOP("Kibitz::Notes", "blunder")},
    {"good-move", "Kibitz::Notes", QT_TRANSLATE_NOOP("Kibitz::Notes", "good move")},
};

}  // namespace

QStringList languages()
{
  return {QStringLiteral("en"), QStringLiteral("it"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW")};
}

std::optional<QJsonObject> table(const QString& language, const QStringList& gameTerms,
                                 const QList<Rules::BoardWord>& boardWords, QString* error)
{
  if (!languages().contains(language)) {
    *error = QStringLiteral("unknown language '%1' (choose one of: %2)").arg(language, languages().join(QStringLiteral(", ")));
    return std::nullopt;
  }
  // A translator of its own, not the one installed: the page's language is the exporter's
  // choice, not necessarily the window's.
  // English has a catalogue too: its plural forms.
  QTranslator translator;
  const QString qm = QStringLiteral(":/i18n/kibitz_%1.qm").arg(language);
  if (!translator.load(qm) && language != QLatin1String("en")) {
    *error = QStringLiteral("this build has no %1 translations (%2 is missing)").arg(language, qm);
    return std::nullopt;
  }
  QJsonObject strings;
  for (const char* source : kStrings) {
    const QString translated = translator.isEmpty() ? QString() : translator.translate("HtmlExport", source);
    strings.insert(QString::fromUtf8(source), translated.isEmpty() ? QString::fromUtf8(source) : translated);
  }
  for (const WindowWord& word : kWindowWords) {
    const QString translated = translator.isEmpty() ? QString() : translator.translate(word.context, word.source);
    strings.insert(QString::fromUtf8(word.key), translated.isEmpty() ? QString::fromUtf8(word.source) : translated);
  }
  for (const QString& term : gameTerms) {
    const QString translated = translator.isEmpty() ? QString() : translator.translate("GameTerms", term.toUtf8().constData());
    strings.insert(QStringLiteral("term:") + term, translated.isEmpty() ? term : translated);
  }
  // A counted word maps to its forms for one and for many (the page's languages tell only
  // these apart: English and Italian one or not, Chinese has one form).
  for (const Rules::BoardWord& word : boardWords) {
    const auto form = [&](int n) {
      const QString translated =
          translator.isEmpty() ? QString() : translator.translate(Rules::kGameTermsContext, word.source, Rules::disambiguationOf(word), n);
      return translated.isEmpty() ? QString::fromUtf8(word.source) : translated;
    };
    const QString key = QStringLiteral("term:") + QString::fromUtf8(word.source);
    if (Rules::isCounted(word))
      strings.insert(key, QJsonObject{{QStringLiteral("one"), form(1)}, {QStringLiteral("other"), form(2)}});
    else
      strings.insert(key, form(-1));
  }
  return strings;
}

QString gameTerm(const QString& language, const QString& english)
{
  QTranslator translator;
  if (!languages().contains(language) || !translator.load(QStringLiteral(":/i18n/kibitz_%1.qm").arg(language)))
    return english;
  const QString translated = translator.translate(Rules::kGameTermsContext, english.toUtf8().constData());
  return translated.isEmpty() ? english : translated;
}

QString resultLine(const QString& language, const Replay& replay)
{
  if (!languages().contains(language))
    return {};
  // Left empty where the language has no catalogue (English): the sources then.
  QTranslator translator;
  [[maybe_unused]] const bool loaded = translator.load(QStringLiteral(":/i18n/kibitz_%1.qm").arg(language));
  return ResultWords::summary(replay, &translator);
}

}  // namespace Kibitz::Debugger::HtmlStrings
