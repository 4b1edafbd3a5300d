#include "core/board_word.h"

#include <QCoreApplication>

namespace Kibitz::Rules {

QString translated(const BoardWord& word, int n)
{
  const char* disambiguation = word.disambiguation && *word.disambiguation ? word.disambiguation : nullptr;
  return QCoreApplication::translate(kGameTermsContext, word.source, disambiguation, n);
}

bool isCounted(const BoardWord& word)
{
  return QByteArrayView(word.source).contains("%n");
}

}  // namespace Kibitz::Rules
