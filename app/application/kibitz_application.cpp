#include "application/kibitz_application.h"

#include "application/language_manager.h"
#include "mainwindow/main_window.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDockWidget>
#include <QTimer>

namespace Kibitz::App {

int runApplication(int argc, char** argv)
{
  QApplication app(argc, argv);
  QApplication::setOrganizationName(QStringLiteral("Kibitz"));
  QApplication::setApplicationName(QStringLiteral("Kibitz"));
  QApplication::setApplicationVersion(QStringLiteral(KIBITZ_VERSION));

  QCommandLineParser parser;
  parser.setApplicationDescription(QStringLiteral("Kibitz: write, run and debug bots for turn-based games."));
  parser.addHelpOption();
  parser.addVersionOption();
  const QCommandLineOption language(QStringLiteral("language"), QStringLiteral("UI language: en, it, zh_CN, zh_TW."), QStringLiteral("LANG"));
  const QCommandLineOption screenshot(QStringLiteral("screenshot"), QStringLiteral("Saves the window to PNG after start-up and quits."), QStringLiteral("PNG"));
  const QCommandLineOption turn(QStringLiteral("turn"), QStringLiteral("The turn to show first."), QStringLiteral("N"));
  const QCommandLineOption panel(QStringLiteral("show-panel"), QStringLiteral("Brings a panel to the front (its dock's object name, e.g. ChartsDock)."), QStringLiteral("NAME"));
  parser.addOptions({language, screenshot, turn, panel});
  parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("A replay or a native log to open."));
  parser.process(app);

  LanguageManager languages;
  const QString chosen = parser.isSet(language) ? parser.value(language) : languages.preferredLanguage();
  if (!LanguageManager::languages().contains(chosen)) {
    qWarning("kibitz: unknown language '%s' (valid: %s)", qPrintable(chosen),
             qPrintable(LanguageManager::languages().join(QStringLiteral(", "))));
    return 2;
  }
  languages.setLanguage(chosen);

  MainWindow window(&languages);
  window.show();
  if (!parser.positionalArguments().isEmpty())
    window.openFile(parser.positionalArguments().first());
  else
    window.openDemo();
  if (parser.isSet(turn))
    window.goToTurn(parser.value(turn).toInt());
  if (parser.isSet(panel)) {
    auto* dock = window.findChild<QDockWidget*>(parser.value(panel));
    if (!dock) {
      QStringList names;
      for (const QDockWidget* d : window.findChildren<QDockWidget*>())
        names << d->objectName();
      qWarning("kibitz: unknown panel '%s' (valid: %s)", qPrintable(parser.value(panel)), qPrintable(names.join(QStringLiteral(", "))));
      return 2;
    }
    dock->show();
    dock->raise();
  }
  if (parser.isSet(screenshot)) {
    const QString path = parser.value(screenshot);
    QTimer::singleShot(800, &window, [&window, path] {
      window.saveScreenshot(path);
      QApplication::quit();
    });
  }
  return app.exec();
}

}  // namespace Kibitz::App
