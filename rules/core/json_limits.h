#pragma once

#include <QByteArrayView>
#include <QString>

namespace Kibitz::Rules::JsonLimits {

// How deep the JSON Kibitz reads may nest arrays and objects. Replays nest about ten
// levels; Qt's parser stops only at 1024 with no number in its message, and the readers,
// comparisons and diffs that walk a document recurse as deep as it goes.
constexpr int kMaxDepth = 64;

// Checked before a document is parsed: empty when `json` is at most `maxBytes` long and
// nests at most `maxDepth` levels, else which limit it breaks, naming the limit.
QString problem(QByteArrayView json, qsizetype maxBytes, int maxDepth = kMaxDepth);

}  // namespace Kibitz::Rules::JsonLimits
