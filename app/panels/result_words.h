#pragma once

// The window says how a match ended with the words the shared page says it with:
// share/result_words.h (the debugger's, so that the page's exporter can use them too).
#include "share/result_words.h"

namespace Kibitz::App {
namespace ResultWords = Debugger::ResultWords;
}
