#pragma once

namespace Kibitz::App {

class AnnotationsUi;
class MainWindow;

// Adds the annotations feature to the window: the Notes dock, Add Note (Ctrl+M), Pick
// Anchor, Undo/Redo of notes in the Edit menu, the notes and bot-marks layer of the board,
// note markers on the timeline and File > Export Notes Report.
void installAnnotations(MainWindow* window);
// What installAnnotations added (tests), or null.
AnnotationsUi* annotationsUi(MainWindow* window);

}  // namespace Kibitz::App
