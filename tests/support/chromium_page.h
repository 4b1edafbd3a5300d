#pragma once

#include <QJsonObject>
#include <QString>

namespace Kibitz::Test {

// Opens the shared web page `pagePath` in headless Chromium from file:// with `query`
// (e.g. "turn=3&test=1"), the network off (every request goes to a port nobody listens
// on), and returns the report the page writes in test mode into <pre id="kibitz-test">:
// what it drew, its console errors, when it drew its first frame. Empty when Chromium
// failed or the page wrote no report. `profileDir` keeps Chromium's profile.
QJsonObject chromiumTestReport(const QString& chromium, const QString& pagePath, const QString& query, const QString& profileDir);

// The same for a page served on loopback (`url`, with its query): a live page, whose report
// is written again once its stream has ended.
QJsonObject chromiumTestReportAt(const QString& chromium, const QString& url, const QString& profileDir);

}  // namespace Kibitz::Test
