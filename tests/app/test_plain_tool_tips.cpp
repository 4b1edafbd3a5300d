// Every tool tip the window sets shows its text as it is (issue #46, 2 and 4): Qt guesses
// a tool tip's format, and a bot's value, a variable name, a version label or a path from
// debug information that looks like HTML (<img src=/dev/zero>) made the window read a
// device until it died. This scans app/ for every place that sets a tool tip
// (setToolTip, setTabToolTip, QToolTip::showText, Qt::ToolTipRole in data() and
// setItemData) and requires its text to go through PlainText::toolTip, to be a bare tr()
// of our own words, or to be marked `// plain: why` (our words with shortcuts or numbers)
// on one of the three lines before it. A new tool tip of outside text fails here, naming
// its file and line.
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QtTest>

namespace {

const QString kAppDir = QStringLiteral(KIBITZ_SOURCE_DIR "/app");

// The text between the parenthesis opened just before `from` and its match.
QString balanced(const QString& text, qsizetype from)
{
  int depth = 1;
  qsizetype i = from;
  for (; i < text.size() && depth > 0; ++i) {
    if (text[i] == QLatin1Char('('))
      ++depth;
    else if (text[i] == QLatin1Char(')'))
      --depth;
  }
  return text.mid(from, i - from - 1);
}

QStringList topLevelArguments(const QString& arguments)
{
  QStringList parts;
  int depth = 0;
  qsizetype start = 0;
  for (qsizetype i = 0; i < arguments.size(); ++i) {
    const QChar c = arguments[i];
    if (c == QLatin1Char('(') || c == QLatin1Char('[') || c == QLatin1Char('{'))
      ++depth;
    else if (c == QLatin1Char(')') || c == QLatin1Char(']') || c == QLatin1Char('}'))
      --depth;
    else if (c == QLatin1Char(',') && depth == 0) {
      parts << arguments.mid(start, i - start);
      start = i + 1;
    }
  }
  parts << arguments.mid(start);
  return parts;
}

int lineOf(const QString& text, qsizetype position)
{
  return int(text.left(position).count(QLatin1Char('\n'))) + 1;
}

// Whether the tool tip text `expression`, set at `line` of `lines`, is shown as it is.
bool plain(QString expression, const QStringList& lines, int line)
{
  expression = expression.trimmed();
  static const QRegularExpression bareTr(QStringLiteral(R"(^(tr|QCoreApplication::translate)\((?:[^()]|\([^()]*\))*\)$)"));
  if (expression.contains(QLatin1String("PlainText::toolTip(")) || expression == QLatin1String("QString()")
      || expression == QLatin1String("{}") || expression == QLatin1String("QVariant()") || bareTr.match(expression).hasMatch())
    return true;
  for (int l = qMax(1, line - 3); l <= line; ++l)
    if (lines.value(l - 1).contains(QLatin1String("// plain:")))
      return true;
  return false;
}

// The tool tips of one source file that are not shown as they are: "file:line: text".
QStringList unsafeToolTips(const QString& name, const QString& text)
{
  QStringList found;
  const QStringList lines = text.split(QLatin1Char('\n'));
  static const QRegularExpression setter(QStringLiteral(R"((setToolTip|setTabToolTip|QToolTip::showText)\()"));
  for (auto it = setter.globalMatch(text); it.hasNext();) {
    const QRegularExpressionMatch m = it.next();
    const QStringList arguments = topLevelArguments(balanced(text, m.capturedEnd()));
    // showText(position, text, ...); the others take the text last.
    const QString expression = m.captured(1) == QLatin1String("QToolTip::showText") ? arguments.value(1) : arguments.last();
    const int line = lineOf(text, m.capturedStart());
    if (!plain(expression, lines, line))
      found << QStringLiteral("%1:%2: %3").arg(name).arg(line).arg(expression.simplified().left(90));
  }
  static const QRegularExpression role(QStringLiteral(R"(Qt::ToolTipRole)"));
  for (auto it = role.globalMatch(text); it.hasNext();) {
    const QRegularExpressionMatch m = it.next();
    const int line = lineOf(text, m.capturedStart());
    const QString lineText = lines.value(line - 1);
    if (lineText.contains(QLatin1String("setItemData")) || lineText.contains(QLatin1String("setData("))) {
      static const QRegularExpression translated(QStringLiteral(R"(,\s*(tr|QCoreApplication::translate)\()"));
      if (!lineText.contains(QLatin1String("PlainText::toolTip(")) && !translated.match(lineText).hasMatch() && !plain(QString(), lines, line))
        found << QStringLiteral("%1:%2: %3").arg(name).arg(line).arg(lineText.simplified().left(90));
      continue;
    }
    // In a data() function: the value it returns for the role.
    const qsizetype returned = text.indexOf(QLatin1String("return"), m.capturedEnd());
    if (returned < 0 || returned - m.capturedEnd() > 300)
      continue;
    const qsizetype end = text.indexOf(QLatin1Char(';'), returned);
    const int returnLine = lineOf(text, returned);
    if (!plain(text.mid(returned + 6, end - returned - 6), lines, returnLine))
      found << QStringLiteral("%1:%2: %3").arg(name).arg(returnLine).arg(text.mid(returned, end - returned).simplified().left(90));
  }
  return found;
}

}  // namespace

class TestPlainToolTips : public QObject {
  Q_OBJECT

private slots:
  // The scan finds what it looks for: a bot's value set as a tool tip, and returned for
  // the role; bare translations, PlainText and marked places pass.
  void theScanFindsOutsideText()
  {
    QCOMPARE(unsafeToolTips(QStringLiteral("x.cpp"), QStringLiteral("  item->setToolTip(1, value);\n")).size(), 1);
    QCOMPARE(unsafeToolTips(QStringLiteral("x.cpp"), QStringLiteral("  view_->setToolTip(lines.join(QLatin1Char('\\n')));\n")).size(), 1);
    QCOMPARE(unsafeToolTips(QStringLiteral("x.cpp"), QStringLiteral("  if (role == Qt::ToolTipRole)\n    return name_;\n")).size(), 1);
    QCOMPARE(unsafeToolTips(QStringLiteral("x.cpp"), QStringLiteral("  QToolTip::showText(pos, bot.name, this);\n")).size(), 1);
    QCOMPARE(unsafeToolTips(QStringLiteral("x.cpp"), QStringLiteral("  a->setToolTip(tr(\"Step\"));\n"
                                                                    "  b->setToolTip(PlainText::toolTip(value));\n"
                                                                    "  // plain: our words and a shortcut\n"
                                                                    "  c->setToolTip(tr(\"%1\").arg(key));\n"
                                                                    "  if (role == Qt::ToolTipRole)\n    return PlainText::toolTip(n.text);\n")),
             QStringList());
  }

  void everyToolTipOfTheWindowIsPlain()
  {
    QStringList found;
    int files = 0;
    for (QDirIterator it(kAppDir, {QStringLiteral("*.cpp")}, QDir::Files, QDirIterator::Subdirectories); it.hasNext();) {
      const QString path = it.next();
      QFile file(path);
      QVERIFY(file.open(QIODevice::ReadOnly));
      found += unsafeToolTips(path.mid(kAppDir.size() + 1), QString::fromUtf8(file.readAll()));
      ++files;
    }
    QVERIFY(files > 100);
    QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("tool tips that may show outside text as rich text (wrap them in "
                                                        "PlainText::toolTip, or mark our own words with // plain:):\n")
                                         + found.join(QLatin1Char('\n'))));
  }
};

QTEST_GUILESS_MAIN(TestPlainToolTips)
#include "test_plain_tool_tips.moc"
