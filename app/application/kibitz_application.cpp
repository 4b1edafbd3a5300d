#include "application/kibitz_application.h"

#include "application/language_manager.h"
#include "files/terminal_safe.h"
#include "mainwindow/main_window.h"
#include "share/animation_render_mode.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDockWidget>
#include <QIcon>
#include <QTimer>

#include <cstdio>

// kibitz_app is a static library: its resources (the icons) are registered explicitly.
static void initKibitzIcons()
{
  Q_INIT_RESOURCE(resources);
}

namespace Kibitz::App {

namespace {

// The command line of `kibitz`, shared by the window and by --help/--version.
struct AppOptions {
  QCommandLineOption language{QStringLiteral("language"), QStringLiteral("UI language: en, it, zh_CN, zh_TW."), QStringLiteral("LANG")};
  QCommandLineOption screenshot{QStringLiteral("screenshot"), QStringLiteral("Saves the window to PNG after start-up and quits."), QStringLiteral("PNG")};
  QCommandLineOption turn{QStringLiteral("turn"), QStringLiteral("The turn to show first."), QStringLiteral("N")};
  QCommandLineOption panel{QStringLiteral("show-panel"), QStringLiteral("Brings a panel to the front (its dock's object name, e.g. ChartsDock)."), QStringLiteral("NAME")};

  void addTo(QCommandLineParser& parser) const
  {
    parser.setApplicationDescription(QStringLiteral("Kibitz: write, run and debug bots for turn-based games."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOptions({language, screenshot, turn, panel});
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("A replay or a native log to open."));
  }
};

void setNames()
{
  QCoreApplication::setOrganizationName(QStringLiteral("Kibitz"));
  QCoreApplication::setApplicationName(QStringLiteral("Kibitz"));
  QCoreApplication::setApplicationVersion(QStringLiteral(KIBITZ_VERSION));
}

// Whether the command line only asks for --help or --version, which need no display.
bool onlyAsksForHelp(int argc, char** argv)
{
  for (int i = 1; i < argc; ++i) {
    const QByteArray arg(argv[i]);
    if (arg == "-h" || arg == "--help" || arg == "-?" || arg == "--help-all" || arg == "-v" || arg == "--version")
      return true;
  }
  return false;
}

}  // namespace

int runApplication(int argc, char** argv)
{
  const AppOptions options;
  if (onlyAsksForHelp(argc, argv)) {
    // Without a QApplication: no connection to a display is made just to print text.
    QCoreApplication core(argc, argv);
    setNames();
    QCommandLineParser parser;
    options.addTo(parser);
    parser.process(core);  // prints and exits
    return 0;
  }
  QApplication app(argc, argv);
  setNames();
  // kibitz-cli's animations: frames on stdout, no window.
  if (asksForAnimationFrames(argc, argv))
    return writeAnimationFrames(app.arguments());
  // The desktop entry's name, so that the window manager matches windows to it.
  QGuiApplication::setDesktopFileName(QStringLiteral("org.kibitz.Kibitz"));
  initKibitzIcons();
  QIcon icon;
  for (int size : {16, 32, 48, 64, 128, 256})
    icon.addFile(QStringLiteral(":/icons/kibitz-%1.png").arg(size), QSize(size, size));
  QApplication::setWindowIcon(icon);
  QCommandLineParser parser;
  options.addTo(parser);
  parser.process(app);
  const QCommandLineOption& language = options.language;
  const QCommandLineOption& screenshot = options.screenshot;
  const QCommandLineOption& turn = options.turn;
  const QCommandLineOption& panel = options.panel;

  LanguageManager languages;
  const QString chosen = parser.isSet(language) ? parser.value(language) : languages.preferredLanguage();
  if (!LanguageManager::languages().contains(chosen)) {
    qWarning("kibitz: unknown language '%s' (valid: %s)", qPrintable(chosen),
             qPrintable(LanguageManager::languages().join(QStringLiteral(", "))));
    return 2;
  }
  languages.setLanguage(chosen);

  MainWindow window(&languages);
  if (parser.isSet(screenshot))  // nothing may wait for an answer: errors go to the status line
    window.setInteractive(false);
  window.show();
  // With --screenshot nobody reads the window's error dialogs: a file that does not open
  // is said on stderr (controls neutralised: the reason may quote the file) and the exit
  // status is 2, after the screenshot of the window saying it.
  bool opened = true;
  if (!parser.positionalArguments().isEmpty())
    opened = window.openFile(parser.positionalArguments().first());
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
  const int status = app.exec();
  if (!opened && parser.isSet(screenshot)) {
    const QByteArray said = Debugger::terminalSafe(QStringLiteral("kibitz: %1\n").arg(window.lastError())).toUtf8();
    std::fwrite(said.constData(), 1, size_t(said.size()), stderr);
    return 2;
  }
  return status;
}

}  // namespace Kibitz::App
