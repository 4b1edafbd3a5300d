#include "profile/flame_tree.h"

#include <algorithm>

namespace Kibitz::Debugger {

namespace {

void sortChildren(FlameNode& node)
{
  std::sort(node.children.begin(), node.children.end(), [](const FlameNode& a, const FlameNode& b) {
    return a.total != b.total ? a.total > b.total : a.name < b.name;
  });
  for (FlameNode& child : node.children)
    sortChildren(child);
}

}  // namespace

FlameNode FlameNode::of(const TurnProfile& profile)
{
  FlameNode root;
  for (const FoldedStack& s : profile.folded) {
    root.total += s.count;
    FlameNode* node = &root;
    // The stack's frames, root first; a profile holds at most 300 stacks of 8192 characters.
    for (const QStringView frame : QStringView(s.stack).split(QLatin1Char(';'))) {
      auto it = std::find_if(node->children.begin(), node->children.end(),
                             [frame](const FlameNode& c) { return c.name == frame; });
      if (it == node->children.end()) {
        node->children.append(FlameNode{frame.toString(), 0, 0, {}});
        it = node->children.end() - 1;
      }
      node = &*it;
      node->total += s.count;
    }
    node->self += s.count;
  }
  sortChildren(root);
  return root;
}

int FlameNode::depth() const
{
  int deepest = 0;
  for (const FlameNode& child : children)
    deepest = std::max(deepest, 1 + child.depth());
  return deepest;
}

}  // namespace Kibitz::Debugger
