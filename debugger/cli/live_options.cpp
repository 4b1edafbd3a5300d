#include "cli/live_options.h"

#include "cli/cli_output.h"

#include <QEventLoop>
#include <QTimer>

#include <chrono>
#include <cstdio>

namespace Kibitz::Cli {

bool LiveOptions::parse(const QCommandLineParser& parser, std::optional<Debugger::LiveBroadcast::Address>* address,
                        int* lingerSeconds, QString* error) const
{
  *lingerSeconds = -1;
  if (parser.isSet(live)) {
    *address = Debugger::LiveBroadcast::parseAddress(parser.value(live), error);
    if (!*address)
      return false;
  }
  if (parser.isSet(linger)) {
    bool ok = false;
    *lingerSeconds = parser.value(linger).toInt(&ok);
    if (!*address || !ok || *lingerSeconds < 0) {
      *error = QStringLiteral("--live-linger SECONDS: a whole number of seconds, 0 or more, with --live");
      return false;
    }
  }
  return true;
}

void LiveOptions::warnIfExposed(const Debugger::LiveBroadcast::Address& address)
{
  if (!address.isLoopback())
    err(QStringLiteral("kibitz-cli: warning: --live on %1: anyone who can reach this address and knows the URL can watch the match")
            .arg(address.host.toString()));
}

void LiveOptions::lingerAfter(const QString& over, const QStringList& urls, int seconds)
{
  for (const QString& url : urls)
    out(seconds < 0 ? QStringLiteral("live: %1; still serving %2 until interrupted (Ctrl+C)").arg(over, url)
                    : QStringLiteral("live: %1; still serving %2 for %3 s").arg(over, url).arg(seconds));
  std::fflush(stdout);
  QEventLoop loop;
  if (seconds >= 0)
    QTimer::singleShot(std::chrono::seconds(seconds), &loop, &QEventLoop::quit);
  loop.exec();
}

}  // namespace Kibitz::Cli
