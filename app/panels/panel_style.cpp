#include "panels/panel_style.h"

#include <QFontDatabase>
#include <QLabel>
#include <QPalette>

namespace Kibitz::App::PanelStyle {

bool isDark(const QPalette& palette)
{
  return palette.color(QPalette::Base).lightness() < 128;
}

QColor errorColor(const QPalette& palette)
{
  return isDark(palette) ? QColor(0xef, 0x6c, 0x6c) : QColor(0xc6, 0x28, 0x28);
}

QColor warningColor(const QPalette& palette)
{
  return isDark(palette) ? QColor(0xff, 0xb7, 0x4d) : QColor(0xb2, 0x6a, 0x00);
}

QColor okColor(const QPalette& palette)
{
  return isDark(palette) ? QColor(0x81, 0xc7, 0x84) : QColor(0x2e, 0x7d, 0x32);
}

QFont monospaceFont()
{
  return QFontDatabase::systemFont(QFontDatabase::FixedFont);
}

void makeCaption(QLabel* label)
{
  QFont font = label->font();
  font.setBold(true);
  font.setPointSizeF(font.pointSizeF() * 0.9);
  label->setFont(font);
  label->setForegroundRole(QPalette::PlaceholderText);
}

void makeBadge(QLabel* label, Badge kind)
{
  const QColor background = kind == Badge::Ok        ? QColor(0x2e, 0x7d, 0x32)
                            : kind == Badge::Warning ? QColor(0xb2, 0x6a, 0x00)
                                                     : QColor(0xc6, 0x28, 0x28);
  label->setStyleSheet(QStringLiteral("QLabel { background-color: %1; color: white; border-radius: 3px;"
                                      " padding: 1px 6px; font-weight: bold; }")
                           .arg(background.name()));
}

void makeNote(QLabel* label)
{
  label->setWordWrap(true);
  label->setForegroundRole(QPalette::PlaceholderText);
  label->setTextInteractionFlags(Qt::TextSelectableByMouse);
}

}  // namespace Kibitz::App::PanelStyle
