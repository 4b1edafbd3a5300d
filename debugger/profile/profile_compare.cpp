#include "profile/profile_compare.h"

#include "profile/profile_views.h"

#include <QHash>

#include <algorithm>

namespace Kibitz::Debugger::ProfileCompare {

QList<FunctionChange> functions(const TurnProfile& now, const TurnProfile& then)
{
  QHash<QString, FunctionChange> changes;
  for (const ProfileViews::FunctionCost& c : ProfileViews::topFunctions(now)) {
    FunctionChange& f = changes[c.name];
    f.name = c.name;
    f.selfNow = c.self;
    f.totalNow = c.total;
  }
  for (const ProfileViews::FunctionCost& c : ProfileViews::topFunctions(then)) {
    FunctionChange& f = changes[c.name];
    f.name = c.name;
    f.selfThen = c.self;
    f.totalThen = c.total;
  }
  QList<FunctionChange> list = changes.values();
  std::sort(list.begin(), list.end(), [](const FunctionChange& a, const FunctionChange& b) {
    if (a.totalChange() != b.totalChange())
      return a.totalChange() > b.totalChange();
    if (a.selfChange() != b.selfChange())
      return a.selfChange() > b.selfChange();
    return a.name < b.name;
  });
  return list;
}

}  // namespace Kibitz::Debugger::ProfileCompare
