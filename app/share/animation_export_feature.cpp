#include "share/animation_export_feature.h"

#include "document/replay_document.h"
#include "mainwindow/main_window.h"
#include "share/animation_frames.h"
#include "widgets/action_translator.h"
#include "widgets/file_dialogs.h"
#include "widgets/plain_text.h"

#include "animation/frame_stream.h"

#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QMenu>
#include <QProgressDialog>
#include <QSpinBox>

namespace Kibitz::App {

using Format = Debugger::AnimationSink::Format;

void AnimationExportFeature::initialize(MainWindow* window)
{
  window_ = window;
  action_ = new QAction(window);
  action_->setObjectName(QStringLiteral("exportAnimationAction"));
  keepActionTranslated(action_, window, [](QAction* a) {
    a->setText(tr("&Animation…"));
    a->setStatusTip(tr("The match as a GIF or a video, one frame per turn, as the board shows it"));
  });
  connect(action_, &QAction::triggered, this, &AnimationExportFeature::exportInteractively);
  // In File > Export, after the web page (WebExportFeature makes the menu).
  if (auto* exportMenu = window->findChild<QMenu*>(QStringLiteral("exportMenu"))) {
    const QList<QAction*> actions = exportMenu->actions();
    exportMenu->insertAction(actions.size() > 1 ? actions[1] : nullptr, action_);
  } else {
    window->menu(MainWindow::MenuId::File)->addAction(action_);
  }
  replayChanged(window->document());
}

void AnimationExportFeature::replayChanged(ReplayDocument* document)
{
  action_->setEnabled(document->hasReplay());
}

void AnimationExportFeature::exportInteractively()
{
  ReplayDocument* document = window_->document();
  if (!document->hasReplay())
    return;
  QDialog dialog(window_);
  dialog.setObjectName(QStringLiteral("animationExportDialog"));
  dialog.setWindowTitle(tr("Export as Animation"));
  auto* layout = new QFormLayout(&dialog);
  auto* format = new QComboBox(&dialog);
  const bool ffmpeg = !Debugger::AnimationSink::ffmpegProgram().isEmpty();
  format->addItem(tr("GIF"), int(Format::Gif));
  format->addItem(ffmpeg ? tr("MP4 video") : tr("MP4 video (needs ffmpeg: apt install ffmpeg)"), int(Format::Mp4));
  format->addItem(ffmpeg ? tr("WebM video") : tr("WebM video (needs ffmpeg: apt install ffmpeg)"), int(Format::WebM));
  auto* from = new QSpinBox(&dialog);
  auto* to = new QSpinBox(&dialog);
  from->setRange(0, document->lastTurn());
  to->setRange(0, document->lastTurn());
  to->setValue(document->lastTurn());
  auto* fps = new QSpinBox(&dialog);
  fps->setRange(Debugger::AnimationSink::kMinFps, Debugger::AnimationSink::kMaxFps);
  fps->setValue(5);
  auto* width = new QSpinBox(&dialog);
  width->setRange(64, Debugger::FrameStream::kMaxSide);
  width->setValue(720);
  width->setSuffix(tr(" px"));
  layout->addRow(tr("Format:"), format);
  layout->addRow(tr("From turn:"), from);
  layout->addRow(tr("To turn:"), to);
  layout->addRow(tr("Turns per second:"), fps);
  layout->addRow(tr("Width:"), width);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
  connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
  layout->addRow(buttons);
  if (dialog.exec() != QDialog::Accepted)
    return;
  Choice choice;
  choice.format = Format(format->currentData().toInt());
  choice.from = std::min(from->value(), to->value());
  choice.to = std::max(from->value(), to->value());
  choice.fps = fps->value();
  choice.width = width->value();
  const QString suffix = choice.format == Format::Gif ? QStringLiteral("gif") : choice.format == Format::Mp4 ? QStringLiteral("mp4") : QStringLiteral("webm");
  const Debugger::Replay& replay = document->replay();
  const QString base = (document->filePath().isEmpty() ? QStringLiteral("%1-%2").arg(replay.gameId).arg(replay.seed)
                                                       : QFileInfo(document->filePath()).completeBaseName()) + QLatin1Char('.') + suffix;
  const QString path = FileDialogs::saveFile(window_, tr("Export as Animation"), base, tr("Animation (*.%1)").arg(suffix));
  if (path.isEmpty())
    return;
  QString error;
  if (!exportAnimation(choice, path, true, &error) && !error.isEmpty())
    PlainText::warning(window_, tr("Cannot export the animation"), tr("The animation could not be written:\n%1").arg(error));
}

bool AnimationExportFeature::exportAnimation(const Choice& choice, const QString& path, bool showProgress, QString* error)
{
  error->clear();
  ReplayDocument* document = window_->document();
  if (!document->hasReplay() || choice.from < 0 || choice.to > document->lastTurn() || choice.from > choice.to) {
    *error = tr("There are no such turns to export.");
    return false;
  }
  // A copy: a live match may grow while the frames are drawn.
  const Debugger::Replay replay = document->replay();
  AnimationFrames frames(replay, choice.width);
  std::unique_ptr<Debugger::AnimationSink> sink =
      Debugger::AnimationSink::create(choice.format, path, frames.size().width(), frames.size().height(), choice.fps, error);
  if (!sink)
    return false;
  const int count = choice.to - choice.from + 1;
  std::unique_ptr<QProgressDialog> progress;
  if (showProgress) {
    progress = std::make_unique<QProgressDialog>(tr("Drawing the frames…"), tr("Cancel"), 0, count, window_);
    progress->setWindowTitle(tr("Export as Animation"));
    progress->setWindowModality(Qt::WindowModal);
    progress->setMinimumDuration(300);
  }
  for (int i = 0; i < count; ++i) {
    if (progress) {
      progress->setValue(i);  // and lets the dialog's Cancel through
      if (progress->wasCanceled())
        return false;  // the sink goes: nothing is written
    }
    const QImage image = frames.render(choice.from + i);
    if (!sink->add(image.constBits(), image.bytesPerLine(), error))
      return false;
  }
  if (!sink->finish(error))
    return false;
  if (progress)
    progress->setValue(count);
  window_->showStatus(tr("Wrote the animation %1 (%n frame(s))", nullptr, count).arg(QFileInfo(path).fileName()));
  return true;
}

}  // namespace Kibitz::App
