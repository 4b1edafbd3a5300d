// Kibitz compatibility layer for OrkIsland players written against the course's C++ API
// (docs/games/orkisland.md §20). Not compiled into Kibitz: a player `AI<Name>.cc` is
// compiled with these headers and kibitz_course_main.cc into a stand-alone external bot.
//
// Utils.hh: the standard headers that player files rely on without including them, and
// `using namespace std` at file scope (§20.1), plus two small helpers of the course's style.
#ifndef Utils_hh
#define Utils_hh

#include <algorithm>
#include <cassert>
#include <climits>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <deque>
#include <iomanip>
#include <iostream>
#include <list>
#include <map>
#include <queue>
#include <set>
#include <sstream>
#include <stack>
#include <string>
#include <utility>
#include <vector>

using namespace std;

// Checks a condition that must hold; on failure prints where and why, then aborts.
#define _my_assert(b, s)                                                                 \
  do {                                                                                   \
    if (!(b)) {                                                                          \
      cerr << "error: " << (s) << " (" << __FILE__ << ":" << __LINE__ << ")" << endl;    \
      abort();                                                                           \
    }                                                                                    \
  } while (0)

// Marks code that can never run.
#define _unreachable() _my_assert(false, "unreachable code reached")

#endif
