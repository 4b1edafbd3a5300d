#pragma once

#include "share/html_export.h"

#include <QDialog>

class QCheckBox;
class QComboBox;

namespace Kibitz::App {

// What the shared page holds: its language (the window's by default) and whether the
// bots' per-turn output goes in (off: it can multiply the size).
class WebExportDialog : public QDialog {
  Q_OBJECT

public:
  explicit WebExportDialog(QWidget* parent = nullptr);
  Debugger::HtmlExport::Options options() const;

private:
  QComboBox* language_;
  QCheckBox* withOutput_;
};

}  // namespace Kibitz::App
