#include "files/terminal_safe.h"

namespace Kibitz::Debugger {

QString terminalSafe(const QString& text)
{
  QString safe;
  safe.reserve(text.size());
  for (const QChar c : text) {
    const char16_t u = c.unicode();
    // C0 but new line and tab (ESC starts CSI and OSC: OSC 52 writes the clipboard, CR
    // and BS overwrite what was printed), DEL and C1, and the bidirectional overrides
    // that make a terminal show text in another order than it is.
    const bool control = (u < 0x20 && u != '\n' && u != '\t') || (u >= 0x7f && u <= 0x9f) || (u >= 0x202a && u <= 0x202e)
                         || (u >= 0x2066 && u <= 0x2069);
    if (!control)
      safe += c;
    else if (u <= 0xff)
      safe += QStringLiteral("\\x%1").arg(int(u), 2, 16, QLatin1Char('0'));
    else
      safe += QStringLiteral("\\u%1").arg(int(u), 4, 16, QLatin1Char('0'));
  }
  return safe;
}

}  // namespace Kibitz::Debugger
