#pragma once

namespace Kibitz::App {

class MainWindow;
class RerunDialog;

// Debug > Re-run a Bot up to This Turn… (and its button in the Bot I/O panel).
void installRerun(MainWindow* window);
// Opens the dialog for the current turn and the first seat that plays it.
RerunDialog* openRerunDialog(MainWindow* window);

}  // namespace Kibitz::App
