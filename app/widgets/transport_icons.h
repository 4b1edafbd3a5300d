#pragma once

#include <QIcon>

namespace Kibitz::App {

// The playback controls' icons, one visibly different shape each: the desktop theme's
// media icons where it has them, else our own, drawn in one style.
enum class TransportIcon { First, Back10, Previous, PlayBackward, Play, Pause, Next, Forward10, Last };

QIcon transportIcon(TransportIcon which);

}  // namespace Kibitz::App
