#pragma once

#include "replay/replay.h"

#include <QHostAddress>
#include <QString>
#include <QThread>

#include <memory>
#include <optional>

namespace Kibitz::Debugger {

class LiveServer;

// A match watched live: a LiveServer on a thread of its own (the match may block the
// caller's thread for a whole turn), fed with the match's frames as they are recorded.
// Used by `kibitz-cli run --live` and the window's View > Watch in Browser.
class LiveBroadcast {
public:
  // Where to listen: "[ADDR:]PORT" (PORT 0: any free port). Loopback unless named.
  struct Address {
    QHostAddress host = QHostAddress(QHostAddress::LocalHost);
    quint16 port = 0;
    bool isLoopback() const { return host.isLoopback(); }
  };
  static std::optional<Address> parseAddress(const QString& text, QString* error);

  // Serves `replay` (its header and the frames it holds so far: at least frame 0) at once.
  // `language`: the page's (en, it, zh_CN, zh_TW). Null with an error.
  static std::unique_ptr<LiveBroadcast> start(const Replay& replay, const Address& address, const QString& language,
                                              QString* error);
  // Listens with no match yet (404 until begin()): an arena worker's URL, for its matches
  // one after the other.
  static std::unique_ptr<LiveBroadcast> serve(const Address& address, QString* error);
  // From now on the URL shows `replay` (its frames so far, then what publish() adds).
  bool begin(const Replay& replay, const QString& language, QString* error);
  ~LiveBroadcast();
  LiveBroadcast(const LiveBroadcast&) = delete;
  LiveBroadcast& operator=(const LiveBroadcast&) = delete;

  QString url() const { return url_; }
  // Sends the frames of `replay` not sent yet (the same match, grown). From the owner's thread.
  void publish(const Replay& replay);
  // Sends the last frames, then the end event with the result.
  void finish(const Replay& replay);

  // What a client receives for a frame: ReplayJson::standaloneFrame without the bots' texts.
  static QByteArray frameJson(const Frame& frame);
  // The end event's data: the result (`complete`, `returns`, `text`) and `said`, how the
  // window says it, in the page's language (HtmlStrings::resultLine).
  static QByteArray resultJson(const Replay& replay, const QString& language);

private:
  LiveBroadcast() = default;

  QThread thread_;
  LiveServer* server_ = nullptr;  // lives on thread_
  QString url_;
  QString language_ = QStringLiteral("en");
  qsizetype sent_ = 0;
};

}  // namespace Kibitz::Debugger
