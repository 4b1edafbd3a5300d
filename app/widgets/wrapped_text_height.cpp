#include "widgets/wrapped_text_height.h"

#include <QLabel>
#include <QLayout>

#include <algorithm>

namespace Kibitz::App {

int heightForWrappedText(const QWidget* panel)
{
  int height = panel->layout() ? panel->layout()->minimumSize().height() : panel->minimumSizeHint().height();
  for (const QLabel* label : panel->findChildren<QLabel*>()) {
    if (!label->wordWrap() || !label->isVisibleTo(panel) || label->text().isEmpty())
      continue;
    height += std::max(0, label->heightForWidth(label->width()) - label->minimumSizeHint().height());
  }
  return height;
}

}  // namespace Kibitz::App
