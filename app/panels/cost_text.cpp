#include "panels/cost_text.h"

#include "replay/replay.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace Kibitz::App::CostText {

QString ms(double ms)
{
  return QLocale().toString(ms, 'f', ms < 10 ? 2 : 1);
}

QString mb(qint64 kb)
{
  return QLocale().toString(kb / 1024.0, 'f', 1);
}

QString exchange(const Debugger::PlayerExchange& x)
{
  QStringList parts;
  if (x.cpuMs >= 0)
    //: A bot's on-CPU time for one turn, in milliseconds.
    parts << QCoreApplication::translate("Kibitz::App::CostText", "CPU %1 ms").arg(ms(x.cpuMs));
  if (x.rssKb >= 0)
    //: A bot's resident memory, in megabytes.
    parts << QCoreApplication::translate("Kibitz::App::CostText", "%1 MB").arg(mb(x.rssKb));
  return parts.join(QStringLiteral(" · "));
}

QString exchangeToolTip(const Debugger::PlayerExchange& x)
{
  QStringList lines;
  if (x.cpuMs >= 0)
    lines << QCoreApplication::translate("Kibitz::App::CostText", "On-CPU time of the bot's processes for this turn: %1 ms")
                 .arg(ms(x.cpuMs));
  if (x.rssKb >= 0)
    lines << QCoreApplication::translate("Kibitz::App::CostText", "Resident memory at the reply: %1 MB (the most so far: %2 MB)")
                 .arg(mb(x.rssKb), mb(std::max(x.peakRssKb, x.rssKb)));
  if (!lines.isEmpty())
    lines << QCoreApplication::translate("Kibitz::App::CostText", "Measured over the bot's process and its children");
  return lines.join(QLatin1Char('\n'));
}

}  // namespace Kibitz::App::CostText
