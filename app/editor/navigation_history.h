#pragma once

#include <QList>
#include <QPointer>
#include <QString>

#include <optional>

namespace Kibitz::App {

class SourceEditor;

// Where the caret was before a jump (Go to Definition, Go to Line), to come back with Go
// Back (Alt+Left) and go again with Go Forward (Alt+Right), as IDEs do. A place names its
// tab and its file: a closed tab's file is opened again.
class NavigationHistory {
public:
  struct Place {
    QPointer<SourceEditor> editor;
    QString path;  // empty for an untitled buffer
    int position = 0;  // Scintilla byte position
  };
  static constexpr int kMaxPlaces = 100;

  // A jump leaves `from`: it can be come back to; what was ahead is forgotten.
  void recordJump(const Place& from);
  // The place to go back to, `current` kept to go forward again; nothing when none.
  std::optional<Place> back(const Place& current);
  std::optional<Place> forward(const Place& current);
  bool canGoBack() const { return !back_.isEmpty(); }
  bool canGoForward() const { return !forward_.isEmpty(); }

private:
  QList<Place> back_;
  QList<Place> forward_;
};

}  // namespace Kibitz::App
