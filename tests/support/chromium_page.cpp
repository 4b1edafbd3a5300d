#include "support/chromium_page.h"

#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>

namespace Kibitz::Test {

namespace {

QJsonObject reportOf(const QString& chromium, const QStringList& network, const QString& url, const QString& profileDir)
{
  QProcess browser;
  browser.start(chromium, QStringList{QStringLiteral("--headless"), QStringLiteral("--disable-gpu"), QStringLiteral("--no-sandbox"),
                                      QStringLiteral("--user-data-dir=") + profileDir}
                              + network + QStringList{QStringLiteral("--virtual-time-budget=10000"), QStringLiteral("--dump-dom"), url});
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

}  // namespace

QJsonObject chromiumTestReport(const QString& chromium, const QString& pagePath, const QString& query, const QString& profileDir)
{
  return reportOf(chromium, {QStringLiteral("--proxy-server=127.0.0.1:9"), QStringLiteral("--proxy-bypass-list=<-loopback>")},
                  QStringLiteral("file://%1?%2").arg(pagePath, query), profileDir);
}

// Loopback only, straight: nothing but the server under test answers.
QJsonObject chromiumTestReportAt(const QString& chromium, const QString& url, const QString& profileDir)
{
  return reportOf(chromium, {QStringLiteral("--proxy-server=127.0.0.1:9"), QStringLiteral("--proxy-bypass-list=127.0.0.1")}, url,
                  profileDir);
}

}  // namespace Kibitz::Test
