#include "share/watch_in_browser.h"

#include "application/language_manager.h"
#include "document/replay_document.h"
#include "mainwindow/main_window.h"
#include "share/live_broadcast.h"
#include "widgets/action_translator.h"
#include "widgets/plain_text.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDesktopServices>
#include <QDialog>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QUrl>
#include <QVBoxLayout>

namespace Kibitz::App {

WatchInBrowserFeature::WatchInBrowserFeature() = default;
WatchInBrowserFeature::~WatchInBrowserFeature() = default;

void WatchInBrowserFeature::initialize(MainWindow* window)
{
  window_ = window;
  action_ = new QAction(window);
  action_->setObjectName(QStringLiteral("watchInBrowserAction"));
  keepActionTranslated(action_, window, [](QAction* a) {
    a->setText(tr("Watch in &Browser"));
    a->setStatusTip(tr("Follow this match in a web browser as it is played (served on this computer only)"));
  });
  connect(action_, &QAction::triggered, this, &WatchInBrowserFeature::watch);
  window->menu(MainWindow::MenuId::View)->addAction(action_);
  replayChanged(window->document());
}

void WatchInBrowserFeature::replayChanged(ReplayDocument* document)
{
  stop();  // the broadcast was of the previous match
  action_->setEnabled(document->hasReplay());
}

QString WatchInBrowserFeature::url() const
{
  return broadcast_ ? broadcast_->url() : QString();
}

bool WatchInBrowserFeature::serve(QString* error)
{
  ReplayDocument* document = window_->document();
  if (broadcast_)
    return true;
  if (!document->hasReplay()) {
    *error = tr("There is no match to watch.");
    return false;
  }
  broadcast_ = Debugger::LiveBroadcast::start(document->replay(), Debugger::LiveBroadcast::Address(),
                                              LanguageManager::languageForLocale(QLocale().name()), error);
  if (!broadcast_)
    return false;
  connections_ << connect(document, &ReplayDocument::framesAppended, this, [this, document] {
    if (broadcast_)
      broadcast_->publish(document->replay());
  });
  connections_ << connect(document, &ReplayDocument::liveChanged, this, [this, document](bool live) {
    if (broadcast_ && !live)
      broadcast_->finish(document->replay());
  });
  connections_ << connect(document, &ReplayDocument::replayReset, this, [this] { stop(); });
  if (!document->isLive())
    broadcast_->finish(document->replay());  // a replay as it is: every frame, then the end
  return true;
}

void WatchInBrowserFeature::watch()
{
  QString error;
  if (!serve(&error)) {
    PlainText::warning(window_, tr("Cannot watch in the browser"), error);
    return;
  }
  QDesktopServices::openUrl(QUrl(broadcast_->url()));
  window_->showStatus(tr("Watching in the browser at %1").arg(broadcast_->url()));
  showUrl();
}

// A small window with the address, to open it elsewhere (another browser on this computer).
void WatchInBrowserFeature::showUrl()
{
  if (!dialog_) {
    dialog_ = new QDialog(window_);
    dialog_->setObjectName(QStringLiteral("watchInBrowserDialog"));
    auto* layout = new QVBoxLayout(dialog_);
    auto* label = new QLabel(dialog_);
    label->setObjectName(QStringLiteral("label"));
    label->setWordWrap(true);
    auto* line = new QLineEdit(dialog_);
    line->setObjectName(QStringLiteral("url"));
    line->setReadOnly(true);
    auto* copy = new QPushButton(dialog_);
    copy->setObjectName(QStringLiteral("copy"));
    auto* row = new QHBoxLayout;
    row->addWidget(line, 1);
    row->addWidget(copy);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog_);
    connect(buttons, &QDialogButtonBox::rejected, dialog_, &QDialog::hide);
    connect(copy, &QPushButton::clicked, dialog_, [line] { QApplication::clipboard()->setText(line->text()); });
    layout->addWidget(label);
    layout->addLayout(row);
    layout->addWidget(buttons);
    dialog_->resize(560, dialog_->sizeHint().height());
  }
  dialog_->setWindowTitle(tr("Watch in Browser"));
  dialog_->findChild<QLabel*>(QStringLiteral("label"))
      ->setText(tr("This match is served to browsers on this computer at this address, until another replay is opened or Kibitz is closed:"));
  dialog_->findChild<QPushButton*>(QStringLiteral("copy"))->setText(tr("&Copy"));
  dialog_->findChild<QLineEdit*>(QStringLiteral("url"))->setText(broadcast_->url());
  dialog_->show();
  dialog_->raise();
}

void WatchInBrowserFeature::stop()
{
  for (const QMetaObject::Connection& c : std::as_const(connections_))
    disconnect(c);
  connections_.clear();
  broadcast_.reset();
  if (dialog_)
    dialog_->hide();
}

}  // namespace Kibitz::App
