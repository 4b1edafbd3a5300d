#include "sandbox/sandbox_feature.h"

#include "editor/build_settings.h"
#include "mainwindow/main_window.h"
#include "match/sandbox_check.h"
#include "match/sandbox_policy.h"
#include "widgets/action_translator.h"

#include <QAction>
#include <QCoreApplication>
#include <QMenu>
#include <QMessageBox>

namespace Kibitz::App {

QString sandboxNotice(bool* problem)
{
  *problem = false;
  if (!BuildSettings::sandboxBots())
    return QString();
  QString reason;
  if (!Debugger::sandboxAvailable(&reason)) {
    *problem = true;
    return QCoreApplication::translate("Kibitz::App::Sandbox", "Sandbox on, but it cannot be set up here, so external bots will not start: %1").arg(reason);
  }
  return QCoreApplication::translate("Kibitz::App::Sandbox", "Sandbox on: external bots run without network, without your files and with capped processes and "
            "memory (Tools > Sandbox Untrusted Bots).");
}

void SandboxFeature::initialize(MainWindow* window)
{
  auto* action = new QAction(window);
  action->setObjectName(QStringLiteral("sandboxAction"));
  action->setCheckable(true);
  action->setChecked(BuildSettings::sandboxBots());
  // From here on every external bot the window starts, builds or probes obeys the setting.
  Debugger::SandboxPolicy::setRequired(BuildSettings::sandboxBots());
  keepActionTranslated(action, window, [](QAction* a) {
    a->setText(QCoreApplication::translate("Kibitz::App::Sandbox", "&Sandbox Untrusted Bots"));
    a->setStatusTip(QCoreApplication::translate("Kibitz::App::Sandbox", "Run external bots in a sandbox: read-only system, no network, no access to your files, "
                       "capped processes and memory (bubblewrap)"));
  });
  QObject::connect(action, &QAction::toggled, window, [window](bool on) {
    BuildSettings::setSandboxBots(on);
    QString reason;
    if (on && !Debugger::sandboxAvailable(&reason)) {
      const QString message = QCoreApplication::translate("Kibitz::App::Sandbox", "The sandbox cannot be set up on this machine: %1\n\nWhile the setting is on, "
                                 "external bots do not start.").arg(reason);
      window->showStatus(message);
      if (window->isInteractive())
        QMessageBox::warning(window, QCoreApplication::translate("Kibitz::App::Sandbox", "Sandbox Untrusted Bots"), message);
      return;
    }
    window->setStatus([on] { return on ? QCoreApplication::translate("Kibitz::App::Sandbox", "External bots now run in the sandbox.") : QCoreApplication::translate("Kibitz::App::Sandbox", "External bots now run without the sandbox."); });
  });
  QMenu* tools = window->menu(MainWindow::MenuId::Tools);
  tools->addAction(action);
  tools->menuAction()->setVisible(true);
}

}  // namespace Kibitz::App
