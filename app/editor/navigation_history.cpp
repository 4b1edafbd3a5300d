#include "editor/navigation_history.h"

#include "editor/source_editor.h"

namespace Kibitz::App {

namespace {

// A place whose tab is gone and that has no file cannot be gone back to.
bool reachable(const NavigationHistory::Place& p)
{
  return p.editor || !p.path.isEmpty();
}

void push(QList<NavigationHistory::Place>* list, const NavigationHistory::Place& p)
{
  list->append(p);
  if (list->size() > NavigationHistory::kMaxPlaces)
    list->removeFirst();
}

std::optional<NavigationHistory::Place> take(QList<NavigationHistory::Place>* from)
{
  while (!from->isEmpty()) {
    const NavigationHistory::Place p = from->takeLast();
    if (reachable(p))
      return p;
  }
  return std::nullopt;
}

}  // namespace

void NavigationHistory::recordJump(const Place& from)
{
  push(&back_, from);
  forward_.clear();
}

std::optional<NavigationHistory::Place> NavigationHistory::back(const Place& current)
{
  std::optional<Place> p = take(&back_);
  if (p)
    push(&forward_, current);
  return p;
}

std::optional<NavigationHistory::Place> NavigationHistory::forward(const Place& current)
{
  std::optional<Place> p = take(&forward_);
  if (p)
    push(&back_, current);
  return p;
}

}  // namespace Kibitz::App
