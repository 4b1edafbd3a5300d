#pragma once

// Every marker number and margin of the bot editor, in one place: two features defining
// the same number silently redraw each other's marks.
namespace Kibitz::App::EditorMarkers {

// Margins
inline constexpr int kNumberMargin = 0;
inline constexpr int kMarkerMargin = 1;  // symbols; a click here toggles a breakpoint

// The last build's diagnostics (SourceEditor::setDiagnostics)
inline constexpr int kBuildError = 1;
inline constexpr int kBuildWarning = 2;
inline constexpr int kBuildNote = 3;
// Live diagnostics from the language server (LiveDiagnosticsView)
inline constexpr int kLiveError = 5;
inline constexpr int kLiveWarning = 6;
// The debugger: breakpoints, and where a stopped bot is (the arrow, numbered above the
// breakpoints: Scintilla draws higher numbers on top; and the line's band)
inline constexpr int kBreakpointDisabled = 7;  // a hollow ring: kept, not armed
inline constexpr int kBreakpoint = 8;
inline constexpr int kBreakpointScoped = 9;  // a breakpoint for some turns only
inline constexpr int kExecution = 10;
inline constexpr int kExecutionBand = 11;

}  // namespace Kibitz::App::EditorMarkers
