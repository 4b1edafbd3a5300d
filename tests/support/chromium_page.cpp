#include "support/chromium_page.h"

#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>

namespace Kibitz::Test {

QJsonObject chromiumTestReport(const QString& chromium, const QString& pagePath, const QString& query, const QString& profileDir)
{
  QProcess browser;
  browser.start(chromium, {QStringLiteral("--headless"), QStringLiteral("--disable-gpu"), QStringLiteral("--no-sandbox"),
                           QStringLiteral("--user-data-dir=") + profileDir,
                           QStringLiteral("--proxy-server=127.0.0.1:9"), QStringLiteral("--proxy-bypass-list=<-loopback>"),
                           QStringLiteral("--virtual-time-budget=10000"), QStringLiteral("--dump-dom"),
                           QStringLiteral("file://%1?%2").arg(pagePath, query)});
  if (!browser.waitForFinished(120000)) {
    browser.kill();
    browser.waitForFinished();
    return {};
  }
  const QString dom = QString::fromUtf8(browser.readAllStandardOutput());
  const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("<pre id=\"kibitz-test\">(.*?)</pre>"),
                                                       QRegularExpression::DotMatchesEverythingOption).match(dom);
  if (!m.hasMatch())
    return {};
  // --dump-dom prints the report as the element's HTML text.
  QString json = m.captured(1);
  json.replace(QLatin1String("&lt;"), QLatin1String("<")).replace(QLatin1String("&gt;"), QLatin1String(">"))
      .replace(QLatin1String("&nbsp;"), QLatin1String(" ")).replace(QLatin1String("&amp;"), QLatin1String("&"));
  return QJsonDocument::fromJson(json.toUtf8()).object();
}

}  // namespace Kibitz::Test
