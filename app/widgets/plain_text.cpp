// Showing untrusted text literally (see plain_text.h).
#include "widgets/plain_text.h"

#include <QToolTip>

#include <QHelpEvent>

#include <QLabel>

namespace Kibitz::App::PlainText {

namespace {

QMessageBox::StandardButton ask(QMessageBox::Icon icon, QWidget* parent, const QString& title, const QString& text,
                                QMessageBox::StandardButtons buttons, QMessageBox::StandardButton defaultButton)
{
  QMessageBox box(icon, title, text, buttons, parent);
  box.setTextFormat(Qt::PlainText);
  box.setDefaultButton(defaultButton);
  if (box.exec() == -1)
    return QMessageBox::Cancel;
  return box.standardButton(box.clickedButton());
}

}  // namespace

QLabel* make(QLabel* label)
{
  label->setTextFormat(Qt::PlainText);
  return label;
}

QLabel* label(QWidget* parent)
{
  return make(new QLabel(parent));
}

QString toolTip(const QString& text)
{
  if (text.isEmpty())
    return {};
  // white-space:pre keeps lines and spaces as a plain tool tip shows them.
  return QStringLiteral("<p style='white-space:pre'>%1</p>").arg(text.toHtmlEscaped());
}

bool showToolTip(QWidget* widget, QEvent* event, const std::function<QString(const QPoint&)>& textAt)
{
  if (event->type() != QEvent::ToolTip)
    return false;
  auto* help = static_cast<QHelpEvent*>(event);
  const QString text = textAt(help->pos());
  if (text.isEmpty())
    QToolTip::hideText();
  else
    QToolTip::showText(help->globalPos(), PlainText::toolTip(text), widget);
  return true;
}

QMessageBox::StandardButton warning(QWidget* parent, const QString& title, const QString& text)
{
  return ask(QMessageBox::Warning, parent, title, text, QMessageBox::Ok, QMessageBox::NoButton);
}

QMessageBox::StandardButton question(QWidget* parent, const QString& title, const QString& text,
                                     QMessageBox::StandardButtons buttons, QMessageBox::StandardButton defaultButton)
{
  return ask(QMessageBox::Question, parent, title, text, buttons, defaultButton);
}

}  // namespace Kibitz::App::PlainText
