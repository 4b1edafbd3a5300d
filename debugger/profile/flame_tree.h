#pragma once

#include "replay/turn_profile.h"

#include <QList>
#include <QString>

namespace Kibitz::Debugger {

// A turn's folded stacks as a tree, the root's children being the stacks' first frames:
// what a flame graph (or icicle) draws, each node as wide as its samples. Children are
// ordered heaviest first, then by name, so that the same profile draws the same way.
struct FlameNode {
  QString name;        // empty for the root
  qint64 total = 0;    // samples in which this call path was on the stack
  qint64 self = 0;     // samples that ended here
  QList<FlameNode> children;

  static FlameNode of(const TurnProfile& profile);
  // The deepest level below this node (0 for a leaf).
  int depth() const;
};

}  // namespace Kibitz::Debugger
