#include "core/board_word.h"

#include <QCoreApplication>

namespace Kibitz::Rules {

QString translated(const BoardWord& word, int n)
{
  return QCoreApplication::translate(kGameTermsContext, word.source, disambiguationOf(word), n);
}

const char* disambiguationOf(const BoardWord& word)
{
  return word.disambiguation && *word.disambiguation ? word.disambiguation : nullptr;
}

bool isCounted(const BoardWord& word)
{
  return QByteArrayView(word.source).contains("%n");
}

}  // namespace Kibitz::Rules
