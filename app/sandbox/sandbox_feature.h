#pragma once

#include "mainwindow/window_feature.h"

#include <QString>

namespace Kibitz::App {

// Tools > "Sandbox Untrusted Bots": a checkable setting (kept across sessions,
// BuildSettings::sandboxBots) that runs every external bot started from the window in the
// strict sandbox. Turning it on where the sandbox cannot be set up says why and how to fix
// it; the setting stays on, and such bots then refuse to start (fail closed).
class SandboxFeature final : public WindowFeature {
  Q_OBJECT
public:
  const char* name() const override { return "sandbox"; }
  void initialize(MainWindow* window) override;
};

// The sentence the New Match dialog shows while the setting is on: that bots are
// sandboxed, or why they cannot be here. Empty while it is off.
QString sandboxNotice(bool* problem);

}  // namespace Kibitz::App
