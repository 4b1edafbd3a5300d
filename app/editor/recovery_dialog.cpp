#include "editor/recovery_dialog.h"

#include <QDateTime>
#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace Kibitz::App {

RecoveryDialog::RecoveryDialog(const QList<RecoveryStore::Buffer>& buffers, QWidget* parent)
    : QDialog(parent), buffers_(buffers), intro_(new QLabel(this)), list_(new QListWidget(this)),
      buttons_(new QDialogButtonBox(this))
{
  setObjectName(QStringLiteral("RecoveryDialog"));
  intro_->setWordWrap(true);
  for (int i = 0; i < buffers_.size(); ++i) {
    auto* item = new QListWidgetItem(list_);
    item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
    item->setCheckState(Qt::Checked);
  }
  restore_ = buttons_->addButton(QString(), QDialogButtonBox::AcceptRole);
  discard_ = buttons_->addButton(QString(), QDialogButtonBox::DestructiveRole);
  buttons_->addButton(QDialogButtonBox::Cancel);
  connect(restore_, &QPushButton::clicked, this, &QDialog::accept);
  connect(discard_, &QPushButton::clicked, this, [this] {
    for (int i = 0; i < list_->count(); ++i)
      setChecked(i, false);
    accept();
  });
  connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(intro_);
  layout->addWidget(list_, 1);
  layout->addWidget(buttons_);
  retranslateUi();
  resize(520, 320);
}

QList<RecoveryStore::Buffer> RecoveryDialog::accepted() const
{
  QList<RecoveryStore::Buffer> result;
  for (int i = 0; i < buffers_.size(); ++i)
    if (list_->item(i)->checkState() == Qt::Checked)
      result << buffers_[i];
  return result;
}

QList<RecoveryStore::Buffer> RecoveryDialog::declined() const
{
  QList<RecoveryStore::Buffer> result;
  for (int i = 0; i < buffers_.size(); ++i)
    if (list_->item(i)->checkState() != Qt::Checked)
      result << buffers_[i];
  return result;
}

void RecoveryDialog::setChecked(int row, bool checked)
{
  if (QListWidgetItem* item = list_->item(row))
    item->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
}

void RecoveryDialog::retranslateUi()
{
  setWindowTitle(tr("Recover Unsaved Bots"));
  intro_->setText(tr("Kibitz did not close normally. These bot sources had unsaved changes. Checked ones reopen "
                     "as modified tabs; unchecked ones are deleted."));
  const QLocale locale;
  for (int i = 0; i < buffers_.size(); ++i) {
    const RecoveryStore::Buffer& b = buffers_[i];
    const QDateTime when = QDateTime::fromString(b.savedAt, Qt::ISODate).toLocalTime();
    const QString where = b.filePath.isEmpty() ? tr("never saved") : b.filePath;
    list_->item(i)->setText(tr("%1 — %2 (autosaved %3)").arg(b.name, where, locale.toString(when, QLocale::ShortFormat)));
  }
  restore_->setText(tr("Restore Checked"));
  discard_->setText(tr("Discard All"));
}

void RecoveryDialog::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslateUi();
  QDialog::changeEvent(event);
}

}  // namespace Kibitz::App
